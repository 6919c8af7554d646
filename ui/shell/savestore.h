// Where the window keeps games: every unfinished game in a file of its own under
// <AppDataLocation>/games (so that a second game never overwrites the first), and every finished
// one under <AppDataLocation>/history, where the replay viewer looks. A file's name ends in its
// game's suffix; what it holds is told by its "format" alone. A file that fails to resume
// is moved aside ("….broken-DATE") so that it is not offered again.
#pragma once

#include "common/inputfile.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace shell {

// Every file the window reads goes through here: one place to bound what is read (issue 17).
// False with a one-line message (the path escaped) when the file cannot be read or is too large.
bool readGameFile(const QString &path, QByteArray &data, QString &error);
// The largest file readGameFile() accepts; a real game's record is a few tens of kilobytes.
constexpr qint64 kMaxGameFileBytes = common::kInputLimit;

// Text from a file or a player, made safe to quote in a one-line message: control characters
// read as \n, \u001b…, never as a line break or a live terminal code.
QString escapedText(const QString &text);

// A running game's save seals what a seat could not see at the table (issue 29,
// common/sealed.h): `record`, the game's whole record, goes under the user's key (savekey.h),
// with the players and the progress its game's describe() reads in the open. False with a
// one-line message when the record is not a known game's or the key cannot be had.
bool sealRecord(const QByteArray &record, QByteArray &sealed, QString &error);
// The record inside a sealed save, in place of `data`; any other file is left as it is. False
// with one line, escaped, when the envelope is damaged, altered or sealed under another key.
bool unsealRecord(QByteArray &data, QString &error);

class SaveStore
{
public:
    struct Entry
    {
        QString path;
        QString game; // the GameType's id, picked by the file's "format"
        QStringList players;
        QStringList levels; // per seat: an ai::levelNames() id, empty for a human
        int rounds = 0;     // rounds (Razzia) or moves (Speak Easy) already played
        QDateTime saved;
        QStringList winners;    // a finished game's: first place, several when shared, none for a
                                // draw (GameType::describeFinished)
        bool described = false; // a finished game its GameType::describeFinished read
    };

    // <AppDataLocation>/games and <AppDataLocation>/history.
    static QString defaultGamesDir();
    static QString defaultHistoryDir();
    explicit SaveStore(const QString &gamesDir = defaultGamesDir(),
                       const QString &historyDir = defaultHistoryDir());

    QString gamesDir() const { return m_gamesDir; }
    QString historyDir() const { return m_historyDir; }
    // A file name no other game uses, for a game that starts now, ending in its game's suffix
    // (GameType::suffix).
    QString newGamePath(const QString &suffix) const;
    // The suffixes of saved games, without the dot: every registered game's, and "razzia",
    // which every game's saves carried before each had its own.
    static QStringList suffixes();
    bool contains(const QString &path) const;
    // What the unfinished game in `path` is, for the list; false for a file that cannot be read
    // or parsed, or a finished game.
    static bool describe(const QString &path, Entry &entry);
    // The unfinished games that can be offered, newest first. Files that cannot be read are
    // left out (they are refused, and moved aside, only when someone tries to resume them).
    QList<Entry> unfinished() const;
    // The finished games of the history, newest first, as their games describe them; a file
    // of a known format that its game does not describe is listed with its game and date.
    QList<Entry> finished() const;
    // A finished game goes to the history; the file it was autosaved to is removed.
    bool finish(const QString &autosavePath, const QByteArray &record, QString &error);
    // Moves a file that could not be resumed to "<path>.broken-<date>"; the new path, or empty
    // when even that failed.
    static QString moveAside(const QString &path);

private:
    QString m_gamesDir;
    QString m_historyDir;
};

} // namespace shell
