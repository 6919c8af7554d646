#include "newgamedialog.h"

#include "levelnames.h"
#include "razzia/cards.h"
#include "shellnames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace razzia::ui {

namespace {

const QString kDefaultLevel = QStringLiteral("normal");
// Long enough for "Maximilien-Alexandre", short enough for a seat on the table at 1280x720.
constexpr int kNameLength = 24;

} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_seatsLabel(new QLabel(this)), m_seats(new QSpinBox(this)),
      m_grid(new QGridLayout), m_dealerLabel(new QLabel(this)), m_dealer(new QComboBox(this)),
      m_seedLabel(new QLabel(this)), m_seed(new QLineEdit(this)), m_nameNote(new QLabel(this)),
      m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_seats->setObjectName(QStringLiteral("seatsSpin"));
    m_dealer->setObjectName(QStringLiteral("dealerCombo"));
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seats->setRange(kMinPlayers, kMaxPlayers);
    m_seatsLabel->setBuddy(m_seats);
    m_dealerLabel->setBuddy(m_dealer);
    m_seedLabel->setBuddy(m_seed);
    // A seed is a 64-bit number; validate() refuses one that does not fit.
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), this));
    m_seed->setClearButtonEnabled(true);
    m_nameNote->setObjectName(QStringLiteral("nameNote"));
    m_nameNote->setWordWrap(true);
    m_nameNote->setVisible(false);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("problemLabel"));
    QPalette warning = m_message->palette();
    warning.setColor(QPalette::WindowText, QColor(0xa0, 0x10, 0x10));
    m_message->setPalette(warning);

    const QStringList levels = levelIds();
    for (int i = 0; i < kMaxPlayers; ++i) {
        Row row;
        row.label = new QLabel(this);
        row.name = new QLineEdit(this);
        row.name->setMaxLength(kNameLength);
        row.kind = new QComboBox(this);
        row.kind->addItem(QString(), true);
        row.kind->addItem(QString(), false);
        row.level = new QComboBox(this);
        for (const QString &id : levels)
            row.level->addItem(QString(), id);
        row.label->setBuddy(row.name);
        row.name->setObjectName(QStringLiteral("nameEdit%1").arg(i));
        row.kind->setObjectName(QStringLiteral("kindCombo%1").arg(i));
        row.level->setObjectName(QStringLiteral("levelCombo%1").arg(i));
        m_grid->addWidget(row.label, i, 0);
        m_grid->addWidget(row.name, i, 1);
        m_grid->addWidget(row.kind, i, 2);
        m_grid->addWidget(row.level, i, 3);
        connect(row.name, &QLineEdit::textChanged, this, [this] {
            updateDealers();
            validate();
        });
        // The field shows the name as the game will use it, without spaces around it (a name
        // cut at the limit kept the space before the word left out).
        connect(row.name, &QLineEdit::editingFinished, this, [this, i] {
            QLineEdit *name = m_rows[i].name;
            if (name->text() != name->text().trimmed())
                name->setText(name->text().trimmed());
        });
        connect(row.kind, &QComboBox::currentIndexChanged, this,
                [this, i] { showLevel(m_rows[i], !m_rows[i].name->isHidden()); });
        // A computer's name ("Bugsy") on a seat the player just gave to a person is not that
        // person's: the field is cleared for their name (Start waits for one); a seat given back
        // to a computer without a name gets one. Only the player's own choice does this, not a
        // remembered table being shown.
        connect(row.kind, &QComboBox::activated, this, [this, i] {
            Row &r = m_rows[i];
            const bool human = r.kind->currentData().toBool();
            if (human && computerNames().contains(r.name->text().trimmed())) {
                r.name->clear();
                r.name->setFocus();
            } else if (!human && r.name->text().trimmed().isEmpty()) {
                r.name->setText(freshName());
            }
        });
        m_rows << row;
    }
    m_grid->setColumnStretch(1, 1);
    connect(m_seats, &QSpinBox::valueChanged, this, &NewGameDialog::setSeatCount);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *top = new QFormLayout;
    top->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    top->addRow(m_seatsLabel, m_seats);
    auto *bottom = new QFormLayout;
    bottom->addRow(m_dealerLabel, m_dealer);
    bottom->addRow(m_seedLabel, m_seed);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(m_grid);
    layout->addWidget(m_nameNote);
    layout->addLayout(bottom);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    layout->setSizeConstraint(QLayout::SetFixedSize);

    // Tab order: the count, then each row across, then the rest.
    QWidget *previous = m_seats;
    for (const Row &row : m_rows) {
        for (QWidget *w : {static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.kind),
                           static_cast<QWidget *>(row.level)}) {
            setTabOrder(previous, w);
            previous = w;
        }
    }
    setTabOrder(previous, m_dealer);
    setTabOrder(m_dealer, m_seed);

    retranslateUi();
    setSetup(lastTable());
}

TableSetup NewGameDialog::setup() const
{
    TableSetup setup;
    for (int i = 0; i < m_seats->value(); ++i) {
        const Row &row = m_rows[i];
        SeatSetup seat;
        seat.name = row.name->text().trimmed();
        seat.human = row.kind->currentData().toBool();
        seat.level = row.level->currentData().toString();
        setup.seats << seat;
    }
    setup.firstDealer = m_dealer->currentData().toInt();
    bool ok = false;
    const quint64 seed = m_seed->text().toULongLong(&ok);
    if (ok)
        setup.seed = seed;
    return setup;
}

void NewGameDialog::setSetup(const TableSetup &setup)
{
    const int count = std::clamp(int(setup.seats.size()), kMinPlayers, kMaxPlayers);
    for (int i = 0; i < kMaxPlayers; ++i) {
        Row &row = m_rows[i];
        const bool given = i < setup.seats.size();
        const SeatSetup seat = given ? setup.seats[i] : SeatSetup{};
        row.name->setText(given ? seat.name : QString());
        row.kind->setCurrentIndex(row.kind->findData(given ? seat.human : false));
        const int level = row.level->findData(seat.level);
        row.level->setCurrentIndex(level >= 0 ? level : row.level->findData(kDefaultLevel));
    }
    // Seats beyond the setup get names when they are shown (setSeatCount).
    m_seats->blockSignals(true);
    m_seats->setValue(count);
    m_seats->blockSignals(false);
    setSeatCount(count);
    const int dealer = m_dealer->findData(setup.firstDealer);
    m_dealer->setCurrentIndex(dealer >= 0 ? dealer : 0);
    m_seed->setText(setup.seed ? QString::number(*setup.seed) : QString());
    validate();
}

void NewGameDialog::setSeatCount(int count)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        const bool shown = i < count;
        if (shown && row.name->text().trimmed().isEmpty())
            row.name->setText(freshName());
        for (QWidget *w : {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.name),
                           static_cast<QWidget *>(row.kind)})
            w->setVisible(shown);
        showLevel(row, shown);
    }
    updateDealers();
    validate();
}

void NewGameDialog::showLevel(Row &row, bool rowShown)
{
    // A human seat has no level, but its place stays so that the rows do not shift; a hidden
    // row takes no place at all.
    QSizePolicy policy = row.level->sizePolicy();
    policy.setRetainSizeWhenHidden(rowShown);
    row.level->setSizePolicy(policy);
    row.level->setVisible(rowShown && !row.kind->currentData().toBool());
}

QString NewGameDialog::freshName() const
{
    QStringList taken;
    for (const Row &row : m_rows)
        taken << row.name->text().trimmed().toCaseFolded();
    for (const QString &name : computerNames()) {
        if (!taken.contains(name.toCaseFolded()))
            return name;
    }
    for (int n = 2;; ++n) {
        //: A default seat name when all the usual ones are taken; %1 is a number.
        const QString name = tr("Player %1").arg(n);
        if (!taken.contains(name.toCaseFolded()))
            return name;
    }
}

void NewGameDialog::updateDealers()
{
    const int current = m_dealer->currentData().isValid() ? m_dealer->currentData().toInt() : -1;
    m_dealer->blockSignals(true);
    m_dealer->clear();
    //: First dealer (R2.3): drawn at random.
    m_dealer->addItem(tr("Random", "first dealer"), -1);
    for (int i = 0; i < m_seats->value(); ++i) {
        const QString name = m_rows[i].name->text().trimmed();
        //: A seat in the first dealer list when its name is empty; %1 is its number.
        m_dealer->addItem(name.isEmpty() ? tr("Seat %1").arg(i + 1) : name, i);
    }
    const int index = m_dealer->findData(current);
    m_dealer->setCurrentIndex(index >= 0 ? index : 0);
    m_dealer->blockSignals(false);
}

void NewGameDialog::validate()
{
    QString problem;
    QStringList seen;
    for (int i = 0; i < m_seats->value() && problem.isEmpty(); ++i) {
        const QString name = m_rows[i].name->text().trimmed();
        if (name.isEmpty()) {
            problem = tr("Seat %1 needs a name.").arg(i + 1);
        } else if (seen.contains(name.toCaseFolded())) {
            //: %1 is a player's name used twice.
            problem = tr("Two seats are called “%1”: every name must be different.").arg(name);
        }
        seen << name.toCaseFolded();
    }
    if (problem.isEmpty() && !m_seed->text().isEmpty()) {
        bool ok = false;
        m_seed->text().toULongLong(&ok);
        if (!ok)
            problem = tr("The seed must be a whole number below 18446744073709551616.");
    }
    // A full name field says so: the keys typed past the limit were dropped without a sign.
    bool full = false;
    for (int i = 0; i < m_seats->value(); ++i)
        full = full || m_rows[i].name->text().size() >= m_rows[i].name->maxLength();
    m_nameNote->setVisible(full);
    m_problem = problem;
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(tr("New game"));
    m_seatsLabel->setText(tr("&Players:"));
    m_dealerLabel->setText(tr("First &dealer:"));
    m_seedLabel->setText(tr("S&eed:"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(tr("The same seed and the same decisions give the same game"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    //: Under the seats when a name field is full; %1 is the longest a name may be (24).
    m_nameNote->setText(tr("A name holds at most %1 characters.").arg(kNameLength));
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        //: Label of a seat's row; seats are numbered clockwise from 1.
        row.label->setText(tr("Seat &%1:").arg(i + 1));
        row.name->setAccessibleName(tr("Name of seat %1").arg(i + 1));
        //: Tooltip of a seat's name field; %1 is the longest a name may be (24).
        row.name->setToolTip(tr("A name of up to %1 characters").arg(kNameLength));
        row.kind->setItemText(0, tr("Human"));
        row.kind->setItemText(1, tr("Computer"));
        row.kind->setAccessibleName(tr("Seat %1 played by").arg(i + 1));
        for (int l = 0; l < row.level->count(); ++l)
            row.level->setItemText(l, levelName(row.level->itemData(l).toString()));
        row.level->setAccessibleName(tr("Computer level of seat %1").arg(i + 1));
    }
    updateDealers();
    validate();
}

TableSetup NewGameDialog::lastTable()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("table"));
    TableSetup setup;
    const int count = settings.beginReadArray(QStringLiteral("seats"));
    for (int i = 0; i < count && i < kMaxPlayers; ++i) {
        settings.setArrayIndex(i);
        SeatSetup seat;
        seat.name = settings.value(QStringLiteral("name")).toString().trimmed();
        seat.human = settings.value(QStringLiteral("human"), false).toBool();
        seat.level = settings.value(QStringLiteral("level"), kDefaultLevel).toString();
        if (!levelIds().contains(seat.level))
            seat.level = kDefaultLevel;
        setup.seats << seat;
    }
    settings.endArray();
    setup.firstDealer = settings.value(QStringLiteral("firstDealer"), -1).toInt();
    settings.endGroup();

    if (setup.seats.size() < kMinPlayers) {
        setup.seats = {SeatSetup{defaultHumanName(), true, kDefaultLevel}};
        for (int i = 0; i < 3; ++i)
            setup.seats << SeatSetup{computerNames()[i], false, kDefaultLevel};
        setup.firstDealer = -1;
    }
    if (setup.firstDealer < -1 || setup.firstDealer >= setup.seats.size())
        setup.firstDealer = -1;
    return setup;
}

void NewGameDialog::rememberTable(const TableSetup &setup)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("table"));
    settings.remove(QString());
    settings.beginWriteArray(QStringLiteral("seats"), int(setup.seats.size()));
    for (int i = 0; i < setup.seats.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), setup.seats[i].name);
        settings.setValue(QStringLiteral("human"), setup.seats[i].human);
        settings.setValue(QStringLiteral("level"), setup.seats[i].level);
    }
    settings.endArray();
    settings.setValue(QStringLiteral("firstDealer"), setup.firstDealer);
    settings.endGroup();
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace razzia::ui
