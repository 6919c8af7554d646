// What a player meets at start: a quick game (the first game's that has one), a new game of
// every registered game (Games::all()), the unfinished games of all of them to continue (game,
// players, progress, date), and how to play.
#pragma once

#include "savestore.h"

#include <QAbstractListModel>
#include <QWidget>

class QFrame;
class QGridLayout;
class QLabel;
class QListView;
class QPushButton;

namespace shell {

// The unfinished games, newest first, one line each.
class UnfinishedGamesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr int PathRole = Qt::UserRole + 1;

    using QAbstractListModel::QAbstractListModel;
    void setGames(const QList<SaveStore::Entry> &games);
    void retranslate();
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<SaveStore::Entry> m_games;
};

class StartScreen : public QWidget
{
    Q_OBJECT

public:
    explicit StartScreen(QWidget *parent = nullptr);

    void setGames(const QList<SaveStore::Entry> &games);
    UnfinishedGamesModel *games() const { return m_model; }
    // Continues the selected game (the newest when none is selected).
    void continueSelected();

Q_SIGNALS:
    void quickGameRequested();
    // A new game of the GameType with this id.
    void newGameRequested(const QString &game);
    // How to play: the rules window opens on the first game's, and offers the others.
    void howToPlayRequested(const QString &game);
    void continueRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();

    UnfinishedGamesModel *m_model;
    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_quick;
    QList<QPushButton *> m_newGames; // one per game, in Games::all() order
    QPushButton *m_howTo;
    QLabel *m_continueLabel;
    QListView *m_list;
    QPushButton *m_continue;
    QLabel *m_noGames;
    QFrame *m_pane = nullptr;
    QGridLayout *m_outer = nullptr;
};

} // namespace shell
