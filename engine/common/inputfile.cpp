#include "inputfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace common {

namespace {

std::string megabytes(int64_t bytes)
{
    const double mb = double(bytes) / (1024.0 * 1024.0);
    // The limit reads as "16 MB"; a size just past it should not round to the limit itself.
    if (mb == double(int64_t(mb)))
        return std::to_string(int64_t(mb));
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", mb);
    return text;
}

InputFile failure(const std::string &reason)
{
    InputFile result;
    result.systemReason = reason;
    result.error = "cannot read: " + reason;
    return result;
}

InputFile tooLarge(int64_t size, int64_t limit)
{
    InputFile result;
    result.tooLarge = true;
    result.error = tooLargeMessage(size, limit);
    return result;
}

// Reads `fd` to its end, or refuses it one byte past `limit`, into the buffer `resize` gives.
// `size` is the size a regular file declares, or -1 when the descriptor cannot tell (a pipe, a
// device, /proc).
InputFile readDescriptor(int fd, int64_t size, int64_t limit, const Resize &resize)
{
    if (size > limit)
        return tooLarge(size, limit);
    // A declared size is a hint only: /proc files say 0 and hold more, a file may grow. Reading
    // into a buffer of that size keeps a regular file's bytes in one allocation; more bytes than
    // declared grow it as they come.
    size_t capacity = size_t(std::max<int64_t>(size, 0));
    char *data = resize(capacity);
    size_t have = 0;
    constexpr size_t kChunk = 64 * 1024;
    char chunk[kChunk];
    for (;;) {
        // When the buffer is full a small read tells the end from more bytes to come.
        const bool full = have == capacity;
        // One byte past the limit is enough to know the input is over it.
        const size_t room = std::min(full ? kChunk : capacity - have, size_t(limit + 1) - have);
        ssize_t got;
        do {
            got = ::read(fd, full ? chunk : data + have, room);
        } while (got < 0 && errno == EINTR);
        if (got < 0) {
            resize(0);
            return failure(std::strerror(errno));
        }
        if (got == 0)
            break;
        if (full) {
            capacity = std::min(std::max(capacity * 2, have + size_t(got)), size_t(limit + 1));
            data = resize(capacity);
            std::memcpy(data + have, chunk, size_t(got));
        }
        have += size_t(got);
        if (int64_t(have) > limit) {
            resize(0);
            struct stat info
            {};
            const bool regular = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
            return tooLarge(regular ? int64_t(info.st_size) : -1, limit);
        }
    }
    resize(have);
    InputFile result;
    result.ok = true;
    return result;
}

int64_t declaredSize(int fd)
{
    struct stat info
    {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode))
        return -1;
    return int64_t(info.st_size);
}

} // namespace

std::string tooLargeMessage(int64_t size, int64_t limit)
{
    const std::string what =
        size < 0 ? "more than " + megabytes(limit) + " MB" : megabytes(size) + " MB";
    return "file too large (" + what + ", limit " + megabytes(limit) + " MB)";
}

InputFile readFileBoundedInto(const std::string &path, int64_t limit, const Resize &resize)
{
    int fd;
    do {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return failure(std::strerror(errno));
    struct stat info
    {};
    if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
        ::close(fd);
        return failure("file to open is a directory");
    }
    InputFile result =
        readDescriptor(fd, S_ISREG(info.st_mode) ? int64_t(info.st_size) : -1, limit, resize);
    ::close(fd);
    return result;
}

InputFile readFileBounded(const std::string &path, int64_t limit)
{
    std::string bytes;
    InputFile result = readFileBoundedInto(path, limit, [&](size_t n) {
        bytes.resize(n);
        return bytes.data();
    });
    result.bytes = std::move(bytes);
    return result;
}

InputFile readStreamBounded(std::FILE *stream, int64_t limit)
{
    const int fd = ::fileno(stream);
    if (fd < 0)
        return failure(std::strerror(errno));
    std::string bytes;
    InputFile result = readDescriptor(fd, declaredSize(fd), limit, [&](size_t n) {
        bytes.resize(n);
        return bytes.data();
    });
    result.bytes = std::move(bytes);
    return result;
}

} // namespace common
