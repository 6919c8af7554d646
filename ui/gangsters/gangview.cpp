#include "gangview.h"

#include "gangmodel.h"

#include <QHeaderView>

#include <algorithm>
#include <numeric>

namespace gangsters::ui {

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
    const int margin = 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 2;
    for (int c = 0; c < n; ++c) {
        least[c] = header->sectionSizeHint(c);
        want[c] = std::max(least[c], sizeHintForColumn(c));
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
    // The District column keeps its heading and a score with the name's first letters.
    const int district = GangModel::DistrictColumn;
    least[district] = std::max(least[district],
                               fontMetrics().horizontalAdvance(QStringLiteral("8/8 Xx…")) + margin);
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
}

} // namespace gangsters::ui
