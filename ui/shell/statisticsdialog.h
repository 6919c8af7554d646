// Game ▸ Statistics: one game's players at a time (the games never mix), sortable by every
// column; the mean of the game's own score when it has one (GameType::scoreName).
#pragma once

#include "statistics.h"

#include <QDialog>

namespace shell {

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

} // namespace shell
