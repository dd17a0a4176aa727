## The "answer my own cards" switch beside the table's status.
own-cards-answer = Answer my own cards
own-cards-hint = Off: a window on a card you play is passed for you as it opens. On: you are asked like everyone else.
own-cards-passing = Your own card: you pass automatically. Waiting for the window to close…

# The table frame's log filter and the lines the log makes from several events (src/table/).
log-all-passed = Everyone passes.
log-filter = Show in the log
log-filter-all = Everything
log-filter-plays = Plays and results
# The viewer's own seat in the list of seats of the log's first line (table/seat-list.ts).
log-list-you = you
log-list-pair = { $first } and { $last }
log-list-more = { $rest }, and { $last }
