#include "narrator.h"

#include "commands.h"

#include <algorithm>
#include <numeric>

namespace razzia::cli {

namespace {

QString barText(Bar bar)
{
    return QString::fromUtf8(barName(bar).data(), qsizetype(barName(bar).size()));
}

QString cardText(Card card)
{
    return QStringLiteral("%1 %2 (%3)")
        .arg(card.isPolice() ? QStringLiteral("police") : QStringLiteral("gambler"))
        .arg(card.value())
        .arg(barText(card.bar()));
}

// Bills from the largest: "$50,000 + $20,000".
QString billsText(const BillSet &bills)
{
    QStringList parts;
    for (int d = kDenominations - 1; d >= 0; --d) {
        for (int k = 0; k < bills.count[d]; ++k)
            parts << dollars(kBillValues[d]);
    }
    return parts.isEmpty() ? QStringLiteral("nothing") : parts.join(QStringLiteral(" + "));
}

} // namespace

Narrator::Narrator(QStringList seatNames) : m_names(std::move(seatNames)) {}

void Narrator::say(const QString &line, int indent)
{
    printLine(QString(indent * 2, QLatin1Char(' ')) + line);
}

void Narrator::onEvent(const Event &e)
{
    // Private events (a card dealt, the dealer's last bill) are not for the table (R6).
    if (e.privateTo >= 0)
        return;
    switch (e.kind) {
    case EventKind::RoundStarted:
        say(QStringLiteral("Round %1, dealer %2").arg(e.round).arg(seat(e.seat)), 0);
        break;
    case EventKind::Reshuffled:
        say(QStringLiteral("The discard pile is shuffled into a new draw pile of %1 cards.")
                .arg(e.value));
        break;
    case EventKind::BillPlaced:
        if (e.flag) {
            say(QStringLiteral("%1 places the last bill, %2, on %3.")
                    .arg(seat(e.seat), dollars(kBillValues[e.value]), barText(e.bar)));
        } else {
            say(QStringLiteral("%1 goes to %2.")
                    .arg(dollars(kBillValues[e.value]), barText(e.bar)));
        }
        break;
    case EventKind::CardsRevealed:
        m_table = e.cards;
        for (int s = 0; s < m_names.size(); ++s)
            say(QStringLiteral("%1 plays %2.").arg(seat(s), cardText(e.cards[s])));
        break;
    case EventKind::BarResolved:
        tellBar(e);
        break;
    case EventKind::ProposalMade: {
        QStringList shares;
        for (int s = 0; s < m_names.size(); ++s) {
            if (!e.proposal.shares[s].empty())
                shares << QStringLiteral("%1 %2").arg(seat(s), billsText(e.proposal.shares[s]));
        }
        say(QStringLiteral("%1 proposes: %2.").arg(seat(e.seat), shares.join(QStringLiteral("; "))),
            2);
        break;
    }
    case EventKind::Answered:
        say(QStringLiteral("%1 %2.").arg(seat(e.seat), e.flag ? QStringLiteral("accepts")
                                                              : QStringLiteral("refuses")),
            2);
        break;
    case EventKind::DieRolled:
        say(QStringLiteral("%1 rolls %2, total %3.").arg(seat(e.seat)).arg(e.value).arg(e.total),
            2);
        break;
    case EventKind::DuelWon:
        say(QStringLiteral("%1 wins the duel against %2%3.")
                .arg(seat(e.seat), seat(e.other),
                     e.flag ? QStringLiteral(" on a tie, as the lower card (R5.6)") : QString()),
            2);
        break;
    case EventKind::BillsWon:
        say(QStringLiteral("%1 wins %2 at %3.")
                .arg(seat(e.seat), billsText(e.bills), barText(e.bar)),
            2);
        break;
    case EventKind::RoundOver: {
        QStringList money;
        for (int s = 0; s < m_names.size(); ++s)
            money << QStringLiteral("%1 %2").arg(seat(s), dollars(e.money[s]));
        say(QStringLiteral("Money after round %1: %2.")
                .arg(e.round)
                .arg(money.join(QStringLiteral(", "))));
        break;
    }
    case EventKind::GameOver:
        tellRanking(e);
        break;
    default:
        break;
    }
}

void Narrator::tellBar(const Event &e)
{
    const QString bar = QStringLiteral("%1 (%2)").arg(barText(e.bar), billsText(e.bills));
    const bool raid = e.seat >= 0 && m_table[e.seat].isPolice();
    switch (e.outcome) {
    case BarOutcome::Quiet:
        break;
    case BarOutcome::FailedRaid:
        say(QStringLiteral("%1: the police find no gambler; the bills stay (R4.2).").arg(bar));
        break;
    case BarOutcome::NoBills:
        say(QStringLiteral("%1: nothing to win (R4.5).").arg(bar));
        break;
    case BarOutcome::Taken:
        say(QStringLiteral("%1: %2, %3 is the only claimant (R4.6).")
                .arg(bar, raid ? QStringLiteral("a raid") : QStringLiteral("no police"),
                     seat(e.seat)));
        break;
    case BarOutcome::Shared:
        say(QStringLiteral("%1: %2, several claimants; %3 ranks first and proposes (R5).")
                .arg(bar, raid ? QStringLiteral("a raid") : QStringLiteral("no police"),
                     seat(e.seat)));
        break;
    }
}

// R3.8: equal money shares a place, so two seats can both be first.
void Narrator::tellRanking(const Event &e)
{
    std::vector<int> order(size_t(m_names.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return e.money[a] > e.money[b]; });
    say(QStringLiteral("Game over after round %1.").arg(e.round), 0);
    int place = 1;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && e.money[order[i]] != e.money[order[i - 1]])
            place = int(i) + 1;
        say(QStringLiteral("%1. %2 %3").arg(place).arg(seat(order[i]), dollars(e.money[order[i]])));
    }
}

} // namespace razzia::cli
