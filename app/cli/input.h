// Reading the file a command is given: once, through the limit every input has, standard input
// for "-", and parsed once.
#pragma once

#include "games.h"

#include <QString>

#include <optional>

namespace razzia::cli {

// The document at `path` ("-" for standard input), or nothing after printing the one-line
// refusal: "PATH: cannot read: ...", "PATH: file too large (...)", or the JSON's refusal,
// prefixed with the path when `withPath` (resolve's Razzia refusals have never named it).
std::optional<Document> readDocument(const QString &path, bool withPath = true);

} // namespace razzia::cli
