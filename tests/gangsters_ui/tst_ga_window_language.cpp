// French and English at Gangsters' table: a live switch in the third round retranslates every
// visible text of the window (the gangs' panel, the log, the prompt, the city's names and tips,
// the menus), leaves no word of the other language and no French colon without its space, and
// a switch back gives the same texts as before.
#include "gawindowsupport.h"

#include "duelview.h"
#include "gangmodel.h"
#include "gangstersmodule.h"
#include "gangsterstable.h"
#include "mainwindow.h"
#include "pace.h"

#include "city/cityview.h"
#include "city/palette.h"

#include "../ui/languagesupport.h"
#include "../ui/uitestsupport.h"
#include "../waitsupport.h"

#include <QFile>
#include <QLabel>
#include <QRegularExpression>

using namespace gangsters;
using namespace gangsters::ui;
using namespace languagetest;

class TestGaWindowLanguage : public QObject
{
    Q_OBJECT

    std::unique_ptr<shell::MainWindow> m_window;

    // A window where Karine (a person) plays two computer gangs, her decisions answered through
    // the controller until `wanted` holds for one of hers; false if the game ends first.
    bool playUntil(uint64_t seed, const std::function<bool(const Point &, const State &)> &wanted)
    {
        shell::Pace::setSpeed(shell::Speed::Instant);
        m_window = std::make_unique<shell::MainWindow>();
        m_window->setAutosavePath(QString());
        m_window->resize(1366, 768);
        m_window->show();
        m_window->setLanguage(QStringLiteral("en"));
        GangstersModule *module = GangstersModule::of(*m_window);
        const std::vector<PlayerInfo> seats{
            {"Karine", "human", ""}, {"Marc", "ai", "normal"}, {"Sophie", "ai", "normal"}};
        if (!module->start(seats, Rules{}, seed))
            return false;
        Controller *controller = module->table()->controller();
        int pick = 0;
        const bool found = waitUntil(
            [&] {
                const Point *p = controller->waiting();
                if (!p)
                    return controller->session().state().isOver();
                if (wanted(*p, controller->session().state()))
                    return true;
                controller->submit(test::pickFor(*p, pick++));
                return false;
            },
            60000);
        QTest::qWait(200); // the table's refresh after the last answer
        settle();
        return found && !controller->session().state().isOver();
    }

    // English, French and English again at the table: every problem of the round trip, so that
    // one run names them all.
    QStringList tableRoundTrip()
    {
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
        // The board is painted: its names are read from the picture the city last drew.
        CityView *city = GangstersModule::of(*m_window)->table()->city();
        auto boardWords = [&](const QStringList &want, const QStringList &unwanted) {
            city->grab();
            const QStringList words = city->paintedWords();
            for (const QString &w : want)
                if (!words.contains(w))
                    problems << QStringLiteral("the board lacks %1: %2")
                                    .arg(w, words.join(QStringLiteral(", ")));
            for (const QString &w : unwanted)
                if (words.contains(w))
                    problems << QStringLiteral("the board still says %1").arg(w);
        };
        const QStringList englishPlaces = {QStringLiteral("Cemetery"), QStringLiteral("Clinic"),
                                           QStringLiteral("LA GARE")};
        const QStringList frenchPlaces = {QStringLiteral("Cimetière"), QStringLiteral("Clinique")};
        boardWords(englishPlaces, frenchPlaces);
        const Texts english = visibleTexts(m_window.get());
        if (english.size() <= 30)
            problems << QStringLiteral("only %1 texts").arg(english.size());
        problems << clashingMnemonics(m_window.get());

        m_window->setLanguage(QStringLiteral("fr"));
        QTest::qWait(200); // the language reaches the table through posted events
        settle();
        const Texts french = visibleTexts(m_window.get());
        problems << clashingMnemonics(m_window.get());
        boardWords(frenchPlaces + QStringList{QStringLiteral("LA GARE")},
                   {QStringLiteral("Cemetery"), QStringLiteral("Clinic")});

        m_window->setLanguage(QStringLiteral("en"));
        QTest::qWait(200);
        settle();
        boardWords(englishPlaces, frenchPlaces);
        return problems << roundTrip(english, french, visibleTexts(m_window.get()), shared);
    }

private Q_SLOTS:
    // Karine is to move a character in round 3: the panel, the log, the prompt, the city.
    void switchInTheThirdRound()
    {
        QVERIFY(playUntil(5, [](const Point &p, const State &s) {
            return p.type == DecisionType::Move && s.round >= 3;
        }));
        const QStringList problems = tableRoundTrip();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Words a play-tester read twice, as an English or a French player would write them: the
    // end ("owns Les Beaux Quartiers whole"), the police nobody bought ("Police: nobody's"), the
    // characters' places in the gangs' cells ("the clinic" beside "prison 1 yr"), and the dice's
    // letters (French "T V D", the dealer being the "trafiquant" there).
    void wordsReadAsWritten_GA11_1_GA7_10()
    {
        QVERIFY(playUntil(5, [](const Point &, const State &) { return true; }));
        auto *police = m_window->findChild<QLabel *>(QStringLiteral("gangstersPolice"));
        QVERIFY(police);
        Over over;
        over.status = OverStatus::Won;
        over.reason = OverReason::District;
        over.winners = 1 << 2;
        over.district = 5;
        const Names names({"Karine", "Lucky", "Dutch"});
        State s = State::initial(3, 0);
        s.round = 5;
        s.at({0, Role::Killer}).at = city().clinic();
        s.at({0, Role::Vamp}).at = city().prison();
        s.at({0, Role::Vamp}).sentence = 1;
        s.at({0, Role::Dealer}).at = city().prison();
        s.at({0, Role::Dealer}).sentence = 2;
        GangModel model;
        auto cell = [&](Role role) {
            model.setGame(names, s, 60);
            return model.index(0, GangModel::KillerColumn + int(role)).data().toString();
        };
        struct Words
        {
            const char *language, *end, *police, *clinic, *prison1, *prison2, *letters;
        };
        for (const Words &w :
             {Words{"en", "Dutch owns every shop in Les Beaux Quartiers and wins.",
                    "Police: no owner", "clinic", "prison, 1 yr", "prison, 2 yrs", "K V D"},
              Words{"fr", "Dutch possède un quartier entier, Les Beaux Quartiers, et gagne.",
                    "Police\u00a0: sans propriétaire", "clinique", "prison, 1 an", "prison, 2 ans",
                    "T V Tr"}}) {
            m_window->setLanguage(QString::fromLatin1(w.language));
            QTest::qWait(200); // the language reaches the table through posted events
            settle();
            QCOMPARE(names.end(over), QString::fromUtf8(w.end));
            QCOMPARE(police->text(), QString::fromUtf8(w.police));
            QCOMPARE(cell(Role::Killer), QString::fromUtf8(w.clinic));
            QCOMPARE(cell(Role::Vamp), QString::fromUtf8(w.prison1));
            QCOMPARE(cell(Role::Dealer), QString::fromUtf8(w.prison2));
            // The years are the part of the cell never cut, said alike.
            QCOMPARE(model.index(0, GangModel::DealerColumn).data(GangModel::WholeRole).toString(),
                     QString::fromUtf8(w.prison2));
            const QStringList letters = {roleLetter(Role::Killer), roleLetter(Role::Vamp),
                                         roleLetter(Role::Dealer)};
            QCOMPARE(letters.join(QLatin1Char(' ')), QString::fromLatin1(w.letters));
        }
        m_window->setLanguage(QStringLiteral("en"));
    }

    // The full rules and the how-to count the cop pairs as the game's dice, log and prompts do,
    // 1 and 2 ("Cop pair 1 goes to A2.2"); the rules said "pair 0, then pair 1" (GA1.2's ids).
    void rulesPagesCountCopPairsAsTheGame_GA3_4e()
    {
        const QRegularExpression numbered(QStringLiteral("\\b(?:pairs?|paires?)\\s+(\\d+)"),
                                          QRegularExpression::CaseInsensitiveOption);
        int seen = 0;
        for (const char *page : {"gangsters_rules", "gangsters_howto"}) {
            for (const char *language : {"en", "fr"}) {
                QFile file(QStringLiteral(":/rules/%1_%2.html")
                               .arg(QLatin1String(page), QLatin1String(language)));
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                const QString text = QString::fromUtf8(file.readAll());
                for (auto it = numbered.globalMatch(text); it.hasNext();) {
                    const QRegularExpressionMatch m = it.next();
                    ++seen;
                    QVERIFY2(m.captured(1) == QLatin1String("1") ||
                                 m.captured(1) == QLatin1String("2"),
                             qPrintable(file.fileName() + QStringLiteral(": ") + m.captured()));
                }
            }
        }
        QCOMPARE(seen, 4); // "pair 1, then pair 2" in both languages
    }

    // The board's painted names at a size that stays (the window not laid out again): the
    // picture drawn in English was kept for French, its key the same in both ("PRISON"), and
    // the board said "Cemetery" and "Clinic" in a French game, and the reverse.
    void theBoardsNamesFollowTheLanguage()
    {
        m_window = std::make_unique<shell::MainWindow>(); // its translators
        m_window->setLanguage(QStringLiteral("en"));
        CityView city;
        city.resize(733, 677);
        city.setState(State::initial(3, 0));
        city.grab();
        QVERIFY2(city.paintedWords().contains(QStringLiteral("Cemetery")),
                 qPrintable(city.paintedWords().join(QStringLiteral(", "))));
        m_window->setLanguage(QStringLiteral("fr"));
        settle();
        city.grab();
        for (const char *name : {"Cimetière", "Clinique", "LA GARE"})
            QVERIFY2(city.paintedWords().contains(QString::fromUtf8(name)),
                     qPrintable(city.paintedWords().join(QStringLiteral(", "))));
        m_window->setLanguage(QStringLiteral("en"));
        settle();
        city.grab();
        QVERIFY(city.paintedWords().contains(QStringLiteral("Clinic")));
        QVERIFY(!city.paintedWords().contains(QStringLiteral("Clinique")));
    }

    // A duel's scene over the city, switched in the middle of a hold-up: its title, fighters,
    // dice, totals, tied rolls and shots are kept as data and put into words again.
    void switchDuringADuel()
    {
        shell::Pace::setSpeed(shell::Speed::Instant);
        m_window = std::make_unique<shell::MainWindow>(); // its translators
        m_window->setLanguage(QStringLiteral("en"));
        DuelView duel;
        DuelScene scene;
        scene.at = city().shopLoc(0);
        scene.attackers = uint16_t(charBit({0, Role::Killer}) | charBit({0, Role::Vamp}));
        scene.managers = 2;
        duel.begin(scene, Names({QStringLiteral("Karine"), QStringLiteral("Marc")}),
                   State::initial(2, 0));
        Event roll;
        roll.kind = EventKind::DuelRoll;
        roll.a = roll.b = 7; // a tie, rolled again (GA9.2)
        duel.play(roll);
        roll.a = 9;
        roll.b = 5;
        roll.duel.attackers = 2;
        roll.duel.defenders = 2;
        roll.duel.dice[0] = {TargetKind::Character, int8_t(CharRef{0, Role::Killer}.index()), 4, 2};
        roll.duel.dice[1] = {TargetKind::Character, int8_t(CharRef{0, Role::Vamp}.index()), 3, 0};
        roll.duel.dice[2] = {TargetKind::Manager, 0, 2, 0};
        roll.duel.dice[3] = {TargetKind::Manager, 1, 3, 0};
        duel.play(roll);
        Event shot;
        shot.kind = EventKind::Shot;
        shot.target = TargetKind::Manager;
        shot.index = 1;
        shot.a = 6;
        shot.result = ShotResult::Killed;
        duel.play(shot);
        shot.target = TargetKind::Character;
        shot.who = {0, Role::Vamp};
        shot.a = 4;
        shot.result = ShotResult::Wounded;
        duel.play(shot);
        duel.show();
        settle();
        const QStringList english = duel.shots() + duel.fighters() + duel.dice();

        const QStringList shared = {QStringLiteral("Karine"), QStringLiteral("Marc")};
        const Texts before = visibleTexts(&duel);
        QVERIFY2(before.size() >= 12, qPrintable(QString::number(before.size())));
        m_window->setLanguage(QStringLiteral("fr"));
        settle();
        const Texts french = visibleTexts(&duel);
        m_window->setLanguage(QStringLiteral("en"));
        settle();
        const QStringList problems = roundTrip(before, french, visibleTexts(&duel), shared);
        QCOMPARE(visibleTexts(&duel), before);
        QCOMPARE(duel.shots() + duel.fighters() + duel.dice(), english);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestGaWindowLanguage)
#include "tst_ga_window_language.moc"
