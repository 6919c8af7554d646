// Where a proposal, answer or duel dialog goes (issue 25: they hid other bars, the bar holding
// the player's own card, and the log). Every place in the window is weighed by what it would
// cover, the most important first: the bar the dialog is about, the prompt line, the bars where
// a person's card lies, the game log, the hand, the other bars, the seats; the place that hides
// least wins, the nearest to the bar among equals. A dialog the player moved stays where they put
// it. Every place lies inside the window and the screen's free area (issue 25: a proposal at
// 1366x768 stood 14 px below the screen), and a dialog that grows once placed, as its rows come
// or the window manager frames it, is placed again.
#include "tablestate.h"

#include "barboard.h"
#include "handwidget.h"
#include "seatmodel.h"
#include "tablewidget.h"

#include <QDialog>
#include <QEvent>
#include <QPointer>
#include <QScreen>
#include <QTreeView>

#include <algorithm>

namespace razzia::ui {

namespace {

// Where placeBeside() last put the dialog: anywhere else, the player moved it.
const char *const kPlacedAt = "razziaPlacedAt";
const char *const kPlacement = "razziaPlacement";

struct Weighed
{
    QRect rect; // global coordinates
    qint64 weight;
};

// What a dialog's place is weighed for: the table, its bar and whose view.
class Placement : public QObject
{
public:
    explicit Placement(QDialog *dialog) : QObject(dialog)
    {
        setObjectName(QLatin1String(kPlacement));
        dialog->installEventFilter(this);
    }

    QPointer<TableWidget> table;
    Bar bar = Bar(0);
    int viewer = -1;

    bool eventFilter(QObject *watched, QEvent *event) override;
};

QRect globalRect(const QWidget *w, QRect local)
{
    return QRect(w->mapToGlobal(local.topLeft()), local.size());
}

qint64 overlap(const QRect &a, const QRect &b)
{
    const QRect i = a.intersected(b);
    return i.isEmpty() ? 0 : qint64(i.width()) * i.height();
}

QList<Weighed> whatMatters(const TableWidget *table, Bar bar, int viewer)
{
    QList<Weighed> out;
    QList<bool> own;
    for (int i = 0; i < table->barCount(); ++i) {
        bool mine = false;
        for (const BarBoard::Revealed &card : table->barBoard(Bar(i))->revealed())
            mine = mine ||
                   (viewer >= 0 ? card.seat == viewer
                                : table->seatModel() && table->seatModel()->isHuman(card.seat));
        own << mine;
    }
    // People's cards on every bar (a hot-seat table of people): none stands out.
    const bool everywhere = !own.contains(false);
    for (int i = 0; i < table->barCount(); ++i) {
        const BarBoard *board = table->barBoard(Bar(i));
        out << Weighed{globalRect(board, board->boardRect()), Bar(i) == bar              ? 1000
                                                              : own.at(i) && !everywhere ? 60
                                                                                         : 8};
    }
    if (const QWidget *log = table->window()->findChild<QTreeView *>(QStringLiteral("gameLog"));
        log && log->isVisible())
        out << Weighed{globalRect(log, log->rect()), 30};
    // The prompt says what the dialog is for and who must answer it: it stays readable.
    if (const QRect prompt = table->promptTextRect(); !prompt.isEmpty())
        out << Weighed{prompt.translated(table->mapToGlobal(QPoint(0, 0))), 200};
    if (table->hand()->isVisible())
        out << Weighed{globalRect(table->hand(), table->hand()->rect()), 4};
    for (int seat = 0; table->seatWidget(seat); ++seat)
        out << Weighed{table->seatRect(seat).translated(table->mapToGlobal(QPoint(0, 0))), 3};
    return out;
}

// Where a window may stand: inside the game's window and inside the screen's free area (a window
// larger than its screen does not take a dialog off it).
QRect roomFor(const TableWidget *table)
{
    const QWidget *window = table->window();
    QRect room = window->geometry();
    if (const QScreen *screen = window->screen())
        room = room.intersected(screen->availableGeometry());
    return room;
}

// The dialog's size with its frame, also before the window manager has framed it (then as the
// game's window is framed): a frame left out of the weighing stood the dialog's bottom below
// the screen by the height of its title bar.
QSize framedSize(const QDialog *dialog, const QWidget *window)
{
    const QSize framed = dialog->frameGeometry().size();
    if (framed != dialog->size())
        return framed;
    const QRect outer = window->frameGeometry();
    const QRect inner = window->geometry();
    return framed + QSize(outer.width() - inner.width(), outer.height() - inner.height());
}

void place(TableWidget *table, QDialog *dialog, Bar bar, int viewer)
{
    BarBoard *board = table->barBoard(bar);
    if (!board || !dialog->isVisible())
        return;
    const QRect room = roomFor(table);
    const QSize size = framedSize(dialog, table->window());
    // The furthest a dialog may go right and down and still be whole (or at the top left, if
    // it is larger than the room).
    const int maxX = std::max(room.left(), room.left() + room.width() - size.width());
    const int maxY = std::max(room.top(), room.top() + room.height() - size.height());
    const QPoint placed = dialog->property(kPlacedAt).toPoint();
    if (!dialog->property(kPlacedAt).isNull() && dialog->pos() != placed) {
        // Moved by the player: theirs, as long as it stays in reach.
        QRect kept(dialog->pos(), size);
        if (!room.intersects(kept))
            dialog->move(room.topLeft());
        dialog->setProperty(kPlacedAt, dialog->pos());
        return;
    }
    const QList<Weighed> matters = whatMatters(table, bar, viewer);
    const QRect barRect = globalRect(board, board->boardRect());
    // Every 16 px, and flush against each edge of what matters, so that a dialog beside the
    // log or a bar does not overlap it by the rest of a step.
    QList<int> xs, ys;
    for (int x = room.left(); x < maxX; x += 16)
        xs << x;
    for (int y = room.top(); y < maxY; y += 16)
        ys << y;
    xs << maxX;
    ys << maxY;
    for (const Weighed &w : matters) {
        xs << std::clamp(w.rect.left() - size.width(), room.left(), maxX)
           << std::clamp(w.rect.right() + 1, room.left(), maxX);
        ys << std::clamp(w.rect.top() - size.height(), room.top(), maxY)
           << std::clamp(w.rect.bottom() + 1, room.top(), maxY);
    }
    QPoint best = room.topLeft();
    qint64 bestCost = -1;
    qint64 bestDistance = 0;
    for (int y : std::as_const(ys)) {
        for (int x : std::as_const(xs)) {
            const QRect r(QPoint(x, y), size);
            qint64 cost = 0;
            for (const Weighed &w : matters)
                cost += overlap(r, w.rect) * w.weight;
            const qint64 distance = (r.center() - barRect.center()).manhattanLength();
            if (bestCost < 0 || cost < bestCost || (cost == bestCost && distance < bestDistance)) {
                best = r.topLeft();
                bestCost = cost;
                bestDistance = distance;
            }
        }
    }
    dialog->move(best);
    dialog->setProperty(kPlacedAt, best);
}

bool Placement::eventFilter(QObject *watched, QEvent *event)
{
    // Grown past the room once placed: weighed again at its new size. One that still fits stays
    // (a player widening it does not see it jump).
    auto *dialog = static_cast<QDialog *>(watched);
    if (event->type() == QEvent::Resize && table && dialog->isVisible() &&
        !roomFor(table).contains(QRect(dialog->pos(), framedSize(dialog, table->window()))))
        place(table, dialog, bar, viewer);
    return QObject::eventFilter(watched, event);
}

} // namespace

void placeBeside(TableWidget *table, QDialog *dialog, Bar bar, int viewer)
{
    BarBoard *board = table->barBoard(bar);
    if (!board || !dialog->isVisible())
        return;
    board->setSpotlit(true);
    QObject::connect(
        dialog, &QDialog::finished, board, [board] { board->setSpotlit(false); },
        Qt::SingleShotConnection);
    auto *placement = static_cast<Placement *>(
        dialog->findChild<QObject *>(QLatin1String(kPlacement), Qt::FindDirectChildrenOnly));
    if (!placement)
        placement = new Placement(dialog);
    placement->table = table;
    placement->bar = bar;
    placement->viewer = viewer;
    place(table, dialog, bar, viewer);
}

} // namespace razzia::ui
