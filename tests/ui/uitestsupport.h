// Shared by the offscreen tests of the game window.
#pragma once

#include <QtTest>

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>

// Sends a drag of `data` onto `target` as a real drop arrives: enter, then drop if the target
// accepted the drag (or leave if it did not). Takes ownership of `data`; true when accepted.
inline bool dropOn(QWidget *target, QMimeData *data)
{
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    const bool accepted = enter.isAccepted();
    if (accepted) {
        QDropEvent dropEvent(QPointF(at), Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &dropEvent);
    } else {
        QDragLeaveEvent leave;
        QApplication::sendEvent(target, &leave);
    }
    delete data;
    return accepted;
}
