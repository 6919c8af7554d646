#include "duelview.h"

#include "city/palette.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include <bit>

namespace gangsters::ui {

namespace {

// A die of `side` pixels in its colour of GA1.3, its face in pips; an empty, outlined square
// before the first roll.
QPixmap diePixmap(QColor face, int pips, int side, qreal dpr)
{
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(1, 1, side - 2, side - 2);
    QPainterPath path;
    path.addRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    if (pips > 0)
        p.fillPath(path, face);
    p.setPen(QPen(pips > 0 ? face.darker(160) : QColor(Qt::gray), 1.2,
                  pips > 0 ? Qt::SolidLine : Qt::DashLine));
    p.drawPath(path);
    if (pips < 1 || pips > 6)
        return pixmap;
    static const int layout[7][6] = {
        {}, {4}, {0, 8}, {0, 4, 8}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}};
    p.setPen(Qt::NoPen);
    p.setBrush(dieInk(face));
    const qreal cell = r.width() / 3;
    for (int i = 0; i < pips; ++i) {
        const int k = layout[pips][i];
        p.drawEllipse(QPointF(r.left() + cell * (k % 3 + 0.5), r.top() + cell * (k / 3 + 0.5)),
                      cell * 0.22, cell * 0.22);
    }
    return pixmap;
}

} // namespace

DuelView::DuelView(QWidget *parent)
    : QFrame(parent), m_title(new QLabel(this)), m_totals(new QLabel(this)),
      m_ties(new QLabel(this)), m_sides(new QGridLayout), m_shots(new QListWidget(this)),
      m_prompt(new QLabel(this)), m_targetBox(new QWidget(this)), m_continue(new QPushButton(this))
{
    setObjectName(QStringLiteral("gangstersDuel"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    QFont totals = big;
    totals.setPointSizeF(big.pointSizeF() * 1.3);
    m_totals->setFont(totals);
    m_totals->setAlignment(Qt::AlignCenter);
    m_totals->setObjectName(QStringLiteral("duelTotals"));
    m_ties->setObjectName(QStringLiteral("duelTies"));
    m_ties->setAlignment(Qt::AlignCenter);
    m_ties->hide();
    m_shots->setObjectName(QStringLiteral("duelShots"));
    m_shots->setFocusPolicy(Qt::NoFocus);
    m_shots->setMinimumHeight(90);
    m_shots->setMaximumHeight(150);
    m_prompt->setWordWrap(true);
    m_prompt->hide();
    new QHBoxLayout(m_targetBox);
    m_targetBox->layout()->setContentsMargins(0, 0, 0, 0);
    m_targetBox->hide();
    m_continue->setObjectName(QStringLiteral("duelContinue"));
    m_continue->setAutoDefault(false);
    m_continue->hide();
    connect(m_continue, &QPushButton::clicked, this, &DuelView::continueClicked);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_sides);
    layout->addWidget(m_totals);
    layout->addWidget(m_ties);
    layout->addWidget(m_shots, 1);
    layout->addWidget(m_prompt);
    layout->addWidget(m_targetBox);
    layout->addWidget(m_continue);
    setMinimumWidth(340);
    hide();
}

void DuelView::begin(const DuelScene &scene, const Names &names, const State &state)
{
    m_names = names;
    m_scene = scene;
    for (Fighter &f : m_fighters) {
        delete f.die;
        delete f.label;
    }
    m_fighters.clear();
    m_place.forget();
    m_shotEvents.clear();
    m_a = m_b = 0;
    m_finishShots = 0;
    m_tiedTotals.clear();
    setContinue(false);
    m_prompt->hide();
    m_targetBox->hide();
    auto addChars = [&](uint16_t mask, bool attacker) {
        for (uint16_t m = mask; m; m = uint16_t(m & (m - 1)))
            m_fighters.push_back(Fighter{CharRef::of(std::countr_zero(unsigned(m))),
                                         TargetKind::Character, 0, attacker});
    };
    addChars(scene.attackers, true);
    addChars(scene.defenders, false);
    // The wounded at the clinic lie face up from the start (GA9.5).
    for (Fighter &f : m_fighters)
        if (f.kind == TargetKind::Character && f.ref.seat < state.gangs && state.at(f.ref).wounded)
            f.fate = ShotResult::Wounded;
    for (int i = 0; i < scene.managers; ++i)
        m_fighters.push_back(Fighter{{}, TargetKind::Manager, i, false});
    for (int i = 0; i < scene.cops; ++i)
        m_fighters.push_back(Fighter{{}, TargetKind::Cop, i, false});
    // Each side in two columns, its dice then its fighters: the attackers left, the defenders
    // right.
    int rows[2] = {0, 0};
    for (Fighter &f : m_fighters) {
        f.die = new QLabel(this);
        f.label = new QLabel(this);
        f.label->setTextFormat(Qt::RichText);
        const int column = f.attacker ? 0 : 2;
        const int row = rows[f.attacker ? 0 : 1]++;
        m_sides->addWidget(f.die, row, column);
        m_sides->addWidget(f.label, row, column + 1);
    }
    m_sides->setColumnStretch(1, 1);
    m_sides->setColumnStretch(3, 1);
    retranslate(); // the title, the fighters, no totals nor shots yet
    fitToContents(this);
    show();
    raise();
}

void DuelView::refresh(Fighter &f)
{
    QString state;
    const bool vamp = f.kind == TargetKind::Character && f.ref.role == Role::Vamp;
    switch (f.fate) {
    case ShotResult::Miss:
        state = tr("standing");
        break;
    case ShotResult::Wounded:
        //: A fallen target lying face up: wounded.
        state = vamp ? tr("wounded, face up", "the vamp") : tr("wounded, face up");
        break;
    case ShotResult::Killed:
        state = vamp ? tr("killed, face down", "the vamp") : tr("killed, face down");
        break;
    }
    // Colour is never the only cue: the die's number and a killer's bonus are written too.
    if (f.face > 0) {
        //: A fighter's die in a duel, %1 its face, %2 the killer's bonus (GA9.2).
        const QString die =
            f.bonus > 0 ? tr("die %1 +%2").arg(f.face).arg(f.bonus) : tr("die %1").arg(f.face);
        state = die + QStringLiteral(" · ") + state;
    }
    // A heading of its own: "Le tueur de Karine", where a sentence says "le tueur de Karine".
    const QString name = Names::capitalised(nameOf(f)).toHtmlEscaped();
    f.label->setText(f.fate == ShotResult::Miss
                         ? QStringLiteral("<b>%1</b><br><small>%2</small>").arg(name, state)
                         : QStringLiteral("<s>%1</s><br><small>%2</small>").arg(name, state));
    const QColor colour =
        f.kind == TargetKind::Character ? roleDieColour(f.ref.role) : copDieColour();
    const int side = std::max(24, fontMetrics().height() * 2);
    // The wounded at the clinic roll no die (GA9.5): no empty box waits for one.
    if (m_scene.finishOff && !f.attacker)
        f.die->setFixedWidth(side);
    else
        f.die->setPixmap(diePixmap(colour, f.face, side, devicePixelRatioF()));
    f.die->setAccessibleName(f.face > 0 ? tr("%1's die: %2").arg(nameOf(f)).arg(f.face)
                                        : QString());
    // A longer line (a die, a fate) widens the scene, which stays beside its place. The
    // fighters' grid is told first: a label's new size reaches the scene's own layout only, and
    // the grid's kept size hint left the line cut ("Le trafiquant de D").
    m_sides->invalidate();
    m_place.again();
}

int DuelView::indexOf(const Event &e) const
{
    for (int i = 0; i < m_fighters.size(); ++i) {
        const Fighter &f = m_fighters[i];
        if (e.target == f.kind &&
            (f.kind == TargetKind::Character ? f.ref == e.who : f.index == e.index))
            return i;
    }
    return -1;
}

DuelView::Fighter *DuelView::find(const Event &e)
{
    const int i = indexOf(e);
    return i < 0 ? nullptr : &m_fighters[i];
}

DuelView::Fighter *DuelView::find(const DuelDie &die)
{
    for (Fighter &f : m_fighters) {
        if (die.kind != f.kind)
            continue;
        if (f.kind == TargetKind::Character ? f.ref == CharRef::of(die.fighter)
                                            : f.index == die.fighter)
            return &f;
    }
    return nullptr;
}

void DuelView::showRoll(const Event &e)
{
    m_a = e.a;
    m_b = e.b;
    for (int i = 0; i < e.duel.attackers + e.duel.defenders; ++i) {
        const DuelDie &die = e.duel.dice[size_t(i)];
        if (Fighter *f = find(die)) {
            f->face = die.face;
            f->bonus = die.bonus;
            refresh(*f);
        }
    }
    // The tied rolls stay in sight: their dice give way to the next roll's (GA9.2).
    if (e.a == e.b)
        m_tiedTotals << std::pair{e.a, e.b};
    showTotals();
}

void DuelView::showFinishRoll(const Event &e)
{
    m_finishShots = e.a;
    // The finisher's die, and a killer's +2 (GA9.5): the number of shots.
    for (Fighter &f : m_fighters) {
        if (!f.attacker || f.kind != TargetKind::Character)
            continue;
        f.bonus = f.ref.role == Role::Killer ? city().constants().killerBonus : 0;
        f.face = std::max(0, e.a - f.bonus);
        refresh(f);
        break;
    }
    showTotals();
}

void DuelView::showTotals()
{
    if (m_scene.finishOff) {
        m_ties->hide();
        if (m_finishShots > 0)
            //: Finishing off at the clinic (GA9.5): the shots the finisher's die gives.
            m_totals->setText(tr("%n shot(s) at the wounded", nullptr, m_finishShots));
        else
            m_totals->clear();
        return;
    }
    if (m_a == 0 && m_b == 0) { // before the first roll
        m_totals->clear();
        m_ties->clear();
        m_ties->hide();
        return;
    }
    //: A duel's totals: the attackers' then the defenders'.
    m_totals->setText(m_a == m_b ? tr("%1 : %2 — a tie, again").arg(m_a).arg(m_b)
                                 : tr("%1 : %2").arg(m_a).arg(m_b));
    QStringList ties;
    for (const auto &[a, b] : m_tiedTotals)
        ties << tr("%1 : %2").arg(a).arg(b);
    //: The tied rolls of a duel before the one shown, %1 their totals ("7 : 7, 5 : 5").
    m_ties->setText(tr("Tied, rolled again: %1").arg(ties.join(QStringLiteral(", "))));
    m_ties->setVisible(!ties.isEmpty());
}

QString DuelView::nameOf(const Fighter &f) const
{
    if (f.kind == TargetKind::Manager)
        return tr("Manager %1").arg(f.index + 1);
    if (f.kind == TargetKind::Cop)
        return tr("Cop %1").arg(f.index + 1);
    return m_names.character(f.ref);
}

QString DuelView::shotLine(const Event &e) const
{
    const int i = indexOf(e);
    const QString who = i >= 0 ? nameOf(m_fighters[i]) : m_names.character(e.who);
    const bool vamp = e.target == TargetKind::Character && e.who.role == Role::Vamp;
    //: One shot: %1 its die, %2 the target, %3 the result.
    return tr("Die %1 at %2: %3").arg(e.a).arg(who, Names::shotResult(e.result, vamp));
}

void DuelView::retranslate()
{
    if (m_scene.finishOff)
        m_title->setText(tr("Finishing off at the clinic"));
    else if (m_scene.cops > 0)
        m_title->setText(tr("Rebellion at %1").arg(Names::location(m_scene.at)));
    else if (m_scene.managers > 0)
        m_title->setText(tr("Hold-up at %1").arg(Names::location(m_scene.at)));
    else
        m_title->setText(tr("Settling of scores at %1").arg(Names::location(m_scene.at)));
    for (Fighter &f : m_fighters)
        refresh(f);
    showTotals();
    m_shots->clear();
    for (const Event &shot : m_shotEvents)
        m_shots->addItem(shotLine(shot));
    m_shots->scrollToBottom();
    m_continue->setText(tr("Continue"));
}

void DuelView::changeEvent(QEvent *event)
{
    // The table asks again what it waits for (an aim, a Continue) in the new words.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void DuelView::play(const Event &e)
{
    switch (e.kind) {
    case EventKind::DuelRoll:
        showRoll(e);
        return;
    case EventKind::FinishRoll:
        showFinishRoll(e);
        return;
    case EventKind::Shot: {
        m_shotEvents << e;
        m_shots->addItem(shotLine(e));
        m_shots->scrollToBottom();
        Fighter *f = find(e);
        if (f && e.result != ShotResult::Miss) {
            f->fate = e.result;
            refresh(*f);
        }
        return;
    }
    default:
        return;
    }
}

void DuelView::aim(const Point &point, const QString &prompt)
{
    qDeleteAll(m_targetButtons);
    m_targetButtons.clear();
    m_prompt->setText(prompt);
    m_prompt->show();
    for (int i = 0; i < point.size; ++i) {
        const Choice c = point.options[i];
        // A button's label, not inside a sentence.
        auto *b = new QPushButton(Names::capitalised(m_names.characters(c.chars)), m_targetBox);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, c] {
            m_prompt->hide();
            m_targetBox->hide();
            Q_EMIT aimed(c);
        });
        m_targetBox->layout()->addWidget(b);
        m_targetButtons << b;
    }
    m_targetBox->show();
    if (!m_targetButtons.isEmpty())
        m_targetButtons.first()->setFocus();
    fitToContents(this);
}

void DuelView::setContinue(bool waiting, const QString &line)
{
    m_continue->setText(tr("Continue"));
    m_continue->setVisible(waiting);
    if (waiting) {
        m_prompt->setText(line);
        m_prompt->setVisible(!line.isEmpty());
        m_continue->setFocus();
    } else if (m_targetBox->isHidden()) {
        m_prompt->hide(); // the Continue line, not an aim still asked
    }
    // The line makes the scene taller: it stays beside its place.
    m_place.again();
}

QString DuelView::prompt() const
{
    return m_prompt->isVisibleTo(this) ? m_prompt->text() : QString();
}

void DuelView::end()
{
    setContinue(false);
    hide();
}

void DuelView::placeBeside(const InSight &sight)
{
    m_place.place(sight);
}

QString DuelView::totals() const
{
    return m_totals->text();
}

QStringList DuelView::shots() const
{
    QStringList list;
    for (int i = 0; i < m_shots->count(); ++i)
        list << m_shots->item(i)->text();
    return list;
}

QStringList DuelView::dice() const
{
    QStringList list;
    for (const Fighter &f : m_fighters) {
        const QString die = f.face <= 0   ? QStringLiteral("-")
                            : f.bonus > 0 ? QStringLiteral("%1+%2").arg(f.face).arg(f.bonus)
                                          : QString::number(f.face);
        list << QStringLiteral("%1: %2").arg(nameOf(f), die);
    }
    return list;
}

QStringList DuelView::fighters() const
{
    QStringList list;
    for (const Fighter &f : m_fighters)
        list << QStringLiteral("%1: %2").arg(nameOf(f)).arg(
            f.fate == ShotResult::Miss      ? QStringLiteral("standing")
            : f.fate == ShotResult::Wounded ? QStringLiteral("wounded")
                                            : QStringLiteral("killed"));
    return list;
}

} // namespace gangsters::ui
