#include "escape.h"

#include <cstdint>

namespace common {

namespace {

bool needsEscape(uint32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e ||
           c == 0x200f || c == 0x061c || (c >= 0x200b && c <= 0x200d) || c == 0x2060 || c == 0xfeff;
}

// The code point at `i`, and its length in `length`: U+FFFD with length 1 for a byte that
// does not start a shortest-form UTF-8 sequence, as a UTF-8 decoder would read it.
uint32_t decode(std::string_view s, size_t i, size_t &length)
{
    const auto byte = [&](size_t k) { return uint8_t(s[k]); };
    const uint8_t lead = byte(i);
    length = 1;
    if (lead < 0x80)
        return lead;
    size_t n = 0;
    uint32_t code = 0;
    if (lead >= 0xc2 && lead <= 0xdf) {
        n = 2;
        code = lead & 0x1f;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        n = 3;
        code = lead & 0x0f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        n = 4;
        code = lead & 0x07;
    } else {
        return 0xfffd;
    }
    if (s.size() - i < n)
        return 0xfffd;
    for (size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xc0) != 0x80)
            return 0xfffd;
        code = (code << 6) | (byte(i + k) & 0x3f);
    }
    const uint32_t least = n == 3 ? 0x800 : n == 4 ? 0x10000 : 0x80;
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return 0xfffd;
    length = n;
    return code;
}

} // namespace

std::string escaped(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        size_t length = 1;
        const uint32_t c = decode(text, i, length);
        switch (c) {
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            if (needsEscape(c)) {
                out += "\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    out += kHex[(c >> shift) & 0xf];
            } else if (c == 0xfffd && length == 1) {
                out += "\xef\xbf\xbd";
            } else {
                out.append(text.substr(i, length));
            }
        }
        i += length;
    }
    return out;
}

std::string quoted(std::string_view text)
{
    return '"' + escaped(text) + '"';
}

} // namespace common
