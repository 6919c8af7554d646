// Statistics across games, each game apart (its GameType id): people by name, computer players
// by level (two levels never merge, and a computer seat's name is decoration): games played,
// wins (first places, shared places count as wins, R3.8), mean score (Razzia's money). Stored as
// JSON in the application data location and written atomically; a damaged file is reported and
// never overwritten silently.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTableView;

namespace razzia::ui {

class Statistics
{
public:
    struct Entry
    {
        QString name; // a person's; empty for a computer player
        int games = 0;
        int wins = 0;
        qint64 totalMoney = 0;
        QString level = {}; // a computer player's ai::levelNames() id; empty for a person
        QString game = {};  // the GameType id; files older than Speak Easy hold Razzia's
        double meanMoney() const { return games ? double(totalMoney) / games : 0; }
        bool isComputer() const { return !level.isEmpty(); }
    };
    struct Result
    {
        QString name;
        qint64 money = 0;
        int place = 0;      // 1 = first (R3.8)
        QString level = {}; // set for a computer seat: it counts under its level, not its name
    };

    // <AppDataLocation>/statistics.json
    static QString defaultPath();
    explicit Statistics(const QString &path = defaultPath());

    // False with a message naming what is wrong for a damaged file (then entries() is empty
    // and recordGame() refuses to overwrite it); a missing file is an empty record, true.
    bool load(QString *error = nullptr);
    // Adds one finished game of `game` (a GameType id) and saves atomically (QSaveFile).
    bool recordGame(const QString &game, const QList<Result> &results, QString *error = nullptr);
    QList<Entry> entries() const { return m_entries; } // by game, then most wins, then name
    QList<Entry> entries(const QString &game) const;
    QString path() const { return m_path; }

private:
    QString m_path;
    QList<Entry> m_entries;
    bool m_damaged = false;
};

class StatisticsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit StatisticsDialog(QWidget *parent = nullptr);
    // Reads the statistics file again (shows its error, if any, in the dialog).
    void reload(const QString &path = Statistics::defaultPath());
    // The game whose players are shown (a GameType id; the first registered at first).
    void setGame(const QString &game);
    QString game() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showGame();
    struct Private;
    Private *d;
};

} // namespace razzia::ui
