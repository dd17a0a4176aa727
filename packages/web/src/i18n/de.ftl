## Die eigenen Texte des Web-Clients. Kartennamen und -texte kommen aus packages/nobid/texts.

nav = Hauptmenü
nav-lobby = Lobby
nav-rules = Regeln und Karten
language = Sprache
language-en = Englisch
language-de = Deutsch
language-ko = Koreanisch
game-nobid = No Bid
game-startups = Startups
loading = Lädt…
connecting = Verbinde…
reconnecting = Verbindung wird wiederhergestellt…
server-unreachable = Der Server ist nicht erreichbar. Neuer Versuch läuft…
close = Schließen
you = (du)
empty = Leer

## Lobby
create-title = Einen Tisch eröffnen
your-name = Dein Name
field-game = Spiel
field-seats = Plätze
field-seat-list = Wer sitzt wo
seat-n = Platz { $seat }
seat-you = Du
seat-human = Mensch
seat-bot = Bot ({ $level })
level-easy = leicht
level-medium = mittel
level-hard = schwer
field-language = Sprache des Tisches
field-window = Reaktionsfenster (Sekunden)
field-timer = Zugzeit (Sekunden)
field-visibility = Wer ihn findet
visibility-public = Öffentlich: in der Lobby gelistet
visibility-private = Privat: nur per Einladungslink
btn-create = Tisch eröffnen
error-name-needed = Bitte gib einen Anzeigenamen ein.
open-tables = Offene Tische
no-open-tables = Kein öffentlicher Tisch wartet auf Spieler. Eröffne einen!
table-by = Tisch von { $player }
free-seats = { $free } von { $seats } Plätzen frei
btn-open-table = Öffnen

## Warteraum
waiting-title = { $game }: Warten auf Spieler
settings-summary = { $seats } Plätze · Sprache { $language } · Reaktionsfenster { $window } s · Zugzeit { $timer } s · { $visibility }
invite-link = Einladungslink
copy = Kopieren
copied = Kopiert
btn-join-seat = Platz { $seat } nehmen
watching-hint = Du schaust zu. Gib einen Namen ein und nimm einen freien Platz, um mitzuspielen.
btn-start = Spiel starten
waiting-for-players = Warten, bis alle Plätze besetzt sind…
bot-name = Bot { $seat } ({ $level })
free-seat = Platz { $seat } (frei)
table-unknown = Diesen Tisch gibt es nicht. Vielleicht ist er längst beendet.
private-table-title = Diese Partie ist privat
private-table-hint = Nur ihre Spieler können sie sehen. Wenn sie vorbei ist, können sie dir die Wiederholung schicken.
game-unsupported = Dieser Client kann { $game }-Tische noch nicht anzeigen.
cards-problem-title = Die Karten dieses Tisches können nicht angezeigt werden.
cards-problem-invalid = Die Kartenliste des Tisches hat einen Fehler:
cards-problem-mismatch = Der Server spielt { $theirs }, diese Seite kennt { $ours }. Lade die Seite neu, um die Kartenliste des Servers zu bekommen.
cards-edition-at = { $edition } für { $seats } Spieler
cards-edition-none = keine bekannte Kartenliste

## Der Tisch
turn-number = Zug { $turn }
steps = Schritte des Zuges
step-open = Eröffnen
step-draw = Ziehen
step-act = Handeln
step-close = Abschluss
your-turn = Du bist am Zug
players-turn = { $player } ist am Zug
game-over = Spiel vorbei
waiting-for = Warten auf { $player }: { $decision }
decision-act = die Aktion
decision-respond = eine Antwort auf die gespielte Karte
decision-stop-loss = Stop-Loss
decision-stop-out = Stop-Out
decision-discard = ein Abwurf
your-decision = Deine Entscheidung: { $kinds }.
timer-left = noch { $seconds } Sekunden
opponents = Gegner
tag-active = am Zug
tag-autoplay = wird von einem Bot gespielt, bis die Person zurückkommt
tag-away = abwesend
hand-size = { $count ->
    [one] 1 Karte auf der Hand
   *[other] { $count } Karten auf der Hand
}
book-of = Buch von { $player }
book-empty = Noch keine Karten
book-toggle = Buch ({ $count })
count-badge-label = Das Buch zählt { $count } von { $target }
choose-player = { $player } wählen
choose-this-target = dieses Ziel wählen
centre = Tischmitte
deck = Deck
deck-count = Deck: { $count } Karten
discard-pile = Ablagestapel ({ $count })
open-discard = den ganzen Ablagestapel zeigen
openings-pile = Eröffnungen ({ $count })
stack = Der Stapel
stack-empty = Gerade wird nichts gespielt.
played-by = gespielt von { $player }
target-seat = → { $player }
target-card = → { $card }
target-currency = → { $currency }
reaction-window = Reaktionsfenster
reaction-question = { $card } liegt auf dem Stapel. Antworten?
reaction-watching = { $card } liegt auf dem Stapel.
reaction-passed = Du hast gepasst. Warten, bis das Fenster schließt…
btn-no-bid = { card-no-bid-name } ({ $count })
btn-circuit-breaker = { card-circuit-breaker-name } ({ $count })
counter-none-held = Du hast kein { $card }. Die Schaltfläche bleibt, damit niemand am Tisch erkennt, was du hältst.
btn-pass = Passen
auto-pass = Automatisch passen
none-in-hand = Du hast kein { $card } auf der Hand.
your-hand = Deine Hand ({ $count })
hand-empty = Deine Hand ist leer.
click-to-play = wählen, dann spielen
click-to-discard = zum Ablegen wählen
reason-response-only = nur als Antwort auf eine gespielte Karte spielbar
reason-not-your-action = in deinem Zug spielbar
reason-frozen = { $card }: du kannst keine { $type }-Karten spielen
reason-no-position-target = es gibt keine Position als Ziel
reason-no-opponent = es gibt keinen Gegner als Ziel
reason-not-legal = gerade nicht spielbar

## Aufforderungen
prompt-default = Wenn die Zeit abläuft: { $choice }.
prompt-act = Du bist am Zug: spiele eine Karte oder ziehe eine.
prompt-act-again = Day Trade: handle noch einmal.
prompt-act-hint = Klicke eine angehobene Karte (oder drücke ihre Zahl), dann noch einmal oder Enter.
default-act = du ziehst eine Karte
btn-play = { $card } spielen
btn-draw = Stattdessen eine Karte ziehen
btn-cancel = Abbrechen
target-prompt-seat = { $card }: wähle einen Gegner.
target-prompt-position = { $card }: wähle eine Position.
target-prompt-currency = { $card }: nenne eine Währung.
target-hint = Erlaubte Ziele leuchten. Esc bricht ab.
prompt-stop-loss = Deine { $card } würde glattgestellt. Stattdessen deinen Stop-Loss ablegen?
default-stop-loss = deine Position wird glattgestellt, du behältst den Stop-Loss
btn-use-stop-loss = Stop-Loss ablegen
btn-decline-stop-loss = Glattstellen lassen
prompt-stop-out = Stop-Out: wähle, welche deiner Positionen glattgestellt wird.
default-stop-out = deine { $card } wird glattgestellt
prompt-discard = { $reason ->
    [slippage] Slippage
    [wide-spread] Wide Spread
   *[hand-limit] Handkartenlimit { $limit }
}: lege { $count ->
    [one] eine Karte
   *[other] { $count } Karten
} ab.
prompt-discard-hint = Klicke eine Karte auf deiner Hand, dann noch einmal (oder Enter).
prompt-discard-hint-many = Klicke eine Karte auf deiner Hand, dann noch einmal (oder Enter), um sie beiseitezulegen. Sobald { $count } beiseiteliegen, werden sie zusammen abgelegt.
set-aside-take-back = zum Ablegen beiseitegelegt: klicken, um sie zurückzunehmen
btn-discard = { $card } ablegen
btn-set-aside = { $card } beiseitelegen
default-discard = du legst { $cards } ab, { $count ->
    [one] die Karte, die dir am wenigsten fehlt
   *[other] die Karten, die dir am wenigsten fehlen
}

## Siegbildschirm
result-you-win = Du gewinnst!
result-winner = { $player } gewinnt!
result-draw = Das Spiel endet unentschieden.
result-length = Das Spiel dauerte { $turns } Züge.
btn-rematch = Revanche
btn-lobby = Zurück zur Lobby

## Spielprotokoll
# In jeder Zeile kommt zum Spieler $you ("yes" für den eigenen Platz): Wer zuschaut, ist „du“,
# nie sein Name. log-assigned hat zwei: $to/$toYou und $from/$fromYou.
log = Spielprotokoll
log-setup = Das Spiel beginnt mit { $seats } Spielern: { $list }. { $you ->
    [yes] Du fängst
   *[no] { $player } fängt
} an.
log-turn = Zug { $turn }: { $you ->
    [yes] Du bist
   *[no] { $player } ist
} dran.
log-draw = { $you ->
    [yes] Du ziehst
   *[no] { $player } zieht
} { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}{ $reason ->
    [positive-carry] {" "}durch Positiven Carry
    [scalp] {" "}durch Scalp
    [extra] {" "}statt zu spielen
   *[other] {""}
}.
log-draw-own = Du ziehst { $cards }{ $reason ->
    [positive-carry] {" "}durch Positiven Carry
    [scalp] {" "}durch Scalp
    [extra] {" "}statt zu spielen
   *[other] {""}
}.
log-reshuffle = Der Ablagestapel wird zu einem neuen Deck mit { $size } Karten gemischt.
log-play = { $you ->
    [yes] Du spielst
   *[no] { $player } spielt
} { $card }.
log-play-target = { $you ->
    [yes] Du spielst
   *[no] { $player } spielt
} { $card } { $target }.
# Worauf ein Zug zielt, nach „spielt { $card }“ in log-play-target.
log-target-seat = { $you ->
    [yes] gegen dich
   *[no] gegen { $player }
}
log-target-card = auf { $card }
log-target-currency = auf { $currency }
log-respond = { $you ->
    [yes] Du antwortest
   *[no] { $player } antwortet
} mit { $card }!
log-cancelled = { $card } von { $you ->
    [yes] dir
   *[no] { $player }
} wird durch { $by } annulliert.
log-resolved = { $card } von { $you ->
    [yes] dir
   *[no] { $player }
} wird abgehandelt.
log-enter-book = { $card } kommt in { $you ->
    [yes] dein Buch
   *[no] das Buch von { $player }
}.
log-liquidated = { $card } von { $you ->
    [yes] dir
   *[no] { $player }
} wird glattgestellt.
log-stop-loss = { $you ->
    [yes] Du legst Stop-Loss ab und behältst
   *[no] { $player } legt Stop-Loss ab und behält
} { $card }.
log-stop-loss-declined = { $you ->
    [yes] Du behältst
   *[no] { $player } behält
} den Stop-Loss; { $card } wird glattgestellt.
log-assigned = { $toYou ->
    [yes] Du nimmst
   *[no] { $to } nimmt
} { $card } aus { $fromYou ->
    [yes] deinem Buch
   *[no] dem Buch von { $from }
}.
log-unwound = { $card } wird aufgelöst und geht auf { $you ->
    [yes] deine Hand
   *[no] die Hand von { $player }
}.
log-stop-out-none = { $you ->
    [yes] Du hast
   *[no] { $player } hat
} keine Position für den Stop-Out.
log-opening-taken = { $you ->
    [yes] Du nimmst
   *[no] { $player } nimmt
} die Eröffnung { $card }.
log-discard = { $you ->
    [yes] Du legst
   *[no] { $player } legt
} { $card } ab{ $reason ->
    [slippage] {" "}wegen Slippage
    [wide-spread] {" "}wegen Wide Spread
   *[hand-limit] {" "}wegen des Handkartenlimits
}.
log-act-again = { $you ->
    [yes] Du handelst
   *[no] { $player } handelt
} noch einmal.
log-win = { $you ->
    [yes] Du gewinnst
   *[no] { $player } gewinnt
}!
log-draw-game = Das Spiel endet unentschieden{ $reason ->
    [turn-cap] : Die Zuggrenze ist erreicht
   *[other] {""}
}.

## Regelseite
rules-rulebook = Regelheft
rules-title = Regeln
rules-same = Dieselben Regeln wie im gedruckten Heft, erzeugt aus den Kartendaten, damit beide nicht auseinanderlaufen können.
rules-error = Fehler gefunden? Sag Bescheid.
rules-tab-rules = Regeln
rules-tab-cards = Karten
rules-goal-title = Das Ziel
rules-goal-text = Jeder Spieler baut ein Buch: die Positionen vor ihm, offen. Wer als Erster 7 zählende Positionen im Buch hat, gewinnt sofort, in wessen Zug auch immer.
rules-counting-title = Ein Buch zählen
rules-counting-text = Zähle die Positionen und wende dann Hebel und Drawdown an, die die Zahl verändern. Hebel und Drawdown sind selbst niemals Positionen.
rules-setup-title = Aufbau
rules-setup-text = Jeder Spieler nimmt 1 Eröffnung in sein Buch und erhält 5 Karten. Der Rest des Eröffnungsstapels bleibt das ganze Spiel offen liegen. Ein zufälliger Spieler beginnt.
rules-turn-title = Dein Zug
rules-turn-text = Eröffnen: handle „zu Beginn deines Zuges“-Effekte ab. Ziehen: ziehe eine Karte. Handeln: spiele eine Position oder einen Hebel in dein Buch, einen Drawdown in das Buch eines Gegners oder eine Order; oder ziehe stattdessen eine Karte. Abschluss: lege auf 7 Karten ab.
rules-nobid-title = No Bid
rules-nobid-text = Jeder darf No Bid spielen, wenn eine Karte gespielt wird, bevor sie abgehandelt wird. Die annullierte Karte wird ohne Wirkung abgelegt, und ihr Spieler hat seine Aktion trotzdem verbraucht. Ein No Bid kann selbst durch ein weiteres No Bid annulliert werden.
rules-circuit-title = Circuit Breaker
rules-circuit-text = Gleiches Timing wie No Bid, kann aber durch nichts annulliert werden.
rules-stack-title = Das Reaktionsfenster
rules-stack-text = Jede gespielte Karte öffnet ein Fenster für alle. Es schließt, wenn alle gepasst haben oder die Zeit abläuft. Die unterste Karte wird abgehandelt, wenn eine gerade Zahl wirksamer Annullierungen auf ihr liegt.
rules-info-title = Information
rules-info-text = Bücher und der Ablagestapel sind öffentlich. Hände und das Deck sind verdeckt.
rules-terms-title = Karten nehmen
rules-term-liquidate = Schickt eine Position aus einem Buch auf den Ablagestapel.
rules-term-assign = Nimmt eine Position aus einem anderen Buch in deines.
rules-term-stop-out = Der Besitzer der Position wählt, welche seiner Positionen glattgestellt wird.
rules-term-unwind = Gibt eine Position aus einem Buch auf die Hand ihres Besitzers zurück.
gallery-title = Kartengalerie
gallery-filter = Karten dieses Typs zeigen
gallery-all = Alle
gallery-copies = × { $copies }

## After a deploy: this page was built for another protocol.
new-version-available = Eine neue Version von No Bid ist verfügbar.
reload-page = Neu laden

## Editionen: die Kartenliste, mit der ein No-Bid-Tisch spielt (die Standardedition oder eine hochgeladene Variante)
field-edition = Edition
edition-default = Standard: { $edition }
edition-upload = Datei hochladen…
edition-file = Editionsdatei (JSON, höchstens { $kib } KiB)
edition-file-chosen = { $file }: { $edition }
edition-file-unnamed = { $file }: eine Edition ohne Namen
edition-file-not-json = { $file } ist keine JSON-Datei ({ $reason }).
edition-file-needed = Wähle eine Editionsdatei oder spiele mit der Standardedition.
edition-refused = Der Server hat diese Edition abgelehnt:
table-edition-variant = Variante: { $edition } ({ $hash })
table-edition-shipped = Edition { $edition }
waiting-edition-shipped = Edition: { $edition }
waiting-edition-variant = Varianten-Edition: { $edition }, vom Gastgeber hochgeladen ({ $hash })

## The designer's lab (/lab): edit an edition, see its cards and rulebook, simulate it.
lab-link = Designer-Labor: Karten ändern, Kartenbilder und Regelheft sehen, Partien simulieren
lab-title = Designer-Labor
lab-about = Ändere die Zahlen einer Edition oder lade eine Datei: Karten und Regelheft folgen sofort, und eine kurze Simulation im Browser zeigt, wer gewinnt.
lab-edition = Edition { $edition }
lab-load = Editionsdatei laden …
lab-reset = Zurück zur Standardedition
lab-download = Edition herunterladen
lab-create = Tisch damit eröffnen ({ $players } Spieler)
lab-create-refused = Der Server hat den Tisch nicht eröffnet:
lab-host = Designer
lab-file-refused = Diese Datei ist keine spielbare Edition:
lab-draft-problems = Die Edition hat Fehler (die Vorschau zeigt die letzte fehlerfreie):
lab-print-failed = Die Druckerei kann diese Edition nicht drucken:
lab-tab-cards = Karten
lab-tab-rulebook = Regelheft
lab-tab-sim = Simulation
lab-identity = Name und Version
lab-name = Name
lab-version = Version
lab-numbers = Spielzahlen
lab-number-target = Positionen zum Sieg
lab-number-openingHand = Starthand
lab-number-handLimit = Handlimit
lab-number-turnCap = Zuglimit (Unentschieden)
lab-cards = Karten
lab-card = Karte
lab-copies = Anzahl
lab-effect = Effekt
lab-copies-of = Anzahl { $card }
lab-effect-of = Effektzahl von { $card }
lab-player-rule = Mit { $players } Spielern
lab-player-rule-none = Keine anderen Anzahlen bei diesen Spielerzahlen.
lab-rule-copies-of = Anzahl { $card } mit { $players } Spielern
lab-openings = Eröffnung
lab-faces = Kartenbilder
lab-back-main = Rückseite des Hauptstapels
lab-back-openings = Rückseite des Eröffnungsstapels
lab-sim = Simulation
lab-sim-about = Bots spielen die Edition in deinem Browser (Web Worker), mit denselben Statistiken wie nobid sim: derselbe Seed ergibt dieselben Zahlen.
lab-players = Spieler
lab-games-count = Partien (höchstens { $max })
lab-seed = Seed
lab-bots = Bots
lab-run = Simulation starten
lab-stop = Anhalten
lab-progress = { $done } von { $games } Partien
lab-run-line = { $games } Partien, { $players } Spieler, Seed „{ $seed }“, Bots { $bots }: { $seconds } s auf { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }.
lab-figure-first-player = Vorteil des Startspielers: wie oft gewinnt, wer zuerst zieht
lab-figure-draws = Unentschieden am Zuglimit
lab-length = Spieldauer
lab-length-value = Median { $median } Runden, Mittel { $mean }
lab-verdict-enough = { $games } Partien genügen für ein Urteil auf ±3 Punkte pro Platz bei { $players } Spielern.
lab-verdict-few = Ein Urteil auf ±3 Punkte pro Platz braucht { $games } Partien bei { $players } Spielern: mit weniger heißt kein Platz fair oder unfair.
lab-who-wins = Wer gewinnt (95-%-Intervalle)
lab-figure = Kennzahl
lab-value = Wert [95-%-KI]
lab-games = Partien
lab-drama = Spannung, Antworten und der Führende
lab-per-card = Pro Karte (pro Partie)
lab-correlation = Korrelation, nicht Ursache: Wer vorn liegt, kann sich eine Karte leisten, und wer auf einer sitzen bleibt, liegt oft hinten.
lab-drawn = Gezogen
lab-played = Gespielt
lab-win-played = Siegquote, wenn gespielt
lab-win-held = Siegquote, wenn gehalten, nicht gespielt
lab-seat = { $seat ->
        [1] Erster Platz
        [2] Zweiter Platz
        [3] Dritter Platz
        [4] Vierter Platz
        [5] Fünfter Platz
        [6] Sechster Platz
       *[other] Platz { $seat }
    }
lab-place = { $place ->
        [1] Erster in der Zugreihenfolge
        [2] Zweiter in der Zugreihenfolge
        [3] Dritter in der Zugreihenfolge
        [4] Vierter in der Zugreihenfolge
        [5] Fünfter in der Zugreihenfolge
        [6] Sechster in der Zugreihenfolge
       *[other] Spieler { $place } in der Zugreihenfolge
    }
lab-figure-balance = Balance (1 − größter Abstand der Siegquoten nach Zugreihenfolge)
lab-figure-rounds-median = Median der Spieldauer (Runden)
lab-figure-rounds-mean = Mittlere Spieldauer (Runden)
lab-figure-drama = Spannung: größter Rückstand des Siegers auf den Führenden
lab-figure-time-behind = Anteil der Züge, in denen der Sieger hinten lag
lab-figure-lead-changes = Führungswechsel pro Partie
lab-figure-decisiveness = Entscheidung: Runden, die der Sieger vor dem Ende führte
lab-figure-windows-answered = Beantwortete Reaktionsfenster
lab-figure-stack-depth = Mittlere Stapeltiefe
lab-figure-pullbacks = Führender zurückgeworfen pro Partie
lab-figure-leads-lost = Verlorene Führungen pro Partie
lab-figure-reshuffles = Neu gemischte Stapel pro Partie
lab-axis-win-rate = Siegquote
lab-axis-turns = Züge
lab-axis-games = Partien
lab-axis-round = Runde
lab-axis-running = noch laufende Partien (grau)
lab-axis-leader = Stand des Führenden (Mittel der laufenden Partien)
lab-axis-pullbacks = Rückschläge pro Partie
lab-when-played = gespielt
lab-when-held = gehalten, nicht gespielt
lab-chart-seats = Siegquote pro Platz (95-%-Wilson-KI; gestrichelt: fairer Anteil)
lab-chart-turn-order = Siegquote nach Zugreihenfolge (95-%-KI; gestrichelt: fairer Anteil)
lab-chart-length = Spieldauer in Zügen (Median { $median }, Mittel { $mean })
lab-chart-card-wins = Siegquote der Spieler, die eine Karte gespielt haben (95-%-KI)
lab-chart-played-held = Siegquote: gespielt gegen gehalten und nicht gespielt (95-%-KI)
lab-chart-leader = Stand des öffentlich Führenden nach Runde (gestrichelt: das Ziel, { $target })
lab-chart-pullbacks = Welche Karten den Führenden zurückwerfen (pro Partie)
lab-mode = Was simuliert wird
lab-mode-one = Eine Edition
lab-mode-compare = Zwei Editionen vergleichen
lab-side = Edition { $side }
lab-source-default = Die Standard-Edition
lab-source-edited = Die bearbeitete Edition (diese Seite)
lab-source-file = Eine Editionsdatei…
lab-source-choose = Datei für { $side } wählen
lab-source-default-named = die Standard-Edition ({ $edition })
lab-source-edited-named = die bearbeitete Edition ({ $edition })
lab-source-file-named = { $file } ({ $edition })
lab-compare-run = Editionen vergleichen
lab-compare-line = { $games } Partien je Edition, { $players } Spieler, Seed „{ $seed }“, Bots { $bots }, dieselben Seeds für beide: { $seconds } s.
lab-compare-side = { $side }: { $edition }
lab-compare-summary = Von { $figures } Kennzahlen { $differs ->
        [one] unterscheidet sich { $differs }
       *[other] unterscheiden sich { $differs }
    } (Holm-korrigiert über alle { $figures }), { $inconclusive } { $inconclusive ->
        [one] ist
       *[other] sind
    } offen und { $same } { $same ->
        [one] zeigt
       *[other] zeigen
    } keinen Unterschied, der zählt.
lab-compare-rule = So liest man es: Eine Kennzahl unterscheidet sich, wenn sie es nach der Holm-Korrektur über alle Kennzahlen zugleich noch tut. Ihr Intervall ist auf der Stufe dieser Korrektur gezeichnet: Ein Balken, der die 0 nicht berührt, gehört zu einer Kennzahl, die sich unterscheidet. Eine Kennzahl ohne Unterschied bleibt offen, solange ihr Intervall noch einen Unterschied erreicht, der zählt (3 Punkte einer Siegquote oder der Unentschiedenquote, 5 % bei allem anderen): Mehr Partien klären es.
lab-col-diff = B − A [angepasstes Intervall]
lab-col-verdict = Urteil
lab-verdict-differs = unterscheidet sich
lab-verdict-inconclusive = offen
lab-verdict-same = kein Unterschied, der zählt
lab-points = { $value } Punkte
lab-diff-axis = { $unit ->
        [share] B − A in Prozentpunkten
        [rounds] B − A in Runden
        [turns] B − A in Zügen
        [cards] B − A in Karten
        [per-game] B − A pro Partie
       *[other] B − A
    }
lab-chart-diff = { $axis } (Holm-angepasste Intervalle)
lab-chart-diff-note = Holm-angepasste Intervalle; grau: offen
lab-mode-sweep = Eine Zahl durchlaufen
lab-sweep-card = Karte
lab-sweep-what = Zahl
lab-sweep-from = Von
lab-sweep-to = Bis (höchstens { $max } Werte)
lab-sweep-today = heute: { $value }
lab-sweep-run = Durchlauf starten
lab-sweep-refused = Dieser Durchlauf lässt sich nicht spielen:
lab-sweep-line = { $games } Partien bei jedem der { $points } Werte, { $players } Spieler, Seed „{ $seed }“, Bots { $bots }, dieselben Seeds bei jedem Wert: { $seconds } s.
lab-sweep-today-line = { $what }: heute { $value }, die grüne Linie in jedem Diagramm.
lab-sweep-summary = Von { $figures } Kennzahlen { $moves ->
        [one] bewegt sich { $moves }
       *[other] bewegen sich { $moves }
    } mit dem Wert (Holm-korrigiert über alle { $figures }), { $inconclusive } { $inconclusive ->
        [one] ist
       *[other] sind
    } offen und { $same } { $same ->
        [one] zeigt
       *[other] zeigen
    } keine Änderung, die zählt.
lab-sweep-rule = So liest man es: Der Trend jeder Kennzahl wird über alle Werte zugleich getestet (ihre Änderung vom ersten zum letzten Wert, nach kleinsten Quadraten), mit der Holm-Korrektur über die Kennzahlen; ihr Intervall ist auf der Stufe dieser Korrektur gezeichnet. Eine Kennzahl, die sich nicht bewegt, bleibt offen, solange dieses Intervall noch eine Änderung erreicht, die zählt (3 Punkte einer Siegquote oder der Unentschiedenquote, 5 % bei allem anderen).
lab-col-trend = Änderung über den Durchlauf [angepasstes Intervall]
lab-trend-rises = steigt
lab-trend-falls = fällt
lab-trend-inconclusive = offen
lab-trend-same = keine Änderung, die zählt
lab-axis-share = Anteil
lab-axis-rounds = Runden
lab-sweep-chart-places = Siegquote nach Platz in der Zugreihenfolge (95-%-KI; gestrichelt: fairer Anteil)
lab-sweep-chart-length = Median der Spieldauer in Runden (95-%-KI)
lab-sweep-chart-draws = Unentschieden am Zuglimit (95-%-KI)

## Branding: Kopfzeile und Fenstertitel nennen das gespielte Spiel; die Seite bietet beide an.
site-name = No Bid & Startups
title-lobby = { site-name }
title-rules = { nav-rules } · { site-name }
title-table = { $game } · { $status }
table-heading = { $game }: der Tisch
## Die Einstellungen im Warteraum, in Worten statt in Codes.
waiting-visibility-public = in der Lobby gelistet
waiting-visibility-private = nur über den Einladungslink
