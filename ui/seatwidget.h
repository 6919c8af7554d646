// One seat at the table, drawn from its SeatModel row: name, who plays it, money, the cards in
// hand face down, the dealer marker, and whether the table waits for it.
#pragma once

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
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    SeatModel *m_model;
    int m_seat;
    int m_pulse = 0; // animation of a thinking seat
};

} // namespace razzia::ui
