// razzia: the game window.
//
//   razzia                          the start screen: quick game, new game, continue, how to play
//   razzia GAME                     goes on with (or replays) a saved game
//   razzia --autoplay --players N --seats hard,normal,... --seed S --speed instant --quit-at-end
//                                   an AI-only game in the real window, for demos and smoke tests
//   razzia --game speakeasy [--autoplay --seats random,easy --seed S ...]
//                                   Speak Easy: its new-game dialog, or an AI-only game likewise
#include "levelnames.h"
#include "mainwindow.h"
#include "pace.h"
#include "rankingdialog.h"
#include "razziagame.h"
#include "speakeasygame.h"
#include "tablecontroller.h"
#include "tablesetup.h"

#include "razzia/ai/levels.h"
#include "razzia/cards.h"
#include "speakeasy/levels.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace razzia;
using namespace razzia::ui;

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "razzia: %s\n", qPrintable(message));
    return 2;
}

// The command line, for the game and for --help alike.
struct Options
{
    QCommandLineOption game{QStringLiteral("game"),
                            QStringLiteral("The game: razzia (3 to 8 players, the default) or "
                                           "speakeasy (2 players)."),
                            QStringLiteral("name"), QStringLiteral("razzia")};
    QCommandLineOption autoplay{QStringLiteral("autoplay"),
                                QStringLiteral("Plays an AI-only game in the window.")};
    QCommandLineOption players{QStringLiteral("players"),
                               QStringLiteral("Players of the autoplay game, 3 to 8."),
                               QStringLiteral("n"), QStringLiteral("4")};
    QCommandLineOption seats{
        QStringLiteral("seats"),
        QStringLiteral("AI level of each seat, comma-separated (%1; Speak Easy: %2).")
            .arg(levels(), speakEasyLevels()),
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
        QStringLiteral("Where the game is saved after every round (default: a file of its own "
                       "for every game in the application data folder, listed on the start "
                       "screen; an autoplay game is saved only when this is given)."),
        QStringLiteral("file")};

    static QString speakEasyLevels()
    {
        QStringList known;
        for (std::string_view name : speakeasy::levelNames())
            known << QString::fromLatin1(name.data(), qsizetype(name.size()));
        return known.join(QStringLiteral(", "));
    }
    static QString levels()
    {
        QStringList known;
        for (std::string_view name : ai::levelNames())
            known << QString::fromLatin1(name.data(), qsizetype(name.size()));
        return known.join(QStringLiteral(", "));
    }
};

Options describe(QCommandLineParser &parser)
{
    Options o;
    parser.setApplicationDescription(QStringLiteral(
        "Razzia, Stefan Dorra's bluffing card game, for 3 to 8 players: hot-seat at one "
        "computer, against AI seats, or both. Also Speak Easy, a game of hidden pieces for 2."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({o.game, o.autoplay, o.players, o.seats, o.seed, o.speed, o.quitAtEnd,
                       o.language, o.autosave});
    parser.addPositionalArgument(
        QStringLiteral("game"),
        QStringLiteral("A saved game (razzia-game/1) to go on with or replay."),
        QStringLiteral("[game]"));
    return o;
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

    Pace::setSpeed(Pace::speedFromName(
        QSettings().value(QStringLiteral("speed"), QStringLiteral("normal")).toString()));
    Pace::setAiPace(
        AiPace(std::clamp(QSettings().value(QStringLiteral("aiPace"), 1).toInt(), 0, 2)));
    if (parser.isSet(o.speed)) {
        bool ok = false;
        Pace::setSpeed(Pace::speedFromName(parser.value(o.speed), &ok));
        if (!ok)
            return fail(
                QStringLiteral("--speed: expected instant, fast, normal or slow, not \"%1\"")
                    .arg(parser.value(o.speed)));
    }

    const QString game = parser.value(o.game);
    const bool speakEasy = game == QLatin1String("speakeasy");
    if (!Games::byId(game)) {
        QStringList known;
        for (const GameType &type : Games::all())
            known << type.id;
        return fail(QStringLiteral("--game: expected %1, not \"%2\"")
                        .arg(known.join(QStringLiteral(" or ")), game));
    }
    // Speak Easy's autoplay: two AI levels, South then North.
    QStringList speakEasySeats;
    quint64 speakEasySeed = QRandomGenerator::global()->generate64();
    if (speakEasy && parser.isSet(o.autoplay)) {
        speakEasySeats = parser.isSet(o.seats) ? parser.value(o.seats).split(QLatin1Char(','))
                                               : QStringList{QStringLiteral("normal")};
        if (speakEasySeats.size() == 1)
            speakEasySeats << speakEasySeats.constFirst();
        if (speakEasySeats.size() != 2)
            return fail(QStringLiteral("--seats: %1 levels for the 2 players of Speak Easy")
                            .arg(speakEasySeats.size()));
        for (QString &level : speakEasySeats) {
            level = level.trimmed();
            if (!speakeasy::makePolicy(level.toStdString(), 0))
                return fail(QStringLiteral("--seats: unknown Speak Easy level \"%1\" (known: %2)")
                                .arg(level, Options::speakEasyLevels()));
        }
        if (parser.isSet(o.seed)) {
            bool ok = false;
            speakEasySeed = parser.value(o.seed).toULongLong(&ok);
            if (!ok)
                return fail(QStringLiteral("--seed: expected a number, not \"%1\"")
                                .arg(parser.value(o.seed)));
        }
    }

    TableSetup setup;
    if (parser.isSet(o.autoplay) && !speakEasy) {
        bool ok = false;
        const int n = parser.value(o.players).toInt(&ok);
        if (!ok || n < kMinPlayers || n > kMaxPlayers)
            return fail(QStringLiteral("--players: expected 3 to 8, not \"%1\"")
                            .arg(parser.value(o.players)));
        QStringList levels =
            parser.isSet(o.seats) ? parser.value(o.seats).split(QLatin1Char(',')) : QStringList();
        if (levels.isEmpty())
            levels << QStringLiteral("normal");
        if (levels.size() != 1 && levels.size() != n)
            return fail(
                QStringLiteral("--seats: %1 levels for %2 players").arg(levels.size()).arg(n));
        for (int seat = 0; seat < n; ++seat) {
            const QString level = levels.value(levels.size() == 1 ? 0 : seat).trimmed();
            if (!ai::makePolicy(level.toStdString(), 0)) {
                return fail(QStringLiteral("--seats: unknown level \"%1\" (known: %2)")
                                .arg(level, Options::levels()));
            }
            setup.seats << SeatSetup{computerNames()[seat], false, level};
        }
        if (parser.isSet(o.seed)) {
            const quint64 s = parser.value(o.seed).toULongLong(&ok);
            if (!ok)
                return fail(QStringLiteral("--seed: expected a number, not \"%1\"")
                                .arg(parser.value(o.seed)));
            setup.seed = s;
        }
    }

    MainWindow window;
    window.setLanguage(parser.isSet(o.language) ? parser.value(o.language)
                                                : MainWindow::preferredLanguage());
    window.setQuitAtEnd(parser.isSet(o.quitAtEnd));
    if (parser.isSet(o.autosave))
        window.setAutosavePath(parser.value(o.autosave));
    else if (parser.isSet(o.autoplay))
        window.setAutosavePath(QString()); // a demo never replaces the player's unfinished game
    window.show();
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
            RazziaGame *razzia = RazziaGame::of(window);
            QWidget *dialog = when == QLatin1String("proposal")
                                  ? static_cast<QWidget *>(razzia->controller()->proposalDialog())
                              : when == QLatin1String("duel")
                                  ? static_cast<QWidget *>(razzia->controller()->duelDialog())
                                  : static_cast<QWidget *>(razzia->rankingDialog());
            if (dialog && dialog->isVisible()) {
                poll->stop();
                QTimer::singleShot(when == QLatin1String("duel") ? 1500 : 500, &window,
                                   [file, grabScreen] { grabScreen(file); });
            }
        });
        poll->start(50);
    }
    if (speakEasy && parser.isSet(o.autoplay)) {
        speakeasy::ui::SpeakEasyGame::of(window)->start(speakEasySeats[0], speakEasySeats[1],
                                                        speakEasySeed);
    } else if (parser.isSet(o.autoplay)) {
        RazziaGame::of(window)->startGame(setup);
    } else if (speakEasy) {
        window.showStartScreen();
        window.newGame(game);
    } else {
        window.showStartScreen();
        // A file that cannot be opened leaves its message over the start screen, nothing else.
        if (!parser.positionalArguments().isEmpty())
            window.openFileInBackground(parser.positionalArguments().constFirst());
    }
    return app.exec();
}
