// A window onto the Speak Easy table before the shell hosts it: for looking at set-up, play and
// the end under Xvfb, and for the screenshots in docs/screenshots. Not installed, not a test.
//
//   speakeasy-view [--language en|fr] [--south human|LEVEL] [--north human|LEVEL]
//                  [--seed N] [--speed F] [--size WxH]
//                  [--shot FILE --stage setup|play|fight|end|curtain [--plies N]]
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"
#include "speakeasy/policy.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTranslator>

#include <optional>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

// A person's seat (null), a level's, or nothing at all for a level that does not exist.
std::optional<std::unique_ptr<Policy>> makeSeat(const QString &who, uint64_t seed, int seat)
{
    if (who == QStringLiteral("human"))
        return std::unique_ptr<Policy>();
    std::unique_ptr<Policy> policy = makePolicy(who.toStdString(), seed + uint64_t(seat));
    if (!policy)
        return std::nullopt;
    return policy;
}

// Lets the worker threads and timers run until `done` or `ms` pass.
template<typename Done> void waitFor(Done done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("razzia-dev"));
    QCoreApplication::setApplicationName(QStringLiteral("speakeasy-view"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("en or fr"),
                                      QStringLiteral("lang"), QStringLiteral("en"));
    const QCommandLineOption south(QStringLiteral("south"), QStringLiteral("human or a level"),
                                   QStringLiteral("who"), QStringLiteral("human"));
    const QCommandLineOption north(QStringLiteral("north"), QStringLiteral("human or a level"),
                                   QStringLiteral("who"), QStringLiteral("normal"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("the game's seed"),
                                  QStringLiteral("n"), QStringLiteral("7"));
    const QCommandLineOption speed(QStringLiteral("speed"), QStringLiteral("0 instant, 1 normal"),
                                   QStringLiteral("f"), QStringLiteral("1"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("window size"),
                                  QStringLiteral("WxH"), QStringLiteral("1366x768"));
    const QCommandLineOption shot(QStringLiteral("shot"), QStringLiteral("save a PNG and quit"),
                                  QStringLiteral("file"));
    const QCommandLineOption stage(QStringLiteral("stage"), QStringLiteral("setup, play or end"),
                                   QStringLiteral("stage"), QStringLiteral("setup"));
    const QCommandLineOption plies(QStringLiteral("plies"),
                                   QStringLiteral("plies before play shot"), QStringLiteral("n"),
                                   QStringLiteral("30"));
    parser.addOptions({language, south, north, seed, speed, size, shot, stage, plies});
    parser.process(app);

    QTranslator translator;
    if (translator.load(QStringLiteral(":/i18n/razzia_%1.qm").arg(parser.value(language))))
        QCoreApplication::installTranslator(&translator);
    Timing::setSpeed(parser.value(speed).toDouble());
    const uint64_t gameSeed = parser.value(seed).toULongLong();
    auto s0 = makeSeat(parser.value(south), gameSeed, 0);
    auto s1 = makeSeat(parser.value(north), gameSeed, 1);
    if (!s0 || !s1) {
        qCritical("speakeasy-view: unknown level");
        return 2;
    }
    SpeakEasyTable table;
    table.setWindowTitle(QStringLiteral("Speak Easy"));
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    table.resize(wh.value(0).toInt(), wh.value(1).toInt());
    TableController::Seats seats{std::move(*s0), std::move(*s1)};
    auto *controller = new TableController(std::move(seats), gameSeed);
    table.setController(controller);
    controller->start();
    table.show();
    if (!parser.isSet(shot))
        return app.exec();

    // Scripted: the person at South plays random legal moves so the shot shows a game in play.
    const QString where = parser.value(stage);
    if (where == QStringLiteral("curtain")) {
        waitFor([] { return false; }, 300);
        table.grab().save(parser.value(shot));
        return 0;
    }
    controller->liftCurtain();
    waitFor([] { return false; }, 300);
    bool fought = false, slowed = false;
    QObject::connect(controller, &TableController::fightShown, &table, [&] { fought = true; });
    if (where != QStringLiteral("setup")) {
        table.startGame();
        RandomPolicy mover(gameSeed);
        const int target = where == QStringLiteral("end") ? 100000 : parser.value(plies).toInt();
        while (controller->phase() == TableController::Phase::Play) {
            if (controller->refereeGame()->moves().size() >= size_t(target)) {
                if (where != QStringLiteral("fight"))
                    break;
                // From here at normal speed, until a fight is on screen with its faces up.
                if (!slowed) {
                    slowed = true;
                    fought = false;
                    Timing::setSpeed(1);
                }
                if (fought) {
                    waitFor([] { return false; }, Timing::ms(Beat::FightReveal) + 150);
                    break;
                }
            }
            controller->liftCurtain();
            if (table.setUpModel() && controller->settingUp() >= 0)
                table.startGame();
            const auto moves = controller->movesForViewer();
            if (!moves.empty()) {
                const Action a = mover.act(controller->viewerView());
                controller->submitMove(a.move);
            }
            waitFor(
                [controller, &fought, &slowed] {
                    return !controller->movesForViewer().empty() ||
                           controller->phase() != TableController::Phase::Play ||
                           (slowed && fought);
                },
                20000);
        }
        if (where != QStringLiteral("fight"))
            waitFor([] { return false; }, 400);
    }
    table.grab().save(parser.value(shot));
    return 0;
}
