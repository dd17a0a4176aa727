## Der Coach: seine Knöpfe und Worte rund um die Lektionen.

tut-heading = Tutorial: { $game }
tut-title = Tutorial: { $game }
tut-you-name = Sam
tut-step = Schritt { $n } von { $total }
tut-next = Weiter
tut-back = Zurück
tut-restart = Neu beginnen
tut-leave = Tutorial verlassen
tut-watch = Die anderen sind am Zug…
tut-your-move = Du bist dran
tut-hint-generic = Nicht ganz: Tu, worum der Schritt oben bittet.
tut-finish-title = Gut gemacht!
tut-play-real = Ein echtes Spiel spielen
tut-other = Das Tutorial zu { $game } ausprobieren

## No Bid: eine kurze Partie gegen zwei Bots.

tut-nb-welcome = Willkommen bei No Bid! Du sitzt unten, mit deinem Buch (deinen ausgespielten Karten) und deiner Hand. Bot 2 und Bot 3 sitzen oben. Wessen Buch zuerst 7 zählt, gewinnt.
tut-nb-count = So zählt ein Buch: Jede Position zählt 1, jeder Hebel zählt 1, und jeder Margin Call darin zieht 1 ab. Stop-Loss zählt nichts, schützt dich aber. Dein Buch zählt 5: zwei Positionen und drei Hebel. Die Zahl neben jedem Namen zeigt, was sein Buch zählt.
tut-nb-turn = Du bist am Zug. Ein Zug hat vier Schritte: Eröffnen, Ziehen, Handeln, Abschluss. Gezogen hast du schon; jetzt handelst du: Spiel eine Karte aus oder zieh stattdessen noch eine. Spiel deine Position NZD/USD in dein Buch: Klick sie an, um sie zu wählen, dann klick noch einmal.
tut-nb-turn-hint = Nicht diese: Spiel die Position NZD/USD aus deiner Hand (zweimal anklicken).
tut-nb-counter = Bot 2 hat mit No Bid geantwortet. Ein No Bid hebt die Karte darunter auf dem Stapel auf, doch auch auf ein No Bid kann man antworten. Antworte mit deinem eigenen No Bid: Es hebt seines auf, und deine Position bleibt stehen.
tut-nb-counter-hint = Drück unter dem Stapel auf „No Bid“, um sein No Bid aufzuheben.
tut-nb-attacked = Deine Position ist im Buch: Es zählt jetzt 6. Dann hat Bot 3 eine Zwangsglattstellung auf deine Position EUR/USD gespielt. Du hast kein No Bid mehr, also pass: Dein Stop-Loss kann sie noch retten.
tut-nb-attacked-hint = Du hast kein No Bid mehr zum Antworten: Drück auf „Passen“.
tut-nb-stop-loss = Die Zwangsglattstellung würde deine Position EUR/USD auf den Ablagestapel schicken. In deinem Buch liegt ein Stop-Loss: Setz ihn ein. Stattdessen wird der Stop-Loss abgelegt, und die Position bleibt.
tut-nb-stop-loss-hint = Entscheide dich dafür, deinen Stop-Loss abzulegen.
tut-nb-attack = Dein Buch zählt weiter 6. Die Bots haben gespielt, jetzt bist du wieder dran: Du hast eine Zwangsglattstellung gezogen. Greif an: Spiel sie auf die Position GBP/USD von Bot 2 (erst die Karte anklicken, dann die leuchtende Position).
tut-nb-attack-hint = Spiel die Zwangsglattstellung und wähl dann die Position GBP/USD von Bot 2.
tut-nb-breaker = Bot 2 wehrt sich mit No Bid. Antworte mit Circuit Breaker: Er hebt die Karte darunter auf und beendet den Stapel sofort, niemand kann mehr darauf antworten. Sein No Bid ist aufgehoben, und deine Zwangsglattstellung greift.
tut-nb-breaker-hint = Drück unter dem Stapel auf „Circuit Breaker“.
tut-nb-win = Die Position von Bot 2 ist weg: Sein Buch zählt 3. Die Bots haben ihre Züge gemacht, und du hast einen Hebel gezogen. Dein Buch zählt 6: Spiel den Hebel, um auf 7 zu kommen und zu gewinnen.
tut-nb-win-hint = Spiel den Hebel aus deiner Hand (zweimal anklicken).
tut-nb-finish = Gewonnen! Jetzt kennst du den Zug, das Zählen eines Buchs, No Bid und die Antwort darauf, Circuit Breaker, Stop-Loss und einen Angriff. Ein echtes Spiel läuft genauso; die Bots entscheiden dann selbst, und auf jede Karte kann man ein paar Sekunden lang antworten.

## Startups: ein paar Züge gegen zwei Bots.

tut-su-welcome = Willkommen bei Startups! Sammle Anteile an sechs Firmen. Wenn der Stapel leer ist, bekommt der größte Investor jeder Firma von allen anderen, die in sie investiert haben, eine Münze pro Karte. Wer die meisten Münzen hat, gewinnt. Du sitzt unten und hast 10 Münzen.
tut-su-take = Ein Zug hat zwei Teile: Nimm eine Karte, dann leg eine ab. Nimm die oberste Karte vom Stapel. Das kostet eine Münze auf jede Marktkarte, außer auf Giraffe Beer: Du hast deren Anti-Monopol-Chip und zahlst darauf nichts.
tut-su-take-hint = Nimm die oberste Karte vom Stapel.
tut-su-invest = Du hast eine Münze auf Bowwow Games gelegt. Jetzt leg eine Karte ab: Investiere in Octo Coffee. Die Karte liegt offen vor dir, und als größter Investor von Octo bekommst du dessen Anti-Monopol-Chip.
tut-su-invest-hint = Wähl Octo Coffee in deiner Hand und investiere darin.
tut-su-market = Beide Bots haben gespielt: Auf dem Markt haben sich Münzen angesammelt. Wer eine Marktkarte nimmt, nimmt ihre Münzen mit. Nimm Bowwow Games mit seinen 3 Münzen. (Giraffe Beer darfst du nicht nehmen: Du hast dessen Chip.)
tut-su-market-hint = Nimm Bowwow Games vom Markt.
tut-su-to-market = 3 Münzen mehr für dich. Leg jetzt Flamingo Soft in den Markt: Wer später vom Stapel zieht, zahlt auch darauf eine Münze. Die Firma, die du in diesem Zug vom Markt genommen hast, darf nicht dorthin zurück.
tut-su-to-market-hint = Wähl Flamingo Soft in deiner Hand und leg die Karte in den Markt.
tut-su-finish = Das ist Startups: Nimm vom Stapel oder vom Markt, dann investiere oder verkauf an den Markt, und behalte die Chips im Blick. Ein echtes Spiel geht weiter, bis der Stapel leer ist; dann kassieren die größten Investoren.
