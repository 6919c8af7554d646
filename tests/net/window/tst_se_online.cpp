// Speak Easy at a network table in the real window (issue 24): the window's person plays one side
// through a net::Client against a net::Host over loopback, as GameModule::playOnline says. The
// host plays the other side and keeps the record; the window shows its own side only, takes the
// host's refusals in one line, comes back after a drop without showing anything twice, and shows
// nothing of the other side's hidden pieces (tst_se_leak's method, over the network).
#include "../../ui/uitestsupport.h"

#include "client.h"
#include "clientsource.h"
#include "host.h"
#include "hostedgames.h"
#include "mainwindow.h"
#include "movelogmodel.h"
#include "pace.h"
#include "picture.h"
#include "savestore.h"
#include "setupmodel.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"

#include "common/rng.h"
#include "speakeasy/layout.h"
#include "speakeasy/levels.h"
#include "speakeasy/netjson.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/session.h"

#include <QAbstractItemView>
#include <QHostAddress>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>

using namespace speakeasy;
using namespace speakeasy::ui;
using shell::MainWindow;

namespace {

constexpr int kWaitMs = 10000;

bool waitFor(const std::function<bool()> &done, int ms = kWaitMs)
{
    return QTest::qWaitFor(done, ms);
}

// A table of Speak Easy on 127.0.0.1: the host's game, the host, and the client of this window's
// person, seated at South (seat 0).
struct Table
{
    Table(std::vector<std::string> seats, uint64_t seed, net::Host::Options options = {},
          const QString &name = QStringLiteral("Ada"))
    {
        net::TableSetup setup;
        setup.seed = seed;
        setup.seats = std::move(seats);
        std::string error;
        game = net::hostedGame("speakeasy")->make(setup, error);
        if (!game)
            qFatal("no Speak Easy table: %s", error.c_str());
        for (int s = 0; s < int(setup.seats.size()); ++s)
            if (setup.seats[size_t(s)] == "net")
                options.openSeats.push_back(s);
        options.names = {QStringLiteral("South's host"), QStringLiteral("Karine")};
        host = std::make_unique<net::Host>(*game, std::move(options));
        if (!host->listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen on 127.0.0.1");
        client = std::make_unique<net::Client>("speakeasy");
        client->setJoin(0, name);
        client->open(host->url());
    }

    bool seated() const
    {
        return waitFor([&] { return client->seat() == 0; });
    }

    std::unique_ptr<net::HostedGame> game;
    std::unique_ptr<net::Host> host;
    std::unique_ptr<net::Client> client;
};

// The window of the person at South.
struct Window
{
    explicit Window(const QString &store)
    {
        window.setSaveStore(
            shell::SaveStore(store + QStringLiteral("/games"), store + QStringLiteral("/history")));
        window.setLanguage(QStringLiteral("en"));
        window.resize(1366, 768);
        window.show();
    }

    SpeakEasyModule *module() { return SpeakEasyModule::of(window); }
    SpeakEasyTable *table() { return module()->table(); }
    TableController *controller() { return table()->controller(); }

    bool play(net::Client *client)
    {
        QString error;
        const bool ok = module()->playOnline(client, error);
        if (!ok)
            qWarning() << error;
        return ok;
    }

    // Sets up South with `layout` (a random one when null) by the table's own Start.
    bool setUp(const Layout *layout = nullptr)
    {
        if (!waitFor([&] { return table()->setUpModel() && controller()->settingUp() == 0; }))
            return false;
        if (layout)
            table()->setUpModel()->setLayout(*layout);
        return table()->startGame();
    }

    // Waits until the person may move (true) or the game is over (false).
    bool waitTurn()
    {
        waitFor([&] {
            return !controller()->movesForViewer().empty() ||
                   controller()->phase() == TableController::Phase::Over;
        });
        return !controller()->movesForViewer().empty();
    }

    QStringList labels()
    {
        QStringList texts;
        for (QLabel *label : table()->findChildren<QLabel *>())
            texts << label->text();
        return texts;
    }

    MainWindow window;
};

// Every text a person could read or hear in the window (tst_se_leak's everyText).
QStringList everyText(QWidget *root)
{
    QStringList texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        texts << w->objectName() + QStringLiteral(" tip: ") + w->toolTip()
              << w->objectName() + QStringLiteral(" name: ") + w->accessibleName()
              << w->objectName() + QStringLiteral(" description: ") + w->accessibleDescription();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                for (int role :
                     {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)})
                    texts << view->model()->index(r, 0).data(role).toString();
    }
    return texts;
}

// The host's record, read back through the rules (SE8.4).
bool verifiedRecord(const net::HostedGame &game, GameRecord &record)
{
    std::optional<Game> replayed;
    std::string error;
    const std::string json = game.record().dump();
    if (!io::loadRecord(json, record, replayed, error)) {
        qWarning() << "the host's record does not verify:" << error.c_str();
        return false;
    }
    return true;
}

} // namespace

class TestSeOnline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        shell::Pace::setSpeed(shell::Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    // The person sets up and plays South against the host's computer, then resigns; the host's
    // record verifies and holds every move the person made, and the window keeps none.
    void playsOneSideAgainstTheHost()
    {
        Table table({"net", "normal"}, 7);
        QVERIFY(table.seated());
        Window w(m_dir.path() + QStringLiteral("/play"));
        QSignalSpy started(w.module(), &shell::GameModule::started);
        QSignalSpy finished(w.module(), &shell::GameModule::finished);
        QVERIFY(w.play(table.client.get()));
        QCOMPARE(started.count(), 1);
        QVERIFY(w.module()->isOnline());
        QVERIFY(w.module()->isRunning());
        QVERIFY(w.setUp());
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Play; }));
        std::vector<Move> mine;
        bool fought = false;
        for (int turn = 0; turn < 20 && w.waitTurn(); ++turn) {
            const SeatView view = w.controller()->viewerView();
            const std::vector<Move> moves = w.controller()->movesForViewer();
            Move move = moves[size_t(turn) % moves.size()];
            for (const Move &m : moves)
                if (view.ownerAt(m.to) == 1)
                    move = m;
            fought |= view.ownerAt(move.to) == 1;
            QVERIFY(w.controller()->submitMove(move));
            mine.push_back(move);
            // Sent, not played: nothing may be picked up until the host answers.
            QVERIFY(w.controller()->movesForViewer().empty());
            // The other side's turn shows whom the table waits for, by name.
            QVERIFY(waitFor([&] {
                return w.controller()->movesForViewer().size() > 0 ||
                       w.controller()->phase() == TableController::Phase::Over ||
                       w.table()->status().contains(QStringLiteral("Karine"));
            }));
        }
        QVERIFY(fought);
        // The log shows each ply once.
        const SeatView view = w.controller()->viewerView();
        QCOMPARE(w.table()->logModel()->rowCount() >= int(view.moves().size()), true);
        if (w.controller()->phase() != TableController::Phase::Over) {
            w.controller()->resign(0);
            QVERIFY(
                waitFor([&] { return w.controller()->phase() == TableController::Phase::Over; }));
        }
        QVERIFY(waitFor([&] { return finished.count() == 1; }));
        QVERIFY(!w.module()->isRunning());
        QVERIFY(w.module()->record().isEmpty());
        QVERIFY(!w.module()->notYetSaved().isEmpty());
        const QList<shell::Statistics::Result> results = w.module()->results();
        QCOMPARE(results.size(), 2);
        QCOMPARE(results[0].name, QStringLiteral("Ada"));
        // The table names the host's own seats but not their levels.
        QCOMPARE(results[1].name, QStringLiteral("Karine"));
        QVERIFY(table.host->isOver());
        GameRecord record;
        QVERIFY(verifiedRecord(*table.game, record));
        QVERIFY(record.finished);
        std::vector<Move> southMoves;
        for (size_t ply = 0; ply < record.moves.size(); ++ply)
            if (moverOf(int(ply), record.first) == 0)
                southMoves.push_back(record.moves[ply]);
        QCOMPARE(southMoves.size(), mine.size());
        QVERIFY(southMoves == mine);
        QCOMPARE(record.players[0].name, std::string("Ada"));
        // The end's dialog says who won, and offers no replay of a record this window lacks.
        w.module()->showEnd();
        QVERIFY(w.module()->resultDialog());
        QVERIFY(w.module()->resultDialog()->isVisible());
        QVERIFY(!w.module()->resultDialog()->replayButton()->isVisible());
        w.module()->resultDialog()->close();
        // A local game after it plays as before.
        QVERIFY(w.module()->start(QStringLiteral("human"), QStringLiteral("normal"), 3));
        QVERIFY(!w.module()->isOnline());
        QVERIFY(w.setUp());
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Play; }));
        QVERIFY(w.controller()->refereeGame());
    }

    // A decision the host refuses changes nothing here: one translated line, the set-up still
    // on the board to be sent again.
    void refusedDecisionChangesNothing()
    {
        net::Host::Options options;
        options.decisions = net::Rate{0, 0}; // every decision over the rate: refused
        Table table({"net", "normal"}, 7, options);
        QVERIFY(table.seated());
        Window w(m_dir.path() + QStringLiteral("/refused"));
        QVERIFY(w.play(table.client.get()));
        QVERIFY(waitFor([&] { return w.table()->setUpModel() != nullptr; }));
        const Layout layout = w.table()->setUpModel()->layout();
        QVERIFY(w.setUp());
        const QString line = ClientSource::refusalLine(QStringLiteral("rate"));
        QVERIFY(waitFor([&] { return w.labels().contains(line); }));
        QCOMPARE(w.controller()->phase(), TableController::Phase::SetUp);
        QCOMPARE(w.controller()->settingUp(), 0);
        QVERIFY(w.table()->setUpModel()->layout().at == layout.at);
        QVERIFY(w.module()->isRunning());
    }

    // The link drops twice. Back at once, the window goes on where it was; back after the
    // host's computer took the seat over (its absence policy), the window plays what was played
    // meanwhile and says so. Every move is shown once, every fight once, none twice.
    void comesBackAfterADrop()
    {
        net::Host::Options options;
        options.absenceTimeout = std::chrono::milliseconds(1500);
        options.takeoverLevel = "random";
        Table table({"net", "normal"}, 7, options);
        QVERIFY(table.seated());
        table.client->setAutoReconnect(false);
        Window w(m_dir.path() + QStringLiteral("/drop"));
        QVERIFY(w.play(table.client.get()));
        QSignalSpy shown(w.controller(), &TableController::moveShown);
        QSignalSpy fights(w.controller(), &TableController::fightShown);
        QSignalSpy notices(w.controller(), &TableController::notice);
        QVERIFY(w.setUp());
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(w.waitTurn());
            QVERIFY(w.controller()->submitMove(w.controller()->movesForViewer().front()));
        }
        QVERIFY(w.waitTurn());
        const size_t plies = w.controller()->viewerView().moves().size();
        QCOMPARE(shown.count(), int(plies));
        // A short drop: the host waits, and the window takes its seat back.
        table.client->close();
        QVERIFY(waitFor([&] { return !w.controller()->movesForViewer().size(); }));
        // Resigning while the link is down is refused in words, and nothing went.
        notices.clear();
        w.controller()->resign(0);
        QCOMPARE(notices.count(), 1);
        QCOMPARE(
            notices.at(0).at(0).toString(),
            QStringLiteral("The table cannot be reached now: try again once the link is back"));
        table.client->reconnect();
        QVERIFY(w.waitTurn());
        QCOMPARE(w.controller()->viewerView().moves().size(), plies);
        QCOMPARE(shown.count(), int(plies));
        QVERIFY(w.labels().contains(QStringLiteral("Back at the table")));
        // A long one: the host's computer plays South to the end.
        table.client->close();
        QVERIFY(waitFor([&] { return table.host->isOver(); }, 60000));
        table.client->reconnect();
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Over; }));
        const SeatView view = w.controller()->viewerView();
        QVERIFY(view.moves().size() > plies);
        QCOMPARE(shown.count(), int(view.moves().size()));
        QCOMPARE(fights.count(), int(view.confrontations().size()));
        // Said once, when the link came back (the end's line has replaced it since).
        QStringList said;
        for (const QList<QVariant> &notice : notices)
            said << notice.at(0).toString();
        QCOMPARE(said.filter(QStringLiteral("While you were away")).size(), 1);
        QCOMPARE(w.table()->logModel()->rowCount(),
                 int(view.moves().size() + view.confrontations().size()) + 1);
    }

    // SE6.4: a player may resign at any time, also while the other side is to move; the host
    // takes it (it once answered "not yours to decide now"), and its record verifies.
    void resignsOnTheOtherSidesTurn()
    {
        Table table({"net", "net"}, 5);
        net::Client north("speakeasy");
        north.setJoin(1, QStringLiteral("Karine"));
        north.open(table.host->url());
        QVERIFY(table.seated());
        QVERIFY(waitFor([&] { return north.seat() == 1; }));
        Window w(m_dir.path() + QStringLiteral("/resign"));
        QVERIFY(w.play(table.client.get()));
        QVERIFY(w.setUp());
        common::Rng rng(4);
        QVERIFY(north.decide(wire::decisionJson(Decision::setUp(randomLayout(1, rng)))) > 0);
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Play; }));
        if (w.controller()->first() == 0) {
            QVERIFY(w.waitTurn());
            QVERIFY(w.controller()->submitMove(w.controller()->movesForViewer().front()));
        }
        QVERIFY(waitFor([&] {
            std::string error;
            const auto view = wire::readView(north.view()["view"], error);
            return view && view->phase() == speakeasy::Phase::Play && view->toMove() == 1 &&
                   !w.controller()->source()->pending();
        }));
        auto *resign = w.table()->findChild<QPushButton *>(QStringLiteral("resignButton"));
        QVERIFY(resign->isEnabled());
        QSignalSpy notices(w.controller(), &TableController::notice);
        w.controller()->resign(0);
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Over; }));
        for (const QList<QVariant> &notice : notices)
            QVERIFY2(!notice.at(0).toString().contains(QStringLiteral("refused")),
                     qPrintable(notice.at(0).toString()));
        QCOMPARE(w.controller()->end()->reason, Reason::Resign);
        QCOMPARE(int(w.controller()->end()->winner), 1);
        GameRecord record;
        QVERIFY(verifiedRecord(*table.game, record));
        QVERIFY(record.finished);
        QVERIFY(record.end && record.end->reason == Reason::Resign);
    }

    // SE6.4 both ways: the other side offers a draw and the window declines it; then the window
    // offers one and the other side accepts, which ends the game drawn.
    void drawOffersBothWays()
    {
        Table table({"net", "net"}, 5);
        net::Client north("speakeasy");
        north.setJoin(1, QStringLiteral("Karine"));
        north.open(table.host->url());
        QVERIFY(table.seated());
        QVERIFY(waitFor([&] { return north.seat() == 1; }));
        Window w(m_dir.path() + QStringLiteral("/draw"));
        QVERIFY(w.play(table.client.get()));
        QVERIFY(w.setUp());
        common::Rng rng(3);
        QVERIFY(north.decide(wire::decisionJson(Decision::setUp(randomLayout(1, rng)))) > 0);
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Play; }));
        auto northView = [&] {
            std::string error;
            return wire::readView(north.view()["view"], error);
        };
        auto northToMove = [&] {
            const auto view = northView();
            return view && view->phase() == speakeasy::Phase::Play && view->toMove() == 1;
        };
        if (w.controller()->first() == 0) {
            QVERIFY(w.waitTurn());
            QVERIFY(w.controller()->submitMove(w.controller()->movesForViewer().front()));
        }
        QVERIFY(waitFor(northToMove));
        QVERIFY(north.decide(wire::decisionJson(Decision::offerDraw())) > 0);
        QVERIFY(waitFor([&] { return w.controller()->drawQuestionFor() == 0; }));
        // The offer is said in the table's lines (drawNote), no longer as a notice.
        const ShownDraw offered{int(w.controller()->shownMoves().size()), 1, false};
        QVERIFY(w.controller()->drawNote() == offered);
        w.controller()->answerDraw(false);
        QCOMPARE(w.controller()->drawQuestionFor(), -1); // sent: nothing to answer twice
        QVERIFY(waitFor([&] { return northToMove() && northView()->drawDeclined(); }));
        const MoveSet moves = northView()->legalMoves();
        QVERIFY(moves.count() > 0);
        QVERIFY(north.decide(wire::decisionJson(Decision::play(moves.at(0)))) > 0);
        QVERIFY(w.waitTurn());
        w.controller()->offerDraw();
        QVERIFY(w.controller()->movesForViewer().empty()); // the offer is on its way
        QVERIFY(waitFor([&] {
            const auto view = northView();
            return view && view->phase() == speakeasy::Phase::DrawOffered;
        }));
        QVERIFY(north.decide(wire::decisionJson(Decision::answerDraw(true))) > 0);
        QVERIFY(waitFor([&] { return w.controller()->phase() == TableController::Phase::Over; }));
        QVERIFY(w.controller()->end());
        QCOMPARE(w.controller()->end()->status, Status::Drawn);
        GameRecord record;
        QVERIFY(verifiedRecord(*table.game, record));
        QVERIFY(record.finished);
    }

    // The pieces the other side has seen (the board's marks) are read from the seat's own view
    // at a network table: they must be what the referee's views say, ply after ply.
    void revealedPiecesAsTheRefereeSaysThem()
    {
        for (uint64_t seed : {1u, 2u, 3u}) {
            Session session;
            Session::Setup setup;
            setup.seed = seed;
            for (int s = 0; s < kSeats; ++s)
                setup.policies[size_t(s)] = makePolicy("random", seatSeed(seed, s));
            session.start(std::move(setup));
            bool fought = false;
            for (int ply = 0; ply < 200 && session.phase() != speakeasy::Phase::Over; ++ply) {
                const int seat = std::countr_zero(unsigned(session.toDecide()));
                QCOMPARE(session.decide(seat, session.ask(seat)), Refusal::None);
                if (!session.game())
                    continue;
                const Game &game = *session.game();
                fought |= !game.view(0).confrontations().empty();
                for (int s = 0; s < kSeats; ++s) {
                    const Bits seen = game.position().occupied(s) & ~game.view(1 - s).unknown();
                    QCOMPARE(revealedPieces(game.view(s)) & game.position().occupied(s), seen);
                }
            }
            QVERIFY(fought);
        }
    }

    // SE7, D9 over the network: two tables that differ only in two of North's hidden pieces,
    // played with the same moves, look the same in South's window: pixels, texts, tooltips,
    // accessible names and the log.
    void unseenIdentitiesChangeNothingShown()
    {
        common::Rng rng(11);
        const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
        Layout otherNorth = north;
        std::vector<Square> swapped;
        for (Square a = 0; a < kSquares && swapped.empty(); ++a)
            for (Square b = a + 1; b < kSquares && swapped.empty(); ++b) {
                const Kind ka = north.at[a], kb = north.at[b];
                if (ka == Kind::None || kb == Kind::None || ka == kb || ka == Kind::Speakeasy ||
                    kb == Kind::Speakeasy || ka == Kind::Boss || kb == Kind::Boss)
                    continue;
                Layout other = north;
                std::swap(other.at[a], other.at[b]);
                if (layoutError(1, other).empty()) {
                    otherNorth = other;
                    swapped = {a, b};
                }
            }
        QCOMPARE(int(swapped.size()), 2);
        auto touches = [&](const Move &m) {
            return std::find(swapped.begin(), swapped.end(), m.from) != swapped.end() ||
                   std::find(swapped.begin(), swapped.end(), m.to) != swapped.end();
        };
        std::vector<Move> moves;
        QImage shots[2];
        QStringList texts[2];
        for (int round = 0; round < 2; ++round) {
            Table table({"net", "net"}, 5);
            auto northClient = std::make_unique<net::Client>("speakeasy");
            northClient->setJoin(1, QStringLiteral("Karine"));
            northClient->open(table.host->url());
            QVERIFY(table.seated());
            QVERIFY(waitFor([&] { return northClient->seat() == 1; }));
            Window w(m_dir.path() + QStringLiteral("/leak%1").arg(round));
            QVERIFY(w.play(table.client.get()));
            QVERIFY(w.setUp(&south));
            QVERIFY(northClient->decide(
                        wire::decisionJson(Decision::setUp(round == 0 ? north : otherNorth))) > 0);
            QVERIFY(
                waitFor([&] { return w.controller()->phase() == TableController::Phase::Play; }));
            size_t ply = 0;
            auto northMoves = [&] {
                std::string error;
                const auto view = wire::readView(northClient->view()["view"], error);
                return view && view->toMove() == 1 && view->moves().size() == ply ? view
                                                                                  : std::nullopt;
            };
            for (; ply < 14; ++ply) {
                const int mover = moverOf(int(ply), w.controller()->first());
                std::optional<Move> chosen;
                if (round == 1) {
                    chosen = moves[ply];
                } else if (mover == 0) {
                    QVERIFY(w.waitTurn());
                    const SeatView view = w.controller()->viewerView();
                    for (const Move &m : w.controller()->movesForViewer())
                        if (!touches(m) && (!chosen || view.ownerAt(m.to) == 1))
                            chosen = m;
                } else {
                    QVERIFY(waitFor([&] { return northMoves().has_value(); }));
                    const MoveSet set = northMoves()->legalMoves();
                    for (int i = 0; i < set.count(); ++i)
                        if (!touches(set.at(i)) && !chosen)
                            chosen = set.at(i);
                }
                QVERIFY(chosen);
                if (round == 0)
                    moves.push_back(*chosen);
                if (mover == 0) {
                    QVERIFY(w.waitTurn());
                    QVERIFY(w.controller()->submitMove(*chosen));
                    // The window waits on North's person, by the name she took.
                    QVERIFY(waitFor([&] {
                        return w.table()->status().startsWith(QStringLiteral("Waiting for Karine"));
                    }));
                } else {
                    QVERIFY(waitFor([&] { return northMoves().has_value(); }));
                    QVERIFY(northClient->decide(wire::decisionJson(Decision::play(*chosen))) > 0);
                }
                QVERIFY(waitFor([&] {
                    return w.controller()->viewerView().moves().size() == ply + 1 &&
                           !w.controller()->animating();
                }));
                QVERIFY2(w.controller()->phase() == TableController::Phase::Play,
                         "the game ended before the comparison");
            }
            const SeatView view = w.controller()->viewerView();
            for (Square s : swapped)
                QVERIFY(view.unknown() & bit(s)); // never seen: the point of the comparison
            QCoreApplication::processEvents();
            shots[round] = w.window.grab().toImage();
            texts[round] = everyText(&w.window);
        }
        QCOMPARE(texts[1].size(), texts[0].size());
        for (int i = 0; i < texts[0].size(); ++i)
            QCOMPARE(texts[1][i], texts[0][i]);
        QCOMPARE(shots[0].size(), shots[1].size());
        QVERIFY(shots[0] == shots[1]);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSeOnline)
#include "tst_se_online.moc"
