#include "speakeasymodule.h"

#include "boardart.h"
#include "client.h"
#include "clientsource.h"
#include "gameclock.h"
#include "levelnames.h"
#include "mainwindow.h"
#include "names.h"
#include "pace.h"
#include "replayview.h"
#include "resultdialog.h"
#include "seats.h"
#include "speakeasydialog.h"
#include "speakeasytable.h"
#include "timing.h"

#include "common/escape.h"
#include "speakeasy/levels.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/session.h"

#include <QDir>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QVBoxLayout>

namespace speakeasy::ui {

using shell::GameModule;
using shell::GameType;
using shell::LoadedGame;
using shell::MainWindow;
using shell::SaveStore;
using shell::Statistics;

namespace {

// A function, not a QString at namespace scope: the registry reads it during static
// initialisation (games.cpp), before such a QString would be constructed.
QString kId()
{
    return QStringLiteral("speakeasy");
}

// A record replayed through the engine (SE8.4): every set-up checked, every move played.
class LoadedSpeakEasy final : public LoadedGame
{
public:
    GameRecord record;
    std::optional<Game> game;
};

std::shared_ptr<LoadedGame> load(const QByteArray &data, const QString &path, QString &error)
{
    auto loaded = std::make_shared<LoadedSpeakEasy>();
    std::string why;
    if (!io::loadRecord(std::string_view(data.constData(), size_t(data.size())), loaded->record,
                        loaded->game, why)) {
        //: %1 the file, %2 what is wrong with it (names the ply and field, in English).
        error = SpeakEasyModule::tr("%1 is not a valid Speak Easy game: %2")
                    .arg(QString::fromStdString(
                             common::escaped(QDir::toNativeSeparators(path).toStdString())),
                         QString::fromStdString(common::escaped(why)));
        return nullptr;
    }
    loaded->finished = loaded->record.finished;
    return loaded;
}

bool describe(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    std::string error;
    if (!io::parseRecord(std::string_view(data.constData(), size_t(data.size())), record, error) ||
        record.finished)
        return false;
    for (const PlayerInfo &player : record.players) {
        entry.players << QString::fromStdString(player.name);
        entry.levels << (player.kind == "human" ? QString() : QString::fromStdString(player.level));
    }
    entry.rounds = int(record.moves.size());
    return true;
}

// SE6: the winner first, none after a draw; the length in moves.
bool describeFinished(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    std::string error;
    if (!io::parseRecord(std::string_view(data.constData(), size_t(data.size())), record, error) ||
        !record.finished || !record.end)
        return false;
    for (const PlayerInfo &player : record.players) {
        entry.players << QString::fromStdString(player.name);
        entry.levels << (player.kind == "human" ? QString() : QString::fromStdString(player.level));
    }
    const int winner = record.end->winner;
    if (record.end->status == Status::Won && winner >= 0 && winner < kSeats)
        entry.winners << QString::fromStdString(record.players[size_t(winner)].name);
    entry.rounds = int(record.moves.size());
    return true;
}

// Whether `who` names a seat of the new game: a person or a level that exists.
bool knownSeat(const QString &who)
{
    return who == kHuman || makePolicy(who.toStdString(), 0) != nullptr;
}

// The command line's computer-only game: two levels, South then North (one for both).
std::function<void(GameModule &)> autoplay(const shell::AutoplayOptions &options, QString &error)
{
    if (options.players && *options.players != kSeats) {
        error = QStringLiteral("--players: Speak Easy is for %1 players, not %2")
                    .arg(kSeats)
                    .arg(*options.players);
        return {};
    }
    QStringList levels = options.seats;
    if (levels.isEmpty())
        levels << QStringLiteral("normal");
    if (levels.size() == 1)
        levels << levels.constFirst();
    if (levels.size() != kSeats) {
        error =
            QStringLiteral("--seats: %1 levels for the 2 players of Speak Easy").arg(levels.size());
        return {};
    }
    for (QString &level : levels) {
        level = level.trimmed();
        if (!makePolicy(level.toStdString(), 0)) {
            error = QStringLiteral("--seats: unknown Speak Easy level \"%1\" (known: %2)")
                        .arg(level, shell::levelIds().join(QStringLiteral(", ")));
            return {};
        }
    }
    const quint64 seed = options.seed.value_or(QRandomGenerator::global()->generate64());
    return [levels, seed](GameModule &module) {
        static_cast<SpeakEasyModule &>(module).start(levels[0], levels[1], seed);
    };
}

// The one seat played by a level against a person, or -1.
int levelFacingAPerson(const std::array<QString, kSeats> &who)
{
    const bool south = who[0] == kHuman, north = who[1] == kHuman;
    return south == north ? -1 : (south ? 1 : 0);
}

} // namespace

GameType SpeakEasyModule::type()
{
    GameType type;
    type.id = kId();
    type.format = QStringLiteral("speakeasy-game/1");
    type.suffix = QStringLiteral("speakeasy");
    type.minPlayers = kSeats;
    type.maxPlayers = kSeats;
    type.name = [] { return tr("Speak Easy"); };
    type.description = [] {
        return tr("The game of hidden pieces for two: against the computer, or two people at one "
                  "computer. After Speak Easy by Henri Redici (Capsicum Games 2014).");
    };
    //: Speak Easy's new-game button on the start screen and in Game ▸ New game of.
    type.newGameLabel = [] { return tr("Speak &Easy (2 players)…"); };
    type.howToPage = QStringLiteral("speakeasy_howto");
    type.rulesPage = QStringLiteral("speakeasy_rules");
    type.load = &load;
    type.describe = &describe;
    type.describeFinished = &describeFinished;
    // Two people at one computer play under their sides' names (start()), saved in the
    // language of that day.
    type.seatName = [](const QString &saved, int seat) {
        if ((seat == 0 || seat == 1) &&
            shell::isDefaultName(saved, "speakeasy::ui::Names", seat == 0 ? "South" : "North"))
            return Names::seat(seat);
        return shell::shownName(saved);
    };
    //: A finished Speak Easy game's length in the list of finished games.
    type.length = [](int moves) { return tr("%n move(s)", nullptr, moves); };
    //: A Speak Easy game to continue; %n moves played.
    type.progress = [](int moves) { return tr("after %n move(s)", nullptr, moves); };
    type.autoplay = &autoplay;
    type.create = [](MainWindow *window) -> GameModule * { return new SpeakEasyModule(window); };
    return type;
}

SpeakEasyModule *SpeakEasyModule::of(const MainWindow &window)
{
    return qobject_cast<SpeakEasyModule *>(window.game(kId()));
}

SpeakEasyModule::SpeakEasyModule(MainWindow *window)
    : GameModule(window), m_page(new QWidget(window))
{
    m_page->setObjectName(QStringLiteral("speakEasyPage"));
    auto *layout = new QVBoxLayout(m_page);
    layout->setContentsMargins(0, 0, 0, 0);
}

SpeakEasyModule::~SpeakEasyModule()
{
    // The controller waits for its AI seats' workers as it goes.
    delete m_table;
}

QString SpeakEasyModule::id() const
{
    return kId();
}

void SpeakEasyModule::showNewGameDialog()
{
    if (!m_dialog) {
        m_dialog = new SpeakEasyDialog(window());
        connect(m_dialog, &QDialog::accepted, this, [this] {
            const QString south = m_dialog->seat(0);
            const QString north = m_dialog->seat(1);
            const std::array<QString, kSeats> names{m_dialog->name(0), m_dialog->name(1)};
            QSettings settings;
            settings.setValue(QStringLiteral("speakEasy/south"), south);
            settings.setValue(QStringLiteral("speakEasy/north"), north);
            settings.setValue(QStringLiteral("speakEasy/southName"), names[0]);
            settings.setValue(QStringLiteral("speakEasy/northName"), names[1]);
            m_clockMinutes = m_dialog->clockMinutes();
            settings.setValue(QStringLiteral("speakEasy/clock"), m_clockMinutes);
            start(south, north, QRandomGenerator::global()->generate64(), names);
        });
    }
    // The seats as last chosen.
    const QSettings settings;
    m_dialog->setSeat(0, settings.value(QStringLiteral("speakEasy/south"), kHuman).toString());
    m_dialog->setSeat(
        1, settings.value(QStringLiteral("speakEasy/north"), QStringLiteral("normal")).toString());
    m_dialog->setName(0, settings.value(QStringLiteral("speakEasy/southName")).toString());
    m_dialog->setName(1, settings.value(QStringLiteral("speakEasy/northName")).toString());
    m_dialog->setClockMinutes(settings.value(QStringLiteral("speakEasy/clock"), 0).toInt());
    m_dialog->open();
}

bool SpeakEasyModule::host(const std::array<QString, kSeats> &who, quint64 seed,
                           const std::function<void(TableController *)> &begin,
                           std::optional<size_t> resumedMoves, std::optional<quint64> policySeed,
                           const GameRecord *saved)
{
    // Each seat its own stream, as razzia-cli seeds them: a seed names the same game everywhere,
    // except that a level facing a person also reads what it learnt of them in earlier games.
    const int learner = levelFacingAPerson(who);
    if (!knownSeat(who[0]) || !knownSeat(who[1]))
        return false;
    // The level facing a person reads what it has learnt of them: a copy of its own, since the
    // window adds to the original while the level may still be thinking on its worker.
    auto habits = learner >= 0 ? std::make_shared<const ai::OpponentHabits>(m_habits) : nullptr;
    TableController::Seats seats;
    for (int s = 0; s < kSeats; ++s) {
        if (who[size_t(s)] != kHuman)
            seats[size_t(s)] =
                makePolicy(who[size_t(s)].toStdString(), seatSeed(policySeed.value_or(seed), s),
                           s == learner ? habits.get() : nullptr);
    }
    halt();
    m_online = false;
    applySettings(window()->settings());
    m_seed = seed;
    // A resumed game is in its file already, as it stands.
    m_kept = resumedMoves.has_value();
    m_keptMoves = resumedMoves.value_or(0);
    m_table = new SpeakEasyTable(m_page);
    m_table->setObjectName(QStringLiteral("speakEasyTable"));
    m_table->setPlayers(playerNames());
    m_page->layout()->addWidget(m_table);
    auto *controller = new TableController(std::move(seats), seed, nullptr, habits);
    controller->setWaitForMe(window()->settings().waitForMe);
    m_table->setController(controller);
    // The clock's times and the players' tags on hidden pieces come back with the save that
    // holds them, sealed (issue 29): no file outside it names the game or its seed.
    setUpClock(controller, saved ? &saved->clock : nullptr);
    if (saved) {
        EnemyTags tags;
        for (int seat = 0; seat < kSeats; ++seat)
            for (const auto &[square, kind] : saved->tags[size_t(seat)])
                tags.set(seat, square, kind);
        m_table->setTags(tags);
        SpeakEasyTable::HeldFormations held;
        for (int seat = 0; seat < kSeats; ++seat)
            for (const auto &[name, ranks] : saved->formations[size_t(seat)])
                held[size_t(seat)].push_back(
                    {QString::fromStdString(name), QString::fromStdString(ranks)});
        m_table->setHeldFormations(held);
    }
    // A tag is kept at once, as a move is, so that a crash loses none; the end of the game
    // (which drops every tag) is kept once, by `ended`.
    connect(m_table, &SpeakEasyTable::tagsChanged, this, [this, controller] {
        const Game *game = controller->refereeGame();
        if (m_kept && game && !game->over())
            Q_EMIT progressed();
    });
    // Every move is kept as soon as it is played (and the set-ups once both are in), so that
    // a crash loses nothing of the game.
    connect(controller, &TableController::changed, this, [this, controller] {
        const Game *game = controller->refereeGame();
        if (!game || game->over() || (m_kept && game->moves().size() == m_keptMoves))
            return;
        m_kept = true;
        m_keptMoves = game->moves().size();
        Q_EMIT progressed();
    });
    connect(controller, &TableController::ended, this, [this, controller, learner] {
        if (const Game *game = controller->refereeGame(); game && learner >= 0)
            m_habits.observe(game->view(learner));
        Q_EMIT progressed(); // to the history and the statistics
        Q_EMIT finished();
    });
    // The window gives a new game its file; a resumed one goes on in its own (MainWindow).
    if (!resumedMoves)
        Q_EMIT started();
    begin(controller);
    return true;
}

void SpeakEasyModule::setUpClock(TableController *controller, const std::vector<int32_t> *kept)
{
    delete m_clock;
    const bool person = controller->isHuman(0) || controller->isHuman(1);
    qint64 allowance = qint64(m_clockMinutes) * 60000;
    std::array<qint64, kSeats> left{allowance, allowance};
    if (kept) {
        // A resumed game has the clock it was saved with, or none.
        allowance = kept->size() == 3 ? (*kept)[0] : 0;
        left = {kept->size() == 3 ? (*kept)[1] : 0, kept->size() == 3 ? (*kept)[2] : 0};
    }
    if (!person || allowance <= 0)
        return;
    m_clock = new GameClock(controller, allowance, left, controller);
    m_table->setClock(m_clock);
}

bool SpeakEasyModule::start(const QString &south, const QString &north, quint64 seed,
                            const std::array<QString, kSeats> &names)
{
    const bool hotSeat = south == kHuman && north == kHuman;
    const std::array<QString, kSeats> who{south, north};
    std::array<PlayerInfo, kSeats> players;
    for (int s = 0; s < kSeats; ++s) {
        PlayerInfo &player = players[size_t(s)];
        if (who[size_t(s)] == kHuman) {
            const QString name =
                !names[size_t(s)].isEmpty() ? names[size_t(s)] : Names::defaultPerson(s, hotSeat);
            player = {name.toStdString(), "human", ""};
        } else {
            player = {shell::computerNames().value(s).toStdString(), "ai",
                      who[size_t(s)].toStdString()};
        }
    }
    const auto previous = m_players;
    m_players = players;
    if (!host(who, seed, [](TableController *controller) { controller->start(); })) {
        m_players = previous;
        return false;
    }
    m_reseeds.clear();
    return true;
}

bool SpeakEasyModule::resume(const LoadedGame &loaded, QString &error)
{
    const auto &saved = static_cast<const LoadedSpeakEasy &>(loaded);
    std::array<QString, kSeats> who;
    for (int s = 0; s < kSeats; ++s) {
        const PlayerInfo &player = saved.record.players[size_t(s)];
        who[size_t(s)] = player.kind == "human" ? kHuman : QString::fromStdString(player.level);
    }
    const auto previous = m_players;
    m_players = saved.record.players;
    const GameRecord record = saved.record;
    // Issue 29: the computer seats choose afresh from here, from a seed no file holds, so a
    // copy of the save tells nothing of how this game goes on; the record keeps the seed with
    // the ply it applies from. A reseed past the moves never chose anything: it goes.
    const quint64 policySeed = QRandomGenerator::system()->generate64();
    std::vector<Reseed> reseeds = resumeReseeds(record, policySeed);
    const bool ok = host(
        who, saved.record.seed,
        [record](TableController *controller) { controller->resume(record); }, record.moves.size(),
        policySeed, &record);
    if (!ok) {
        m_players = previous;
        error = tr("A seat's level is unknown: %1, %2").arg(who[0], who[1]);
        return false;
    }
    m_reseeds = std::move(reseeds);
    return true;
}

bool SpeakEasyModule::playOnline(net::Client *client, QString &error)
{
    const int seat = client ? client->seat() : -1;
    if (seat < 0 || seat >= kSeats) {
        error = tr("This window holds no seat at the Speak Easy table.");
        return false;
    }
    halt();
    applySettings(window()->settings());
    m_online = true;
    m_onlineSeat = seat;
    m_onlineMoves = 0;
    m_seed = 0;
    m_reseeds.clear();
    auto source = std::make_unique<ClientSource>(client);
    ClientSource *online = source.get();
    // The players as the table names them; the record is the host's.
    for (int s = 0; s < kSeats; ++s) {
        const QString level = online->level(s);
        m_players[size_t(s)] = {online->name(s).toStdString(), level.isEmpty() ? "human" : "ai",
                                level.toStdString()};
    }
    connect(online, &ClientSource::tableChanged, this, [this, online] {
        for (int s = 0; s < kSeats; ++s)
            if (const QString name = online->name(s); !name.isEmpty())
                m_players[size_t(s)].name = name.toStdString();
        if (m_table)
            m_table->setPlayers(playerNames());
    });
    m_table = new SpeakEasyTable(m_page);
    m_table->setObjectName(QStringLiteral("speakEasyTable"));
    m_table->setPlayers(playerNames());
    m_page->layout()->addWidget(m_table);
    // This window's random layouts and hints only: the game's own seed stays with the host.
    auto *controller =
        new TableController(std::move(source), seat, QRandomGenerator::global()->generate64());
    controller->setWaitForMe(window()->settings().waitForMe);
    m_table->setController(controller);
    connect(controller, &TableController::changed, this, [this, controller] {
        const size_t moves = controller->viewerView().moves().size();
        if (controller->phase() != TableController::Phase::Play || moves == m_onlineMoves)
            return;
        m_onlineMoves = moves;
        Q_EMIT progressed();
    });
    connect(controller, &TableController::ended, this, [this] {
        Q_EMIT progressed();
        Q_EMIT finished();
    });
    Q_EMIT started();
    controller->start();
    return true;
}

std::array<QString, kSeats> SpeakEasyModule::playerNames() const
{
    return {QString::fromStdString(m_players[0].name), QString::fromStdString(m_players[1].name)};
}

bool SpeakEasyModule::isOnline() const
{
    return m_online && isStarted();
}

bool SpeakEasyModule::isStarted() const
{
    return m_table && m_table->controller();
}

bool SpeakEasyModule::isRunning() const
{
    return isStarted() && m_table->controller()->phase() != TableController::Phase::Over;
}

void SpeakEasyModule::halt()
{
    if (!m_table)
        return;
    // Nothing the old game's seats or timers still deliver may play on: it goes, quietly, once
    // back in the event loop (this may run inside one of its own signals).
    if (TableController *controller = m_table->controller()) {
        // A game left before it could be saved (both set-ups in) will never go on: the
        // formations it held are its players' to keep. A saved one keeps them in its save.
        if (!controller->refereeGame() && !isOnline())
            m_table->writeHeldFormations();
        controller->halt();
    }
    m_table->hide();
    m_table->deleteLater();
    m_table = nullptr;
}

std::optional<GameRecord> SpeakEasyModule::gameRecord() const
{
    // A network table's record is the host's, never sent (docs/network.md).
    if (!isStarted() || !m_table->controller()->refereeGame())
        return std::nullopt;
    GameRecord record = recordOf(*m_table->controller()->refereeGame(), m_seed, m_players);
    record.reseeds = m_reseeds;
    if (!record.finished) {
        // The save's, for Continue: the time spent on this move so far counts too.
        for (int seat = 0; seat < kSeats; ++seat)
            for (const auto &[square, kind] : m_table->tags().of(seat))
                record.tags[size_t(seat)].emplace_back(square, kind);
        // Formations saved in hot-seat, still held from the settings until the game is over.
        for (int seat = 0; seat < kSeats; ++seat)
            for (const FormationStore::Entry &e : m_table->heldFormations()[size_t(seat)])
                record.formations[size_t(seat)].emplace_back(e.name.toStdString(),
                                                             e.text.toStdString());
        if (m_clock) {
            const std::array<qint64, kSeats> left = m_clock->leftNow();
            record.clock = {int32_t(m_clock->allowance()), int32_t(std::max<qint64>(left[0], 0)),
                            int32_t(std::max<qint64>(left[1], 0))};
        }
    }
    return record;
}

QByteArray SpeakEasyModule::record() const
{
    const std::optional<GameRecord> record = gameRecord();
    return record ? QByteArray::fromStdString(io::recordToJson(*record)) : QByteArray();
}

QString SpeakEasyModule::notYetSaved() const
{
    if (isOnline())
        return tr("This game is played at a network table: the host keeps its record.");
    // SE8.4: the record begins with both set-ups.
    return tr("The game can be saved once both players have set up.");
}

bool SpeakEasyModule::recordFinished() const
{
    const std::optional<GameRecord> record = gameRecord();
    return record && record->finished;
}

bool SpeakEasyModule::rematch(const LoadedGame &loaded, QString &error)
{
    // The same two seats, in the same chairs, with new set-ups and a new first player (SE3).
    const GameRecord &record = static_cast<const LoadedSpeakEasy &>(loaded).record;
    std::array<QString, kSeats> who;
    for (int s = 0; s < kSeats; ++s) {
        const PlayerInfo &player = record.players[size_t(s)];
        who[size_t(s)] = player.kind == "human" ? kHuman : QString::fromStdString(player.level);
        if (!knownSeat(who[size_t(s)])) {
            //: %1 a computer level named in the file, unknown to this version.
            error = tr("This game's computer level \"%1\" is unknown here.")
                        .arg(QString::fromStdString(common::escaped(player.level)));
            return false;
        }
    }
    if (!start(who[0], who[1], QRandomGenerator::global()->generate64())) {
        error = tr("The new game could not be set up.");
        return false;
    }
    return true;
}

QWidget *SpeakEasyModule::replay(const LoadedGame &loaded, QWidget *parent)
{
    const GameRecord &record = static_cast<const LoadedSpeakEasy &>(loaded).record;
    auto *view = new ReplayView(record, parent);
    view->setWindowFlag(Qt::Window); // its title is its own, in the language of the moment
    return view;
}

QList<Statistics::Result> SpeakEasyModule::results() const
{
    QList<Statistics::Result> results;
    if (isOnline()) {
        // The end as the host told it, with each seat as the table named it.
        const std::optional<End> end = m_table->controller()->end();
        if (!end)
            return results;
        for (int s = 0; s < kSeats; ++s) {
            const PlayerInfo &player = m_players[size_t(s)];
            const int place = end->status == Status::Won && end->winner == s ? 1 : 2;
            results << Statistics::Result{
                QString::fromStdString(player.name), 0, place,
                player.kind == "human" ? QString() : QString::fromStdString(player.level)};
        }
        return results;
    }
    const std::optional<GameRecord> record = gameRecord();
    if (!record || !record->end)
        return results;
    for (int s = 0; s < kSeats; ++s) {
        const PlayerInfo &player = record->players[size_t(s)];
        // SE6: the winner is first; after a draw nobody is.
        const int place = record->end->status == Status::Won && record->end->winner == s ? 1 : 2;
        results << Statistics::Result{
            QString::fromStdString(player.name), 0, place,
            player.kind == "human" ? QString() : QString::fromStdString(player.level)};
    }
    return results;
}

void SpeakEasyModule::showEnd()
{
    // The table shows the whole board turned up; the dialog says who won and why (SE6) and
    // offers the ways on. It is not modal: the board stays there to be looked at.
    if (!m_table || !m_table->controller() || !m_table->controller()->end())
        return;
    TableController *controller = m_table->controller();
    if (!m_result) {
        m_result = new ResultDialog(window());
        // The window replays and rematches every game the same way (GameModule).
        connect(m_result, &ResultDialog::replayRequested, this, &GameModule::replayRequested);
        connect(m_result, &ResultDialog::rematchRequested, this, &GameModule::rematchRequested);
    }
    const int humans = int(controller->isHuman(0)) + int(controller->isHuman(1));
    const int you = humans == 1 ? (controller->isHuman(0) ? 0 : 1) : -1;
    const TablePicture picture = controller->picture();
    m_result->setResult(*controller->end(), you, picture.plies,
                        {int(picture.removed[0].size()), int(picture.removed[1].size())},
                        playerNames());
    // A network game's record is the host's: there is nothing here to replay, and a rematch
    // is a new table.
    m_result->replayButton()->setVisible(!isOnline());
    m_result->rematchButton()->setVisible(!isOnline());
    m_result->open();
    m_table->setFocus();
}

QString SpeakEasyModule::leavingNote() const
{
    if (isOnline())
        return tr("The host keeps this game. Leaving gives your seat up: the host may let the "
                  "computer play it.");
    // Every move is in the record (SE8.4): the game comes back exactly as it stands.
    const TableController *controller = isStarted() ? m_table->controller() : nullptr;
    if (controller && controller->isHotSeat())
        // Said of every hot-seat game, whether or not a formation was saved in it.
        return tr("Save keeps it in the list of games to continue, exactly as it stands, with "
                  "the formations saved during it. Discard forgets it, and them.");
    return tr("Save keeps it in the list of games to continue, exactly as it stands. Discard "
              "forgets it.");
}

void SpeakEasyModule::showHint()
{
    if (isRunning())
        m_table->controller()->requestHint();
}

void SpeakEasyModule::applySettings(const shell::Settings &settings)
{
    // Speak Easy's own beats (timing.h), scaled from the shell's speed.
    double factor = 1;
    switch (settings.speed) {
    case shell::Speed::Instant:
        factor = 0;
        break;
    case shell::Speed::Fast:
        factor = 0.5;
        break;
    case shell::Speed::Normal:
        factor = 1;
        break;
    case shell::Speed::Slow:
        factor = 2;
        break;
    }
    Timing::setSpeed(factor);
    // Settings ▸ Wait for me, shared with Razzia's table: a fight stays until Continue.
    if (m_table && m_table->controller())
        m_table->controller()->setWaitForMe(settings.waitForMe);
    // Settings ▸ Colour-blind patterns, shared with Razzia's table: North's tokens are striped.
    if (BoardArt::colourBlind() == settings.colourBlind)
        return;
    BoardArt::setColourBlind(settings.colourBlind);
    if (m_table) {
        m_table->update();
        for (QWidget *w : m_table->findChildren<QWidget *>())
            w->update();
    }
}

} // namespace speakeasy::ui
