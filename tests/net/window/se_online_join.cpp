// A window that joins a Speak Easy network table and plays its seat through the module's
// playOnline, for looking at it under Xvfb until the shell's Join dialog is there. Not
// installed, not a test.
//
//   se-online-join ws://127.0.0.1:PORT [--language en|fr] [--name NAME] [--seat N]
#include "client.h"
#include "mainwindow.h"
#include "speakeasymodule.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QUrl>

#include <utility>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("razzia-dev"));
    QCoreApplication::setApplicationName(QStringLiteral("se-online-join"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("en or fr"),
                                      QStringLiteral("lang"), QStringLiteral("en"));
    const QCommandLineOption name(
        QStringLiteral("player"),
        QStringLiteral("the seat's name (not --name: QApplication takes that one on X11)"),
        QStringLiteral("name"), QStringLiteral("Ada"));
    const QCommandLineOption seat(QStringLiteral("seat"), QStringLiteral("the seat"),
                                  QStringLiteral("n"), QStringLiteral("0"));
    parser.addOptions({language, name, seat});
    parser.addPositionalArgument(QStringLiteral("url"), QStringLiteral("ws://address:port"));
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);
    shell::MainWindow window;
    window.setLanguage(parser.value(language));
    window.resize(1366, 768);
    window.show();
    net::Client client("speakeasy");
    client.setJoin(parser.value(seat).toInt(), parser.value(name));
    bool playing = false;
    QObject::connect(&client, &net::Client::joined, &window, [&] {
        if (std::exchange(playing, true))
            return; // a rejoin: the module goes on with the same client
        QString error;
        if (!speakeasy::ui::SpeakEasyModule::of(window)->playOnline(&client, error))
            qFatal("%s", qPrintable(error));
    });
    QObject::connect(&client, &net::Client::failed, &app, [](const QString &code) {
        qCritical("the table refused us: %s", qPrintable(code));
        QCoreApplication::exit(1);
    });
    client.open(QUrl(parser.positionalArguments().constFirst()));
    return app.exec();
}
