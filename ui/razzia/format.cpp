#include "format.h"

#include <QLocale>
#include <QStringList>

namespace razzia::ui {

QString Format::barName(Bar bar)
{
    // R1.1: the bars keep their names in both languages, but a translator may still adapt them.
    switch (bar) {
    case Bar::Colibri:
        return tr("Colibri");
    case Bar::Cotton:
        return tr("Cotton Club");
    case Bar::Havanna:
        return tr("Havanna Bar");
    case Bar::Jungle:
        return tr("Jungle");
    case Bar::Lincoln:
        return tr("Lincoln");
    case Bar::Jazz:
        return tr("Jazz House");
    }
    return {};
}

QString Format::kindName(Kind kind)
{
    return kind == Kind::Police ? tr("Police") : tr("Gambler");
}

QString Format::card(Card card)
{
    if (card.isNone())
        return tr("no card");
    //: A card: its kind, its number and the bar of its colour, e.g. "Police 5 (Jazz House)".
    return tr("%1 %2 (%3)").arg(kindName(card.kind())).arg(card.value()).arg(barName(card.bar()));
}

QString Format::cardRule(Card card)
{
    if (card.isPolice())
        return tr("%1: police on a bar with gamblers claim its bills in their place; "
                  "police alone fail, and the bills stay.")
            .arg(Format::card(card));
    return tr("%1: gamblers claim the bills of their bar, unless police come too. "
              "Among claimants the higher number ranks first.")
        .arg(Format::card(card));
}

QString Format::dealerRule()
{
    return tr("The dealer places the round's last bill on a bar of their choice, and "
              "ranks first among equal cards.");
}

QString Format::refusal(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return {};
    case Refusal::GameOver:
        return tr("The game is over.");
    case Refusal::NotYourTurn:
        return tr("It is not your turn.");
    case Refusal::AlreadyChosen:
        return tr("You have already chosen your card this round.");
    case Refusal::CardNotInHand:
        return tr("That card is not in your hand.");
    case Refusal::BarNotInPlay:
        return tr("That bar is not in play with this many players.");
    case Refusal::ShareToNonClaimant:
        return tr("Only the bar's claimants may have a share.");
    case Refusal::ProposalNotExact:
        return tr("The shares must add up to the bar's bills exactly.");
    case Refusal::WaitingForChance:
        return tr("Wait a moment: the cards and bills are being dealt.");
    case Refusal::NoSuchSeat:
    case Refusal::WrongDecision:
    case Refusal::NoChancePending:
    case Refusal::CardNotInDrawPile:
    case Refusal::BillNotInSupply:
    case Refusal::DieOutOfRange:
        break;
    }
    return tr("The game does not ask for that now.");
}

QString Format::money(qint64 dollars)
{
    // The locale of the language in use (QLocale's default, set with the translator) groups
    // the digits; the translation places the sign: "$55,000" in English, "55 000 $" in French.
    //: A sum of money; %1 is the amount with its digits grouped. French: "%1 $" (no-break space).
    return tr("$%1").arg(QLocale().toString(dollars));
}

QString Format::bill(int denomination)
{
    return money(kBillValues[denomination]);
}

QString Format::bills(const BillSet &set)
{
    QStringList parts;
    for (int d = kDenominations - 1; d >= 0; --d) {
        for (int i = 0; i < set.count[d]; ++i)
            parts << bill(d);
    }
    if (parts.isEmpty())
        return tr("no bill");
    return parts.join(QStringLiteral(" + "));
}

} // namespace razzia::ui
