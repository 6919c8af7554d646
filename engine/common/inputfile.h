// Reading a file the program was handed (a record, a scenario, a save): once, and never more
// than a limit, whatever the file is. A regular file over the limit is refused from its size
// alone; a device, a pipe or a FIFO (/dev/zero, `yes | razzia-cli verify /dev/stdin`) is read
// through the same limit and refused as soon as it passes it. Each input is opened exactly once:
// a second open of a FIFO would wait for a writer that never comes, and a second read of a pipe
// would find it empty.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>

namespace common {

// Generous for any real game: a finished eight-player record is a few hundred kilobytes.
constexpr int64_t kInputLimit = 16 * 1024 * 1024;

struct InputFile
{
    bool ok = false;
    std::string bytes;
    // One line without the path, for the caller to prefix with escaped(path): "cannot read: No
    // such file or directory" or "file too large (200.0 MB, limit 16 MB)".
    std::string error;
    // Why it failed, for a caller that words its own message: the system's reason when the file
    // cannot be read, or tooLarge.
    std::string systemReason;
    bool tooLarge = false;
};

// `path` in the file system's encoding (UTF-8 on every system the games run on).
InputFile readFileBounded(const std::string &path, int64_t limit = kInputLimit);

// The same into a buffer of the caller's (a QByteArray in the window), so that the bytes are
// held once: `resize(n)` makes it n bytes long, keeping what it holds, and returns its data.
// `bytes` of the result stays empty.
using Resize = std::function<char *(size_t)>;
InputFile readFileBoundedInto(const std::string &path, int64_t limit, const Resize &resize);

// An input already open, standard input for "-": read to its end or past the limit, never
// closed here.
InputFile readStreamBounded(std::FILE *stream, int64_t limit = kInputLimit);

// "file too large (200.0 MB, limit 16 MB)"; `size` < 0 when only "more than the limit" is known.
std::string tooLargeMessage(int64_t size, int64_t limit);

} // namespace common
