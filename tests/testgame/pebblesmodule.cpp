#include "pebblesmodule.h"
#include "pebblesrecord.h"

#include "levelnames.h"
#include "mainwindow.h"
#include "savestore.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace pebbles::ui {

using shell::AutoplayOptions;
using shell::GameModule;
using shell::GameType;
using shell::LoadedGame;
using shell::MainWindow;
using shell::SaveStore;
using shell::Statistics;

namespace {

QString kId()
{
    return QStringLiteral("pebbles");
}

QString kFormat()
{
    return QStringLiteral("pebbles-game/1");
}

// A record read and replayed through the rules: every take checked (P3).
class LoadedPebbles final : public LoadedGame
{
public:
    std::array<Seat, kSeats> seats;
    quint64 seed = 0;
    Game game;
};

std::shared_ptr<LoadedPebbles> parse(const QByteArray &data, QString &error)
{
    // The record's own reader (pebblesrecord.h), as razzia-cli verify reads it.
    Record record;
    auto loaded = std::make_shared<LoadedPebbles>();
    std::string why;
    if (!readRecord(std::string_view(data.constData(), size_t(data.size())), record, loaded->game,
                    why)) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    loaded->seed = record.seed;
    for (int s = 0; s < kSeats; ++s)
        loaded->seats[size_t(s)] = Seat{QString::fromStdString(record.seats[size_t(s)].name),
                                        QString::fromStdString(record.seats[size_t(s)].level)};
    loaded->finished = record.finished;
    return loaded;
}

std::shared_ptr<LoadedGame> load(const QByteArray &data, const QString &path, QString &error)
{
    QString why;
    std::shared_ptr<LoadedPebbles> loaded = parse(data, why);
    if (!loaded)
        error =
            QStringLiteral("%1 is not a valid Pebbles game: %2")
                .arg(shell::escapedText(QDir::toNativeSeparators(path)), shell::escapedText(why));
    return loaded;
}

bool describe(const QByteArray &data, SaveStore::Entry &entry)
{
    QString error;
    const std::shared_ptr<LoadedPebbles> loaded = parse(data, error);
    if (!loaded || loaded->finished)
        return false;
    for (const Seat &seat : loaded->seats) {
        entry.players << seat.name;
        entry.levels << seat.level;
    }
    entry.rounds = int(loaded->game.takes().size());
    return true;
}

std::function<void(GameModule &)> autoplay(const AutoplayOptions &options, QString &error)
{
    if (options.players && *options.players != kSeats) {
        error = QStringLiteral("--players: Pebbles is for 2 players");
        return {};
    }
    QStringList levels =
        options.seats.isEmpty() ? QStringList{QStringLiteral("random")} : options.seats;
    if (levels.size() == 1)
        levels << levels.constFirst();
    if (levels.size() != kSeats) {
        error = QStringLiteral("--seats: %1 levels for 2 players").arg(levels.size());
        return {};
    }
    for (const QString &level : levels) {
        if (!knownLevel(level.toStdString())) {
            error = QStringLiteral("--seats: unknown level \"%1\"").arg(level);
            return {};
        }
    }
    const quint64 seed = options.seed.value_or(1);
    return [levels, seed](GameModule &module) {
        static_cast<PebblesModule &>(module).start({Seat{shell::computerNames()[0], levels[0]},
                                                    Seat{shell::computerNames()[1], levels[1]}},
                                                   kDefaultHeap, seed);
    };
}

QImage drawPebble(qreal dpr)
{
    QImage image(QSize(32, 32) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(QColor(0x9a, 0x94, 0x8a));
    painter.drawEllipse(QRectF(2, 6, 28, 20));
    return image;
}

} // namespace

GameType PebblesModule::type()
{
    GameType type;
    type.id = kId();
    type.format = kFormat();
    type.suffix = QStringLiteral("pebbles");
    type.minPlayers = kSeats;
    type.maxPlayers = kSeats;
    type.name = [] { return tr("Pebbles"); };
    type.description = [] { return tr("Take one or two; whoever takes the last pebble wins."); };
    type.newGameLabel = [] { return tr("&Pebbles (2 players)…"); };
    type.howToPage = QStringLiteral("pebbles_howto");
    type.rulesPage = QStringLiteral("pebbles_rules");
    type.load = &load;
    type.describe = &describe;
    // A test game has no translations, hence no plural forms from them.
    type.progress = [](int takes) {
        return takes == 1 ? tr("after 1 take") : tr("after %1 takes").arg(takes);
    };
    type.scoreName = [] { return tr("Mean pebbles"); };
    type.score = [](qint64 pebbles) {
        return pebbles == 1 ? tr("1 pebble") : tr("%1 pebbles").arg(pebbles);
    };
    type.quickGameTip = [] { return tr("You against the computer, seven pebbles"); };
    type.autoplay = &autoplay;
    type.illustration = [](const QString &element, qreal dpr) {
        return element == QLatin1String("pebble") ? drawPebble(dpr) : QImage();
    };
    type.create = [](MainWindow *window) -> GameModule * { return new PebblesModule(window); };
    return type;
}

PebblesModule *PebblesModule::of(const MainWindow &window)
{
    return qobject_cast<PebblesModule *>(window.game(kId()));
}

PebblesModule::PebblesModule(MainWindow *window)
    : GameModule(window), m_page(new QWidget(window)), m_heap(new QLabel(m_page)),
      m_takeOne(new QPushButton(m_page)), m_takeTwo(new QPushButton(m_page))
{
    m_page->setObjectName(QStringLiteral("pebblesPage"));
    m_heap->setObjectName(QStringLiteral("pebblesHeap"));
    m_takeOne->setObjectName(QStringLiteral("takeOne"));
    m_takeTwo->setObjectName(QStringLiteral("takeTwo"));
    m_takeOne->setText(tr("Take &1"));
    m_takeTwo->setText(tr("Take &2"));
    connect(m_takeOne, &QPushButton::clicked, this, [this] { take(1); });
    connect(m_takeTwo, &QPushButton::clicked, this, [this] { take(2); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_takeOne);
    buttons->addWidget(m_takeTwo);
    auto *layout = new QVBoxLayout(m_page);
    layout->addWidget(m_heap);
    layout->addLayout(buttons);
    layout->addStretch();
    update();
}

QString PebblesModule::id() const
{
    return kId();
}

void PebblesModule::showNewGameDialog()
{
    if (!m_dialog) {
        m_dialog = new QDialog(window());
        m_dialog->setObjectName(QStringLiteral("pebblesDialog"));
        m_heapChooser = new QSpinBox(m_dialog);
        m_heapChooser->setRange(1, kMaxHeap);
        m_heapChooser->setValue(kDefaultHeap);
        m_northChooser = new QComboBox(m_dialog);
        m_northChooser->addItem(tr("A person"), QString());
        for (const QString &level : {QStringLiteral("random"), QStringLiteral("normal")})
            m_northChooser->addItem(shell::levelName(level), level);
        m_northChooser->setCurrentIndex(2);
        auto *buttons =
            new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, m_dialog);
        connect(buttons, &QDialogButtonBox::accepted, m_dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, m_dialog, &QDialog::reject);
        auto *form = new QFormLayout(m_dialog);
        form->addRow(tr("&Heap:"), m_heapChooser);
        form->addRow(tr("&North:"), m_northChooser);
        form->addRow(buttons);
        connect(m_dialog, &QDialog::accepted, this, [this] {
            const QString level = m_northChooser->currentData().toString();
            start({Seat{shell::defaultHumanName()},
                   Seat{level.isEmpty() ? tr("North") : shell::computerNames()[1], level}},
                  m_heapChooser->value(), QRandomGenerator::global()->generate64());
        });
    }
    m_dialog->open();
}

bool PebblesModule::quickGame()
{
    return start({Seat{shell::defaultHumanName()},
                  Seat{shell::computerNames()[1], QStringLiteral("normal")}},
                 kDefaultHeap, QRandomGenerator::global()->generate64());
}

bool PebblesModule::start(const std::array<Seat, kSeats> &seats, int heap, quint64 seed)
{
    if (heap < 1 || heap > kMaxHeap)
        return false;
    for (const Seat &seat : seats)
        if (!seat.level.isEmpty() && !knownLevel(seat.level.toStdString()))
            return false;
    halt();
    m_seats = seats;
    m_seed = seed;
    m_game = Game(heap);
    m_started = true;
    Q_EMIT started();
    begin();
    return true;
}

bool PebblesModule::resume(const LoadedGame &loaded, QString &error)
{
    const auto &saved = static_cast<const LoadedPebbles &>(loaded);
    if (saved.finished) {
        error = tr("A finished game is replayed, not resumed.");
        return false;
    }
    halt();
    m_seats = saved.seats;
    m_seed = saved.seed;
    m_game = saved.game;
    m_started = true;
    begin();
    return true;
}

void PebblesModule::begin()
{
    update();
    const int generation = ++m_generation;
    const Seat &seat = m_seats[size_t(m_game.toMove())];
    if (m_game.over() || seat.level.isEmpty())
        return;
    QTimer::singleShot(shell::Pace::ms(Step::ComputerTakes), this, [this, generation] {
        if (generation != m_generation || m_game.over())
            return;
        const std::optional<int> pebbles =
            choose(m_game, m_seats[size_t(m_game.toMove())].level.toStdString(), m_seed);
        if (pebbles && m_game.take(*pebbles).empty())
            played();
    });
}

bool PebblesModule::take(int pebbles)
{
    if (!isRunning() || !m_seats[size_t(m_game.toMove())].level.isEmpty())
        return false;
    if (!m_game.take(pebbles).empty())
        return false;
    played();
    return true;
}

void PebblesModule::played()
{
    // Every take is kept (the window autosaves); the last sends the game to the history.
    Q_EMIT progressed();
    if (m_game.over()) {
        update();
        Q_EMIT finished();
        return;
    }
    begin();
}

void PebblesModule::halt()
{
    ++m_generation;
}

QString PebblesModule::tableText() const
{
    if (!m_started)
        return QString();
    if (const std::optional<int> winner = m_game.winner())
        return tr("%1 takes the last pebble and wins.").arg(m_seats[size_t(*winner)].name);
    return tr("Pebbles left: %1; %2 to take.")
        .arg(m_game.remaining())
        .arg(m_seats[size_t(m_game.toMove())].name);
}

void PebblesModule::update()
{
    m_heap->setText(tableText());
    const bool person = isRunning() && m_seats[size_t(m_game.toMove())].level.isEmpty();
    m_takeOne->setEnabled(person);
    m_takeTwo->setEnabled(person && m_game.remaining() >= 2);
}

QByteArray PebblesModule::record() const
{
    if (!m_started)
        return QByteArray();
    Record record;
    record.heap = m_game.heap();
    record.seed = m_seed;
    for (int s = 0; s < kSeats; ++s)
        record.seats[size_t(s)] = SeatRecord{m_seats[size_t(s)].name.toStdString(),
                                             m_seats[size_t(s)].level.toStdString()};
    record.takes = m_game.takes();
    record.finished = m_game.over();
    return QByteArray::fromStdString(writeRecord(record));
}

QWidget *PebblesModule::replay(const LoadedGame &loaded, QWidget *parent)
{
    const auto &finished = static_cast<const LoadedPebbles &>(loaded);
    auto *view = new QTextBrowser(parent);
    view->setObjectName(QStringLiteral("pebblesReplay"));
    view->setWindowFlag(Qt::Window);
    view->setWindowTitle(tr("Pebbles — Replay"));
    QStringList lines;
    for (size_t i = 0; i < finished.game.takes().size(); ++i)
        lines << tr("%1 takes %2.")
                     .arg(finished.seats[i % kSeats].name)
                     .arg(finished.game.takes()[i]);
    view->setPlainText(lines.join(QLatin1Char('\n')));
    return view;
}

QList<Statistics::Result> PebblesModule::results() const
{
    QList<Statistics::Result> results;
    const std::optional<int> winner = m_game.winner();
    for (int s = 0; s < kSeats; ++s) {
        const Seat &seat = m_seats[size_t(s)];
        results << Statistics::Result{seat.name, m_game.taken(s), winner == s ? 1 : 2, seat.level};
    }
    return results;
}

void PebblesModule::showEnd()
{
    update();
}

QString PebblesModule::leavingNote() const
{
    return tr("Save keeps it, take by take. Discard forgets it.");
}

void PebblesModule::showHint()
{
    if (!isRunning())
        return;
    const std::optional<int> best = choose(m_game, "normal", m_seed);
    Q_EMIT hintReady(tr("Take %1.").arg(best.value_or(1)));
}

void PebblesModule::applySettings(const shell::Settings &settings)
{
    m_settings = settings;
}

QWidget *PebblesModule::dialogNamed(const QString &name) const
{
    return name == QLatin1String("new") ? m_dialog.data() : nullptr;
}

} // namespace pebbles::ui
