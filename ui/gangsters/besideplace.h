// Where a panel floating over the city goes (the action buttons, the duel scene): beside the
// place it concerns, inside its parent. It remembers that place, so that a panel that grows (a
// bold hint, a longer line) is put beside it again.
#pragma once

#include <QRectF>

class QWidget;

namespace gangsters::ui {

class BesidePlace
{
public:
    // `gap`: the pixels between the place and the panel.
    BesidePlace(QWidget *panel, int gap) : m_panel(panel), m_gap(gap) {}

    // Sizes the panel to its contents and puts it beside `target` (the parent's coordinates).
    void place(const QRectF &target);
    // Again beside the last place, once the panel has grown; nothing before the first place().
    void again();
    void forget() { m_target = QRectF(); }
    bool placed() const { return !m_target.isNull(); }

private:
    QWidget *m_panel;
    int m_gap;
    QRectF m_target;
};

} // namespace gangsters::ui
