// The game's vocabulary in JSON (R7.1), shared by scenarios and records: bars, cards, bills,
// proposals and answers.
#pragma once

#include "common/jsonfield.h"
#include "common/jsonwriter.h"
#include "razzia/bills.h"
#include "razzia/cards.h"

#include <vector>

namespace razzia::io {

using common::json::Field;

// A bar id string.
Bar readBar(const Field &field);
// A bar id used as an object key; `field` is the member it names.
Bar readBarKey(const Field &field, const std::string &key);
// {"kind", "bar", "value"}; whether the deck holds such a card is the engine's question.
Card readCard(const Field &field);
std::vector<Card> readCards(const Field &field, const std::string &expected, int size = -1);
// By seat, each seat's bills in dollars (R5.2).
std::vector<std::vector<int32_t>> readProposal(const Field &field, int players);
// Each seat's money, by seat.
std::vector<int32_t> readMoney(const Field &field, int players);
// By seat: 1 "accept", 0 "refuse", -1 null (R5.3).
std::vector<int8_t> readAnswers(const Field &field, int players);

// What writes them; the layouts that keep a card, a row of dollars or a proposal on one line
// are the documents'.
common::json::Ordered cardJson(Card card);
common::json::Ordered cardsJson(const std::vector<Card> &cards);
// Values in dollars, ascending.
common::json::Ordered billsJson(const BillSet &bills);
common::json::Ordered answersJson(const std::vector<int8_t> &answers);

} // namespace razzia::io
