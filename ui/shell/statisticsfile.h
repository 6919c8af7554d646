// The statistics file (razzia-stats/2), read strictly and written whole. Every field is checked,
// and a file that breaks any rule is refused with one line saying where (players[3].wins …),
// so that a damaged file is never taken for an empty one and overwritten.
//
// razzia-stats/1, written before each game defined its score, is still read: its "money" is the
// score, and an entry without a "game" is Razzia's, the only game there was when "game" came in.
#pragma once

#include "statistics.h"

#include <QByteArray>

namespace shell::StatisticsFile {

// The entries of a statistics file; false with what is wrong, in one line.
bool read(const QByteArray &bytes, QList<Statistics::Entry> &entries, QString &what);
QByteArray write(const QList<Statistics::Entry> &entries);

} // namespace shell::StatisticsFile
