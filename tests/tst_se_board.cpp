// The board tables against speakeasy-board.json (SE2.6), and the bitboard move generator
// against a plain one written from SE4's text over that file, on positions of random games.
#include "tst_se_support.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <set>
#include <vector>

using namespace speakeasy;
using namespace speakeasy::test;

namespace {

struct BoardData
{
    std::map<Square, QString> type;
    std::map<QString, std::array<Bits, kSquares>> neighbours; // by line kind
    std::vector<std::vector<Square>> railLines;
    std::array<Bits, kSeats> bars{}, babeZone{};
};

Bits setOf(const QJsonArray &squares)
{
    Bits b = 0;
    for (const QJsonValue &v : squares)
        b |= bit(sq(qPrintable(v.toString())));
    return b;
}

BoardData loadBoard()
{
    QFile file(QStringLiteral(RAZZIA_TEST_DATA "/speakeasy/speakeasy-board.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read speakeasy-board.json");
    const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    BoardData d;
    for (const QJsonValue &p : doc.value(QStringLiteral("points")).toArray())
        d.type[sq(qPrintable(p[QStringLiteral("sq")].toString()))] =
            p[QStringLiteral("type")].toString();
    for (const QJsonValue &e : doc.value(QStringLiteral("edges")).toArray()) {
        const Square a = sq(qPrintable(e[QStringLiteral("a")].toString()));
        const Square b = sq(qPrintable(e[QStringLiteral("b")].toString()));
        auto &n = d.neighbours[e[QStringLiteral("kind")].toString()];
        n[a] |= bit(b);
        n[b] |= bit(a);
    }
    for (const QJsonValue &line : doc.value(QStringLiteral("rail_lines")).toArray()) {
        std::vector<Square> squares;
        for (const QJsonValue &s : line.toArray())
            squares.push_back(sq(qPrintable(s.toString())));
        d.railLines.push_back(squares);
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        const QString key = QString::number(seat);
        d.bars[size_t(seat)] = setOf(doc.value(QStringLiteral("bars"))[key].toArray());
        d.babeZone[size_t(seat)] = setOf(doc.value(QStringLiteral("babe_zone"))[key].toArray());
    }
    return d;
}

// SE4.2-SE4.5 read literally: steps along any line, runs along each rail line of the data in
// both directions, Kid paths by a search over rail edges through empty Rues.
std::set<std::pair<Square, Square>> plainMoves(const BoardData &d, const Position &p)
{
    std::set<std::pair<Square, Square>> moves;
    const int me = p.toMove();
    auto open = [&](Square t) {
        const int owner = p.ownerAt(t);
        return owner != me && !(owner >= 0 && d.type.at(t) == QLatin1String("camp"));
    };
    Bits all = 0;
    for (const auto &[kind, n] : d.neighbours)
        for (Square s = 0; s < kSquares; ++s)
            all |= n[s];
    for (Square s = 0; s < kSquares; ++s) {
        if (p.ownerAt(s) != me || !isMobile(p.kindAt(s)))
            continue;
        for (const auto &[kind, n] : d.neighbours)
            for (Square t = 0; t < kSquares; ++t)
                if ((n[s] & bit(t)) && open(t))
                    moves.insert({s, t});
        if (d.type.at(s) != QLatin1String("rue"))
            continue;
        for (const std::vector<Square> &line : d.railLines) {
            const auto at = std::find(line.begin(), line.end(), s);
            if (at == line.end())
                continue;
            for (int step : {-1, 1}) {
                for (long i = (at - line.begin()) + step; i >= 0 && i < long(line.size());
                     i += step) {
                    const Square t = line[size_t(i)];
                    if (open(t))
                        moves.insert({s, t});
                    if (!p.isEmpty(t))
                        break;
                }
            }
        }
        if (p.kindAt(s) != Kind::Kid)
            continue;
        std::vector<Square> todo{s};
        Bits seen = bit(s);
        while (!todo.empty()) {
            const Square u = todo.back();
            todo.pop_back();
            for (Square t = 0; t < kSquares; ++t) {
                if (!(d.neighbours.at(QStringLiteral("rail"))[u] & bit(t)) || (seen & bit(t)))
                    continue;
                if (!p.isEmpty(t)) {
                    if (p.ownerAt(t) != me)
                        moves.insert({s, t});
                    continue;
                }
                seen |= bit(t);
                moves.insert({s, t});
                todo.push_back(t);
            }
        }
    }
    return moves;
}

} // namespace

class TestSeBoard : public QObject
{
    Q_OBJECT

private slots:
    void tablesMatchTheData();
    void generatorMatchesThePlainReading();
};

void TestSeBoard::tablesMatchTheData()
{
    const BoardData d = loadBoard();
    QCOMPARE(int(d.type.size()), kSquares);
    const std::map<Point, QString> names = {{Point::Rue, QStringLiteral("rue")},
                                            {Point::Ruelle, QStringLiteral("ruelle")},
                                            {Point::Camp, QStringLiteral("camp")},
                                            {Point::Bar, QStringLiteral("bar")}};
    for (Square s = 0; s < kSquares; ++s)
        QCOMPARE(names.at(kBoard.point[s]), d.type.at(s));
    const std::map<QString, Line> kinds = {{QStringLiteral("road"), Line::Road},
                                           {QStringLiteral("rail"), Line::Rail},
                                           {QStringLiteral("diagonal"), Line::Diagonal}};
    QCOMPARE(d.neighbours.size(), size_t(3));
    for (const auto &[name, n] : d.neighbours)
        for (Square s = 0; s < kSquares; ++s)
            QCOMPARE(kBoard.byLine[size_t(kinds.at(name))][s], n[s]);
    // SE2.4: the rays of every Rue, both ways along each of its rail lines, are the lines.
    for (Square s = 0; s < kSquares; ++s) {
        Bits fromLines = 0, fromRays = 0;
        for (const std::vector<Square> &line : d.railLines)
            if (std::find(line.begin(), line.end(), s) != line.end())
                for (Square t : line)
                    fromLines |= bit(t);
        for (int dir = 0; dir < kDirections; ++dir)
            fromRays |= kBoard.ray[s][size_t(dir)];
        QCOMPARE(fromRays, fromLines & ~bit(s));
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        QCOMPARE(kBoard.bars[size_t(seat)], d.bars[size_t(seat)]);
        QCOMPARE(kBoard.babeZone[size_t(seat)], d.babeZone[size_t(seat)]);
    }
}

void TestSeBoard::generatorMatchesThePlainReading()
{
    const BoardData d = loadBoard();
    common::Rng rng(99);
    int positions = 0;
    for (int game = 0; game < 150; ++game) {
        Position p = Position::start(randomLayout(0, rng), randomLayout(1, rng), game % 2);
        while (!p.over()) {
            const MoveSet set = p.legalMoves();
            if (rng.below(8) == 0) {
                std::set<std::pair<Square, Square>> fast;
                for (int i = 0; i < set.count(); ++i)
                    fast.insert({set.at(i).from, set.at(i).to});
                QVERIFY(fast == plainMoves(d, p));
                ++positions;
            }
            p.play(set.at(int(rng.below(uint32_t(set.count())))));
        }
    }
    QVERIFY(positions > 5000);
}

QTEST_GUILESS_MAIN(TestSeBoard)
#include "tst_se_board.moc"
