#include "formationstore.h"

#include "names.h"

#include <QMap>
#include <QSettings>

#include <iterator>

namespace speakeasy::ui {

namespace {

const QString kSettingsGroup = QStringLiteral("speakeasy/formations");

// A formation in the library's notation (formations.h), always as South sets it up.
QString formationText(const Layout &southLayout)
{
    QStringList ranks;
    for (int rank = 6; rank >= 1; --rank) {
        QStringList row;
        for (int file = 0; file < kFiles; ++file) {
            const Kind k = southLayout.at[size_t((rank - 1) * kFiles + file)];
            row << (k == Kind::None ? QStringLiteral("..")
                                    : QString::fromLatin1(kFormationCodes[size_t(k)].data(), 2));
        }
        ranks << row.join(QLatin1Char(' '));
    }
    return ranks.join(QLatin1Char('/'));
}

std::optional<Layout> layoutFromText(const QString &text, int seat)
{
    const QStringList ranks = text.split(QLatin1Char('/'));
    if (ranks.size() != 6)
        return std::nullopt;
    std::array<std::string, 6> rows;
    Formation f{"saved", {}};
    for (int i = 0; i < 6; ++i) {
        rows[size_t(i)] = ranks[i].toStdString();
        f.ranks[size_t(i)] = rows[size_t(i)];
    }
    const Layout layout = FormationStore::fromOwnChair(layoutOf(f, 0), seat);
    if (!layoutError(seat, layout).empty())
        return std::nullopt; // a damaged entry is left out rather than half applied
    return layout;
}

// The saved formations by name: the settings', and those held by the game over them.
QMap<QString, QString> savedFormations(const FormationStore::Held &held)
{
    QMap<QString, QString> saved;
    QSettings settings;
    settings.beginGroup(kSettingsGroup);
    for (const QString &key : settings.childKeys())
        saved.insert(key, settings.value(key).toString());
    for (const FormationStore::Entry &e : held)
        saved.insert(e.name, e.text);
    return saved;
}

} // namespace

QStringList FormationStore::names(const Held &held)
{
    QStringList names;
    for (size_t i = 0; i < formations().size(); ++i)
        names << Names::formation(formations()[i].id, int(i) + 1);
    names << savedFormations(held).keys();
    return names;
}

std::optional<Layout> FormationStore::layout(int index, int seat, QString *problem,
                                             const Held &held)
{
    const auto library = formations();
    if (index < 0)
        return std::nullopt;
    if (size_t(index) < library.size())
        return fromOwnChair(layoutOf(library[size_t(index)], 0), seat);
    const QMap<QString, QString> saved = savedFormations(held);
    const qsizetype i = index - qsizetype(library.size());
    if (i >= saved.size())
        return std::nullopt;
    const auto it = std::next(saved.begin(), i);
    const auto layout = layoutFromText(it.value(), seat);
    if (!layout && problem)
        *problem = tr("The formation “%1” is damaged and was not used").arg(it.key());
    return layout;
}

FormationStore::Entry FormationStore::entry(const QString &name, int seat, const Layout &layout)
{
    const QString key = name.simplified().remove(QLatin1Char('/'));
    if (key.isEmpty() || !layoutError(seat, layout).empty())
        return {};
    return {key, formationText(fromOwnChair(layout, seat))};
}

QString FormationStore::save(const QString &name, int seat, const Layout &layout)
{
    const Entry e = entry(name, seat, layout);
    write({e});
    return e.name;
}

void FormationStore::write(const Held &held)
{
    QSettings settings;
    settings.beginGroup(kSettingsGroup);
    for (const Entry &e : held)
        if (!e.name.isEmpty())
            settings.setValue(e.name, e.text);
}

void FormationStore::writeSides(std::vector<Held> sides)
{
    QMap<QString, QString> written;
    for (Held &held : sides) {
        for (Entry &e : held) {
            const QString name = e.name;
            for (int n = 2; written.contains(e.name) && written.value(e.name) != e.text; ++n)
                e.name = QStringLiteral("%1 (%2)").arg(name).arg(n);
            written.insert(e.name, e.text);
        }
        write(held);
    }
}

Layout FormationStore::fromOwnChair(const Layout &southLayout, int seat)
{
    if (seat == 0)
        return southLayout;
    Layout turned;
    for (Square s = 0; s < kSquares; ++s)
        turned.at[size_t((kRanks - rankOf(s)) * kFiles + (kFiles - 1 - fileOf(s)))] =
            southLayout.at[s];
    return turned;
}

} // namespace speakeasy::ui
