// One seat at the table, drawn from its SeatModel row: name, who plays it, money, the cards in
// hand face down, the dealer marker, and whether the table waits for it. Three lines that never
// overlap: where the second has no room for both, the seat's status takes the place of who plays
// it, and the tooltip always holds everything.
#pragma once

#include "paintedtext.h"
#include "shellnames.h"

#include <QPersistentModelIndex>
#include <QWidget>

namespace razzia::ui {

class SeatModel;

class SeatWidget : public QWidget
{
    Q_OBJECT

public:
    SeatWidget(SeatModel *model, int seat, QWidget *parent = nullptr);
    int seat() const { return m_seat; }
    // Where bills won by this seat land, in this widget's coordinates.
    QRect moneyArea() const;
    // Every text painted, where it is painted (for the layout tests).
    PaintedTexts paintedTexts() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void refresh();
    QString status() const;
    QString note() const;
    QString toolTipText() const;
    QFont moneyFont() const;
    QRect dealerRect() const;

    SeatModel *m_model;
    int m_seat;
    int m_pulse = 0; // animation of a thinking seat
};

} // namespace razzia::ui
