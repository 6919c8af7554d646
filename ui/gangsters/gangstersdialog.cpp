#include "gangstersdialog.h"

#include "gangstersnames.h"
#include "levelnames.h"

#include "gangsters/levels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gangsters::ui {

namespace {
const QString kHuman = QStringLiteral("human");
}

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_gangs(new QSpinBox(this)),
      m_gangsLabel(new QLabel(this)), m_limit(new QSpinBox(this)), m_limitLabel(new QLabel(this)),
      m_police(new QCheckBox(this)), m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("gangstersNewGame"));
    setModal(true);
    m_intro->setWordWrap(true);
    setMinimumWidth(480);
    m_gangs->setRange(2, kMaxGangs);
    m_gangs->setObjectName(QStringLiteral("gangsCount"));
    m_gangsLabel->setBuddy(m_gangs);
    m_limit->setRange(0, 200);
    m_limit->setValue(city().constants().roundLimit);
    m_limit->setObjectName(QStringLiteral("roundLimit"));
    m_limitLabel->setBuddy(m_limit);
    m_police->setObjectName(QStringLiteral("policePlayer"));
    auto *form = m_form = new QFormLayout;
    form->addRow(m_gangsLabel, m_gangs);
    for (int s = 0; s <= kMaxGangs; ++s) {
        m_labels[size_t(s)] = new QLabel(this);
        m_who[size_t(s)] = new QComboBox(this);
        m_who[size_t(s)]->setObjectName(QStringLiteral("seat%1").arg(s));
        m_names[size_t(s)] = new QLineEdit(this);
        m_names[size_t(s)]->setObjectName(QStringLiteral("name%1").arg(s));
        m_names[size_t(s)]->setMaxLength(24);
        m_who[size_t(s)]->addItem(QString(), kHuman);
        for (std::string_view id : levelNames())
            m_who[size_t(s)]->addItem(QString(),
                                      QString::fromUtf8(id.data(), qsizetype(id.size())));
        m_labels[size_t(s)]->setBuddy(m_who[size_t(s)]);
        auto *row = new QHBoxLayout;
        row->addWidget(m_who[size_t(s)], 1);
        row->addWidget(m_names[size_t(s)], 1);
        form->addRow(m_labels[size_t(s)], row);
        connect(m_who[size_t(s)], &QComboBox::currentIndexChanged, this, [this, s] {
            // A name the person did not type (the login, "Player 1") is not the computer's:
            // left empty, the computer gang gets a computer's name.
            QLineEdit *name = m_names[size_t(s)];
            if (m_who[size_t(s)]->currentData().toString() != kHuman && !name->isModified())
                name->clear();
            updateRows();
        });
        if (s == kMaxGangs)
            form->insertRow(form->rowCount() - 1, QString(), m_police);
    }
    form->addRow(m_limitLabel, m_limit);
    m_start = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("startGangstersButton"));
    m_start->setDefault(true);
    m_cancel = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    // Always the size of its rows, as Razzia's dialog: fewer gangs give their room back.
    layout->setSizeConstraint(QLayout::SetFixedSize);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_gangs, &QSpinBox::valueChanged, this, [this] { updateRows(); });
    connect(m_police, &QCheckBox::toggled, this, [this] { updateRows(); });
    // The keyboard goes down the rows as they are laid out (the gangs' number, the round limit
    // and the police were made first).
    QList<QWidget *> order{m_gangs};
    for (int s = 0; s <= kMaxGangs; ++s) {
        if (s == kMaxGangs)
            order << m_police;
        order << m_who[size_t(s)] << m_names[size_t(s)];
    }
    order << m_limit << m_start << m_cancel;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
    m_gangs->setValue(4);
    setSeat(0, kHuman, shell::defaultHumanName());
    for (int s = 1; s < kMaxGangs; ++s)
        setSeat(s, QStringLiteral("normal"));
    setSeat(kMaxGangs, QStringLiteral("normal"));
    retranslateUi();
}

void NewGameDialog::setSeat(int seat, const QString &who, const QString &name)
{
    const int i = m_who[size_t(seat)]->findData(who);
    if (i >= 0)
        m_who[size_t(seat)]->setCurrentIndex(i);
    if (!name.isEmpty())
        m_names[size_t(seat)]->setText(name);
    updateRows();
}

void NewGameDialog::setGangs(int gangs)
{
    m_gangs->setValue(gangs);
}

int NewGameDialog::gangs() const
{
    return m_gangs->value();
}

void NewGameDialog::setRules(const Rules &rules)
{
    m_limit->setValue(rules.roundLimit);
    m_police->setChecked(rules.policePlayer);
}

Rules NewGameDialog::rules() const
{
    Rules r;
    r.roundLimit = m_limit->value();
    r.policePlayer = m_police->isChecked();
    return r;
}

std::vector<PlayerInfo> NewGameDialog::seats() const
{
    std::vector<PlayerInfo> seats;
    const int gangs = m_gangs->value();
    auto seatOf = [&](int s, int computerName) {
        PlayerInfo p;
        const QString who = m_who[size_t(s)]->currentData().toString();
        QString name = m_names[size_t(s)]->text().trimmed();
        if (who == kHuman) {
            p.kind = "human";
            p.level.clear();
            if (name.isEmpty())
                name = s == kMaxGangs ? Names::tr("Police") : Names::tr("Gang %1").arg(s + 1);
        } else {
            p.kind = s == kMaxGangs ? "police" : "ai";
            p.level = who.toStdString();
            if (name.isEmpty())
                name = shell::computerNames().value(computerName);
        }
        p.name = name.toStdString();
        return p;
    };
    for (int s = 0; s < gangs; ++s)
        seats.push_back(seatOf(s, s));
    if (m_police->isChecked())
        seats.push_back(seatOf(kMaxGangs, kMaxGangs));
    return seats;
}

void NewGameDialog::updateRows()
{
    const int gangs = m_gangs->value();
    for (int s = 0; s <= kMaxGangs; ++s) {
        const bool shown = s < kMaxGangs ? s < gangs : m_police->isChecked();
        // The whole row, with its spacing: hidden widgets alone leave a band.
        m_form->setRowVisible(m_labels[size_t(s)], shown);
        const bool human = m_who[size_t(s)]->currentData().toString() == kHuman;
        m_names[size_t(s)]->setPlaceholderText(human ? tr("Name") : tr("Computer's name"));
    }
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(tr("New Gangsters game"));
    m_intro->setText(tr("Two to four gangs, each a person or the computer. Several people play "
                        "in turn at this computer: nothing in Gangsters is secret."));
    m_gangsLabel->setText(tr("&Gangs:"));
    for (int s = 0; s <= kMaxGangs; ++s) {
        m_labels[size_t(s)]->setText(s < kMaxGangs ? tr("Gang &%1:").arg(s + 1) : tr("P&olice:"));
        QComboBox *box = m_who[size_t(s)];
        for (int i = 0; i < box->count(); ++i) {
            const QString id = box->itemData(i).toString();
            box->setItemText(
                i, id == kHuman
                       ? tr("Person")
                       : tr("Computer (%1)").arg(shell::levelName(id, shell::LevelForm::Short)));
        }
    }
    m_police->setText(tr("A player &moves the police (the police-player variant)"));
    m_limitLabel->setText(tr("&Round limit (0: none):"));
    m_start->setText(tr("&Start"));
    m_cancel->setText(tr("&Cancel"));
    updateRows();
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace gangsters::ui
