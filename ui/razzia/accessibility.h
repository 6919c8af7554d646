// Roles for the table's own widgets, for screen readers: a bar is a group (its name, its money,
// the cards revealed on it), the hand a list of the player's own cards, a seat a group. Their
// names are set by the widgets themselves and never name a hidden card.
#pragma once

namespace razzia::ui {

// Installs the factory once; called by MainWindow.
void installAccessibleRoles();

} // namespace razzia::ui
