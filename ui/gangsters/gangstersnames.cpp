#include "gangstersnames.h"
#include "sentence.h"

#include "citywords.h"

#include <bit>

namespace gangsters::ui {

QString Names::capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString Names::shotResult(ShotResult r, bool vamp)
{
    switch (r) {
    case ShotResult::Miss:
        return tr("miss");
    case ShotResult::Wounded:
        return vamp ? tr("wounded", "the vamp") : tr("wounded");
    case ShotResult::Killed:
        return vamp ? tr("killed", "the vamp") : tr("killed");
    }
    return {};
}

QString Names::seat(int seat) const
{
    if (seat >= 0 && seat < m_seats.size())
        return m_seats[seat];
    //: A gang without a name, numbered from 1.
    return tr("Gang %1").arg(seat + 1);
}

QString Names::role(Role role)
{
    switch (role) {
    case Role::Killer:
        return tr("killer");
    case Role::Vamp:
        return tr("vamp");
    case Role::Dealer:
        return tr("dealer");
    }
    return {};
}

QString Names::character(CharRef who) const
{
    const QString name = seat(who.seat);
    switch (who.role) {
    case Role::Killer:
        //: %1 a gang's name.
        return shell::sentence(tr("%1's killer"), {name});
    case Role::Vamp:
        return shell::sentence(tr("%1's vamp"), {name});
    case Role::Dealer:
        return shell::sentence(tr("%1's dealer"), {name});
    }
    return name;
}

QString Names::characters(uint16_t mask) const
{
    QStringList list;
    for (uint16_t m = mask; m; m = uint16_t(m & (m - 1)))
        list << character(CharRef::of(std::countr_zero(unsigned(m))));
    //: The separator of a list of characters.
    return list.join(tr(", "));
}

QString Names::location(Loc at)
{
    const City &c = city();
    if (at == kNoLoc)
        return tr("nowhere");
    if (at == c.prison())
        return tr("the prison");
    if (at == c.clinic())
        return tr("the clinic");
    if (at == c.cemetery())
        return tr("the cemetery");
    const QString id = QString::fromStdString(c.name(at));
    if (c.isShop(at))
        //: %1 a shop's number, district.shop (GA2.4).
        return tr("shop %1").arg(id);
    return id;
}

QString Names::district(int district)
{
    // The board's proper nouns (the data's), the same in every language, as the city shows them.
    if (district >= 1 && district <= city().districts())
        return QString::fromStdString(city().district(district).name);
    return tr("district %1").arg(district);
}

QString Names::districtShort(int district)
{
    // The names are French proper nouns in every language, so are their articles.
    const QString name = Names::district(district);
    for (const QLatin1String article :
         {QLatin1String("Les "), QLatin1String("Le "), QLatin1String("La ")}) {
        if (name.startsWith(article) && name.size() > article.size())
            return name.mid(article.size());
    }
    return name;
}

QString Names::offence(Offence offence)
{
    return CityWords::offence(offence); // the city's tooltips and the log say it alike
}

QString Names::money(int briques)
{
    //: An amount of money (briques, the game's currency).
    return tr("%n brique(s)", nullptr, briques);
}

QString Names::actionName(const Choice &c)
{
    switch (c.action) {
    case ActionKind::None:
        return tr("Nothing");
    case ActionKind::Mug:
        return tr("Mug");
    case ActionKind::Traffic:
        return tr("Lay a pawn");
    case ActionKind::Racket:
        return tr("Racket");
    case ActionKind::Buy:
        return tr("Buy");
    case ActionKind::Holdup:
        return c.flag ? tr("Hold up for the shop") : tr("Hold up");
    case ActionKind::Settle:
        return tr("Settle scores");
    case ActionKind::Vamp:
        return tr("Vamp");
    case ActionKind::Recruit:
        //: %1 the role recruited.
        return tr("Recruit a %1").arg(role(c.role));
    case ActionKind::BuyTraffic:
        return tr("Buy %n pawn(s)", nullptr, c.value);
    case ActionKind::FinishOff:
        return tr("Finish off");
    }
    return {};
}

QString Names::terms(const Terms &t)
{
    QStringList parts;
    if (t.money > 0)
        parts << tr("+%1").arg(t.money);
    else if (t.money < 0)
        //: Money paid, e.g. "pays 50".
        parts << tr("pays %1").arg(-t.money);
    if (t.income > 0)
        parts << tr("+%1 a turn").arg(t.income);
    if (t.pawns > 0)
        parts << tr("%n pawn(s)", nullptr, t.pawns);
    if (t.duel)
        //: The chance to win a duel, %1 in percent, against %n defenders. No colon: the
        //: action's name comes before the terms with one ("Hold up: 27% to win…").
        parts << tr("%1% to win the duel against %n defender(s)", nullptr, t.targets)
                     .arg(qRound(t.odds * 100));
    if (t.offence)
        parts << tr("%n year(s) if seen", nullptr, t.years);
    //: Between the parts of an action's terms.
    return parts.join(tr(" · "));
}

QString Names::action(const State &state, CharRef actor, const Choice &choice) const
{
    QString name = actionName(choice);
    if (choice.action == ActionKind::Settle)
        //: %1 the characters shot at, e.g. "Lucky's killer".
        name = tr("Settle scores with %1").arg(characters(choice.chars));
    else if (choice.action == ActionKind::Vamp)
        //: %1 the character vamped, e.g. "Lucky's dealer".
        name = tr("Vamp %1").arg(characters(choice.chars));
    const QString terms = Names::terms(termsOf(state, actor, choice));
    return terms.isEmpty() ? name : tr("%1: %2").arg(name, terms);
}

QString Names::end(const Over &over) const
{
    QStringList winners;
    for (int s = 0; s <= kMaxGangs; ++s) {
        if ((over.winners >> s) & 1)
            winners << seat(s);
    }
    const QString who = winners.join(tr(" and "));
    switch (over.reason) {
    case OverReason::District:
        //: GA11.1: %1 the gang, %2 the district (a proper noun with its article: "Le Port").
        return tr("%1 owns every shop in %2 and wins.").arg(who, district(over.district));
    case OverReason::LastGang:
        return tr("%1 is the last gang in the city and wins.").arg(who);
    case OverReason::RoundLimit:
        if (over.status == OverStatus::Drawn)
            return tr("The round limit: a draw between %1.").arg(who);
        return tr("The round limit: %1 wins.").arg(who);
    case OverReason::Resign:
        return tr("The others resigned: %1 wins.").arg(who);
    case OverReason::Police:
        return tr("The police wins: %1.").arg(who);
    }
    return who;
}

} // namespace gangsters::ui
