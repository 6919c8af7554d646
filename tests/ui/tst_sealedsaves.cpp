// Issue 29 in the window: a running game's save shows nothing a seat could not see (two games
// that differ only in a hidden card or piece, or in the deals to come, give files identical
// outside their sealed part), Continue puts back the very table that was left (Razzia's hands
// and bills, Speak Easy's pieces), and a save whose sealed part was altered or sealed under
// another key is refused in one line and kept aside.
#include "uitestsupport.h"

#include "../razziaqio.h"
#include "boardwidget.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "savestore.h"
#include "sealedsupport.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"
#include "tablecontroller.h"

#include "razzia/recordjson.h"
#include "razzia/session.h"
#include "speakeasy/layout.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/session.h"

#include <QDir>
#include <QTemporaryDir>

#include <bit>

using namespace razzia;
using namespace razzia::ui;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// Every byte of a save but its sealed text.
QByteArray openBytes(const QByteArray &file)
{
    const QByteArray key = "\"sealed\": \"";
    const qsizetype from = file.indexOf(key);
    const qsizetype to = file.indexOf('"', from + key.size());
    if (from < 0 || to < 0)
        return file;
    return file.left(from + key.size()) + file.mid(to);
}

// Everything Razzia's table holds, hidden or not.
QString tableOf(const Game &game)
{
    QString out = QStringLiteral("round %1 dealer %2 phase %3 decide %4 pending %5 draw %6\n")
                      .arg(game.round())
                      .arg(game.dealer())
                      .arg(int(game.phase()))
                      .arg(game.toDecide())
                      .arg(game.pendingBill())
                      .arg(game.drawPileSize());
    for (int s = 0; s < game.players(); ++s) {
        out += QStringLiteral("seat %1 $%2 chosen %3 hand")
                   .arg(s)
                   .arg(game.money(s))
                   .arg(game.chosen(s).code());
        for (int i = 0; i < game.hand(s).size; ++i)
            out += QLatin1Char(' ') + QString::number(game.hand(s).cards[i].code());
        out += QLatin1Char('\n');
    }
    for (int b = 0; b < kBarCount; ++b)
        for (int d = 0; d < kDenominations; ++d)
            out += QString::number(game.barBills(Bar(b)).count[d]);
    return out;
}

// Speak Easy's board as the referee holds it: every piece, its owner and its kind.
QString boardOf(const speakeasy::Game &game)
{
    QString out;
    for (int s = 0; s < speakeasy::kSquares; ++s) {
        const int owner = game.position().ownerAt(speakeasy::Square(s));
        if (owner >= 0)
            out += QStringLiteral("%1:%2%3 ")
                       .arg(s)
                       .arg(owner)
                       .arg(int(game.position().kindAt(speakeasy::Square(s))));
    }
    return out + QStringLiteral("to move %1").arg(game.position().toMove());
}

TableSetup personAndComputers(quint64 seed)
{
    TableSetup setup;
    setup.seats << SeatSetup{QStringLiteral("Karine"), true, QStringLiteral("normal")};
    for (int seat = 1; seat < 4; ++seat)
        setup.seats << SeatSetup{QStringLiteral("Seat %1").arg(seat + 1), false,
                                 QStringLiteral("normal")};
    setup.seed = seed;
    return setup;
}

QList<int> cardsShown(const MainWindow &window)
{
    QList<int> codes;
    const auto hands = RazziaModule::of(window)->page()->findChildren<HandWidget *>();
    for (const HandWidget *hand : hands)
        for (const Card &card : hand->cards())
            codes << card.code();
    return codes;
}

} // namespace

class TestSealedSaves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    // R3.3, R3.4, issue 29: Continue shows the same hand, the same bills and the same secret
    // choices of the computer seats, not a new deal of the round in progress.
    void razziaContinueShowsTheSameTable()
    {
        const QString path = m_dir.filePath(QStringLiteral("table.razzia"));
        MainWindow first;
        first.setAutosavePath(QString());
        first.show();
        RazziaModule::of(first)->startGame(personAndComputers(2026));
        TableController *controller = RazziaModule::of(first)->controller();
        QVERIFY(QTest::qWaitFor(
            [&] { return controller->waiting() == TableController::Waiting::Card; }, 30000));
        const QString table = tableOf(RazziaModule::of(first)->session()->game());
        const QList<int> shown = cardsShown(first);
        QCOMPARE(shown.size(), 5);
        QString error;
        QVERIFY2(first.saveTo(path, &error), qPrintable(error));
        const QByteArray file = readAll(path);
        QVERIFY(file.startsWith("{\n    \"format\": \"sealed-game/1\""));

        for (int copy = 0; copy < 2; ++copy) {
            MainWindow second;
            second.setAutosavePath(QString());
            second.show();
            QVERIFY2(second.openFile(path, &error), qPrintable(error));
            TableController *resumed = RazziaModule::of(second)->controller();
            QVERIFY(QTest::qWaitFor(
                [&] { return resumed->waiting() == TableController::Waiting::Card; }, 30000));
            QCOMPARE(tableOf(RazziaModule::of(second)->session()->game()), table);
            QCOMPARE(cardsShown(second), shown);
            RazziaModule::of(second)->controller()->halt();
        }
        QCOMPARE(readAll(path), file); // a file opened from elsewhere is left as it was
    }

    // SE7, issue 29: every piece comes back where it was, both hidden set-ups included.
    void speakEasyContinueShowsTheSamePieces()
    {
        const QString path = m_dir.filePath(QStringLiteral("pieces.speakeasy"));
        MainWindow first;
        first.setAutosavePath(QString());
        first.show();
        auto *module = speakeasy::ui::SpeakEasyModule::of(first);
        QVERIFY(module->start(QStringLiteral("random"), QStringLiteral("random"), 8));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const speakeasy::Game *game = module->table()->controller()->refereeGame();
                return game && game->moves().size() >= 6;
            },
            60000));
        QString error;
        QVERIFY2(first.saveTo(path, &error), qPrintable(error));
        const QByteArray file = readAll(path);
        QVERIFY(!file.contains("setups"));
        speakeasy::GameRecord saved;
        std::optional<speakeasy::Game> replayed;
        std::string why;
        const QByteArray record = recordIn(file);
        QVERIFY(speakeasy::io::loadRecord(
            std::string_view(record.constData(), size_t(record.size())), saved, replayed, why));

        MainWindow second;
        second.setAutosavePath(QString());
        second.show();
        QVERIFY2(second.openFile(path, &error), qPrintable(error));
        const speakeasy::Game *resumed =
            speakeasy::ui::SpeakEasyModule::of(second)->table()->controller()->refereeGame();
        QVERIFY(resumed);
        QCOMPARE(resumed->moves().size(), saved.moves.size());
        QCOMPARE(boardOf(*resumed), boardOf(*replayed));
        // The computer seats choose afresh from here: a new seed at each resume, recorded with
        // the ply it applies from (issue 29).
        uint64_t seeds[2] = {};
        for (uint64_t &seed : seeds) {
            MainWindow again;
            again.setAutosavePath(QString());
            QVERIFY2(again.openFile(path, &error), qPrintable(error));
            auto *resumedModule = speakeasy::ui::SpeakEasyModule::of(again);
            speakeasy::GameRecord record;
            const QByteArray json = resumedModule->record();
            QVERIFY(speakeasy::io::parseRecord(
                std::string_view(json.constData(), size_t(json.size())), record, why));
            QCOMPARE(record.reseeds.size(), size_t(1));
            QCOMPARE(record.reseeds[0].ply, int(saved.moves.size()));
            QCOMPARE(record.seed, saved.seed);
            seed = record.reseeds[0].seed;
            resumedModule->halt();
        }
        QVERIFY(seeds[0] != seeds[1]);
    }

    // Issue 29: a person's tags on hidden pieces are theirs: kept in the save, sealed, and put
    // back by Continue for the seat that made them.
    void speakEasyTagsComeBackWithTheSave()
    {
        const QString path = m_dir.filePath(QStringLiteral("tags.speakeasy"));
        MainWindow first;
        first.setAutosavePath(QString());
        first.show();
        auto *module = speakeasy::ui::SpeakEasyModule::of(first);
        QVERIFY(module->start(QStringLiteral("human"), QStringLiteral("random"), 77));
        QVERIFY(module->table()->startGame());
        auto *controller = module->table()->controller();
        QVERIFY(QTest::qWaitFor([&] { return !controller->movesForViewer().empty(); }, 10000));
        QVERIFY(controller->submitMove(controller->movesForViewer().front()));
        QVERIFY(QTest::qWaitFor([&] { return !controller->movesForViewer().empty(); }, 10000));
        speakeasy::Square enemy = speakeasy::kNoSquare;
        const speakeasy::ui::TablePicture picture = controller->picture();
        for (speakeasy::Square s = 0; s < speakeasy::kSquares && enemy == speakeasy::kNoSquare; ++s)
            if (picture.at[s].owner == 1 && picture.at[s].kind == speakeasy::Kind::None)
                enemy = s;
        QVERIFY(enemy != speakeasy::kNoSquare);
        Q_EMIT module->table()->board()->tagRequested(enemy, speakeasy::Kind::Heir);
        QCOMPARE(module->table()->tags().at(0, enemy), speakeasy::Kind::Heir);
        QString error;
        QVERIFY2(first.saveTo(path, &error), qPrintable(error));
        const QByteArray file = readAll(path);
        QVERIFY(!file.contains("tags"));
        QVERIFY(!file.contains("heir"));
        QVERIFY(recordIn(file).contains("\"tags\""));
        module->halt();

        MainWindow second;
        second.setAutosavePath(QString());
        second.show();
        QVERIFY2(second.openFile(path, &error), qPrintable(error));
        const auto &tags = speakeasy::ui::SpeakEasyModule::of(second)->table()->tags();
        QCOMPARE(tags.at(0, enemy), speakeasy::Kind::Heir);
        QVERIFY(tags.of(1).empty());
    }

    // Issue 29: two running games that differ only in what a seat cannot see give saves
    // identical in every byte outside the sealed part.
    void openPartShowsNothingHidden_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("Razzia: an opponent's secret card (R3.4)") << 0;
        QTest::newRow("Razzia: the deals to come (R5.8)") << 1;
        QTest::newRow("Speak Easy: a hidden piece (SE7)") << 2;
    }

    void openPartShowsNothingHidden()
    {
        QFETCH(int, which);
        QByteArray records[2];
        if (which < 2) {
            // Two resumes of one save, before seat 2 has chosen: each draws its own future.
            Session original;
            original.start({303,
                            -1,
                            {{"Karine", "human", ""},
                             {"Bugsy", "ai", "normal"},
                             {"Lucky", "ai", "normal"},
                             {"Dutch", "ai", "normal"}},
                            true});
            while (!(original.game().phase() == Phase::Play && original.game().round() == 2)) {
                const int seat = std::countr_zero(original.game().toDecide());
                const Decision d = original.isAi(seat) ? original.ask(seat) : [&] {
                    DecisionList list;
                    original.game().legalDecisions(seat, list);
                    return list.items[0];
                }();
                QCOMPARE(original.decide(seat, d), Refusal::None);
            }
            const GameRecord save = original.saveRecord();
            for (int i = 0; i < 2; ++i) {
                Session resumed;
                std::string error;
                QVERIFY2(resumed.resume(save, error), error.c_str());
                if (which == 0) {
                    DecisionList list;
                    resumed.game().legalDecisions(2, list);
                    QVERIFY(list.size >= 2);
                    QCOMPARE(resumed.decide(2, list.items[i]), Refusal::None);
                }
                records[i] = QByteArray::fromStdString(io::recordToJson(resumed.saveRecord()));
            }
        } else {
            // North's set-up with two pieces swapped that nobody has seen yet.
            namespace se = speakeasy;
            const se::Layout south = se::exampleLayout();
            const se::Layout north = se::mirrored(se::exampleLayout());
            se::Layout swapped = north;
            std::vector<se::Square> plain; // North's boss and an accountant
            for (const se::Kind kind : {se::Kind::Boss, se::Kind::Accountant})
                for (int s = 0;
                     s < se::kSquares && plain.size() < (kind == se::Kind::Boss ? 1u : 2u); ++s)
                    if (north.at[s] == kind)
                        plain.push_back(se::Square(s));
            QCOMPARE(plain.size(), size_t(2));
            std::swap(swapped.at[plain[0]], swapped.at[plain[1]]);
            QVERIFY(se::layoutError(1, swapped).empty());
            for (int i = 0; i < 2; ++i) {
                se::GameRecord record;
                record.seed = 12;
                record.players = {se::PlayerInfo{"Karine", "human", ""},
                                  se::PlayerInfo{"Ann", "human", ""}};
                record.first = se::firstPlayer(12);
                record.setups = {south, i == 0 ? north : swapped};
                // Four quiet moves, none by the swapped pieces.
                se::Game game(record.setups[0], record.setups[1], record.first);
                for (int ply = 0; ply < 4; ++ply) {
                    const se::MoveSet moves = game.position().legalMoves();
                    for (int m = 0; m < moves.count(); ++m) {
                        const se::Move move = moves.at(m);
                        if (move.from != plain[0] && move.from != plain[1] &&
                            game.position().isEmpty(move.to)) {
                            QVERIFY(game.play(move));
                            record.moves.push_back(move);
                            break;
                        }
                    }
                }
                QCOMPARE(record.moves.size(), size_t(4));
                records[i] = QByteArray::fromStdString(se::io::recordToJson(record));
            }
        }
        QVERIFY(records[0] != records[1]);
        QByteArray sealed[2];
        for (int i = 0; i < 2; ++i) {
            QString error;
            QVERIFY2(shell::sealRecord(records[i], sealed[i], error), qPrintable(error));
        }
        QCOMPARE(openBytes(sealed[0]), openBytes(sealed[1]));
        QCOMPARE(sealed[0].size(), sealed[1].size());
        QVERIFY(!sealed[0].contains("\"seed\""));
        // Each opens back to its own game.
        for (int i = 0; i < 2; ++i)
            QCOMPARE(recordIn(sealed[i]), records[i]);
    }

    // A sealed part altered by one byte, or sealed under another key: refused like any damaged
    // save, in one line, and the autosave is kept aside, byte for byte, not offered again.
    void alteredOrForeignSaveIsRefusedAndKeptAside_data()
    {
        QTest::addColumn<bool>("foreign");
        QTest::newRow("one byte of the sealed part changed") << false;
        QTest::newRow("sealed under another key") << true;
    }

    void alteredOrForeignSaveIsRefusedAndKeptAside()
    {
        QFETCH(bool, foreign);
        const QString games = m_dir.filePath(QStringLiteral("refused-%1/games").arg(foreign));
        const SaveStore store(games,
                              m_dir.filePath(QStringLiteral("refused-%1/history").arg(foreign)));
        QString path;
        QByteArray bytes;
        {
            MainWindow window;
            window.setSaveStore(store);
            window.show();
            TableSetup setup = personAndComputers(91);
            setup.seats[0].human = false;
            RazziaModule::of(window)->startGame(setup);
            QVERIFY(QTest::qWaitFor(
                [&] { return RazziaModule::of(window)->session()->record().rounds.size() >= 1; },
                30000));
            RazziaModule::of(window)->controller()->halt();
            path = window.autosavePath();
            bytes = readAll(path);
        }
        QVERIFY(
            common::sealed::isSealed(std::string_view(bytes.constData(), size_t(bytes.size()))));
        if (foreign) {
            common::sealed::Cover cover;
            std::string secret, error;
            QVERIFY(common::sealed::open(std::string_view(bytes.constData(), size_t(bytes.size())),
                                         keyIn(), cover, secret, error));
            bytes = QByteArray::fromStdString(
                common::sealed::write(cover, secret, common::sealed::newKey()));
        } else {
            const qsizetype at = bytes.indexOf("\"sealed\": \"") + 60;
            bytes[at] = bytes[at] == 'A' ? 'B' : 'A';
        }
        QVERIFY(writeFile(path, bytes));

        MainWindow window;
        window.setSaveStore(store);
        window.show();
        QCOMPARE(window.unfinishedGames().size(), 1); // listed from its open part
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("cannot be opened")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("another key")), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QVERIFY(!QFile::exists(path));
        const QStringList aside = QDir(games).entryList({QStringLiteral("*.broken-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QDir(games).filePath(aside[0])), bytes);
        QCOMPARE(window.unfinishedGames().size(), 0);
    }

    // The key: made at the first save only, readable and writable by the user alone, the same
    // ever after; a damaged key file is reported and never replaced.
    void keyIsMadeOnceForTheUserAlone()
    {
        const QString path = shell::saveKeyPath();
        QFile::remove(path);
        common::sealed::Key made{}, again{};
        QString error;
        QVERIFY(!shell::saveKey(made, error, false));
        QVERIFY2(error.contains(QStringLiteral("no key")), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY2(shell::saveKey(made, error), qPrintable(error));
        QCOMPARE(QFile::permissions(path) & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ReadUser | QFileDevice::WriteUser),
                 QFileDevice::Permissions());
        QVERIFY(shell::saveKey(again, error));
        QVERIFY(made == again);
        QVERIFY(keyIn() == made);
        QVERIFY(writeFile(path, "not a key\n"));
        QVERIFY(!shell::saveKey(again, error));
        QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("not a key\n"));
        QFile::remove(path);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSealedSaves)
#include "tst_sealedsaves.moc"
