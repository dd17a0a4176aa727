## Rundenbasierte Tische: die Wahl in der Lobby, „Meine Spiele“, die Uhren der Plätze, Benachrichtigungen.
tb-kind = Wie ihr spielt
tb-kind-live = Live: alle sitzen jetzt am Tisch
tb-kind-turn-based = Rundenbasiert: jede und jeder zieht, wann es passt, über Tage
tb-speed = Zeit pro Zug
tb-speed-24h = 1 Tag pro Zug
tb-speed-48h = 2 Tage pro Zug
tb-speed-72h = 3 Tage pro Zug
tb-speed-no-limit = Ohne Zeitlimit
tb-window = Zeit, eine Karte mit No Bid zu beantworten (Minuten)
tb-needs-account = Rundenbasierte Tische halten deinen Platz über Tage, deshalb brauchen sie ein Konto: melde dich zuerst an.
tb-my-games = Meine Spiele
tb-my-games-count = Meine Spiele ({ $count })
tb-my-games-title = Spiele, die auf dich warten
tb-my-games-none = Kein Spiel wartet auf dich. Rundenbasierte Tische, an denen du sitzt, erscheinen hier, wenn du am Zug bist.
tb-my-games-sign-in = Melde dich an, um die rundenbasierten Spiele zu sehen, die auf dich warten.
tb-open = Öffnen
tb-due = fällig { $when }
tb-no-deadline = ohne Zeitlimit
tb-run-out = deine Zeit ist abgelaufen
tb-clock-left = noch { $time }
tb-clock-running = noch { $time }, läuft
tb-clock-out = Zeit abgelaufen
tb-skip = { $name } überspringen
tb-notices = Benachrichtigungen: dein Zug, Einladungen und Freundschaftsanfragen
tb-notices-email = E-Mail-Adresse
tb-notices-mode = E-Mail
tb-notices-mode-off = keine E-Mail
tb-notices-mode-each = eine E-Mail pro Zug
tb-notices-mode-digest = eine E-Mail am Tag
tb-notices-push = Benachrichtigungen in diesem Browser
tb-notices-push-on = Einschalten
tb-notices-push-off = Ausschalten
tb-notices-push-unavailable = Dieser Server sendet keine Browser-Benachrichtigungen.
tb-notices-save = Speichern
tb-notices-saved = Gespeichert.
tb-orders = Wenn eine Karte gespielt wird
tb-orders-pass-all = immer passen
tb-orders-ask-if-targeted = frag mich, wenn sie mich oder mein Buch trifft
tb-orders-ask-if-another-would-win = frag mich, wenn dadurch jemand anderes gewinnen würde
tb-orders-always-ask = frag mich immer
tb-orders-counter-wins = No Bid auf jede Karte, durch die jemand anderes gewinnen würde
tb-orders-custom = meine eigenen Anweisungen
tb-since = Seit deinem letzten Zug
tb-since-count = { $count ->
    [one] Seit deinem letzten Zug ist eine Sache passiert: Sie ist im Protokoll markiert.
   *[other] Seit deinem letzten Zug sind { $count } Dinge passiert: Sie sind im Protokoll markiert.
}
