#include "seatview.h"

namespace razzia {

BillSet SeatView::unseenBills() const
{
    BillSet unseen;
    for (int i = 0; i < m_game->supplySize(); ++i)
        ++unseen.count[m_game->supply()[i]];
    if (m_game->pendingBill() >= 0 && m_seat != m_game->dealer())
        ++unseen.count[m_game->pendingBill()];
    return unseen;
}

CardLogEntry SeatView::cardLog(int i) const
{
    CardLogEntry e = m_game->cardLog(i);
    if (e.what == CardLogEntry::Draw && e.seat != m_seat)
        e.code = Card::kNone;
    return e;
}

} // namespace razzia
