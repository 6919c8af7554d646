// razzia-cli's Gangsters side (issue 26), one row of the registry of games (games.cpp): resolve,
// legal, verify and count by the file's `format`, and play, bench and tournament with --game.
#pragma once

#include <QStringList>

#include <nlohmann/json.hpp>

namespace razzia::cli {

// resolve, legal, verify or count (`command`) on the document of `path`, read once by the registry
// of games (games.cpp).
int gangstersFileCommand(const QString &command, const QString &path,
                         const nlohmann::json &document);
int runGangstersPlay(const QStringList &arguments);
int runGangstersBench(const QStringList &arguments);

} // namespace razzia::cli
