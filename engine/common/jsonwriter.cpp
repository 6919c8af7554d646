#include "jsonwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace common::json {

namespace {

constexpr int kIndent = 4;

void appendString(std::string &out, const std::string &utf8)
{
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20) {
            out += "\\u00";
            out += kHex[u >> 4];
            out += kHex[u & 0xf];
        } else {
            out += c; // UTF-8 passes through unchanged
        }
    }
    out += '"';
}

void newline(std::string &out, int level)
{
    out += '\n';
    out.append(size_t(level * kIndent), ' ');
}

} // namespace

std::string shortestNumber(double value)
{
    if (!std::isfinite(value))
        return "null";
    if (value == 0)
        return std::signbit(value) ? "-0" : "0";
    // The shortest digits that read back as `value`, with their exponent: "1.25e+02".
    char buffer[64];
    const auto [end, ec] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    std::string text(buffer, end);
    std::string sign;
    if (text.front() == '-') {
        sign = "-";
        text.erase(0, 1);
    }
    const size_t e = text.find('e');
    std::string digits = text.substr(0, e);
    if (digits.size() > 1)
        digits.erase(1, 1); // the point
    const int exponent = std::atoi(text.c_str() + e + 1);
    const int point = exponent + 1; // digits before the decimal point
    const int count = int(digits.size());
    // Qt's choice between the two forms, which the files have always followed: decimal unless
    // the exponent form ("e+NN" and, past one digit, a point) is shorter.
    const int bias = 4 + (count > 1 ? 1 : 0);
    const bool decimal = point <= 0 ? 1 - point < bias : point <= count + bias;
    if (!decimal) {
        std::string out = sign + digits.substr(0, 1);
        if (count > 1)
            out += '.' + digits.substr(1);
        const int magnitude = std::abs(exponent);
        out += exponent < 0 ? "e-" : "e+";
        if (magnitude < 10)
            out += '0';
        return out + std::to_string(magnitude);
    }
    if (point <= 0)
        return sign + "0." + std::string(size_t(-point), '0') + digits;
    if (point >= count)
        return sign + digits + std::string(size_t(point - count), '0');
    return sign + digits.substr(0, size_t(point)) + '.' + digits.substr(size_t(point));
}

namespace {

class Writer
{
public:
    explicit Writer(std::initializer_list<std::string_view> lines) : m_lines(lines) {}

    void write(std::string &out, const Ordered &value, const std::string &path, int level,
               bool line) const;

private:
    bool isLine(const std::string &path, const std::string &anyMember) const
    {
        for (const std::string_view pattern : m_lines) {
            if (pattern == path || pattern == anyMember)
                return true;
        }
        return false;
    }

    std::initializer_list<std::string_view> m_lines;
};

void Writer::write(std::string &out, const Ordered &value, const std::string &path, int level,
                   bool line) const
{
    switch (value.type()) {
    case Ordered::value_t::object:
    case Ordered::value_t::array: {
        const bool object = value.is_object();
        out += object ? '{' : '[';
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (!first)
                out += line ? ", " : ",";
            first = false;
            if (!line)
                newline(out, level + 1);
            std::string child;
            std::string anyMember;
            if (object) {
                appendString(out, it.key());
                out += ": ";
                child = path.empty() ? it.key() : path + '.' + it.key();
                anyMember = path.empty() ? "*" : path + ".*";
            } else {
                child = path + "[]";
            }
            // Inside a one-line container everything stays on that line.
            write(out, *it, child, level + 1, line || isLine(child, anyMember));
        }
        if (!line && !value.empty())
            newline(out, level);
        out += object ? '}' : ']';
        return;
    }
    case Ordered::value_t::string:
        appendString(out, value.get_ref<const std::string &>());
        return;
    case Ordered::value_t::boolean:
        out += value.get<bool>() ? "true" : "false";
        return;
    case Ordered::value_t::number_integer:
        out += std::to_string(value.get<int64_t>());
        return;
    case Ordered::value_t::number_unsigned:
        out += std::to_string(value.get<uint64_t>());
        return;
    case Ordered::value_t::number_float:
        out += shortestNumber(value.get<double>());
        return;
    default:
        out += "null";
        return;
    }
}

} // namespace

std::string dump(const Ordered &document, std::initializer_list<std::string_view> lines)
{
    const Writer writer(lines);
    std::string out;
    const bool whole = std::find(lines.begin(), lines.end(), std::string_view()) != lines.end();
    writer.write(out, document, std::string(), 0, whole);
    out += '\n';
    return out;
}

} // namespace common::json
