// Leaving a game without saving it and giving a game up are two things, and read as two in
// both languages (hot-seat review: French said "Abandonner" for both). The question asked
// before a running game is left names its buttons as they read.
#include "uitestsupport.h"

#include "mainwindow.h"
#include "pace.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

using namespace shell;
using namespace speakeasy::ui;

namespace {

QString plain(QString text)
{
    return text.remove(QLatin1Char('&'));
}

} // namespace

class TestDiscardWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Pace::setSpeed(Speed::Instant);
    }

    void discardIsNotResign_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void discardIsNotResign()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setLanguage(language);
        window.show();
        SpeakEasyModule *game = SpeakEasyModule::of(window);
        QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("random"), 78));
        QVERIFY(game->table()->startGame());
        auto *resign = game->table()->findChild<QPushButton *>(QStringLiteral("resignButton"));
        QVERIFY(resign);
        const QString resignText = plain(resign->text());

        window.findChild<QAction *>(QStringLiteral("startScreenAction"))->trigger();
        QMessageBox *box = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                box = window.findChild<QMessageBox *>(QStringLiteral("leaveGameBox"));
                return box && box->isVisible();
            },
            5000));
        const QString discard = plain(box->button(QMessageBox::Discard)->text());
        const QString save = plain(box->button(QMessageBox::Save)->text());
        // Not the same word, nor the same first word ("Abandonner" / "Abandonner la partie").
        QVERIFY2(discard.section(QLatin1Char(' '), 0, 0) !=
                     resignText.section(QLatin1Char(' '), 0, 0),
                 qPrintable(discard + QStringLiteral(" / ") + resignText));
        QVERIFY2(!box->informativeText().contains(resignText.section(QLatin1Char(' '), 0, 0)),
                 qPrintable(box->informativeText()));
        // The note says what each button does, by the words on the buttons.
        QVERIFY2(box->informativeText().contains(discard), qPrintable(box->informativeText()));
        QVERIFY2(box->informativeText().contains(save), qPrintable(box->informativeText()));
        box->button(QMessageBox::Cancel)->click();
        QVERIFY(!window.startScreenShown());
        game->table()->controller()->halt();
    }
};

QTEST_MAIN(TestDiscardWords)
#include "tst_discard_words.moc"
