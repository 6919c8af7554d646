// razzia-cli's Gangsters side (issue 26), kept in files of its own until the command line's
// registry of games takes it in: resolve, legal, verify and count by the file's `format`, play
// and bench with --game gangsters.
#pragma once

#include <QStringList>

namespace razzia::cli {

// The exit status of a Gangsters command line, or -1 when `arguments` are not one.
int gangstersCommand(const QStringList &arguments);
// `count FILE` (GA14.7).
int runGangstersCount(const QStringList &arguments);
int runGangstersPlay(const QStringList &arguments);
int runGangstersBench(const QStringList &arguments);

} // namespace razzia::cli
