// The lists of saved games read right in the language in use (hot-seat review): a default name
// a game gave a seat ("South", "Player 1") is saved in the language of its day, and comes back
// in the language the window speaks now, with that language's punctuation.
#include "uitestsupport.h"

#include "finishedgames.h"
#include "gamemodule.h"
#include "levelnames.h"
#include "startscreen.h"

#include <QTranslator>
#include <QTreeWidget>

using namespace shell;

namespace {

SaveStore::Entry entry(const QString &game, const QStringList &players, const QStringList &levels)
{
    SaveStore::Entry e;
    e.path = QStringLiteral("/nowhere/x.") + game;
    e.game = game;
    e.players = players;
    e.levels = levels;
    e.rounds = 3;
    e.saved = QDateTime(QDate(2026, 3, 1), QTime(20, 15));
    return e;
}

} // namespace

class TestSavedNames : public QObject
{
    Q_OBJECT

    QTranslator m_translator;

    void speak(const QString &language)
    {
        QCoreApplication::removeTranslator(&m_translator);
        if (language == QLatin1String("fr")) {
            QVERIFY(m_translator.load(QStringLiteral(":/i18n/razzia_fr.qm")));
            QCoreApplication::installTranslator(&m_translator);
            QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
        } else {
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        }
    }

private Q_SLOTS:
    void cleanup() { speak(QStringLiteral("en")); }

    void continueListNamesSeatsInTheLanguageInUse_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<QStringList>("levels");
        QTest::addColumn<QString>("expected"); // the line's start, before the progress
        const QStringList people = {QString(), QString()};
        QTest::newRow("fr speakeasy hot-seat saved in English")
            << "fr"
            << "speakeasy" << QStringList{"South", "North"} << people
            << QStringLiteral("Speak Easy\u00a0: Sud, Nord — ");
        QTest::newRow("en speakeasy hot-seat saved in French")
            << "en"
            << "speakeasy" << QStringList{"Sud", "Nord"} << people
            << QStringLiteral("Speak Easy: South, North — ");
        QTest::newRow("fr speakeasy default human against the computer")
            << "fr"
            << "speakeasy" << QStringList{"Player 1", "Lucky"} << QStringList{QString(), "easy"}
            << QStringLiteral("Speak Easy\u00a0: Joueur 1, Lucky (Facile) — ");
        // A person who chose to be called "North" at South's seat keeps the name typed.
        QTest::newRow("fr speakeasy names typed")
            << "fr"
            << "speakeasy" << QStringList{"North", "Karine"} << people
            << QStringLiteral("Speak Easy\u00a0: North, Karine — ");
        QTest::newRow("en razzia default human saved in French")
            << "en"
            << "razzia" << QStringList{"Joueur 1", "Bugsy", "Lucky"}
            << QStringList{QString(), "normal", "hard"}
            << QStringLiteral("Razzia: Player 1, Bugsy (Normal), Lucky (Hard) — ");
        QTest::newRow("fr razzia") << "fr"
                                   << "razzia" << QStringList{"Player 1", "Karine", "Bugsy"}
                                   << QStringList{QString(), QString(), "expert"}
                                   << QStringLiteral("Razzia\u00a0: Joueur 1, Karine, Bugsy "
                                                     "(Expert) — ");
    }

    void continueListNamesSeatsInTheLanguageInUse()
    {
        QFETCH(QString, language);
        QFETCH(QString, game);
        QFETCH(QStringList, players);
        QFETCH(QStringList, levels);
        QFETCH(QString, expected);
        speak(language);
        UnfinishedGamesModel model;
        model.setGames({entry(game, players, levels)});
        const QString line = model.index(0).data().toString();
        QVERIFY2(line.startsWith(expected), qPrintable(line));
        QCOMPARE(model.index(0).data(Qt::AccessibleTextRole).toString(), line);
    }

    void finishedListNamesSeatsInTheLanguageInUse()
    {
        speak(QStringLiteral("fr"));
        SaveStore::Entry won = entry(QStringLiteral("speakeasy"), {"South", "North"}, {"", ""});
        won.winners = {QStringLiteral("North")};
        won.described = true;
        FinishedGamesDialog dialog(
            {won}, [](const QString &) { return false; }, nullptr);
        QTreeWidget *list = dialog.list();
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("Sud, Nord"));
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("Nord"));
        QCOMPARE(list->topLevelItem(0)->toolTip(1), QStringLiteral("Sud\nNord"));
    }
};

QTEST_MAIN(TestSavedNames)
#include "tst_saved_names.moc"
