<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>A card: its kind, its number and the bar of its colour, e.g. &quot;Police 5 (Jazz House)&quot;.</extracomment>
        <translation>%1 n°&#xa0;%2 (%3)</translation>
    </message>
    <message>
        <source>$%1</source>
        <extracomment>A sum of money; %1 is the amount with its digits grouped. French: &quot;%1 $&quot; (no-break space).</extracomment>
        <translation>%1&#xa0;$</translation>
    </message>
    <message>
        <source>no bill</source>
        <translation>aucun billet</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards and bills are being dealt.</source>
        <translation>Un instant&#xa0;: les cartes et les billets sont en cours de distribution.</translation>
    </message>
    <message>
        <source>The game does not ask for that now.</source>
        <translation>Ce n’est pas ce que la partie demande maintenant.</translation>
    </message>
    <message>
        <source>%1: police on a bar with gamblers claim its bills in their place; police alone fail, and the bills stay.</source>
        <translation>%1&#xa0;: des policiers sur un bar où viennent des joueurs revendiquent ses billets à leur place&#xa0;; des policiers seuls échouent, et les billets restent.</translation>
    </message>
    <message>
        <source>%1: gamblers claim the bills of their bar, unless police come too. Among claimants the higher number ranks first.</source>
        <translation>%1&#xa0;: les joueurs revendiquent les billets de leur bar, sauf si des policiers viennent aussi. Entre prétendants, le plus grand nombre passe en premier.</translation>
    </message>
    <message>
        <source>The dealer places the round&apos;s last bill on a bar of their choice, and ranks first among equal cards.</source>
        <translation>Le donneur pose le dernier billet de la manche sur le bar de son choix, et passe en premier à cartes égales.</translation>
    </message>
    <message>
        <source>You have already chosen your card this round.</source>
        <translation>Vous avez déjà choisi votre carte pour cette manche.</translation>
    </message>
    <message>
        <source>That bar is not in play with this many players.</source>
        <translation>Ce bar n’est pas en jeu avec ce nombre de joueurs.</translation>
    </message>
    <message>
        <source>Only the bar&apos;s claimants may have a share.</source>
        <translation>Seuls les prétendants du bar peuvent avoir une part.</translation>
    </message>
    <message>
        <source>The shares must add up to the bar&apos;s bills exactly.</source>
        <translation>Les parts doivent faire exactement les billets du bar.</translation>
    </message>
</context>
<context>
    <name>Sentence</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The end of a list of people: %1 the others, separated by commas, %2 the last one.</extracomment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ActionPanel</name>
    <message>
        <source>Move the %1 (%2)</source>
        <extracomment>Which character moves next: %1 its role, %2 its die.</extracomment>
        <translation>Jouer&#xa0;: %1 (%2)</translation>
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
        <translation>Clinique</translation>
    </message>
    <message>
        <source>Cemetery</source>
        <translation>Cimetière</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::CityView</name>
    <message>
        <source>The city</source>
        <translation>La ville</translation>
    </message>
    <message>
        <source>Watched by %1</source>
        <translation>Sous la surveillance de la %1</translation>
    </message>
    <message>
        <source>A legal destination: click or drag here</source>
        <translation>Destination permise&#xa0;: cliquer ou glisser ici</translation>
    </message>
    <message>
        <source>Arrive at %1 from</source>
        <translation>Arriver à %1 par</translation>
    </message>
    <message>
        <source>Arrive from %1</source>
        <translation>Arriver depuis %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::CityWords</name>
    <message>
        <source>red gang</source>
        <translation>gang rouge</translation>
    </message>
    <message>
        <source>blue gang</source>
        <translation>gang bleu</translation>
    </message>
    <message>
        <source>yellow gang</source>
        <translation>gang jaune</translation>
    </message>
    <message>
        <source>green gang</source>
        <translation>gang vert</translation>
    </message>
    <message>
        <source>T: a killer may be recruited here</source>
        <translation>T&#xa0;: on peut recruter un tueur ici</translation>
    </message>
    <message>
        <source>V: a vamp may be recruited here</source>
        <translation>V&#xa0;: on peut recruter une vamp ici</translation>
    </message>
    <message>
        <source>D: a dealer may be recruited here</source>
        <translation>D&#xa0;: on peut recruter un trafiquant ici</translation>
    </message>
    <message>
        <source>*: traffic pawns are sold here</source>
        <translation>*&#xa0;: on vend ici les pions-trafic</translation>
    </message>
    <message>
        <source>avenue %1, on the prison circle</source>
        <translation>avenue %1, sur le rond-point de la prison</translation>
    </message>
    <message>
        <source>avenue %1</source>
        <translation>avenue %1</translation>
    </message>
    <message>
        <source>inner boulevard</source>
        <translation>boulevard intérieur</translation>
    </message>
    <message>
        <source>outer boulevard</source>
        <translation>boulevard extérieur</translation>
    </message>
    <message>
        <source>red killer</source>
        <translation>tueur rouge</translation>
    </message>
    <message>
        <source>red vamp</source>
        <translation>vamp rouge</translation>
    </message>
    <message>
        <source>red dealer</source>
        <translation>trafiquant rouge</translation>
    </message>
    <message>
        <source>blue killer</source>
        <translation>tueur bleu</translation>
    </message>
    <message>
        <source>blue vamp</source>
        <translation>vamp bleue</translation>
    </message>
    <message>
        <source>blue dealer</source>
        <translation>trafiquant bleu</translation>
    </message>
    <message>
        <source>yellow killer</source>
        <translation>tueur jaune</translation>
    </message>
    <message>
        <source>yellow vamp</source>
        <translation>vamp jaune</translation>
    </message>
    <message>
        <source>yellow dealer</source>
        <translation>trafiquant jaune</translation>
    </message>
    <message>
        <source>green killer</source>
        <translation>tueur vert</translation>
    </message>
    <message>
        <source>green vamp</source>
        <translation>vamp verte</translation>
    </message>
    <message>
        <source>green dealer</source>
        <translation>trafiquant vert</translation>
    </message>
    <message>
        <source>cop pair %1</source>
        <translation>paire de flics %1</translation>
    </message>
    <message>
        <source>mugging</source>
        <translation>agression</translation>
    </message>
    <message>
        <source>racket</source>
        <translation>racket</translation>
    </message>
    <message>
        <source>hold-up</source>
        <translation>braquage</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>trafic</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>coups et blessures</translation>
    </message>
    <message>
        <source>rebellion</source>
        <translation>rébellion</translation>
    </message>
    <message>
        <source>murder</source>
        <translation>meurtre</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>la case %1</translation>
    </message>
    <message>
        <source>shop %1</source>
        <translation>la boutique %1</translation>
    </message>
    <message>
        <source>the prison</source>
        <translation>la prison</translation>
    </message>
    <message>
        <source>the clinic</source>
        <translation>la clinique</translation>
    </message>
    <message>
        <source>the cemetery</source>
        <translation>le cimetière</translation>
    </message>
    <message>
        <source>Square %1, %2</source>
        <translation>Case %1, %2</translation>
    </message>
    <message>
        <source>Manhole: a sewer leads to every other manhole in one step; no arrest here</source>
        <translation>Bouche d’égout&#xa0;: un pas mène à toutes les autres bouches&#xa0;; pas d’arrestation ici</translation>
    </message>
    <message>
        <source>Sidewalk of shop %1</source>
        <translation>Trottoir de la boutique %1</translation>
    </message>
    <message>
        <source>Traffic pawn of the %1</source>
        <translation>Pion-trafic du %1</translation>
    </message>
    <message>
        <source>Sidewalk slot: empty</source>
        <translation>Place de trottoir&#xa0;: libre</translation>
    </message>
    <message>
        <source>Shop %1, %2</source>
        <translation>Boutique %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Price %1, hold-up %2, %n manager(s); door on %3</source>
        <translation>
            <numerusform>Prix %1, braquage %2, %n gérant&#xa0;; porte en %3</numerusform>
            <numerusform>Prix %1, braquage %2, %n gérants&#xa0;; porte en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned by the %1</source>
        <translation>Propriété du %1</translation>
    </message>
    <message>
        <source>Racketed by the %1</source>
        <translation>Rackettée par le %1</translation>
    </message>
    <message>
        <source>Virgin: no token</source>
        <translation>Vierge&#xa0;: aucun jeton</translation>
    </message>
    <message>
        <source>The prison: the start, the jail and the cops&apos; base</source>
        <translation>La prison&#xa0;: le départ, la geôle et la base des flics</translation>
    </message>
    <message>
        <source>The clinic, entered from %1: the wounded lie here</source>
        <translation>La clinique, dont l’entrée est en %1&#xa0;: les blessés y sont soignés</translation>
    </message>
    <message>
        <source>The cemetery: the dead lie here</source>
        <translation>Le cimetière&#xa0;: les morts y reposent</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n year(s) to serve)</source>
        <translation>
            <numerusform>%1 (%n an à purger)</numerusform>
            <numerusform>%1 (%n ans à purger)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 by the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>Ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pending offences, not yet seen by the police: %1</source>
        <translation>Délits en attente, pas encore vus par la police&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, on %2, came from %3</source>
        <translation>%1 — %2, en venant de %3</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) left to serve</source>
        <translation>
            <numerusform>%n an à purger</numerusform>
            <numerusform>%n ans à purger</numerusform>
        </translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Dazed: cannot be vamped until he moves</source>
        <translation>Étourdi&#xa0;: ne peut être vampé avant d’avoir bougé</translation>
    </message>
    <message>
        <source>Companion of the %1, for her gang</source>
        <translation>Compagnon de la %1, au service de son gang</translation>
    </message>
    <message numerus="yes">
        <source>Her companion: the %1 (%n turn(s) left)</source>
        <translation>
            <numerusform>Son compagnon&#xa0;: le %1 (encore %n tour)</numerusform>
            <numerusform>Son compagnon&#xa0;: le %1 (encore %n tours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Record: blank</source>
        <translation>Casier&#xa0;: vierge</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message numerus="yes">
        <source>Record: %1 (%n year(s))</source>
        <translation>
            <numerusform>Casier&#xa0;: %1 (%n an)</numerusform>
            <numerusform>Casier&#xa0;: %1 (%n ans)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pending, unseen yet: %1</source>
        <translation>En attente, pas encore vu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wounded</source>
        <comment>the vamp</comment>
        <translation>Blessée</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::Controller</name>
    <message>
        <source>decision %1: the game is already over</source>
        <translation>décision %1&#xa0;: la partie est déjà finie</translation>
    </message>
    <message>
        <source>decision %1: %2</source>
        <extracomment>%1 the decision&apos;s number in the file, %2 why it is refused (in English).</extracomment>
        <translation>décision %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>go to %1</source>
        <translation>aller à %1</translation>
    </message>
    <message>
        <source>move the %1</source>
        <translation>%1 d’abord</translation>
    </message>
    <message>
        <source>refuse to sell</source>
        <translation>refuser de vendre</translation>
    </message>
    <message>
        <source>ask %1</source>
        <translation>demander %1</translation>
    </message>
    <message>
        <source>aim at %1</source>
        <translation>viser %1</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>emmener %1</translation>
    </message>
    <message>
        <source>go alone</source>
        <translation>y aller seul</translation>
    </message>
    <message>
        <source>rebel</source>
        <translation>se rebeller</translation>
    </message>
    <message>
        <source>obey</source>
        <translation>obéir</translation>
    </message>
    <message>
        <source>buy the police</source>
        <translation>acheter la police</translation>
    </message>
    <message>
        <source>keep the money</source>
        <translation>garder l’argent</translation>
    </message>
    <message>
        <source>pay</source>
        <translation>payer</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>refuser</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <extracomment>%1 the player, %2 what the strongest level would do.</extracomment>
        <translation>Conseil pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not connected to the host: nothing was sent.</source>
        <translation>Pas de liaison avec l’hôte&#xa0;: rien n’a été envoyé.</translation>
    </message>
    <message>
        <source>The connection to the host is lost.</source>
        <translation>La liaison avec l’hôte est perdue.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De retour à la table.</translation>
    </message>
    <message>
        <source>While you were away, a computer played your gang.</source>
        <translation>Pendant votre absence, un ordinateur a joué votre gang.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::DecisionDialog</name>
    <message>
        <source>Buy the police</source>
        <translation>Acheter la police</translation>
    </message>
    <message>
        <source>For %1 the police are yours: you move both cop pairs at every turn, against your rivals, until someone else buys them.</source>
        <translation>Pour %1, la police est à vous&#xa0;: vous déplacez les deux paires de flics à chaque tour, contre vos rivaux, jusqu’à ce que quelqu’un d’autre l’achète.</translation>
    </message>
    <message>
        <source>&amp;Buy the police (%1)</source>
        <translation>&amp;Acheter la police (%1)</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>Arrest</source>
        <translation>Arrestation</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Obey: %n year(s) in prison</source>
        <translation>
            <numerusform>&amp;Obéir&#xa0;: %n an de prison</numerusform>
            <numerusform>&amp;Obéir&#xa0;: %n ans de prison</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rebel: %1% to win the duel</source>
        <extracomment>%1 the chance to win the duel against the cops, in percent.</extracomment>
        <translation>Se &amp;rebeller&#xa0;: %1 % de gagner le duel</translation>
    </message>
    <message>
        <source>Name your price</source>
        <translation>Fixez votre prix</translation>
    </message>
    <message>
        <source> briques</source>
        <translation> briques</translation>
    </message>
    <message>
        <source>&amp;Ask this price</source>
        <translation>&amp;Demander ce prix</translation>
    </message>
    <message>
        <source>&amp;Refuse to sell</source>
        <translation>&amp;Refuser de vendre</translation>
    </message>
    <message>
        <source>Recruitment price</source>
        <translation>Prix du recrutement</translation>
    </message>
    <message>
        <source>The shop&apos;s owner asks %1 for the %2. You hold %3.</source>
        <translation>Le propriétaire de la boutique demande %1 pour la recrue (%2). Vous avez %3.</translation>
    </message>
    <message>
        <source>&amp;Pay %1</source>
        <translation>&amp;Payer %1</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Accomplices</source>
        <translation>Complices</translation>
    </message>
    <message>
        <source>Who goes with %1? Each accomplice rolls a die in the duel, and shares the offence.</source>
        <translation>Qui accompagne %1&#xa0;? Chaque complice lance un dé dans le duel, et partage le délit.</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Y aller</translation>
    </message>
    <message>
        <source>%1 wants to recruit a %2 in your shop. Name what they must pay you, or refuse to sell.</source>
        <extracomment>%1 the rival gang, %2 the role it recruits.</extracomment>
        <translation>%1 veut recruter dans votre boutique (%2). Fixez ce qu’il doit vous payer, ou refusez de vendre.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s record holds %n year(s) of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</source>
        <extracomment>GA7.8: a year of prison is one turn of the character&apos;s gang.</extracomment>
        <translation>
            <numerusform>Le casier de %1 compte %n an de prison. Obéir, c’est le purger, un an à chaque tour de son gang. Se rebeller, c’est un duel contre les deux flics&#xa0;: gagné, %1 reste libre mais recherché pour rébellion&#xa0;; perdu, blessé ou tué.</numerusform>
            <numerusform>Le casier de %1 compte %n ans de prison. Obéir, c’est les purger, un an à chaque tour de son gang. Se rebeller, c’est un duel contre les deux flics&#xa0;: gagné, %1 reste libre mais recherché pour rébellion&#xa0;; perdu, blessé ou tué.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s record holds %n year(s) of prison. Obeying serves them, a year at each of its gang&apos;s turns. Rebelling is a duel against the two cops: won, %1 stays free but wanted for rebellion; lost, wounded or killed.</source>
        <comment>the vamp</comment>
        <translation>
            <numerusform>Le casier de %1 compte %n an de prison. Obéir, c’est le purger, un an à chaque tour de son gang. Se rebeller, c’est un duel contre les deux flics&#xa0;: gagné, %1 reste libre mais recherchée pour rébellion&#xa0;; perdu, blessée ou tuée.</numerusform>
            <numerusform>Le casier de %1 compte %n ans de prison. Obéir, c’est les purger, un an à chaque tour de son gang. Se rebeller, c’est un duel contre les deux flics&#xa0;: gagné, %1 reste libre mais recherchée pour rébellion&#xa0;; perdu, blessée ou tuée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gangsters::ui::DuelView</name>
    <message>
        <source>Finishing off at the clinic</source>
        <translation>Achever à la clinique</translation>
    </message>
    <message>
        <source>Rebellion at %1</source>
        <translation>Rébellion&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hold-up at %1</source>
        <translation>Braquage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Settling of scores at %1</source>
        <translation>Règlement de comptes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Manager %1</source>
        <translation>Gérant %1</translation>
    </message>
    <message>
        <source>Cop %1</source>
        <translation>Flic %1</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>debout</translation>
    </message>
    <message>
        <source>wounded, face up</source>
        <translation>blessé, face en haut</translation>
    </message>
    <message>
        <source>killed, face down</source>
        <translation>tué, face en bas</translation>
    </message>
    <message>
        <source>%1 : %2 — a tie, again</source>
        <extracomment>A duel&apos;s totals: the attackers&apos; then the defenders&apos;.</extracomment>
        <translation>%1&#xa0;: %2 — égalité, on relance</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Die %1 at %2: %3</source>
        <extracomment>One shot: %1 its die, %2 the target, %3 the result.</extracomment>
        <translation>Dé %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>die %1 +%2</source>
        <extracomment>A fighter&apos;s die in a duel, %1 its face, %2 the killer&apos;s bonus (GA9.2).</extracomment>
        <translation>dé %1 +%2</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <source>%1&apos;s die: %2</source>
        <translation>%1, dé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tied, rolled again: %1</source>
        <extracomment>The tied rolls of a duel before the one shown, %1 their totals (&quot;7 : 7, 5 : 5&quot;).</extracomment>
        <translation>Égalité, on relance&#xa0;: %1</translation>
    </message>
    <message>
        <source>wounded, face up</source>
        <comment>the vamp</comment>
        <extracomment>A fallen target lying face up: wounded.</extracomment>
        <translation>blessée, face en haut</translation>
    </message>
    <message>
        <source>killed, face down</source>
        <comment>the vamp</comment>
        <translation>tuée, face en bas</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) at the wounded</source>
        <extracomment>Finishing off at the clinic (GA9.5): the shots the finisher&apos;s die gives.</extracomment>
        <translation>
            <numerusform>%n coup sur les blessés</numerusform>
            <numerusform>%n coups sur les blessés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangModel</name>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>prison</source>
        <translation>prison</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>%1, vamped by %2</source>
        <translation>%1, vampé par %2</translation>
    </message>
    <message numerus="yes">
        <source> · record %n year(s)</source>
        <extracomment>A character&apos;s criminal record: %n years of prison if arrested (GA7.8).</extracomment>
        <translation>
            <numerusform> · casier %n an</numerusform>
            <numerusform> · casier %n ans</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <extracomment>Shops owned in a district: %1 owned, %2 in all, %3 the district.</extracomment>
        <translation>%1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (éliminé)</translation>
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
        <translation>%1 par tour</translation>
    </message>
    <message>
        <source>no shop</source>
        <translation>aucune boutique</translation>
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
        <translation>Argent</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenus</translation>
    </message>
    <message>
        <source>%1 ♥%2</source>
        <translation>%1 ♥%2</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>the vamp</comment>
        <translation>morte</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>the vamp</comment>
        <translation>blessée</translation>
    </message>
    <message numerus="yes">
        <source>prison, %n year(s) left</source>
        <translation>
            <numerusform>prison, encore %n an</numerusform>
            <numerusform>prison, encore %n ans</numerusform>
        </translation>
    </message>
    <message>
        <source>Each gang&apos;s best district: the shops it owns there, out of the district&apos;s shops. A whole district wins.</source>
        <extracomment>The gangs&apos; panel: what its District column shows (GA11.1).</extracomment>
        <translation>Le meilleur quartier de chaque gang&#xa0;: les boutiques qu’il y possède, sur celles du quartier. Un quartier entier fait gagner.</translation>
    </message>
    <message>
        <source>District</source>
        <extracomment>The gangs&apos; panel: the heading of each gang&apos;s best district (its tooltip says so).</extracomment>
        <translation>Quartier</translation>
    </message>
    <message numerus="yes">
        <source>prison, %n yr(s)</source>
        <extracomment>A table cell: years left to serve, abbreviated (&quot;prison, 2 yrs&quot;).</extracomment>
        <translation>
            <numerusform>prison, %n an</numerusform>
            <numerusform>prison, %n ans</numerusform>
        </translation>
    </message>
    <message>
        <source>clinic</source>
        <extracomment>A table cell: a character visiting the clinic (the place bare, as &quot;prison&quot; is).</extracomment>
        <translation>clinique</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangstersModule</name>
    <message>
        <source>%1 is not a valid Gangsters game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the decision and field, in English).</extracomment>
        <translation>%1 n’est pas une partie de Gangsters valable&#xa0;: %2</translation>
    </message>
    <message>
        <source>Gangsters</source>
        <translation>Gangsters</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <extracomment>A Gangsters game to continue; %n rounds played.</extracomment>
        <translation>
            <numerusform>après %n tour</numerusform>
            <numerusform>après %n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean shops</source>
        <extracomment>The statistics&apos; mean of the shops each player owned at the end.</extracomment>
        <translation>Boutiques en moyenne</translation>
    </message>
    <message>
        <source>A seat&apos;s level is unknown: %1</source>
        <translation>Le niveau d’une place est inconnu&#xa0;: %1</translation>
    </message>
    <message>
        <source>These seats cannot play again.</source>
        <translation>Ces joueurs ne peuvent pas rejouer.</translation>
    </message>
    <message>
        <source>Gangsters — Replay</source>
        <translation>Gangsters — Revoir</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands after the last decision. Discard forgets it.</source>
        <translation>«&#xa0;Enregistrer&#xa0;» la garde dans la liste des parties à continuer, exactement comme elle est après la dernière décision. «&#xa0;Ne pas enregistrer&#xa0;» l’efface.</translation>
    </message>
    <message>
        <source>Gangs&amp;ters (2–4 players)…</source>
        <extracomment>Gangsters&apos; new-game button on the start screen and in Game ▸ New game of.</extracomment>
        <translation>Gangs&amp;ters (2 à 4 joueurs)…</translation>
    </message>
    <message>
        <source>This window holds no seat at that table.</source>
        <translation>Cette fenêtre n’a pas de place à cette table.</translation>
    </message>
    <message>
        <source>The host of this table keeps the game.</source>
        <translation>L’hôte de cette table garde la partie.</translation>
    </message>
    <message>
        <source>The host keeps this game, not this window: if you leave, the table goes on without you.</source>
        <translation>C’est l’hôte qui garde cette partie, pas cette fenêtre&#xa0;: si vous partez, la table continue sans vous.</translation>
    </message>
    <message>
        <source>Two to four gangs in a city of shops and cops: own a whole district. After Super Gang (Gérard Delfanti, Gérard Mathieu, Pascal Trigaux; Ludodélire 1984), on a designed city with dice duels.</source>
        <translation>Deux à quatre gangs dans une ville de boutiques et de flics&#xa0;: possédez un quartier entier. D’après Super Gang (Gérard Delfanti, Gérard Mathieu, Pascal Trigaux&#xa0;; Ludodélire 1984), sur une ville dessinée pour le jeu, avec des duels aux dés.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::GangstersTable</name>
    <message>
        <source>Last round: %1 of %2</source>
        <translation>Dernier tour&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Police: %1</source>
        <translation>Police&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Tout</translation>
    </message>
    <message>
        <source>&amp;My gang</source>
        <translation>&amp;Mon gang</translation>
    </message>
    <message>
        <source>&amp;Police</source>
        <translation>P&amp;olice</translation>
    </message>
    <message>
        <source>&amp;Back to the decision</source>
        <translation>&amp;Revenir à la décision</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>%1 plays.</source>
        <translation>%1 joue.</translation>
    </message>
    <message>
        <source>Sent; waiting for the host…</source>
        <translation>Envoyé&#xa0;; en attente de l’hôte…</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>En attente de l’hôte…</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)…</source>
        <extracomment>A network table: %1 the player whose connection dropped.</extracomment>
        <translation>En attente de %1 (reconnexion)…</translation>
    </message>
    <message>
        <source>Waiting for %1 (a computer plays meanwhile)…</source>
        <extracomment>A network table: %1 left; a computer plays the gang until they are back.</extracomment>
        <translation>En attente de %1 (un ordinateur joue en attendant)…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>A network table: %1 the player who must decide now.</extracomment>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>Police: no owner</source>
        <extracomment>The police&apos;s owner (GA7.10): nobody has bought it yet (&quot;Police: Karine&quot; once bought).</extracomment>
        <translation>Police&#xa0;: sans propriétaire</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::HintReason</name>
    <message>
        <source>: </source>
        <extracomment>Between the parts of a hint&apos;s reason.</extracomment>
        <translation>&#xa0;: </translation>
    </message>
    <message>
        <source>nothing worth doing here</source>
        <translation>rien qui vaille ici</translation>
    </message>
    <message>
        <source>mugs for %1</source>
        <translation>détrousse pour %1</translation>
    </message>
    <message>
        <source>lays a pawn: %1 a turn while the dealer works</source>
        <translation>pose un pion&#xa0;: %1 par tour tant que le trafiquant travaille</translation>
    </message>
    <message>
        <source>rackets %1: %2 a turn</source>
        <translation>rackette %1&#xa0;: %2 par tour</translation>
    </message>
    <message>
        <source>buys %1: the whole district</source>
        <translation>achète %1&#xa0;: tout le quartier</translation>
    </message>
    <message numerus="yes">
        <source>buys %1: %n shop(s) left in this district</source>
        <translation>
            <numerusform>achète %1&#xa0;: encore %n boutique dans ce quartier</numerusform>
            <numerusform>achète %1&#xa0;: encore %n boutiques dans ce quartier</numerusform>
        </translation>
    </message>
    <message>
        <source>holds up %1 for the property (%2% to win the duel)</source>
        <translation>braque %1 pour le titre de propriété (%2 % de gagner le duel)</translation>
    </message>
    <message>
        <source>holds up %1 for %2 (%3% to win)</source>
        <translation>braque %1 pour %2 (%3 % de gagner)</translation>
    </message>
    <message>
        <source>holds up %1</source>
        <translation>braque %1</translation>
    </message>
    <message>
        <source>settles scores (%1% to win)</source>
        <translation>règle ses comptes (%1 % de gagner)</translation>
    </message>
    <message>
        <source>vamps the rival %1 for three turns</source>
        <translation>vampe le %1 rival pour trois tours</translation>
    </message>
    <message>
        <source>recruits a new %1</source>
        <translation>recrute&#xa0;: %1</translation>
    </message>
    <message>
        <source>buys traffic pawns</source>
        <translation>achète des pions de trafic</translation>
    </message>
    <message numerus="yes">
        <source>buys %n traffic pawn(s)</source>
        <translation>
            <numerusform>achète %n pion de trafic</numerusform>
            <numerusform>achète %n pions de trafic</numerusform>
        </translation>
    </message>
    <message>
        <source>finishes off the wounded at the clinic</source>
        <translation>achève les blessés à la clinique</translation>
    </message>
    <message>
        <source>sends the cops after a rival with a record</source>
        <translation>envoie les flics sur un rival qui a un casier</translation>
    </message>
    <message>
        <source>keeps the cops away</source>
        <translation>tient les flics à l’écart</translation>
    </message>
    <message>
        <source>rebels: %1% to beat the cops</source>
        <translation>se rebelle&#xa0;: %1 % de battre les flics</translation>
    </message>
    <message>
        <source>aims at gang %1&apos;s %2</source>
        <extracomment>%1 a gang&apos;s number, %2 a role.</extracomment>
        <translation>vise le gang %1 (%2)</translation>
    </message>
    <message>
        <source>refuses: that gang leads or is close to a district</source>
        <translation>refuse&#xa0;: ce gang mène ou touche à un quartier</translation>
    </message>
    <message>
        <source>asks %1</source>
        <translation>demande %1</translation>
    </message>
    <message>
        <source>accepts the price</source>
        <translation>accepte le prix</translation>
    </message>
    <message>
        <source>declines: the money is for shops</source>
        <translation>refuse&#xa0;: l’argent est pour les boutiques</translation>
    </message>
    <message>
        <source>buys the police: the cops move against the rivals every turn</source>
        <translation>achète la police&#xa0;: les flics agissent contre les rivaux à chaque tour</translation>
    </message>
    <message>
        <source>keeps the money for shops</source>
        <translation>garde l’argent pour les boutiques</translation>
    </message>
    <message>
        <source>brings every accomplice</source>
        <translation>emmène tous les complices</translation>
    </message>
    <message>
        <source>goes to %1</source>
        <translation>va à %1</translation>
    </message>
    <message>
        <source>the %1 first</source>
        <translation>d’abord&#xa0;: %1</translation>
    </message>
    <message>
        <source>the best order the search found</source>
        <translation>le meilleur ordre trouvé par la recherche</translation>
    </message>
    <message numerus="yes">
        <source>obeys: %n year(s) in prison</source>
        <translation>
            <numerusform>obéit&#xa0;: %n an de prison</numerusform>
            <numerusform>obéit&#xa0;: %n ans de prison</numerusform>
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
        <translation>tueur</translation>
    </message>
    <message>
        <source>vamp</source>
        <translation>vamp</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>trafiquant</translation>
    </message>
    <message>
        <source>%1&apos;s killer</source>
        <extracomment>%1 a gang&apos;s name.</extracomment>
        <translation>le tueur de %1</translation>
    </message>
    <message>
        <source>%1&apos;s vamp</source>
        <translation>la vamp de %1</translation>
    </message>
    <message>
        <source>%1&apos;s dealer</source>
        <translation>le trafiquant de %1</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The separator of a list of characters.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nulle part</translation>
    </message>
    <message>
        <source>the prison</source>
        <translation>la prison</translation>
    </message>
    <message>
        <source>the clinic</source>
        <translation>la clinique</translation>
    </message>
    <message>
        <source>the cemetery</source>
        <translation>le cimetière</translation>
    </message>
    <message>
        <source>shop %1</source>
        <extracomment>%1 a shop&apos;s number, district.shop (GA2.4).</extracomment>
        <translation>la boutique %1</translation>
    </message>
    <message>
        <source>district %1</source>
        <translation>le quartier %1</translation>
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
        <translation>Rien</translation>
    </message>
    <message>
        <source>Mug</source>
        <translation>Détrousser</translation>
    </message>
    <message>
        <source>Lay a pawn</source>
        <translation>Poser un pion</translation>
    </message>
    <message>
        <source>Racket</source>
        <translation>Racket</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Hold up for the shop</source>
        <translation>Braquer pour la boutique</translation>
    </message>
    <message>
        <source>Hold up</source>
        <translation>Braquer</translation>
    </message>
    <message>
        <source>Settle scores</source>
        <translation>Régler ses comptes</translation>
    </message>
    <message>
        <source>Vamp</source>
        <translation>Vamper</translation>
    </message>
    <message>
        <source>Recruit a %1</source>
        <extracomment>%1 the role recruited.</extracomment>
        <translation>Recruter&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Buy %n pawn(s)</source>
        <translation>
            <numerusform>Acheter %n pion</numerusform>
            <numerusform>Acheter %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish off</source>
        <translation>Achever</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <extracomment>Money paid, e.g. &quot;pays 50&quot;.</extracomment>
        <translation>paie %1</translation>
    </message>
    <message>
        <source>+%1 a turn</source>
        <translation>+%1 par tour</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) if seen</source>
        <translation>
            <numerusform>%n an si vu</numerusform>
            <numerusform>%n ans si vu</numerusform>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 is the last gang in the city and wins.</source>
        <translation>%1 est le dernier gang de la ville et gagne.</translation>
    </message>
    <message>
        <source>The round limit: a draw between %1.</source>
        <translation>La limite de tours&#xa0;: match nul entre %1.</translation>
    </message>
    <message>
        <source>The round limit: %1 wins.</source>
        <translation>La limite de tours&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>The others resigned: %1 wins.</source>
        <translation>Les autres ont abandonné&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>The police wins: %1.</source>
        <translation>La police gagne&#xa0;: %1.</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>Round %1: %2 plays.</source>
        <extracomment>%1 the round, %2 the gang that plays.</extracomment>
        <translation>Tour %1&#xa0;: %2 joue.</translation>
    </message>
    <message>
        <source>%1 collects %2.</source>
        <translation>%1 touche %2.</translation>
    </message>
    <message>
        <source>Traffic pays %1 to %2.</source>
        <translation>Le trafic rapporte %1 à %2.</translation>
    </message>
    <message>
        <source>%1 buys the police.</source>
        <translation>%1 achète la police.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cop pair %1 goes to %2.</source>
        <translation>La paire de flics %1 va à %2.</translation>
    </message>
    <message>
        <source>%1 goes to %2.</source>
        <translation>%1 va à %2.</translation>
    </message>
    <message>
        <source>%1 follows the vamp to %2.</source>
        <translation>%1 suit la vamp à %2.</translation>
    </message>
    <message>
        <source>%1 mugs a passer-by.</source>
        <translation>%1 détrousse un passant.</translation>
    </message>
    <message>
        <source>%1 lays a traffic pawn.</source>
        <translation>%1 pose un pion de trafic.</translation>
    </message>
    <message>
        <source>%1 rackets the shop.</source>
        <translation>%1 rackette la boutique.</translation>
    </message>
    <message>
        <source>%1 buys the shop.</source>
        <translation>%1 achète la boutique.</translation>
    </message>
    <message>
        <source>%1 holds up the shop for its property.</source>
        <translation>%1 braque la boutique pour son titre de propriété.</translation>
    </message>
    <message>
        <source>%1 holds up the shop.</source>
        <translation>%1 braque la boutique.</translation>
    </message>
    <message>
        <source>%1 settles scores with %2.</source>
        <translation>%1 règle ses comptes avec %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %n traffic pawn(s).</source>
        <translation>
            <numerusform>%1 achète %n pion de trafic.</numerusform>
            <numerusform>%1 achète %n pions de trafic.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 comes to finish off the wounded.</source>
        <translation>%1 vient achever les blessés.</translation>
    </message>
    <message>
        <source>The managers saw %1: %2.</source>
        <translation>Les gérants ont vu %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The police saw %1: %2.</source>
        <translation>La police a vu %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Duel: %1 against %2.</source>
        <extracomment>A duel&apos;s totals, the attackers&apos; then the defenders&apos;.</extracomment>
        <translation>Duel&#xa0;: %1 contre %2.</translation>
    </message>
    <message>
        <source>manager %1</source>
        <translation>le gérant %1</translation>
    </message>
    <message>
        <source>cop %1</source>
        <translation>le flic %1</translation>
    </message>
    <message>
        <source>Shot at %1: %2, %3.</source>
        <translation>Tir sur %1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <source>%1 is wounded and goes to the clinic.</source>
        <translation>%1 est blessé et part à la clinique.</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <translation>%1 est tué.</translation>
    </message>
    <message>
        <source>The traffic pawn at %1 goes back to the bank.</source>
        <translation>Le pion de trafic en %1 retourne à la banque.</translation>
    </message>
    <message>
        <source>The racket of %1 goes back to the bank.</source>
        <translation>Le racket de %1 retourne à la banque.</translation>
    </message>
    <message>
        <source>Cop pair %1 goes back to the prison.</source>
        <translation>La paire de flics %1 retourne à la prison.</translation>
    </message>
    <message>
        <source>%1 vamps %2.</source>
        <translation>%1 vampe %2.</translation>
    </message>
    <message>
        <source>%1 lets %2 go.</source>
        <translation>%1 relâche %2.</translation>
    </message>
    <message>
        <source>%1 refuses to sell the recruit.</source>
        <translation>%1 refuse de vendre la recrue.</translation>
    </message>
    <message>
        <source>%1 names a price of %2.</source>
        <translation>%1 demande %2.</translation>
    </message>
    <message>
        <source>%1 declines the price.</source>
        <translation>%1 refuse le prix.</translation>
    </message>
    <message>
        <source>%1 joins at %2 for %3.</source>
        <translation>%1 rejoint le gang à %2 pour %3.</translation>
    </message>
    <message>
        <source>%1 joins at %2.</source>
        <translation>%1 rejoint le gang à %2.</translation>
    </message>
    <message>
        <source>The pawn at %1 now belongs to %2.</source>
        <translation>Le pion en %1 appartient désormais à %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 prend %2 à %3.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 prend %2.</translation>
    </message>
    <message>
        <source>The hold-up of %1 fails.</source>
        <translation>Le braquage de %1 échoue.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) at the wounded.</source>
        <translation>
            <numerusform>%n coup sur les blessés.</numerusform>
            <numerusform>%n coups sur les blessés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 est éliminé.</translation>
    </message>
    <message>
        <source>%1, buy the police?</source>
        <translation>%1, acheter la police&#xa0;?</translation>
    </message>
    <message>
        <source>%1, move cop pair %2.</source>
        <translation>%1, déplacez la paire de flics %2.</translation>
    </message>
    <message>
        <source>%1, the police arrest %2: obey or rebel?</source>
        <translation>%1, la police arrête %2&#xa0;: obéir ou se rebeller&#xa0;?</translation>
    </message>
    <message>
        <source>%1, which character moves now?</source>
        <translation>%1, quel personnage joue maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>%1, where does %2 go?</source>
        <translation>%1, où va %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1, what does %2 do here?</source>
        <translation>%1, que fait %2 ici&#xa0;?</translation>
    </message>
    <message>
        <source>%1, who goes with %2?</source>
        <translation>%1, qui accompagne %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1, aim the shot: click a target.</source>
        <translation>%1, visez&#xa0;: cliquez une cible.</translation>
    </message>
    <message>
        <source>%1, name your price for a %2.</source>
        <extracomment>%1 the shop&apos;s owner, %2 the role to recruit.</extracomment>
        <translation>%1, fixez votre prix (recrue&#xa0;: %2).</translation>
    </message>
    <message>
        <source>%1, pay the price for a %2?</source>
        <translation>%1, payer le prix de la recrue (%2)&#xa0;?</translation>
    </message>
    <message>
        <source>%1, the police arrest your %2: obey or rebel?</source>
        <translation>%1, la police arrête votre %2&#xa0;: obéir ou se rebeller&#xa0;?</translation>
    </message>
    <message>
        <source>%1, where does your %2 go?</source>
        <extracomment>%2 the role of the player&apos;s own character.</extracomment>
        <translation>%1, où va votre %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1, what does your %2 do here?</source>
        <translation>%1, que fait votre %2 ici&#xa0;?</translation>
    </message>
    <message>
        <source>%1, who goes with your %2?</source>
        <translation>%1, qui accompagne votre %2&#xa0;?</translation>
    </message>
    <message>
        <source>Rebellion against cop pair %1: %2!</source>
        <extracomment>%1 the cop pair, %2 the rebels.</extracomment>
        <translation>Rébellion contre la paire de flics %1&#xa0;: %2&#xa0;!</translation>
    </message>
    <message>
        <source>Settle scores with %1</source>
        <extracomment>%1 the characters shot at, e.g. &quot;Lucky&apos;s killer&quot;.</extracomment>
        <translation>Régler ses comptes avec %1</translation>
    </message>
    <message>
        <source>Vamp %1</source>
        <extracomment>%1 the character vamped, e.g. &quot;Lucky&apos;s dealer&quot;.</extracomment>
        <translation>Vamper %1</translation>
    </message>
    <message>
        <source>wounded</source>
        <comment>the vamp</comment>
        <translation>blessée</translation>
    </message>
    <message>
        <source>killed</source>
        <comment>the vamp</comment>
        <translation>tuée</translation>
    </message>
    <message>
        <source>%1 is wounded and goes to the clinic.</source>
        <comment>the vamp</comment>
        <translation>%1 est blessée et part à la clinique.</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <comment>the vamp</comment>
        <translation>%1 est tuée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves: %n year(s) left.</source>
        <translation>
            <numerusform>%1 purge sa peine&#xa0;: encore %n an.</numerusform>
            <numerusform>%1 purge sa peine&#xa0;: encore %n ans.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes to prison for %n year(s).</source>
        <translation>
            <numerusform>%1 va en prison pour %n an.</numerusform>
            <numerusform>%1 va en prison pour %n ans.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue (Space) when you have seen the duel.</source>
        <translation>Continuez (Espace) quand vous avez vu le duel.</translation>
    </message>
    <message>
        <source>%1, continue (Space) when you have seen the duel.</source>
        <extracomment>%1 the people who took part in the duel, &quot;Karine&quot; or &quot;Karine and Luc&quot;.</extracomment>
        <translation>%1, continuez (Espace) quand vous avez vu le duel.</translation>
    </message>
    <message>
        <source>%1 serves the last year: free at the gang&apos;s next turn.</source>
        <translation>%1 purge sa dernière année&#xa0;: libre au prochain tour de son gang.</translation>
    </message>
    <message>
        <source>%1 commits an offence: %2 at %3.</source>
        <extracomment>%1 a character, %2 an offence, %3 a place. A cop pair that sees it puts it on the character&apos;s record (GA7.2).</extracomment>
        <translation>%1 commet un délit&#xa0;: %2 à %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1% to win the duel against %n defender(s)</source>
        <extracomment>The chance to win a duel, %1 in percent, against %n defenders. No colon: the action&apos;s name comes before the terms with one (&quot;Hold up: 27% to win…&quot;).</extracomment>
        <translation>
            <numerusform>%1&#xa0;% de gagner le duel contre %n défenseur</numerusform>
            <numerusform>%1&#xa0;% de gagner le duel contre %n défenseurs</numerusform>
        </translation>
    </message>
    <message>
        <source>cops %1: %2</source>
        <extracomment>A cop pair&apos;s die (GA1.3): %1 the pair (1, 2), %2 its face: &quot;cops 1: 4&quot;.</extracomment>
        <translation>flics %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of characters: &quot;Dutch&apos;s killer and Dutch&apos;s vamp&quot;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 hold up the shop for its property.</source>
        <translation>%1 braquent la boutique pour son titre de propriété.</translation>
    </message>
    <message>
        <source>%1 hold up the shop.</source>
        <translation>%1 braquent la boutique.</translation>
    </message>
    <message>
        <source>%1 settle scores with %2.</source>
        <extracomment>%1 the gang&apos;s characters (&quot;Dutch&apos;s killer and Dutch&apos;s vamp&quot;), %2 the targets.</extracomment>
        <translation>%1 règlent leurs comptes avec %2.</translation>
    </message>
    <message>
        <source>The manager saw %1: %2.</source>
        <translation>Le gérant a vu %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 owns every shop in %2 and wins.</source>
        <extracomment>GA11.1: %1 the gang, %2 the district (a proper noun with its article: &quot;Le Port&quot;).</extracomment>
        <translation>%1 possède un quartier entier, %2, et gagne.</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::NewGameDialog</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Computer&apos;s name</source>
        <translation>Nom de l’ordinateur</translation>
    </message>
    <message>
        <source>New Gangsters game</source>
        <translation>Nouvelle partie de Gangsters</translation>
    </message>
    <message>
        <source>Two to four gangs, each a person or the computer. Several people play in turn at this computer: nothing in Gangsters is secret.</source>
        <translation>Deux à quatre gangs, chacun une personne ou l’ordinateur. Plusieurs personnes jouent à tour de rôle sur cet ordinateur&#xa0;: rien n’est secret dans Gangsters.</translation>
    </message>
    <message>
        <source>&amp;Gangs:</source>
        <translation>&amp;Gangs&#xa0;:</translation>
    </message>
    <message>
        <source>Gang &amp;%1:</source>
        <translation>Gang &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;olice:</source>
        <translation>P&amp;olice&#xa0;:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>A player &amp;moves the police (the police-player variant)</source>
        <translation>Un joueur &amp;déplace la police (variante du joueur police)</translation>
    </message>
    <message>
        <source>&amp;Round limit (0: none):</source>
        <translation>&amp;Limite de tours (0&#xa0;: aucune)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::OnlineGame</name>
    <message>
        <source>The host refused: it is not your decision any more.</source>
        <translation>L’hôte a refusé&#xa0;: cette décision n’est plus la vôtre.</translation>
    </message>
    <message>
        <source>The host refused this move: it is not allowed.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: il n’est pas permis.</translation>
    </message>
    <message>
        <source>The host refused: the game is over.</source>
        <translation>L’hôte a refusé&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <source>The host refused: too many decisions at once. Try again.</source>
        <translation>L’hôte a refusé&#xa0;: trop de décisions à la fois. Réessayez.</translation>
    </message>
    <message>
        <source>The host refused this decision (%1).</source>
        <extracomment>%1 the host&apos;s code for the refusal (an English word).</extracomment>
        <translation>L’hôte a refusé cette décision (%1).</translation>
    </message>
    <message>
        <source>The host sent a game this window cannot read: %1</source>
        <extracomment>%1 what is wrong (names the field, in English).</extracomment>
        <translation>L’hôte a envoyé une partie que cette fenêtre ne sait pas lire&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::Palette</name>
    <message>
        <source>K</source>
        <comment>killer</comment>
        <extracomment>The role&apos;s letter under its die and on its figure: one or two letters, unlike the vamp&apos;s and the dealer&apos;s.</extracomment>
        <translation>T</translation>
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
        <translation>Tr</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ReplayView</name>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Début</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Précédente</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivante ▶</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>Fin ⏭</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · round %3</source>
        <extracomment>Replay: %1 decisions shown of %2, %3 the round.</extracomment>
        <translation>Décision %1 sur %2 · tour %3</translation>
    </message>
</context>
<context>
    <name>gangsters::ui::ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>no shop</source>
        <translation>aucune boutique</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation>
            <numerusform>Après %n tour.</numerusform>
            <numerusform>Après %n tours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>razzia::ui::BarBoard</name>
    <message>
        <source>%1: %2 on the bar</source>
        <translation>%1&#xa0;: %2 sur le bar</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>votre choix</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins the parts of a bar&apos;s description: &quot;Jungle: $20,000 on the bar; Al played …&quot;.</extracomment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A player and the card they played on the bar; no verb, so any name reads right.</extracomment>
        <translation>%1&#xa0;: %2</translation>
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
        <translation>Qui prend les billets&#xa0;:
• des joueurs seuls les revendiquent&#xa0;;
• des policiers qui trouvent des joueurs
   les revendiquent à leur place&#xa0;;
• des policiers seuls échouent, et les billets restent.
Un seul prétendant prend tout&#xa0;; plusieurs partagent,
et un refus mène à un duel.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::DuelDialog</name>
    <message>
        <source>Champion</source>
        <translation>Tenant</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Challengeur</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <extracomment>A duelist&apos;s total: %1 the die, %2 the card&apos;s number, %3 their sum.</extracomment>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3</source>
        <extracomment>Screen reader text for a duelist&apos;s roll.</extracomment>
        <translation>%1 fait %2&#xa0;: total %3</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Gagne %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Screen reader name of a duelist&apos;s panel: %1 Champion or Challenger, %2 the player.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Duel for %1</source>
        <extracomment>Headline of the duel dialog; %1 is the money at stake.</extracomment>
        <translation>Duel pour %1</translation>
    </message>
    <message>
        <source>Duel at the %1</source>
        <extracomment>Title of the duel dialog; %1 is a bar.</extracomment>
        <translation>Duel au %1</translation>
    </message>
    <message>
        <source>vs</source>
        <extracomment>Between the two duelists.</extracomment>
        <translation>contre</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Skip the animation</source>
        <translation>Passer l’animation</translation>
    </message>
    <message>
        <source>On equal totals %1 wins, being lower-ranked.</source>
        <extracomment>%1 is the duelist who ranks lower (R5.1).</extracomment>
        <translation>En cas d’égalité, %1 l’emporte (moins bien classé).</translation>
    </message>
    <message>
        <source>Each duelist rolls one die and adds their card&apos;s number; the higher total takes the pool, and equal totals go to the lower-ranked player.</source>
        <extracomment>The rule where it applies: on each duelist&apos;s die (R5.6).</extracomment>
        <translation>Chaque duelliste lance un dé et ajoute le nombre de sa carte&#xa0;; le plus grand total remporte la cagnotte, et à égalité le joueur le moins bien classé l’emporte.</translation>
    </message>
    <message>
        <source>Equal totals: the lower-ranked player wins</source>
        <translation>Égalité&#xa0;: le moins bien classé l’emporte</translation>
    </message>
    <message>
        <source>Wins this duel</source>
        <translation>Gagne ce duel</translation>
    </message>
</context>
<context>
    <name>razzia::ui::GameSession</name>
    <message>
        <source>This game cannot be continued: %1</source>
        <translation>Cette partie ne peut pas continuer&#xa0;: %1</translation>
    </message>
    <message>
        <source>The host refused this move: it is not your turn.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The host refused this move: the game is over.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <source>The host refused this move: too many moves at once.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: trop de coups à la fois.</translation>
    </message>
    <message>
        <source>The host refused this move: that card is not in your hand.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>The host refused this move: that bar is not in play.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: ce bar n’est pas en jeu.</translation>
    </message>
    <message>
        <source>The host refused this division of the bills.</source>
        <translation>L’hôte a refusé ce partage des billets.</translation>
    </message>
    <message>
        <source>The host refused this move: the seat is not yours.</source>
        <translation>L’hôte a refusé ce coup&#xa0;: cette place n’est pas la vôtre.</translation>
    </message>
    <message>
        <source>The host cannot be reached: your move was not sent. Make it again once the connection is back.</source>
        <translation>L’hôte est injoignable&#xa0;: votre coup n’est pas parti. Rejouez-le quand la connexion sera revenue.</translation>
    </message>
    <message>
        <source>The host refused this move (%1).</source>
        <extracomment>%1 the host&apos;s word for why, in English (docs/network.md).</extracomment>
        <translation>L’hôte a refusé ce coup (%1).</translation>
    </message>
    <message>
        <source>This window holds no seat at the table.</source>
        <translation>Cette fenêtre n’a pas de place à la table.</translation>
    </message>
    <message>
        <source>A Razzia table seats 3 to 8 players, not %1.</source>
        <translation>Une table de Razzia accueille de 3 à 8 joueurs, pas %1.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A seat of a network table whose player gave no name.</extracomment>
        <translation>Place %1</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HandWidget</name>
    <message>
        <source>Hand hidden</source>
        <translation>Main cachée</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1. Selected: %2</source>
        <extracomment>The hand, then the card selected in it.</extracomment>
        <translation>%1. Sélection&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HintText</name>
    <message>
        <source>%1%</source>
        <extracomment>A chance in a hint; %1 a whole number of percent. French: &quot;%1 %&quot;.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>almost every time</source>
        <translation>presque à chaque fois</translation>
    </message>
    <message>
        <source>Play %1 on the %2: you would win all of its %3 %4, and a share of it %5.</source>
        <extracomment>%1 a card (&quot;Police 4&quot;), %2 its bar, %3 all the bar&apos;s money, %4 how often (&quot;about 4 times in 10 (43%)&quot;), %5 how often it would be shared.</extracomment>
        <translation>Jouez %1 au %2&#xa0;: vous y gagneriez tous ses %3 %4, et une part %5.</translation>
    </message>
    <message>
        <source>Play %1 on the %2: you would win all of its %3 %4.</source>
        <extracomment>%1 a card (&quot;Police 4&quot;), %2 its bar, %3 all the bar&apos;s money, %4 how often (&quot;about 4 times in 10 (43%)&quot;).</extracomment>
        <translation>Jouez %1 au %2&#xa0;: vous y gagneriez tous ses %3 %4.</translation>
    </message>
    <message>
        <source>Give the bill to the %1: with your %2 there, you would win all of its %3 %4.</source>
        <extracomment>%1 a bar, %2 the player&apos;s card for it (&quot;Gambler 5&quot;), %3 the money then on it, %4 how often (&quot;about 6 times in 10 (61%)&quot;).</extracomment>
        <translation>Donnez le billet au %1&#xa0;: avec votre %2, vous y gagneriez tous ses %3 %4.</translation>
    </message>
    <message>
        <source>Give the bill to the %1, where you have no card: nobody would win it this round %2.</source>
        <extracomment>%1 a bar where the player has no card, %2 how often (&quot;about 7 times in 10 (68%)&quot;).</extracomment>
        <translation>Donnez le billet au %1, où vous n’avez pas de carte&#xa0;: personne ne le gagnerait à cette manche %2.</translation>
    </message>
    <message>
        <source>At the %1, keep %2 of the %3 and offer the rest. If anyone refuses, you would win the duel %4.</source>
        <extracomment>%1 a bar, %2 what the player keeps, %3 all the bar&apos;s money, %4 how often.</extracomment>
        <translation>Au %1, gardez %2 sur les %3 et offrez le reste. Si quelqu’un refuse, vous gagneriez le duel %4.</translation>
    </message>
    <message>
        <source>At the %1, accept the %2 offered: if you refused, you would win the duel only %3.</source>
        <extracomment>%1 a bar, %2 the money offered, %3 how often.</extracomment>
        <translation>Au %1, acceptez les %2 offerts&#xa0;: si vous refusiez, vous ne gagneriez le duel que %3.</translation>
    </message>
    <message>
        <source>At the %1, refuse the %2 offered: you would win the duel %3, and with it %4 or more.</source>
        <extracomment>%1 a bar, %2 the money offered, %3 how often, %4 the money fought for.</extracomment>
        <translation>Au %1, refusez les %2 offerts&#xa0;: vous gagneriez le duel %3, et avec lui %4 ou plus.</translation>
    </message>
    <message>
        <source>%1&#xa0;%2</source>
        <extracomment>A card in a hint, without its bar: %1 its kind, %2 its number (&quot;Police 4&quot;).</extracomment>
        <translation>%1 n°&#xa0;%2</translation>
    </message>
    <message>
        <source>less than 1&#xa0;time in&#xa0;10</source>
        <translation>moins d’1&#xa0;fois sur&#xa0;10</translation>
    </message>
    <message>
        <source>about 1&#xa0;time in&#xa0;10</source>
        <translation>environ 1&#xa0;fois sur&#xa0;10</translation>
    </message>
    <message>
        <source>about %1&#xa0;times in&#xa0;10</source>
        <extracomment>%1 a whole number from 2 to 9.</extracomment>
        <translation>environ %1&#xa0;fois sur&#xa0;10</translation>
    </message>
</context>
<context>
    <name>razzia::ui::HumanSeat</name>
    <message>
        <source>%1, you deal: place your last bill (%2) on a bar. Drag it, or click the bar (Tab and Enter with the keyboard).</source>
        <translation>%1, vous distribuez&#xa0;: placez votre dernier billet (%2) sur un bar. Faites-le glisser, ou cliquez sur le bar (Tab et Entrée au clavier).</translation>
    </message>
    <message>
        <source>&amp;Play this card</source>
        <translation>&amp;Jouer cette carte</translation>
    </message>
    <message>
        <source>%1, choose your card: drag it onto the bar of its colour, or select it (click, or the arrow keys) and confirm (Enter).</source>
        <translation>%1, choisissez votre carte&#xa0;: faites-la glisser sur le bar de sa couleur, ou sélectionnez-la (clic ou flèches) et confirmez (Entrée).</translation>
    </message>
    <message>
        <source>&amp;Pass the computer on</source>
        <translation>&amp;Passer l’ordinateur</translation>
    </message>
    <message>
        <source>Your card lies face down on the %1. Until the last player has chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</source>
        <translation>Votre carte est posée face cachée sur le %1. Tant que le dernier joueur n’a pas choisi, ramenez-la dans votre main (ou Ctrl+Z) pour choisir à nouveau.</translation>
    </message>
    <message>
        <source>%1 Then pass the computer on.</source>
        <translation>%1 Puis passez l’ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Back to the proposal</source>
        <translation>&amp;Voir la proposition</translation>
    </message>
    <message>
        <source>Pass the computer to %1</source>
        <extracomment>The hot-seat curtain: the computer goes to the next player before a secret choice.</extracomment>
        <translation>Passez l’ordinateur à %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Je suis %1 — montrer mes cartes</translation>
    </message>
    <message>
        <source>Your card lies face down on the %1. Until the players before you have chosen, drag it back to your hand (or press Ctrl+Z) to choose again.</source>
        <translation>Votre carte est posée face cachée sur le %1. Tant que les joueurs avant vous n’ont pas choisi, ramenez-la dans votre main (ou Ctrl+Z) pour choisir à nouveau.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A refused drop: %1 why, %2 what the table asks for, as before.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Not on the %1: a card goes to the bar of its colour, this one to the %2.</source>
        <extracomment>A card dropped on another bar than its own: %1 that bar, %2 the card&apos;s bar.</extracomment>
        <translation>Pas sur le %1&#xa0;: une carte va au bar de sa couleur, celle-ci au %2.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::LogModel</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Round %1 — %2 deals</source>
        <translation>Manche %1 — %2 distribue</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>La défausse est mélangée et devient une nouvelle pioche de %n carte.</numerusform>
            <numerusform>La défausse est mélangée et devient une nouvelle pioche de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places %2 on the %3.</source>
        <translation>%1 place %2 sur le %3.</translation>
    </message>
    <message>
        <source>%1 on the %2.</source>
        <translation>%1 sur le %2.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 révèle %2.</translation>
    </message>
    <message>
        <source>%1: nobody came.</source>
        <translation>%1&#xa0;: personne n’est venu.</translation>
    </message>
    <message>
        <source>%1: the raid fails, no gambler to arrest; the bills stay.</source>
        <translation>%1&#xa0;: la razzia échoue, aucun joueur à arrêter&#x202f;; les billets restent.</translation>
    </message>
    <message>
        <source>%1: no bill to win.</source>
        <translation>%1&#xa0;: aucun billet à gagner.</translation>
    </message>
    <message>
        <source>%1: %2 takes everything.</source>
        <translation>%1&#xa0;: %2 rafle tout.</translation>
    </message>
    <message>
        <source>%1: %2 must propose a division of %3.</source>
        <translation>%1&#xa0;: %2 doit proposer un partage de %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 proposes: %2.</source>
        <translation>%1 propose&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 accepte.</translation>
    </message>
    <message>
        <source>%1 refuses.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <source>%1 rolls %2: total %3.</source>
        <translation>%1 fait %2&#xa0;: total %3.</translation>
    </message>
    <message>
        <source>%1 wins the duel against %2 on a tie (the lower-ranked wins ties).</source>
        <translation>%1 gagne le duel contre %2 sur une égalité (le moins bien classé l’emporte).</translation>
    </message>
    <message>
        <source>%1 wins the duel against %2.</source>
        <translation>%1 gagne le duel contre %2.</translation>
    </message>
    <message>
        <source>%1 wins %2 at the %3.</source>
        <translation>%1 gagne %2 au %3.</translation>
    </message>
    <message>
        <source>End of round %1: %2.</source>
        <translation>Fin de la manche %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>razzia::ui::MoneyChart</name>
    <message>
        <source>Money after each round</source>
        <translation>Argent après chaque manche</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>razzia::ui::NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <extracomment>A default seat name when all the usual ones are taken; %1 is a number.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>A seat in the first dealer list when its name is empty; %1 is its number.</extracomment>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>La place %1 doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two seats are called “%1”: every name must be different.</source>
        <extracomment>%1 is a player&apos;s name used twice.</extracomment>
        <translation>Deux places s’appellent «&#xa0;%1&#xa0;»&#xa0;: chaque nom doit être différent.</translation>
    </message>
    <message>
        <source>The seed must be a whole number below 18446744073709551616.</source>
        <translation>La graine doit être un nombre entier inférieur à 18446744073709551616.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Premier &amp;donneur&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game</source>
        <translation>La même graine et les mêmes décisions donnent la même partie</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <extracomment>Label of a seat&apos;s row; seats are numbered clockwise from 1.</extracomment>
        <translation>Place &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Seat %1 played by</source>
        <translation>Place %1 jouée par</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>first dealer</comment>
        <extracomment>First dealer (R2.3): drawn at random.</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Computer level of seat %1</source>
        <translation>Niveau de l’ordinateur de la place %1</translation>
    </message>
    <message>
        <source>A name holds at most %1 characters.</source>
        <extracomment>Under the seats when a name field is full; %1 is the longest a name may be (24).</extracomment>
        <translation>Un nom compte au plus %1&#xa0;caractères.</translation>
    </message>
    <message>
        <source>A name of up to %1 characters</source>
        <extracomment>Tooltip of a seat&apos;s name field; %1 is the longest a name may be (24).</extracomment>
        <translation>Un nom de %1&#xa0;caractères au plus</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalDialog</name>
    <message>
        <source>%1%</source>
        <extracomment>A chance in percent; %1 is a whole number. French: &quot;%1 %&quot; (no-break space).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Divide the %1, %2</source>
        <extracomment>Headline when a player divides a bar&apos;s bills; %1 is the bar, %2 the player.</extracomment>
        <translation>Partagez le %1, %2</translation>
    </message>
    <message>
        <source>Give each bill to one claimant: click a cell, or use the arrow keys and Space. A claimant who refuses duels for the pool.</source>
        <translation>Donnez chaque billet à un prétendant&#xa0;: cliquez sur une case, ou utilisez les flèches et Espace. Un prétendant qui refuse se bat en duel pour le pot.</translation>
    </message>
    <message>
        <source>Your answer, %1</source>
        <extracomment>Headline when a player must accept or refuse a proposal; %1 is the player.</extracomment>
        <translation>Votre réponse, %1</translation>
    </message>
    <message>
        <source>%1 divides the %2 and offers you %3.</source>
        <extracomment>%1 proposes a division of bar %2 and offers the player %3.</extracomment>
        <translation>%1 partage le %2 et vous offre %3.</translation>
    </message>
    <message>
        <source>If you refuse now, your chance to take the pool is %1.</source>
        <extracomment>%1 is a chance in percent, e.g. &quot;42%&quot;.</extracomment>
        <translation>Si vous refusez maintenant, votre chance de remporter le pot est de %1.</translation>
    </message>
    <message>
        <source>All to &amp;me</source>
        <translation>&amp;Tout pour moi</translation>
    </message>
    <message>
        <source>Keep every bill</source>
        <translation>Garder tous les billets</translation>
    </message>
    <message>
        <source>&amp;Even split</source>
        <translation>Parts é&amp;gales</translation>
    </message>
    <message>
        <source>Shares as equal as whole bills allow</source>
        <translation>Des parts aussi égales que le permettent les billets entiers</translation>
    </message>
    <message>
        <source>&amp;Propose</source>
        <translation>&amp;Proposer</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Bills and who gets them</source>
        <translation>Les billets et qui les reçoit</translation>
    </message>
    <message>
        <source>proposes</source>
        <translation>propose</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>accepte</translation>
    </message>
    <message>
        <source>refuses</source>
        <translation>refuse</translation>
    </message>
    <message>
        <source>your answer?</source>
        <translation>votre réponse&#x202f;?</translation>
    </message>
    <message>
        <source>to answer</source>
        <translation>doit répondre</translation>
    </message>
    <message>
        <source>Claimant</source>
        <translation>Prétendant</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Duel</source>
        <extracomment>Column header: chance to win a duel against the proposer.</extracomment>
        <translation>Au duel</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>A claimant&apos;s chance to take the pool by refusing alone; for the proposer, the chance to keep it.</source>
        <translation>La chance d’un prétendant de remporter le pot s’il refuse seul&#x202f;; pour celui qui propose, la chance de le garder.</translation>
    </message>
    <message>
        <source>Human player</source>
        <translation>Joueur humain</translation>
    </message>
    <message>
        <source>Chance that %1 keeps the pool if one claimant refuses</source>
        <translation>Chance que %1 garde le pot si un prétendant refuse</translation>
    </message>
    <message>
        <source>Chance that %1 takes the pool by refusing alone</source>
        <translation>Chance que %1 remporte le pot en refusant seul</translation>
    </message>
    <message>
        <source>&amp;Accept %1</source>
        <extracomment>%1 the money offered to the player, e.g. &quot;$0&quot; or &quot;$25,000&quot;.</extracomment>
        <translation>&amp;Accepter %1</translation>
    </message>
    <message>
        <source>&amp;Refuse and duel</source>
        <translation>&amp;Refuser&#xa0;: duel</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Joueur de l’ordinateur</translation>
    </message>
    <message>
        <source>Refusing means a duel: the proposer and everyone who refuses roll a die each, adding their card&apos;s number, for the bills not accepted.</source>
        <translation>Refuser, c’est aller au duel&#xa0;: celui qui propose et tous ceux qui refusent lancent chacun un dé, auquel s’ajoute le nombre de leur carte, pour les billets non acceptés.</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ProposalModel</name>
    <message>
        <source>%1 goes to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 the claimant who gets it.</extracomment>
        <translation>%1 va à %2</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>A cell of the proposal table: %1 is a bill, %2 a claimant.</extracomment>
        <translation>Donner %1 à %2</translation>
    </message>
    <message>
        <source>Bill</source>
        <extracomment>Column header of the proposal table: the bills of the bar.</extracomment>
        <translation>Billet</translation>
    </message>
    <message>
        <source>Bills for %1</source>
        <extracomment>Tooltip of a claimant&apos;s column in the proposal table; %1 is the claimant.</extracomment>
        <translation>Billets pour %1</translation>
    </message>
</context>
<context>
    <name>razzia::ui::RankingDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the players of a new game</source>
        <translation>Choisir les joueurs d’une nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>Headline at the end of a game; %1 is the winner.</extracomment>
        <translation>%1 gagne&#x202f;!</translation>
    </message>
    <message>
        <source>%1 share first place!</source>
        <extracomment>Headline at the end of a game when several players have the most money (R3.8); %1 lists them, e.g. &quot;Al, Bugsy&quot;.</extracomment>
        <translation>%1 se partagent la première place&#x202f;!</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Watch this game again, round by round</source>
        <translation>Revoir cette partie, manche par manche</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>A new game with the same seats</source>
        <translation>Une nouvelle partie avec les mêmes joueurs</translation>
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
        <translation>&amp;Razzia (3 à 8 joueurs)…</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <extracomment>A Razzia game to continue; %n rounds played.</extracomment>
        <translation>
            <numerusform>après %n manche</numerusform>
            <numerusform>après %n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean money</source>
        <extracomment>The statistics&apos; column of a player&apos;s mean result in Razzia.</extracomment>
        <translation>Argent moyen</translation>
    </message>
    <message>
        <source>You against three computer players, at once</source>
        <translation>Vous contre trois joueurs de l’ordinateur, tout de suite</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <extracomment>A finished Razzia game&apos;s length in the list of finished games.</extracomment>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no seats to play again.</source>
        <translation>Cette partie n’a pas de joueurs à réunir de nouveau.</translation>
    </message>
    <message>
        <source>Hint for %1</source>
        <translation>Conseil pour %1</translation>
    </message>
    <message>
        <source>Refused by the host</source>
        <translation>Refusé par l’hôte</translation>
    </message>
    <message>
        <source>Waiting for the host to deal…</source>
        <translation>On attend que l’hôte distribue les cartes…</translation>
    </message>
    <message>
        <source>The host keeps this game: it is saved on the computer that holds the table.</source>
        <translation>L’hôte garde cette partie&#xa0;: elle est enregistrée sur l’ordinateur qui tient la table.</translation>
    </message>
    <message>
        <source>The host keeps this game, not this computer: whether you save or discard, leaving gives your seat up to the host&apos;s rule for absent players.</source>
        <translation>L’hôte garde cette partie, pas cet ordinateur&#xa0;: que vous enregistriez ou non, partir laisse votre place à la règle de l’hôte pour les absents.</translation>
    </message>
    <message>
        <source>Bluff your way to the biggest fortune in the bars of the 1930s. After Stefan Dorra&apos;s card game (Ravensburger 1992).</source>
        <translation>Bluffez jusqu’à la plus grosse fortune des bars des années 1930. D’après le jeu de cartes de Stefan Dorra (Ravensburger 1992).</translation>
    </message>
</context>
<context>
    <name>razzia::ui::ReplayWindow</name>
    <message>
        <source>Nothing to win</source>
        <translation>Rien à gagner</translation>
    </message>
    <message>
        <source>%1 takes it all</source>
        <translation>%1 rafle tout</translation>
    </message>
    <message>
        <source>Shared: %1</source>
        <extracomment>The bar&apos;s bills were shared (R5); %1 lists who won some, e.g. &quot;Al, Bugsy&quot;.</extracomment>
        <translation>Partagé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <extracomment>The replay window&apos;s title; %1 lists the players.</extracomment>
        <translation>Rejouer — %1</translation>
    </message>
    <message>
        <source>← &amp;Previous</source>
        <translation>← &amp;Précédent</translation>
    </message>
    <message>
        <source>The round before (Left, Page Up; Home for the first)</source>
        <translation>Le tour précédent (Gauche, Page préc.&#x202f;; Début pour le premier)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Suivant →</translation>
    </message>
    <message>
        <source>The round after (Right, Page Down; End for the last)</source>
        <translation>Le tour suivant (Droite, Page suiv.&#x202f;; Fin pour le dernier)</translation>
    </message>
    <message>
        <source>This record could not be replayed to its end: %1</source>
        <translation>Cet enregistrement n’a pas pu être rejoué jusqu’au bout&#xa0;: %1</translation>
    </message>
    <message>
        <source>After the round</source>
        <translation>Après le tour</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Card revealed</source>
        <translation>Carte révélée</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>No round was played</source>
        <translation>Aucun tour n’a été joué</translation>
    </message>
    <message>
        <source>Round %1 of %2 — %3 deals</source>
        <extracomment>%1 is the round, %2 the number of rounds, %3 the dealer: &quot;Round 3 of 12 — Al deals&quot;.</extracomment>
        <translation>Manche %1 sur %2 — %3 distribue</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (donneur)</translation>
    </message>
    <message>
        <source>players: expected 3 to 8 players, found %1</source>
        <translation>players&#xa0;: de 3 à 8 joueurs attendus, et non %1.</translation>
    </message>
    <message>
        <source>Raid failed</source>
        <translation>Razzia ratée</translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatModel</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>An AI seat and its level, e.g. &quot;Computer (Hard)&quot;.</extracomment>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>doit choisir</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>dealer, %1</source>
        <translation>donneur, %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>The host&apos;s seat</source>
        <extracomment>A network table&apos;s seat that its host plays; the table does not say how.</extracomment>
        <translation>Place de l’hôte</translation>
    </message>
    <message>
        <source>%1 in bills won</source>
        <extracomment>A seat&apos;s money read aloud and in its tooltip: the total of the bills it won (R3.8).</extracomment>
        <translation>%1 en billets gagnés</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <extracomment>How many cards a seat holds, read aloud and in its tooltip (public, R6).</extracomment>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <extracomment>A person at a network table whose link dropped: the game waits for them.</extracomment>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>a computer plays</source>
        <extracomment>A person at a network table who is away: a computer plays for them meanwhile.</extracomment>
        <translation>un ordinateur joue</translation>
    </message>
</context>
<context>
    <name>razzia::ui::SeatWidget</name>
    <message>
        <source>to choose</source>
        <translation>doit choisir</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>a choisi</translation>
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
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Raid failed: no gambler here</source>
        <translation>Razzia ratée&#xa0;: aucun joueur ici</translation>
    </message>
    <message>
        <source>Nothing to win</source>
        <translation>Rien à gagner</translation>
    </message>
    <message numerus="yes">
        <source>%n claimant(s) must share</source>
        <translation>
            <numerusform>Partage à %n</numerusform>
            <numerusform>Partage à %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 proposes a division of the %2</source>
        <translation>%1 propose un partage du %2</translation>
    </message>
    <message>
        <source>%1 accepts</source>
        <translation>%1 accepte</translation>
    </message>
    <message>
        <source>%1 refuses</source>
        <translation>%1 refuse</translation>
    </message>
    <message>
        <source>All to %1</source>
        <extracomment>A bar&apos;s banner: one claimant takes every bill (R4.6); no verb, any name fits.</extracomment>
        <translation>Tout pour %1</translation>
    </message>
    <message>
        <source>Last round (%1 of %2). Dealer: %3.</source>
        <translation>Dernière manche (%1 sur %2). Donneur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Round %1 of %2. Dealer: %3.</source>
        <translation>Manche %1 sur %2. Donneur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>%1 → %2, %3</source>
        <extracomment>One bar&apos;s outcome in the round&apos;s recap: bar → winner, amount.</extracomment>
        <translation>%1 → %2, %3</translation>
    </message>
    <message>
        <source>nobody won anything</source>
        <translation>personne n’a rien gagné</translation>
    </message>
    <message>
        <source>End of round %1: %2. Continue when you are ready (Space or Enter).</source>
        <translation>Fin de la manche %1&#xa0;: %2. Continuez quand vous êtes prêt (Espace ou Entrée).</translation>
    </message>
    <message>
        <source>Raid: all to %1</source>
        <extracomment>A bar&apos;s banner: police raided gamblers and take every bill (R4.3, R4.6).</extracomment>
        <translation>Razzia&#xa0;: tout pour %1</translation>
    </message>
    <message>
        <source>Duel for the pool</source>
        <translation>Duel pour la cagnotte</translation>
    </message>
    <message>
        <source>Shared: %1</source>
        <extracomment>A shared bar&apos;s banner when every claimant accepted (R5.4): %1 the players, &quot;Al, Lou&quot;.</extracomment>
        <translation>Partagé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Duel won by %1</source>
        <extracomment>A shared bar&apos;s banner after its duels (R5.6): %1 the last champion, who took the pool.</extracomment>
        <translation>Duel gagné par %1</translation>
    </message>
    <message>
        <source>%1 divides the bills of the %2.</source>
        <translation>%1 partage les billets du %2.</translation>
    </message>
    <message>
        <source>%1 answers the proposal for the %2.</source>
        <translation>%1 répond à la proposition pour le %2.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>A network table, once the player has chosen a card: %1 one or more names, &quot;Léa&quot;, &quot;Léa and Dutch&quot;, &quot;Léa, Dutch and Sam&quot;.</extracomment>
        <translation>En attente de %1…</translation>
    </message>
</context>
<context>
    <name>razzia::ui::TableWidget</name>
    <message>
        <source>&amp;Play this card</source>
        <translation>&amp;Jouer cette carte</translation>
    </message>
    <message>
        <source>The dealer&apos;s bill</source>
        <translation>Le billet du donneur</translation>
    </message>
    <message numerus="yes">
        <source>Supply
%n bill(s)</source>
        <translation>
            <numerusform>Réserve
%n billet</numerusform>
            <numerusform>Réserve
%n billets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile
%n card(s)</source>
        <translation>
            <numerusform>Pioche
%n carte</numerusform>
            <numerusform>Pioche
%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards
%n card(s)</source>
        <translation>
            <numerusform>Défausse
%n carte</numerusform>
            <numerusform>Défausse
%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer&apos;s bill: %1</source>
        <translation>Le billet du donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The dealer&apos;s bill, face down</source>
        <translation>Le billet du donneur, face cachée</translation>
    </message>
    <message>
        <source>Last round
%1 of %2</source>
        <extracomment>The round counter on the last round (R3.7): &quot;Last round
12 of 12&quot;.</extracomment>
        <translation>Dernière manche
%1 sur %2</translation>
    </message>
    <message>
        <source>Round %1
of %2</source>
        <translation>Manche %1
sur %2</translation>
    </message>
</context>
<context>
    <name>shell::ChatPanel</name>
    <message>
        <source>Se&amp;nd</source>
        <translation>E&amp;nvoyer</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <source>Take a seat first to speak to the table.</source>
        <translation>Prenez d’abord une place pour parler à la table.</translation>
    </message>
</context>
<context>
    <name>shell::FinishedGamesDialog</name>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Aucune partie n’a encore été terminée.</translation>
    </message>
    <message>
        <source>Choose a game to watch it again, or to play it again with the same seats.</source>
        <translation>Choisissez une partie pour la revoir, ou pour la rejouer avec les mêmes joueurs.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée le</translation>
    </message>
    <message>
        <source>Rounds or moves</source>
        <translation>Manches ou coups</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <extracomment>A player in the finished games&apos; list: %1 the name, %2 the computer&apos;s level.</extracomment>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Watch the game again, round by round or move by move</source>
        <translation>Revoir la partie, manche par manche ou coup par coup</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>A new game with the same seats</source>
        <translation>Une nouvelle partie avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation>&amp;Autre fichier…</translation>
    </message>
</context>
<context>
    <name>shell::GameModule</name>
    <message>
        <source>This game cannot be played again with the same seats.</source>
        <translation>Ce jeu ne peut pas être rejoué avec les mêmes joueurs.</translation>
    </message>
    <message>
        <source>This game cannot be played over the network yet.</source>
        <translation>Ce jeu ne se joue pas encore en réseau.</translation>
    </message>
</context>
<context>
    <name>shell::HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Places&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Table&apos;s name:</source>
        <translation>Nom de la &amp;table&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <extracomment>A seat of the table in the host dialog: %1 its number.</extracomment>
        <translation>Place %1&#xa0;:</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <extracomment>The default name of a hosted table: %1 the host&apos;s person&apos;s name.</extracomment>
        <translation>Table chez %1</translation>
    </message>
    <message>
        <source>Open (a person on the network)</source>
        <translation>Ouverte (une personne sur le réseau)</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Moi</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer seat in the host dialog: %1 its level (&quot;Normal&quot;).</extracomment>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>No game of this window can be played over the network.</source>
        <translation>Aucun jeu de cette fenêtre ne se joue en réseau.</translation>
    </message>
    <message>
        <source>Choose one seat for yourself (Me).</source>
        <translation>Choisissez une place pour vous (Moi).</translation>
    </message>
    <message>
        <source>Type your name: one line of 1 to 24 characters.</source>
        <translation>Tapez votre nom&#xa0;: une ligne de 1 à 24 caractères.</translation>
    </message>
    <message>
        <source>Name the table: one line of 1 to 24 characters.</source>
        <translation>Nommez la table&#xa0;: une ligne de 1 à 24 caractères.</translation>
    </message>
</context>
<context>
    <name>shell::JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Tables du réseau local&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>&amp;Join this table</source>
        <translation>&amp;Rejoindre cette table</translation>
    </message>
    <message>
        <source>Or join a table by its address, as its host shows it:</source>
        <translation>Ou rejoignez une table par son adresse, telle que son hôte l’affiche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>J&amp;oin at this address</source>
        <translation>Rejoindre à cette a&amp;dresse</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Free seats of a listed table: %1 free, %2 all its seats.</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En cours de partie</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>En attente de joueurs</translation>
    </message>
    <message>
        <source>Tables cannot be listed here (another program listens for them); join by address.</source>
        <translation>Les tables ne peuvent pas être listées ici (un autre programme les écoute)&#xa0;; rejoignez par adresse.</translation>
    </message>
    <message>
        <source>Listening for tables announced on the local network…</source>
        <translation>À l’écoute des tables annoncées sur le réseau local…</translation>
    </message>
    <message>
        <source>Your seat is kept for you</source>
        <translation>Votre place vous attend</translation>
    </message>
    <message>
        <source>Full</source>
        <extracomment>A listed table whose every seat is taken.</extracomment>
        <translation>Complète</translation>
    </message>
</context>
<context>
    <name>shell::LevelNames</name>
    <message>
        <source>Beginner</source>
        <extracomment>The weakest AI level, short form (in &quot;Computer (Beginner)&quot;).</extracomment>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Beginner (random choices)</source>
        <translation>Débutant (choix au hasard)</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>AI level</comment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>AI level</comment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>AI level</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>The human seat&apos;s name when the system gives none.</extracomment>
        <translation>Joueur 1</translation>
    </message>
</context>
<context>
    <name>shell::LobbyDialog</name>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>Network table: %1</source>
        <translation>Table en réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;ode:</source>
        <translation>C&amp;ode&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Take this seat</source>
        <translation>&amp;Prendre cette place</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Ouverture de la table…</translation>
    </message>
    <message>
        <source>(no network found)</source>
        <translation>(aucun réseau trouvé)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>The table at %1.</source>
        <translation>La table à l’adresse %1.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The lobby&apos;s seat of this window&apos;s person: %1 their name.</extracomment>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Toutes les places sont prises&#xa0;: commencez quand vous voulez.</translation>
    </message>
    <message>
        <source>Waiting for people to take the open seats.</source>
        <translation>En attente de personnes aux places ouvertes.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game.</source>
        <translation>En attente du lancement de la partie par l’hôte.</translation>
    </message>
    <message>
        <source>Choose a free seat and type your name.</source>
        <translation>Choisissez une place libre et tapez votre nom.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Close the table? The people seated at it lose their seats.</source>
        <translation>Fermer la table&#xa0;? Les personnes qui y sont assises perdent leur place.</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Rester</translation>
    </message>
    <message>
        <source>Others join with Game ▸ Join a table…: the table shows there by itself, or they type address %1, port %2.&lt;br&gt;The table&apos;s code: %3</source>
        <extracomment>How others join a hosted table: %1 this computer&apos;s addresses (&quot;192.168.1.5 or 10.0.0.2&quot;), %2 the port, %3 the table&apos;s code (in bold).</extracomment>
        <translation>Les autres rejoignent par Partie ▸ Rejoindre une table…&#xa0;: la table y apparaît d’elle-même, ou bien ils tapent l’adresse %1, port %2.&lt;br&gt;Le code de la table&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1, at %2.</source>
        <translation>%1, à l’adresse %2.</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>A lobby&apos;s seat while there is no link to the table.</extracomment>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>The game has started: this table has no seat for you.</source>
        <translation>La partie a commencé&#xa0;: cette table n’a pas de place pour vous.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>nothing answers on this port.</source>
        <translation>rien ne répond sur ce port.</translation>
    </message>
    <message>
        <source>no computer has this address.</source>
        <translation>aucun ordinateur n’a cette adresse.</translation>
    </message>
    <message>
        <source>no answer from this address (check it, and that both computers are on the same network).</source>
        <translation>aucune réponse à cette adresse (vérifiez-la, et que les deux ordinateurs sont sur le même réseau).</translation>
    </message>
    <message>
        <source>no table answers there.</source>
        <translation>aucune table n’y répond.</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <extracomment>A joiner&apos;s lobby when the table was never reached: %1 its address and port, %2 why.</extracomment>
        <translation>Impossible de joindre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This table plays %1, not %2.</source>
        <extracomment>A joiner&apos;s lobby: %1 the game the table plays, %2 the game this window asked for.</extracomment>
        <translation>Cette table joue à %1, pas à %2.</translation>
    </message>
    <message>
        <source>The host still holds your seat for your earlier window: trying again…</source>
        <translation>L’hôte garde encore votre place pour votre fenêtre précédente&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <source>Taking your seat back…</source>
        <translation>Vous reprenez votre place…</translation>
    </message>
</context>
<context>
    <name>shell::MainWindow</name>
    <message>
        <source>About Razzia</source>
        <translation>À propos de Razzia</translation>
    </message>
    <message>
        <source>Razzia</source>
        <translation>Razzia</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Ré&amp;glages</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace</source>
        <translation>&amp;Rythme des joueurs de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <translation>&amp;Vif</translation>
    </message>
    <message>
        <source>&amp;Deliberate</source>
        <translation>&amp;Posé</translation>
    </message>
    <message>
        <source>&amp;Colour-blind patterns</source>
        <translation>&amp;Motifs pour daltoniens</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Razzia</source>
        <translation>À &amp;propos de Razzia</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Il n’y a aucune partie à enregistrer.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>La partie n’a pas pu être enregistrée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is not a valid Razzia game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the round and field, in English).</extracomment>
        <translation>%1 n’est pas une partie de Razzia valable&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <comment>computer players&apos; pace</comment>
        <translation>&amp;Modéré</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Écran d’accueil</translation>
    </message>
    <message>
        <source>&amp;Finished games…</source>
        <translation>&amp;Historique des parties…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>What the strongest computer player would do in your place</source>
        <translation>Ce que ferait à votre place le plus fort des joueurs de l’ordinateur</translation>
    </message>
    <message>
        <source>Start sc&amp;reen</source>
        <translation>Écran d’&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>Full &amp;rules</source>
        <translation>&amp;Règles complètes</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partie rapide</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Partie enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>It was moved aside as %1 and will not be offered again.</source>
        <extracomment>Appended to the reason an autosaved game could not be resumed; %1 the new name.</extracomment>
        <translation>Le fichier a été mis de côté sous le nom %1 et ne sera plus proposé.</translation>
    </message>
    <message>
        <source>A game is in progress. Do you want to keep it to continue later?</source>
        <translation>Une partie est en cours. Voulez-vous la garder pour la continuer plus tard&#xa0;?</translation>
    </message>
    <message>
        <source>Game saved; continue it from the start screen.</source>
        <translation>Partie enregistrée&#xa0;; continuez-la depuis l’écran d’accueil.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <extracomment>%1 the player whose turn it is, %2 the hint itself.</extracomment>
        <translation>Conseil pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Ne&amp;w game of</source>
        <extracomment>The Game menu&apos;s submenu listing every game, as in &quot;New game of ▸ Razzia&quot;.</extracomment>
        <translation>Nouvelle partie &amp;de</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Razzia %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Razzia %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Games (%1) (%2)</source>
        <extracomment>The file dialogs&apos; filter; %1 the games&apos; names (&quot;Razzia, Speak Easy&quot;), %2 the patterns.</extracomment>
        <translation>Parties (%1) (%2)</translation>
    </message>
    <message>
        <source>&amp;Wait for me</source>
        <translation>M’&amp;attendre</translation>
    </message>
    <message>
        <source>&amp;Never: everything goes on at the animation speed</source>
        <translation>&amp;Jamais&#xa0;: tout avance à la vitesse des animations</translation>
    </message>
    <message>
        <source>At &amp;every step, mine or the others&apos;</source>
        <translation>À chaque é&amp;tape, la mienne ou celle des autres</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>This file holds no known game.</source>
        <translation>Ce fichier ne contient aucun jeu connu.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>La partie n’est pas encore terminée.</translation>
    </message>
    <message>
        <source>At what &amp;concerns me: my plays, my bars and pieces, my duels and fights, the end of a round</source>
        <translation>À ce qui me &amp;concerne&#xa0;: mes coups, mes bars et mes pièces, mes duels et mes combats, la fin d’une manche</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</source>
        <translation>«&#xa0;Enregistrer&#xa0;» la garde dans la liste des parties à continuer, telle qu’elle est. «&#xa0;Ne pas enregistrer&#xa0;» l’efface.</translation>
    </message>
    <message>
        <source>Host a ta&amp;ble…</source>
        <translation>Héberger une ta&amp;ble…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>This game cannot be played over the network.</source>
        <translation>Ce jeu ne se joue pas en réseau.</translation>
    </message>
    <message>
        <source>You host this network game. Leave it and close the table?</source>
        <translation>Vous hébergez cette partie en réseau. La quitter et fermer la table&#xa0;?</translation>
    </message>
    <message>
        <source>Leave this network game?</source>
        <translation>Quitter cette partie en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>The other people at the table lose the game.</source>
        <translation>Les autres personnes à la table perdent la partie.</translation>
    </message>
    <message>
        <source>Your seat is given up: the host may let a computer play it, and you cannot come back to it.</source>
        <translation>Votre place est abandonnée&#xa0;: l’hôte peut la confier à un ordinateur, et vous ne pourrez pas la reprendre.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>The network table you hosted was not finished. Open it again?</source>
        <translation>La table en réseau que vous avez ouverte n’était pas finie. La rouvrir&#xa0;?</translation>
    </message>
    <message>
        <source>The network table you hosted with %1 was not finished. Open it again?</source>
        <translation>La table en réseau que vous avez ouverte avec %1 n’était pas finie. La rouvrir&#xa0;?</translation>
    </message>
    <message>
        <source>The people at it come back to their seats by themselves while their windows are open. A new table ends this one for good.</source>
        <translation>Les personnes qui y jouaient reprennent leur place d’elles-mêmes tant que leur fenêtre est ouverte. Une nouvelle table met fin à celle-ci pour de bon.</translation>
    </message>
    <message>
        <source>&amp;Open it again</source>
        <translation>&amp;La rouvrir</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nouvelle table</translation>
    </message>
    <message>
        <source>This table cannot be opened again: %1</source>
        <translation>Cette table ne peut pas être rouverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This game was played at a network table. Play it again at a new table, or here?</source>
        <translation>Cette partie s’est jouée à une table en réseau. La rejouer à une nouvelle table, ou ici&#xa0;?</translation>
    </message>
    <message>
        <source>A new table has the same seats; the others join it again from their computers. Here, everyone plays at this computer, in turn.</source>
        <translation>Une nouvelle table a les mêmes places&#xa0;; les autres la rejoignent depuis leur ordinateur. Ici, chacun joue à son tour sur cet ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Host a new table</source>
        <translation>&amp;Héberger une nouvelle table</translation>
    </message>
    <message>
        <source>Play &amp;here</source>
        <translation>Jouer &amp;ici</translation>
    </message>
</context>
<context>
    <name>shell::NetPlay</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A chat line at a network table: %1 who wrote it, %2 what they wrote.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The table is gone: %1</source>
        <translation>La table a disparu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The link to the table was closed.</source>
        <translation>La liaison avec la table a été fermée.</translation>
    </message>
    <message>
        <source>This table cannot be hosted.</source>
        <translation>Cette table ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>The table could not be opened: %1</source>
        <translation>La table n’a pas pu être ouverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)</source>
        <extracomment>At a network table: %1 a player whose link dropped and who may come back.</extracomment>
        <translation>En attente&#xa0;: %1 (reconnexion)</translation>
    </message>
    <message>
        <source>A computer plays for %1 until they come back</source>
        <extracomment>At a network table: %1 a player away, whose seat a computer plays meanwhile.</extracomment>
        <translation>Un ordinateur joue pour %1 jusqu’à son retour</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>Reconnecting</source>
        <translation>Reconnexion</translation>
    </message>
    <message>
        <source>Away; a computer plays (%1)</source>
        <extracomment>A seat whose person is away: %1 the level of the computer playing it.</extracomment>
        <translation>Absent&#xa0;; un ordinateur joue (%1)</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>Trop de messages à la fois&#xa0;: attendez un instant.</translation>
    </message>
    <message>
        <source>A chat line is one line of 1 to 200 characters.</source>
        <translation>Un message est une ligne de 1 à 200 caractères.</translation>
    </message>
    <message>
        <source>A name is one line of 1 to 24 characters.</source>
        <translation>Un nom est une ligne de 1 à 24 caractères.</translation>
    </message>
    <message>
        <source>That is not this table&apos;s code.</source>
        <translation>Ce n’est pas le code de cette table.</translation>
    </message>
    <message>
        <source>Someone has just taken this seat.</source>
        <translation>Quelqu’un vient de prendre cette place.</translation>
    </message>
    <message>
        <source>This seat is not open.</source>
        <translation>Cette place n’est pas ouverte.</translation>
    </message>
    <message>
        <source>The game has started without you.</source>
        <translation>La partie a commencé sans vous.</translation>
    </message>
    <message>
        <source>The table runs another version of the game.</source>
        <translation>La table utilise une autre version du jeu.</translation>
    </message>
    <message>
        <source>The table plays another game.</source>
        <translation>La table joue à un autre jeu.</translation>
    </message>
    <message>
        <source>the host cannot be reached any more.</source>
        <translation>l’hôte ne répond plus.</translation>
    </message>
    <message>
        <source>No table answered at this address.</source>
        <translation>Aucune table n’a répondu à cette adresse.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The table refused it (%1).</source>
        <extracomment>A refusal the window has no words for: %1 its code (docs/network.md).</extracomment>
        <translation>La table l’a refusé (%1).</translation>
    </message>
    <message>
        <source>The host&apos;s computer</source>
        <translation>Ordinateur de l’hôte</translation>
    </message>
    <message>
        <source>The host&apos;s computer (%1)</source>
        <extracomment>%1 the level of the host&apos;s computer playing this seat.</extracomment>
        <translation>Ordinateur de l’hôte (%1)</translation>
    </message>
    <message>
        <source>It is not a network table&apos;s save.</source>
        <translation>Ce n’est pas la sauvegarde d’une table en réseau.</translation>
    </message>
    <message>
        <source>The host cannot be reached: trying again…</source>
        <translation>L’hôte est injoignable&#xa0;: nouvel essai en cours…</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L’hôte a fermé la table.</translation>
    </message>
    <message>
        <source>%1 closed the table.</source>
        <translation>%1 a fermé la table.</translation>
    </message>
    <message>
        <source>Someone at this table already has this name: choose another.</source>
        <translation>Quelqu’un à cette table porte déjà ce nom&#xa0;: choisissez-en un autre.</translation>
    </message>
</context>
<context>
    <name>shell::NetTablePanel</name>
    <message>
        <source>%1 has not come back. The game waits for them, or a computer plays for them until they return.</source>
        <extracomment>On the host&apos;s window: %1 a player whose link dropped a while ago.</extracomment>
        <translation>%1 n’est toujours pas là. La partie attend, ou un ordinateur joue à sa place jusqu’à son retour.</translation>
    </message>
    <message>
        <source>Let a computer play for %1</source>
        <extracomment>%1 the absent player&apos;s name.</extracomment>
        <translation>Laisser un ordinateur jouer pour %1</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Laisser jouer un ordinateur</translation>
    </message>
</context>
<context>
    <name>shell::RulesWindow</name>
    <message>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Full rules</source>
        <translation>Règles complètes</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>The rules window&apos;s title; %1 the game.</extracomment>
        <translation>%1 — Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
</context>
<context>
    <name>shell::SaveKey</name>
    <message>
        <source>The key of the saved games, %1, cannot be read: %2</source>
        <translation>Impossible de lire la clé des parties enregistrées, %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The key of the saved games, %1, is damaged; the games saved with it cannot be continued.</source>
        <translation>La clé des parties enregistrées, %1, est abîmée&#xa0;; les parties enregistrées avec elle ne peuvent pas être continuées.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made for the key of the saved games.</source>
        <translation>Impossible de créer le dossier %1 pour la clé des parties enregistrées.</translation>
    </message>
    <message>
        <source>The key of the saved games cannot be written to %1: %2</source>
        <translation>Impossible d’écrire la clé des parties enregistrées dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no key of the saved games here (%1): this game was saved by another user or on another computer.</source>
        <translation>Il n’y a pas ici de clé des parties enregistrées (%1)&#xa0;: cette partie a été enregistrée par un autre utilisateur ou sur un autre ordinateur.</translation>
    </message>
</context>
<context>
    <name>shell::SaveStore</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a saved game (limit %2 MB).</source>
        <extracomment>%1 the file, %2 the limit in megabytes.</extracomment>
        <translation>%1 est trop gros pour une partie enregistrée (limite %2&#xa0;Mo).</translation>
    </message>
    <message>
        <source>The game&apos;s record cannot be read back to be saved.</source>
        <translation>Le compte rendu de la partie ne peut pas être relu pour être enregistré.</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <extracomment>%1 why, in English: &quot;sealed: altered, or sealed under another key …&quot;.</extracomment>
        <translation>Impossible d’ouvrir cette partie enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: it does not hold the game it names.</source>
        <translation>Impossible d’ouvrir cette partie enregistrée&#xa0;: elle ne contient pas le jeu qu’elle annonce.</translation>
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
        <translation>Partie rapi&amp;de</translation>
    </message>
    <message>
        <source>The game in one minute</source>
        <translation>Le jeu en une minute</translation>
    </message>
    <message>
        <source>Continue a game</source>
        <translation>Continuer une partie</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>C&amp;ontinuer</translation>
    </message>
    <message>
        <source>No unfinished game. Games in progress are kept here, each in its own file, until they end.</source>
        <translation>Aucune partie en cours. Les parties en cours sont gardées ici, chacune dans son propre fichier, jusqu’à leur fin.</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>Games of the prohibition era at one computer: against computer players, friends in turn, or both.</source>
        <extracomment>The start screen&apos;s line under the application&apos;s name, for every game it offers.</extracomment>
        <translation>Des jeux de la prohibition sur un même ordinateur&#xa0;: contre l’ordinateur, entre amis chacun son tour, ou les deux.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>shell::Statistics</name>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged and was left as it is: %2</source>
        <extracomment>%1 is the statistics file, %2 what is wrong with it.</extracomment>
        <translation>Le fichier de statistiques %1 est endommagé et a été laissé tel quel&#xa0;: %2</translation>
    </message>
    <message>
        <source>it cannot be read (%1).</source>
        <translation>il ne peut pas être lu (%1).</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1 at byte %2).</source>
        <translation>ce n’est pas du JSON valable (%1 à l’octet %2).</translation>
    </message>
    <message>
        <source>expected a JSON object at the top.</source>
        <translation>un objet JSON était attendu au premier niveau.</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;, found %2.</source>
        <translation>format&#xa0;: «&#xa0;%1&#xa0;» attendu, %2 trouvé.</translation>
    </message>
    <message>
        <source>players: expected a list, found %1.</source>
        <translation>players&#xa0;: une liste attendue, %1 trouvé.</translation>
    </message>
    <message>
        <source>%1: expected an object, found %2.</source>
        <translation>%1&#xa0;: un objet attendu, %2 trouvé.</translation>
    </message>
    <message>
        <source>%1.name: expected a player&apos;s name, found %2.</source>
        <translation>%1.name&#xa0;: un nom de joueur attendu, %2 trouvé.</translation>
    </message>
    <message>
        <source>%1.name: &quot;%2&quot; is listed twice.</source>
        <translation>%1.name&#xa0;: «&#xa0;%2&#xa0;» figure deux fois.</translation>
    </message>
    <message>
        <source>%1.games: expected a whole number, 0 or more, found %2.</source>
        <translation>%1.games&#xa0;: un nombre entier positif ou nul attendu, %2 trouvé.</translation>
    </message>
    <message>
        <source>%1.wins: expected a whole number from 0 to the games played (%2), found %3.</source>
        <translation>%1.wins&#xa0;: un nombre entier de 0 au nombre de parties jouées (%2) attendu, %3 trouvé.</translation>
    </message>
    <message>
        <source>%1.money: expected a whole number of dollars, 0 or more, found %2.</source>
        <translation>%1.money&#xa0;: un nombre entier de dollars positif ou nul attendu, %2 trouvé.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to %1: %2</source>
        <extracomment>%1 is the statistics file, %2 the system&apos;s reason.</extracomment>
        <translation>Les statistiques n’ont pas pu être enregistrées dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer player in the statistics; %1 is its level.</extracomment>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>%1.level: expected one of %2, found %3.</source>
        <translation>%1.level&#xa0;: attendu l’un de %2, trouvé %3.</translation>
    </message>
    <message>
        <source>%1: a computer player has a level, not a name.</source>
        <translation>%1&#xa0;: un joueur de l’ordinateur a un niveau, pas un nom.</translation>
    </message>
    <message>
        <source>%1.level: &quot;%2&quot; is listed twice.</source>
        <translation>%1.level&#xa0;: «&#xa0;%2&#xa0;» figure deux fois.</translation>
    </message>
    <message>
        <source>it is too large (limit %1 MB).</source>
        <translation>il est trop grand (limite %1 Mo).</translation>
    </message>
    <message>
        <source>%1.game: expected a game&apos;s name, found %2.</source>
        <translation>%1.game&#xa0;: le nom d’un jeu est attendu, trouvé %2.</translation>
    </message>
    <message>
        <source>A game result without a name or without a place cannot be recorded.</source>
        <translation>Un résultat de partie sans nom ou sans rang ne peut pas être enregistré.</translation>
    </message>
    <message>
        <source>%1.score: expected a whole number, found %2.</source>
        <translation>%1.score&#xa0;: un nombre entier est attendu, trouvé %2.</translation>
    </message>
</context>
<context>
    <name>shell::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No finished game has been recorded yet.</source>
        <translation>Aucune partie terminée n’a encore été enregistrée.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Every finished game: people by name (matched without regard to case), computer players by level. Shared first places count as wins.</source>
        <translation>Toutes les parties terminées&#xa0;: les personnes par nom (sans tenir compte des majuscules), les joueurs de l’ordinateur par niveau. Une première place partagée compte comme une victoire.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
</context>
<context>
    <name>shell::StatisticsModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A win rate; %1 is a whole number of percent. French: &quot;%1 %&quot;.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
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
        <translation>%1&#xa0;: %2 — %3, %4</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::BoardWidget</name>
    <message>
        <source>Speak Easy board</source>
        <translation>Plateau de Speak Easy</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1&#xa0;: vide</translation>
    </message>
    <message>
        <source>%1: a piece of %2, not revealed</source>
        <extracomment>%1 a point such as c7, %2 the side (South/North)</extracomment>
        <translation>%1&#xa0;: une pièce de %2, non révélée</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>%1 a point, %2 a piece&apos;s name with its article, %3 the side</extracomment>
        <translation>%1&#xa0;: %2 de %3</translation>
    </message>
    <message>
        <source> (turned on the Rues: a Kid)</source>
        <translation> (a tourné dans les Rues&#xa0;: un Kid)</translation>
    </message>
    <message>
        <source> (has moved)</source>
        <translation> (a bougé)</translation>
    </message>
    <message>
        <source> (the other side has seen it)</source>
        <translation> (l’autre camp l’a vue)</translation>
    </message>
    <message>
        <source> (your tag: %1)</source>
        <extracomment>%1 the piece&apos;s name a player guessed and tagged it with (issue 25).</extracomment>
        <translation> (votre étiquette&#xa0;: %1)</translation>
    </message>
    <message>
        <source>I think this is…</source>
        <extracomment>The title of the menu that tags a hidden piece of the other side with a guess.</extracomment>
        <translation>Je pense que c’est…</translation>
    </message>
    <message>
        <source>No tag</source>
        <translation>Pas d’étiquette</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::ClientSource</name>
    <message>
        <source>The link to the table dropped: the game waits for it to come back</source>
        <translation>Le lien avec la table est coupé&#xa0;: la partie attend qu’il revienne</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>De retour à la table</translation>
    </message>
    <message numerus="yes">
        <source>While you were away, the computer made %n decision(s) for you</source>
        <translation>
            <numerusform>Pendant votre absence, l’ordinateur a pris %n décision pour vous</numerusform>
            <numerusform>Pendant votre absence, l’ordinateur a pris %n décisions pour vous</numerusform>
        </translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>l’autre joueur</translation>
    </message>
    <message>
        <source>Waiting for %1 (reconnecting)</source>
        <extracomment>%1 the other player&apos;s name, who dropped from the network table.</extracomment>
        <translation>En attente de %1 (reconnexion)</translation>
    </message>
    <message>
        <source>Waiting for the computer playing for %1</source>
        <extracomment>%1 the other player&apos;s name; the host&apos;s computer plays for them while they are away.</extracomment>
        <translation>En attente de l’ordinateur qui joue pour %1</translation>
    </message>
    <message>
        <source>Waiting for the link to the table</source>
        <translation>En attente du lien avec la table</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 the other player&apos;s name at the network table.</extracomment>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <source>The host refused that move: it is not a legal move</source>
        <translation>L’hôte a refusé ce coup&#xa0;: il n’est pas permis</translation>
    </message>
    <message>
        <source>The host refused that set-up: it does not follow the rules</source>
        <translation>L’hôte a refusé ce placement&#xa0;: il ne suit pas les règles</translation>
    </message>
    <message>
        <source>The host refused the offer: a draw was already declined this turn</source>
        <translation>L’hôte a refusé la proposition&#xa0;: une nulle a déjà été refusée à ce tour</translation>
    </message>
    <message>
        <source>The host refused that: it is not yours to decide now</source>
        <translation>L’hôte a refusé&#xa0;: ce n’est pas à vous de décider maintenant</translation>
    </message>
    <message>
        <source>The host refused that: the game is over</source>
        <translation>L’hôte a refusé&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <source>The host refused that: too many decisions at once; try again</source>
        <translation>L’hôte a refusé&#xa0;: trop de décisions à la fois&#xa0;; réessayez</translation>
    </message>
    <message>
        <source>The table cannot be reached now: try again once the link is back</source>
        <translation>La table est injoignable pour l’instant&#xa0;: réessayez quand le lien sera revenu</translation>
    </message>
    <message>
        <source>This window holds no seat at the table any more</source>
        <translation>Cette fenêtre n’a plus de place à la table</translation>
    </message>
    <message>
        <source>The host refused that (%1)</source>
        <extracomment>%1 the host&apos;s refusal code, a word in English (docs/network.md).</extracomment>
        <translation>L’hôte a refusé (%1)</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::FightView</name>
    <message>
        <source>Fight: %1 against %2. %3</source>
        <extracomment>%1 attacking piece, %2 defending piece, %3 the result with its rule</extracomment>
        <translation>Combat&#xa0;: %1 contre %2. %3</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>contre</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::FormationStore</name>
    <message>
        <source>The formation “%1” is damaged and was not used</source>
        <translation>La formation «&#xa0;%1&#xa0;» est abîmée et n’a pas été utilisée</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::MoveLogModel</name>
    <message>
        <source>%1 attacks %2. %3</source>
        <extracomment>%1 attacking piece, %2 defending piece (each with its article), %3 the result, a sentence of its own (&quot;The higher value wins: the defender stays&quot;).</extracomment>
        <translation>%1 attaque %2. %3</translation>
    </message>
    <message>
        <source>%1. %2: %3 to %4.</source>
        <extracomment>%1 ply number, %2 the side (South/North), %3 and %4 points such as a3</extracomment>
        <translation>%1. %2&#xa0;: %3 vers %4.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::Names</name>
    <message>
        <source>the Speakeasy</source>
        <translation>le Speakeasy</translation>
    </message>
    <message>
        <source>the Boss</source>
        <translation>le boss</translation>
    </message>
    <message>
        <source>the Heir</source>
        <translation>l’héritier</translation>
    </message>
    <message>
        <source>the Car</source>
        <translation>la voiture</translation>
    </message>
    <message>
        <source>the Accountant</source>
        <translation>le comptable</translation>
    </message>
    <message>
        <source>the Crooked Cop</source>
        <translation>le flic corrompu</translation>
    </message>
    <message>
        <source>the Machine Gunner</source>
        <translation>le mitrailleur</translation>
    </message>
    <message>
        <source>the Gunman</source>
        <translation>le porte-flingue</translation>
    </message>
    <message>
        <source>the Henchman</source>
        <translation>l’homme de main</translation>
    </message>
    <message>
        <source>the Kid</source>
        <translation>le Kid</translation>
    </message>
    <message>
        <source>the Babe</source>
        <translation>la Babe</translation>
    </message>
    <message>
        <source>the FBI</source>
        <translation>le FBI</translation>
    </message>
    <message>
        <source>a hidden piece</source>
        <translation>une pièce cachée</translation>
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
        <translation>Héritier</translation>
    </message>
    <message>
        <source>Car</source>
        <comment>token</comment>
        <translation>Voiture</translation>
    </message>
    <message>
        <source>Accountant</source>
        <comment>token</comment>
        <translation>Comptable</translation>
    </message>
    <message>
        <source>Crooked Cop</source>
        <comment>token</comment>
        <translation>Flic corrompu</translation>
    </message>
    <message>
        <source>Machine Gunner</source>
        <comment>token</comment>
        <translation>Mitrailleur</translation>
    </message>
    <message>
        <source>Gunman</source>
        <comment>token</comment>
        <translation>Porte-flingue</translation>
    </message>
    <message>
        <source>Henchman</source>
        <comment>token</comment>
        <translation>Homme de main</translation>
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
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Speakeasy on the left Bar</source>
        <translation>Speakeasy au Bar de gauche</translation>
    </message>
    <message>
        <source>Speakeasy on the right Bar</source>
        <translation>Speakeasy au Bar de droite</translation>
    </message>
    <message>
        <source>Decoy Bar</source>
        <translation>Bar leurre</translation>
    </message>
    <message>
        <source>Centre guard</source>
        <translation>Garde au centre</translation>
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
        <translation>%1&#xa0;: le Speakeasy se pose sur l’un de vos deux Bars</translation>
    </message>
    <message>
        <source>%1: a Babe goes on one of your two back ranks</source>
        <translation>%1&#xa0;: une Babe se place sur l’une de vos deux dernières lignes</translation>
    </message>
    <message numerus="yes">
        <source>Place every piece: %n still in the tray</source>
        <translation>
            <numerusform>Placez toutes les pièces&#xa0;: %n reste dans la réserve</numerusform>
            <numerusform>Placez toutes les pièces&#xa0;: %n restent dans la réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every point of your side holds one piece</source>
        <translation>%1&#xa0;: chaque point de votre camp porte une pièce</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <extracomment>%1 a rule number of the rules window, such as SE5.1</extracomment>
        <translation>Règle %1</translation>
    </message>
    <message>
        <source>%1: not on your side of the board; your pieces stand on your own points</source>
        <translation>%1&#xa0;: pas dans votre camp&#xa0;; vos pièces se placent sur vos propres points</translation>
    </message>
    <message>
        <source>%1 to %2 is not a legal move (SE4): the lit points are where this piece may go.</source>
        <extracomment>A piece dropped where it may not go: %1 and %2 points such as c5.</extracomment>
        <translation>%1 vers %2 n’est pas un coup légal (SE4)&#xa0;: les points éclairés sont ceux où cette pièce peut aller.</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks %4. %5</source>
        <extracomment>%1 and %2 points (c4, c7), %3 the player&apos;s piece as on its token (&quot;Car&quot;), %4 the other side&apos;s revealed piece with its article, %5 the result, a sentence.</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 — votre %3 attaque %4. %5</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks a Bar, where the Speakeasy may stand</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 — votre %3 attaque un Bar, où le Speakeasy peut se trouver</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 attacks a hidden piece</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 — votre %3 attaque une pièce cachée</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 goes into a Bâtiment, where it cannot be attacked</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 — votre %3 entre dans un Bâtiment, où rien ne peut l’attaquer</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 — your %3 moves towards the other side</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 — votre %3 avance vers l’autre camp</translation>
    </message>
    <message>
        <source>Hint: %1 to %2 with your %3</source>
        <extracomment>%1 and %2 points, %3 the player&apos;s piece as on its token (&quot;Car&quot;).</extracomment>
        <translation>Conseil&#xa0;: %1 vers %2 avec votre %3</translation>
    </message>
    <message>
        <source>%1: the Bâtiments (houses and hotels) stay empty at set-up</source>
        <translation>%1&#xa0;: les Bâtiments (maisons et hôtels) restent vides à la mise en place</translation>
    </message>
    <message>
        <source>Speakeasy taken: the attacker wins the game.</source>
        <translation>Speakeasy pris&#xa0;: l’attaquant gagne la partie.</translation>
    </message>
    <message>
        <source>FBI: both pieces leave.</source>
        <translation>FBI&#xa0;: les deux pièces sortent.</translation>
    </message>
    <message>
        <source>The Kid sends the Babe away and takes her point.</source>
        <translation>Le Kid fait fuir la Babe et prend sa place.</translation>
    </message>
    <message>
        <source>Babe: both pieces leave.</source>
        <translation>Babe&#xa0;: les deux pièces sortent.</translation>
    </message>
    <message>
        <source>Two Kids: both leave.</source>
        <translation>Deux Kids&#xa0;: les deux sortent.</translation>
    </message>
    <message>
        <source>The Kid runs from any piece but a Babe: the defender stays.</source>
        <translation>Le Kid fuit toute pièce sauf une Babe&#xa0;: le défenseur reste.</translation>
    </message>
    <message>
        <source>The Kid runs: the attacker takes the point.</source>
        <translation>Le Kid fuit&#xa0;: l’attaquant prend sa place.</translation>
    </message>
    <message>
        <source>Equal values: both pieces leave.</source>
        <translation>Valeurs égales&#xa0;: les deux pièces sortent.</translation>
    </message>
    <message>
        <source>The higher value wins: the attacker takes the point.</source>
        <translation>La plus forte valeur gagne&#xa0;: l’attaquant prend la place.</translation>
    </message>
    <message>
        <source>The higher value wins: the defender stays.</source>
        <translation>La plus forte valeur gagne&#xa0;: le défenseur reste.</translation>
    </message>
    <message>
        <source>%1 wins: the opposing Speakeasy was taken.</source>
        <translation>%1 gagne&#xa0;: le Speakeasy adverse est pris.</translation>
    </message>
    <message>
        <source>%1 wins: the other side has no legal move.</source>
        <translation>%1 gagne&#xa0;: l’autre camp n’a plus de coup légal.</translation>
    </message>
    <message>
        <source>Draw: neither side can move.</source>
        <translation>Nulle&#xa0;: aucun camp ne peut jouer.</translation>
    </message>
    <message>
        <source>Draw: %1 plies without a fight.</source>
        <translation>Nulle&#xa0;: %1 demi-coups sans combat.</translation>
    </message>
    <message>
        <source>%1 wins: the other side resigned.</source>
        <translation>%1 gagne&#xa0;: l’autre camp abandonne.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Nulle d’un commun accord.</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>%1 refuse la nulle.</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>%1 propose la nulle.</translation>
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
        <translation>Cette partie ne peut pas être rejouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The set-up, every piece face up. %1 moves first.</source>
        <extracomment>%1 a player with their side, e.g. &quot;Karine (South)&quot;</extracomment>
        <translation>La mise en place, toutes les pièces visibles. %1 joue en premier.</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3 plays %4 from %5 to %6.</source>
        <extracomment>%1 move number, %2 total, %3 a player with their side, %4 a piece with its article, %5 and %6 points such as c2</extracomment>
        <translation>Coup %1 sur %2&#xa0;: %3 joue %4 de %5 à %6.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 and %2 players with their sides, e.g. &quot;Karine (South)&quot;</extracomment>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Moves and fights</source>
        <translation>Coups et combats</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>«&#xa0;Début</translation>
    </message>
    <message>
        <source>The set-up (Home)</source>
        <translation>La mise en place (Début)</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Reculer</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Un coup en arrière (flèche gauche)</translation>
    </message>
    <message>
        <source>Forward ›</source>
        <translation>Avancer ›</translation>
    </message>
    <message>
        <source>One move forward (Right arrow)</source>
        <translation>Un coup en avant (flèche droite)</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>Fin&#xa0;»</translation>
    </message>
    <message>
        <source>The end of the game (End); Escape closes the replay</source>
        <translation>La fin de la partie (Fin)&#xa0;; Échap ferme la relecture</translation>
    </message>
    <message>
        <source>the game is not over, and a replay shows every piece</source>
        <translation>la partie n’est pas terminée, et une relecture montre toutes les pièces</translation>
    </message>
    <message>
        <source>Speak Easy — Replay</source>
        <translation>Speak Easy — Revoir la partie</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::ResultDialog</name>
    <message>
        <source>Speak Easy: the game is over</source>
        <translation>Speak Easy&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>Watch this game again, every piece face up</source>
        <translation>Revoir cette partie, toutes les pièces face visible</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>A new game with the same players</source>
        <translation>Une nouvelle partie avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>You lose</source>
        <translation>Vous perdez</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>%1 the winner: &quot;Karine (South)&quot;, or a side alone (South/North)</extracomment>
        <translation>%1 gagne</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) played.</source>
        <extracomment>the plies both sides played</extracomment>
        <translation>
            <numerusform>%n coup joué.</numerusform>
            <numerusform>%n coups joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pieces lost: %1 %2, %3 %4.</source>
        <extracomment>%1 and %3 sides (South/North), %2 and %4 numbers of pieces</extracomment>
        <translation>Pièces perdues&#xa0;: %1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::SpeakEasyDialog</name>
    <message>
        <source>New Speak Easy game</source>
        <translation>Nouvelle partie de Speak Easy</translation>
    </message>
    <message>
        <source>Two players, South and North. When both are people, the screen is hidden whenever the other player must look away.</source>
        <translation>Deux joueurs, Sud et Nord. Si ce sont deux personnes, l’écran se cache chaque fois que l’autre joueur doit détourner les yeux.</translation>
    </message>
    <message>
        <source>&amp;South:</source>
        <translation>&amp;Sud&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>&amp;Nord&#xa0;:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer seat and its level, e.g. &quot;Computer (Hard)&quot;.</extracomment>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <translation>Pen&amp;dule&#xa0;:</translation>
    </message>
    <message>
        <source>Each person&apos;s time for the whole game. It runs only while that person must answer; at 0:00 they lose, as by resigning.</source>
        <translation>Le temps de chaque personne pour toute la partie. Il ne s’écoule que lorsqu’elle doit répondre&#xa0;; à 0:00, elle perd, comme si elle abandonnait.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) each</source>
        <translation>
            <numerusform>%n minute par joueur</numerusform>
            <numerusform>%n minutes par joueur</numerusform>
        </translation>
    </message>
    <message>
        <source>South player&apos;s name</source>
        <translation>Nom du joueur Sud</translation>
    </message>
    <message>
        <source>North player&apos;s name</source>
        <translation>Nom du joueur Nord</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::SpeakEasyModule</name>
    <message>
        <source>The game can be saved once both players have set up.</source>
        <translation>La partie pourra être enregistrée une fois les deux joueurs installés.</translation>
    </message>
    <message>
        <source>%1 is not a valid Speak Easy game: %2</source>
        <extracomment>%1 the file, %2 what is wrong with it (names the ply and field, in English).</extracomment>
        <translation>%1 n’est pas une partie de Speak Easy valide&#xa0;: %2</translation>
    </message>
    <message>
        <source>Speak Easy</source>
        <translation>Speak Easy</translation>
    </message>
    <message>
        <source>Speak &amp;Easy (2 players)…</source>
        <extracomment>Speak Easy&apos;s new-game button on the start screen and in Game ▸ New game of.</extracomment>
        <translation>Speak &amp;Easy (2 joueurs)…</translation>
    </message>
    <message numerus="yes">
        <source>after %n move(s)</source>
        <extracomment>A Speak Easy game to continue; %n moves played.</extracomment>
        <translation>
            <numerusform>après %n coup</numerusform>
            <numerusform>après %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>A seat&apos;s level is unknown: %1, %2</source>
        <translation>Le niveau d’une place est inconnu&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands. Discard forgets it.</source>
        <translation>«&#xa0;Enregistrer&#xa0;» la garde dans la liste des parties à continuer, telle qu’elle est. «&#xa0;Ne pas enregistrer&#xa0;» l’efface.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <extracomment>A finished Speak Easy game&apos;s length in the list of finished games.</extracomment>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s computer level &quot;%1&quot; is unknown here.</source>
        <extracomment>%1 a computer level named in the file, unknown to this version.</extracomment>
        <translation>Le niveau d’ordinateur «&#xa0;%1&#xa0;» de cette partie est inconnu ici.</translation>
    </message>
    <message>
        <source>The new game could not be set up.</source>
        <translation>La nouvelle partie n’a pas pu être mise en place.</translation>
    </message>
    <message>
        <source>This window holds no seat at the Speak Easy table.</source>
        <translation>Cette fenêtre n’a pas de place à la table de Speak Easy.</translation>
    </message>
    <message>
        <source>This game is played at a network table: the host keeps its record.</source>
        <translation>Cette partie se joue à une table en réseau&#xa0;: l’hôte en garde le relevé.</translation>
    </message>
    <message>
        <source>The host keeps this game. Leaving gives your seat up: the host may let the computer play it.</source>
        <translation>L’hôte garde cette partie. Partir libère votre place&#xa0;: l’hôte peut la faire jouer par l’ordinateur.</translation>
    </message>
    <message>
        <source>The game of hidden pieces for two: against the computer, or two people at one computer. After Speak Easy by Henri Redici (Capsicum Games 2014).</source>
        <translation>Le jeu des pièces cachées à deux&#xa0;: contre l’ordinateur, ou à deux sur un même ordinateur. D’après Speak Easy d’Henri Redici (Capsicum Games 2014).</translation>
    </message>
    <message>
        <source>Save keeps it in the list of games to continue, exactly as it stands, with the formations saved during it. Discard forgets it, and them.</source>
        <translation>«&#xa0;Enregistrer&#xa0;» la garde dans la liste des parties à continuer, telle qu’elle est, avec les formations enregistrées pendant la partie. «&#xa0;Ne pas enregistrer&#xa0;» l’efface, avec elles.</translation>
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
        <translation>Montrer mes pièces</translation>
    </message>
    <message>
        <source>Random layout</source>
        <translation>Placement au hasard</translation>
    </message>
    <message>
        <source>Use formation</source>
        <translation>Utiliser la formation</translation>
    </message>
    <message>
        <source>Save formation…</source>
        <translation>Enregistrer la formation…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Proposer la nulle</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <source>Accept draw</source>
        <translation>Accepter la nulle</translation>
    </message>
    <message>
        <source>Decline draw</source>
        <translation>Refuser la nulle</translation>
    </message>
    <message>
        <source>Moves and fights</source>
        <translation>Coups et combats</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Pièces à placer</translation>
    </message>
    <message>
        <source>Removed from %1</source>
        <extracomment>%1 the side (South/North)</extracomment>
        <translation>Pièces sorties de %1</translation>
    </message>
    <message>
        <source>Only a complete, valid set-up can be saved: %1</source>
        <translation>Seule une mise en place complète et valide peut être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Formation “%1” saved</source>
        <translation>Formation «&#xa0;%1&#xa0;» enregistrée</translation>
    </message>
    <message>
        <source>Save formation</source>
        <translation>Enregistrer la formation</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Ready: press Start</source>
        <translation>Prêt&#xa0;: appuyez sur Commencer</translation>
    </message>
    <message>
        <source>Waiting for the other set-up</source>
        <translation>En attente de l’autre mise en place</translation>
    </message>
    <message>
        <source>%1 offers a draw; %2 answers</source>
        <translation>%1 propose la nulle&#xa0;; %2 répond</translation>
    </message>
    <message>
        <source>%1 to move: your turn</source>
        <translation>%1 joue&#xa0;: à vous</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>Last move: %1 to %2</source>
        <translation>Dernier coup&#xa0;: %1 vers %2</translation>
    </message>
    <message>
        <source>First move: %1</source>
        <translation>Premier à jouer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <extracomment>%1 the player who takes the screen: &quot;Karine (South)&quot;, or their side alone</extracomment>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>Resign this game? The other side wins.</source>
        <translation>Abandonner cette partie&#xa0;? L’autre camp gagne.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>%1: set up your pieces</source>
        <translation>%1&#xa0;: placez vos pièces</translation>
    </message>
    <message>
        <source>Plies without a fight: %1 of %2</source>
        <translation>Demi-coups sans combat&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The optional clock: %1 a side (South/North), %2 its time left (&quot;9:58&quot;).</extracomment>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>The clock runs only while that player must answer. When it reaches 0:00, that player loses, as by resigning.</source>
        <translation>La pendule ne tourne que lorsque ce joueur doit répondre. À 0:00, il perd, comme s’il abandonnait.</translation>
    </message>
    <message>
        <source>Time ran out for %1. %2</source>
        <extracomment>The end of a game on the optional clock: %1 the player whose time ran out.</extracomment>
        <translation>Temps écoulé pour %1. %2</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>En attente du début de la partie</translation>
    </message>
    <message>
        <source>%1 (%2 to move)</source>
        <extracomment>%1 &quot;Waiting for Karine&quot;, %2 her side (South/North) at a network table.</extracomment>
        <translation>%1 (%2 au trait)</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>Pieces to place: drag them onto your points, or double-click one (or press Enter) to place it at the board&apos;s cursor, or on a free point where it may go; the next piece is then picked. Drag a placed piece onto another to swap them.</source>
        <translation>Pièces à placer&#xa0;: glissez-les sur vos points, ou double-cliquez sur une pièce (ou appuyez sur Entrée) pour la poser au curseur du plateau, ou sur un point libre où elle peut aller&#xa0;; la pièce suivante est alors choisie. Glissez une pièce placée sur une autre pour les échanger.</translation>
    </message>
    <message>
        <source>Formation “%1” kept for your side: it joins the saved formations when this game is over</source>
        <translation>Formation «&#xa0;%1&#xa0;» gardée pour votre camp&#xa0;: elle rejoindra les formations enregistrées à la fin de cette partie</translation>
    </message>
    <message>
        <source>Offer the other side a draw? If they accept, the game ends as a draw.</source>
        <translation>Proposer la nulle à l’autre camp&#xa0;? S’il accepte, la partie se termine par une nulle.</translation>
    </message>
</context>
<context>
    <name>speakeasy::ui::TableController</name>
    <message>
        <source>%1 to %2 is not a legal move</source>
        <translation>%1 vers %2 n’est pas un coup légal</translation>
    </message>
    <message>
        <source>A draw was already declined this turn</source>
        <translation>Une nulle a déjà été refusée à ce tour</translation>
    </message>
</context>
</TS>
