#include "speakeasydialog.h"

#include "levelnames.h"
#include "names.h"

#include "speakeasy/levels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace speakeasy::ui {

SpeakEasyDialog::SpeakEasyDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_southLabel(new QLabel(this)),
      m_northLabel(new QLabel(this)), m_seats{new QComboBox(this), new QComboBox(this)},
      m_names{new QLineEdit(this), new QLineEdit(this)}, m_clockLabel(new QLabel(this)),
      m_clock(new QComboBox(this)), m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("speakEasyDialog"));
    setModal(true);
    m_seats[0]->setObjectName(QStringLiteral("southSeat"));
    m_seats[1]->setObjectName(QStringLiteral("northSeat"));
    m_names[0]->setObjectName(QStringLiteral("southName"));
    m_names[1]->setObjectName(QStringLiteral("northName"));
    m_intro->setWordWrap(true);
    setMinimumWidth(460); // the introduction on two lines, not four
    // Buttons of its own: the box would put back the platform's "OK" at each language change.
    m_startButton = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_startButton->setObjectName(QStringLiteral("startSpeakEasyButton"));
    m_startButton->setDefault(true);
    m_cancelButton = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_southLabel->setBuddy(m_seats[0]);
    m_northLabel->setBuddy(m_seats[1]);
    // The ids stay as item data; the words are filled in by retranslateUi.
    for (QComboBox *box : m_seats) {
        box->addItem(QString(), kHuman);
        for (std::string_view id : speakeasy::levelNames())
            box->addItem(QString(), QString::fromUtf8(id.data(), qsizetype(id.size())));
    }
    for (int s = 0; s < 2; ++s) {
        m_names[s]->setMaxLength(24);
        connect(m_seats[s], &QComboBox::currentIndexChanged, this, [this] { updateNames(); });
    }
    setSeat(0, kHuman);
    setSeat(1, QStringLiteral("normal"));
    // The optional clock (issue 25): minutes for each person's whole game.
    m_clock->setObjectName(QStringLiteral("clockChoice"));
    m_clockLabel->setBuddy(m_clock);
    for (int minutes : {0, 5, 10, 15, 20, 30})
        m_clock->addItem(QString(), minutes);

    auto *form = new QFormLayout;
    QLabel *labels[2] = {m_southLabel, m_northLabel};
    for (int s = 0; s < 2; ++s) {
        auto *row = new QHBoxLayout;
        row->addWidget(m_seats[s], 1);
        row->addWidget(m_names[s], 1);
        form->addRow(labels[s], row);
    }
    form->addRow(m_clockLabel, m_clock);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The keyboard goes down the rows: each seat, then its name.
    const QList<QWidget *> order{m_seats[0], m_names[0],    m_seats[1],    m_names[1],
                                 m_clock,    m_startButton, m_cancelButton};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
    retranslateUi();
}

QString SpeakEasyDialog::seat(int seat) const
{
    return m_seats[seat]->currentData().toString();
}

void SpeakEasyDialog::setSeat(int seat, const QString &who)
{
    const int index = m_seats[seat]->findData(who);
    if (index >= 0)
        m_seats[seat]->setCurrentIndex(index);
}

QString SpeakEasyDialog::name(int seat) const
{
    return m_names[seat]->isEnabled() ? m_names[seat]->text().simplified() : QString();
}

void SpeakEasyDialog::setName(int seat, const QString &name)
{
    m_names[seat]->setText(name);
}

// A name is a person's: a computer seat takes a computer's name. The empty field shows what the
// table will say instead.
void SpeakEasyDialog::updateNames()
{
    const bool hotSeat = seat(0) == kHuman && seat(1) == kHuman;
    for (int s = 0; s < 2; ++s) {
        const bool person = seat(s) == kHuman;
        m_names[s]->setEnabled(person);
        m_names[s]->setPlaceholderText(person ? Names::defaultPerson(s, hotSeat) : QString());
    }
}

int SpeakEasyDialog::clockMinutes() const
{
    return m_clock->currentData().toInt();
}

void SpeakEasyDialog::setClockMinutes(int minutes)
{
    const int index = m_clock->findData(minutes);
    m_clock->setCurrentIndex(index >= 0 ? index : 0);
}

void SpeakEasyDialog::retranslateUi()
{
    setWindowTitle(tr("New Speak Easy game"));
    m_intro->setText(tr("Two players, South and North. When both are people, the screen is "
                        "hidden whenever the other player must look away."));
    m_southLabel->setText(tr("&South:"));
    m_northLabel->setText(tr("&North:"));
    m_names[0]->setAccessibleName(tr("South player's name"));
    m_names[1]->setAccessibleName(tr("North player's name"));
    for (QComboBox *box : m_seats) {
        for (int i = 0; i < box->count(); ++i) {
            const QString id = box->itemData(i).toString();
            if (id == kHuman) {
                box->setItemText(i, tr("Human"));
                continue;
            }
            //: A computer seat and its level, e.g. "Computer (Hard)".
            box->setItemText(
                i, tr("Computer (%1)").arg(shell::levelName(id, shell::LevelForm::Short)));
        }
    }
    m_clockLabel->setText(tr("C&lock:"));
    m_clock->setToolTip(tr("Each person's time for the whole game. It runs only while that "
                           "person must answer; at 0:00 they lose, as by resigning."));
    for (int i = 0; i < m_clock->count(); ++i) {
        const int minutes = m_clock->itemData(i).toInt();
        m_clock->setItemText(i, minutes == 0 ? tr("No clock")
                                             //: The optional clock: minutes for each person.
                                             : tr("%n minute(s) each", nullptr, minutes));
    }
    m_startButton->setText(tr("&Start"));
    m_cancelButton->setText(tr("&Cancel"));
    updateNames();
}

void SpeakEasyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace speakeasy::ui
