// The hot-seat curtain both games' tables raise between players (issue 16: written once): it
// covers its parent entirely, opaque, so nothing of the table shows through, names the player
// who must take the screen, and lifts on its one button (mouse, Enter or Space). Its accessible
// name is its title only: no surface under it is read out while it is up.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace shell {

class Curtain : public QWidget
{
    Q_OBJECT

public:
    // Hidden until raised; it follows its parent's size from then on.
    explicit Curtain(QWidget *parent);

    // Covers the parent with `title` (naming the player) and a button saying `buttonText`,
    // which takes the keyboard.
    void raiseWith(const QString &title, const QString &buttonText);
    void lower();
    bool isUp() const { return isVisible(); }
    QString title() const;
    QPushButton *button() const { return m_button; }

Q_SIGNALS:
    // The player at the screen asked to see their side: the curtain is down already.
    void lifted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_title = nullptr;
    QPushButton *m_button = nullptr;
};

} // namespace shell
