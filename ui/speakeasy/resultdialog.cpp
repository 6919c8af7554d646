#include "resultdialog.h"

#include "names.h"
#include "titlefit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace speakeasy::ui {

ResultDialog::ResultDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("speakEasyResult"));
    m_headline = new QLabel;
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_headline->setFont(big);
    m_reason = new QLabel;
    m_reason->setWordWrap(true);
    m_details = new QLabel;
    m_details->setWordWrap(true);
    auto *buttons = new QDialogButtonBox;
    m_replay = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_rematch = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    // No default: Enter pressed for the last move must not start another game (an AcceptRole
    // button would be made the default when the box is shown).
    for (QPushButton *b : {m_replay, m_rematch, m_close}) {
        b->setAutoDefault(false);
        b->setDefault(false);
    }
    connect(m_replay, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT replayRequested();
    });
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT rematchRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_reason);
    layout->addWidget(m_details);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    retranslate();
}

void ResultDialog::setResult(const End &end, int you, int moves, std::array<int, kSeats> lost,
                             const std::array<QString, kSeats> &names)
{
    m_end = end;
    m_names = names;
    m_you = you;
    m_moves = moves;
    m_lost = lost;
    retranslate();
}

QString ResultDialog::headline() const
{
    return m_headline->text();
}

QString ResultDialog::reason() const
{
    return m_reason->text();
}

void ResultDialog::retranslate()
{
    setWindowTitle(tr("Speak Easy: the game is over"));
    fitTitle(this);
    m_replay->setText(tr("&Replay"));
    m_replay->setToolTip(tr("Watch this game again, every piece face up"));
    m_rematch->setText(tr("Re&match"));
    m_rematch->setToolTip(tr("A new game with the same players"));
    m_close->setText(tr("&Close"));
    if (m_end.status == Status::Ongoing)
        return;
    if (m_end.status != Status::Won)
        m_headline->setText(tr("Draw"));
    else if (m_you >= 0)
        m_headline->setText(m_end.winner == m_you ? tr("You win!") : tr("You lose"));
    else
        //: %1 the winner: "Karine (South)", or a side alone (South/North)
        m_headline->setText(
            tr("%1 wins").arg(Names::player(m_names[size_t(m_end.winner)], m_end.winner)));
    m_reason->setText(Names::end(m_end));
    m_reason->setToolTip(Names::rule(Names::endRule(m_end)));
    //: the plies both sides played
    const QString moves = tr("%n move(s) played.", nullptr, m_moves);
    //: %1 and %3 sides (South/North), %2 and %4 numbers of pieces
    const QString lost = tr("Pieces lost: %1 %2, %3 %4.")
                             .arg(Names::seat(0))
                             .arg(m_lost[0])
                             .arg(Names::seat(1))
                             .arg(m_lost[1]);
    m_details->setText(moves + QLatin1Char(' ') + lost);
}

void ResultDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace speakeasy::ui
