// A client in a process of its own, for tst_net_game's round trip across processes: it takes
// seat 1 of the counter game at the URL given, plays it to the end and prints the round trip
// of each decision (from decide() sent to the update that shows it) as one line of JSON.
#include "client.h"
#include "countergame.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: netclient ws://127.0.0.1:PORT\n");
        return 2;
    }
    net::Client client("counter");
    client.setJoin(1, QStringLiteral("Remote"));
    QElapsedTimer clock;
    clock.start();
    qint64 sentAt = -1;
    std::vector<qint64> samples;
    QObject::connect(&client, &net::Client::updated, &app, [&] {
        if (sentAt >= 0) {
            samples.push_back(clock.nsecsElapsed() - sentAt);
            sentAt = -1;
        }
        if (client.isOver()) {
            std::sort(samples.begin(), samples.end());
            const qint64 median = samples.empty() ? -1 : samples[samples.size() / 2];
            std::printf("{\"decisions\": %zu, \"median_ns\": %lld}\n", samples.size(),
                        static_cast<long long>(median));
            app.exit(samples.empty() ? 1 : 0);
            return;
        }
        if (client.mustDecide()) {
            const int counter = client.view()["counter"].get<int>();
            const int target = client.view()["target"].get<int>();
            sentAt = clock.nsecsElapsed();
            client.decide({{"add", CounterGame::choose(counter, target)}});
        }
    });
    QObject::connect(&client, &net::Client::disconnected, &app, [&] {
        if (!client.isOver())
            app.exit(1);
    });
    // Bounded like every test: a host that never ends the game ends this process.
    QTimer::singleShot(60000, &app, [&] { app.exit(3); });
    client.open(QUrl(QString::fromLocal8Bit(argv[1])));
    return app.exec();
}
