#include "enemytags.h"

#include "picture.h"

#include <QStringList>

namespace speakeasy::ui {

Kind EnemyTags::at(int seat, Square s) const
{
    const Tags &tags = of(seat);
    const auto found = tags.find(s);
    return found == tags.end() ? Kind::None : found->second;
}

void EnemyTags::set(int seat, Square s, Kind kind)
{
    Tags &tags = m_tags[size_t(seat)];
    if (kind == Kind::None)
        tags.erase(s);
    else
        tags[s] = kind;
}

void EnemyTags::follow(Move move, int mover, const TablePicture &after)
{
    const int standing = after.at[move.to].owner;
    for (Tags &tags : m_tags) {
        const auto moving = tags.find(move.from);
        const Kind kind = moving != tags.end() ? moving->second : Kind::None;
        if (moving != tags.end())
            tags.erase(moving);
        if (standing == 1 - mover)
            continue;        // the defender stayed (SE5.1), the attacker left the board
        tags.erase(move.to); // the defender, if any, left the board
        if (standing == mover && kind != Kind::None)
            tags[move.to] = kind; // the mover arrived
    }
}

void EnemyTags::prune(int seat, const TablePicture &seen)
{
    Tags &tags = m_tags[size_t(seat)];
    for (auto it = tags.begin(); it != tags.end();) {
        const ShownPiece &piece = seen.at[it->first];
        const bool hiddenEnemy = piece.owner == 1 - seat && piece.kind == Kind::None;
        it = hiddenEnemy ? std::next(it) : tags.erase(it);
    }
}

QString EnemyTags::toText() const
{
    QStringList parts;
    for (int seat = 0; seat < kSeats; ++seat)
        for (const auto &[square, kind] : of(seat))
            parts << QStringLiteral("%1:%2=%3")
                         .arg(seat)
                         .arg(QString::fromStdString(squareName(square)),
                              QString::fromUtf8(kindId(kind).data(),
                                                qsizetype(kindId(kind).size())));
    return parts.join(QLatin1Char(';'));
}

EnemyTags EnemyTags::fromText(const QString &text)
{
    EnemyTags tags;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype colon = part.indexOf(QLatin1Char(':'));
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (colon != 1 || equals < colon)
            continue;
        const int seat = part.left(1).toInt();
        const std::optional<Square> square =
            squareFromName(part.mid(colon + 1, equals - colon - 1).toStdString());
        const std::optional<Kind> kind = kindFromId(part.mid(equals + 1).toStdString());
        if ((seat == 0 || seat == 1) && square && kind)
            tags.set(seat, *square, *kind);
    }
    return tags;
}

} // namespace speakeasy::ui
