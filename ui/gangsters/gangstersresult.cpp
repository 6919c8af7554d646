#include "gangstersresult.h"

#include "gangmodel.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gangsters::ui {

ResultDialog::ResultDialog(QWidget *parent)
    : QDialog(parent), m_headline(new QLabel(this)), m_details(new QLabel(this)),
      m_replay(new QPushButton(this)), m_rematch(new QPushButton(this)),
      m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("gangstersResult"));
    m_headline->setWordWrap(true);
    QFont f = m_headline->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.3);
    m_headline->setFont(f);
    m_details->setTextFormat(Qt::RichText);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_rematch, QDialogButtonBox::ActionRole);
    buttons->addButton(m_replay, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    m_rematch->setDefault(true);
    connect(m_replay, &QPushButton::clicked, this, [this] {
        Q_EMIT replayRequested();
        accept();
    });
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        Q_EMIT rematchRequested();
        accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    retranslate();
}

void ResultDialog::setResult(const Names &names, const State &state)
{
    m_names = names;
    m_state = state;
    retranslate();
}

QString ResultDialog::headline() const
{
    return m_headline->text();
}

void ResultDialog::retranslate()
{
    setWindowTitle(tr("Game over"));
    m_replay->setText(tr("&Replay"));
    m_rematch->setText(tr("Re&match"));
    m_close->setText(tr("&Close"));
    if (!m_state.isOver())
        return;
    m_headline->setText(m_names.end(m_state.over));
    QString rows;
    for (int g = 0; g < m_state.gangs; ++g) {
        const auto [district, shops] = GangModel::bestDistrict(m_state, g);
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>")
                    .arg(m_names.seat(g).toHtmlEscaped(),
                         Names::money(m_state.gang[size_t(g)].money).toHtmlEscaped(),
                         district > 0 ? tr("%1 of %2 in %3")
                                            .arg(shops)
                                            .arg(city().districtShops(district).size())
                                            .arg(Names::district(district))
                                            .toHtmlEscaped()
                                      : tr("no shop"));
    }
    m_details->setText(QStringLiteral("<p>%1</p><table cellspacing=6>%2</table>")
                           .arg(tr("After %n round(s).", nullptr, m_state.round), rows));
}

void ResultDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace gangsters::ui
