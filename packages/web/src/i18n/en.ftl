## The web client's own strings. Card names and texts come from packages/nobid/texts.

nav = Main
nav-lobby = Lobby
nav-rules = Rules and cards
language = Language
language-en = English
language-de = German
language-ko = Korean
game-nobid = No Bid
game-startups = Startups
loading = Loading…
connecting = Connecting…
reconnecting = Reconnecting…
server-unreachable = The server cannot be reached. Retrying…
close = Close
you = (you)
empty = Empty

## Lobby
create-title = Start a table
your-name = Your name
field-game = Game
field-seats = Seats
field-seat-list = Who sits where
seat-n = Seat { $seat }
seat-you = You
seat-human = Human player
seat-bot = Bot ({ $level })
level-easy = easy
level-medium = medium
level-hard = hard
field-language = Table language
field-window = Reaction window (seconds)
field-timer = Turn timer (seconds)
field-visibility = Who can find it
visibility-public = Public: listed in the lobby
visibility-private = Private: invite link only
btn-create = Create table
error-name-needed = Please enter a display name.
open-tables = Open tables
no-open-tables = No public table is waiting for players. Start one!
table-by = { $player }’s table
free-seats = { $free } of { $seats } seats free
btn-open-table = Open

## Waiting room
waiting-title = { $game }: waiting for players
settings-summary = { $seats } seats · language { $language } · reaction window { $window } s · turn timer { $timer } s · { $visibility }
invite-link = Invite link
copy = Copy
copied = Copied
btn-join-seat = Take seat { $seat }
watching-hint = You are watching. Enter a name and take a free seat to play.
btn-start = Start the game
waiting-for-players = Waiting for every seat to be filled…
bot-name = Bot { $seat } ({ $level })
free-seat = Seat { $seat } (free)
table-unknown = There is no such table. It may have ended long ago.
private-table-title = This game is private
private-table-hint = Only its players can watch it. Once it is over, they can share its replay with you.
game-unsupported = This client cannot show { $game } tables yet.
cards-problem-title = This table’s cards cannot be shown.
cards-problem-invalid = The table’s card list has a problem:
cards-problem-mismatch = The server plays { $theirs }, but this page has { $ours }. Reload the page to get the server’s card list.
cards-edition-at = { $edition } for { $seats } players
cards-edition-none = no known card list

## The table
turn-number = Turn { $turn }
steps = Steps of the turn
step-open = Open
step-draw = Draw
step-act = Act
step-close = Close
your-turn = Your turn
players-turn = { $player }’s turn
game-over = Game over
waiting-for = Waiting for { $player }: { $decision }
decision-act = their action
decision-respond = an answer to the card played
decision-stop-loss = Stop Loss
decision-stop-out = Stop Out
decision-discard = a discard
your-decision = Your decision: { $kinds }.
timer-left = { $seconds } seconds left
opponents = Opponents
tag-active = to play
tag-autoplay = played by a bot until they return
tag-away = away
hand-size = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
}
book-of = { $player }’s Book
book-empty = No cards yet
book-toggle = Book ({ $count })
count-badge-label = Book counts { $count } of { $target }
choose-player = Choose { $player }
choose-this-target = choose this target
centre = Table centre
deck = Deck
deck-count = Deck: { $count } cards
discard-pile = Discard pile ({ $count })
open-discard = show the whole discard pile
openings-pile = Openings ({ $count })
stack = The stack
stack-empty = Nothing is being played.
played-by = played by { $player }
target-seat = → { $player }
target-card = → { $card }
target-currency = → { $currency }
reaction-window = Reaction window
reaction-question = { $card } is on the stack. Answer it?
reaction-watching = { $card } is on the stack.
reaction-passed = You passed. Waiting for the window to close…
btn-no-bid = { card-no-bid-name } ({ $count })
btn-circuit-breaker = { card-circuit-breaker-name } ({ $count })
counter-none-held = You hold no { $card }. The button stays, so that nobody can tell from the table what you hold.
btn-pass = Pass
auto-pass = Auto-pass
none-in-hand = You hold no { $card }.
your-hand = Your hand ({ $count })
hand-empty = Your hand is empty.
click-to-play = select, then play
click-to-discard = select to discard
reason-response-only = only playable as an answer to a card being played
reason-not-your-action = you can play it on your turn
reason-frozen = { $card }: you cannot play { $type } cards
reason-no-position-target = there is no Position it could target
reason-no-opponent = there is no opponent to target
reason-not-legal = not playable now

## Prompts
prompt-default = When the timer runs out: { $choice }.
prompt-act = Your turn: play a card or draw one.
prompt-act-again = Day Trade: act once more.
prompt-act-hint = Click a raised card (or press its number), then click it again or press Enter.
default-act = you draw a card
btn-play = Play { $card }
btn-draw = Draw a card instead
btn-cancel = Cancel
target-prompt-seat = { $card }: choose an opponent.
target-prompt-position = { $card }: choose a Position.
target-prompt-currency = { $card }: name a currency.
target-hint = Legal targets are lit. Esc cancels.
prompt-stop-loss = Your { $card } would be Liquidated. Discard your Stop Loss instead?
default-stop-loss = your Position is Liquidated and you keep the Stop Loss
btn-use-stop-loss = Discard Stop Loss
btn-decline-stop-loss = Let it be Liquidated
prompt-stop-out = Stop Out: choose which of your Positions is Liquidated.
default-stop-out = your { $card } is Liquidated
prompt-discard = { $reason ->
    [slippage] Slippage
    [wide-spread] Wide Spread
   *[hand-limit] Hand limit { $limit }
}: discard { $count ->
    [one] a card
   *[other] { $count } cards
}.
prompt-discard-hint = Click a card in your hand, then click it again (or press Enter).
prompt-discard-hint-many = Click a card in your hand, then click it again (or press Enter) to set it aside. Once { $count } are set aside, they are discarded together.
set-aside-take-back = set aside to discard: click to put it back
btn-discard = Discard { $card }
btn-set-aside = Set { $card } aside
default-discard = you discard { $cards }, { $count ->
    [one] the card you would miss least
   *[other] the cards you would miss least
}

## Win screen
result-you-win = You win!
result-winner = { $player } wins!
result-draw = The game ends in a draw.
result-length = The game lasted { $turns } turns.
btn-rematch = Rematch
btn-lobby = Back to lobby

## Game log
# In every line a player argument comes with $you ("yes" for the viewer's own seat): the viewer
# is "you", never their name. log-assigned has two: $to/$toYou and $from/$fromYou.
log = Game log
log-setup = The game begins with { $seats } players: { $list }. { $you ->
    [yes] You go
   *[no] { $player } goes
} first.
log-turn = Turn { $turn }: { $you ->
    [yes] you are up
   *[no] { $player } is up
}.
log-draw = { $you ->
    [yes] You draw
   *[no] { $player } draws
} { $count ->
    [one] a card
   *[other] { $count } cards
}{ $reason ->
    [positive-carry] {" "}for Positive Carry
    [scalp] {" "}for Scalp
    [extra] {" "}instead of playing
   *[other] {""}
}.
log-draw-own = You draw { $cards }{ $reason ->
    [positive-carry] {" "}for Positive Carry
    [scalp] {" "}for Scalp
    [extra] {" "}instead of playing
   *[other] {""}
}.
log-reshuffle = The discard pile is shuffled into a new deck of { $size } cards.
log-play = { $you ->
    [yes] You play
   *[no] { $player } plays
} { $card }.
log-play-target = { $you ->
    [yes] You play
   *[no] { $player } plays
} { $card } { $target }.
# Where a play is aimed, after "plays { $card }" in log-play-target.
log-target-seat = { $you ->
    [yes] on you
   *[no] on { $player }
}
log-target-card = on { $card }
log-target-currency = on { $currency }
log-respond = { $you ->
    [yes] You answer
   *[no] { $player } answers
} with { $card }!
log-cancelled = { $you ->
    [yes] Your
   *[no] { $player }’s
} { $card } is cancelled by { $by }.
log-resolved = { $you ->
    [yes] Your
   *[no] { $player }’s
} { $card } resolves.
log-enter-book = { $card } enters { $you ->
    [yes] your
   *[no] { $player }’s
} Book.
log-liquidated = { $you ->
    [yes] Your
   *[no] { $player }’s
} { $card } is Liquidated.
log-stop-loss = { $you ->
    [yes] You discard Stop Loss and keep
   *[no] { $player } discards Stop Loss and keeps
} { $card }.
log-stop-loss-declined = { $you ->
    [yes] You keep
   *[no] { $player } keeps
} the Stop Loss; { $card } is Liquidated.
log-assigned = { $toYou ->
    [yes] You take
   *[no] { $to } takes
} { $card } from { $fromYou ->
    [yes] your
   *[no] { $from }’s
} Book.
log-unwound = { $card } is Unwound to { $you ->
    [yes] your
   *[no] { $player }’s
} hand.
log-stop-out-none = { $you ->
    [yes] You have
   *[no] { $player } has
} no Position to Stop Out.
log-opening-taken = { $you ->
    [yes] You take
   *[no] { $player } takes
} the Opening { $card }.
log-discard = { $you ->
    [yes] You discard
   *[no] { $player } discards
} { $card }{ $reason ->
    [slippage] {" "}for Slippage
    [wide-spread] {" "}for Wide Spread
   *[hand-limit] {" "}over the hand limit
}.
log-act-again = { $you ->
    [yes] You act
   *[no] { $player } acts
} again.
log-win = { $you ->
    [yes] You win
   *[no] { $player } wins
}!
log-draw-game = The game ends in a draw{ $reason ->
    [turn-cap] : the turn limit is reached
   *[other] {""}
}.

## Rules page
rules-rulebook = Rulebook
rules-title = Rules
rules-same = The same rules as the printed booklet, generated from the card data so the two cannot drift apart.
rules-error = Spotted an error? Get in touch.
rules-tab-rules = Rules
rules-tab-cards = Cards
rules-goal-title = The goal
rules-goal-text = Each player builds a Book: the Positions in front of them, face up. The first player whose Book holds 7 counting Positions wins immediately, on anyone’s turn.
rules-counting-title = Counting a Book
rules-counting-text = Count the Positions, then apply the Leverage and Drawdown that change the count. Leverage and Drawdown are never themselves Positions.
rules-setup-title = Setup
rules-setup-text = Each player takes 1 Opening into their Book and is dealt 5 cards. The rest of the Openings pile stays face up all game. A random player goes first.
rules-turn-title = Your turn
rules-turn-text = Open: resolve “at the start of your turn” effects. Draw one card. Act: play a Position or a Leverage into your Book, a Drawdown into an opponent’s Book, or an Order; or draw one extra card instead. Close: discard down to 7 cards.
rules-nobid-title = No Bid
rules-nobid-text = Any player may play No Bid whenever a card is played, before it resolves. The cancelled card is discarded with no effect, and its player has still spent their action. A No Bid can itself be cancelled by another No Bid.
rules-circuit-title = Circuit Breaker
rules-circuit-text = Same timing as No Bid, but it cannot be cancelled by anything.
rules-stack-title = The reaction window
rules-stack-text = Each card played opens a window for everyone. It closes when every player has passed or its timer runs out. The card on the bottom resolves when an even number of effective cancels stand on it.
rules-info-title = Information
rules-info-text = Books and the discard pile are public. Hands and the deck are hidden.
rules-terms-title = Taking cards
rules-term-liquidate = Send a Position from a Book to the discard pile.
rules-term-assign = Take a Position from another Book into yours.
rules-term-stop-out = The Position’s owner chooses which of theirs is Liquidated.
rules-term-unwind = Return a Position from a Book to its owner’s hand.
gallery-title = Card gallery
gallery-filter = Show cards of type
gallery-all = All
gallery-copies = × { $copies }

## After a deploy: this page was built for another protocol.
new-version-available = A new version of No Bid is available.
reload-page = Reload

## Editions: the card list a No Bid table plays (the default, or a variant its host uploaded)
field-edition = Edition
edition-default = Default: { $edition }
edition-upload = Upload a file…
edition-file = Edition file (JSON, at most { $kib } KiB)
edition-file-chosen = { $file }: { $edition }
edition-file-unnamed = { $file }: an edition without a name
edition-file-not-json = { $file } is not a JSON file ({ $reason }).
edition-file-needed = Choose an edition file, or play the default edition.
edition-refused = The server refused this edition:
table-edition-variant = Variant: { $edition } ({ $hash })
table-edition-shipped = Edition { $edition }
waiting-edition-shipped = Edition: { $edition }
waiting-edition-variant = Variant edition: { $edition }, uploaded by the host ({ $hash })

## The designer's lab (/lab): edit an edition, see its cards and rulebook, simulate it.
lab-link = Designer's lab: edit the cards, see the faces and the rulebook, simulate games
lab-title = Designer's lab
lab-about = Change the numbers of an edition, or load a file: the cards and the rulebook follow at once, and a quick simulation in your browser shows who wins.
lab-edition = Edition { $edition }
lab-load = Load an edition file…
lab-reset = Back to the default
lab-download = Download the edition
lab-create = Open a table with it ({ $players } players)
lab-create-refused = The server did not open the table:
lab-host = Designer
lab-file-refused = This file is not an edition that can be played:
lab-draft-problems = The edition has problems (the previews show the last edition without any):
lab-print-failed = The press cannot print this edition:
lab-tab-cards = Cards
lab-tab-rulebook = Rulebook
lab-tab-sim = Simulation
lab-identity = Name and version
lab-name = Name
lab-version = Version
lab-numbers = Game numbers
lab-number-target = Positions to win
lab-number-openingHand = Opening hand
lab-number-handLimit = Hand limit
lab-number-turnCap = Turn cap (a draw)
lab-cards = Cards
lab-card = Card
lab-copies = Copies
lab-effect = Effect
lab-copies-of = Copies of { $card }
lab-effect-of = Effect number of { $card }
lab-player-rule = With { $players } players
lab-player-rule-none = No other copies at these player counts.
lab-rule-copies-of = Copies of { $card } with { $players } players
lab-openings = Opening
lab-faces = Card faces
lab-back-main = Back of the main deck
lab-back-openings = Back of the Openings pile
lab-sim = Simulation
lab-sim-about = Bots play the edition in your browser (web workers), with the same statistics as nobid sim: the same seed gives the same figures.
lab-players = Players
lab-games-count = Games (at most { $max })
lab-seed = Seed
lab-bots = Bots
lab-run = Run the simulation
lab-stop = Stop
lab-progress = { $done } of { $games } games
lab-run-line = { $games } games, { $players } players, seed “{ $seed }”, { $bots } bots: { $seconds } s on { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }.
lab-figure-first-player = First player's edge: how often the player who moves first wins
lab-figure-draws = Draws at the turn cap
lab-length = Game length
lab-length-value = median { $median } rounds, mean { $mean }
lab-verdict-enough = { $games } games give a ±3-point seat verdict at { $players } players.
lab-verdict-few = A ±3-point seat verdict needs { $games } games at { $players } players: with fewer, no seat is called fair or unfair.
lab-who-wins = Who wins (95% intervals)
lab-figure = Figure
lab-value = Value [95% CI]
lab-games = Games
lab-drama = Drama, responses and the leader
lab-per-card = Per card (per game)
lab-correlation = Correlation, not cause: a seat that is ahead can afford to play a card, and a seat stuck with one is often behind.
lab-drawn = Drawn
lab-played = Played
lab-win-played = Win rate when played
lab-win-held = Win rate when held, not played
lab-seat = { $seat ->
        [1] First seat
        [2] Second seat
        [3] Third seat
        [4] Fourth seat
        [5] Fifth seat
        [6] Sixth seat
       *[other] Seat { $seat }
    }
lab-place = { $place ->
        [1] First player in turn order
        [2] Second player in turn order
        [3] Third player in turn order
        [4] Fourth player in turn order
        [5] Fifth player in turn order
        [6] Sixth player in turn order
       *[other] Player { $place } in turn order
    }
lab-figure-balance = Balance (1 − largest gap between turn-order win rates)
lab-figure-rounds-median = Median game length (rounds)
lab-figure-rounds-mean = Mean game length (rounds)
lab-figure-drama = Drama: the winner's largest deficit to the leader
lab-figure-time-behind = Share of turns the winner trailed
lab-figure-lead-changes = Lead changes per game
lab-figure-decisiveness = Decisiveness: rounds the winner led before the end
lab-figure-windows-answered = Reaction windows answered
lab-figure-stack-depth = Mean stack depth
lab-figure-pullbacks = Leader pulled back per game
lab-figure-leads-lost = Leads lost per game
lab-figure-reshuffles = Deck reshuffles per game
lab-axis-win-rate = win rate
lab-axis-turns = turns
lab-axis-games = games
lab-axis-round = round
lab-axis-running = games still running (grey)
lab-axis-leader = leader's count (mean over running games)
lab-axis-pullbacks = pull-backs per game
lab-when-played = played
lab-when-held = held, not played
lab-chart-seats = Win rate per seat (95% Wilson CI; dashed: fair share)
lab-chart-turn-order = Win rate by place in turn order (95% CI; dashed: fair share)
lab-chart-length = Game length in turns (median { $median }, mean { $mean })
lab-chart-card-wins = Win rate of the players who played each card (95% CI)
lab-chart-played-held = Win rate when played vs. when held and not played (95% CI)
lab-chart-leader = The public leader's count by round (dashed: the target, { $target })
lab-chart-pullbacks = Which cards pull the leader back (per game)
lab-mode = What to simulate
lab-mode-one = One edition
lab-mode-compare = Compare two editions
lab-side = Edition { $side }
lab-source-default = The default edition
lab-source-edited = The edited edition (this page)
lab-source-file = An edition file…
lab-source-choose = Choose the file for { $side }
lab-source-default-named = the default edition ({ $edition })
lab-source-edited-named = the edited edition ({ $edition })
lab-source-file-named = { $file } ({ $edition })
lab-compare-run = Compare the editions
lab-compare-line = { $games } games of each edition, { $players } players, seed “{ $seed }”, { $bots } bots, the same seeds for both: { $seconds } s.
lab-compare-side = { $side }: { $edition }
lab-compare-summary = Of { $figures } figures, { $differs } { $differs ->
        [one] differs
       *[other] differ
    } (Holm-corrected over all { $figures }), { $inconclusive } { $inconclusive ->
        [one] is
       *[other] are
    } inconclusive and { $same } { $same ->
        [one] shows
       *[other] show
    } no difference that matters.
lab-compare-rule = How to read it: a figure differs when it still does after Holm's correction over all the figures at once. Its interval is drawn at the level of that correction, so a bar that misses 0 is a figure that differs. A figure that does not differ is inconclusive while its interval still reaches a difference that matters (3 points of a win rate or the draw rate, 5% of anything else): play more games to settle it.
lab-col-diff = B − A [adjusted interval]
lab-col-verdict = Verdict
lab-verdict-differs = differs
lab-verdict-inconclusive = inconclusive
lab-verdict-same = no difference that matters
lab-points = { $value } points
lab-diff-axis = { $unit ->
        [share] B − A in percentage points
        [rounds] B − A in rounds
        [turns] B − A in turns
        [cards] B − A in cards
        [per-game] B − A per game
       *[other] B − A
    }
lab-chart-diff = { $axis } (Holm-adjusted intervals)
lab-chart-diff-note = Holm-adjusted intervals; grey: inconclusive
lab-mode-sweep = Sweep one number
lab-sweep-card = Card
lab-sweep-what = Number
lab-sweep-from = From
lab-sweep-to = To (at most { $max } values)
lab-sweep-today = today: { $value }
lab-sweep-run = Run the sweep
lab-sweep-refused = This sweep cannot be played:
lab-sweep-line = { $games } games at each of { $points } values, { $players } players, seed “{ $seed }”, { $bots } bots, the same seeds at every value: { $seconds } s.
lab-sweep-today-line = { $what }: today { $value }, the green line on every plot.
lab-sweep-summary = Of { $figures } figures, { $moves } { $moves ->
        [one] moves
       *[other] move
    } with the value (Holm-corrected over all { $figures }), { $inconclusive } { $inconclusive ->
        [one] is
       *[other] are
    } inconclusive and { $same } { $same ->
        [one] shows
       *[other] show
    } no change that matters.
lab-sweep-rule = How to read it: each figure's trend is tested across all the values at once (its change from the first value to the last, by least squares), with Holm's correction over the figures; its interval is drawn at the level of that correction. A figure that does not move is inconclusive while that interval still reaches a change that matters (3 points of a win rate or the draw rate, 5% of anything else).
lab-col-trend = Change over the sweep [adjusted interval]
lab-trend-rises = rises
lab-trend-falls = falls
lab-trend-inconclusive = inconclusive
lab-trend-same = no change that matters
lab-axis-share = share
lab-axis-rounds = rounds
lab-sweep-chart-places = Win rate by place in turn order (95% CI; dashed: fair share)
lab-sweep-chart-length = Median game length in rounds (95% CI)
lab-sweep-chart-draws = Draws at the turn cap (95% CI)

## Branding: the header and the window's title name the game being played; the site offers both.
site-name = No Bid & Startups
title-lobby = { site-name }
title-rules = { nav-rules } · { site-name }
title-table = { $game } · { $status }
table-heading = { $game }: the table
## The waiting room's settings line, in words rather than the settings' codes.
waiting-visibility-public = listed in the lobby
waiting-visibility-private = invite link only
