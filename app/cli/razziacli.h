// razzia-cli's Razzia side: its row in the registry of games (games.cpp).
#pragma once

#include "games.h"

namespace razzia::cli {

// resolve: a razzia-round/1 scenario (R7.2); verify: a razzia-game/1 record (R7.3).
int razziaResolve(const Document &document, const QCommandLineParser &parser);
int razziaVerify(const Document &document, const QCommandLineParser &parser);

int runRazziaPlay(const QStringList &arguments);
int runRazziaTournament(const QStringList &arguments);
int runRazziaBench(const QStringList &arguments);

} // namespace razzia::cli
