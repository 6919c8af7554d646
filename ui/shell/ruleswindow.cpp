#include "ruleswindow.h"

#include "art.h"

#include <QEvent>
#include <QKeySequence>
#include <QLocale>
#include <QPointer>
#include <QScreen>
#include <QShortcut>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace razzia::ui {

namespace {

// One window for the whole application: F1 again raises it rather than stacking copies.
QPointer<RulesWindow> s_rules;

// The "How to play" page names the game's own art as art:<element>; each picture is drawn from
// resources/art at the size its <img> asks for.
class IllustratedBrowser final : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("art")) {
            const QString element = name.path();
            const qreal aspect = Art::instance().aspectRatio(element);
            const int height = element.startsWith(QLatin1String("card"))   ? 72
                               : element.startsWith(QLatin1String("bar"))  ? 72
                               : element.startsWith(QLatin1String("bill")) ? 52
                                                                           : 48;
            const QSize size(qRound(height * (aspect > 0 ? aspect : 1)), height);
            return Art::instance().pixmap(element, size, devicePixelRatioF()).toImage();
        }
        return QTextBrowser::loadResource(type, name);
    }
};

const int kHowToPlayTab = 0;
const int kRulesTab = 1;

} // namespace

RulesWindow *RulesWindow::showRules(QWidget *anchor)
{
    return showTab(anchor, kRulesTab);
}

RulesWindow *RulesWindow::showHowToPlay(QWidget *anchor)
{
    return showTab(anchor, kHowToPlayTab);
}

RulesWindow *RulesWindow::showTab(QWidget *anchor, int tab)
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
    s_rules->m_tabs->setCurrentIndex(tab);
    s_rules->show();
    s_rules->raise();
    s_rules->activateWindow();
    return s_rules;
}

RulesWindow::RulesWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_tabs(new QTabWidget), m_browser(new QTextBrowser),
      m_howTo(new IllustratedBrowser)
{
    setObjectName(QStringLiteral("rulesWindow"));
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(false);
    m_howTo->setObjectName(QStringLiteral("howToPlayText"));
    m_howTo->setOpenLinks(false);
    // The page's last line leads on to the full rules.
    connect(m_howTo, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &) { m_tabs->setCurrentIndex(kRulesTab); });
    m_tabs->setObjectName(QStringLiteral("rulesTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->insertTab(kHowToPlayTab, m_howTo, QString());
    m_tabs->insertTab(kRulesTab, m_browser, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

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

QString RulesWindow::howToPlayText() const
{
    return m_howTo->toPlainText();
}

bool RulesWindow::showsHowToPlay() const
{
    return m_tabs->currentIndex() == kHowToPlayTab;
}

void RulesWindow::retranslateUi()
{
    setWindowTitle(tr("Razzia — Rules"));
    m_browser->setAccessibleName(tr("Rules text"));
    m_howTo->setAccessibleName(tr("How to play"));
    m_tabs->setTabText(kHowToPlayTab, tr("How to play"));
    m_tabs->setTabText(kRulesTab, tr("Full rules"));
    // The language in use is the default locale's: MainWindow::setLanguage sets it before the
    // LanguageChange events are delivered.
    const bool french = QLocale().language() == QLocale::French;
    const QUrl source(french ? QStringLiteral("qrc:/rules/rules_fr.html")
                             : QStringLiteral("qrc:/rules/rules_en.html"));
    if (m_browser->source() != source) {
        m_browser->setSource(source, QTextDocument::HtmlResource);
        m_browser->clearHistory();
    }
    const QUrl howTo(french ? QStringLiteral("qrc:/rules/howto_fr.html")
                            : QStringLiteral("qrc:/rules/howto_en.html"));
    if (m_howTo->source() != howTo) {
        m_howTo->setSource(howTo, QTextDocument::HtmlResource);
        m_howTo->clearHistory();
    }
}

void RulesWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
