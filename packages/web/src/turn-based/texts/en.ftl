## Turn-based tables: the lobby's choice, "My games", the seats' clocks, notices.
tb-kind = How you play
tb-kind-live = Live: everyone at the table now
tb-kind-turn-based = Turn-based: each plays when they can, over days
tb-speed = Time per move
tb-speed-24h = 1 day per move
tb-speed-48h = 2 days per move
tb-speed-72h = 3 days per move
tb-speed-no-limit = No time limit
tb-window = Time to answer a card with No Bid (minutes)
tb-needs-account = Turn-based tables keep your seat across days, so they need an account: sign in first.
tb-my-games = My games
tb-my-games-count = My games ({ $count })
tb-my-games-title = Games waiting for you
tb-my-games-none = No game is waiting for you. Turn-based tables you sit at appear here when it is your move.
tb-my-games-sign-in = Sign in to see the turn-based games that wait for you.
tb-open = Open
tb-due = due { $when }
tb-no-deadline = no time limit
tb-run-out = your time ran out
tb-clock-left = { $time } left
tb-clock-running = { $time } left, running
tb-clock-out = time ran out
tb-skip = Skip { $name }
tb-notices = Notices: your move, invitations and friend requests
tb-notices-email = Email address
tb-notices-mode = Email
tb-notices-mode-off = no email
tb-notices-mode-each = one email for each move
tb-notices-mode-digest = one email a day
tb-notices-push = Notifications in this browser
tb-notices-push-on = Turn on
tb-notices-push-off = Turn off
tb-notices-push-unavailable = This server sends no browser notifications.
tb-notices-save = Save
tb-notices-saved = Saved.
tb-orders = When a card is played
tb-orders-pass-all = pass on everything
tb-orders-ask-if-targeted = ask me when it targets me or my Book
tb-orders-ask-if-another-would-win = ask me when it would make another player win
tb-orders-always-ask = always ask me
tb-orders-counter-wins = No Bid any card that would make another player win
tb-orders-custom = my own orders
tb-since = Since your last move
tb-since-count = { $count ->
    [one] One thing happened since your last move: it is marked in the log.
   *[other] { $count } things happened since your last move: they are marked in the log.
}
