#include "json.h"
#include "jsoncursor.h"

namespace common::json {

namespace {

// Walks the document until the top-level "format" has been read; builds nothing.
class FormatFinder : public nlohmann::json_sax<Value>
{
public:
    std::string format;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t &) override { return value(); }
    bool binary(binary_t &) override { return false; }
    bool string(string_t &text) override
    {
        if (m_depth == 1 && m_isFormat) {
            format = std::move(text);
            return false; // found: stop reading
        }
        return value();
    }
    bool start_object(std::size_t) override { return open(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t &name) override
    {
        m_isFormat = m_depth == 1 && name == "format";
        return ++m_values <= kMaxValues;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

private:
    bool value()
    {
        // A "format" that is not a string names no game.
        return !(m_depth == 1 && m_isFormat) && ++m_values <= kMaxValues;
    }
    bool open()
    {
        if (m_depth == 1 && m_isFormat)
            return false;
        m_isFormat = false;
        return ++m_depth <= kMaxDepth && ++m_values <= kMaxValues;
    }
    bool close()
    {
        --m_depth;
        return true;
    }

    int m_depth = 0;
    int m_values = 0;
    bool m_isFormat = false;
};

} // namespace

std::string formatOf(std::string_view text)
{
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || text[first] != '{')
        return std::string();
    FormatFinder finder;
    Cursor::Consumed consumed{text.data()};
    Value::sax_parse(Cursor(text.data(), &consumed), Cursor(text.data() + text.size(), &consumed),
                     &finder, nlohmann::json::input_format_t::json, false, false);
    return finder.format;
}

} // namespace common::json
