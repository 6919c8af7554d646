#include "decisiondialog.h"
#include "sentence.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <bit>

namespace gangsters::ui {

DecisionDialog::DecisionDialog(QWidget *parent)
    : QDialog(parent), m_title(new QLabel(this)), m_text(new QLabel(this)), m_body(new QVBoxLayout),
      m_row(new QHBoxLayout)
{
    setObjectName(QStringLiteral("gangstersDecisionDialog"));
    setModal(false); // the city stays to be looked at
    m_title->setObjectName(QStringLiteral("decisionTitle"));
    m_title->setWordWrap(true);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("decisionText"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addLayout(m_body);
    layout->addLayout(m_row);
    setMinimumWidth(420);
}

QString DecisionDialog::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_text->text();
}

void DecisionDialog::setPoint(const Point &point, const QString &prompt, const State &state,
                              const Names &names, int price)
{
    m_point = point;
    m_prompt = prompt;
    m_state = state;
    m_names = names;
    m_namedPrice = price;
    rebuild();
}

QPushButton *DecisionDialog::addChoice(const QString &text, const Choice &choice)
{
    auto *button = new QPushButton(text, this);
    button->setAutoDefault(false);
    button->setDefault(false);
    connect(button, &QPushButton::clicked, this, [this, choice] { choose(choice); });
    m_row->addWidget(button);
    m_buttons << button;
    m_owned << button;
    return button;
}

void DecisionDialog::choose(const Choice &choice)
{
    if (m_point.find(choice) < 0)
        return;
    Q_EMIT chosen(choice);
    accept();
}

void DecisionDialog::rebuild()
{
    qDeleteAll(m_owned);
    m_owned.clear();
    m_buttons.clear();
    m_boxes.clear();
    m_price = nullptr;
    m_title->setText(m_prompt);
    const Constants &k = city().constants();
    Choice no, yes;
    yes.flag = true;
    switch (m_point.type) {
    case DecisionType::BuyPolice:
        setWindowTitle(tr("Buy the police"));
        m_text->setText(tr("For %1 the police are yours: you move both cop pairs at every "
                           "turn, against your rivals, until someone else buys them.")
                            .arg(Names::money(k.policePrice)));
        addChoice(tr("&Buy the police (%1)").arg(k.policePrice), yes);
        addChoice(tr("&Not now"), no);
        break;
    case DecisionType::Arrest: {
        setWindowTitle(tr("Arrest"));
        const Character &ch = m_state.at(m_point.about);
        const int years = recordYears(ch);
        const int odds = qRound(rebellionOdds(m_state, m_point.about) * 100);
        // The vamp is feminine in French: "recherchée", "blessée ou tuée".
        const QString text =
            m_point.about.role == Role::Vamp
                ? tr("%1's record holds %n year(s) of prison. Obeying serves them, a year at each "
                     "of its gang's turns. Rebelling is a duel against the two cops: won, %1 stays "
                     "free but wanted for rebellion; lost, wounded or killed.",
                     "the vamp", years)
                //: GA7.8: a year of prison is one turn of the character's gang.
                : tr("%1's record holds %n year(s) of prison. Obeying serves them, a year at each "
                     "of its gang's turns. Rebelling is a duel against the two cops: won, %1 stays "
                     "free but wanted for rebellion; lost, wounded or killed.",
                     nullptr, years);
        m_text->setText(shell::sentence(text, {m_names.character(m_point.about)}));
        addChoice(tr("&Obey: %n year(s) in prison", nullptr, years), no);
        //: %1 the chance to win the duel against the cops, in percent.
        addChoice(tr("&Rebel: %1% to win the duel").arg(odds), yes);
        break;
    }
    case DecisionType::Price: {
        setWindowTitle(tr("Name your price"));
        //: %1 the rival gang, %2 the role it recruits.
        m_text->setText(
            tr("%1 wants to recruit a %2 in your shop. Name what they must pay "
               "you, or refuse to sell.")
                .arg(m_names.seat(m_point.about.seat), Names::role(m_point.about.role)));
        m_price = new QSpinBox(this);
        m_price->setObjectName(QStringLiteral("priceBox"));
        m_price->setRange(0, 1000);
        m_price->setSingleStep(10);
        m_price->setValue(k.recruitPrice);
        m_price->setSuffix(tr(" briques"));
        m_body->addWidget(m_price);
        m_owned << m_price;
        auto *ask = new QPushButton(tr("&Ask this price"), this);
        ask->setAutoDefault(false);
        connect(ask, &QPushButton::clicked, this, [this] {
            Choice c;
            c.value = int16_t(m_price->value() / 10 * 10);
            choose(c);
        });
        m_row->addWidget(ask);
        m_buttons << ask;
        m_owned << ask;
        Choice refuse;
        refuse.value = -1;
        addChoice(tr("&Refuse to sell"), refuse);
        break;
    }
    case DecisionType::Accept:
        setWindowTitle(tr("Recruitment price"));
        m_text->setText(tr("The shop's owner asks %1 for the %2. You hold %3.")
                            .arg(Names::money(m_namedPrice), Names::role(m_point.about.role),
                                 Names::money(m_state.gang[size_t(m_point.seat)].money)));
        addChoice(tr("&Pay %1").arg(m_namedPrice), yes);
        addChoice(tr("&Decline"), no);
        break;
    case DecisionType::Accomplices: {
        setWindowTitle(tr("Accomplices"));
        m_text->setText(tr("Who goes with %1? Each accomplice rolls a die in the duel, and "
                           "shares the offence.")
                            .arg(m_names.character(m_point.about)));
        uint16_t all = 0;
        for (int i = 0; i < m_point.size; ++i)
            all |= m_point.options[i].chars;
        for (uint16_t m = all; m; m = uint16_t(m & (m - 1))) {
            const int bit = std::countr_zero(unsigned(m));
            // A box's label stands alone: "Le tueur de Dutch", not "le tueur de Dutch".
            auto *box =
                new QCheckBox(Names::capitalised(m_names.character(CharRef::of(bit))), this);
            box->setProperty("bit", bit);
            box->setChecked(true);
            m_body->addWidget(box);
            m_boxes << box;
            m_owned << box;
        }
        auto *go = new QPushButton(tr("&Go"), this);
        go->setAutoDefault(false);
        connect(go, &QPushButton::clicked, this, [this] {
            Choice c;
            for (QCheckBox *box : std::as_const(m_boxes))
                if (box->isChecked())
                    c.chars = uint16_t(c.chars | (1u << box->property("bit").toInt()));
            choose(c);
        });
        m_row->addWidget(go);
        m_buttons << go;
        m_owned << go;
        break;
    }
    default:
        break;
    }
    adjustSize();
}

void DecisionDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_point.size > 0)
        rebuild();
    QDialog::changeEvent(event);
}

} // namespace gangsters::ui
