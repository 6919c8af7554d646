// A small JSON writer that keeps keys in the order they are written.
//
// QJsonObject sorts its keys, which would print a result's bars alphabetically and bury a
// record's "format" in the middle; R7 files list bars in reading order and are read by people,
// so they are written by hand here. Containers are either laid out one item a line (Block) or
// kept on one line (Line), which keeps a card or a row of dollars readable.
#pragma once

#include <QByteArray>

#include <concepts>
#include <cstdint>
#include <string_view>
#include <vector>

namespace razzia::io {

class JsonWriter
{
public:
    enum class Layout
    {
        Block,
        Line
    };

    void beginObject(Layout layout = Layout::Block);
    void endObject();
    void beginArray(Layout layout = Layout::Block);
    void endArray();

    // The key of the next value, inside an object.
    void key(std::string_view key);

    // Any integer type; bool has its own overload, which wins over the template.
    template<std::integral T> void value(T number) { integer(int64_t(number)); }
    void value(double number);
    void value(bool flag);
    void value(std::string_view utf8);
    void value(const char *utf8) { value(std::string_view(utf8)); }
    void null();

    // The document, ending with a newline; the writer is empty afterwards.
    QByteArray take();

private:
    struct Level
    {
        bool line = false;
        bool empty = true;
    };

    void integer(int64_t number);
    void beginValue();
    void open(char bracket, Layout layout);
    void close(char bracket);
    void newline();
    void appendString(std::string_view utf8);

    QByteArray m_out;
    std::vector<Level> m_levels;
    bool m_afterKey = false;
};

} // namespace razzia::io
