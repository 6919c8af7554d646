#include "boardart.h"

#include "names.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <cmath>

namespace speakeasy::ui {

namespace {

constexpr qreal kColumns = 5;
constexpr qreal kRows = 12;
constexpr qreal kGapRows = 0.9;        // the front line between ranks 6 and 7
constexpr qreal kTokenAspect = 1.7;    // the narrowest token, as the wooden pieces
constexpr qreal kMaxTokenAspect = 2.2; // the widest, when the files spread apart
constexpr qreal kSpread = 1.55;        // board.svg's distance between files, in rank units
// board.svg's margin around the points, in board units (resources/art/speakeasy/board.py:
// MARGIN / UNIT).
constexpr qreal kBoardMargin = 0.4;
// Both seats' boards at the current size, so that a hot-seat turn finds its board drawn; no
// more, as one full-screen board at ratio 2 weighs some 26 MB.
constexpr qsizetype kBoardsKept = 2;

} // namespace

BoardGeometry::BoardGeometry(QSize area, int seat) : m_seat(seat < 0 ? 0 : seat)
{
    // Tokens are wider than tall, as the wooden pieces are; the spacing follows them, with room
    // for the coordinates along two edges.
    // The board is as tall as the pane allows; on a pane wider than the board.svg's
    // proportions (1.55 units between files) the files spread up to kMaxSpread apart and the
    // tokens widen with them (issue 25: at 1366x768 the board used under half its pane, with
    // names 6-8 px tall). The district is stretched across to match.
    constexpr qreal kMaxSpread = 2.1;
    m_dy = std::min(area.height() / (kRows + kGapRows + 0.8),
                    area.width() / (kColumns * kSpread + 1.0));
    m_dx = std::clamp((area.width() - m_dy * 1.0) / kColumns, m_dy * kSpread, m_dy * kMaxSpread);
    m_gap = m_dy * kGapRows;
    const qreal w = m_dx * kColumns, h = m_dy * kRows + m_gap;
    m_board = QRectF((area.width() - w) / 2, (area.height() - h) / 2, w, h);
    // As tall as the ranks leave room for, as wide as the files do, never narrower than the
    // wooden pieces' proportions.
    qreal tokenHeight = m_dy * 0.86;
    const qreal tokenWidth = std::min(m_dx - m_dy * 0.12, tokenHeight * kMaxTokenAspect);
    tokenHeight = std::min(tokenHeight, tokenWidth / kTokenAspect);
    m_token = QSizeF(tokenWidth, tokenHeight);
}

QPointF BoardGeometry::displayed(int column, int row) const
{
    const qreal y = m_board.top() + (row + 0.5) * m_dy + (row >= 6 ? m_gap : 0);
    return {m_board.left() + (column + 0.5) * m_dx, y};
}

QPointF BoardGeometry::centre(Square s) const
{
    const int file = fileOf(s), rank = rankOf(s);
    const int column = m_seat == 0 ? file : kFiles - 1 - file;
    const int row = m_seat == 0 ? kRanks - rank : rank - 1;
    return displayed(column, row);
}

std::optional<Square> BoardGeometry::squareAt(QPointF at) const
{
    for (Square s = 0; s < kSquares; ++s)
        if (tokenRect(s).contains(at))
            return s;
    return std::nullopt;
}

QRectF BoardGeometry::tokenRect(Square s) const
{
    const QPointF c = centre(s);
    return {c.x() - m_token.width() / 2, c.y() - m_token.height() / 2, m_token.width(),
            m_token.height()};
}

Square BoardGeometry::step(Square s, int dx, int dy) const
{
    // Screen right is file + 1 for South, file - 1 for North; screen up is rank + 1 for South.
    const int sign = m_seat == 0 ? 1 : -1;
    const int file = std::clamp(fileOf(s) + dx * sign, 0, kFiles - 1);
    const int rank = std::clamp(rankOf(s) - dy * sign, 1, kRanks);
    return Square((rank - 1) * kFiles + file);
}

namespace {
bool s_colourBlind = false;
} // namespace

void BoardArt::setColourBlind(bool on)
{
    s_colourBlind = on; // the cache keys hold the mode: nothing stale is drawn
}

bool BoardArt::colourBlind()
{
    return s_colourBlind;
}

QColor BoardArt::seatColour(int seat)
{
    return seat == 0 ? QColor(0x9b, 0x2c, 0x22) : QColor(0x1f, 0x3e, 0x72);
}

namespace {

QSvgRenderer &pieceArt()
{
    static QSvgRenderer renderer(QStringLiteral(":/speakeasy/pieces.svg"));
    return renderer;
}

QSvgRenderer &boardArt()
{
    static QSvgRenderer renderer(QStringLiteral(":/speakeasy/board.svg"));
    return renderer;
}

void drawElement(QPainter &p, const QString &id, const QRectF &where)
{
    QSvgRenderer &art = pieceArt();
    const QRectF bounds = art.boundsOnElement(id);
    if (bounds.isEmpty())
        return;
    // Keep the element's proportions, centred in `where`.
    const qreal scale = std::min(where.width() / bounds.width(), where.height() / bounds.height());
    const QSizeF size = bounds.size() * scale;
    art.render(&p, id, QRectF(where.center() - QPointF(size.width() / 2, size.height() / 2), size));
}

} // namespace

QPixmap BoardArt::mark(bool turned, qreal size, qreal ratio)
{
    const int px = std::max(1, int(size * ratio));
    const QString key = QStringLiteral("se-mark-%1-%2").arg(int(turned)).arg(px);
    QPixmap cached;
    if (QPixmapCache::find(key, &cached))
        return cached;
    QPixmap pm(px, px);
    pm.setDevicePixelRatio(ratio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(0, 0, size, size);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xf6, 0xef, 0xdc));
    p.drawEllipse(r);
    if (turned) {
        drawFigure(p, Kind::Kid, r.adjusted(size * 0.15, size * 0.15, -size * 0.15, -size * 0.15));
    } else {
        p.setBrush(QColor(0x22, 0x1c, 0x14));
        p.drawEllipse(r.center(), size * 0.18, size * 0.18);
    }
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

void BoardArt::drawFigure(QPainter &p, Kind kind, const QRectF &where)
{
    if (kind != Kind::None)
        drawElement(p,
                    QStringLiteral("figure-") +
                        QLatin1String(kindId(kind).data(), qsizetype(kindId(kind).size())),
                    where);
}

void BoardArt::drawEmblem(QPainter &p, int seat, const QRectF &where)
{
    drawElement(p, QStringLiteral("back-emblem-%1").arg(seat), where);
}

void BoardArt::drawSideEmblem(QPainter &p, int seat, const QRectF &where)
{
    drawElement(p, QStringLiteral("side-emblem-%1").arg(seat), where);
}

QPixmap BoardArt::board(QSize area, int seat, qreal ratio)
{
    const QString key = QStringLiteral("se-board-%1x%2-%3-%4-%5")
                            .arg(area.width())
                            .arg(area.height())
                            .arg(seat)
                            .arg(ratio)
                            .arg(Names::barSign());
    // A board at a device pixel ratio of 2 on a large screen passes QPixmapCache's whole
    // budget (10 MB) and would be refused there, then drawn again for every frame: the boards
    // keep a cache of their own, the latest two.
    static QList<std::pair<QString, QPixmap>> boards;
    for (qsizetype i = 0; i < boards.size(); ++i) {
        if (boards[i].first == key) {
            boards.move(i, 0);
            return boards.first().second;
        }
    }
    QPixmap pm(area * ratio);
    pm.setDevicePixelRatio(ratio);
    pm.fill(QColor(0x1d, 0x19, 0x14)); // night around the district
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry g(area, seat);
    const qreal u = g.tokenSize().height();
    // The district as each seat sees it (board.svg holds one picture per seat so that its
    // buildings stand upright for both); its margin is kBoardMargin board units.
    const qreal margin = kBoardMargin * g.unit();
    // Stretched across when the files spread wider than the picture's 1.55 units.
    const qreal across = margin * g.spread() / kSpread;
    boardArt().render(&p, QStringLiteral("board-%1").arg(seat == 1 ? 1 : 0),
                      g.boardRect().adjusted(-across, -margin, across, margin));

    // The Bar signs are words, so they are written here in the players' language.
    QFont sign(QStringLiteral("DejaVu Sans"));
    sign.setPixelSize(std::max(6, int(u * 0.34)));
    sign.setBold(true);
    sign.setLetterSpacing(QFont::PercentageSpacing, 112);
    p.setFont(sign);
    for (Bits bars = kBoard.bar; bars; bars &= bars - 1) {
        const QRectF r = g.tokenRect(lowest(bars)).adjusted(0, u * 0.12, 0, 0);
        p.setPen(QColor(0xff, 0x7a, 0xc8, 110)); // the neon's glow, a pixel around the letters
        p.drawText(r.translated(0, u * 0.02), Qt::AlignCenter, Names::barSign());
        p.setPen(QColor(0xff, 0xd8, 0xee));
        p.drawText(r, Qt::AlignCenter, Names::barSign());
    }
    // Coordinates along the edges, as each seat reads them (SE2.1).
    QFont f = p.font();
    f.setPixelSize(std::max(7, int(u * 0.3)));
    f.setBold(false);
    p.setFont(f);
    p.setPen(QColor(0xcf, 0xc4, 0xb0));
    for (Square s = 0; s < kSquares; ++s) {
        const QRectF r = g.tokenRect(s);
        if (rankOf(s) == (seat == 1 ? kRanks : 1))
            p.drawText(QRectF(r.left(), r.bottom() + u * 0.12, r.width(), u * 0.4), Qt::AlignCenter,
                       QString(QChar(u'a' + fileOf(s))));
        if (fileOf(s) == (seat == 1 ? kFiles - 1 : 0))
            p.drawText(QRectF(g.boardRect().left() - u * 0.75, r.top(), u * 0.5, r.height()),
                       Qt::AlignCenter, QString::number(rankOf(s)));
    }
    p.end();
    boards.prepend({key, pm});
    if (boards.size() > kBoardsKept)
        boards.removeLast();
    return pm;
}

QPixmap BoardArt::token(int owner, Kind kind, QSizeF size, qreal ratio)
{
    const QSize px = (size * ratio).toSize();
    // The name is part of the key: a change of language draws new faces.
    const QString key = QStringLiteral("se-token-%1-%2-%3x%4-%5-%6")
                            .arg(owner)
                            .arg(int(kind))
                            .arg(px.width())
                            .arg(px.height())
                            .arg(Names::piece(kind))
                            .arg(int(s_colourBlind));
    QPixmap cached;
    if (QPixmapCache::find(key, &cached))
        return cached;
    QPixmap pm(px);
    pm.setDevicePixelRatio(ratio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF r(QPointF(0, 0), size);
    const qreal h = size.height();
    const QRectF body = r.adjusted(h * 0.04, h * 0.04, -h * 0.04, -h * 0.04);
    const QColor colour = BoardArt::seatColour(owner);
    QFont font(QStringLiteral("DejaVu Sans"));
    if (kind == Kind::None) {
        // The back: the owner's colour and emblem, nothing else.
        p.setPen(QPen(colour.darker(170), h * 0.06));
        p.setBrush(colour);
        p.drawRoundedRect(body, h * 0.15, h * 0.15);
        if (s_colourBlind && owner == 1) {
            QPainterPath inside;
            inside.addRoundedRect(body, h * 0.15, h * 0.15);
            p.save();
            p.setClipPath(inside);
            p.setPen(QPen(colour.lighter(175), h * 0.07));
            for (qreal x = body.left() - body.height(); x < body.right(); x += h * 0.24)
                p.drawLine(QPointF(x, body.bottom()), QPointF(x + body.height(), body.top()));
            p.restore();
        }
        p.setPen(QPen(colour.lighter(150), h * 0.03));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(h * 0.1, h * 0.1, -h * 0.1, -h * 0.1), h * 0.1, h * 0.1);
        drawEmblem(p, owner, body.adjusted(h * 0.2, h * 0.2, -h * 0.2, -h * 0.2));
    } else {
        // The face: ivory with the owner's colour as a rim, the figure, the mark and the name.
        p.setPen(QPen(colour, h * 0.09));
        p.setBrush(QColor(0xf6, 0xef, 0xdc));
        p.drawRoundedRect(body, h * 0.15, h * 0.15);
        if (s_colourBlind && owner == 1) {
            QPen dashes(colour, h * 0.04, Qt::DashLine);
            dashes.setDashPattern({1.5, 1.5});
            p.setPen(dashes);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(body.adjusted(h * 0.1, h * 0.1, -h * 0.1, -h * 0.1), h * 0.1,
                              h * 0.1);
        }
        // Whose it is, also without colour: the side's emblem in a corner.
        drawSideEmblem(p, owner,
                       QRectF(body.right() - h * 0.3, body.top() + h * 0.09, h * 0.2, h * 0.2));
        const QRectF inner = body.adjusted(h * 0.1, h * 0.06, -h * 0.1, -h * 0.06);
        drawFigure(p, kind,
                   QRectF(inner.left(), inner.top() + h * 0.02, inner.width() * 0.4,
                          inner.height() * 0.56));
        font.setBold(true);
        font.setPixelSize(std::max(6, int(h * (Names::mark(kind).size() > 2 ? 0.3 : 0.4))));
        p.setFont(font);
        p.setPen(colour.darker(120));
        p.drawText(QRectF(inner.left() + inner.width() * 0.4, inner.top(),
                          inner.width() * 0.6 - h * 0.12, inner.height() * 0.62),
                   Qt::AlignCenter, Names::mark(kind));
        font.setBold(false);
        // The longest names shrink to fit rather than lose letters.
        const QString name = Names::title(kind);
        int px = std::max(5, int(h * 0.25));
        font.setPixelSize(px);
        while (px > 5 && QFontMetricsF(font).horizontalAdvance(name) > inner.width()) {
            font.setPixelSize(--px);
        }
        p.setFont(font);
        p.setPen(QColor(0x22, 0x1c, 0x14));
        p.drawText(QRectF(inner.left() - h * 0.06, inner.top() + inner.height() * 0.6,
                          inner.width() + h * 0.12, inner.height() * 0.4),
                   Qt::AlignCenter, name);
    }
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

} // namespace speakeasy::ui
