#include "rankingdialog.h"

#include "format.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace razzia::ui {

RankingDialog::RankingDialog(QWidget *parent)
    : QDialog(parent), m_headline(new QLabel(this)), m_grid(new QGridLayout),
      m_newGame(new QPushButton(this)), m_replay(new QPushButton(this)),
      m_rematch(new QPushButton(this)), m_close(new QPushButton(this)),
      m_chart(new MoneyChart(this))
{
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);

    m_newGame->setObjectName(QStringLiteral("newGameButton"));
    m_replay->setObjectName(QStringLiteral("replayButton"));
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    m_close->setObjectName(QStringLiteral("closeButton"));
    // The dialog comes while the last round's prompts are being pressed through: no button is
    // Enter's until the keyboard is put on it (a reflex Enter started a new game before the
    // result was seen). Rematch is the first Tab away, and then takes Enter too.
    m_rematch->setAutoDefault(true);
    m_replay->setAutoDefault(false);
    m_newGame->setAutoDefault(false);
    m_close->setAutoDefault(false);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newGameRequested();
    });
    connect(m_replay, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT replayRequested();
    });
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT rematchRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    m_grid->setHorizontalSpacing(18);
    m_grid->setVerticalSpacing(4);
    m_grid->setColumnStretch(1, 1);

    auto *frame = new QFrame(this);
    frame->setObjectName(QStringLiteral("rankingTable"));
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setLayout(m_grid);
    // The keyboard starts on the result itself (a screen reader reads its headline).
    frame->setFocusPolicy(Qt::TabFocus);
    m_table = frame;

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_close);
    buttons->addStretch();
    buttons->addWidget(m_replay);
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_rematch);

    auto *result = new QHBoxLayout;
    result->addWidget(frame, 0, Qt::AlignTop);
    result->addWidget(m_chart, 1);
    m_chart->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addLayout(result, 1);
    layout->addLayout(buttons);

    setTabOrder(frame, m_rematch);
    setTabOrder(m_rematch, m_newGame);
    setTabOrder(m_newGame, m_replay);
    setTabOrder(m_replay, m_close);
    frame->setMinimumWidth(340);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    retranslateUi();
}

void RankingDialog::setRanking(const QList<RankRow> &rows)
{
    m_rows = rows;
    retranslateUi();
    m_table->setFocus();
}

void RankingDialog::setHistory(const QList<MoneyChart::Line> &lines)
{
    m_chart->setLines(lines);
    m_chart->setVisible(!lines.isEmpty());
}

void RankingDialog::retranslateUi()
{
    setWindowTitle(tr("Game over"));
    m_newGame->setText(tr("&New game…"));
    m_newGame->setToolTip(tr("Choose the players of a new game"));
    m_replay->setText(tr("&Replay"));
    m_replay->setToolTip(tr("Watch this game again, round by round"));
    m_rematch->setText(tr("Re&match"));
    m_rematch->setToolTip(tr("A new game with the same seats"));
    m_close->setText(tr("Close"));

    QStringList winners;
    for (const RankRow &row : m_rows) {
        if (row.place == 1)
            winners << row.name;
    }
    if (winners.size() == 1) {
        //: Headline at the end of a game; %1 is the winner.
        m_headline->setText(tr("%1 wins!").arg(winners.first()));
    } else if (winners.size() > 1) {
        //: Headline at the end of a game when several players have the most money (R3.8);
        //: %1 lists them, e.g. "Al, Bugsy".
        m_headline->setText(
            tr("%1 share first place!").arg(QLocale().createSeparatedList(winners)));
    } else {
        m_headline->setText(tr("Final ranking"));
    }
    m_table->setAccessibleName(m_headline->text());

    qDeleteAll(m_cells);
    m_cells.clear();
    const auto add = [this](const QString &text, int row, int column, Qt::Alignment align,
                            bool bold) {
        auto *label = new QLabel(text, this);
        if (bold) {
            QFont font = label->font();
            font.setBold(true);
            label->setFont(font);
        }
        m_grid->addWidget(label, row, column, align);
        label->show(); // at once, also when the language changes with the dialog open
        m_cells << label;
    };
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    const Qt::Alignment left = Qt::AlignLeft | Qt::AlignVCenter;
    add(tr("Place"), 0, 0, right, true);
    add(tr("Player"), 0, 1, left, true);
    add(tr("Money"), 0, 2, right, true);
    for (int i = 0; i < m_rows.size(); ++i) {
        const RankRow &row = m_rows[i];
        const bool first = row.place == 1;
        add(QLocale().toString(row.place), i + 1, 0, right, first);
        add(row.name, i + 1, 1, left, first);
        add(Format::money(row.money), i + 1, 2, right, first);
    }
}

void RankingDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void RankingDialog::setVisible(bool visible)
{
    // QDialog makes the first auto-default button the default as it shows: Rematch would look
    // like Enter's. It takes Enter only once the keyboard is on it.
    m_rematch->setAutoDefault(!visible);
    QDialog::setVisible(visible);
    m_rematch->setAutoDefault(true);
}

void RankingDialog::keyPressEvent(QKeyEvent *event)
{
    // Enter reaches the dialog only from off a button that takes it: it then chooses nothing
    // (QDialog would press a default button, one the player is not on).
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void RankingDialog::setReplayOffered(bool offered)
{
    m_replay->setVisible(offered);
    m_rematch->setVisible(offered);
}

} // namespace razzia::ui
