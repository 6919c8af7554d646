#include "hinttext.h"

#include "format.h"

#include <QLocale>

#include <algorithm>

namespace razzia::ui {

namespace {

QString percent(int value)
{
    //: A chance in a hint; %1 a whole number of percent. French: "%1 %".
    return HintText::tr("%1%").arg(QLocale().toString(value));
}

// A card by its kind and number only: the sentence names its bar already.
QString cardName(Card card)
{
    //: A card in a hint, without its bar: %1 its kind, %2 its number ("Police 4").
    return HintText::tr("%1 %2").arg(Format::kindName(card.kind())).arg(card.value());
}

} // namespace

QString HintText::often(int percent)
{
    // No-break spaces keep a number with its unit when the hint wraps ("4 times" / "in 10").
    // Players new to odds read "4 times in 10" where "43%" meant nothing to them (issue 25);
    // the exact figure follows in brackets.
    if (percent < 5)
        return tr("less than 1 time in 10");
    if (percent >= 95)
        return tr("almost every time");
    const int times = std::clamp((percent + 5) / 10, 1, 9);
    if (times == 1)
        return tr("about 1 time in 10");
    //: %1 a whole number from 2 to 9.
    return tr("about %1 times in 10").arg(times);
}

QString HintText::line(const ai::Hint &hint)
{
    using Why = ai::Hint::Why;
    const QString bar = Format::barName(hint.bar);
    const QString chance =
        QStringLiteral("%1 (%2)").arg(often(hint.percent), percent(hint.percent));
    switch (hint.why) {
    case Why::Card:
        if (hint.sharePercent >= 15 && hint.percent < 50) {
            //: %1 a card ("Police 4"), %2 its bar, %3 all the bar's money, %4 how often
            //: ("about 4 times in 10 (43%)"), %5 how often it would be shared.
            return tr("Play %1 on the %2: you would win all of its %3 %4, and a share of it %5.")
                .arg(cardName(hint.card), bar, Format::money(hint.amount), chance,
                     QStringLiteral("%1 (%2)").arg(often(hint.sharePercent),
                                                   percent(hint.sharePercent)));
        }
        //: %1 a card ("Police 4"), %2 its bar, %3 all the bar's money, %4 how often
        //: ("about 4 times in 10 (43%)").
        return tr("Play %1 on the %2: you would win all of its %3 %4.")
            .arg(cardName(hint.card), bar, Format::money(hint.amount), chance);
    case Why::Bill:
        //: %1 a bar, %2 the player's card for it ("Gambler 5"), %3 the money then on it,
        //: %4 how often ("about 6 times in 10 (61%)").
        return tr("Give the bill to the %1: with your %2 there, you would win all of its %3 %4.")
            .arg(bar, cardName(hint.card), Format::money(hint.amount), chance);
    case Why::BillNoCard:
        //: %1 a bar where the player has no card, %2 how often ("about 7 times in 10 (68%)").
        return tr("Give the bill to the %1, where you have no card: nobody would win it this "
                  "round %2.")
            .arg(bar, chance);
    case Why::Proposal:
        //: %1 a bar, %2 what the player keeps, %3 all the bar's money, %4 how often.
        return tr("At the %1, keep %2 of the %3 and offer the rest. If anyone refuses, you would "
                  "win the duel %4.")
            .arg(bar, Format::money(hint.kept), Format::money(hint.amount), chance);
    case Why::Accept:
        //: %1 a bar, %2 the money offered, %3 how often.
        return tr("At the %1, accept the %2 offered: if you refused, you would win the duel "
                  "only %3.")
            .arg(bar, Format::money(hint.kept), chance);
    case Why::Refuse:
        //: %1 a bar, %2 the money offered, %3 how often, %4 the money fought for.
        return tr("At the %1, refuse the %2 offered: you would win the duel %3, and with it %4 "
                  "or more.")
            .arg(bar, Format::money(hint.kept), chance, Format::money(hint.amount));
    }
    return {};
}

} // namespace razzia::ui
