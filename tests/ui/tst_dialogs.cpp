// The game's dialogs offscreen: the proposal model under QAbstractItemModelTester, proposals and
// answers made through the real widgets, the pacing of shown decisions, the ranking and the
// new-game dialog's checks and remembered table. The duel dialog: tst_duel_dialog.
#include "uitestsupport.h"

#include "dueldialog.h"
#include "levelnames.h"
#include "newgamedialog.h"
#include "pace.h"
#include "proposaldialog.h"
#include "proposalmodel.h"
#include "rankingdialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>

using namespace razzia;
using namespace razzia::ui;
using namespace shell;

namespace {

// $50,000, $30,000, $20,000, $20,000, $5,000: $125,000 on the bar.
BillSet fiveBills()
{
    BillSet bills;
    bills.count[size_t(denominationOf(50000))] = 1;
    bills.count[size_t(denominationOf(30000))] = 1;
    bills.count[size_t(denominationOf(20000))] = 2;
    bills.count[size_t(denominationOf(5000))] = 1;
    return bills;
}

BillSet billsOf(std::initializer_list<int> values)
{
    BillSet bills;
    for (int v : values)
        ++bills.count[size_t(denominationOf(v))];
    return bills;
}

// Seats 2, 0 and 3 in R5.1 order: Karine proposes.
QList<ProposalDialog::ClaimantInfo> threeClaimants()
{
    return {
        {2, QStringLiteral("Karine"), Card(Kind::Gambler, Bar::Cotton, 6), 0.72, true},
        {0, QStringLiteral("Al"), Card(Kind::Gambler, Bar::Cotton, 4), 0.28, false},
        {3, QStringLiteral("Bugsy"), Card(Kind::Gambler, Bar::Cotton, 2), 0.08, false},
    };
}

QPoint cellCentre(QTableView *view, int row, int column)
{
    return view->visualRect(view->model()->index(row, column)).center();
}

} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void proposalModelUnderTester();
    void proposalModelSetProposal();
    void proposalMadeThroughWidgets();
    void proposalHelpers();
    void answerButtons_data();
    void answerButtons();
    void answerShowsProposal();
    void showDecisionClosesAtInstant();
    void showDecisionContinueAndTimer();
    void rankingButtons();
    void rankingTakesNoReflexEnter();
    void newGameValidation();
    void newGameNameLimit();
    void newGameSetupRoundTrip();
    void newGameSettingsRoundTrip();
    void newGameSeatGivenToAPerson();
    void languageChange();
    void grabs();
};

void TestDialogs::initTestCase()
{
    keepPlayersSettingsApart(QStringLiteral("tst_dialogs"));
    QSettings().clear();
}

void TestDialogs::init()
{
    Pace::setSpeed(Speed::Instant);
}

void TestDialogs::proposalModelUnderTester()
{
    ProposalModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClaimants({2, 0, 3},
                       {QStringLiteral("Karine"), QStringLiteral("Al"), QStringLiteral("Bugsy")});
    model.setBills(fiveBills());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Al"));
    // Highest bill first.
    QCOMPARE(model.denomination(0), denominationOf(50000));
    QCOMPARE(model.denomination(4), denominationOf(5000));
    // Everything to the proposer by default.
    QCOMPARE(model.total(0), 125000);
    QCOMPARE(model.index(0, 1).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(model.index(0, 2).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));

    // Read-only until told otherwise.
    QVERIFY(!(model.flags(model.index(0, 2)) & Qt::ItemIsUserCheckable));
    QVERIFY(!model.setData(model.index(0, 2), Qt::Checked, Qt::CheckStateRole));
    model.setEditable(true);
    QVERIFY(model.flags(model.index(0, 2)) & Qt::ItemIsUserCheckable);
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsUserCheckable));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(model.index(0, 2), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(0, 1));
    QCOMPARE(changed.first().at(1).toModelIndex(), model.index(0, 3));
    QCOMPARE(model.index(0, 1).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QCOMPARE(model.index(0, 2).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(model.total(0), 75000);
    QCOMPARE(model.total(1), 50000);
    // Radio-like: a bill is never left with nobody.
    QVERIFY(!model.setData(model.index(0, 2), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!model.setData(model.index(0, 0), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.total(1), 50000);

    QVERIFY(model.setData(model.index(2, 3), Qt::Checked, Qt::CheckStateRole));
    const Proposal p = model.proposal();
    QCOMPARE(p.shares[0].total(), 50000); // Al sits at seat 0
    QCOMPARE(p.shares[3].total(), 20000); // Bugsy at seat 3
    QCOMPARE(p.shares[2].total(), 55000);
    QCOMPARE(p.shares[1].total(), 0);

    model.giveAll(2);
    QCOMPARE(model.total(2), 125000);
    model.splitEvenly();
    QCOMPARE(model.total(0) + model.total(1) + model.total(2), 125000);
    model.setBills(billsOf({10000}));
    QCOMPARE(model.rowCount(), 1);
    model.setClaimants({1, 4}, {QStringLiteral("A"), QStringLiteral("B")});
    QCOMPARE(model.columnCount(), 3);
    model.retranslate();
}

void TestDialogs::proposalModelSetProposal()
{
    ProposalModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClaimants({2, 0, 3},
                       {QStringLiteral("Karine"), QStringLiteral("Al"), QStringLiteral("Bugsy")});
    model.setBills(fiveBills());
    Proposal p;
    p.shares[2] = billsOf({50000, 20000});
    p.shares[0] = billsOf({30000, 20000});
    p.shares[3] = billsOf({5000});
    model.setProposal(p);
    QCOMPARE(model.proposal(), p);
    QCOMPARE(model.total(0), 70000);
    QCOMPARE(model.total(1), 50000);
    QCOMPARE(model.total(2), 5000);
}

void TestDialogs::proposalMadeThroughWidgets()
{
    ProposalDialog dialog;
    QSignalSpy proposed(&dialog, &ProposalDialog::proposed);
    dialog.propose(Bar::Cotton, fiveBills(), threeClaimants());
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.model()->isEditable());
    auto *view = dialog.findChild<QTableView *>();
    QVERIFY(view);
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    // $50,000 to Al by a click on his cell.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cellCentre(view, 0, 2));
    QCOMPARE(dialog.model()->holder(0), 1);
    // $30,000 to Bugsy with the keyboard: down to the second row, right twice, Space.
    view->setFocus();
    view->setCurrentIndex(dialog.model()->index(0, 1));
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentIndex(), dialog.model()->index(1, 3));
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(dialog.model()->holder(1), 2);
    // A click on the holder's own cell changes nothing.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cellCentre(view, 1, 3));
    QCOMPARE(dialog.model()->holder(1), 2);

    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("proposeButton"));
    QVERIFY(button && button->isVisible());
    QVERIFY(button->isDefault());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(proposed.count(), 1);
    QVERIFY(!dialog.isVisible());
    Proposal expected;
    expected.shares[0] = billsOf({50000});
    expected.shares[3] = billsOf({30000});
    expected.shares[2] = billsOf({20000, 20000, 5000});
    QCOMPARE(proposed.first().at(0).value<Proposal>(), expected);
}

void TestDialogs::proposalHelpers()
{
    ProposalDialog dialog;
    QSignalSpy proposed(&dialog, &ProposalDialog::proposed);
    dialog.propose(Bar::Jazz, fiveBills(), threeClaimants());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("evenSplitButton")),
                      Qt::LeftButton);
    // Highest first, each to the lowest total: 50 | 30 | 20, then 20 to Bugsy, 5 to Al.
    QCOMPARE(dialog.model()->total(0), 50000);
    QCOMPARE(dialog.model()->total(1), 35000);
    QCOMPARE(dialog.model()->total(2), 40000);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("allToMeButton")),
                      Qt::LeftButton);
    QCOMPARE(dialog.model()->total(0), 125000);
    // Escape puts the dialog aside without deciding (rejected, nothing proposed); opened again
    // it is as it was left, and Enter presses the default button.
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(proposed.count(), 0);
    dialog.open();
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.model()->total(0), 125000);
    QTest::keyClick(dialog.findChild<QTableView *>(), Qt::Key_Return);
    QCOMPARE(proposed.count(), 1);
    QCOMPARE(proposed.first().at(0).value<Proposal>().shares[2], fiveBills());
}

void TestDialogs::answerButtons_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<bool>("accept");
    QTest::newRow("R5.3 accept") << QStringLiteral("acceptButton") << true;
    QTest::newRow("R5.3 refuse") << QStringLiteral("refuseButton") << false;
}

void TestDialogs::answerButtons()
{
    QFETCH(QString, button);
    QFETCH(bool, accept);
    ProposalDialog dialog;
    QSignalSpy answered(&dialog, &ProposalDialog::answered);
    Proposal p;
    p.shares[2] = billsOf({50000, 30000, 20000});
    p.shares[0] = billsOf({20000, 5000});
    dialog.answer(Bar::Colibri, fiveBills(), threeClaimants(), p, 3, {std::nullopt, true, {}}, 0.1);
    QVERIFY(dialog.isVisible());
    QVERIFY(!dialog.model()->isEditable());
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("proposeButton"))->isVisible());
    auto *widget = dialog.findChild<QPushButton *>(button);
    QVERIFY(widget && widget->isVisible());
    QTest::mouseClick(widget, Qt::LeftButton);
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.first().at(0).toBool(), accept);
    QVERIFY(!dialog.isVisible());
}

void TestDialogs::answerShowsProposal()
{
    ProposalDialog dialog;
    Proposal p;
    p.shares[2] = billsOf({50000, 20000});
    p.shares[0] = billsOf({30000, 20000});
    p.shares[3] = billsOf({5000});
    dialog.answer(Bar::Colibri, fiveBills(), threeClaimants(), p, 0, {}, 0.3);
    QCOMPARE(dialog.model()->proposal(), p);
    // A click on the read-only table moves nothing.
    auto *view = dialog.findChild<QTableView *>();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cellCentre(view, 0, 2));
    QCOMPARE(dialog.model()->proposal(), p);
    QVERIFY(dialog.windowTitle().contains(QStringLiteral("Al")));
}

void TestDialogs::showDecisionClosesAtInstant()
{
    ProposalDialog dialog;
    QSignalSpy shown(&dialog, &ProposalDialog::shown);
    Proposal p;
    p.shares[2] = fiveBills();
    dialog.showDecision(Bar::Havanna, fiveBills(), threeClaimants(), p, {},
                        QStringLiteral("Karine proposes"));
    // Nothing waits at Instant, but shown() comes after the call has returned.
    QVERIFY(!dialog.isVisible());
    QCOMPARE(shown.count(), 0);
    QTRY_COMPARE(shown.count(), 1);
    QTest::qWait(20);
    QCOMPARE(shown.count(), 1);
}

void TestDialogs::showDecisionContinueAndTimer()
{
    Pace::setSpeed(Speed::Normal);
    ProposalDialog dialog;
    QSignalSpy shown(&dialog, &ProposalDialog::shown);
    Proposal p;
    p.shares[2] = fiveBills();
    dialog.showDecision(Bar::Havanna, fiveBills(), threeClaimants(), p, {std::nullopt, false},
                        QStringLiteral("Al refuses"));
    QVERIFY(dialog.isVisible());
    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("continueButton"));
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(shown.count(), 1);
    QVERIFY(!dialog.isVisible());

    // Left alone it closes by itself after the pace's time.
    Pace::setSpeed(Speed::Fast);
    dialog.showDecision(Bar::Havanna, fiveBills(), threeClaimants(), p, {std::nullopt, true},
                        QStringLiteral("Al accepts"));
    QVERIFY(dialog.isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 5000);
    QVERIFY(!dialog.isVisible());
}

void TestDialogs::rankingButtons()
{
    RankingDialog dialog;
    QSignalSpy newGame(&dialog, &RankingDialog::newGameRequested);
    QSignalSpy replay(&dialog, &RankingDialog::replayRequested);
    QSignalSpy rematch(&dialog, &RankingDialog::rematchRequested);
    // R3.8: equal money shares a place.
    dialog.setRanking({{1, QStringLiteral("Al"), 240000},
                       {1, QStringLiteral("Bugsy"), 240000},
                       {3, QStringLiteral("Karine"), 95000}});
    QCOMPARE(dialog.ranking().size(), 3);
    const auto labels = dialog.findChildren<QLabel *>();
    const auto count = std::count_if(labels.begin(), labels.end(),
                                     [](QLabel *l) { return l->text() == QStringLiteral("1"); });
    QCOMPARE(count, 2);

    dialog.open();
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("replayButton")),
                      Qt::LeftButton);
    QCOMPARE(replay.count(), 1);
    QCOMPARE(newGame.count(), 0);
    QVERIFY(!dialog.isVisible());
    dialog.open();
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("newGameButton")),
                      Qt::LeftButton);
    QCOMPARE(newGame.count(), 1);
    QCOMPARE(replay.count(), 1);
    // Issue 25: Rematch apart from Replay.
    dialog.open();
    auto *again = dialog.findChild<QPushButton *>(QStringLiteral("rematchButton"));
    QTest::mouseClick(again, Qt::LeftButton);
    QCOMPARE(rematch.count(), 1);
    QCOMPARE(replay.count(), 1);
}

// The ranking comes while the last round's prompts are being pressed through: Enter or Space
// at that moment starts nothing, and the result stays in view. Rematch is one Tab away.
void TestDialogs::rankingTakesNoReflexEnter()
{
    QWidget window;
    window.resize(800, 500);
    window.show();
    RankingDialog dialog(&window);
    QSignalSpy newGame(&dialog, &RankingDialog::newGameRequested);
    QSignalSpy replay(&dialog, &RankingDialog::replayRequested);
    QSignalSpy rematch(&dialog, &RankingDialog::rematchRequested);
    dialog.setRanking({{1, QStringLiteral("Al"), 240000}, {2, QStringLiteral("Karine"), 95000}});
    dialog.setReplayOffered(true);
    dialog.open();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    for (const Qt::Key key : {Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space}) {
        QVERIFY(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), key);
        QVERIFY(dialog.isVisible());
        QCOMPARE(rematch.count() + newGame.count() + replay.count(), 0);
    }
    // Nor does any button look like Enter's.
    for (const QPushButton *button : dialog.findChildren<QPushButton *>())
        QVERIFY2(!button->isDefault(), qPrintable(button->objectName()));
    auto *again = dialog.findChild<QPushButton *>(QStringLiteral("rematchButton"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), again);
    QVERIFY(again->isDefault());
    QTest::keyClick(again, Qt::Key_Return);
    QCOMPARE(rematch.count(), 1);
    QVERIFY(!dialog.isVisible());
}

// A name is cut at 24 characters: the field says so when full, and shows the name as the game
// uses it, without the space the cut left at its end.
void TestDialogs::newGameNameLimit()
{
    NewGameDialog dialog;
    dialog.open();
    auto *name0 = dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit0"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("nameNote"));
    QVERIFY(name0 && note);
    QVERIFY(name0->toolTip().contains(QStringLiteral("24")));
    QVERIFY(note->isHidden());
    name0->clear();
    QTest::keyClicks(name0, QStringLiteral("Maximilien-Alexandre de Montmorency"));
    QCOMPARE(name0->text(), QStringLiteral("Maximilien-Alexandre de "));
    QVERIFY(!note->isHidden());
    QVERIFY(note->text().contains(QStringLiteral("24")));
    Q_EMIT name0->editingFinished();
    QCOMPARE(name0->text(), QStringLiteral("Maximilien-Alexandre de"));
    QVERIFY(note->isHidden());
    QCOMPARE(dialog.setup().seats.first().name, QStringLiteral("Maximilien-Alexandre de"));
    name0->setText(QStringLiteral("  Karine "));
    Q_EMIT name0->editingFinished();
    QCOMPARE(name0->text(), QStringLiteral("Karine"));
}

void TestDialogs::newGameValidation()
{
    NewGameDialog dialog;
    dialog.open();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    auto *name0 = dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit0"));
    auto *name1 = dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit1"));
    auto *seed = dialog.findChild<QLineEdit *>(QStringLiteral("seedEdit"));
    QVERIFY(ok && name0 && name1 && seed);
    QVERIFY(ok->isEnabled());

    name0->clear();
    QTest::keyClicks(name0, QStringLiteral("   "));
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problem().contains(QStringLiteral("Seat 1")));

    name0->clear();
    QTest::keyClicks(name0, QStringLiteral("Karine"));
    QVERIFY(ok->isEnabled());
    name1->clear();
    QTest::keyClicks(name1, QStringLiteral("karine "));
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.problem().contains(QStringLiteral("karine")));
    name1->setText(QStringLiteral("Al"));
    QVERIFY(ok->isEnabled());

    // Digits only, and no more than 64 bits.
    QTest::keyClicks(seed, QStringLiteral("12a3"));
    QCOMPARE(seed->text(), QStringLiteral("123"));
    QVERIFY(ok->isEnabled());
    seed->setText(QStringLiteral("99999999999999999999"));
    QVERIFY(!ok->isEnabled());
    seed->setText(QStringLiteral("18446744073709551615"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.setup().seed, std::optional<quint64>(18446744073709551615ull));

    // More seats get fresh, distinct names.
    dialog.findChild<QSpinBox *>(QStringLiteral("seatsSpin"))->setValue(8);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.setup().seats.size(), 8);
    // The level is only for AI seats.
    auto *kind0 = dialog.findChild<QComboBox *>(QStringLiteral("kindCombo0"));
    auto *level0 = dialog.findChild<QComboBox *>(QStringLiteral("levelCombo0"));
    kind0->setCurrentIndex(kind0->findData(false));
    QVERIFY(level0->isVisible());
    kind0->setCurrentIndex(kind0->findData(true));
    QVERIFY(!level0->isVisible());

    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::mouseClick(ok, Qt::LeftButton);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().at(0).toInt(), int(QDialog::Accepted));
}

void TestDialogs::newGameSetupRoundTrip()
{
    TableSetup table;
    table.seats = {{QStringLiteral("Karine"), true, QStringLiteral("normal")},
                   {QStringLiteral("Al"), false, QStringLiteral("hard")},
                   {QStringLiteral("Bugsy"), false, QStringLiteral("easy")},
                   {QStringLiteral("Lucky"), false, QStringLiteral("random")},
                   {QStringLiteral("Dutch"), true, QStringLiteral("normal")}};
    table.firstDealer = 3;
    table.seed = 42;
    NewGameDialog dialog;
    dialog.setSetup(table);
    const TableSetup back = dialog.setup();
    QCOMPARE(back.seats.size(), 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(back.seats[i].name, table.seats[i].name);
        QCOMPARE(back.seats[i].human, table.seats[i].human);
        if (!table.seats[i].human)
            QCOMPARE(back.seats[i].level, table.seats[i].level);
    }
    QCOMPARE(back.firstDealer, 3);
    QCOMPARE(back.seed, std::optional<quint64>(42));
    auto *dealer = dialog.findChild<QComboBox *>(QStringLiteral("dealerCombo"));
    QCOMPARE(dealer->currentText(), QStringLiteral("Lucky"));
    // Fewer seats: a dealer who left the table falls back to a random draw.
    dialog.findChild<QSpinBox *>(QStringLiteral("seatsSpin"))->setValue(3);
    QCOMPARE(dialog.setup().firstDealer, -1);
}

// A play-test switched a computer seat to a person and started: the curtain asked "Bugsy" to
// take the computer. A computer's name goes when the seat is given to a person, and a seat given
// back to a computer gets one again.
void TestDialogs::newGameSeatGivenToAPerson()
{
    TableSetup table;
    table.seats = {{QStringLiteral("Karine"), true, QStringLiteral("normal")},
                   {QStringLiteral("Bugsy"), false, QStringLiteral("normal")},
                   {QStringLiteral("Lucky"), true, QStringLiteral("normal")}};
    NewGameDialog dialog;
    dialog.setSetup(table);
    // A remembered person called Lucky keeps the name.
    QCOMPARE(dialog.setup().seats[2].name, QStringLiteral("Lucky"));
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("kindCombo1"));
    QVERIFY(kind);
    const int person = kind->findData(true);
    QVERIFY(person >= 0);
    kind->setCurrentIndex(person);
    Q_EMIT kind->activated(person);
    QCOMPARE(dialog.setup().seats[1].name, QString());
    QVERIFY(dialog.setup().seats[1].human);
    const int computer = kind->findData(false);
    kind->setCurrentIndex(computer);
    Q_EMIT kind->activated(computer);
    QVERIFY(computerNames().contains(dialog.setup().seats[1].name));
    QVERIFY(!dialog.setup().seats[1].human);
}

void TestDialogs::newGameSettingsRoundTrip()
{
    QSettings().clear();
    const TableSetup fresh = NewGameDialog::lastTable();
    QCOMPARE(fresh.seats.size(), 4);
    QVERIFY(fresh.seats[0].human);
    // A real name, so that "%1 wins" reads right: the system user's, or "Player 1".
    QCOMPARE(fresh.seats[0].name, defaultHumanName());
    QVERIFY(fresh.seats[0].name != QStringLiteral("You"));
    QVERIFY(!fresh.seats[1].human);
    QCOMPARE(fresh.seats[1].level, QStringLiteral("normal"));
    QCOMPARE(fresh.firstDealer, -1);

    TableSetup table;
    table.seats = {{QStringLiteral("Karine"), true, QStringLiteral("normal")},
                   {QStringLiteral("Al"), false, QStringLiteral("hard")},
                   {QStringLiteral("Bugsy"), false, QStringLiteral("easy")}};
    table.firstDealer = 2;
    table.seed = 7;
    NewGameDialog::rememberTable(table);
    const TableSetup back = NewGameDialog::lastTable();
    QCOMPARE(back.seats.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(back.seats[i].name, table.seats[i].name);
        QCOMPARE(back.seats[i].human, table.seats[i].human);
        QCOMPARE(back.seats[i].level, table.seats[i].level);
    }
    QCOMPARE(back.firstDealer, 2);
    QVERIFY(!back.seed); // a seed is for one game, not remembered
    // A new dialog starts from the remembered table.
    NewGameDialog dialog;
    QCOMPARE(dialog.setup().seats.size(), 3);
    QCOMPARE(dialog.setup().seats[1].name, QStringLiteral("Al"));
    QSettings().clear();
}

void TestDialogs::languageChange()
{
    // The language switches live with dialogs open: every dialog rebuilds its texts.
    ProposalDialog proposal;
    proposal.propose(Bar::Cotton, fiveBills(), threeClaimants());
    DuelDialog duel;
    duel.start(Bar::Jungle, 85000, QStringLiteral("Karine"), 2, Card(Kind::Police, Bar::Jungle, 6),
               QStringLiteral("Al"), 0, Card(Kind::Police, Bar::Jungle, 3), true);
    RankingDialog ranking;
    ranking.setRanking({{1, QStringLiteral("Al"), 1000}});
    NewGameDialog newGame;
    for (QWidget *w : std::initializer_list<QWidget *>{&proposal, &duel, &ranking, &newGame}) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(w, &change);
    }
    QVERIFY(proposal.windowTitle().contains(QStringLiteral("Cotton Club")));
    QVERIFY(duel.windowTitle().contains(QStringLiteral("Jungle")));
    QCOMPARE(proposal.model()->total(0), 125000);
}

// With RAZZIA_GRAB_DIR set, the dialogs with realistic data are saved as PNGs to look at.
void TestDialogs::grabs()
{
    const QString dir = qEnvironmentVariable("RAZZIA_GRAB_DIR");
    if (dir.isEmpty())
        QSKIP("RAZZIA_GRAB_DIR not set");
    QDir().mkpath(dir);
    const auto save = [&dir](QWidget *w, const QString &name) {
        w->adjustSize();
        QVERIFY(w->grab().save(dir + QStringLiteral("/dialogs-%1.png").arg(name)));
    };
    Proposal p;
    p.shares[2] = billsOf({50000, 20000});
    p.shares[0] = billsOf({30000, 20000});
    p.shares[3] = billsOf({5000});

    ProposalDialog propose;
    propose.propose(Bar::Cotton, fiveBills(), threeClaimants());
    propose.model()->setProposal(p);
    save(&propose, QStringLiteral("propose"));

    // The largest table: eight claimants (R2.1, 7–8 players) and more bills than rows shown.
    QList<ProposalDialog::ClaimantInfo> eight;
    const QStringList names = {QStringLiteral("Karine"), QStringLiteral("Al"),
                               QStringLiteral("Bugsy"),  QStringLiteral("Lucky"),
                               QStringLiteral("Dutch"),  QStringLiteral("Legs"),
                               QStringLiteral("Nucky"),  QStringLiteral("Baby Face")};
    for (int i = 0; i < 8; ++i)
        eight << ProposalDialog::ClaimantInfo{i, names[i], Card(Kind::Police, Bar::Jazz, 6 - i / 3),
                                              0.5, i == 0};
    ProposalDialog big;
    big.propose(Bar::Jazz, billsOf({50000, 40000, 40000, 30000, 25000, 20000, 15000, 10000, 5000}),
                eight);
    save(&big, QStringLiteral("propose-eight"));

    ProposalDialog answer;
    answer.answer(Bar::Cotton, fiveBills(), threeClaimants(), p, 3, {std::nullopt, true}, 0.14);
    save(&answer, QStringLiteral("answer"));

    Pace::setSpeed(Speed::Normal);
    ProposalDialog decision;
    decision.showDecision(Bar::Cotton, fiveBills(), threeClaimants(), p,
                          {std::nullopt, true, false}, QStringLiteral("Bugsy refuses"));
    save(&decision, QStringLiteral("decision"));
    Pace::setSpeed(Speed::Instant);

    DuelDialog duel;
    QSignalSpy steps(&duel, &DuelDialog::stepDone);
    duel.start(Bar::Jungle, 85000, QStringLiteral("Karine"), 2, Card(Kind::Police, Bar::Jungle, 6),
               QStringLiteral("Bugsy"), 3, Card(Kind::Police, Bar::Jungle, 3), true);
    save(&duel, QStringLiteral("duel-start"));
    duel.roll(2, 2, 8);
    duel.roll(3, 5, 8);
    QTRY_COMPARE(steps.count(), 2);
    save(&duel, QStringLiteral("duel-rolled"));
    duel.won(3, true);
    QTRY_COMPARE(steps.count(), 3);
    save(&duel, QStringLiteral("duel-won"));

    RankingDialog ranking;
    ranking.setRanking({{1, QStringLiteral("Al"), 240000},
                        {1, QStringLiteral("Bugsy"), 240000},
                        {3, QStringLiteral("Karine"), 95000},
                        {4, QStringLiteral("Lucky"), 40000}});
    save(&ranking, QStringLiteral("ranking"));

    NewGameDialog newGame;
    save(&newGame, QStringLiteral("newgame"));
    newGame.findChild<QLineEdit *>(QStringLiteral("nameEdit2"))->setText(QStringLiteral("al"));
    save(&newGame, QStringLiteral("newgame-invalid"));
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
