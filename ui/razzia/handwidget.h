// The hand of the player who holds the computer, shown only after the curtain (hot-seat
// privacy) and kept in view while the game runs: drag a card to its bar, or select it with a
// click or the arrow keys and press Enter. A card hovered or selected rises and grows; the
// table reserves the room for that, so nothing moves when it does.
#pragma once

#include "razzia/cards.h"

#include <QList>
#include <QWidget>

namespace razzia::ui {

class HandWidget : public QWidget
{
    Q_OBJECT

public:
    explicit HandWidget(QWidget *parent = nullptr);

    // Shows `cards` face up (one player's own hand); `playable` lets them be chosen.
    void setHand(const QList<Card> &cards, bool playable);
    // Hides every card: nothing of the hand remains in the widget.
    void clear();
    const QList<Card> &cards() const { return m_cards; }
    bool isPlayable() const { return m_playable; }

    int selected() const { return m_selected; }
    // The card the hint (H) advises, marked with a dashed ring; -1 for none.
    void setHinted(int slot);
    int hinted() const { return m_hinted; }
    void setSelected(int slot);
    // The arrow keys: the next (+1) or previous (-1) card, round the hand.
    void moveSelection(int delta);
    // While a card played face down may come back, the hand takes it as a drop.
    void setTakesBack(bool takesBack) { m_takesBack = takesBack; }

    // Where card `slot` is drawn, in this widget's coordinates.
    QRect cardRect(int slot) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void selectionChanged(int slot);
    void confirmed(int slot);
    void dragStarted(int slot);
    void dragFinished();
    // A drag of the card in `slot` ended where nothing took it, at `globalPos`: whoever asked
    // for the card says why (HumanSeat), the hand only snaps back.
    void dropRefused(int slot, QPoint globalPos);
    void takeBackDropped();
    void playableChanged(bool playable);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    int slotAt(QPoint pos) const;
    void updateAccessibleName();

    QList<Card> m_cards;
    bool m_playable = false;
    int m_selected = -1;
    int m_pressed = -1;
    int m_hover = -1;
    int m_hinted = -1;
    bool m_takesBack = false;
    QPoint m_pressPos;
};

} // namespace razzia::ui
