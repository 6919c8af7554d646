#include "chatpanel.h"

#include "netplay.h"

#include "client.h"
#include "protocol.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace shell {

ChatPanel::ChatPanel(QWidget *parent)
    : QWidget(parent), m_lines(new QPlainTextEdit(this)), m_input(new QLineEdit(this)),
      m_send(new QPushButton(this)), m_problem(new QLabel(this)), m_problemShown(new QTimer(this))
{
    setObjectName(QStringLiteral("chatPanel"));
    m_lines->setObjectName(QStringLiteral("chatLines"));
    m_input->setObjectName(QStringLiteral("chatInput"));
    m_lines->setReadOnly(true);
    m_lines->setMaximumBlockCount(NetPlay::kChatLines);
    m_lines->setMinimumHeight(80);
    m_input->setMaxLength(net::kMaxChatChars);
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_problemShown->setSingleShot(true);
    m_problemShown->setInterval(8000);
    connect(m_problemShown, &QTimer::timeout, m_problem, &QWidget::hide);
    m_send->setAutoDefault(false);
    auto *row = new QHBoxLayout;
    row->addWidget(m_input, 1);
    row->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_lines, 1);
    layout->addLayout(row);
    layout->addWidget(m_problem);
    connect(m_input, &QLineEdit::returnPressed, this, &ChatPanel::send);
    connect(m_send, &QPushButton::clicked, this, &ChatPanel::send);
    retranslate();
    setNetPlay(nullptr);
}

void ChatPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChatPanel::retranslate()
{
    m_send->setText(tr("Se&nd"));
    m_input->setPlaceholderText(tr("Say something to the table"));
}

void ChatPanel::setNetPlay(NetPlay *net)
{
    if (m_net) {
        m_net->disconnect(this);
        if (m_net->client())
            m_net->client()->disconnect(this);
    }
    m_net = net;
    m_unheard.clear();
    setEnabled(net != nullptr);
    reload();
    if (!net)
        return;
    connect(net, &NetPlay::chatChanged, this, [this] {
        // The newest line only; the list keeps its bound itself.
        m_lines->appendPlainText(m_net->chatLines().constLast());
    });
    // The table answers each of our lines, in order: it tells it to everyone, us included, or
    // refuses it. A line leaves the input only once the table has it.
    if (net::Client *client = net->client()) {
        connect(client, &net::Client::chatReceived, this,
                [this](int seat, const QString &, const QString &) {
                    if (m_net && m_net->client() && seat == m_net->client()->seat() &&
                        !m_unheard.isEmpty()) {
                        const QString line = m_unheard.takeFirst();
                        if (net::cleanLine(m_input->text(), net::kMaxChatChars) == line)
                            m_input->clear();
                    }
                });
        // A link that drops answers nothing more: what was not heard is still in the input.
        connect(client, &net::Client::disconnected, this, [this] { m_unheard.clear(); });
    }
    // The chat's own refusals; the lobby says the others (a seat, a code) in its status line.
    connect(net, &NetPlay::refused, this, [this](const QString &code, const QString &message) {
        if (code == QLatin1String("rate") || code == QLatin1String("bad-text") ||
            code == QLatin1String("not-seated")) {
            // The refused line stays in the input, to be sent again once the table allows.
            const QString line = m_unheard.isEmpty() ? QString() : m_unheard.takeFirst();
            if (!line.isEmpty() && m_input->text().isEmpty())
                m_input->setText(line);
            showProblem(message);
        }
    });
    connect(net, &NetPlay::destroyed, this, [this] {
        m_net = nullptr;
        setEnabled(false);
    });
}

void ChatPanel::reload()
{
    m_lines->clear();
    if (m_net)
        for (const QString &line : m_net->chatLines())
            m_lines->appendPlainText(line);
}

void ChatPanel::send()
{
    const QString text = m_input->text();
    if (text.trimmed().isEmpty())
        return;
    if (!net::cleanLine(text, net::kMaxChatChars)) {
        showProblem(NetPlay::refusalText(QStringLiteral("bad-text")));
        return;
    }
    const QString line = net::cleanLine(text, net::kMaxChatChars).value_or(QString());
    // Return pressed again before the table answered: the line is on its way already.
    if (!m_unheard.isEmpty() && m_unheard.constLast() == line)
        return;
    if (m_net && m_net->chat(text)) {
        m_unheard << line;
        m_problem->hide();
    } else {
        showProblem(tr("Take a seat first to speak to the table."));
    }
}

void ChatPanel::showProblem(const QString &message)
{
    m_problem->setText(message);
    m_problem->show();
    // Eight seconds from the latest problem: an earlier one's timer no longer hides it.
    m_problemShown->start();
}

QString ChatPanel::problem() const
{
    return m_problem->isVisible() || !m_problem->isHidden() ? m_problem->text() : QString();
}

} // namespace shell
