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

} // namespace shell
