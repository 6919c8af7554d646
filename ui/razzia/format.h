// How the game's things read on screen, in the language in use: bar names, cards, money.
// Every function translates when it is called, so a text built from them follows a language
// switch as soon as it is built again.
#pragma once

#include "razzia/bills.h"
#include "razzia/cards.h"
#include "razzia/decision.h"

#include <QCoreApplication>
#include <QString>

namespace razzia::ui {

class Format
{
    Q_DECLARE_TR_FUNCTIONS(Format)

public:
    static QString barName(Bar bar);          // "Cotton Club"
    static QString kindName(Kind kind);       // "Gambler" / "Police"
    static QString card(Card card);           // "Police 5 (Jazz House)"
    static QString money(qint64 dollars);     // "$55,000" / "55 000 $"
    static QString bill(int denomination);    // a bill by its index in kBillValues
    static QString bills(const BillSet &set); // "$20,000 + $15,000" or "no bill"
    // The card and the rule it plays by, for its tooltip (R4.2, R4.3, R5.1).
    static QString cardRule(Card card);
    // What the dealer marker means (R3.3, R5.1).
    static QString dealerRule();
    // Why the engine refuses a decision, to the person who tried it; empty for None.
    static QString refusal(Refusal refusal);
};

} // namespace razzia::ui
