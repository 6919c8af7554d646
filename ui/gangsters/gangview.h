// The gangs' table of the side panel (GangModel), its columns shared out by hand: every heading
// whole, every column in view. Qt's own modes cannot say it: with ResizeToContents the
// characters' columns ("O2.3 ♥Lucky ⚖4") took all they wanted and left the stretched District
// column less than its heading at 1280 and 1366 px ("Meilleur quartier" cut). Here each column
// gets what it shows when there is room; when there is not, the District column gives way first
// (down to its heading and the longest word of its cells), then the characters' columns, each
// down to its heading, never under the years in prison a cell shows; what a cell loses is elided,
// and its tooltip says it whole. A district too long for its cell drops its article ("7/7 Beaux
// Quartiers"), then goes on over lines, each word whole; the rows grow, and the table with them.
// A column keeps the widest it wanted in the game, so the widths stay still as the cells change.
#pragma once

#include <QTableView>

namespace gangsters::ui {

class GangView : public QTableView
{
    Q_OBJECT

public:
    explicit GangView(QWidget *parent = nullptr);
    void setModel(QAbstractItemModel *model) override;
    // The lines a District cell shows at its column's width: its whole text when it fits, else
    // the name without its article, on as many lines as its words need.
    QStringList districtLines(const QModelIndex &index) const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitColumns();
    int textMargin() const;

    QList<int> m_seen; // the widest each column wanted in this game and language
};

} // namespace gangsters::ui
