// Every text a player can see or hear in a window, gathered by place, and the comparison of
// two languages' texts place by place: shared by the language tests of every game's window.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QTreeView>
#include <QWidget>

#include <functional>

namespace languagetest {

// The players' names of the tests: every language shares them.
inline const QStringList kNames = {QStringLiteral("Karine"), QStringLiteral("Marc"),
                                   QStringLiteral("Sophie"), QStringLiteral("Yann")};

inline QString plain(QString text)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    // Accelerators: "&Game" reads "Game"; "&&" is a literal ampersand.
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)"));
    text.remove(accelerator);
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    return text.simplified();
}

// Every text a player can see or hear (screen readers), by where it is shown. Places are the
// same objects before and after a switch, so the two languages can be compared place by place.
using Texts = QMap<QString, QString>;

inline void put(Texts &texts, const QObject *object, const QString &what, const QString &text)
{
    const QString p = plain(text);
    if (p.isEmpty())
        return;
    const QString name = object->objectName().isEmpty()
                             ? QString::fromLatin1(object->metaObject()->className())
                             : object->objectName();
    texts.insert(QStringLiteral("%1@%2 %3").arg(name).arg(quintptr(object), 0, 16).arg(what), p);
}

inline void putModel(Texts &texts, QAbstractItemView *view)
{
    QAbstractItemModel *model = view->model();
    if (!model)
        return;
    auto *table = qobject_cast<QTableView *>(view);
    auto *tree = qobject_cast<QTreeView *>(view);
    const auto columnShown = [&](int column) {
        return !(table && table->isColumnHidden(column)) && !(tree && tree->isColumnHidden(column));
    };
    QHeaderView *header = table ? table->horizontalHeader() : tree ? tree->header() : nullptr;
    if (header && header->isVisible()) {
        for (int c = 0; c < model->columnCount(); ++c) {
            if (columnShown(c))
                put(texts, view, QStringLiteral("header %1").arg(c),
                    model->headerData(c, Qt::Horizontal).toString());
        }
    }
    std::function<void(const QModelIndex &)> rows = [&](const QModelIndex &parent) {
        for (int r = 0; r < model->rowCount(parent); ++r) {
            for (int c = 0; c < model->columnCount(parent); ++c) {
                if (!columnShown(c))
                    continue;
                const QModelIndex index = model->index(r, c, parent);
                const QString where = QStringLiteral("row %1/%2,%3")
                                          .arg(parent.isValid() ? parent.row() : -1)
                                          .arg(r)
                                          .arg(c);
                put(texts, view, where, index.data(Qt::DisplayRole).toString());
                put(texts, view, where + QStringLiteral(" tip"),
                    index.data(Qt::ToolTipRole).toString());
            }
            rows(model->index(r, 0, parent));
        }
    };
    rows({});
}

inline Texts visibleTexts(QWidget *window)
{
    Texts texts;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *w : widgets) {
        if (!w->isVisible() || qobject_cast<QMenu *>(w))
            continue;
        if (w->isWindow())
            put(texts, w, QStringLiteral("title"), w->windowTitle());
        if (auto *label = qobject_cast<QLabel *>(w))
            put(texts, w, QStringLiteral("text"), label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            put(texts, w, QStringLiteral("text"), button->text());
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            putModel(texts, view);
        put(texts, w, QStringLiteral("accessible"), w->accessibleName());
        put(texts, w, QStringLiteral("description"), w->accessibleDescription());
        put(texts, w, QStringLiteral("tooltip"), w->toolTip());
    }
    // The menus, whether open or not.
    for (QMenu *menu : window->findChildren<QMenu *>())
        put(texts, menu, QStringLiteral("title"), menu->title());
    for (QAction *action : window->findChildren<QAction *>()) {
        if (!action->isSeparator() && action->isVisible())
            put(texts, action, QStringLiteral("text"), action->text());
    }
    return texts;
}

// What is left of a text once the words every language shares are taken out: names of players
// and bars, the card kinds of R1.2 kept in French, the games' names, the language names, the
// squares of Gangsters' city (O5.3, A2.6), numbers and money, and the words of `extra`.
inline QString translatable(QString text, const QStringList &extra = {})
{
    static const QStringList shared = {
        QStringLiteral("Karine"),      QStringLiteral("Marc"),     QStringLiteral("Sophie"),
        QStringLiteral("Yann"),        QStringLiteral("Colibri"),  QStringLiteral("Cotton Club"),
        QStringLiteral("Havanna Bar"), QStringLiteral("Jungle"),   QStringLiteral("Lincoln"),
        QStringLiteral("Jazz House"),  QStringLiteral("Police"),   QStringLiteral("Razzia"),
        QStringLiteral("English"),     QStringLiteral("Français"), QStringLiteral("Speak Easy"),
        QStringLiteral("Gangsters")};
    for (const QString &word : shared + extra)
        text.remove(word);
    static const QRegularExpression square(QStringLiteral("\\b[A-Z]\\d+(\\.\\d+)?\\b"));
    text.remove(square);
    static const QRegularExpression rest(QStringLiteral("[\\d\\s\\p{P}\\p{S}]"));
    text.remove(rest);
    return text;
}

inline QStringList wordsOf(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\b\\w+\\b"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();)
        out << it.next().captured().toLower();
    return out;
}

// Words that belong to one language only, to catch a text translated in part.
inline const QStringList kEnglishOnly = {
    QStringLiteral("the"),     QStringLiteral("and"),      QStringLiteral("of"),
    QStringLiteral("to"),      QStringLiteral("your"),     QStringLiteral("you"),
    QStringLiteral("is"),      QStringLiteral("must"),     QStringLiteral("deals"),
    QStringLiteral("round"),   QStringLiteral("wins"),     QStringLiteral("card"),
    QStringLiteral("cards"),   QStringLiteral("bill"),     QStringLiteral("bills"),
    QStringLiteral("player"),  QStringLiteral("with"),     QStringLiteral("takes"),
    QStringLiteral("accepts"), QStringLiteral("proposes"), QStringLiteral("game"),
    QStringLiteral("money"),   QStringLiteral("seat"),     QStringLiteral("share"),
    QStringLiteral("dealer"),  QStringLiteral("choose"),   QStringLiteral("answer"),
    QStringLiteral("gambler"), QStringLiteral("human"),    QStringLiteral("supply")};
inline const QStringList kFrenchOnly = {
    QStringLiteral("le"),     QStringLiteral("la"),         QStringLiteral("les"),
    QStringLiteral("du"),     QStringLiteral("des"),        QStringLiteral("et"),
    QStringLiteral("est"),    QStringLiteral("une"),        QStringLiteral("votre"),
    QStringLiteral("vous"),   QStringLiteral("joueur"),     QStringLiteral("carte"),
    QStringLiteral("cartes"), QStringLiteral("billet"),     QStringLiteral("billets"),
    QStringLiteral("tour"),   QStringLiteral("partie"),     QStringLiteral("donneur"),
    QStringLiteral("argent"), QStringLiteral("prétendant"), QStringLiteral("réponse"),
    QStringLiteral("à"),      QStringLiteral("humain"),     QStringLiteral("réserve")};

// Every place shown in `before` shows something else in `after`, unless it carries no word;
// no text of `after` is one of `before`'s, none holds a word of the other language only, and
// money reads the way of the new language. `shared` are words of a game that both languages
// say alike (Gangsters' briques, its districts' French names).
inline QStringList compare(const Texts &before, const Texts &after, bool toFrench,
                           const QStringList &shared = {})
{
    QStringList problems;
    const QSet<QString> old(before.cbegin(), before.cend());
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key())) {
            problems << QStringLiteral("gone after the switch: %1 \"%2\"").arg(it.key(), *it);
            continue;
        }
        if (after.value(it.key()) == *it && !translatable(*it, shared).isEmpty())
            problems << QStringLiteral("unchanged: %1 \"%2\"").arg(it.key(), *it);
    }
    const QStringList &foreign = toFrench ? kEnglishOnly : kFrenchOnly;
    static const QRegularExpression englishMoney(QStringLiteral("\\$\\d"));
    static const QRegularExpression frenchMoney(QStringLiteral("\\d[\\s\\x{a0}\\x{202f}]?\\$"));
    static const QRegularExpression frenchColon(QStringLiteral("[^\\s\\x{a0}\\x{202f}]:(\\s|$)"));
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (!before.contains(it.key()))
            problems << QStringLiteral("new after the switch: %1 \"%2\"").arg(it.key(), *it);
        if (old.contains(*it) && !translatable(*it, shared).isEmpty() &&
            before.value(it.key()) != *it) // reported above when unchanged in place
            problems
                << QStringLiteral("a text of the other language: %1 \"%2\"").arg(it.key(), *it);
        QString said = *it;
        for (const QString &word : shared)
            said.remove(word);
        for (const QString &w : wordsOf(said)) {
            if (foreign.contains(w) && !kNames.contains(w, Qt::CaseInsensitive)) {
                problems << QStringLiteral("\"%1\" in %2 \"%3\"").arg(w, it.key(), *it);
                break;
            }
        }
        // French sets a space before a colon (a no-break one, so that it never starts a line).
        if (toFrench && frenchColon.match(*it).hasMatch())
            problems << QStringLiteral("no space before a colon: %1 \"%2\"").arg(it.key(), *it);
        if ((toFrench ? englishMoney : frenchMoney).match(*it).hasMatch())
            problems << QStringLiteral("money of the other language: %1 \"%2\"").arg(it.key(), *it);
    }
    return problems;
}

// The problems of a round trip English → French → English, from the texts of each step: each
// switch as compare() sees it, and anything the trip did not bring back.
inline QStringList roundTrip(const Texts &english, const Texts &french, const Texts &back,
                             const QStringList &shared = {})
{
    QStringList problems;
    for (const QString &p : compare(english, french, true, shared))
        problems << QStringLiteral("English → French: ") + p;
    for (const QString &p : compare(french, back, false, shared))
        problems << QStringLiteral("French → English: ") + p;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (back.value(it.key()) != *it)
            problems << QStringLiteral("round trip: %1 \"%2\" became \"%3\"")
                            .arg(it.key(), *it, back.value(it.key()));
    }
    return problems;
}

// Alt+letter: each menu's items, and the menu bar's menus, have different letters.
inline QStringList clashingMnemonics(QWidget *window)
{
    QStringList problems;
    QList<QWidget *> menus;
    for (QMenu *m : window->findChildren<QMenu *>())
        menus << m;
    if (auto *main = qobject_cast<QMainWindow *>(window))
        menus << main->menuBar();
    for (QWidget *menu : menus) {
        QMap<QString, QString> seen;
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || !a->isVisible())
                continue;
            const QKeySequence mnemonic = QKeySequence::mnemonic(a->text());
            if (mnemonic.isEmpty())
                continue;
            const QString key = mnemonic.toString().toLower();
            if (seen.contains(key))
                problems << QStringLiteral("%1 and %2 share %3").arg(seen[key], a->text(), key);
            seen.insert(key, a->text());
        }
    }
    // A visible button's Alt letter is not a menu's of the bar: the menu would open instead
    // (Gangsters' "&Police" filter against French's "&Partie").
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        QMap<QString, QString> bar;
        for (QAction *a : main->menuBar()->actions()) {
            const QKeySequence mnemonic = QKeySequence::mnemonic(a->text());
            if (!mnemonic.isEmpty())
                bar.insert(mnemonic.toString().toLower(), a->text());
        }
        for (QAbstractButton *b : window->findChildren<QAbstractButton *>()) {
            if (!b->isVisible() || !b->window()->isAncestorOf(b) || b->window() != window)
                continue;
            const QKeySequence mnemonic = QKeySequence::mnemonic(b->text());
            const QString key = mnemonic.toString().toLower();
            if (!mnemonic.isEmpty() && bar.contains(key))
                problems
                    << QStringLiteral("%1 and the menu %2 share %3").arg(b->text(), bar[key], key);
        }
    }
    return problems;
}

} // namespace languagetest
