// RFC 8259 JSON, strictly, checked before Qt's parser sees a byte: Qt's reader is lenient where
// the formats of R7 may not be (it takes a UTF-8 byte-order mark, the numbers "1." and ".5", and
// raw control characters inside strings), and it has no nesting limit of its own worth the name.
#pragma once

#include <QByteArrayView>
#include <QString>

namespace razzia::io {

// Deeper than any document of R7 (a record nests five levels), shallow enough for any stack.
constexpr int kMaxJsonDepth = 32;

// Values and member names together: a finished eight-player record holds some 5,400. Qt's
// document costs from 16 bytes a number to over 200 an object, whether or not the readers look
// at them (R7 allows unknown fields), so this bounds the memory of any input to tens of
// megabytes before Qt builds anything, with over thirty times the room any game needs.
constexpr int kMaxJsonValues = 200'000;

// True when `json` is one JSON value with nothing but whitespace around it; otherwise false
// with `error` in the form "JSON: <what> at offset <n>".
bool checkStrictJson(QByteArrayView json, QString &error);

} // namespace razzia::io
