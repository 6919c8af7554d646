#include "accessibility.h"

#include "barboard.h"
#include "handwidget.h"
#include "seatwidget.h"

#include <QAccessibleWidget>

namespace razzia::ui {

namespace {

QAccessibleInterface *tableWidgetInterface(const QString &, QObject *object)
{
    // Asked once per class of the object's hierarchy; answer for the table's own classes only.
    if (qobject_cast<BarBoard *>(object))
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::Grouping);
    if (qobject_cast<HandWidget *>(object))
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::List);
    if (qobject_cast<SeatWidget *>(object))
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::Grouping);
    return nullptr;
}

} // namespace

void installAccessibleRoles()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(tableWidgetInterface);
}

} // namespace razzia::ui
