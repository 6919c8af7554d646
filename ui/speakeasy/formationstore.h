// Formations for set-up (SE3): the engine's library (formations.h) and the player's own, kept
// by name in QSettings in the library's notation, always as South sets them up. A formation is
// the same picture from each player's own chair: North's board is drawn turned half a turn, so
// North gets South's layout turned too (ranks and files), and "the left Bar" is on the
// player's left whoever plays it (the engine's mirrored() keeps the files, which would put it
// on North's right).
#pragma once

#include "speakeasy/formations.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace speakeasy::ui {

class FormationStore
{
    Q_DECLARE_TR_FUNCTIONS(speakeasy::ui::FormationStore)

public:
    // The library's formations first, then the saved ones by name.
    static QStringList names();
    // The formation at `index` of names() as `seat`'s layout; nothing, with the reason in
    // `problem`, when a saved entry is damaged.
    static std::optional<Layout> layout(int index, int seat, QString *problem);
    // Saves `seat`'s valid layout under `name` (slashes dropped); the name used, or empty.
    static QString save(const QString &name, int seat, const Layout &layout);
    // South's layout as `seat` sees it from its chair, and back (a half turn is its own inverse).
    static Layout fromOwnChair(const Layout &southLayout, int seat);
};

} // namespace speakeasy::ui
