// One bar on the table (R1.1): its board, the bills on it with their total, the cards revealed
// on it this round, and what became of it when it was resolved. It is a drop target for a card
// of its colour and for the dealer's bill; whether a drop is legal is asked of the controller
// (the engine decides), never decided here.
#pragma once

#include "paintedtext.h"

#include "razzia/bills.h"
#include "razzia/cards.h"
#include "shellnames.h"

#include <QList>
#include <QWidget>

#include <functional>

class QMimeData;

namespace razzia::ui {

class BarBoard : public QWidget
{
    Q_OBJECT

public:
    struct Revealed
    {
        int seat = -1;
        QString name;
        Card card;
    };
    // Says whether a drag's data may be dropped on this bar.
    using Acceptor = std::function<bool(const QMimeData *, Bar)>;

    explicit BarBoard(Bar bar, QWidget *parent = nullptr);

    Bar bar() const { return m_bar; }
    const BillSet &bills() const { return m_bills; }
    void setBills(const BillSet &bills);
    void addBill(int denomination);
    void removeBills(const BillSet &bills);

    void setRevealed(const QList<Revealed> &cards);
    const QList<Revealed> &revealed() const { return m_revealed; }
    // The current player's own choice, shown on this bar until confirmed (only while their hand
    // is shown); Card() for none.
    void setPending(Card card);
    // A card played here and still held back from the engine: face down, with `label` under
    // it; its owner may drag it back to the hand. Card() for none.
    void setPlayed(Card card, const QString &label);
    Card played() const { return m_played; }
    // A short caption over the board ("The raid fails"), empty for none.
    void setOutcome(const QString &text);
    QString outcome() const { return m_outcome; }
    // Lit while a drag that may land here is under way, or while the bar is the one in focus.
    void setLit(bool lit);
    bool isLit() const { return m_lit; }
    // Marked by the hint (H) as the bar to play to: a dashed frame of its own colour, so that
    // it is told from a legal target by its shape as well.
    void setHinted(bool hinted);
    bool isHinted() const { return m_hinted; }
    // Spotlit while a dialog about this bar is open, or while it is being resolved.
    void setSpotlit(bool spotlit);
    bool isSpotlit() const { return m_spotlit; }
    // Clickable and focusable: the dealer may place a bill here.
    void setSelectable(bool selectable);

    void setAcceptor(Acceptor acceptor) { m_acceptor = std::move(acceptor); }

    // Where a bill lands and where the revealed cards lie, in this widget's coordinates.
    QRect boardRect() const;
    // Where the board sits in spare height: the table pulls its rows together (top row down,
    // bottom row up) so that the bars read as one block.
    void setVerticalAlignment(Qt::Alignment alignment);
    QRect billArea() const;
    QRect cardArea() const;
    // Every text painted on the board, where it is painted (for the layout tests).
    PaintedTexts paintedTexts() const;
    // Where each card on the board is drawn (revealed ones, then the player's own).
    QList<QRect> cardRects() const;
    // The face-down card's place, empty when there is none.
    QRect playedRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    void updateAccessibleName();

Q_SIGNALS:
    void cardDropped(int slot, razzia::Card card, razzia::Bar bar);
    // The face-down card was dragged away (back to the hand) or double-clicked.
    void takeBackRequested(razzia::Bar bar);
    void billDropped(razzia::Bar bar);
    void activated(razzia::Bar bar);

protected:
    void paintEvent(QPaintEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct CardSpot
    {
        QRect card;
        QRect name;
        QString label;
        Card face; // Card() for a face-down card
        bool pending = false;
    };
    bool accepts(const QMimeData *data) const;
    QRect bannerRect() const;
    QFont totalFont() const;
    QFont bannerFont() const;
    QFont smallFont() const;
    QList<CardSpot> cardSpots() const;

    Bar m_bar;
    BillSet m_bills;
    QList<Revealed> m_revealed;
    Card m_pending;
    Card m_played;
    QString m_playedLabel;
    bool m_spotlit = false;
    QPoint m_pressPos;
    bool m_pressedPlayed = false;
    QString m_outcome;
    bool m_lit = false;
    bool m_hinted = false;
    bool m_dragOver = false;
    bool m_selectable = false;
    Acceptor m_acceptor;
    Qt::Alignment m_valign = Qt::AlignVCenter;
};

} // namespace razzia::ui
