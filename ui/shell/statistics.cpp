#include "statistics.h"

#include "atomicfile.h"
#include "common/inputfile.h"
#include "levelnames.h"
#include "statisticsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>

namespace shell {

namespace {

// Not a QObject; the messages keep the context they always had.
class StatisticsText
{
    Q_DECLARE_TR_FUNCTIONS(shell::Statistics)
};

// The order entries() promises: most wins first, then by name.
void sortEntries(QList<Statistics::Entry> &entries)
{
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Statistics::Entry &a, const Statistics::Entry &b) {
                         if (a.game != b.game)
                             return a.game < b.game;
                         if (a.wins != b.wins)
                             return a.wins > b.wins;
                         if (a.isComputer() != b.isComputer())
                             return !a.isComputer(); // people first
                         if (a.isComputer())
                             return levelIds().indexOf(a.level) < levelIds().indexOf(b.level);
                         return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
                     });
}

} // namespace

QString Statistics::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/statistics.json");
}

Statistics::Statistics(const QString &path) : m_path(path) {}

// People's names are matched without regard to case ("karine" adds to "Karine"), and the
// spelling seen first is kept: a player who types their name differently one evening stays one
// player. Computer players are matched by level alone.
qsizetype Statistics::find(const QList<Entry> &entries, const QString &game, const QString &name,
                           const QString &level)
{
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const Entry &e = entries[i];
        if (e.game != game)
            continue;
        if (level.isEmpty() ? !e.isComputer() && e.name.compare(name, Qt::CaseInsensitive) == 0
                            : e.level == level)
            return i;
    }
    return -1;
}

QString Statistics::shownName(const Entry &e)
{
    //: A computer player in the statistics; %1 is its level.
    return e.isComputer()
               ? StatisticsText::tr("Computer (%1)").arg(levelName(e.level, LevelForm::Short))
               : e.name;
}

bool Statistics::load(QString *error)
{
    m_entries.clear();
    const auto fail = [&](const QString &what) {
        m_entries.clear();
        if (error) {
            //: %1 is the statistics file, %2 what is wrong with it.
            *error = StatisticsText::tr("The statistics file %1 is damaged and was left as it "
                                        "is: %2")
                         .arg(QDir::toNativeSeparators(m_path), what);
        }
        return false;
    };

    if (!QFile::exists(m_path))
        return true; // no game recorded yet
    const common::InputFile input =
        common::readFileBounded(QFile::encodeName(m_path).toStdString());
    if (input.tooLarge)
        return fail(StatisticsText::tr("it is too large (limit %1 MB).")
                        .arg(common::kInputLimit / (1024 * 1024)));
    if (!input.ok)
        return fail(StatisticsText::tr("it cannot be read (%1).")
                        .arg(QString::fromStdString(input.systemReason)));
    QList<Entry> entries;
    QString what;
    if (!StatisticsFile::read(QByteArray::fromStdString(input.bytes), entries, what))
        return fail(what);
    sortEntries(entries);
    m_entries = entries;
    return true;
}

QList<Statistics::Entry> Statistics::entries(const QString &game) const
{
    QList<Entry> out;
    for (const Entry &e : m_entries)
        if (e.game == game)
            out << e;
    return out;
}

bool Statistics::recordGame(const QString &game, const QList<Result> &results, QString *error)
{
    // Always from the file as it is now: another window may have recorded a game since.
    QString loadError;
    if (!load(&loadError)) {
        if (error)
            *error = loadError;
        return false;
    }
    for (const Result &r : results) {
        if ((r.name.trimmed().isEmpty() && r.level.isEmpty()) || r.place < 1) {
            if (error)
                *error = StatisticsText::tr("A game result without a name or without a place "
                                            "cannot be recorded.");
            return false;
        }
    }

    QList<Entry> entries = m_entries;
    for (const Result &r : results) {
        const QString name = r.level.isEmpty() ? r.name.trimmed() : QString();
        qsizetype i = find(entries, game, name, r.level);
        if (i < 0) {
            entries.append(Entry{name, 0, 0, 0, r.level, game});
            i = entries.size() - 1;
        }
        ++entries[i].games;
        entries[i].wins += r.place == 1 ? 1 : 0; // shared first places are wins too
        entries[i].totalScore += r.score;
    }
    sortEntries(entries);

    const auto fail = [&](const QString &reason) {
        if (error) {
            //: %1 is the statistics file, %2 the system's reason.
            *error = StatisticsText::tr("The statistics could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(m_path), reason);
        }
        return false;
    };
    // A crash leaves the old file or the new one, never half of one. The writer makes the folder.
    QString reason;
    if (!files::writeAtomically(m_path, StatisticsFile::write(entries), reason))
        return fail(reason);
    m_entries = entries;
    return true;
}

} // namespace shell
