// The rules reference (F1): this project's rules (docs/rules.md) written for players, in
// French and English, in a window of its own that does not block the game.
#pragma once

#include <QWidget>

class QTextBrowser;

namespace razzia::ui {

class RulesWindow : public QWidget
{
    Q_OBJECT

public:
    // Shows the one rules window (creating it the first time), raised and activated.
    static RulesWindow *showRules(QWidget *anchor);

    explicit RulesWindow(QWidget *parent = nullptr);
    // The text shown, for tests: the language in use.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QTextBrowser *m_browser;
};

} // namespace razzia::ui
