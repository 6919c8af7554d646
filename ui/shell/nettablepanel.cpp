#include "nettablepanel.h"

#include "chatpanel.h"
#include "levelnames.h"
#include "netplay.h"

#include "client.h"
#include "hostedgames.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace shell {

NetTablePanel::NetTablePanel(QWidget *parent)
    : QWidget(parent), m_waiting(new QLabel(this)), m_offer(new QWidget(this)),
      m_offerText(new QLabel(m_offer)), m_level(new QComboBox(m_offer)),
      m_takeOver(new QPushButton(m_offer)), m_chat(new ChatPanel(this))
{
    setObjectName(QStringLiteral("netTablePanel"));
    m_waiting->setObjectName(QStringLiteral("netWaiting"));
    m_takeOver->setObjectName(QStringLiteral("netTakeOver"));
    m_waiting->setWordWrap(true);
    m_offerText->setWordWrap(true);
    QFont bold = m_waiting->font();
    bold.setBold(true);
    m_waiting->setFont(bold);
    // One above the other, and a button that does not name the person (the line above does):
    // side by side, or with a long name, they widened the panel and squeezed the table.
    auto *offer = new QVBoxLayout(m_offer);
    offer->setContentsMargins(0, 0, 0, 0);
    offer->addWidget(m_offerText);
    offer->addWidget(m_level);
    offer->addWidget(m_takeOver);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_waiting);
    layout->addWidget(m_offer);
    layout->addWidget(m_chat, 1);
    m_offer->hide();
    connect(m_takeOver, &QPushButton::clicked, this, [this] {
        if (m_net && m_absent >= 0)
            m_net->takeOver(m_absent, m_level->currentData().toString());
        m_absent = -1;
        m_offer->hide();
    });
    retranslate();
}

void NetTablePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NetTablePanel::setNetPlay(NetPlay *net)
{
    if (m_net)
        m_net->disconnect(this);
    m_net = net;
    m_absent = -1;
    m_offer->hide();
    m_chat->setNetPlay(net);
    m_level->clear();
    if (net) {
        const net::HostedGameInfo *info = net::hostedGame(net->game().toStdString());
        for (const QString &level : levelIds())
            if (info && info->isLevel(level.toStdString()))
                m_level->addItem(levelName(level), level);
        m_level->setCurrentIndex(m_level->findData(QStringLiteral("normal")));
        connect(net, &NetPlay::tableChanged, this, &NetTablePanel::refresh);
        connect(net, &NetPlay::seatAbsent, this, &NetTablePanel::offer);
        connect(net, &QObject::destroyed, this, [this] { m_net = nullptr; });
    }
    refresh();
}

void NetTablePanel::retranslate()
{
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(i, levelName(m_level->itemData(i).toString()));
    refresh();
}

QString NetTablePanel::waiting() const
{
    return m_waiting->text();
}

void NetTablePanel::offer(int seat)
{
    if (!m_net || !m_net->isHost())
        return;
    m_absent = seat;
    refresh();
}

void NetTablePanel::refresh()
{
    const QString waiting = m_net ? m_net->waitingText() : QString();
    m_waiting->setText(waiting);
    m_waiting->setVisible(!waiting.isEmpty());
    // The offer stands while its person is still away and nobody plays for them.
    bool away = false;
    if (m_net && m_absent >= 0 && m_net->client()) {
        const auto seats = m_net->client()->table().find("seats");
        if (seats != m_net->client()->table().end() && seats->is_array())
            for (const auto &entry : *seats)
                away = away || (entry.value("seat", -1) == m_absent &&
                                entry.value("state", std::string()) == "reconnecting");
    }
    if (!away)
        m_absent = -1;
    m_offer->setVisible(away);
    if (away) {
        const QString name = m_net->seatName(m_absent);
        //: On the host's window: %1 a player whose link dropped a while ago.
        m_offerText->setText(tr("%1 has not come back. The game waits for them, or a computer "
                                "plays for them until they return.")
                                 .arg(name));
        m_takeOver->setText(tr("Let a computer play"));
        //: %1 the absent player's name.
        const QString what = tr("Let a computer play for %1").arg(name);
        m_takeOver->setAccessibleName(what);
        m_takeOver->setToolTip(what);
    }
}

} // namespace shell
