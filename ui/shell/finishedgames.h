// The finished games (issue 25): a list of the history, newest first, with each game's name,
// players, winner, date and length, where the raw file dialog showed only file names. Replay
// opens the game's replay, Rematch starts a new game with its seats; another file can still be
// opened from anywhere.
#pragma once

#include "savestore.h"

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace shell {

class FinishedGamesDialog : public QDialog
{
    Q_OBJECT

public:
    // `canRematch` says which games (by GameType::id) offer Rematch.
    FinishedGamesDialog(const QList<SaveStore::Entry> &games,
                        std::function<bool(const QString &)> canRematch, QWidget *parent);

    QTreeWidget *list() const { return m_list; }
    // The file of the game selected, empty for none.
    QString selectedPath() const;

Q_SIGNALS:
    void replayRequested(const QString &path);
    void rematchRequested(const QString &path);
    void openFileRequested();

private:
    void updateButtons();

    std::function<bool(const QString &)> m_canRematch;
    QTreeWidget *m_list;
    QPushButton *m_replay;
    QPushButton *m_rematch;
    QPushButton *m_other;
};

} // namespace shell
