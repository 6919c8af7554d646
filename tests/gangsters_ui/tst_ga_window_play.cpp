// Playing Gangsters at the window, offscreen (issue 28): a move chosen by a click on the city and
// by a real mouse drag along the streets; a decision that belongs to another seat than the
// active one, announced by name in hot-seat; the duel scene stepping shot by shot at a pace.
#include "gawindowsupport.h"

#include "actionpanel.h"
#include "cityview.h"
#include "gangstersmodule.h"
#include "gangsterssteps.h"
#include "gangsterstable.h"
#include "gangview.h"
#include "mainwindow.h"
#include "pace.h"
#include "records.h"

#include "../waitsupport.h"

#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>

using namespace gangsters;
using namespace gangsters::ui;
using shell::Pace;
using shell::Speed;

class TestGaWindowPlay : public QObject
{
    Q_OBJECT

    std::unique_ptr<shell::MainWindow> m_window;
    GangstersModule *module() { return GangstersModule::of(*m_window); }
    Controller *controller() { return module()->table()->controller(); }
    // What a table's cell needs beside its text not to elide it: QStyledItemDelegate's margin
    // each side (QCommonStyle's viewItemSize) and the grid's line.
    static int cellMargin(const QTableView *view)
    {
        return 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) +
               (view->showGrid() ? 1 : 0);
    }

    // Starts a game of a person (seat 0) against a computer gang and answers every decision
    // but a Move with a unique street destination through the controller.
    const Point *untilMove(uint64_t seed)
    {
        return untilPoint(seed, [this](const Point &p) {
            return p.type == DecisionType::Move && test::uniqueDestination(p) >= 0 &&
                   controller()->session().state().at(p.about).at != city().prison();
        });
    }

    // A window at instant pace, with no autosave, playing `seats` from `seed`.
    bool startTable(const std::vector<PlayerInfo> &seats, uint64_t seed, const Rules &rules = {},
                    QSize size = {})
    {
        Pace::setSpeed(Speed::Instant);
        m_window = std::make_unique<shell::MainWindow>();
        m_window->setAutosavePath(QString());
        if (size.isValid())
            m_window->resize(size);
        m_window->show();
        return module()->start(seats, rules, seed);
    }

    // Starts the same game and answers through the controller until `wanted` holds.
    const Point *untilPoint(uint64_t seed, const std::function<bool(const Point &)> &wanted)
    {
        const std::vector<PlayerInfo> seats{{"Karine", "human", ""}, {"Lucky", "ai", "normal"}};
        if (!startTable(seats, seed, Rules{}, QSize(1366, 768)))
            return nullptr;
        int pick = 0;
        const Point *found = nullptr;
        waitUntil(
            [&] {
                const Point *p = controller()->waiting();
                if (!p)
                    return false;
                if (wanted(*p)) {
                    found = p;
                    return true;
                }
                controller()->submit(test::pickFor(*p, pick++));
                return false;
            },
            30000);
        return found;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { m_window.reset(); }

    void moveByClick_GA4_11()
    {
        const Point *p = untilMove(3);
        QVERIFY(p);
        const Choice want = p->options[test::uniqueDestination(*p)];
        CityView *view = module()->table()->city();
        const size_t before = controller()->session().record().decisions.size();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->locationRect(want.to).center().toPoint());
        QVERIFY(waitUntil(
            [&] { return controller()->session().record().decisions.size() > before; }, 2000));
        const Decision &d = controller()->session().record().decisions[before];
        QCOMPARE(int(d.type), int(DecisionType::Move));
        QCOMPARE(int(d.choice.to), int(want.to));
    }

    void moveByRealDrag_GA4_11()
    {
        const Point *p = untilMove(8);
        QVERIFY(p);
        const Choice want = p->options[test::uniqueDestination(*p)];
        const CharRef who = p->about;
        CityView *view = module()->table()->city();
        const State &s = controller()->session().state();
        const SeatView seatView = controller()->session().view(p->seat);
        const auto paths = pathsOf(moveQueryFor(s, who, seatView.turn.dice[size_t(who.role)]),
                                   Move{want.to, want.via}, 1);
        QVERIFY(!paths.empty());
        const QPoint from = view->pieceRect(who).center().toPoint();
        const size_t before = controller()->session().record().decisions.size();
        // A real drag: press on the figure, past the drag distance, then along the streets of
        // its route, and release on the destination.
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, from + QPoint(6, 6));
        QTest::mouseMove(view, from + QPoint(12, 4));
        for (Loc square : paths[0])
            QTest::mouseMove(view, view->locationRect(square).center().toPoint());
        QCOMPARE(size_t(controller()->session().record().decisions.size()), before);
        QTest::mouseRelease(view, Qt::LeftButton, {},
                            view->locationRect(want.to).center().toPoint());
        QVERIFY(waitUntil(
            [&] { return controller()->session().record().decisions.size() > before; }, 2000));
        QCOMPARE(int(controller()->session().record().decisions[before].choice.to), int(want.to));
    }

    // A drag may start on a figure that is not called yet (GA3.4f): the press calls it, and the
    // same drag goes on along the streets to its destination (GA4.11).
    void callAndMoveInOneDrag_GA3_4f_GA4_11()
    {
        auto freeRole = [this](const Point &p) {
            for (int i = 0; i < p.size; ++i) {
                const CharRef who{int8_t(p.seat), p.options[i].role};
                if (controller()->session().state().at(who).at != city().prison())
                    return i;
            }
            return -1;
        };
        const Point *p = untilPoint(8, [&](const Point &point) {
            return point.type == DecisionType::Next && point.size >= 2 && freeRole(point) >= 0;
        });
        QVERIFY(p);
        const CharRef who{int8_t(p->seat), p->options[freeRole(*p)].role};
        CityView *view = module()->table()->city();
        const QPoint from = view->pieceRect(who).center().toPoint();
        const size_t before = controller()->session().record().decisions.size();
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, from + QPoint(6, 6));
        QTest::mouseMove(view, from + QPoint(12, 4));
        // The figure is called; its Move point comes under the same press.
        QVERIFY(waitUntil(
            [&] {
                const Point *m = controller()->waiting();
                return m && m->type == DecisionType::Move;
            },
            5000));
        const Point *move = controller()->waiting();
        QCOMPARE(move->about, who);
        const int unique = test::uniqueDestination(*move);
        QVERIFY(unique >= 0);
        const Choice want = move->options[unique];
        const State &s = controller()->session().state();
        const SeatView seatView = controller()->session().view(move->seat);
        const auto paths = pathsOf(moveQueryFor(s, who, seatView.turn.dice[size_t(who.role)]),
                                   Move{want.to, want.via}, 1);
        QVERIFY(!paths.empty());
        for (Loc square : paths[0])
            QTest::mouseMove(view, view->locationRect(square).center().toPoint());
        QTest::mouseRelease(view, Qt::LeftButton, {},
                            view->locationRect(want.to).center().toPoint());
        QVERIFY(waitUntil(
            [&] { return controller()->session().record().decisions.size() >= before + 2; }, 2000));
        const Decision &called = controller()->session().record().decisions[before];
        QCOMPARE(int(called.type), int(DecisionType::Next));
        QCOMPARE(int(called.choice.role), int(who.role));
        const Decision &moved = controller()->session().record().decisions[before + 1];
        QCOMPARE(int(moved.type), int(DecisionType::Move));
        QCOMPARE(int(moved.choice.to), int(want.to));
    }

    void hintAndLanguageSwitchAtTheDecision()
    {
        const Point *p = untilMove(3);
        QVERIFY(p);
        // H: the strongest level's choice for the person who decides, on the page.
        QSignalSpy hint(module(), &shell::GameModule::hintReady);
        module()->showHint();
        QVERIFY(hint.wait(5000));
        const QString said = hint.at(0).at(0).toString();
        QVERIFY2(said.startsWith(QStringLiteral("Hint for Karine: go to ")), qPrintable(said));
        // The square is named once: "go to O5.3 (mugs for 10 briques)", not "(goes to O5.3: …)".
        QVERIFY2(!said.contains(QStringLiteral("goes to")), qPrintable(said));
        QVERIFY(module()->table()->prompt().contains(QStringLiteral("Hint for Karine")));
        // The language switches live: the prompt, the log, the panel's headings.
        m_window->setLanguage(QStringLiteral("fr"));
        QTRY_VERIFY2(module()->table()->prompt().startsWith(QStringLiteral("Karine, où va ")),
                     qPrintable(module()->table()->prompt()));
        QCOMPARE(module()
                     ->table()
                     ->gangs()
                     ->headerData(GangModel::MoneyColumn, Qt::Horizontal)
                     .toString(),
                 QStringLiteral("Argent"));
        const QAbstractItemModel *log = module()->table()->log();
        QVERIFY(log->index(0, 0).data().toString().startsWith(QStringLiteral("Tour 1\u00a0: ")));
        m_window->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(log->index(0, 0).data().toString().startsWith(QStringLiteral("Round 1: ")));
    }

    // A game resumed from the start screen at an Action point: the digits press its buttons at
    // once (before, the table had taken the focus from them while the page was hidden, and 1 did
    // nothing until a click).
    void numberKeysAnswerOnAResumedTable()
    {
        QVERIFY(untilPoint(3, [](const Point &point) {
            return point.type == DecisionType::Action && point.size > 1;
        }));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("resumed.gangsters"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(recordBytes(controller()->session().record()));
        }
        m_window->showStartScreen();
        QString error;
        QVERIFY2(m_window->openFile(path, &error), qPrintable(error));
        QVERIFY(waitUntil([&] { return controller()->waiting() != nullptr; }, 10000));
        QApplication::processEvents();
        QCOMPARE(controller()->waiting()->type, DecisionType::Action);
        const size_t decisions = controller()->session().record().decisions.size();
        QWidget *focus = m_window->focusWidget();
        QVERIFY(focus);
        QVERIFY2(module()->table()->actions()->isAncestorOf(focus),
                 qPrintable(focus->objectName() + QLatin1Char(' ') +
                            QString::fromLatin1(focus->metaObject()->className())));
        QTest::keyClick(focus, Qt::Key_1);
        QVERIFY(controller()->session().record().decisions.size() > decisions);
    }

    // The log shows its newest line when a hint (or a two-line prompt) pushes it down: before,
    // "Dice: killer 5, …" went out of sight below it.
    void theLogKeepsItsNewestLineWhenItShrinks()
    {
        QVERIFY(untilPoint(5, [this](const Point &point) {
            return point.type == DecisionType::Move && controller()->session().state().round >= 3;
        }));
        auto *log = m_window->findChild<QListView *>(QStringLiteral("gangstersLog"));
        QVERIFY(log);
        const auto newestInSight = [log] {
            const QModelIndex last = log->model()->index(log->model()->rowCount() - 1, 0);
            const QRect line = log->visualRect(last);
            return line.isValid() && log->viewport()->rect().contains(line);
        };
        QTRY_VERIFY(log->verticalScrollBar()->maximum() > 0 && newestInSight());
        const int before = log->viewport()->height();
        module()->table()->showHint(
            QStringLiteral("Hint for Karine: a long hint\nover two lines\nand a third"), -1);
        QTRY_VERIFY(log->viewport()->height() < before);
        QTRY_VERIFY(newestInSight());
    }

    // At the order of the characters, the hint names the one to move once: "move the vamp
    // (mugs for 10 briques)", not "move the vamp (the vamp first: …)".
    void hintNamesTheCharacterOnce()
    {
        const Point *p = untilPoint(8, [](const Point &point) {
            return point.type == DecisionType::Next && point.size >= 2;
        });
        QVERIFY(p);
        QSignalSpy hint(module(), &shell::GameModule::hintReady);
        module()->showHint();
        QVERIFY(hint.wait(5000));
        const QString said = hint.at(0).at(0).toString();
        QVERIFY2(said.startsWith(QStringLiteral("Hint for Karine: move the ")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("first")), qPrintable(said));
    }

    // A hint made a button's label bold, so wider, and the panel was sized again to its size
    // hint, which Qt works out for a title 2 px wider than the title gets (the panel's frame):
    // a title that fitted one line there and wrapped in place ("Joueur 1, que fait votre tueur
    // ici ?", 1366×768, French) squeezed the buttons to two thirds of their height, their labels
    // cut. The panel below is made that wide on purpose.
    void hintedPanelKeepsItsButtonsWhole()
    {
        const Point *p = untilPoint(8, [](const Point &point) {
            return point.type == DecisionType::Action && point.size == 2;
        });
        QVERIFY(p);
        QWidget city;
        city.resize(1000, 700);
        ActionPanel panel(&city);
        const SeatView view = controller()->session().view(p->seat);
        panel.setPoint(*p, u"Karine, que fait votre tueur ici, à cette adresse ?"_qs, view.state,
                       controller()->names(), view.turn.dice);
        city.show();
        QVERIFY(QTest::qWaitForWindowExposed(&city));
        auto *title = panel.findChild<QLabel *>(u"actionPrompt"_qs);
        const QList<QPushButton *> &buttons = panel.buttons();
        QVERIFY(title);
        QCOMPARE(buttons.size(), 2);
        // The narrowest width at which the title holds on one line; the buttons one pixel
        // narrower, so that the title wraps in the panel and not in its size hint.
        const int line = title->heightForWidth(5000);
        int oneLine = 5000;
        while (oneLine > 50 && title->heightForWidth(oneLine - 1) == line)
            --oneLine;
        const int wider = buttons[1]->sizeHint().width() > buttons[0]->sizeHint().width() ? 1 : 0;
        QVERIFY(buttons[wider]->sizeHint().width() + 20 < oneLine - 1); // bold stays narrower
        buttons[0]->setMinimumWidth(oneLine - 1);
        panel.highlight(wider); // the hint's mark, as the table puts it
        QCOMPARE(title->width(), oneLine - 1);
        QVERIFY(title->height() >= title->heightForWidth(title->width()));
        QVERIFY(title->height() > line);
        for (const QPushButton *b : buttons)
            QVERIFY2(b->height() >= b->sizeHint().height(),
                     qPrintable(u"%1: %2 px of %3"_qs.arg(b->text())
                                    .arg(b->height())
                                    .arg(b->sizeHint().height())));
    }

    // The action buttons float beside the acting figure and never over it or its square, nor
    // over a district's name, in the window as laid out (a real city, its pieces, the hint's
    // bold button making the panel wider).
    void actionButtonsLeaveTheActorInSight()
    {
        const Point *p = untilPoint(3, [](const Point &point) {
            return point.type == DecisionType::Action && point.size > 1;
        });
        QVERIFY(p);
        GangstersTable *table = module()->table();
        CityView *city = table->city();
        const CharRef actor = p->about;
        auto check = [&] {
            const QRect panel = table->actions()->geometry();
            QVERIFY(table->actions()->isVisible());
            const QRectF square = city->locationRect(controller()->shown().at(actor).at);
            QVERIFY2(!panel.intersects(square.toAlignedRect()),
                     qPrintable(QStringLiteral("%1 over the square").arg(p->about.index())));
            QVERIFY(!panel.intersects(city->pieceRect(actor).toAlignedRect()));
            for (const QRectF &title : city->titleRects())
                QVERIFY(!panel.intersects(title.toAlignedRect()));
            QVERIFY(city->rect().contains(panel));
        };
        check();
        table->showHint(QStringLiteral("Hint"), p->size - 1);
        check();
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        QApplication::processEvents();
        check();
    }

    // The gangs' panel shows every heading whole and every column in view at the usual screen
    // sizes, in both languages, with its widest cells (four gangs, vamped characters with
    // records on the outer boulevard, a nearly whole district). Before, "Meilleur quartier" was
    // cut at 1366 px and "Best district" at 1280.
    void gangsPanelHeadingsFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"en", "fr"}) {
            for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", language, size.width(), size.height())
                    << QString::fromLatin1(language) << size;
        }
    }

    void gangsPanelHeadingsFit()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(untilPoint(3, [](const Point &) { return true; }));
        m_window->setLanguage(language);
        m_window->resize(size);
        GangstersTable *table = module()->table();
        // The language reaches the table through posted events; then the panel is filled.
        QTRY_COMPARE(table->gangs()->headerData(GangModel::MoneyColumn, Qt::Horizontal).toString(),
                     language == QLatin1String("fr") ? QStringLiteral("Argent")
                                                     : QStringLiteral("Money"));
        QTest::qWait(200); // and the panel's refresh after it
        State wide = State::initial(4, 0);
        const Loc boulevard = city().find("O2.3");
        for (int seat = 0; seat < 4; ++seat) {
            wide.gang[size_t(seat)].money = 1995;
            for (int r = 0; r < kRoles; ++r) {
                Character &ch = wide.gang[size_t(seat)].chars[size_t(r)];
                ch.at = boulevard;
                ch.recordSize = 2;
                ch.record[0] = ch.record[1] = Entry{Offence::Murder, boulevard};
                if (Role(r) != Role::Vamp)
                    ch.controlledBy = int8_t((seat + 1) % 4);
            }
        }
        const std::vector<int> &district = city().districtShops(4);
        for (size_t i = 0; i + 1 < district.size(); ++i)
            wide.owner[size_t(district[i])] = 0;
        // The longest names: "7/7 Les Beaux Q…" and "5/7 Le…" at 1280 px before.
        for (int shop : city().districtShops(5))
            wide.owner[size_t(shop)] = 1;
        for (size_t i = 0; i < 5; ++i)
            wide.owner[size_t(city().districtShops(2)[i])] = 2;
        wide.owner[size_t(city().districtShops(1)[0])] = 3;
        // Prison for three years: "prison 3 a…" was cut in French at 1280 px.
        Character &jailed = wide.gang[3].chars[size_t(Role::Killer)];
        jailed.at = city().prison();
        jailed.sentence = 3;
        table->gangs()->setGame(Names({"Karine", "Lucky", "Dutch", "Bugsy"}), wide, 60);
        auto *view = m_window->findChild<QTableView *>(QStringLiteral("gangstersGangs"));
        QVERIFY(view);
        QCOMPARE(view->model()->index(3, 0).data().toString(), QStringLiteral("Bugsy"));
        QHeaderView *header = view->horizontalHeader();
        QTRY_VERIFY(view->isVisible() && header->length() > 0);
        QApplication::processEvents();
        const int margin =
            2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int c = 0; c < header->count(); ++c) {
            const QString text = view->model()->headerData(c, Qt::Horizontal).toString();
            const int needs = header->fontMetrics().horizontalAdvance(text) + margin;
            QVERIFY2(header->sectionSize(c) >= needs, qPrintable(QStringLiteral("%1: %2 px of %3")
                                                                     .arg(text)
                                                                     .arg(header->sectionSize(c))
                                                                     .arg(needs)));
        }
        const QModelIndex cell = view->model()->index(3, GangModel::KillerColumn);
        const QString whole = cell.data(GangModel::WholeRole).toString();
        QVERIFY(!whole.isEmpty() && cell.data().toString().startsWith(whole));
        QVERIFY2(view->fontMetrics().horizontalAdvance(whole) + cellMargin(view) <=
                     header->sectionSize(GangModel::KillerColumn),
                 qPrintable(QStringLiteral("%1 in %2 px")
                                .arg(whole)
                                .arg(header->sectionSize(GangModel::KillerColumn))));
        QVERIFY2(header->length() <= view->viewport()->width(),
                 qPrintable(QStringLiteral("%1 px in %2")
                                .arg(header->length())
                                .arg(view->viewport()->width())));
        // Each district readable, every word whole (before: "7/7 Les Beaux Q…", "5/7 Le…" at
        // 1280 px), over more lines where the column is narrow, its row as tall as they are.
        auto *gangView = qobject_cast<GangView *>(view);
        QVERIFY(gangView);
        const int room = header->sectionSize(GangModel::DistrictColumn) - cellMargin(view);
        int rows = 0;
        for (int row = 0; row < 4; ++row) {
            const QModelIndex district = view->model()->index(row, GangModel::DistrictColumn);
            const QStringList lines = gangView->districtLines(district);
            const QString shown = lines.join(QLatin1Char(' '));
            QVERIFY2(shown == district.data().toString() ||
                         shown == district.data(GangModel::ShortRole).toString(),
                     qPrintable(shown));
            QVERIFY(shown.contains(QLatin1String(row == 1 ? "Beaux Quartiers" : "")));
            for (const QString &line : lines)
                QVERIFY2(view->fontMetrics().horizontalAdvance(line) <= room,
                         qPrintable(QStringLiteral("%1 in %2 px").arg(line).arg(room)));
            QVERIFY(view->rowHeight(row) >= int(lines.size()) * view->fontMetrics().lineSpacing());
            rows += view->rowHeight(row);
        }
        // The table as tall as its rows: no row out of sight.
        QCOMPARE(view->height(), header->height() + 2 * view->frameWidth() + rows);
    }

    // The years in prison stay whole in a squeezed column: three gangs at 1280×720 in French as
    // a play-test saw them, where "prison 3 ans" read "prison 3 a…".
    void prisonYearsStayWhole()
    {
        QVERIFY(untilPoint(3, [](const Point &) { return true; }));
        m_window->setLanguage(QStringLiteral("fr"));
        m_window->resize(1280, 720);
        GangstersTable *table = module()->table();
        QTRY_COMPARE(table->gangs()->headerData(GangModel::MoneyColumn, Qt::Horizontal).toString(),
                     QStringLiteral("Argent"));
        QTest::qWait(200); // the panel's refresh after it
        State s = State::initial(3, 0);
        auto put = [&](int seat, Role role, const char *at, int records = 0) {
            Character &ch = s.gang[size_t(seat)].chars[size_t(role)];
            ch.at = city().find(at);
            ch.recordSize = uint8_t(records);
            for (int i = 0; i < records; ++i)
                ch.record[size_t(i)] = Entry{Offence::Mugging, ch.at};
            return &ch;
        };
        put(0, Role::Killer, "2.4");
        s.gang[0].chars[size_t(Role::Killer)].at = city().cemetery();
        put(0, Role::Vamp, "2.4", 2);
        put(0, Role::Dealer, "A2.3", 1)->wounded = true;
        s.gang[0].chars[size_t(Role::Dealer)].at = city().clinic();
        put(1, Role::Killer, "5.6", 2);
        Character *jailed = put(1, Role::Vamp, "A2.3");
        jailed->at = city().prison();
        jailed->sentence = 3;
        put(1, Role::Dealer, "A2.3");
        put(2, Role::Killer, "2.4", 1)->controlledBy = 0;
        put(2, Role::Vamp, "3.6");
        put(2, Role::Dealer, "A2.2", 1);
        for (int d = 2; d <= 3; ++d)
            s.owner[size_t(city().districtShops(d)[0])] = int8_t(d - 2);
        table->gangs()->setGame(Names({"Amélie", "Gang 2", "Dutch"}), s, 60);
        auto *view = m_window->findChild<QTableView *>(QStringLiteral("gangstersGangs"));
        QVERIFY(view);
        QHeaderView *header = view->horizontalHeader();
        QApplication::processEvents();
        const QModelIndex cell = view->model()->index(1, GangModel::VampColumn);
        const QString whole = cell.data(GangModel::WholeRole).toString();
        QCOMPARE(whole, QStringLiteral("prison, 3 ans"));
        QVERIFY2(view->fontMetrics().horizontalAdvance(whole) + cellMargin(view) <=
                     header->sectionSize(GangModel::VampColumn),
                 qPrintable(QStringLiteral("%1 in %2 px")
                                .arg(whole)
                                .arg(header->sectionSize(GangModel::VampColumn))));
        QVERIFY(header->length() <= view->viewport()->width());
    }

    // The board writes the shops' numbers, not the squares': a log line naming a square points
    // at it on the city while the pointer is on the line, and so does the hint's "go to A1.5".
    void logLinesAndTheHintPointAtTheirSquares()
    {
        QVERIFY(untilMove(3));
        GangstersTable *table = module()->table();
        CityView *city = table->city();
        auto *log = m_window->findChild<QListView *>(QStringLiteral("gangstersLog"));
        QVERIFY(log);
        QModelIndex line;
        for (int row = log->model()->rowCount() - 1; row >= 0 && !line.isValid(); --row) {
            const QModelIndex i = log->model()->index(row, 0);
            if (i.data().toString().contains(QStringLiteral(" goes to A")))
                line = i;
        }
        QVERIFY(line.isValid());
        const QVariantList places = line.data(LogModel::PlacesRole).toList();
        QCOMPARE(places.size(), 1);
        const Loc square = Loc(places[0].toInt());
        QVERIFY(line.data().toString().contains(
            QString::fromStdString(gangsters::city().name(square))));
        log->scrollTo(line);
        QApplication::processEvents();
        QVERIFY(city->marked().empty());
        QTest::mouseMove(log->viewport(), log->visualRect(line).center());
        QTRY_COMPARE(city->marked(), std::vector<Loc>{square});
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(log->viewport(), &leave);
        QVERIFY(city->marked().empty());

        // The keyboard: Tab into the log points at its newest line's squares; the arrows move
        // the current line and the mark with it; leaving the log takes the mark away.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QCOMPARE(log->focusPolicy(), Qt::TabFocus);
        log->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(log->hasFocus());
        const QModelIndex newest = log->model()->index(log->model()->rowCount() - 1, 0);
        QCOMPARE(log->currentIndex(), newest);
        std::vector<Loc> newestPlaces;
        for (const QVariant &at : newest.data(LogModel::PlacesRole).toList())
            newestPlaces.push_back(Loc(at.toInt()));
        QCOMPARE(city->marked(), newestPlaces);
        const int beside =
            line.row() + 1 < log->model()->rowCount() ? line.row() + 1 : line.row() - 1;
        log->setCurrentIndex(log->model()->index(beside, 0));
        QTest::keyClick(log, beside > line.row() ? Qt::Key_Up : Qt::Key_Down);
        QCOMPARE(log->currentIndex(), line);
        QCOMPARE(city->marked(), std::vector<Loc>{square});
        log->clearFocus();
        QVERIFY(city->marked().empty());

        QSignalSpy hint(controller(), &Controller::hintReady);
        module()->showHint();
        QVERIFY(hint.wait(5000));
        const Point *p = controller()->waiting();
        const int option = hint.at(0).at(1).toInt();
        QVERIFY(p && option >= 0);
        QCOMPARE(city->marked(), std::vector<Loc>{p->options[option].to});
        QVERIFY(table->prompt().contains(
            QString::fromStdString(gangsters::city().name(p->options[option].to))));
        // Answered: the mark goes with the hint.
        controller()->submit(p->options[option]);
        QTRY_VERIFY(city->marked().empty());
    }

    void anotherSeatsDecisionIsAnnouncedByName_GA7_5_GA10_2()
    {
        const std::vector<PlayerInfo> seats{{"Karine", "human", ""}, {"Luc", "human", ""}};
        QVERIFY(startTable(seats, 21));
        uint32_t lcg = 7;
        const Point *other = nullptr;
        QVERIFY(waitUntil(
            [&] {
                const Point *p = controller()->waiting();
                if (!p)
                    return false;
                // A dialog's decision of the seat whose turn it is not: an arrest, a price.
                if (p->seat != controller()->session().state().active &&
                    p->type != DecisionType::CopMove && p->type != DecisionType::Shot) {
                    other = p;
                    return true;
                }
                lcg = lcg * 1103515245u + 12345u;
                controller()->submit(test::pickFor(*p, int(lcg >> 16)));
                return false;
            },
            60000));
        QVERIFY(other);
        qInfo("decision of seat %d during seat %d's turn: %s", other->seat,
              int(controller()->session().state().active), decisionTypeId(other->type));
        const QString name = other->seat == 0 ? QStringLiteral("Karine") : QStringLiteral("Luc");
        GangstersTable *table = module()->table();
        QVERIFY2(table->prompt().startsWith(name + QStringLiteral(", ")),
                 qPrintable(table->prompt()));
        if (other->type != DecisionType::Shot && other->type != DecisionType::CopMove) {
            QVERIFY(table->dialog() && table->dialog()->isVisible());
            QVERIFY(table->dialog()->text().startsWith(name + QStringLiteral(", ")));
        }
    }

    // Hot-seat: a duel a person took part in stays on screen until Continue, and the prompt says
    // whom it waits for, as every other prompt names its seat (before: "Continue (Space) when
    // you have seen it.", to nobody).
    void continueAfterADuelNamesWhoseItIs_GA9()
    {
        const std::vector<PlayerInfo> seats{{"Karine", "human", ""}, {"Luc", "human", ""}};
        QVERIFY(startTable(seats, 5));
        const QStringList names{QStringLiteral("Karine"), QStringLiteral("Luc")};
        auto duelOption = [](const Point &p) {
            for (int i = 0; p.type == DecisionType::Action && i < p.size; ++i) {
                if (p.options[i].action == ActionKind::Holdup ||
                    p.options[i].action == ActionKind::Settle)
                    return i;
            }
            return -1;
        };
        uint32_t lcg = 3;
        int actor = -1;
        QVERIFY(waitUntil(
            [&] {
                const Point *p = controller()->waiting();
                if (actor >= 0 || !p)
                    return actor >= 0;
                if (const int duel = duelOption(*p); duel >= 0) {
                    actor = p->seat;
                    Pace::setSpeed(Speed::Fast); // wait for me holds at a pace only
                    controller()->submit(p->options[duel]);
                    return true;
                }
                lcg = lcg * 1103515245u + 12345u;
                controller()->submit(test::pickFor(*p, int(lcg >> 16)));
                return false;
            },
            60000));
        // The duel's aims and accomplices, until it waits for Continue.
        QVERIFY(waitUntil(
            [&] {
                if (controller()->waitingToContinue())
                    return true;
                if (const Point *p = controller()->waiting())
                    controller()->submit(p->options[0]);
                return false;
            },
            60000));
        const uint32_t people = controller()->continueFor();
        QVERIFY((people >> actor) & 1);
        GangstersTable *table = module()->table();
        const QString prompt = table->prompt();
        qInfo("%s", qPrintable(prompt));
        QVERIFY2(prompt.startsWith(names[actor]) || prompt.startsWith(names[1 - actor]),
                 qPrintable(prompt));
        QVERIFY2(prompt.contains(names[actor]), qPrintable(prompt));
        if ((people >> (1 - actor)) & 1)
            QVERIFY2(prompt.contains(names[1 - actor]), qPrintable(prompt));
        else
            QVERIFY2(!prompt.contains(names[1 - actor]), qPrintable(prompt));
        QVERIFY2(prompt.contains(QStringLiteral("continue (Space)")), qPrintable(prompt));
        // The duel scene says it too, above its Continue.
        QVERIFY(table->duel()->continueButton()->isVisible());
        QCOMPARE(table->duel()->prompt(), prompt);
        Pace::setSpeed(Speed::Instant);
        QTest::keyClick(table, Qt::Key_Space);
        QVERIFY(!controller()->waitingToContinue());
    }

    void duelSceneStepsShotByShot_GA9()
    {
        // The first duel of this game, found headless, is watched in the window at Fast pace.
        const Session::Setup setup = test::aiSetup(4, {"normal", "normal", "normal", "normal"});
        Session headless;
        size_t duelAfter = 0;
        struct Find final : EventSink
        {
            const Session *s = nullptr;
            size_t *at = nullptr;
            void onEvent(const Event &e) override
            {
                if (*at == 0 && e.kind == EventKind::DuelRoll)
                    *at = s->record().decisions.size();
            }
        } find;
        find.s = &headless;
        find.at = &duelAfter;
        headless.addSink(&find);
        headless.start(setup);
        headless.playOn();
        QVERIFY(duelAfter > 0);

        QVERIFY(startTable(setup.seats, setup.seed, setup.rules));
        QVERIFY(waitUntil(
            [&] { return controller()->session().record().decisions.size() + 2 >= duelAfter; },
            30000));
        Pace::setSpeed(Speed::Fast);
        QElapsedTimer clock;
        clock.start();
        QList<qint64> times;
        QList<int> kinds;
        connect(controller(), &Controller::duelEvent, this, [&](const Event &e) {
            times << clock.elapsed();
            kinds << int(e.kind);
        });
        QSignalSpy ended(controller(), &Controller::duelEnded);
        QVERIFY(ended.wait(30000));
        DuelView *duel = module()->table()->duel();
        QVERIFY(!kinds.isEmpty());
        // Each shot is on screen for its step before the next one comes.
        const int shotMs = Pace::ms(gangsters::ui::Step::Shot);
        Pace::setSpeed(Speed::Instant);
        QCOMPARE(kinds.first(), int(EventKind::DuelRoll));
        QVERIFY(shotMs > 100);
        for (int i = 1; i < times.size(); ++i) {
            if (kinds[i - 1] == int(EventKind::Shot))
                QVERIFY2(times[i] - times[i - 1] >= shotMs * 9 / 10,
                         qPrintable(QString::number(times[i] - times[i - 1])));
        }
        QVERIFY(!duel->totals().isEmpty());
        QCOMPARE(duel->shots().size(), int(kinds.count(int(EventKind::Shot))));
    }
};

QTEST_MAIN(TestGaWindowPlay)
#include "tst_ga_window_play.moc"
