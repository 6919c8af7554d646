// razzia-cli's network commands (docs/network.md): serve hosts a table, join plays a seat of
// one. They know no game: the network registry (ui/net/games/hostedgames.h) does.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <string>

namespace razzia::cli {

int runServe(const QStringList &arguments);
int runJoin(const QStringList &arguments);

// "razzia, speakeasy, gangsters"
QString netGameIds();
// The network's strict reader, for the files these commands keep (an autosave, a journal).
bool readNetJson(const QByteArray &bytes, nlohmann::json &out, std::string &error);

} // namespace razzia::cli
