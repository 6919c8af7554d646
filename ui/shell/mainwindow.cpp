#include "mainwindow.h"

#include "accessibility.h"
#include "art.h"
#include "gamesession.h"
#include "levelnames.h"
#include "logdelegate.h"
#include "logmodel.h"
#include "newgamedialog.h"
#include "pace.h"
#include "rankingdialog.h"
#include "replaywindow.h"
#include "ruleswindow.h"
#include "seatmodel.h"
#include "startscreen.h"
#include "statistics.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/rank.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTranslator>
#include <QTreeView>
#include <QVBoxLayout>

namespace razzia::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_session(new GameSession(this)), m_seats(new SeatModel(this)),
      m_log(new LogModel(this)), m_translator(new QTranslator(this)),
      m_qtTranslator(new QTranslator(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    installAccessibleRoles();
    m_table = new TableWidget(m_seats, this);

    m_scoreView = new QTableView(this);
    m_scoreView->setObjectName(QStringLiteral("scoreBoard"));
    m_scoreView->setModel(m_seats);
    m_scoreView->setColumnHidden(SeatModel::StatusColumn, true);
    m_scoreView->setColumnHidden(SeatModel::CardsColumn, true);
    m_scoreView->verticalHeader()->hide();
    m_scoreView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scoreView->horizontalHeader()->setStretchLastSection(true);
    m_scoreView->setSelectionMode(QAbstractItemView::NoSelection);
    m_scoreView->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_logView = new QTreeView(this);
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

    auto *side = new QSplitter(Qt::Vertical, this);
    side->addWidget(m_scoreView);
    m_scoreView->hide(); // the seats on the table are the score (issue 12)
    side->addWidget(m_logView);
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 3);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1000, 320});
    m_tablePage = splitter;

    m_start = new StartScreen(this);
    connect(m_start, &StartScreen::quickGameRequested, this, &MainWindow::quickGame);
    connect(m_start, &StartScreen::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(m_start, &StartScreen::speakEasyRequested, this, &MainWindow::newSpeakEasyGame);
    connect(m_start, &StartScreen::howToPlayRequested, this,
            [this] { RulesWindow::showHowToPlay(this); });
    connect(m_start, &StartScreen::continueRequested, this,
            [this](const QString &path) { openFileInBackground(path); });

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_start);
    m_pages->addWidget(m_tablePage);
    setCentralWidget(m_pages);
    statusBar()->setSizeGripEnabled(false);
    // The status line shows only while it has something to say (a save confirmed, a hint): the
    // rest of the time its height goes to the table, which needs every pixel at eight seats.
    statusBar()->hide();
    connect(statusBar(), &QStatusBar::messageChanged, this,
            [this](const QString &message) { statusBar()->setVisible(!message.isEmpty()); });

    m_controller = new TableController(m_session, m_seats, m_log, m_table, this, this);
    connect(m_controller, &TableController::gameOver, this, &MainWindow::showRanking);

    m_ranking = new RankingDialog(this);
    connect(m_ranking, &RankingDialog::newGameRequested, this, &MainWindow::showNewGameDialog);
    connect(m_ranking, &RankingDialog::replayRequested, this, [this] {
        TableSetup setup = m_session->setup();
        setup.seed.reset();
        setup.firstDealer = -1;
        startGame(setup);
    });

    connect(m_session, &GameSession::roundRecorded, this, &MainWindow::autosave);

    createMenus();
    retranslateUi();
    // The last window's place, or the screen (a laptop's 1366×768 whole, a large one up to
    // 1920×1200).
    if (!restoreGeometry(QSettings().value(QStringLiteral("geometry")).toByteArray()))
        resize(screen()->availableGeometry().size().boundedTo(QSize(1920, 1200)));
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_newAction = m_gameMenu->addAction(QString(), this, &MainWindow::newGame);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_openAction = m_gameMenu->addAction(QString(), this, &MainWindow::openDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_saveAction = m_gameMenu->addAction(QString(), this, &MainWindow::saveAs);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_historyAction = m_gameMenu->addAction(QString(), this, &MainWindow::openHistory);
    m_gameMenu->addSeparator();
    m_startAction = m_gameMenu->addAction(QString(), this, [this] {
        askBeforeLeaving(tr("Start screen"), [this] {
            m_controller->halt();
            leaveCurrentGame();
            m_gameLeft = m_session->isStarted();
            showStartScreen();
        });
    });
    m_startAction->setObjectName(QStringLiteral("startScreenAction"));
    m_gameMenu->addSeparator();
    // Application-wide, so that H works with the proposal dialog open too.
    m_hintAction = m_gameMenu->addAction(QString(), this, &MainWindow::showHint);
    m_hintAction->setObjectName(QStringLiteral("hintAction"));
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    m_hintAction->setShortcutContext(Qt::ApplicationShortcut);
    qApp->installEventFilter(this); // and over the dialogs (eventFilter)
    m_gameMenu->addSeparator();
    m_statisticsAction = m_gameMenu->addAction(QString(), this, [this] {
        auto *dialog = findChild<StatisticsDialog *>();
        if (!dialog)
            dialog = new StatisticsDialog(this);
        dialog->reload();
        dialog->open();
    });
    m_gameMenu->addSeparator();
    m_quitAction = m_gameMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));

    m_settingsMenu = menuBar()->addMenu(QString());
    m_speedMenu = m_settingsMenu->addMenu(QString());
    auto *speeds = new QActionGroup(this);
    for (Speed speed : {Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow}) {
        QAction *a = m_speedMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(Pace::speed() == speed);
        a->setData(Pace::speedName(speed));
        speeds->addAction(a);
        connect(a, &QAction::triggered, this, [speed] {
            Pace::setSpeed(speed);
            applySpeakEasySpeed();
            QSettings().setValue(QStringLiteral("speed"), Pace::speedName(speed));
        });
        m_speedActions << a;
    }
    // Issue 13: stop after each round and each duel until the player continues.
    m_waitAction = m_settingsMenu->addAction(QString());
    m_waitAction->setCheckable(true);
    m_waitAction->setChecked(QSettings().value(QStringLiteral("waitForMe"), true).toBool());
    m_controller->setWaitForMe(m_waitAction->isChecked());
    connect(m_waitAction, &QAction::toggled, this, [this](bool on) {
        m_controller->setWaitForMe(on);
        QSettings().setValue(QStringLiteral("waitForMe"), on);
    });
    m_aiPaceMenu = m_settingsMenu->addMenu(QString());
    auto *paces = new QActionGroup(this);
    for (AiPace pace : {AiPace::Brisk, AiPace::Normal, AiPace::Deliberate}) {
        QAction *a = m_aiPaceMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(Pace::aiPace() == pace);
        paces->addAction(a);
        connect(a, &QAction::triggered, this, [pace] {
            Pace::setAiPace(pace);
            QSettings().setValue(QStringLiteral("aiPace"), int(pace));
        });
        m_aiPaceActions << a;
    }
    m_colourBlindAction = m_settingsMenu->addAction(QString());
    m_colourBlindAction->setCheckable(true);
    m_colourBlindAction->setChecked(Art::instance().colourBlind());
    connect(m_colourBlindAction, &QAction::toggled, this, [this](bool on) {
        Art::instance().setColourBlind(on);
        QSettings().setValue(QStringLiteral("colourBlind"), on);
        m_table->update();
        for (QWidget *w : m_table->findChildren<QWidget *>())
            w->update();
    });
    m_fullScreenAction = m_settingsMenu->addAction(QString());
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });

    m_languageMenu = menuBar()->addMenu(QString());
    auto *languages = new QActionGroup(this);
    m_englishAction = m_languageMenu->addAction(QStringLiteral("English"));
    m_frenchAction = m_languageMenu->addAction(QStringLiteral("Français"));
    for (QAction *a : {m_englishAction, m_frenchAction}) {
        a->setCheckable(true);
        languages->addAction(a);
    }
    connect(m_englishAction, &QAction::triggered, this,
            [this] { setLanguage(QStringLiteral("en")); });
    connect(m_frenchAction, &QAction::triggered, this,
            [this] { setLanguage(QStringLiteral("fr")); });

    m_helpMenu = menuBar()->addMenu(QString());
    // F1 opens the one-minute page first; the full rules are its next tab.
    m_howToPlayAction =
        m_helpMenu->addAction(QString(), this, [this] { RulesWindow::showHowToPlay(this); });
    m_howToPlayAction->setShortcut(QKeySequence::HelpContents);
    m_rulesAction =
        m_helpMenu->addAction(QString(), this, [this] { RulesWindow::showRules(this); });
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Razzia"),
                           tr("<h3>Razzia %1</h3><p>A bluffing card game by Stefan Dorra "
                              "(Ravensburger, 1992), for 3 to 8 players at one computer, against "
                              "computer opponents or both.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Razzia"));
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New Game…"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save…"));
    m_historyAction->setText(tr("&Finished games…"));
    m_hintAction->setText(tr("&Hint"));
    m_hintAction->setToolTip(tr("What the strongest computer player would do in your place"));
    m_startAction->setText(tr("Start sc&reen"));
    m_statisticsAction->setText(tr("S&tatistics…"));
    m_howToPlayAction->setText(tr("&How to play"));
    m_rulesAction->setText(tr("Full &rules"));
    m_quitAction->setText(tr("&Quit"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_speedMenu->setTitle(tr("Animation &speed"));
    m_waitAction->setText(tr("&Wait for me after each round and duel"));
    const QStringList speedNames = {tr("&Instant"), tr("&Fast"), tr("&Normal", "animation speed"),
                                    tr("S&low")};
    for (int i = 0; i < int(m_speedActions.size()); ++i)
        m_speedActions[i]->setText(speedNames[i]);
    m_aiPaceMenu->setTitle(tr("Computer players' &pace"));
    const QStringList paceNames = {tr("&Brisk"), tr("&Normal", "computer players' pace"),
                                   tr("&Deliberate")};
    for (int i = 0; i < int(m_aiPaceActions.size()); ++i)
        m_aiPaceActions[i]->setText(paceNames[i]);
    m_colourBlindAction->setText(tr("&Colour-blind patterns"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Razzia"));
    m_seats->retranslate();
    m_log->retranslate();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

QString MainWindow::preferredLanguage()
{
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    if (saved == QLatin1String("en") || saved == QLatin1String("fr"))
        return saved;
    return QLocale::system().language() == QLocale::French ? QStringLiteral("fr")
                                                           : QStringLiteral("en");
}

void MainWindow::setLanguage(const QString &language)
{
    m_language = language == QLatin1String("fr") ? QStringLiteral("fr") : QStringLiteral("en");
    QSettings().setValue(QStringLiteral("language"), m_language);
    QApplication::removeTranslator(m_translator);
    QApplication::removeTranslator(m_qtTranslator);
    const bool ok = m_translator->load(QStringLiteral(":/i18n/razzia_%1.qm").arg(m_language));
    if (ok)
        QApplication::installTranslator(m_translator);
    if (m_language == QLatin1String("fr") &&
        m_qtTranslator->load(QStringLiteral("qtbase_fr"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(m_qtTranslator);
    QLocale::setDefault(
        QLocale(m_language == QLatin1String("fr") ? QLocale::French : QLocale::English,
                m_language == QLatin1String("fr") ? QLocale::France : QLocale::UnitedStates));
    m_englishAction->setChecked(m_language == QLatin1String("en"));
    m_frenchAction->setChecked(m_language == QLatin1String("fr"));
    // Installing a translator sends LanguageChange to every widget; without one (English has
    // nothing to load) they are told here, so that money and numbers follow the locale.
    if (!ok) {
        // Guarded: a widget may rebuild (delete) its children as it retranslates.
        QList<QPointer<QWidget>> widgets;
        for (QWidget *w : QApplication::allWidgets())
            widgets << w;
        for (const QPointer<QWidget> &w : widgets) {
            if (w) {
                QEvent change(QEvent::LanguageChange);
                QApplication::sendEvent(w, &change);
            }
        }
    }
}

void MainWindow::startGame(const TableSetup &setup)
{
    m_controller->halt();
    leaveCurrentGame();
    m_gameLeft = false;
    m_ranking->hide();
    m_statisticsRecorded = false;
    m_gamePath = m_autosave == Autosave::Store  ? m_store.newGamePath()
                 : m_autosave == Autosave::File ? m_autosavePath
                                                : QString();
    m_session->start(setup);
    showTable();
    m_controller->begin();
}

void MainWindow::quickGame()
{
    askBeforeLeaving(tr("Quick game"), [this] {
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
    });
}

void MainWindow::showStartScreen()
{
    endSpeakEasy(); // over, or discarded with the player's word
    refreshStartScreen();
    m_pages->setCurrentWidget(m_start);
    m_saveAction->setEnabled(false);
    m_hintAction->setEnabled(true);
}

bool MainWindow::startScreenShown() const
{
    return m_pages->currentWidget() == m_start;
}

void MainWindow::showTable()
{
    endSpeakEasy();
    m_pages->setCurrentWidget(m_tablePage);
    m_saveAction->setEnabled(true);
    m_hintAction->setEnabled(true);
}

void MainWindow::refreshStartScreen()
{
    if (m_start)
        m_start->setGames(unfinishedGames());
}

void MainWindow::newGame()
{
    askBeforeLeaving(tr("New game"), [this] { showNewGameDialog(); });
}

void MainWindow::showNewGameDialog()
{
    if (!m_newGame) {
        m_newGame = new NewGameDialog(this);
        connect(m_newGame, &QDialog::accepted, this, [this] {
            const TableSetup setup = m_newGame->setup();
            NewGameDialog::rememberTable(setup);
            startGame(setup);
        });
        // Discard was only meant for a game that a new one replaces.
        connect(m_newGame, &QDialog::rejected, this, [this] { m_discardOnLeave = false; });
    }
    m_newGame->setSetup(NewGameDialog::lastTable());
    m_newGame->open();
}

void MainWindow::showRanking()
{
    Q_EMIT gameFinished();
    if (m_quitAtEnd) {
        close();
        return;
    }
    const Game &game = m_session->game();
    std::array<int32_t, kMaxPlayers> money{};
    for (int seat = 0; seat < game.players(); ++seat)
        money[seat] = game.money(seat);
    const std::array<int, kMaxPlayers> place = places(money, game.players()); // R3.8
    QList<RankingDialog::RankRow> rows;
    for (int seat = 0; seat < game.players(); ++seat)
        rows << RankingDialog::RankRow{place[seat], m_session->name(seat), money[seat]};
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return a.place < b.place; });
    m_ranking->setRanking(rows);
    QList<MoneyChart::Line> lines;
    for (int seat = 0; seat < game.players(); ++seat) {
        MoneyChart::Line line{m_session->name(seat), {}};
        for (const RecordRound &round : m_session->record().rounds)
            line.money << round.moneyAfter[seat];
        lines << line;
    }
    m_ranking->setHistory(lines);
    m_ranking->open();
}

} // namespace razzia::ui
