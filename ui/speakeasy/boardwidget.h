// The district with its pieces, for one seat's eyes (a TablePicture). Pieces are picked up by
// drag, by click, or by the keyboard (arrows, Enter or Space, Escape); the legal destinations
// light up while a piece is held. In set-up it edits a SetUpModel: tray pieces dropped on
// points, placed pieces swapped. It holds no rule: legal moves and set-up checks come in.
#pragma once

#include "enemytags.h"
#include "picture.h"

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

class QMimeData;

namespace speakeasy::ui {

class SetUpModel;

class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    static QString squareMimeType(); // a drag from the board carries the point's name
    // Each mark its own colour (and shape): the last move (orange, both points and the route),
    // an attack (a red diamond), a free destination (a green ring and dot).
    static QColor lastMoveColour();
    static QColor attackColour();
    static QColor targetColour();

    explicit BoardWidget(QWidget *parent = nullptr);

    void setPicture(const TablePicture &picture);
    // Set-up mode while a model is given; nullptr returns to play.
    void setSetUp(SetUpModel *model, int seat);
    void setLegalMoves(const std::vector<Move> &moves);
    void showHint(std::optional<Move> move);
    std::optional<Move> hint() const { return m_hint; }
    // The screen passes to `seat`'s player (hot-seat): nothing the other player left stays on
    // the board, neither a held piece nor a hint, and the keyboard cursor goes home to the
    // middle of `seat`'s back rank (c1 or c12), away from where the other left it.
    void passTo(int seat);
    // The viewer's own tags on the other side's hidden pieces (issue 25); drawn on those pieces
    // only, and named in their descriptions.
    void setTags(const EnemyTags::Tags &tags);
    const EnemyTags::Tags &tags() const { return m_tags; }
    // A move along its route, one point every `stepMs` (0: at once). `piece`: the token to
    // move when the picture already shows the move made (a move shown again), which then
    // hides the mover's token on the destination until it arrives.
    void animateMove(const QVector<Square> &route, int stepMs,
                     std::optional<ShownPiece> piece = std::nullopt);
    // A fight on point `at` (SE5.1): both faces side by side over the point until cleared;
    // the picture under it already shows who stays.
    void showFight(Square at, int attackerSeat, const Confrontation &fight);
    void clearFight();
    std::optional<Square> fightAt() const { return m_fightAt; }
    // The route of the last move shown, drawn until the next one.
    const QVector<Square> &lastRoute() const { return m_route; }

    std::optional<Square> selected() const { return m_selected; }
    Square cursor() const { return m_cursor; }
    // The legal destinations of the piece held now: in play its legal moves, in set-up the
    // points SE3 lets it stand on (a tray piece picked or dragged, or a placed one).
    Bits targets() const;
    // Set-up: the tray piece the player holds (picked in the tray or dragged from it), or None.
    void setHeldKind(Kind kind);
    // While a piece is held (dragged, clicked or taken by the keyboard) and the pointer, the
    // drag or the cursor is over one of its legal destinations: the route it would take there,
    // drawn at once so that a Kid's turns are seen before the move (SE4.4). Empty otherwise.
    std::vector<Square> previewRoute() const;
    // Where a point's token sits now, for tests and drops.
    QPointF pointOf(Square s) const;
    // What the point shows to the seat, in words (tooltip and accessible text).
    QString describe(Square s) const;

    QSize sizeHint() const override { return {560, 760}; }
    QSize minimumSizeHint() const override { return {260, 360}; }

    // A drag let go at `globalPos` where nothing took it: a tray piece of `trayKind`, or the
    // piece standing on `from`. When that was over a point, dropRefused() says why.
    void explainRefusedDrop(speakeasy::Kind trayKind, std::optional<speakeasy::Square> from,
                            QPoint globalPos);

Q_SIGNALS:
    void moveRequested(speakeasy::Move move);
    void cursorMoved(speakeasy::Square s);
    // The player tags a hidden piece of the other side (Kind::None: takes the tag away).
    void tagRequested(speakeasy::Square s, speakeasy::Kind kind);
    // A piece dropped or put where it may not go, and why, translated (the table shows it).
    void dropRefused(const QString &reason);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int eyes() const;
    ShownPiece pieceAt(Square s) const;
    void activate(Square s); // a click or Enter on a point
    void setCursor(Square s);
    bool acceptsDrop(const QMimeData *data, QPointF at) const;
    void paintToken(QPainter &p, Square s, const ShownPiece &piece, QPointF centre);
    void paintRoutes(QPainter &p);
    void setHover(std::optional<Square> s);

    TablePicture m_picture;
    EnemyTags::Tags m_tags;
    QPointer<SetUpModel> m_setUp;
    int m_setUpSeat = 0;
    std::vector<Move> m_moves;
    std::optional<Square> m_selected;
    Kind m_heldKind = Kind::None; // a tray piece held in set-up
    std::optional<Move> m_hint;
    Square m_cursor = 2;
    std::optional<Square> m_pressed;
    std::optional<Square> m_hover; // the point under the pointer or the drag
    bool m_cursorLeads = false;    // the keys moved the cursor last: it points, not the mouse
    QPoint m_pressPos;
    // The route of the last move, drawn until the next one (a Kid's turns stay readable).
    QVector<Square> m_route;
    QVariantAnimation m_animation;
    qreal m_along = -1;                // position along m_route while animating, -1 when still
    std::optional<ShownPiece> m_ghost; // the token moving in a move shown again
    std::optional<Square> m_fightAt;
    int m_fightAttacker = 0;
    Confrontation m_fight;
    void paintFight(QPainter &p);
};

} // namespace speakeasy::ui
