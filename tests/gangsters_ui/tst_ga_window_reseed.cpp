// A Gangsters game saved through the window's own sealed path and resumed (issues 28 and 29,
// docs/saves.md): Continue puts back the very table that was left, and what comes after it is
// drawn afresh at each resume, so that a copy of a save tells nothing of how the original goes
// on; the finished records still verify from their seeds, and agree with the headless game of
// the same seed up to the point where the game was saved. The seed is sealed: two saves that
// differ only in it are the same outside the sealed part.
#include "gawindowsupport.h"

#include "../ui/sealedsupport.h"
#include "gangstersmodule.h"
#include "gangsterstable.h"
#include "mainwindow.h"
#include "pace.h"
#include "records.h"

#include <QTemporaryDir>

using namespace gangsters;
using namespace gangsters::ui;
using shell::Pace;
using shell::Speed;

namespace {

const std::vector<PlayerInfo> kSeats{
    {"Karine", "human", ""}, {"Lucky", "ai", "normal"}, {"Bugsy", "ai", "easy"}};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every byte of a save but its sealed text.
QByteArray openBytes(const QByteArray &file)
{
    const QByteArray key = "\"sealed\": \"";
    const qsizetype from = file.indexOf(key);
    const qsizetype to = file.indexOf('"', from + key.size());
    if (from < 0 || to < 0)
        return file;
    return file.left(from + key.size()) + file.mid(to);
}

Controller *controllerOf(const shell::MainWindow &window)
{
    GangstersModule *module = GangstersModule::of(window);
    return module && module->table() ? module->table()->controller() : nullptr;
}

// Plays the person's decisions, the option `pick` of each in turn, until `stop` holds at a
// decision of theirs, or the game ends. False on a time-out.
template<typename F> bool drive(Controller *controller, int &pick, F stop)
{
    QElapsedTimer t;
    t.start();
    while (!controller->over()) {
        if (t.elapsed() > 120000)
            return false;
        if (controller->waitingToContinue())
            controller->continuePlay();
        if (const Point *p = controller->waiting()) {
            if (stop())
                return true;
            if (!controller->submit(test::pickFor(*p, pick++)))
                return false;
            continue;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

// The same game headless: the same seed, the person's same picks.
GameRecord headless(quint64 seed)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = int(kSeats.size());
    setup.seats = kSeats;
    Session s;
    s.start(setup);
    int pick = 0;
    while (s.playOn().what == Session::Stop::Outside)
        s.decide(s.pending()->seat, Decision{s.pending()->type, s.pending()->seat,
                                             test::pickFor(*s.pending(), pick++)});
    return s.record();
}

// The table as the engine holds it: the position and the decision pending.
std::string tableOf(const Controller &controller)
{
    const Session &s = controller.session();
    std::string out = io::writeState(s.state()).dump();
    if (const Point *p = s.pending())
        out += " pending " + std::to_string(int(p->type)) + " seat " + std::to_string(p->seat) +
               " options " + std::to_string(p->size);
    return out;
}

} // namespace

class TestGaWindowReseed : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    void resumingACopyTwiceDrawsTheFutureAfresh()
    {
        const quint64 seed = 2029;
        const GameRecord expected = headless(seed);
        QVERIFY(expected.finished);
        const QString path = m_dir.filePath(QStringLiteral("city.gangsters"));
        int pick = 0;
        std::string table;
        GameRecord saved;
        {
            shell::MainWindow first;
            first.setAutosavePath(QString());
            first.resize(1366, 768);
            first.show();
            QVERIFY(GangstersModule::of(first)->start(kSeats, Rules{}, seed));
            Controller *controller = controllerOf(first);
            QVERIFY(drive(controller, pick,
                          [&] { return controller->session().record().decisions.size() >= 80; }));
            QVERIFY(!controller->over());
            table = tableOf(*controller);
            QString error;
            QVERIFY2(first.saveTo(path, &error), qPrintable(error));
            State final;
            QVERIFY2(readGameRecord(recordIn(readAll(path)), saved, final, error),
                     qPrintable(error));
            QCOMPARE(test::recordText(saved), test::recordText(controller->session().record()));
        }
        const QByteArray file = readAll(path);
        QVERIFY(file.startsWith("{\n    \"format\": \"sealed-game/1\""));
        // The seed and the dice are in the sealed part only.
        QVERIFY(!openBytes(file).contains("2029"));
        QVERIFY(!openBytes(file).contains("\"dice\""));
        const size_t decisions = saved.decisions.size(), dice = saved.dice.size();
        QVERIFY(saved.reseeds.empty());

        std::vector<GameRecord> finished;
        for (int copy = 0; copy < 2; ++copy) {
            const QString copyPath = m_dir.filePath(QStringLiteral("copy%1.gangsters").arg(copy));
            QVERIFY(QFile::copy(path, copyPath));
            shell::MainWindow again;
            again.setAutosavePath(QString());
            again.resize(1366, 768);
            again.show();
            QString error;
            QVERIFY2(again.openFile(copyPath, &error), qPrintable(error));
            Controller *controller = controllerOf(again);
            QVERIFY(controller);
            // The same table, and the record as it was, with its reseed at the point on it.
            QCOMPARE(tableOf(*controller), table);
            const GameRecord &resumed = controller->session().record();
            QCOMPARE(resumed.decisions.size(), decisions);
            QCOMPARE(resumed.dice, saved.dice);
            QCOMPARE(resumed.reseeds.size(), size_t(1));
            QCOMPARE(resumed.reseeds[0].die, int(dice));
            int picks = pick;
            QVERIFY(drive(controller, picks, [] { return false; }));
            GameRecord record = controller->session().record();
            QVERIFY(record.finished);
            // Equal to the headless game of the seed up to the save.
            QVERIFY(record.decisions.size() >= decisions);
            for (size_t i = 0; i < decisions; ++i)
                QCOMPARE(io::writeDecision(record.decisions[i]).dump(),
                         io::writeDecision(expected.decisions[i]).dump());
            QVERIFY(record.dice.size() >= dice);
            QVERIFY(std::equal(record.dice.begin(), record.dice.begin() + ptrdiff_t(dice),
                               expected.dice.begin()));
            // The finished record verifies from its seeds, as the history keeps it.
            GameRecord read;
            State final;
            QVERIFY2(readGameRecord(recordBytes(record), read, final, error), qPrintable(error));
            QCOMPARE(read.reseeds.size(), size_t(1));
            finished.push_back(record);
        }
        QCOMPARE(readAll(path), file);
        // The two resumes drew different futures (two 64-bit seeds from the system's source),
        // and neither is the original's.
        QVERIFY(finished[0].reseeds[0].seed != finished[1].reseeds[0].seed);
        const auto after = [&](const GameRecord &r) {
            return std::vector<int8_t>(r.dice.begin() + ptrdiff_t(dice), r.dice.end());
        };
        QVERIFY(after(finished[0]) != after(finished[1]));
        QVERIFY(after(finished[0]) != after(expected));
        QVERIFY(after(finished[1]) != after(expected));
    }

    // Saved again after a resume, before any new die: the reseed no die came from goes, and the
    // next resume draws its own.
    void aReseedThatDrewNothingGoes()
    {
        const QString path = m_dir.filePath(QStringLiteral("twice.gangsters"));
        int pick = 0;
        {
            shell::MainWindow first;
            first.setAutosavePath(QString());
            first.show();
            QVERIFY(GangstersModule::of(first)->start(kSeats, Rules{}, 7));
            Controller *controller = controllerOf(first);
            QVERIFY(drive(controller, pick,
                          [&] { return controller->session().record().decisions.size() >= 20; }));
            QVERIFY(first.saveTo(path));
        }
        quint64 firstSeed = 0;
        for (int time = 0; time < 2; ++time) {
            shell::MainWindow again;
            again.setAutosavePath(QString());
            again.show();
            QString error;
            QVERIFY2(again.openFile(path, &error), qPrintable(error));
            const GameRecord &r = controllerOf(again)->session().record();
            QCOMPARE(r.reseeds.size(), size_t(1));
            QCOMPARE(size_t(r.reseeds[0].die), r.dice.size());
            if (time == 0)
                firstSeed = r.reseeds[0].seed;
            else
                QVERIFY(r.reseeds[0].seed != firstSeed);
            QVERIFY2(again.saveTo(path, &error), qPrintable(error));
        }
    }

    // The seed is sealed: two games that differ only in their seed, saved at the person's first
    // decision, give files identical outside the sealed part.
    void savesDifferingOnlyInTheSeedShowTheSame()
    {
        QList<QByteArray> files;
        for (quint64 seed : {quint64(11), quint64(12)}) {
            shell::MainWindow window;
            window.setAutosavePath(QString());
            window.show();
            QVERIFY(GangstersModule::of(window)->start(kSeats, Rules{}, seed));
            Controller *controller = controllerOf(window);
            int pick = 0;
            QVERIFY(drive(controller, pick, [] { return true; }));
            QCOMPARE(controller->session().state().round, 1);
            const QString path = m_dir.filePath(QStringLiteral("seed%1.gangsters").arg(seed));
            QString error;
            QVERIFY2(window.saveTo(path, &error), qPrintable(error));
            files << readAll(path);
            GameRecord record;
            State final;
            QVERIFY2(readGameRecord(recordIn(files.last()), record, final, error),
                     qPrintable(error));
            QCOMPARE(record.seed, seed);
        }
        QVERIFY(files[0] != files[1]);
        QCOMPARE(openBytes(files[0]), openBytes(files[1]));
    }
};

QTEST_MAIN(TestGaWindowReseed)
#include "tst_ga_window_reseed.moc"
