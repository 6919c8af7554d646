// Writing a file whole or not at all: the bytes go to a file beside it, which is renamed over it
// once every byte is on disk (QSaveFile). A crash, a full disk or a killed program leaves the old
// file or the new one, never half of one (docs/saves.md). The save key is not written here: it is
// made once and never replaced (savekey.cpp links it into place).
#pragma once

#include <QByteArrayView>
#include <QString>

namespace files {

enum class Access
{
    Default,   // the user's usual permissions (umask)
    OwnerOnly, // read and write for the owner alone, from the first byte (a table's tokens)
};

// Writes `bytes` to `path`, creating its folder. False with the system's reason in `error`
// (untranslated, unescaped: the caller words the line and escapes the path); the file that was
// there is then left as it was.
bool writeAtomically(const QString &path, QByteArrayView bytes, QString &error,
                     Access access = Access::Default);

} // namespace files
