// Shared by the offscreen tests of the game window.
#pragma once

#include <QtTest>

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QStandardPaths>
#include <QTemporaryDir>

// Delivers what is posted (a LanguageChange, a queued layout) and what that posts in turn, a
// few rounds deep.
inline void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Keeps the player's own settings and files out of reach: Qt's test-mode folders, and the
// settings of an organisation of the tests' own under the test program's name.
inline void keepPlayersSettingsApart(const QString &program)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RazziaTest"));
    QCoreApplication::setApplicationName(program);
}

// Offscreen's screen made `width`×`height` (its own is 800×600), for a test that keeps windows
// on the screen: call before the application starts (a test class's static initMain()). The
// screen's description lives for the whole run.
inline void useOffscreenScreen(int width, int height)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("screen.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QStringLiteral(R"({"screens": [{"name": "screen", "x": 0, "y": 0, "width": %1,
                       "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                       .arg(width)
                       .arg(height)
                       .toUtf8());
    file.close();
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen"))
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toLocal8Bit());
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
