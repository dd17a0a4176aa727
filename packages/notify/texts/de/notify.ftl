# Benachrichtigungen: E-Mail und Web Push. Nur Tischname, Spiel, wer am Zug ist und die Frist:
# nie eine Karte.

your-turn-subject = Du bist am Zug: { $table }
your-turn-body = Am Tisch { $table } ({ $game }) bist du am Zug.
clock-low-subject = Deine Zeit wird knapp: { $table }
clock-low-body = Am Tisch { $table } ({ $game }) wird deine Bedenkzeit knapp.
deadline-line = Entscheide vor { $deadline }.
no-deadline-line = Es gibt kein Zeitlimit.
open-table = Tisch öffnen
digest-subject = { $count ->
    [one] Ein Tisch wartet auf dich
   *[other] { $count } Tische warten auf dich
}
digest-intro = Diese Tische warten auf deinen Zug:
digest-line = { $table } ({ $game }): { $deadline }
digest-line-no-deadline = { $table } ({ $game })
footer-why = Du erhältst diese E-Mail, weil du auf No Bid rundenbasierte Partien spielst.
footer-unsubscribe = Diese E-Mails abbestellen
unsubscribe-title = E-Mails von No Bid abbestellen
unsubscribe-question = Alle Zug-E-Mails an diese Adresse abbestellen?
unsubscribe-button = Abbestellen
unsubscribe-done = Erledigt: Es kommen keine Zug-E-Mails mehr. In deinen Einstellungen kannst du sie wieder einschalten.
unsubscribe-bad-link = Dieser Link ist ungültig. Es wurde nichts geändert.
invited-subject = { $from } lädt dich an einen Tisch { $game } ein
invited-body = { $from } hält dir einen Platz an einem rundenbasierten Tisch { $game } frei. Nimm ihn unter „Meine Spiele“ an.
friend-request-subject = { $from } möchte mit dir befreundet sein
friend-request-body = { $from } möchte auf No Bid mit dir befreundet sein. Nimm die Anfrage auf deiner Seite „Freunde“ an oder lehne sie ab.
open-invites = „Meine Spiele“ öffnen
open-friends = „Freunde“ öffnen
digest-line-invited = { $from } lädt dich an einen Tisch { $game } ein
digest-line-friend-request = { $from } möchte mit dir befreundet sein
digest-subject-news = { $count ->
    [one] Eine Nachricht von No Bid
   *[other] { $count } Nachrichten von No Bid
}
digest-intro-news = Das wartet auf dich:
