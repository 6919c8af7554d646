// The input nlohmann-json's lexer reads through in engine/common/json*.cpp: it tells the SAX
// handlers where the lexer stands, and ends a string that is too long. Not for other use.
#pragma once

#include "json.h"

#include <cstddef>
#include <iterator>

namespace common::json {

// The handler learns where the parser stands through the input: nlohmann-json tells the SAX
// events no offsets, and refusals name the offset of what they refuse, as they always have. Its
// lexer reads one byte at a time and looks ahead only past a number.
class Cursor
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    // What the lexer has consumed: the bytes before `next`, and whether its last read found the
    // end of the text (it then reads nothing, which tells a number at the end from a number
    // followed by one byte).
    //
    // It also follows the strings, to end one at kMaxString bytes: the lexer keeps a string
    // twice while it reads it (its text and its value), which no cap on values bounds.
    struct Consumed
    {
        const char *next;
        bool atEnd = false;
        enum
        {
            Outside,
            InString,
            AfterBackslash
        } state = Outside;
        const char *stringStart = nullptr;
        bool stringTooLong = false;
        // Set when the document has closed and only whitespace follows: the lexer would keep
        // all of it (16 MB of padding) only to find the end.
        bool nothingMore = false;
    };

    Cursor() = default;
    Cursor(const char *p, Consumed *shared) : m_p(p), m_shared(shared) {}
    reference operator*() const { return *m_p; }
    Cursor &operator++()
    {
        Consumed &c = *m_shared;
        switch (c.state) {
        case Consumed::Outside:
            if (*m_p == '"') {
                c.state = Consumed::InString;
                c.stringStart = m_p;
            }
            break;
        case Consumed::InString:
            c.state = *m_p == '\\'  ? Consumed::AfterBackslash
                      : *m_p == '"' ? Consumed::Outside
                                    : Consumed::InString;
            break;
        case Consumed::AfterBackslash:
            c.state = Consumed::InString;
            break;
        }
        c.next = ++m_p;
        c.atEnd = false;
        return *this;
    }
    Cursor operator++(int)
    {
        Cursor before = *this;
        ++*this;
        return before;
    }
    // The lexer asks this before each byte it reads; a string past kMaxString ends there.
    bool operator==(const Cursor &other) const
    {
        if (m_shared->state != Consumed::Outside &&
            m_p - m_shared->stringStart > std::ptrdiff_t(kMaxString) + 1) {
            m_shared->stringTooLong = true;
            return true;
        }
        if (m_p == other.m_p || m_shared->nothingMore)
            m_shared->atEnd = true;
        return m_p == other.m_p || m_shared->nothingMore;
    }
    bool operator!=(const Cursor &other) const { return !(*this == other); }

private:
    const char *m_p = nullptr;
    Consumed *m_shared = nullptr;
};

} // namespace common::json
