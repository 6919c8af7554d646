#include "joindialog.h"

#include "gamemodule.h"
#include "settings.h"

#include "discovery.h"
#include "hostedgames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shell {

JoinDialog::JoinDialog(const QHostAddress &findOn, quint16 port, QWidget *parent)
    : QDialog(parent), m_finder(new net::Finder(std::chrono::milliseconds(6000), this)),
      m_listLabel(new QLabel(this)), m_tables(new QTableWidget(0, 5, this)),
      m_empty(new QLabel(this)), m_joinListed(new QPushButton(this)), m_byAddress(new QLabel(this)),
      m_gameLabel(new QLabel(this)), m_game(new QComboBox(this)), m_addressLabel(new QLabel(this)),
      m_address(new QLineEdit(this)), m_portLabel(new QLabel(this)), m_port(new QSpinBox(this)),
      m_joinAddress(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("joinDialog"));
    m_tables->setObjectName(QStringLiteral("joinTables"));
    m_joinListed->setObjectName(QStringLiteral("joinListed"));
    m_joinAddress->setObjectName(QStringLiteral("joinByAddress"));
    m_address->setObjectName(QStringLiteral("joinAddress"));
    m_port->setObjectName(QStringLiteral("joinPort"));
    m_tables->verticalHeader()->hide();
    m_tables->horizontalHeader()->setStretchLastSection(true);
    m_tables->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tables->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tables->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tables->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tables->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_empty->setWordWrap(true);
    for (const GameType &type : Games::all())
        if (net::hostedGame(type.id.toStdString()))
            m_game->addItem(QString(), type.id);
    m_port->setRange(1, 65535);
    m_address->setPlaceholderText(QStringLiteral("192.168.1.5"));
    // The table last joined by its address, as it was typed.
    const TableSettings remembered = TableSettings::load();
    m_port->setValue(remembered.port);
    m_address->setText(remembered.address);
    if (const int game = m_game->findData(remembered.game); game >= 0)
        m_game->setCurrentIndex(game);

    auto *address = new QGridLayout;
    address->addWidget(m_gameLabel, 0, 0);
    address->addWidget(m_game, 0, 1);
    address->addWidget(m_addressLabel, 1, 0);
    address->addWidget(m_address, 1, 1);
    address->addWidget(m_portLabel, 1, 2);
    address->addWidget(m_port, 1, 3);
    address->addWidget(m_joinAddress, 2, 3);
    address->setColumnStretch(1, 1);
    m_gameLabel->setBuddy(m_game);
    m_addressLabel->setBuddy(m_address);
    m_portLabel->setBuddy(m_port);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_listLabel);
    layout->addWidget(m_tables, 1);
    layout->addWidget(m_empty);
    layout->addWidget(m_joinListed, 0, Qt::AlignRight);
    layout->addSpacing(8);
    layout->addWidget(m_byAddress);
    layout->addLayout(address);
    layout->addWidget(m_buttons);
    resize(620, 440);

    connect(m_finder, &net::Finder::tablesChanged, this, &JoinDialog::refresh);
    connect(m_tables, &QTableWidget::itemSelectionChanged, this, &JoinDialog::updateButtons);
    connect(m_tables, &QTableWidget::cellDoubleClicked, this, &JoinDialog::chooseListed);
    connect(m_joinListed, &QPushButton::clicked, this, &JoinDialog::chooseListed);
    connect(m_joinAddress, &QPushButton::clicked, this, &JoinDialog::chooseAddress);
    connect(m_address, &QLineEdit::textChanged, this, &JoinDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (!m_finder->listen(findOn, port))
        m_empty->setProperty("cannotListen", true);
    retranslate();
}

void JoinDialog::setSeatKept(std::function<bool(const net::TableAd &)> kept)
{
    m_seatKept = std::move(kept);
    refresh();
}

bool JoinDialog::canJoin(const net::TableAd &ad) const
{
    // A join is refused once the game has started; only a kept seat's token comes back then.
    return (ad.free > 0 && !ad.started) || (m_seatKept && m_seatKept(ad));
}

QUrl JoinDialog::tableUrl(const net::TableAd &ad)
{
    return QUrl(QStringLiteral("ws://%1:%2").arg(ad.address.toString()).arg(ad.port));
}

quint16 JoinDialog::finderPort() const
{
    return m_finder->port();
}

void JoinDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void JoinDialog::retranslate()
{
    setWindowTitle(tr("Join a table"));
    m_listLabel->setText(tr("Tables on the local network:"));
    m_tables->setHorizontalHeaderLabels(
        {tr("Game"), tr("Table"), tr("Free seats"), tr("State"), tr("Address")});
    m_joinListed->setText(tr("&Join this table"));
    m_byAddress->setText(tr("Or join a table by its address, as its host shows it:"));
    m_gameLabel->setText(tr("&Game:"));
    m_addressLabel->setText(tr("&Address:"));
    m_portLabel->setText(tr("&Port:"));
    m_joinAddress->setText(tr("J&oin at this address"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
    for (int i = 0; i < m_game->count(); ++i)
        if (const GameType *type = Games::byId(m_game->itemData(i).toString()))
            m_game->setItemText(i, type->name());
    refresh();
}

void JoinDialog::refresh()
{
    // The tables of games this window plays, as the finder last heard them.
    QString selected;
    if (const QTableWidgetItem *item = m_tables->item(m_tables->currentRow(), 4))
        selected = item->text();
    int row = 0;
    // Rebuilt whole, the selection kept by address, without a storm of selection signals.
    const QSignalBlocker block(m_tables->selectionModel());
    m_tables->setRowCount(0);
    for (const net::TableAd &ad : m_finder->tables()) {
        const GameType *type = Games::byId(ad.game);
        if (!type)
            continue;
        const QString where = QStringLiteral("%1:%2").arg(ad.address.toString()).arg(ad.port);
        const bool joinable = canJoin(ad);
        QString state = ad.started ? tr("Playing") : tr("Waiting for players");
        if (joinable && (ad.started || ad.free == 0))
            state = tr("Your seat is kept for you");
        else if (!joinable && !ad.started)
            //: A listed table whose every seat is taken.
            state = tr("Full");
        const QStringList cells = {type->name(), ad.name,
                                   //: Free seats of a listed table: %1 free, %2 all its seats.
                                   tr("%1 of %2").arg(ad.free).arg(ad.seats), state, where};
        m_tables->insertRow(row);
        for (int column = 0; column < 5; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            // Shown, greyed, and neither chosen nor joined: there is no seat for this window.
            if (!joinable)
                item->setFlags(Qt::NoItemFlags);
            item->setData(Qt::UserRole, ad.game);
            item->setData(Qt::UserRole + 1, tableUrl(ad).toString());
            item->setData(Qt::UserRole + 2, ad.code);
            item->setData(Qt::UserRole + 3, ad.name);
            m_tables->setItem(row, column, item);
        }
        if (where == selected && joinable)
            m_tables->selectRow(row);
        ++row;
    }
    m_empty->setText(m_empty->property("cannotListen").toBool()
                         ? tr("Tables cannot be listed here (another program listens for them); "
                              "join by address.")
                         : tr("Listening for tables announced on the local network…"));
    m_empty->setVisible(row == 0);
    updateButtons();
}

void JoinDialog::updateButtons()
{
    m_joinListed->setEnabled(listedChoice() != nullptr);
    m_joinAddress->setEnabled(!m_address->text().trimmed().isEmpty() && m_game->count() > 0);
}

const QTableWidgetItem *JoinDialog::listedChoice() const
{
    const QTableWidgetItem *item = m_tables->item(m_tables->currentRow(), 0);
    const bool chosen =
        item && (item->flags() & Qt::ItemIsSelectable) && !m_tables->selectedItems().isEmpty();
    return chosen ? item : nullptr;
}

void JoinDialog::chooseListed()
{
    const QTableWidgetItem *item = listedChoice();
    if (!item)
        return;
    m_chosenGame = item->data(Qt::UserRole).toString();
    m_chosenUrl = QUrl(item->data(Qt::UserRole + 1).toString());
    m_chosenCode = item->data(Qt::UserRole + 2).toBool();
    m_chosenName = item->data(Qt::UserRole + 3).toString();
    accept();
}

void JoinDialog::chooseAddress()
{
    const QString host = m_address->text().trimmed();
    if (host.isEmpty() || m_game->count() == 0)
        return;
    m_chosenGame = m_game->currentData().toString();
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(host);
    url.setPort(m_port->value());
    m_chosenUrl = url;
    m_chosenName.clear();
    TableSettings remembered = TableSettings::load();
    remembered.game = m_chosenGame;
    remembered.address = host;
    remembered.port = m_port->value();
    remembered.save();
    m_chosenCode = true; // unknown: the lobby asks, and a table without a code ignores it
    accept();
}

} // namespace shell
