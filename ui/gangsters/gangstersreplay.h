// A finished (or saved) game of Gangsters step by step, decision by decision (issue 28): the
// city as it stood after each recorded decision and the log up to there. Every step is the
// record replayed through the engine's Session from the start, so it shows exactly what the
// game was, whatever the seats were.
#pragma once

#include "gangsterslog.h"

#include "gangsters/record.h"

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace gangsters::ui {

class CityView;

class ReplayView : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayView(const GameRecord &record, QWidget *parent = nullptr);

    // Decisions shown: 0 (the start) to decisions().
    int step() const { return m_step; }
    int decisions() const { return int(m_record.decisions.size()); }
    void setStep(int step);
    const State &state() const { return m_state; }
    LogModel *log() const { return m_log; }
    CityView *city() const { return m_city; }
    QString position() const;

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();

    GameRecord m_record;
    State m_state;
    int m_step = -1;
    CityView *m_city;
    LogModel *m_log;
    QListView *m_logView;
    QLabel *m_position;
    QPushButton *m_first;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_last;
};

} // namespace gangsters::ui
