#include "replaywindow.h"

#include "barboard.h"
#include "format.h"
#include "logmodel.h"
#include "razzia/variant.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <array>

namespace razzia::ui {

namespace {

// The table as one round left it, gathered from the public events of a replay.
struct RoundView
{
    Event start;                           // RoundStarted: the round's number and its dealer
    QList<Event> events;                   // every public event of the round, in order
    std::array<BillSet, kBarCount> bars{}; // on each bar just before the reveal (R3.5)
    std::array<Card, kMaxPlayers> revealed{};
    std::array<bool, kBarCount> resolved{};
    std::array<Event, kBarCount> outcome{}; // BarResolved, where resolved
    std::array<BillSet, kMaxPlayers> won{}; // by seat
    std::array<QStringList, kBarCount> winners{};
};

// Collects what the table saw: events private to one seat (the cards dealt, the dealer's last
// bill before it is placed) are dropped here, so no hand can reach the screen.
class Collector final : public EventSink
{
public:
    QList<Event> events;
    void onEvent(const Event &event) override
    {
        if (event.privateTo < 0)
            events.append(event);
    }
};

// The bar boards in reading order (R1.1), three or two to a row as on the table, kept at the
// boards' proportions and centred: a grid layout would stretch the rows apart instead.
class BarGrid final : public QWidget
{
public:
    using QWidget::QWidget;
    void add(BarBoard *board) { m_boards << board; }

    QSize sizeHint() const override { return {3 * 300, 2 * 200}; }
    QSize minimumSizeHint() const override { return {2 * 150, 2 * 100}; }

protected:
    void resizeEvent(QResizeEvent *) override
    {
        const int n = int(m_boards.size());
        if (n == 0)
            return;
        const int columns = n == 6 ? 3 : 2;
        const int rows = (n + columns - 1) / columns;
        constexpr int gap = 8;
        constexpr double aspect = 1.5; // BarBoard's art
        int w = (width() - gap * (columns - 1)) / columns;
        int h = int(w / aspect);
        if (h * rows + gap * (rows - 1) > height()) {
            h = (height() - gap * (rows - 1)) / rows;
            w = int(h * aspect);
        }
        const int left = (width() - (w * columns + gap * (columns - 1))) / 2;
        const int top = (height() - (h * rows + gap * (rows - 1))) / 2;
        for (int i = 0; i < n; ++i) {
            m_boards[i]->setGeometry(left + (i % columns) * (w + gap),
                                     top + (i / columns) * (h + gap), w, h);
        }
    }

private:
    QList<BarBoard *> m_boards;
};

} // namespace

struct ReplayWindow::Private
{
    GameRecord record;
    QStringList names;
    int bars = 0;
    QList<RoundView> rounds;
    QString replayError; // empty when the record replayed cleanly
    int current = -1;

    QLabel *roundLabel = nullptr;
    QLabel *errorLabel = nullptr;
    QPushButton *previous = nullptr;
    QPushButton *next = nullptr;
    QList<BarBoard *> boards;
    QLabel *seatsTitle = nullptr;
    QTableWidget *seats = nullptr;
    QLabel *logTitle = nullptr;
    LogModel *log = nullptr;
    QListView *logView = nullptr;

    ReplayWindow *q = nullptr;

    void build(const GameRecord &r);
    void retranslate();
    QString outcomeCaption(const RoundView &round, Bar bar) const;
};

void ReplayWindow::Private::build(const GameRecord &r)
{
    record = r;
    for (const SeatInfo &seat : record.players)
        names << QString::fromStdString(seat.name);
    const int players = int(record.players.size());
    if (players < kMinPlayers || players > kMaxPlayers) {
        replayError = ReplayWindow::tr("players: expected 3 to 8 players, found %1").arg(players);
        return;
    }
    bars = variantFor(players).bars;

    Collector collector;
    Game game;
    std::string error;
    if (!replayRecord(record, game, error, &collector))
        replayError = QString::fromStdString(error);

    std::array<BillSet, kBarCount> onBars{};
    const int recorded = int(record.rounds.size());
    for (const Event &e : collector.events) {
        if (e.kind == EventKind::RoundStarted) {
            // A game saved mid-round replays into the deal of the next one; that round is not
            // in the record (R7.3) and is not shown.
            if (rounds.size() == recorded)
                break;
            rounds.append(RoundView{});
            rounds.last().start = e;
        }
        if (rounds.isEmpty())
            continue;
        RoundView &round = rounds.last();
        round.events.append(e);
        switch (e.kind) {
        case EventKind::BillPlaced:
            ++onBars[int(e.bar)].count[e.value];
            break;
        case EventKind::CardsRevealed:
            round.bars = onBars;
            round.revealed = e.cards;
            break;
        case EventKind::BarResolved:
            round.resolved[int(e.bar)] = true;
            round.outcome[int(e.bar)] = e;
            break;
        case EventKind::BillsWon:
            onBars[int(e.bar)].remove(e.bills);
            round.won[e.seat].add(e.bills);
            round.winners[int(e.bar)] << names.value(e.seat);
            break;
        default:
            break;
        }
    }
    // A round the replay could not reach (only with a damaged record) still shows its money.
    while (rounds.size() < recorded) {
        RoundView round;
        round.start.kind = EventKind::RoundStarted;
        round.start.round = int16_t(rounds.size() + 1);
        round.start.seat = int8_t(record.rounds[rounds.size()].dealer);
        rounds.append(round);
    }
}

QString ReplayWindow::Private::outcomeCaption(const RoundView &round, Bar bar) const
{
    if (!round.resolved[int(bar)])
        return {};
    const Event &e = round.outcome[int(bar)];
    switch (e.outcome) {
    case BarOutcome::Quiet:
        return {};
    case BarOutcome::FailedRaid:
        return ReplayWindow::tr("Raid failed");
    case BarOutcome::NoBills:
        return ReplayWindow::tr("Nothing to win");
    case BarOutcome::Taken:
        return ReplayWindow::tr("%1 takes it all").arg(names.value(e.seat));
    case BarOutcome::Shared:
        // After the proposal, the answers and any duels (R5) one claimant may be left.
        if (round.winners[int(bar)].size() == 1)
            return ReplayWindow::tr("%1 takes it all").arg(round.winners[int(bar)].first());
        //: The bar's bills were shared (R5); %1 lists who won some, e.g. "Al, Bugsy".
        return ReplayWindow::tr("Shared: %1")
            .arg(QLocale().createSeparatedList(round.winners[int(bar)]));
    }
    return {};
}

ReplayWindow::ReplayWindow(const GameRecord &record, QWidget *parent)
    : QWidget(parent, Qt::Window), d(new Private)
{
    d->q = this;
    setObjectName(QStringLiteral("replayWindow"));
    d->build(record);

    // The navigation bar: Previous, where we are, Next.
    d->previous = new QPushButton(this);
    d->previous->setObjectName(QStringLiteral("previousButton"));
    d->next = new QPushButton(this);
    d->next->setObjectName(QStringLiteral("nextButton"));
    d->roundLabel = new QLabel(this);
    d->roundLabel->setObjectName(QStringLiteral("roundLabel"));
    d->roundLabel->setAlignment(Qt::AlignCenter);
    QFont big = d->roundLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    d->roundLabel->setFont(big);
    connect(d->previous, &QPushButton::clicked, this, &ReplayWindow::previous);
    connect(d->next, &QPushButton::clicked, this, &ReplayWindow::next);
    auto *navigation = new QHBoxLayout;
    navigation->addWidget(d->previous);
    navigation->addWidget(d->roundLabel, 1);
    navigation->addWidget(d->next);

    d->errorLabel = new QLabel(this);
    d->errorLabel->setObjectName(QStringLiteral("replayError"));
    d->errorLabel->setWordWrap(true);
    d->errorLabel->setStyleSheet(QStringLiteral("color: #b00020;"));
    d->errorLabel->setVisible(!d->replayError.isEmpty());

    // The bars in reading order (R1.1), as on the table.
    auto *barGrid = new BarGrid(this);
    barGrid->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    for (int i = 0; i < d->bars; ++i) {
        auto *board = new BarBoard(Bar(i), barGrid);
        barGrid->add(board);
        d->boards << board;
    }

    // The seats after the round: the card each revealed, what they won, their money.
    d->seatsTitle = new QLabel(this);
    d->seats = new QTableWidget(int(d->names.size()), 4, this);
    d->seats->setObjectName(QStringLiteral("replaySeats"));
    d->seats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->seats->setSelectionMode(QAbstractItemView::NoSelection);
    d->seats->setFocusPolicy(Qt::NoFocus);
    d->seats->setWordWrap(false);
    d->seats->verticalHeader()->hide();
    d->seats->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    d->seats->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    d->seats->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->seats->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int row = 0; row < d->seats->rowCount(); ++row) {
        for (int column = 0; column < d->seats->columnCount(); ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(column >= 2 ? Qt::AlignRight | Qt::AlignVCenter
                                               : Qt::AlignLeft | Qt::AlignVCenter);
            d->seats->setItem(row, column, item);
        }
    }
    // Every seat in view without a scroll bar: up to eight rows.
    d->seats->setFixedHeight(d->seats->horizontalHeader()->sizeHint().height() +
                             d->seats->rowCount() *
                                 d->seats->verticalHeader()->defaultSectionSize() +
                             2 * d->seats->frameWidth());

    // What happened in the round, in words.
    d->logTitle = new QLabel(this);
    d->log = new LogModel(this);
    // A list over the round's row of the log: its entries only, wrapped to the width.
    d->logView = new QListView(this);
    d->logView->setObjectName(QStringLiteral("replayLog"));
    d->logView->setModel(d->log);
    d->logView->setWordWrap(true);
    d->logView->setUniformItemSizes(false);
    d->logView->setResizeMode(QListView::Adjust);
    d->logView->setSpacing(1);
    d->logView->setSelectionMode(QAbstractItemView::NoSelection);
    d->logView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *table = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(table);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(barGrid, 1);
    tableLayout->addWidget(d->seatsTitle);
    tableLayout->addWidget(d->seats);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(d->logTitle);
    sideLayout->addWidget(d->logView, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    side->setMinimumWidth(300);
    splitter->setSizes({900, 400});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(navigation);
    layout->addWidget(d->errorLabel);
    layout->addWidget(splitter, 1);

    // The keyboard steps as the buttons do, wherever the focus is in the window.
    const auto key = [this](QKeySequence sequence, auto slot) {
        auto *shortcut = new QShortcut(sequence, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    key(QKeySequence(Qt::Key_Left), [this] { previous(); });
    key(QKeySequence(Qt::Key_PageUp), [this] { previous(); });
    key(QKeySequence(Qt::Key_Right), [this] { next(); });
    key(QKeySequence(Qt::Key_PageDown), [this] { next(); });
    key(QKeySequence(Qt::Key_Home), [this] { showRound(0); });
    key(QKeySequence(Qt::Key_End), [this] { showRound(roundCount() - 1); });
    // Every window of the game closes with Esc (issue 12).
    key(QKeySequence(Qt::Key_Escape), [this] { close(); });

    resize(1200, 720);
    showRound(0);
}

ReplayWindow::~ReplayWindow()
{
    delete d;
}

int ReplayWindow::roundCount() const
{
    return int(d->rounds.size());
}

int ReplayWindow::currentRound() const
{
    return d->current;
}

void ReplayWindow::next()
{
    showRound(d->current + 1);
}

void ReplayWindow::previous()
{
    showRound(d->current - 1);
}

void ReplayWindow::showRound(int round)
{
    if (d->rounds.isEmpty()) {
        d->current = -1;
        d->retranslate();
        return;
    }
    d->current = std::clamp(round, 0, int(d->rounds.size()) - 1);
    const RoundView &view = d->rounds[d->current];

    for (BarBoard *board : d->boards) {
        const Bar bar = board->bar();
        board->setBills(view.bars[int(bar)]);
        QList<BarBoard::Revealed> cards;
        for (int seat = 0; seat < int(d->names.size()); ++seat) {
            const Card c = view.revealed[seat];
            if (!c.isNone() && c.bar() == bar)
                cards.append(BarBoard::Revealed{seat, d->names[seat], c});
        }
        board->setRevealed(cards);
    }

    d->log->reset(d->names);
    for (const Event &e : view.events)
        d->log->add(e);
    d->logView->setRootIndex(d->log->index(0, 0));

    d->retranslate();
}

void ReplayWindow::Private::retranslate()
{
    //: The replay window's title; %1 lists the players.
    q->setWindowTitle(ReplayWindow::tr("Replay — %1").arg(QLocale().createSeparatedList(names)));
    previous->setText(ReplayWindow::tr("← &Previous"));
    previous->setToolTip(ReplayWindow::tr("The round before (Left, Page Up; Home for the first)"));
    next->setText(ReplayWindow::tr("&Next →"));
    next->setToolTip(ReplayWindow::tr("The round after (Right, Page Down; End for the last)"));
    errorLabel->setText(
        ReplayWindow::tr("This record could not be replayed to its end: %1").arg(replayError));
    seatsTitle->setText(ReplayWindow::tr("After the round"));
    logTitle->setText(ReplayWindow::tr("What happened"));
    seats->setHorizontalHeaderLabels({ReplayWindow::tr("Player"), ReplayWindow::tr("Card revealed"),
                                      ReplayWindow::tr("Won"), ReplayWindow::tr("Money")});
    previous->setEnabled(current > 0);
    next->setEnabled(current >= 0 && current + 1 < int(rounds.size()));

    if (current < 0) {
        roundLabel->setText(ReplayWindow::tr("No round was played"));
        return;
    }
    const RoundView &view = rounds[current];
    const QString dealer = names.value(view.start.seat);
    //: %1 is the round, %2 the number of rounds, %3 the dealer: "Round 3 of 12 — Al deals".
    roundLabel->setText(ReplayWindow::tr("Round %1 of %2 — %3 deals")
                            .arg(current + 1)
                            .arg(int(rounds.size()))
                            .arg(dealer));

    for (BarBoard *board : boards)
        board->setOutcome(outcomeCaption(view, board->bar()));

    const RecordRound &recorded = record.rounds[size_t(current)];
    for (int seat = 0; seat < seats->rowCount(); ++seat) {
        QTableWidgetItem *name = seats->item(seat, 0);
        name->setText(seat == view.start.seat ? ReplayWindow::tr("%1 (dealer)").arg(names[seat])
                                              : names[seat]);
        QFont font = seats->font();
        font.setBold(seat == view.start.seat);
        name->setFont(font);
        const Card revealed = view.revealed[seat];
        seats->item(seat, 1)->setText(revealed.isNone() ? QString() : Format::card(revealed));
        const BillSet &won = view.won[seat];
        seats->item(seat, 2)->setText(won.empty() ? QStringLiteral("—")
                                                  : Format::money(won.total()));
        seats->item(seat, 2)->setToolTip(won.empty() ? QString() : Format::bills(won));
        const qint64 money =
            seat < int(recorded.moneyAfter.size()) ? recorded.moneyAfter[size_t(seat)] : 0;
        seats->item(seat, 3)->setText(Format::money(money));
    }
}

void ReplayWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        d->log->retranslate();
        d->retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
