// The window's half that keeps games: saving, opening (on a worker), the autosave of every
// unfinished game, the history of finished ones, and asking before a running game is left.
#include "mainwindow.h"

#include "atomicfile.h"
#include "finishedgames.h"
#include "gamemodule.h"
#include "startscreen.h"
#include "statistics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>

#include <memory>

namespace shell {

namespace {

// What a worker found in a file: the game its format names, and that game's reading of it.
struct Loaded
{
    const GameType *type = nullptr;
    std::shared_ptr<LoadedGame> game;
    QString error;
};

// Reads and checks a file; touches nothing of the window, so it may run on any thread. The
// file's "format" picks the game, as razzia-cli does (Games::forRecord).
Loaded loadGame(const QString &path)
{
    Loaded loaded;
    QByteArray data;
    if (!readGameFile(path, data, loaded.error) || !unsealRecord(data, loaded.error))
        return loaded;
    loaded.type = Games::forRecord(data);
    if (loaded.type)
        loaded.game = loaded.type->load(data, path, loaded.error);
    return loaded;
}

// Where the file dialogs start, rather than wherever the program was started from.
QString documentsFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QDir().mkpath(folder);
    return folder;
}

} // namespace

void MainWindow::setAutosavePath(const QString &path)
{
    m_autosave = path.isEmpty() ? Autosave::Off : Autosave::File;
    m_autosavePath = path;
    if (m_current && m_current->isStarted())
        m_gamePath = path;
}

void MainWindow::setSaveStore(const SaveStore &store)
{
    m_store = store;
    m_autosave = Autosave::Store;
    m_autosavePath.clear();
    refreshStartScreen();
}

QList<SaveStore::Entry> MainWindow::unfinishedGames() const
{
    switch (m_autosave) {
    case Autosave::Store:
        return m_store.unfinished();
    case Autosave::File: {
        SaveStore::Entry entry;
        if (SaveStore::describe(m_autosavePath, entry))
            return {entry};
        return {};
    }
    case Autosave::Off:
        break;
    }
    return {};
}

bool MainWindow::gameRunning() const
{
    return !m_gameLeft && m_current && m_current->isRunning();
}

bool MainWindow::saveTo(const QString &path, QString *error)
{
    QString why;
    const bool started = m_current && m_current->isStarted();
    // A network game's record is the table's, and comes once the game is over.
    const QByteArray record = started ? recordOf(m_current) : QByteArray();
    const bool finished = started && (isOnlineGame(m_current) || m_current->recordFinished());
    QByteArray file = record;
    if (record.isEmpty()) {
        why = started ? m_current->notYetSaved() : tr("There is no game to save.");
    } else if ((finished || sealRecord(record, file, why)) &&
               files::writeAtomically(path, file, why)) {
        // A running game's file shows only what the table shows (issue 29).
        return true;
    }
    if (error)
        *error = why;
    return false;
}

void MainWindow::autosave(GameModule *module)
{
    // A game left for the start screen is saved or discarded already, as the player said.
    if (module != m_current || m_gameLeft)
        return;
    if (isOnlineGame(module)) {
        keepOnlineGame(module);
        return;
    }
    const QByteArray record = module->record();
    if (record.isEmpty())
        return;
    QString error;
    if (module->recordFinished()) {
        // Nothing left to resume: the game goes to the history, its result to the statistics.
        if (m_autosave == Autosave::Store) {
            if (!m_store.finish(m_gamePath, record, error))
                qWarning("razzia: the finished game could not be kept: %s", qPrintable(error));
        } else if (!m_gamePath.isEmpty()) {
            QFile::remove(m_gamePath);
        }
        m_gamePath.clear();
        recordStatistics(module);
        return;
    }
    if (m_gamePath.isEmpty())
        return;
    // A running game's file shows only what the table shows (issue 29).
    QByteArray sealed;
    if (!sealRecord(record, sealed, error) || !files::writeAtomically(m_gamePath, sealed, error))
        qWarning("razzia: the autosave could not be written: %s", qPrintable(error));
}

void MainWindow::recordStatistics(GameModule *module)
{
    if (m_statisticsRecorded)
        return;
    m_statisticsRecorded = true;
    Statistics statistics;
    QString error;
    if (!statistics.load(&error) || !statistics.recordGame(module->id(), module->results(), &error))
        qWarning("razzia: the statistics were not updated: %s", qPrintable(error));
}

QString MainWindow::fileFilter() const
{
    QStringList names;
    for (const GameType &type : Games::all())
        names << type.name();
    QStringList patterns;
    for (const QString &suffix : SaveStore::suffixes())
        patterns << QStringLiteral("*.") + suffix;
    patterns << QStringLiteral("*.json");
    //: The file dialogs' filter; %1 the games' names ("Razzia, Speak Easy"), %2 the patterns.
    return tr("Games (%1) (%2)")
        .arg(names.join(QStringLiteral(", ")), patterns.join(QLatin1Char(' ')));
}

void MainWindow::showFileError(const QString &title, const QString &message)
{
    m_lastFileMessage = message;
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("fileErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showStatus(const QString &message)
{
    m_lastFileMessage = message;
    statusBar()->showMessage(message, 8000);
}

void MainWindow::saveAs()
{
    auto *dialog = new QFileDialog(this, tr("Save the game"), documentsFolder(), fileFilter());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    if (const GameType *type = m_current ? Games::byId(m_current->id()) : nullptr)
        dialog->setDefaultSuffix(type->suffix);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        QString error;
        const QString shown = escapedText(QDir::toNativeSeparators(path));
        if (saveTo(path, &error))
            showStatus(tr("Game saved to %1.").arg(shown));
        else
            showFileError(tr("Save the game"),
                          tr("The game could not be saved to %1: %2").arg(shown, error));
    });
    dialog->open();
}

void MainWindow::openDialog()
{
    askBeforeLeaving(tr("Open a game"), [this] {
        auto *dialog = new QFileDialog(this, tr("Open a game"), documentsFolder(),
                                       fileFilter() + QStringLiteral(";;") + tr("All files (*)"));
        dialog->setObjectName(QStringLiteral("openDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        connect(dialog, &QFileDialog::fileSelected, this,
                [this](const QString &path) { openFileInBackground(path); });
        // Discard was only meant for a game that the opened one replaces.
        connect(dialog, &QFileDialog::rejected, this, [this] { m_discardOnLeave = false; });
        dialog->open();
    });
}

void MainWindow::openHistory()
{
    // The history as a list of games, not of file names (issue 25); the file dialog is still
    // there for a game kept elsewhere.
    auto *list = new FinishedGamesDialog(
        m_store.finished(),
        [this](const QString &id) {
            const GameModule *module = game(id);
            return module && module->canRematch();
        },
        this);
    list->setAttribute(Qt::WA_DeleteOnClose);
    connect(list, &FinishedGamesDialog::replayRequested, this,
            [this](const QString &path) { openFileInBackground(path); });
    connect(list, &FinishedGamesDialog::rematchRequested, this, [this](const QString &path) {
        QByteArray data;
        QString error;
        const GameType *type = nullptr;
        if (!readGameFile(path, data, error) || !(type = Games::byFormat(Games::formatOf(data)))) {
            showFileError(tr("Rematch"),
                          error.isEmpty() ? tr("This file holds no known game.") : error);
            return;
        }
        // A game played at a network table went to the history under a name of its own.
        rematchRecord(game(type->id), data,
                      QFileInfo(path).fileName().startsWith(kTableHistoryPrefix) ? -2 : -1);
    });
    connect(list, &FinishedGamesDialog::openFileRequested, this, [this] {
        auto *dialog =
            new QFileDialog(this, tr("Finished games"), m_store.historyDir(), fileFilter());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        connect(dialog, &QFileDialog::fileSelected, this,
                [this](const QString &path) { openFileInBackground(path); });
        dialog->open();
    });
    list->open();
}

void MainWindow::replayRecord(GameModule *module, const QByteArray &record)
{
    const GameType *type = module ? Games::byId(module->id()) : nullptr;
    QString error;
    const std::shared_ptr<LoadedGame> loaded =
        type && !record.isEmpty() ? type->load(record, QString(), error) : nullptr;
    if (!loaded || !loaded->finished) {
        showFileError(tr("Replay"), error.isEmpty() ? tr("The game is not over yet.") : error);
        return;
    }
    QWidget *replay = module->replay(*loaded, this);
    replay->setAttribute(Qt::WA_DeleteOnClose);
    replay->show();
}

void MainWindow::rematchRecord(GameModule *module, const QByteArray &record, int networkSeat)
{
    const GameType *type = module ? Games::byId(module->id()) : nullptr;
    QString error;
    const std::shared_ptr<LoadedGame> loaded =
        type && !record.isEmpty() ? type->load(record, QString(), error) : nullptr;
    if (!loaded) {
        showFileError(tr("Rematch"), error);
        return;
    }
    if (networkSeat != -1) {
        offerNetworkRematch(module, record, networkSeat);
        return;
    }
    rematchHere(module, loaded);
}

void MainWindow::rematchHere(GameModule *module, const std::shared_ptr<LoadedGame> &loaded)
{
    askBeforeLeaving(tr("Rematch"), [this, module, loaded] {
        leaveCurrentGame();
        QString why;
        if (!module->rematch(*loaded, why))
            showFileError(tr("Rematch"), why);
    });
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    const Loaded loaded = loadGame(path);
    return applyLoaded(path, loaded.type, loaded.game, loaded.error, error);
}

void MainWindow::openFileInBackground(const QString &path, std::function<void(bool)> done)
{
    if (m_loading)
        return; // one file at a time; the busy cursor says so
    m_loading = true;
    QApplication::setOverrideCursor(Qt::BusyCursor);
    auto loaded = std::make_shared<Loaded>();
    QThread *worker = QThread::create([loaded, path] { *loaded = loadGame(path); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, loaded, path, done = std::move(done)] {
        QApplication::restoreOverrideCursor();
        m_loading = false;
        const bool ok = applyLoaded(path, loaded->type, loaded->game, loaded->error, nullptr);
        if (done)
            done(ok);
    });
    worker->start();
}

bool MainWindow::applyLoaded(const QString &path, const GameType *type,
                             const std::shared_ptr<LoadedGame> &loaded, const QString &loadError,
                             QString *errorOut)
{
    QString error = loadError;
    GameModule *module = type ? game(type->id) : nullptr;
    if (loaded && module && loaded->finished) {
        m_discardOnLeave = false; // the game in progress, if any, goes on beside the replay
        QWidget *replay = module->replay(*loaded, this);
        replay->setAttribute(Qt::WA_DeleteOnClose);
        replay->show();
        return true;
    }
    if (loaded && module) {
        // Resuming replaces the game in progress only once the file has been accepted.
        const bool wasRunning = gameRunning();
        const QString previousPath = m_gamePath;
        GameModule *previous = m_current;
        if (previous && previous != module)
            previous->halt();
        QString why;
        if (module->resume(*loaded, why)) {
            if (wasRunning && m_discardOnLeave && m_autosave == Autosave::Store &&
                previousPath != path)
                QFile::remove(previousPath);
            m_discardOnLeave = false;
            // A game continued from the store goes on in its own file; one opened from
            // elsewhere is copied into the store, and the player's file is left as it was.
            gameStarted(module, m_store.contains(path) ? path : QString());
            autosave(module);
            return true;
        }
        error = escapedText(why);
    }
    // An autosave that cannot be resumed would be offered again at every start: it is moved
    // aside, and the message says where (issue 17).
    const bool autosaved =
        (m_autosave == Autosave::Store && m_store.contains(path)) ||
        (m_autosave == Autosave::File && QFileInfo(path) == QFileInfo(m_autosavePath));
    if (autosaved && QFile::exists(path)) {
        const QString aside = SaveStore::moveAside(path);
        if (!aside.isEmpty()) {
            //: Appended to the reason an autosaved game could not be resumed; %1 the new name.
            error += QLatin1Char(' ') + tr("It was moved aside as %1 and will not be offered "
                                           "again.")
                                            .arg(escapedText(QDir::toNativeSeparators(aside)));
        }
        refreshStartScreen();
    }
    m_discardOnLeave = false;
    if (errorOut)
        *errorOut = error;
    showFileError(tr("Open a game"), error);
    return false;
}

void MainWindow::askBeforeLeaving(const QString &action, std::function<void()> then)
{
    if (!gameRunning()) {
        m_discardOnLeave = false;
        then();
        return;
    }
    if (isOnlineGame(m_current)) {
        askBeforeLeavingTable(action, std::move(then));
        return;
    }
    auto *box =
        new QMessageBox(QMessageBox::Question, action,
                        tr("A game is in progress. Do you want to keep it to continue "
                           "later?"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("leaveGameBox"));
    box->setInformativeText(m_current->leavingNote());
    // Named here rather than by the platform, so that the sentence above names them rightly.
    box->button(QMessageBox::Save)->setText(tr("&Save"));
    box->button(QMessageBox::Discard)->setText(tr("&Discard"));
    box->button(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box->setDefaultButton(QMessageBox::Save);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, then = std::move(then)](int) {
        const QMessageBox::StandardButton answer = box->standardButton(box->clickedButton());
        if (answer == QMessageBox::Save) {
            m_discardOnLeave = false;
            QString error;
            QString path = m_gamePath;
            if (path.isEmpty()) // autosave off: the game still goes where Continue finds it
                path = m_gamePath = m_store.newGamePath(suffixOf(m_current));
            if (!saveTo(path, &error)) {
                showFileError(tr("Save the game"),
                              tr("The game could not be saved to %1: %2")
                                  .arg(escapedText(QDir::toNativeSeparators(path)), error));
                return; // nothing is left behind unsaved
            }
            showStatus(tr("Game saved; continue it from the start screen."));
        } else if (answer == QMessageBox::Discard) {
            m_discardOnLeave = true;
        } else {
            return; // Cancel: the game goes on as it was
        }
        then();
    });
    box->open();
}

void MainWindow::leaveCurrentGame()
{
    if (m_current && !m_gameLeft) {
        m_current->halt();
        m_gameLeft = m_current->isStarted();
    }
    if (m_discardOnLeave && !m_gamePath.isEmpty() && m_autosave == Autosave::Store)
        QFile::remove(m_gamePath);
    else if (m_discardOnLeave && m_autosave == Autosave::File)
        QFile::remove(m_autosavePath);
    m_discardOnLeave = false;
    endNetPlay();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_closing && gameRunning()) {
        event->ignore();
        askBeforeLeaving(tr("Quit"), [this] {
            leaveCurrentGame();
            m_closing = true;
            close();
        });
        return;
    }
    for (GameModule *module : m_modules)
        module->halt();
    QSettings().setValue(QStringLiteral("geometry"), saveGeometry());
    event->accept();
}

} // namespace shell
