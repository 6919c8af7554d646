// French and English at Gangsters' table: a live switch in the third round retranslates every
// visible text of the window (the gangs' panel, the log, the prompt, the city's names and tips,
// the menus), leaves no word of the other language and no French colon without its space, and
// a switch back gives the same texts as before.
#include "gawindowsupport.h"

#include "gangstersmodule.h"
#include "gangsterstable.h"
#include "mainwindow.h"
#include "pace.h"

#include "../ui/languagesupport.h"
#include "../ui/uitestsupport.h"
#include "../waitsupport.h"

using namespace gangsters;
using namespace gangsters::ui;
using namespace languagetest;

class TestGaWindowLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void switchInTheThirdRound()
    {
        shell::Pace::setSpeed(shell::Speed::Instant);
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        window.setLanguage(QStringLiteral("en"));
        GangstersModule *module = GangstersModule::of(window);
        const std::vector<PlayerInfo> seats{
            {"Karine", "human", ""}, {"Marc", "ai", "normal"}, {"Sophie", "ai", "normal"}};
        QVERIFY(module->start(seats, Rules{}, 5));
        Controller *controller = module->table()->controller();
        // Karine answers through the controller until she is to move a character in round 3.
        int pick = 0;
        QVERIFY(waitUntil(
            [&] {
                const Point *p = controller->waiting();
                if (!p)
                    return false;
                if (p->type == DecisionType::Move && controller->session().state().round >= 3)
                    return true;
                controller->submit(test::pickFor(*p, pick++));
                return false;
            },
            60000));
        QTest::qWait(200); // the table's refresh after the last answer
        settle();

        // Said alike in both languages: the money, two characters, the districts' names.
        const QStringList shared = {QStringLiteral("briques"),
                                    QStringLiteral("brique"),
                                    QStringLiteral("Gang"),
                                    QStringLiteral("Vamp"),
                                    QStringLiteral("Le Port"),
                                    QStringLiteral("La Vieille Ville"),
                                    QStringLiteral("Les Halles"),
                                    QStringLiteral("La Gare"),
                                    QStringLiteral("Les Beaux Quartiers")};
        QStringList problems;
        const Texts english = visibleTexts(&window);
        QVERIFY2(english.size() > 30, qPrintable(QString::number(english.size())));
        problems << clashingMnemonics(&window);

        window.setLanguage(QStringLiteral("fr"));
        QTest::qWait(200); // the language reaches the table through posted events
        settle();
        const Texts french = visibleTexts(&window);
        for (const QString &p : compare(english, french, true, shared))
            problems << QStringLiteral("English → French: ") + p;
        problems << clashingMnemonics(&window);

        window.setLanguage(QStringLiteral("en"));
        QTest::qWait(200);
        settle();
        const Texts back = visibleTexts(&window);
        for (const QString &p : compare(french, back, false, shared))
            problems << QStringLiteral("French → English: ") + p;
        for (auto it = english.cbegin(); it != english.cend(); ++it) {
            if (back.value(it.key()) != *it)
                problems << QStringLiteral("round trip: %1 \"%2\" became \"%3\"")
                                .arg(it.key(), *it, back.value(it.key()));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestGaWindowLanguage)
#include "tst_ga_window_language.moc"
