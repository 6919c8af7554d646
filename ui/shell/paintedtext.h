// A text a widget paints itself (a seat's money, a card owner's name on a bar), with the box it
// was given. The widget lays its texts out once, paints them from that list and hands the same
// list to the layout tests, which check that no text overflows its box or covers another.
#pragma once

#include <QFont>
#include <QList>
#include <QRect>
#include <QString>

namespace shell {

struct PaintedText
{
    QString text;
    QRect rect;
    QFont font;
};

using PaintedTexts = QList<PaintedText>;

} // namespace shell
