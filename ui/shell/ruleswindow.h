// The rules window (F1): first "How to play", a one-minute illustrated page, then the full
// rules reference, in French and English, of the game on the table or the one chosen at its top
// (every registered game brings its pages, GameType::howToPage and rulesPage), in a window of
// its own that does not block the game.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTabWidget;
class QTextBrowser;

namespace shell {

class RulesWindow : public QWidget
{
    Q_OBJECT

public:
    // Shows the one rules window (creating it the first time) on the full rules, raised, of the
    // game with this id (the one it showed last, or the first registered, when empty).
    static RulesWindow *showRules(QWidget *anchor, const QString &game = QString());
    // The same window on "How to play".
    static RulesWindow *showHowToPlay(QWidget *anchor, const QString &game = QString());

    explicit RulesWindow(QWidget *parent = nullptr);
    // The game whose rules are shown (a GameType id).
    QString game() const { return m_game; }
    void setGame(const QString &game);
    // The text shown, for tests: the language in use.
    QString text() const;
    QString howToPlayText() const;
    bool showsHowToPlay() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    static RulesWindow *showTab(QWidget *anchor, int tab, const QString &game);
    void retranslateUi();
    QString m_game;
    QLabel *m_gameLabel;
    QComboBox *m_games;
    QTabWidget *m_tabs;
    QTextBrowser *m_browser;
    QTextBrowser *m_howTo;
};

} // namespace shell
