#include "strictjson.h"

#include <vector>

namespace net::json {

namespace {

using Json = nlohmann::json;

// Builds the document as the parser reads it and stops at the first thing refused, so that a
// refused message costs no more than the bytes before the refusal.
class Builder final : public nlohmann::json_sax<Json>
{
public:
    Json root;
    Problem problem = Problem::None;
    std::string detail;

    bool null() override { return put(Json(nullptr)); }
    bool boolean(bool value) override { return put(Json(value)); }
    bool number_integer(number_integer_t value) override { return put(Json(value)); }
    bool number_unsigned(number_unsigned_t value) override { return put(Json(value)); }
    bool number_float(number_float_t value, const string_t &) override { return put(Json(value)); }
    bool string(string_t &value) override { return put(Json(std::move(value))); }
    bool binary(binary_t &) override { return fail(Problem::Syntax, "binary values"); }

    bool start_object(std::size_t) override { return open(Json::object()); }
    bool key(string_t &name) override
    {
        // Members go in as their values are read, so an earlier one with this name is there.
        if (m_open.back().node->contains(name))
            return fail(Problem::DuplicateKey, "a member name repeated in one object");
        if (!count())
            return false;
        m_key = std::move(name);
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(Json::array()); }
    bool end_array() override { return close(); }

    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &) override
    {
        // nlohmann's message quotes the input; the byte offset says enough.
        if (problem == Problem::None)
            fail(Problem::Syntax, "JSON syntax error at byte " + std::to_string(position));
        return false;
    }

private:
    struct Open
    {
        Json *node;
        int items;
    };

    bool fail(Problem why, std::string what)
    {
        problem = why;
        detail = std::move(what);
        return false;
    }

    // One more item in the innermost container.
    bool count()
    {
        if (++m_open.back().items > kMaxItems)
            return fail(Problem::TooMany,
                        "a container of more than " + std::to_string(kMaxItems) + " items");
        return true;
    }

    Json *place(Json value)
    {
        if (m_open.empty()) {
            root = std::move(value);
            return &root;
        }
        Json &parent = *m_open.back().node;
        if (parent.is_object())
            return &(parent[m_key] = std::move(value));
        parent.push_back(std::move(value));
        return &parent.back();
    }

    bool put(Json value)
    {
        // An object's members were counted at their names.
        if (!m_open.empty() && m_open.back().node->is_array() && !count())
            return false;
        place(std::move(value));
        return true;
    }

    bool open(Json container)
    {
        if (int(m_open.size()) >= kMaxDepth)
            return fail(Problem::TooDeep,
                        "nested deeper than " + std::to_string(kMaxDepth) + " levels");
        if (!m_open.empty() && m_open.back().node->is_array() && !count())
            return false;
        m_open.push_back({place(std::move(container)), 0});
        return true;
    }

    bool close()
    {
        m_open.pop_back();
        return true;
    }

    std::vector<Open> m_open;
    std::string m_key;
};

} // namespace

const char *code(Problem problem)
{
    switch (problem) {
    case Problem::None:
        return "";
    case Problem::TooLarge:
        return "too-large";
    case Problem::TooDeep:
        return "too-deep";
    case Problem::TooMany:
        return "too-many-items";
    case Problem::DuplicateKey:
        return "duplicate-key";
    case Problem::Syntax:
    case Problem::NotObject:
        return "malformed";
    }
    return "malformed";
}

Parsed parseMessage(std::string_view text, std::size_t maxBytes)
{
    Parsed parsed;
    if (text.size() > maxBytes) {
        parsed.problem = Problem::TooLarge;
        parsed.detail =
            std::to_string(text.size()) + " bytes, more than " + std::to_string(maxBytes);
        return parsed;
    }
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") {
        parsed.problem = Problem::Syntax;
        parsed.detail = "a byte-order mark before the message";
        return parsed;
    }
    Builder builder;
    const bool read = Json::sax_parse(text.begin(), text.end(), &builder,
                                      Json::input_format_t::json, /*strict=*/true);
    if (!read || builder.problem != Problem::None) {
        parsed.problem = builder.problem == Problem::None ? Problem::Syntax : builder.problem;
        parsed.detail = builder.detail.empty() ? "JSON syntax error" : builder.detail;
        return parsed;
    }
    if (!builder.root.is_object()) {
        parsed.problem = Problem::NotObject;
        parsed.detail = "a message is a JSON object";
        return parsed;
    }
    parsed.value = std::move(builder.root);
    return parsed;
}

} // namespace net::json
