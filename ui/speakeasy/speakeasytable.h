// The Speak Easy table the shell hosts: the board, the set-up tools (tray, random layout,
// formations, Start), the play panel (turn, quiet plies, last move, fight, removed pieces, log,
// hint, draw, resign) and the end. It shows what its TableController's picture() allows and
// sends the person's answers back; in hot-seat it raises its curtain (or leaves it to the shell)
// each time the other player's eyes are needed.
#pragma once

#include "enemytags.h"
#include "formationstore.h"
#include "gameclock.h"
#include "names.h"
#include "speakeasycontroller.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QMessageBox;
class QLabel;
class QListView;
class QPushButton;

namespace shell {
class Curtain;
}

namespace speakeasy::ui {

class BoardWidget;
class FightView;
class MoveLogModel;
class RemovedModel;
class SetUpModel;

class SpeakEasyTable : public QWidget
{
    Q_OBJECT

public:
    explicit SpeakEasyTable(QWidget *parent = nullptr);
    ~SpeakEasyTable() override;

    // Takes the controller (and its seats) and shows its game; call controller->start() after.
    void setController(TableController *controller);
    TableController *controller() const { return m_controller; }
    // False when the shell draws its own curtain (it then calls controller()->liftCurtain()).
    void setOwnCurtain(bool own);
    // The optional clock (issue 25), shown under the turn; nullptr: none. Not owned.
    void setClock(GameClock *clock);
    // The players' names as the record holds them: the turn, the curtain and the end name a
    // player with their side, "Karine (South)", or by the side alone (Names::player).
    void setPlayers(const std::array<QString, kSeats> &names)
    {
        m_players = names;
        if (m_controller)
            refresh();
    }
    // Each player's tags on the other side's hidden pieces (issue 25): the module keeps them.
    const EnemyTags &tags() const { return m_tags; }
    void setTags(const EnemyTags &tags);

    BoardWidget *board() const { return m_board; }
    SetUpModel *setUpModel() const { return m_setUp; }
    MoveLogModel *logModel() const { return m_log; }
    RemovedModel *removedModel(int seat) const { return m_removed[size_t(seat)]; }
    FightView *fightView() const { return m_fight; }
    // The hot-seat curtain over the whole table (the shell's, shared with Razzia's table).
    shell::Curtain *curtain() const { return m_curtain; }
    bool isCurtainUp() const;
    QString status() const;

    // Formations (SE3): the library's and the player's own, kept in QSettings by name. In a
    // hot-seat game the ones saved are held with the game, each offered to the side that saved
    // it only, and written to the settings when the game is over (docs/speakeasy-ui.md).
    QStringList formationNames() const;
    using HeldFormations = std::array<FormationStore::Held, kSeats>;
    const HeldFormations &heldFormations() const { return m_held; }
    void setHeldFormations(const HeldFormations &held);
    // The held formations go to the settings (the game is over, or gone unsaved).
    void writeHeldFormations();
    bool applyFormation(int index);
    bool saveFormation(const QString &name);
    void randomLayout();
    bool startGame(); // hands the set-up to the controller when it is valid

Q_SIGNALS:
    void curtainNeeded(int seat);
    void gameOver(const speakeasy::End &end);
    void tagsChanged();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    void refresh();
    QString player(int seat) const { return Names::player(m_players[size_t(seat)], seat); }
    void refreshFormations(bool neutral = false);
    const FormationStore::Held &heldForSetUp() const;
    void askFormationName();
    void askDrawOffer();
    void showClock();
    void clearRefusal();
    void refreshLines(const TablePicture &picture);

    TableController *m_controller = nullptr;
    bool m_ownCurtain = true;
    SetUpModel *m_setUp = nullptr;
    MoveLogModel *m_log = nullptr;
    std::array<RemovedModel *, kSeats> m_removed{};
    BoardWidget *m_board = nullptr;
    FightView *m_fight = nullptr;
    shell::Curtain *m_curtain = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_quiet = nullptr;
    QLabel *m_lastMove = nullptr;
    QLabel *m_drawNote = nullptr; // the last draw offer or answer, until the next move
    QLabel *m_hintLine = nullptr; // the hint in words, while its move may be played
    QLabel *m_notice = nullptr;
    QLabel *m_clock = nullptr;
    QPointer<GameClock> m_gameClock;
    QPointer<QMessageBox> m_drawQuestion; // "Offer a draw?", while it is open
    // The hint shown, and the seat it was asked for: it goes with the move, the curtain, or
    // anything that makes it no longer a move that seat may play.
    std::optional<Move> m_hinted;
    int m_hintSeat = -1;
    int m_flagFell = -1; // the seat whose time ran out
    EnemyTags m_tags;
    std::array<QString, kSeats> m_players;
    HeldFormations m_held;
    // Set-up tools.
    QWidget *m_setUpPanel = nullptr;
    QListView *m_tray = nullptr;
    QString m_refusal; // the notice of the last refused drop, while it stands
    QLabel *m_trayTitle = nullptr;
    QLabel *m_fault = nullptr;
    QComboBox *m_formations = nullptr;
    QPushButton *m_random = nullptr, *m_apply = nullptr, *m_save = nullptr, *m_clear = nullptr,
                *m_start = nullptr;
    // Play tools.
    QWidget *m_playPanel = nullptr;
    std::array<QLabel *, kSeats> m_removedTitle{};
    std::array<QListView *, kSeats> m_removedView{};
    QListView *m_logView = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_hint = nullptr, *m_draw = nullptr, *m_resign = nullptr, *m_accept = nullptr,
                *m_decline = nullptr;
    QLabel *m_logTitle = nullptr;
};

} // namespace speakeasy::ui
