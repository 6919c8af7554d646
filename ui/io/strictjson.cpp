#include "strictjson.h"

#include "escape.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <set>
#include <string>

namespace razzia::io {

namespace {

class Checker
{
public:
    explicit Checker(QByteArrayView json)
        : m_p(reinterpret_cast<const uint8_t *>(json.data())), m_end(m_p + json.size()),
          m_begin(m_p)
    {}

    // The first problem, or an empty string.
    QString run()
    {
        if (m_end - m_p >= 3 && m_p[0] == 0xef && m_p[1] == 0xbb && m_p[2] == 0xbf)
            fail("a byte-order mark is not JSON");
        else if (skipSpace(); value(0) && (skipSpace(), m_p != m_end))
            fail("garbage after the document");
        return m_error;
    }

private:
    bool fail(const char *what) { return fail(QLatin1String(what)); }
    bool fail(const QString &what)
    {
        m_error = QStringLiteral("JSON: %1 at offset %2").arg(what).arg(qint64(m_p - m_begin));
        return false;
    }

    // A member name between its quotes (both included), as its characters: escapes are rare in
    // names, so only those go through a parser.
    static std::string decodedName(const uint8_t *begin, const uint8_t *end)
    {
        const std::string raw(reinterpret_cast<const char *>(begin), size_t(end - begin));
        if (raw.find('\\') == std::string::npos)
            return raw.substr(1, raw.size() - 2);
        const QByteArray snippet = "{" + QByteArray::fromStdString(raw) + ":0}";
        return QJsonDocument::fromJson(snippet).object().keys().value(0).toStdString();
    }

    void skipSpace()
    {
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\t' || *m_p == '\n' || *m_p == '\r'))
            ++m_p;
    }

    bool literal(const char *word)
    {
        for (const char *w = word; *w; ++w, ++m_p) {
            if (m_p == m_end || *m_p != uint8_t(*w))
                return fail("unknown word");
        }
        return true;
    }

    bool digits()
    {
        if (m_p == m_end || *m_p < '0' || *m_p > '9')
            return fail("a digit is missing in a number");
        while (m_p != m_end && *m_p >= '0' && *m_p <= '9')
            ++m_p;
        return true;
    }

    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    bool number()
    {
        if (*m_p == '-')
            ++m_p;
        if (m_p != m_end && *m_p == '0') {
            ++m_p;
            if (m_p != m_end && *m_p >= '0' && *m_p <= '9')
                return fail("a number has a leading zero");
        } else if (!digits()) {
            return false;
        }
        if (m_p != m_end && *m_p == '.') {
            ++m_p;
            if (!digits())
                return false;
        }
        if (m_p != m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p != m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (!digits())
                return false;
        }
        return true;
    }

    int hex4()
    {
        int code = 0;
        for (int i = 0; i < 4; ++i, ++m_p) {
            if (m_p == m_end)
                return -1;
            const uint8_t c = *m_p;
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : -1;
            if (digit < 0)
                return -1;
            code = code * 16 + digit;
        }
        return code;
    }

    bool escape()
    {
        ++m_p; // the backslash
        if (m_p == m_end)
            return fail("unterminated string");
        switch (*m_p) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            ++m_p;
            return true;
        case 'u':
            break;
        default:
            return fail("unknown escape in a string");
        }
        ++m_p;
        const int code = hex4();
        if (code < 0)
            return fail("\\u needs four hex digits");
        if (code >= 0xdc00 && code <= 0xdfff)
            return fail("a lone low surrogate in a string");
        if (code >= 0xd800 && code <= 0xdbff) {
            if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u')
                return fail("a lone high surrogate in a string");
            m_p += 2;
            const int low = hex4();
            if (low < 0xdc00 || low > 0xdfff)
                return fail("a lone high surrogate in a string");
        }
        return true;
    }

    // One UTF-8 sequence of two to four bytes, shortest form, no surrogates (RFC 3629).
    bool utf8()
    {
        const uint8_t lead = *m_p;
        int length = 0;
        uint32_t code = 0;
        if (lead >= 0xc2 && lead <= 0xdf) {
            length = 2;
            code = lead & 0x1f;
        } else if (lead >= 0xe0 && lead <= 0xef) {
            length = 3;
            code = lead & 0x0f;
        } else if (lead >= 0xf0 && lead <= 0xf4) {
            length = 4;
            code = lead & 0x07;
        } else {
            return fail("invalid UTF-8 in a string");
        }
        if (m_end - m_p < length)
            return fail("invalid UTF-8 in a string");
        for (int i = 1; i < length; ++i) {
            if ((m_p[i] & 0xc0) != 0x80)
                return fail("invalid UTF-8 in a string");
            code = (code << 6) | (m_p[i] & 0x3f);
        }
        const uint32_t least = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80;
        if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return fail("invalid UTF-8 in a string");
        m_p += length;
        return true;
    }

    bool string()
    {
        ++m_p; // the opening quote
        for (;;) {
            if (m_p == m_end)
                return fail("unterminated string");
            const uint8_t c = *m_p;
            if (c == '"') {
                ++m_p;
                return true;
            }
            if (c < 0x20) // a raw line break or escape code: R7 text is one line, escaped
                return fail("a control character inside a string");
            if (c == '\\') {
                if (!escape())
                    return false;
            } else if (c < 0x80) {
                ++m_p;
            } else if (!utf8()) {
                return false;
            }
        }
    }

    bool count()
    {
        if (++m_values > kMaxJsonValues)
            return fail("more values and names than any game holds (at most 200000)");
        return true;
    }

    // Arrays and objects recurse, at most kMaxJsonDepth deep.
    bool value(int depth)
    {
        if (m_p == m_end)
            return fail("a value is missing");
        if (!count())
            return false;
        switch (*m_p) {
        case '{':
        case '[':
            if (depth >= kMaxJsonDepth)
                return fail("nested too deep");
            return *m_p == '{' ? object(depth + 1) : array(depth + 1);
        case '"':
            return string();
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            if (*m_p == '-' || (*m_p >= '0' && *m_p <= '9'))
                return number();
            return fail("a value is missing");
        }
    }

    bool array(int depth)
    {
        ++m_p;
        skipSpace();
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            if (!value(depth))
                return false;
            skipSpace();
            if (m_p == m_end)
                return fail("unterminated array");
            if (*m_p == ']') {
                ++m_p;
                return true;
            }
            if (*m_p != ',')
                return fail("expected , or ] in an array");
            ++m_p;
        }
    }

    bool object(int depth)
    {
        ++m_p;
        skipSpace();
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        // Qt keeps the last of two equal names and R7 and SE8.4a cannot say which one the
        // writer meant, so a repeated name is malformed. Names compare as decoded text.
        std::set<std::string> names;
        for (;;) {
            skipSpace();
            if (m_p == m_end || *m_p != '"')
                return fail("expected a member name in quotes");
            const uint8_t *name = m_p;
            if (!count() || !string())
                return false;
            if (std::string key = decodedName(name, m_p); !names.insert(key).second) {
                m_p = name;
                return fail(
                    QStringLiteral("duplicate key %1").arg(quoted(QString::fromStdString(key))));
            }
            skipSpace();
            if (m_p == m_end || *m_p != ':')
                return fail("expected : after a member name");
            ++m_p;
            skipSpace();
            if (!value(depth))
                return false;
            skipSpace();
            if (m_p == m_end)
                return fail("unterminated object");
            if (*m_p == '}') {
                ++m_p;
                return true;
            }
            if (*m_p != ',')
                return fail("expected , or } in an object");
            ++m_p;
        }
    }

    const uint8_t *m_p;
    const uint8_t *m_end;
    const uint8_t *m_begin;
    int m_values = 0;
    QString m_error;
};

} // namespace

bool checkStrictJson(QByteArrayView json, QString &error)
{
    error = Checker(json).run();
    return error.isEmpty();
}

} // namespace razzia::io
