// The turn's dice in their colours (GA1.3: green killer, red vamp, white dealer, blue cops),
// rolled together: they tumble for the Roll step, then show their faces until the next roll.
#pragma once

#include "gangsters/events.h"

#include <QTimer>
#include <QWidget>

namespace gangsters::ui {

class DiceStrip : public QWidget
{
    Q_OBJECT

public:
    explicit DiceStrip(QWidget *parent = nullptr);

    void roll(const Event &roll, int ms);
    void clear();
    // The faces shown, killer, vamp, dealer then the blues; 0 for a die not rolled.
    QList<int> faces() const;
    bool tumbling() const { return m_tumble.isActive(); }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Event m_roll;
    bool m_has = false;
    QTimer m_tumble;
    QTimer m_stop;
    QList<int> m_shown;
};

} // namespace gangsters::ui
