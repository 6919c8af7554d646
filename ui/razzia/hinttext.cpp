#include "hinttext.h"

#include "format.h"

#include <QLocale>

namespace razzia::ui {

namespace {

QString percent(int value)
{
    //: A chance in a hint; %1 a whole number of percent. French: "%1 %".
    return HintText::tr("%1%").arg(QLocale().toString(value));
}

} // namespace

QString HintText::line(const ai::Hint &hint)
{
    using Why = ai::Hint::Why;
    const QString bar = Format::barName(hint.bar);
    switch (hint.why) {
    case Why::Card:
        if (hint.sharePercent >= 15 && hint.percent < 50) {
            //: %1 a card, %2 its bar, %3 a chance, %4 money, %5 another chance.
            return tr("Play %1. %2: about %3 to take %4 alone, %5 to share it.")
                .arg(Format::card(hint.card), bar, percent(hint.percent),
                     Format::money(hint.amount), percent(hint.sharePercent));
        }
        //: %1 a card, %2 its bar, %3 a chance, %4 money.
        return tr("Play %1. %2: about %3 to take %4 alone.")
            .arg(Format::card(hint.card), bar, percent(hint.percent), Format::money(hint.amount));
    case Why::Bill:
        //: %1 a bar, %2 a chance, %3 money then on it, %4 the player's card for that bar.
        return tr("The bill to %1: about %2 to take %3 alone there with your %4.")
            .arg(bar, percent(hint.percent), Format::money(hint.amount), Format::card(hint.card));
    case Why::BillNoCard:
        //: %1 a bar where the player has no card, %2 a chance.
        return tr("The bill to %1, where you have no card: about %2 that nobody takes it this "
                  "round.")
            .arg(bar, percent(hint.percent));
    case Why::Proposal:
        //: %1 a bar, %2 what the player keeps, %3 all the bar's money, %4 a chance.
        return tr("%1: keep %2 of %3 and offer the rest. In a duel you would win about %4.")
            .arg(bar, Format::money(hint.kept), Format::money(hint.amount), percent(hint.percent));
    case Why::Accept:
        //: %1 a bar, %2 the money offered, %3 a chance.
        return tr("%1: accept the %2 offered. A duel would give you only about %3.")
            .arg(bar, Format::money(hint.kept), percent(hint.percent));
    case Why::Refuse:
        //: %1 a bar, %2 the money offered, %3 a chance, %4 the money fought for.
        return tr("%1: refuse the %2 offered. You would win the duel about %3, for %4 or more.")
            .arg(bar, Format::money(hint.kept), percent(hint.percent), Format::money(hint.amount));
    }
    return {};
}

} // namespace razzia::ui
