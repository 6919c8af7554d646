#include "json.h"

#include "escape.h"
#include "jsoncursor.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <memory>
#include <vector>

namespace common::json {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isNumberChar(char c)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

class Builder : public nlohmann::json_sax<Value>
{
public:
    Builder(std::string_view text, Cursor::Consumed *consumed, Lists wholeGameLists)
        : m_text(text), m_consumed(consumed), m_wholeGameLists(wholeGameLists)
    {}

    Value &root() { return m_root; }
    const std::string &error() const { return m_error; }
    // A lone number, string or literal, and where it starts.
    bool topScalar() const { return m_topScalar; }
    size_t documentStart() const { return m_documentStart; }

    bool null() override { return scalar(Value(nullptr), offset() - 4, offset()); }
    bool boolean(bool flag) override
    {
        return scalar(Value(flag), offset() - (flag ? 4 : 5), offset());
    }
    bool number_integer(number_integer_t n) override
    {
        return scalar(Value(n), numberStart(), numberEnd());
    }
    bool number_unsigned(number_unsigned_t n) override
    {
        return scalar(Value(n), numberStart(), numberEnd());
    }
    bool number_float(number_float_t n, const string_t &) override
    {
        return scalar(Value(n), numberStart(), numberEnd());
    }
    bool string(string_t &text) override
    {
        return scalar(Value(std::move(text)), stringStart(), offset());
    }
    bool binary(binary_t &) override { return fail("binary data", offset() - 1); }

    bool start_object(std::size_t) override { return open(Value::object()); }
    bool start_array(std::size_t) override { return open(Value::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t &name) override
    {
        const size_t start = stringStart();
        if (!count(start))
            return false;
        Frame &frame = m_stack.back();
        // nlohmann-json would keep the last of two equal names, and no format can say which one
        // the writer meant: a repeated name is malformed. Names compare as decoded text.
        if (frame.value->contains(name))
            return fail("duplicate key " + common::quoted(name), start);
        frame.key = std::move(name);
        return true;
    }

    bool parse_error(std::size_t position, const std::string &lastToken,
                     const nlohmann::detail::exception &ex) override;

private:
    // Where a whole token the parser did not expect starts, the lexer having stopped at
    // `position`: its own text is the last token for a number only.
    size_t literalStart(size_t position, const std::string &lastToken) const
    {
        for (const auto &[word, length] :
             {std::pair{"true literal", 4}, {"false literal", 5}, {"null literal", 4}}) {
            if (m_message.find(word) != std::string::npos)
                return position - size_t(length);
        }
        if (m_message.find("string literal;") != std::string::npos)
            return tokenStart(position - 1, Token::String);
        return position - lastToken.size();
    }

    struct Frame
    {
        Value *value;
        std::string path;
        std::string key; // the member being read, in an object
        int items = 0;
        // A container past a parent's kMaxItems, or inside one, is read to be counted and
        // checked, then dropped: it is kept here, not in the document.
        std::unique_ptr<Value> dropped;
    };

    size_t offset() const { return size_t(m_consumed->next - m_text.data()); }

    // The lexer has read one byte past a number unless the text ended there.
    size_t numberEnd() const { return m_consumed->atEnd ? offset() : offset() - 1; }
    size_t numberStart() const
    {
        size_t i = numberEnd();
        while (i > 0 && isNumberChar(m_text[i - 1]))
            --i;
        return i;
    }

    // The opening quote of the string that ends just before the cursor: inside a string a quote
    // is always escaped, so the first one back that follows an even run of backslashes opens it.
    size_t stringStart() const
    {
        size_t i = offset() - 1;
        while (i > 0) {
            --i;
            if (m_text[i] != '"')
                continue;
            size_t backslashes = 0;
            while (i > backslashes && m_text[i - 1 - backslashes] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0)
                return i;
        }
        return 0;
    }

    bool fail(const std::string &what, size_t at)
    {
        m_error = "JSON: " + what + " at offset " + std::to_string(at);
        return false;
    }

    bool count(size_t at)
    {
        if (++m_values > kMaxValues)
            return fail("more values and names than any game holds (at most " +
                            std::to_string(kMaxValues) + ")",
                        at);
        return true;
    }

    std::string childPath() const
    {
        const Frame &frame = m_stack.back();
        if (frame.value->is_object())
            return memberPath(frame.path, frame.key);
        return frame.path + '[' + std::to_string(frame.items) + ']';
    }

    // Puts `value` in its container and returns where it now lives.
    Value *place(Value &&value)
    {
        if (m_stack.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame &frame = m_stack.back();
        ++frame.items;
        // Past the cap, items are counted for the message and not kept, so that a refused
        // container costs no more than an accepted one; an object keeps the names for the
        // duplicate check.
        const bool keep = !frame.dropped && frame.items <= itemCap(frame);
        if (frame.value->is_object()) {
            Value &slot = (*frame.value)[frame.key];
            if (!keep)
                return nullptr;
            slot = std::move(value);
            return &slot;
        }
        if (!keep)
            return nullptr;
        frame.value->push_back(std::move(value));
        return &frame.value->back();
    }

    bool scalar(Value &&value, size_t start, size_t end)
    {
        if (m_stack.empty()) {
            m_topScalar = true;
            m_documentStart = start;
            m_documentEnd = end;
        }
        if (!m_stack.empty() && !count(start))
            return false;
        place(std::move(value));
        return true;
    }

    bool open(Value &&container)
    {
        const size_t start = offset() - 1;
        if (m_stack.empty())
            m_documentStart = start;
        if (!count(start))
            return false;
        if (int(m_stack.size()) >= kMaxDepth)
            return fail("nested too deep", start);
        std::string path = m_stack.empty() ? std::string() : childPath();
        const bool object = container.is_object();
        Value *placed = place(std::move(container));
        std::unique_ptr<Value> dropped;
        if (!placed) {
            dropped = std::make_unique<Value>(object ? Value::object() : Value::array());
            placed = dropped.get();
        }
        m_stack.push_back(Frame{placed, std::move(path), {}, 0, std::move(dropped)});
        return true;
    }

    // kMaxItems, or only kMaxValues for a top-level list the format names as holding a whole
    // game: the frame is that list when it is the second on the stack.
    int itemCap(const Frame &frame) const
    {
        if (m_stack.size() == 2 && &frame == &m_stack.back() && frame.value->is_array() &&
            std::find(m_wholeGameLists.begin(), m_wholeGameLists.end(), frame.path) !=
                m_wholeGameLists.end())
            return kMaxValues;
        return kMaxItems;
    }

    bool close()
    {
        const Frame &frame = m_stack.back();
        if (frame.items > itemCap(frame)) {
            // Said of the container with its path, as the readers say everything else.
            const char *what = frame.value->is_object() ? " members" : " items";
            m_error = (frame.path.empty() ? std::string() : frame.path + ": ") +
                      std::to_string(frame.items) + what + ", more than any game holds (at most " +
                      std::to_string(itemCap(frame)) + ")";
            return false;
        }
        m_stack.pop_back();
        if (m_stack.empty()) {
            m_documentEnd = offset();
            m_consumed->nothingMore =
                m_text.find_first_not_of(" \t\n\r", m_documentEnd) == std::string_view::npos;
        }
        return true;
    }

    size_t utf8Start(size_t bad) const;
    // The lexer shows a control character of a token as "<U+000A>"; the text holds one byte.
    static size_t rawLength(const std::string &token)
    {
        size_t length = token.size();
        for (size_t at = token.find("<U+"); at != std::string::npos; at = token.find("<U+", at + 1))
            length -= 7;
        return length;
    }
    enum class Token
    {
        String,
        Word
    };
    size_t tokenStart(size_t bad, Token token) const;

    static constexpr size_t npos = std::string_view::npos;

    std::string_view m_text;
    Cursor::Consumed *m_consumed;
    Lists m_wholeGameLists;
    Value m_root;
    std::vector<Frame> m_stack;
    int m_values = 0;
    size_t m_documentStart = 0;
    size_t m_documentEnd = npos;
    bool m_topScalar = false;
    std::string m_error;
    std::string m_message; // nlohmann-json's, while a parse error is put in our words
};

// The first byte of the UTF-8 sequence that holds the byte at `bad`, which the lexer refused.
size_t Builder::utf8Start(size_t bad) const
{
    for (size_t back = 1; back <= 3 && back <= bad; ++back) {
        const auto lead = uint8_t(m_text[bad - back]);
        if ((lead & 0xc0) == 0x80)
            continue;
        const size_t length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 1;
        return length > back ? bad - back : bad;
    }
    return bad;
}

// Where the token the lexer refused begins: a string at its opening quote (inside one every quote
// is escaped), a number or a word at its first character.
size_t Builder::tokenStart(size_t bad, Token token) const
{
    size_t i = std::min(bad, m_text.size());
    if (token == Token::String) {
        while (i-- > 0) {
            if (m_text[i] != '"')
                continue;
            size_t backslashes = 0;
            while (i > backslashes && m_text[i - 1 - backslashes] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0)
                return i;
        }
        return bad;
    }
    while (i > 0 && m_text[i - 1] >= 'a' && m_text[i - 1] <= 'z')
        --i;
    // Whole words before the refused byte were tokens of their own.
    for (bool again = true; again;) {
        again = false;
        for (const std::string_view word : {"true", "false", "null"}) {
            if (m_text.substr(i, word.size()) == word && i + word.size() <= bad) {
                i += word.size();
                again = true;
            }
        }
    }
    return i;
}

// nlohmann-json's words, said as the formats have always said them: "JSON: <what> at offset
// <n>", <n> the byte where the problem starts. Where the parser expected a comma, a colon or a
// closing bracket, whatever token came is refused as that, before its own faults.
bool Builder::parse_error(std::size_t position, const std::string &lastToken,
                          const nlohmann::detail::exception &ex)
{
    if (m_consumed->stringTooLong)
        return fail("a string of more than " + std::to_string(kMaxString / (1024 * 1024)) +
                        " MB, more than any game holds",
                    size_t(m_consumed->stringStart - m_text.data()));
    m_message = ex.what();
    const std::string &message = m_message;
    const auto says = [&](const char *words) { return message.find(words) != std::string::npos; };
    const size_t last = position > 0 ? position - 1 : 0;
    if (says("BOM")) // a lone 0xEF that starts no byte-order mark
        return fail("a value is missing", 0);

    const bool endOfInput = says("unexpected end of input");
    const bool inString = says("invalid string");
    const bool inNumber = says("invalid number");
    const bool lexer = inString || inNumber || says("invalid literal");
    // The lexer has refused a token, or the parser a whole one: a literal token has been read
    // whole, a structural one is one byte.
    const bool literal = says(" literal;") && !says("unexpected '");
    // The lexer's own text is right for a number only.
    const size_t start = inString   ? tokenStart(last, Token::String)
                         : inNumber ? position - rawLength(lastToken)
                         : lexer    ? tokenStart(last, Token::Word)
                         : literal  ? literalStart(position, lastToken)
                                    : last;
    // nlohmann-json reads "01" as two numbers.
    if (says("number literal") && literal && start > 0 && m_text[start - 1] == '0' &&
        (start < 2 || !isNumberChar(m_text[start - 2]) || m_text[start - 2] == '-'))
        return fail("a number has a leading zero", start);
    if (says("; expected end of input")) {
        size_t at = m_documentEnd == npos ? last : m_documentEnd;
        while (at < m_text.size() && isSpace(m_text[at]))
            ++at;
        return fail("garbage after the document", at);
    }
    const bool inKey = says("while parsing object key");
    if (inKey && !(lexer && start < m_text.size() && m_text[start] == '"'))
        return fail("expected a member name in quotes", start);
    if (says("while parsing object separator"))
        return fail("expected : after a member name", start);
    if (says("while parsing object -"))
        return fail(endOfInput ? "unterminated object" : "expected , or } in an object", start);
    if (says("while parsing array -"))
        return fail(endOfInput ? "unterminated array" : "expected , or ] in an array", start);

    if (says("control character"))
        return fail("a control character inside a string", last);
    if (says("missing closing quote") || (says("after backslash") && last >= m_text.size()))
        return fail("unterminated string", last);
    if (says("after backslash"))
        return fail("unknown escape in a string", last);
    if (says("must be followed by 4 hex digits")) {
        // The low half of a pair is missing its digits: the pair is what is wrong.
        const size_t escape = m_text.rfind("\\u", last);
        const bool afterHigh = escape != npos && escape >= 6 && m_text[escape - 6] == '\\' &&
                               m_text[escape - 5] == 'u' &&
                               (m_text[escape - 4] == 'd' || m_text[escape - 4] == 'D') &&
                               std::strchr("89abAB", m_text[escape - 3]) != nullptr;
        return fail(afterHigh ? "a lone high surrogate in a string" : "\\u needs four hex digits",
                    last);
    }
    if (says("must be followed by U+DC00")) {
        // At the end of the high half: the lexer has read one byte further when that was a
        // backslash.
        const bool further = last > 0 && m_text[last - 1] == '\\' && last >= 7 &&
                             m_text[last - 7] == '\\' && m_text[last - 6] == 'u';
        return fail("a lone high surrogate in a string", further ? last - 1 : last);
    }
    if (says("must follow U+D800"))
        return fail("a lone low surrogate in a string", position);
    if (says("ill-formed UTF-8"))
        return fail("invalid UTF-8 in a string", utf8Start(last));
    if (says("number overflow")) // 1e400 is no double
        return fail("illegal number", position);
    if (says("invalid number"))
        return fail("a digit is missing in a number", last);
    if (says("invalid literal")) {
        const bool word = start < m_text.size() && std::strchr("tfn", m_text[start]) != nullptr;
        return fail(word ? "unknown word" : "a value is missing", last);
    }
    if (says("while parsing value"))
        return fail("a value is missing", start);
    // Anything else nlohmann-json may come to say, on one line.
    const size_t dash = message.find(" - ");
    return fail(escaped(dash == std::string::npos ? message : message.substr(dash + 3)), last);
}

} // namespace

// A member's path: "bars.jazz", or bars["\u001b[2J"] for a name that is not a plain word, so
// that a path is one line whatever the file holds.
std::string memberPath(const std::string &path, const std::string &key)
{
    bool plain = !key.empty();
    for (const char c : key) {
        plain = plain && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                          (c >= '0' && c <= '9') || c == '_' || c == '-');
    }
    if (!plain)
        return path + '[' + common::quoted(key) + ']';
    return path.empty() ? key : path + '.' + key;
}

Value parseObject(std::string_view text, Lists wholeGameLists)
{
    // nlohmann-json skips a byte-order mark; the formats are UTF-8 without one.
    if (text.size() >= 3 && text.substr(0, 3) == "\xef\xbb\xbf")
        throw ParseError{"JSON: a byte-order mark is not JSON at offset 0"};
    Cursor::Consumed consumed{text.data()};
    Builder builder(text, &consumed, wholeGameLists);
    const Cursor begin(text.data(), &consumed);
    const Cursor end(text.data() + text.size(), &consumed);
    if (!Value::sax_parse(begin, end, &builder, nlohmann::json::input_format_t::json, true, false))
        throw ParseError{builder.error()};
    if (builder.topScalar()) {
        // The words these files have always had for a lone number, string or literal.
        throw ParseError{"JSON: illegal value at offset " +
                         std::to_string(builder.documentStart() + 1)};
    }
    if (!builder.root().is_object())
        throw ParseError{"JSON: expected an object at the top level"};
    return std::move(builder.root());
}

} // namespace common::json
