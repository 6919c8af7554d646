// razzia: the game window. It knows the games through their registration only (ui/games.cpp).
//
//   razzia                          the start screen: quick game, new game, continue, how to play
//   razzia SAVE                     goes on with (or replays) a saved game of any game, picked by
//                                   the file's "format"
//   razzia --game ID                the start screen, then that game's new-game dialog
//   razzia [--game ID] --autoplay --players N --seats hard,normal,... --seed S --speed instant
//          --quit-at-end            a computer-only game in the real window, for demos and smoke
//                                   tests (the first registered game unless --game names one)
#include "common/sealed.h"
#include "gamemodule.h"
#include "levelnames.h"
#include "mainwindow.h"
#include "pace.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QScreen>
#include <QTimer>

#include <cstdio>

using namespace shell;

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "razzia: %s\n", qPrintable(message));
    return 2;
}

// "razzia (3 to 8 players) or speakeasy (2 players)": every registered game, in its order.
QString gameChoices()
{
    QStringList games;
    for (const GameType &type : Games::all()) {
        games << (type.minPlayers == type.maxPlayers
                      ? QStringLiteral("%1 (%2 players)").arg(type.id).arg(type.minPlayers)
                      : QStringLiteral("%1 (%2 to %3 players)")
                            .arg(type.id)
                            .arg(type.minPlayers)
                            .arg(type.maxPlayers));
    }
    return games.join(QStringLiteral(" or "));
}

QString formats()
{
    QStringList known;
    for (const GameType &type : Games::all())
        known << type.format;
    // A running game's save, sealed (issue 29), holds one of those.
    known << QString::fromUtf8(common::sealed::kFormat.data(),
                               qsizetype(common::sealed::kFormat.size()));
    return known.join(QStringLiteral(", "));
}

// The command line, for the game and for --help alike.
struct Options
{
    QCommandLineOption game{
        QStringLiteral("game"),
        QStringLiteral("The game: %1. The first is the default of --autoplay.").arg(gameChoices()),
        QStringLiteral("id")};
    QCommandLineOption autoplay{QStringLiteral("autoplay"),
                                QStringLiteral("Plays a computer-only game in the window.")};
    QCommandLineOption players{QStringLiteral("players"),
                               QStringLiteral("Players of the autoplay game (the game's own "
                                              "number when not given)."),
                               QStringLiteral("n")};
    QCommandLineOption seats{QStringLiteral("seats"),
                             QStringLiteral("Level of each computer seat, comma-separated, or "
                                            "one for all (%1).")
                                 .arg(levelIds().join(QStringLiteral(", "))),
                             QStringLiteral("levels")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("The game's seed."),
                            QStringLiteral("s")};
    QCommandLineOption speed{QStringLiteral("speed"),
                             QStringLiteral("Animation speed: instant, fast, normal or slow."),
                             QStringLiteral("speed")};
    QCommandLineOption quitAtEnd{QStringLiteral("quit-at-end"),
                                 QStringLiteral("Quits when the game is over.")};
    QCommandLineOption language{QStringLiteral("language"),
                                QStringLiteral("Interface language: en or fr."),
                                QStringLiteral("lang")};
    QCommandLineOption autosave{
        QStringLiteral("autosave"),
        QStringLiteral("Where the game is saved after every round or move (default: a file of "
                       "its own for every game in the application data folder, listed on the "
                       "start screen; an autoplay game is saved only when this is given)."),
        QStringLiteral("file")};
};

Options describe(QCommandLineParser &parser)
{
    Options o;
    QStringList games;
    for (const GameType &type : Games::all())
        games << type.name() + QStringLiteral(": ") + type.description();
    parser.setApplicationDescription(
        QStringLiteral("Prohibition-era board games at one computer: hot-seat, against computer "
                       "players, or both.\n") +
        games.join(QLatin1Char('\n')));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({o.game, o.autoplay, o.players, o.seats, o.seed, o.speed, o.quitAtEnd,
                       o.language, o.autosave});
    parser.addPositionalArgument(
        QStringLiteral("game"),
        QStringLiteral("A saved game (%1) to go on with or replay.").arg(formats()),
        QStringLiteral("[game]"));
    return o;
}

// What the command line asks the window to do once it shows; nothing with a message when the
// options are wrong.
std::function<void(MainWindow &)> plan(const QCommandLineParser &parser, const Options &o,
                                       QString &error)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        error = QStringLiteral("one saved game at a time, not %1").arg(files.size());
        return {};
    }
    if (!files.isEmpty()) {
        // The file names its game and its seats: nothing on the command line may contradict it.
        for (const QCommandLineOption *option :
             {&o.game, &o.autoplay, &o.players, &o.seats, &o.seed}) {
            if (parser.isSet(*option)) {
                error = QStringLiteral("--%1: a saved game goes on with its own game and seats")
                            .arg(option->names().constFirst());
                return {};
            }
        }
        const QString path = files.constFirst();
        return [path](MainWindow &window) {
            window.showStartScreen();
            // A file that cannot be opened leaves its message over the start screen, nothing
            // else.
            window.openFileInBackground(path);
        };
    }

    const GameType *type = nullptr;
    if (parser.isSet(o.game)) {
        type = Games::byId(parser.value(o.game));
        if (!type) {
            QStringList known;
            for (const GameType &game : Games::all())
                known << game.id;
            error = QStringLiteral("--game: expected %1, not \"%2\"")
                        .arg(known.join(QStringLiteral(" or ")), parser.value(o.game));
            return {};
        }
    }
    if (!parser.isSet(o.autoplay)) {
        for (const QCommandLineOption *option : {&o.players, &o.seats, &o.seed}) {
            if (parser.isSet(*option)) {
                error = QStringLiteral("--%1: only for an --autoplay game")
                            .arg(option->names().constFirst());
                return {};
            }
        }
        const QString id = type ? type->id : QString();
        return [id](MainWindow &window) {
            window.showStartScreen();
            if (!id.isEmpty())
                window.newGame(id);
        };
    }

    if (!type && !Games::all().isEmpty())
        type = &Games::all().constFirst();
    if (!type || !type->autoplay) {
        error = QStringLiteral("--autoplay: %1 has no computer-only game")
                    .arg(type ? type->id : QStringLiteral("the window"));
        return {};
    }
    AutoplayOptions options;
    bool ok = true;
    if (parser.isSet(o.players)) {
        options.players = parser.value(o.players).toInt(&ok);
        if (!ok) {
            error = QStringLiteral("--players: expected a number, not \"%1\"")
                        .arg(parser.value(o.players));
            return {};
        }
    }
    if (parser.isSet(o.seats))
        options.seats = parser.value(o.seats).split(QLatin1Char(','));
    if (parser.isSet(o.seed)) {
        options.seed = parser.value(o.seed).toULongLong(&ok);
        if (!ok) {
            error =
                QStringLiteral("--seed: expected a number, not \"%1\"").arg(parser.value(o.seed));
            return {};
        }
    }
    const std::function<void(GameModule &)> start = type->autoplay(options, error);
    if (!start)
        return {};
    const QString id = type->id;
    return [id, start](MainWindow &window) { start(*window.game(id)); };
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    // --help and --version answer without a display: they need no window system.
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version") {
            QCoreApplication info(argc, argv);
            QCoreApplication::setApplicationName(QStringLiteral("razzia"));
            QCoreApplication::setApplicationVersion(QStringLiteral(RAZZIA_VERSION));
            QCommandLineParser parser;
            describe(parser);
            parser.process(info); // prints and exits
            return 0;
        }
    }
    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.razzia.Razzia"));
    QApplication::setOrganizationName(QStringLiteral("Razzia"));
    QApplication::setApplicationName(QStringLiteral("razzia"));
    QApplication::setApplicationDisplayName(QStringLiteral("Razzia"));
    QApplication::setApplicationVersion(QStringLiteral(RAZZIA_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/razzia.svg")));

    QCommandLineParser parser;
    const Options o = describe(parser);
    parser.process(app);

    const Settings settings = Settings::load();
    Pace::setSpeed(settings.speed);
    Pace::setAiPace(settings.aiPace);
    if (parser.isSet(o.speed)) {
        bool ok = false;
        Pace::setSpeed(Pace::speedFromName(parser.value(o.speed), &ok));
        if (!ok)
            return fail(
                QStringLiteral("--speed: expected instant, fast, normal or slow, not \"%1\"")
                    .arg(parser.value(o.speed)));
    }
    QString error;
    const std::function<void(MainWindow &)> begin = plan(parser, o, error);
    if (!begin)
        return fail(error);

    MainWindow window;
    window.setLanguage(parser.isSet(o.language) ? parser.value(o.language)
                                                : MainWindow::preferredLanguage());
    window.setQuitAtEnd(parser.isSet(o.quitAtEnd));
    if (parser.isSet(o.autosave))
        window.setAutosavePath(parser.value(o.autosave));
    else if (parser.isSet(o.autoplay))
        window.setAutosavePath(QString()); // a demo never replaces the player's unfinished game
    window.showOnScreen();
    if (qEnvironmentVariableIsSet("RAZZIA_REPORT_TIMES")) {
        QTimer::singleShot(0, &window, [&] {
            std::fprintf(stderr, "first frame after %lld ms\n",
                         static_cast<long long>(sinceStart.elapsed()));
        });
        QObject::connect(&window, &MainWindow::gameFinished, &window, [&] {
            std::fprintf(stderr, "game over after %lld ms\n",
                         static_cast<long long>(sinceStart.elapsed()));
        });
    }
    // For docs/screenshots (see take.sh there): RAZZIA_SCREENSHOTS="3000:table.png;duel:duel.png"
    // grabs the whole screen, dialogs included, that many milliseconds after start, or a moment
    // after the first proposal, duel or ranking dialog opens ("proposal", "duel", "ranking").
    const QStringList shots =
        qEnvironmentVariable("RAZZIA_SCREENSHOTS").split(QLatin1Char(';'), Qt::SkipEmptyParts);
    auto grabScreen = [](const QString &file) {
        if (QScreen *screen = QGuiApplication::primaryScreen())
            screen->grabWindow(0).save(file);
    };
    for (const QString &shot : shots) {
        const int colon = int(shot.indexOf(QLatin1Char(':')));
        const QString when = shot.left(colon);
        const QString file = shot.mid(colon + 1);
        bool isTime = false;
        const int at = when.toInt(&isTime);
        if (isTime) {
            QTimer::singleShot(at, &window, [file, grabScreen] { grabScreen(file); });
            continue;
        }
        auto *poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, when, file, grabScreen] {
            GameModule *game = window.currentGame();
            QWidget *dialog = game ? game->dialogNamed(when) : nullptr;
            if (dialog && dialog->isVisible()) {
                poll->stop();
                QTimer::singleShot(when == QLatin1String("duel") ? 1500 : 500, &window,
                                   [file, grabScreen] { grabScreen(file); });
            }
        });
        poll->start(50);
    }
    begin(window);
    return app.exec();
}
