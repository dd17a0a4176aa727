## Startups-Tisch. Firmennamen und Regelsätze kommen aus packages/startups/texts
## (von sources.ts in su-rule-<id> umbenannt); hier stehen die Worte des Tisches.

## Der Rahmen kündigt „Du bist dran: …“ mit diesen an (die Entscheidungsarten des Spiels).
decision-take = eine Karte nehmen
decision-play = eine Karte ablegen

su-step-take = Nehmen
su-step-play = Ablegen
su-steps = Schritte des Zuges

## Mitte: Stapel, Markt, Firmen
su-centre = Stapel und Markt
su-deck = Stapel
su-deck-count = { $count ->
    [one] noch 1 Karte
   *[other] noch { $count } Karten
}
su-draw-pay = Ziehen: { $cost } zahlen
su-draw-free = Ziehen: gratis
su-draw-label = Vom Stapel ziehen (noch { $count }) und { $cost ->
    [0] nichts
    [one] 1 Münze
   *[other] { $cost } Münzen
} zahlen
su-market = Markt
su-market-empty = Der Markt ist leer: Zieh vom Stapel.
su-market-card = { $company }, { $coins ->
    [0] ohne Münzen
    [one] 1 Münze darauf
   *[other] { $coins } Münzen darauf
}
su-take-hint = Mit ihren Münzen nehmen
su-companies = Firmen
su-company-cards = { $count } Karten
su-chip-free = Chip frei
su-chip-held = Chip: { $player }

## Spieler
su-players = Spieler
su-hand-count = { $count ->
    [one] 1 Karte auf der Hand
   *[other] { $count } Karten auf der Hand
}
su-coins = { $coins ->
    [one] 1 Münze
   *[other] { $coins } Münzen
}
su-coins-hidden = Münzen verdeckt
su-investments = Investitionen von { $player }
su-no-investments = Noch keine Investitionen
su-invested = { $company }: { $count }
su-chip = Anti-Monopol-Chip
su-known = Bekannt auf der Hand: { $cards }
su-your-hand = Deine Hand ({ $count })
su-hand-empty = Deine Hand ist leer.
su-you-hold = Du hast { $coins }.

## Steuerung
su-prompt-take = Nimm eine Karte: vom Stapel oder eine Marktkarte mit ihren Münzen.
su-prompt-play = Leg eine Karte ab: Wähl eine Karte aus deiner Hand.
su-prompt-play-card = { $company }: investieren oder in den Markt legen?
su-btn-invest = In { $company } investieren
su-btn-to-market = { $company } in den Markt legen
su-btn-invest-short = Investieren
su-btn-to-market-short = In den Markt
su-btn-cancel = Abbrechen
# Was bei abgelaufener Zeit geschieht, nach „Wenn die Zeit abläuft: “
su-default-take-deck = du ziehst eine Karte vom Stapel
su-default-take-market = du nimmst { $company } vom Markt, { $coins ->
    [0] ohne Münzen
    [one] mit 1 Münze darauf
   *[other] mit { $coins } Münzen darauf
}
su-default-invest = du investierst in { $company }
su-default-to-market = du legst { $company } in den Markt
su-click-to-choose = auswählen
su-keys = Tasten: 1–9 Karte wählen · I investieren · M Markt · D ziehen · Esc abbrechen
su-waiting = { $player } ist am Zug.

## Warum etwas gerade nicht geht
su-why-not-your-turn = { $player } ist am Zug
su-why-take-first = nimm zuerst eine Karte
su-why-already-took = du hast in diesem Zug schon eine Karte genommen
su-why-chip = du hast den Anti-Monopol-Chip von { $company }
su-why-cost = Ziehen kostet { $cost } und du hast { $coins }
su-why-deck-empty = der Stapel ist leer
su-why-took-back = du hast { $company } in diesem Zug aus dem Markt genommen
su-why-over = das Spiel ist vorbei
su-why-not-allowed = gerade nicht möglich

## Schlusswertung
su-scoring-title = Schlusswertung
su-scoring-caption = Jede Firma: wer wie viele Karten hat (Investitionen und Hand) und wer wem zahlt. Eine gezahlte Münze kommt auf ihre 3er-Seite gedreht an.
su-col-company = Firma
su-majority = Mehrheit: { $you ->
    [yes] du
   *[no] { $player }
}
su-paid-by-nobody = { $you ->
    [yes] Du hast
   *[no] { $player } hat
} die meisten und sonst niemand welche: keine Zahlung.
su-tie = Gleichstand an der Spitze: niemand wird bezahlt
su-nobody = niemand hat sie
su-pays = { $fromYou ->
    [yes] Du zahlst
   *[no] { $from } zahlt
} { $toYou ->
    [yes] dir
   *[no] { $to }
} { $cards ->
    [one] 1 Münze
   *[other] { $cards } Münzen
}, wert { $value }
su-row-coins = Münzen am Ende
su-row-paid = Gezahlt
su-row-received = Erhalten (×3)
su-row-total = Summe
su-row-rank = Platz
su-winner = { $player } gewinnt mit { $score }.
su-you-win = Du gewinnst mit { $score }!
su-tiebreak-threes = Gleichstand, entschieden durch mehr 3er-Münzen.
su-tiebreak-last = Gleichstand, entschieden für den, der zuletzt gespielt hat.
su-end-turn-cap = Das Spiel hat seine Zuggrenze erreicht und wurde so gewertet, wie es stand.

## Protokoll
# In jeder Zeile kommt zum Spieler $you ("yes" für den eigenen Platz): Wer zuschaut, ist „du“,
# nie sein Name. su-log-invested-chip-from hat einen zweiten: $from/$fromYou.
su-log-setup = Das Spiel beginnt mit { $seats } Spielern: { $list }. { $you ->
    [yes] Du fängst
   *[no] { $player } fängt
} an.
su-log-took-deck = { $you ->
    [yes] Du ziehst vom Stapel und zahlst
   *[no] { $player } zieht vom Stapel und zahlt
} { $cost ->
    [0] nichts
    [one] 1 Münze
   *[other] { $cost } Münzen
}.
su-log-took-deck-own = Du ziehst { $company } vom Stapel und zahlst { $cost ->
    [0] nichts
    [one] 1 Münze
   *[other] { $cost } Münzen
}.
su-log-took-market = { $you ->
    [yes] Du nimmst
   *[no] { $player } nimmt
} { $company } { $coins ->
    [0] ohne Münzen
    [one] mit 1 Münze
   *[other] mit { $coins } Münzen
} aus dem Markt.
su-log-invested = { $you ->
    [yes] Du investierst
   *[no] { $player } investiert
} in { $company }.
su-log-invested-chip = { $you ->
    [yes] Du investierst in { $company } und nimmst
   *[no] { $player } investiert in { $company } und nimmt
} den Anti-Monopol-Chip.
su-log-invested-chip-from = { $you ->
    [yes] Du investierst in { $company } und nimmst
   *[no] { $player } investiert in { $company } und nimmt
} { $fromYou ->
    [yes] dir
   *[no] { $from }
} den Anti-Monopol-Chip ab.
su-log-to-market = { $you ->
    [yes] Du legst
   *[no] { $player } legt
} { $company } in den Markt.
su-log-turn = Zug { $turn }: { $you ->
    [yes] Du bist
   *[no] { $player } ist
} dran{ $cost ->
    [0] {""}
    [one] ; Ziehen vom Stapel kostet 1 Münze
   *[other] ; Ziehen vom Stapel kostet { $cost } Münzen
}.
su-log-game-over = Das Spiel ist vorbei. { $you ->
    [yes] Du gewinnst
   *[no] { $player } gewinnt
} mit { $score }.

su-option-show-coins = Münzen aller Spieler zeigen
