// Untrusted text (a bar name, a player's name, a move, an object key, a path) inside a message:
// escaped so that the message stays one line and cannot repaint or reorder a terminal. Every
// message of every game goes through here.
#pragma once

#include <string>
#include <string_view>

namespace common {

// JSON-style escapes on UTF-8 text: \n \r \t \b \f, \" and \\, \u001b for any other control
// character (C0 with NUL, DEL, C1), and for the characters that break a line or reorder text
// (U+2028, U+2029, the bidirectional controls U+200E, U+200F, U+061C, U+202A..U+202E and
// U+2066..U+2069), and for the invisible ones that would make two different strings read the
// same (U+200B..U+200D, U+2060, U+FEFF: "\ufeffa7-a6" is not the move a7-a6). A byte that is not
// UTF-8 reads as U+FFFD. Everything else is kept as it is.
std::string escaped(std::string_view utf8);

// escaped(text) between double quotes: "caf\u00e9 \"du port\"" reads unambiguously.
std::string quoted(std::string_view utf8);

} // namespace common
