// Speak Easy's fights as players read them (issue 25, SE5.1): the fight is shown on the board
// where it happens, with both faces, and the loser has left once it clears; it lasts 2.5 s at
// Normal, or under "Wait for me" until the player continues; and in hot-seat the player coming
// back from the curtain is shown the other side's last move and its fight before moving.
#include "uitestsupport.h"

#include "boardwidget.h"
#include "fightview.h"
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/layout.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QSettings>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

QPushButton *continueButton(const SpeakEasyTable &table)
{
    for (QPushButton *b : table.findChildren<QPushButton *>())
        if (b->text() == SpeakEasyTable::tr("Continue"))
            return b;
    return nullptr;
}

// A hot-seat game set up by both players; the table shown, its controller started.
TableController *hotSeat(SpeakEasyTable &table, uint64_t seed, bool waitForMe)
{
    TableController::Seats seats;
    auto *controller = new TableController(std::move(seats), seed);
    controller->setWaitForMe(waitForMe);
    table.setController(controller);
    table.resize(1280, 720);
    table.show();
    controller->start();
    for (int s = 0; s < kSeats; ++s) {
        controller->liftCurtain();
        table.startGame();
    }
    return controller;
}

// The mover plays a fight when one is legal, else its first move; true when it was a fight.
bool playOne(TableController *controller, Move *played)
{
    const std::vector<Move> moves = controller->movesForViewer();
    if (moves.empty())
        return false;
    const Game &game = *controller->refereeGame();
    const int mover = game.position().toMove();
    Move move = moves.front();
    bool fight = false;
    for (const Move &m : moves)
        if (game.position().ownerAt(m.to) == 1 - mover) {
            move = m;
            fight = true;
        }
    *played = move;
    controller->submitMove(move);
    return fight;
}

} // namespace

class TestSeFight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_fight"));
        QSettings().clear();
    }
    void cleanup() { Timing::setSpeed(0); }

    // SE5.1 under "Wait for me": the fight is drawn on its point with both faces and stays,
    // panel and board, until Continue; then the loser is gone and the next player's curtain
    // comes; that player is shown the move and the fight again before moving.
    void se5_1FightOnTheBoardWaitsAndIsShownAgain()
    {
        Timing::setSpeed(0.02); // short animations, so that something is animated at all
        SpeakEasyTable table;
        TableController *controller = hotSeat(table, 9, true);
        QCOMPARE(controller->phase(), TableController::Phase::Play);
        QList<Square> fightsAt;
        connect(controller, &TableController::fightShown, this,
                [&](int, const Confrontation &, const QString &, Square at) { fightsAt << at; });
        QList<Move> replayed;
        connect(controller, &TableController::moveReplayed, this,
                [&](Move m, const QVector<Square> &route, int, const ShownPiece &piece) {
                    QCOMPARE(route.front(), m.from);
                    QCOMPARE(route.back(), m.to);
                    QVERIFY(piece.owner >= 0);
                    replayed << m;
                });
        Move move;
        bool fought = false;
        for (int ply = 0; ply < 300 && !fought; ++ply) {
            QTRY_VERIFY(controller->curtainSeat() >= 0 || !controller->movesForViewer().empty());
            if (controller->curtainSeat() >= 0) {
                controller->liftCurtain();
                QTRY_VERIFY(!controller->animating() || controller->waitingToContinue());
                if (controller->waitingToContinue())
                    continueButton(table)->click();
                QTRY_VERIFY(!controller->movesForViewer().empty());
            }
            fought = playOne(controller, &move);
        }
        QVERIFY(fought);
        const int attacker = 1 - controller->refereeGame()->position().toMove();
        // The fight waits for the player: well past its 2.5 s scaled down, it is still shown.
        QTRY_VERIFY(controller->waitingToContinue());
        QTest::qWait(200);
        QVERIFY(controller->waitingToContinue());
        QCOMPARE(table.board()->fightAt(), std::optional<Square>(move.to));
        QVERIFY(table.fightView()->showing());
        QPushButton *go = continueButton(table);
        QVERIFY(go && go->isVisible());
        QVERIFY(controller->movesForViewer().empty()); // nobody moves under a fight
        QCOMPARE(fightsAt.last(), move.to);
        go->click();
        QVERIFY(!table.board()->fightAt());
        QVERIFY(!table.fightView()->showing());
        QVERIFY(!go->isVisible());
        // The loser has left: the point holds the winner, or nobody after a trade.
        QTRY_COMPARE(controller->curtainSeat(), 1 - attacker);
        controller->liftCurtain();
        const TablePicture after = controller->picture();
        QVERIFY(after.at[move.to].owner != attacker || after.at[move.to].kind != Kind::None);
        // Hot-seat: back from the curtain, the other player sees the move and the fight again.
        QCOMPARE(replayed.size() > 0 ? replayed.last() : Move{}, move);
        QTRY_VERIFY(controller->waitingToContinue());
        QCOMPARE(fightsAt.size(), 2);
        QCOMPARE(table.board()->fightAt(), std::optional<Square>(move.to));
        QVERIFY(controller->movesForViewer().empty());
        continueButton(table)->click();
        QTRY_VERIFY(!controller->movesForViewer().empty());
        // Shown once: the same player does not see it again.
        QCOMPARE(replayed.size(), 1);
    }

    // Without "Wait for me", a fight stays at least 2.5 s at Normal speed, then clears alone.
    void se5_1FightLastsAtNormal()
    {
        Timing::setSpeed(0);
        SpeakEasyTable table;
        TableController *controller = hotSeat(table, 9, false);
        Move move;
        bool fought = false;
        for (int ply = 0; ply < 300 && !fought; ++ply) {
            controller->liftCurtain();
            // Speed 1 only for the fight itself: the moves before it are played at once.
            const std::vector<Move> moves = controller->movesForViewer();
            const Game &game = *controller->refereeGame();
            for (const Move &m : moves)
                if (game.position().ownerAt(m.to) == 1 - game.position().toMove())
                    Timing::setSpeed(1);
            fought = playOne(controller, &move);
        }
        QVERIFY(fought);
        QElapsedTimer clock;
        clock.start();
        qint64 shownAt = -1, clearedAt = -1;
        connect(controller, &TableController::fightShown, this, [&] { shownAt = clock.elapsed(); });
        connect(controller, &TableController::fightCleared, this,
                [&] { clearedAt = clock.elapsed(); });
        QTRY_VERIFY_WITH_TIMEOUT(table.fightView()->showing(), 2000);
        QVERIFY(!controller->waitingToContinue());
        QTRY_VERIFY_WITH_TIMEOUT(!table.fightView()->showing(), 5000);
        QVERIFY(shownAt >= 0 && clearedAt >= 0);
        QVERIFY2(clearedAt - shownAt >= 2500, qPrintable(QString::number(clearedAt - shownAt)));
        QVERIFY(!table.board()->fightAt());
    }
};

QTEST_MAIN(TestSeFight)
#include "tst_se_fight.moc"
