// razzia-cli's registry of games (issue 23): the commands that depend on a game find it here,
// by a file's `format` or by --game, and never name one. A game is one row of games.cpp.
#pragma once

#include "common/json.h"

#include <QString>
#include <QStringList>

#include <span>
#include <string>

class QCommandLineParser;

namespace razzia::cli {

// An input file, read once through the limit and parsed once.
struct Document
{
    QString path;          // as given: "-" is standard input
    std::string shownPath; // as messages show it, escaped
    common::json::Value json;
};

// A command on a file (resolve, legal, verify, perft): its options are in `parser`; it prints
// its answer or its one-line refusal and returns the exit status.
using FileCommand = int (*)(const Document &document, const QCommandLineParser &parser);
// A command on the command line alone (play, tournament, bench): the whole command line, the
// command's name at index 1.
using LineCommand = int (*)(const QStringList &arguments);

struct GameCommands
{
    const char *id;           // what --game names: "razzia"
    const char *formatPrefix; // a file whose `format` starts so is this game's: "razzia-"
    FileCommand resolve;
    FileCommand legal;
    FileCommand verify;
    FileCommand perft;
    LineCommand play;
    LineCommand tournament;
    LineCommand bench;
    // The top-level lists of its records that hold a whole game (common::json::parseObject).
    common::json::Lists wholeGameLists;
    // The moves of one piece for each die (Gangsters' GA14.7), for a game that counts so.
    FileCommand count = nullptr;
};

// The whole-game lists of the game whose formats start as `format` does; none for another.
common::json::Lists wholeGameListsOf(std::string_view format);

// In the order the help lists them; the first game that has a command takes the files whose
// format names no game, and is the default of --game.
std::span<const GameCommands> games();
// A game beyond those of games.cpp, after them: how a program built on these commands (the test
// game's razzia-cli, tests/testgame) brings its own, through the same seam. Call it before
// main() reads the command line, e.g. from a static initialiser.
void addGame(const GameCommands &game);

// The game of `document` for `command`: the one its `format` names, or the first that has the
// command. Null when none has it.
const GameCommands *gameOf(const common::json::Value &document, FileCommand GameCommands::*command);

// Runs `command` for the game --game names (parsed here, once, by QCommandLineParser), or for
// the first game that has it. Refuses an unknown game or one without the command.
int runForGame(const QStringList &arguments, LineCommand GameCommands::*command);

// The --game option, for the help of the commands that take it: they declare it, runForGame
// reads it.
void addGameOption(QCommandLineParser &parser);

// "razzia, speakeasy"
QString gameIds();

} // namespace razzia::cli
