#include "dueldialog.h"

#include "art.h"
#include "format.h"
#include "pace.h"
#include "shellnames.h"
#include "steps.h"

#include <QEasingCurve>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QSequentialAnimationGroup>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>

namespace razzia::ui {

namespace {

constexpr int kTumbleMs = 70;
constexpr QSize kDieSize(44, 44);
constexpr int kCardHeight = 84;

} // namespace

DuelDialog::DuelDialog(QWidget *parent)
    : QDialog(parent), m_stripe(new QLabel(this)), m_headline(new QLabel(this)),
      m_versus(new QLabel(this)), m_poolSpot(new QWidget(this)), m_poolChip(new QLabel(this)),
      m_tieRule(new QLabel(this)), m_continue(new QPushButton(this))
{
    m_stripe->setAutoFillBackground(true);
    m_stripe->setMargin(4);
    QFont bold = m_stripe->font();
    bold.setBold(true);
    m_stripe->setFont(bold);
    QFont big = bold;
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_headline->setFont(big);
    m_versus->setFont(big);
    m_versus->setAlignment(Qt::AlignCenter);
    m_tieRule->setWordWrap(true);
    m_tieRule->setAlignment(Qt::AlignCenter);

    // The pool is a chip that sits between the duelists and flies to the winner; it lives
    // outside the layouts so that it can move over them.
    m_poolChip->setAlignment(Qt::AlignCenter);
    m_poolChip->setFont(bold);
    m_poolChip->setMargin(6);
    m_poolChip->setAutoFillBackground(true);
    m_poolChip->setFrameShape(QFrame::Box);
    QPalette chip = m_poolChip->palette();
    chip.setColor(QPalette::Window, QColor(0xd8, 0xec, 0xc8));
    chip.setColor(QPalette::WindowText, QColor(0x1d, 0x3b, 0x12));
    m_poolChip->setPalette(chip);
    m_poolSpot->setMinimumSize(96, 36);

    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_continue->setDefault(true);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (isAnimating())
            finishStep();
        else
            continueAfterResult();
    });

    m_tumbleTimer.setInterval(kTumbleMs);
    connect(&m_tumbleTimer, &QTimer::timeout, this, &DuelDialog::tumble);

    buildSide(m_sides[0], QStringLiteral("championPanel"));
    buildSide(m_sides[1], QStringLiteral("challengerPanel"));

    auto *middle = new QVBoxLayout;
    middle->addStretch();
    middle->addWidget(m_versus);
    middle->addWidget(m_poolSpot);
    middle->addStretch();

    auto *duelists = new QHBoxLayout;
    duelists->addWidget(m_sides[0].panel, 1);
    duelists->addLayout(middle);
    duelists->addWidget(m_sides[1].panel, 1);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_continue);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stripe);
    layout->addWidget(m_headline);
    layout->addLayout(duelists);
    layout->addWidget(m_tieRule);
    layout->addLayout(buttons);

    m_poolChip->raise();
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    retranslateUi();
}

void DuelDialog::buildSide(Side &side, const QString &objectName)
{
    side.panel = new QFrame(this);
    side.panel->setObjectName(objectName);
    side.panel->setFrameShape(QFrame::StyledPanel);
    side.panel->setFocusPolicy(Qt::NoFocus);
    side.panel->setMinimumWidth(180);
    side.role = new QLabel(side.panel);
    side.nameLabel = new QLabel(side.panel);
    side.cardPicture = new QLabel(side.panel);
    side.cardText = new QLabel(side.panel);
    side.die = new QLabel(side.panel);
    side.totalLabel = new QLabel(side.panel);
    side.result = new QLabel(side.panel);

    QFont bold = side.nameLabel->font();
    bold.setBold(true);
    side.nameLabel->setFont(bold);
    side.result->setFont(bold);
    QFont big = bold;
    big.setPointSizeF(big.pointSizeF() * 1.3);
    side.totalLabel->setFont(big);
    // Room for the widest total, so that it never clips: "6 + 6 = 12".
    side.totalLabel->setMinimumWidth(
        QFontMetrics(big).horizontalAdvance(QStringLiteral("6 + 6 = 12")) + 8);
    side.cardText->setWordWrap(true);
    side.die->setFixedSize(kDieSize);
    side.die->setAlignment(Qt::AlignCenter);
    side.cardPicture->setMinimumHeight(kCardHeight);
    side.result->setMinimumHeight(side.result->fontMetrics().height() + 8);
    for (QLabel *label : {side.role, side.nameLabel, side.cardPicture, side.cardText, side.result})
        label->setAlignment(Qt::AlignCenter);

    auto *roll = new QHBoxLayout;
    roll->addStretch();
    roll->addWidget(side.die);
    roll->addWidget(side.totalLabel);
    roll->addStretch();

    auto *layout = new QVBoxLayout(side.panel);
    layout->setSpacing(3);
    layout->addWidget(side.role);
    layout->addWidget(side.nameLabel);
    layout->addWidget(side.cardPicture);
    layout->addWidget(side.cardText);
    layout->addLayout(roll);
    layout->addWidget(side.result);
}

void DuelDialog::start(Bar bar, qint64 pool, const QString &championName, int championSeat,
                       Card championCard, const QString &challengerName, int challengerSeat,
                       Card challengerCard, bool tieGoesToChallenger, bool last)
{
    if (isAnimating())
        finishStep();
    m_awaitsContinue = false;
    m_bar = bar;
    m_pool = pool;
    m_tieGoesToChallenger = tieGoesToChallenger;
    m_last = last;
    m_winner = -1;
    m_onTie = false;
    m_poolAt = -1;
    m_sides[0].name = championName;
    m_sides[0].seat = championSeat;
    m_sides[0].card = championCard;
    m_sides[1].name = challengerName;
    m_sides[1].seat = challengerSeat;
    m_sides[1].card = challengerCard;
    for (Side &side : m_sides) {
        side.face = 0;
        side.total = 0;
    }

    QPalette palette = m_stripe->palette();
    palette.setColor(QPalette::Window, Art::barColour(bar));
    palette.setColor(QPalette::WindowText, Art::barTextColour(bar));
    m_stripe->setPalette(palette);

    retranslateUi();
    if (!isVisible())
        open();
    placePool();
    m_continue->setFocus();
}

int DuelDialog::sideOf(int seat) const
{
    if (seat == m_sides[0].seat)
        return 0;
    if (seat == m_sides[1].seat)
        return 1;
    return -1;
}

void DuelDialog::roll(int seat, int face, int total)
{
    if (isAnimating())
        finishStep();
    const int index = sideOf(seat);
    if (index < 0) {
        QTimer::singleShot(0, this, [this] { Q_EMIT stepDone(); });
        return;
    }
    Side &side = m_sides[size_t(index)];
    side.face = std::clamp(face, 1, 6);
    side.total = total;
    m_rollingSide = index;
    m_step = StepKind::Rolling;
    const int ms = Pace::ms(Step::DieRoll);
    if (ms <= 0) {
        finishStep();
        return;
    }
    m_tumbleTicks = std::max(1, ms / kTumbleMs);
    side.totalLabel->clear();
    tumble();
    m_tumbleTimer.start();
}

void DuelDialog::tumble()
{
    if (m_step != StepKind::Rolling)
        return;
    if (m_tumbleTicks-- <= 0) {
        finishStep();
        return;
    }
    // A face unlike the last one, so that the die visibly moves; this is only a picture, the
    // roll itself came from the game (R5.8).
    m_tumbleFace = (m_tumbleFace + int(QRandomGenerator::global()->bounded(1, 6)) - 1) % 6 + 1;
    showDie(m_sides[size_t(m_rollingSide)].die, m_tumbleFace);
}

void DuelDialog::won(int winnerSeat, bool onTie)
{
    if (isAnimating())
        finishStep();
    m_winner = sideOf(winnerSeat);
    m_onTie = onTie;
    m_step = StepKind::Winning;
    retranslateUi();
    const int flight = Pace::ms(Step::BillsWon);
    const int hold = Pace::ms(Step::DuelResult);
    if (m_winner < 0 || flight + hold <= 0) {
        finishStep();
        return;
    }
    auto *group = new QSequentialAnimationGroup(this);
    auto *move = new QPropertyAnimation(m_poolChip, "pos", group);
    move->setDuration(flight);
    move->setStartValue(m_poolChip->pos());
    move->setEndValue(poolPosition(m_winner));
    move->setEasingCurve(QEasingCurve::InOutQuad);
    group->addAnimation(move);
    // The pool lands: the winner's word takes its place for the pause that follows, which is
    // there to read it.
    connect(move, &QAbstractAnimation::finished, this, [this] {
        m_poolAt = m_winner;
        m_poolChip->hide();
        showSide(m_winner);
        Q_EMIT stepShown();
    });
    group->addPause(hold);
    connect(group, &QAbstractAnimation::finished, this, [this] {
        if (m_step == StepKind::Winning)
            finishStep();
    });
    m_winAnimation = group;
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

void DuelDialog::finishStep()
{
    const StepKind step = m_step;
    m_step = StepKind::None;
    if (step == StepKind::None)
        return;
    if (step == StepKind::Rolling) {
        m_tumbleTimer.stop();
        if (m_rollingSide >= 0)
            showSide(m_rollingSide);
        m_rollingSide = -1;
    } else {
        if (m_winAnimation)
            m_winAnimation->stop();
        m_poolAt = m_winner;
        placePool();
        if (m_winner >= 0)
            showSide(m_winner);
    }
    Q_EMIT stepShown();
    if (step == StepKind::Winning) {
        if (m_holds && isVisible()) {
            m_awaitsContinue = true;
            m_continue->setFocus();
            return;
        }
    }
    QTimer::singleShot(0, this, [this] { Q_EMIT stepDone(); });
}

void DuelDialog::showDie(QLabel *label, int face)
{
    label->setFrameShape(QFrame::NoFrame);
    const QPixmap pixmap =
        Art::instance().pixmap(Art::dieElement(face), kDieSize, label->devicePixelRatioF());
    if (pixmap.isNull())
        label->setText(QString::number(face));
    else
        label->setPixmap(pixmap);
}

void DuelDialog::showSide(int index)
{
    Side &side = m_sides[size_t(index)];
    const bool winner = m_winner == index;
    side.role->setText(index == 0 ? tr("Champion") : tr("Challenger"));
    side.nameLabel->setText(side.name);
    side.cardText->setText(Format::card(side.card));

    const QString element = Art::cardElement(side.card);
    const qreal aspect = Art::instance().aspectRatio(element);
    const QSize cardSize(qRound(kCardHeight * (aspect > 0 ? aspect : 0.7)), kCardHeight);
    const QPixmap card =
        side.card.isNone()
            ? QPixmap()
            : Art::instance().pixmap(element, cardSize, side.cardPicture->devicePixelRatioF());
    if (card.isNull())
        side.cardPicture->clear();
    else
        side.cardPicture->setPixmap(card);

    if (side.face > 0) {
        showDie(side.die, side.face);
        //: A duelist's total: %1 the die, %2 the card's number, %3 their sum.
        side.totalLabel->setText(
            tr("%1 + %2 = %3").arg(side.face).arg(side.card.value()).arg(side.total));
        //: Screen reader text for a duelist's roll.
        side.totalLabel->setAccessibleName(
            tr("%1 rolls %2: total %3").arg(side.name).arg(side.face).arg(side.total));
    } else {
        // An empty box where the die will land: the layout does not move when it does.
        side.die->clear();
        side.die->setFrameShape(QFrame::StyledPanel);
        side.totalLabel->clear();
        side.totalLabel->setAccessibleName(QString());
    }

    // The winner's panel gets a frame in the bar's colour and a word: colour is never the only
    // cue.
    // Before the last duel the winner only defends the pool in the next one (R5.6).
    side.result->setText(m_poolAt != index ? QString()
                         : m_last          ? tr("Wins %1").arg(Format::money(m_pool))
                                  //: A duelist who won a duel with another to come:
                                  //: they defend the pool in the next (R5.6).
                                  : tr("Wins this duel"));
    if (winner) {
        side.panel->setStyleSheet(QStringLiteral("QFrame#%1 { border: 3px solid %2; }")
                                      .arg(side.panel->objectName(), Art::barColour(m_bar).name()));
    } else {
        side.panel->setStyleSheet(QString());
    }
    side.panel->setAccessibleName(
        //: Screen reader name of a duelist's panel: %1 Champion or Challenger, %2 the player.
        tr("%1: %2").arg(side.role->text(), side.name));
}

void DuelDialog::retranslateUi()
{
    m_stripe->setText(Format::barName(m_bar));
    m_stripe->setAccessibleName(Format::barName(m_bar));
    for (Side &side : m_sides)
        //: The rule where it applies: on each duelist's die (R5.6).
        side.die->setToolTip(tr("Each duelist rolls one die and adds their card's number; the "
                                "higher total takes the pool, and equal totals go to the "
                                "lower-ranked player."));
    //: Headline of the duel dialog; %1 is the money at stake.
    m_headline->setText(tr("Duel for %1").arg(Format::money(m_pool)));
    //: Title of the duel dialog; %1 is a bar.
    setWindowTitle(tr("Duel at the %1").arg(Format::barName(m_bar)));
    //: Between the two duelists.
    m_versus->setText(tr("vs"));
    m_poolChip->setText(Format::money(m_pool));
    m_poolChip->adjustSize();
    m_continue->setText(tr("&Continue"));
    m_continue->setToolTip(tr("Skip the animation"));

    const QString lower = m_sides[m_tieGoesToChallenger ? 1 : 0].name;
    if (m_onTie) {
        m_tieRule->setText(
            QStringLiteral("<b>%1</b>")
                .arg(tr("Equal totals: the lower-ranked player wins").toHtmlEscaped()));
    } else {
        //: %1 is the duelist who ranks lower (R5.1).
        m_tieRule->setText(tr("On equal totals %1 wins, being lower-ranked.").arg(lower));
    }
    for (int i = 0; i < 2; ++i) {
        // The die that is tumbling keeps its face until the roll ends.
        if (!(m_step == StepKind::Rolling && m_rollingSide == i))
            showSide(i);
    }
}

QPoint DuelDialog::poolPosition(int at) const
{
    QRect target;
    if (at < 0) {
        target = QRect(m_poolSpot->mapTo(this, QPoint(0, 0)), m_poolSpot->size());
    } else {
        const Side &side = m_sides[size_t(at)];
        target = QRect(side.result->mapTo(this, QPoint(0, 0)), side.result->size());
    }
    const QSize chip = m_poolChip->size();
    return target.center() - QPoint(chip.width() / 2, chip.height() / 2);
}

void DuelDialog::placePool()
{
    if (m_step == StepKind::Winning)
        return;
    // Once the pool has reached the winner, the winner's panel says what it won instead.
    m_poolChip->setVisible(m_poolAt < 0);
    m_poolChip->move(poolPosition(m_poolAt));
    m_poolChip->raise();
}

void DuelDialog::reject()
{
    if (isAnimating())
        finishStep();
    else
        continueAfterResult();
}

void DuelDialog::continueAfterResult()
{
    if (!m_awaitsContinue)
        return;
    m_awaitsContinue = false;
    QTimer::singleShot(0, this, [this] { Q_EMIT stepDone(); });
}

void DuelDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    placePool();
}

void DuelDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Cards and dice are drawn for the screen's pixel ratio: draw them again on another screen.
    if (QWindow *window = windowHandle()) {
        connect(window, &QWindow::screenChanged, this, &DuelDialog::retranslateUi,
                Qt::UniqueConnection);
    }
    placePool();
}

void DuelDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace razzia::ui
