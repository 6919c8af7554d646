// The rules window (F1): first "How to play", a one-minute illustrated page, then the full
// rules reference (docs/rules.md written for players), in French and English, in a window of its
// own that does not block the game.
#pragma once

#include <QWidget>

class QTabWidget;
class QTextBrowser;

namespace razzia::ui {

class RulesWindow : public QWidget
{
    Q_OBJECT

public:
    // Shows the one rules window (creating it the first time) on the full rules, raised.
    static RulesWindow *showRules(QWidget *anchor);
    // The same window on "How to play".
    static RulesWindow *showHowToPlay(QWidget *anchor);

    explicit RulesWindow(QWidget *parent = nullptr);
    // The text shown, for tests: the language in use.
    QString text() const;
    QString howToPlayText() const;
    bool showsHowToPlay() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    static RulesWindow *showTab(QWidget *anchor, int tab);
    void retranslateUi();
    QTabWidget *m_tabs;
    QTextBrowser *m_browser;
    QTextBrowser *m_howTo;
};

} // namespace razzia::ui
