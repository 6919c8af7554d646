#include "strictjson.h"

#include <cstdio>
#include <memory>
#include <vector>

namespace gangsters::io {

using nlohmann::json;

std::string escaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    auto hex = [&](unsigned v) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", v);
        out += buf;
    };
    for (size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        switch (c) {
        case '\n':
            out += "\\n";
            continue;
        case '\r':
            out += "\\r";
            continue;
        case '\t':
            out += "\\t";
            continue;
        case '\b':
            out += "\\b";
            continue;
        case '\f':
            out += "\\f";
            continue;
        case '"':
            out += "\\\"";
            continue;
        case '\\':
            out += "\\\\";
            continue;
        default:
            break;
        }
        if (c < 0x20 || c == 0x7f) {
            hex(c);
            continue;
        }
        // C1 controls (U+0080..U+009F) are C2 80..C2 9F in UTF-8.
        if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0 &&
            static_cast<unsigned char>(text[i + 1]) >= 0x80) {
            hex(static_cast<unsigned char>(text[i + 1]));
            ++i;
            continue;
        }
        // U+2028, U+2029 and the bidi controls U+200E/F, U+202A..E, U+2066..9: E2 80/81 xx.
        if (c == 0xe2 && i + 2 < text.size()) {
            const unsigned b1 = static_cast<unsigned char>(text[i + 1]);
            const unsigned b2 = static_cast<unsigned char>(text[i + 2]);
            const unsigned cp = ((c & 0x0fu) << 12) | ((b1 & 0x3fu) << 6) | (b2 & 0x3fu);
            if (cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
                (cp >= 0x2066 && cp <= 0x2069)) {
                hex(cp);
                i += 2;
                continue;
            }
        }
        out += char(c);
    }
    return out;
}

std::string quote(std::string_view text)
{
    return "\"" + escaped(text) + "\"";
}

bool readFile(const std::string &path, std::string &text, std::string &error)
{
    std::unique_ptr<FILE, int (*)(FILE *)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!f) {
        error = "cannot open " + quote(path);
        return false;
    }
    text.clear();
    char buf[65536];
    for (;;) {
        const size_t n = std::fread(buf, 1, sizeof buf, f.get());
        if (n == 0)
            break;
        if (text.size() + n > kMaxInput) {
            error = quote(path) + " is larger than 16 MB";
            return false;
        }
        text.append(buf, n);
    }
    if (std::ferror(f.get())) {
        error = "cannot read " + quote(path);
        return false;
    }
    return true;
}

namespace {

// Builds the document like nlohmann's own DOM parser, refusing what the formats never hold.
class StrictSax final : public nlohmann::json_sax<json>
{
public:
    explicit StrictSax(json &root) : m_root(root) {}
    std::string error;

    bool null() override { return value(json(nullptr)); }
    bool boolean(bool v) override { return value(json(v)); }
    bool number_integer(number_integer_t v) override { return value(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(json(v)); }
    bool number_float(number_float_t v, const string_t &) override { return value(json(v)); }
    bool string(string_t &v) override { return value(json(std::move(v))); }
    bool binary(binary_t &) override { return fail("binary values are not JSON"); }
    bool start_object(std::size_t) override { return open(json::object()); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(json::array()); }
    bool end_array() override { return close(); }
    bool key(string_t &k) override
    {
        json *obj = m_stack.back();
        if (obj->contains(k))
            return fail("duplicate key " + quote(k));
        m_key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &e) override
    {
        if (error.empty())
            error = "not JSON at byte " + std::to_string(position) + ": " + escaped(e.what());
        return false;
    }

private:
    bool fail(const std::string &why)
    {
        if (error.empty())
            error = why;
        return false;
    }
    json *insert(json &&v)
    {
        if (++m_values > kMaxValues) {
            fail("too many values");
            return nullptr;
        }
        if (m_stack.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        json *parent = m_stack.back();
        if (parent->is_array()) {
            const size_t cap = m_stack.size() == 2 ? kMaxTopArray : kMaxArray;
            if (parent->size() >= cap) {
                fail(cap == kMaxArray ? "an array with more than 1000 items"
                                      : "a list with more than 200000 items");
                return nullptr;
            }
            parent->push_back(std::move(v));
            return &parent->back();
        }
        json &slot = (*parent)[m_key];
        slot = std::move(v);
        return &slot;
    }
    bool value(json &&v) { return insert(std::move(v)) != nullptr; }
    bool open(json &&v)
    {
        if (int(m_stack.size()) >= kMaxDepth)
            return fail("nested deeper than 32 levels");
        json *p = insert(std::move(v));
        if (!p)
            return false;
        m_stack.push_back(p);
        return true;
    }
    bool close()
    {
        m_stack.pop_back();
        return true;
    }

    json &m_root;
    std::vector<json *> m_stack;
    std::string m_key;
    size_t m_values = 0;
};

} // namespace

bool parseStrict(std::string_view text, json &out, std::string &error)
{
    if (text.size() > kMaxInput) {
        error = "input larger than 16 MB";
        return false;
    }
    StrictSax sax(out);
    const bool ok =
        json::sax_parse(text.begin(), text.end(), &sax, json::input_format_t::json, true);
    if (!ok) {
        error = sax.error.empty() ? std::string("not JSON") : sax.error;
        return false;
    }
    return true;
}

} // namespace gangsters::io
