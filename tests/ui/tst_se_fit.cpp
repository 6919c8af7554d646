// Speak Easy's table at laptop sizes (issue 25): the board takes more of its pane, its tokens
// are some 30% larger than board.svg's proportions allowed (wider, as the files spread), and
// the trays of removed pieces show every lost piece without a scroll bar, to the end of a game,
// each token whole with its count under it; and a dialog is as wide as its whole title.
#include "setablesupport.h"
#include "uitestsupport.h"

#include "boardart.h"
#include "boardwidget.h"
#include "names.h"
#include "removedmodel.h"
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"

#include <QDialog>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <QVBoxLayout>

using namespace speakeasy;
using namespace speakeasy::ui;

class TestSeFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_fit"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    void fitsTheScreen_data()
    {
        // The room the shell leaves the table (its menu bar and status line taken off).
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 650);
        QTest::newRow("1366x768") << QSize(1366, 700);
        QTest::newRow("1920x1080") << QSize(1920, 1010);
    }
    void fitsTheScreen()
    {
        QFETCH(QSize, size);
        SpeakEasyTable table;
        table.resize(size);
        TableController::Seats seats{makePolicy("random", 1), makePolicy("random", 2)};
        auto *controller = new TableController(std::move(seats), 17);
        table.setController(controller);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->phase() == TableController::Phase::Over, 60000);
        QCoreApplication::processEvents();

        // The board: wider than board.svg's 1.55 units between files allowed, tokens ~30% larger.
        BoardWidget *board = table.board();
        const BoardGeometry g(board->size(), 0);
        const qreal dy = g.unit();
        const QSizeF before(dy * 0.78 * 1.7, dy * 0.78); // the tokens as they were
        const QSizeF now = g.tokenSize();
        qInfo("board %.0f of %d px wide, tokens %.0fx%.0f (were %.0fx%.0f)", g.boardRect().width(),
              board->width(), now.width(), now.height(), before.width(), before.height());
        QVERIFY(now.width() * now.height() >= 1.3 * before.width() * before.height());
        QVERIFY(now.height() >= before.height());
        // The district spreads across the pane: a quarter wider than board.svg's proportions.
        QVERIFY(g.boardRect().width() >= 1.25 * 5 * 1.55 * dy);
        // Neighbouring tokens never touch.
        QVERIFY(g.tokenRect(0).right() < g.tokenRect(1).left());
        QVERIFY(g.tokenRect(0).top() > g.tokenRect(5).bottom());

        // Every lost piece in view, no scroll bar, in both trays.
        int lost = 0;
        for (int seat = 0; seat < kSeats; ++seat) {
            RemovedModel *model = table.removedModel(seat);
            lost += model->pieces();
            QListView *view = nullptr;
            for (QListView *v : table.findChildren<QListView *>())
                if (v->model() == model)
                    view = v;
            QVERIFY(view);
            QVERIFY(!view->verticalScrollBar()->isVisible());
            for (int r = 0; r < model->rowCount(); ++r) {
                const QRect item = view->visualRect(model->index(r));
                QVERIFY2(view->viewport()->rect().contains(item),
                         qPrintable(QStringLiteral("seat %1 row %2").arg(seat).arg(r)));
            }
        }
        QVERIFY(lost >= 10); // a game long enough to fill the trays
    }

    // A count over the token hid the end of its name ("Hench", "Porte-fli"): the token is drawn
    // whole, as on the board, and the count is the row's text, under it; the accessible text says
    // both.
    void removedTokensKeepTheirNames()
    {
        RemovedModel model(1);
        model.setPieces({Kind::Henchman, Kind::Car, Kind::Henchman, Kind::Henchman});
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex car = model.index(0), henchmen = model.index(1);
        QCOMPARE(henchmen.data(RemovedModel::CountRole).toInt(), 3);
        for (const QModelIndex &row : {car, henchmen}) {
            const Kind kind = row == car ? Kind::Car : Kind::Henchman;
            const QImage shown = row.data(Qt::DecorationRole).value<QPixmap>().toImage();
            const QImage token = BoardArt::token(1, kind, RemovedModel::kTokenSize, 2.0).toImage();
            QVERIFY(shown == token); // nothing painted over the name
            QVERIFY(row.data(Qt::AccessibleTextRole).toString().contains(Names::title(kind)) ||
                    row.data(Qt::AccessibleTextRole).toString() == Names::piece(kind));
        }
        QCOMPARE(car.data().toString(), QString()); // one piece: no count
        QVERIFY(henchmen.data().toString().contains(QLatin1Char('3')));
        QVERIFY(henchmen.data(Qt::AccessibleTextRole).toString().contains(QLatin1Char('3')));
    }

    // Tab stopped on a tray and showed nothing: the focus stands on a token now, and stays on
    // one when a piece is lost; an empty tray is no Tab stop.
    void removedTrayShowsItsFocus()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *before = new QPushButton(QStringLiteral("before"));
        auto *tray = new RemovedView;
        auto *after = new QPushButton(QStringLiteral("after"));
        RemovedModel model(0);
        tray->setModel(&model);
        for (QWidget *w : {static_cast<QWidget *>(before), static_cast<QWidget *>(tray),
                           static_cast<QWidget *>(after)})
            layout->addWidget(w);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        before->setFocus();
        QTest::keyClick(before, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), after); // nothing lost yet: passed by
        model.setPieces({Kind::Car, Kind::Henchman});
        before->setFocus();
        QTest::keyClick(before, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), tray);
        QCOMPARE(tray->currentIndex().row(), 0);
        QVERIFY(tray->selectionModel()->selectedIndexes().isEmpty());
        // The ring goes round the whole cell, beside the token, not round its count alone.
        const QImage shown = tray->viewport()->grab().toImage();
        const QRect cell = tray->visualRect(tray->currentIndex());
        const QColor ring = tray->palette().color(QPalette::Highlight);
        const auto near = [&ring](QColor c) {
            return std::abs(c.red() - ring.red()) + std::abs(c.green() - ring.green()) +
                       std::abs(c.blue() - ring.blue()) <
                   60;
        };
        QVERIFY(near(shown.pixelColor(cell.left() + 1, cell.center().y())));
        QVERIFY(near(shown.pixelColor(cell.center().x(), cell.top() + 1)));
        QTest::keyClick(tray, Qt::Key_Right);
        QCOMPARE(tray->currentIndex().row(), 1);
        model.setPieces({Kind::Car, Kind::Henchman, Kind::Henchman});
        QVERIFY(tray->currentIndex().isValid());
    }

    void removedTraysShowEveryKind_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("french");
        for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
            for (bool french : {false, true})
                QTest::addRow("%dx%d %s", size.width(), size.height(), french ? "fr" : "en")
                    << size << french;
    }

    // Every kind lost, each as many times as there are of it: every token and every count stands
    // whole in its tray, none behind the tray's edge, at a laptop's size, in either language.
    void removedTraysShowEveryKind()
    {
        QFETCH(QSize, size);
        QFETCH(bool, french);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/razzia_fr.qm")));
        if (french)
            QCoreApplication::installTranslator(&translator);
        SpeakEasyTable table;
        table.resize(size);
        auto *controller = new TableController(TableController::Seats{}, 3); // two people
        table.setController(controller);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QVERIFY(startHotSeatGame(table, controller));
        std::vector<Kind> all;
        for (int k = 0; k < kKinds; ++k)
            all.insert(all.end(), kCount[size_t(k)], Kind(k));
        for (int s = 0; s < kSeats; ++s)
            table.removedModel(s)->setPieces(all);
        settle();
        int trays = 0;
        for (QListView *view : table.findChildren<QListView *>()) {
            auto *model = qobject_cast<RemovedModel *>(view->model());
            if (!model || !view->isVisible())
                continue;
            ++trays;
            QCOMPARE(model->rowCount(), kKinds);
            const QRect inside = view->viewport()->rect();
            for (int r = 0; r < model->rowCount(); ++r) {
                const QModelIndex index = model->index(r);
                const QRect cell = view->visualRect(index);
                QVERIFY2(inside.contains(cell), qPrintable(QStringLiteral("row %1").arg(r)));
                QVERIFY(cell.width() >= RemovedModel::kTokenSize.width());
                QVERIFY(cell.height() >=
                        RemovedModel::kTokenSize.height() + view->fontMetrics().height());
                QVERIFY(cell.width() >=
                        view->fontMetrics().horizontalAdvance(index.data().toString()));
            }
        }
        QCOMPARE(trays, kSeats);
        QCoreApplication::removeTranslator(&translator);
    }

    // The name asked for a formation: the dialog's title was cut to "Enreg… Razzia" in French by a
    // window manager; the dialog is as wide as the whole title and the bar's buttons need.
    void formationNameDialogFitsItsTitle()
    {
        QGuiApplication::setApplicationDisplayName(QStringLiteral("Razzia"));
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/razzia_fr.qm")));
        SpeakEasyTable table;
        auto *controller =
            new TableController(TableController::Seats{makePolicy("random", 2), nullptr}, 5);
        table.setController(controller);
        table.show();
        controller->start();
        QTRY_VERIFY(table.setUpModel() && table.setUpModel()->seat() == 1);
        for (bool inFrench : {false, true}) {
            if (inFrench)
                QCoreApplication::installTranslator(&french);
            settle();
            QPushButton *save = nullptr;
            for (QPushButton *b : table.findChildren<QPushButton *>())
                if (b->text() == SpeakEasyTable::tr("Save formation…"))
                    save = b;
            QVERIFY(save);
            QString title;
            int width = 0, needed = 0;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                title = dialog->windowTitle();
                width = dialog->width();
                QFont bold = dialog->font();
                bold.setBold(true);
                needed = QFontMetrics(bold).horizontalAdvance(title + QStringLiteral(" — Razzia"));
                dialog->reject();
            });
            QTest::mouseClick(save, Qt::LeftButton);
            QCOMPARE(title, SpeakEasyTable::tr("Save formation"));
            QCOMPARE(title == QStringLiteral("Save formation"), !inFrench);
            QVERIFY2(
                width >= needed + 100,
                qPrintable(QStringLiteral("%1: %2 < %3 + 100").arg(title).arg(width).arg(needed)));
        }
        QCoreApplication::removeTranslator(&french);
        settle();
        QGuiApplication::setApplicationDisplayName(QString());
    }
};

QTEST_MAIN(TestSeFit)
#include "tst_se_fit.moc"
