// Game records (R7.3): a recorded game loads back into the same game, the JSON survives a round
// trip byte for byte, and a damaged record is refused with a message naming the round and the
// field, never with a crash.
#include "razziaqio.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace razzia;
using namespace razzia::test;

class TestRecords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void replaySameGame_data();
    void replaySameGame();
    void unfinishedGame();
    void truncated();
    void damaged_data();
    void damaged();
    void tamperedDice();

private:
    QByteArray m_json;      // a finished four-player game
    QJsonObject m_doc;      // the same, as an object to damage
    int m_round = -1;       // a round with a refused proposal, so with dice
    int m_negotiation = -1; // that negotiation in the round
};

namespace {

std::vector<SeatInfo> seatsFor(int players)
{
    std::vector<SeatInfo> seats;
    for (int s = 0; s < players; ++s)
        seats.push_back({"Seat " + std::to_string(s), "ai", "random"});
    return seats;
}

// A game played by random seats with a recorder as its sink from the start; it stops at the
// secret play of `stopRound` (0: plays to the end).
struct RecordedGame
{
    GameRecorder recorder;
    Game game;
    RecordedGame(int players, uint64_t seed, int stopRound = 0)
        : recorder(seed, int(seed % uint64_t(players)), seatsFor(players)),
          game(Game::Setup{players, int(seed % uint64_t(players)), seed, false}, &recorder)
    {
        RandomSeats bots(seed, players);
        while (!(game.round() == stopRound && game.phase() == Phase::Play)) {
            if (!stepOnce(game, bots))
                break;
        }
    }
};

DeckCounts countsOf(const Hand &hand)
{
    DeckCounts c{};
    for (int i = 0; i < hand.size; ++i)
        ++c[hand.cards[i].code()];
    return c;
}

// A game to receive a replay: replayRecord replaces it entirely.
Game blankGame()
{
    return Game(Game::Setup{});
}

QString loadError(const QByteArray &json)
{
    GameRecord record;
    Game game = blankGame();
    QString error;
    if (qio::loadRecord(json, record, game, error))
        return QString();
    return error.isEmpty() ? QStringLiteral("(refused without a message)") : error;
}

QJsonObject cardJson(Card c)
{
    return {{QStringLiteral("kind"),
             QString::fromLatin1(kindId(c.kind()).data(), qsizetype(kindId(c.kind()).size()))},
            {QStringLiteral("bar"),
             QString::fromLatin1(barId(c.bar()).data(), qsizetype(barId(c.bar()).size()))},
            {QStringLiteral("value"), c.value()}};
}

// Sets doc.rounds[r].<key> (or a path below it) through a modifier.
template<typename F> QJsonObject editRound(QJsonObject doc, int r, F modify)
{
    QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
    QJsonObject round = rounds.at(r).toObject();
    modify(round);
    rounds.replace(r, round);
    doc.insert(QStringLiteral("rounds"), rounds);
    return doc;
}

QByteArray toJson(const QJsonObject &doc)
{
    return QJsonDocument(doc).toJson();
}

} // namespace

void TestRecords::initTestCase()
{
    // The first seed whose game has a refused proposal after the first two rounds.
    for (uint64_t seed = 1; seed < 100 && m_round < 0; ++seed) {
        const RecordedGame g(4, seed);
        const GameRecord &record = g.recorder.record();
        for (int r = 2; r < int(record.rounds.size()) && m_round < 0; ++r) {
            const auto &negotiations = record.rounds[r].negotiations;
            for (int j = 0; j < int(negotiations.size()); ++j) {
                if (!negotiations[j].dice.empty()) {
                    m_round = r;
                    m_negotiation = j;
                    m_json = qio::recordToJson(record);
                    break;
                }
            }
        }
    }
    QVERIFY(m_round >= 0);
    m_doc = QJsonDocument::fromJson(m_json).object();
    QVERIFY(!m_doc.isEmpty());
    QCOMPARE(loadError(m_json), QString());
}

void TestRecords::replaySameGame_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("R7.3 %d players", n) << n;
}

// A record played back through the engine ends where the game ended; and its JSON, read and
// written again, is the same bytes.
void TestRecords::replaySameGame()
{
    QFETCH(int, players);
    for (uint64_t seed = 1; seed <= 10; ++seed) {
        const RecordedGame original(players, seed);
        const Game &g = original.game;
        const GameRecord &record = original.recorder.record();
        QVERIFY(g.over());
        QVERIFY(record.finished);
        QCOMPARE(int(record.rounds.size()), g.variant().rounds);

        const QByteArray json = qio::recordToJson(record);
        GameRecord parsed;
        QString error;
        QVERIFY2(qio::parseRecord(json, parsed, error), qPrintable(error));
        QCOMPARE(qio::recordToJson(parsed), json);

        Game replayed = blankGame();
        std::string replayError;
        QVERIFY2(replayRecord(parsed, replayed, replayError), replayError.c_str());
        QCOMPARE(replayed.over(), g.over());
        QCOMPARE(replayed.round(), g.round());
        QCOMPARE(replayed.dealer(), g.dealer());
        QCOMPARE(replayed.seed(), g.seed());
        QCOMPARE(replayed.discardSize(), g.discardSize());
        QCOMPARE(replayed.drawPileSize(), g.drawPileSize());
        QCOMPARE(replayed.supplySize(), 0);
        for (int s = 0; s < players; ++s) {
            QCOMPARE(replayed.money(s), g.money(s));
            QVERIFY(countsOf(replayed.hand(s)) == countsOf(g.hand(s)));
        }
        for (int b = 0; b < kBarCount; ++b)
            QCOMPARE(replayed.barBills(Bar(b)), g.barBills(Bar(b)));

        // The same through the one loading entry point.
        GameRecord loaded;
        Game viaLoad = blankGame();
        QVERIFY2(qio::loadRecord(json, loaded, viaLoad, error), qPrintable(error));
        for (int s = 0; s < players; ++s)
            QCOMPARE(viaLoad.money(s), g.money(s));
    }
}

// A game saved in the middle holds its finished rounds only, and loads ready for the next.
void TestRecords::unfinishedGame()
{
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        const RecordedGame original(players, 5, 6);
        QCOMPARE(original.game.round(), 6);
        const GameRecord &record = original.recorder.record();
        QCOMPARE(int(record.rounds.size()), 5);
        QVERIFY(!record.finished);
        const QByteArray json = qio::recordToJson(record);
        GameRecord loaded;
        Game game = blankGame();
        QString error;
        QVERIFY2(qio::loadRecord(json, loaded, game, error), qPrintable(error));
        QVERIFY(!game.over());
        QCOMPARE(game.round(), 6);
        QCOMPARE(game.dealer(), original.game.dealer());
        for (int s = 0; s < players; ++s)
            QCOMPARE(game.money(s), original.game.money(s));
        QCOMPARE(qio::recordToJson(loaded), json);
    }
}

// Cut anywhere before its final brace, a record is not JSON: refused with one line.
void TestRecords::truncated()
{
    const qsizetype end = m_json.lastIndexOf('}');
    QVERIFY(end > 0);
    int tried = 0;
    for (qsizetype cut = 0; cut < end; cut += (cut < 64 || cut > end - 64) ? 1 : 37) {
        const QString error = loadError(m_json.left(cut));
        QVERIFY2(!error.isEmpty(), qPrintable(QStringLiteral("accepted when cut at %1").arg(cut)));
        QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
        ++tried;
    }
    QVERIFY(tried > 100);
}

void TestRecords::damaged_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("mentions");
    const int k = m_round;
    const QString rk = QStringLiteral("rounds[%1]").arg(k);
    const QJsonObject doc = m_doc;
    const QJsonObject round = doc.value(QStringLiteral("rounds")).toArray().at(k).toObject();

    QJsonObject d = doc;
    d.insert(QStringLiteral("seed"), 12345);
    QTest::newRow("R7.3 seed as a number") << toJson(d) << QStringList{QStringLiteral("seed")};

    d = doc;
    d.remove(QStringLiteral("format"));
    QTest::newRow("R7.3 format missing") << toJson(d) << QStringList{QStringLiteral("format")};

    d = doc;
    d.insert(QStringLiteral("players"), QJsonObject{});
    QTest::newRow("R7.3 players as an object")
        << toJson(d) << QStringList{QStringLiteral("players")};

    d = editRound(doc, 0, [](QJsonObject &r) {
        QJsonArray hands = r.value(QStringLiteral("hands")).toArray();
        QJsonArray hand = hands.at(0).toArray();
        QJsonObject card = hand.at(0).toObject();
        card.insert(QStringLiteral("value"),
                    QString::number(card.value(QStringLiteral("value")).toInt()));
        hand.replace(0, card);
        hands.replace(0, hand);
        r.insert(QStringLiteral("hands"), hands);
    });
    QTest::newRow("R7.1 card value as a string")
        << toJson(d) << QStringList{QStringLiteral("rounds[0].hands[0][0].value")};

    d = editRound(doc, k, [](QJsonObject &r) { r.insert(QStringLiteral("money_after"), 0); });
    QTest::newRow("R7.3 money_after as a number")
        << toJson(d) << QStringList{rk + QStringLiteral(".money_after")};

    // A card the deck holds but the hand of seat 2 does not.
    const QJsonArray hand2 = round.value(QStringLiteral("hands")).toArray().at(2).toArray();
    const Variant &v = variantFor(4);
    Card stranger;
    for (int t = 0; t < Card::kTypes && stranger.isNone(); ++t) {
        const QJsonObject c = cardJson(Card::fromCode(uint8_t(t)));
        if (v.deck[t] > 0 && !hand2.contains(c))
            stranger = Card::fromCode(uint8_t(t));
    }
    d = editRound(doc, k, [&](QJsonObject &r) {
        QJsonArray plays = r.value(QStringLiteral("plays")).toArray();
        plays.replace(2, cardJson(stranger));
        r.insert(QStringLiteral("plays"), plays);
    });
    QTest::newRow("R3.5 a card not in the hand")
        << toJson(d) << QStringList{rk + QStringLiteral(".plays[2]")};

    d = editRound(doc, k, [](QJsonObject &r) {
        QJsonArray money = r.value(QStringLiteral("money_after")).toArray();
        money.replace(1, money.at(1).toInt() + 5000);
        r.insert(QStringLiteral("money_after"), money);
    });
    QTest::newRow("R7.3 wrong money total")
        << toJson(d) << QStringList{rk, QStringLiteral("money_after")};

    d = editRound(doc, k, [](QJsonObject &r) {
        QJsonArray bills = r.value(QStringLiteral("bills")).toArray();
        QJsonObject bill = bills.at(2).toObject();
        bill.insert(QStringLiteral("bar"), QStringLiteral("jazz"));
        bills.replace(2, bill);
        r.insert(QStringLiteral("bills"), bills);
    });
    QTest::newRow("R3.3 a bill dealt in reading order on the wrong bar")
        << toJson(d) << QStringList{rk + QStringLiteral(".bills[2]")};

    d = editRound(doc, k, [](QJsonObject &r) {
        QJsonArray bills = r.value(QStringLiteral("bills")).toArray();
        QJsonObject bill = bills.at(0).toObject();
        bill.insert(QStringLiteral("chosen"), true);
        bills.replace(0, bill);
        r.insert(QStringLiteral("bills"), bills);
    });
    QTest::newRow("R3.3 a bill dealt in reading order marked as chosen")
        << toJson(d) << QStringList{rk + QStringLiteral(".bills[0].chosen")};

    d = editRound(doc, k, [](QJsonObject &r) {
        QJsonArray bills = r.value(QStringLiteral("bills")).toArray();
        QJsonObject bill = bills.at(6).toObject();
        bill.remove(QStringLiteral("chosen"));
        bills.replace(6, bill);
        r.insert(QStringLiteral("bills"), bills);
    });
    QTest::newRow("R3.3 the dealer's bill not marked as chosen")
        << toJson(d) << QStringList{rk + QStringLiteral(".bills[6].chosen")};

    d = editRound(doc, k, [](QJsonObject &r) {
        QJsonArray bills = r.value(QStringLiteral("bills")).toArray();
        bills.removeLast();
        r.insert(QStringLiteral("bills"), bills);
    });
    QTest::newRow("R3.3 a bill missing") << toJson(d) << QStringList{rk + QStringLiteral(".bills")};

    d = editRound(doc, k, [](QJsonObject &r) {
        r.insert(QStringLiteral("dealer"), (r.value(QStringLiteral("dealer")).toInt() + 1) % 4);
    });
    QTest::newRow("R3.1 wrong dealer") << toJson(d) << QStringList{rk + QStringLiteral(".dealer")};

    const QString nk = rk + QStringLiteral(".negotiations[%1]").arg(m_negotiation);
    const int j = m_negotiation;
    d = editRound(doc, k, [j](QJsonObject &r) {
        QJsonArray negotiations = r.value(QStringLiteral("negotiations")).toArray();
        QJsonObject n = negotiations.at(j).toObject();
        QJsonArray dice = n.value(QStringLiteral("dice")).toArray();
        dice.removeLast();
        n.insert(QStringLiteral("dice"), dice);
        negotiations.replace(j, n);
        r.insert(QStringLiteral("negotiations"), negotiations);
    });
    QTest::newRow("R5.6 a die missing") << toJson(d) << QStringList{nk + QStringLiteral(".dice")};

    d = editRound(doc, k, [j](QJsonObject &r) {
        QJsonArray negotiations = r.value(QStringLiteral("negotiations")).toArray();
        QJsonObject n = negotiations.at(j).toObject();
        QJsonArray answers = n.value(QStringLiteral("answers")).toArray();
        for (qsizetype s = 0; s < answers.size(); ++s) {
            if (!answers.at(s).isNull()) {
                answers.replace(s, QJsonValue::Null);
                break;
            }
        }
        n.insert(QStringLiteral("answers"), answers);
        negotiations.replace(j, n);
        r.insert(QStringLiteral("negotiations"), negotiations);
    });
    QTest::newRow("R5.3 an answer missing")
        << toJson(d) << QStringList{nk + QStringLiteral(".answers")};

    // A proposal's bills are counted per value; 257 copies must not wrap around to 1.
    d = editRound(doc, k, [j](QJsonObject &r) {
        QJsonArray negotiations = r.value(QStringLiteral("negotiations")).toArray();
        QJsonObject n = negotiations.at(j).toObject();
        QJsonArray proposal = n.value(QStringLiteral("proposal")).toArray();
        for (qsizetype s = 0; s < proposal.size(); ++s) {
            QJsonArray share = proposal.at(s).toArray();
            if (share.isEmpty())
                continue;
            for (int copy = 0; copy < 256; ++copy)
                share.append(share.at(0));
            proposal.replace(s, share);
            break;
        }
        n.insert(QStringLiteral("proposal"), proposal);
        negotiations.replace(j, n);
        r.insert(QStringLiteral("negotiations"), negotiations);
    });
    QTest::newRow("R5.2 a proposal with 256 more copies of a bill")
        << toJson(d) << QStringList{nk + QStringLiteral(".proposal")};

    d = editRound(doc, k,
                  [](QJsonObject &r) { r.insert(QStringLiteral("negotiations"), QJsonArray{}); });
    QTest::newRow("R5 a negotiation missing")
        << toJson(d) << QStringList{rk + QStringLiteral(".negotiations")};

    d = doc;
    d.insert(QStringLiteral("finished"), false);
    QTest::newRow("R3.7 a finished game saved as unfinished")
        << toJson(d) << QStringList{QStringLiteral("finished")};

    d = doc;
    QJsonArray rounds = d.value(QStringLiteral("rounds")).toArray();
    const qsizetype last = rounds.size();
    rounds.append(rounds.last());
    d.insert(QStringLiteral("rounds"), rounds);
    QTest::newRow("R3.7 a round after the end")
        << toJson(d) << QStringList{QStringLiteral("rounds[%1]").arg(last)};

    d = doc;
    rounds = d.value(QStringLiteral("rounds")).toArray();
    rounds.removeLast();
    d.insert(QStringLiteral("rounds"), rounds);
    QTest::newRow("R3.7 the last round missing from a finished game")
        << toJson(d) << QStringList{QStringLiteral("finished")};
}

void TestRecords::damaged()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, mentions);
    const QString error = loadError(json);
    QVERIFY2(!error.isEmpty(), "the damaged record was accepted");
    qDebug("refused: %s", qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    for (const QString &m : mentions)
        QVERIFY2(error.contains(m),
                 qPrintable(QStringLiteral("\"%1\" does not name %2").arg(error, m)));
}

// Changing a die is only a valid record if no duel changes its winner: where the winner changes,
// the money totals of the round give it away.
void TestRecords::tamperedDice()
{
    GameRecord record;
    QString error;
    QVERIFY(qio::parseRecord(m_json, record, error));
    Game original = blankGame();
    std::string replayError;
    QVERIFY(replayRecord(record, original, replayError));
    int caught = 0, harmless = 0;
    for (size_t r = 0; r < record.rounds.size(); ++r) {
        for (size_t j = 0; j < record.rounds[r].negotiations.size(); ++j) {
            const size_t dice = record.rounds[r].negotiations[j].dice.size();
            for (size_t i = 0; i < dice; ++i) {
                for (int value = 1; value <= 6; ++value) {
                    GameRecord tampered = record;
                    int &die = tampered.rounds[r].negotiations[j].dice[i];
                    if (die == value)
                        continue;
                    die = value;
                    Game game = blankGame();
                    if (replayRecord(tampered, game, replayError)) {
                        ++harmless;
                        for (int s = 0; s < game.players(); ++s)
                            QCOMPARE(game.money(s), original.money(s));
                    } else {
                        ++caught;
                        const QString message = QString::fromStdString(replayError);
                        QVERIFY2(
                            message.startsWith(QStringLiteral("rounds[%1].money_after").arg(r)),
                            qPrintable(message));
                    }
                }
            }
        }
    }
    QVERIFY(caught > 0);
    QVERIFY(harmless > 0);
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
