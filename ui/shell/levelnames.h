// The words for who sits at the table, in one place: the AI levels as players read them (each
// name says what the level is), the default names of computer seats, and the human's default.
// The level ids themselves (random, easy…) are the engine's and the CLI's, and never change.
#pragma once

#include <QString>
#include <QStringList>

namespace shell {

// ai::levelNames(), weakest first.
QStringList levelIds();
// "Beginner (random choices)", "Easy", … in the language in use; the id itself when unknown.
// The short form ("Beginner") is for places that already say "Computer (…)".
enum class LevelForm
{
    Full,
    Short
};
QString levelName(const QString &id, LevelForm form = LevelForm::Full);
// Names for computer seats, none of which reads like "AI" in any font.
const QStringList &computerNames();
// The human's default name: the system user's, or "Player 1".
QString defaultHumanName();

// Whether `saved` is `source` (of tr() context `context`) as the source or any shipped
// catalogue reads it. A game saves the default names it gives ("Player 1", "South") in the
// language in use that day; a list shows them in the language in use now.
bool isDefaultName(const QString &saved, const char *context, const char *source);
// A seat's saved name as the lists show it: the human's default name in the language in use,
// any other name as it was typed.
QString shownName(const QString &saved);

} // namespace shell
