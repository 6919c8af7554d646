// Tags on the other side's hidden pieces (issue 25): a player's guesses ("I think this is the
// Boss"), put by a right click or the menu key, shown to that player only, following their
// pieces and kept for Continue.
#include "uitestsupport.h"

#include "boardwidget.h"
#include "enemytags.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QSettings>
#include <QTimer>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

Square at(const char *name)
{
    return *squareFromName(name);
}

// A picture after a move: who stands on `to` now.
TablePicture standing(Square to, int owner)
{
    TablePicture picture;
    picture.at[to].owner = owner;
    return picture;
}

// Answers the next popup menu with the action named `text`.
void answerMenu(const QString &text)
{
    QTimer::singleShot(0, [text] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return; // the test then fails on the tag not set
        for (QAction *action : menu->actions())
            if (action->text() == text)
                menu->setActiveAction(action);
        // Enter on the chosen line, as a player picks it.
        QTest::keyClick(menu, Qt::Key_Return);
    });
}

} // namespace

class TestSeTags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_tags"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    // SE5.1's three outcomes: the attacker arrives, the defender stays, both leave.
    void tagsFollowTheirPieces()
    {
        const Move move{at("c5"), at("c7")};
        EnemyTags tags;
        tags.set(0, move.from, Kind::Boss); // South tagged North's attacker
        tags.set(1, move.to, Kind::Kid);    // North tagged South's defender
        EnemyTags arrived = tags;
        arrived.follow(move, 1, standing(move.to, 1));
        QCOMPARE(arrived.at(0, move.to), Kind::Boss);
        QCOMPARE(arrived.at(0, move.from), Kind::None);
        QCOMPARE(arrived.at(1, move.to), Kind::None);
        EnemyTags stayed = tags;
        stayed.follow(move, 1, standing(move.to, 0));
        QCOMPARE(stayed.at(0, move.to), Kind::None);
        QCOMPARE(stayed.at(0, move.from), Kind::None);
        QCOMPARE(stayed.at(1, move.to), Kind::Kid);
        EnemyTags both = tags;
        both.follow(move, 1, standing(move.to, -1));
        QVERIFY(both.of(0).empty() && both.of(1).empty());
        // A quiet move carries the tag along; others stay where they are.
        EnemyTags quiet;
        quiet.set(0, at("a7"), Kind::Car);
        quiet.set(0, at("e9"), Kind::Fbi);
        quiet.follow(Move{at("a7"), at("a6")}, 1, standing(at("a6"), 1));
        QCOMPARE(quiet.at(0, at("a6")), Kind::Car);
        QCOMPARE(quiet.at(0, at("e9")), Kind::Fbi);
    }

    void textRoundTrip()
    {
        EnemyTags tags;
        tags.set(0, at("a7"), Kind::Boss);
        tags.set(1, at("c5"), Kind::CrookedCop);
        const QString text = tags.toText();
        QCOMPARE(text, QStringLiteral("0:a7=boss;1:c5=crooked_cop"));
        const EnemyTags back = EnemyTags::fromText(text);
        QCOMPARE(back.of(0), tags.of(0));
        QCOMPARE(back.of(1), tags.of(1));
        // What cannot be read is left out, the rest kept.
        const EnemyTags damaged =
            EnemyTags::fromText(QStringLiteral("7:a7=boss;0:z9=kid;1:c5=emperor;0:e9=fbi;;x"));
        QCOMPARE(damaged.of(0).size(), size_t(1));
        QCOMPARE(damaged.at(0, at("e9")), Kind::Fbi);
        QVERIFY(damaged.of(1).empty());
    }

    // A person against the computer tags a hidden piece by a right click on it, then takes
    // the tag away by the menu key on the cursor's point; their own pieces take no tag.
    void rightClickTagsAHiddenPiece()
    {
        SpeakEasyTable table;
        TableController::Seats seats;
        seats[1] = makePolicy("random", 5);
        auto *controller = new TableController(std::move(seats), 8);
        table.setController(controller);
        table.resize(1366, 768);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        controller->start();
        QVERIFY(table.startGame());
        QVERIFY(QTest::qWaitFor([&] { return !controller->movesForViewer().empty(); }, 10000));
        BoardWidget *board = table.board();
        Square enemy = kNoSquare, own = kNoSquare;
        const TablePicture picture = controller->picture();
        for (Square s = 0; s < kSquares; ++s) {
            if (picture.at[s].owner == 1 && enemy == kNoSquare)
                enemy = s;
            if (picture.at[s].owner == 0)
                own = s;
        }
        QVERIFY(enemy != kNoSquare && own != kNoSquare);
        answerMenu(QStringLiteral("Boss"));
        QContextMenuEvent click(QContextMenuEvent::Mouse, board->pointOf(enemy).toPoint(),
                                board->mapToGlobal(board->pointOf(enemy).toPoint()));
        QApplication::sendEvent(board, &click);
        QCOMPARE(table.tags().at(0, enemy), Kind::Boss);
        QCOMPARE(board->tags().size(), size_t(1));
        QVERIFY2(board->describe(enemy).endsWith(QStringLiteral("(your tag: Boss)")),
                 qPrintable(board->describe(enemy)));
        // Its own pieces: no menu, no tag.
        QContextMenuEvent onOwn(QContextMenuEvent::Mouse, board->pointOf(own).toPoint());
        QApplication::sendEvent(board, &onOwn);
        QVERIFY(!QApplication::activePopupWidget());
        QCOMPARE(table.tags().of(0).size(), size_t(1));
        // The keyboard: the menu key on the cursor's point.
        while (board->cursor() != enemy) {
            const bool up = board->cursor() / kFiles < enemy / kFiles;
            const bool right = board->cursor() % kFiles < enemy % kFiles;
            QTest::keyClick(board, board->cursor() / kFiles != enemy / kFiles
                                       ? (up ? Qt::Key_Up : Qt::Key_Down)
                                       : (right ? Qt::Key_Right : Qt::Key_Left));
        }
        answerMenu(QStringLiteral("No tag"));
        QContextMenuEvent key(QContextMenuEvent::Keyboard, QPoint());
        QApplication::sendEvent(board, &key);
        QVERIFY(table.tags().of(0).empty());
    }

    // Hot-seat: a player's tags are drawn for that player only, never for the other one, and
    // nothing shows behind the curtain.
    void tagsAreTheTaggersOwn()
    {
        SpeakEasyTable table;
        auto *controller = new TableController(TableController::Seats{}, 9);
        table.setController(controller);
        table.show();
        controller->start();
        for (int s = 0; s < kSeats; ++s) {
            controller->liftCurtain();
            QVERIFY(table.startGame());
        }
        QVERIFY(QTest::qWaitFor([&] { return controller->curtainSeat() >= 0; }, 5000));
        controller->liftCurtain();
        const int mover = controller->viewer();
        const Square enemy = mover == 0 ? at("a9") : at("a4");
        EnemyTags tags;
        tags.set(mover, enemy, Kind::Speakeasy);
        table.setTags(tags);
        QCOMPARE(table.board()->tags().size(), size_t(1));
        // The mover plays; the other player's turn begins behind the curtain.
        QVERIFY(controller->submitMove(controller->movesForViewer().front()));
        QVERIFY(QTest::qWaitFor([&] { return controller->curtainSeat() == 1 - mover; }, 5000));
        QVERIFY(table.board()->tags().empty());
        controller->liftCurtain();
        if (controller->waitingToContinue())
            controller->continuePlay();
        QCOMPARE(controller->viewer(), 1 - mover);
        QVERIFY(table.board()->tags().empty());
        QCOMPARE(table.tags().of(mover).size(), size_t(1)); // kept for its owner
    }
};

QTEST_MAIN(TestSeTags)
#include "tst_se_tags.moc"
