// What the table shows of a round, which runs behind the engine while the events are played:
// the revealed cards, the bar being shared, its claimants, the proposal and the answers so far.
// The event player writes it; the human seat and the dialogs read it.
#pragma once

#include "proposaldialog.h"
#include "razzia/events.h"
#include "razzia/rank.h"

#include <QList>

#include <array>
#include <optional>

namespace razzia::ui {

class GameSession;
class TableWidget;

struct TableState
{
    int round = 0;
    std::array<Card, kMaxPlayers> revealed{};
    BarClaim claim;
    Bar claimBar = Bar::Colibri;
    Proposal proposal;
    std::array<int8_t, kMaxPlayers> answers{}; // -1 not yet, 0 refused, 1 accepted

    // The bar's claimants in R5.1 order, each with its duel odds (for the proposer: its chance
    // to keep the pool against the first of them).
    QList<ProposalDialog::ClaimantInfo> claimantInfos(const GameSession &session) const;
    std::optional<bool> answerOf(int seat) const;
    // The answers by claimant rank, as the proposal dialog lists them.
    QList<std::optional<bool>> answersByRank() const;
    // The answerer's chance to take the pool if it refuses now, with those who refused so far.
    double refuseChance(int seat) const;
};

// Moves an open dialog where it hides the least that matters (dialogplace.cpp), and spotlights
// the bar while the dialog is open. `viewer`: the person the dialog is for, whose own card
// matters most; -1 for everyone at the table.
void placeBeside(TableWidget *table, QDialog *dialog, Bar bar, int viewer = -1);

} // namespace razzia::ui
