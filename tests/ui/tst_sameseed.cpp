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
};

QTEST_MAIN(TestSameSeed)
#include "tst_sameseed.moc"
