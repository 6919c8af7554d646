#include "strictjson.h"

#include "common/escape.h"
#include "common/inputfile.h"

#include <vector>

namespace gangsters::io {

using nlohmann::json;

// One escaping for every game's messages (engine/common/escape.h).
std::string escaped(std::string_view text)
{
    return common::escaped(text);
}

std::string quote(std::string_view text)
{
    return common::quoted(text);
}

bool readFile(const std::string &path, std::string &text, std::string &error)
{
    // The shared bounded reader: each input opened once, pipes and devices held to the limit.
    common::InputFile input = common::readFileBounded(path, int64_t(kMaxInput));
    if (!input.ok) {
        error = input.error; // the caller names the file
        return false;
    }
    text = std::move(input.bytes);
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
