// What a Speak Easy player reads carries no rule number (issue 25): "(SE5.1)" and "(SE6.4)"
// stay out of the labels, buttons, log rows and accessible names, in English and in French;
// the numbers are kept in tooltips, which point into the rules window. And every row of the log
// is a sentence with its stop.
#include "setablesupport.h"
#include "uitestsupport.h"

#include "fightview.h"
#include "movelogmodel.h"
#include "names.h"
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/layout.h"

#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTranslator>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

// Every text a player reads at a glance, tooltips left out.
QStringList readText(QWidget *root)
{
    QStringList texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets << root;
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root))
            continue;
        texts << w->accessibleName();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        if (auto *button = qobject_cast<QPushButton *>(w))
            texts << button->text();
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                texts << view->model()->index(r, 0).data(Qt::DisplayRole).toString();
    }
    return texts;
}

QStringList tooltips(QWidget *root)
{
    QStringList texts;
    for (QWidget *w : root->findChildren<QWidget *>())
        texts << w->toolTip();
    for (QListView *view : root->findChildren<QListView *>())
        if (view->model())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                texts << view->model()->index(r, 0).data(Qt::ToolTipRole).toString();
    return texts;
}

} // namespace

class TestSeWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_words"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    void noRuleNumbersForPlayers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void noRuleNumbersForPlayers()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/razzia_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
            QCOMPARE(SpeakEasyTable::tr("Continue"), QStringLiteral("Continuer"));
        }
        const QRegularExpression number(QStringLiteral("SE\\d"));
        auto clean = [&](QWidget *root, const char *where) {
            for (const QString &text : readText(root))
                QVERIFY2(!number.match(text).hasMatch(),
                         qPrintable(QString::fromLatin1(where) + QStringLiteral(": ") + text));
        };
        SpeakEasyTable table;
        table.resize(1280, 720);
        TableController::Seats seats;
        auto *controller = new TableController(std::move(seats), 9);
        table.setController(controller);
        table.show();
        controller->start();
        controller->liftCurtain();
        // A set-up fault: its sentence without a number, its rule in the tooltip.
        Layout wrong = table.setUpModel()->layout();
        for (Square s = 0; s < kSquares; ++s)
            if (wrong.at[s] == Kind::Speakeasy)
                std::swap(wrong.at[s], wrong.at[25]);
        table.setUpModel()->setLayout(wrong);
        QVERIFY(!table.setUpModel()->valid());
        clean(&table, "set-up");
        QVERIFY(tooltips(&table).contains(Names::rule("SE3.3")));
        common::Rng rng(3);
        table.setUpModel()->setLayout(randomLayout(0, rng));
        QVERIFY(table.startGame());
        controller->liftCurtain();
        table.randomLayout();
        QVERIFY(table.startGame());
        // Fights whenever one is legal, to the end: every fight's and the end's words read.
        QString fightWords;
        connect(controller, &TableController::fightShown, this,
                [&](int, const Confrontation &, const QString &result) {
                    fightWords = result;
                    clean(&table, "fight");
                    QVERIFY(table.fightView()->toolTip().contains(Names::rule("SE5.1")));
                });
        for (int ply = 0; ply < 400 && controller->phase() == TableController::Phase::Play; ++ply) {
            controller->liftCurtain();
            clean(&table, "play");
            const std::vector<Move> moves = controller->movesForViewer();
            QVERIFY(!moves.empty());
            const Game &game = *controller->refereeGame();
            Move move = moves.front();
            for (const Move &m : moves)
                if (game.position().ownerAt(m.to) == 1 - game.position().toMove())
                    move = m;
            controller->submitMove(move);
        }
        QCOMPARE(controller->phase(), TableController::Phase::Over);
        QVERIFY(!fightWords.isEmpty());
        QVERIFY(!number.match(fightWords).hasMatch());
        clean(&table, "end");
        const QString endRule = Names::rule(Names::endRule(controller->refereeGame()->end()));
        QVERIFY(tooltips(&table).contains(endRule));
        QCoreApplication::removeTranslator(&translator);
    }

    // Every row of the log is a sentence with its stop, in both languages: a played game's moves,
    // fights, a declined and an accepted draw offer and its end; and every end and fight result
    // the words know, whether this game met it or not.
    void everyLogRowEndsWithAStop()
    {
        SpeakEasyTable table;
        auto *controller = new TableController(TableController::Seats{}, 21); // two people
        table.setController(controller);
        QVERIFY(startHotSeatGame(table, controller));
        MoveLogModel *log = table.logModel();
        auto fights = [log] {
            int rows = 0;
            for (int r = 0; r < log->rowCount(); ++r)
                rows += log->index(r).data(MoveLogModel::IsFightRole).toBool();
            return rows;
        };
        for (int ply = 0; ply < 200 && fights() < 4; ++ply) {
            if (ply == 2) {
                controller->offerDraw();
                controller->liftCurtain();
                controller->answerDraw(false);
                controller->liftCurtain();
            }
            const int mover = controller->viewer();
            const std::vector<Move> moves = controller->movesForViewer();
            QVERIFY(!moves.empty());
            Move move = moves.front();
            for (const Move &m : moves)
                if (controller->refereeGame()->position().ownerAt(m.to) == 1 - mover &&
                    controller->refereeGame()->position().kindAt(m.to) != Kind::Speakeasy)
                    move = m;
            QVERIFY(controller->submitMove(move));
            QCOMPARE(controller->phase(), TableController::Phase::Play);
            controller->liftCurtain();
        }
        QCOMPARE(fights(), 4);
        controller->offerDraw();
        controller->liftCurtain();
        controller->answerDraw(true);
        QCOMPARE(controller->refereeGame()->end().reason, Reason::Agreement);

        QStringList english;
        for (int r = 0; r < log->rowCount(); ++r)
            english << log->index(r).data().toString();
        QVERIFY(english.contains(Names::draw(0, false)) || english.contains(Names::draw(1, false)));
        QVERIFY(english.contains(Names::draw(0, true)) || english.contains(Names::draw(1, true)));
        QCOMPARE(english.last(), Names::end(controller->refereeGame()->end()));
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/razzia_fr.qm")));
        for (bool inFrench : {false, true}) {
            if (inFrench)
                QCoreApplication::installTranslator(&french);
            settle();
            QStringList texts;
            for (int r = 0; r < log->rowCount(); ++r)
                texts << log->index(r).data().toString();
            for (int reason = int(Reason::None) + 1; reason <= int(Reason::Agreement); ++reason)
                texts << Names::end(End{Reason(reason) == Reason::NoLegalMoveBoth ||
                                                Reason(reason) == Reason::QuietPlies ||
                                                Reason(reason) == Reason::Agreement
                                            ? Status::Drawn
                                            : Status::Won,
                                        0, Reason(reason)});
            for (int a = 0; a < kKinds; ++a)
                for (int d = 0; d < kKinds; ++d)
                    if (Kind(a) != Kind::Speakeasy && Kind(a) != Kind::Fbi)
                        texts << Names::outcome(
                            Confrontation{Kind(a), Kind(d), speakeasy::fight(Kind(a), Kind(d))});
            texts << Names::draw(0, false) << Names::draw(1, true);
            for (const QString &text : texts)
                QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
            QCOMPARE(texts.at(log->rowCount() - 1) == english.last(),
                     !inFrench); // the rows follow it
        }
        QCoreApplication::removeTranslator(&french);
        settle();
    }
};

QTEST_MAIN(TestSeWords)
#include "tst_se_words.moc"
