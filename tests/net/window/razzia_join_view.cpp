// A window that joins a network table, of any game, and plays one seat through
// GameModule::playOnline, for looking at it under Xvfb beside `razzia-cli serve` without the Join
// dialog's clicks (no code asked). Not installed, not a test.
//
//   razzia-join-view ws://127.0.0.1:50931 [--seat 0] [--player Karine] [--language en|fr]
//                    [--game razzia]
#include "client.h"
#include "gamemodule.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QUrl>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("razzia-dev"));
    QCoreApplication::setApplicationName(QStringLiteral("razzia-join-view"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption seat(QStringLiteral("seat"), QStringLiteral("the seat to take"),
                                  QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption name(
        QStringLiteral("player"),
        QStringLiteral("the player's name (not --name: QApplication takes that one on X11)"),
        QStringLiteral("name"), QStringLiteral("Karine"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("en or fr"),
                                      QStringLiteral("lang"), QStringLiteral("en"));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("the game's id"),
                                  QStringLiteral("id"), QStringLiteral("razzia"));
    parser.addOptions({seat, name, language, game});
    parser.addPositionalArgument(QStringLiteral("url"), QStringLiteral("ws://address:port"));
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);

    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.setLanguage(parser.value(language));
    window.resize(1366, 768);
    window.show();

    net::Client client(parser.value(game).toStdString());
    client.setJoin(parser.value(seat).toInt(), parser.value(name));
    client.setAutoReconnect(true);
    bool playing = false;
    const auto play = [&] {
        if (playing || client.seat() < 0 || !client.isStarted())
            return;
        playing = true;
        QString error;
        if (!window.game(parser.value(game))->playOnline(&client, error)) {
            std::fprintf(stderr, "razzia-join-view: %s\n", qPrintable(error));
            QCoreApplication::exit(1);
        }
    };
    QObject::connect(&client, &net::Client::joined, &app, play);
    QObject::connect(&client, &net::Client::started, &app, play);
    QObject::connect(&client, &net::Client::failed, &app, [](const QString &code) {
        std::fprintf(stderr, "razzia-join-view: the host refused us (%s)\n", qPrintable(code));
        QCoreApplication::exit(1);
    });
    client.open(QUrl(parser.positionalArguments().first()));
    return app.exec();
}
