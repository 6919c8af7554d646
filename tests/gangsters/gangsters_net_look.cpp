// Not a test: the window joining a network table at the URL given, for looking at it under Xvfb
// (docs/screenshots/net-gangsters-*.png) until the shell's Join dialog is there.
//   gangsters-net-look ws://127.0.0.1:50933 [seat] [--language fr|en] [--auto]
// --auto answers the first option of every point at instant speed, to see the end soon.
#include "client.h"
#include "gangstersmodule.h"
#include "mainwindow.h"
#include "pace.h"

#include <QTimer>

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        qWarning("usage: gangsters-net-look URL [seat] [--language fr|en]");
        return 2;
    }
    const int seat =
        args.size() > 2 && !args[2].startsWith(QLatin1String("--")) ? args[2].toInt() : 0;
    shell::MainWindow window;
    window.setLanguage(args.contains(QStringLiteral("fr")) ? QStringLiteral("fr")
                                                           : QStringLiteral("en"));
    window.resize(1366, 768);
    window.show();
    net::Client client("gangsters");
    client.setAutoReconnect(true);
    client.setJoin(seat, seat == 0 ? QStringLiteral("Karine") : QStringLiteral("Lucky"));
    bool playing = false;
    auto go = [&] {
        if (playing || client.seat() < 0 || !client.isStarted())
            return;
        playing = true;
        QString error;
        if (!gangsters::ui::GangstersModule::of(window)->playOnline(&client, error))
            qWarning("playOnline: %s", qPrintable(error));
    };
    QObject::connect(&client, &net::Client::joined, &app, go);
    QObject::connect(&client, &net::Client::started, &app, go);
    QTimer autoplay;
    if (args.contains(QStringLiteral("--auto"))) {
        shell::Pace::setSpeed(shell::Speed::Instant);
        QObject::connect(&autoplay, &QTimer::timeout, &app, [&] {
            auto *module = gangsters::ui::GangstersModule::of(window);
            if (!module->table() || !module->table()->controller())
                return;
            gangsters::ui::Controller *controller = module->table()->controller();
            if (const gangsters::Point *p = controller->waiting())
                controller->submit(p->options[0]);
        });
        autoplay.start(2);
    }
    client.open(QUrl(args[1]));
    return app.exec();
}
