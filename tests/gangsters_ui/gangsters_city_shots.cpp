// Pictures of Gangsters' city for looking at it (issue 28; not a test, not installed):
//   QT_QPA_PLATFORM=offscreen gangsters-city-shots DIR
// saves a busy city with a move being chosen at the window sizes of the issue (and the city's
// part of a 1366x768 window), plain and colour-blind, the start with everyone in prison, and a
// sheet of every figure, pawn and token. docs/screenshots/gangsters-*.png come from here.
#include "citypieces.h"
#include "cityview.h"
#include "gacitysupport.h"

#include <QApplication>
#include <QPainter>
#include <QTest>

#include <cstdio>
#include <memory>

using namespace gangsters;

namespace {

// A busy city: a vamp with her companion, someone serving a sentence, someone wounded or dead,
// tokens and pawns, and a move to choose.
bool busy(const State &s, const Point &p)
{
    if (p.type != DecisionType::Move || s.round < 8 || p.size < 6)
        return false;
    bool companion = false, sentence = false, fallen = false;
    for (int g = 0; g < s.gangs; ++g)
        for (const Character &ch : s.gang[size_t(g)].chars) {
            companion |= ch.companion.valid();
            sentence |= ch.at == city().prison() && ch.sentence > 0;
            fallen |= ch.at == city().clinic() || ch.at == city().cemetery();
        }
    return companion && sentence && fallen;
}

bool saveCity(const QString &dir, const Session &session, QSize size, bool blind)
{
    ui::CityView view;
    view.resize(size);
    view.setColourBlind(blind);
    view.setState(session.state());
    view.setPoint(session.pending());
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    // Pointing at a destination shows its route. (Qt drops a move to where the pointer already
    // is: from a corner first.)
    const auto lit = view.litDestinations();
    QTest::mouseMove(&view, QPoint(1, 1));
    if (!lit.empty())
        QTest::mouseMove(&view, view.locationRect(lit[lit.size() / 2]).center().toPoint());
    return view.grab().save(dir + QStringLiteral("/city-%1x%2%3.png")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(blind ? QStringLiteral("-cb") : QString()));
}

// Each gang's three roles and the cops at 30 and 48 pixels, plain and colour-blind, with the
// tokens and pawns.
bool saveFigures(const QString &dir)
{
    QPixmap sheet(560, 220);
    sheet.fill(QColor(0xe7, 0xd9, 0xb6));
    QPainter p(&sheet);
    p.setRenderHint(QPainter::Antialiasing);
    for (bool blind : {false, true}) {
        for (qreal h : {30.0, 48.0}) {
            const qreal y = (blind ? 112 : 8) + (h == 30 ? 0 : 34);
            qreal x = 8;
            for (int g = 0; g < kMaxGangs; ++g)
                for (int r = 0; r < kRoles; ++r) {
                    const QSizeF size(h * 0.72, h);
                    p.drawPixmap(QPointF(x, y), ui::PieceArt::figure(g, Role(r), size, 1.0, blind));
                    x += size.width() + 4;
                }
            p.drawPixmap(QPointF(x, y), ui::PieceArt::cops(0, QSizeF(h * 1.05, h), 1.0));
            x += h * 1.1;
            for (int g = 0; g < kMaxGangs; ++g) {
                ui::PieceArt::property(p, g, QRectF(x, y + h / 2 - 28, 16, 16), blind);
                ui::PieceArt::pawn(p, g, QPointF(x + 6, y + h / 2), 12, blind);
                ui::PieceArt::racket(p, g, QRectF(x, y + h / 2 + 10, 16, 16), blind);
                x += 22;
            }
        }
    }
    p.end();
    return sheet.save(dir + QStringLiteral("/figures.png"));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: gangsters-city-shots DIR\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    std::unique_ptr<test::Game> game;
    for (uint64_t seed = 1; seed < 80 && !(game && game->found); ++seed) {
        game = std::make_unique<test::Game>();
        test::play(*game, seed, busy);
    }
    if (!game || !game->found) {
        std::fprintf(stderr, "no busy position found\n");
        return 1;
    }
    bool ok = saveFigures(dir);
    {
        // The start, everyone in prison, in the city's part of a 1366x768 window.
        ui::CityView view;
        view.resize(810, 745);
        view.setState(State::initial(4, 0));
        ok &= view.grab().save(dir + QStringLiteral("/city-start-810x745.png"));
    }
    for (QSize size : {QSize(810, 745), QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
        for (bool blind : {false, true})
            ok &= saveCity(dir, game->session, size, blind);
    std::printf("%s\n", ok ? "saved" : "not saved");
    return ok ? 0 : 1;
}
