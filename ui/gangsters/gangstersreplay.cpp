#include "gangstersreplay.h"

#include "cityview.h"

#include "gangsters/session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace gangsters::ui {

namespace {

// The events of a replay, with the position each was told in (for who controls whom).
class Collect final : public EventSink
{
public:
    explicit Collect(const Session &session) : m_session(session) {}
    void onEvent(const Event &e) override { events.push_back({e, m_session.state()}); }
    std::vector<std::pair<Event, State>> events;

private:
    const Session &m_session;
};

} // namespace

ReplayView::ReplayView(const GameRecord &record, QWidget *parent)
    : QWidget(parent), m_record(record), m_city(new CityView(this)), m_log(new LogModel(this)),
      m_logView(new QListView(this)), m_position(new QLabel(this)), m_first(new QPushButton(this)),
      m_previous(new QPushButton(this)), m_next(new QPushButton(this)),
      m_last(new QPushButton(this))
{
    setObjectName(QStringLiteral("gangstersReplay"));
    QStringList names;
    for (const PlayerInfo &p : record.players)
        names << QString::fromStdString(p.name);
    m_log->setNames(Names(names));
    m_logView->setModel(m_log);
    m_logView->setWordWrap(true);
    m_logView->setFocusPolicy(Qt::NoFocus);
    for (QPushButton *b : {m_first, m_previous, m_next, m_last})
        b->setAutoDefault(false);
    connect(m_first, &QPushButton::clicked, this, [this] { setStep(0); });
    connect(m_previous, &QPushButton::clicked, this, [this] { setStep(m_step - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setStep(m_step + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { setStep(decisions()); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_first);
    buttons->addWidget(m_previous);
    buttons->addWidget(m_position, 1, Qt::AlignCenter);
    buttons->addWidget(m_next);
    buttons->addWidget(m_last);
    auto *side = new QVBoxLayout;
    side->addLayout(buttons);
    side->addWidget(m_logView, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_city, 3);
    layout->addLayout(side, 2);
    resize(1200, 720);
    retranslate();
    setStep(decisions());
}

void ReplayView::setStep(int step)
{
    step = std::clamp(step, 0, decisions());
    if (step == m_step)
        return;
    m_step = step;
    // Every seat answered from the record: no policy runs, the dice are the generator's.
    Session::Setup setup;
    setup.seed = m_record.seed;
    setup.gangs = m_record.gangs();
    setup.rules = m_record.rules;
    setup.seats = m_record.players;
    for (PlayerInfo &p : setup.seats)
        p.kind = "human";
    setup.record = false;
    Session session;
    Collect collect(session);
    session.addSink(&collect);
    session.start(setup);
    session.playOn();
    for (int i = 0; i < step; ++i) {
        const Decision &d = m_record.decisions[size_t(i)];
        if (session.decide(d.seat, d) != Refusal::None)
            break;
        session.playOn();
    }
    m_state = session.state();
    m_log->clear();
    for (const auto &[event, state] : collect.events)
        m_log->add(event, state);
    m_logView->scrollToBottom();
    m_city->setState(m_state);
    m_first->setEnabled(step > 0);
    m_previous->setEnabled(step > 0);
    m_next->setEnabled(step < decisions());
    m_last->setEnabled(step < decisions());
    retranslate();
}

QString ReplayView::position() const
{
    return m_position->text();
}

void ReplayView::retranslate()
{
    m_first->setText(tr("⏮ Start"));
    m_previous->setText(tr("◀ &Previous"));
    m_next->setText(tr("&Next ▶"));
    m_last->setText(tr("End ⏭"));
    //: Replay: %1 decisions shown of %2, %3 the round.
    m_position->setText(
        tr("Decision %1 of %2 · round %3").arg(m_step).arg(decisions()).arg(m_state.round));
}

void ReplayView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_log->retranslate();
    }
    QWidget::changeEvent(event);
}

void ReplayView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        setStep(m_step - 1);
        return;
    case Qt::Key_Right:
        setStep(m_step + 1);
        return;
    case Qt::Key_Home:
        setStep(0);
        return;
    case Qt::Key_End:
        setStep(decisions());
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace gangsters::ui
