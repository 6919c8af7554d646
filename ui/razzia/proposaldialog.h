// One bar's negotiation (R5.2–R5.5) as a player sees it: the bills, who gets each, and every
// claimant's card, share and duel odds. The caller computes everything (rank order, odds); the
// dialog shows it and reports the player's decision.
//
// Three uses: propose() lets a human proposer divide the bills, answer() asks a human claimant
// to accept or refuse, showDecision() shows what another seat decided for a while and closes.
// Each opens the dialog with open(); the decision signals are emitted after it has closed, so a
// slot may open it again at once.
#pragma once

#include "razzia/bills.h"
#include "razzia/cards.h"
#include "razzia/decision.h"

#include <QDialog>
#include <QList>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace razzia::ui {

class ProposalModel;

class ProposalDialog : public QDialog
{
    Q_OBJECT

public:
    struct ClaimantInfo
    {
        int seat = -1;
        QString name;
        razzia::Card card;
        // For the proposer: its chance to keep the pool if that claimant alone refuses; for the
        // others: their chance to take the pool if they alone refuse.
        double duelChance = 0;
        bool human = false;
    };

    explicit ProposalDialog(QWidget *parent = nullptr);

    // Claimants in R5.1 rank order: index 0 is the proposer. Emits proposed().
    void propose(razzia::Bar bar, const razzia::BillSet &bills,
                 const QList<ClaimantInfo> &claimants);
    // Read-only proposal with Accept and Refuse; answersSoFar by claimant index; refuseChance is
    // the answerer's chance to take the pool if it refuses now. Emits answered().
    void answer(razzia::Bar bar, const razzia::BillSet &bills, const QList<ClaimantInfo> &claimants,
                const razzia::Proposal &proposal, int answererSeat,
                const QList<std::optional<bool>> &answersSoFar, double refuseChance);
    // Read-only, for Pace::ms(Step::ShowDecision) or until Continue; then closes and emits
    // shown(). At Speed::Instant it does not show at all, and shown() comes from the event loop.
    void showDecision(razzia::Bar bar, const razzia::BillSet &bills,
                      const QList<ClaimantInfo> &claimants, const razzia::Proposal &proposal,
                      const QList<std::optional<bool>> &answers, const QString &headline);
    // The same, with a headline built again at every language switch (QEvent::LanguageChange):
    // a headline made with tr() once would stay in the language it was made in.
    void showDecision(razzia::Bar bar, const razzia::BillSet &bills,
                      const QList<ClaimantInfo> &claimants, const razzia::Proposal &proposal,
                      const QList<std::optional<bool>> &answers, std::function<QString()> headline);

    ProposalModel *model() const { return m_model; }

    // "Wait for me": another seat's decision stays on screen until the player continues,
    // instead of for a time.
    void setHoldsDecisions(bool holds) { m_holds = holds; }
    bool holdsDecisions() const { return m_holds; }

Q_SIGNALS:
    void proposed(const razzia::Proposal &proposal);
    void answered(bool accept);
    void shown();

public Q_SLOTS:
    // Escape and the window's close button: the same as Continue while a decision is shown;
    // while the game waits for the player's own decision, the dialog hides as it is (rejected())
    // and decides nothing, so that the player can look at the table and open it again.
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Mode
    {
        Propose,
        Answer,
        Decision
    };

    void setUp(Mode mode, razzia::Bar bar, const razzia::BillSet &bills,
               const QList<ClaimantInfo> &claimants);
    void retranslateUi();
    void updateClaimants();
    void fitTable();
    void finishDecision();
    void decide(bool accept);
    QString answerText(int claimantIndex) const;

    Mode m_mode = Mode::Decision;
    razzia::Bar m_bar = razzia::Bar::Colibri;
    QList<ClaimantInfo> m_claimants;
    QList<std::optional<bool>> m_answers;
    int m_answererSeat = -1;
    double m_refuseChance = 0;
    std::function<QString()> m_headline;
    bool m_decisionPending = false;
    QTimer m_closeTimer;
    bool m_holds = false;

    ProposalModel *m_model;
    QLabel *m_stripe;
    QLabel *m_headlineLabel;
    QLabel *m_hint;
    QTableView *m_table;
    QGridLayout *m_claimantGrid;
    QList<QLabel *> m_claimantLabels; // the grid's header and rows, by row then column
    QLabel *m_refuseLabel;
    QPushButton *m_allToMe;
    QPushButton *m_evenSplit;
    QPushButton *m_propose;
    QPushButton *m_accept;
    QPushButton *m_refuse;
    QPushButton *m_continue;
};

} // namespace razzia::ui
