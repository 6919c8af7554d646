#include "mainwindow.h"

#include "gamemodule.h"
#include "pace.h"
#include "ruleswindow.h"
#include "startscreen.h"
#include "statisticsdialog.h"

#include "client.h"

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

namespace shell {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_translator(new QTranslator(this)),
      m_qtTranslator(new QTranslator(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_start = new StartScreen(this);
    connect(m_start, &StartScreen::quickGameRequested, this, &MainWindow::quickGame);
    connect(m_start, &StartScreen::newGameRequested, this,
            [this](const QString &id) { newGame(id); });
    connect(m_start, &StartScreen::howToPlayRequested, this,
            [this](const QString &id) { showRules(true, id); });
    connect(m_start, &StartScreen::continueRequested, this,
            [this](const QString &path) { openFileInBackground(path); });

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_start);
    setCentralWidget(m_pages);
    statusBar()->setSizeGripEnabled(false);
    // The status line shows only while it has something to say (a save confirmed, a hint): the
    // rest of the time its height goes to the table, which needs every pixel at eight seats.
    statusBar()->hide();
    connect(statusBar(), &QStatusBar::messageChanged, this,
            [this](const QString &message) { statusBar()->setVisible(!message.isEmpty()); });

    createMenus();
    // The window opens on the start screen: nothing to save nor to hint at yet.
    m_saveAction->setEnabled(false);
    m_hintAction->setEnabled(false);
    // Every game the registry knows, each hosted the same way (ui/games.cpp registers them).
    for (const GameType &type : Games::all())
        adopt(type.create(this));
    retranslateUi();
    // The last window's place, or the screen (a laptop's 1366×768 whole, maximized; a large
    // one 1920×1200). Restored from maximized, the window keeps room around it for a window
    // manager's frame: the screen's size, as it was, put the bottom of the table under the
    // screen's edge.
    m_placed = restoreGeometry(QSettings().value(QStringLiteral("geometry")).toByteArray());
    if (!m_placed) {
        const QSize area = screen()->availableGeometry().size();
        m_maximizeFirst = area.width() <= 1920 && area.height() <= 1200;
        resize(m_maximizeFirst ? area - QSize(kFrameRoom, kFrameRoom) : QSize(1920, 1200));
    }
}

void MainWindow::showOnScreen()
{
    const QRect area = screen()->availableGeometry();
    if (m_placed) {
        show();
        return;
    }
    move(area.center() - rect().center());
    if (m_maximizeFirst)
        showMaximized();
    else
        show();
}

MainWindow::~MainWindow()
{
    for (GameModule *module : m_modules)
        module->halt();
}

void MainWindow::adopt(GameModule *module)
{
    m_modules << module;
    m_pages->addWidget(module->page());
    connect(module, &GameModule::started, this, [this, module] { gameStarted(module); });
    connect(module, &GameModule::progressed, this, [this, module] { autosave(module); });
    connect(module, &GameModule::finished, this, [this, module] { gameOver(module); });
    connect(module, &GameModule::status, this, [this](const QString &message) {
        if (message.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(message);
    });
    connect(module, &GameModule::hintReady, this, [this, module](const QString &hint) {
        m_lastHint = hint;
        if (!module->showsHintOnPage())
            statusBar()->showMessage(hint);
        Q_EMIT hintShown(hint);
    });
    // A network game's record is the table's, once it is over.
    connect(module, &GameModule::replayRequested, this,
            [this, module] { replayRecord(module, recordOf(module)); });
    connect(module, &GameModule::rematchRequested, this, [this, module] {
        rematchRecord(module, recordOf(module),
                      isOnlineGame(module) ? m_net->client()->seat() : -1);
    });
    module->applySettings(settings());
    if (!m_current)
        m_current = module;
}

GameModule *MainWindow::game(const QString &id) const
{
    for (GameModule *module : m_modules)
        if (module->id() == id)
            return module;
    return nullptr;
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    // Ctrl+N starts another game of the game on the table; the submenu offers every game.
    m_newAction = m_gameMenu->addAction(QString(), this, [this] { newGame(); });
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_newMenu = m_gameMenu->addMenu(QString());
    m_newMenu->setObjectName(QStringLiteral("newGameMenu"));
    for (const GameType &type : Games::all()) {
        const QString id = type.id;
        QAction *a = m_newMenu->addAction(QString(), this, [this, id] { newGame(id); });
        a->setObjectName(QStringLiteral("newGameAction-") + id);
        a->setData(id);
        m_newGameActions << a;
    }
    createNetActions();
    m_gameMenu->addAction(m_hostAction);
    m_gameMenu->addAction(m_joinAction);
    m_openAction = m_gameMenu->addAction(QString(), this, &MainWindow::openDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_saveAction = m_gameMenu->addAction(QString(), this, &MainWindow::saveAs);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_historyAction = m_gameMenu->addAction(QString(), this, &MainWindow::openHistory);
    m_historyAction->setObjectName(QStringLiteral("historyAction"));
    m_gameMenu->addSeparator();
    m_startAction = m_gameMenu->addAction(QString(), this, [this] {
        askBeforeLeaving(tr("Start screen"), [this] {
            leaveCurrentGame();
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
        if (m_current)
            dialog->setGame(m_current->id()); // the game on the table first
        dialog->open();
    });
    m_gameMenu->addSeparator();
    m_quitAction = m_gameMenu->addAction(QString(), this, &QWidget::close);
    // Ctrl+Q where the platform names no Quit key (offscreen, as the tests run).
    m_quitAction->setShortcut(QKeySequence(QKeySequence::Quit).isEmpty()
                                  ? QKeySequence(Qt::CTRL | Qt::Key_Q)
                                  : QKeySequence(QKeySequence::Quit));
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
        connect(a, &QAction::triggered, this, [this, speed] {
            Pace::setSpeed(speed);
            remember([speed](Settings &stored) { stored.speed = speed; });
        });
        m_speedActions << a;
    }
    // Issue 13, issue 25: when the game stops until the player continues. Three choices, one
    // checked: never, at what concerns the player (the default), or at every step.
    m_waitMenu = m_settingsMenu->addMenu(QString());
    m_waitMenu->setObjectName(QStringLiteral("waitMenu"));
    auto *waits = new QActionGroup(this);
    const Settings saved = Settings::load();
    const std::pair<bool, bool> choices[] = {{false, false}, {true, false}, {true, true}};
    for (const auto &choice : choices) {
        const bool me = choice.first, others = choice.second;
        QAction *a = m_waitMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(saved.waitForMe == me && (!me || saved.waitForOthers == others));
        waits->addAction(a);
        connect(a, &QAction::triggered, this, [this, me, others] {
            remember([me, others](Settings &stored) {
                stored.waitForMe = me;
                stored.waitForOthers = others;
            });
        });
        m_waitActions << a;
    }
    m_waitActions[0]->setObjectName(QStringLiteral("waitNeverAction"));
    m_waitActions[1]->setObjectName(QStringLiteral("waitForMeAction"));
    m_waitActions[2]->setObjectName(QStringLiteral("waitForAllAction"));
    m_aiPaceMenu = m_settingsMenu->addMenu(QString());
    auto *paces = new QActionGroup(this);
    for (AiPace pace : {AiPace::Brisk, AiPace::Normal, AiPace::Deliberate}) {
        QAction *a = m_aiPaceMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(Pace::aiPace() == pace);
        paces->addAction(a);
        connect(a, &QAction::triggered, this, [this, pace] {
            Pace::setAiPace(pace);
            remember([pace](Settings &stored) { stored.aiPace = pace; });
        });
        m_aiPaceActions << a;
    }
    m_colourBlindAction = m_settingsMenu->addAction(QString());
    m_colourBlindAction->setCheckable(true);
    m_colourBlindAction->setChecked(saved.colourBlind);
    connect(m_colourBlindAction, &QAction::toggled, this,
            [this](bool on) { remember([on](Settings &stored) { stored.colourBlind = on; }); });
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
    m_howToPlayAction = m_helpMenu->addAction(QString(), this, [this] { showRules(true); });
    m_howToPlayAction->setShortcut(QKeySequence::HelpContents);
    m_howToPlayAction->setObjectName(QStringLiteral("howToPlayAction"));
    m_rulesAction = m_helpMenu->addAction(QString(), this, [this] { showRules(false); });
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        // The application, then every game it hosts in the registry's order, each in its words.
        QString text = tr("<h3>Razzia %1</h3>").arg(QApplication::applicationVersion());
        for (const GameType &type : Games::all())
            text += tr("<p><b>%1</b>: %2</p>")
                        .arg(type.name().toHtmlEscaped(), type.description().toHtmlEscaped());
        QMessageBox::about(this, tr("About Razzia"), text);
    });
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Razzia"));
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New Game…"));
    //: The Game menu's submenu listing every game, as in "New game of ▸ Razzia".
    m_newMenu->setTitle(tr("Ne&w game of"));
    for (QAction *a : m_newGameActions)
        a->setText(Games::byId(a->data().toString())->newGameLabel());
    m_hostAction->setText(tr("Host a ta&ble…"));
    m_joinAction->setText(tr("&Join a table…"));
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
    m_waitMenu->setTitle(tr("&Wait for me"));
    m_waitActions[0]->setText(tr("&Never: everything goes on at the animation speed"));
    m_waitActions[1]->setText(
        tr("At what &concerns me: my plays, my bars and pieces, my duels and fights, the end of a "
           "round"));
    m_waitActions[2]->setText(tr("At &every step, mine or the others'"));
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
    for (GameModule *module : m_modules)
        module->retranslate();
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

QString MainWindow::suffixOf(const GameModule *module)
{
    const GameType *type = module ? Games::byId(module->id()) : nullptr;
    return type ? type->suffix : QString();
}

Settings MainWindow::settings() const
{
    // The speed and the pace as in use: the command line may have set them for this run only.
    Settings settings;
    settings.speed = Pace::speed();
    settings.aiPace = Pace::aiPace();
    settings.waitForMe = !m_waitActions[0]->isChecked();
    settings.waitForOthers = m_waitActions[2]->isChecked();
    settings.colourBlind = m_colourBlindAction->isChecked();
    return settings;
}

void MainWindow::remember(const std::function<void(Settings &)> &change)
{
    // Only what the player changed is kept: a speed given on the command line is for one run.
    Settings stored = Settings::load();
    change(stored);
    stored.save();
    const Settings settings = this->settings();
    for (GameModule *module : m_modules)
        module->applySettings(settings);
}

void MainWindow::showRules(bool howToPlay, const QString &id)
{
    // The game asked for, else the one on the table, else the one the window showed last.
    const QString game = !id.isEmpty() ? id : m_current ? m_current->id() : QString();
    if (howToPlay)
        RulesWindow::showHowToPlay(this, game);
    else
        RulesWindow::showRules(this, game);
}

void MainWindow::gameStarted(GameModule *module, const QString &path)
{
    // The game it replaces was saved or discarded as the player said (askBeforeLeaving).
    if (m_current && m_current != module)
        m_current->halt();
    // Another game than the network one: the table is left.
    if (m_onlineModule && !m_handingOver && !(module == m_onlineModule && module->isOnline()))
        endNetPlay();
    m_current = module;
    m_gameLeft = false;
    // The game this one replaces, when the player said Discard.
    if (m_discardOnLeave && !m_gamePath.isEmpty() && m_autosave == Autosave::Store &&
        m_gamePath != path)
        QFile::remove(m_gamePath);
    m_discardOnLeave = false;
    m_statisticsRecorded = false;
    m_gamePath = m_autosave == Autosave::File  ? m_autosavePath
                 : m_autosave == Autosave::Off ? QString()
                 : !path.isEmpty()             ? path
                                               : m_store.newGamePath(suffixOf(module));
    // A network game is the host's: nothing of it is autosaved here (its record comes at the
    // end, keepOnlineGame).
    if (isOnlineGame(module))
        m_gamePath.clear();
    showPage(module);
}

void MainWindow::gameOver(GameModule *module)
{
    if (module != m_current)
        return;
    // A finished game waits for no decision: the hint has nothing left to say.
    m_hintAction->setEnabled(false);
    if (isOnlineGame(module)) {
        m_onlineOver = true;
        keepOnlineGame(module);
    }
    Q_EMIT gameFinished();
    if (m_quitAtEnd) {
        close();
        return;
    }
    module->showEnd();
}

void MainWindow::quickGame()
{
    askBeforeLeaving(tr("Quick game"), [this] {
        leaveCurrentGame();
        for (GameModule *module : m_modules)
            if (module->quickGame())
                return;
    });
}

void MainWindow::showStartScreen()
{
    refreshStartScreen();
    m_pages->setCurrentWidget(m_start);
    // Nothing to save nor to hint at before a game is on the table.
    updateSaveAction();
    m_hintAction->setEnabled(false);
}

bool MainWindow::startScreenShown() const
{
    return m_pages->currentWidget() == m_start;
}

void MainWindow::showPage(GameModule *module)
{
    m_pages->setCurrentWidget(module->page());
    updateSaveAction();
    m_hintAction->setEnabled(true);
}

void MainWindow::updateSaveAction()
{
    // A network game is the host's: until its record comes at the end there is nothing here to
    // write, and Save is greyed as on the start screen rather than refusing once the file is
    // named.
    const bool onTable = m_current && m_pages->currentWidget() == m_current->page();
    const bool hostKeepsIt = onTable && m_current->isOnline() && recordOf(m_current).isEmpty();
    m_saveAction->setEnabled(onTable && !hostKeepsIt);
}

void MainWindow::refreshStartScreen()
{
    if (m_start)
        m_start->setGames(unfinishedGames());
}

void MainWindow::newGame(const QString &id)
{
    GameModule *module = !id.isEmpty() ? game(id) : m_current;
    if (!module)
        return;
    askBeforeLeaving(tr("New game"), [module] { module->showNewGameDialog(); });
}

} // namespace shell
