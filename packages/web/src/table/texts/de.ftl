## Der Schalter „Auf eigene Karten antworten“ neben dem Tischstatus.
own-cards-answer = Auf eigene Karten antworten
own-cards-hint = Aus: Ein Fenster auf eine Karte, die du spielst, wird für dich gepasst, sobald es sich öffnet. An: Du wirst gefragt wie alle anderen.
own-cards-passing = Deine eigene Karte: Du passt automatisch. Warten, bis das Fenster schließt…

# Filter des Protokolls am Tisch und Zeilen aus mehreren Ereignissen (src/table/).
log-all-passed = Alle passen.
log-filter = Im Protokoll zeigen
log-filter-all = Alles
log-filter-plays = Nur Züge und Ergebnisse
# Der eigene Platz in der Liste der Plätze in der ersten Zeile des Protokolls (table/seat-list.ts).
log-list-you = du
log-list-pair = { $first } und { $last }
log-list-more = { $rest } und { $last }
