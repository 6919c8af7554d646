#include "gangstersmodule.h"

#include "client.h"
#include "gangstersdialog.h"
#include "gangstersreplay.h"
#include "gangstersresult.h"
#include "gangsterstable.h"
#include "levelnames.h"
#include "mainwindow.h"
#include "onlinegame.h"
#include "records.h"

#include "common/escape.h"
#include "gangsters/levels.h"

#include <QDir>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QVBoxLayout>

namespace gangsters::ui {

using shell::GameModule;
using shell::GameType;
using shell::LoadedGame;
using shell::MainWindow;
using shell::SaveStore;
using shell::Statistics;

namespace {

// A function: the registry reads it during static initialisation (games.cpp).
QString kId()
{
    return QStringLiteral("gangsters");
}

class LoadedGangsters final : public LoadedGame
{
public:
    GameRecord record;
    State final;
};

std::shared_ptr<LoadedGame> load(const QByteArray &data, const QString &path, QString &error)
{
    auto loaded = std::make_shared<LoadedGangsters>();
    QString why;
    if (!readGameRecord(data, loaded->record, loaded->final, why)) {
        //: %1 the file, %2 what is wrong with it (names the decision and field, in English).
        error = GangstersModule::tr("%1 is not a valid Gangsters game: %2")
                    .arg(QString::fromStdString(
                             common::escaped(QDir::toNativeSeparators(path).toStdString())),
                         why);
        return nullptr;
    }
    loaded->finished = loaded->record.finished;
    return loaded;
}

void describePlayers(const GameRecord &record, SaveStore::Entry &entry)
{
    for (const PlayerInfo &p : record.players) {
        entry.players << QString::fromStdString(p.name);
        entry.levels << (p.human() ? QString() : QString::fromStdString(p.level));
    }
}

bool describe(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    State final;
    QString error;
    if (!readGameRecord(data, record, final, error) || record.finished)
        return false;
    describePlayers(record, entry);
    entry.rounds = final.round - 1;
    return true;
}

bool describeFinished(const QByteArray &data, SaveStore::Entry &entry)
{
    GameRecord record;
    State final;
    QString error;
    if (!readGameRecord(data, record, final, error) || !record.finished)
        return false;
    describePlayers(record, entry);
    for (size_t s = 0; s < record.players.size(); ++s) {
        if ((record.end.winners >> s) & 1)
            entry.winners << QString::fromStdString(record.players[s].name);
    }
    entry.rounds = final.round;
    return true;
}

bool knownLevel(const std::string &level)
{
    return makePolicy(level, 0) != nullptr;
}

// razzia --game gangsters --autoplay --players N --seats a,b,… --seed S
std::function<void(GameModule &)> autoplay(const shell::AutoplayOptions &options, QString &error)
{
    const int gangs =
        options.players.value_or(options.seats.size() > 1 ? int(options.seats.size()) : 4);
    if (gangs < 2 || gangs > kMaxGangs) {
        error = QStringLiteral("--players: Gangsters is for 2 to 4 gangs, not %1").arg(gangs);
        return {};
    }
    QStringList levels = options.seats;
    if (levels.isEmpty())
        levels << QStringLiteral("normal");
    if (levels.size() == 1)
        while (levels.size() < gangs)
            levels << levels.constFirst();
    if (levels.size() != gangs) {
        error = QStringLiteral("--seats: %1 levels for %2 gangs").arg(levels.size()).arg(gangs);
        return {};
    }
    std::vector<PlayerInfo> seats;
    for (int s = 0; s < gangs; ++s) {
        const QString level = levels[s].trimmed();
        if (!knownLevel(level.toStdString())) {
            QStringList known;
            for (std::string_view id : levelNames())
                known << QString::fromUtf8(id.data(), qsizetype(id.size()));
            error = QStringLiteral("--seats: unknown Gangsters level \"%1\" (known: %2)")
                        .arg(level, known.join(QStringLiteral(", ")));
            return {};
        }
        seats.push_back({shell::computerNames().value(s).toStdString(), "ai", level.toStdString()});
    }
    const quint64 seed = options.seed.value_or(QRandomGenerator::global()->generate64());
    return [seats, seed](GameModule &module) {
        static_cast<GangstersModule &>(module).start(seats, Rules{}, seed);
    };
}

} // namespace

GameType GangstersModule::type()
{
    GameType type;
    type.id = kId();
    type.format = QStringLiteral("gangsters-game/1");
    type.suffix = QStringLiteral("gangsters");
    type.minPlayers = 2;
    type.maxPlayers = kMaxGangs;
    type.name = [] { return tr("Gangsters"); };
    type.description = [] {
        return tr("Two to four gangs in a city of shops and cops: own a whole district. After "
                  "Super Gang (Gérard Delfanti, Gérard Mathieu, Pascal Trigaux; Ludodélire "
                  "1984), on a designed city with dice duels.");
    };
    //: Gangsters' new-game button on the start screen and in Game ▸ New game of.
    type.newGameLabel = [] { return tr("Gangs&ters (2–4 players)…"); };
    type.howToPage = QStringLiteral("gangsters_howto");
    type.rulesPage = QStringLiteral("gangsters_rules");
    type.load = &load;
    type.describe = &describe;
    type.describeFinished = &describeFinished;
    //: A Gangsters game to continue; %n rounds played.
    type.progress = [](int rounds) { return tr("after %n round(s)", nullptr, rounds); };
    type.length = [](int rounds) { return tr("%n round(s)", nullptr, rounds); };
    //: The statistics' mean of the shops each player owned at the end.
    type.scoreName = [] { return tr("Mean shops"); };
    type.score = [](qint64 shops) { return QString::number(shops); };
    type.autoplay = &autoplay;
    type.create = [](MainWindow *window) -> GameModule * { return new GangstersModule(window); };
    return type;
}

GangstersModule *GangstersModule::of(const MainWindow &window)
{
    return qobject_cast<GangstersModule *>(window.game(kId()));
}

GangstersModule::GangstersModule(MainWindow *window)
    : GameModule(window), m_page(new QWidget(window))
{
    m_page->setObjectName(QStringLiteral("gangstersPage"));
    auto *layout = new QVBoxLayout(m_page);
    layout->setContentsMargins(0, 0, 0, 0);
}

GangstersModule::~GangstersModule()
{
    delete m_table; // its controller waits for its worker
}

QString GangstersModule::id() const
{
    return kId();
}

void GangstersModule::showNewGameDialog()
{
    if (!m_dialog) {
        m_dialog = new NewGameDialog(window());
        connect(m_dialog, &QDialog::accepted, this, [this] {
            QSettings settings;
            settings.setValue(QStringLiteral("gangsters/gangs"), m_dialog->gangs());
            start(m_dialog->seats(), m_dialog->rules(), QRandomGenerator::global()->generate64());
        });
        const QSettings settings;
        m_dialog->setGangs(settings.value(QStringLiteral("gangsters/gangs"), 4).toInt());
    }
    m_dialog->open();
}

bool GangstersModule::quickGame()
{
    std::vector<PlayerInfo> seats;
    seats.push_back({shell::defaultHumanName().toStdString(), "human", ""});
    for (int s = 1; s < kMaxGangs; ++s)
        seats.push_back({shell::computerNames().value(s).toStdString(), "ai", "normal"});
    return start(seats, Rules{}, QRandomGenerator::global()->generate64());
}

bool GangstersModule::host(const std::vector<PlayerInfo> &seats, const Rules &rules, quint64 seed,
                           const GameRecord *resumed, QString *error)
{
    const int gangs = int(seats.size()) - (rules.policePlayer ? 1 : 0);
    if (gangs < 2 || gangs > kMaxGangs)
        return false;
    for (const PlayerInfo &p : seats) {
        if (!p.human() && !knownLevel(p.level)) {
            if (error)
                *error = tr("A seat's level is unknown: %1").arg(QString::fromStdString(p.level));
            return false;
        }
    }
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = gangs;
    setup.rules = rules;
    setup.seats = seats;
    // Issue 29: what comes after the point on the table is drawn afresh, from a seed no file
    // held before, so that a copy of the save tells nothing of how this game goes on.
    if (resumed)
        prepareResume(*resumed, QRandomGenerator::system()->generate64(), setup);
    auto *controller = new Controller(setup);
    halt();
    m_table = new GangstersTable(m_page);
    m_page->layout()->addWidget(m_table);
    m_table->setColourBlind(m_colourBlind);
    controller->setWaitForMe(m_waitForMe);
    m_table->setController(controller);
    connect(controller, &Controller::progressed, this, [this, controller] {
        if (!controller->session().state().isOver())
            Q_EMIT progressed();
    });
    connect(controller, &Controller::ended, this, [this] {
        Q_EMIT progressed(); // to the history and the statistics
        Q_EMIT finished();
    });
    connect(controller, &Controller::hintReady, this, [this](const QString &text, int option) {
        if (m_table)
            m_table->showHint(text, option);
        Q_EMIT hintReady(text);
    });
    if (resumed) {
        QString why;
        if (!controller->resume(*resumed, why)) {
            if (error)
                *error = why;
            halt();
            return false;
        }
    } else {
        Q_EMIT started();
        controller->start();
    }
    m_table->takeFocus();
    return true;
}

bool GangstersModule::start(const std::vector<PlayerInfo> &seats, const Rules &rules, quint64 seed)
{
    return host(seats, rules, seed, nullptr, nullptr);
}

bool GangstersModule::resume(const LoadedGame &loaded, QString &error)
{
    const GameRecord &record = static_cast<const LoadedGangsters &>(loaded).record;
    return host(record.players, record.rules, record.seed, &record, &error);
}

bool GangstersModule::rematch(const LoadedGame &loaded, QString &error)
{
    const GameRecord &record = static_cast<const LoadedGangsters &>(loaded).record;
    if (!host(record.players, record.rules, QRandomGenerator::global()->generate64(), nullptr,
              &error)) {
        if (error.isEmpty())
            error = tr("These seats cannot play again.");
        return false;
    }
    return true;
}

void GangstersModule::mount(Controller *controller)
{
    halt();
    m_table = new GangstersTable(m_page);
    m_page->layout()->addWidget(m_table);
    m_table->setColourBlind(m_colourBlind);
    controller->setWaitForMe(m_waitForMe);
    m_table->setController(controller);
    connect(controller, &Controller::progressed, this, [this, controller] {
        if (!controller->over())
            Q_EMIT progressed();
    });
    connect(controller, &Controller::ended, this, [this] {
        Q_EMIT progressed(); // to the history and the statistics
        Q_EMIT finished();
    });
    connect(controller, &Controller::hintReady, this, [this](const QString &text, int option) {
        if (m_table)
            m_table->showHint(text, option);
        Q_EMIT hintReady(text);
    });
    connect(controller, &Controller::notice, this, &GameModule::status);
}

bool GangstersModule::playOnline(net::Client *client, QString &error)
{
    if (!client || client->seat() < 0) {
        error = tr("This window holds no seat at that table.");
        return false;
    }
    {
        // A host whose messages do not read leaves the game on the table as it was.
        OnlineGame probe(client);
        std::vector<Event> past;
        if (!probe.read(past, error))
            return false;
    }
    auto *controller = new Controller(new OnlineGame(client));
    mount(controller);
    Q_EMIT started();
    if (!controller->startOnline(error)) {
        halt();
        return false;
    }
    m_table->takeFocus();
    return true;
}

bool GangstersModule::isOnline() const
{
    return isStarted() && m_table->controller()->online();
}

QString GangstersModule::notYetSaved() const
{
    return isOnline() ? tr("The host of this table keeps the game.") : QString();
}

bool GangstersModule::isStarted() const
{
    return m_table && m_table->controller();
}

bool GangstersModule::isRunning() const
{
    return isStarted() && !m_table->controller()->over();
}

void GangstersModule::halt()
{
    if (!m_table)
        return;
    if (Controller *controller = m_table->controller())
        controller->halt();
    m_table->hide();
    m_table->deleteLater();
    m_table = nullptr;
}

std::optional<GameRecord> GangstersModule::gameRecord() const
{
    // At a network table the host keeps the record.
    if (!isStarted() || isOnline())
        return std::nullopt;
    return m_table->controller()->session().record();
}

QByteArray GangstersModule::record() const
{
    const std::optional<GameRecord> r = gameRecord();
    return r ? recordBytes(*r) : QByteArray();
}

bool GangstersModule::recordFinished() const
{
    const std::optional<GameRecord> r = gameRecord();
    return r && r->finished;
}

QWidget *GangstersModule::replay(const LoadedGame &loaded, QWidget *parent)
{
    auto *view = new ReplayView(static_cast<const LoadedGangsters &>(loaded).record, parent);
    view->setWindowFlag(Qt::Window);
    view->setWindowTitle(tr("Gangsters — Replay"));
    return view;
}

QList<Statistics::Result> GangstersModule::results() const
{
    QList<Statistics::Result> results;
    if (isOnline()) {
        const Controller *controller = m_table->controller();
        const State &s = controller->state();
        if (!controller->over())
            return results;
        // The table names the seats; only a computer that took a seat over says its level (the
        // host's own computers are known by their names).
        const OnlineGame *online = controller->online();
        for (int seat = 0; seat < controller->names().seats().size(); ++seat) {
            const bool won = s.over.status == OverStatus::Won && ((s.over.winners >> seat) & 1);
            const qint64 shops = seat < s.gangs ? s.ownedShops(seat) : 0;
            results << Statistics::Result{controller->names().seats()[seat], shops, won ? 1 : 2,
                                          online->seatLevel(seat)};
        }
        return results;
    }
    const std::optional<GameRecord> r = gameRecord();
    if (!r || !r->finished)
        return results;
    const State &s = m_table->controller()->session().state();
    for (size_t seat = 0; seat < r->players.size(); ++seat) {
        const PlayerInfo &p = r->players[seat];
        // GA11: the winners are first; a draw's winners share it; the others second.
        const bool won = s.over.status == OverStatus::Won && ((s.over.winners >> seat) & 1);
        const qint64 shops = int(seat) < s.gangs ? s.ownedShops(int(seat)) : 0;
        results << Statistics::Result{QString::fromStdString(p.name), shops, won ? 1 : 2,
                                      p.human() ? QString() : QString::fromStdString(p.level)};
    }
    return results;
}

void GangstersModule::showEnd()
{
    if (!isStarted())
        return;
    Controller *controller = m_table->controller();
    if (!m_result) {
        m_result = new ResultDialog(window());
        connect(m_result, &ResultDialog::replayRequested, this, &GameModule::replayRequested);
        connect(m_result, &ResultDialog::rematchRequested, this, &GameModule::rematchRequested);
    }
    m_result->setResult(controller->names(), controller->state());
    // The host keeps an online game: this window has nothing to replay or play again.
    m_result->replayButton()->setVisible(!controller->online());
    m_result->rematchButton()->setVisible(!controller->online());
    m_result->open();
}

QString GangstersModule::leavingNote() const
{
    if (isOnline())
        return tr("The host keeps this game, not this window: if you leave, the table goes on "
                  "without you.");
    return tr("Save keeps it in the list of games to continue, exactly as it stands after the "
              "last decision. Discard forgets it.");
}

void GangstersModule::showHint()
{
    if (isRunning())
        m_table->controller()->requestHint();
}

void GangstersModule::applySettings(const shell::Settings &settings)
{
    m_colourBlind = settings.colourBlind;
    m_waitForMe = settings.waitForMe;
    if (m_table) {
        m_table->setColourBlind(m_colourBlind);
        if (m_table->controller())
            m_table->controller()->setWaitForMe(m_waitForMe);
    }
}

QWidget *GangstersModule::dialogNamed(const QString &name) const
{
    if (name == QStringLiteral("result"))
        return m_result;
    if (!m_table)
        return nullptr;
    if (name == QStringLiteral("decision"))
        return m_table->dialog();
    if (name == QStringLiteral("duel"))
        return m_table->duel();
    if (name == QStringLiteral("actions"))
        return m_table->actions();
    return nullptr;
}

void GangstersModule::retranslate()
{
    if (m_table && m_table->log())
        m_table->log()->retranslate();
}

} // namespace gangsters::ui
