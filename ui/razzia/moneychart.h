// Every seat's money after each round of a game, drawn as lines (QPainter): the game-over
// screen's answer to "how did it go?". Each seat has its own colour and its own marker, and its
// name at the end of its line, so that colour is never the only cue.
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

namespace razzia::ui {

class MoneyChart : public QWidget
{
    Q_OBJECT

public:
    struct Line
    {
        QString name;
        QList<qint64> money; // after each round, round 1 first
    };

    explicit MoneyChart(QWidget *parent = nullptr);

    void setLines(const QList<Line> &lines);
    QList<Line> lines() const { return m_lines; }
    int rounds() const;
    // Where the line of `seat` passes after `round` (0-based), in widget coordinates; for tests.
    QPointF pointAt(int seat, int round) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {300, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF plotArea() const;
    qint64 top() const;

    QList<Line> m_lines;
};

} // namespace razzia::ui
