// The city of Gangsters as a widget (issue 28), offscreen: the legal destinations of real
// positions lit, a click and a real mouse drag choosing, two arrival sides (GA4.11), walks that
// finish, every location big enough and inside at 1366x768, the keyboard.
#include "cityart.h"
#include "citymoves.h"
#include "cityview.h"

#include "gangsters/session.h"

#include <QMenu>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <random>
#include <set>

using namespace gangsters;
using gangsters::ui::CityView;

Q_DECLARE_METATYPE(gangsters::Choice)

namespace {

// A four-gang game answered at random by the test until `stop` holds for its pending point.
struct Game
{
    Session session;
    bool found = false;
};

void play(Game &game, uint64_t seed, const std::function<bool(const State &, const Point &)> &stop,
          int gangs = 4)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = gangs;
    for (int i = 0; i < gangs; ++i)
        setup.seats.push_back({std::string(1, char('a' + i)), "human", "random"});
    game.session.start(setup);
    std::mt19937 pick{unsigned(seed)};
    for (Session::Stop s = game.session.playOn(); s.what == Session::Stop::Outside;
         s = game.session.playOn()) {
        const Point &point = *game.session.pending();
        if (stop(game.session.state(), point)) {
            game.found = true;
            return;
        }
        const Choice c = point.options[std::uniform_int_distribution<int>(0, point.size - 1)(pick)];
        if (game.session.decide(s.seat, {point.type, point.seat, c}) != Refusal::None)
            return;
    }
}

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
    void clickOnADestinationChooses();
    void realMouseDragChooses();
    void dragDroppedElsewhereChoosesNothing();
    void twoArrivalSidesAsk_GA4_11();
    void pointerPathPicksTheArrivalSide_GA4_11();
    void copMoveIsChosenTheSameWay_GA4_10();
    void nextPointIsAClickOnAFigure_GA3_4f();
    void keyboardChooses();
    void walksFinish();
    void everyLocationBigEnoughAndInside();
    void renderTime();
    void screenshots();

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
    // At once: finished, after the call returns.
    view.animateCops(0, {city().exitPath(3)}, 0);
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.wait(1000));
    QCOMPARE(spy.count(), 2);
    QVERIFY(view.copsRect(0).intersects(view.locationRect(city().exitPath(3).back())));
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
        State s = State::initial(4, 0);
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
    qInfo("city: first picture (plan, SVG, 1366x768) %lld ms; 1920x1080 %lld ms; from the cache "
          "%lld ms; 1920x1080 at ratio 2 %lld ms",
          cold, drawn, cached, doubled);
}

void TestGaCityView::screenshots()
{
    const QString dir = qEnvironmentVariable("GANGSTERS_CITY_SHOTS");
    if (dir.isEmpty())
        QSKIP("GANGSTERS_CITY_SHOTS names no directory");
    Game game;
    play(game, 7, [](const State &s, const Point &p) {
        return s.round >= 14 && p.type == DecisionType::Move;
    });
    QVERIFY(game.found);
    for (QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
        for (bool blind : {false, true}) {
            CityView view;
            view.resize(size);
            view.setColourBlind(blind);
            view.setState(game.session.state());
            view.setPoint(game.session.pending());
            const auto lit = view.litDestinations();
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            if (!lit.empty())
                QTest::mouseMove(&view, view.locationRect(lit.back()).center().toPoint());
            QVERIFY(view.grab().save(dir + QStringLiteral("/city-%1x%2%3.png")
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(blind ? QStringLiteral("-cb") : QString())));
        }
    }
}

QTEST_MAIN(TestGaCityView)
#include "tst_ga_cityview.moc"
