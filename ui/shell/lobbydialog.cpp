#include "lobbydialog.h"

#include "chatpanel.h"
#include "gamemodule.h"
#include "levelnames.h"
#include "netplay.h"
#include "settings.h"

#include "client.h"
#include "protocol.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shell {

LobbyDialog::LobbyDialog(NetPlay *net, bool askCode, QWidget *parent)
    : QDialog(parent), m_net(net), m_askCode(askCode), m_intro(new QLabel(this)),
      m_seats(new QTableWidget(0, 3, this)), m_joinRow(new QWidget(this)),
      m_nameLabel(new QLabel(m_joinRow)), m_name(new QLineEdit(m_joinRow)),
      m_codeLabel(new QLabel(m_joinRow)), m_code(new QLineEdit(m_joinRow)),
      m_take(new QPushButton(m_joinRow)), m_chat(new ChatPanel(this)), m_status(new QLabel(this)),
      m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("lobbyDialog"));
    m_seats->setObjectName(QStringLiteral("lobbySeats"));
    m_name->setObjectName(QStringLiteral("lobbyName"));
    m_code->setObjectName(QStringLiteral("lobbyCode"));
    m_take->setObjectName(QStringLiteral("lobbyTake"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_seats->verticalHeader()->hide();
    m_seats->horizontalHeader()->setStretchLastSection(true);
    m_seats->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_seats->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_seats->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_seats->setSelectionMode(QAbstractItemView::SingleSelection);
    m_seats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_name->setMaxLength(net::kMaxNameChars);
    const QString remembered = TableSettings::load().name;
    m_name->setText(remembered.isEmpty() ? defaultHumanName() : remembered);
    m_code->setMaxLength(12);
    auto *row = new QHBoxLayout(m_joinRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_nameLabel);
    row->addWidget(m_name, 1);
    row->addWidget(m_codeLabel);
    row->addWidget(m_code);
    row->addWidget(m_take);
    m_nameLabel->setBuddy(m_name);
    m_codeLabel->setBuddy(m_code);
    m_codeLabel->setVisible(askCode);
    m_code->setVisible(askCode);
    m_joinRow->setVisible(!net->isHost());

    // Only the host starts the game; a joiner's dialog has no such button to show.
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("lobbyStart"));
    if (net->isHost())
        m_buttons->addButton(m_start, QDialogButtonBox::ActionRole); // never the default
    else
        m_start->hide();
    m_leave = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_leave->setObjectName(QStringLiteral("lobbyLeave"));
    // Start asks the host; the dialog closes when the game has started.
    disconnect(m_buttons, nullptr, this, nullptr);
    // Return in the chat's line sends the line: it must not press Start or Leave as well.
    for (QPushButton *button : {m_start, m_leave, m_take}) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
    connect(m_start, &QPushButton::clicked, this, [this] { m_net->startGame(); });
    connect(m_leave, &QPushButton::clicked, this, &LobbyDialog::reject);
    connect(m_take, &QPushButton::clicked, this, &LobbyDialog::take);
    // Return in the name or the code takes the chosen seat, when it may be taken.
    for (QLineEdit *field : {m_name, m_code})
        connect(field, &QLineEdit::returnPressed, this, [this] {
            if (m_take->isEnabled())
                take();
        });
    connect(m_name, &QLineEdit::textChanged, this, &LobbyDialog::refresh);
    connect(m_seats, &QTableWidget::itemSelectionChanged, this, &LobbyDialog::refresh);
    connect(m_seats, &QTableWidget::cellDoubleClicked, this, &LobbyDialog::take);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_seats, 2);
    layout->addWidget(m_joinRow);
    layout->addWidget(m_chat, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(560, 520);

    m_chat->setNetPlay(net);
    connect(net, &NetPlay::tableChanged, this, &LobbyDialog::refresh);
    connect(net, &NetPlay::ready, this, [this] {
        m_reached = true;
        refresh();
    });
    connect(net, &NetPlay::seated, this, [this] {
        m_problem.clear();
        refresh();
    });
    connect(net, &NetPlay::refused, this, [this](const QString &code, const QString &message) {
        // The chat says its own refusals under its line; said here too, they stayed after.
        if (code == QLatin1String("rate") || code == QLatin1String("bad-text") ||
            code == QLatin1String("not-seated"))
            return;
        m_problem = message;
        m_refusal = code;
        refresh();
    });
    // The refusal names the game the table plays, which the code alone does not.
    if (net->client())
        connect(net->client(), &net::Client::refused, this,
                [this](const QString &code, const QString &, int seq) {
                    if (seq < 0 && code == QLatin1String("game")) {
                        m_problem = otherGameText(m_net->client()->hostGame());
                        refresh();
                    }
                });
    connect(net, &NetPlay::failed, this, [this](const QString &message) {
        // The first failure says why; the link closing after it says nothing more.
        if (m_failed)
            return;
        m_failed = true;
        m_problem = m_reached || m_net->isHost() ? message : unreachedText();
        refresh();
    });
    connect(net, &NetPlay::gameStarted, this, &QDialog::accept);
    retranslate();
}

void LobbyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void LobbyDialog::retranslate()
{
    setWindowTitle(m_net->tableName().isEmpty() ? tr("Network table")
                                                //: The lobby's title: %1 the table's name.
                                                : tr("Network table: %1").arg(m_net->tableName()));
    m_seats->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("State")});
    m_nameLabel->setText(tr("&Your name:"));
    m_codeLabel->setText(tr("C&ode:"));
    m_take->setText(tr("&Take this seat"));
    m_start->setText(tr("&Start the game"));
    m_leave->setText(tr("&Leave the table"));
    refresh();
}

QString LobbyDialog::intro() const
{
    return m_intro->text();
}

QString LobbyDialog::status() const
{
    return m_status->text();
}

void LobbyDialog::refresh()
{
    const net::Client *client = m_net->client();
    if (m_net->isHost()) {
        if (m_net->port() == 0) {
            m_intro->setText(tr("Opening the table…"));
        } else {
            const QStringList addresses = m_net->addresses();
            // Rich text for the code in bold; the addresses and the code hold no markup.
            //: How others join a hosted table: %1 this computer's addresses ("192.168.1.5 or
            //: 10.0.0.2"), %2 the port, %3 the table's code (in bold).
            m_intro->setText(
                tr("Others join with Game ▸ Join a table…: the table shows there by itself, or "
                   "they type address %1, port %2.<br>The table's code: %3")
                    .arg(addresses.isEmpty() ? tr("(no network found)")
                                             : addresses.join(tr(" or ")))
                    .arg(m_net->port())
                    .arg(QStringLiteral("<b style=\"font-size:large\">%1</b>").arg(m_net->code())));
        }
    } else {
        const QString where = this->where();
        m_intro->setText(
            m_net->tableName().isEmpty()
                //: A joiner's lobby: %1 the table's address and port.
                ? tr("The table at %1.").arg(where.toHtmlEscaped())
                //: A joiner's lobby: %1 the table's name, %2 its address and port.
                : tr("%1, at %2.").arg(m_net->tableName().toHtmlEscaped(), where.toHtmlEscaped()));
    }

    // Who sits where, from the table the host last sent; once the link is lost, greyed and with
    // no state (it said "Here" of a host that had died). A link the table closed on refusing a
    // seat (a wrong code) opens again at the next try: the seats are shown as they were.
    const bool linked = client && client->isConnected();
    const bool lost = !linked && m_refusal.isEmpty();
    const int selected = m_seats->currentRow();
    const QSignalBlocker block(m_seats->selectionModel());
    const auto seats = client ? client->table().find("seats") : nlohmann::json::const_iterator();
    const bool have = client && seats != client->table().end() && seats->is_array();
    const int count = have ? int(seats->size()) : 0;
    m_seats->setRowCount(count);
    for (int row = 0; row < count; ++row) {
        const nlohmann::json &entry = (*seats)[size_t(row)];
        const int seat = entry.value("seat", row);
        QString name = QString::fromStdString(entry.value("name", std::string()));
        if (client->seat() == seat)
            //: The lobby's seat of this window's person: %1 their name.
            name = tr("%1 (you)").arg(name);
        const QStringList cells = {QString::number(seat + 1), name,
                                   //: A lobby's seat while there is no link to the table.
                                   lost ? tr("Unknown") : NetPlay::stateText(entry)};
        for (int column = 0; column < 3; ++column) {
            auto *item = m_seats->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_seats->setItem(row, column, item);
            }
            item->setText(cells[column]);
            item->setData(Qt::UserRole, seat);
            item->setForeground(lost ? palette().brush(QPalette::Disabled, QPalette::Text)
                                     : palette().brush(QPalette::Active, QPalette::Text));
        }
    }
    if (selected >= 0 && selected < count)
        m_seats->selectRow(selected);

    const bool seated = m_net->isSeated();
    const int row = m_seats->currentRow();
    const bool freeChosen = !lost && have && row >= 0 && row < count &&
                            (*seats)[size_t(row)].value("state", std::string()) == "free";
    bool anyFree = false;
    for (int i = 0; i < count; ++i)
        anyFree = anyFree || (*seats)[size_t(i)].value("state", std::string()) == "free";
    // A seat being taken back is not chosen.
    m_joinRow->setVisible(!m_net->isHost() && !seated && !m_net->isReclaiming());
    m_take->setEnabled(freeChosen && net::cleanLine(m_name->text(), net::kMaxNameChars));
    m_start->setEnabled(m_net->isHost() && m_net->allSeatsTaken() && !m_net->isStarted());

    QString status = m_problem;
    if (status.isEmpty()) {
        if (m_net->isHost())
            status = m_net->allSeatsTaken() ? tr("Every seat is taken: start when you are ready.")
                                            : tr("Waiting for people to take the open seats.");
        else if (!linked)
            status = tr("Connecting…");
        else if (seated)
            status = tr("Waiting for the host to start the game.");
        else if (m_net->reclaimWaits())
            status = tr("The host still holds your seat for your earlier window: trying again…");
        else if (m_net->isReclaiming())
            status = tr("Taking your seat back…");
        else if (m_net->isStarted())
            status = tr("The game has started: this table has no seat for you.");
        else if (!anyFree && have)
            status = tr("Every seat at this table is taken.");
        else
            status = tr("Choose a free seat and type your name.");
    }
    m_status->setText(status);
}

void LobbyDialog::take()
{
    const int row = m_seats->currentRow();
    const QTableWidgetItem *item = row >= 0 ? m_seats->item(row, 0) : nullptr;
    const std::optional<QString> name = net::cleanLine(m_name->text(), net::kMaxNameChars);
    if (!item || !name || m_net->isHost() || m_net->isSeated())
        return;
    m_problem.clear();
    m_failed = false; // a closed link opens again for this seat
    m_refusal.clear();
    TableSettings remembered = TableSettings::load();
    remembered.name = *name;
    remembered.save();
    m_net->takeSeat(item->data(Qt::UserRole).toInt(), *name, m_code->text());
    refresh();
}

QString LobbyDialog::where() const
{
    return QStringLiteral("%1:%2").arg(m_net->url().host()).arg(m_net->url().port());
}

QString LobbyDialog::unreachedText() const
{
    // Nothing ever answered: no link was closed, the table was not reached at all.
    QString why;
    switch (m_net->client() ? m_net->client()->socketError()
                            : QAbstractSocket::UnknownSocketError) {
    case QAbstractSocket::ConnectionRefusedError:
        why = tr("nothing answers on this port.");
        break;
    case QAbstractSocket::HostNotFoundError:
        why = tr("no computer has this address.");
        break;
    case QAbstractSocket::NetworkError:
    case QAbstractSocket::SocketTimeoutError:
        why = tr("no answer from this address (check it, and that both computers are on the same "
                 "network).");
        break;
    default:
        why = tr("no table answers there.");
        break;
    }
    //: A joiner's lobby when the table was never reached: %1 its address and port, %2 why.
    return tr("Could not reach %1: %2").arg(where(), why);
}

QString LobbyDialog::otherGameText(const QString &id) const
{
    // A game this window knows is named in its words.
    const GameType *theirs = Games::byId(id);
    const GameType *ours = Games::byId(m_net->game());
    if (!theirs || !ours)
        return NetPlay::refusalText(QStringLiteral("game"));
    //: A joiner's lobby: %1 the game the table plays, %2 the game this window asked for.
    return tr("This table plays %1, not %2.").arg(theirs->name(), ours->name());
}

void LobbyDialog::reject()
{
    if (m_leaving || !m_net->isHost()) {
        QDialog::reject();
        return;
    }
    // The host's table ends with its window: the others lose their seats.
    bool others = false;
    const net::Client *client = m_net->client();
    const auto seats = client->table().find("seats");
    if (seats != client->table().end() && seats->is_array())
        for (const auto &entry : *seats)
            others = others || (entry.value("seat", -1) != client->seat() &&
                                entry.value("state", std::string()) == "connected");
    if (!others) {
        QDialog::reject();
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Leave the table"),
                                tr("Close the table? The people seated at it lose their seats."),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("closeTableBox"));
    box->button(QMessageBox::Yes)->setText(tr("&Close the table"));
    box->button(QMessageBox::No)->setText(tr("&Stay"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box](int) {
        if (box->standardButton(box->clickedButton()) == QMessageBox::Yes) {
            m_leaving = true;
            QDialog::reject();
        }
    });
    box->open();
}

} // namespace shell
