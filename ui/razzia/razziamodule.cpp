#include "razziamodule.h"

#include "accessibility.h"
#include "art.h"
#include "format.h"
#include "gamesession.h"
#include "levelnames.h"
#include "logdelegate.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "pace.h"
#include "rankingdialog.h"
#include "replaywindow.h"
#include "seatmodel.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/ai/levels.h"
#include "razzia/rank.h"
#include "razzia/recordjson.h"
#include "razzia/variant.h"
#include "shellnames.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QPainter>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>

#include <algorithm>
#include <limits>

namespace razzia::ui {

using shell::AutoplayOptions;
using shell::GameModule;
using shell::GameType;
using shell::LoadedGame;
using shell::MainWindow;
using shell::SaveStore;
using shell::Settings;
using shell::Statistics;

namespace {

// A function, not a QString at namespace scope: the registry reads it during static
// initialisation (games.cpp), before such a QString would be constructed.
QString kId()
{
    return QStringLiteral("razzia");
}

// A record read and replayed through the engine (R7.3), for resume or replay.
class LoadedRazzia final : public LoadedGame
{
public:
    GameRecord record;
};

std::shared_ptr<LoadedGame> load(const QByteArray &data, const QString &path, QString &error)
{
    auto loaded = std::make_shared<LoadedRazzia>();
    Game replayed;
    std::string why;
    if (!io::loadRecord(std::string_view(data.constData(), size_t(data.size())), loaded->record,
                        replayed, why)) {
        //: %1 the file, %2 what is wrong with it (names the round and field, in English).
        error = MainWindow::tr("%1 is not a valid Razzia game: %2")
                    .arg(escapedText(QDir::toNativeSeparators(path)),
                         escapedText(QString::fromStdString(why)));
        return nullptr;
    }
    loaded->finished = loaded->record.finished;
    return loaded;
}

// R3.8: the most money wins, shared by all who have it.
bool describeFinished(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    std::string error;
    if (!io::parseRecord(std::string_view(data.constData(), size_t(data.size())), record, error) ||
        !record.finished || record.rounds.empty())
        return false;
    const auto &money = record.rounds.back().moneyAfter;
    int32_t best = std::numeric_limits<int32_t>::min();
    for (size_t seat = 0; seat < record.players.size() && seat < money.size(); ++seat)
        best = std::max(best, money[seat]);
    for (size_t seat = 0; seat < record.players.size(); ++seat) {
        const SeatInfo &info = record.players[seat];
        entry.players << QString::fromStdString(info.name);
        entry.levels << (info.kind == "human" ? QString() : QString::fromStdString(info.level));
        if (seat < money.size() && money[seat] == best)
            entry.winners << QString::fromStdString(info.name);
    }
    entry.rounds = int(record.rounds.size());
    return true;
}

bool describe(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    std::string error;
    if (!io::parseRecord(std::string_view(data.constData(), size_t(data.size())), record, error) ||
        record.finished)
        return false;
    for (const SeatInfo &seat : record.players) {
        entry.players << QString::fromStdString(seat.name);
        entry.levels << (seat.kind == "human" ? QString() : QString::fromStdString(seat.level));
    }
    entry.rounds = int(record.rounds.size());
    return true;
}

// The start screen's art: a fan of the game's own cards, police among gamblers, as a player's
// hand would hold them.
void drawCardFan(QPainter &painter, const QRectF &area, qreal dpr)
{
    const Card cards[] = {Card(Kind::Gambler, Bar::Colibri, 6), Card(Kind::Gambler, Bar::Jungle, 5),
                          Card(Kind::Police, Bar::Lincoln, 3), Card(Kind::Gambler, Bar::Jazz, 4),
                          Card(Kind::Gambler, Bar::Cotton, 2)};
    const int cardHeight = int(qMin(area.height() / 3.0, area.width() / 1.9));
    if (cardHeight < 60)
        return;
    const QSize size(int(cardHeight * Art::instance().aspectRatio(Art::cardElement(cards[0]))),
                     cardHeight);
    const QPointF pivot(area.left() + area.width() / 2,
                        area.top() + area.height() * 0.5 + cardHeight * 1.05);
    const int n = int(std::size(cards));
    for (int i = 0; i < n; ++i) {
        const QPixmap card = Art::instance().pixmap(Art::cardElement(cards[i]), size, dpr);
        painter.save();
        painter.translate(pivot);
        painter.rotate(-24 + 12 * i);
        painter.drawPixmap(QPointF(-size.width() / 2.0, -cardHeight * 1.6), card);
        painter.restore();
    }
}

// The command line's computer-only game: 3 to 8 seats (4 unless told), each at a level.
std::function<void(GameModule &)> autoplay(const AutoplayOptions &options, QString &error)
{
    const int n = options.players.value_or(4);
    if (n < kMinPlayers || n > kMaxPlayers) {
        error = QStringLiteral("--players: expected %1 to %2 for Razzia, not %3")
                    .arg(kMinPlayers)
                    .arg(kMaxPlayers)
                    .arg(n);
        return {};
    }
    QStringList levels = options.seats;
    if (levels.isEmpty())
        levels << QStringLiteral("normal");
    if (levels.size() != 1 && levels.size() != n) {
        error = QStringLiteral("--seats: %1 levels for %2 players").arg(levels.size()).arg(n);
        return {};
    }
    TableSetup setup;
    for (int seat = 0; seat < n; ++seat) {
        const QString level = levels.value(levels.size() == 1 ? 0 : seat).trimmed();
        if (!ai::makePolicy(level.toStdString(), 0)) {
            error = QStringLiteral("--seats: unknown level \"%1\" (known: %2)")
                        .arg(level, levelIds().join(QStringLiteral(", ")));
            return {};
        }
        setup.seats << SeatSetup{computerNames()[seat], false, level};
    }
    if (options.seed)
        setup.seed = *options.seed;
    return [setup](GameModule &module) { static_cast<RazziaModule &>(module).startGame(setup); };
}

} // namespace

GameType RazziaModule::type()
{
    GameType type;
    type.id = kId();
    type.format = QStringLiteral("razzia-game/1");
    type.suffix = QStringLiteral("razzia");
    type.minPlayers = kMinPlayers;
    type.maxPlayers = kMaxPlayers;
    type.name = [] { return tr("Razzia"); };
    type.description = [] {
        return tr("Bluff your way to the biggest fortune in the bars of the 1930s. After "
                  "Stefan Dorra's card game (Ravensburger 1992).");
    };
    //: Razzia's new-game button on the start screen and in Game ▸ New game of.
    type.newGameLabel = [] { return tr("&Razzia (3–8 players)…"); };
    type.howToPage = QStringLiteral("howto");
    type.rulesPage = QStringLiteral("rules");
    type.load = &load;
    type.describe = &describe;
    type.describeFinished = &describeFinished;
    //: A finished Razzia game's length in the list of finished games.
    type.length = [](int rounds) { return tr("%n round(s)", nullptr, rounds); };
    //: A Razzia game to continue; %n rounds played.
    type.progress = [](int rounds) { return tr("after %n round(s)", nullptr, rounds); };
    //: The statistics' column of a player's mean result in Razzia.
    type.scoreName = [] { return tr("Mean money"); };
    type.score = [](qint64 money) { return Format::money(money); };
    type.quickGameTip = [] { return tr("You against three computer players, at once"); };
    type.autoplay = &autoplay;
    type.illustration = [](const QString &element, qreal dpr) {
        const qreal aspect = Art::instance().aspectRatio(element);
        const int height = element.startsWith(QLatin1String("card"))   ? 72
                           : element.startsWith(QLatin1String("bar"))  ? 72
                           : element.startsWith(QLatin1String("bill")) ? 52
                                                                       : 48;
        const QSize size(qRound(height * (aspect > 0 ? aspect : 1)), height);
        return Art::instance().pixmap(element, size, dpr).toImage();
    };
    type.decorate = &drawCardFan;
    type.create = [](MainWindow *window) -> GameModule * { return new RazziaModule(window); };
    return type;
}

RazziaModule *RazziaModule::of(const MainWindow &window)
{
    return qobject_cast<RazziaModule *>(window.game(kId()));
}

RazziaModule::RazziaModule(MainWindow *window)
    : GameModule(window), m_session(new GameSession(this)), m_seats(new SeatModel(this)),
      m_log(new LogModel(this))
{
    installAccessibleRoles();
    m_table = new TableWidget(m_seats, window);

    m_scoreView = new QTableView(window);
    m_scoreView->setObjectName(QStringLiteral("scoreBoard"));
    m_scoreView->setModel(m_seats);
    m_scoreView->setColumnHidden(SeatModel::StatusColumn, true);
    m_scoreView->setColumnHidden(SeatModel::CardsColumn, true);
    m_scoreView->verticalHeader()->hide();
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scoreView->horizontalHeader()->setStretchLastSection(true);
    m_scoreView->setSelectionMode(QAbstractItemView::NoSelection);
    m_scoreView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_logView = new QTreeView(window);
    m_logView->setObjectName(QStringLiteral("gameLog"));
    m_logView->setModel(m_log);
    m_logView->setHeaderHidden(false);
    m_logView->setWordWrap(true);
    m_logView->setItemDelegate(new LogDelegate(m_logView)); // wraps, never elides (issue 12)
    m_logView->setUniformRowHeights(false);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The newest round open, the log scrolled to its end.
    connect(m_log, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int, int last) {
                if (!parent.isValid())
                    m_logView->expand(m_log->index(last, 0));
                m_logView->scrollToBottom();
            });

    auto *side = new QSplitter(Qt::Vertical, window);
    side->addWidget(m_scoreView);
    m_scoreView->hide(); // the seats on the table are the score (issue 12)
    side->addWidget(m_logView);
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 3);

    auto *splitter = new QSplitter(Qt::Horizontal, window);
    splitter->setObjectName(QStringLiteral("razziaPage"));
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1000, 320});
    m_page = splitter;

    m_controller = new TableController(m_session, m_seats, m_log, m_table, window, this);
    connect(m_controller, &TableController::gameOver, this, &GameModule::finished);
    // A hint is advice for one decision: once it is made, the hint goes (issue 25: a round
    // later it still named a card no longer held).
    connect(m_controller, &TableController::waitingChanged, this,
            [this](TableController::Waiting waiting, int seat) {
                // A refusal's line goes with the decision made again.
                if (!m_refusal.isEmpty() && waiting == TableController::Waiting::Nothing) {
                    m_refusal.clear();
                    m_table->clearHint();
                }
                if (!m_hintFor || (m_hintFor->first == int(waiting) && m_hintFor->second == seat))
                    return;
                m_hintFor.reset();
                m_table->clearHint();
            });
    // Online: the host refused a decision (the table is as it was), in one line beside the
    // hand and in the status bar.
    connect(m_session, &GameSession::refused, this, [this](int, const QString &line) {
        m_hintFor.reset();
        m_refusal = line;
        // The host's words stay as they came; the title follows the language.
        m_table->showHint([] { return tr("Refused by the host"); }, [line] { return line; }, -1,
                          std::nullopt);
        Q_EMIT status(line);
    });
    connect(m_session, &GameSession::hostNews, this, [this] {
        if (m_waitingForDeal && m_session->hasGame()) {
            m_waitingForDeal = false;
            m_controller->begin();
        }
    });

    m_ranking = new RankingDialog(window);
    connect(m_ranking, &RankingDialog::newGameRequested, this, &RazziaModule::showNewGameDialog);
    // The window replays and rematches every game the same way (GameModule).
    connect(m_ranking, &RankingDialog::replayRequested, this, &GameModule::replayRequested);
    connect(m_ranking, &RankingDialog::rematchRequested, this, &GameModule::rematchRequested);
    // Each round the engine finishes is kept (R7.3); the last one says the game is over.
    connect(m_session, &GameSession::roundRecorded, this, &GameModule::progressed);
}

// The window halts every game while their pages still stand (~MainWindow); by now the table
// may be gone.
RazziaModule::~RazziaModule() = default;

QString RazziaModule::id() const
{
    return kId();
}

void RazziaModule::startGame(const TableSetup &setup)
{
    m_controller->halt();
    m_waitingForDeal = false;
    m_ranking->hide();
    m_session->start(setup);
    Q_EMIT started();
    m_controller->begin();
}

void RazziaModule::showNewGameDialog()
{
    if (!m_newGame) {
        m_newGame = new NewGameDialog(window());
        connect(m_newGame, &QDialog::accepted, this, [this] {
            const TableSetup setup = m_newGame->setup();
            NewGameDialog::rememberTable(setup);
            startGame(setup);
        });
    }
    m_newGame->setSetup(NewGameDialog::lastTable());
    m_newGame->open();
}

bool RazziaModule::quickGame()
{
    TableSetup setup;
    // The player's name as last typed, when there was one; else the system's.
    QString name = defaultHumanName();
    for (const SeatSetup &seat : NewGameDialog::lastTable().seats) {
        if (seat.human) {
            name = seat.name;
            break;
        }
    }
    setup.seats << SeatSetup{name, true, QStringLiteral("normal")};
    for (const QString &other : computerNames()) {
        if (setup.seats.size() == 4)
            break;
        if (other.compare(name, Qt::CaseInsensitive) != 0)
            setup.seats << SeatSetup{other, false, QStringLiteral("normal")};
    }
    startGame(setup);
    return true;
}

bool RazziaModule::playOnline(net::Client *client, QString &error)
{
    // Checked before anything changes: a client that cannot be played leaves the game as it is.
    if (!m_session->startOnline(client, error))
        return false;
    m_controller->halt();
    m_ranking->hide();
    m_hintFor.reset();
    m_refusal.clear();
    m_table->clearHint();
    Q_EMIT started();
    m_waitingForDeal = !m_session->hasGame();
    if (m_waitingForDeal)
        layWaitingTable();
    else
        m_controller->begin();
    return true;
}

// The seats by name around an empty table, until the host deals.
void RazziaModule::layWaitingTable()
{
    m_seats->reset(*m_session);
    QStringList names;
    for (int seat = 0; seat < m_session->players(); ++seat)
        names << m_session->name(seat);
    m_log->reset(names);
    const Variant &variant = variantFor(m_session->players());
    m_table->setup(m_session->players(), variant.bars);
    m_table->setPendingBill(-1, false, false);
    m_table->setPiles(variant.billCount, variant.deckSize, 0);
    m_table->setHandAreaVisible(true);
    m_table->setPrompt(tr("Waiting for the host to deal…"));
}

bool RazziaModule::isOnline() const
{
    return m_session->isOnline();
}

bool RazziaModule::isStarted() const
{
    return m_session->isStarted();
}

bool RazziaModule::isRunning() const
{
    return m_session->isStarted() && !m_session->game().over();
}

void RazziaModule::halt()
{
    m_controller->halt();
    m_waitingForDeal = false;
    // Online, the shell keeps the client until the person leaves: from here on the table no
    // longer listens to it nor sends on it.
    m_session->detach();
}

QByteArray RazziaModule::record() const
{
    // Online the host keeps the record (GameModule::playOnline).
    if (!m_session->isStarted() || m_session->isOnline())
        return QByteArray();
    return QByteArray::fromStdString(io::recordToJson(m_session->record()));
}

bool RazziaModule::recordFinished() const
{
    return m_session->isStarted() && !m_session->isOnline() && m_session->record().finished;
}

QString RazziaModule::notYetSaved() const
{
    if (m_session->isOnline())
        return tr("The host keeps this game: it is saved on the computer that holds the table.");
    return QString();
}

bool RazziaModule::resume(const LoadedGame &loaded, QString &error)
{
    const auto &razzia = static_cast<const LoadedRazzia &>(loaded);
    m_controller->halt();
    if (!m_session->resume(razzia.record, error)) {
        m_session->rewind(); // online, the table is laid again from what the client holds
        if (m_session->isStarted())
            m_controller->begin(); // carry on with the game that was there
        return false;
    }
    m_ranking->hide();
    m_controller->begin();
    return true;
}

bool RazziaModule::rematch(const LoadedGame &loaded, QString &error)
{
    // The same seats, in the same places, with new cards and a dealer drawn anew (R2.3).
    const GameRecord &record = static_cast<const LoadedRazzia &>(loaded).record;
    TableSetup setup;
    for (const SeatInfo &seat : record.players)
        setup.seats << SeatSetup{QString::fromStdString(seat.name), seat.kind == "human",
                                 seat.kind == "human" ? QStringLiteral("normal")
                                                      : QString::fromStdString(seat.level)};
    if (setup.seats.size() < 3 || setup.seats.size() > 8) {
        error = tr("This game has no seats to play again.");
        return false;
    }
    startGame(setup);
    return true;
}

QWidget *RazziaModule::replay(const LoadedGame &loaded, QWidget *parent)
{
    return new ReplayWindow(static_cast<const LoadedRazzia &>(loaded).record, parent);
}

QList<Statistics::Result> RazziaModule::results() const
{
    const Game &game = m_session->game();
    std::array<int32_t, kMaxPlayers> money{};
    for (int seat = 0; seat < game.players(); ++seat)
        money[seat] = game.money(seat);
    const std::array<int, kMaxPlayers> place = places(money, game.players()); // R3.8
    QList<Statistics::Result> results;
    for (int seat = 0; seat < game.players(); ++seat) {
        // People by name, computer players by level: the AI's seat names are only decoration.
        results << Statistics::Result{m_session->name(seat), money[seat], place[seat],
                                      m_session->isHuman(seat) ? QString()
                                                               : m_session->level(seat)};
    }
    return results;
}

void RazziaModule::showEnd()
{
    QList<RankingDialog::RankRow> rows;
    const QList<Statistics::Result> all = results();
    for (int seat = 0; seat < all.size(); ++seat)
        rows << RankingDialog::RankRow{all[seat].place, m_session->name(seat), all[seat].score};
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return a.place < b.place; });
    m_ranking->setRanking(rows);
    QList<MoneyChart::Line> lines;
    const QList<std::array<qint64, kMaxPlayers>> rounds = m_session->moneyByRound();
    for (int seat = 0; seat < m_session->players(); ++seat) {
        MoneyChart::Line line{m_session->name(seat), {}};
        for (const std::array<qint64, kMaxPlayers> &money : rounds)
            line.money << money[size_t(seat)];
        lines << line;
    }
    m_ranking->setHistory(lines);
    m_ranking->setReplayOffered(!m_session->isOnline());
    m_ranking->open();
}

QString RazziaModule::leavingNote() const
{
    if (m_session->isOnline())
        return tr("The host keeps this game, not this computer: whether you save or discard, "
                  "leaving gives your seat up to the host's rule for absent players.");
    // A save holds the round in progress too (issue 29): the table comes back as it is.
    return MainWindow::tr("Save keeps it in the list of games to continue, exactly as it stands. "
                          "Discard forgets it.");
}

void RazziaModule::applySettings(const Settings &settings)
{
    m_controller->setWaitForMe(settings.waitForMe);
    m_controller->setWaitForOthers(settings.waitForOthers);
    if (Art::instance().colourBlind() != settings.colourBlind) {
        Art::instance().setColourBlind(settings.colourBlind);
        m_table->update();
        for (QWidget *w : m_table->findChildren<QWidget *>())
            w->update();
    }
}

QWidget *RazziaModule::dialogNamed(const QString &name) const
{
    if (name == QLatin1String("proposal"))
        return m_controller->proposalDialog();
    if (name == QLatin1String("duel"))
        return m_controller->duelDialog();
    if (name == QLatin1String("ranking"))
        return m_ranking;
    return nullptr;
}

void RazziaModule::retranslate()
{
    m_seats->retranslate();
    m_log->retranslate();
}

} // namespace razzia::ui
