// What a drag on the table carries: a card from the hand (by its slot), a face-down card going
// back to the hand, or the dealer's bill.
#pragma once

#include "razzia/cards.h"

#include <QMimeData>
#include <QString>

namespace razzia::ui {

inline QString cardMimeType()
{
    return QStringLiteral("application/x-razzia-card");
}

// A card played face down on a bar, dragged back to the hand before the last seat has chosen.
inline QString takeBackMimeType()
{
    return QStringLiteral("application/x-razzia-take-back");
}

inline QMimeData *takeBackMimeData(Card card)
{
    auto *data = new QMimeData;
    data->setData(takeBackMimeType(), QByteArray::number(card.code()));
    return data;
}

inline QString billMimeType()
{
    return QStringLiteral("application/x-razzia-bill");
}

// A card in the hand: its slot and card code, "slot:code".
inline QMimeData *cardMimeData(int slot, Card card)
{
    auto *data = new QMimeData;
    data->setData(cardMimeType(), QByteArray::number(slot) + ':' + QByteArray::number(card.code()));
    return data;
}

inline bool cardFromMimeData(const QMimeData *data, int &slot, Card &card)
{
    if (!data || !data->hasFormat(cardMimeType()))
        return false;
    const QList<QByteArray> parts = data->data(cardMimeType()).split(':');
    bool okSlot = false, okCode = false;
    if (parts.size() != 2)
        return false;
    slot = parts[0].toInt(&okSlot);
    const int code = parts[1].toInt(&okCode);
    if (!okSlot || !okCode || code < 0 || code >= Card::kTypes)
        return false;
    card = Card::fromCode(uint8_t(code));
    return true;
}

inline QMimeData *billMimeData(int denomination)
{
    auto *data = new QMimeData;
    data->setData(billMimeType(), QByteArray::number(denomination));
    return data;
}

} // namespace razzia::ui
