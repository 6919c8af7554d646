// Issue 16: a seed names the same game in the window and in razzia-cli. The window's autoplay
// (`razzia --autoplay --players N --seats … --seed S`) is played offscreen at instant speed
// through the real table, and its record is compared with the game razzia::Session plays
// headless, as `razzia-cli play --players N --seats … --seed S` does: the same first dealer,
// cards, bills, decisions, dice and final money (R2.3, R5.8).
#include "uitestsupport.h"

#include "../razziaqio.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"

#include "razzia/session.h"

#include "gangsters/session.h"
#include "gangstersmodule.h"

using namespace razzia;
using namespace razzia::ui;

class TestSameSeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void windowPlaysTheCliGame_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("R5.8 3 players") << quint64(1) << QStringList{"random", "easy", "normal"};
        QTest::newRow("R5.8 4 players")
            << quint64(42) << QStringList{"normal", "easy", "normal", "random"};
        QTest::newRow("R5.8 5 players, hard")
            << quint64(7) << QStringList{"easy", "hard", "random", "normal", "easy"};
        QTest::newRow("R5.8 8 players")
            << quint64(2026)
            << QStringList{"random", "easy", "random", "normal", "easy", "random", "easy", "easy"};
    }

    void windowPlaysTheCliGame()
    {
        QFETCH(quint64, seed);
        QFETCH(QStringList, levels);
        const int players = int(levels.size());

        // Headless, as razzia-cli plays it.
        Session::Setup headless;
        headless.seed = seed;
        TableSetup table;
        table.seed = seed; // the first dealer is left to the seed, as with --autoplay
        for (int s = 0; s < players; ++s) {
            const QString name = QStringLiteral("seat %1").arg(s + 1);
            headless.seats.push_back(SeatInfo{name.toStdString(), "ai", levels[s].toStdString()});
            table.seats << SeatSetup{name, false, levels[s]};
        }
        Session session;
        session.start(headless);
        QCOMPARE(session.playOn().what, Session::Stop::Over);

        // In the window, through the table controller and the AI seats' worker threads.
        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        RazziaModule::of(window)->startGame(table);
        QCOMPARE(RazziaModule::of(window)->session()->game().firstDealer(),
                 firstDealerFor(seed, players));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        const Game &game = RazziaModule::of(window)->session()->game();
        QVERIFY(game.over());
        for (int s = 0; s < players; ++s)
            QCOMPARE(game.money(s), session.game().money(s));
        // Every card, bill, proposal, answer and die, byte for byte in razzia-game/1.
        const GameRecord record = RazziaModule::of(window)->session()->record();
        QVERIFY(record.finished);
        QCOMPARE(qio::recordToJson(record), qio::recordToJson(session.fullRecord()));
    }

    // Issue 28: the same for Gangsters, against `razzia-cli play --game gangsters --players N
    // --seats … --seed S` (its Session, every AI seat's policy on a stream of its own): the
    // first player, every die and decision and the end, byte for byte in gangsters-game/1.
    void gangstersWindowPlaysTheCliGame_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("GA13 2 gangs") << quint64(3) << QStringList{"random", "normal"};
        QTest::newRow("GA13 4 gangs")
            << quint64(42) << QStringList{"normal", "easy", "random", "normal"};
    }

    void gangstersWindowPlaysTheCliGame()
    {
        QFETCH(quint64, seed);
        QFETCH(QStringList, levels);
        gangsters::Session::Setup setup;
        setup.seed = seed;
        setup.gangs = int(levels.size());
        for (const QString &level : levels)
            setup.seats.push_back({"", "ai", level.toStdString()});
        gangsters::Session session;
        session.start(setup);
        QCOMPARE(session.playOn().what, gangsters::Session::Stop::Over);

        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        auto *module = gangsters::ui::GangstersModule::of(window);
        QVERIFY(module->start(session.record().players, setup.rules, seed));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        QVERIFY(module->recordFinished());
        QCOMPARE(gangsters::writeRecord(*module->gameRecord()).dump(),
                 gangsters::writeRecord(session.record()).dump());
    }
};

QTEST_MAIN(TestSameSeed)
#include "tst_sameseed.moc"
