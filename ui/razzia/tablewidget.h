// The table: the seats, the bar boards in reading order, the supply, draw and discard piles,
// the hand of the player whose turn it is and the curtain that hides it from the others.
// It shows what the controller tells it and reports what the player does; it holds no rule.
#pragma once

#include "barboard.h"
#include "curtain.h"
#include "razzia/cards.h"
#include "shellnames.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QShortcut;
class QStackedLayout;

namespace razzia::ui {

class HandWidget;
class SeatModel;
class SeatWidget;

class TableWidget : public QWidget
{
    Q_OBJECT

public:
    explicit TableWidget(SeatModel *seats, QWidget *parent = nullptr);

    // Rebuilds the seats and bars for a game of `players` with `bars` bars.
    void setup(int players, int bars);
    int barCount() const { return int(m_bars.size()); }
    BarBoard *barBoard(Bar bar) const { return m_bars.value(int(bar)); }
    SeatWidget *seatWidget(int seat) const { return m_seats.value(seat); }
    HandWidget *hand() const { return m_hand; }
    SeatModel *seatModel() const { return m_seatModel; }
    QPushButton *confirmButton() const { return m_confirm; }
    // The one button's words for what it does now (play, pass the computer on, continue, back
    // to the proposal), built again at each language switch: the table does not know which.
    void setConfirmText(std::function<QString()> text);
    Curtain *curtain() const { return m_curtain; }
    QPushButton *curtainButton() const { return m_curtain->button(); }

    // The hand's row, hidden at a table of AI seats only, where the bars take its room. Its
    // height is kept whether or not cards are in it, so that nothing moves when they come.
    void setHandAreaVisible(bool visible);
    // Every painted text and label of the table in its own coordinates (for the layout tests).
    PaintedTexts paintedTexts() const;
    void setAcceptor(BarBoard::Acceptor acceptor);
    void setPiles(int supply, int draw, int discard);
    int supplyCount() const { return m_supplyCount; }
    int drawCount() const { return m_drawCount; }
    int discardCount() const { return m_discardCount; }
    void setPrompt(const QString &text);
    // "Round 5 of 12", always in view; the last round says so.
    void setRound(int round, int rounds);
    QString prompt() const;
    // Where the prompt's words are, in the table's coordinates (empty without a prompt): a
    // dialog placed over the table leaves them readable (dialogplace.cpp).
    QRect promptTextRect() const;

    // The hint (H) beside the hand, in a box of fixed size so that the table keeps its height,
    // with the advised card (`handSlot`, -1 for none) and bar marked; clearHint() takes all of
    // it away. The words are asked of `title` and `text` again at a language switch: a hint
    // keeps what it advises, not the words of the language it was first shown in.
    void showHint(std::function<QString()> title, std::function<QString()> text, int handSlot,
                  std::optional<Bar> bar);
    void clearHint();
    QString hintText() const;
    QLabel *hintLabel() const { return m_hint; }

    // The dealer's last bill (R3.3): face up and draggable for a human dealer who may see it,
    // face down for anyone else; -1 hides it.
    void setPendingBill(int denomination, bool faceUp, bool draggable);
    int pendingBill() const { return m_pendingBill; }

    // The curtain (hot-seat privacy): covers the whole table and names the player who must
    // take the computer. The hand is emptied before it rises.
    void showCurtain(const QString &title, const QString &buttonText);
    void hideCurtain();
    bool isCurtainUp() const;

    // Animations: a pixmap flies between two places of the table; `done` runs when it lands
    // (at once when `ms` is 0).
    void fly(const QPixmap &pixmap, QRect from, QRect to, int ms, std::function<void()> done);
    QRect supplyRect() const;
    QRect pendingBillRect() const; // the dealer's bill, before it goes to its bar
    QRect barBillRect(Bar bar) const;
    QRect barCardRect(Bar bar) const;
    QRect seatRect(int seat) const;
    QPixmap billPixmap(int denomination, QSize size) const;
    QPixmap cardPixmap(Card card, QSize size) const;

    // Lights every bar that `lit` says may take the current drag.
    void lightBars(const std::function<bool(Bar)> &lit);
    // The bar whose board is under `globalPos`, if any (where a refused drag was let go).
    std::optional<Bar> barAt(QPoint globalPos) const;
    void unlightBars();

Q_SIGNALS:
    void curtainConfirmed();
    void billPickedUp();
    // The dealer's bill was dropped where nothing took it, at `globalPos`.
    void billDropRefused(QPoint globalPos);
    // Ctrl+Z: take back the card played face down.
    void undoRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void wordHint();
    void layoutSeats();
    int handHeight() const;
    int promptHeight() const;
    void fitHandColumn();
    QRect mapRect(QWidget *from, QRect rect) const;

    SeatModel *m_seatModel;
    QWidget *m_seatRow = nullptr;
    QWidget *m_barGrid = nullptr;
    QList<SeatWidget *> m_seats;
    QList<BarBoard *> m_bars;
    QLabel *m_round = nullptr;
    QLabel *m_supply = nullptr;
    QLabel *m_draw = nullptr;
    QLabel *m_discard = nullptr;
    QLabel *m_billSpot = nullptr;
    QLabel *m_billCaption = nullptr;
    QLabel *m_prompt = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_handColumn = nullptr;
    HandWidget *m_hand = nullptr;
    QPushButton *m_confirm = nullptr;
    std::function<QString()> m_confirmText;
    std::function<QString()> m_hintTitle;
    std::function<QString()> m_hintWords;
    QList<QShortcut *> m_handKeys;
    QShortcut *m_undo = nullptr;
    Curtain *m_curtain = nullptr;
    BarBoard::Acceptor m_acceptor;
    int m_pendingBill = -1;
    bool m_pendingFaceUp = false;
    bool m_pendingDraggable = false;
    int m_supplyCount = 0, m_drawCount = 0, m_discardCount = 0;
    int m_roundNumber = 0, m_rounds = 0;
};

} // namespace razzia::ui
