// The hot-seat leak test of Speak Easy in the real window (issue 16, SE7, D9), as Razzia's
// curtainHidesHands: the curtain hides the whole table and names no secret piece, and what a
// player sees does not depend on the identities of the opposing pieces they have never seen:
// two games that differ only there give the same pixels, texts, tooltips, accessible names
// and log.
#include "uitestsupport.h"

#include "boardwidget.h"
#include "curtain.h"
#include "mainwindow.h"
#include "movelogmodel.h"
#include "names.h"
#include "pace.h"
#include "savestore.h"
#include "setupmodel.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"

#include "common/rng.h"
#include "speakeasy/layout.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace speakeasy;
using namespace speakeasy::ui;
using shell::MainWindow;

namespace {

constexpr quint64 kSeed = 11;

// Every text a person could read or hear in the window: labels, buttons, tooltips, accessible
// names and descriptions, and every row of every item view.
QStringList everyText(QWidget *root)
{
    QStringList texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        texts << w->objectName() + QStringLiteral(" tip: ") + w->toolTip()
              << w->objectName() + QStringLiteral(" name: ") + w->accessibleName()
              << w->objectName() + QStringLiteral(" description: ") + w->accessibleDescription();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model())
            for (int r = 0; r < view->model()->rowCount(); ++r)
                for (int role :
                     {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)})
                    texts << view->model()->index(r, 0).data(role).toString();
    }
    return texts;
}

QStringList logRows(const SpeakEasyTable *table)
{
    QStringList rows;
    for (int r = 0; r < table->logModel()->rowCount(); ++r)
        rows << table->logModel()->index(r, 0).data().toString();
    return rows;
}

// Kinds no player has seen on the other side: every piece of the kind still on the board is
// unknown to its opponent, and none has left in a fight (removed pieces were all revealed).
std::vector<Kind> secretKinds(const Game &game)
{
    std::vector<Kind> secret;
    const std::array<SeatView, kSeats> views{game.view(0), game.view(1)};
    for (int k = 0; k < int(Kind::None); ++k) {
        bool hidden = true;
        for (Square s = 0; s < kSquares; ++s) {
            const int owner = game.position().ownerAt(s);
            if (owner >= 0 && game.position().kindAt(s) == Kind(k))
                hidden &= bool(views[size_t(1 - owner)].unknown() & bit(s));
        }
        const TablePicture seen = TablePicture::fromView(views[0], 0);
        for (const std::vector<Kind> &removed : seen.removed)
            hidden &= std::find(removed.begin(), removed.end(), Kind(k)) == removed.end();
        if (hidden)
            secret.push_back(Kind(k));
    }
    return secret;
}

// A game of two people in a real window, driven through its curtain button.
class HotSeat
{
public:
    HotSeat(const QString &store, const Layout &south, const Layout &north)
    {
        m_window.setSaveStore(
            shell::SaveStore(store + QStringLiteral("/games"), store + QStringLiteral("/history")));
        m_window.setLanguage(QStringLiteral("en"));
        m_window.resize(1366, 768);
        m_window.show();
        QVERIFY(SpeakEasyModule::of(m_window)->start(QStringLiteral("human"),
                                                     QStringLiteral("human"), kSeed));
        table = SpeakEasyModule::of(m_window)->table();
        controller = table->controller();
        for (int seat = 0; seat < kSeats; ++seat) {
            QVERIFY(table->isCurtainUp());
            QVERIFY(!table->setUpModel() || table->setUpModel()->seat() != seat);
            lift();
            QCOMPARE(table->setUpModel()->seat(), seat);
            table->setUpModel()->setLayout(seat == 0 ? south : north);
            QVERIFY(table->startGame());
        }
        QCOMPARE(controller->phase(), TableController::Phase::Play);
    }

    MainWindow &window() { return m_window; }
    const Game &game() const { return *controller->refereeGame(); }

    // The player at the screen takes it, by the curtain's button as a person would.
    void lift()
    {
        QVERIFY(QTest::qWaitFor([&] { return table->isCurtainUp(); }, 10000));
        QTest::mouseClick(table->curtain()->button(), Qt::LeftButton);
        QVERIFY(!table->isCurtainUp());
    }

    void play(Move move)
    {
        const size_t plies = game().moves().size();
        QVERIFY(controller->submitMove(move));
        QVERIFY(QTest::qWaitFor(
            [&] { return !controller->animating() && game().moves().size() == plies + 1; }, 10000));
        QCoreApplication::processEvents();
    }

    SpeakEasyTable *table = nullptr;
    TableController *controller = nullptr;

private:
    MainWindow m_window;
};

} // namespace

class TestSeLeak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        shell::Pace::setSpeed(shell::Speed::Instant);
        QVERIFY(m_dir.isValid());
        common::Rng rng(kSeed);
        m_south = randomLayout(0, rng);
        m_north = randomLayout(1, rng);
        // Two of North's pieces of different kinds whose places may be exchanged (SE3 still
        // holds). Not the Speakeasy nor the Boss, whose fates the rules announce (SE5).
        for (Square a = 0; a < kSquares && m_swapped.empty(); ++a) {
            for (Square b = a + 1; b < kSquares && m_swapped.empty(); ++b) {
                const Kind ka = m_north.at[a], kb = m_north.at[b];
                if (ka == Kind::None || kb == Kind::None || ka == kb)
                    continue;
                if (ka == Kind::Speakeasy || kb == Kind::Speakeasy || ka == Kind::Boss ||
                    kb == Kind::Boss)
                    continue;
                Layout other = m_north;
                std::swap(other.at[a], other.at[b]);
                if (layoutError(1, other).empty()) {
                    m_otherNorth = other;
                    m_swapped = {a, b};
                }
            }
        }
        QCOMPARE(int(m_swapped.size()), 2);
    }

    // SE7: while the curtain is up the window shows the curtain over the whole table, and no
    // text of the window names a kind that either player still keeps secret.
    void curtainHidesTheWholeTable()
    {
        HotSeat game(m_dir.path() + QStringLiteral("/a"), m_south, m_north);
        bool fought = false;
        for (int ply = 0; ply < 24 && game.controller->phase() == TableController::Phase::Play;
             ++ply) {
            QVERIFY(game.table->isCurtainUp());
            checkCurtain(game);
            game.lift();
            // Attack when possible so that some pieces are revealed and others not.
            const std::vector<Move> moves = game.controller->movesForViewer();
            QVERIFY(!moves.empty());
            Move move = moves.front();
            const int mover = game.game().position().toMove();
            for (const Move &m : moves)
                if (game.game().position().ownerAt(m.to) == 1 - mover)
                    move = m;
            fought |= game.game().position().ownerAt(move.to) == 1 - mover;
            game.play(move);
        }
        QVERIFY(fought);
        QVERIFY(!secretKinds(game.game()).empty());
    }

    // D9, SE7: what South sees after the curtain does not depend on North's pieces South has
    // never met. Same seed, same moves, two of those pieces exchanged: the same window.
    void unseenIdentitiesChangeNothingShown()
    {
        // The moves of the first game, chosen to keep away from the two exchanged pieces.
        std::vector<Move> moves;
        QImage first, second;
        QStringList firstTexts, firstLog;
        {
            HotSeat game(m_dir.path() + QStringLiteral("/b"), m_south, m_north);
            for (int ply = 0; ply < 12; ++ply) {
                game.lift();
                const int mover = game.game().position().toMove();
                std::optional<Move> chosen;
                for (const Move &m : game.controller->movesForViewer()) {
                    if (touchesSwapped(m))
                        continue;
                    const bool fight = game.game().position().ownerAt(m.to) == 1 - mover;
                    if (!chosen || fight)
                        chosen = m;
                }
                QVERIFY(chosen);
                moves.push_back(*chosen);
                game.play(*chosen);
                // A comparison that cannot be made fails: the seed or the moves need changing.
                QVERIFY2(game.controller->phase() == TableController::Phase::Play,
                         "the game ended before the comparison");
            }
            if (game.game().position().toMove() != 0) {
                game.lift(); // North moves once more, so that South is at the screen
                const std::vector<Move> north = game.controller->movesForViewer();
                auto quiet = std::find_if(north.begin(), north.end(), [&](const Move &m) {
                    return !touchesSwapped(m) && game.game().position().ownerAt(m.to) < 0;
                });
                QVERIFY(quiet != north.end());
                moves.push_back(*quiet);
                game.play(*quiet);
            }
            game.lift();
            QCOMPARE(game.controller->viewer(), 0);
            const SeatView south = game.game().view(0);
            for (Square s : m_swapped)
                QVERIFY(south.unknown() & bit(s)); // never seen: the point of the comparison
            QVERIFY(game.table->logModel()->rowCount() > 0);
            QCoreApplication::processEvents();
            first = game.window().grab().toImage();
            firstTexts = everyText(&game.window());
            firstLog = logRows(game.table);
        }
        {
            HotSeat game(m_dir.path() + QStringLiteral("/c"), m_south, m_otherNorth);
            for (const Move &move : moves) {
                game.lift();
                game.play(move);
            }
            game.lift();
            QCOMPARE(game.controller->viewer(), 0);
            QCoreApplication::processEvents();
            second = game.window().grab().toImage();
            for (Square s : m_swapped)
                QVERIFY(game.game().position().kindAt(s) != m_north.at[s]); // they differ
            QCOMPARE(logRows(game.table), firstLog);
            const QStringList texts = everyText(&game.window());
            QCOMPARE(texts.size(), firstTexts.size());
            for (int i = 0; i < texts.size(); ++i)
                QCOMPARE(texts[i], firstTexts[i]);
        }
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS")) {
            first.save(QStringLiteral("/tmp/se_leak_first.png"));
            second.save(QStringLiteral("/tmp/se_leak_second.png"));
        }
        QCOMPARE(first.size(), second.size());
        QVERIFY(first == second);
    }

private:
    bool touchesSwapped(const Move &m) const
    {
        return std::find(m_swapped.begin(), m_swapped.end(), m.from) != m_swapped.end() ||
               std::find(m_swapped.begin(), m_swapped.end(), m.to) != m_swapped.end();
    }

    static void checkCurtain(HotSeat &game)
    {
        MainWindow &window = game.window();
        SpeakEasyTable *t = game.table;
        const QImage shot = window.grab().toImage();
        const QRect tableRect(t->mapTo(&window, QPoint(0, 0)), t->size());
        const QColor curtain = t->curtain()->palette().color(QPalette::Window);
        int curtainPixels = 0, total = 0;
        for (int y = tableRect.top(); y < tableRect.bottom(); y += 7) {
            for (int x = tableRect.left(); x < tableRect.right(); x += 7) {
                ++total;
                curtainPixels += shot.pixelColor(x * shot.devicePixelRatio(),
                                                 y * shot.devicePixelRatio()) == curtain;
            }
        }
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
            shot.save(QStringLiteral("/tmp/se_leak_curtain.png"));
        QVERIFY2(curtainPixels > total * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(curtainPixels).arg(total)));
        QVERIFY(t->curtain()->title().contains(Names::seat(game.controller->curtainSeat())));
        const QStringList texts = everyText(&window);
        for (Kind kind : secretKinds(game.game())) {
            const QRegularExpression name(
                QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(Names::piece(kind))),
                QRegularExpression::CaseInsensitiveOption);
            for (const QString &text : texts)
                QVERIFY2(!text.contains(name), qPrintable(text));
        }
        for (Square s = 0; s < kSquares; ++s)
            for (Kind kind : secretKinds(game.game()))
                QVERIFY(!t->board()->describe(s).contains(Names::piece(kind)));
    }

    QTemporaryDir m_dir;
    Layout m_south, m_north, m_otherNorth;
    std::vector<Square> m_swapped;
};

QTEST_MAIN(TestSeLeak)
#include "tst_se_leak.moc"
