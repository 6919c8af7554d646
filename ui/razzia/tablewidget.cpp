#include "tablewidget.h"

#include "art.h"
#include "dragdata.h"
#include "format.h"
#include "handwidget.h"
#include "seatmodel.h"
#include "seatwidget.h"

#include <QCursor>
#include <QDrag>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace razzia::ui {

namespace {

// The hint's column beside the hand: room for three short lines at 1280×720.
constexpr int kHintWidth = 250;

QLabel *pileLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #f6e7b4;"));
    return label;
}

} // namespace

TableWidget::TableWidget(SeatModel *seats, QWidget *parent) : QWidget(parent), m_seatModel(seats)
{
    setObjectName(QStringLiteral("table"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(8);

    m_seatRow = new QWidget(this);
    auto *seatLayout = new QGridLayout(m_seatRow);
    seatLayout->setContentsMargins(0, 0, 0, 0);
    seatLayout->setSpacing(6);
    layout->addWidget(m_seatRow);

    auto *middle = new QHBoxLayout;
    middle->setSpacing(10);
    m_barGrid = new QWidget(this);
    auto *grid = new QGridLayout(m_barGrid);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(8);
    middle->addWidget(m_barGrid, 1);

    auto *side = new QVBoxLayout;
    side->setSpacing(6);
    m_round = pileLabel(this);
    m_round->setObjectName(QStringLiteral("roundCounter"));
    m_supply = pileLabel(this);
    m_draw = pileLabel(this);
    m_discard = pileLabel(this);
    m_billCaption = pileLabel(this);
    m_billSpot = new QLabel(this);
    m_billSpot->setObjectName(QStringLiteral("dealerBill"));
    m_billSpot->setAlignment(Qt::AlignCenter);
    m_billSpot->setMinimumSize(110, 50);
    m_billSpot->installEventFilter(this);
    side->addWidget(m_round);
    side->addSpacing(6);
    side->addWidget(m_supply);
    side->addWidget(m_draw);
    side->addWidget(m_discard);
    side->addStretch(1);
    side->addWidget(m_billCaption);
    side->addWidget(m_billSpot);
    side->addStretch(1);
    middle->addLayout(side);
    layout->addLayout(middle, 1);

    m_prompt = new QLabel(this);
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_prompt->setAlignment(Qt::AlignCenter);
    m_prompt->setWordWrap(true);
    m_prompt->setStyleSheet(QStringLiteral("color: #ffe9a8; font-weight: bold;"));
    // Two lines always, whether the words take one or two: a prompt that wrapped moved the
    // whole table (issue 25). The second line comes out of the hand's room (handHeight()).
    m_prompt->setFixedHeight(promptHeight());
    layout->addWidget(m_prompt);

    auto *handRow = new QHBoxLayout;
    m_hand = new HandWidget(this);
    handRow->addWidget(m_hand, 1);
    // Beside the hand, over the button: the hint, where the eye already is while choosing
    // (issue 25: in the status line it went unseen and moved the table). The column's width
    // is kept whether or not a hint is shown, so that the hand does not move either.
    // The column's height is fixed to the hand's: a word-wrapped text would otherwise ask the
    // layout for the height its words need, and the bars would give it up.
    m_handColumn = new QWidget(this);
    auto *column = new QVBoxLayout(m_handColumn);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(6);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::RichText);
    m_hint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_hint->setFixedWidth(kHintWidth);
    m_hint->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Ignored);
    m_hint->setStyleSheet(
        QStringLiteral("QLabel#hint { color: #f6e7b4; background: rgba(0, 0, 0, 110);"
                       " border: 2px dashed #7fffd4; border-radius: 6px; padding: 4px 6px; }"));
    QSizePolicy keepHint = m_hint->sizePolicy();
    keepHint.setRetainSizeWhenHidden(true);
    m_hint->setSizePolicy(keepHint);
    m_hint->setVisible(false);
    column->addWidget(m_hint, 1);
    m_confirm = new QPushButton(this);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_confirm->setEnabled(false);
    QSizePolicy keep = m_confirm->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_confirm->setSizePolicy(keep);
    m_confirm->setVisible(false);
    m_confirm->setMinimumWidth(kHintWidth);
    column->addWidget(m_confirm);
    handRow->addWidget(m_handColumn);
    layout->addLayout(handRow);
    layout->setStretch(1, 1);

    // The arrow keys move through the hand whatever was clicked last, while a card is to be
    // chosen; the rest of the time they are the other widgets' again.
    const std::pair<int, int> keys[] = {{Qt::Key_Left, -1}, {Qt::Key_Right, 1}};
    for (const auto &[key, delta] : keys) {
        auto *shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WindowShortcut);
        shortcut->setEnabled(false);
        connect(shortcut, &QShortcut::activated, this, [this, delta] {
            m_hand->moveSelection(delta);
            m_hand->setFocus();
        });
        m_handKeys << shortcut;
    }
    connect(m_hand, &HandWidget::playableChanged, this, [this](bool playable) {
        for (QShortcut *shortcut : m_handKeys)
            shortcut->setEnabled(playable);
    });
    m_undo = new QShortcut(QKeySequence::Undo, this);
    m_undo->setContext(Qt::WindowShortcut);
    connect(m_undo, &QShortcut::activated, this, &TableWidget::undoRequested);

    m_curtain = new Curtain(this);
    // The table's own buttons in its colours, with a focus ring that shows on the felt (Breeze's
    // blue, three pixels wide).
    setStyleSheet(QStringLiteral(
        "QPushButton { background: #f6e7b4; color: #20160c; border: 2px solid #8a744a;"
        " border-radius: 6px; padding: 6px 14px; font-weight: bold; }"
        "QPushButton:hover { background: #fff3cc; }"
        "QPushButton:focus { border: 3px solid #3daee9; padding: 5px 13px; outline: none; }"
        "QPushButton:disabled { background: #6f6650; color: #3a3226; border-color: #5a4e36; }"));
    for (QLabel *pile : {m_round, m_supply, m_draw, m_discard})
        pile->setVisible(false); // until a game is set up
    connect(m_curtain, &Curtain::lifted, this, &TableWidget::curtainConfirmed);

    retranslateUi();
}

void TableWidget::setConfirmText(std::function<QString()> text)
{
    m_confirmText = std::move(text);
    m_confirm->setText(m_confirmText ? m_confirmText() : QString());
}

void TableWidget::retranslateUi()
{
    // The words of what the button does now, not those of its first use (issue 25: a French
    // "Continuer" became "Play this card" at a language switch).
    if (!m_confirmText)
        m_confirmText = [] { return tr("&Play this card"); };
    m_confirm->setText(m_confirmText());
    m_billCaption->setText(m_pendingBill >= 0 ? tr("The dealer's bill") : QString());
    setPiles(m_supplyCount, m_drawCount, m_discardCount);
    setRound(m_roundNumber, m_rounds);
    setPendingBill(m_pendingBill, m_pendingFaceUp, m_pendingDraggable);
    wordHint();
}

void TableWidget::setup(int players, int bars)
{
    qDeleteAll(m_seats);
    m_seats.clear();
    qDeleteAll(m_bars);
    m_bars.clear();
    for (int seat = 0; seat < players; ++seat)
        m_seats.append(new SeatWidget(m_seatModel, seat, m_seatRow));
    layoutSeats();
    auto *grid = static_cast<QGridLayout *>(m_barGrid->layout());
    const int columns = bars == 6 ? 3 : 2; // R1.1 reading order: left to right, then down
    for (int i = 0; i < bars; ++i) {
        auto *board = new BarBoard(Bar(i), m_barGrid);
        board->setAcceptor(m_acceptor);
        grid->addWidget(board, i / columns, i % columns);
        board->setVerticalAlignment(i / columns == 0 ? Qt::AlignBottom : Qt::AlignTop);
        m_bars.append(board);
    }
    for (QLabel *pile : {m_round, m_supply, m_draw, m_discard})
        pile->setVisible(true);
    m_curtain->raise();
    update();
}

// Seats in one row while each keeps room for its name, its level and its money; in two rows
// (in seat order, clockwise reading) beyond that.
void TableWidget::layoutSeats()
{
    auto *grid = static_cast<QGridLayout *>(m_seatRow->layout());
    for (SeatWidget *w : m_seats)
        grid->removeWidget(w);
    const int n = int(m_seats.size());
    if (n == 0)
        return;
    const int room = std::max(1, width() - 20);
    const int perRow = room / n >= 170 || n <= 3 ? n : (n + 1) / 2;
    for (int c = 0; c < 8; ++c)
        grid->setColumnStretch(c, c < perRow ? 1 : 0);
    for (int seat = 0; seat < n; ++seat)
        grid->addWidget(m_seats[seat], seat / perRow, seat % perRow);
}

int TableWidget::handHeight() const
{
    // About a quarter of the table, less the prompt's second line: cards of at least 130 px at
    // 1366×768, larger on larger screens, and room above them for a raised card.
    QFont bold = m_prompt->font();
    bold.setBold(true);
    const int secondLine = promptHeight() - QFontMetrics(bold).height();
    return std::clamp(height() * 24 / 100 - secondLine, 140, 320);
}

int TableWidget::promptHeight() const
{
    QFont bold = m_prompt->font();
    bold.setBold(true);
    return 2 * QFontMetrics(bold).lineSpacing() + 2;
}

void TableWidget::setHandAreaVisible(bool visible)
{
    m_hand->setVisible(visible);
    if (!visible) {
        m_confirm->setVisible(false);
        m_hint->setVisible(false);
    }
    fitHandColumn();
}

void TableWidget::fitHandColumn()
{
    // Without a hand (a table of computer players) the row is only as high as its button.
    m_handColumn->setFixedHeight(m_hand->isVisibleTo(this) ? handHeight()
                                                           : m_confirm->sizeHint().height());
}

PaintedTexts TableWidget::paintedTexts() const
{
    PaintedTexts texts;
    auto add = [&](const QWidget *w, const PaintedTexts &own) {
        if (!w->isVisible())
            return;
        const QPoint at = w->mapTo(this, QPoint(0, 0));
        for (PaintedText t : own) {
            t.rect.translate(at);
            texts << t;
        }
    };
    for (const SeatWidget *w : m_seats)
        add(w, w->paintedTexts());
    for (const BarBoard *b : m_bars)
        add(b, b->paintedTexts());
    return texts;
}

void TableWidget::setAcceptor(BarBoard::Acceptor acceptor)
{
    m_acceptor = std::move(acceptor);
    for (BarBoard *b : m_bars)
        b->setAcceptor(m_acceptor);
}

void TableWidget::setPiles(int supply, int draw, int discard)
{
    m_supplyCount = supply;
    m_drawCount = draw;
    m_discardCount = discard;
    m_supply->setText(tr("Supply\n%n bill(s)", nullptr, supply));
    m_draw->setText(tr("Draw pile\n%n card(s)", nullptr, draw));
    m_discard->setText(tr("Discards\n%n card(s)", nullptr, discard));
}

void TableWidget::setRound(int round, int rounds)
{
    m_roundNumber = round;
    m_rounds = rounds;
    const bool last = round > 0 && round == rounds;
    if (round <= 0)
        m_round->clear();
    else if (last)
        //: The round counter on the last round (R3.7): "Last round\n12 of 12".
        m_round->setText(tr("Last round\n%1 of %2").arg(round).arg(rounds));
    else
        m_round->setText(tr("Round %1\nof %2").arg(round).arg(rounds));
    m_round->setStyleSheet(last ? QStringLiteral("color: #ffd700; font-weight: bold;")
                                : QStringLiteral("color: #f6e7b4; font-weight: bold;"));
}

void TableWidget::setPrompt(const QString &text)
{
    m_prompt->setText(text);
    // Cut to two lines on the narrowest table: the whole of it on hover.
    m_prompt->setToolTip(
        m_prompt->heightForWidth(m_prompt->width()) > m_prompt->height() ? text : QString());
}

QString TableWidget::prompt() const
{
    return m_prompt->text();
}

std::optional<Bar> TableWidget::barAt(QPoint globalPos) const
{
    for (int i = 0; i < barCount(); ++i) {
        const BarBoard *board = m_bars[i];
        if (board->isVisible() && board->rect().contains(board->mapFromGlobal(globalPos)))
            return Bar(i);
    }
    return std::nullopt;
}

QRect TableWidget::promptTextRect() const
{
    if (m_prompt->text().isEmpty() || !m_prompt->isVisible())
        return {};
    const QRect inLabel = m_prompt->fontMetrics().boundingRect(
        m_prompt->contentsRect(), int(m_prompt->alignment()) | Qt::TextWordWrap, m_prompt->text());
    return inLabel.intersected(m_prompt->rect()).translated(m_prompt->pos());
}

void TableWidget::showHint(std::function<QString()> title, std::function<QString()> text,
                           int handSlot, std::optional<Bar> bar)
{
    m_hintTitle = std::move(title);
    m_hintWords = std::move(text);
    wordHint();
    m_hint->setVisible(m_hand->isVisible());
    m_hand->setHinted(handSlot);
    for (BarBoard *b : m_bars)
        b->setHinted(bar && b->bar() == *bar);
}

void TableWidget::wordHint()
{
    if (!m_hintTitle || !m_hintWords)
        return;
    const QString title = m_hintTitle();
    const QString text = m_hintWords();
    m_hint->setText(
        QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), text.toHtmlEscaped()));
    m_hint->setAccessibleName(title + QLatin1Char(' ') + text);
    m_hint->setToolTip(text);
}

void TableWidget::clearHint()
{
    m_hintTitle = nullptr;
    m_hintWords = nullptr;
    m_hint->clear();
    m_hint->setAccessibleName(QString());
    m_hint->setToolTip(QString());
    m_hint->setVisible(false);
    m_hand->setHinted(-1);
    for (BarBoard *b : m_bars)
        b->setHinted(false);
}

QString TableWidget::hintText() const
{
    return m_hint->isVisible() ? m_hint->accessibleName() : QString();
}

void TableWidget::setPendingBill(int denomination, bool faceUp, bool draggable)
{
    m_pendingBill = denomination;
    m_pendingFaceUp = faceUp;
    m_pendingDraggable = draggable && denomination >= 0;
    m_billCaption->setText(denomination >= 0 ? tr("The dealer's bill") : QString());
    if (denomination < 0) {
        m_billSpot->clear();
        m_billSpot->setAccessibleName(QString());
        m_billSpot->setCursor(Qt::ArrowCursor);
        return;
    }
    const QSize size(110, int(110 / kBillAspect));
    if (faceUp) {
        m_billSpot->setPixmap(billPixmap(denomination, size));
        m_billSpot->setAccessibleName(tr("The dealer's bill: %1").arg(Format::bill(denomination)));
    } else {
        // Face down: the back of a bill is the supply's colour, with no figure.
        QPixmap back(size * devicePixelRatioF());
        back.setDevicePixelRatio(devicePixelRatioF());
        back.fill(Qt::transparent);
        QPainter p(&back);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(QColor(0x3c, 0x5a, 0x3a));
        p.setPen(QPen(QColor(0xd9, 0xc7, 0x8a), 2));
        p.drawRoundedRect(QRectF(1, 1, size.width() - 2, size.height() - 2), 5, 5);
        m_billSpot->setPixmap(back);
        m_billSpot->setAccessibleName(tr("The dealer's bill, face down"));
    }
    m_billSpot->setCursor(m_pendingDraggable ? Qt::OpenHandCursor : Qt::ArrowCursor);
}

void TableWidget::showCurtain(const QString &title, const QString &buttonText)
{
    clearHint(); // advice from one player's hand is not for the next
    m_hand->clear();
    for (BarBoard *b : m_bars)
        b->setPending(Card());
    window()->activateWindow(); // back from a dialog: the keyboard goes to the table
    m_curtain->raiseWith(title, buttonText);
}

void TableWidget::hideCurtain()
{
    m_curtain->lower();
}

bool TableWidget::isCurtainUp() const
{
    return m_curtain->isUp();
}

void TableWidget::paintEvent(QPaintEvent *)
{
    // Green baize under a warm lamp.
    QPainter p(this);
    QRadialGradient felt(rect().center(), std::max(width(), height()) * 0.75);
    felt.setColorAt(0, QColor(0x1f, 0x5a, 0x3c));
    felt.setColorAt(1, QColor(0x0c, 0x26, 0x19));
    p.fillRect(rect(), felt);
    if (!m_bars.isEmpty())
        return;
    // No game yet: the game's emblem on the empty table.
    const int side = std::min(width(), height()) / 3;
    const QRect emblem(width() / 2 - side / 2, height() / 2 - side * 2 / 3, side, side);
    p.drawPixmap(emblem.topLeft(),
                 Art::instance().pixmap(Art::iconElement(), emblem.size(), devicePixelRatioF()));
}

void TableWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_hand->setFixedHeight(handHeight());
    fitHandColumn();
    layoutSeats();
}

void TableWidget::mousePressEvent(QMouseEvent *event)
{
    // A click on the felt gives the keyboard back to the hand while a card is to be chosen.
    if (m_hand->isPlayable())
        m_hand->setFocus(Qt::MouseFocusReason);
    QWidget::mousePressEvent(event);
}

void TableWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool TableWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_billSpot && m_pendingDraggable && event->type() == QEvent::MouseButtonPress) {
        auto *drag = new QDrag(m_billSpot);
        drag->setMimeData(billMimeData(m_pendingBill));
        drag->setPixmap(m_billSpot->pixmap());
        Q_EMIT billPickedUp();
        const Qt::DropAction done = drag->exec(Qt::MoveAction);
        unlightBars();
        if (done == Qt::IgnoreAction)
            Q_EMIT billDropRefused(QCursor::pos());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace razzia::ui
