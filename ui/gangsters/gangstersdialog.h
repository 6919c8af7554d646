// The new-game dialog of Gangsters (issue 28): two to four gangs, each a person (by name) or a
// computer level, the round limit (GA11.3) and the police-player variant (GA15.2).
#pragma once

#include "gangsters/record.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace gangsters::ui {

class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    // The seats as chosen: the gangs, then the police seat in the variant.
    std::vector<PlayerInfo> seats() const;
    Rules rules() const;
    // "human" or a level id, for gang `seat`; the police seat is kMaxGangs.
    void setSeat(int seat, const QString &who, const QString &name = {});
    void setGangs(int gangs);
    void setRules(const Rules &rules);
    int gangs() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRows();

    QFormLayout *m_form = nullptr;
    QLabel *m_intro;
    QSpinBox *m_gangs;
    QLabel *m_gangsLabel;
    std::array<QLabel *, kMaxGangs + 1> m_labels{};
    std::array<QComboBox *, kMaxGangs + 1> m_who{};
    std::array<QLineEdit *, kMaxGangs + 1> m_names{};
    QSpinBox *m_limit;
    QLabel *m_limitLabel;
    QCheckBox *m_police;
    QDialogButtonBox *m_buttons;
    QPushButton *m_start;
    QPushButton *m_cancel;
};

} // namespace gangsters::ui
