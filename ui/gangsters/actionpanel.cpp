#include "actionpanel.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gangsters::ui {

ActionPanel::ActionPanel(QWidget *parent)
    : QFrame(parent), m_title(new QLabel(this)), m_list(new QVBoxLayout)
{
    setObjectName(QStringLiteral("gangstersActionPanel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_title->setWordWrap(true);
    m_title->setObjectName(QStringLiteral("actionPrompt"));
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->addWidget(m_title);
    layout->addLayout(m_list);
    hide();
}

void ActionPanel::clear()
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    m_choices.clear();
    m_place.forget();
    hide();
}

void ActionPanel::setPoint(const Point &point, const QString &prompt, const State &state,
                           const Names &names, const std::array<int8_t, kRoles> &dice)
{
    clear();
    m_title->setText(prompt);
    for (int i = 0; i < point.size; ++i) {
        const Choice &c = point.options[i];
        QString text;
        if (point.type == DecisionType::Next) {
            const int die = dice[size_t(c.role)];
            //: Which character moves next: %1 its role, %2 its die.
            text = tr("Move the %1 (%2)").arg(Names::role(c.role)).arg(die);
        } else {
            text = names.action(state, point.about, c);
        }
        if (i < 9)
            text = QStringLiteral("%1  %2").arg(i + 1).arg(text);
        auto *button = new QPushButton(text, this);
        button->setAutoDefault(false);
        button->setStyleSheet(QStringLiteral("text-align: left; padding: 3px 8px;"));
        connect(button, &QPushButton::clicked, this, [this, c] { Q_EMIT chosen(c); });
        m_list->addWidget(button);
        m_buttons << button;
        m_choices << c;
    }
    fitToContents(this);
    show();
    raise();
    if (!m_buttons.isEmpty())
        m_buttons.first()->setFocus();
}

void ActionPanel::placeBeside(const InSight &sight)
{
    m_place.place(sight);
}

void ActionPanel::highlight(int option)
{
    for (int i = 0; i < m_buttons.size(); ++i) {
        QFont f = m_buttons[i]->font();
        f.setBold(i == option);
        m_buttons[i]->setFont(f);
    }
    // The bold label is wider: the panel grows to show it whole and stays beside its place.
    m_list->invalidate();
    layout()->invalidate();
    if (m_place.placed())
        m_place.again();
    else
        fitToContents(this);
    if (option >= 0 && option < m_buttons.size())
        m_buttons[option]->setFocus();
}

void ActionPanel::keyPressEvent(QKeyEvent *event)
{
    const int digit = event->key() - Qt::Key_1;
    if (digit >= 0 && digit < 9 && digit < m_choices.size()) {
        Q_EMIT chosen(m_choices[digit]);
        return;
    }
    if (event->key() == Qt::Key_Down || event->key() == Qt::Key_Up) {
        focusNextPrevChild(event->key() == Qt::Key_Down);
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace gangsters::ui
