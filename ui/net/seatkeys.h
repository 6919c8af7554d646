// The seats this computer's person holds at other hosts' tables (docs/network.md, "Seats and
// tokens"): each table's seat token, kept on disk, so that a window that stopped (a crash, a
// kill, a power cut) takes its seat back when it joins the same table again, whether a computer
// plays the seat meanwhile or not. The token is the seat: the file is readable by its owner
// alone, and no token is ever shown or logged. A table is its game and its host's address and
// port; a token the host no longer knows (another table there now) is forgotten at its refusal.
#pragma once

#include <QByteArray>
#include <QLockFile>
#include <QString>
#include <QUrl>

#include <memory>
#include <string>

namespace net {

class SeatKeys
{
public:
    // At most this many tables are kept, the most recent first; a table not joined for
    // kMaxDays days is forgotten.
    static constexpr int kMaxTables = 32;
    static constexpr int kMaxDays = 30;

    explicit SeatKeys(QString path) : m_path(std::move(path)) {}

    // The token kept for `game`'s table at `url`, or empty.
    QByteArray find(const std::string &game, const QUrl &url) const;
    // Keeps `token` for the table (a join, or a rejoin that refreshes its date). False when the
    // file cannot be written; the seat is then not taken back after a crash, and nothing else.
    bool keep(const std::string &game, const QUrl &url, const QByteArray &token);
    // The seat is given up, or the table is over or gone.
    void forget(const std::string &game, const QUrl &url);

    // A window that holds the seat of `game`'s table at `url` says so for as long as it lives
    // (a lock file beside the kept seats, naming its process): null when another running
    // window of this computer holds it. A window that stopped, however, holds nothing, so its
    // kept token is presented only by a window that comes after it, never beside it.
    std::unique_ptr<QLockFile> hold(const std::string &game, const QUrl &url) const;

    const QString &path() const { return m_path; }

private:
    QString m_path;
};

} // namespace net
