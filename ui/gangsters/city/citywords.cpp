#include "citywords.h"

#include "gangsters/terms.h"

#include <QStringList>

namespace gangsters::ui {

namespace {

QString id(Loc loc)
{
    return QString::fromStdString(city().name(loc));
}

QString gangName(int seat)
{
    switch (seat) {
    case 0:
        return CityWords::tr("red gang");
    case 1:
        return CityWords::tr("blue gang");
    case 2:
        return CityWords::tr("yellow gang");
    default:
        return CityWords::tr("green gang");
    }
}

QString sigleWords(uint8_t sigles)
{
    QStringList out;
    if (sigles & SigleT)
        out << CityWords::tr("T: a killer may be recruited here");
    if (sigles & SigleV)
        out << CityWords::tr("V: a vamp may be recruited here");
    if (sigles & SigleD)
        out << CityWords::tr("D: a dealer may be recruited here");
    if (sigles & SigleStar)
        out << CityWords::tr("*: traffic pawns are sold here");
    return out.join(QStringLiteral("; "));
}

QString streetKind(Loc loc)
{
    const std::string &name = city().name(loc);
    if (name.empty())
        return {};
    const QString number = QString(QLatin1Char(name.size() > 1 ? name[1] : '?'));
    if (name[0] == 'A') {
        if (name.size() > 3 && name[3] == '1')
            return CityWords::tr("avenue %1, on the prison circle").arg(number);
        return CityWords::tr("avenue %1").arg(number);
    }
    if (name[0] == 'I')
        return CityWords::tr("inner boulevard");
    return CityWords::tr("outer boulevard");
}

} // namespace

QString CityWords::character(CharRef who)
{
    static const char *const names[kMaxGangs][kRoles] = {
        {QT_TR_NOOP("red killer"), QT_TR_NOOP("red vamp"), QT_TR_NOOP("red dealer")},
        {QT_TR_NOOP("blue killer"), QT_TR_NOOP("blue vamp"), QT_TR_NOOP("blue dealer")},
        {QT_TR_NOOP("yellow killer"), QT_TR_NOOP("yellow vamp"), QT_TR_NOOP("yellow dealer")},
        {QT_TR_NOOP("green killer"), QT_TR_NOOP("green vamp"), QT_TR_NOOP("green dealer")}};
    if (who.seat < 0 || who.seat >= kMaxGangs)
        return {};
    return tr(names[who.seat][int(who.role)]);
}

QString CityWords::copPair(int pair)
{
    return tr("cop pair %1").arg(pair + 1);
}

QString CityWords::offence(Offence offence)
{
    switch (offence) {
    case Offence::Mugging:
        return tr("mugging");
    case Offence::Racket:
        return tr("racket");
    case Offence::Holdup:
        return tr("hold-up");
    case Offence::Traffic:
        return tr("traffic");
    case Offence::Assault:
        return tr("assault");
    case Offence::Rebellion:
        return tr("rebellion");
    case Offence::Murder:
        break;
    }
    return tr("murder");
}

QString CityWords::location(Loc loc)
{
    const City &c = city();
    if (loc == kNoLoc)
        return {};
    if (c.isStreet(loc))
        return tr("square %1").arg(id(loc));
    if (c.isShop(loc))
        return tr("shop %1").arg(id(loc));
    if (loc == c.prison())
        return tr("the prison");
    if (loc == c.clinic())
        return tr("the clinic");
    return tr("the cemetery");
}

QString CityWords::describeLocation(const State &s, Loc loc)
{
    const City &c = city();
    QStringList lines;
    if (c.isStreet(loc)) {
        lines << tr("Square %1, %2").arg(id(loc), streetKind(loc));
        if (c.manhole(loc))
            lines << tr("Manhole: a sewer leads to every other manhole in one step; no arrest "
                        "here");
        if (c.fronts(loc) >= 0)
            lines << tr("Sidewalk of shop %1").arg(id(c.shopLoc(c.fronts(loc))));
        if (c.slot(loc)) {
            const int8_t pawn = s.traffic[loc];
            lines << (pawn >= 0 ? tr("Traffic pawn of the %1").arg(gangName(pawn))
                                : tr("Sidewalk slot: empty"));
        }
    } else if (c.isShop(loc)) {
        const int shop = c.shopIndex(loc);
        const ShopInfo &info = c.shop(shop);
        lines << tr("Shop %1, %2")
                     .arg(id(loc), QString::fromStdString(c.district(info.district).name));
        if (info.sigles)
            lines << sigleWords(info.sigles);
        lines << tr("Price %1, hold-up %2, %n manager(s); door on %3", nullptr, info.managers)
                     .arg(info.price)
                     .arg(info.holdup)
                     .arg(id(info.access));
        if (s.owner[size_t(shop)] >= 0)
            lines << tr("Owned by the %1").arg(gangName(s.owner[size_t(shop)]));
        else if (s.racket[size_t(shop)] >= 0)
            lines << tr("Racketed by the %1").arg(gangName(s.racket[size_t(shop)]));
        else
            lines << tr("Virgin: no token");
    } else if (loc == c.prison()) {
        lines << tr("The prison: the start, the jail and the cops' base");
    } else if (loc == c.clinic()) {
        lines << tr("The clinic, entered from %1: the wounded lie here").arg(id(c.clinicAccess()));
    } else {
        lines << tr("The cemetery: the dead lie here");
    }
    QStringList here;
    for (int pair = 0; pair < 2; ++pair)
        if (s.cops[size_t(pair)].at == loc)
            here << copPair(pair);
    QStringList pending;
    for (int seat = 0; seat < s.gangs; ++seat) {
        for (int r = 0; r < kRoles; ++r) {
            const CharRef who{int8_t(seat), Role(r)};
            const Character &ch = s.at(who);
            if (ch.at == loc) {
                if (loc == c.prison() && ch.sentence > 0)
                    here
                        << tr("%1 (%n year(s) to serve)", nullptr, ch.sentence).arg(character(who));
                else
                    here << character(who);
            }
            for (int i = 0; i < ch.pendingSize; ++i)
                if (ch.pending[size_t(i)].at == loc)
                    pending << tr("%1 by the %2")
                                   .arg(offence(ch.pending[size_t(i)].offence), character(who));
        }
    }
    if (!here.isEmpty())
        lines << tr("Here: %1").arg(here.join(QStringLiteral(", ")));
    if (!pending.isEmpty())
        lines << tr("Pending offences, not yet seen by the police: %1")
                     .arg(pending.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QString CityWords::describeCharacter(const State &s, CharRef who)
{
    const City &c = city();
    const Character &ch = s.at(who);
    QStringList lines;
    QString where = tr("%1, in %2").arg(character(who), location(ch.at));
    if (c.isStreet(ch.at) && ch.from != kNoLoc)
        where =
            tr("%1, on %2, came from %3").arg(character(who), location(ch.at), location(ch.from));
    lines << where;
    if (ch.at == c.prison() && ch.sentence > 0)
        lines << tr("%n year(s) left to serve", nullptr, ch.sentence);
    if (ch.wounded)
        lines << (who.role == Role::Vamp ? tr("Wounded", "the vamp") : tr("Wounded"));
    if (ch.dazed)
        lines << tr("Dazed: cannot be vamped until he moves");
    if (ch.controlledBy >= 0 && ch.controlledBy != who.seat)
        lines << tr("Companion of the %1, for her gang")
                     .arg(character({ch.controlledBy, Role::Vamp}));
    if (ch.companion.valid())
        lines << tr("Her companion: the %1 (%n turn(s) left)", nullptr, ch.vampTurns)
                     .arg(character(ch.companion));
    if (ch.recordSize == 0) {
        lines << tr("Record: blank");
    } else {
        QStringList entries;
        for (int i = 0; i < ch.recordSize; ++i) {
            const Entry &e = ch.record[size_t(i)];
            entries << tr("%1 on %2").arg(offence(e.offence), id(e.at));
        }
        lines << tr("Record: %1 (%n year(s))", nullptr, gangsters::recordYears(ch))
                     .arg(entries.join(QStringLiteral(", ")));
    }
    if (ch.pendingSize > 0) {
        QStringList entries;
        for (int i = 0; i < ch.pendingSize; ++i)
            entries << offence(ch.pending[size_t(i)].offence);
        lines << tr("Pending, unseen yet: %1").arg(entries.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

QString CityWords::describeCops(const State &s, int pair)
{
    const Cop &cop = s.cops[size_t(pair)];
    const City &c = city();
    if (c.isStreet(cop.at) && cop.from != kNoLoc)
        return tr("%1, on %2, came from %3")
            .arg(copPair(pair), location(cop.at), location(cop.from));
    return tr("%1, in %2").arg(copPair(pair), location(cop.at));
}

} // namespace gangsters::ui
