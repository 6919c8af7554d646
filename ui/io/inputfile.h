// Reading a file the program was handed (a record, a scenario, a save): never more than a
// limit, whatever the file is. A regular file over the limit is refused from its size alone; a
// device or a pipe (/dev/zero, a FIFO) is read through the same limit and refused as soon as it
// passes it, so no input can make the program hang or grow without bound.
#pragma once

#include <QByteArray>
#include <QString>

namespace razzia::io {

// Generous for any real game: a finished eight-player record is a few hundred kilobytes.
constexpr qint64 kInputLimit = 16 * 1024 * 1024;

struct InputFile
{
    bool ok = false;
    QByteArray bytes;
    // One line without the path, for the caller to prefix with escaped(path): "cannot read: No
    // such file or directory" or "file too large (200.0 MB, limit 16 MB)".
    QString error;
    // Why it failed, for a caller that words its own message: the system's reason when the file
    // cannot be read, or tooLarge.
    QString systemReason;
    bool tooLarge = false;
};

InputFile readFileBounded(const QString &path, qint64 limit = kInputLimit);

// "file too large (200.0 MB, limit 16 MB)"; `size` < 0 when only "more than the limit" is known.
QString tooLargeMessage(qint64 size, qint64 limit);

} // namespace razzia::io
