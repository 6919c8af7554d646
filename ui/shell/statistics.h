// Statistics across games, each game apart (its GameType id): people by name, computer players
// by level (two levels never merge, and a computer seat's name is decoration): games played,
// wins (first places; shared places count as wins) and the total of the score each game
// defines (GameType::scoreName: Razzia's money; a game that is only won or lost keeps none).
// Stored as JSON in the application data location (statisticsfile.h) and written atomically; a
// damaged file is reported and never overwritten silently.
#pragma once

#include <QList>
#include <QString>

namespace shell {

class Statistics
{
public:
    struct Entry
    {
        QString name; // a person's; empty for a computer player
        int games = 0;
        int wins = 0;
        qint64 totalScore = 0;
        QString level = {}; // a computer player's levelIds() id; empty for a person
        QString game = {};  // the GameType id
        double meanScore() const { return games ? double(totalScore) / games : 0; }
        bool isComputer() const { return !level.isEmpty(); }
    };
    struct Result
    {
        QString name;
        qint64 score = 0;   // the game's own (GameType::scoreName); 0 for a game without one
        int place = 0;      // 1 = first; equal firsts are all 1
        QString level = {}; // set for a computer seat: it counts under its level, not its name
    };

    // <AppDataLocation>/statistics.json
    static QString defaultPath();
    explicit Statistics(const QString &path = defaultPath());

    // False with a message naming what is wrong for a damaged file (then entries() is empty
    // and recordGame() refuses to overwrite it); a missing file is an empty record, true.
    bool load(QString *error = nullptr);
    // Adds one finished game of `game` (a GameType id) and saves atomically
    // (files::writeAtomically).
    bool recordGame(const QString &game, const QList<Result> &results, QString *error = nullptr);
    QList<Entry> entries() const { return m_entries; } // by game, then most wins, then name
    QList<Entry> entries(const QString &game) const;
    QString path() const { return m_path; }

    // The entry of a person (matched without regard to case) or of a level (`level` set) in
    // `game`; -1 for none.
    static qsizetype find(const QList<Entry> &entries, const QString &game, const QString &name,
                          const QString &level);
    // A player's row as the dialog shows it: a person's name, or "Computer (Easy)".
    static QString shownName(const Entry &entry);

private:
    QString m_path;
    QList<Entry> m_entries;
};

} // namespace shell
