// What a hot-seat review found at the Razzia and Speak Easy tables: seat tooltips with a bare
// number, bar tooltips on one long line.
#include "uitestsupport.h"

#include "barboard.h"
#include "format.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "seatwidget.h"
#include "tablecontroller.h"
#include "tablewidget.h"

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup oneHuman(quint64 seed)
{
    TableSetup setup;
    const QStringList names = {QStringLiteral("Karine"), QStringLiteral("Bugsy"),
                               QStringLiteral("Lucky"), QStringLiteral("Dutch")};
    for (int seat = 0; seat < 4; ++seat)
        setup.seats << SeatSetup{names[seat], seat == 0, QStringLiteral("easy")};
    setup.seed = seed;
    setup.firstDealer = 1; // an AI deals: the person's first question is a card
    return setup;
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestTableReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Pace::setSpeed(Speed::Instant);
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    // A seat's tooltip says what each number counts; a bar's keeps to short lines. Both say
    // only what the table shows everyone (tst_hotseat_leak checks them too).
    void tooltipsSayWhatTheyCount_data() { languages_data(); }
    void tooltipsSayWhatTheyCount()
    {
        QFETCH(QString, language);
        MainWindow window;
        window.setAutosavePath(QString());
        window.setLanguage(language);
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(oneHuman(11));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(
            QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Card; }, 30000));
        settle();
        for (int seat = 0; seat < 4; ++seat) {
            const QString tip = t->seatWidget(seat)->toolTip();
            const QStringList lines = tip.split(QLatin1Char('\n'));
            QVERIFY2(lines.size() >= 3, qPrintable(tip));
            QVERIFY2(lines[0].startsWith(RazziaModule::of(window)->session()->name(seat)),
                     qPrintable(tip));
            static const QRegularExpression bare(QStringLiteral("^[0-9 ,.$\u00a0\u202f]+$"));
            for (const QString &line : lines)
                QVERIFY2(!bare.match(line).hasMatch(), qPrintable(tip));
            QVERIFY2(tip.contains(QCoreApplication::translate(
                         "razzia::ui::SeatModel", "%n card(s) in hand", nullptr,
                         RazziaModule::of(window)->seatModel()->handSize(seat))),
                     qPrintable(tip));
        }
        for (int bar = 0; bar < t->barCount(); ++bar) {
            const QString tip = t->barBoard(Bar(bar))->toolTip();
            QVERIFY(tip.startsWith(Format::barName(Bar(bar))));
            for (const QString &line : tip.split(QLatin1Char('\n')))
                QVERIFY2(line.size() <= 70, qPrintable(line));
        }
        c->halt();
    }
};

QTEST_MAIN(TestTableReview)
#include "tst_table_review.moc"
