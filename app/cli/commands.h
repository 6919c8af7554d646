// The commands of razzia-cli, one file each, and what they share.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

class QCommandLineParser;

namespace razzia::cli {

// Exit statuses: 0 done, 1 the engine misbehaved (a bug), 2 bad input or usage.
constexpr int kExitOk = 0;
constexpr int kExitBug = 1;
constexpr int kExitBadInput = 2;

// The commands on a file (cmd_files.cpp); each receives the whole command line, the command's
// name at index 1, and hands the file to the game its format names (games.h).
int runResolve(const QStringList &arguments);
int runVerify(const QStringList &arguments);
int runLegal(const QStringList &arguments);
int runPerft(const QStringList &arguments);
int runCount(const QStringList &arguments);

// Adds --help and parses `arguments` for a command whose positional arguments after its name are
// `positionals` (e.g. {"file"}). Returns -1 to go on, or the exit status after printing help or
// a usage error.
int parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                     const QStringList &positionals = {});

// Every line goes out through these, so that stdout and stderr are never reordered by two
// different buffers.
void printOut(const QByteArray &bytes);
void printLine(const QString &line);
void printError(const QString &line);
// Writes an output the user asked for (a record, a finished game) whole or not at all
// (files::writeAtomically). When it cannot, prints "<path, escaped>: cannot write: <reason>" and
// returns false.
bool writeOutputFile(const QString &path, const QByteArray &bytes);

// "$1,870,000"
QString dollars(int64_t amount);

// The names of a registry (levelNames(), ablationNames()) as the command line prints them.
QStringList names(std::span<const std::string_view> list);

// Razzia's AI levels (ai/levels.h), for options that take one: "random, easy, normal, hard,
// expert".
QString knownLevels();
QStringList knownLevelList();
bool isLevel(const QString &level);

// What both games' tournaments are asked: the two levels (among `known`), the games and the
// seed. False, with a one-line message on stderr, at the first option that is wrong.
struct Matchup
{
    std::string candidate;
    std::string field;
    int games = 0;
    uint64_t seed = 0;
};
bool readMatchup(const QCommandLineParser &parser, const QStringList &known, Matchup &matchup);
// "57.38%", and a decision time in ms, or in µs below a tenth of one.
QString percent(double share);
QString decisionTime(double ms);

} // namespace razzia::cli
