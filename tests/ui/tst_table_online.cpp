// Razzia's table at a network table, what only a network table shows: the supply while another
// seat's dealer places the last bill (the dealer's window counted it out of the supply, the
// others did not), and the prompt once the person has chosen a card (it went blank; it says
// whom the table waits for). A net::Host in the process, loopback only; seat 0 is this
// window's person, seat 1 another person (a computer player behind a client of its own, a
// little slow), seats 2 and 3 the host's computers.
#include "../net/razziabot.h"
#include "../waitsupport.h"
#include "uitestsupport.h"

#include "barboard.h"
#include "client.h"
#include "dragdata.h"
#include "gamesession.h"
#include "handwidget.h"
#include "host.h"
#include "hostedgames.h"
#include "hostedrazzia.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "seatwidget.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QHostAddress>
#include <QPushButton>
#include <QTimer>

#include <memory>

using namespace razzia;
using namespace razzia::ui;
using Waiting = TableController::Waiting;

namespace {

constexpr int kWaitMs = 10000;

// A table hosted in the process, loopback only: seat 0 is this window's Karine, seat 1 Léa (a
// RazziaBot deciding `delayMs` after each ask), the other seats the host's computers. The window
// is up before the game starts, so the first dealer's bill is not placed while it opens.
struct OnlineTable
{
    explicit OnlineTable(int delayMs) : lea(delayMs) {}

    // Hosts `seats`, names its computers `computers`, seats both people and hands the game to
    // the window; false with `why` when a step fails.
    bool open(uint64_t seed, std::vector<std::string> seats, const QStringList &computers,
              QString &why)
    {
        net::TableSetup setup;
        setup.seed = seed;
        setup.seats = std::move(seats);
        std::string error;
        game = net::hostedGame("razzia")->make(setup, error);
        if (!game) {
            why = QString::fromStdString(error);
            return false;
        }
        net::Host::Options options;
        options.openSeats = {0, 1};
        options.names = {QString(), QString()};
        options.names.insert(options.names.end(), computers.begin(), computers.end());
        host = std::make_unique<net::Host>(*game, options);
        if (!host->listen(QHostAddress(QHostAddress::LocalHost))) {
            why = QStringLiteral("the host does not listen");
            return false;
        }
        client.setJoin(0, QStringLiteral("Karine"));
        client.open(host->url());
        if (!waitUntil([&] { return client.seat() == 0; }, kWaitMs)) {
            why = QStringLiteral("Karine is not seated");
            return false;
        }
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        lea.client.setJoin(1, QStringLiteral("Léa"));
        lea.client.open(host->url());
        if (!waitUntil([&] { return client.isStarted() && lea.client.seat() == 1; }, kWaitMs)) {
            why = QStringLiteral("the game does not start with Léa");
            return false;
        }
        return RazziaModule::of(window)->playOnline(&client, why);
    }

    std::unique_ptr<net::HostedGame> game;
    std::unique_ptr<net::Host> host;
    net::Client client{"razzia"};
    shell::MainWindow window;
    RazziaBot lea;
};

QPushButton *button(QWidget *parent, const char *name)
{
    return parent->findChild<QPushButton *>(QLatin1String(name));
}

} // namespace

class TestTableOnline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    // A person whose link drops is not "thinking…" at the others' tables: their seat says
    // "reconnecting…", then, once the host lets a computer play for them, "away, a computer
    // plays"; back, the seat is theirs again.
    void aPersonAwayIsNotThinking()
    {
        OnlineTable table(50);
        QString why;
        QVERIFY2(table.open(22, {"net", "net", "normal"}, {QStringLiteral("Lou")}, why),
                 qPrintable(why));
        RazziaModule &module = *RazziaModule::of(table.window);
        RazziaBot &lea = table.lea;
        net::Host &host = *table.host;
        SeatModel *seats = module.seatModel();
        SeatWidget *leaSeat = module.table()->seatWidget(1);
        const auto paints = [&](const QString &text) {
            const PaintedTexts texts = leaSeat->paintedTexts();
            return std::any_of(texts.begin(), texts.end(),
                               [&](const PaintedText &t) { return t.text == text; });
        };
        QCOMPARE(seats->presence(1), SeatModel::Presence::Here);

        lea.client.close();
        QVERIFY(waitUntil([&] { return seats->presence(1) == SeatModel::Presence::Reconnecting; },
                          kWaitMs));
        QVERIFY(paints(QStringLiteral("reconnecting…")));
        QVERIFY(seats->data(seats->index(1, SeatModel::StatusColumn))
                    .toString()
                    .endsWith(QStringLiteral("reconnecting…")));
        QCOMPARE(seats->presence(0), SeatModel::Presence::Here);

        QVERIFY(host.takeOver(1, "normal"));
        QVERIFY(waitUntil([&] { return seats->presence(1) == SeatModel::Presence::ComputerPlays; },
                          kWaitMs));
        QVERIFY(paints(QStringLiteral("a computer plays")));

        lea.client.reconnect();
        QVERIFY(
            waitUntil([&] { return seats->presence(1) == SeatModel::Presence::Here; }, kWaitMs));
        QVERIFY(!paints(QStringLiteral("a computer plays")));
        module.halt();
    }

    void supplyAndWaitingPrompt()
    {
        OnlineTable table(400);
        QString why;
        QVERIFY2(table.open(21, {"net", "net", "normal", "easy"},
                            {QStringLiteral("Lou"), QStringLiteral("Sam")}, why),
                 qPrintable(why));
        const Game &truth = static_cast<net::HostedRazzia &>(*table.game).session().game();
        RazziaModule &module = *RazziaModule::of(table.window);
        TableController *c = module.controller();
        TableWidget *t = module.table();
        GameSession *session = module.session();

        // Watched all along, as a person would look at the table.
        QStringList wrong;
        int hiddenBills = 0, waitingPrompts = 0;
        QTimer watch;
        watch.setInterval(1);
        connect(&watch, &QTimer::timeout, this, [&] {
            // Another seat's dealer holds the last bill, face down: it is out of the supply,
            // as the dealer's window and the host count it.
            if (t->pendingBill() >= 0 && truth.phase() == Phase::PlaceBill && truth.dealer() != 0 &&
                truth.round() == session->game().round()) {
                ++hiddenBills;
                if (t->supplyCount() != truth.supplySize())
                    wrong << QStringLiteral("round %1: the supply shows %2, the host has %3")
                                 .arg(truth.round())
                                 .arg(t->supplyCount())
                                 .arg(truth.supplySize());
            }
            // Nobody the table shows as having chosen is waited for.
            if (t->prompt().startsWith(QStringLiteral("Waiting for"))) {
                for (int seat = 1; seat < 4; ++seat)
                    if (module.seatModel()->state(seat) == SeatModel::SeatState::Chosen &&
                        t->prompt().contains(session->name(seat)))
                        wrong << QStringLiteral("%1 has chosen: \"%2\"")
                                     .arg(session->name(seat), t->prompt());
            }
            // The person's card is chosen and others still choose: the prompt names them.
            const unsigned others = session->toDecide() & ~1u;
            if (session->game().phase() == Phase::Play && c->waiting() == Waiting::Nothing &&
                !(session->toDecide() & 1u) && others) {
                QStringList names;
                for (int seat = 1; seat < 4; ++seat)
                    if ((others >> seat) & 1)
                        names << session->name(seat);
                QString expected = names.takeLast();
                if (!names.isEmpty())
                    expected =
                        names.join(QStringLiteral(", ")) + QStringLiteral(" and ") + expected;
                expected = QStringLiteral("Waiting for %1…").arg(expected);
                // (Between the host's news and the table's next look the names may lag: only
                // the right sentence is counted.)
                if (t->prompt() == expected)
                    ++waitingPrompts;
            }
        });
        watch.start();

        int steps = 0;
        while (truth.round() <= 5 && c->waiting() != Waiting::GameOver && ++steps < 400) {
            QVERIFY(waitUntil([&] { return c->waiting() != Waiting::Nothing; }, kWaitMs));
            switch (c->waiting()) {
            case Waiting::Continue:
                c->continueGame();
                break;
            case Waiting::Bill: {
                for (int i = 0; i < t->barCount(); ++i)
                    if (dropOn(t->barBoard(Bar(i)), billMimeData(t->pendingBill())))
                        break;
                break;
            }
            case Waiting::Card: {
                const Card card = t->hand()->cards().constFirst();
                QVERIFY(dropOn(t->barBoard(card.bar()), cardMimeData(0, card)));
                break;
            }
            case Waiting::Proposal:
                QVERIFY(waitUntil([&] { return c->proposalDialog()->isVisible(); }, kWaitMs));
                QTest::mouseClick(button(c->proposalDialog(), "proposeButton"), Qt::LeftButton);
                break;
            case Waiting::Answer:
                QVERIFY(waitUntil([&] { return c->proposalDialog()->isVisible(); }, kWaitMs));
                QTest::mouseClick(button(c->proposalDialog(), "acceptButton"), Qt::LeftButton);
                break;
            default:
                break;
            }
            waitUntil([&] { return false; }, 1);
        }
        watch.stop();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 8).join(QLatin1Char('\n'))));
        QVERIFY(hiddenBills > 0);
        QVERIFY(waitingPrompts > 0);
    }
};

QTEST_MAIN(TestTableOnline)
#include "tst_table_online.moc"
