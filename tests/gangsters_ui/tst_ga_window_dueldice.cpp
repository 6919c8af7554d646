// The duel scene shows each fighter's die (issue 28, GA9.2): in its colour of GA1.3 (green
// killer, red vamp, white dealer, blue managers and cops), a killer's +2 written beside it, the
// totals, and the tied rolls that were rolled again; in a real game, the dice the engine drew.
#include "gawindowsupport.h"

#include "city/palette.h"
#include "duelview.h"
#include "gangstersmodule.h"
#include "gangsterstable.h"
#include "mainwindow.h"
#include "pace.h"

#include <QLabel>

using namespace gangsters;
using namespace gangsters::ui;
using shell::Pace;
using shell::Speed;

namespace {

DuelDie die(TargetKind kind, int fighter, int face, int bonus = 0)
{
    return DuelDie{kind, int8_t(fighter), int8_t(face), int8_t(bonus)};
}

Event roll(int a, int b, std::vector<DuelDie> attackers, std::vector<DuelDie> defenders)
{
    Event e;
    e.kind = EventKind::DuelRoll;
    e.a = int16_t(a);
    e.b = int16_t(b);
    for (const DuelDie &d : attackers)
        e.duel.dice[size_t(e.duel.attackers++)] = d;
    for (const DuelDie &d : defenders)
        e.duel.dice[size_t(e.duel.attackers + e.duel.defenders++)] = d;
    return e;
}

// The colour in the middle of the top edge of a die's picture: its face, away from the pips.
QColor faceColour(const QLabel *label)
{
    const QImage image = label->pixmap().toImage();
    return image.pixelColor(image.width() / 2, image.height() / 8 + 1);
}

} // namespace

class TestGaWindowDuelDice : public QObject
{
    Q_OBJECT

    State m_state = State::initial(3, 0);
    Names m_names{{"Karine", "Luc", "Mo"}};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachFighterShowsItsDie_GA9_2()
    {
        DuelView duel;
        DuelScene scene;
        scene.at = city().shopLoc(0);
        const CharRef killer{0, Role::Killer}, vamp{0, Role::Vamp};
        scene.attackers = uint16_t(charBit(killer) | charBit(vamp));
        scene.managers = 2;
        duel.begin(scene, m_names, m_state);
        QCOMPARE(duel.dice(), (QStringList{"Karine's killer: -", "Karine's vamp: -", "Manager 1: -",
                                           "Manager 2: -"}));
        // A tie first (GA9.2, G27): 5+2 and 1 against 4 and 4, rolled again.
        duel.play(roll(8, 8,
                       {die(TargetKind::Character, killer.index(), 5, 2),
                        die(TargetKind::Character, vamp.index(), 1)},
                       {die(TargetKind::Manager, 0, 4), die(TargetKind::Manager, 1, 4)}));
        QCOMPARE(duel.totals(), QStringLiteral("8 : 8 — a tie, again"));
        duel.play(roll(9, 5,
                       {die(TargetKind::Character, killer.index(), 6, 2),
                        die(TargetKind::Character, vamp.index(), 1)},
                       {die(TargetKind::Manager, 0, 2), die(TargetKind::Manager, 1, 3)}));
        QCOMPARE(duel.totals(), QStringLiteral("9 : 5"));
        QCOMPARE(duel.dice(), (QStringList{"Karine's killer: 6+2", "Karine's vamp: 1",
                                           "Manager 1: 2", "Manager 2: 3"}));
        QLabel *ties = duel.findChild<QLabel *>(QStringLiteral("duelTies"));
        QVERIFY(ties && !ties->isHidden());
        QVERIFY(ties->text().contains(QStringLiteral("8 : 8")));
        // Colour is never the only cue: each fighter's line says its die and the bonus.
        QStringList lines;
        const auto labels = duel.findChildren<QLabel *>();
        for (const QLabel *l : labels)
            lines << l->text();
        QVERIFY(lines.join(QLatin1Char('\n')).contains(QStringLiteral("die 6 +2")));
        QVERIFY(lines.join(QLatin1Char('\n')).contains(QStringLiteral("die 3")));
        // Each die in its colour (GA1.3): the killer's green, the vamp's red, managers' blue.
        QList<const QLabel *> dice;
        for (const QLabel *l : labels)
            if (!l->pixmap().isNull())
                dice << l;
        QCOMPARE(dice.size(), 4);
        QList<QRgb> colours;
        for (const QLabel *l : dice)
            colours << faceColour(l).rgb();
        QVERIFY(colours.contains(roleDieColour(Role::Killer).rgb()));
        QVERIFY(colours.contains(roleDieColour(Role::Vamp).rgb()));
        QCOMPARE(colours.count(copDieColour().rgb()), 2);
        // A new duel starts with no dice and no ties.
        duel.begin(scene, m_names, m_state);
        QVERIFY(ties->isHidden());
        QCOMPARE(duel.dice().first(), QStringLiteral("Karine's killer: -"));
    }

    // GA9.5: the wounded at the clinic lie face up from the start, and the finisher's roll
    // gives the shots (before, both fighters read "standing", and no die nor shot was shown).
    void finishingOffShowsTheWoundedAndTheShots_GA9_5()
    {
        State state = State::initial(3, 0);
        const CharRef dealer{1, Role::Dealer}, killer{0, Role::Killer};
        state.at(killer).at = city().clinic();
        state.at(killer).wounded = true;
        DuelView duel;
        DuelScene scene;
        scene.at = city().clinic();
        scene.attackers = charBit(dealer);
        scene.defenders = charBit(killer);
        scene.finishOff = true;
        duel.begin(scene, m_names, state);
        QCOMPARE(duel.fighters(),
                 (QStringList{"Luc's dealer: standing", "Karine's killer: wounded"}));
        Event roll;
        roll.kind = EventKind::FinishRoll;
        roll.a = 5;
        duel.play(roll);
        // No catalogue here: "shot(s)", the English plural, comes from razzia_en.ts.
        QVERIFY2(duel.totals().startsWith(QStringLiteral("5 shot")) &&
                     duel.totals().endsWith(QStringLiteral(" at the wounded")),
                 qPrintable(duel.totals()));
        QCOMPARE(duel.dice(), (QStringList{"Luc's dealer: 5", "Karine's killer: -"}));
        // The wounded roll no die: only the finisher's is drawn, no empty box for the other.
        int drawn = 0;
        for (const QLabel *l : duel.findChildren<QLabel *>())
            drawn += l->pixmap().isNull() ? 0 : 1;
        QCOMPARE(drawn, 1);
        Event shot;
        shot.kind = EventKind::Shot;
        shot.who = killer;
        shot.a = 5;
        shot.result = ShotResult::Killed;
        duel.play(shot);
        QCOMPARE(duel.shots().size(), 1);
        QCOMPARE(duel.fighters().last(), QStringLiteral("Karine's killer: killed"));
    }

    // In a real game the finishing off's roll and shots reach its scene before it ends (seed
    // 30: gang 1's killer finishes off at the clinic). Before, the roll closed the scene empty.
    void aFinishingOffPlaysInItsScene_GA9_5()
    {
        Pace::setSpeed(Speed::Instant);
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        GangstersModule *module = GangstersModule::of(window);
        const Session::Setup setup = test::aiSetup(30, {"normal", "normal", "normal"});
        QVERIFY(module->start(setup.seats, setup.rules, setup.seed));
        Controller *controller = module->table()->controller();
        DuelView *duel = module->table()->duel();
        bool finishing = false, seen = false;
        QString totals;
        QStringList shots;
        connect(controller, &Controller::duelStarted, duel,
                [&](const DuelScene &scene) { finishing = scene.finishOff; });
        connect(controller, &Controller::duelEnded, duel, [&] {
            if (finishing && !seen) {
                seen = true;
                totals = duel->totals();
                shots = duel->shots();
            }
            finishing = false;
        });
        QVERIFY(QTest::qWaitFor([&] { return seen || controller->over(); }, 120000));
        QVERIFY(seen);
        QVERIFY2(totals.contains(QStringLiteral("at the wounded")), qPrintable(totals));
        QVERIFY(!shots.isEmpty());
    }

    // In a real game, the scene shows for each fighter the die the engine drew for it.
    void theSceneShowsTheEnginesDice_GA9_2()
    {
        Pace::setSpeed(Speed::Instant);
        shell::MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        GangstersModule *module = GangstersModule::of(window);
        const Session::Setup setup = test::aiSetup(4, {"normal", "normal", "normal", "normal"});
        QList<Event> rolls;
        QStringList shown;
        // Instant pace still plays each duel's events through the scene, in order.
        QVERIFY(module->start(setup.seats, setup.rules, setup.seed));
        Controller *controller = module->table()->controller();
        DuelView *duel = module->table()->duel();
        connect(controller, &Controller::duelEvent, duel, [&](const Event &e) {
            if (e.kind == EventKind::DuelRoll && rolls.size() < 3) {
                rolls << e;
                shown << duel->dice().join(QLatin1Char('|'));
            }
        });
        QVERIFY(QTest::qWaitFor([&] { return rolls.size() >= 3 || controller->over(); }, 120000));
        QVERIFY(!rolls.isEmpty());
        for (int r = 0; r < rolls.size(); ++r) {
            const DuelRoll &d = rolls[r].duel;
            QVERIFY(d.attackers + d.defenders > 0);
            for (int i = 0; i < d.attackers + d.defenders; ++i) {
                const DuelDie &x = d.dice[size_t(i)];
                if (x.kind != TargetKind::Character)
                    continue;
                const QString face = x.bonus > 0 ? QStringLiteral("%1+%2").arg(x.face).arg(x.bonus)
                                                 : QString::number(x.face);
                const QString want = controller->names().character(CharRef::of(x.fighter)) +
                                     QStringLiteral(": ") + face;
                QVERIFY2(shown[r].split(QLatin1Char('|')).contains(want),
                         qPrintable(shown[r] + QStringLiteral(" lacks ") + want));
            }
        }
    }
};

QTEST_MAIN(TestGaWindowDuelDice)
#include "tst_ga_window_dueldice.moc"
