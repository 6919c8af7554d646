// The duels of one bar (R5.6), one at a time: champion and challenger with their cards, their
// rolls and totals, and the pool going to the winner. The caller drives it (start, roll, won)
// and waits for stepDone() before the next call; it can start() again for the next duel of a
// chain, and closes the dialog itself when the chain is over.
//
// Every roll() and won() reports exactly one stepDone(), always from the event loop (never from
// inside the call), also at Speed::Instant, when the Continue button skips the animation, and
// when the next call comes before the animation has ended (it then finishes at once).
#pragma once

#include "razzia/cards.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>

#include <array>

class QFrame;
class QLabel;
class QPushButton;
class QSequentialAnimationGroup;

namespace razzia::ui {

class DuelDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DuelDialog(QWidget *parent = nullptr);

    // Opens the dialog if it is not open. tieGoesToChallenger: the challenger ranks lower
    // (R5.1), so equal totals go to it. last: no refuser is left after this duel, so its
    // winner takes the pool; else the winner defends it in the next (R5.6).
    void start(razzia::Bar bar, qint64 pool, const QString &championName, int championSeat,
               razzia::Card championCard, const QString &challengerName, int challengerSeat,
               razzia::Card challengerCard, bool tieGoesToChallenger, bool last = true);
    // The die tumbles for Pace::ms(Step::DieRoll), then shows `face`; total = face + card.
    void roll(int seat, int face, int total);
    // The winner is highlighted and the pool moves to it; onTie shows why equal totals went
    // its way.
    void won(int winnerSeat, bool onTie);

    bool isAnimating() const { return m_step != StepKind::None; }

    // "Wait for me": the result stays until the player continues.
    void setHoldsResult(bool holds) { m_holds = holds; }
    bool awaitsContinue() const { return m_awaitsContinue; }

Q_SIGNALS:
    // The step is on show: the die lies on its face, or the pool has reached the winner. Comes
    // before stepDone(), which a result held for the player waits to send.
    void stepShown();
    void stepDone();

public Q_SLOTS:
    // Escape and the window's close button skip the animation; the caller closes the dialog.
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    enum class StepKind
    {
        None,
        Rolling,
        Winning
    };

    struct Side
    {
        QString name;
        int seat = -1;
        razzia::Card card;
        int face = 0; // 0: not rolled yet
        int total = 0;
        QFrame *panel = nullptr;
        QLabel *role = nullptr;
        QLabel *nameLabel = nullptr;
        QLabel *cardPicture = nullptr;
        QLabel *cardText = nullptr;
        QLabel *die = nullptr;
        QLabel *totalLabel = nullptr;
        QLabel *result = nullptr;
    };

    void buildSide(Side &side, const QString &objectName);
    int sideOf(int seat) const;
    void retranslateUi();
    void showSide(int index);
    void showDie(QLabel *label, int face);
    void tumble();
    void finishStep();
    void placePool();
    void continueAfterResult();
    QPoint poolPosition(int at) const;

    razzia::Bar m_bar = razzia::Bar::Colibri;
    qint64 m_pool = 0;
    bool m_tieGoesToChallenger = false;
    bool m_last = true;          // the last duel at the bar: its winner takes the pool
    std::array<Side, 2> m_sides; // champion, challenger
    int m_winner = -1;           // a side
    bool m_onTie = false;

    StepKind m_step = StepKind::None;
    bool m_holds = false;
    bool m_awaitsContinue = false;
    int m_rollingSide = -1;
    int m_tumbleFace = 1;
    int m_tumbleTicks = 0;
    QTimer m_tumbleTimer;
    QPointer<QSequentialAnimationGroup> m_winAnimation;
    int m_poolAt = -1; // -1 between the duelists, else the side that holds it

    QLabel *m_stripe;
    QLabel *m_headline;
    QLabel *m_versus;
    QWidget *m_poolSpot;
    QLabel *m_poolChip;
    QLabel *m_tieRule;
    QPushButton *m_continue;
};

} // namespace razzia::ui
