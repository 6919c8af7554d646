// Issue 29, saves that keep secrets: the sealed envelope (common/sealed.h) opens under its own
// key only and refuses any edit; a save of a game in progress puts back the very table that was
// left (R3.3, R3.4: the same deal, bills and chosen cards), while what comes after that round is
// drawn afresh at each resume and recorded with the round it applies from (R5.8), so that both
// finished records still verify from their seeds. Speak Easy's and Gangsters' records carry their
// reseeds too.
#include "common/sealed.h"
#include "gangsters/record.h"
#include "gangsters/session.h"
#include "razzia/recordjson.h"
#include "razzia/session.h"
#include "speakeasy/layout.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/session.h"
#include "testsupport.h"

#include <QtTest>

#include <bit>

using namespace razzia;

namespace {

Session::Setup aiSetup(uint64_t seed)
{
    std::vector<SeatInfo> seats;
    for (const char *level : {"normal", "easy", "random", "normal"})
        seats.push_back(SeatInfo{"seat " + std::to_string(seats.size() + 1), "ai", level});
    return Session::Setup{seed, -1, seats, true};
}

// Lets the AI seats decide until `rounds` rounds are recorded, then `more` decisions of the
// next round (fewer if the round ends first).
void playTo(Session &session, size_t rounds, int more)
{
    while (session.fullRecord().rounds.size() < rounds) {
        const int seat = std::countr_zero(session.game().toDecide());
        QCOMPARE(session.decide(seat, session.ask(seat)), Refusal::None);
    }
    for (int i = 0; i < more && session.fullRecord().rounds.size() == rounds; ++i) {
        const int seat = std::countr_zero(session.game().toDecide());
        QCOMPARE(session.decide(seat, session.ask(seat)), Refusal::None);
    }
}

// Everything the table holds, hidden or not: each hand and chosen card, the money, the bars,
// the dealer's last bill, the piles, the phase and who decides.
QString tableOf(const Game &game)
{
    QString out = QStringLiteral("round %1 dealer %2 phase %3 decide %4 pending %5 draw %6 "
                                 "supply %7 discard %8\n")
                      .arg(game.round())
                      .arg(game.dealer())
                      .arg(nameOf(game.phase()))
                      .arg(game.toDecide())
                      .arg(game.pendingBill())
                      .arg(game.drawPileSize())
                      .arg(game.supplySize())
                      .arg(game.discardSize());
    for (int s = 0; s < game.players(); ++s) {
        out += QStringLiteral("seat %1 $%2 chosen %3 table %4 hand")
                   .arg(s)
                   .arg(game.money(s))
                   .arg(game.chosen(s).code())
                   .arg(game.tableCard(s).code());
        const Hand &hand = game.hand(s);
        for (int i = 0; i < hand.size; ++i)
            out += QLatin1Char(' ') + QString::number(hand.cards[i].code());
        out += QLatin1Char('\n');
    }
    for (int b = 0; b < kBarCount; ++b) {
        out += QStringLiteral("bar %1:").arg(b);
        for (int d = 0; d < kDenominations; ++d)
            out += QLatin1Char(' ') + QString::number(game.barBills(Bar(b)).count[d]);
        out += QLatin1Char('\n');
    }
    return out;
}

// A record through its file and back, as the window keeps and reads it.
GameRecord throughJson(const GameRecord &record)
{
    GameRecord back;
    Game game;
    std::string error;
    const std::string json = io::recordToJson(record);
    if (!io::loadRecord(json, back, game, error))
        qFatal("the record does not load: %s", error.c_str());
    return back;
}

common::sealed::Cover coverFor(const std::string &game, int progress)
{
    common::sealed::Cover cover;
    cover.game = game;
    cover.players = {{"Karine", "human", ""}, {"Bot", "ai", "hard"}};
    cover.progress = progress;
    return cover;
}

// The envelope with its sealed text taken out: every byte that is not sealed.
std::string openBytes(const std::string &envelope)
{
    const std::string key = "\"sealed\": \"";
    const size_t from = envelope.find(key);
    const size_t to = envelope.find('"', from + key.size());
    if (from == std::string::npos || to == std::string::npos)
        return envelope;
    return envelope.substr(0, from + key.size()) + envelope.substr(to);
}

} // namespace

class TestSaveSecrets : public QObject
{
    Q_OBJECT

private slots:
    void sealOpensUnderItsKeyOnly();
    void sealRefusesAnyEdit_data();
    void sealRefusesAnyEdit();
    void sealedLengthDoesNotTellTheSecret();
    void resumeShowsTheTableThatWasLeft_R3_4();
    void resumedRoundIsNotDealtAgain_R3_3();
    void roundsAfterDifferAndVerify_R5_8();
    void resumeBetweenRoundsKeepsTheNextDeal();
    void reseedsAndRoundInProgressAreRead();
    void speakEasyReseedsAreRead_SE8_4();
    void gangstersReseedsDriveTheDice_GA14_5();
};

void TestSaveSecrets::sealOpensUnderItsKeyOnly()
{
    const common::sealed::Key key = common::sealed::newKey();
    const std::string secret = R"({"format": "razzia-game/1", "hands": "every card"})";
    const std::string envelope = common::sealed::write(coverFor("razzia-game/1", 3), secret, key);
    QVERIFY(common::sealed::isSealed(envelope));
    QVERIFY(envelope.find("every card") == std::string::npos);
    QVERIFY(envelope.find("hands") == std::string::npos);

    common::sealed::Cover cover;
    std::string opened;
    std::string error;
    QVERIFY2(common::sealed::open(envelope, key, cover, opened, error), error.c_str());
    QCOMPARE(opened, secret);
    QCOMPARE(cover.game, std::string("razzia-game/1"));
    QCOMPARE(cover.progress, 3);
    QCOMPARE(cover.players.size(), size_t(2));
    QCOMPARE(cover.players[1].level, std::string("hard"));

    // The list of games reads the cover without the key.
    common::sealed::Cover listed;
    QVERIFY2(common::sealed::readCover(envelope, listed, error), error.c_str());
    QCOMPARE(listed.players[0].name, std::string("Karine"));

    // A foreign key: another user's, or another computer's.
    const common::sealed::Key foreign = common::sealed::newKey();
    QVERIFY(!common::sealed::open(envelope, foreign, cover, opened, error));
    QVERIFY(QString::fromStdString(error).contains(QStringLiteral("another key")));
    QVERIFY(error.find('\n') == std::string::npos);

    // The key as its file holds it.
    common::sealed::Key back{};
    QVERIFY(common::sealed::keyFromHex(common::sealed::keyToHex(key), back));
    QVERIFY(back == key);
    QVERIFY(!common::sealed::keyFromHex(common::sealed::keyToHex(key).substr(2), back));
    QVERIFY(!common::sealed::keyFromHex(std::string(64, 'g'), back));
}

void TestSaveSecrets::sealRefusesAnyEdit_data()
{
    QTest::addColumn<int>("edit");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("a byte of the box") << 0 << QStringLiteral("altered");
    QTest::newRow("the box cut short") << 1 << QStringLiteral("altered");
    QTest::newRow("not base64") << 2 << QStringLiteral("base64");
    QTest::newRow("a player renamed in the open part") << 3 << QStringLiteral("open part");
    QTest::newRow("the progress changed") << 4 << QStringLiteral("open part");
    QTest::newRow("no sealed part") << 5 << QStringLiteral("sealed");
}

void TestSaveSecrets::sealRefusesAnyEdit()
{
    QFETCH(int, edit);
    QFETCH(QString, mentions);
    const common::sealed::Key key = common::sealed::newKey();
    std::string envelope = common::sealed::write(coverFor("razzia-game/1", 3), "{}", key);
    const size_t start = envelope.find("\"sealed\": \"") + 11;
    switch (edit) {
    case 0:
        envelope[start + 40] = envelope[start + 40] == 'A' ? 'B' : 'A';
        break;
    case 1:
        // 40 characters, a multiple of four: good base64, too short for a box.
        envelope.erase(start + 40, envelope.find('"', start) - start - 40);
        break;
    case 2:
        envelope[start + 8] = '*';
        break;
    case 3:
        envelope.replace(envelope.find("Karine"), 6, "Mallor");
        break;
    case 4:
        envelope.replace(envelope.find("\"progress\": 3"), 13, "\"progress\": 9");
        break;
    case 5:
        envelope.replace(envelope.find("\"sealed\""), 8, "\"sealee\"");
        break;
    }
    common::sealed::Cover cover;
    std::string opened;
    std::string error;
    QVERIFY(!common::sealed::open(envelope, key, cover, opened, error));
    QVERIFY2(QString::fromStdString(error).contains(mentions), error.c_str());
    QVERIFY(error.find('\n') == std::string::npos);
    QVERIFY(opened.empty());
}

// The length of the box must not tell a hand of police cards from one of gamblers: two secrets
// of different lengths give envelopes that differ in the sealed bytes only.
void TestSaveSecrets::sealedLengthDoesNotTellTheSecret()
{
    const common::sealed::Key key = common::sealed::newKey();
    const auto cover = coverFor("razzia-game/1", 4);
    const std::string a = common::sealed::write(cover, std::string(1000, 'p'), key);
    const std::string b = common::sealed::write(cover, std::string(1300, 'g'), key);
    QCOMPARE(a.size(), b.size());
    QCOMPARE(openBytes(a), openBytes(b));
    QVERIFY(a != b);
}

// R3.4, R6: a save taken in the middle of a round (the dealer's bill placed, some cards chosen
// in secret) comes back as that very table, hidden cards included, every time it is resumed.
void TestSaveSecrets::resumeShowsTheTableThatWasLeft_R3_4()
{
    Session original;
    original.start(aiSetup(2029));
    playTo(original, 3, 3);
    QCOMPARE(original.fullRecord().rounds.size(), size_t(3));
    const GameRecord save = throughJson(original.saveRecord());
    QVERIFY(!save.inProgress.empty());
    QCOMPARE(save.seed, uint64_t(2029)); // sealed in the file: the window never shows it

    for (int copy = 0; copy < 2; ++copy) {
        Session resumed;
        std::string error;
        QVERIFY2(resumed.resume(save, error), error.c_str());
        QCOMPARE(tableOf(resumed.game()), tableOf(original.game()));
    }
}

// R3.3: quitting and continuing does not deal the round on the table again: two resumes of one
// save play the same round 4, bills, hands and dice, as long as the same decisions are taken.
void TestSaveSecrets::resumedRoundIsNotDealtAgain_R3_3()
{
    Session original;
    original.start(aiSetup(77));
    playTo(original, 3, 0);
    const GameRecord save = throughJson(original.saveRecord());
    GameRecord played[2];
    for (GameRecord &record : played) {
        Session resumed;
        std::string error;
        QVERIFY2(resumed.resume(save, error), error.c_str());
        playTo(resumed, 4, 0);
        record = resumed.fullRecord();
    }
    const auto roundText = [](const GameRecord &record, size_t r) {
        GameRecord one;
        one.rounds = {record.rounds[r]};
        return io::recordToJson(one);
    };
    QCOMPARE(roundText(played[0], 3), roundText(played[1], 3));
    original.playOn();
    QVERIFY(original.fullRecord().rounds[3].hands == played[0].rounds[3].hands);
    QCOMPARE(original.fullRecord().rounds[3].bills.size(), played[0].rounds[3].bills.size());
    for (size_t k = 0; k < played[0].rounds[3].bills.size(); ++k)
        QCOMPARE(original.fullRecord().rounds[3].bills[k].value,
                 played[0].rounds[3].bills[k].value);
}

// R5.8, issue 29: the rounds after the one on the table differ between two resumes of one save
// (a copy tells nothing of the original's future), and both finished records verify from their
// seeds, each with the reseed of its resume.
void TestSaveSecrets::roundsAfterDifferAndVerify_R5_8()
{
    Session original;
    original.start(aiSetup(4242));
    playTo(original, 2, 3);
    const GameRecord save = throughJson(original.saveRecord());
    QCOMPARE(save.rounds.size(), size_t(2));
    QVERIFY(!save.inProgress.empty());
    GameRecord finished[2];
    for (GameRecord &record : finished) {
        Session resumed;
        std::string error;
        QVERIFY2(resumed.resume(save, error), error.c_str());
        QCOMPARE(resumed.playOn().what, Session::Stop::Over);
        record = throughJson(resumed.fullRecord());
        QVERIFY(record.finished);
        QCOMPARE(record.reseeds.size(), size_t(1));
        QCOMPARE(record.reseeds[0].round, 3); // the round after the one on the table
        QVERIFY(record.inProgress.empty());
        Game game;
        std::string mismatch;
        QVERIFY2(replayFromSeed(record, game, mismatch), mismatch.c_str());
        QVERIFY(game.over());
        // Without its reseed the record is no longer dealt from its seed.
        GameRecord forged = record;
        forged.reseeds.clear();
        QVERIFY(!replayFromSeed(forged, game, mismatch));
        QVERIFY2(QString::fromStdString(mismatch).startsWith(QStringLiteral("rounds[3]")),
                 mismatch.c_str());
    }
    QVERIFY(finished[0].reseeds[0].seed != finished[1].reseeds[0].seed);
    QVERIFY(finished[0].rounds[3].hands != finished[1].rounds[3].hands);
    QVERIFY(finished[0].rounds[2].hands == finished[1].rounds[2].hands);
}

// The window autosaves when a round ends, while the engine has dealt the next one already: that
// save must come back with the same next deal, and keep no decision of the round just over.
void TestSaveSecrets::resumeBetweenRoundsKeepsTheNextDeal()
{
    struct SaveAtRoundEnd final : EventSink
    {
        Session *session = nullptr;
        std::optional<GameRecord> save;
        void onEvent(const Event &e) override
        {
            if (e.kind == EventKind::RoundOver && e.round == 2)
                save = session->saveRecord();
        }
    } saver;
    Session original;
    saver.session = &original;
    original.addSink(&saver);
    original.start(aiSetup(515));
    playTo(original, 2, 0);
    QVERIFY(saver.save.has_value());
    QVERIFY(saver.save->inProgress.empty());
    const GameRecord save = throughJson(*saver.save);
    Session resumed;
    std::string error;
    QVERIFY2(resumed.resume(save, error), error.c_str());
    QCOMPARE(tableOf(resumed.game()), tableOf(original.game()));
}

void TestSaveSecrets::reseedsAndRoundInProgressAreRead()
{
    Session original;
    original.start(aiSetup(99));
    playTo(original, 2, 2);
    GameRecord save = original.saveRecord();
    save.reseeds = {{1, 5}, {3, 6}};
    const std::string json = io::recordToJson(save);
    QVERIFY(json.find("\"reseeds\"") != std::string::npos);
    QVERIFY(json.find("\"in_progress\"") != std::string::npos);
    GameRecord back;
    std::string error;
    QVERIFY2(io::parseRecord(json, back, error), error.c_str());
    QVERIFY(back.reseeds == save.reseeds);
    QCOMPARE(back.inProgress.size(), save.inProgress.size());

    const auto refusal = [](std::string text, const std::string &from, const std::string &to) {
        text.replace(text.find(from), from.size(), to);
        GameRecord record;
        std::string why;
        return io::parseRecord(text, record, why) ? std::string() : why;
    };
    QVERIFY(refusal(json, "\"round\": 3", "\"round\": 1").find("reseeds[1].round") == 0);
    QVERIFY(refusal(json, "\"round\": 3", "\"round\": 4").find("reseeds[1].round") == 0);
    QVERIFY(refusal(json, "\"finished\": false", "\"finished\": true").find("in_progress") !=
            std::string::npos);
}

void TestSaveSecrets::speakEasyReseedsAreRead_SE8_4()
{
    speakeasy::GameRecord record;
    record.seed = 7;
    record.players = {speakeasy::PlayerInfo{"A", "human", ""},
                      speakeasy::PlayerInfo{"B", "ai", "easy"}};
    record.setups = {speakeasy::exampleLayout(), speakeasy::mirrored(speakeasy::exampleLayout())};
    record.first = speakeasy::firstPlayer(7);
    record.reseeds = {{0, 11}};
    std::string json = speakeasy::io::recordToJson(record);
    QVERIFY(json.find("\"reseeds\"") != std::string::npos);
    speakeasy::GameRecord back;
    std::string error;
    QVERIFY2(speakeasy::io::parseRecord(json, back, error), error.c_str());
    QVERIFY(back.reseeds == record.reseeds);
    json.replace(json.find("\"ply\": 0"), 8, "\"ply\": 1"); // past the moves
    QVERIFY(!speakeasy::io::parseRecord(json, back, error));
    QVERIFY2(error.find("reseeds[0].ply") == 0, error.c_str());
}

// GA13.3, GA14.5: a reseed restarts the generator from its seed at the die it names, so a
// record's dice after it are checked against the new seed.
void TestSaveSecrets::gangstersReseedsDriveTheDice_GA14_5()
{
    gangsters::Session session;
    gangsters::Session::Setup setup;
    setup.seed = 31;
    setup.seats = {{"A", "ai", "random"}, {"B", "ai", "random"}};
    session.start(setup);
    session.playOn();
    gangsters::GameRecord record = session.record();
    QVERIFY(record.dice.size() > 20);
    const auto json = gangsters::writeRecord(record).dump();
    QVERIFY(json.find("reseeds") == std::string::npos);
    // The generator of seed 1000 after die 10 draws other dice than the record's.
    record.reseeds = {{10, 1000}};
    std::string refusal;
    try {
        gangsters::replayRecord(gangsters::readRecord(
            gangsters::io::Json::parse(gangsters::writeRecord(record).dump())));
    } catch (const gangsters::io::FormatError &e) {
        refusal = e.what();
    }
    QVERIFY2(refusal.find("dice[") != std::string::npos, refusal.c_str());
    const int at = std::stoi(refusal.substr(refusal.find("dice[") + 5));
    QVERIFY(at >= 10);
}

QTEST_GUILESS_MAIN(TestSaveSecrets)
#include "tst_savesecrets.moc"
