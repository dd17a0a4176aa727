## Freunde: die Freundesseite, Einladungen zu rundenbasierten Tischen, freigehaltene Plätze.
fr-link = Freunde
fr-link-count = Freunde ({ $count })
fr-title = Freunde
fr-sign-in = Melde dich an, um Freunde hinzuzufügen und zu rundenbasierten Tischen einzuladen.
fr-sign-in-link = Anmelden oder registrieren
fr-add-label = Kontoname
fr-add = Freundschaft anfragen
fr-block-name = Diesen Namen blockieren
fr-incoming = Möchten mit dir befreundet sein
fr-accept = Annehmen
fr-decline = Ablehnen
fr-friends = Deine Freunde
fr-none = Noch keine Freunde: frag jemanden über seinen Kontonamen.
fr-choose = { $name } für einen neuen Tisch wählen
fr-new-table = Neuer Tisch
fr-new-table-with = Neuer Tisch mit { $name }
fr-new-table-chosen = { $count ->
    [0] Neuer Tisch mit den gewählten Freunden
    [one] Neuer Tisch mit dem gewählten Freund
   *[other] Neuer Tisch mit { $count } gewählten Freunden
}
fr-remove = Entfernen
fr-block = Blockieren
fr-outgoing = Warten auf Antwort
fr-withdraw = Zurückziehen
fr-blocked = Blockiert
fr-blocked-hint = Sie können dich weder anfragen noch einladen und erfahren nichts davon.
fr-unblock = Freigeben
fr-done-request = { $name } angefragt.
fr-done-accept = { $name } ist jetzt dein Freund.
fr-done-remove = { $name } entfernt.
fr-done-block = { $name } blockiert.
fr-done-unblock = { $name } freigegeben.
fr-error-not-found = Kein Konto mit diesem Namen kann deine Anfrage annehmen: prüfe den Namen.
fr-error-self-friend = Das ist dein eigenes Konto: nenne einen anderen Spieler.
fr-error-already-asked = Du hast schon angefragt: warte auf die Antwort.
fr-error-already-friends = Ihr seid schon befreundet.
fr-error-rate-limited = Du hast gerade viele Anfragen geschickt: versuch es später noch einmal.
fr-error-not-a-friend = Du kannst nur deine Freunde einladen.
fr-error-not-signed-in = Melde dich zuerst an.
fr-invites = Einladungen
fr-invite-from = { $from } lädt dich zu einer Partie { $game } ein
fr-invite-accept = Annehmen und Platz nehmen
fr-invite-decline = Ablehnen
fr-invite-field = Freunde einladen (ihre Plätze werden freigehalten)
fr-invite-none = Du hast noch keine Freunde zum Einladen.
fr-invite-manage = Freunde hinzufügen
fr-kept-for = reserviert für { $name }
fr-seat-for = für { $name }
