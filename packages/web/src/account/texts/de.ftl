## Accounts: sign up, sign in, recovery, settings (src/account).
acct-nav-sign-in = Anmelden
acct-title = Dein Konto
acct-tab-sign-in = Anmelden
acct-tab-sign-up = Registrieren
acct-tab-recover = Passwort vergessen
acct-intro = Ein Konto ist freiwillig: Alle können als Gast über einen Link mitspielen. Mit Konto bekommst du ein Profil, eine Wertung an gewerteten Tischen und eine Liste deiner Partien. Die Plätze, die du in diesem Browser hältst, nimmst du beim Registrieren mit.
acct-field-name = Benutzername
acct-field-password = Passwort
acct-field-new-password = Neues Passwort
acct-field-current-password = Bisheriges Passwort
acct-field-code = Wiederherstellungscode
acct-password-hint = Mindestens 8 Zeichen.
acct-btn-sign-in = Anmelden
acct-btn-sign-up = Konto anlegen
acct-btn-recover = Neues Passwort setzen
acct-codes-title = Deine Wiederherstellungscodes
acct-codes-text = Bewahre diese Codes sicher auf. Jeder setzt dein Passwort einmal zurück, falls du es vergisst. Sie werden nur jetzt angezeigt.
acct-codes-download = Als Datei speichern
acct-codes-done = Ich habe sie gespeichert
acct-seats-linked = { $count ->
    [one] Ein Platz aus diesem Browser gehört jetzt dir.
   *[other] { $count } Plätze aus diesem Browser gehören jetzt dir.
}
acct-signed-in-as = Angemeldet als { $name }
acct-profile-link = Dein Profil
acct-section-password = Passwort ändern
acct-btn-change-password = Passwort ändern
acct-password-changed = Passwort geändert. Deine anderen Sitzungen wurden abgemeldet.
acct-section-sessions = Sitzungen
acct-btn-sign-out = Abmelden
acct-btn-sign-out-everywhere = Überall abmelden
acct-section-data = Deine Daten
acct-btn-download = Meine Daten herunterladen (JSON)
acct-section-delete = Konto löschen
acct-delete-text = Deine Partien bleiben erhalten, dein Name wird durch „Deleted player“ ersetzt. Das lässt sich nicht rückgängig machen.
acct-btn-delete = Mein Konto löschen
acct-deleted = Dein Konto ist gelöscht.
acct-recovered = Dein Passwort ist gesetzt. Du bist angemeldet.

## Profile and leaderboard (src/account).
prof-title = Spieler:in { $name }
prof-not-found = Diese Person gibt es nicht.
prof-rating = Wertung
prof-games-rated = { $count ->
    [one] 1 gewertete Partie
   *[other] { $count } gewertete Partien
}
prof-rating-hint = Geschätztes Können { $skill }, plus minus { $doubt }. Die Wertung ist die vorsichtige Seite davon: das Können minus dreimal die Unsicherheit, darum steigt sie, je mehr deine Partien die Unsicherheit verkleinern.
prof-no-rating = Noch keine gewerteten Partien.
prof-chart-label = Wertung nach jeder gewerteten Partie
prof-games-played = Gespielte Partien: { $count }
prof-wins-title = Siege nach Anzahl der Spieler
prof-wins-cell = { $won } von { $played }
prof-players = { $count } Spieler
prof-games-title = Partien
prof-no-games = Noch keine Partien.
prof-game-won = gewonnen
prof-game-rated = gewertet
prof-game-open = Wiederholung
prof-status-playing = läuft
prof-status-waiting = wartet
prof-status-over = beendet
board-nav = Rangliste
board-title = Rangliste
board-empty = In diesem Spiel hat noch niemand eine Wertung.
board-rank = Nr.
board-player = Spieler:in
board-rating = Wertung
board-games = Partien
board-note = Alle beginnen bei 0. Siege heben deine Wertung, gegen starke Spieler mehr; sie ist vorsichtig und steigt darum auch, je mehr deine Partien zeigen, wie gut du spielst.
ladder-title = Bot-Rangliste
ladder-note = Wie stark jede Stufe aus der Lobby spielt, in Punkten aus Partien Bot gegen Bot (leicht ist 0): je mehr Punkte, desto stärker. Nicht mit den Wertungen der Spieler vergleichbar.

## Errors the account pages put in the reader's words (others show the server's message).
acct-error-bad-credentials = Benutzername und Passwort passen zu keinem Konto.
acct-error-bad-recovery-code = Benutzername und Wiederherstellungscode passen zu keinem Konto.
acct-error-name-taken = Dieser Benutzername ist vergeben.
acct-error-name-confusable = Dieser Benutzername sieht einem schon vergebenen zum Verwechseln ähnlich.
acct-error-weak-password = Ein Passwort hat 8 bis 256 Zeichen.
acct-error-bad-name = Ein Benutzername hat 1 bis 32 Zeichen in einer Schrift (Lateinisch darf mit Chinesisch, Japanisch oder Koreanisch stehen), einfache Buchstaben, nur einzelne Leerzeichen zwischen Wörtern und keine Steuer-, unsichtbaren oder Schreibrichtungszeichen.
acct-error-rate-limited = Zu viele Versuche. Warte ein paar Minuten und versuche es dann noch einmal.
## The create-table form's rated switch, and the waiting room's line about it.
acct-rated-label = Gewertet (alle Spieler brauchen ein Konto; nur die Standardausgabe)
acct-rated-waiting = Gewertet: Alle Spieler brauchen ein Konto (wer sich in diesem Browser registriert, nimmt seinen Platz mit).
