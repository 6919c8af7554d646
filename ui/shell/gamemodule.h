// The seam between the window and the games it hosts (issue 16). The shell knows a registry of
// games, never a game: each game registers a GameType (its id, its file format, its words and a
// factory, as kpat's DealerInfo does) and brings a GameModule, which owns its table, its
// dialogs and the game in progress. MainWindow asks only these two.
#pragma once

#include "savestore.h"
#include "settings.h"
#include "statistics.h"

#include <QImage>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QPainter;
class QRectF;
class QWidget;

namespace net {
class Client;
}

namespace shell {

class MainWindow;

// What a worker made of a file: the game's own record, checked against its rules. A module
// subclasses it; the shell only asks whether the game is over.
class LoadedGame
{
public:
    virtual ~LoadedGame() = default;
    bool finished = false;
};

// One game in one window: its table page, its new-game dialog, the game in progress.
class GameModule : public QObject
{
    Q_OBJECT

public:
    explicit GameModule(MainWindow *window);

    MainWindow *window() const { return m_window; }
    virtual QString id() const = 0;
    // The page the window shows while this game is played; made once, parented by the window.
    virtual QWidget *page() = 0;

    // The player's "New game" of this game: its own dialog, then started().
    virtual void showNewGameDialog() = 0;
    // A game against the computer at once, without the dialog; false when the game has none.
    virtual bool quickGame() { return false; }

    // A game was started or resumed here (it may be over).
    virtual bool isStarted() const = 0;
    // Started and not over: leaving it needs the player's word.
    virtual bool isRunning() const = 0;
    // The table stops asking and animating; the game stays as it is, to be saved or dropped.
    virtual void halt() = 0;
    // The game as its record format holds it (SE8.4, R7.3); empty when there is nothing to save
    // yet (a Speak Easy game still being set up: notYetSaved() says so).
    virtual QByteArray record() const = 0;
    // Why a started game has no record yet, for the player who asks to save it.
    virtual QString notYetSaved() const { return QString(); }
    // The record says the game is over: it goes to the history and the statistics.
    virtual bool recordFinished() const = 0;
    // Puts a loaded, unfinished game back on the table, exactly as it was saved; false with a
    // one-line message, the game in progress untouched, when it cannot go on.
    virtual bool resume(const LoadedGame &loaded, QString &error) = 0;
    // A finished game in a viewer of its own (a window, deleted on close).
    virtual QWidget *replay(const LoadedGame &loaded, QWidget *parent) = 0;
    // Rematch (issue 25): a new game here with the seats of `loaded`, a finished game, and new
    // cards; then started(). canRematch() says whether the game offers it at all; rematch()
    // is false with a one-line message when it cannot.
    virtual bool canRematch() const { return false; }
    virtual bool rematch(const LoadedGame &loaded, QString &error);
    // Network play (issue 24, docs/network.md): this window's person plays one seat of a table
    // that `razzia-cli serve`, another window or this window's own host holds, always through
    // `client`, which is welcomed and seated (client->seat()) and holds the table (names by
    // seat in client->table()), started or about to start. The module shows that seat only, with
    // no curtain (a screen shows its own seat), plays the events each client->updated() brings
    // at the player's pace, sends the person's decisions with client->decide() and shows a
    // refused one in one line. The other seats are neither asked nor thought for here: the host
    // plays them. The shell owns the client and keeps it until the game ends or the person
    // leaves; the module never closes it. Then started() as for a new game, progressed() as
    // the game goes and finished() at its end; while it runs, record() is empty and
    // notYetSaved() says the host keeps the game. False with a one-line message, nothing
    // changed, for a game that cannot be played so (the default).
    virtual bool playOnline(net::Client *client, QString &error);
    // The game on the table is played through a client (playOnline), until another starts.
    virtual bool isOnline() const { return false; }
    // Each seat's result for the statistics: people by name, computer players by level.
    virtual QList<Statistics::Result> results() const = 0;
    // The end as this game shows it (Razzia's ranking dialog; Speak Easy's board revealed).
    virtual void showEnd() = 0;
    // Under "keep it to continue later?": what Save keeps and what Discard forgets.
    virtual QString leavingNote() const = 0;
    // H: the strongest level's advice for the person who must decide now, from their seat's view.
    virtual void showHint() = 0;
    // True when the game shows its hints on its own page, beside what they are about: the
    // window then keeps them out of its status line, whose coming and going moves the page.
    virtual bool showsHintOnPage() const { return false; }
    // The player's settings, at first and whenever they change: a game reads them from here,
    // never from the shell's keys.
    virtual void applySettings(const Settings &settings) { Q_UNUSED(settings) }
    // A dialog of this game by name, for the screenshots of docs/ (RAZZIA_SCREENSHOTS waits for
    // it to show); nullptr for a name the game does not know.
    virtual QWidget *dialogNamed(const QString &name) const
    {
        Q_UNUSED(name)
        return nullptr;
    }
    // The window's language changed (models that put words together themselves).
    virtual void retranslate() {}

Q_SIGNALS:
    // A new game began here (from its dialog, a quick game, "play again"): the window shows the
    // page and gives the game a save file.
    void started();
    // The game reached a point worth keeping (a round, a move): the window autosaves it.
    void progressed();
    // The game is over (after progressed() has kept its last state).
    void finished();
    // One line for the status bar ("Thinking about a hint…"); empty clears it.
    void status(const QString &message);
    // A hint for the person who must decide, in one line.
    void hintReady(const QString &hint);
    // The end of every game offers Replay and Rematch (issue 25): a game's own end-of-game
    // dialog emits these from its buttons, and the window does the rest, the same for every
    // game. Replay opens the game just finished in replay(); Rematch starts rematch() with its
    // seats, once the player agrees to leave a game in progress.
    void replayRequested();
    void rematchRequested();

private:
    MainWindow *m_window;
};

// A computer-only game asked for on the command line (razzia --game ID --autoplay …); what is
// not given is left to the game.
struct AutoplayOptions
{
    std::optional<int> players;
    QStringList seats; // one level for every seat, or one per seat in the game's order
    std::optional<quint64> seed;
};

// A game as the registry knows it, before any window hosts it.
struct GameType
{
    QString id;     // "razzia", "speakeasy": settings, statistics and the command line
    QString format; // the record's "format", e.g. "razzia-game/1": opening a file picks the game
    QString suffix; // its save files' suffix, without the dot ("speakeasy")
    int minPlayers = 2;
    int maxPlayers = 2;
    std::function<QString()> name;        // translated
    std::function<QString()> description; // one line for the start screen, translated
    // Its new-game button and menu entry, translated, with its players and a mnemonic that no
    // menu and no other start screen button takes ("&Razzia (3–8 players)…").
    std::function<QString()> newGameLabel;
    // "<page>_en.html" and "<page>_fr.html" under :/rules: how to play, the full rules.
    QString howToPage;
    QString rulesPage;
    // Reads a record (any thread, touches no widget): nullptr with a one-line message.
    std::function<std::shared_ptr<LoadedGame>(const QByteArray &data, const QString &path,
                                              QString &error)>
        load;
    // What an unfinished game is, for the start screen's list (players, moves or rounds); false
    // for a finished or unreadable one.
    std::function<bool(const QByteArray &data, SaveStore::Entry &entry)> describe;
    // "after 3 rounds", "after 12 moves": what Entry::rounds counts, translated.
    std::function<QString(int)> progress;
    // What a finished game was, for the list of finished games (issue 25): its players, its
    // winners (none after a draw) and its length in Entry::rounds; false for a file that is
    // not a finished game. Unset: the list shows the game's name and date only.
    std::function<bool(const QByteArray &data, SaveStore::Entry &entry)> describeFinished;
    // A seat's saved name as the lists show it, in the language in use now: a default name the
    // game gave that seat (Speak Easy's "South") saved in the language of its day comes back
    // translated (shell::isDefaultName). Unset: shell::shownName() alone.
    std::function<QString(const QString &saved, int seat)> seatName;
    // "12 rounds", "87 moves": a finished game's length, translated; unset shows the number.
    std::function<QString(int)> length;
    // The score the statistics add up for each player (Razzia's money): the heading of its
    // mean ("Mean money") and how one value reads. Unset for a game that is only won or lost;
    // the statistics then show no mean.
    std::function<QString()> scoreName;
    std::function<QString(qint64)> score;
    // The start screen's Quick game button, when this is the first game that has one: what it
    // starts, in one line (GameModule::quickGame()).
    std::function<QString()> quickGameTip;
    // Checks a command line's autoplay options: how to start that game in the game's module, or
    // nothing with a one-line message naming the option at fault.
    std::function<std::function<void(GameModule &)>(const AutoplayOptions &options, QString &error)>
        autoplay;
    // The rules' art:<element> pictures, at the size the game draws them; null when none.
    std::function<QImage(const QString &element, qreal dpr)> illustration;
    // Art for the start screen, drawn into `area` (Razzia: a fan of its cards); may be unset.
    std::function<void(QPainter &painter, const QRectF &area, qreal dpr)> decorate;
    std::function<GameModule *(MainWindow *window)> create;
};

// The games the window offers, in the order the start screen lists them (ui/games.cpp).
namespace Games {
void add(const GameType &type);
const QList<GameType> &all();
const GameType *byId(const QString &id);
// The game whose records have this "format"; nullptr for none.
const GameType *byFormat(const QString &format);
// The "format" a JSON record names; empty when there is none to read.
QString formatOf(const QByteArray &data);
// The game that reads `data`: the one its "format" names, else the first registered, whose
// reader then says what is wrong with the file; nullptr with no game registered.
const GameType *forRecord(const QByteArray &data);
} // namespace Games

} // namespace shell
