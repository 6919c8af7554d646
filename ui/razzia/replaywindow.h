// The replay viewer: a finished (or saved) game, round by round, forward and back, the table
// showing each round as it was: the bills on the bars, the cards revealed, the outcome of each
// bar, proposals, answers, duels and the money after the round.
#pragma once

#include "razzia/record.h"

#include <QWidget>

namespace razzia::ui {

class ReplayWindow : public QWidget
{
    Q_OBJECT

public:
    // `record` has been loaded (parsed and replayed through the engine) already.
    explicit ReplayWindow(const GameRecord &record, QWidget *parent = nullptr);
    ~ReplayWindow() override;

    int roundCount() const;
    int currentRound() const; // 0-based
    void showRound(int round);
    void next();
    void previous();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Private;
    Private *d;
};

} // namespace razzia::ui
