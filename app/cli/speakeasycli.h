// razzia-cli's Speak Easy side (issue 14): its row in the registry of games (games.cpp).
#pragma once

#include "games.h"

namespace razzia::cli {

// resolve (SE8.2), legal (SE8.3), verify (SE8.4) and perft (SE8.6) on a Speak Easy file.
int speakEasyResolve(const Document &document, const QCommandLineParser &parser);
int speakEasyLegal(const Document &document, const QCommandLineParser &parser);
int speakEasyVerify(const Document &document, const QCommandLineParser &parser);
int speakEasyPerft(const Document &document, const QCommandLineParser &parser);

int runSpeakEasyPlay(const QStringList &arguments);
int runSpeakEasyTournament(const QStringList &arguments);
int runSpeakEasyBench(const QStringList &arguments);

} // namespace razzia::cli
