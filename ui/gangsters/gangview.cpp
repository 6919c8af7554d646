#include "gangview.h"

#include "gangmodel.h"

#include <QHeaderView>
#include <QStyledItemDelegate>

#include <algorithm>
#include <numeric>

namespace gangsters::ui {

namespace {

// The District column's cells, on the lines GangView chose for them.
class DistrictDelegate final : public QStyledItemDelegate
{
public:
    explicit DistrictDelegate(GangView *view) : QStyledItemDelegate(view), m_view(view) {}

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->text = m_view->districtLines(index).join(QChar::LineSeparator);
    }

private:
    GangView *m_view;
};

QStringList words(const QString &text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

GangView::GangView(QWidget *parent) : QTableView(parent)
{
    verticalHeader()->hide();
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setMinimumSectionSize(24);
    setFocusPolicy(Qt::NoFocus);
    setItemDelegateForColumn(GangModel::DistrictColumn, new DistrictDelegate(this));
}

int GangView::textMargin() const
{
    // What a cell takes beside its text: QStyledItemDelegate's margin on each side, the grid's
    // line, and a pixel for the text's fractional width. One pixel short, a cell whose column
    // was "wide enough" for "prison, 4 ans" read "prison, 4 a…" under X11.
    return 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + (showGrid() ? 1 : 0) + 1;
}

QStringList GangView::districtLines(const QModelIndex &index) const
{
    const QString whole = index.data().toString();
    const QString brief = index.data(GangModel::ShortRole).toString();
    const int room = columnWidth(index.column()) - textMargin();
    const QFontMetrics metrics = fontMetrics();
    if (room <= 0 || metrics.horizontalAdvance(whole) <= room)
        return {whole};
    if (brief.isEmpty() || metrics.horizontalAdvance(brief) <= room)
        return {brief.isEmpty() ? whole : brief};
    // "5/7 Le…" told nothing at 1280 px: the words go on over lines instead, each whole as long
    // as the column is as wide as the longest (fitColumns sees to it).
    QStringList lines;
    for (const QString &word : words(brief)) {
        if (!lines.isEmpty() &&
            metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines;
}

void GangView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    const auto afresh = [this] {
        m_seen.clear();
        fitColumns();
    };
    connect(model, &QAbstractItemModel::modelReset, this, afresh);
    connect(model, &QAbstractItemModel::layoutChanged, this, &GangView::fitColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &GangView::fitColumns);
    connect(model, &QAbstractItemModel::headerDataChanged, this, afresh);
    fitColumns();
}

void GangView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void GangView::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    const int n = model() ? model()->columnCount() : 0;
    if (n != GangModel::ColumnCount)
        return;
    QList<int> want(n), least(n);
    const int margin = textMargin();
    const int district = GangModel::DistrictColumn;
    for (int c = 0; c < n; ++c) {
        least[c] = header->sectionSizeHint(c);
        // The District column's delegate answers for the width it has: the column wants its
        // cells whole on one line.
        if (c == district) {
            want[c] = least[c];
            for (int row = 0; row < model()->rowCount(); ++row) {
                const QString whole = model()->index(row, c).data().toString();
                want[c] = std::max(want[c], fontMetrics().horizontalAdvance(whole) + margin);
            }
        } else {
            want[c] = std::max(least[c], sizeHintForColumn(c));
        }
        // The years in prison stay whole ("prison 3 a…" told nothing).
        for (int row = 0; row < model()->rowCount(); ++row) {
            const QString whole = model()->index(row, c).data(GangModel::WholeRole).toString();
            if (!whole.isEmpty())
                least[c] = std::max(least[c], fontMetrics().horizontalAdvance(whole) + margin);
        }
        least[c] = std::min(least[c], want[c]);
        // A column does not shrink back as its cells change during a game: the widths stayed
        // still instead of jumping at every move. A new game or language starts afresh.
        if (c < m_seen.size())
            want[c] = std::max(want[c], m_seen[c]);
    }
    m_seen = want;
    // The District column keeps its heading and the longest word of its cells whole (before,
    // its least was "8/8 Xx…", and a name was cut to its article: "5/7 Le…").
    for (int row = 0; row < model()->rowCount(); ++row) {
        const QString brief = model()->index(row, district).data(GangModel::ShortRole).toString();
        for (const QString &word : words(brief))
            least[district] =
                std::max(least[district], fontMetrics().horizontalAdvance(word) + margin);
    }
    least[district] = std::min(least[district], want[district]);
    QList<int> width = want;
    const int room = viewport()->width();
    int over = std::accumulate(width.begin(), width.end(), 0) - room;
    if (over < 0) {
        width[district] -= over; // room to spare: the District column takes it
    } else {
        const int giving = std::min(over, width[district] - least[district]);
        width[district] -= giving;
        over -= giving;
        // Then the characters' columns, each in proportion to what it has over its heading.
        int slack = 0;
        for (int c = GangModel::KillerColumn; c < n; ++c)
            slack += want[c] - least[c];
        if (over > 0 && slack > 0) {
            const int take = std::min(over, slack);
            int taken = 0;
            for (int c = GangModel::KillerColumn; c < n; ++c) {
                const int cut = int(qint64(take) * (want[c] - least[c]) / slack);
                width[c] -= cut;
                taken += cut;
            }
            // What the rounding left, a pixel at a time from the columns still over their
            // least (before, the last column took it all, and at its heading took none: the
            // table ran a pixel past its view).
            for (int c = GangModel::KillerColumn; taken < take;
                 c = c + 1 < n ? c + 1 : GangModel::KillerColumn) {
                if (width[c] > least[c]) {
                    --width[c];
                    ++taken;
                }
            }
        }
    }
    for (int c = 0; c < n; ++c) {
        if (header->sectionSize(c) != width[c])
            header->resizeSection(c, width[c]);
    }
    // A district over two lines makes its row taller; the table is as tall as its rows, the
    // log below takes the rest.
    resizeRowsToContents();
    int height = header->height() + 2 * frameWidth();
    for (int row = 0; row < model()->rowCount(); ++row)
        height += rowHeight(row);
    if (minimumHeight() != height || maximumHeight() != height)
        setFixedHeight(height);
}

} // namespace gangsters::ui
