## Das No-Bid-Regelheft (press). Kartennamen und -texte stehen in cards.ftl; jede Zahl ist eine
## Variable aus den Kartendaten. Die Abschnitte des Verlagstexts geben ihn Zeile für Zeile wieder.

## Zahlen, die der Text ausschreibt (NUMBER_WORD); größere Zahlen stehen als Ziffern.
number-1 = ein
number-2 = zwei
number-3 = drei
number-4 = vier
number-5 = fünf
number-6 = sechs
number-7 = sieben
number-8 = acht
number-9 = neun
number-10 = zehn
number-11 = elf
number-12 = zwölf
number-word = { NUMBER_WORD($n) }

## Seitenkopf.
rulebook-title = Regelheft
rulebook-rules = Regeln
rulebook-generated = Dieselben Regeln wie im gedruckten Heft, erzeugt aus den Kartendaten, damit beide nicht auseinanderlaufen können.
rulebook-contact = Fehler gefunden? Sag Bescheid.

## Das Ziel.
goal-heading = Das Ziel
goal-book = Jeder Spieler baut ein Buch: die Positionen vor ihm, offen, für alle sichtbar.
goal-first = Wer als Erster { $target } zählende Positionen im Buch hat, gewinnt sofort. Das wird durchgehend geprüft, nicht nur in deinem Zug. Bringt dich im Zug eines anderen etwas auf { $target }, gewinnst du in diesem Moment.

counting-heading = Ein Buch zählen
counting-rule = Zähle die Positionen und wende dann jeden Hebel und jeden Drawdown an, der die Zahl verändert. Hebel und Drawdown sind selbst niemals Positionen, egal wie viele davon in einem Buch liegen.
counting-example = { NUMBER_WORD($positions, case: "title") } { $positions ->
        [one] Position
       *[other] Positionen
    }, ein { card-leverage-name } ({ SIGNED($leverage) }) und ein { card-margin-call-name } ({ SIGNED($marginCall) }) { $positions ->
        [one] zählt
       *[other] zählen
    } als { NUMBER_WORD($total) }.

## Die Karten.
cards-heading = Die Karten
cards-intro = Ein gemeinsames Deck und ein separater Eröffnungsstapel. { NUMBER_WORD($types, case: "title") } Typen.
types-head-type = Typ
types-head-does = Was sie tut
type-position-does = Kommt in dein Buch. Das, was du sammelst. Trägt ein Währungspaar und eine Richtung.
type-leverage-does = Kommt in dein Buch. Verbessert dein ganzes Buch und bleibt im Spiel.
type-drawdown-does = Kommt in das Buch eines Gegners. Schadet dessen ganzem Buch und bleibt im Spiel.
type-order-does = Einmalige Wirkung, danach abgelegt. Die meisten Angriffe stehen hier.
type-no-bid-does = { card-no-bid-text }
type-circuit-breaker-does = { card-circuit-breaker-text }
cards-not-attached = Hebel und Drawdown hängen an keiner bestimmten Position. Sie liegen daneben im Buch und wirken auf denjenigen, dem das Buch gehört.
cards-one-row = So bleibt ein Buch eine saubere Reihe ohne Überlappungen, und es stellt sich nie die Frage, was mit einem Anhang passiert, wenn seine Position verschwindet.

## Aufbau.
setup-heading = Aufbau
setup-openings = Trenne die Eröffnungen vom Hauptdeck. Lege den Stapel in Reichweite aller. Er bleibt das ganze Spiel im Spiel.
setup-take-opening = Jeder Spieler nimmt { $openings } { $openings ->
        [one] Eröffnung
       *[other] Eröffnungen
    } in sein Buch.
setup-deal = Mische das Hauptdeck. Gib jedem Spieler { $hand } Karten.
setup-first-player = Ein zufälliger Spieler beginnt. Es geht im Uhrzeigersinn weiter.
setup-why = Mit einer Position im Buch zu starten gibt den Angriffskarten ab dem ersten Zug etwas zum Zubeißen.

## Dein Zug.
turn-heading = Dein Zug
turn-open = Beginn. Löse alle "zu Beginn deines Zuges" Effekte in deinem Buch aus.
turn-draw = Ziehen. Ziehe eine Karte.
turn-act = Handeln. Tu genau eine Sache aus der Liste unten.
turn-close = Abschluss. Hast du mehr als { $handLimit } Karten, lege auf { $handLimit } ab.
act-heading = Handeln: wähle eines
act-position = Spiele eine Position in dein Buch.
act-leverage = Spiele einen Hebel in dein Buch.
act-drawdown = Spiele einen Drawdown in das Buch eines Gegners.
act-order = Spiele eine Order, führe sie aus und lege sie ab.
act-draw = Oder ziehe stattdessen eine zusätzliche Karte.
act-why = Eine Aktion pro Zug ist der ganze Grund, warum das Spiel leicht bleibt. Karten, die dir eine weitere Aktion geben, sagen das. Ist das Deck leer, mische die Ablage zu einem neuen.

## No Bid und Circuit Breaker (die Überschriften sind die Kartennamen).
no-bid-intro = Die Signaturkarte, und das Einzige, was außerhalb deines Zuges passiert.
no-bid-when = Jeder Spieler darf No Bid spielen, sobald eine Karte gespielt wird und bevor sie wirkt. Die annullierte Karte wird ohne Wirkung abgelegt.
no-bid-not-action = No Bid zu spielen ist nicht deine Aktion. Es kostet dich deinen Zug nicht.
no-bid-counter = Ein No Bid kann selbst von einem weiteren No Bid annulliert werden. Es wird geantwortet, bis niemand mehr nachlegt.
no-bid-spent = Die Karte wurde trotzdem gespielt, wer die annullierte Karte gespielt hat, hat seine Aktion also verbraucht.
no-bid-market = In einem echten Markt entsteht ein Trade nur, wenn jemand die Gegenseite stellt. Bietet niemand, findet der Trade nicht statt.
no-bid-position = Eine von No Bid annullierte Position kommt nie ins Buch und kann daher nichts auslösen, was beim Betreten des Buchs greift.
circuit-breaker-timing = Zeitlich identisch mit No Bid und ebenfalls keine Aktion, aber durch nichts zu annullieren.
circuit-breaker-why = Ohne ihn kann ein Tisch mit genug No Bid endlos blockieren, und die zuletzt gespielte Karte entscheidet, wer die meisten Exemplare hält. Im Deck stecken { $circuitBreakers } davon gegen { $noBids } No Bid, und zu wissen, dass noch einer draußen ist, ändert, wie großzügig die eigenen ausgegeben werden.
stack-heading = Einen Stapel auflösen
stack-rule = Die zuletzt gespielte Karte wirkt. Alles darunter ist annulliert.

## Buchkarten (die Kartenzeilen selbst kommen aus cards.ftl).
book-cards-heading = Buchkarten
book-cards-intro = Diese bleiben nach dem Ausspielen liegen. Hier steht genau, was auf der Karte steht.

## Die vier Begriffe.
terms-heading = Karten bewegen
terms-intro = Orderkarten benutzen ein festes Vokabular, damit keine Karte sich zweimal erklärt.
terms-head-term = Begriff
terms-head-meaning = Bedeutung
term-liquidate-meaning = Schickt eine Position aus einem Buch auf den Ablagestapel.
term-assign-meaning = Nimmt eine Position aus einem anderen Buch in deines.
term-stop-out-meaning = Der Besitzer der Position wählt, welche seiner Positionen glattgestellt wird.
term-unwind-meaning = Gibt eine Position aus einem Buch auf die Hand ihres Besitzers zurück.
terms-positions-only = Alle { NUMBER_WORD($terms) } bewegen ausschließlich Positionen. Hebel und Drawdown wandern nie mit und verschwinden nie mit einer Position.
terms-drawdown-stays = Ein Drawdown, den du bekommen hast, ist ein bleibendes Problem und nichts, was du loswirst, indem du die Position darunter sterben lässt.

## Währungspaare, das Bild, Informationen, Gewinnen.
pairs-heading = Währungspaare
pairs-intro = Jede Position zeigt ein Währungspaar und eine Richtung, { direction-long } oder { direction-short }.
pairs-handles = Das sind reine Angriffspunkte für andere Karten. Eine Karte kann eine Richtung nennen oder eine Währung. { direction-long } und { direction-short } desselben Paars zu halten ist erlaubt, und beide zählen.
art-heading = Das Bild lesen
art-rule = Die Chartlinie steigt bei { direction-long } und fällt bei { direction-short }. Die beiden Städte links und rechts sind die Regionen der beiden Währungen des Paars.
information-heading = Informationen
information-rule = Bücher und Ablagestapel sind offen. Hände und Deck sind verdeckt. Jeder darf jedes Buch jederzeit nachzählen.
winning-heading = Gewinnen
winning-rule = In dem Moment, in dem ein Buch { $target } zählende Positionen hat, gewinnt dieser Spieler. Erreichen zwei Bücher das Ziel durch denselben Effekt, gewinnt der Spieler, der am Zug ist.

## Neues nach dem Verlagstext: Orders, Positionen, das Deck, Klarstellungen.
orders-heading = Orders
orders-intro = Spiele eine Order als deine Aktion, führe sie aus und lege sie ab. Das Hauptdeck enthält { $orders } Orders in { $kinds } Sorten.
orders-head-card = Karte
orders-head-text = Text
orders-head-copies = Anzahl

positions-heading = Positionen
positions-intro = Jede Position trägt eines dieser { $pairs } Währungspaare und eine Richtung. Das Hauptdeck enthält { $positions } Positionen, der Eröffnungsstapel { $openings } weitere.
positions-art = Im Bild steht die Stadt links für die erste Währung des Paars, die Stadt rechts für die zweite.
positions-head-pair = Paar
positions-head-cities = Städte im Bild
positions-head-deck = Hauptdeck
positions-head-opening = Eröffnung
positions-deck-copies = { $long } { direction-long }, { $short } { direction-short }
currencies-heading = Währungen und ihre Städte
currencies-head-code = Kürzel
currencies-head-name = Währung
currencies-head-city = Stadt

deck-heading = Das Deck
deck-intro = { $main } Karten im Hauptdeck und { $openings } im Eröffnungsstapel.
deck-head-type = Typ
deck-head-copies = Im Hauptdeck

clarifications-heading = Klarstellungen
clarifications-intro = Entscheidungen zu Fragen, die die Regeln oben offenlassen. Der Online-Tisch spielt nach ihnen.
ruling-stack = Stapel. Annullieren wechselt sich ab: Ein { card-no-bid-name } annulliert die Karte direkt darunter, und ein annullierter { card-no-bid-name } annulliert nichts. Die unterste Karte wirkt also, wenn eine gerade Zahl wirksamer Annullierungen auf ihr liegt. Ein { card-circuit-breaker-name } annulliert die Karte darunter und schließt den Stapel: Auf ihn darf nichts mehr gespielt werden.
ruling-responders = Wer antworten darf. Jeder Spieler, auch wer die Karte gespielt hat, darf auf jede gespielte Karte antworten, auch auf Antworten. Eine annullierte Karte kostet ihren Spieler trotzdem die Aktion.
ruling-frozen-collateral = { card-frozen-collateral-name }. Verbietet jede Karte vom Typ Hebel, nicht nur die Karte namens { card-leverage-name }.
ruling-stop-loss = { card-stop-loss-name }. Fängt jedes Glattstellen einer Position seines Besitzers ab, auch eines durch Stop-Out; der Besitzer entscheidet jedes Mal, auch außerhalb seines Zuges. Gegen Zuweisen und Auflösen hilft er nicht. Er fängt ein Glattstellen ab und wird dann abgelegt.
ruling-counting = Zählen. Ein Buch zählt seine Positionen, plus seine Hebel, minus seine Margin Calls, nie unter 0. Auch ein Buch ohne Positionen kann über Hebel { $target } erreichen: Gezählt wird das Buch, nicht die Positionen.
ruling-win-check = Siegprüfung. Jedes Buch wird geprüft, sobald ein Effekt endet: die ganze Wirkung einer Karte ({ card-bull-run-name } ist ein Effekt, egal wie viele Bücher er berührt), eine Karte, die in ein Buch kommt, ein Effekt zu Beginn oder Ende eines Zuges. Das gilt in jedem Zug, nicht nur im Zug des Besitzers. Erreichen mehrere Bücher durch einen Effekt { $target }, gewinnt der Spieler am Zug, wenn er dabei ist; sonst der erste von ihnen in Zugreihenfolge nach ihm.
ruling-end-of-turn = Zugende. Zuerst kommt der Abschluss (das Handkartenlimit), dann Effekte "am Ende des Zuges dieses Spielers", daher kann { card-wide-spread-name } eine Hand unter das Limit bringen.
ruling-discards = Ablegen. Wer ablegt ({ card-slippage-name }, { card-wide-spread-name }, Handkartenlimit), wählt die Karten selbst.
ruling-empty-deck = Leeres Deck. Mische die Ablage zu einem neuen Deck; sind beide leer, bewirkt ein Ziehen nichts. Eine Partie, die { $turnCap } Züge erreicht, endet unentschieden.
ruling-openings = Eröffnungen. Jeder Spieler bekommt seine Eröffnung zufällig aus dem Eröffnungsstapel; der Rest des Stapels bleibt offen liegen, die oberste Karte sichtbar.

## An Stelle einer Klarstellung, die eine Karte nennt, die die Ausgabe weglässt (0 Exemplare): card-sentences.ts.
ruling-stack-no-bid-only = Stapel. Annullieren wechselt sich ab: Ein { card-no-bid-name } annulliert die Karte direkt darunter, und ein annullierter { card-no-bid-name } annulliert nichts. Die unterste Karte wirkt also, wenn eine gerade Zahl wirksamer Annullierungen auf ihr liegt.
ruling-win-check-plain = Siegprüfung. Jedes Buch wird geprüft, sobald ein Effekt endet: die ganze Wirkung einer Karte (ein Effekt, egal wie viele Bücher sie berührt), eine Karte, die in ein Buch kommt, ein Effekt zu Beginn oder Ende eines Zuges. Das gilt in jedem Zug, nicht nur im Zug des Besitzers. Erreichen mehrere Bücher durch einen Effekt { $target }, gewinnt der Spieler am Zug, wenn er dabei ist; sonst der erste von ihnen in Zugreihenfolge nach ihm.
ruling-discards-plain = Ablegen. Wer ablegt, wählt die Karten selbst.

## Spielerzahlen: ein eigener Abschnitt nach dem Text des Verlags, für eine Ausgabe mit Regeln
## für bestimmte Spielerzahlen. Jede Zahl kommt aus `playerCounts` der Ausgabe.
player-counts-heading = Spielerzahlen
player-counts-rules-intro = Einige Regeln hängen von der Zahl der Spieler ab. Bei jeder anderen Spielerzahl gilt genau das oben Gesagte.
player-counts-with = Mit { $players } Spielern:
player-counts-or = { $first } oder { $last }
player-counts-every-position = Das Hauptdeck enthält jede Position { $copies ->
        [one] einmal
       *[other] { $copies }-mal
    } statt { $base }-mal.
player-counts-card = { $pile ->
        [openings] Der Eröffnungsstapel
       *[main] Das Hauptdeck
    } enthält { $copies } { $copies ->
        [one] Karte
       *[other] Karten
    } „{ $name }“ statt { $base }.
player-counts-extra-draw = In seinem ersten Zug zieht der { $seat ->
        [1] erste
        [2] zweite
        [3] dritte
        [4] vierte
        [5] fünfte
       *[other] sechste
    } Spieler { $n ->
        [one] eine zusätzliche Karte
       *[other] { NUMBER_WORD($n) } zusätzliche Karten
    }.
player-counts-set-aside = Der Print-and-Play-Bogen enthält genug Karten für jede Spielerzahl: Legt beiseite, was eure Runde nicht braucht.
deck-head-copies-at = Mit { $players } Spielern
