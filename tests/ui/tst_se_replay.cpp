// The replay of a finished Speak Easy game (speakeasy-game/1, SE8.4): every piece face up
// (SE6), stepped with the buttons and keys, each position the one the engine reaches after
// that many moves, fights shown with the SE5.1 row, the log following and leading, Escape
// closing the window, and a record the engine refuses named in one line.
#include "boardwidget.h"
#include "fightview.h"
#include "movelogmodel.h"
#include "names.h"
#include "replayview.h"

#include "common/rng.h"
#include "speakeasy/layout.h"

#include <QAbstractItemModelTester>
#include <QListView>
#include <QPushButton>
#include <QTest>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

// A whole game from seeded random layouts and moves: fights happen, and it ends (SE6), at the
// latest on the hundredth quiet ply.
GameRecord loadRecord()
{
    common::Rng rng(42);
    const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
    Game game(south, north, 1);
    while (!game.over()) {
        const MoveSet moves = game.view(game.position().toMove()).legalMoves();
        game.play(moves.at(int(rng.next() % uint64_t(moves.count()))));
    }
    return recordOf(game, 42,
                    {PlayerInfo{"Karine", "human", ""}, PlayerInfo{"Bot", "ai", "random"}});
}

// The engine's position after `plies` moves of the record.
Position positionAfter(const GameRecord &record, int plies)
{
    Game game(record.setups[0], record.setups[1], record.first);
    for (int i = 0; i < plies; ++i)
        game.play(record.moves[size_t(i)]);
    return game.position();
}

// The first ply of the record with a fight, and that fight.
std::pair<int, Confrontation> firstFight(const GameRecord &record)
{
    Game game(record.setups[0], record.setups[1], record.first);
    for (size_t i = 0; i < record.moves.size(); ++i) {
        game.play(record.moves[i]);
        if (!game.confrontations().empty())
            return {int(i), game.confrontations().front().fight};
    }
    return {-1, {}};
}

} // namespace

class TestSeReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void logModelIsAModel()
    {
        const GameRecord record = loadRecord();
        ReplayView view(record);
        QAbstractItemModelTester tester(view.log(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // A row per move, a row per fight, and the end.
        const auto [ply, fight] = firstFight(record);
        QVERIFY(ply >= 0);
        QVERIFY(view.log()->rowCount() > int(record.moves.size()));
        QCOMPARE(view.log()->index(view.log()->rowCount() - 1).data().toString(),
                 Names::end(*record.end));
        view.setPly(view.plies());
        view.setPly(0);
    }

    // SE6: the whole board face up, each position the engine's after that many moves.
    void se6_everyPositionRevealed_data()
    {
        QTest::addColumn<int>("ply");
        QTest::newRow("set-up") << 0;
        QTest::newRow("after 1") << 1;
        QTest::newRow("after 57") << 57;
        QTest::newRow("the end") << -1;
    }
    void se6_everyPositionRevealed()
    {
        QFETCH(int, ply);
        const GameRecord record = loadRecord();
        ReplayView view(record);
        QCOMPARE(view.plies(), int(record.moves.size()));
        if (ply < 0)
            ply = view.plies();
        view.setPly(ply);
        QCOMPARE(view.ply(), ply);
        const Position expected = positionAfter(record, ply);
        const TablePicture &shown = view.picture();
        for (Square s = 0; s < kSquares; ++s) {
            QCOMPARE(shown.at[s].owner, expected.ownerAt(s));
            if (shown.at[s].owner >= 0)
                QCOMPARE(shown.at[s].kind, expected.kindAt(s)); // never a back
        }
    }

    void stepsWithButtonsAndKeys()
    {
        const GameRecord record = loadRecord();
        ReplayView view(record);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.ply(), 0);
        QVERIFY(view.status().contains(Names::seat(record.first)));
        QTest::keyClick(&view, Qt::Key_Left); // nothing before the set-up
        QCOMPARE(view.ply(), 0);
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.ply(), 1);
        QVERIFY(view.status().contains(Names::square(record.moves[0].from)));
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.ply(), view.plies());
        QVERIFY(view.status().contains(Names::end(*record.end)));
        QTest::keyClick(&view, Qt::Key_Right); // nothing after the end
        QCOMPARE(view.ply(), view.plies());
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.ply(), view.plies() - 1);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.ply(), 0);

        auto button = [&view](const QString &tip) {
            for (auto *b : view.findChildren<QPushButton *>())
                if (b->toolTip().contains(tip))
                    return b;
            return static_cast<QPushButton *>(nullptr);
        };
        QPushButton *forward = button(QStringLiteral("Right arrow"));
        QPushButton *back = button(QStringLiteral("Left arrow"));
        QVERIFY(forward && back);
        QVERIFY(!back->isEnabled());
        QTest::mouseClick(forward, Qt::LeftButton);
        QTest::mouseClick(forward, Qt::LeftButton);
        QCOMPARE(view.ply(), 2);
        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(view.ply(), 1);
        QTest::mouseClick(button(QStringLiteral("(End)")), Qt::LeftButton);
        QCOMPARE(view.ply(), view.plies());
        QVERIFY(!forward->isEnabled());
    }

    // SE5.1: the ply of a fight shows both faces and the row that decided it; the next quiet
    // ply clears it.
    void se5_1_fightsShown()
    {
        const GameRecord record = loadRecord();
        const auto [ply, fight] = firstFight(record);
        ReplayView view(record);
        view.setPly(ply);
        QVERIFY(!view.fightView()->showing());
        view.setPly(ply + 1);
        QVERIFY(view.fightView()->showing());
        QCOMPARE(view.fightView()->result(), Names::outcome(fight));
        view.setPly(0);
        QVERIFY(!view.fightView()->showing());
    }

    // The log's current row is the last one of the ply shown, and choosing a row shows its ply.
    void logFollowsAndLeads()
    {
        const GameRecord record = loadRecord();
        ReplayView view(record);
        auto *list = view.findChild<QListView *>();
        QVERIFY(list);
        view.setPly(12);
        QCOMPARE(list->currentIndex().data(MoveLogModel::PlyRole).toInt(), 11);
        const QModelIndex row = view.log()->index(3);
        list->setCurrentIndex(row);
        QCOMPARE(view.ply(), row.data(MoveLogModel::PlyRole).toInt() + 1);
        view.setPly(0);
        QVERIFY(!list->currentIndex().isValid());
    }

    void escapeClosesTheWindow()
    {
        const GameRecord record = loadRecord();
        ReplayView view(record);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::keyClick(&view, Qt::Key_Escape);
        QVERIFY(!view.isVisible());
    }

    // SE7.3: a game still going on is never shown face up.
    void se7_3_unfinishedGameNotRevealed()
    {
        GameRecord record = loadRecord();
        record.moves.resize(20);
        record.finished = false;
        record.end.reset();
        ReplayView view(record);
        QVERIFY(view.failed());
        QCOMPARE(view.plies(), 0);
        for (Square s = 0; s < kSquares; ++s)
            QCOMPARE(view.picture().at[s].owner, -1);
        QVERIFY(view.status().contains(view.error()));
    }

    // Bad input: one line that names the ply, nothing shown that did not happen.
    void refusedRecordSaysWhy()
    {
        GameRecord record = loadRecord();
        std::swap(record.moves[4], record.moves[5]);
        ReplayView view(record);
        QVERIFY(view.failed());
        QVERIFY(view.error().startsWith(QStringLiteral("moves[")));
        QCOMPARE(view.plies(), 0);
        QVERIFY(view.status().contains(view.error()));
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.ply(), 0);
    }
};

QTEST_MAIN(TestSeReplay)
#include "tst_se_replay.moc"
