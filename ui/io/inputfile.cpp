#include "inputfile.h"

#include <QFile>

#include <algorithm>

namespace razzia::io {

namespace {

QString megabytes(qint64 bytes)
{
    const double mb = double(bytes) / (1024.0 * 1024.0);
    // The limit reads as "16 MB"; a size just past it should not round to the limit itself.
    return mb == double(qint64(mb)) ? QString::number(qint64(mb)) : QString::number(mb, 'f', 1);
}

} // namespace

QString tooLargeMessage(qint64 size, qint64 limit)
{
    const QString what = size < 0 ? QStringLiteral("more than %1 MB").arg(megabytes(limit))
                                  : megabytes(size) + QStringLiteral(" MB");
    return QStringLiteral("file too large (%1, limit %2 MB)").arg(what, megabytes(limit));
}

InputFile readFileBounded(const QString &path, qint64 limit)
{
    InputFile result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.systemReason = file.errorString();
        result.error = QStringLiteral("cannot read: %1").arg(result.systemReason);
        return result;
    }
    // A regular file tells its size: refuse it before reading a byte. Devices, pipes and /proc
    // files say 0 or nothing, and are caught by the bounded loop below.
    const qint64 size = file.isSequential() ? 0 : file.size();
    if (size > limit) {
        result.tooLarge = true;
        result.error = tooLargeMessage(size, limit);
        return result;
    }
    result.bytes.reserve(qsizetype(std::min(size, limit) + 1));
    constexpr qint64 kChunk = 64 * 1024;
    for (;;) {
        // One byte past the limit is enough to know the file is over it.
        const qint64 room = limit + 1 - result.bytes.size();
        const qsizetype before = result.bytes.size();
        result.bytes.resize(before + qsizetype(std::min(kChunk, room)));
        const qint64 got = file.read(result.bytes.data() + before, result.bytes.size() - before);
        if (got < 0) {
            result.bytes.clear();
            result.systemReason = file.errorString();
            result.error = QStringLiteral("cannot read: %1").arg(result.systemReason);
            return result;
        }
        result.bytes.resize(before + qsizetype(got));
        if (result.bytes.size() > limit) {
            result.bytes = QByteArray();
            result.tooLarge = true;
            result.error = tooLargeMessage(file.isSequential() ? -1 : file.size(), limit);
            return result;
        }
        // QFile reads a pipe or a device blocking: 0 bytes is its end, as for a regular file.
        if (got == 0)
            break;
    }
    result.ok = true;
    return result;
}

} // namespace razzia::io
