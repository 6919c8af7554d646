// razzia-cli's Speak Easy side (issue 14). The shared commands (resolve, verify, play, bench)
// hand over to these when the file's `format` or the --game option says Speak Easy; legal and
// perft are Speak Easy's own.
#pragma once

#include <QString>
#include <QStringList>

namespace razzia::cli {

// When `path` holds a Speak Easy document, runs `command` ("resolve" or "verify") on it and
// returns the exit status; -1 when it is not one, for Razzia's reader to take over.
int speakEasyFileCommand(const QString &command, const QString &path);

// For play and bench: "--game speakeasy" runs `speakEasy` on the command line and returns its
// status; "--game razzia" is taken out of `arguments` and -1 returned, as it is without
// --game; any other game is refused (status 2).
int dispatchGame(QStringList &arguments, int (*speakEasy)(const QStringList &));

int runLegal(const QStringList &arguments);
int runPerft(const QStringList &arguments);
int runSpeakEasyPlay(const QStringList &arguments);
int runSpeakEasyBench(const QStringList &arguments);

} // namespace razzia::cli
