#include "savekey.h"

#include "common/escape.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shell {

namespace {

class KeyText
{
    Q_DECLARE_TR_FUNCTIONS(shell::SaveKey)
};

QString shown(const QString &path)
{
    return QString::fromStdString(common::escaped(QDir::toNativeSeparators(path).toStdString()));
}

// Reads the key at `path`: 64 hexadecimal digits, a newline allowed after them.
bool readKey(const QString &path, common::sealed::Key &key, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = KeyText::tr("The key of the saved games, %1, cannot be read: %2")
                    .arg(shown(path), file.errorString());
        return false;
    }
    QByteArray text = file.read(200);
    if (text.endsWith('\n'))
        text.chop(1);
    if (!common::sealed::keyFromHex(std::string_view(text.constData(), size_t(text.size())), key)) {
        error = KeyText::tr("The key of the saved games, %1, is damaged; the games saved with it "
                            "cannot be continued.")
                    .arg(shown(path));
        return false;
    }
    return true;
}

// Writes a new key where none is: to a file of our own made 0600 from the start (mkstemp), then
// linked to its name, which fails if another process was first; theirs is then read.
bool createKey(const QString &path, common::sealed::Key &key, QString &error)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        error = KeyText::tr("The folder %1 cannot be made for the key of the saved games.")
                    .arg(shown(folder));
        return false;
    }
    QByteArray pattern = QFile::encodeName(path) + ".new-XXXXXX";
    const int fd = ::mkstemp(pattern.data()); // 0600: the user's alone
    const auto failed = [&](int code) {
        error = KeyText::tr("The key of the saved games cannot be written to %1: %2")
                    .arg(shown(path), QString::fromLocal8Bit(std::strerror(code)));
        return false;
    };
    if (fd < 0)
        return failed(errno);
    ::fchmod(fd, S_IRUSR | S_IWUSR);
    const common::sealed::Key made = common::sealed::newKey();
    const std::string text = common::sealed::keyToHex(made) + "\n";
    const bool written =
        ::write(fd, text.data(), text.size()) == ssize_t(text.size()) && ::fsync(fd) == 0;
    const int writeError = errno;
    ::close(fd);
    if (!written) {
        ::unlink(pattern.constData());
        return failed(writeError);
    }
    const int linked = ::link(pattern.constData(), QFile::encodeName(path).constData());
    const int linkError = errno;
    ::unlink(pattern.constData());
    if (linked == 0) {
        key = made;
        return true;
    }
    if (linkError == EEXIST)
        return readKey(path, key, error);
    return failed(linkError);
}

} // namespace

QString saveKeyPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/Razzia/razzia/save.key");
}

bool saveKey(common::sealed::Key &key, QString &error, bool create)
{
    // Read at each save rather than kept: 65 bytes, once a round or a move, and a key that was
    // replaced or removed meanwhile is never used again for a save nobody could open.
    static QMutex mutex;
    const QMutexLocker lock(&mutex);
    const QString path = saveKeyPath();
    if (QFileInfo::exists(path))
        return readKey(path, key, error);
    if (create)
        return createKey(path, key, error);
    error = KeyText::tr("There is no key of the saved games here (%1): this game was saved by "
                        "another user or on another computer.")
                .arg(shown(path));
    return false;
}

} // namespace shell
