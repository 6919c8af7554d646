<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Format</name>
    <message>
        <source>Colibri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cotton Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Havanna Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lincoln</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jazz House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Police</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gambler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>A card: its kind, its number and the bar of its colour, e.g. &quot;Police 5 (Jazz House)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>A sum of money; %1 is the amount with its digits grouped. French: &quot;%1 $&quot; (no-break space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::BarBoard</name>
    <message>
        <source>%1: %2 on the bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::DuelDialog</name>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <extracomment>A duelist&apos;s total: %1 the die, %2 the card&apos;s number, %3 their sum.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3</source>
        <extracomment>Screen reader text for a duelist&apos;s roll.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen reader name of a duelist&apos;s panel: %1 Champion or Challenger, %2 the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel for %1</source>
        <extracomment>Headline of the duel dialog; %1 is the money at stake.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel at the %1</source>
        <extracomment>Title of the duel dialog; %1 is a bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs</source>
        <extracomment>Between the two duelists.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal totals: the lower-ranked player wins (R5.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On equal totals %1 wins, being lower-ranked.</source>
        <extracomment>%1 is the duelist who ranks lower (R5.1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::HandWidget</name>
    <message>
        <source>Hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::LogModel</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 — %2 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places %2 on the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nobody came.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the raid fails, no gambler to arrest; the bills stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no bill to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 takes everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 must propose a division of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 proposes: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the duel against %2 on a tie (the lower-ranked wins ties).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the duel against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 at the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::MainWindow</name>
    <message>
        <source>About Razzia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Razzia %1&lt;/h3&gt;&lt;p&gt;A bluffing card game by Stefan Dorra (Ravensburger, 1992), for 3 to 8 players at one computer, against computer opponents or both.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Razzia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deliberate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-blind patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Razzia</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::NewGameDialog</name>
    <message>
        <source>Random</source>
        <extracomment>An AI level: plays any legal move.
----------
First dealer (R2.3): drawn at random.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A default seat name when all the usual ones are taken; %1 is a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A seat in the first dealer list when its name is empty; %1 is its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two seats are called “%1”: every name must be different.</source>
        <extracomment>%1 is a player&apos;s name used twice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number below 18446744073709551616.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>Label of a seat&apos;s row; seats are numbered clockwise from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI level of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalDialog</name>
    <message>
        <source>%1%</source>
        <extracomment>A chance in percent; %1 is a whole number. French: &quot;%1 %&quot; (no-break space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide the %1, %2</source>
        <extracomment>Headline when a player divides a bar&apos;s bills; %1 is the bar, %2 the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each bill to one claimant: click a cell, or use the arrow keys and Space. A claimant who refuses duels for the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer, %1</source>
        <extracomment>Headline when a player must accept or refuse a proposal; %1 is the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 divides the %2 and offers you %3.</source>
        <extracomment>%1 proposes a division of bar %2 and offers the player %3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you refuse now, your chance to take the pool is %1.</source>
        <extracomment>%1 is a chance in percent, e.g. &quot;42%&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All to &amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep every bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Even split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares as equal as whole bills allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bills and who gets them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your answer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <extracomment>Column header: chance to win a duel against the proposer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A claimant&apos;s chance to take the pool by refusing alone; for the proposer, the chance to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that %1 keeps the pool if one claimant refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that %1 takes the pool by refusing alone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalModel</name>
    <message>
        <source>%1 goes to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 the claimant who gets it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 a claimant.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill</source>
        <extracomment>Column header of the proposal table: the bills of the bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bills for %1</source>
        <extracomment>Tooltip of a claimant&apos;s column in the proposal table; %1 is the claimant.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::RankingDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players of a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again with the same seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>Headline at the end of a game; %1 is the winner.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <extracomment>Headline at the end of a game when several players have the most money (R3.8); %1 lists them, e.g. &quot;Al, Bugsy&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatModel</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>An AI seat and its level, e.g. &quot;Computer (Hard)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatWidget</name>
    <message>
        <source>to choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::TableController</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to %1</source>
        <extracomment>The hot-seat curtain: the computer goes to the next player before a secret choice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, you deal: place your last bill (%2) on a bar. Drag it, or click the bar (Tab and Enter with the keyboard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose your card: drag it onto the bar of its colour, or select it (click, or the arrow keys) and confirm (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 divides the bills of the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers the proposal for the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raid failed: no gambler here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes it all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n claimant(s) must share</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 proposes a division of the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refuses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>razzia::ui::TableWidget</name>
    <message>
        <source>&amp;Play this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Supply
%n bill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile
%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards
%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer&apos;s bill: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s bill, face down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
