// Formations for set-up (SE3): the engine's library (formations.h) and the player's own, kept
// by name in QSettings in the library's notation, always as South sets them up. A formation is
// the same picture from each player's own chair: North's board is drawn turned half a turn, so
// North gets South's layout turned too (ranks and files), and "the left Bar" is on the
// player's left whoever plays it (the engine's mirrored() keeps the files, which would put it
// on North's right).
//
// A formation saved in a hot-seat game is held, not written: it stays with the running game,
// offered to the side that saved it only, and goes to QSettings when the game is over (the
// table's and the module's part, docs/speakeasy-ui.md). The settings file is open to anyone at
// the computer, the other player included.
#pragma once

#include "speakeasy/formations.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace speakeasy::ui {

class FormationStore
{
    Q_DECLARE_TR_FUNCTIONS(speakeasy::ui::FormationStore)

public:
    // A saved formation: its name and its ranks in the library's notation, as South sets it up.
    struct Entry
    {
        QString name;
        QString text;
    };
    using Held = std::vector<Entry>;

    // The library's formations first, then the saved ones by name, those `held` for the seat
    // setting up among them (one held takes the place of a saved one of the same name).
    static QStringList names(const Held &held = {});
    // The formation at `index` of names(held) as `seat`'s layout; nothing, with the reason in
    // `problem`, when a saved entry is damaged.
    static std::optional<Layout> layout(int index, int seat, QString *problem,
                                        const Held &held = {});
    // `seat`'s valid layout under `name` (slashes dropped, as the settings would keep it); an
    // entry with an empty name when the name or the layout cannot be saved.
    static Entry entry(const QString &name, int seat, const Layout &layout);
    // Saves `seat`'s valid layout under `name` in the settings; the name used, or empty.
    static QString save(const QString &name, int seat, const Layout &layout);
    // Writes held formations to the settings, at the end of the game that held them.
    static void write(const Held &held);
    // Writes each side's held formations. Each side named its own without seeing the other's:
    // a name both gave to different formations keeps both, the later as "Name (2)", rather
    // than one replacing the other.
    static void writeSides(std::vector<Held> sides);
    // South's layout as `seat` sees it from its chair, and back (a half turn is its own inverse).
    static Layout fromOwnChair(const Layout &southLayout, int seat);
};

} // namespace speakeasy::ui
