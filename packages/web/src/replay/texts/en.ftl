## The replay viewer of a finished game, and the hard bot's analysis in it.
replay-title = Replay · { $game }
replay-heading = Replay of a game of { $game }
replay-loading = Loading the replay…
replay-unknown = There is no replay here
replay-unknown-hint = A replay opens once its game has ended. A private table's replay is shown to its players, or to anyone with its share link.
replay-controls = Replay controls
replay-step = Step { $step } of { $steps }
replay-first = First step
replay-back = Step back
replay-forward = Step forward
replay-last = Last step
replay-play = Play
replay-pause = Pause
replay-speed = Speed
replay-speed-value = { $speed }×
replay-turn = Turn
replay-go-turn = Go
replay-as = Seen as
replay-as-spectator = Spectator
replay-reveal = Reveal all hands
replay-reveal-hint = Every player’s hand as the game ended, shown at every step.
replay-final-hands = Every hand at the end
replay-hand-empty = No cards
replay-share = Copy share link
replay-share-copied = Link copied:
replay-move-target = { $move } on { $target }
replay-move-card-of = { $owner }’s { $card }
replay-move-respond = Answer with { $card }
replay-move-stop-out = Liquidate { $card }
replay-move-take-deck = Draw from the deck
replay-move-take-market = { $coins ->
    [0] Take { $company } from the market
    [one] Take { $company } from the market, with 1 coin
   *[other] Take { $company } from the market, with { $coins } coins
}
analysis-ask = What would the hard bot do?
analysis-running = The hard bot is thinking…
analysis-choice = The hard bot’s move: { $move }
analysis-col-move = Move
analysis-col-win = Win estimate
analysis-col-tries = Tries
analysis-bot = bot’s choice
analysis-yours = your move
analysis-no-move = You made no move from here: the game moved on first.
analysis-why-only = It is the only move the search weighed here.
analysis-why-best = It has the best win estimate of the moves searched.
analysis-why-best-noise = It has the best win estimate of the moves searched, but not clearly: the next one’s interval overlaps it.
analysis-why-kept = It is the bot’s first instinct (its quick rule’s pick), and no move is clearly better than { $move }: the estimates are within noise, so it keeps it.
analysis-why-kept-leads = It is the bot’s first instinct (its quick rule’s pick), and it has the best win estimate, though not clearly: the estimates are within noise.
analysis-why-kept-behind = It is the bot’s first instinct (its quick rule’s pick). { $best } estimates higher, but on fewer tries: the bot weighs only the move it tried most against its first instinct.
analysis-why-most-tried = The search tried it most, and the best estimate, { $best }, is within noise of it: the figures cannot tell them apart.
analysis-why-most-tried-behind = The search tried it most, and the bot plays the move it tried most. { $best } estimates clearly higher, on fewer tries.
analysis-rule-margin = How the hard bot chooses: it plays its quick rule’s pick unless the move the search tried most is clearly better, by more than { $margin } standard errors (more than luck would explain).
analysis-rule-visits = How the hard bot chooses: it plays its quick rule’s pick unless the search tried another move more often, the pick counting { $tries } tries extra.
analysis-rule-most-tried = How the hard bot chooses: it plays the move the search tried most.
analysis-verdict-same-behind = Your move is the hard bot’s move, but { $best } is clearly better on these figures: its whole interval lies above yours.
analysis-verdict-same = Your move is the hard bot’s move.
analysis-verdict-top = Your move has the best win estimate of the { $of } moves searched.
analysis-verdict-top-tied = Your move ties for the best win estimate of the { $of } moves searched.
analysis-verdict-close = Your move ranks { $rank } of { $of } searched, but its interval overlaps the best’s ({ $best }): the search cannot tell them apart.
analysis-verdict-behind = Your move ranks { $rank } of { $of } searched, and { $best } is clearly better: its whole interval lies above yours.
analysis-verdict-unsearched = The search did not weigh your move: the bot searches only its quick rule’s best { $of } moves, so it says nothing about yours.
analysis-interval = ({ $low }–{ $high })
analysis-not-searched = not searched
analysis-others = { $count ->
    [one] One more move, not searched: the bot’s quick rule ranked it lower
   *[other] { $count } more moves, not searched: the bot’s quick rule ranked them lower
}
analysis-copy = { $move } (copy { $n })
analysis-iterations = { $iterations } searches of { $searched } of the { $legal } possible moves, from what you could see at this moment. The brackets and bars show a 95% interval: where two overlap, the search cannot tell the moves apart.
analysis-failed = The analysis failed: { $message }
