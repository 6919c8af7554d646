// Formations and the tray's keyboard in a Speak Easy set-up (SE3, SE7). At one screen nobody
// may see anything the other person could not see at the table: the formation South picked,
// the one South saved and the line saying so show nothing to North after the curtain (the
// list, its entry, the notice, the settings file are the same whether or not South chose or
// saved), a formation saved in hot-seat goes to the settings only once the game is over, and a
// saved game keeps it, sealed, for Continue. Enter in the tray places every piece where SE3
// lets it stand, one after another.
#include "uitestsupport.h"

#include "formationstore.h"
#include "mainwindow.h"
#include "names.h"
#include "setupmodel.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"
#include "speakeasy/recordjson.h"

#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QSettings>
#include <QTemporaryDir>

using namespace speakeasy;
using namespace speakeasy::ui;
using shell::MainWindow;
using shell::SaveStore;

namespace {

const QString kSaved = QStringLiteral("Boss devant a6");

enum class South
{
    Nothing,   // South sets up on the layout it opened on
    Chose,     // South picks a library formation in the list and uses it
    ChoseOnly, // South picks one in the list and does not use it
    Saved,     // South uses one, then saves its set-up under a name
};

QComboBox *formationList(const SpeakEasyTable &table)
{
    return table.findChild<QComboBox *>();
}

QString notice(const SpeakEasyTable &table)
{
    return table.findChild<QLabel *>(QStringLiteral("notice"))->text();
}

QStringList settingsFile()
{
    QSettings settings;
    QStringList lines;
    for (const QString &key : settings.allKeys())
        lines << key + QLatin1Char('=') + settings.value(key).toString();
    return lines;
}

// Everything North's screen and the settings hold once North is back from the curtain: the
// formation list, its entry, every line of the panel, and the settings file.
QStringList northSees(South south)
{
    QSettings().clear();
    SpeakEasyTable table;
    table.resize(1280, 720);
    auto *controller = new TableController({nullptr, nullptr}, 41);
    table.setController(controller);
    table.show();
    controller->start();
    controller->liftCurtain();
    if (table.setUpModel()->seat() != 0)
        qFatal("South sets up first in hot-seat");
    QComboBox *list = formationList(table);
    const int right = int(table.formationNames().indexOf(Names::formation("right-bar", 2)));
    if (south != South::Nothing) {
        list->setCurrentIndex(right);
        if (south != South::ChoseOnly)
            table.applyFormation(list->currentIndex());
    }
    if (south == South::Saved && !table.saveFormation(kSaved))
        qFatal("South's formation was not saved");
    table.startGame();
    if (controller->curtainSeat() != 1)
        qFatal("the curtain is not down for North");
    controller->liftCurtain();
    QStringList seen{
        QStringLiteral("entry: %1 %2").arg(list->currentIndex()).arg(list->currentText())};
    for (int i = 0; i < list->count(); ++i)
        seen << QStringLiteral("item: ") + list->itemText(i);
    seen << QStringLiteral("names: ") + table.formationNames().join(QLatin1Char('|'));
    for (const QLabel *label : table.findChildren<QLabel *>())
        if (label->isVisibleTo(&table))
            seen << label->objectName() + QStringLiteral(": ") + label->text();
    seen << settingsFile();
    // What North's "Use formation" lays out with each entry of its list.
    for (int i = 0; i < list->count(); ++i) {
        table.applyFormation(i);
        QString layout;
        for (Kind k : table.setUpModel()->layout().at)
            layout += QString::number(int(k), 16);
        seen << QStringLiteral("layout %1: %2").arg(i).arg(layout);
    }
    return seen;
}

} // namespace

class TestSeFormations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_formations"));
        QSettings().clear();
        Timing::setSpeed(0);
    }
    void cleanup() { QSettings().clear(); }

    // SE7: what South picked or saved in the list leaves nothing on North's screen, in its
    // list, nor in the settings North could read.
    void northSeesNothingOfSouthsFormation_data()
    {
        QTest::addColumn<int>("south");
        QTest::newRow("South used a library formation") << int(South::Chose);
        QTest::newRow("South picked one, unused") << int(South::ChoseOnly);
        QTest::newRow("South saved a formation") << int(South::Saved);
    }
    void northSeesNothingOfSouthsFormation()
    {
        QFETCH(int, south);
        const QStringList plain = northSees(South::Nothing);
        const QStringList seen = northSees(South(south));
        QCOMPARE(seen, plain);
        QVERIFY(!seen.join(QLatin1Char('\n')).contains(kSaved));
    }

    // A formation saved in hot-seat is its side's own for the rest of the game: offered back to
    // that side, kept out of the settings, and written there when the game is over.
    void heldUntilTheGameIsOver()
    {
        auto *controller = new TableController({nullptr, nullptr}, 41);
        SpeakEasyTable table;
        table.setController(controller);
        controller->start();
        controller->liftCurtain();
        table.applyFormation(1);
        const Layout south = table.setUpModel()->layout();
        QVERIFY(table.saveFormation(kSaved));
        QVERIFY(notice(table).contains(kSaved));
        QVERIFY(table.formationNames().contains(kSaved)); // for South, at once
        table.randomLayout();
        QVERIFY(table.applyFormation(int(table.formationNames().indexOf(kSaved))));
        QCOMPARE(table.setUpModel()->layout(), south);
        QVERIFY(settingsFile().isEmpty());
        QVERIFY(table.startGame());
        controller->liftCurtain();
        QVERIFY(table.startGame());
        QCOMPARE(table.heldFormations()[0].size(), size_t(1));
        QVERIFY(table.heldFormations()[1].empty());
        QVERIFY(settingsFile().isEmpty());
        controller->liftCurtain();
        controller->resign(controller->viewer());
        QTRY_COMPARE(controller->phase(), TableController::Phase::Over);
        QVERIFY(table.heldFormations()[0].empty());
        QCOMPARE(FormationStore::names().count(kSaved), 1);
        const auto back =
            FormationStore::layout(int(FormationStore::names().indexOf(kSaved)), 0, nullptr);
        QVERIFY(back);
        QCOMPARE(*back, south);
    }

    // Both sides save a formation under one name, each unaware of the other's: at the game's
    // end both are kept (the second replaced the first, silently).
    void bothSidesKeepTheirFormationOfOneName()
    {
        auto *controller = new TableController({nullptr, nullptr}, 41);
        SpeakEasyTable table;
        table.setController(controller);
        controller->start();
        controller->liftCurtain();
        table.applyFormation(1);
        const Layout south = table.setUpModel()->layout();
        QVERIFY(table.saveFormation(kSaved));
        QVERIFY(table.startGame());
        controller->liftCurtain();
        table.applyFormation(2);
        const Layout north = table.setUpModel()->layout();
        QVERIFY(table.saveFormation(kSaved));
        QVERIFY(table.startGame());
        controller->liftCurtain();
        controller->resign(controller->viewer());
        QTRY_COMPARE(controller->phase(), TableController::Phase::Over);
        const QStringList names = FormationStore::names();
        const QString second = kSaved + QStringLiteral(" (2)");
        QVERIFY2(names.contains(kSaved) && names.contains(second), qPrintable(names.join(u',')));
        QCOMPARE(*FormationStore::layout(int(names.indexOf(kSaved)), 0, nullptr), south);
        QCOMPARE(*FormationStore::layout(int(names.indexOf(second)), 1, nullptr), north);
    }

    // Against the computer there is nobody to hide it from: saved at once, as before.
    void savedAtOnceAgainstTheComputer()
    {
        auto *controller = new TableController({nullptr, makePolicy("random", 3)}, 41);
        SpeakEasyTable table;
        table.setController(controller);
        controller->start();
        QVERIFY(table.saveFormation(kSaved));
        QCOMPARE(notice(table), SpeakEasyTable::tr("Formation “%1” saved").arg(kSaved));
        QCOMPARE(FormationStore::names().count(kSaved), 1);
    }

    // A hot-seat game saved to go on later keeps its held formations in its save (sealed by
    // the window), never in the settings; Continue offers them to their side again. A game
    // left during its set-up, which cannot be saved, gives them to the settings.
    void keptByTheSaveForContinue()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.show();
        SpeakEasyModule *game = SpeakEasyModule::of(window);
        QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("human"), 41));
        TableController *controller = game->table()->controller();
        controller->liftCurtain();
        QVERIFY(game->table()->saveFormation(kSaved));
        QVERIFY(game->table()->startGame());
        controller->liftCurtain();
        QVERIFY(game->table()->startGame());
        const QByteArray saved = game->record();
        QVERIFY(!saved.isEmpty());
        game->halt(); // as Quit ▸ Save does, once the game is saved
        QTest::qWait(0);
        QVERIFY(settingsFile().filter(QStringLiteral("formations")).isEmpty());
        GameRecord kept;
        std::string why;
        QVERIFY(
            io::parseRecord(std::string_view(saved.constData(), size_t(saved.size())), kept, why));
        QCOMPARE(kept.formations[0].size(), size_t(1));
        QCOMPARE(QString::fromStdString(kept.formations[0][0].first), kSaved);
        QVERIFY(kept.formations[1].empty());

        const shell::GameType *type = shell::Games::byId(QStringLiteral("speakeasy"));
        QString error;
        const auto loaded = type->load(saved, QStringLiteral("saved.speakeasy"), error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY2(game->resume(*loaded, error), qPrintable(error));
        QCOMPARE(game->table()->heldFormations()[0].size(), size_t(1));
        QCOMPARE(game->table()->heldFormations()[0][0].name, kSaved);
        game->halt();
        QTest::qWait(0);
        QVERIFY(settingsFile().filter(QStringLiteral("formations")).isEmpty());

        // Left during its set-up: the game is gone for good, the formation is kept.
        QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("human"), 42));
        game->table()->controller()->liftCurtain();
        QVERIFY(game->table()->saveFormation(kSaved));
        QVERIFY(settingsFile().filter(QStringLiteral("formations")).isEmpty());
        game->halt();
        QTest::qWait(0);
        QCOMPARE(FormationStore::names().count(kSaved), 1);
    }

    // Keyboard set-up: after Clear, Enter in the tray places each piece in turn on the
    // cursor's point when SE3 lets it stand there, else on a free point that does, and the
    // tray's pick moves on to the next piece: 25 presses make a whole, valid set-up.
    void enterPlacesEveryPiece_data()
    {
        QTest::addColumn<int>("seat");
        QTest::newRow("South") << 0;
        QTest::newRow("North") << 1;
    }
    void enterPlacesEveryPiece()
    {
        QFETCH(int, seat);
        auto *controller = new TableController({seat == 0 ? nullptr : makePolicy("random", 3),
                                                seat == 1 ? nullptr : makePolicy("random", 3)},
                                               41);
        SpeakEasyTable table;
        table.resize(1280, 720);
        table.setController(controller);
        table.show();
        controller->start();
        QTRY_VERIFY(table.setUpModel() && table.setUpModel()->seat() == seat);
        SetUpModel *setUp = table.setUpModel();
        setUp->clear();
        QListView *tray = nullptr;
        for (QListView *v : table.findChildren<QListView *>())
            if (v->model() == setUp)
                tray = v;
        QVERIFY(tray);
        tray->setFocus();
        tray->setCurrentIndex(setUp->index(0));
        for (int press = 0; press < kPiecesPerSide; ++press) {
            QVERIFY2(tray->currentIndex().isValid(), qPrintable(QString::number(press)));
            QTest::keyClick(tray, Qt::Key_Return);
            QCOMPARE(setUp->rowCount(), kPiecesPerSide - press - 1);
            QVERIFY2(notice(table).isEmpty(), qPrintable(notice(table)));
        }
        QVERIFY2(setUp->valid(), qPrintable(setUp->fault()));
    }

    // The set-up model's choice of point, checked against SE3 itself (the engine's check):
    // each piece of a cleared tray placed where pointFor() says leaves a set-up whose only
    // fault is the pieces still to place.
    void pointForFollowsSe3()
    {
        for (int seat = 0; seat < kSeats; ++seat) {
            SetUpModel setUp(seat);
            for (Square cursor : {Square(2), Square(57), Square(30)}) {
                setUp.clear();
                while (!setUp.tray().empty()) {
                    const Kind kind = setUp.tray().front();
                    const auto to = setUp.pointFor(kind, cursor);
                    QVERIFY(to);
                    QVERIFY(setUp.targetsFor(kind) & bit(*to));
                    QCOMPARE(setUp.layout().at[*to], Kind::None);
                    QVERIFY(setUp.place(kind, *to));
                    QVERIFY2(setUp.tray().empty() || !setUp.faultSquare(),
                             qPrintable(setUp.fault()));
                }
                QVERIFY2(setUp.valid(), qPrintable(setUp.fault()));
            }
        }
    }
};

QTEST_MAIN(TestSeFormations)
#include "tst_se_formations.moc"
