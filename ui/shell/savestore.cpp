#include "savestore.h"

#include "atomicfile.h"
#include "common/escape.h"
#include "common/json.h"
#include "common/sealed.h"
#include "gamemodule.h"
#include "savekey.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <algorithm>

namespace shell {

namespace {

class StoreText
{
    Q_DECLARE_TR_FUNCTIONS(shell::SaveStore)
};

// Every game was saved as ".razzia" before each game had a suffix of its own (issue 23): such
// files are still listed, and opened by their "format" like any other.
QString legacySuffix()
{
    return QStringLiteral("razzia");
}

} // namespace

QString escapedText(const QString &text)
{
    return QString::fromStdString(common::escaped(text.toStdString()));
}

bool readGameFile(const QString &path, QByteArray &data, QString &error)
{
    const QString shown = escapedText(QDir::toNativeSeparators(path));
    // Read straight into `data`: a save of 16 MB is held once.
    const common::InputFile input = common::readFileBoundedInto(
        QFile::encodeName(path).toStdString(), kMaxGameFileBytes, [&](size_t size) {
            data.resize(qsizetype(size));
            return data.data();
        });
    if (input.tooLarge) {
        //: %1 the file, %2 the limit in megabytes.
        error = StoreText::tr("%1 is too large for a saved game (limit %2 MB).")
                    .arg(shown)
                    .arg(kMaxGameFileBytes / (1024 * 1024));
        return false;
    }
    if (!input.ok) {
        error = StoreText::tr("%1 cannot be read: %2")
                    .arg(shown, QString::fromStdString(input.systemReason));
        return false;
    }
    return true;
}

bool sealRecord(const QByteArray &record, QByteArray &sealed, QString &error)
{
    const GameType *type = Games::byFormat(Games::formatOf(record));
    SaveStore::Entry entry;
    if (!type || !type->describe || !type->describe(record, entry)) {
        error = StoreText::tr("The game's record cannot be read back to be saved.");
        return false;
    }
    common::sealed::Key key;
    if (!saveKey(key, error))
        return false;
    common::sealed::Cover cover;
    cover.game = type->format.toStdString();
    for (qsizetype seat = 0; seat < entry.players.size(); ++seat) {
        const QString level = entry.levels.value(seat);
        cover.players.push_back({entry.players[seat].toStdString(),
                                 level.isEmpty() ? "human" : "ai", level.toStdString()});
    }
    cover.progress = entry.rounds;
    sealed = QByteArray::fromStdString(common::sealed::write(
        cover, std::string_view(record.constData(), size_t(record.size())), key));
    return true;
}

bool unsealRecord(QByteArray &data, QString &error)
{
    const std::string_view text(data.constData(), size_t(data.size()));
    if (!common::sealed::isSealed(text))
        return true;
    common::sealed::Key key;
    if (!saveKey(key, error, false))
        return false;
    common::sealed::Cover cover;
    std::string secret;
    std::string why;
    if (!common::sealed::open(text, key, cover, secret, why)) {
        //: %1 why, in English: "sealed: altered, or sealed under another key …".
        error = StoreText::tr("This saved game cannot be opened: %1")
                    .arg(QString::fromStdString(common::escaped(why)));
        return false;
    }
    if (common::json::formatOf(secret) != cover.game) {
        error = StoreText::tr("This saved game cannot be opened: it does not hold the game it "
                              "names.");
        return false;
    }
    data = QByteArray::fromStdString(secret);
    return true;
}

QString SaveStore::defaultGamesDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games");
}

QString SaveStore::defaultHistoryDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history");
}

SaveStore::SaveStore(const QString &gamesDir, const QString &historyDir)
    : m_gamesDir(gamesDir), m_historyDir(historyDir)
{}

QStringList SaveStore::suffixes()
{
    QStringList suffixes;
    for (const GameType &type : Games::all())
        if (!type.suffix.isEmpty() && !suffixes.contains(type.suffix))
            suffixes << type.suffix;
    if (!suffixes.contains(legacySuffix()))
        suffixes << legacySuffix();
    return suffixes;
}

QString SaveStore::newGamePath(const QString &suffix) const
{
    // The date says when the game began; the random part keeps two windows started in the same
    // second apart.
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (;;) {
        const QString path =
            QStringLiteral("%1/game-%2-%3.%4")
                .arg(m_gamesDir, stamp)
                .arg(QRandomGenerator::global()->bounded(0x10000), 4, 16, QLatin1Char('0'))
                .arg(suffix.isEmpty() ? legacySuffix() : suffix);
        if (!QFile::exists(path))
            return path;
    }
}

bool SaveStore::contains(const QString &path) const
{
    return QFileInfo(path).absolutePath() == QFileInfo(m_gamesDir).absoluteFilePath();
}

bool SaveStore::describe(const QString &path, Entry &entry)
{
    QByteArray data;
    QString error;
    if (!readGameFile(path, data, error))
        return false;
    entry = Entry();
    const GameType *type = nullptr;
    const std::string_view text(data.constData(), size_t(data.size()));
    if (common::sealed::isSealed(text)) {
        // The list needs only the open part: no key, nothing of the game's secrets.
        common::sealed::Cover cover;
        std::string why;
        if (!common::sealed::readCover(text, cover, why))
            return false;
        type = Games::byFormat(QString::fromStdString(cover.game));
        if (!type)
            return false;
        for (const common::sealed::Seat &seat : cover.players) {
            entry.players << QString::fromStdString(seat.name);
            entry.levels << (seat.kind == "human" ? QString() : QString::fromStdString(seat.level));
        }
        entry.rounds = cover.progress;
    } else {
        type = Games::byFormat(Games::formatOf(data));
        if (!type || !type->describe(data, entry))
            return false;
    }
    entry.path = QFileInfo(path).absoluteFilePath();
    entry.game = type->id;
    entry.saved = QFileInfo(path).lastModified();
    return true;
}

QList<SaveStore::Entry> SaveStore::unfinished() const
{
    QList<Entry> out;
    const QDir dir(m_gamesDir);
    QStringList patterns;
    for (const QString &suffix : suffixes())
        patterns << QStringLiteral("*.") + suffix;
    const QFileInfoList files = dir.entryInfoList(patterns, QDir::Files, QDir::Time);
    for (const QFileInfo &info : files) {
        Entry entry;
        if (describe(info.absoluteFilePath(), entry))
            out << entry;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Entry &a, const Entry &b) { return a.saved > b.saved; });
    return out;
}

QList<SaveStore::Entry> SaveStore::finished() const
{
    QList<Entry> out;
    QStringList patterns;
    for (const QString &suffix : suffixes())
        patterns << QStringLiteral("*.") + suffix;
    const QFileInfoList files = QDir(m_historyDir).entryInfoList(patterns, QDir::Files);
    for (const QFileInfo &info : files) {
        QByteArray data;
        QString error;
        if (!readGameFile(info.absoluteFilePath(), data, error))
            continue;
        const GameType *type = Games::byFormat(Games::formatOf(data));
        if (!type)
            continue;
        Entry entry;
        if (type->describeFinished) {
            if (!type->describeFinished(data, entry))
                continue; // unreadable, or not over: nothing to replay
            entry.described = true;
        }
        entry.path = info.absoluteFilePath();
        entry.game = type->id;
        entry.saved = info.lastModified();
        out << entry;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Entry &a, const Entry &b) { return a.saved > b.saved; });
    return out;
}

bool SaveStore::finish(const QString &autosavePath, const QByteArray &record, QString &error)
{
    // The game's suffix, read from its record: the history is opened by format like the rest.
    const GameType *type = Games::byFormat(Games::formatOf(record));
    const QString name = autosavePath.isEmpty() || !contains(autosavePath)
                             ? QFileInfo(newGamePath(type ? type->suffix : QString())).fileName()
                             : QFileInfo(autosavePath).fileName();
    if (!files::writeAtomically(m_historyDir + QLatin1Char('/') + name, record, error))
        return false;
    if (!autosavePath.isEmpty())
        QFile::remove(autosavePath);
    return true;
}

QString SaveStore::moveAside(const QString &path)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.broken-%2").arg(path, stamp);
    for (int n = 2; QFile::exists(target); ++n)
        target = QStringLiteral("%1.broken-%2-%3").arg(path, stamp).arg(n);
    return QFile::rename(path, target) ? target : QString();
}

} // namespace shell
