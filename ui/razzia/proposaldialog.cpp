#include "proposaldialog.h"
#include "sentence.h"

#include "art.h"
#include "format.h"
#include "holderdelegate.h"
#include "pace.h"
#include "proposalmodel.h"
#include "shellnames.h"
#include "steps.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace razzia::ui {

namespace {

QString percent(double chance)
{
    //: A chance in percent; %1 is a whole number. French: "%1 %" (no-break space).
    return ProposalDialog::tr("%1%").arg(QLocale().toString(qRound(chance * 100)));
}

constexpr int kMaxVisibleRows = 7;
constexpr int kClaimantColumns = 5; // name, card, share, duel, answer

} // namespace

ProposalDialog::ProposalDialog(QWidget *parent)
    : QDialog(parent), m_model(new ProposalModel(this)), m_stripe(new QLabel(this)),
      m_headlineLabel(new QLabel(this)), m_hint(new QLabel(this)), m_table(new QTableView(this)),
      m_claimantGrid(new QGridLayout), m_refuseLabel(new QLabel(this)),
      m_allToMe(new QPushButton(this)), m_evenSplit(new QPushButton(this)),
      m_propose(new QPushButton(this)), m_accept(new QPushButton(this)),
      m_refuse(new QPushButton(this)), m_continue(new QPushButton(this))
{
    m_stripe->setAutoFillBackground(true);
    m_stripe->setMargin(4);
    QFont stripeFont = m_stripe->font();
    stripeFont.setBold(true);
    m_stripe->setFont(stripeFont);

    QFont headlineFont = m_headlineLabel->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.2);
    m_headlineLabel->setFont(headlineFont);
    m_headlineLabel->setWordWrap(true);
    m_hint->setWordWrap(true);
    m_refuseLabel->setWordWrap(true);

    m_table->setModel(m_model);
    m_table->setItemDelegate(new HolderDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setHighlightSections(false);

    m_allToMe->setObjectName(QStringLiteral("allToMeButton"));
    m_evenSplit->setObjectName(QStringLiteral("evenSplitButton"));
    m_propose->setObjectName(QStringLiteral("proposeButton"));
    m_accept->setObjectName(QStringLiteral("acceptButton"));
    m_refuse->setObjectName(QStringLiteral("refuseButton"));
    m_continue->setObjectName(QStringLiteral("continueButton"));
    // Neither answer is Enter's (issue 25): a reflex Enter, pressed for Continue a moment
    // before, must not accept a share of $0, nor start a duel.
    for (QPushButton *button : {m_allToMe, m_evenSplit, m_refuse, m_accept})
        button->setAutoDefault(false);

    connect(m_allToMe, &QPushButton::clicked, this, [this] { m_model->giveAll(0); });
    connect(m_evenSplit, &QPushButton::clicked, m_model, &ProposalModel::splitEvenly);
    connect(m_propose, &QPushButton::clicked, this, [this] {
        if (m_mode != Mode::Propose)
            return;
        const Proposal proposal = m_model->proposal();
        accept();
        Q_EMIT proposed(proposal);
    });
    connect(m_accept, &QPushButton::clicked, this, [this] { decide(true); });
    connect(m_refuse, &QPushButton::clicked, this, [this] { decide(false); });
    connect(m_continue, &QPushButton::clicked, this, &ProposalDialog::finishDecision);
    connect(m_model, &ProposalModel::sharesChanged, this, &ProposalDialog::updateClaimants);

    m_closeTimer.setSingleShot(true);
    connect(&m_closeTimer, &QTimer::timeout, this, &ProposalDialog::finishDecision);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_allToMe);
    buttons->addWidget(m_evenSplit);
    buttons->addStretch();
    buttons->addWidget(m_refuse);
    buttons->addWidget(m_accept);
    buttons->addWidget(m_propose);
    buttons->addWidget(m_continue);

    m_claimantGrid->setHorizontalSpacing(12);
    m_claimantGrid->setVerticalSpacing(2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stripe);
    layout->addWidget(m_headlineLabel);
    layout->addWidget(m_hint);
    layout->addWidget(m_table);
    layout->addLayout(m_claimantGrid);
    layout->addWidget(m_refuseLabel);
    layout->addLayout(buttons);

    setTabOrder(m_table, m_allToMe);
    setTabOrder(m_allToMe, m_evenSplit);
    setTabOrder(m_evenSplit, m_refuse);
    setTabOrder(m_refuse, m_accept);
    setTabOrder(m_accept, m_propose);
    setTabOrder(m_propose, m_continue);

    // The layout sets the dialog's minimum size: an explicit one would let a wide table be cut.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    retranslateUi();
}

void ProposalDialog::propose(Bar bar, const BillSet &bills, const QList<ClaimantInfo> &claimants)
{
    setUp(Mode::Propose, bar, bills, claimants);
    m_answers.clear();
    m_model->setEditable(true);
    retranslateUi();
    open();
    m_table->setCurrentIndex(m_model->index(0, ProposalModel::columnOf(0)));
    m_table->setFocus();
}

void ProposalDialog::answer(Bar bar, const BillSet &bills, const QList<ClaimantInfo> &claimants,
                            const Proposal &proposal, int answererSeat,
                            const QList<std::optional<bool>> &answersSoFar, double refuseChance)
{
    setUp(Mode::Answer, bar, bills, claimants);
    m_model->setProposal(proposal);
    m_answers = answersSoFar;
    m_answererSeat = answererSeat;
    m_refuseChance = refuseChance;
    retranslateUi();
    open();
    // The keys start on Refuse, the answer that keeps the pool within reach; Enter presses
    // nothing here, Space or the letter presses the button chosen.
    m_refuse->setFocus();
}

void ProposalDialog::showDecision(Bar bar, const BillSet &bills,
                                  const QList<ClaimantInfo> &claimants, const Proposal &proposal,
                                  const QList<std::optional<bool>> &answers,
                                  const QString &headline)
{
    showDecision(bar, bills, claimants, proposal, answers, [headline] { return headline; });
}

void ProposalDialog::showDecision(Bar bar, const BillSet &bills,
                                  const QList<ClaimantInfo> &claimants, const Proposal &proposal,
                                  const QList<std::optional<bool>> &answers,
                                  std::function<QString()> headline)
{
    setUp(Mode::Decision, bar, bills, claimants);
    m_model->setProposal(proposal);
    m_answers = answers;
    m_headline = std::move(headline);
    m_decisionPending = true;
    retranslateUi();
    const int ms = Pace::ms(Step::ShowDecision);
    if (ms > 0) {
        open();
        m_continue->setFocus();
    } else {
        hide();
    }
    if (ms > 0 && m_holds)
        return; // until Continue, Space, Enter or Esc
    m_closeTimer.start(ms);
}

void ProposalDialog::setUp(Mode mode, Bar bar, const BillSet &bills,
                           const QList<ClaimantInfo> &claimants)
{
    // A decision still on screen is superseded: it closes without reporting shown().
    m_closeTimer.stop();
    m_decisionPending = false;

    m_mode = mode;
    m_bar = bar;
    m_claimants = claimants;
    m_answererSeat = -1;
    m_refuseChance = 0;
    m_headline = nullptr;

    QList<int> seats;
    QStringList names;
    for (const ClaimantInfo &c : claimants) {
        seats << c.seat;
        names << c.name;
    }
    m_model->setEditable(false);
    m_model->setClaimants(seats, names);
    m_model->setBills(bills);

    QPalette palette = m_stripe->palette();
    palette.setColor(QPalette::Window, Art::barColour(bar));
    palette.setColor(QPalette::WindowText, Art::barTextColour(bar));
    m_stripe->setPalette(palette);

    const bool proposing = mode == Mode::Propose;
    const bool answering = mode == Mode::Answer;
    m_allToMe->setVisible(proposing);
    m_evenSplit->setVisible(proposing);
    m_propose->setVisible(proposing);
    m_accept->setVisible(answering);
    m_refuse->setVisible(answering);
    m_continue->setVisible(mode == Mode::Decision);
    m_refuseLabel->setVisible(answering);
    m_propose->setDefault(proposing);
    m_accept->setDefault(false);
    m_continue->setDefault(mode == Mode::Decision);
    m_table->setFocusPolicy(proposing ? Qt::StrongFocus : Qt::NoFocus);
    m_table->setSelectionMode(proposing ? QAbstractItemView::SingleSelection
                                        : QAbstractItemView::NoSelection);
    fitTable();
}

void ProposalDialog::fitTable()
{
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    const int rows = std::clamp(m_model->rowCount(), 1, kMaxVisibleRows);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    const int height = m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                       2 * m_table->frameWidth();
    m_table->setFixedHeight(height);

    // Wide enough for every claimant's name in the header, up to what a small screen holds.
    // Claimant columns share the width equally, none narrower than the longest name.
    QHeaderView *header = m_table->horizontalHeader();
    int widest = 56;
    for (int column = 1; column < m_model->columnCount(); ++column)
        widest = std::max(widest, header->sectionSizeHint(column));
    header->setMinimumSectionSize(std::min(widest, 160));
    int width = 2 * m_table->frameWidth() + header->sectionSizeHint(0) +
                (m_model->columnCount() - 1) * header->minimumSectionSize();
    if (m_model->rowCount() > kMaxVisibleRows)
        width += m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table);
    m_table->setMinimumWidth(std::clamp(width, 420, 1100));
}

void ProposalDialog::retranslateUi()
{
    m_model->retranslate();
    m_stripe->setText(Format::barName(m_bar));
    m_stripe->setAccessibleName(Format::barName(m_bar));
    const QString proposer = m_claimants.isEmpty() ? QString() : m_claimants.first().name;

    QString title;
    switch (m_mode) {
    case Mode::Propose:
        //: Headline when a player divides a bar's bills; %1 is the bar, %2 the player.
        title = tr("Divide the %1, %2").arg(Format::barName(m_bar), proposer);
        m_hint->setText(tr("Give each bill to one claimant: click a cell, or use the arrow keys "
                           "and Space. A claimant who refuses duels for the pool."));
        break;
    case Mode::Answer: {
        QString answerer;
        int index = -1;
        for (int i = 0; i < m_claimants.size(); ++i) {
            if (m_claimants[i].seat == m_answererSeat) {
                answerer = m_claimants[i].name;
                index = i;
            }
        }
        //: Headline when a player must accept or refuse a proposal; %1 is the player.
        title = tr("Your answer, %1").arg(answerer);
        //: %1 proposes a division of bar %2 and offers the player %3.
        m_hint->setText(tr("%1 divides the %2 and offers you %3.")
                            .arg(proposer, Format::barName(m_bar),
                                 Format::money(index >= 0 ? m_model->total(index) : 0)));
        //: %1 is a chance in percent, e.g. "42%".
        m_refuseLabel->setText(tr("If you refuse now, your chance to take the pool is %1.")
                                   .arg(percent(m_refuseChance)));
        break;
    }
    case Mode::Decision:
        title = m_headline ? m_headline() : QString();
        m_hint->setText(QString());
        break;
    }
    m_hint->setVisible(!m_hint->text().isEmpty());
    m_headlineLabel->setText(title);
    setWindowTitle(title.isEmpty() ? Format::barName(m_bar) : title);

    m_allToMe->setText(tr("All to &me"));
    m_allToMe->setToolTip(tr("Keep every bill"));
    m_evenSplit->setText(tr("&Even split"));
    m_evenSplit->setToolTip(tr("Shares as equal as whole bills allow"));
    m_propose->setText(tr("&Propose"));
    // Each answer says what it gives: the share offered, or a duel (R5.5, R5.6).
    int answerer = -1;
    for (int i = 0; i < m_claimants.size(); ++i)
        if (m_claimants[i].seat == m_answererSeat)
            answerer = i;
    //: %1 the money offered to the player, e.g. "$0" or "$25,000".
    m_accept->setText(
        tr("&Accept %1").arg(Format::money(answerer >= 0 ? m_model->total(answerer) : 0)));
    m_refuse->setText(tr("&Refuse and duel"));
    m_refuse->setToolTip(tr("Refusing means a duel: the proposer and everyone who refuses roll a "
                            "die each, adding their card's number, for the bills not "
                            "accepted."));
    m_continue->setText(tr("&Continue"));
    m_table->setAccessibleName(tr("Bills and who gets them"));
    updateClaimants();
}

QString ProposalDialog::answerText(int claimantIndex) const
{
    if (claimantIndex == 0)
        return tr("proposes");
    const std::optional<bool> answer = m_answers.value(claimantIndex);
    if (answer)
        return *answer ? tr("accepts") : tr("refuses");
    if (m_mode == Mode::Answer && m_claimants[claimantIndex].seat == m_answererSeat)
        return tr("your answer?");
    return m_mode == Mode::Propose ? QString() : tr("to answer");
}

void ProposalDialog::updateClaimants()
{
    // The grid's labels are made once for the largest table and reused, so that the dialog
    // does not rebuild widgets on every click.
    if (m_claimantLabels.isEmpty()) {
        for (int row = 0; row <= kMaxPlayers; ++row) {
            for (int column = 0; column < kClaimantColumns; ++column) {
                auto *label = new QLabel(this);
                const bool number = column == 2 || column == 3;
                m_claimantGrid->addWidget(label, row, column,
                                          (number ? Qt::AlignRight : Qt::AlignLeft) |
                                              Qt::AlignVCenter);
                m_claimantLabels << label;
            }
        }
        m_claimantGrid->setColumnStretch(1, 1);
    }
    const auto cell = [this](int row, int column) {
        return m_claimantLabels[row * kClaimantColumns + column];
    };
    const auto setBold = [](QLabel *label, bool bold) {
        QFont font = label->font();
        font.setBold(bold);
        label->setFont(font);
    };

    const bool answers = m_mode != Mode::Propose;
    const QStringList headers = {tr("Claimant"), tr("Card"), tr("Share"),
                                 //: Column header: chance to win a duel against the proposer.
                                 tr("Duel"), tr("Answer")};
    for (int column = 0; column < kClaimantColumns; ++column) {
        QLabel *label = cell(0, column);
        label->setText(headers[column]);
        label->setVisible(column < 4 || answers);
        setBold(label, true);
    }
    cell(0, 3)->setToolTip(tr("A claimant's chance to take the pool by refusing alone; for the "
                              "proposer, the chance to keep it."));

    for (int row = 1; row <= kMaxPlayers; ++row) {
        const int i = row - 1;
        const bool used = i < m_claimants.size();
        for (int column = 0; column < kClaimantColumns; ++column)
            cell(row, column)->setVisible(used && (column < 4 || answers));
        if (!used)
            continue;
        const ClaimantInfo &c = m_claimants[i];
        // The player who decides now stands out in bold.
        const bool deciding = (m_mode == Mode::Answer && c.seat == m_answererSeat) ||
                              (m_mode == Mode::Propose && i == 0);
        cell(row, 0)->setText(c.name);
        cell(row, 0)->setToolTip(c.human ? tr("Human player") : tr("Computer player"));
        setBold(cell(row, 0), deciding);
        cell(row, 1)->setText(Format::card(c.card));
        cell(row, 2)->setText(Format::money(m_model->total(i)));
        cell(row, 3)->setText(percent(c.duelChance));
        cell(row, 3)->setToolTip(
            shell::sentence(i == 0 ? tr("Chance that %1 keeps the pool if one claimant refuses")
                                   : tr("Chance that %1 takes the pool by refusing alone"),
                            {c.name}));
        cell(row, 4)->setText(answerText(i));
        setBold(cell(row, 4), m_answers.value(i) == std::optional<bool>(false));
    }
}

void ProposalDialog::decide(bool accept)
{
    if (m_mode != Mode::Answer)
        return;
    QDialog::accept();
    Q_EMIT answered(accept);
}

void ProposalDialog::finishDecision()
{
    if (m_mode != Mode::Decision || !m_decisionPending)
        return;
    m_decisionPending = false;
    m_closeTimer.stop();
    if (isVisible())
        accept();
    Q_EMIT shown();
}

void ProposalDialog::reject()
{
    if (m_mode == Mode::Decision) {
        finishDecision();
        return;
    }
    // The player's own proposal or answer is only put aside: the dialog hides as it is, and
    // the caller brings it back with open() for the decision still to make.
    QDialog::reject();
}

void ProposalDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace razzia::ui
