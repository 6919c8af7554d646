// Formations for set-up (SE3): the engine's library (formations.h) and the player's own, kept
// by name in QSettings in the library's notation, always as South sets them up.
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
};

} // namespace speakeasy::ui
