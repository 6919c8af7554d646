// Issue 17, in the library: every input is read through a limit, the JSON is strict and bounded
// before anything is built from it, and untrusted text comes back escaped on one line.
#include "common/escape.h"
#include "common/inputfile.h"
#include "razziaqio.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace razzia;
using namespace razzia::test;

namespace {

// The process's peak resident memory so far, in megabytes.
double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// A finished or interrupted random game and its record.
struct RecordedGame
{
    GameRecorder recorder;
    Game game;
    RecordedGame(int players, uint64_t seed, int stopRound = 0)
        : recorder(seed, 0,
                   std::vector<SeatInfo>(size_t(players), SeatInfo{"Bot", "ai", "random"})),
          game(Game::Setup{players, 0, seed, false}, &recorder)
    {
        RandomSeats bots(seed, players);
        while (!(game.round() == stopRound && game.phase() == Phase::Play)) {
            if (!stepOnce(game, bots))
                break;
        }
    }
};

// The bounded reader's answer in Qt's types.
struct Read
{
    bool ok = false;
    QByteArray bytes;
    QString error;
};

Read readBounded(const QString &path)
{
    const common::InputFile input = common::readFileBounded(QFile::encodeName(path).toStdString());
    return {input.ok, QByteArray::fromStdString(input.bytes), QString::fromStdString(input.error)};
}

QString escaped(const QString &text)
{
    return QString::fromStdString(common::escaped(text.toStdString()));
}

QString quoted(const QString &text)
{
    return QString::fromStdString(common::quoted(text.toStdString()));
}

} // namespace

class TestHardening : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void largeFilesRefusedAtOnce_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<QString>("says");
        QTest::newRow("20 MB") << qint64(20) * 1024 * 1024
                               << QStringLiteral("(20 MB, limit 16 MB)");
        QTest::newRow("200 MB") << qint64(200) * 1024 * 1024
                                << QStringLiteral("(200 MB, limit 16 MB)");
        QTest::newRow("one byte over")
            << qint64(common::kInputLimit + 1) << QStringLiteral("(16.0 MB, limit 16 MB)");
    }

    void largeFilesRefusedAtOnce()
    {
        QFETCH(qint64, size);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(QStringLiteral("large.json"));
        QFile file(path);
        // Written for real, not sparse: the reader must not care how the bytes are stored.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const QByteArray chunk(1024 * 1024, ' ');
        for (qint64 left = size; left > 0; left -= chunk.size())
            QVERIFY(file.write(chunk.constData(), std::min<qint64>(left, chunk.size())) > 0);
        file.close();
        const double before = peakMegabytes();
        QElapsedTimer timer;
        timer.start();
        const Read input = readBounded(path);
        const qint64 ms = timer.elapsed();
        QVERIFY(!input.ok);
        QVERIFY(input.bytes.isEmpty());
        QVERIFY2(input.error.contains(QStringLiteral("file too large ") + says),
                 qPrintable(input.error));
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
        QVERIFY2(peakMegabytes() - before < 100, qPrintable(QString::number(peakMegabytes())));
        QFile::remove(path);
    }

    void limitItselfIsAccepted()
    {
        const QString path = m_dir.filePath(QStringLiteral("limit.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.resize(common::kInputLimit));
        file.close();
        const Read input = readBounded(path);
        QVERIFY2(input.ok, qPrintable(input.error));
        QCOMPARE(qint64(input.bytes.size()), qint64(common::kInputLimit));
        QFile::remove(path);
    }

    void endlessDeviceRefusedAtOnce()
    {
        QElapsedTimer timer;
        timer.start();
        const Read input = readBounded(QStringLiteral("/dev/zero"));
        QVERIFY(!input.ok);
        QCOMPARE(input.error, QStringLiteral("file too large (more than 16 MB, limit 16 MB)"));
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void pipeReadThroughTheLimit()
    {
        // A FIFO fed from a thread: small input comes through whole, in whatever pieces.
        const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
        QVERIFY(mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QByteArray sent = QByteArray(300000, 'x') + "end";
        std::unique_ptr<QThread> writer(QThread::create([&] {
            QFile out(fifo);
            if (out.open(QIODevice::WriteOnly)) {
                for (qsizetype at = 0; at < sent.size(); at += 70000)
                    out.write(sent.mid(at, 70000));
            }
        }));
        writer->start();
        const Read input = readBounded(fifo);
        writer->wait();
        QVERIFY2(input.ok, qPrintable(input.error));
        QCOMPARE(input.bytes, sent);
    }

    void missingFileSaysWhy()
    {
        const Read input = readBounded(m_dir.filePath(QStringLiteral("none")));
        QVERIFY(!input.ok);
        QVERIFY(input.error.startsWith(QStringLiteral("cannot read: ")));
    }

    void escapedText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("Café du Port") << QStringLiteral("Café du Port");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
        QTest::newRow("carriage return") << QStringLiteral("a\rb") << QStringLiteral("a\\rb");
        QTest::newRow("terminal escape")
            << QStringLiteral("\x1b[2J") << QStringLiteral("\\u001b[2J");
        QTest::newRow("quote and backslash")
            << QStringLiteral("\"\\") << QStringLiteral("\\\"\\\\");
        QTest::newRow("DEL and C1")
            << QStringLiteral("\x7f") + QChar(0x9b) << QStringLiteral("\\u007f\\u009b");
        QTest::newRow("line separator") << QString(QChar(0x2028)) << QStringLiteral("\\u2028");
        QTest::newRow("bidi override") << QString(QChar(0x202e)) << QStringLiteral("\\u202e");
    }

    void escapedText()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(escaped(text), expected);
        QCOMPARE(quoted(text), QLatin1Char('"') + expected + QLatin1Char('"'));
    }

    void strictJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("R7 byte-order mark")
            << QByteArray("\xef\xbb\xbf{}") << QStringLiteral("byte-order mark");
        QTest::newRow("R7 number 1.") << QByteArray("{\"a\": 1.}") << QStringLiteral("digit");
        QTest::newRow("R7 number .5")
            << QByteArray("{\"a\": .5}") << QStringLiteral("value is missing");
        QTest::newRow("R7 leading zero")
            << QByteArray("{\"a\": 01}") << QStringLiteral("leading zero");
        QTest::newRow("R7 raw carriage return")
            << QByteArray("{\"a\": \"x\ry\"}") << QStringLiteral("control character");
        QTest::newRow("R7 raw newline")
            << QByteArray("{\"a\": \"x\ny\"}") << QStringLiteral("control character");
        QTest::newRow("R7 raw escape code")
            << QByteArray("{\"a\": \"\x1b[31m\"}") << QStringLiteral("control character");
        QTest::newRow("R7 invalid UTF-8")
            << QByteArray("{\"a\": \"\xc3\x28\"}") << QStringLiteral("UTF-8");
        QTest::newRow("R7 overlong UTF-8")
            << QByteArray("{\"a\": \"\xc0\xaf\"}") << QStringLiteral("UTF-8");
        QTest::newRow("R7 lone surrogate")
            << QByteArray("{\"a\": \"\\ud800\"}") << QStringLiteral("surrogate");
        QTest::newRow("R7 trailing comma")
            << QByteArray("{\"a\": [1,]}") << QStringLiteral("value is missing");
        QTest::newRow("R7 garbage after") << QByteArray("{} {}") << QStringLiteral("garbage");
        // Qt would keep the second "a"; which one the writer meant nobody can tell.
        QTest::newRow("R7 duplicate key") << QByteArray("{\"a\": 1, \"b\": 2, \"a\": 3}")
                                          << QStringLiteral("duplicate key \"a\" at offset 17");
        QTest::newRow("R7 duplicate key, one escaped")
            << QByteArray("{\"bars\": 1, \"b\\u0061rs\": 2}")
            << QStringLiteral("duplicate key \"bars\"");
        QTest::newRow("R7 duplicate key, nested")
            << QByteArray("{\"x\": {\"a\": 1}, \"y\": [{\"c\": 1, \"c\": 1}]}")
            << QStringLiteral("duplicate key \"c\"");
        QTest::newRow("R7 more values than any game")
            << QByteArray("{\"a\": [") + QByteArray("0,").repeated(common::json::kMaxValues) + "0]}"
            << QStringLiteral("more values and names than any game holds");
        QTest::newRow("R7 nested too deep")
            << QByteArray("{\"a\":") + QByteArray(100, '[') + QByteArray(100, ']') + "}"
            << QStringLiteral("nested too deep");
    }

    void strictJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        RoundScenario scenario;
        QString error;
        QVERIFY(!qio::parseScenario(json, scenario, error));
        QVERIFY2(error.startsWith(QStringLiteral("JSON: ")) && error.contains(says),
                 qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
    }

    void untrustedKeysComeBackEscaped()
    {
        RoundScenario scenario;
        QString error;
        const QByteArray json = "{\"format\": \"razzia-round/1\", \"players\": 4, \"dealer\": 0,"
                                " \"bars\": {\"jazz\\n\\u001b[2J\": [20000]}, \"plays\": []}";
        QVERIFY(!qio::parseScenario(json, scenario, error));
        QCOMPARE(error, QStringLiteral("bars[\"jazz\\n\\u001b[2J\"]: unknown bar "
                                       "\"jazz\\n\\u001b[2J\""));
    }

    void longArraysRefusedBeforeTheyAreWalked()
    {
        // 150,000 bills on a bar, within kMaxJsonValues: refused by their count before a field and
        // a path are made for each.
        QByteArray json = "{\"format\": \"razzia-round/1\", \"players\": 4, \"dealer\": 0, "
                          "\"plays\": [], \"bars\": {\"jazz\": [";
        for (int i = 0; i < 150000; ++i)
            json += i ? ",1" : "1";
        json += "]}}";
        const double before = peakMegabytes();
        RoundScenario scenario;
        QString error;
        QVERIFY(!qio::parseScenario(json, scenario, error));
        QVERIFY2(error.startsWith(QStringLiteral("bars.jazz: 150000 items")), qPrintable(error));
        QVERIFY2(peakMegabytes() - before < 100, qPrintable(QString::number(peakMegabytes())));
    }

    void manyMembersRefusedBeforeTheyAreWalked()
    {
        QByteArray json = "{\"format\": \"razzia-round/1\", \"players\": 4, \"dealer\": 0, "
                          "\"plays\": [], \"bars\": {";
        for (int i = 0; i < 50000; ++i)
            json += (i ? ",\"b" : "\"b") + QByteArray::number(i) + "\": []";
        json += "}}";
        RoundScenario scenario;
        QString error;
        QVERIFY(!qio::parseScenario(json, scenario, error));
        QVERIFY2(error.startsWith(QStringLiteral("bars: 50000 members")), qPrintable(error));
    }

    void unknownAiLevelRefused()
    {
        GameRecord record = RecordedGame(4, 3).recorder.record();
        record.players[2].level = "godlike";
        GameRecord parsed;
        QString error;
        QVERIFY(!qio::parseRecord(qio::recordToJson(record), parsed, error));
        QCOMPARE(error, QStringLiteral("players[2].level: unknown AI level \"godlike\"; the levels "
                                       "are random, easy, normal, hard, expert"));
    }

    void overlongNameRefused()
    {
        GameRecord record = RecordedGame(3, 4).recorder.record();
        record.players[1].name = std::string(101, 'x');
        GameRecord parsed;
        QString error;
        QVERIFY(!qio::parseRecord(qio::recordToJson(record), parsed, error));
        QCOMPARE(error, QStringLiteral("players[1].name: a name of 101 characters; at most 100"));
        record.players[1].name = std::string(100, 'x');
        QVERIFY2(qio::parseRecord(qio::recordToJson(record), parsed, error), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestHardening)
#include "tst_hardening.moc"
