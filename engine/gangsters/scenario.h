// Turn scenarios (GA14.3), legal-decision queries (GA14.4) and move counts (GA14.7): the same
// code for razzia-cli and the tests. A refusal throws io::FormatError with one line.
#pragma once

#include "stateio.h"

namespace gangsters {

// The format of a parsed document, "" when it has none.
std::string formatOf(const io::Json &document);
bool isGangstersFormat(const std::string &format);

io::OrderedJson resolveTurn(const io::Json &scenario);
io::OrderedJson legalQuery(const io::Json &query);
io::OrderedJson countMoves(const io::Json &query);

} // namespace gangsters
