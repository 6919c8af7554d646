#include "titlefit.h"

#include <QApplication>
#include <QFontMetrics>
#include <QWidget>

namespace speakeasy::ui {

int titleRoom(const QWidget *window)
{
    QFont bold = QApplication::font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    // Qt on X11 names the window "title — application" (QPlatformWindow::formatWindowTitle).
    QString title = window->windowTitle();
    if (const QString app = QGuiApplication::applicationDisplayName(); !app.isEmpty())
        title += QStringLiteral(" \u2014 ") + app;
    // The bar's icon, iconify, maximize and close buttons, each about a line high and square,
    // and the bar's margins.
    const int buttons = 4 * (metrics.height() + 8) + 24;
    return metrics.horizontalAdvance(title) + buttons;
}

void fitTitle(QWidget *dialog)
{
    dialog->setMinimumWidth(titleRoom(dialog));
}

} // namespace speakeasy::ui
