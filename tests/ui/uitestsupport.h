// Shared by the offscreen tests of the game window.
#pragma once

#include <QtTest>

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>

// Delivers what is posted (a LanguageChange, a queued layout) and what that posts in turn, a
// few rounds deep.
inline void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

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
