// The end of a game (R3.8): every player's place and money beside a chart of everyone's money
// round after round, and what to do next. Places come from the caller; players with equal money
// share a place ("1", "1", "3").
#pragma once

#include "moneychart.h"

#include <QDialog>
#include <QList>
#include <QString>

class QFrame;
class QGridLayout;
class QLabel;
class QPushButton;

namespace razzia::ui {

class RankingDialog : public QDialog
{
    Q_OBJECT

public:
    struct RankRow
    {
        int place = 0;
        QString name;
        qint64 money = 0;
    };

    explicit RankingDialog(QWidget *parent = nullptr);

    // Rows in the order to show, best first.
    void setRanking(const QList<RankRow> &rows);
    QList<RankRow> ranking() const { return m_rows; }
    // Each seat's money after every round, in seat order; none hides the chart.
    void setHistory(const QList<MoneyChart::Line> &lines);
    MoneyChart *chart() const { return m_chart; }
    // Replay and Rematch, offered after a game this window kept (not after a network table's,
    // whose host keeps the record).
    void setReplayOffered(bool offered);
    void setVisible(bool visible) override;

Q_SIGNALS:
    // Emitted after the dialog has closed.
    void newGameRequested();
    // Watch the game again (GameModule::replayRequested), or play it again with the same seats.
    void replayRequested();
    void rematchRequested();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslateUi();

    QList<RankRow> m_rows;
    QLabel *m_headline;
    QGridLayout *m_grid;
    QFrame *m_table = nullptr;
    QList<QLabel *> m_cells;
    QPushButton *m_newGame;
    QPushButton *m_replay;
    QPushButton *m_rematch;
    QPushButton *m_close;
    MoneyChart *m_chart;
};

} // namespace razzia::ui
