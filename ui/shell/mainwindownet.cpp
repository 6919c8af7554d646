// The window's half that plays at network tables (issue 24, docs/network.md "The window"):
// Game ▸ Host a table… and Join a table…, the lobby, the handing of the seated client to the
// game's module, the panel beside the table, leaving, and the finished game's record.
#include "mainwindow.h"

#include "gamemodule.h"
#include "hostdialog.h"
#include "joindialog.h"
#include "lobbydialog.h"
#include "nettablepanel.h"
#include "sentence.h"

#include "client.h"
#include "discovery.h"
#include "seatkeys.h"

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace shell {

namespace {

// The panel beside a network table: room for the chat's lines, and the table keeps the rest.
constexpr int kNetPanelWidth = 270;

} // namespace

void MainWindow::createNetActions()
{
    m_hostAction = new QAction(this);
    m_hostAction->setObjectName(QStringLiteral("hostTableAction"));
    connect(m_hostAction, &QAction::triggered, this, &MainWindow::hostTable);
    m_joinAction = new QAction(this);
    m_joinAction->setObjectName(QStringLiteral("joinTableAction"));
    connect(m_joinAction, &QAction::triggered, this, &MainWindow::joinTable);

    m_netPanel = new NetTablePanel(this);
    m_netDock = new QDockWidget(this);
    m_netDock->setObjectName(QStringLiteral("netDock"));
    m_netDock->setWidget(m_netPanel);
    m_netDock->setFeatures(QDockWidget::DockWidgetMovable);
    m_netDock->setMinimumWidth(240);
    addDockWidget(Qt::RightDockWidgetArea, m_netDock);
    m_netDock->hide();
}

NetPlay *MainWindow::newNetPlay()
{
    endNetPlay();
    m_net = new NetPlay(this);
    m_onlineOver = false;
    m_onlineKept = false;
    connect(m_net, &NetPlay::gameStarted, this, &MainWindow::playOnline);
    connect(m_net, &NetPlay::lost, this, &MainWindow::netLost);
    connect(m_net, &NetPlay::recordReceived, this, [this] {
        if (m_onlineModule)
            keepOnlineGame(m_onlineModule);
    });
    return m_net;
}

void MainWindow::hostTable()
{
    askBeforeLeaving(m_hostAction->text().remove(QLatin1Char('&')), [this] {
        if (QFile::exists(netTablePath()))
            offerHostedTable();
        else
            showHostDialog();
    });
}

QString MainWindow::netTablePath() const
{
    return QDir(m_store.gamesDir()).filePath(QStringLiteral("network-table.autosave"));
}

void MainWindow::showHostDialog(const QString &game, const QStringList &seats)
{
    auto *dialog = new HostDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!game.isEmpty())
        dialog->setTable(game, seats);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const NetPlay::HostSetup setup = dialog->setup();
        leaveCurrentGame();
        QDir().mkpath(m_store.gamesDir());
        NetPlay *net = newNetPlay();
        net->setAutosavePath(netTablePath());
        net->host(setup, m_endpoints);
        openLobby(false);
    });
    dialog->open();
}

void MainWindow::offerHostedTable()
{
    // Who sat at it, the host's person aside: the question is put to her.
    const QStringList names = NetPlay::othersAtKeptTable(netTablePath());
    const QString title = m_hostAction->text().remove(QLatin1Char('&'));
    auto *box =
        new QMessageBox(QMessageBox::Question, title,
                        names.isEmpty() ? tr("The network table you hosted was not finished. "
                                             "Open it again?")
                                        //: %1 the people and computers at the table, as a list.
                                        : tr("The network table you hosted with %1 was not "
                                             "finished. Open it again?")
                                              .arg(shell::listOfNames(names)),
                        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("hostedTableBox"));
    box->setInformativeText(tr("The people at it come back to their seats by themselves while "
                               "their windows are open. A new table ends this one for good."));
    QPushButton *again = box->addButton(tr("&Open it again"), QMessageBox::AcceptRole);
    again->setObjectName(QStringLiteral("openTableAgainButton"));
    QPushButton *fresh = box->addButton(tr("&New table"), QMessageBox::DestructiveRole);
    fresh->setObjectName(QStringLiteral("newTableButton"));
    box->addButton(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box->setDefaultButton(again);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, again, fresh](int) {
        if (box->clickedButton() == again) {
            resumeHostedTable();
        } else if (box->clickedButton() == fresh) {
            QFile::remove(netTablePath());
            showHostDialog();
        }
    });
    box->open();
}

void MainWindow::resumeHostedTable()
{
    leaveCurrentGame();
    NetPlay *net = newNetPlay();
    const QString title = m_hostAction->text().remove(QLatin1Char('&'));
    // Listening may fail (the port taken meanwhile): the table is kept for another try.
    connect(net, &NetPlay::failed, this, [this, title](const QString &message) {
        endNetPlay(true);
        showFileError(title, message);
    });
    QString error;
    if (!net->resumeHost(netTablePath(), m_endpoints, error)) {
        endNetPlay(true);
        // Not offered again, and not lost: it goes aside as a damaged save does.
        SaveStore::moveAside(netTablePath());
        showFileError(title, tr("This table cannot be opened again: %1").arg(error));
    }
}

void MainWindow::joinTable()
{
    askBeforeLeaving(m_joinAction->text().remove(QLatin1Char('&')), [this] {
        auto *dialog = new JoinDialog(m_endpoints.findOn, m_endpoints.discoveryPort, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // A table under way or full is still joinable where this window kept its seat (a crash,
        // a kill): the join takes the seat back with the kept token.
        dialog->setSeatKept(
            [keys = net::SeatKeys(NetPlay::seatKeysFile())](const net::TableAd &ad) {
                return !keys.find(ad.game.toStdString(), JoinDialog::tableUrl(ad)).isEmpty();
            });
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            const QString game = dialog->game();
            const QUrl url = dialog->url();
            const QString name = dialog->tableName();
            const bool askCode = dialog->asksCode();
            leaveCurrentGame();
            newNetPlay()->join(game, url, name);
            openLobby(askCode);
        });
        dialog->open();
    });
}

void MainWindow::openLobby(bool askCode)
{
    // The game before was put away (left, or a finished table halted, which may empty its page):
    // the lobby stands over the start screen, and leaving it comes back there.
    if (!startScreenShown())
        showStartScreen();
    auto *lobby = new LobbyDialog(m_net, askCode, this);
    lobby->setAttribute(Qt::WA_DeleteOnClose);
    connect(lobby, &QDialog::rejected, this, [this] {
        // Left from the lobby: nothing was played, nothing to keep.
        if (m_net && !m_net->isStarted())
            endNetPlay();
    });
    lobby->open();
}

void MainWindow::playOnline()
{
    if (!m_net || !m_net->client())
        return;
    GameModule *module = game(m_net->game());
    QString error;
    if (m_current && m_current != module)
        m_current->halt();
    m_onlineModule = module;
    m_handingOver = true;
    const bool playing = module && module->playOnline(m_net->client(), error);
    m_handingOver = false;
    if (!playing) {
        m_onlineModule = nullptr;
        showFileError(tr("Network table"),
                      error.isEmpty() ? tr("This game cannot be played over the network.") : error);
        endNetPlay();
        return;
    }
    m_netPanel->setNetPlay(m_net);
    m_netDock->setWindowTitle(m_net->tableName().isEmpty() ? tr("Network table")
                                                           : m_net->tableName());
    m_netDock->show();
    // Every game starts with the same room for its table, whatever the last one's panel grew to
    // or was dragged to.
    resizeDocks({m_netDock}, {kNetPanelWidth}, Qt::Horizontal);
}

bool MainWindow::isOnlineGame(const GameModule *module) const
{
    return module && m_net && module == m_onlineModule;
}

QByteArray MainWindow::recordOf(GameModule *module) const
{
    if (isOnlineGame(module))
        return m_net->client()->record();
    return module ? module->record() : QByteArray();
}

void MainWindow::keepOnlineGame(GameModule *module)
{
    if (!isOnlineGame(module) || !m_onlineOver || m_onlineKept)
        return;
    const QByteArray record = m_net->client()->record();
    if (record.isEmpty())
        return; // the host's record follows its last update
    m_onlineKept = true;
    QString error;
    // The same history and statistics as a game played here; nothing of it was autosaved. Its
    // name says it was a network table's, for Rematch.
    const QString name = QFileInfo(m_store.newGamePath(suffixOf(module))).fileName();
    const QString path =
        QDir(m_store.gamesDir()).filePath(kTableHistoryPrefix + name.mid(name.indexOf(u'-') + 1));
    if (m_autosave == Autosave::Store && !m_store.finish(path, record, error))
        qWarning("razzia: the finished game could not be kept: %s", qPrintable(error));
    recordStatistics(module);
    updateSaveAction(); // the table's record can be saved now
}

void MainWindow::endNetPlay(bool keepTable)
{
    if (m_onlineModule && m_onlineModule->isOnline())
        m_onlineModule->halt();
    m_onlineModule = nullptr;
    if (m_netPanel)
        m_netPanel->setNetPlay(nullptr);
    if (m_netDock)
        m_netDock->hide();
    if (m_net) {
        m_net->disconnect(this);
        if (!keepTable)
            m_net->leave();
        // Later: a module or a dialog may be inside one of the client's signals.
        m_net->deleteLater();
        m_net = nullptr;
    }
    updateSaveAction();
}

void MainWindow::netLost(const QString &message)
{
    const bool onTable = m_onlineModule && m_onlineModule == m_current;
    if (onTable) {
        m_current->halt();
        m_gameLeft = true;
    }
    endNetPlay();
    showFileError(tr("Network table"), message);
    if (onTable)
        showStartScreen();
}

void MainWindow::offerNetworkRematch(GameModule *module, const QByteArray &record, int networkSeat)
{
    const GameType *type = Games::byId(module->id());
    SaveStore::Entry entry;
    const bool described = type && type->describeFinished && type->describeFinished(record, entry);
    // The same seats at a new table: computers at their levels, the people's seats open, and
    // this window's person where they sat (else where their last name sat, else the first).
    QStringList seats;
    if (described) {
        int mine =
            networkSeat >= 0 ? networkSeat : int(entry.players.indexOf(TableSettings::load().name));
        if (mine < 0 || !entry.levels.value(mine).isEmpty())
            mine = int(entry.levels.indexOf(QString()));
        for (int seat = 0; seat < int(entry.players.size()); ++seat) {
            const QString level = entry.levels.value(seat);
            seats << (seat == mine      ? QStringLiteral("human")
                      : level.isEmpty() ? QStringLiteral("net")
                                        : level);
        }
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Rematch"),
                                tr("This game was played at a network table. Play it again at a "
                                   "new table, or here?"),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("networkRematchBox"));
    box->setInformativeText(tr("A new table has the same seats; the others join it again from "
                               "their computers. Here, everyone plays at this computer, in "
                               "turn."));
    QPushButton *table = box->addButton(tr("&Host a new table"), QMessageBox::AcceptRole);
    table->setObjectName(QStringLiteral("rematchTableButton"));
    QPushButton *here = box->addButton(tr("Play &here"), QMessageBox::AcceptRole);
    here->setObjectName(QStringLiteral("rematchHereButton"));
    box->addButton(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box->setDefaultButton(table);
    box->setAttribute(Qt::WA_DeleteOnClose);
    const QString game = module->id();
    connect(box, &QMessageBox::finished, this,
            [this, box, table, here, module, record, game, seats](int) {
                if (box->clickedButton() == table) {
                    askBeforeLeaving(tr("Rematch"), [this, game, seats] {
                        if (QFile::exists(netTablePath()))
                            offerHostedTable();
                        else
                            showHostDialog(game, seats);
                    });
                } else if (box->clickedButton() == here) {
                    rematchRecord(module, record, -1);
                }
            });
    box->open();
}

void MainWindow::askBeforeLeavingTable(const QString &action, std::function<void()> then)
{
    // A network game is not this window's to save: leaving gives the seat up.
    const QString question = m_net->isHost()
                                 ? tr("You host this network game. Leave it and close the table?")
                                 : tr("Leave this network game?");
    auto *box = new QMessageBox(QMessageBox::Question, action, question,
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("leaveTableBox"));
    box->setInformativeText(m_net->isHost()
                                ? tr("The other people at the table lose the game.")
                                : tr("Your seat is given up: the host may let a computer play "
                                     "it, and you cannot come back to it."));
    box->button(QMessageBox::Yes)->setText(tr("&Leave the table"));
    box->button(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, then = std::move(then)](int) {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Yes)
            return;
        m_discardOnLeave = false;
        then();
    });
    box->open();
}

} // namespace shell
