// RFC 8259 JSON, strictly, checked before Qt's parser sees a byte: Qt's reader is lenient where
// the formats of R7 may not be (it takes a UTF-8 byte-order mark, the numbers "1." and ".5", and
// raw control characters inside strings), and it has no nesting limit of its own worth the name.
#pragma once

#include <QByteArrayView>
#include <QString>

namespace razzia::io {

// Deeper than any document of R7 (a record nests five levels), shallow enough for any stack.
constexpr int kMaxJsonDepth = 32;

// True when `json` is one JSON value with nothing but whitespace around it; otherwise false
// with `error` in the form "JSON: <what> at offset <n>".
bool checkStrictJson(QByteArrayView json, QString &error);

} // namespace razzia::io
