# Notifications: email and Web Push. Only the table’s name, the game, whose turn and the deadline
# (and the friend who invites or asks):
# never a card (the notify package's messages.ts has no field that could hold one).

your-turn-subject = Your turn at { $table }
your-turn-body = It is your turn at { $table } ({ $game }).
clock-low-subject = Your clock is running low at { $table }
clock-low-body = Your clock at { $table } ({ $game }) is running low.
deadline-line = Decide before { $deadline }.
no-deadline-line = There is no time limit.
open-table = Open the table
digest-subject = { $count ->
    [one] One table is waiting for you
   *[other] { $count } tables are waiting for you
}
digest-intro = These tables are waiting for your move:
digest-line = { $table } ({ $game }): { $deadline }
digest-line-no-deadline = { $table } ({ $game })
footer-why = You get this email because you play turn-based games on No Bid.
footer-unsubscribe = Stop these emails
unsubscribe-title = Stop emails from No Bid
unsubscribe-question = Stop all turn emails to this address?
unsubscribe-button = Stop emails
unsubscribe-done = Done: no more turn emails will be sent. You can turn them on again in your settings.
unsubscribe-bad-link = This link is not valid. Nothing was changed.
invited-subject = { $from } invites you to a table of { $game }
invited-body = { $from } kept a seat for you at a turn-based table of { $game }. Accept it under My games.
friend-request-subject = { $from } asks to be your friend
friend-request-body = { $from } asks to be your friend on No Bid. Accept or decline on your Friends page.
open-invites = Open My games
open-friends = Open Friends
digest-line-invited = { $from } invites you to a table of { $game }
digest-line-friend-request = { $from } asks to be your friend
digest-subject-news = { $count ->
    [one] One notice from No Bid
   *[other] { $count } notices from No Bid
}
digest-intro-news = What is waiting for you:
