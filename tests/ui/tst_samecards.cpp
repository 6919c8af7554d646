// Two equal cards in one hand are two cards (issue 25): at 7 and 8 players the deck holds pairs
// (R2.1), and playing one of a pair, by a real mouse drag onto its bar, by click and the Play
// button, or by the arrow keys and Enter, leaves the other in the hand. The hand keeps as many
// cards as the engine's and the seat panel's count, and the keys reach every one of them.
//
// The hand comes from a save after round 1 (a razzia-game/1 record) in which the person's
// hand holds the pair and keeps it into round 2.
//
// The drag is the real one: mouse events on the hand start QDrag, and Qt's drag loop carries
// it to the bar. Offscreen, QDrag::exec gives up at once (the offscreen platform's drag returns
// IgnoreAction without a loop), so this test runs on the minimal platform, whose QSimpleDrag
// watches the application's mouse events and sends the drag events to the window under them.
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "savestore.h"
#include "seatmodel.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "../razziaqio.h"
#include "razzia/ai/levels.h"
#include "razzia/record.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <bit>

using namespace razzia;
using namespace razzia::ui;

namespace {

constexpr int kPerson = 0;
constexpr int kFirstDealer = 1; // round 2 is dealt by a computer seat

std::vector<SeatInfo> seats(int players)
{
    std::vector<SeatInfo> out{{"Karine", "human", ""}};
    for (int seat = 1; seat < players; ++seat)
        out.push_back({"Seat " + std::to_string(seat + 1), "ai", "random"});
    return out;
}

// Round 1 played by Beginner policies in every seat, as its record keeps it.
GameRecord firstRound(int players, quint64 seed)
{
    GameRecorder recorder(seed, kFirstDealer, seats(players));
    Game game(Game::Setup{players, kFirstDealer, seed}, &recorder);
    std::vector<std::unique_ptr<Policy>> policies;
    for (int seat = 0; seat < players; ++seat)
        policies.push_back(razzia::ai::makePolicy("random", seed + uint64_t(seat)));
    while (game.round() == 1 && !game.over()) {
        const int seat = std::countr_zero(unsigned(game.toDecide()));
        if (seat >= players)
            break;
        game.decide(seat, policies[size_t(seat)]->decide(game.view(seat)));
    }
    GameRecord record = recorder.record();
    record.seed = 0;
    record.continuation = seed + 1;
    record.finished = false;
    return record;
}

std::array<int, Card::kTypes> deck(int players)
{
    std::array<int, Card::kTypes> count{};
    const Game fresh(Game::Setup{players, 0, 0, true});
    for (int i = 0; i < fresh.drawPileSize(); ++i)
        ++count[fresh.drawPile()[i].code()];
    return count;
}

// The person's round-1 hand with two of its kept cards made a pair the deck can spare; the
// card played in round 1 stays, so everything public about round 1 stays as it was.
bool withPair(GameRecord &record, int players, Card &pair)
{
    RecordRound &round = record.rounds[0];
    std::vector<Card> &hand = round.hands[kPerson];
    std::vector<int> kept;
    for (int i = 0; i < int(hand.size()); ++i)
        if (hand[size_t(i)] != round.plays[kPerson] && kept.size() < 2)
            kept.push_back(i);
    if (kept.size() < 2)
        return false;
    const std::array<int, Card::kTypes> count = deck(players);
    for (int code = 0; code < Card::kTypes; ++code) {
        const Card c = Card::fromCode(uint8_t(code));
        if (c == round.plays[kPerson])
            continue;
        int dealt = 0; // in round 1's hands, less the two places about to change
        for (int seat = 0; seat < players; ++seat)
            for (int i = 0; i < int(round.hands[size_t(seat)].size()); ++i)
                dealt += round.hands[size_t(seat)][size_t(i)] == c &&
                         !(seat == kPerson && (i == kept[0] || i == kept[1]));
        if (count[size_t(code)] - dealt >= 2) {
            hand[size_t(kept[0])] = hand[size_t(kept[1])] = c;
            pair = c;
            return true;
        }
    }
    return false;
}

std::vector<uint8_t> sorted(std::vector<uint8_t> codes)
{
    std::sort(codes.begin(), codes.end());
    return codes;
}

} // namespace

class TestSameCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QGuiApplication::platformName() == QStringLiteral("minimal"),
                 qPrintable(QGuiApplication::platformName()));
    }

    void playOneOfAPair_data();
    void playOneOfAPair();

private:
    // Plays on through the widgets until the person chooses a card in `round`.
    void untilCard(TableController *c, TableWidget *t, const Game &game, int round);
    QTemporaryDir m_dir;
};

void TestSameCards::playOneOfAPair_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("way");
    for (int players : {7, 8})
        for (const char *way : {"drag", "click", "keys"})
            QTest::addRow("%d players, %s", players, way) << players << QString::fromLatin1(way);
}

void TestSameCards::untilCard(TableController *c, TableWidget *t, const Game &game, int round)
{
    for (int steps = 0; steps < 200; ++steps) {
        QVERIFY2(QTest::qWaitFor([&] { return c->waiting() != TableController::Waiting::Nothing; },
                                 20000),
                 "the table waits for nobody");
        switch (c->waiting()) {
        case TableController::Waiting::Card:
            if (game.round() == round)
                return;
            QFAIL("a card asked in another round");
        case TableController::Waiting::Bill:
            QVERIFY(dropOn(t->barBoard(Bar::Colibri), billMimeData(t->pendingBill())));
            break;
        case TableController::Waiting::Proposal:
            QTest::mouseClick(
                c->proposalDialog()->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                Qt::LeftButton);
            break;
        case TableController::Waiting::Answer:
            QTest::mouseClick(
                c->proposalDialog()->findChild<QPushButton *>(QStringLiteral("refuseButton")),
                Qt::LeftButton);
            break;
        default:
            QFAIL(qPrintable(QStringLiteral("unexpected wait %1").arg(int(c->waiting()))));
        }
        QTest::qWait(0);
    }
    QFAIL("the person is never asked for a card");
}

void TestSameCards::playOneOfAPair()
{
    QFETCH(int, players);
    QFETCH(QString, way);
    GameRecord record = firstRound(players, 40 + quint64(players));
    QCOMPARE(int(record.rounds.size()), 1);
    Card pair;
    QVERIFY2(withPair(record, players, pair), "the deck spares no pair");
    const QString dir = m_dir.filePath(QStringLiteral("%1-%2").arg(players).arg(way));
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/save.razzia");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(qio::recordToJson(record));
    }
    MainWindow window;
    window.setSaveStore(
        SaveStore(dir + QStringLiteral("/games"), dir + QStringLiteral("/history")));
    window.setAutosavePath(QString());
    window.setLanguage(QStringLiteral("en"));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    RazziaModule *razzia = RazziaModule::of(window);
    TableController *c = razzia->controller();
    TableWidget *t = razzia->table();
    const Game &game = razzia->session()->game();
    untilCard(c, t, game, 2);
    if (QTest::currentTestFailed())
        return;

    HandWidget *hand = t->hand();
    QList<int> pairSlots;
    for (int i = 0; i < int(hand->cards().size()); ++i)
        if (hand->cards()[i] == pair)
            pairSlots << i;
    QVERIFY2(pairSlots.size() >= 2, "the pair is not in the hand");
    QCOMPARE(int(hand->cards().size()), 5);
    const int slot = pairSlots[1]; // the second of the pair: a match by value would find the first
    BarBoard *bar = t->barBoard(pair.bar());
    if (way == QStringLiteral("drag")) {
        const QPoint from = hand->cardRect(slot).center();
        const QPoint to = bar->rect().center();
        bool inLoop = false, moveReturned = false;
        QTest::mousePress(hand, Qt::LeftButton, Qt::NoModifier, from);
        // Runs inside QDrag::exec's loop only; a drag that never started finds the move done.
        QTimer::singleShot(0, bar, [&] {
            if (moveReturned)
                return;
            inLoop = true;
            QTest::mouseMove(bar, to - QPoint(5, 0));
            QTest::mouseMove(bar, to);
            QTest::mouseRelease(bar, Qt::LeftButton, Qt::NoModifier, to);
        });
        const int far = QApplication::startDragDistance() + 4;
        QTest::mouseMove(hand, from + QPoint(far / 2, -far / 2));
        QTest::mouseMove(hand, from + QPoint(far, -far));
        moveReturned = true;
        QVERIFY2(inLoop, "pressing and moving on a card started no drag");
    } else if (way == QStringLiteral("click")) {
        QTest::mouseClick(hand, Qt::LeftButton, Qt::NoModifier, hand->cardRect(slot).center());
        QCOMPARE(hand->selected(), slot);
        QVERIFY(t->confirmButton()->isEnabled());
        QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
    } else {
        hand->setFocus();
        for (int i = 0; i <= slot; ++i)
            QTest::keyClick(hand, Qt::Key_Right);
        QCOMPARE(hand->selected(), slot);
        QTest::keyClick(hand, Qt::Key_Return);
    }
    // The card lies face down on its bar, then goes to the engine once the others have chosen.
    QVERIFY(bar->played() == pair || !((game.toDecide() >> kPerson) & 1));
    QVERIFY(QTest::qWaitFor([&] { return !((game.toDecide() >> kPerson) & 1) || game.round() > 2; },
                            20000));

    // Round 3: four cards kept, one drawn; the other of the pair among them.
    untilCard(c, t, game, 3);
    if (QTest::currentTestFailed())
        return;
    const QList<Card> shown = hand->cards();
    QCOMPARE(int(shown.size()), 5);
    QVERIFY(shown.contains(pair));
    std::vector<uint8_t> widgetCodes, engineCodes;
    for (Card card : shown)
        widgetCodes.push_back(card.code());
    const Hand &held = game.hand(kPerson);
    for (int i = 0; i < held.size; ++i)
        engineCodes.push_back(held.cards[i].code());
    QCOMPARE(sorted(widgetCodes), sorted(engineCodes));
    QCOMPARE(razzia->seatModel()->handSize(kPerson), 5);
    // The round-2 record says the person played one of the pair and kept the other.
    const GameRecord after = razzia->session()->record();
    QCOMPARE(int(after.rounds.size()), 2);
    const RecordRound &played = after.rounds[1];
    QVERIFY(played.plays[kPerson] == pair);
    QCOMPARE(int(std::count(played.hands[kPerson].begin(), played.hands[kPerson].end(), pair)),
             int(pairSlots.size()));
    // The arrow keys reach every card.
    QSet<int> reached;
    for (int i = 0; i < 6; ++i) {
        QTest::keyClick(hand, Qt::Key_Right);
        reached << hand->selected();
    }
    QCOMPARE(reached.size(), 5);
}

int main(int argc, char *argv[])
{
    // See the head of the file: the minimal platform's drag runs Qt's real drag loop; fonts on,
    // so that the table lays its words out as on screen.
    qputenv("QT_QPA_PLATFORM", "minimal:enable_fonts");
    QApplication app(argc, argv);
    TestSameCards test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_samecards.moc"
