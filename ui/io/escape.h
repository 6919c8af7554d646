// Untrusted text (a bar name, a player's name, an object key, a path) inside a message: escaped
// so that the message stays one line and cannot repaint a terminal.
#pragma once

#include <QString>
#include <QStringView>

namespace razzia::io {

// JSON-style escapes: \n \r \t \b \f, \" and \\, \u001b for any other control character (C0,
// DEL, C1), and for the characters that break a line or reorder text (U+2028, U+2029, the
// bidirectional controls). Everything else is kept as it is.
QString escaped(QStringView text);

// escaped(text) between double quotes: "caf\u00e9 \"du port\"" reads unambiguously.
QString quoted(QStringView text);

} // namespace razzia::io
