#include "tablestate.h"

#include "barboard.h"
#include "gamesession.h"
#include "tablewidget.h"

#include "razzia/ai/odds.h"

#include <QDialog>

#include <algorithm>

namespace razzia::ui {

QList<ProposalDialog::ClaimantInfo> TableState::claimantInfos(const GameSession &session) const
{
    ai::Claimants claimants;
    claimants.count = claim.count;
    for (int r = 0; r < claim.count; ++r)
        claimants.cards[r] = int8_t(revealed[claim.claimants[r]].value());
    QList<ProposalDialog::ClaimantInfo> out;
    for (int r = 0; r < claim.count; ++r) {
        const int seat = claim.claimants[r];
        const int other = r == 0 ? 1 : r;
        const ai::Chances chances = ai::poolChancesByRank(claimants, 1u << other);
        ProposalDialog::ClaimantInfo info;
        info.seat = seat;
        info.name = session.name(seat);
        info.card = revealed[seat];
        info.duelChance = r == 0 ? chances[0] : chances[r];
        info.human = session.isHuman(seat);
        out << info;
    }
    return out;
}

std::optional<bool> TableState::answerOf(int seat) const
{
    if (answers[seat] < 0)
        return std::nullopt;
    return answers[seat] == 1;
}

QList<std::optional<bool>> TableState::answersByRank() const
{
    QList<std::optional<bool>> out;
    for (int r = 0; r < claim.count; ++r)
        out << answerOf(claim.claimants[r]);
    return out;
}

double TableState::refuseChance(int seat) const
{
    ai::Claimants claimants;
    claimants.count = claim.count;
    ai::RankMask refusers = 0;
    int rank = 0;
    for (int r = 0; r < claim.count; ++r) {
        const int s = claim.claimants[r];
        claimants.cards[r] = int8_t(revealed[s].value());
        if (answers[s] == 0)
            refusers |= 1u << r;
        if (s == seat)
            rank = r;
    }
    return ai::poolChancesByRank(claimants, refusers | (1u << rank))[rank];
}

} // namespace razzia::ui
