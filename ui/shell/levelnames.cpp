#include "levelnames.h"

#include <QCoreApplication>
#include <QDir>
#include <QTranslator>

#include <memory>
#include <vector>

namespace shell {

namespace {

class LevelText
{
    Q_DECLARE_TR_FUNCTIONS(shell::LevelNames)
};

} // namespace

QStringList levelIds()
{
    // Both games name their levels alike (ai::levelNames(), speakeasy::levelNames(); a test
    // holds them to this list), so that the shell need not know either engine.
    return {QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"),
            QStringLiteral("hard"), QStringLiteral("expert")};
}

QString levelName(const QString &id, LevelForm form)
{
    // "Random" read as "a level drawn at random": the weakest level says what it does instead.
    if (id == QLatin1String("random")) {
        //: The weakest AI level, short form (in "Computer (Beginner)").
        return form == LevelForm::Short ? LevelText::tr("Beginner")
                                        //: The weakest AI level: it plays any legal move.
                                        : LevelText::tr("Beginner (random choices)");
    }
    if (id == QLatin1String("easy"))
        return LevelText::tr("Easy", "AI level");
    if (id == QLatin1String("normal"))
        return LevelText::tr("Normal", "AI level");
    if (id == QLatin1String("hard"))
        return LevelText::tr("Hard", "AI level");
    if (id == QLatin1String("expert"))
        return LevelText::tr("Expert", "AI level");
    return id;
}

const QStringList &computerNames()
{
    // Gamblers of the 1930s. Not "Al": in the table's font it reads as "AI".
    static const QStringList names = {
        QStringLiteral("Bugsy"),  QStringLiteral("Lucky"), QStringLiteral("Dutch"),
        QStringLiteral("Legs"),   QStringLiteral("Nucky"), QStringLiteral("Frankie"),
        QStringLiteral("Mickey"), QStringLiteral("Vito"),  QStringLiteral("Moe")};
    return names;
}

QString defaultHumanName()
{
    for (const char *variable : {"USER", "USERNAME", "LOGNAME"}) {
        QString name = qEnvironmentVariable(variable).trimmed();
        // A login such as "root" or "karine.d" is kept as typed, capitalised like a name.
        bool printable = !name.isEmpty() && name.size() <= 24;
        for (QChar c : name)
            printable = printable && c.isPrint();
        if (printable) {
            name[0] = name[0].toUpper();
            return name;
        }
    }
    //: The human seat's name when the system gives none.
    return LevelText::tr("Player 1");
}

bool isDefaultName(const QString &saved, const char *context, const char *source)
{
    if (saved == QLatin1String(source))
        return true;
    // Every catalogue the application ships, loaded once: a name saved in French is known
    // while the window speaks English, and the other way round.
    static const auto catalogues = [] {
        std::vector<std::unique_ptr<QTranslator>> loaded;
        const QDir dir(QStringLiteral(":/i18n"));
        for (const QString &file : dir.entryList({QStringLiteral("razzia_*.qm")}, QDir::Files)) {
            auto translator = std::make_unique<QTranslator>();
            if (translator->load(dir.filePath(file)))
                loaded.push_back(std::move(translator));
        }
        return loaded;
    }();
    for (const auto &catalogue : catalogues) {
        const QString translated = catalogue->translate(context, source);
        if (!translated.isEmpty() && translated == saved)
            return true;
    }
    return false;
}

QString shownName(const QString &saved)
{
    return isDefaultName(saved, "shell::LevelNames", "Player 1") ? LevelText::tr("Player 1")
                                                                 : saved;
}

} // namespace shell
