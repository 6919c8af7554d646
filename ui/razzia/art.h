// The project's own art (resources/art/*.svg), drawn once per size into pixmaps.
//
// Every picture is an element (an SVG id) of one of the files under :/art. A pixmap is rendered
// the first time an element is asked for at a given logical size and device pixel ratio, and
// cached under (element, size, ratio); nothing renders SVG per frame. Widgets ask again with
// their new size on resize and screen change and get a crisp pixmap at that size.
#pragma once

#include "razzia/bills.h"
#include "razzia/cards.h"

#include <QColor>
#include <QPixmap>
#include <QSize>
#include <QString>
#include <QStringList>

namespace razzia::ui {

// A card's and a bill's width over height, wherever they are drawn (resources/art).
inline constexpr qreal kCardAspect = 5.0 / 7.0;
inline constexpr qreal kBillAspect = 2.2;

class Art
{
public:
    // Element ids.
    static QString cardElement(Card card);     // "card-gambler-colibri-1" … "card-police-jazz-6"
    static QString cardBackElement();          // "card-back"
    static QString barElement(Bar bar);        // "bar-colibri": the board, name and symbol
    static QString barPatternElement(Bar bar); // "pattern-colibri": colour-blind overlay
    static QString
    billElement(int denomination);       // "bill-5000" … "bill-50000" (index in kBillValues)
    static QString dieElement(int face); // "die-1" … "die-6"
    static QString dealerElement();      // "dealer"
    static QString iconElement();        // "icon"
    // Every element the program may ask for, for the test that they all exist and render.
    static QStringList allElements();

    // R1.1 colours, and a text colour readable on each.
    static QColor barColour(Bar bar);
    static QColor barTextColour(Bar bar);
    // The hint's mark on the card and the bar it advises (aquamarine: neither a bar's colour
    // nor the gold of a legal target or the blue of the focus).
    static QColor hintColour() { return QColor(0x7f, 0xff, 0xd4); }

    static Art &instance();

    bool hasElement(const QString &element) const;
    // The element's own proportions (width / height), for laying out before rendering.
    qreal aspectRatio(const QString &element) const;
    // The element drawn to fill `logicalSize` (keeping its proportions, centred), at `ratio`
    // device pixels per logical pixel. Cached; a null pixmap for an unknown element.
    QPixmap pixmap(const QString &element, QSize logicalSize, qreal ratio);

    // Colour-blind mode: bars and cards carry their bar's pattern on top (see pixmap()).
    bool colourBlind() const;
    void setColourBlind(bool on);

private:
    Art();
    struct Private;
    Private *d;
};

} // namespace razzia::ui
