// The strict, bounded reading of every network message (issue 24): the games' reader for files
// (engine/common/json.h) under a message's size bound, one row per thing refused with the
// protocol's code for it, and what must still be read.
#include "strictjson.h"

#include <QTest>

#include <string>

using net::json::Problem;

class TestNetJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        auto row = [](const char *name, const QByteArray &text, Problem problem) {
            QTest::newRow(name) << text << QString::fromLatin1(net::json::code(problem));
        };
        row("object", R"({"type":"chat","text":"hi"})", Problem::None);
        row("nested 32 deep", "{\"a\":" + QByteArray(31, '[') + QByteArray(31, ']') + "}",
            Problem::None);
        row("1000 items", "{\"a\":[" + QByteArray("0,").repeated(999) + "0]}", Problem::None);
        row("duplicate key", R"({"type":"decide","type":"chat"})", Problem::DuplicateKey);
        row("duplicate key nested", R"({"d":{"add":1,"add":2}})", Problem::DuplicateKey);
        row("duplicate key with escapes", "{\"\\u001b[2J\":1,\"\\u001b[2J\":2}",
            Problem::DuplicateKey);
        row("same key in two objects", R"({"a":{"k":1},"b":{"k":2}})", Problem::None);
        row("nested 33 deep", "{\"a\":" + QByteArray(32, '[') + QByteArray(32, ']') + "}",
            Problem::TooDeep);
        row("nested 10000 deep", "{\"a\":" + QByteArray(10000, '[') + "}", Problem::TooDeep);
        row("1001 items", "{\"a\":[" + QByteArray("0,").repeated(1000) + "0]}", Problem::TooMany);
        row(
            "1001 members",
            "{" +
                [] {
                    QByteArray members;
                    for (int i = 0; i <= 1000; ++i)
                        members += (i ? ",\"k" : "\"k") + QByteArray::number(i) + "\":0";
                    return members;
                }() +
                "}",
            Problem::TooMany);
        row("array at the top", "[1,2]", Problem::NotObject);
        row("string at the top", "\"hello\"", Problem::NotObject);
        // Not a raw string: moc misreads one that ends inside a quoted word.
        row("truncated", "{\"type\":\"cha", Problem::Syntax);
        row("trailing text", R"({"type":"chat"} x)", Problem::Syntax);
        row("comment", R"({"type":/*x*/"chat"})", Problem::Syntax);
        row("byte-order mark", "\xEF\xBB\xBF{}", Problem::Syntax);
        row("invalid UTF-8", "{\"text\":\"\xC3\x28\"}", Problem::Syntax);
        row("raw control character", "{\"text\":\"a\x01\"}", Problem::Syntax);
        row("empty", "", Problem::Syntax);
        row("too large", "{\"text\":\"" + QByteArray(70 * 1024, 'x') + "\"}", Problem::TooLarge);
    }

    void refusals()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        const net::json::Parsed parsed =
            net::json::parseMessage(std::string_view(text.constData(), size_t(text.size())));
        QCOMPARE(QString::fromLatin1(net::json::code(parsed.problem)), code);
        if (parsed.problem == Problem::None) {
            QVERIFY(parsed.value.is_object());
        } else {
            // One line of printable ASCII whatever the input held: it goes back to the sender.
            QVERIFY(!parsed.detail.empty());
            for (char c : parsed.detail)
                QVERIFY2(c >= 0x20 && c < 0x7f, parsed.detail.c_str());
        }
    }

    // The values read are the values sent.
    void valuesKept()
    {
        const std::string text =
            R"({"a":[1,-2,3.5,true,null,"é\u0000"],"b":{"c":18446744073709551615}})";
        const net::json::Parsed parsed = net::json::parseMessage(text);
        QCOMPARE(int(parsed.problem), int(Problem::None));
        QVERIFY(parsed.value == nlohmann::json::parse(text));
    }
};

QTEST_GUILESS_MAIN(TestNetJson)
#include "tst_net_json.moc"
