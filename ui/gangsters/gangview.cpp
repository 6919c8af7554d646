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
    connect(model, &QAbstractItemModel::modelReset, this, &GangView::fitColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &GangView::fitColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &GangView::fitColumns);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &GangView::fitColumns);
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
    for (int c = 0; c < n; ++c) {
        least[c] = header->sectionSizeHint(c);
        want[c] = std::max(least[c], sizeHintForColumn(c));
    }
    // The District column keeps its heading and a score with the name's first letters.
    const int district = GangModel::DistrictColumn;
    least[district] =
        std::max(least[district], fontMetrics().horizontalAdvance(QStringLiteral("8/8 Xx…")) +
                                      2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 2);
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
                const int cut =
                    c + 1 == n ? take - taken : int(qint64(take) * (want[c] - least[c]) / slack);
                width[c] -= std::min(cut, want[c] - least[c]);
                taken += cut;
            }
        }
    }
    for (int c = 0; c < n; ++c) {
        if (header->sectionSize(c) != width[c])
            header->resizeSection(c, width[c]);
    }
}

} // namespace gangsters::ui
