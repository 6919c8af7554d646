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

void placeBeside(TableWidget *table, QDialog *dialog, Bar bar)
{
    BarBoard *board = table->barBoard(bar);
    if (!board || !dialog->isVisible())
        return;
    board->setSpotlit(true);
    QObject::connect(
        dialog, &QDialog::finished, board, [board] { board->setSpotlit(false); },
        Qt::SingleShotConnection);
    const QRect barRect(board->mapToGlobal(board->boardRect().topLeft()),
                        board->boardRect().size());
    const QRect room = table->window()->geometry();
    const QSize size = dialog->frameGeometry().size();
    // The side of the bar with the most room, the dialog's middle level with the bar's.
    const int left = barRect.left() - room.left(), right = room.right() - barRect.right();
    const int above = barRect.top() - room.top(), below = room.bottom() - barRect.bottom();
    QPoint at;
    if (std::max(left, right) >= size.width() || std::max(left, right) >= std::max(above, below)) {
        const int x = right >= left ? barRect.right() + 12 : barRect.left() - 12 - size.width();
        at = QPoint(x, barRect.center().y() - size.height() / 2);
    } else {
        const int y = below >= above ? barRect.bottom() + 12 : barRect.top() - 12 - size.height();
        at = QPoint(barRect.center().x() - size.width() / 2, y);
    }
    // Kept on the window where it can; a dialog larger than the room beside the bar may touch
    // the bar's edge but keeps clear of its middle.
    at.setX(std::clamp(at.x(), room.left(), std::max(room.left(), room.right() - size.width())));
    at.setY(std::clamp(at.y(), room.top(), std::max(room.top(), room.bottom() - size.height())));
    dialog->move(at);
}

} // namespace razzia::ui
