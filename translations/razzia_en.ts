<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Format</name>
    <message>
        <source>Colibri</source>
        <translation>Colibri</translation>
    </message>
    <message>
        <source>Cotton Club</source>
        <translation>Cotton Club</translation>
    </message>
    <message>
        <source>Havanna Bar</source>
        <translation>Havanna Bar</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Lincoln</source>
        <translation>Lincoln</translation>
    </message>
    <message>
        <source>Jazz House</source>
        <translation>Jazz House</translation>
    </message>
    <message>
        <source>Police</source>
        <translation>Police</translation>
    </message>
    <message>
        <source>Gambler</source>
        <translation>Gambler</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>no card</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>A card: its kind, its number and the bar of its colour, e.g. &quot;Police 5 (Jazz House)&quot;.</extracomment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>A sum of money; %1 is the amount with its digits grouped. French: &quot;%1 $&quot; (no-break space).</extracomment>
        <translation>$%1</translation>
    </message>
    <message>
        <source>no bill</source>
        <translation>no bill</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards and bills are being dealt.</source>
        <translation>Wait a moment: the cards and bills are being dealt.</translation>
    </message>
    <message>
        <source>The game does not ask for that now.</source>
        <translation>The game does not ask for that now.</translation>
    </message>
    <message>
        <source>%1: police on a bar with gamblers claim its bills in their place; police alone fail, and the bills stay.</source>
        <translation>%1: police on a bar with gamblers claim its bills in their place; police alone fail, and the bills stay.</translation>
    </message>
    <message>
        <source>%1: gamblers claim the bills of their bar, unless police come too. Among claimants the higher number ranks first.</source>
        <translation>%1: gamblers claim the bills of their bar, unless police come too. Among claimants the higher number ranks first.</translation>
    </message>
    <message>
        <source>The dealer places the round&apos;s last bill on a bar of their choice, and ranks first among equal cards.</source>
        <translation>The dealer places the round&apos;s last bill on a bar of their choice, and ranks first among equal cards.</translation>
    </message>
    <message>
        <source>You have already chosen your card this round.</source>
        <translation>You have already chosen your card this round.</translation>
    </message>
    <message>
        <source>That bar is not in play with this many players.</source>
        <translation>That bar is not in play with this many players.</translation>
    </message>
    <message>
        <source>Only the bar&apos;s claimants may have a share.</source>
        <translation>Only the bar&apos;s claimants may have a share.</translation>
    </message>
    <message>
        <source>The shares must add up to the bar&apos;s bills exactly.</source>
        <translation>The shares must add up to the bar&apos;s bills exactly.</translation>
    </message>
</context>
<context>
    <name>Sentence</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The end of a list of people: %1 the others, separated by commas, %2 the last one.</extracomment>
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>cannot create the folder %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ActionPanel</name>
    <message>
        <source>Move the %1 (%2)</source>
        <extracomment>Which character moves next: %1 its role, %2 its die.</extracomment>
        <translation>Move the %1 (%2)</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::CityArt</name>
    <message>
        <source>PRISON</source>
        <translation>PRISON</translation>
    </message>
    <message>
        <source>Clinic</source>
        <translation>Clinic</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cemetery</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::CityView</name>
    <message>
        <source>The city</source>
        <translation>The city</translation>
    </message>
    <message>
        <source>Watched by %1</source>
        <translation>Watched by %1</translation>
    </message>
    <message>
        <source>A legal destination: click or drag here</source>
        <translation>A legal destination: click or drag here</translation>
    </message>
    <message>
        <source>Arrive at %1 from</source>
        <translation>Arrive at %1 from</translation>
    </message>
    <message>
        <source>Arrive from %1</source>
        <translation>Arrive from %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::CityWords</name>
    <message>
        <source>red gang</source>
        <translation>red gang</translation>
    </message>
    <message>
        <source>blue gang</source>
        <translation>blue gang</translation>
    </message>
    <message>
        <source>yellow gang</source>
        <translation>yellow gang</translation>
    </message>
    <message>
        <source>green gang</source>
        <translation>green gang</translation>
    </message>
    <message>
        <source>T: a killer may be recruited here</source>
        <translation>T: a killer may be recruited here</translation>
    </message>
    <message>
        <source>V: a vamp may be recruited here</source>
        <translation>V: a vamp may be recruited here</translation>
    </message>
    <message>
        <source>D: a dealer may be recruited here</source>
        <translation>D: a dealer may be recruited here</translation>
    </message>
    <message>
        <source>*: traffic pawns are sold here</source>
        <translation>*: traffic pawns are sold here</translation>
    </message>
    <message>
        <source>avenue %1, on the prison circle</source>
        <translation>avenue %1, on the prison circle</translation>
    </message>
    <message>
        <source>avenue %1</source>
        <translation>avenue %1</translation>
    </message>
    <message>
        <source>inner boulevard</source>
        <translation>inner boulevard</translation>
    </message>
    <message>
        <source>outer boulevard</source>
        <translation>outer boulevard</translation>
    </message>
    <message>
        <source>red killer</source>
        <translation>red killer</translation>
    </message>
    <message>
        <source>red vamp</source>
        <translation>red vamp</translation>
    </message>
    <message>
        <source>red dealer</source>
        <translation>red dealer</translation>
    </message>
    <message>
        <source>blue killer</source>
        <translation>blue killer</translation>
    </message>
    <message>
        <source>blue vamp</source>
        <translation>blue vamp</translation>
    </message>
    <message>
        <source>blue dealer</source>
        <translation>blue dealer</translation>
    </message>
    <message>
        <source>yellow killer</source>
        <translation>yellow killer</translation>
    </message>
    <message>
        <source>yellow vamp</source>
        <translation>yellow vamp</translation>
    </message>
    <message>
        <source>yellow dealer</source>
        <translation>yellow dealer</translation>
    </message>
    <message>
        <source>green killer</source>
        <translation>green killer</translation>
    </message>
    <message>
        <source>green vamp</source>
        <translation>green vamp</translation>
    </message>
    <message>
        <source>green dealer</source>
        <translation>green dealer</translation>
    </message>
    <message>
        <source>cop pair %1</source>
        <translation>cop pair %1</translation>
    </message>
    <message>
        <source>mugging</source>
        <translation>mugging</translation>
    </message>
    <message>
        <source>racket</source>
        <translation>racket</translation>
    </message>
    <message>
        <source>hold-up</source>
        <translation>hold-up</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>traffic</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>assault</translation>
    </message>
    <message>
        <source>rebellion</source>
        <translation>rebellion</translation>
    </message>
    <message>
        <source>murder</source>
        <translation>murder</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>square %1</translation>
    </message>
    <message>
        <source>shop %1</source>
        <translation>shop %1</translation>
    </message>
    <message>
        <source>the prison</source>
        <translation>the prison</translation>
    </message>
    <message>
        <source>the clinic</source>
        <translation>the clinic</translation>
    </message>
    <message>
        <source>the cemetery</source>
        <translation>the cemetery</translation>
    </message>
    <message>
        <source>Square %1, %2</source>
        <translation>Square %1, %2</translation>
    </message>
    <message>
        <source>Manhole: a sewer leads to every other manhole in one step; no arrest here</source>
        <translation>Manhole: a sewer leads to every other manhole in one step; no arrest here</translation>
    </message>
    <message>
        <source>Sidewalk of shop %1</source>
        <translation>Sidewalk of shop %1</translation>
    </message>
    <message>
        <source>Traffic pawn of the %1</source>
        <translation>Traffic pawn of the %1</translation>
    </message>
    <message>
        <source>Sidewalk slot: empty</source>
        <translation>Sidewalk slot: empty</translation>
    </message>
    <message>
        <source>Shop %1, %2</source>
        <translation>Shop %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Price %1, hold-up %2, %n manager(s); door on %3</source>
        <translation>
            <numerusform>Price %1, hold-up %2, %n manager; door on %3</numerusform>
            <numerusform>Price %1, hold-up %2, %n managers; door on %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned by the %1</source>
        <translation>Owned by the %1</translation>
    </message>
    <message>
        <source>Racketed by the %1</source>
        <translation>Racketed by the %1</translation>
    </message>
    <message>
        <source>Virgin: no token</source>
        <translation>Virgin: no token</translation>
    </message>
    <message>
        <source>The prison: the start, the jail and the cops&apos; base</source>
        <translation>The prison: the start, the jail and the cops&apos; base</translation>
    </message>
    <message>
        <source>The clinic, entered from %1: the wounded lie here</source>
        <translation>The clinic, entered from %1: the wounded lie here</translation>
    </message>
    <message>
        <source>The cemetery: the dead lie here</source>
        <translation>The cemetery: the dead lie here</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n year(s) to serve)</source>
        <translation>
            <numerusform>%1 (%n year to serve)</numerusform>
            <numerusform>%1 (%n years to serve)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 by the %2</source>
        <translation>%1 by the %2</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>Here: %1</translation>
    </message>
    <message>
        <source>Pending offences, not yet seen by the police: %1</source>
        <translation>Pending offences, not yet seen by the police: %1</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1, in %2</translation>
    </message>
    <message>
        <source>%1, on %2, came from %3</source>
        <translation>%1, on %2, came from %3</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) left to serve</source>
        <translation>
            <numerusform>%n year left to serve</numerusform>
            <numerusform>%n years left to serve</numerusform>
        </translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Wounded</translation>
    </message>
    <message>
        <source>Dazed: cannot be vamped until he moves</source>
        <translation>Dazed: cannot be vamped until he moves</translation>
    </message>
    <message>
        <source>Companion of the %1, for her gang</source>
        <translation>Companion of the %1, for her gang</translation>
    </message>
    <message numerus="yes">
        <source>Her companion: the %1 (%n turn(s) left)</source>
        <translation>
            <numerusform>Her companion: the %1 (%n turn left)</numerusform>
            <numerusform>Her companion: the %1 (%n turns left)</numerusform>
        </translation>
    </message>
    <message>
        <source>Record: blank</source>
        <translation>Record: blank</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message numerus="yes">
        <source>Record: %1 (%n year(s))</source>
        <translation>
            <numerusform>Record: %1 (%n year)</numerusform>
            <numerusform>Record: %1 (%n years)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pending, unseen yet: %1</source>
        <translation>Pending, unseen yet: %1</translation>
    </message>
    <message>
        <source>Wounded</source>
        <comment>the vamp</comment>
        <translation>Wounded</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::Controller</name>
    <message>
        <source>decision %1: the game is already over</source>
        <translation>decision %1: the game is already over</translation>
    </message>
    <message>
        <source>decision %1: %2</source>
        <extracomment>%1 the decision&apos;s number in the file, %2 why it is refused (in English).</extracomment>
        <translation>decision %1: %2</translation>
    </message>
    <message>
        <source>go to %1</source>
        <translation>go to %1</translation>
    </message>
    <message>
        <source>move the %1</source>
        <translation>move the %1</translation>
    </message>
    <message>
        <source>refuse to sell</source>
        <translation>refuse to sell</translation>
    </message>
    <message>
        <source>ask %1</source>
        <translation>ask %1</translation>
    </message>
    <message>
        <source>aim at %1</source>
        <translation>aim at %1</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>take %1</translation>
    </message>
    <message>
        <source>go alone</source>
        <translation>go alone</translation>
    </message>
    <message>
        <source>rebel</source>
        <translation>rebel</translation>
    </message>
    <message>
        <source>obey</source>
        <translation>obey</translation>
    </message>
    <message>
        <source>buy the police</source>
        <translation>buy the police</translation>
    </message>
    <message>
        <source>keep the money</source>
        <translation>keep the money</translation>
    </message>
    <message>
        <source>pay</source>
        <translation>pay</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>decline</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <extracomment>%1 the player, %2 what the strongest level would do.</extracomment>
        <translation>Hint for %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not connected to the host: nothing was sent.</source>
        <translation>Not connected to the host: nothing was sent.</translation>
    </message>
    <message>
        <source>The connection to the host is lost.</source>
        <translation>The connection to the host is lost.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
    <message>
        <source>While you were away, a computer played your gang.</source>
        <translation>While you were away, a computer played your gang.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::DecisionDialog</name>
    <message>
        <source>Buy the police</source>
        <translation>Buy the police</translation>
    </message>
    <message>
        <source>For %1 the police are yours: you move both cop pairs at every turn, against your rivals, until someone else buys them.</source>
        <translation>For %1 the police are yours: you move both cop pairs at every turn, against your rivals, until someone else buys them.</translation>
    </message>
    <message>
        <source>&amp;Buy the police (%1)</source>
        <translation>&amp;Buy the police (%1)</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
    <message>
        <source>Arrest</source>
        <translation>Arrest</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Obey: %n year(s) in prison</source>
        <translation>
            <numerusform>&amp;Obey: %n year in prison</numerusform>
            <numerusform>&amp;Obey: %n years in prison</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rebel: %1% to win the duel</source>
        <extracomment>%1 the chance to win the duel against the cops, in percent.</extracomment>
        <translation>&amp;Rebel: %1% to win the duel</translation>
    </message>
    <message>
        <source>Name your price</source>
        <translation>Name your price</translation>
    </message>
    <message>
        <source> briques</source>
        <translation> briques</translation>
    </message>
    <message>
        <source>&amp;Ask this price</source>
        <translation>&amp;Ask this price</translation>
    </message>
    <message>
        <source>&amp;Refuse to sell</source>
        <translation>&amp;Refuse to sell</translation>
    </message>
    <message>
        <source>Recruitment price</source>
        <translation>Recruitment price</translation>
    </message>
    <message>
        <source>The shop&apos;s owner asks %1 for the %2. You hold %3.</source>
        <translation>The shop&apos;s owner asks %1 for the %2. You hold %3.</translation>
    </message>
    <message>
        <source>&amp;Pay %1</source>
        <translation>&amp;Pay %1</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Decline</translation>
    </message>
    <message>
        <source>Accomplices</source>
        <translation>Accomplices</translation>
    </message>
    <message>
        <source>Who goes with %1? Each accomplice rolls a die in the duel, and shares the offence.</source>
        <translation>Who goes with %1? Each accomplice rolls a die in the duel, and shares the offence.</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <source>%1 wants to recruit a %2 in your shop. Name what they must pay you, or refuse to sell.</source>
        <extracomment>%1 the rival gang, %2 the role it recruits.</extracomment>
        <translation>%1 wants to recruit a %2 in your shop. Name what they must pay you, or refuse to sell.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s record holds %n year(s) of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</source>
        <extracomment>GA7.8: a year of prison is one turn of the character&apos;s gang.</extracomment>
        <translation>
            <numerusform>%1&apos;s record holds %n year of prison. Obeying serves it, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</numerusform>
            <numerusform>%1&apos;s record holds %n years of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s record holds %n year(s) of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</source>
        <comment>the vamp</comment>
        <translation>
            <numerusform>%1&apos;s record holds %n year of prison. Obeying serves it, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</numerusform>
            <numerusform>%1&apos;s record holds %n years of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gangsters::ui::DuelView</name>
    <message>
        <source>Finishing off at the clinic</source>
        <translation>Finishing off at the clinic</translation>
    </message>
    <message>
        <source>Rebellion at %1</source>
        <translation>Rebellion at %1</translation>
    </message>
    <message>
        <source>Hold-up at %1</source>
        <translation>Hold-up at %1</translation>
    </message>
    <message>
        <source>Settling of scores at %1</source>
        <translation>Settling of scores at %1</translation>
    </message>
    <message>
        <source>Manager %1</source>
        <translation>Manager %1</translation>
    </message>
    <message>
        <source>Cop %1</source>
        <translation>Cop %1</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>standing</translation>
    </message>
    <message>
        <source>wounded, face up</source>
        <translation>wounded, face up</translation>
    </message>
    <message>
        <source>killed, face down</source>
        <translation>killed, face down</translation>
    </message>
    <message>
        <source>%1 : %2 — a tie, again</source>
        <extracomment>A duel&apos;s totals: the attackers&apos; then the defenders&apos;.</extracomment>
        <translation>%1 : %2 — a tie, again</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Die %1 at %2: %3</source>
        <extracomment>One shot: %1 its die, %2 the target, %3 the result.</extracomment>
        <translation>Die %1 at %2: %3</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>die %1 +%2</source>
        <extracomment>A fighter&apos;s die in a duel, %1 its face, %2 the killer&apos;s bonus (GA9.2).</extracomment>
        <translation>die %1 +%2</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <source>%1&apos;s die: %2</source>
        <translation>%1&apos;s die: %2</translation>
    </message>
    <message>
        <source>Tied, rolled again: %1</source>
        <extracomment>The tied rolls of a duel before the one shown, %1 their totals (&quot;7 : 7, 5 : 5&quot;).</extracomment>
        <translation>Tied, rolled again: %1</translation>
    </message>
    <message>
        <source>wounded, face up</source>
        <comment>the vamp</comment>
        <extracomment>A fallen target lying face up: wounded.</extracomment>
        <translation>wounded, face up</translation>
    </message>
    <message>
        <source>killed, face down</source>
        <comment>the vamp</comment>
        <translation>killed, face down</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) at the wounded</source>
        <extracomment>Finishing off at the clinic (GA9.5): the shots the finisher&apos;s die gives.</extracomment>
        <translation>
            <numerusform>%n shot at the wounded</numerusform>
            <numerusform>%n shots at the wounded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangModel</name>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
    <message>
        <source>prison</source>
        <translation>prison</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>wounded</translation>
    </message>
    <message>
        <source>%1, vamped by %2</source>
        <translation>%1, vamped by %2</translation>
    </message>
    <message numerus="yes">
        <source> · record %n year(s)</source>
        <extracomment>A character&apos;s criminal record: %n years of prison if arrested (GA7.8).</extracomment>
        <translation>
            <numerusform> · record %n year</numerusform>
            <numerusform> · record %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <extracomment>Shops owned in a district: %1 owned, %2 in all, %3 the district.</extracomment>
        <translation>%1 of %2 in %3</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (out)</translation>
    </message>
    <message>
        <source>%1 ★ police</source>
        <extracomment>The gang that bought the police (GA7.10).</extracomment>
        <translation>%1 ★ police</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 a turn</translation>
    </message>
    <message>
        <source>no shop</source>
        <translation>no shop</translation>
    </message>
    <message>
        <source>%1/%2 %3</source>
        <translation>%1/%2 %3</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Gang</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Income</translation>
    </message>
    <message>
        <source>%1 ♥%2</source>
        <translation>%1 ♥%2</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>the vamp</comment>
        <translation>dead</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>the vamp</comment>
        <translation>wounded</translation>
    </message>
    <message numerus="yes">
        <source>prison, %n year(s) left</source>
        <translation>
            <numerusform>prison, %n year left</numerusform>
            <numerusform>prison, %n years left</numerusform>
        </translation>
    </message>
    <message>
        <source>Each gang&apos;s best district: the shops it owns there, out of the district&apos;s shops. A whole district wins.</source>
        <extracomment>The gangs&apos; panel: what its District column shows (GA11.1).</extracomment>
        <translation>Each gang&apos;s best district: the shops it owns there, out of the district&apos;s shops. A whole district wins.</translation>
    </message>
    <message>
        <source>District</source>
        <extracomment>The gangs&apos; panel: the heading of each gang&apos;s best district (its tooltip says so).</extracomment>
        <translation>District</translation>
    </message>
    <message numerus="yes">
        <source>prison, %n yr(s)</source>
        <extracomment>A table cell: years left to serve, abbreviated (&quot;prison, 2 yrs&quot;).</extracomment>
        <translation>
            <numerusform>prison, %n yr</numerusform>
            <numerusform>prison, %n yrs</numerusform>
        </translation>
    </message>
    <message>
        <source>clinic</source>
        <extracomment>A table cell: a character visiting the clinic (the place bare, as &quot;prison&quot; is).</extracomment>
        <translation>clinic</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangstersModule</name>
    <message>
        <source>%1 is not a valid Gangsters game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the decision and field, in English).</extracomment>
        <translation>%1 is not a valid Gangsters game: %2</translation>
    </message>
    <message>
        <source>Gangsters</source>
        <translation>Gangsters</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <extracomment>A Gangsters game to continue; %n rounds played.</extracomment>
        <translation>
            <numerusform>after %n round</numerusform>
            <numerusform>after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean shops</source>
        <extracomment>The statistics&apos; mean of the shops each player owned at the end.</extracomment>
        <translation>Mean shops</translation>
    </message>
    <message>
        <source>A seat&apos;s level is unknown: %1</source>
        <translation>A seat&apos;s level is unknown: %1</translation>
    </message>
    <message>
        <source>These seats cannot play again.</source>
        <translation>These seats cannot play again.</translation>
    </message>
    <message>
        <source>Gangsters — Replay</source>
        <translation>Gangsters — Replay</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands after the last decision. Discard forgets it.</source>
        <translation>Save keeps it in the list of games to continue, exactly as it stands after the last decision. Discard forgets it.</translation>
    </message>
    <message>
        <source>Gangs&amp;ters (2–4 players)…</source>
        <extracomment>Gangsters&apos; new-game button on the start screen and in Game ▸ New game of.</extracomment>
        <translation>Gangs&amp;ters (2–4 players)…</translation>
    </message>
    <message>
        <source>This window holds no seat at that table.</source>
        <translation>This window holds no seat at that table.</translation>
    </message>
    <message>
        <source>The host of this table keeps the game.</source>
        <translation>The host of this table keeps the game.</translation>
    </message>
    <message>
        <source>The host keeps this game, not this window: if you leave, the table goes on without you.</source>
        <translation>The host keeps this game, not this window: if you leave, the table goes on without you.</translation>
    </message>
    <message>
        <source>Two to four gangs in a city of shops and cops: own a whole district. After Super Gang (Gérard Delfanti, Gérard Mathieu, Pascal Trigaux; Ludodélire 1984), on a designed city with dice duels.</source>
        <translation>Two to four gangs in a city of shops and cops: own a whole district. After Super Gang (Gérard Delfanti, Gérard Mathieu, Pascal Trigaux; Ludodélire 1984), on a designed city with dice duels.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangstersTable</name>
    <message>
        <source>Last round: %1 of %2</source>
        <translation>Last round: %1 of %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Police: %1</source>
        <translation>Police: %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;All</translation>
    </message>
    <message>
        <source>&amp;My gang</source>
        <translation>&amp;My gang</translation>
    </message>
    <message>
        <source>&amp;Police</source>
        <translation>&amp;Police</translation>
    </message>
    <message>
        <source>&amp;Back to the decision</source>
        <translation>&amp;Back to the decision</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>%1 plays.</source>
        <translation>%1 plays.</translation>
    </message>
    <message>
        <source>Sent; waiting for the host…</source>
        <translation>Sent; waiting for the host…</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Waiting for the host…</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)…</source>
        <extracomment>A network table: %1 the player whose connection dropped.</extracomment>
        <translation>Waiting for %1 (reconnecting)…</translation>
    </message>
    <message>
        <source>Waiting for %1 (a computer plays meanwhile)…</source>
        <extracomment>A network table: %1 left; a computer plays the gang until they are back.</extracomment>
        <translation>Waiting for %1 (a computer plays meanwhile)…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>A network table: %1 the player who must decide now.</extracomment>
        <translation>Waiting for %1…</translation>
    </message>
    <message>
        <source>Police: no owner</source>
        <extracomment>The police&apos;s owner (GA7.10): nobody has bought it yet (&quot;Police: Karine&quot; once bought).</extracomment>
        <translation>Police: no owner</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::HintReason</name>
    <message>
        <source>: </source>
        <extracomment>Between the parts of a hint&apos;s reason.</extracomment>
        <translation>: </translation>
    </message>
    <message>
        <source>nothing worth doing here</source>
        <translation>nothing worth doing here</translation>
    </message>
    <message>
        <source>mugs for %1</source>
        <translation>mugs for %1</translation>
    </message>
    <message>
        <source>lays a pawn: %1 a turn while the dealer works</source>
        <translation>lays a pawn: %1 a turn while the dealer works</translation>
    </message>
    <message>
        <source>rackets %1: %2 a turn</source>
        <translation>rackets %1: %2 a turn</translation>
    </message>
    <message>
        <source>buys %1: the whole district</source>
        <translation>buys %1: the whole district</translation>
    </message>
    <message numerus="yes">
        <source>buys %1: %n shop(s) left in this district</source>
        <translation>
            <numerusform>buys %1: %n shop left in this district</numerusform>
            <numerusform>buys %1: %n shops left in this district</numerusform>
        </translation>
    </message>
    <message>
        <source>holds up %1 for the property (%2% to win the duel)</source>
        <translation>holds up %1 for the property (%2% to win the duel)</translation>
    </message>
    <message>
        <source>holds up %1 for %2 (%3% to win)</source>
        <translation>holds up %1 for %2 (%3% to win)</translation>
    </message>
    <message>
        <source>holds up %1</source>
        <translation>holds up %1</translation>
    </message>
    <message>
        <source>settles scores (%1% to win)</source>
        <translation>settles scores (%1% to win)</translation>
    </message>
    <message>
        <source>vamps the rival %1 for three turns</source>
        <translation>vamps the rival %1 for three turns</translation>
    </message>
    <message>
        <source>recruits a new %1</source>
        <translation>recruits a new %1</translation>
    </message>
    <message>
        <source>buys traffic pawns</source>
        <translation>buys traffic pawns</translation>
    </message>
    <message numerus="yes">
        <source>buys %n traffic pawn(s)</source>
        <translation>
            <numerusform>buys %n traffic pawn</numerusform>
            <numerusform>buys %n traffic pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>finishes off the wounded at the clinic</source>
        <translation>finishes off the wounded at the clinic</translation>
    </message>
    <message>
        <source>sends the cops after a rival with a record</source>
        <translation>sends the cops after a rival with a record</translation>
    </message>
    <message>
        <source>keeps the cops away</source>
        <translation>keeps the cops away</translation>
    </message>
    <message>
        <source>rebels: %1% to beat the cops</source>
        <translation>rebels: %1% to beat the cops</translation>
    </message>
    <message>
        <source>aims at gang %1&apos;s %2</source>
        <extracomment>%1 a gang&apos;s number, %2 a role.</extracomment>
        <translation>aims at gang %1&apos;s %2</translation>
    </message>
    <message>
        <source>refuses: that gang leads or is close to a district</source>
        <translation>refuses: that gang leads or is close to a district</translation>
    </message>
    <message>
        <source>asks %1</source>
        <translation>asks %1</translation>
    </message>
    <message>
        <source>accepts the price</source>
        <translation>accepts the price</translation>
    </message>
    <message>
        <source>declines: the money is for shops</source>
        <translation>declines: the money is for shops</translation>
    </message>
    <message>
        <source>buys the police: the cops move against the rivals every turn</source>
        <translation>buys the police: the cops move against the rivals every turn</translation>
    </message>
    <message>
        <source>keeps the money for shops</source>
        <translation>keeps the money for shops</translation>
    </message>
    <message>
        <source>brings every accomplice</source>
        <translation>brings every accomplice</translation>
    </message>
    <message>
        <source>goes to %1</source>
        <translation>goes to %1</translation>
    </message>
    <message>
        <source>the %1 first</source>
        <translation>the %1 first</translation>
    </message>
    <message>
        <source>the best order the search found</source>
        <translation>the best order the search found</translation>
    </message>
    <message numerus="yes">
        <source>obeys: %n year(s) in prison</source>
        <translation>
            <numerusform>obeys: %n year in prison</numerusform>
            <numerusform>obeys: %n years in prison</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gangsters::ui::Names</name>
    <message>
        <source>Police</source>
        <translation>Police</translation>
    </message>
    <message>
        <source>Gang %1</source>
        <extracomment>A gang without a name, numbered from 1.</extracomment>
        <translation>Gang %1</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>killer</translation>
    </message>
    <message>
        <source>vamp</source>
        <translation>vamp</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>%1&apos;s killer</source>
        <extracomment>%1 a gang&apos;s name.</extracomment>
        <translation>%1&apos;s killer</translation>
    </message>
    <message>
        <source>%1&apos;s vamp</source>
        <translation>%1&apos;s vamp</translation>
    </message>
    <message>
        <source>%1&apos;s dealer</source>
        <translation>%1&apos;s dealer</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The separator of a list of characters.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nowhere</translation>
    </message>
    <message>
        <source>the prison</source>
        <translation>the prison</translation>
    </message>
    <message>
        <source>the clinic</source>
        <translation>the clinic</translation>
    </message>
    <message>
        <source>the cemetery</source>
        <translation>the cemetery</translation>
    </message>
    <message>
        <source>shop %1</source>
        <extracomment>%1 a shop&apos;s number, district.shop (GA2.4).</extracomment>
        <translation>shop %1</translation>
    </message>
    <message>
        <source>district %1</source>
        <translation>district %1</translation>
    </message>
    <message numerus="yes">
        <source>%n brique(s)</source>
        <extracomment>An amount of money (briques, the game&apos;s currency).</extracomment>
        <translation>
            <numerusform>%n brique</numerusform>
            <numerusform>%n briques</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>Mug</source>
        <translation>Mug</translation>
    </message>
    <message>
        <source>Lay a pawn</source>
        <translation>Lay a pawn</translation>
    </message>
    <message>
        <source>Racket</source>
        <translation>Racket</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <source>Hold up for the shop</source>
        <translation>Hold up for the shop</translation>
    </message>
    <message>
        <source>Hold up</source>
        <translation>Hold up</translation>
    </message>
    <message>
        <source>Settle scores</source>
        <translation>Settle scores</translation>
    </message>
    <message>
        <source>Vamp</source>
        <translation>Vamp</translation>
    </message>
    <message>
        <source>Recruit a %1</source>
        <extracomment>%1 the role recruited.</extracomment>
        <translation>Recruit a %1</translation>
    </message>
    <message numerus="yes">
        <source>Buy %n pawn(s)</source>
        <translation>
            <numerusform>Buy %n pawn</numerusform>
            <numerusform>Buy %n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish off</source>
        <translation>Finish off</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <extracomment>Money paid, e.g. &quot;pays 50&quot;.</extracomment>
        <translation>pays %1</translation>
    </message>
    <message>
        <source>+%1 a turn</source>
        <translation>+%1 a turn</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) if seen</source>
        <translation>
            <numerusform>%n year if seen</numerusform>
            <numerusform>%n years if seen</numerusform>
        </translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Between the parts of an action&apos;s terms.</extracomment>
        <translation> · </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A role&apos;s die, e.g. &quot;killer 4&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>%1 is the last gang in the city and wins.</source>
        <translation>%1 is the last gang in the city and wins.</translation>
    </message>
    <message>
        <source>The round limit: a draw between %1.</source>
        <translation>The round limit: a draw between %1.</translation>
    </message>
    <message>
        <source>The round limit: %1 wins.</source>
        <translation>The round limit: %1 wins.</translation>
    </message>
    <message>
        <source>The others resigned: %1 wins.</source>
        <translation>The others resigned: %1 wins.</translation>
    </message>
    <message>
        <source>The police wins: %1.</source>
        <translation>The police wins: %1.</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>miss</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>wounded</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>killed</translation>
    </message>
    <message>
        <source>Round %1: %2 plays.</source>
        <extracomment>%1 the round, %2 the gang that plays.</extracomment>
        <translation>Round %1: %2 plays.</translation>
    </message>
    <message>
        <source>%1 collects %2.</source>
        <translation>%1 collects %2.</translation>
    </message>
    <message>
        <source>Traffic pays %1 to %2.</source>
        <translation>Traffic pays %1 to %2.</translation>
    </message>
    <message>
        <source>%1 buys the police.</source>
        <translation>%1 buys the police.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dice: %1.</translation>
    </message>
    <message>
        <source>Cop pair %1 goes to %2.</source>
        <translation>Cop pair %1 goes to %2.</translation>
    </message>
    <message>
        <source>%1 goes to %2.</source>
        <translation>%1 goes to %2.</translation>
    </message>
    <message>
        <source>%1 follows the vamp to %2.</source>
        <translation>%1 follows the vamp to %2.</translation>
    </message>
    <message>
        <source>%1 mugs a passer-by.</source>
        <translation>%1 mugs a passer-by.</translation>
    </message>
    <message>
        <source>%1 lays a traffic pawn.</source>
        <translation>%1 lays a traffic pawn.</translation>
    </message>
    <message>
        <source>%1 rackets the shop.</source>
        <translation>%1 rackets the shop.</translation>
    </message>
    <message>
        <source>%1 buys the shop.</source>
        <translation>%1 buys the shop.</translation>
    </message>
    <message>
        <source>%1 holds up the shop for its property.</source>
        <translation>%1 holds up the shop for its property.</translation>
    </message>
    <message>
        <source>%1 holds up the shop.</source>
        <translation>%1 holds up the shop.</translation>
    </message>
    <message>
        <source>%1 settles scores with %2.</source>
        <translation>%1 settles scores with %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %n traffic pawn(s).</source>
        <translation>
            <numerusform>%1 buys %n traffic pawn.</numerusform>
            <numerusform>%1 buys %n traffic pawns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 comes to finish off the wounded.</source>
        <translation>%1 comes to finish off the wounded.</translation>
    </message>
    <message>
        <source>The managers saw %1: %2.</source>
        <translation>The managers saw %1: %2.</translation>
    </message>
    <message>
        <source>The police saw %1: %2.</source>
        <translation>The police saw %1: %2.</translation>
    </message>
    <message>
        <source>Duel: %1 against %2.</source>
        <extracomment>A duel&apos;s totals, the attackers&apos; then the defenders&apos;.</extracomment>
        <translation>Duel: %1 against %2.</translation>
    </message>
    <message>
        <source>manager %1</source>
        <translation>manager %1</translation>
    </message>
    <message>
        <source>cop %1</source>
        <translation>cop %1</translation>
    </message>
    <message>
        <source>Shot at %1: %2, %3.</source>
        <translation>Shot at %1: %2, %3.</translation>
    </message>
    <message>
        <source>%1 is wounded and goes to the clinic.</source>
        <translation>%1 is wounded and goes to the clinic.</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <translation>%1 is killed.</translation>
    </message>
    <message>
        <source>The traffic pawn at %1 goes back to the bank.</source>
        <translation>The traffic pawn at %1 goes back to the bank.</translation>
    </message>
    <message>
        <source>The racket of %1 goes back to the bank.</source>
        <translation>The racket of %1 goes back to the bank.</translation>
    </message>
    <message>
        <source>Cop pair %1 goes back to the prison.</source>
        <translation>Cop pair %1 goes back to the prison.</translation>
    </message>
    <message>
        <source>%1 vamps %2.</source>
        <translation>%1 vamps %2.</translation>
    </message>
    <message>
        <source>%1 lets %2 go.</source>
        <translation>%1 lets %2 go.</translation>
    </message>
    <message>
        <source>%1 refuses to sell the recruit.</source>
        <translation>%1 refuses to sell the recruit.</translation>
    </message>
    <message>
        <source>%1 names a price of %2.</source>
        <translation>%1 names a price of %2.</translation>
    </message>
    <message>
        <source>%1 declines the price.</source>
        <translation>%1 declines the price.</translation>
    </message>
    <message>
        <source>%1 joins at %2 for %3.</source>
        <translation>%1 joins at %2 for %3.</translation>
    </message>
    <message>
        <source>%1 joins at %2.</source>
        <translation>%1 joins at %2.</translation>
    </message>
    <message>
        <source>The pawn at %1 now belongs to %2.</source>
        <translation>The pawn at %1 now belongs to %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 takes %2 from %3.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 takes %2.</translation>
    </message>
    <message>
        <source>The hold-up of %1 fails.</source>
        <translation>The hold-up of %1 fails.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) at the wounded.</source>
        <translation>
            <numerusform>%n shot at the wounded.</numerusform>
            <numerusform>%n shots at the wounded.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 is out of the game.</translation>
    </message>
    <message>
        <source>%1, buy the police?</source>
        <translation>%1, buy the police?</translation>
    </message>
    <message>
        <source>%1, move cop pair %2.</source>
        <translation>%1, move cop pair %2.</translation>
    </message>
    <message>
        <source>%1, the police arrest %2: obey or rebel?</source>
        <translation>%1, the police arrest %2: obey or rebel?</translation>
    </message>
    <message>
        <source>%1, which character moves now?</source>
        <translation>%1, which character moves now?</translation>
    </message>
    <message>
        <source>%1, where does %2 go?</source>
        <translation>%1, where does %2 go?</translation>
    </message>
    <message>
        <source>%1, what does %2 do here?</source>
        <translation>%1, what does %2 do here?</translation>
    </message>
    <message>
        <source>%1, who goes with %2?</source>
        <translation>%1, who goes with %2?</translation>
    </message>
    <message>
        <source>%1, aim the shot: click a target.</source>
        <translation>%1, aim the shot: click a target.</translation>
    </message>
    <message>
        <source>%1, name your price for a %2.</source>
        <extracomment>%1 the shop&apos;s owner, %2 the role to recruit.</extracomment>
        <translation>%1, name your price for a %2.</translation>
    </message>
    <message>
        <source>%1, pay the price for a %2?</source>
        <translation>%1, pay the price for a %2?</translation>
    </message>
    <message>
        <source>%1, the police arrest your %2: obey or rebel?</source>
        <translation>%1, the police arrest your %2: obey or rebel?</translation>
    </message>
    <message>
        <source>%1, where does your %2 go?</source>
        <extracomment>%2 the role of the player&apos;s own character.</extracomment>
        <translation>%1, where does your %2 go?</translation>
    </message>
    <message>
        <source>%1, what does your %2 do here?</source>
        <translation>%1, what does your %2 do here?</translation>
    </message>
    <message>
        <source>%1, who goes with your %2?</source>
        <translation>%1, who goes with your %2?</translation>
    </message>
    <message>
        <source>Rebellion against cop pair %1: %2!</source>
        <extracomment>%1 the cop pair, %2 the rebels.</extracomment>
        <translation>Rebellion against cop pair %1: %2!</translation>
    </message>
    <message>
        <source>Settle scores with %1</source>
        <extracomment>%1 the characters shot at, e.g. &quot;Lucky&apos;s killer&quot;.</extracomment>
        <translation>Settle scores with %1</translation>
    </message>
    <message>
        <source>Vamp %1</source>
        <extracomment>%1 the character vamped, e.g. &quot;Lucky&apos;s dealer&quot;.</extracomment>
        <translation>Vamp %1</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>the vamp</comment>
        <translation>wounded</translation>
    </message>
    <message>
        <source>killed</source>
        <comment>the vamp</comment>
        <translation>killed</translation>
    </message>
    <message>
        <source>%1 is wounded and goes to the clinic.</source>
        <comment>the vamp</comment>
        <translation>%1 is wounded and goes to the clinic.</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <comment>the vamp</comment>
        <translation>%1 is killed.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves: %n year(s) left.</source>
        <translation>
            <numerusform>%1 serves: %n year left.</numerusform>
            <numerusform>%1 serves: %n years left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to prison for %n year(s).</source>
        <translation>
            <numerusform>%1 goes to prison for %n year.</numerusform>
            <numerusform>%1 goes to prison for %n years.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue (Space) when you have seen the duel.</source>
        <translation>Continue (Space) when you have seen the duel.</translation>
    </message>
    <message>
        <source>%1, continue (Space) when you have seen the duel.</source>
        <extracomment>%1 the people who took part in the duel, &quot;Karine&quot; or &quot;Karine and Luc&quot;.</extracomment>
        <translation>%1, continue (Space) when you have seen the duel.</translation>
    </message>
    <message>
        <source>%1 serves the last year: free at the gang&apos;s next turn.</source>
        <translation>%1 serves the last year: free at the gang&apos;s next turn.</translation>
    </message>
    <message>
        <source>%1 commits an offence: %2 at %3.</source>
        <extracomment>%1 a character, %2 an offence, %3 a place. A cop pair that sees it puts it on the character&apos;s record (GA7.2).</extracomment>
        <translation>%1 commits an offence: %2 at %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1% to win the duel against %n defender(s)</source>
        <extracomment>The chance to win a duel, %1 in percent, against %n defenders. No colon: the action&apos;s name comes before the terms with one (&quot;Hold up: 27% to win…&quot;).</extracomment>
        <translation>
            <numerusform>%1% to win the duel against %n defender</numerusform>
            <numerusform>%1% to win the duel against %n defenders</numerusform>
        </translation>
    </message>
    <message>
        <source>cops %1: %2</source>
        <extracomment>A cop pair&apos;s die (GA1.3): %1 the pair (1, 2), %2 its face: &quot;cops 1: 4&quot;.</extracomment>
        <translation>cops %1: %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of characters: &quot;Dutch&apos;s killer and Dutch&apos;s vamp&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 hold up the shop for its property.</source>
        <translation>%1 hold up the shop for its property.</translation>
    </message>
    <message>
        <source>%1 hold up the shop.</source>
        <translation>%1 hold up the shop.</translation>
    </message>
    <message>
        <source>%1 settle scores with %2.</source>
        <extracomment>%1 the gang&apos;s characters (&quot;Dutch&apos;s killer and Dutch&apos;s vamp&quot;), %2 the targets.</extracomment>
        <translation>%1 settle scores with %2.</translation>
    </message>
    <message>
        <source>The manager saw %1: %2.</source>
        <translation>The manager saw %1: %2.</translation>
    </message>
    <message>
        <source>%1 owns every shop in %2 and wins.</source>
        <extracomment>GA11.1: %1 the gang, %2 the district (a proper noun with its article: &quot;Le Port&quot;).</extracomment>
        <translation>%1 owns every shop in %2 and wins.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::NewGameDialog</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Computer&apos;s name</source>
        <translation>Computer&apos;s name</translation>
    </message>
    <message>
        <source>New Gangsters game</source>
        <translation>New Gangsters game</translation>
    </message>
    <message>
        <source>Two to four gangs, each a person or the computer. Several people play in turn at this computer: nothing in Gangsters is secret.</source>
        <translation>Two to four gangs, each a person or the computer. Several people play in turn at this computer: nothing in Gangsters is secret.</translation>
    </message>
    <message>
        <source>&amp;Gangs:</source>
        <translation>&amp;Gangs:</translation>
    </message>
    <message>
        <source>Gang &amp;%1:</source>
        <translation>Gang &amp;%1:</translation>
    </message>
    <message>
        <source>P&amp;olice:</source>
        <translation>P&amp;olice:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>A player &amp;moves the police (the police-player variant)</source>
        <translation>A player &amp;moves the police (the police-player variant)</translation>
    </message>
    <message>
        <source>&amp;Round limit (0: none):</source>
        <translation>&amp;Round limit (0: none):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::OnlineGame</name>
    <message>
        <source>The host refused: it is not your decision any more.</source>
        <translation>The host refused: it is not your decision any more.</translation>
    </message>
    <message>
        <source>The host refused this move: it is not allowed.</source>
        <translation>The host refused this move: it is not allowed.</translation>
    </message>
    <message>
        <source>The host refused: the game is over.</source>
        <translation>The host refused: the game is over.</translation>
    </message>
    <message>
        <source>The host refused: too many decisions at once. Try again.</source>
        <translation>The host refused: too many decisions at once. Try again.</translation>
    </message>
    <message>
        <source>The host refused this decision (%1).</source>
        <extracomment>%1 the host&apos;s code for the refusal (an English word).</extracomment>
        <translation>The host refused this decision (%1).</translation>
    </message>
    <message>
        <source>The host sent a game this window cannot read: %1</source>
        <extracomment>%1 what is wrong (names the field, in English).</extracomment>
        <translation>The host sent a game this window cannot read: %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::Palette</name>
    <message>
        <source>K</source>
        <comment>killer</comment>
        <extracomment>The role&apos;s letter under its die and on its figure: one or two letters, unlike the vamp&apos;s and the dealer&apos;s.</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>V</source>
        <comment>vamp</comment>
        <extracomment>The role&apos;s letter under its die and on its figure: one or two letters.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer</comment>
        <extracomment>The role&apos;s letter under its die and on its figure: one or two letters, unlike the killer&apos;s (French &quot;Tr&quot;: &quot;T&quot; is the tueur&apos;s).</extracomment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ReplayView</name>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Start</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Previous</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Next ▶</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>End ⏭</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · round %3</source>
        <extracomment>Replay: %1 decisions shown of %2, %3 the round.</extracomment>
        <translation>Decision %1 of %2 · round %3</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;match</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 of %2 in %3</translation>
    </message>
    <message>
        <source>no shop</source>
        <translation>no shop</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation>
            <numerusform>After %n round.</numerusform>
            <numerusform>After %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>razzia::ui::BarBoard</name>
    <message>
        <source>%1: %2 on the bar</source>
        <translation>%1: %2 on the bar</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>your choice</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins the parts of a bar&apos;s description: &quot;Jungle: $20,000 on the bar; Al played …&quot;.</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player and the card they played on the bar; no verb, so any name reads right.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>How many bills of one value lie on a bar: &quot;×3&quot;.</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Who takes the bills:
• gamblers alone claim them;
• police who meet gamblers claim them instead;
• police alone fail, and the bills stay.
One claimant takes everything; several share,
and a refusal leads to a duel.</source>
        <extracomment>A bar&apos;s tooltip, under what lies on it: who takes its bills (R4.2–R4.7, R5). Keep the line breaks: a tooltip does not wrap.</extracomment>
        <translation>Who takes the bills:
• gamblers alone claim them;
• police who meet gamblers claim them instead;
• police alone fail, and the bills stay.
One claimant takes everything; several share,
and a refusal leads to a duel.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::DuelDialog</name>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Challenger</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <extracomment>A duelist&apos;s total: %1 the die, %2 the card&apos;s number, %3 their sum.</extracomment>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3</source>
        <extracomment>Screen reader text for a duelist&apos;s roll.</extracomment>
        <translation>%1 rolls %2: total %3</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Wins %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen reader name of a duelist&apos;s panel: %1 Champion or Challenger, %2 the player.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Duel for %1</source>
        <extracomment>Headline of the duel dialog; %1 is the money at stake.</extracomment>
        <translation>Duel for %1</translation>
    </message>
    <message>
        <source>Duel at the %1</source>
        <extracomment>Title of the duel dialog; %1 is a bar.</extracomment>
        <translation>Duel at the %1</translation>
    </message>
    <message>
        <source>vs</source>
        <extracomment>Between the two duelists.</extracomment>
        <translation>vs</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>Skip the animation</source>
        <translation>Skip the animation</translation>
    </message>
    <message>
        <source>On equal totals %1 wins, being lower-ranked.</source>
        <extracomment>%1 is the duelist who ranks lower (R5.1).</extracomment>
        <translation>On equal totals %1 wins, being lower-ranked.</translation>
    </message>
    <message>
        <source>Each duelist rolls one die and adds their card&apos;s number; the higher total takes the pool, and equal totals go to the lower-ranked player.</source>
        <extracomment>The rule where it applies: on each duelist&apos;s die (R5.6).</extracomment>
        <translation>Each duelist rolls one die and adds their card&apos;s number; the higher total takes the pool, and equal totals go to the lower-ranked player.</translation>
    </message>
    <message>
        <source>Equal totals: the lower-ranked player wins</source>
        <translation>Equal totals: the lower-ranked player wins</translation>
    </message>
    <message>
        <source>Wins this duel</source>
        <translation>Wins this duel</translation>
    </message>
</context>
<context>
    <name>razzia::ui::GameSession</name>
    <message>
        <source>This game cannot be continued: %1</source>
        <translation>This game cannot be continued: %1</translation>
    </message>
    <message>
        <source>The host refused this move: it is not your turn.</source>
        <translation>The host refused this move: it is not your turn.</translation>
    </message>
    <message>
        <source>The host refused this move: the game is over.</source>
        <translation>The host refused this move: the game is over.</translation>
    </message>
    <message>
        <source>The host refused this move: too many moves at once.</source>
        <translation>The host refused this move: too many moves at once.</translation>
    </message>
    <message>
        <source>The host refused this move: that card is not in your hand.</source>
        <translation>The host refused this move: that card is not in your hand.</translation>
    </message>
    <message>
        <source>The host refused this move: that bar is not in play.</source>
        <translation>The host refused this move: that bar is not in play.</translation>
    </message>
    <message>
        <source>The host refused this division of the bills.</source>
        <translation>The host refused this division of the bills.</translation>
    </message>
    <message>
        <source>The host refused this move: the seat is not yours.</source>
        <translation>The host refused this move: the seat is not yours.</translation>
    </message>
    <message>
        <source>The host cannot be reached: your move was not sent. Make it again once the connection is back.</source>
        <translation>The host cannot be reached: your move was not sent. Make it again once the connection is back.</translation>
    </message>
    <message>
        <source>The host refused this move (%1).</source>
        <extracomment>%1 the host&apos;s word for why, in English (docs/network.md).</extracomment>
        <translation>The host refused this move (%1).</translation>
    </message>
    <message>
        <source>This window holds no seat at the table.</source>
        <translation>This window holds no seat at the table.</translation>
    </message>
    <message>
        <source>A Razzia table seats 3 to 8 players, not %1.</source>
        <translation>A Razzia table seats 3 to 8 players, not %1.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A seat of a network table whose player gave no name.</extracomment>
        <translation>Seat %1</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HandWidget</name>
    <message>
        <source>Hand hidden</source>
        <translation>Hand hidden</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Your hand: %1</translation>
    </message>
    <message>
        <source>%1. Selected: %2</source>
        <extracomment>The hand, then the card selected in it.</extracomment>
        <translation>%1. Selected: %2</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HintText</name>
    <message>
        <source>%1%</source>
        <extracomment>A chance in a hint; %1 a whole number of percent. French: &quot;%1 %&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>almost every time</source>
        <translation>almost every time</translation>
    </message>
    <message>
        <source>Play %1 on the %2: you would win all of its %3 %4, and a share of it %5.</source>
        <extracomment>%1 a card (&quot;Police 4&quot;), %2 its bar, %3 all the bar&apos;s money, %4 how often (&quot;about 4 times in 10 (43%)&quot;), %5 how often it would be shared.</extracomment>
        <translation>Play %1 on the %2: you would win all of its %3 %4, and a share of it %5.</translation>
    </message>
    <message>
        <source>Play %1 on the %2: you would win all of its %3 %4.</source>
        <extracomment>%1 a card (&quot;Police 4&quot;), %2 its bar, %3 all the bar&apos;s money, %4 how often (&quot;about 4 times in 10 (43%)&quot;).</extracomment>
        <translation>Play %1 on the %2: you would win all of its %3 %4.</translation>
    </message>
    <message>
        <source>Give the bill to the %1: with your %2 there, you would win all of its %3 %4.</source>
        <extracomment>%1 a bar, %2 the player&apos;s card for it (&quot;Gambler 5&quot;), %3 the money then on it, %4 how often (&quot;about 6 times in 10 (61%)&quot;).</extracomment>
        <translation>Give the bill to the %1: with your %2 there, you would win all of its %3 %4.</translation>
    </message>
    <message>
        <source>Give the bill to the %1, where you have no card: nobody would win it this round %2.</source>
        <extracomment>%1 a bar where the player has no card, %2 how often (&quot;about 7 times in 10 (68%)&quot;).</extracomment>
        <translation>Give the bill to the %1, where you have no card: nobody would win it this round %2.</translation>
    </message>
    <message>
        <source>At the %1, keep %2 of the %3 and offer the rest. If anyone refuses, you would win the duel %4.</source>
        <extracomment>%1 a bar, %2 what the player keeps, %3 all the bar&apos;s money, %4 how often.</extracomment>
        <translation>At the %1, keep %2 of the %3 and offer the rest. If anyone refuses, you would win the duel %4.</translation>
    </message>
    <message>
        <source>At the %1, accept the %2 offered: if you refused, you would win the duel only %3.</source>
        <extracomment>%1 a bar, %2 the money offered, %3 how often.</extracomment>
        <translation>At the %1, accept the %2 offered: if you refused, you would win the duel only %3.</translation>
    </message>
    <message>
        <source>At the %1, refuse the %2 offered: you would win the duel %3, and with it %4 or more.</source>
        <extracomment>%1 a bar, %2 the money offered, %3 how often, %4 the money fought for.</extracomment>
        <translation>At the %1, refuse the %2 offered: you would win the duel %3, and with it %4 or more.</translation>
    </message>
    <message>
        <source>%1&#xa0;%2</source>
        <extracomment>A card in a hint, without its bar: %1 its kind, %2 its number (&quot;Police 4&quot;).</extracomment>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>less than 1&#xa0;time in&#xa0;10</source>
        <translation>less than 1&#xa0;time in&#xa0;10</translation>
    </message>
    <message>
        <source>about 1&#xa0;time in&#xa0;10</source>
        <translation>about 1&#xa0;time in&#xa0;10</translation>
    </message>
    <message>
        <source>about %1&#xa0;times in&#xa0;10</source>
        <extracomment>%1 a whole number from 2 to 9.</extracomment>
        <translation>about %1&#xa0;times in&#xa0;10</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HumanSeat</name>
    <message>
        <source>%1, you deal: place your last bill (%2) on a bar. Drag it, or click the bar (Tab and Enter with the keyboard).</source>
        <translation>%1, you deal: place your last bill (%2) on a bar. Drag it, or click the bar (Tab and Enter with the keyboard).</translation>
    </message>
    <message>
        <source>&amp;Play this card</source>
        <translation>&amp;Play this card</translation>
    </message>
    <message>
        <source>%1, choose your card: drag it onto the bar of its colour, or select it (click, or the arrow keys) and confirm (Enter).</source>
        <translation>%1, choose your card: drag it onto the bar of its colour, or select it (click, or the arrow keys) and confirm (Enter).</translation>
    </message>
    <message>
        <source>&amp;Pass the computer on</source>
        <translation>&amp;Pass the computer on</translation>
    </message>
    <message>
        <source>Your card lies face down on the %1. Until the last player has chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</source>
        <translation>Your card lies face down on the %1. Until the last player has chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</translation>
    </message>
    <message>
        <source>%1 Then pass the computer on.</source>
        <translation>%1 Then pass the computer on.</translation>
    </message>
    <message>
        <source>&amp;Back to the proposal</source>
        <translation>&amp;Back to the proposal</translation>
    </message>
    <message>
        <source>Pass the computer to %1</source>
        <extracomment>The hot-seat curtain: the computer goes to the next player before a secret choice.</extracomment>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>I am %1 — show my cards</translation>
    </message>
    <message>
        <source>Your card lies face down on the %1. Until the players before you have chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</source>
        <translation>Your card lies face down on the %1. Until the players before you have chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A refused drop: %1 why, %2 what the table asks for, as before.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not on the %1: a card goes to the bar of its colour, this one to the %2.</source>
        <extracomment>A card dropped on another bar than its own: %1 that bar, %2 the card&apos;s bar.</extracomment>
        <translation>Not on the %1: a card goes to the bar of its colour, this one to the %2.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::LogModel</name>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Round %1 — %2 deals</source>
        <translation>Round %1 — %2 deals</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile of %n card.</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile of %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places %2 on the %3.</source>
        <translation>%1 places %2 on the %3.</translation>
    </message>
    <message>
        <source>%1 on the %2.</source>
        <translation>%1 on the %2.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 reveals %2.</translation>
    </message>
    <message>
        <source>%1: nobody came.</source>
        <translation>%1: nobody came.</translation>
    </message>
    <message>
        <source>%1: the raid fails, no gambler to arrest; the bills stay.</source>
        <translation>%1: the raid fails, no gambler to arrest; the bills stay.</translation>
    </message>
    <message>
        <source>%1: no bill to win.</source>
        <translation>%1: no bill to win.</translation>
    </message>
    <message>
        <source>%1: %2 takes everything.</source>
        <translation>%1: %2 takes everything.</translation>
    </message>
    <message>
        <source>%1: %2 must propose a division of %3.</source>
        <translation>%1: %2 must propose a division of %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 proposes: %2.</source>
        <translation>%1 proposes: %2.</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 accepts.</translation>
    </message>
    <message>
        <source>%1 refuses.</source>
        <translation>%1 refuses.</translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3.</source>
        <translation>%1 rolls %2: total %3.</translation>
    </message>
    <message>
        <source>%1 wins the duel against %2 on a tie (the lower-ranked wins ties).</source>
        <translation>%1 wins the duel against %2 on a tie (the lower-ranked wins ties).</translation>
    </message>
    <message>
        <source>%1 wins the duel against %2.</source>
        <translation>%1 wins the duel against %2.</translation>
    </message>
    <message>
        <source>%1 wins %2 at the %3.</source>
        <translation>%1 wins %2 at the %3.</translation>
    </message>
    <message>
        <source>End of round %1: %2.</source>
        <translation>End of round %1: %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
</context>
<context>
    <name>razzia::ui::MoneyChart</name>
    <message>
        <source>Money after each round</source>
        <translation>Money after each round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>razzia::ui::NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <extracomment>A default seat name when all the usual ones are taken; %1 is a number.</extracomment>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A seat in the first dealer list when its name is empty; %1 is its number.</extracomment>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Seat %1 needs a name.</translation>
    </message>
    <message>
        <source>Two seats are called “%1”: every name must be different.</source>
        <extracomment>%1 is a player&apos;s name used twice.</extracomment>
        <translation>Two seats are called “%1”: every name must be different.</translation>
    </message>
    <message>
        <source>The seed must be a whole number below 18446744073709551616.</source>
        <translation>The seed must be a whole number below 18446744073709551616.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>First &amp;dealer:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game</source>
        <translation>The same seed and the same decisions give the same game</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>Label of a seat&apos;s row; seats are numbered clockwise from 1.</extracomment>
        <translation>Seat &amp;%1:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation>Seat %1 played by</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>first dealer</comment>
        <extracomment>First dealer (R2.3): drawn at random.</extracomment>
        <translation>Random</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer level of seat %1</source>
        <translation>Computer level of seat %1</translation>
    </message>
    <message>
        <source>A name holds at most %1 characters.</source>
        <extracomment>Under the seats when a name field is full; %1 is the longest a name may be (24).</extracomment>
        <translation>A name holds at most %1 characters.</translation>
    </message>
    <message>
        <source>A name of up to %1 characters</source>
        <extracomment>Tooltip of a seat&apos;s name field; %1 is the longest a name may be (24).</extracomment>
        <translation>A name of up to %1 characters</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalDialog</name>
    <message>
        <source>%1%</source>
        <extracomment>A chance in percent; %1 is a whole number. French: &quot;%1 %&quot; (no-break space).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Divide the %1, %2</source>
        <extracomment>Headline when a player divides a bar&apos;s bills; %1 is the bar, %2 the player.</extracomment>
        <translation>Divide the %1, %2</translation>
    </message>
    <message>
        <source>Give each bill to one claimant: click a cell, or use the arrow keys and Space. A claimant who refuses duels for the pool.</source>
        <translation>Give each bill to one claimant: click a cell, or use the arrow keys and Space. A claimant who refuses duels for the pool.</translation>
    </message>
    <message>
        <source>Your answer, %1</source>
        <extracomment>Headline when a player must accept or refuse a proposal; %1 is the player.</extracomment>
        <translation>Your answer, %1</translation>
    </message>
    <message>
        <source>%1 divides the %2 and offers you %3.</source>
        <extracomment>%1 proposes a division of bar %2 and offers the player %3.</extracomment>
        <translation>%1 divides the %2 and offers you %3.</translation>
    </message>
    <message>
        <source>If you refuse now, your chance to take the pool is %1.</source>
        <extracomment>%1 is a chance in percent, e.g. &quot;42%&quot;.</extracomment>
        <translation>If you refuse now, your chance to take the pool is %1.</translation>
    </message>
    <message>
        <source>All to &amp;me</source>
        <translation>All to &amp;me</translation>
    </message>
    <message>
        <source>Keep every bill</source>
        <translation>Keep every bill</translation>
    </message>
    <message>
        <source>&amp;Even split</source>
        <translation>&amp;Even split</translation>
    </message>
    <message>
        <source>Shares as equal as whole bills allow</source>
        <translation>Shares as equal as whole bills allow</translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Propose</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>Bills and who gets them</source>
        <translation>Bills and who gets them</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>proposes</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>accepts</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>refuses</translation>
    </message>
    <message>
        <source>your answer?</source>
        <translation>your answer?</translation>
    </message>
    <message>
        <source>to answer</source>
        <translation>to answer</translation>
    </message>
    <message>
        <source>Claimant</source>
        <translation>Claimant</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Duel</source>
        <extracomment>Column header: chance to win a duel against the proposer.</extracomment>
        <translation>Duel</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Answer</translation>
    </message>
    <message>
        <source>A claimant&apos;s chance to take the pool by refusing alone; for the proposer, the chance to keep it.</source>
        <translation>A claimant&apos;s chance to take the pool by refusing alone; for the proposer, the chance to keep it.</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>Human player</translation>
    </message>
    <message>
        <source>Chance that %1 keeps the pool if one claimant refuses</source>
        <translation>Chance that %1 keeps the pool if one claimant refuses</translation>
    </message>
    <message>
        <source>Chance that %1 takes the pool by refusing alone</source>
        <translation>Chance that %1 takes the pool by refusing alone</translation>
    </message>
    <message>
        <source>&amp;Accept %1</source>
        <extracomment>%1 the money offered to the player, e.g. &quot;$0&quot; or &quot;$25,000&quot;.</extracomment>
        <translation>&amp;Accept %1</translation>
    </message>
    <message>
        <source>&amp;Refuse and duel</source>
        <translation>&amp;Refuse and duel</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computer player</translation>
    </message>
    <message>
        <source>Refusing means a duel: the proposer and everyone who refuses roll a die each, adding their card&apos;s number, for the bills not accepted.</source>
        <translation>Refusing means a duel: the proposer and everyone who refuses roll a die each, adding their card&apos;s number, for the bills not accepted.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalModel</name>
    <message>
        <source>%1 goes to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 the claimant who gets it.</extracomment>
        <translation>%1 goes to %2</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 a claimant.</extracomment>
        <translation>Give %1 to %2</translation>
    </message>
    <message>
        <source>Bill</source>
        <extracomment>Column header of the proposal table: the bills of the bar.</extracomment>
        <translation>Bill</translation>
    </message>
    <message>
        <source>Bills for %1</source>
        <extracomment>Tooltip of a claimant&apos;s column in the proposal table; %1 is the claimant.</extracomment>
        <translation>Bills for %1</translation>
    </message>
</context>
<context>
    <name>razzia::ui::RankingDialog</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>Choose the players of a new game</source>
        <translation>Choose the players of a new game</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>Headline at the end of a game; %1 is the winner.</extracomment>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <extracomment>Headline at the end of a game when several players have the most money (R3.8); %1 lists them, e.g. &quot;Al, Bugsy&quot;.</extracomment>
        <translation>%1 share first place!</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Final ranking</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Watch this game again, round by round</source>
        <translation>Watch this game again, round by round</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;match</translation>
    </message>
    <message>
        <source>A new game with the same seats</source>
        <translation>A new game with the same seats</translation>
    </message>
</context>
<context>
    <name>razzia::ui::RazziaModule</name>
    <message>
        <source>Razzia</source>
        <translation>Razzia</translation>
    </message>
    <message>
        <source>&amp;Razzia (3–8 players)…</source>
        <extracomment>Razzia&apos;s new-game button on the start screen and in Game ▸ New game of.</extracomment>
        <translation>&amp;Razzia (3–8 players)…</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <extracomment>A Razzia game to continue; %n rounds played.</extracomment>
        <translation>
            <numerusform>after %n round</numerusform>
            <numerusform>after %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean money</source>
        <extracomment>The statistics&apos; column of a player&apos;s mean result in Razzia.</extracomment>
        <translation>Mean money</translation>
    </message>
    <message>
        <source>You against three computer players, at once</source>
        <translation>You against three computer players, at once</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <extracomment>A finished Razzia game&apos;s length in the list of finished games.</extracomment>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no seats to play again.</source>
        <translation>This game has no seats to play again.</translation>
    </message>
    <message>
        <source>Hint for %1</source>
        <translation>Hint for %1</translation>
    </message>
    <message>
        <source>Refused by the host</source>
        <translation>Refused by the host</translation>
    </message>
    <message>
        <source>Waiting for the host to deal…</source>
        <translation>Waiting for the host to deal…</translation>
    </message>
    <message>
        <source>The host keeps this game: it is saved on the computer that holds the table.</source>
        <translation>The host keeps this game: it is saved on the computer that holds the table.</translation>
    </message>
    <message>
        <source>The host keeps this game, not this computer: whether you save or discard, leaving gives your seat up to the host&apos;s rule for absent players.</source>
        <translation>The host keeps this game, not this computer: whether you save or discard, leaving gives your seat up to the host&apos;s rule for absent players.</translation>
    </message>
    <message>
        <source>Bluff your way to the biggest fortune in the bars of the 1930s. After Stefan Dorra&apos;s card game (Ravensburger 1992).</source>
        <translation>Bluff your way to the biggest fortune in the bars of the 1930s. After Stefan Dorra&apos;s card game (Ravensburger 1992).</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ReplayWindow</name>
    <message>
        <source>Nothing to win</source>
        <translation>Nothing to win</translation>
    </message>
    <message>
        <source>%1 takes it all</source>
        <translation>%1 takes it all</translation>
    </message>
    <message>
        <source>Shared: %1</source>
        <extracomment>The bar&apos;s bills were shared (R5); %1 lists who won some, e.g. &quot;Al, Bugsy&quot;.</extracomment>
        <translation>Shared: %1</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <extracomment>The replay window&apos;s title; %1 lists the players.</extracomment>
        <translation>Replay — %1</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← &amp;Previous</translation>
    </message>
    <message>
        <source>The round before (Left, Page Up; Home for the first)</source>
        <translation>The round before (Left, Page Up; Home for the first)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Next →</translation>
    </message>
    <message>
        <source>The round after (Right, Page Down; End for the last)</source>
        <translation>The round after (Right, Page Down; End for the last)</translation>
    </message>
    <message>
        <source>This record could not be replayed to its end: %1</source>
        <translation>This record could not be replayed to its end: %1</translation>
    </message>
    <message>
        <source>After the round</source>
        <translation>After the round</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Card revealed</source>
        <translation>Card revealed</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>No round was played</source>
        <translation>No round was played</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3 deals</source>
        <extracomment>%1 is the round, %2 the number of rounds, %3 the dealer: &quot;Round 3 of 12 — Al deals&quot;.</extracomment>
        <translation>Round %1 of %2 — %3 deals</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (dealer)</translation>
    </message>
    <message>
        <source>players: expected 3 to 8 players, found %1</source>
        <translation>players: expected 3 to 8 players, found %1</translation>
    </message>
    <message>
        <source>Raid failed</source>
        <translation>Raid failed</translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatModel</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>An AI seat and its level, e.g. &quot;Computer (Hard)&quot;.</extracomment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>to choose</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>has chosen</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>dealer, %1</source>
        <translation>dealer, %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The host&apos;s seat</source>
        <extracomment>A network table&apos;s seat that its host plays; the table does not say how.</extracomment>
        <translation>The host&apos;s seat</translation>
    </message>
    <message>
        <source>%1 in bills won</source>
        <extracomment>A seat&apos;s money read aloud and in its tooltip: the total of the bills it won (R3.8).</extracomment>
        <translation>%1 in bills won</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>How many cards a seat holds, read aloud and in its tooltip (public, R6).</extracomment>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <extracomment>A person at a network table whose link dropped: the game waits for them.</extracomment>
        <translation>reconnecting…</translation>
    </message>
    <message>
        <source>a computer plays</source>
        <extracomment>A person at a network table who is away: a computer plays for them meanwhile.</extracomment>
        <translation>a computer plays</translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatWidget</name>
    <message>
        <source>to choose</source>
        <translation>to choose</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>What a seat won this round, beside it: &quot;+$35,000&quot;.</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A seat&apos;s tooltip, first line: the player&apos;s name, then who plays the seat (&quot;Computer (Hard)&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>razzia::ui::TableController</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Raid failed: no gambler here</source>
        <translation>Raid failed: no gambler here</translation>
    </message>
    <message>
        <source>Nothing to win</source>
        <translation>Nothing to win</translation>
    </message>
    <message numerus="yes">
        <source>%n claimant(s) must share</source>
        <translation>
            <numerusform>%n claimant must share</numerusform>
            <numerusform>%n claimants must share</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 proposes a division of the %2</source>
        <translation>%1 proposes a division of the %2</translation>
    </message>
    <message>
        <source>%1 accepts</source>
        <translation>%1 accepts</translation>
    </message>
    <message>
        <source>%1 refuses</source>
        <translation>%1 refuses</translation>
    </message>
    <message>
        <source>All to %1</source>
        <extracomment>A bar&apos;s banner: one claimant takes every bill (R4.6); no verb, any name fits.</extracomment>
        <translation>All to %1</translation>
    </message>
    <message>
        <source>Last round (%1 of %2). Dealer: %3.</source>
        <translation>Last round (%1 of %2). Dealer: %3.</translation>
    </message>
    <message>
        <source>Round %1 of %2. Dealer: %3.</source>
        <translation>Round %1 of %2. Dealer: %3.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>%1 → %2, %3</source>
        <extracomment>One bar&apos;s outcome in the round&apos;s recap: bar → winner, amount.</extracomment>
        <translation>%1 → %2, %3</translation>
    </message>
    <message>
        <source>nobody won anything</source>
        <translation>nobody won anything</translation>
    </message>
    <message>
        <source>End of round %1: %2. Continue when you are ready (Space or Enter).</source>
        <translation>End of round %1: %2. Continue when you are ready (Space or Enter).</translation>
    </message>
    <message>
        <source>Raid: all to %1</source>
        <extracomment>A bar&apos;s banner: police raided gamblers and take every bill (R4.3, R4.6).</extracomment>
        <translation>Raid: all to %1</translation>
    </message>
    <message>
        <source>Duel for the pool</source>
        <translation>Duel for the pool</translation>
    </message>
    <message>
        <source>Shared: %1</source>
        <extracomment>A shared bar&apos;s banner when every claimant accepted (R5.4): %1 the players, &quot;Al, Lou&quot;.</extracomment>
        <translation>Shared: %1</translation>
    </message>
    <message>
        <source>Duel won by %1</source>
        <extracomment>A shared bar&apos;s banner after its duels (R5.6): %1 the last champion, who took the pool.</extracomment>
        <translation>Duel won by %1</translation>
    </message>
    <message>
        <source>%1 divides the bills of the %2.</source>
        <translation>%1 divides the bills of the %2.</translation>
    </message>
    <message>
        <source>%1 answers the proposal for the %2.</source>
        <translation>%1 answers the proposal for the %2.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>A network table, once the player has chosen a card: %1 one or more names, &quot;Léa&quot;, &quot;Léa and Dutch&quot;, &quot;Léa, Dutch and Sam&quot;.</extracomment>
        <translation>Waiting for %1…</translation>
    </message>
</context>
<context>
    <name>razzia::ui::TableWidget</name>
    <message>
        <source>&amp;Play this card</source>
        <translation>&amp;Play this card</translation>
    </message>
    <message>
        <source>The dealer&apos;s bill</source>
        <translation>The dealer&apos;s bill</translation>
    </message>
    <message numerus="yes">
        <source>Supply
%n bill(s)</source>
        <translation>
            <numerusform>Supply
%n bill</numerusform>
            <numerusform>Supply
%n bills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile
%n card(s)</source>
        <translation>
            <numerusform>Draw pile
%n card</numerusform>
            <numerusform>Draw pile
%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards
%n card(s)</source>
        <translation>
            <numerusform>Discards
%n card</numerusform>
            <numerusform>Discards
%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer&apos;s bill: %1</source>
        <translation>The dealer&apos;s bill: %1</translation>
    </message>
    <message>
        <source>The dealer&apos;s bill, face down</source>
        <translation>The dealer&apos;s bill, face down</translation>
    </message>
    <message>
        <source>Last round
%1 of %2</source>
        <extracomment>The round counter on the last round (R3.7): &quot;Last round
12 of 12&quot;.</extracomment>
        <translation>Last round
%1 of %2</translation>
    </message>
    <message>
        <source>Round %1
of %2</source>
        <translation>Round %1
of %2</translation>
    </message>
</context>
<context>
    <name>shell::ChatPanel</name>
    <message>
        <source>Se&amp;nd</source>
        <translation>Se&amp;nd</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Say something to the table</translation>
    </message>
    <message>
        <source>Take a seat first to speak to the table.</source>
        <translation>Take a seat first to speak to the table.</translation>
    </message>
</context>
<context>
    <name>shell::FinishedGamesDialog</name>
    <message>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>No game has been finished yet.</translation>
    </message>
    <message>
        <source>Choose a game to watch it again, or to play it again with the same seats.</source>
        <translation>Choose a game to watch it again, or to play it again with the same seats.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>Rounds or moves</source>
        <translation>Rounds or moves</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>A player in the finished games&apos; list: %1 the name, %2 the computer&apos;s level.</extracomment>
        <translation>%1 (computer, %2)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Watch the game again, round by round or move by move</source>
        <translation>Watch the game again, round by round or move by move</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;match</translation>
    </message>
    <message>
        <source>A new game with the same seats</source>
        <translation>A new game with the same seats</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>&amp;Other file…</translation>
    </message>
</context>
<context>
    <name>shell::GameModule</name>
    <message>
        <source>This game cannot be played again with the same seats.</source>
        <translation>This game cannot be played again with the same seats.</translation>
    </message>
    <message>
        <source>This game cannot be played over the network yet.</source>
        <translation>This game cannot be played over the network yet.</translation>
    </message>
</context>
<context>
    <name>shell::HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Seats:</translation>
    </message>
    <message>
        <source>&amp;Table&apos;s name:</source>
        <translation>&amp;Table&apos;s name:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Your name:</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Open the table</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <extracomment>A seat of the table in the host dialog: %1 its number.</extracomment>
        <translation>Seat %1:</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <extracomment>The default name of a hosted table: %1 the host&apos;s person&apos;s name.</extracomment>
        <translation>%1&apos;s table</translation>
    </message>
    <message>
        <source>Open (a person on the network)</source>
        <translation>Open (a person on the network)</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Me</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer seat in the host dialog: %1 its level (&quot;Normal&quot;).</extracomment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>No game of this window can be played over the network.</source>
        <translation>No game of this window can be played over the network.</translation>
    </message>
    <message>
        <source>Choose one seat for yourself (Me).</source>
        <translation>Choose one seat for yourself (Me).</translation>
    </message>
    <message>
        <source>Type your name: one line of 1 to 24 characters.</source>
        <translation>Type your name: one line of 1 to 24 characters.</translation>
    </message>
    <message>
        <source>Name the table: one line of 1 to 24 characters.</source>
        <translation>Name the table: one line of 1 to 24 characters.</translation>
    </message>
</context>
<context>
    <name>shell::JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Tables on the local network:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Free seats</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>&amp;Join this table</source>
        <translation>&amp;Join this table</translation>
    </message>
    <message>
        <source>Or join a table by its address, as its host shows it:</source>
        <translation>Or join a table by its address, as its host shows it:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>J&amp;oin at this address</source>
        <translation>J&amp;oin at this address</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Free seats of a listed table: %1 free, %2 all its seats.</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Waiting for players</translation>
    </message>
    <message>
        <source>Tables cannot be listed here (another program listens for them); join by address.</source>
        <translation>Tables cannot be listed here (another program listens for them); join by address.</translation>
    </message>
    <message>
        <source>Listening for tables announced on the local network…</source>
        <translation>Listening for tables announced on the local network…</translation>
    </message>
    <message>
        <source>Your seat is kept for you</source>
        <translation>Your seat is kept for you</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>A listed table whose every seat is taken.</extracomment>
        <translation>Full</translation>
    </message>
</context>
<context>
    <name>shell::LevelNames</name>
    <message>
        <source>Beginner</source>
        <extracomment>The weakest AI level, short form (in &quot;Computer (Beginner)&quot;).</extracomment>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Beginner (random choices)</source>
        <translation>Beginner (random choices)</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>AI level</comment>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>AI level</comment>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>AI level</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>The human seat&apos;s name when the system gives none.</extracomment>
        <translation>Player 1</translation>
    </message>
</context>
<context>
    <name>shell::LobbyDialog</name>
    <message>
        <source>Network table</source>
        <translation>Network table</translation>
    </message>
    <message>
        <source>Network table: %1</source>
        <translation>Network table: %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Your name:</translation>
    </message>
    <message>
        <source>C&amp;ode:</source>
        <translation>C&amp;ode:</translation>
    </message>
    <message>
        <source>&amp;Take this seat</source>
        <translation>&amp;Take this seat</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Opening the table…</translation>
    </message>
    <message>
        <source>(no network found)</source>
        <translation>(no network found)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>The table at %1.</source>
        <translation>The table at %1.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The lobby&apos;s seat of this window&apos;s person: %1 their name.</extracomment>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Every seat is taken: start when you are ready.</translation>
    </message>
    <message>
        <source>Waiting for people to take the open seats.</source>
        <translation>Waiting for people to take the open seats.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>Waiting for the host to start the game.</translation>
    </message>
    <message>
        <source>Choose a free seat and type your name.</source>
        <translation>Choose a free seat and type your name.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>Close the table? The people seated at it lose their seats.</source>
        <translation>Close the table? The people seated at it lose their seats.</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Close the table</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Stay</translation>
    </message>
    <message>
        <source>Others join with Game ▸ Join a table…: the table shows there by itself, or they type address %1, port %2.&lt;br&gt;The table&apos;s code: %3</source>
        <extracomment>How others join a hosted table: %1 this computer&apos;s addresses (&quot;192.168.1.5 or 10.0.0.2&quot;), %2 the port, %3 the table&apos;s code (in bold).</extracomment>
        <translation>Others join with Game ▸ Join a table…: the table shows there by itself, or they type address %1, port %2.&lt;br&gt;The table&apos;s code: %3</translation>
    </message>
    <message>
        <source>%1, at %2.</source>
        <translation>%1, at %2.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>A lobby&apos;s seat while there is no link to the table.</extracomment>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>The game has started: this table has no seat for you.</source>
        <translation>The game has started: this table has no seat for you.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Every seat at this table is taken.</translation>
    </message>
    <message>
        <source>nothing answers on this port.</source>
        <translation>nothing answers on this port.</translation>
    </message>
    <message>
        <source>no computer has this address.</source>
        <translation>no computer has this address.</translation>
    </message>
    <message>
        <source>no answer from this address (check it, and that both computers are on the same network).</source>
        <translation>no answer from this address (check it, and that both computers are on the same network).</translation>
    </message>
    <message>
        <source>no table answers there.</source>
        <translation>no table answers there.</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <extracomment>A joiner&apos;s lobby when the table was never reached: %1 its address and port, %2 why.</extracomment>
        <translation>Could not reach %1: %2</translation>
    </message>
    <message>
        <source>This table plays %1, not %2.</source>
        <extracomment>A joiner&apos;s lobby: %1 the game the table plays, %2 the game this window asked for.</extracomment>
        <translation>This table plays %1, not %2.</translation>
    </message>
    <message>
        <source>The host still holds your seat for your earlier window: trying again…</source>
        <translation>The host still holds your seat for your earlier window: trying again…</translation>
    </message>
    <message>
        <source>Taking your seat back…</source>
        <translation>Taking your seat back…</translation>
    </message>
</context>
<context>
    <name>shell::MainWindow</name>
    <message>
        <source>About Razzia</source>
        <translation>About Razzia</translation>
    </message>
    <message>
        <source>Razzia</source>
        <translation>Razzia</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instant</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Fast</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>S&amp;low</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace</source>
        <translation>Computer players&apos; &amp;pace</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <translation>&amp;Brisk</translation>
    </message>
    <message>
        <source>&amp;Deliberate</source>
        <translation>&amp;Deliberate</translation>
    </message>
    <message>
        <source>&amp;Colour-blind patterns</source>
        <translation>&amp;Colour-blind patterns</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Razzia</source>
        <translation>&amp;About Razzia</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>There is no game to save.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>The game could not be saved to %1: %2</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>%1 is not a valid Razzia game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the round and field, in English).</extracomment>
        <translation>%1 is not a valid Razzia game: %2</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>computer players&apos; pace</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Start screen</translation>
    </message>
    <message>
        <source>&amp;Finished games…</source>
        <translation>&amp;Finished games…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>What the strongest computer player would do in your place</source>
        <translation>What the strongest computer player would do in your place</translation>
    </message>
    <message>
        <source>Start sc&amp;reen</source>
        <translation>Start sc&amp;reen</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <source>Full &amp;rules</source>
        <translation>Full &amp;rules</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Quick game</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Game saved to %1.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message>
        <source>It was moved aside as %1 and will not be offered again.</source>
        <extracomment>Appended to the reason an autosaved game could not be resumed; %1 the new name.</extracomment>
        <translation>It was moved aside as %1 and will not be offered again.</translation>
    </message>
    <message>
        <source>A game is in progress. Do you want to keep it to continue later?</source>
        <translation>A game is in progress. Do you want to keep it to continue later?</translation>
    </message>
    <message>
        <source>Game saved; continue it from the start screen.</source>
        <translation>Game saved; continue it from the start screen.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <extracomment>%1 the player whose turn it is, %2 the hint itself.</extracomment>
        <translation>Hint for %1: %2</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>Ne&amp;w game of</source>
        <extracomment>The Game menu&apos;s submenu listing every game, as in &quot;New game of ▸ Razzia&quot;.</extracomment>
        <translation>Ne&amp;w game of</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Razzia %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Razzia %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Games (%1) (%2)</source>
        <extracomment>The file dialogs&apos; filter; %1 the games&apos; names (&quot;Razzia, Speak Easy&quot;), %2 the patterns.</extracomment>
        <translation>Games (%1) (%2)</translation>
    </message>
    <message>
        <source>&amp;Wait for me</source>
        <translation>&amp;Wait for me</translation>
    </message>
    <message>
        <source>&amp;Never: everything goes on at the animation speed</source>
        <translation>&amp;Never: everything goes on at the animation speed</translation>
    </message>
    <message>
        <source>At &amp;every step, mine or the others&apos;</source>
        <translation>At &amp;every step, mine or the others&apos;</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>This file holds no known game.</source>
        <translation>This file holds no known game.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>The game is not over yet.</translation>
    </message>
    <message>
        <source>At what &amp;concerns me: my plays, my bars and pieces, my duels and fights, the end of a round</source>
        <translation>At what &amp;concerns me: my plays, my bars and pieces, my duels and fights, the end of a round</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</source>
        <translation>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</translation>
    </message>
    <message>
        <source>Host a ta&amp;ble…</source>
        <translation>Host a ta&amp;ble…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Join a table…</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Network table</translation>
    </message>
    <message>
        <source>This game cannot be played over the network.</source>
        <translation>This game cannot be played over the network.</translation>
    </message>
    <message>
        <source>You host this network game. Leave it and close the table?</source>
        <translation>You host this network game. Leave it and close the table?</translation>
    </message>
    <message>
        <source>Leave this network game?</source>
        <translation>Leave this network game?</translation>
    </message>
    <message>
        <source>The other people at the table lose the game.</source>
        <translation>The other people at the table lose the game.</translation>
    </message>
    <message>
        <source>Your seat is given up: the host may let a computer play it, and you cannot come back to it.</source>
        <translation>Your seat is given up: the host may let a computer play it, and you cannot come back to it.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <source>The network table you hosted was not finished. Open it again?</source>
        <translation>The network table you hosted was not finished. Open it again?</translation>
    </message>
    <message>
        <source>The network table you hosted with %1 was not finished. Open it again?</source>
        <translation>The network table you hosted with %1 was not finished. Open it again?</translation>
    </message>
    <message>
        <source>The people at it come back to their seats by themselves while their windows are open. A new table ends this one for good.</source>
        <translation>The people at it come back to their seats by themselves while their windows are open. A new table ends this one for good.</translation>
    </message>
    <message>
        <source>&amp;Open it again</source>
        <translation>&amp;Open it again</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;New table</translation>
    </message>
    <message>
        <source>This table cannot be opened again: %1</source>
        <translation>This table cannot be opened again: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This game was played at a network table. Play it again at a new table, or here?</source>
        <translation>This game was played at a network table. Play it again at a new table, or here?</translation>
    </message>
    <message>
        <source>A new table has the same seats; the others join it again from their computers. Here, everyone plays at this computer, in turn.</source>
        <translation>A new table has the same seats; the others join it again from their computers. Here, everyone plays at this computer, in turn.</translation>
    </message>
    <message>
        <source>&amp;Host a new table</source>
        <translation>&amp;Host a new table</translation>
    </message>
    <message>
        <source>Play &amp;here</source>
        <translation>Play &amp;here</translation>
    </message>
</context>
<context>
    <name>shell::NetPlay</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A chat line at a network table: %1 who wrote it, %2 what they wrote.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>The table is gone: %1</translation>
    </message>
    <message>
        <source>The link to the table was closed.</source>
        <translation>The link to the table was closed.</translation>
    </message>
    <message>
        <source>This table cannot be hosted.</source>
        <translation>This table cannot be hosted.</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>The table could not be opened: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)</source>
        <extracomment>At a network table: %1 a player whose link dropped and who may come back.</extracomment>
        <translation>Waiting for %1 (reconnecting)</translation>
    </message>
    <message>
        <source>A computer plays for %1 until they come back</source>
        <extracomment>At a network table: %1 a player away, whose seat a computer plays meanwhile.</extracomment>
        <translation>A computer plays for %1 until they come back</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Here</translation>
    </message>
    <message>
        <source>Reconnecting</source>
        <translation>Reconnecting</translation>
    </message>
    <message>
        <source>Away; a computer plays (%1)</source>
        <extracomment>A seat whose person is away: %1 the level of the computer playing it.</extracomment>
        <translation>Away; a computer plays (%1)</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Too many messages at once: wait a moment.</translation>
    </message>
    <message>
        <source>A chat line is one line of 1 to 200 characters.</source>
        <translation>A chat line is one line of 1 to 200 characters.</translation>
    </message>
    <message>
        <source>A name is one line of 1 to 24 characters.</source>
        <translation>A name is one line of 1 to 24 characters.</translation>
    </message>
    <message>
        <source>That is not this table&apos;s code.</source>
        <translation>That is not this table&apos;s code.</translation>
    </message>
    <message>
        <source>Someone has just taken this seat.</source>
        <translation>Someone has just taken this seat.</translation>
    </message>
    <message>
        <source>This seat is not open.</source>
        <translation>This seat is not open.</translation>
    </message>
    <message>
        <source>The game has started without you.</source>
        <translation>The game has started without you.</translation>
    </message>
    <message>
        <source>The table runs another version of the game.</source>
        <translation>The table runs another version of the game.</translation>
    </message>
    <message>
        <source>The table plays another game.</source>
        <translation>The table plays another game.</translation>
    </message>
    <message>
        <source>the host cannot be reached any more.</source>
        <translation>the host cannot be reached any more.</translation>
    </message>
    <message>
        <source>No table answered at this address.</source>
        <translation>No table answered at this address.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The table refused it (%1).</source>
        <extracomment>A refusal the window has no words for: %1 its code (docs/network.md).</extracomment>
        <translation>The table refused it (%1).</translation>
    </message>
    <message>
        <source>The host&apos;s computer</source>
        <translation>The host&apos;s computer</translation>
    </message>
    <message>
        <source>The host&apos;s computer (%1)</source>
        <extracomment>%1 the level of the host&apos;s computer playing this seat.</extracomment>
        <translation>The host&apos;s computer (%1)</translation>
    </message>
    <message>
        <source>It is not a network table&apos;s save.</source>
        <translation>It is not a network table&apos;s save.</translation>
    </message>
    <message>
        <source>The host cannot be reached: trying again…</source>
        <translation>The host cannot be reached: trying again…</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 closed the table.</translation>
    </message>
    <message>
        <source>Someone at this table already has this name: choose another.</source>
        <translation>Someone at this table already has this name: choose another.</translation>
    </message>
</context>
<context>
    <name>shell::NetTablePanel</name>
    <message>
        <source>%1 has not come back. The game waits for them, or a computer plays for them until they return.</source>
        <extracomment>On the host&apos;s window: %1 a player whose link dropped a while ago.</extracomment>
        <translation>%1 has not come back. The game waits for them, or a computer plays for them until they return.</translation>
    </message>
    <message>
        <source>Let a computer play for %1</source>
        <extracomment>%1 the absent player&apos;s name.</extracomment>
        <translation>Let a computer play for %1</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Let a computer play</translation>
    </message>
</context>
<context>
    <name>shell::RulesWindow</name>
    <message>
        <source>Rules text</source>
        <translation>Rules text</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Full rules</source>
        <translation>Full rules</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>The rules window&apos;s title; %1 the game.</extracomment>
        <translation>%1 — Rules</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
</context>
<context>
    <name>shell::SaveKey</name>
    <message>
        <source>The key of the saved games, %1, cannot be read: %2</source>
        <translation>The key of the saved games, %1, cannot be read: %2</translation>
    </message>
    <message>
        <source>The key of the saved games, %1, is damaged; the games saved with it cannot be continued.</source>
        <translation>The key of the saved games, %1, is damaged; the games saved with it cannot be continued.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made for the key of the saved games.</source>
        <translation>The folder %1 cannot be made for the key of the saved games.</translation>
    </message>
    <message>
        <source>The key of the saved games cannot be written to %1: %2</source>
        <translation>The key of the saved games cannot be written to %1: %2</translation>
    </message>
    <message>
        <source>There is no key of the saved games here (%1): this game was saved by another user or on another computer.</source>
        <translation>There is no key of the saved games here (%1): this game was saved by another user or on another computer.</translation>
    </message>
</context>
<context>
    <name>shell::SaveStore</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a saved game (limit %2 MB).</source>
        <extracomment>%1 the file, %2 the limit in megabytes.</extracomment>
        <translation>%1 is too large for a saved game (limit %2 MB).</translation>
    </message>
    <message>
        <source>The game&apos;s record cannot be read back to be saved.</source>
        <translation>The game&apos;s record cannot be read back to be saved.</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <extracomment>%1 why, in English: &quot;sealed: altered, or sealed under another key …&quot;.</extracomment>
        <translation>This saved game cannot be opened: %1</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: it does not hold the game it names.</source>
        <translation>This saved game cannot be opened: it does not hold the game it names.</translation>
    </message>
</context>
<context>
    <name>shell::StartScreen</name>
    <message>
        <source>Razzia</source>
        <translation>Razzia</translation>
    </message>
    <message>
        <source>&amp;Quick game</source>
        <translation>&amp;Quick game</translation>
    </message>
    <message>
        <source>The game in one minute</source>
        <translation>The game in one minute</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Continue a game</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <source>No unfinished game. Games in progress are kept here, each in its own file, until they end.</source>
        <translation>No unfinished game. Games in progress are kept here, each in its own file, until they end.</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>How to &amp;play</translation>
    </message>
    <message>
        <source>Games of the prohibition era at one computer: against computer players, friends in turn, or both.</source>
        <extracomment>The start screen&apos;s line under the application&apos;s name, for every game it offers.</extracomment>
        <translation>Games of the prohibition era at one computer: against computer players, friends in turn, or both.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>shell::Statistics</name>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged and was left as it is: %2</source>
        <extracomment>%1 is the statistics file, %2 what is wrong with it.</extracomment>
        <translation>The statistics file %1 is damaged and was left as it is: %2</translation>
    </message>
    <message>
        <source>it cannot be read (%1).</source>
        <translation>it cannot be read (%1).</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2).</source>
        <translation>it is not valid JSON (%1 at byte %2).</translation>
    </message>
    <message>
        <source>expected a JSON object at the top.</source>
        <translation>expected a JSON object at the top.</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;, found %2.</source>
        <translation>format: expected &quot;%1&quot;, found %2.</translation>
    </message>
    <message>
        <source>players: expected a list, found %1.</source>
        <translation>players: expected a list, found %1.</translation>
    </message>
    <message>
        <source>%1: expected an object, found %2.</source>
        <translation>%1: expected an object, found %2.</translation>
    </message>
    <message>
        <source>%1.name: expected a player&apos;s name, found %2.</source>
        <translation>%1.name: expected a player&apos;s name, found %2.</translation>
    </message>
    <message>
        <source>%1.name: &quot;%2&quot; is listed twice.</source>
        <translation>%1.name: &quot;%2&quot; is listed twice.</translation>
    </message>
    <message>
        <source>%1.games: expected a whole number, 0 or more, found %2.</source>
        <translation>%1.games: expected a whole number, 0 or more, found %2.</translation>
    </message>
    <message>
        <source>%1.wins: expected a whole number from 0 to the games played (%2), found %3.</source>
        <translation>%1.wins: expected a whole number from 0 to the games played (%2), found %3.</translation>
    </message>
    <message>
        <source>%1.money: expected a whole number of dollars, 0 or more, found %2.</source>
        <translation>%1.money: expected a whole number of dollars, 0 or more, found %2.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <extracomment>%1 is the statistics file, %2 the system&apos;s reason.</extracomment>
        <translation>The statistics could not be saved to %1: %2</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer player in the statistics; %1 is its level.</extracomment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>%1.level: expected one of %2, found %3.</source>
        <translation>%1.level: expected one of %2, found %3.</translation>
    </message>
    <message>
        <source>%1: a computer player has a level, not a name.</source>
        <translation>%1: a computer player has a level, not a name.</translation>
    </message>
    <message>
        <source>%1.level: &quot;%2&quot; is listed twice.</source>
        <translation>%1.level: &quot;%2&quot; is listed twice.</translation>
    </message>
    <message>
        <source>it is too large (limit %1 MB).</source>
        <translation>it is too large (limit %1 MB).</translation>
    </message>
    <message>
        <source>%1.game: expected a game&apos;s name, found %2.</source>
        <translation>%1.game: expected a game&apos;s name, found %2.</translation>
    </message>
    <message>
        <source>A game result without a name or without a place cannot be recorded.</source>
        <translation>A game result without a name or without a place cannot be recorded.</translation>
    </message>
    <message>
        <source>%1.score: expected a whole number, found %2.</source>
        <translation>%1.score: expected a whole number, found %2.</translation>
    </message>
</context>
<context>
    <name>shell::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>No finished game has been recorded yet.</source>
        <translation>No finished game has been recorded yet.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Every finished game: people by name (matched without regard to case), computer players by level. Shared first places count as wins.</source>
        <translation>Every finished game: people by name (matched without regard to case), computer players by level. Shared first places count as wins.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
</context>
<context>
    <name>shell::StatisticsModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A win rate; %1 is a whole number of percent. French: &quot;%1 %&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
</context>
<context>
    <name>shell::UnfinishedGamesModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A computer seat in the list of games to continue: %1 its name, %2 its level.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 — %3, %4</source>
        <extracomment>A game to continue: %1 the game, %2 the players, %3 how far it went (&quot;after 3 rounds&quot;), %4 when it was last saved.</extracomment>
        <translation>%1: %2 — %3, %4</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::BoardWidget</name>
    <message>
        <source>Speak Easy board</source>
        <translation>Speak Easy board</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: empty</translation>
    </message>
    <message>
        <source>%1: a piece of %2, not revealed</source>
        <extracomment>%1 a point such as c7, %2 the side (South/North)</extracomment>
        <translation>%1: a piece of %2, not revealed</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>%1 a point, %2 a piece&apos;s name with its article, %3 the side</extracomment>
        <translation>%1: %2 of %3</translation>
    </message>
    <message>
        <source> (turned on the Rues: a Kid)</source>
        <translation> (turned on the Rues: a Kid)</translation>
    </message>
    <message>
        <source> (has moved)</source>
        <translation> (has moved)</translation>
    </message>
    <message>
        <source> (the other side has seen it)</source>
        <translation> (the other side has seen it)</translation>
    </message>
    <message>
        <source> (your tag: %1)</source>
        <extracomment>%1 the piece&apos;s name a player guessed and tagged it with (issue 25).</extracomment>
        <translation> (your tag: %1)</translation>
    </message>
    <message>
        <source>I think this is…</source>
        <extracomment>The title of the menu that tags a hidden piece of the other side with a guess.</extracomment>
        <translation>I think this is…</translation>
    </message>
    <message>
        <source>No tag</source>
        <translation>No tag</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::ClientSource</name>
    <message>
        <source>The link to the table dropped: the game waits for it to come back</source>
        <translation>The link to the table dropped: the game waits for it to come back</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>Back at the table</translation>
    </message>
    <message numerus="yes">
        <source>While you were away, the computer made %n decision(s) for you</source>
        <translation>
            <numerusform>While you were away, the computer made %n decision for you</numerusform>
            <numerusform>While you were away, the computer made %n decisions for you</numerusform>
        </translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>the other player</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)</source>
        <extracomment>%1 the other player&apos;s name, who dropped from the network table.</extracomment>
        <translation>Waiting for %1 (reconnecting)</translation>
    </message>
    <message>
        <source>Waiting for the computer playing for %1</source>
        <extracomment>%1 the other player&apos;s name; the host&apos;s computer plays for them while they are away.</extracomment>
        <translation>Waiting for the computer playing for %1</translation>
    </message>
    <message>
        <source>Waiting for the link to the table</source>
        <translation>Waiting for the link to the table</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 the other player&apos;s name at the network table.</extracomment>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <source>The host refused that move: it is not a legal move</source>
        <translation>The host refused that move: it is not a legal move</translation>
    </message>
    <message>
        <source>The host refused that set-up: it does not follow the rules</source>
        <translation>The host refused that set-up: it does not follow the rules</translation>
    </message>
    <message>
        <source>The host refused the offer: a draw was already declined this turn</source>
        <translation>The host refused the offer: a draw was already declined this turn</translation>
    </message>
    <message>
        <source>The host refused that: it is not yours to decide now</source>
        <translation>The host refused that: it is not yours to decide now</translation>
    </message>
    <message>
        <source>The host refused that: the game is over</source>
        <translation>The host refused that: the game is over</translation>
    </message>
    <message>
        <source>The host refused that: too many decisions at once; try again</source>
        <translation>The host refused that: too many decisions at once; try again</translation>
    </message>
    <message>
        <source>The table cannot be reached now: try again once the link is back</source>
        <translation>The table cannot be reached now: try again once the link is back</translation>
    </message>
    <message>
        <source>This window holds no seat at the table any more</source>
        <translation>This window holds no seat at the table any more</translation>
    </message>
    <message>
        <source>The host refused that (%1)</source>
        <extracomment>%1 the host&apos;s refusal code, a word in English (docs/network.md).</extracomment>
        <translation>The host refused that (%1)</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::FightView</name>
    <message>
        <source>Fight: %1 against %2. %3</source>
        <extracomment>%1 attacking piece, %2 defending piece, %3 the result with its rule</extracomment>
        <translation>Fight: %1 against %2. %3</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>vs</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::FormationStore</name>
    <message>
        <source>The formation “%1” is damaged and was not used</source>
        <translation>The formation “%1” is damaged and was not used</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::MoveLogModel</name>
    <message>
        <source>%1 attacks %2. %3</source>
        <extracomment>%1 attacking piece, %2 defending piece (each with its article), %3 the result, a sentence of its own (&quot;The higher value wins: the defender stays&quot;).</extracomment>
        <translation>%1 attacks %2. %3</translation>
    </message>
    <message>
        <source>%1. %2: %3 to %4.</source>
        <extracomment>%1 ply number, %2 the side (South/North), %3 and %4 points such as a3</extracomment>
        <translation>%1. %2: %3 to %4.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::Names</name>
    <message>
        <source>the Speakeasy</source>
        <translation>the Speakeasy</translation>
    </message>
    <message>
        <source>the Boss</source>
        <translation>the Boss</translation>
    </message>
    <message>
        <source>the Heir</source>
        <translation>the Heir</translation>
    </message>
    <message>
        <source>the Car</source>
        <translation>the Car</translation>
    </message>
    <message>
        <source>the Accountant</source>
        <translation>the Accountant</translation>
    </message>
    <message>
        <source>the Crooked Cop</source>
        <translation>the Crooked Cop</translation>
    </message>
    <message>
        <source>the Machine Gunner</source>
        <translation>the Machine Gunner</translation>
    </message>
    <message>
        <source>the Gunman</source>
        <translation>the Gunman</translation>
    </message>
    <message>
        <source>the Henchman</source>
        <translation>the Henchman</translation>
    </message>
    <message>
        <source>the Kid</source>
        <translation>the Kid</translation>
    </message>
    <message>
        <source>the Babe</source>
        <translation>the Babe</translation>
    </message>
    <message>
        <source>the FBI</source>
        <translation>the FBI</translation>
    </message>
    <message>
        <source>a hidden piece</source>
        <translation>a hidden piece</translation>
    </message>
    <message>
        <source>Speakeasy</source>
        <comment>token</comment>
        <translation>Speakeasy</translation>
    </message>
    <message>
        <source>Boss</source>
        <comment>token</comment>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Heir</source>
        <comment>token</comment>
        <translation>Heir</translation>
    </message>
    <message>
        <source>Car</source>
        <comment>token</comment>
        <translation>Car</translation>
    </message>
    <message>
        <source>Accountant</source>
        <comment>token</comment>
        <translation>Accountant</translation>
    </message>
    <message>
        <source>Crooked Cop</source>
        <comment>token</comment>
        <translation>Crooked Cop</translation>
    </message>
    <message>
        <source>Machine Gunner</source>
        <comment>token</comment>
        <translation>Machine Gunner</translation>
    </message>
    <message>
        <source>Gunman</source>
        <comment>token</comment>
        <translation>Gunman</translation>
    </message>
    <message>
        <source>Henchman</source>
        <comment>token</comment>
        <translation>Henchman</translation>
    </message>
    <message>
        <source>Kid</source>
        <comment>token</comment>
        <translation>Kid</translation>
    </message>
    <message>
        <source>Babe</source>
        <comment>token</comment>
        <translation>Babe</translation>
    </message>
    <message>
        <source>FBI</source>
        <comment>token</comment>
        <translation>FBI</translation>
    </message>
    <message>
        <source>SE</source>
        <comment>mark of the Speakeasy piece</comment>
        <translation>SE</translation>
    </message>
    <message>
        <source>K</source>
        <comment>mark of the Kid piece</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>B</source>
        <comment>mark of the Babe piece</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>FBI</source>
        <comment>mark of the FBI piece</comment>
        <translation>FBI</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>Speakeasy on the left Bar</source>
        <translation>Speakeasy on the left Bar</translation>
    </message>
    <message>
        <source>Speakeasy on the right Bar</source>
        <translation>Speakeasy on the right Bar</translation>
    </message>
    <message>
        <source>Decoy Bar</source>
        <translation>Decoy Bar</translation>
    </message>
    <message>
        <source>Centre guard</source>
        <translation>Centre guard</translation>
    </message>
    <message>
        <source>Formation %1</source>
        <translation>Formation %1</translation>
    </message>
    <message>
        <source>BAR</source>
        <comment>the sign over a Bar point of the board</comment>
        <translation>BAR</translation>
    </message>
    <message>
        <source>%1: the Speakeasy goes on one of your two Bars</source>
        <translation>%1: the Speakeasy goes on one of your two Bars</translation>
    </message>
    <message>
        <source>%1: a Babe goes on one of your two back ranks</source>
        <translation>%1: a Babe goes on one of your two back ranks</translation>
    </message>
    <message numerus="yes">
        <source>Place every piece: %n still in the tray</source>
        <translation>
            <numerusform>Place every piece: %n is still in the tray</numerusform>
            <numerusform>Place every piece: %n are still in the tray</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every point of your side holds one piece</source>
        <translation>%1: every point of your side holds one piece</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>%1 a rule number of the rules window, such as SE5.1</extracomment>
        <translation>Rule %1</translation>
    </message>
    <message>
        <source>%1: not on your side of the board; your pieces stand on your own points</source>
        <translation>%1: not on your side of the board; your pieces stand on your own points</translation>
    </message>
    <message>
        <source>%1 to %2 is not a legal move (SE4): the lit points are where this piece may go.</source>
        <extracomment>A piece dropped where it may not go: %1 and %2 points such as c5.</extracomment>
        <translation>%1 to %2 is not a legal move (SE4): the lit points are where this piece may go.</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks %4. %5</source>
        <extracomment>%1 and %2 points (c4, c7), %3 the player&apos;s piece as on its token (&quot;Car&quot;), %4 the other side&apos;s revealed piece with its article, %5 the result, a sentence.</extracomment>
        <translation>Hint: %1 to %2 — your %3 attacks %4. %5</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks a Bar, where the Speakeasy may stand</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Hint: %1 to %2 — your %3 attacks a Bar, where the Speakeasy may stand</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks a hidden piece</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Hint: %1 to %2 — your %3 attacks a hidden piece</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 goes into a Bâtiment, where it cannot be attacked</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Hint: %1 to %2 — your %3 goes into a Bâtiment, where it cannot be attacked</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 moves towards the other side</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Hint: %1 to %2 — your %3 moves towards the other side</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 with your %3</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Hint: %1 to %2 with your %3</translation>
    </message>
    <message>
        <source>%1: the Bâtiments (houses and hotels) stay empty at set-up</source>
        <translation>%1: the Bâtiments (houses and hotels) stay empty at set-up</translation>
    </message>
    <message>
        <source>Speakeasy taken: the attacker wins the game.</source>
        <translation>Speakeasy taken: the attacker wins the game.</translation>
    </message>
    <message>
        <source>FBI: both pieces leave.</source>
        <translation>FBI: both pieces leave.</translation>
    </message>
    <message>
        <source>The Kid sends the Babe away and takes her point.</source>
        <translation>The Kid sends the Babe away and takes her point.</translation>
    </message>
    <message>
        <source>Babe: both pieces leave.</source>
        <translation>Babe: both pieces leave.</translation>
    </message>
    <message>
        <source>Two Kids: both leave.</source>
        <translation>Two Kids: both leave.</translation>
    </message>
    <message>
        <source>The Kid runs from any piece but a Babe: the defender stays.</source>
        <translation>The Kid runs from any piece but a Babe: the defender stays.</translation>
    </message>
    <message>
        <source>The Kid runs: the attacker takes the point.</source>
        <translation>The Kid runs: the attacker takes the point.</translation>
    </message>
    <message>
        <source>Equal values: both pieces leave.</source>
        <translation>Equal values: both pieces leave.</translation>
    </message>
    <message>
        <source>The higher value wins: the attacker takes the point.</source>
        <translation>The higher value wins: the attacker takes the point.</translation>
    </message>
    <message>
        <source>The higher value wins: the defender stays.</source>
        <translation>The higher value wins: the defender stays.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing Speakeasy was taken.</source>
        <translation>%1 wins: the opposing Speakeasy was taken.</translation>
    </message>
    <message>
        <source>%1 wins: the other side has no legal move.</source>
        <translation>%1 wins: the other side has no legal move.</translation>
    </message>
    <message>
        <source>Draw: neither side can move.</source>
        <translation>Draw: neither side can move.</translation>
    </message>
    <message>
        <source>Draw: %1 plies without a fight.</source>
        <translation>Draw: %1 plies without a fight.</translation>
    </message>
    <message>
        <source>%1 wins: the other side resigned.</source>
        <translation>%1 wins: the other side resigned.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Draw by agreement.</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>%1 declines the draw.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>%1 offers a draw.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a player&apos;s name, %2 their side (South/North)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::RemovedModel</name>
    <message>
        <source>%1 × %2</source>
        <extracomment>%1 how many pieces, %2 a piece&apos;s name (&quot;2 × Gunman&quot;)</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>the number of pieces of one kind a side lost, under its token (&quot;×2&quot;)</extracomment>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::ReplayView</name>
    <message>
        <source>This game cannot be replayed: %1</source>
        <extracomment>%1 the reason, one line naming the field</extracomment>
        <translation>This game cannot be replayed: %1</translation>
    </message>
    <message>
        <source>The set-up, every piece face up. %1 moves first.</source>
        <extracomment>%1 a player with their side, e.g. &quot;Karine (South)&quot;</extracomment>
        <translation>The set-up, every piece face up. %1 moves first.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 plays %4 from %5 to %6.</source>
        <extracomment>%1 move number, %2 total, %3 a player with their side, %4 a piece with its article, %5 and %6 points such as c2</extracomment>
        <translation>Move %1 of %2: %3 plays %4 from %5 to %6.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 and %2 players with their sides, e.g. &quot;Karine (South)&quot;</extracomment>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <source>Moves and fights</source>
        <translation>Moves and fights</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>« Start</translation>
    </message>
    <message>
        <source>The set-up (Home)</source>
        <translation>The set-up (Home)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>One move back (Left arrow)</translation>
    </message>
    <message>
        <source>Forward ›</source>
        <translation>Forward ›</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>One move forward (Right arrow)</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>End »</translation>
    </message>
    <message>
        <source>The end of the game (End); Escape closes the replay</source>
        <translation>The end of the game (End); Escape closes the replay</translation>
    </message>
    <message>
        <source>the game is not over, and a replay shows every piece</source>
        <translation>the game is not over, and a replay shows every piece</translation>
    </message>
    <message>
        <source>Speak Easy — Replay</source>
        <translation>Speak Easy — Replay</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::ResultDialog</name>
    <message>
        <source>Speak Easy: the game is over</source>
        <translation>Speak Easy: the game is over</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Watch this game again, every piece face up</source>
        <translation>Watch this game again, every piece face up</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;match</translation>
    </message>
    <message>
        <source>A new game with the same players</source>
        <translation>A new game with the same players</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>You lose</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>%1 the winner: &quot;Karine (South)&quot;, or a side alone (South/North)</extracomment>
        <translation>%1 wins</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <extracomment>the plies both sides played</extracomment>
        <translation>
            <numerusform>%n move played.</numerusform>
            <numerusform>%n moves played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pieces lost: %1 %2, %3 %4.</source>
        <extracomment>%1 and %3 sides (South/North), %2 and %4 numbers of pieces</extracomment>
        <translation>Pieces lost: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::SpeakEasyDialog</name>
    <message>
        <source>New Speak Easy game</source>
        <translation>New Speak Easy game</translation>
    </message>
    <message>
        <source>Two players, South and North. When both are people, the screen is hidden whenever the other player must look away.</source>
        <translation>Two players, South and North. When both are people, the screen is hidden whenever the other player must look away.</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;South:</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;North:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer seat and its level, e.g. &quot;Computer (Hard)&quot;.</extracomment>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <translation>C&amp;lock:</translation>
    </message>
    <message>
        <source>Each person&apos;s time for the whole game. It runs only while that person must answer; at 0:00 they lose, as by resigning.</source>
        <translation>Each person&apos;s time for the whole game. It runs only while that person must answer; at 0:00 they lose, as by resigning.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) each</source>
        <translation>
            <numerusform>%n minute each</numerusform>
            <numerusform>%n minutes each</numerusform>
        </translation>
    </message>
    <message>
        <source>South player&apos;s name</source>
        <translation>South player&apos;s name</translation>
    </message>
    <message>
        <source>North player&apos;s name</source>
        <translation>North player&apos;s name</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::SpeakEasyModule</name>
    <message>
        <source>The game can be saved once both players have set up.</source>
        <translation>The game can be saved once both players have set up.</translation>
    </message>
    <message>
        <source>%1 is not a valid Speak Easy game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the ply and field, in English).</extracomment>
        <translation>%1 is not a valid Speak Easy game: %2</translation>
    </message>
    <message>
        <source>Speak Easy</source>
        <translation>Speak Easy</translation>
    </message>
    <message>
        <source>Speak &amp;Easy (2 players)…</source>
        <extracomment>Speak Easy&apos;s new-game button on the start screen and in Game ▸ New game of.</extracomment>
        <translation>Speak &amp;Easy (2 players)…</translation>
    </message>
    <message numerus="yes">
        <source>after %n move(s)</source>
        <extracomment>A Speak Easy game to continue; %n moves played.</extracomment>
        <translation>
            <numerusform>after %n move</numerusform>
            <numerusform>after %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>A seat&apos;s level is unknown: %1, %2</source>
        <translation>A seat&apos;s level is unknown: %1, %2</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</source>
        <translation>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>A finished Speak Easy game&apos;s length in the list of finished games.</extracomment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s computer level &quot;%1&quot; is unknown here.</source>
        <extracomment>%1 a computer level named in the file, unknown to this version.</extracomment>
        <translation>This game&apos;s computer level &quot;%1&quot; is unknown here.</translation>
    </message>
    <message>
        <source>The new game could not be set up.</source>
        <translation>The new game could not be set up.</translation>
    </message>
    <message>
        <source>This window holds no seat at the Speak Easy table.</source>
        <translation>This window holds no seat at the Speak Easy table.</translation>
    </message>
    <message>
        <source>This game is played at a network table: the host keeps its record.</source>
        <translation>This game is played at a network table: the host keeps its record.</translation>
    </message>
    <message>
        <source>The host keeps this game. Leaving gives your seat up: the host may let the computer play it.</source>
        <translation>The host keeps this game. Leaving gives your seat up: the host may let the computer play it.</translation>
    </message>
    <message>
        <source>The game of hidden pieces for two: against the computer, or two people at one computer. After Speak Easy by Henri Redici (Capsicum Games 2014).</source>
        <translation>The game of hidden pieces for two: against the computer, or two people at one computer. After Speak Easy by Henri Redici (Capsicum Games 2014).</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands, with the formations saved during it. Discard forgets it, and them.</source>
        <translation>Save keeps it in the list of games to continue, exactly as it stands, with the formations saved during it. Discard forgets it, and them.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::SpeakEasyTable</name>
    <message>
        <source>Speak Easy</source>
        <translation>Speak Easy</translation>
    </message>
    <message>
        <source>Show my pieces</source>
        <translation>Show my pieces</translation>
    </message>
    <message>
        <source>Random layout</source>
        <translation>Random layout</translation>
    </message>
    <message>
        <source>Use formation</source>
        <translation>Use formation</translation>
    </message>
    <message>
        <source>Save formation…</source>
        <translation>Save formation…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggest a move (H)</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Offer draw</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Accept draw</source>
        <translation>Accept draw</translation>
    </message>
    <message>
        <source>Decline draw</source>
        <translation>Decline draw</translation>
    </message>
    <message>
        <source>Moves and fights</source>
        <translation>Moves and fights</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Pieces to place</translation>
    </message>
    <message>
        <source>Removed from %1</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>Removed from %1</translation>
    </message>
    <message>
        <source>Only a complete, valid set-up can be saved: %1</source>
        <translation>Only a complete, valid set-up can be saved: %1</translation>
    </message>
    <message>
        <source>Formation “%1” saved</source>
        <translation>Formation “%1” saved</translation>
    </message>
    <message>
        <source>Save formation</source>
        <translation>Save formation</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Ready: press Start</source>
        <translation>Ready: press Start</translation>
    </message>
    <message>
        <source>Waiting for the other set-up</source>
        <translation>Waiting for the other set-up</translation>
    </message>
    <message>
        <source>%1 offers a draw; %2 answers</source>
        <translation>%1 offers a draw; %2 answers</translation>
    </message>
    <message>
        <source>%1 to move: your turn</source>
        <translation>%1 to move: your turn</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 to move</translation>
    </message>
    <message>
        <source>Last move: %1 to %2</source>
        <translation>Last move: %1 to %2</translation>
    </message>
    <message>
        <source>First move: %1</source>
        <translation>First move: %1</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>%1 the player who takes the screen: &quot;Karine (South)&quot;, or their side alone</extracomment>
        <translation>Pass the screen to %1</translation>
    </message>
    <message>
        <source>Resign this game? The other side wins.</source>
        <translation>Resign this game? The other side wins.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>%1: set up your pieces</source>
        <translation>%1: set up your pieces</translation>
    </message>
    <message>
        <source>Plies without a fight: %1 of %2</source>
        <translation>Plies without a fight: %1 of %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The optional clock: %1 a side (South/North), %2 its time left (&quot;9:58&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The clock runs only while that player must answer. When it reaches 0:00, that player loses, as by resigning.</source>
        <translation>The clock runs only while that player must answer. When it reaches 0:00, that player loses, as by resigning.</translation>
    </message>
    <message>
        <source>Time ran out for %1. %2</source>
        <extracomment>The end of a game on the optional clock: %1 the player whose time ran out.</extracomment>
        <translation>Time ran out for %1. %2</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>Waiting for the game to start</translation>
    </message>
    <message>
        <source>%1 (%2 to move)</source>
        <extracomment>%1 &quot;Waiting for Karine&quot;, %2 her side (South/North) at a network table.</extracomment>
        <translation>%1 (%2 to move)</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>Pieces to place: drag them onto your points, or double-click one (or press Enter) to place it at the board&apos;s cursor, or on a free point where it may go; the next piece is then picked. Drag a placed piece onto another to swap them.</source>
        <translation>Pieces to place: drag them onto your points, or double-click one (or press Enter) to place it at the board&apos;s cursor, or on a free point where it may go; the next piece is then picked. Drag a placed piece onto another to swap them.</translation>
    </message>
    <message>
        <source>Formation “%1” kept for your side: it joins the saved formations when this game is over</source>
        <translation>Formation “%1” kept for your side: it joins the saved formations when this game is over</translation>
    </message>
    <message>
        <source>Offer the other side a draw? If they accept, the game ends as a draw.</source>
        <translation>Offer the other side a draw? If they accept, the game ends as a draw.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::TableController</name>
    <message>
        <source>%1 to %2 is not a legal move</source>
        <translation>%1 to %2 is not a legal move</translation>
    </message>
    <message>
        <source>A draw was already declined this turn</source>
        <translation>A draw was already declined this turn</translation>
    </message>
</context>
</TS>
