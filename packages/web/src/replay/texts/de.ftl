## Der Wiedergabe-Betrachter einer beendeten Partie und die Analyse des starken Bots darin.
replay-title = Wiedergabe · { $game }
replay-heading = Wiedergabe einer Partie { $game }
replay-loading = Die Wiedergabe wird geladen …
replay-unknown = Hier gibt es keine Wiedergabe
replay-unknown-hint = Eine Wiedergabe gibt es, sobald ihre Partie beendet ist. Die Wiedergabe eines privaten Tisches sehen seine Spieler und alle, die seinen Teilen-Link haben.
replay-controls = Steuerung der Wiedergabe
replay-step = Schritt { $step } von { $steps }
replay-first = Erster Schritt
replay-back = Einen Schritt zurück
replay-forward = Einen Schritt vor
replay-last = Letzter Schritt
replay-play = Abspielen
replay-pause = Anhalten
replay-speed = Tempo
replay-speed-value = { $speed }×
replay-turn = Zug
replay-go-turn = Los
replay-as = Ansicht von
replay-as-spectator = Zuschauer
replay-reveal = Alle Hände aufdecken
replay-reveal-hint = Die Hände aller Spieler am Ende der Partie, bei jedem Schritt.
replay-final-hands = Alle Hände am Ende
replay-hand-empty = Keine Karten
replay-share = Teilen-Link kopieren
replay-share-copied = Link kopiert:
replay-move-target = { $move } auf { $target }
replay-move-card-of = { $card } von { $owner }
replay-move-respond = Mit { $card } antworten
replay-move-stop-out = { $card } glattstellen
replay-move-take-deck = Vom Stapel ziehen
replay-move-take-market = { $coins ->
    [0] { $company } vom Markt nehmen
    [one] { $company } mit 1 Münze vom Markt nehmen
   *[other] { $company } mit { $coins } Münzen vom Markt nehmen
}
analysis-ask = Was würde der starke Bot tun?
analysis-running = Der starke Bot denkt nach …
analysis-choice = Zug des starken Bots: { $move }
analysis-col-move = Zug
analysis-col-win = Siegchance
analysis-col-tries = Versuche
analysis-bot = Wahl des Bots
analysis-yours = dein Zug
analysis-no-move = Von hier aus hast du nicht gezogen: Die Partie ging vorher weiter.
analysis-why-only = Es ist der einzige Zug, den die Suche hier abgewogen hat.
analysis-why-best = Er hat die beste Siegchance der durchsuchten Züge.
analysis-why-best-noise = Er hat die beste Siegchance der durchsuchten Züge, aber nicht klar: Das Intervall des nächsten überlappt sie.
analysis-why-kept = Es ist der erste Impuls des Bots (die Wahl seiner Faustregel), und kein Zug ist klar besser als { $move }: Die Schätzungen liegen im Rauschen, also bleibt er dabei.
analysis-why-kept-leads = Es ist der erste Impuls des Bots (die Wahl seiner Faustregel), und er hat die beste Siegchance, aber nicht klar: Die Schätzungen liegen im Rauschen.
analysis-why-kept-behind = Es ist der erste Impuls des Bots (die Wahl seiner Faustregel). { $best } schneidet höher ab, aber mit weniger Versuchen: Der Bot wägt nur den meistversuchten Zug gegen seinen ersten Impuls ab.
analysis-why-most-tried = Die Suche hat ihn am häufigsten versucht, und die beste Schätzung, { $best }, liegt im Rauschen: Die Zahlen können die beiden nicht unterscheiden.
analysis-why-most-tried-behind = Die Suche hat ihn am häufigsten versucht, und der Bot spielt den meistversuchten Zug. { $best } schneidet klar höher ab, mit weniger Versuchen.
analysis-rule-margin = So wählt der starke Bot: Er spielt die Wahl seiner Faustregel, außer der meistversuchte Zug der Suche ist klar besser, um mehr als { $margin } Standardfehler (mehr, als Glück erklären würde).
analysis-rule-visits = So wählt der starke Bot: Er spielt die Wahl seiner Faustregel, außer die Suche hat einen anderen Zug öfter versucht; die Wahl zählt dabei { $tries } Versuche extra.
analysis-rule-most-tried = So wählt der starke Bot: Er spielt den Zug, den die Suche am häufigsten versucht hat.
analysis-verdict-same-behind = Dein Zug ist der Zug des starken Bots, aber { $best } ist nach diesen Zahlen klar besser: Sein ganzes Intervall liegt über deinem.
analysis-verdict-same = Dein Zug ist der Zug des starken Bots.
analysis-verdict-top = Dein Zug hat die beste Siegchance der { $of } durchsuchten Züge.
analysis-verdict-top-tied = Dein Zug teilt sich die beste Siegchance der { $of } durchsuchten Züge.
analysis-verdict-close = Dein Zug ist Platz { $rank } von { $of } durchsuchten, aber sein Intervall überlappt das des besten ({ $best }): Die Suche kann sie nicht unterscheiden.
analysis-verdict-behind = Dein Zug ist Platz { $rank } von { $of } durchsuchten, und { $best } ist klar besser: Sein ganzes Intervall liegt über deinem.
analysis-verdict-unsearched = Die Suche hat deinen Zug nicht abgewogen: Der Bot durchsucht nur die besten { $of } Züge seiner Faustregel und sagt über deinen nichts.
analysis-interval = ({ $low }–{ $high })
analysis-not-searched = nicht durchsucht
analysis-others = { $count ->
    [one] Ein weiterer Zug, nicht durchsucht: Die Faustregel des Bots stufte ihn niedriger ein
   *[other] { $count } weitere Züge, nicht durchsucht: Die Faustregel des Bots stufte sie niedriger ein
}
analysis-copy = { $move } (Exemplar { $n })
analysis-iterations = { $iterations } Suchläufe über { $searched } der { $legal } möglichen Züge, von dem aus, was du in diesem Moment sehen konntest. Klammern und Balken zeigen ein 95-%-Intervall: Wo sich zwei überlappen, kann die Suche die Züge nicht unterscheiden.
analysis-failed = Die Analyse ist fehlgeschlagen: { $message }
