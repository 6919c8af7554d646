// Gangsters in words, in the language in use: every engine enum a player reads is put into
// words here and nowhere else (TarotClub's Translations.cpp), so the Language menu changes
// the log, the buttons and the dialogs at once. Rows and models keep events and choices, and
// ask for their words when shown.
#pragma once

#include "gangsters/events.h"
#include "gangsters/terms.h"

#include <QCoreApplication>
#include <QStringList>

namespace gangsters::ui {

class Names
{
    Q_DECLARE_TR_FUNCTIONS(gangsters::ui::Names)

public:
    // The seats' names, gangs first, then the police seat in the variant (GA15.2).
    explicit Names(QStringList seats = {}) : m_seats(std::move(seats)) {}
    const QStringList &seats() const { return m_seats; }

    QString seat(int seat) const;
    static QString role(Role role);
    // "Karine's killer"; in a sentence's first place use sentence().
    QString character(CharRef who) const;
    QString characters(uint16_t mask) const;
    static QString location(Loc at);
    static QString district(int district);
    // The name without its article, where room is short: "Beaux Quartiers", "Port".
    static QString districtShort(int district);
    static QString offence(Offence offence);
    static QString money(int briques);
    // "Racket: +5 a turn · 1 year if seen": an Action option with what it gains and risks.
    QString action(const State &state, CharRef actor, const Choice &choice) const;
    // The terms alone ("+5 a turn · 1 year if seen").
    static QString terms(const Terms &terms);
    static QString actionName(const Choice &choice);

    // One line of the log for an event; empty for an event the log does not tell.
    QString sentence(const Event &event) const;
    // Who must decide what, addressed to them: "Karine, name your price for a killer".
    QString prompt(const Point &point) const;
    // A duel kept on screen until Continue, addressed to the people who took part in it
    // (`seats`, a mask): "Karine and Luc, continue (Space) when you have seen the duel."
    QString continuePrompt(uint32_t seats) const;
    // The end of the game (GA11).
    QString end(const Over &over) const;

    // The first letter upper case: a name may begin a sentence in any language.
    static QString capitalised(QString text);
    // A shot's result, agreeing with its target: the vamp is feminine in French.
    static QString shotResult(ShotResult result, bool vamp);

private:
    // An action's actor and its accomplices (GA5.6): "Dutch's killer and Dutch's vamp".
    QString together(const Event &event) const;

    QStringList m_seats;
};

} // namespace gangsters::ui
