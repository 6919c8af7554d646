#include "sentence.h"

#include <QCoreApplication>
#include <QLocale>

#include <utility>

namespace shell {

namespace {

bool french()
{
    // The window's language, as money follows it: MainWindow::setLanguage() sets the default.
    return QLocale().language() == QLocale::French;
}

// A word that begins with a vowel sound for certain: a vowel, then a lowercase letter.
bool vowelWord(const QString &word)
{
    static const QString vowels = QStringLiteral("aeiouàâäéèêëîïôöùûüAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ");
    return word.size() >= 2 && vowels.contains(word[0]) && word[1].isLower();
}

// The French junction of `out`, which ends just before an argument, with the argument `arg`.
void joinFrench(QString &out, QString &arg)
{
    struct Contraction
    {
        QString before, article;
        QString joined;
    };
    // "de " and "à " before le / les, lowercase: a character, "le cimetière". Never a name such
    // as Le Guen, which keeps its article ("le tueur de Le Guen").
    static const Contraction contractions[] = {
        {QStringLiteral("de "), QStringLiteral("le "), QStringLiteral("du ")},
        {QStringLiteral("de "), QStringLiteral("les "), QStringLiteral("des ")},
        {QStringLiteral("De "), QStringLiteral("le "), QStringLiteral("Du ")},
        {QStringLiteral("De "), QStringLiteral("les "), QStringLiteral("Des ")},
        {QStringLiteral("à "), QStringLiteral("le "), QStringLiteral("au ")},
        {QStringLiteral("à "), QStringLiteral("les "), QStringLiteral("aux ")},
        {QStringLiteral("À "), QStringLiteral("le "), QStringLiteral("Au ")},
        {QStringLiteral("À "), QStringLiteral("les "), QStringLiteral("Aux ")},
    };
    const auto wordStart = [&out](qsizetype length) {
        const qsizetype at = out.size() - length;
        return at >= 0 && (at == 0 || !out[at - 1].isLetter());
    };
    for (const Contraction &c : contractions) {
        if (out.endsWith(c.before) && wordStart(c.before.size()) && arg.startsWith(c.article)) {
            out.chop(c.before.size());
            out += c.joined;
            arg.remove(0, c.article.size());
            return;
        }
    }
    if (!vowelWord(arg))
        return;
    for (const auto &[full, elided] : {std::pair{QStringLiteral("de "), QStringLiteral("d’")},
                                       std::pair{QStringLiteral("De "), QStringLiteral("D’")},
                                       std::pair{QStringLiteral("que "), QStringLiteral("qu’")},
                                       std::pair{QStringLiteral("Que "), QStringLiteral("Qu’")}}) {
        if (out.endsWith(full) && wordStart(full.size())) {
            out.chop(full.size());
            out += elided;
            return;
        }
    }
}

} // namespace

QString sentence(const QString &pattern, const QStringList &args)
{
    const bool fr = french();
    QString out;
    out.reserve(pattern.size() + 16 * args.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        const int n = i + 1 < pattern.size() ? pattern[i + 1].digitValue() : -1;
        if (c != QLatin1Char('%') || n < 1 || n > args.size()) {
            out += c;
            continue;
        }
        QString arg = args[n - 1];
        if (fr)
            joinFrench(out, arg);
        out += arg;
        ++i;
    }
    return out;
}

QString listOfNames(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    //: The end of a list of people: %1 the others, separated by commas, %2 the last one.
    return QCoreApplication::translate("Sentence", "%1 and %2")
        .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

} // namespace shell
