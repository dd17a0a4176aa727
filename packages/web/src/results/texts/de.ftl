## Die Zahlen unter dem Ergebnis einer beendeten Partie.
results-caption = Die Partie in Zahlen
results-player = Spieler
results-book = Buch
results-score = Punkte
results-played = Gespielte Karten
results-nobids = No Bids gespielt / annulliert
results-attacks = Angriffe ausgeführt / erlitten
results-market = Vom Markt genommen / Münzen
results-chips = Chips gewonnen / verloren
results-rating = Wertung
results-note-nobid = Ein Angriff ist eine Karte, die auf das Buch oder eine Position eines anderen Spielers gespielt wird. Ein annulliertes No Bid wurde selbst von einer Konterkarte beantwortet.
results-note-startups = Ein Chip ist gewonnen, wenn eine Investition einem anderen Spieler den Anti-Monopol-Chip abnimmt.
results-replay = Wiederholung ansehen
