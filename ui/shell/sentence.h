// Sentences that read right whatever the names put into them (docs/ui.md, "Words joined to
// names").
#pragma once

#include <QString>
#include <QStringList>

namespace shell {

// `pattern` with %1…%9 replaced by `args`, as QString::arg() would, and the word before each
// argument made to agree with it in the window's language (QLocale's default). In French:
// de + le → du, de + les → des, à + le → au, à + les → aux ("le casier du tueur de Léa",
// "au cimetière"), and de / que before a word that begins with a vowel → d’ / qu’ ("le tueur
// d’Anna", "chance qu’Élise garde le pot"). Words beginning with h or y, and codes such as
// A5.5, keep the full word: whether they take it depends on how they are said; so do names
// that begin with a capitalised article (Le Guen). English is unchanged.
QString sentence(const QString &pattern, const QStringList &args);

// People named in a list as a sentence says them: "Léa", "Léa and Dutch", "Léa, Lou and Sam"
// (French "Léa, Lou et Sam"); empty for none.
QString listOfNames(const QStringList &names);

} // namespace shell
