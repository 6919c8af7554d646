// Every round scenario (R7.2) of the project and of the shared rules cases, resolved exactly as
// `razzia-cli resolve FILE` resolves it, against the "expect" object each file carries.
#include "razziaqio.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace razzia;

class TestScenarios : public QObject
{
    Q_OBJECT

private slots:
    void resolve_data();
    void resolve();
    void projectCasesExist();
};

namespace {

void addFolder(const QString &tag, const QString &folder)
{
    const QDir dir(folder);
    if (!dir.exists()) {
        // A machine with the project alone has no shared folder: one row that skips.
        QTest::newRow(qPrintable(tag + QStringLiteral(": folder missing"))) << QString();
        return;
    }
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        QTest::newRow(qPrintable(tag + QLatin1Char('/') + file)) << dir.filePath(file);
}

} // namespace

void TestScenarios::resolve_data()
{
    QTest::addColumn<QString>("path");
    addFolder(QStringLiteral("project"), QStringLiteral(RAZZIA_TEST_DATA "/scenarios"));
    addFolder(QStringLiteral("shared"), QStringLiteral(RAZZIA_SHARED_SCENARIOS));
}

void TestScenarios::resolve()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        QSKIP("the scenario folder is not on this machine");

    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    // A file that is not JSON cannot carry an "expect": it must be refused (R7.2).
    const QJsonObject expect = doc.isObject()
                                   ? doc.object().value(QStringLiteral("expect")).toObject()
                                   : QJsonObject{{QStringLiteral("refused"), true}};
    QVERIFY2(!expect.isEmpty(), "the scenario has no \"expect\" object");

    const qio::ResolveOutput result = qio::resolveFile(path);

    if (expect.value(QStringLiteral("refused")).toBool()) {
        QVERIFY2(result.status == 2, result.out.constData());
        QVERIFY(result.out.isEmpty());
        const QString line = result.error.trimmed();
        QVERIFY2(!line.isEmpty(), "a refusal says why");
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
        qDebug("refused: %s", qPrintable(line));
        return;
    }

    QVERIFY2(result.status == 0, qPrintable(result.error));
    QVERIFY(result.error.isEmpty());
    QJsonParseError parseError;
    const QJsonDocument outDoc = QJsonDocument::fromJson(result.out, &parseError);
    QVERIFY2(outDoc.isObject(), qPrintable(parseError.errorString()));
    const QJsonObject out = outDoc.object();
    QCOMPARE(out.value(QStringLiteral("format")).toString(),
             QStringLiteral("razzia-round-result/1"));
    for (const char *key : {"won", "money", "bars", "dice_used"}) {
        const QString k = QString::fromLatin1(key);
        QVERIFY2(expect.contains(k), qPrintable(QStringLiteral("expect.%1 is missing").arg(k)));
        const QJsonValue want = expect.value(k);
        const QJsonValue got = out.value(k);
        QVERIFY2(got == want,
                 qPrintable(
                     QStringLiteral("%1: expected %2, got %3")
                         .arg(k,
                              QString::fromUtf8(
                                  QJsonDocument(QJsonArray{want}).toJson(QJsonDocument::Compact)),
                              QString::fromUtf8(
                                  QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact)))));
    }
}

// The rules cases this project writes itself (R4, R5, R7.2): a missing folder is a failure here.
void TestScenarios::projectCasesExist()
{
    const QDir dir(QStringLiteral(RAZZIA_TEST_DATA "/scenarios"));
    QVERIFY2(dir.entryList({QStringLiteral("*.json")}, QDir::Files).size() >= 14,
             qPrintable(dir.path()));
}

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
