// The city of Gangsters as a widget (issue 28), offscreen: the legal destinations of real
// positions lit, a click and a real mouse drag choosing, two arrival sides (GA4.11), walks that
// finish, every location big enough and inside at 1366x768, the keyboard, the words.
// gangsters_city_shots.cpp saves pictures of it to look at.
#include "cityart.h"
#include "citymoves.h"
#include "citypieces.h"
#include "cityplan.h"
#include "cityview.h"

#include "gacitysupport.h"

#include "gangsters/turn.h"

#include <QMenu>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace gangsters;
using gangsters::test::Game;
using gangsters::test::play;
using gangsters::ui::CityView;

Q_DECLARE_METATYPE(gangsters::Choice)

namespace {

// A Move point with a destination reached from two sides, or any Move point.
bool twoSides(const Point &p, Loc *to = nullptr)
{
    for (int i = 0; i < p.size; ++i)
        for (int j = i + 1; j < p.size; ++j)
            if (p.options[i].to == p.options[j].to) {
                if (to)
                    *to = p.options[i].to;
                return true;
            }
    return false;
}

Loc singleSide(const Point &p)
{
    for (int i = 0; i < p.size; ++i) {
        int n = 0;
        for (int j = 0; j < p.size; ++j)
            n += p.options[j].to == p.options[i].to;
        if (n == 1)
            return p.options[i].to;
    }
    return kNoLoc;
}

int optionOf(const Point &p, Loc to, Loc via = kNoLoc)
{
    for (int i = 0; i < p.size; ++i)
        if (p.options[i].to == to && (via == kNoLoc || p.options[i].via == via))
            return i;
    return -1;
}

} // namespace

class TestGaCityView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void lightsExactlyTheLegalDestinations_GA4_11();
    void everyLegalMoveHasItsPaths_GA4_11();
    void clickOnADestinationChooses();
    void realMouseDragChooses();
    void dragDroppedElsewhereChoosesNothing();
    void dragFromTheMoversSquare();
    void twoArrivalSidesAsk_GA4_11();
    void pointerPathPicksTheArrivalSide_GA4_11();
    void copMoveIsChosenTheSameWay_GA4_10();
    void windowPicksTheMover();
    void nextPointIsAClickOnAFigure_GA3_4f();
    void keyboardChooses();
    void keyboardAsksTheArrivalSide_GA4_11();
    void wordsForLocationsAndFigures();
    void walksFinish();
    void walkGivenAfterTheState();
    void vampWalksWithHerCompanion_GA8_3();
    void walkOfAPrisonExit_GA4_3();
    void everyLocationBigEnoughAndInside();
    void renderTime();

private:
    void showView(CityView &view, const Game &game);
};

void TestGaCityView::initTestCase()
{
    qRegisterMetaType<gangsters::Choice>();
}

void TestGaCityView::showView(CityView &view, const Game &game)
{
    view.resize(1366, 768);
    view.setState(game.session.state());
    view.setPoint(game.session.pending());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

void TestGaCityView::lightsExactlyTheLegalDestinations_GA4_11()
{
    // Several positions of several games: the lit squares are the options' destinations, no
    // more, no fewer, and each point's mover is found among the gang's figures.
    int checked = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        Game game;
        play(game, seed, [](const State &s, const Point &p) {
            return p.type == DecisionType::Move && s.round >= 3 + int(p.size % 4);
        });
        QVERIFY(game.found);
        const Point &point = *game.session.pending();
        CityView view;
        view.resize(1366, 768);
        view.setState(game.session.state());
        view.setPoint(&point);
        std::set<Loc> expected;
        for (int i = 0; i < point.size; ++i)
            expected.insert(point.options[i].to);
        const auto lit = view.litDestinations();
        QCOMPARE(std::set<Loc>(lit.begin(), lit.end()), expected);
        QCOMPARE(lit.size(), expected.size());
        QVERIFY(!ui::moverCandidates(game.session.state(), point).empty());
        view.setPoint(nullptr);
        QVERIFY(view.litDestinations().empty());
        ++checked;
    }
    QCOMPARE(checked, 6);
}

void TestGaCityView::everyLegalMoveHasItsPaths_GA4_11()
{
    // pathsOf (moves.h), which the city walks: for the movers of real positions and every die,
    // each legal (to, via) has paths of exactly die pips ending with via then to, each step a
    // step of the city; a move that is not legal has none.
    const City &c = city();
    int moves = 0;
    for (uint64_t seed = 30; seed < 34; ++seed) {
        Game game;
        play(game, seed, [](const State &s, const Point &p) {
            return p.type == DecisionType::Move && s.round >= 6;
        });
        QVERIFY(game.found);
        const State &s = game.session.state();
        for (int r = 0; r < kRoles; ++r) {
            const CharRef who{int8_t(s.active), Role(r)};
            if (s.at(who).at == c.prison() || s.at(who).at == c.cemetery())
                continue;
            for (int die = 1; die <= 6; ++die) {
                const MoveQuery q = moveQueryFor(s, who, die);
                MoveList list;
                generateMoves(q, list);
                for (const Move &m : list) {
                    const auto paths = pathsOf(q, m);
                    QVERIFY(!paths.empty());
                    for (const auto &path : paths) {
                        QCOMPARE(int(path.size()), die);
                        QCOMPARE(path.back(), m.to);
                        QCOMPARE(die == 1 ? q.at : path[path.size() - 2], m.via);
                        Loc at = q.at;
                        for (Loc next : path) {
                            bool step = false;
                            for (int i = c.outBegin(at); i < c.outEnd(at); ++i)
                                step |= c.step(i).to == next;
                            QVERIFY(step);
                            at = next;
                        }
                    }
                    ++moves;
                }
                QVERIFY(pathsOf(q, Move{c.cemetery(), q.at}).empty());
            }
        }
    }
    QVERIFY(moves > 100);
}

void TestGaCityView::clickOnADestinationChooses()
{
    Game game;
    play(game, 11, [](const State &, const Point &p) {
        return p.type == DecisionType::Move && singleSide(p) != kNoLoc;
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    CityView view;
    showView(view, game);
    QSignalSpy spy(&view, &CityView::chosen);
    const Loc to = singleSide(point);
    QTest::mouseMove(&view, view.locationRect(to).center().toPoint());
    QVERIFY(view.previewRoute().size() >= 2);
    QCOMPARE(view.previewRoute().back(), to);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
    QCOMPARE(spy.count(), 1);
    const Choice chosen = spy.at(0).at(0).value<Choice>();
    QCOMPARE(chosen, point.options[optionOf(point, to)]);
    // The engine takes it.
    QCOMPARE(game.session.decide(point.seat, {point.type, point.seat, chosen}), Refusal::None);
    QVERIFY(view.litDestinations().empty());
}

void TestGaCityView::realMouseDragChooses()
{
    Game game;
    play(game, 12, [](const State &, const Point &p) {
        return p.type == DecisionType::Move && singleSide(p) != kNoLoc && p.size >= 3;
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    CityView view;
    showView(view, game);
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    const Loc to = singleSide(point);
    const auto route = ui::routeOf(game.session.state(), movers.front(),
                                   {to, point.options[optionOf(point, to)].via}, {});
    QVERIFY(route.size() >= 2);
    QSignalSpy spy(&view, &CityView::chosen);
    const QPoint start = view.pieceRect(movers.front().who).center().toPoint();
    QVERIFY(!view.pieceRect(movers.front().who).isEmpty());
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    QTest::mouseMove(&view, start + QPoint(6, 6));
    QTest::mouseMove(&view, start + QPoint(12, 4));
    for (size_t i = 1; i < route.size(); ++i)
        QTest::mouseMove(&view, view.locationRect(route[i]).center().toPoint());
    QCOMPARE(view.previewRoute().back(), to);
    QCOMPARE(spy.count(), 0);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>(), point.options[optionOf(point, to)]);
}

void TestGaCityView::dragDroppedElsewhereChoosesNothing()
{
    Game game;
    play(game, 12, [](const State &, const Point &p) { return p.type == DecisionType::Move; });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    CityView view;
    showView(view, game);
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    QSignalSpy spy(&view, &CityView::chosen);
    const QPoint start = view.pieceRect(movers.front().who).center().toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    QTest::mouseMove(&view, start + QPoint(10, 10));
    QTest::mouseMove(&view, QPoint(3, 3)); // the night outside the city
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(spy.count(), 0);
    // Still to be chosen: every destination lit as before.
    const auto lit = view.litDestinations();
    std::set<Loc> expected;
    for (int i = 0; i < point.size; ++i)
        expected.insert(point.options[i].to);
    QCOMPARE(std::set<Loc>(lit.begin(), lit.end()), expected);
}

void TestGaCityView::dragFromTheMoversSquare()
{
    // Pressed on the middle of the mover's square, whoever is drawn there on top, and walked
    // to the destination in small steps: the move is made.
    Game game;
    play(game, 12, [](const State &, const Point &p) {
        return p.type == DecisionType::Move && singleSide(p) != kNoLoc;
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    State s = game.session.state();
    // Another gang's figure over the mover.
    const Loc at = s.at(movers.front().who).at;
    const CharRef other{int8_t((movers.front().who.seat + 1) % s.gangs), Role::Dealer};
    s.at(other).at = at;
    CityView view;
    view.resize(1366, 768);
    view.setState(s);
    view.setPoint(&point);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy spy(&view, &CityView::chosen);
    const Loc to = singleSide(point);
    const QPointF from = view.locationRect(at).center(), dest = view.locationRect(to).center();
    QTest::mousePress(&view, Qt::LeftButton, {}, from.toPoint());
    for (int i = 1; i <= 12; ++i)
        QTest::mouseMove(&view, (from + (dest - from) * (i / 12.0)).toPoint());
    QTest::mouseRelease(&view, Qt::LeftButton, {}, dest.toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>().to, to);
}

void TestGaCityView::twoArrivalSidesAsk_GA4_11()
{
    Game game;
    play(game, 21,
         [](const State &, const Point &p) { return p.type == DecisionType::Move && twoSides(p); });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    Loc to = kNoLoc;
    QVERIFY(twoSides(point, &to));
    CityView view;
    showView(view, game);
    QSignalSpy spy(&view, &CityView::chosen);
    // Straight onto the square from outside the city: the pointer came by no side.
    QTest::mouseMove(&view, QPoint(2, 2));
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
    QCOMPARE(spy.count(), 0);
    auto *menu = view.findChild<QMenu *>(QStringLiteral("arrivalSides"));
    QVERIFY(menu);
    std::vector<int> sides;
    for (int i = 0; i < point.size; ++i)
        if (point.options[i].to == to)
            sides.push_back(i);
    QCOMPARE(menu->actions().size(), qsizetype(sides.size()));
    menu->actions().last()->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>(), point.options[sides.back()]);
}

void TestGaCityView::pointerPathPicksTheArrivalSide_GA4_11()
{
    Game game;
    play(game, 21,
         [](const State &, const Point &p) { return p.type == DecisionType::Move && twoSides(p); });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    Loc to = kNoLoc;
    QVERIFY(twoSides(point, &to));
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    // For each side, drag along a route that arrives by it: that side is chosen, unasked.
    for (int i = 0; i < point.size; ++i) {
        if (point.options[i].to != to)
            continue;
        CityView view;
        showView(view, game);
        const auto route =
            ui::routeOf(game.session.state(), movers.front(), {to, point.options[i].via}, {});
        QVERIFY(route.size() >= 2);
        QCOMPARE(route[route.size() - 2], point.options[i].via);
        QSignalSpy spy(&view, &CityView::chosen);
        const QPoint start = view.pieceRect(movers.front().who).center().toPoint();
        QTest::mousePress(&view, Qt::LeftButton, {}, start);
        QTest::mouseMove(&view, start + QPoint(8, 8));
        for (size_t k = 1; k < route.size(); ++k)
            QTest::mouseMove(&view, view.locationRect(route[k]).center().toPoint());
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<Choice>(), point.options[i]);
        QVERIFY(!view.findChild<QMenu *>(QStringLiteral("arrivalSides")));
    }
}

void TestGaCityView::copMoveIsChosenTheSameWay_GA4_10()
{
    Game game;
    play(game, 5, [](const State &, const Point &p) {
        return p.type == DecisionType::CopMove && singleSide(p) != kNoLoc;
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    QVERIFY(movers.front().pair >= 0);
    CityView view;
    showView(view, game);
    QVERIFY(!view.copsRect(movers.front().pair).isEmpty());
    QSignalSpy spy(&view, &CityView::chosen);
    const Loc to = singleSide(point);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>(), point.options[optionOf(point, to)]);
}

void TestGaCityView::windowPicksTheMover()
{
    // Two characters of the gang on one square with one heading: both fit the point; the
    // window names the one the engine moves, before or after handing the point over, and the
    // route starts from it.
    Game game;
    play(game, 12, [](const State &, const Point &p) { return p.type == DecisionType::Move; });
    QVERIFY(game.found);
    State s = game.session.state();
    const Point point = *game.session.pending();
    const auto movers = ui::moverCandidates(s, point);
    QVERIFY(!movers.empty());
    const CharRef first = movers.front().who;
    CharRef twin = first;
    twin.role = first.role == Role::Killer ? Role::Dealer : Role::Killer;
    s.at(twin).at = s.at(first).at;
    s.at(twin).from = s.at(first).from;
    s.at(twin).controlledBy = -1;
    const auto both = ui::moverCandidates(s, point);
    QCOMPARE(both.size(), size_t(2));
    for (bool before : {true, false}) {
        CityView view;
        view.resize(1366, 768);
        view.setState(s);
        if (before)
            view.pickCharacter(twin);
        view.setPoint(&point);
        if (!before)
            view.pickCharacter(twin);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &CityView::chosen);
        const Loc to = point.options[0].to;
        // (Qt drops a move to where the pointer already is: from elsewhere first.)
        QTest::mouseMove(&view, QPoint(4, 4));
        QTest::mouseMove(&view, view.locationRect(to).center().toPoint());
        QVERIFY(!view.previewRoute().empty());
        QCOMPARE(view.previewRoute().front(), s.at(twin).at);
        // A drag from the other figure picks it instead.
        const QPoint start = view.pieceRect(first).center().toPoint();
        QTest::mousePress(&view, Qt::LeftButton, {}, start);
        QTest::mouseMove(&view, start + QPoint(9, 9));
        QTest::mouseMove(&view, view.locationRect(to).center().toPoint());
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.locationRect(to).center().toPoint());
        QVERIFY(spy.count() == 1 || view.findChild<QMenu *>(QStringLiteral("arrivalSides")));
    }
}

void TestGaCityView::nextPointIsAClickOnAFigure_GA3_4f()
{
    Game game;
    play(game, 8, [](const State &s, const Point &p) {
        if (p.type != DecisionType::Next || p.size < 2)
            return false;
        for (int i = 0; i < p.size; ++i)
            if (s.at({p.seat, p.options[i].role}).at == city().prison())
                return false; // figures in a crowded prison overlap
        return true;
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    CityView view;
    showView(view, game);
    QSignalSpy spy(&view, &CityView::chosen);
    const CharRef who{point.seat, point.options[point.size - 1].role};
    const QRectF r = view.pieceRect(who);
    QVERIFY(!r.isEmpty());
    QTest::mouseClick(&view, Qt::LeftButton, {}, r.center().toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>(), point.options[point.size - 1]);
}

void TestGaCityView::keyboardChooses()
{
    Game game;
    play(game, 11, [](const State &, const Point &p) {
        return p.type == DecisionType::Move && singleSide(p) != kNoLoc && !twoSides(p);
    });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    CityView view;
    showView(view, game);
    view.setFocus();
    QSignalSpy spy(&view, &CityView::chosen);
    QTest::keyClick(&view, Qt::Key_Tab);
    QTest::keyClick(&view, Qt::Key_Right);
    QVERIFY(!view.accessibleDescription().isEmpty());
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QVERIFY(point.find(spy.at(0).at(0).value<Choice>()) >= 0);
}

void TestGaCityView::keyboardAsksTheArrivalSide_GA4_11()
{
    // Tab to a square reached from two sides, Enter: the small menu asks, its first side taken.
    Game game;
    play(game, 21,
         [](const State &, const Point &p) { return p.type == DecisionType::Move && twoSides(p); });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    Loc to = kNoLoc;
    QVERIFY(twoSides(point, &to));
    CityView view;
    showView(view, game);
    view.setFocus();
    QSignalSpy spy(&view, &CityView::chosen);
    const auto lit = view.litDestinations();
    const auto at = std::find(lit.begin(), lit.end(), to) - lit.begin();
    for (qsizetype i = 0; i <= at; ++i)
        QTest::keyClick(&view, Qt::Key_Tab);
    QVERIFY(view.accessibleDescription().contains(QString::fromStdString(city().name(to))));
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(spy.count(), 0);
    auto *menu = view.findChild<QMenu *>(QStringLiteral("arrivalSides"));
    QVERIFY(menu);
    menu->actions().first()->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Choice>().to, to);
    QVERIFY(point.find(spy.at(0).at(0).value<Choice>()) >= 0);
}

void TestGaCityView::wordsForLocationsAndFigures()
{
    // Tooltips and accessible descriptions: a shop's sigles and door, a square's sidewalk, a
    // figure's record and heading; the pointer over a figure describes it.
    const City &c = city();
    State s = State::initial(2, 0);
    s.round = 5;
    const CharRef killer{0, Role::Killer};
    s.at(killer).at = c.find("A1.3");
    s.at(killer).from = c.find("A1.2");
    s.at(killer).recordSize = 1;
    s.at(killer).record[0] = {Offence::Mugging, c.find("A1.3")};
    s.owner[size_t(c.shopIndex(c.find("1.1")))] = 1;
    CityView view;
    view.resize(1366, 768);
    view.setState(s);
    const QString shop = view.describe(c.find("1.1"));
    QVERIFY(shop.contains(QStringLiteral("1.1")));
    QVERIFY(shop.contains(QStringLiteral("T:")));
    QVERIFY(shop.contains(QStringLiteral("A1.2")));
    QVERIFY(shop.contains(QStringLiteral("blue")));
    QVERIFY(view.describe(c.find("O1.3")).contains(QStringLiteral("Manhole")));
    QVERIFY(view.describe(c.find("A1.3")).contains(QStringLiteral("red killer")));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::mouseMove(&view, view.pieceRect(killer).center().toPoint());
    const QString words = view.accessibleDescription();
    QVERIFY2(words.contains(QStringLiteral("came from square A1.2")), qPrintable(words));
    QVERIFY(words.contains(QStringLiteral("mugging on A1.3")));
}

void TestGaCityView::walksFinish()
{
    Game game;
    play(game, 12, [](const State &, const Point &p) { return p.type == DecisionType::Move; });
    QVERIFY(game.found);
    const Point point = *game.session.pending();
    const auto movers = ui::moverCandidates(game.session.state(), point);
    QVERIFY(!movers.empty());
    const Move move{point.options[0].to, point.options[0].via};
    const auto route = ui::routeOf(game.session.state(), movers.front(), move, {});
    CityView view;
    showView(view, game);
    view.setPoint(nullptr);
    QSignalSpy spy(&view, &CityView::animationFinished);
    view.animateCharacter(movers.front().who, route, 120);
    QVERIFY(spy.wait(3000));
    QCOMPARE(spy.count(), 1);
    // The figure now stands at the destination.
    const QRectF at = view.locationRect(move.to);
    QVERIFY(view.pieceRect(movers.front().who).intersects(at.adjusted(-30, -30, 30, 30)));
    // At once: finished, after the call returns; given only its end, a pair leaving the
    // prison still walks its avenue (GA4.3).
    view.animateCops(0, {city().exitPath(3).back()}, 0);
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.wait(1000));
    QCOMPARE(spy.count(), 2);
    QVERIFY(view.copsRect(0).intersects(view.locationRect(city().exitPath(3).back())));
}

void TestGaCityView::walkGivenAfterTheState()
{
    // The window may hand the position after the move before the walk, and the path without
    // its start (pathsOf): the figure walks the path forward and ends where it stands.
    const City &c = city();
    State s = State::initial(2, 0);
    const CharRef killer{0, Role::Killer};
    const std::vector<Loc> pips{c.find("A1.4"), c.find("A1.5"), c.find("A1.6")};
    s.at(killer).at = pips.back();
    s.at(killer).from = pips[1];
    CityView view;
    view.resize(1366, 768);
    view.setState(s);
    QSignalSpy spy(&view, &CityView::animationFinished);
    view.animateCharacter(killer, pips, 200);
    QTest::qWait(40);
    // Walking: drawn by the walk, not yet standing anywhere.
    QVERIFY(view.pieceRect(killer).isEmpty());
    QVERIFY(spy.wait(2000));
    QVERIFY(view.pieceRect(killer).intersects(view.locationRect(pips.back())));
}

void TestGaCityView::vampWalksWithHerCompanion_GA8_3()
{
    const City &c = city();
    State s = State::initial(2, 0);
    s.round = 6;
    const CharRef vamp{0, Role::Vamp}, companion{1, Role::Dealer};
    const Loc start = c.find("A1.3"), to = c.find("A1.5");
    s.at(vamp).at = start;
    s.at(vamp).from = c.find("A1.2");
    s.at(vamp).companion = companion;
    s.at(vamp).vampTurns = 2;
    s.at(companion).at = start;
    s.at(companion).from = c.find("A1.2");
    s.at(companion).controlledBy = 0;
    CityView view;
    view.resize(1366, 768);
    view.setState(s);
    QVERIFY(!view.pieceRect(companion).isEmpty());
    QSignalSpy spy(&view, &CityView::animationFinished);
    const std::vector<Loc> path{start, c.find("A1.4"), to};
    view.animateCharacter(vamp, path, 60);
    QVERIFY(view.pieceRect(companion).isEmpty()); // walking with her
    QVERIFY(spy.wait(2000));
    const QRectF there = view.locationRect(to).adjusted(-40, -40, 40, 40);
    QVERIFY(there.intersects(view.pieceRect(vamp)));
    QVERIFY(there.intersects(view.pieceRect(companion)));
    // The window may walk him too, as the engine tells he follows: he is there already.
    view.animateCharacter(companion, path, 60);
    QVERIFY(spy.wait(1000));
    QCOMPARE(spy.count(), 2);
    QVERIFY(there.intersects(view.pieceRect(companion)));
}

void TestGaCityView::walkOfAPrisonExit_GA4_3()
{
    const State s = State::initial(2, 0);
    const CharRef killer{0, Role::Killer};
    for (int die = 1; die <= 6; ++die) {
        const Move exit = prisonExit(die);
        const auto walk = ui::walkOf(s, killer, die, exit);
        QCOMPARE(walk.size(), size_t(die + 1));
        QCOMPARE(walk.front(), city().prison());
        QCOMPARE(walk.back(), exit.to);
        QVERIFY(std::equal(walk.begin() + 1, walk.end(), city().exitPath(die).begin()));
    }
}

void TestGaCityView::everyLocationBigEnoughAndInside()
{
    // Issue 28: at 1366x768, squares and figures at least 28 pixels, nothing clipped.
    const City &c = city();
    for (QSize size : {QSize(1366, 768), QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)}) {
        CityView view;
        view.resize(size);
        const QRectF inside(QPointF(0, 0), QSizeF(size));
        for (Loc l = 0; l < c.locations(); ++l) {
            const QRectF r = view.locationRect(l);
            if (size == QSize(1366, 768)) {
                QVERIFY2(r.width() >= 28 && r.height() >= 28,
                         qPrintable(QStringLiteral("%1: %2x%3")
                                        .arg(QString::fromStdString(c.name(l)))
                                        .arg(r.width())
                                        .arg(r.height())));
            }
            QVERIFY2(inside.contains(r), qPrintable(QString::fromStdString(c.name(l))));
        }
        // Everyone in prison, as a game starts: inside its walls, each figure whole.
        State s = State::initial(4, 0);
        view.setState(s);
        const QRectF prison = view.locationRect(c.prison());
        for (int seat = 0; seat < 4; ++seat)
            for (int r = 0; r < kRoles; ++r) {
                const QRectF fig = view.pieceRect({int8_t(seat), Role(r)});
                QVERIFY(inside.contains(fig));
                QVERIFY(prison.adjusted(-2, -2, 2, 2).contains(fig));
                QVERIFY(fig.height() >= (size.height() >= 720 ? 16 : 0));
            }
        for (int pair = 0; pair < 2; ++pair)
            QVERIFY(prison.adjusted(-2, -2, 2, 2).contains(view.copsRect(pair)));
        // On the streets, at least 28 pixels.
        for (int seat = 0; seat < 4; ++seat)
            for (int r = 0; r < kRoles; ++r)
                s.at({int8_t(seat), Role(r)}).at = Loc(seat * 20 + r * 5);
        view.setState(s);
        for (int seat = 0; seat < 4; ++seat)
            for (int r = 0; r < kRoles; ++r) {
                const QRectF fig = view.pieceRect({int8_t(seat), Role(r)});
                QVERIFY(fig.height() >= 28);
                QVERIFY(inside.contains(fig));
            }
    }
}

void TestGaCityView::renderTime()
{
    // Issue 28: the city drawn once per size, under 100 ms at 1920x1080. Reported, not failed:
    // timing belongs to razzia-cli bench, and this machine is shared.
    QElapsedTimer t;
    t.start();
    const QPixmap first = ui::CityArt::picture(QSize(1366, 768), 1.0);
    const qint64 cold = t.elapsed(); // the plan and the SVG made and parsed, once a run
    t.restart();
    const QPixmap pm = ui::CityArt::picture(QSize(1920, 1080), 1.0);
    const qint64 drawn = t.elapsed();
    t.restart();
    const QPixmap again = ui::CityArt::picture(QSize(1920, 1080), 1.0);
    const qint64 cached = t.elapsed();
    t.restart();
    const QPixmap large = ui::CityArt::picture(QSize(1920, 1080), 2.0);
    const qint64 doubled = t.elapsed();
    QVERIFY(!first.isNull() && !pm.isNull() && !large.isNull());
    QCOMPARE(again.cacheKey(), pm.cacheKey());
    QCOMPARE(large.size(), QSize(3840, 2160));
    // A frame over the cached city: the pieces, tokens and marks of a position in play.
    Game game;
    play(game, 7, [](const State &st, const Point &p) {
        return st.round >= 10 && p.type == DecisionType::Move;
    });
    QVERIFY(game.found);
    CityView view;
    view.resize(1920, 1080);
    view.setState(game.session.state());
    view.setPoint(game.session.pending());
    QPixmap frame(view.size());
    view.render(&frame); // the city drawn once for this size
    t.restart();
    for (int i = 0; i < 20; ++i)
        view.render(&frame);
    qInfo("a frame at 1920x1080 with a move to choose: %.1f ms", t.elapsed() / 20.0);
    for (bool corners : {false, true}) {
        const QRectF b = ui::CityPlan::get().bounds(corners);
        qInfo("plan %s: %.0f x %.0f", corners ? "names in the corners" : "names beside the edges",
              b.width(), b.height());
    }
    qInfo("city: first picture (plan, SVG, 1366x768) %lld ms; 1920x1080 %lld ms; from the cache "
          "%lld ms; 1920x1080 at ratio 2 %lld ms",
          cold, drawn, cached, doubled);
}

QTEST_MAIN(TestGaCityView)
#include "tst_ga_cityview.moc"
