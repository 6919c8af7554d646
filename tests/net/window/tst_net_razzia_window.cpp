// A window's person at a Razzia network table (issue 24): RazziaModule::playOnline plays seat 0
// through a net::Client while a net::Host in the same process referees the game and plays the
// other seats, on loopback. The person plays through the table's widgets, as in tst_game.
#include "../../ui/uitestsupport.h"
#include "../../waitsupport.h"
#include "../razziabot.h"

#include "client.h"
#include "dragdata.h"
#include "gamesession.h"
#include "handwidget.h"
#include "host.h"
#include "hostedgames.h"
#include "hostedrazzia.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "moneychart.h"
#include "pace.h"
#include "proposaldialog.h"
#include "rankingdialog.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/netjson.h"
#include "razzia/recordjson.h"

#include <QHostAddress>
#include <QPushButton>
#include <QTimer>

#include <functional>
#include <memory>

using namespace razzia;
using namespace razzia::ui;
using Waiting = TableController::Waiting;

namespace {

constexpr int kWaitMs = 5000;

// Runs the event loop until `done` holds or `ms` have passed. Not QTest::qWaitFor: it sleeps
// 10 ms between rounds of events, and a game shows a thousand events one after another.
// A table of four: seat 0 over the network for this window's person, three computers at the
// host.
struct Table
{
    std::unique_ptr<net::HostedGame> game;
    std::unique_ptr<net::Host> host;
    std::unique_ptr<net::Client> client;

    const Game &truth() const { return static_cast<net::HostedRazzia &>(*game).session().game(); }
};

std::unique_ptr<Table> openTable(quint64 seed, const std::string &takeover = {},
                                 int absenceMs = 60000)
{
    auto table = std::make_unique<Table>();
    net::TableSetup setup;
    setup.seed = seed;
    setup.seats = {"net", "normal", "normal", "easy"};
    std::string error;
    table->game = net::hostedGame("razzia")->make(setup, error);
    if (!table->game)
        return nullptr;
    net::Host::Options options;
    options.openSeats = {0};
    options.names = {QString(), QStringLiteral("Marc"), QStringLiteral("Lou"),
                     QStringLiteral("Sam")};
    options.takeoverLevel = takeover;
    options.absenceTimeout = std::chrono::milliseconds(absenceMs);
    table->host = std::make_unique<net::Host>(*table->game, options);
    if (!table->host->listen(QHostAddress(QHostAddress::LocalHost)))
        return nullptr;
    table->client = std::make_unique<net::Client>("razzia");
    table->client->setJoin(0, QStringLiteral("Karine"));
    table->client->open(table->host->url());
    if (!waitUntil([&] { return table->client->seat() == 0 && table->client->isStarted(); },
                   kWaitMs))
        return nullptr;
    return table;
}

QPushButton *button(QWidget *parent, const char *name)
{
    return parent->findChild<QPushButton *>(QLatin1String(name));
}

// What the test saw while the person played.
struct Seen
{
    int cards = 0, bills = 0, proposals = 0, answers = 0, curtains = 0;
    int heldBack = 0; // cards played while a seat before this one still chose (R4)
    QList<std::pair<int, Card>> played; // round, card
    QStringList leaks;
};

} // namespace

class TstNetRazziaWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void wholeGame();
    void refusedDecision();
    void awayAndBack();
    void localGameAfter();
    void twoPeople();
    void openedMidGame();

private:
    // Plays seat 0 through the widgets until the game is over; `hook` runs before each of the
    // person's card choices and may stop the drive (false).
    Seen drive(shell::MainWindow &window, Table &table,
               const std::function<bool(int cardChoice)> &hook = {});
    void checkSecrets(RazziaModule &module, const Table &table, Seen &seen);
};

void TstNetRazziaWindow::checkSecrets(RazziaModule &module, const Table &table, Seen &seen)
{
    // The window's game is the seat's known game: no card of another seat's hand, nothing of
    // what they chose (R4, R6).
    const Game &known = module.session()->game();
    const int own = module.session()->ownSeat();
    for (int seat = 0; seat < known.players(); ++seat) {
        if (seat == own)
            continue;
        for (int i = 0; i < known.hand(seat).size; ++i) {
            if (!known.hand(seat).cards[size_t(i)].isNone())
                seen.leaks << QStringLiteral("seat %1's hand").arg(seat);
        }
    }
    // The hand shown is the seat's at the host (less a card face down), and nobody else's.
    const Hand &truth = table.truth().hand(own);
    QList<Card> real;
    for (int i = 0; i < truth.size; ++i)
        real << truth.cards[size_t(i)];
    for (const Card &card : module.table()->hand()->cards()) {
        if (!real.removeOne(card))
            seen.leaks << QStringLiteral("a card not in the seat's hand: %1").arg(card.code());
    }
}

Seen TstNetRazziaWindow::drive(shell::MainWindow &window, Table &table,
                               const std::function<bool(int)> &hook)
{
    Seen seen;
    RazziaModule &module = *RazziaModule::of(window);
    TableController *c = module.controller();
    TableWidget *t = module.table();
    int steps = 0;
    while (c->waiting() != Waiting::GameOver) {
        if (++steps > 3000) {
            qWarning("the game does not end");
            return seen;
        }
        if (!waitUntil([&] { return c->waiting() != Waiting::Nothing; }, kWaitMs)) {
            qWarning("the table waits for nobody");
            return seen;
        }
        checkSecrets(module, table, seen);
        switch (c->waiting()) {
        case Waiting::Nothing:
        case Waiting::GameOver:
            break;
        case Waiting::Continue:
            c->continueGame();
            break;
        case Waiting::Curtain:
        case Waiting::Passing:
            ++seen.curtains; // never online: one seat, one screen
            QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
            break;
        case Waiting::Bill: {
            ++seen.bills;
            BarBoard *target = t->barBoard(Bar(seen.bills % t->barCount()));
            if (!dropOn(target, billMimeData(t->pendingBill())))
                qWarning("a bill drop was refused");
            break;
        }
        case Waiting::Card: {
            if (hook && !hook(seen.cards))
                return seen;
            if (c->waiting() != Waiting::Card)
                break;
            ++seen.cards;
            const QList<Card> cards = t->hand()->cards();
            const int slot = seen.cards % int(cards.size());
            const Card card = cards[slot];
            const int round = module.session()->game().round();
            seen.heldBack += module.session()->holdsCardBack(module.session()->ownSeat());
            if (!dropOn(t->barBoard(card.bar()), cardMimeData(slot, card))) {
                const Game &g = module.session()->game();
                qWarning("a card drop on its own bar was refused: phase %d toDecide %d check %d "
                         "hand %d/%d in %d",
                         int(g.phase()), int(g.toDecide()),
                         int(module.session()->check(module.session()->ownSeat(),
                                                     Decision::playCard(card))),
                         int(cards.size()), int(g.hand(module.session()->ownSeat()).size),
                         g.hand(module.session()->ownSeat()).indexOf(card));
            } else
                seen.played << std::pair{round, card};
            break;
        }
        case Waiting::Proposal: {
            ++seen.proposals;
            ProposalDialog *d = c->proposalDialog();
            if (!waitUntil([&] { return d->isVisible(); }, kWaitMs))
                qWarning("no proposal dialog");
            QTest::mouseClick(button(d, "proposeButton"), Qt::LeftButton);
            break;
        }
        case Waiting::Answer: {
            ++seen.answers;
            ProposalDialog *d = c->proposalDialog();
            if (!waitUntil([&] { return d->isVisible(); }, kWaitMs))
                qWarning("no answer dialog");
            QTest::mouseClick(button(d, seen.answers % 2 ? "acceptButton" : "refuseButton"),
                              Qt::LeftButton);
            break;
        }
        }
        QCoreApplication::processEvents();
    }
    return seen;
}

// The whole game through the widgets: the host's record holds the person's cards, finishes and
// replays; the window's end is the ranking with every round; no secret reached the window.
void TstNetRazziaWindow::wholeGame()
{
    std::unique_ptr<Table> table = openTable(7);
    QVERIFY(table);
    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.resize(1366, 768);
    window.show();
    RazziaModule &module = *RazziaModule::of(window);
    QString error;
    QVERIFY2(module.playOnline(table->client.get(), error), qPrintable(error));
    QVERIFY(module.isOnline());
    QVERIFY(module.isStarted());
    QVERIFY(module.isRunning());
    QVERIFY(module.record().isEmpty());
    QVERIFY(!module.notYetSaved().isEmpty());
    QCOMPARE(module.session()->name(0), QStringLiteral("Karine"));
    QCOMPARE(module.session()->name(1), QStringLiteral("Marc"));
    QCOMPARE(module.seatModel()->index(1, SeatModel::PlayerColumn).data().toString(),
             SeatModel::tr("The host's seat"));

    QSignalSpy finished(&window, &shell::MainWindow::gameFinished);
    const Seen seen = drive(window, *table);
    QVERIFY2(seen.leaks.isEmpty(), qPrintable(seen.leaks.join(QStringLiteral("; "))));
    QCOMPARE(seen.curtains, 0);
    QVERIFY(seen.cards >= 12);
    QVERIFY(table->host->isOver());
    QVERIFY(!module.isRunning());
    QVERIFY(module.record().isEmpty());
    QVERIFY(!module.recordFinished());
    QVERIFY(waitUntil([&] { return finished.size() == 1; }, kWaitMs));

    // Every event shown once: a round in the log for each round of the game.
    QCOMPARE(module.logModel()->rowCount(), 12);
    QVERIFY(module.rankingDialog()->isVisible());
    QCOMPARE(module.rankingDialog()->chart()->rounds(), 12);
    const QList<shell::Statistics::Result> results = module.results();
    QCOMPARE(results.size(), 4);
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(results[seat].score, qint64(table->truth().money(seat)));

    // The host's record finishes, replays through the rules, and holds the person's cards.
    const std::string text = table->game->record().dump();
    GameRecord record;
    Game replayed;
    std::string why;
    QVERIFY2(io::loadRecord(text, record, replayed, why), why.c_str());
    QVERIFY(record.finished);
    QCOMPARE(record.players[0].kind, std::string("human"));
    QCOMPARE(record.players[0].name, std::string("Karine"));
    QCOMPARE(int(seen.played.size()), seen.cards);
    for (const auto &[round, card] : seen.played) {
        QVERIFY(round >= 1 && round <= int(record.rounds.size()));
        QCOMPARE(record.rounds[size_t(round - 1)].plays[0].code(), card.code());
    }
}

// A decision the host refuses (a card not in the hand, sent through the client): one line on
// the table, which waits as before; then a move after the end is refused too.
void TstNetRazziaWindow::refusedDecision()
{
    std::unique_ptr<Table> table = openTable(3);
    QVERIFY(table);
    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.resize(1366, 768);
    window.show();
    RazziaModule &module = *RazziaModule::of(window);
    QString error;
    QVERIFY2(module.playOnline(table->client.get(), error), qPrintable(error));
    bool refused = false;
    drive(window, *table, [&](int choice) {
        if (choice != 3)
            return true;
        const QList<Card> hand = module.table()->hand()->cards();
        const int round = module.session()->game().round();
        Card absent;
        for (int code = 0; code < Card::kTypes; ++code) {
            const Card card = Card::fromCode(uint8_t(code));
            if (!hand.contains(card) && table->truth().hand(0).indexOf(card) < 0) {
                absent = card;
                break;
            }
        }
        QSignalSpy status(&module, &shell::GameModule::status);
        table->client->decide(wire::decisionJson(Decision::playCard(absent, 0), 4));
        refused = waitUntil([&] { return !module.refusalShown().isEmpty(); }, kWaitMs);
        if (!refused)
            return false;
        // The table is unchanged: the same question, the same hand, the same round.
        refused = module.controller()->waiting() == Waiting::Card &&
                  module.table()->hand()->cards() == hand &&
                  module.session()->game().round() == round &&
                  module.table()->hintText().contains(module.refusalShown()) &&
                  status.size() == 1 && status[0][0].toString() == module.refusalShown() &&
                  module.refusalShown() ==
                      GameSession::tr("The host refused this move: that card is not in your "
                                      "hand.");
        return true;
    });
    QVERIFY(refused);
    QCOMPARE(module.controller()->waiting(), Waiting::GameOver);
    // The line went with the next decision.
    QVERIFY(module.refusalShown().isEmpty());
    table->client->decide(wire::decisionJson(Decision::answer(true), 4));
    QVERIFY(waitUntil([&] { return !module.refusalShown().isEmpty(); }, kWaitMs));
    QCOMPARE(module.refusalShown(),
             GameSession::tr("The host refused this move: the game is over."));
}

// The person's link drops twice: once briefly (a move made meanwhile is not sent, and is made
// again), once long enough for the host's computer to play the seat; each time the client
// rejoins with its token, and the table shows nothing twice and plays on to the end.
void TstNetRazziaWindow::awayAndBack()
{
    std::unique_ptr<Table> table = openTable(11, "easy", 1000);
    QVERIFY(table);
    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.resize(1366, 768);
    window.show();
    RazziaModule &module = *RazziaModule::of(window);
    QString error;
    QVERIFY2(module.playOnline(table->client.get(), error), qPrintable(error));
    bool unsent = false, takenOver = false, withdrawn = false;
    const Seen seen = drive(window, *table, [&](int choice) {
        TableWidget *t = module.table();
        if (choice == 2) {
            // Down: the card cannot go; it comes back to the hand and the seat is asked again.
            table->client->close();
            if (!waitUntil([&] { return !table->client->isConnected(); }, kWaitMs))
                return false;
            const QList<Card> hand = t->hand()->cards();
            dropOn(t->barBoard(hand[0].bar()), cardMimeData(0, hand[0]));
            unsent = waitUntil([&] { return !module.refusalShown().isEmpty(); }, kWaitMs) &&
                     waitUntil([&] { return module.controller()->waiting() == Waiting::Card; },
                               kWaitMs) &&
                     t->hand()->cards().size() == hand.size();
            table->client->reconnect();
            return waitUntil([&] { return table->client->isConnected(); }, kWaitMs);
        }
        if (choice == 5) {
            // Away for longer than the host waits: its computer plays the seat meanwhile.
            const int round = table->truth().round();
            table->client->close();
            // The host's computers play at once: the seat's computer may well end the game.
            takenOver = waitUntil([&] { return table->truth().round() > round; }, kWaitMs);
            table->client->reconnect();
            // The question the host no longer asks is put away, and the table plays on.
            withdrawn =
                waitUntil([&] { return module.controller()->waiting() != Waiting::Card; }, kWaitMs);
            return withdrawn;
        }
        return true;
    });
    QVERIFY2(seen.leaks.isEmpty(), qPrintable(seen.leaks.join(QStringLiteral("; "))));
    QVERIFY(unsent);
    QVERIFY(takenOver);
    QVERIFY(withdrawn);
    QCOMPARE(module.controller()->waiting(), Waiting::GameOver);
    QVERIFY(table->host->isOver());
    QCOMPARE(module.logModel()->rowCount(), 12);
    // Every event of the seat reached the table once.
    int roundsStarted = 0;
    for (const nlohmann::json &event : table->client->events())
        roundsStarted += event["kind"] == int(EventKind::RoundStarted);
    QCOMPARE(roundsStarted, 12);
    GameRecord record;
    Game replayed;
    std::string why;
    QVERIFY2(io::loadRecord(table->game->record().dump(), record, replayed, why), why.c_str());
    QVERIFY(record.finished);
}

// After an online game, a local game is played as before: every seat asked here again.
void TstNetRazziaWindow::localGameAfter()
{
    std::unique_ptr<Table> table = openTable(5);
    QVERIFY(table);
    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.resize(1366, 768);
    window.show();
    RazziaModule &module = *RazziaModule::of(window);
    QString error;
    QVERIFY2(module.playOnline(table->client.get(), error), qPrintable(error));
    QVERIFY(waitUntil([&] { return module.controller()->waiting() == Waiting::Card; }, kWaitMs));
    module.halt();
    TableSetup setup;
    for (int seat = 0; seat < 3; ++seat)
        setup.seats << SeatSetup{QStringLiteral("Seat %1").arg(seat + 1), false,
                                 QStringLiteral("easy")};
    setup.seed = 9;
    QSignalSpy finished(&window, &shell::MainWindow::gameFinished);
    module.startGame(setup);
    QVERIFY(!module.isOnline());
    QVERIFY(waitUntil([&] { return finished.size() == 1; }, 60000));
    QVERIFY(!module.record().isEmpty());
    QVERIFY(module.recordFinished());
    QCOMPARE(module.rankingDialog()->chart()->rounds(), 15);
    // The client was left alone: the host still waits for seat 0.
    QVERIFY(!table->host->isOver());
}

// Two people: a slower one at seat 0, this window's at seat 1. The host asks seat 0 first, so
// this window's card lies face down (and could be taken back) until seat 0 has chosen (R4).
void TstNetRazziaWindow::twoPeople()
{
    auto table = std::make_unique<Table>();
    net::TableSetup setup;
    setup.seed = 21;
    setup.seats = {"net", "net", "normal", "easy"};
    std::string error;
    table->game = net::hostedGame("razzia")->make(setup, error);
    QVERIFY2(table->game, error.c_str());
    net::Host::Options options;
    options.openSeats = {0, 1};
    table->host = std::make_unique<net::Host>(*table->game, options);
    QVERIFY(table->host->listen(QHostAddress(QHostAddress::LocalHost)));
    RazziaBot bot(40);
    bot.client.setJoin(0, QStringLiteral("Marc"));
    bot.client.open(table->host->url());
    QVERIFY(waitUntil([&] { return bot.client.seat() == 0; }, kWaitMs));
    table->client = std::make_unique<net::Client>("razzia");
    table->client->setJoin(1, QStringLiteral("Karine"));
    table->client->open(table->host->url());
    QVERIFY(waitUntil([&] { return table->client->seat() == 1 && table->client->isStarted(); },
                      kWaitMs));

    shell::MainWindow window;
    window.setAutosavePath(QString());
    window.resize(1366, 768);
    window.show();
    RazziaModule &module = *RazziaModule::of(window);
    QString why;
    QVERIFY2(module.playOnline(table->client.get(), why), qPrintable(why));
    QVERIFY(module.session()->isHuman(0));
    QCOMPARE(module.seatModel()->index(0, SeatModel::PlayerColumn).data().toString(),
             SeatModel::tr("Human"));
    const Seen seen = drive(window, *table);
    QVERIFY2(seen.leaks.isEmpty(), qPrintable(seen.leaks.join(QStringLiteral("; "))));
    QVERIFY(table->host->isOver());
    QVERIFY(seen.heldBack > 0);
    GameRecord record;
    Game replayed;
    QVERIFY2(io::loadRecord(table->game->record().dump(), record, replayed, error), error.c_str());
    QVERIFY(record.finished);
    for (const auto &[round, card] : seen.played)
        QCOMPARE(record.rounds[size_t(round - 1)].plays[1].code(), card.code());
}

QTEST_MAIN(TstNetRazziaWindow)
#include "tst_net_razzia_window.moc"

// A table handed to the window in the middle of a game (a reopened host's person, a joiner back
// after a crash) shows what the client holds at once, the round in progress included, as a
// continued game does: nothing of it is played again before the person's eyes.
void TstNetRazziaWindow::openedMidGame()
{
    std::unique_ptr<Table> table = openTable(5, "easy", 50);
    QVERIFY(table);
    // Away: a computer plays the seat for a while, then the window takes it.
    table->client->close();
    QVERIFY(waitUntil([&] { return table->truth().round() >= 3; }, kWaitMs));
    table->client->reconnect();
    QVERIFY(waitUntil(
        [&] { return table->client->isSeated() && table->client->events().size() > 20; }, kWaitMs));
    shell::MainWindow window;
    window.setAutosavePath(QString());
    RazziaModule &module = *RazziaModule::of(window);
    QString error;
    QVERIFY2(module.playOnline(table->client.get(), error), qPrintable(error));
    QCOMPARE(module.session()->replayedEvents(), int(table->client->events().size()));
}
