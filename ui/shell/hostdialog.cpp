#include "hostdialog.h"

#include "gamemodule.h"
#include "levelnames.h"
#include "settings.h"

#include "hostedgames.h"
#include "protocol.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace shell {

namespace {

const QString kOpen = QStringLiteral("net");
const QString kMe = QStringLiteral("human");

} // namespace

HostDialog::HostDialog(QWidget *parent)
    : QDialog(parent), m_game(new QComboBox(this)), m_count(new QSpinBox(this)),
      m_seatForm(new QFormLayout), m_table(new QLineEdit(this)), m_name(new QLineEdit(this)),
      m_gameLabel(new QLabel(this)), m_countLabel(new QLabel(this)), m_tableLabel(new QLabel(this)),
      m_nameLabel(new QLabel(this)), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("hostDialog"));
    m_game->setObjectName(QStringLiteral("hostGame"));
    m_count->setObjectName(QStringLiteral("hostSeatCount"));
    m_table->setObjectName(QStringLiteral("hostTableName"));
    m_name->setObjectName(QStringLiteral("hostPersonName"));
    // The games a network table hosts that this window also plays, in the window's order.
    for (const GameType &type : Games::all())
        if (net::hostedGame(type.id.toStdString()))
            m_game->addItem(QString(), type.id);
    m_table->setMaxLength(net::kMaxNameChars);
    m_name->setMaxLength(net::kMaxNameChars);
    // The name last sat down under at a network table, here or by joining one.
    const QString remembered = TableSettings::load().name;
    m_name->setText(remembered.isEmpty() ? defaultHumanName() : remembered);
    m_problem->setWordWrap(true);

    auto *top = new QFormLayout;
    top->addRow(m_gameLabel, m_game);
    top->addRow(m_countLabel, m_count);
    m_gameLabel->setBuddy(m_game);
    m_countLabel->setBuddy(m_count);
    auto *bottom = new QFormLayout;
    bottom->addRow(m_tableLabel, m_table);
    bottom->addRow(m_nameLabel, m_name);
    m_tableLabel->setBuddy(m_table);
    m_nameLabel->setBuddy(m_name);
    auto *layout = new QVBoxLayout(this);
    // Always the size of its rows, as the new-game dialogs: removed seats give their room back.
    layout->setSizeConstraint(QLayout::SetFixedSize);
    layout->addLayout(top);
    layout->addLayout(m_seatForm);
    layout->addLayout(bottom);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_game, &QComboBox::currentIndexChanged, this, &HostDialog::onGameChanged);
    connect(m_count, &QSpinBox::valueChanged, this, &HostDialog::rebuildSeats);
    connect(m_table, &QLineEdit::textChanged, this, &HostDialog::check);
    connect(m_name, &QLineEdit::textChanged, this, [this] {
        nameTable();
        check();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(this, &QDialog::accepted, this, [this] {
        TableSettings remembered = TableSettings::load();
        remembered.name = setup().name;
        remembered.save();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    onGameChanged();
}

void HostDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HostDialog::retranslate()
{
    setWindowTitle(tr("Host a table"));
    m_gameLabel->setText(tr("&Game:"));
    m_countLabel->setText(tr("&Seats:"));
    m_tableLabel->setText(tr("&Table's name:"));
    m_nameLabel->setText(tr("&Your name:"));
    nameTable();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open the table"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Cancel"));
    for (int i = 0; i < m_game->count(); ++i)
        if (const GameType *type = Games::byId(m_game->itemData(i).toString()))
            m_game->setItemText(i, type->name());
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        //: A seat of the table in the host dialog: %1 its number.
        m_seatLabels[seat]->setText(tr("Seat %1:").arg(seat + 1));
        fillSeatBox(m_seats[seat]);
    }
    check();
}

void HostDialog::nameTable()
{
    // The table is named after its host until the person names it.
    if (!m_table->isModified())
        //: The default name of a hosted table: %1 the host's person's name.
        m_table->setText(tr("%1's table").arg(m_name->text().trimmed()).left(net::kMaxNameChars));
}

void HostDialog::onGameChanged()
{
    const net::HostedGameInfo *info =
        net::hostedGame(m_game->currentData().toString().toStdString());
    if (!info)
        return;
    const QSignalBlocker block(m_count);
    m_count->setRange(info->minSeats, info->maxSeats);
    m_count->setValue(std::clamp(4, info->minSeats, info->maxSeats));
    m_count->setEnabled(info->minSeats < info->maxSeats);
    // Levels differ between games: every box is filled anew.
    while (!m_seats.isEmpty()) {
        m_seatForm->removeRow(m_seats.size() - 1);
        m_seats.removeLast();
        m_seatLabels.removeLast();
    }
    rebuildSeats();
}

void HostDialog::fillSeatBox(QComboBox *box)
{
    const QString chosen = box->currentData().toString();
    const net::HostedGameInfo *info =
        net::hostedGame(m_game->currentData().toString().toStdString());
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(tr("Open (a person on the network)"), kOpen);
    box->addItem(tr("Me"), kMe);
    for (const QString &level : levelIds())
        if (info && info->isLevel(level.toStdString()))
            //: A computer seat in the host dialog: %1 its level ("Normal").
            box->addItem(tr("Computer (%1)").arg(levelName(level, LevelForm::Short)), level);
    const int index = box->findData(chosen);
    box->setCurrentIndex(index >= 0 ? index : 0);
}

void HostDialog::rebuildSeats()
{
    const int count = m_count->value();
    while (int(m_seats.size()) > count) {
        m_seatForm->removeRow(m_seats.size() - 1);
        m_seats.removeLast();
        m_seatLabels.removeLast();
    }
    while (int(m_seats.size()) < count) {
        const int seat = int(m_seats.size());
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("hostSeat%1").arg(seat));
        auto *label = new QLabel(this);
        label->setBuddy(box);
        m_seats << box;
        m_seatLabels << label;
        fillSeatBox(box);
        // The first seat is mine, the second open, the others computers of the middle level.
        const QString first = seat == 0 ? kMe : seat == 1 ? kOpen : QStringLiteral("normal");
        const int index = box->findData(first);
        box->setCurrentIndex(index >= 0 ? index : 0);
        connect(box, &QComboBox::currentIndexChanged, this, [this, seat] { onSeatChanged(seat); });
        m_seatForm->addRow(label, box);
    }
    // A seat "Me" removed with the seats: the first seat is mine again.
    bool mine = false;
    for (QComboBox *box : m_seats)
        mine = mine || box->currentData().toString() == kMe;
    if (!mine && !m_seats.isEmpty())
        m_seats.first()->setCurrentIndex(m_seats.first()->findData(kMe));
    retranslate();
}

void HostDialog::onSeatChanged(int seat)
{
    // Exactly one seat is mine: choosing it elsewhere opens the one it was.
    if (m_seats[seat]->currentData().toString() == kMe) {
        for (int other = 0; other < int(m_seats.size()); ++other) {
            if (other != seat && m_seats[other]->currentData().toString() == kMe) {
                const QSignalBlocker block(m_seats[other]);
                m_seats[other]->setCurrentIndex(m_seats[other]->findData(kOpen));
            }
        }
    }
    check();
}

void HostDialog::check()
{
    int mine = 0;
    for (QComboBox *box : m_seats)
        mine += box->currentData().toString() == kMe;
    QString problem;
    if (m_game->count() == 0)
        problem = tr("No game of this window can be played over the network.");
    else if (mine != 1)
        problem = tr("Choose one seat for yourself (Me).");
    else if (!net::cleanLine(m_name->text(), net::kMaxNameChars))
        problem = tr("Type your name: one line of 1 to 24 characters.");
    else if (!net::cleanLine(m_table->text(), net::kMaxNameChars))
        problem = tr("Name the table: one line of 1 to 24 characters.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void HostDialog::setTable(const QString &game, const QStringList &seats)
{
    const int index = m_game->findData(game);
    if (index < 0)
        return;
    m_game->setCurrentIndex(index);
    if (seats.size() < m_count->minimum() || seats.size() > m_count->maximum())
        return;
    m_count->setValue(int(seats.size()));
    for (int seat = 0; seat < int(seats.size()) && seat < int(m_seats.size()); ++seat) {
        const int choice = m_seats[seat]->findData(seats[seat]);
        if (choice >= 0)
            m_seats[seat]->setCurrentIndex(choice);
    }
}

NetPlay::HostSetup HostDialog::setup() const
{
    NetPlay::HostSetup setup;
    setup.game = m_game->currentData().toString();
    for (QComboBox *box : m_seats)
        setup.seats.push_back(box->currentData().toString().toStdString());
    setup.tableName = net::cleanLine(m_table->text(), net::kMaxNameChars).value_or(QString());
    setup.name = net::cleanLine(m_name->text(), net::kMaxNameChars).value_or(QString());
    return setup;
}

} // namespace shell
