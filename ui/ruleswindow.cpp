#include "ruleswindow.h"

#include <QEvent>
#include <QKeySequence>
#include <QLocale>
#include <QPointer>
#include <QScreen>
#include <QShortcut>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace razzia::ui {

namespace {

// One window for the whole application: F1 again raises it rather than stacking copies.
QPointer<RulesWindow> s_rules;

} // namespace

RulesWindow *RulesWindow::showRules(QWidget *anchor)
{
    if (!s_rules) {
        // Parented to the anchor's window so that it closes with the game, but a window of its
        // own (Qt::Window): it never blocks the table, and can sit beside it.
        s_rules = new RulesWindow(anchor ? anchor->window() : nullptr);
        const QRect area = s_rules->screen()->availableGeometry();
        s_rules->resize(QSize(760, 820).boundedTo(area.size() * 9 / 10));
        if (anchor) {
            const QRect frame = anchor->window()->frameGeometry();
            QRect placed(QPoint(), s_rules->size());
            placed.moveCenter(frame.center());
            s_rules->move(placed.topLeft());
        }
    }
    s_rules->show();
    s_rules->raise();
    s_rules->activateWindow();
    return s_rules;
}

RulesWindow::RulesWindow(QWidget *parent) : QWidget(parent, Qt::Window), m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("rulesWindow"));
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);

    auto *close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, &QWidget::close);

    retranslateUi();
}

QString RulesWindow::text() const
{
    return m_browser->toPlainText();
}

void RulesWindow::retranslateUi()
{
    setWindowTitle(tr("Razzia — Rules"));
    m_browser->setAccessibleName(tr("Rules text"));
    // The language in use is the default locale's: MainWindow::setLanguage sets it before the
    // LanguageChange events are delivered.
    const bool french = QLocale().language() == QLocale::French;
    const QUrl source(french ? QStringLiteral("qrc:/rules/rules_fr.html")
                             : QStringLiteral("qrc:/rules/rules_en.html"));
    if (m_browser->source() != source) {
        m_browser->setSource(source, QTextDocument::HtmlResource);
        m_browser->clearHistory();
    }
}

void RulesWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
