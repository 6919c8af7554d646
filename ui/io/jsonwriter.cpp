#include "jsonwriter.h"

#include <QLocale>

#include <cmath>
#include <utility>

namespace razzia::io {

namespace {
constexpr int kIndent = 4;
}

void JsonWriter::beginObject(Layout layout)
{
    open('{', layout);
}
void JsonWriter::endObject()
{
    close('}');
}
void JsonWriter::beginArray(Layout layout)
{
    open('[', layout);
}
void JsonWriter::endArray()
{
    close(']');
}

void JsonWriter::key(std::string_view key)
{
    beginValue();
    appendString(key);
    m_out += ": ";
    m_afterKey = true;
}

void JsonWriter::integer(int64_t number)
{
    beginValue();
    m_out += QByteArray::number(qlonglong(number));
}

void JsonWriter::value(double number)
{
    beginValue();
    // JSON has no infinities or NaN.
    m_out += std::isfinite(number) ? QByteArray::number(number, 'g', QLocale::FloatingPointShortest)
                                   : QByteArray("null");
}

void JsonWriter::value(bool flag)
{
    beginValue();
    m_out += flag ? "true" : "false";
}

void JsonWriter::value(std::string_view utf8)
{
    beginValue();
    appendString(utf8);
}

void JsonWriter::null()
{
    beginValue();
    m_out += "null";
}

QByteArray JsonWriter::take()
{
    m_out += '\n';
    m_levels.clear();
    m_afterKey = false;
    return std::exchange(m_out, QByteArray());
}

// Separates the value from the previous item of its container, unless it follows its key.
void JsonWriter::beginValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level &level = m_levels.back();
    if (!level.empty)
        m_out += level.line ? ", " : ",";
    level.empty = false;
    if (!level.line)
        newline();
}

void JsonWriter::open(char bracket, Layout layout)
{
    beginValue();
    // Inside a one-line container everything stays on that line.
    const bool line = layout == Layout::Line || (!m_levels.empty() && m_levels.back().line);
    m_out += bracket;
    m_levels.push_back(Level{line, true});
}

void JsonWriter::close(char bracket)
{
    const Level level = m_levels.back();
    m_levels.pop_back();
    if (!level.line && !level.empty)
        newline();
    m_out += bracket;
}

void JsonWriter::newline()
{
    m_out += '\n';
    m_out += QByteArray(qsizetype(m_levels.size()) * kIndent, ' ');
}

void JsonWriter::appendString(std::string_view utf8)
{
    static constexpr char kHex[] = "0123456789abcdef";
    m_out += '"';
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            m_out += '\\';
            m_out += c;
        } else if (c == '\n') {
            m_out += "\\n";
        } else if (c == '\t') {
            m_out += "\\t";
        } else if (u < 0x20) {
            m_out += "\\u00";
            m_out += kHex[u >> 4];
            m_out += kHex[u & 0xf];
        } else {
            m_out += c; // UTF-8 passes through unchanged
        }
    }
    m_out += '"';
}

} // namespace razzia::io
