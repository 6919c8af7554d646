// The end of a Gangsters game (GA11): who won and why, each gang's shops and money, and the ways
// on: Replay this game, or a Rematch with the same seats. Not modal: the city stays in view.
#pragma once

#include "gangstersnames.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace gangsters::ui {

class ResultDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ResultDialog(QWidget *parent = nullptr);
    void setResult(const Names &names, const State &state);
    QString headline() const;
    QPushButton *replayButton() const { return m_replay; }
    QPushButton *rematchButton() const { return m_rematch; }

Q_SIGNALS:
    void replayRequested();
    void rematchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Names m_names;
    State m_state;
    QLabel *m_headline;
    QLabel *m_details;
    QPushButton *m_replay;
    QPushButton *m_rematch;
    QPushButton *m_close;
};

} // namespace gangsters::ui
