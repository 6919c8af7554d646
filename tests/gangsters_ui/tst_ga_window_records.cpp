// Saves, resume and replay of Gangsters at the window (issue 28, GA14.5): a game played in the
// window keeps the record razzia-cli's headless Session makes of the same seed, byte for byte;
// a game saved part-way and resumed comes back as it was, then draws its future afresh (issue
// 29); the replay steps decision by decision through the positions the engine reaches. Also the
// targets: a 4-gang autoplay at instant speed within 10 s, and the table's first frame within 0.5
// s.
#include "gawindowsupport.h"

#include "gangsterslog.h"
#include "gangstersmodule.h"
#include "gangstersreplay.h"
#include "gangsterstable.h"
#include "mainwindow.h"
#include "pace.h"
#include "records.h"

#include "../waitsupport.h"

using namespace gangsters;
using namespace gangsters::ui;
using shell::Pace;
using shell::Speed;

namespace {

GameRecord headless(const Session::Setup &setup)
{
    Session s;
    s.start(setup);
    s.playOn();
    return s.record();
}

} // namespace

class TestGaWindowRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void windowKeepsTheHeadlessRecord_GA14_5_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QStringList>("levels");
        QTest::newRow("2 gangs") << quint64(1) << QStringList{"normal", "random"};
        QTest::newRow("4 gangs") << quint64(42)
                                 << QStringList{"normal", "easy", "normal", "random"};
    }

    void windowKeepsTheHeadlessRecord_GA14_5()
    {
        QFETCH(quint64, seed);
        QFETCH(QStringList, levels);
        const Session::Setup setup = test::aiSetup(seed, levels);
        const GameRecord expected = headless(setup);
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        QSignalSpy finished(&window, &shell::MainWindow::gameFinished);
        GangstersModule *module = GangstersModule::of(window);
        QVERIFY(module->start(setup.seats, setup.rules, seed));
        QVERIFY(finished.wait(60000) || finished.size() == 1);
        QVERIFY(module->recordFinished());
        QCOMPARE(test::recordText(*module->gameRecord()), test::recordText(expected));
        // What the window saves reads back as the same game.
        GameRecord read;
        State final;
        QString error;
        QVERIFY2(readGameRecord(module->record(), read, final, error), qPrintable(error));
        QCOMPARE(test::recordText(read), test::recordText(expected));
        QCOMPARE(module->results().size(), levels.size());
    }

    // Every moment the window saves a running game at (GameModule::progressed, after each
    // answer) is one whose record reads back, a person's answer that ends a turn included: the
    // record then holds the dice of the turn that follows, which the game draws before it waits
    // again (a save taken between the answer and those dice could not be read back, and the
    // autosave of that moment was lost).
    void everyAutosaveReadsBack_GA14_5()
    {
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        GangstersModule *module = GangstersModule::of(window);
        const shell::GameType *type = shell::Games::byId(QStringLiteral("gangsters"));
        QVERIFY(type);
        int saves = 0, unreadable = 0;
        connect(module, &shell::GameModule::progressed, this, [&] {
            if (module->recordFinished())
                return;
            ++saves;
            shell::SaveStore::Entry entry;
            if (!type->describe(module->record(), entry))
                ++unreadable;
        });
        const std::vector<PlayerInfo> seats{
            {"Karine", "human", ""}, {"Lucky", "ai", "normal"}, {"Dutch", "ai", "easy"}};
        QVERIFY(module->start(seats, Rules{}, 5));
        Controller *controller = module->table()->controller();
        int answers = 0;
        QVERIFY(waitUntil(
            [&] {
                if (controller->over() || answers >= 80)
                    return true;
                if (const Point *p = controller->waiting())
                    controller->submit(test::pickFor(*p, answers++));
                return false;
            },
            60000));
        QVERIFY(answers >= 20);
        QVERIFY(saves > answers);
        QCOMPARE(unreadable, 0);
    }

    // Resume puts back the table the save left, then draws what comes after it afresh (issue
    // 29): the record agrees with the headless game of the seed up to the save, carries its
    // reseed, and verifies.
    void resumeGoesOnFromTheSameTable_GA14_5()
    {
        const Session::Setup setup = test::aiSetup(77, {"normal", "easy", "random"});
        const GameRecord expected = headless(setup);
        // A save part-way: the same game stopped after 150 decisions.
        Session::Setup stop = setup;
        stop.aiOutside = true;
        Session partial;
        partial.start(stop);
        for (int i = 0; i < 150; ++i) {
            QCOMPARE(partial.playOn().what, Session::Stop::Outside);
            const int seat = partial.pending()->seat;
            QCOMPARE(partial.decide(seat, partial.aiTurn(seat).decide()), Refusal::None);
        }
        const QByteArray saved = recordBytes(partial.record());
        const size_t dice = partial.record().dice.size();
        const shell::GameType *type = shell::Games::byId(QStringLiteral("gangsters"));
        QVERIFY(type);
        QString error;
        const auto loaded = type->load(saved, QStringLiteral("saved.gangsters"), error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(!loaded->finished);
        {
            shell::SaveStore::Entry entry;
            QVERIFY(type->describe(saved, entry));
            QCOMPARE(entry.players.size(), 3);
        }
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        GangstersModule *module = GangstersModule::of(window);
        QVERIFY2(module->resume(*loaded, error), qPrintable(error));
        QVERIFY(module->table()->log()->rowCount() > 50); // the past is in the log at once
        QCOMPARE(io::writeState(module->table()->controller()->session().state()).dump(),
                 io::writeState(partial.state()).dump());
        QVERIFY(waitUntil([&] { return module->recordFinished(); }, 60000));
        const GameRecord resumed = *module->gameRecord();
        QCOMPARE(resumed.reseeds.size(), size_t(1));
        QCOMPARE(resumed.reseeds[0].die, int(dice));
        QVERIFY(resumed.decisions.size() >= 150 && resumed.dice.size() >= dice);
        for (size_t i = 0; i < 150; ++i)
            QCOMPARE(io::writeDecision(resumed.decisions[i]).dump(),
                     io::writeDecision(expected.decisions[i]).dump());
        QVERIFY(std::equal(expected.dice.begin(), expected.dice.begin() + ptrdiff_t(dice),
                           resumed.dice.begin()));
        GameRecord read;
        State final;
        QVERIFY2(readGameRecord(recordBytes(resumed), read, final, error), qPrintable(error));
        // The log holds every line of the game once, the resumed past as the rest: the same
        // sentences as the events of the record's game told in order.
        struct Keep final : EventSink
        {
            const Session *s = nullptr;
            std::vector<std::pair<Event, State>> events;
            void onEvent(const Event &e) override { events.push_back({e, s->state()}); }
        } keep;
        Session again;
        keep.s = &again;
        again.addSink(&keep);
        Session::Setup replayed = stop;
        replayed.reseeds = resumed.reseeds;
        again.start(replayed);
        for (const Decision &d : resumed.decisions) {
            QCOMPARE(again.playOn().what, Session::Stop::Outside);
            QCOMPARE(again.decide(d.seat, d), Refusal::None);
        }
        QCOMPARE(again.playOn().what, Session::Stop::Over);
        QCOMPARE(test::recordText(again.record()), test::recordText(resumed));
        LogModel told;
        told.setNames(module->table()->controller()->names());
        for (const auto &[e, state] : keep.events)
            told.add(e, state);
        const LogModel *log = module->table()->log();
        for (int i = 0; i < std::min(told.rowCount(), log->rowCount()); ++i)
            QCOMPARE(log->index(i).data().toString(), told.index(i).data().toString());
        QCOMPARE(log->rowCount(), told.rowCount());
    }

    void replayStepsDecisionByDecision_GA14_5()
    {
        const Session::Setup setup = test::aiSetup(9, {"normal", "random"});
        const GameRecord record = headless(setup);
        ReplayView view(record);
        QCOMPARE(view.step(), view.decisions());
        QCOMPARE(stateText(view.state()), stateText(replayRecord(record)));
        // Step k shows the position after k decisions, as the engine reaches it.
        Session::Setup stop = setup;
        stop.aiOutside = true;
        Session s;
        s.start(stop);
        s.playOn();
        view.setStep(0);
        QCOMPARE(stateText(view.state()), stateText(s.state()));
        for (int k = 1; k <= 40; ++k) {
            const int seat = s.pending()->seat;
            QCOMPARE(s.decide(seat, record.decisions[size_t(k - 1)]), Refusal::None);
            s.playOn();
            QTest::keyClick(&view, Qt::Key_Right);
            QCOMPARE(view.step(), k);
            QCOMPARE(stateText(view.state()), stateText(s.state()));
        }
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.step(), 39);
        QVERIFY(view.position().contains(QStringLiteral("39")));
    }

    void autoplayOfFourGangsIsTimed()
    {
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        QElapsedTimer clock;
        clock.start();
        window.show();
        const shell::GameType *type = shell::Games::byId(QStringLiteral("gangsters"));
        shell::AutoplayOptions options;
        options.players = 4;
        options.seats = {"normal", "normal", "easy", "normal"};
        options.seed = 2026;
        QString error;
        const auto begin = type->autoplay(options, error);
        QVERIFY2(begin, qPrintable(error));
        QSignalSpy finished(&window, &shell::MainWindow::gameFinished);
        begin(*GangstersModule::of(window));
        // The first frame: the table painted with its city.
        GangstersModule::of(window)->table()->grab();
        const qint64 firstFrame = clock.elapsed();
        QVERIFY(finished.wait(20000) || finished.size() == 1);
        const qint64 whole = clock.elapsed();
        qInfo(
            "4-gang autoplay at instant speed: first frame %lld ms, whole game %lld ms, %d rounds",
            firstFrame, whole,
            int(GangstersModule::of(window)->table()->controller()->session().state().round));
        // The targets (first frame 0.5 s, whole game 10 s) are measured here and reported in
        // the notes, never asserted: a loaded machine is not a slow game.
        QCOMPARE(finished.size(), 1);
    }

private:
    static std::string stateText(const State &s) { return io::writeState(s).dump(); }
};

QTEST_MAIN(TestGaWindowRecords)
#include "tst_ga_window_records.moc"
