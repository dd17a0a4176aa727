## Tischchat, das Zuschauer-Abzeichen und die Reiter der Seitenspalte.
side-tabs = Protokoll und Chat
tab-log = Protokoll
tab-chat = Chat
tab-chat-unread = Chat ({ $count })
chat-title = Chat
chat-empty = Noch hat niemand etwas gesagt.
chat-spectator = Zuschauer
chat-tag-spectators = Zuschauer
chat-phrases = Schnellsätze
chat-input = An alle am Tisch
chat-input-spectators = An die Zuschauer
chat-send = Senden
chat-chars-left = { $count ->
    [one] Noch 1 Zeichen
   *[other] Noch { $count } Zeichen
}
chat-mute = { $player } stummschalten
chat-unmute = { $player } wieder zeigen
chat-mute-spectators = Chat der Zuschauer ausblenden
chat-unmute-spectators = Chat der Zuschauer zeigen
chat-muted-list = Stummgeschaltet:
chat-report = Zeile von { $player } der Moderation melden
chat-reported = Gemeldet. Danke.
chat-spectators-off = Der Gastgeber hat den Chat für Zuschauer abgeschaltet. Den Chat der Spieler kannst du lesen.
chat-error-rate-limited = Zu viele Zeilen auf einmal: warte ein paar Sekunden und sende sie dann noch einmal.
chat-error-chat-off = Zuschauer können an diesem Tisch nicht chatten.
chat-error-chat-muted = Die Moderation hat dich im Chat stummgeschaltet.
chat-error-bad-message = Eine Chatzeile hat 1 bis 300 Zeichen.
chat-phrase-hello = Hallo!
chat-phrase-good-luck = Viel Glück!
chat-phrase-good-game = Gutes Spiel
chat-phrase-nice-no-bid = Schönes No Bid!
chat-phrase-well-played = Gut gespielt
chat-phrase-one-moment = Einen Moment
chat-phrase-oops = Hoppla
chat-phrase-thanks = Danke
chat-phrase-rematch = Revanche?
watching-badge = Zuschauer
spectator-count = { $count ->
    [0] Niemand schaut zu
    [one] 1 Zuschauer
   *[other] { $count } Zuschauer
}
field-spectator-chat = Chat der Zuschauer
spectator-chat-separate = Eigener Kanal
spectator-chat-off = Aus
admin-chat-title = Gemeldete Chatzeilen
admin-status-open = Offen
admin-status-dismissed = Verworfen
admin-status-muted = Stummgeschaltet
admin-status-banned = Gesperrt
admin-denied = Nur Admins sehen die Meldungen. Melde dich mit einem Admin-Konto an.
admin-chat-empty = Hier gibt es keine Meldungen.
admin-reports = { $count ->
    [one] einmal gemeldet
   *[other] { $count }-mal gemeldet
}
admin-table = Tisch { $table }
admin-sanction-ban = für den Chat gesperrt
admin-sanction-mute = stummgeschaltet bis { $until }
admin-dismiss = Verwerfen
admin-mute = 24 Stunden stummschalten
admin-ban = Für den Chat sperren
admin-lift = Sanktion aufheben
chat-replay-none-yet = Bis zu diesem Punkt der Partie wurde noch nichts gesagt.
