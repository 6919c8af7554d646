#include "ruleswindow.h"

#include "gamemodule.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QScreen>
#include <QShortcut>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace shell {

namespace {

// One window for the whole application: F1 again raises it rather than stacking copies.
QPointer<RulesWindow> s_rules;

// The "How to play" page names the game's own art as art:<element>; the game draws each
// picture (GameType::illustration).
class IllustratedBrowser final : public QTextBrowser
{
public:
    explicit IllustratedBrowser(const QString *game) : m_game(game) {}

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("art")) {
            const GameType *game = Games::byId(*m_game);
            if (game && game->illustration)
                return game->illustration(name.path(), devicePixelRatioF());
            return QImage();
        }
        return QTextBrowser::loadResource(type, name);
    }

private:
    const QString *m_game;
};

// A page of a game's rules in the language in use, e.g. qrc:/rules/howto_fr.html.
QUrl page(const QString &name)
{
    // The language in use is the default locale's: MainWindow::setLanguage sets it before the
    // LanguageChange events are delivered.
    const bool french = QLocale().language() == QLocale::French;
    return QUrl(QStringLiteral("qrc:/rules/%1_%2.html")
                    .arg(name, french ? QStringLiteral("fr") : QStringLiteral("en")));
}

void showPage(QTextBrowser *browser, const QUrl &source)
{
    // The page asked for last, shown or not: source() keeps the last page that was shown.
    if (browser->property("page").toUrl() == source)
        return;
    browser->setProperty("page", source);
    // A game whose pages are not built in shows an empty page rather than the last game's.
    if (QFile::exists(QLatin1Char(':') + source.path()))
        browser->setSource(source, QTextDocument::HtmlResource);
    else
        browser->clear();
    browser->clearHistory();
}

const int kHowToPlayTab = 0;
const int kRulesTab = 1;

} // namespace

RulesWindow *RulesWindow::showRules(QWidget *anchor, const QString &game)
{
    return showTab(anchor, kRulesTab, game);
}

RulesWindow *RulesWindow::showHowToPlay(QWidget *anchor, const QString &game)
{
    return showTab(anchor, kHowToPlayTab, game);
}

RulesWindow *RulesWindow::showTab(QWidget *anchor, int tab, const QString &game)
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
    if (!game.isEmpty())
        s_rules->setGame(game);
    s_rules->m_tabs->setCurrentIndex(tab);
    s_rules->show();
    s_rules->raise();
    s_rules->activateWindow();
    return s_rules;
}

RulesWindow::RulesWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_gameLabel(new QLabel), m_games(new QComboBox),
      m_tabs(new QTabWidget), m_browser(new QTextBrowser), m_howTo(new IllustratedBrowser(&m_game))
{
    if (!Games::all().isEmpty())
        m_game = Games::all().constFirst().id;
    m_games->setObjectName(QStringLiteral("rulesGame"));
    for (const GameType &type : Games::all())
        m_games->addItem(QString(), type.id);
    m_gameLabel->setBuddy(m_games);
    connect(m_games, &QComboBox::activated, this,
            [this](int index) { setGame(m_games->itemData(index).toString()); });
    auto *chooser = new QHBoxLayout;
    chooser->setContentsMargins(8, 6, 8, 0);
    chooser->addWidget(m_gameLabel);
    chooser->addWidget(m_games);
    chooser->addStretch();
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
    layout->addLayout(chooser);
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

void RulesWindow::setGame(const QString &game)
{
    if (!Games::byId(game) || game == m_game)
        return;
    m_game = game;
    retranslateUi();
}

void RulesWindow::retranslateUi()
{
    const GameType *type = Games::byId(m_game);
    const QString name = type ? type->name() : QString();
    //: The rules window's title; %1 the game.
    setWindowTitle(tr("%1 — Rules").arg(name));
    m_gameLabel->setText(tr("&Game:"));
    for (int i = 0; i < m_games->count(); ++i)
        m_games->setItemText(i, Games::byId(m_games->itemData(i).toString())->name());
    m_games->setCurrentIndex(m_games->findData(m_game));
    m_browser->setAccessibleName(tr("Rules text"));
    m_howTo->setAccessibleName(tr("How to play"));
    m_tabs->setTabText(kHowToPlayTab, tr("How to play"));
    m_tabs->setTabText(kRulesTab, tr("Full rules"));
    if (type) {
        showPage(m_browser, page(type->rulesPage));
        showPage(m_howTo, page(type->howToPage));
    }
}

void RulesWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace shell
