// Speak Easy rules, one row per situation named after its rule: the SE5.1 fight table, the
// moves of SE4 (runs, Kid paths, Batiments, the front line, Ruelles, Bars), set-up (SE3) and
// the end (SE6, SE6.5), plus the perft counts of the public opening (SE8.6).
#include "tst_se_support.h"

#include "speakeasy/formations.h"
#include "speakeasy/perft.h"

using namespace speakeasy;
using namespace speakeasy::test;

namespace {

// The board of the public scenarios E1-E5 (SE8.2).
const QString kBase = QStringLiteral(
    "a1:0:babe b1:0:speakeasy d1:0:henchman c2:0:kid a3:0:car c4:0:boss e6:0:fbi "
    "c7:1:machine_gunner b8:1:heir a9:1:gunman c11:1:babe e11:1:kid d12:1:speakeasy");

} // namespace

class TestSeRules : public QObject
{
    Q_OBJECT

private slots:
    void fightTable_data();
    void fightTable();
    void moves_data();
    void moves();
    void layouts_data();
    void layouts();
    void randomLayoutsAreValid();
    void formationsAreValid();
    void ends_data();
    void ends();
    void oneMoveDelay();
    void resignAndAgreement();
    void perftFromOpening_data();
    void perftFromOpening();
    void openingMovesInOrder();
};

void TestSeRules::fightTable_data()
{
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QString>("defender");
    QTest::addColumn<QString>("outcome");
    auto row = [](const char *name, const char *a, const char *d, const char *o) {
        QTest::newRow(name) << QString::fromLatin1(a) << QString::fromLatin1(d)
                            << QString::fromLatin1(o);
    };
    row("SE5.1 row 1: boss takes the Speakeasy", "boss", "speakeasy", "speakeasy_taken");
    row("SE5.1 row 1, D10: FBI takes the Speakeasy", "fbi", "speakeasy", "speakeasy_taken");
    row("SE5.1 row 1, D10: Kid takes the Speakeasy", "kid", "speakeasy", "speakeasy_taken");
    row("SE5.1 row 2: FBI attacks the boss", "fbi", "boss", "both_removed");
    row("SE5.1 row 2: henchman attacks an FBI", "henchman", "fbi", "both_removed");
    row("SE5.1 row 2: Kid attacks an FBI", "kid", "fbi", "both_removed");
    row("SE5.1 row 2: FBI attacks a Babe", "fbi", "babe", "both_removed");
    row("SE5.1 row 3: Kid clears a Babe", "kid", "babe", "attacker_wins");
    row("SE5.1 row 4, D5: boss on a Babe", "boss", "babe", "both_removed");
    row("SE5.1 row 4, D5: heir on a Babe", "heir", "babe", "both_removed");
    row("SE5.1 row 5, D22: Kid against Kid", "kid", "kid", "both_removed");
    row("SE5.1 row 6: Kid against a henchman", "kid", "henchman", "defender_wins");
    row("SE5.1 row 6: Kid against the boss", "kid", "boss", "defender_wins");
    row("SE5.1 row 7: henchman beats a Kid", "henchman", "kid", "attacker_wins");
    row("SE5.1 row 7: boss beats a Kid", "boss", "kid", "attacker_wins");
    row("SE5.1 row 8: boss beats the heir", "boss", "heir", "attacker_wins");
    row("SE5.1 row 8: heir loses to the boss", "heir", "boss", "defender_wins");
    row("SE5.1 row 8, D4: car beats an accountant", "car", "accountant", "attacker_wins");
    row("SE5.1 row 8, D4: accountant beats a crooked cop", "accountant", "crooked_cop",
        "attacker_wins");
    row("SE5.1 row 8, D4: crooked cop beats a machine-gunner", "crooked_cop", "machine_gunner",
        "attacker_wins");
    row("SE5.1 row 8, D4: machine-gunner beats a gunman", "machine_gunner", "gunman",
        "attacker_wins");
    row("SE5.1 row 8: gunman beats a henchman", "gunman", "henchman", "attacker_wins");
    row("SE5.1 row 8: henchman loses to a gunman", "henchman", "gunman", "defender_wins");
    row("SE5.1 row 8, D18: equal cars both removed", "car", "car", "both_removed");
    row("SE5.1 row 8, D18: equal henchmen both removed", "henchman", "henchman", "both_removed");
}

void TestSeRules::fightTable()
{
    QFETCH(QString, attacker);
    QFETCH(QString, defender);
    QFETCH(QString, outcome);
    const Kind a = *kindFromId(attacker.toStdString());
    const Kind d = *kindFromId(defender.toStdString());
    QCOMPARE(QString::fromLatin1(outcomeId(fight(a, d)).data()), outcome);

    // The same fight on the board: c6 attacks c7 (a Rue, so any defender may stand there).
    Position p = positionOf(QStringLiteral("b1:0:speakeasy a1:0:boss d12:1:speakeasy "
                                           "e12:1:boss c11:1:babe"));
    p.place(sq("c6"), 0, a);
    p.place(sq("c7"), 1, d);
    const auto met = p.play(mv("c6-c7"));
    QVERIFY(met.has_value());
    QCOMPARE(met->attacker, a);
    QCOMPARE(met->defender, d);
    QCOMPARE(met->outcome, fight(a, d));
    const bool attackerStands =
        met->outcome == Outcome::AttackerWins || met->outcome == Outcome::SpeakeasyTaken;
    QCOMPARE(p.ownerAt(sq("c6")), -1);
    QCOMPARE(p.ownerAt(sq("c7")),
             attackerStands ? 0 : (met->outcome == Outcome::DefenderWins ? 1 : -1));
    if (p.ownerAt(sq("c7")) >= 0)
        QCOMPARE(p.kindAt(sq("c7")), attackerStands ? a : d);
    QCOMPARE(p.quietPlies(), 0); // SE5.3
}

void TestSeRules::moves_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    const QString base = kBase;
    auto with = [&](const char *extra) { return base + QLatin1Char(' ') + QLatin1String(extra); };
    auto without = [&](const char *piece) {
        QString b = base;
        return b.remove(QLatin1String(piece)).simplified();
    };
    QTest::newRow("SE4.3 rail run ends in an attack") << base << "a3-a9" << true;
    QTest::newRow("SE4.3 rail run stops on an empty point") << base << "a3-a8" << true;
    QTest::newRow("SE4.3 rail run stopped by a piece") << base << "a3-a10" << false;
    QTest::newRow("SE4.3 rail run stopped by an own piece")
        << with("a6:0:gunman") << "a3-a7" << false;
    QTest::newRow("SE4.3 rail run crosses the front line on file a") << base << "a3-a7" << true;
    const QString noCar = without("a3:0:car ");
    QTest::newRow("SE4.4 Kid turns three times to attack")
        << noCar << "c2-c7" << true; // c2-b2-a2-...-a6-b6-c6-c7 (E3)
    QTest::newRow("SE4.4 the same route refused to an accountant")
        << QString(noCar)
               .remove(QLatin1String("c2:0:kid "))
               .append(QStringLiteral(" c2:0:accountant"))
        << "c2-c7" << false;
    QTest::newRow("SE4.4 Kid path blocked by a piece") << with("a6:0:gunman b6:0:henchman "
                                                               "c6:0:henchman")
                                                       << "c2-c7" << false;
    QTest::newRow("SE4.4 Kid stops on an empty Rue after turning") << base << "c2-e5" << true;
    QTest::newRow("SE4.4 Kid cannot turn into a Ruelle") << base << "c2-c8" << false;
    QTest::newRow("SE4.5 occupied Batiment refused") << with("b7:0:heir") << "b7-b8" << false;
    QTest::newRow("SE4.5 empty Batiment of the opponent entered")
        << with("d7:0:gunman") << "d7-d8" << true;
    QTest::newRow("SE4.2 diagonal step into an empty Batiment") << base << "c2-d3" << true;
    QTest::newRow("SE4.5 own piece never attacked") << base << "c2-c4" << false;
    QTest::newRow("SE2.3 b6-b7 mountain refused") << with("b6:0:gunman") << "b6-b7" << false;
    QTest::newRow("SE2.3 d6-d7 mountain refused") << with("d6:0:gunman") << "d6-d7" << false;
    QTest::newRow("SE2.3 D2 c6-c7 crossing") << with("c6:0:gunman") << "c6-c7" << true;
    QTest::newRow("SE4.3 run does not enter a Ruelle") << with("e4:0:car") << "e4-e1" << false;
    QTest::newRow("SE4.3 run does not leave a Ruelle") << with("a12:0:car") << "a12-a10" << false;
    QTest::newRow("SE4.3 no run through a Ruelle") << with("d2:0:car") << "d2-d4" << false;
    QTest::newRow("SE4.3 one step into a Ruelle") << with("e4:0:car") << "e4-d4" << true;
    QTest::newRow("SE4.1 D7 piece leaves a Bar") << base << "d1-d2" << true;
    QTest::newRow("SE4.1 D7 piece leaves a Bar sideways") << base << "d1-c1" << true;
    QTest::newRow("SE4.1 the Speakeasy never moves") << base << "b1-c1" << false;
    QTest::newRow("SE4.1 a Babe never moves") << base << "a1-a2" << false;
    QTest::newRow("SE4.1 D17 a Babe on a Bar never moves")
        << without("d1:0:henchman ").append(QStringLiteral(" d1:0:babe")) << "d1-d2" << false;
    QTest::newRow("SE4.1 the opponent's piece is not moved") << base << "a9-a8" << false;
    QTest::newRow("SE4.1 an empty square does not move") << base << "b2-b3" << false;
    QTest::newRow("SE4.6 no move to its own square") << base << "a3-a3" << false;
    QTest::newRow("SE4.4 D20 Kid crosses and runs on the opponent's Rues")
        << noCar << "c2-b7" << true;
}

void TestSeRules::moves()
{
    QFETCH(QString, board);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    const Position p = positionOf(board);
    const Move m = mv(qPrintable(move));
    QCOMPARE(p.isLegal(m), legal);
    // The generator and the single-move check agree.
    const MoveSet set = p.legalMoves();
    bool listed = false;
    for (int i = 0; i < set.count(); ++i)
        listed = listed || set.at(i) == m;
    QCOMPARE(listed, legal);
}

void TestSeRules::layouts_data()
{
    QTest::addColumn<QString>("change"); // "square:kind", "square:none" or "swap:a:b"
    QTest::addColumn<int>("seat");
    QTest::addColumn<QString>("error");
    QTest::newRow("SE3 the public opening layout") << "" << 0 << "";
    QTest::newRow("SE3 the same mirrored for North") << "" << 1 << "";
    QTest::newRow("SE3.3 D17 Babe on a Bar") << "swap:d1:c1" << 0 << "";
    QTest::newRow("SE3.5 D6 FBI on the front rank") << "swap:a5:a6" << 0 << "";
    QTest::newRow("SE3.2 an empty point") << "c3:none" << 0 << "c3: empty";
    QTest::newRow("SE3.2 a piece in a Batiment") << "b3:gunman" << 0 << "b3: a Batiment";
    QTest::newRow("SE3.2 one kind too many") << "c3:kid" << 0 << "one kid too many";
    QTest::newRow("SE3.3 Speakeasy off the Bars") << "swap:b1:a1" << 0 << "the Speakeasy";
    QTest::newRow("SE3.4 Babe off the back ranks") << "swap:b2:a3" << 0 << "a3: a Babe";
    QTest::newRow("SE3.2 a piece on the other side") << "a7:gunman" << 0 << "a7: not on";
}

void TestSeRules::layouts()
{
    QFETCH(QString, change);
    QFETCH(int, seat);
    QFETCH(QString, error);
    Layout south = openingSouth();
    const QStringList parts = change.split(QLatin1Char(':'));
    if (parts.size() == 3) {
        std::swap(south.at[sq(qPrintable(parts[1]))], south.at[sq(qPrintable(parts[2]))]);
    } else if (parts.size() == 2) {
        const auto k = kindFromId(parts[1].toStdString());
        south.at[sq(qPrintable(parts[0]))] = k ? *k : Kind::None;
    }
    const Layout layout = seat == 0 ? south : mirrored(south);
    const QString got = QString::fromStdString(layoutError(seat, layout));
    if (error.isEmpty())
        QCOMPARE(got, QString());
    else
        QVERIFY2(got.contains(error), qPrintable(got));
}

void TestSeRules::randomLayoutsAreValid()
{
    common::Rng rng(7);
    for (int i = 0; i < 2000; ++i) {
        for (int seat = 0; seat < kSeats; ++seat)
            QCOMPARE(QString::fromStdString(layoutError(seat, randomLayout(seat, rng))), QString());
    }
}

void TestSeRules::formationsAreValid()
{
    // SE3 for every formation of the library, for both seats, and what the library promises.
    QVERIFY(formations().size() >= 3);
    for (const Formation &f : formations()) {
        for (int seat = 0; seat < kSeats; ++seat) {
            const Layout layout = layoutOf(f, seat);
            QVERIFY2(layoutError(seat, layout).empty(),
                     qPrintable(QLatin1String(f.id.data(), qsizetype(f.id.size())) +
                                QStringLiteral(": ") +
                                QString::fromStdString(layoutError(seat, layout))));
            Square speakeasy = kNoSquare;
            for (Square s = 0; s < kSquares; ++s) {
                if (layout.at[s] == Kind::Speakeasy)
                    speakeasy = s;
                // FBI agents held back from the front rank.
                if (layout.at[s] == Kind::Fbi)
                    QVERIFY(rankOf(s) != (seat == 0 ? 6 : 7));
            }
            // Babes around the Speakeasy: at least two of its neighbours.
            int guards = 0;
            for (Bits b = kBoard.adjacent[speakeasy]; b; b &= b - 1)
                guards += layout.at[lowest(b)] == Kind::Babe;
            QVERIFY(guards >= 2);
        }
    }
}

void TestSeRules::ends_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("quiet");
    QTest::addColumn<QString>("move");
    QTest::addColumn<Status>("status");
    QTest::addColumn<int>("winner");
    QTest::addColumn<Reason>("reason");
    QTest::newRow("SE6 a quiet move plays on")
        << "b1:0:speakeasy a1:0:babe e11:0:fbi d12:1:speakeasy a12:1:gunman" << 0 << "e11-d11"
        << Status::Ongoing << -1 << Reason::None;
    QTest::newRow("SE6.1 the boss takes the Speakeasy")
        << "b1:0:speakeasy a1:0:babe d11:0:boss d12:1:speakeasy a12:1:gunman" << 0 << "d11-d12"
        << Status::Won << 0 << Reason::Speakeasy;
    QTest::newRow("SE6.1 FBI enters the Speakeasy (D10)")
        << "b1:0:speakeasy a1:0:babe d11:0:fbi d12:1:speakeasy a12:1:gunman" << 0 << "d11-d12"
        << Status::Won << 0 << Reason::Speakeasy;
    QTest::newRow("SE6.2 opponent left without a legal move")
        << "b1:0:speakeasy a1:0:babe a6:0:car a7:1:gunman d12:1:speakeasy c11:1:babe" << 12
        << "a6-a7" << Status::Won << 0 << Reason::NoLegalMove;
    QTest::newRow("SE6.2 nobody can move")
        << "b1:0:speakeasy a1:0:babe a6:0:gunman a7:1:gunman d12:1:speakeasy c11:1:babe" << 12
        << "a6-a7" << Status::Drawn << -1 << Reason::NoLegalMoveBoth;
    QTest::newRow("SE6.3 the 100th quiet ply")
        << kBase << 99 << "c4-c5" << Status::Drawn << -1 << Reason::QuietPlies;
    QTest::newRow("SE6.3 the 99th quiet ply plays on")
        << kBase << 98 << "c4-c5" << Status::Ongoing << -1 << Reason::None;
    QTest::newRow("SE6.3 a fight on the 100th ply resets the count")
        << kBase << 99 << "a3-a9" << Status::Ongoing << -1 << Reason::None;
}

void TestSeRules::ends()
{
    QFETCH(QString, board);
    QFETCH(int, quiet);
    QFETCH(QString, move);
    QFETCH(Status, status);
    QFETCH(int, winner);
    QFETCH(Reason, reason);
    Position p = positionOf(board, 0, quiet);
    QVERIFY(p.isLegal(mv(qPrintable(move))));
    p.play(mv(qPrintable(move)));
    QCOMPARE(p.end().status, status);
    QCOMPARE(int(p.end().winner), winner);
    QCOMPARE(p.end().reason, reason);
}

void TestSeRules::oneMoveDelay()
{
    // SE6.5: South's last mobile piece (a Kid) dies in its own attack; South has not lost yet.
    // North moves; only then is South found without a move, North winning by no_legal_move
    // even on the hundredth quiet ply.
    Position p = positionOf(QStringLiteral("b1:0:speakeasy a1:0:babe a6:0:kid a7:1:gunman "
                                           "e11:1:henchman d12:1:speakeasy c11:1:babe"),
                            0, 0);
    p.play(mv("a6-a7"));
    QCOMPARE(p.end().status, Status::Ongoing);
    QVERIFY(!p.hasLegalMove(0));
    QCOMPARE(p.toMove(), 1);
    p.setQuietPlies(99);
    p.play(mv("e11-e10"));
    QCOMPARE(p.end().status, Status::Won);
    QCOMPARE(int(p.end().winner), 1);
    QCOMPARE(p.end().reason, Reason::NoLegalMove);
}

void TestSeRules::resignAndAgreement()
{
    Position p = opening();
    p.resign(0); // SE6.4, D16
    QCOMPARE(p.end(), (End{Status::Won, 1, Reason::Resign}));
    QCOMPARE(p.legalMoves().count(), 0);
    Position q = opening();
    q.agreeDraw();
    QCOMPARE(q.end(), (End{Status::Drawn, -1, Reason::Agreement}));
}

void TestSeRules::perftFromOpening_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("count");
    QTest::newRow("SE8.6 perft 1") << 1 << 34ull;
    QTest::newRow("SE8.6 perft 2") << 2 << 1166ull;
    QTest::newRow("SE8.6 perft 3") << 3 << 36660ull;
    QTest::newRow("SE8.6 perft 4") << 4 << 1166411ull;
    QTest::newRow("SE8.6 perft 5") << 5 << 34993493ull;
}

void TestSeRules::perftFromOpening()
{
    QFETCH(int, depth);
    QFETCH(qulonglong, count);
    QCOMPARE(qulonglong(perft(opening(), depth)), count);
}

void TestSeRules::openingMovesInOrder()
{
    // SE8.6: 34 moves, in SE8.3's order (from-square, then to-square, reading order).
    const MoveSet set = opening().legalMoves();
    QStringList names;
    for (int i = 0; i < set.count(); ++i)
        names << QString::fromStdString(moveName(set.at(i)));
    QCOMPARE(names.size(), 34);
    QCOMPARE(names.first(), QStringLiteral("a2-b3"));
    QCOMPARE(names.last(), QStringLiteral("e6-e7"));
    QCOMPARE(names.at(10), QStringLiteral("a4-b3"));
}

QTEST_GUILESS_MAIN(TestSeRules)
#include "tst_se_rules.moc"
