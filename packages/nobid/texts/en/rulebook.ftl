## The No Bid rulebook (press). Card names and texts come from cards.ftl; every number is a variable
## filled from the card data. The seed sections reproduce the publisher's text line for line.

## Numbers the text spells out (NUMBER_WORD); larger numbers print as digits.
number-1 = one
number-2 = two
number-3 = three
number-4 = four
number-5 = five
number-6 = six
number-7 = seven
number-8 = eight
number-9 = nine
number-10 = ten
number-11 = eleven
number-12 = twelve
number-word = { NUMBER_WORD($n) }

## Page header.
rulebook-title = Rulebook
rulebook-rules = Rules
rulebook-generated = The same rules as the printed booklet, generated from the card data so the two cannot drift apart.
rulebook-contact = Spotted an error? Get in touch.

## The goal.
goal-heading = The goal
goal-book = Each player builds a Book: the Positions in front of them, face up, where everyone can see them.
goal-first = The first player whose Book holds { $target } counting Positions wins immediately. This is checked continuously, not only on your turn. If something on another player's turn takes your Book to { $target }, you win at that moment.

counting-heading = Counting a Book
counting-rule = Count the Positions, then apply any Leverage and Drawdown that change the count. Leverage and Drawdown are never themselves Positions, however many of them a Book holds.
counting-example = { NUMBER_WORD($positions, case: "title") } { $positions ->
        [one] Position
       *[other] Positions
    }, one { card-leverage-name } ({ SIGNED($leverage) }) and one { card-margin-call-name } ({ SIGNED($marginCall) }) counts as { NUMBER_WORD($total) }.

## The cards.
cards-heading = The cards
cards-intro = One shared deck, plus a separate Openings pile. { NUMBER_WORD($types, case: "title") } types.
types-head-type = Type
types-head-does = What it does
type-position-does = Goes in your Book. The thing you are collecting. Carries a currency pair and a direction.
type-leverage-does = Goes in your Book. Improves your whole Book and stays in play.
type-drawdown-does = Goes in an opponent's Book. Hurts their whole Book and stays in play.
type-order-does = One-shot effect, then discarded. Most of the attacks live here.
type-no-bid-does = { card-no-bid-text }
type-circuit-breaker-does = { card-circuit-breaker-text }
cards-not-attached = Leverage and Drawdown are not attached to any particular Position. They sit in the Book alongside them and affect whoever owns the Book.
cards-one-row = So a Book is one tidy row with nothing overlapping, and there is never a question about what happens to an attachment when its Position leaves.

## Setup.
setup-heading = Setup
setup-openings = Separate the Openings from the main deck. Leave the pile within everyone's reach. It stays in play all game.
setup-take-opening = Each player takes { $openings } { $openings ->
        [one] Opening
       *[other] Openings
    } into their Book.
setup-deal = Shuffle the main deck. Deal each player { $hand } cards.
setup-first-player = A random player goes first. Play proceeds clockwise.
setup-why = Starting with a Position already in your Book gives the attack cards something to bite on from the first turn.

## Your turn.
turn-heading = Your turn
turn-open = Open. Resolve any "at the start of your turn" effects in your Book.
turn-draw = Draw. Draw one card.
turn-act = Act. Do exactly one thing from the list below.
turn-close = Close. If you hold more than { $handLimit } cards, discard down to { $handLimit }.
act-heading = Act: choose one
act-position = Play a Position into your Book.
act-leverage = Play a Leverage into your Book.
act-drawdown = Play a Drawdown into an opponent's Book.
act-order = Play an Order, resolve it, then discard it.
act-draw = Or draw one extra card instead.
act-why = One action per turn is the whole reason the game stays light. Cards that let you act again say so. If the deck runs out, shuffle the discard pile to form a new one.

## No Bid and Circuit Breaker (their headings are the card names).
no-bid-intro = The signature card, and the only thing that happens outside your turn.
no-bid-when = Any player may play No Bid at any time a card is played, before that card resolves. The cancelled card is discarded with no effect.
no-bid-not-action = Playing No Bid is not your action. It does not use your turn.
no-bid-counter = A No Bid can itself be cancelled by another No Bid. Players keep responding until nobody adds another.
no-bid-spent = The card was still played, so whoever played the cancelled card has spent their action.
no-bid-market = In a real market a trade only exists if somebody will quote you the other side. If nobody bids, the trade does not happen.
no-bid-position = A Position cancelled by No Bid never enters the Book, so it cannot trigger anything that happens when a Position enters.
circuit-breaker-timing = Identical timing to No Bid, and also not your action, but it cannot be cancelled by anything.
circuit-breaker-why = Without it, a table holding enough No Bid can stall indefinitely, and the last card played is decided by who holds the most copies. There are { $circuitBreakers } in the deck against { $noBids } No Bid, so knowing one is still out there changes how freely people spend theirs.
stack-heading = Resolving a stack
stack-rule = The last card played resolves. Everything beneath it is cancelled.

## Book cards (the card lines themselves come from cards.ftl).
book-cards-heading = Book cards
book-cards-intro = These stay in play once played. Printed here exactly as they appear on the card.

## The four terms.
terms-heading = Taking cards
terms-intro = Order cards use a fixed vocabulary, so no card explains itself twice.
terms-head-term = Term
terms-head-meaning = Meaning
term-liquidate-meaning = Send a Position from a Book to the discard pile.
term-assign-meaning = Take a Position from another Book into yours.
term-stop-out-meaning = The Position's owner chooses which of theirs is Liquidated.
term-unwind-meaning = Return a Position from a Book to its owner's hand.
terms-positions-only = All { NUMBER_WORD($terms) } move Positions only. Leverage and Drawdown never travel and never leave with a Position.
terms-drawdown-stays = A Drawdown you have been given is a lasting problem, not something you can shed by letting the Position under it die.

## Pairs, the art, information, winning.
pairs-heading = Pairs
pairs-intro = Every Position shows a currency pair and a direction, { direction-long } or { direction-short }.
pairs-handles = These are targeting handles only. A card may name a direction, or a currency. Holding a { direction-long } and a { direction-short } of the same pair is legal, and both count.
art-heading = Reading the art
art-rule = The chart line rises for { direction-long } and falls for { direction-short }. The two cities either side of it are the regions of the two currencies in the pair.
information-heading = Information
information-rule = Books and the discard pile are public. Hands and the deck are hidden. Anyone may count any Book at any time.
winning-heading = Winning
winning-rule = The moment a Book holds { $target } counting Positions, that player wins. If two Books reach the target at once through a single effect, the active player wins.

## New material after the publisher's text: Orders, Positions, the deck, clarifications.
orders-heading = Orders
orders-intro = Play an Order as your action, resolve it, then discard it. The main deck holds { $orders } Orders of { $kinds } kinds.
orders-head-card = Card
orders-head-text = Text
orders-head-copies = Copies

positions-heading = Positions
positions-intro = Every Position carries one of these { $pairs } pairs and a direction. The main deck holds { $positions } Positions, the Openings pile { $openings } more.
positions-art = On the art, the city on the left stands for the first currency of the pair, the city on the right for the second.
positions-head-pair = Pair
positions-head-cities = Cities on the art
positions-head-deck = Main deck
positions-head-opening = Opening
positions-deck-copies = { $long } { direction-long }, { $short } { direction-short }
currencies-heading = Currencies and their cities
currencies-head-code = Code
currencies-head-name = Currency
currencies-head-city = City

deck-heading = The deck
deck-intro = { $main } cards in the main deck and { $openings } in the Openings pile.
deck-head-type = Type
deck-head-copies = In the main deck

clarifications-heading = Clarifications
clarifications-intro = Rulings on questions the rules above leave open. The online table plays by them.
ruling-stack = Stack. Cancelling alternates: a { card-no-bid-name } cancels the card directly beneath it, and a cancelled { card-no-bid-name } cancels nothing. So the card at the bottom resolves when an even number of effective cancels stand on it. A { card-circuit-breaker-name } cancels the card beneath it and closes the stack: nothing may be played on it.
ruling-responders = Who may respond. Every player, the one who played the card included, may answer every card played, answers included. A cancelled card still costs its player the action.
ruling-frozen-collateral = { card-frozen-collateral-name }. It forbids playing any Leverage-type card, not only the card named { card-leverage-name }.
ruling-stop-loss = { card-stop-loss-name }. It may absorb any Liquidation of its owner's Positions, including one caused by a Stop Out; its owner decides each time, even outside their turn. It does nothing against Assign or Unwind. It absorbs one Liquidation and is then discarded.
ruling-counting = Counting. A Book counts its Positions, plus its Leverage, minus its Margin Calls, never below 0. A Book with no Positions can still reach { $target } through Leverage: the rules count the Book, not the Positions.
ruling-win-check = Win check. Every Book is checked whenever an effect finishes: a card's whole resolution ({ card-bull-run-name } is one effect, however many Books it touches), a card entering a Book, a start- or end-of-turn effect. This happens on every turn, not only the owner's. If several Books reach { $target } through one effect, the active player wins if among them; otherwise the first of them in turn order after the active player.
ruling-end-of-turn = End of turn. The Close step (the hand limit) comes first, then "at the end of this player's turn" effects, so { card-wide-spread-name } can take a hand below the limit.
ruling-discards = Discards. Whoever discards ({ card-slippage-name }, { card-wide-spread-name }, the hand limit) chooses the cards.
ruling-empty-deck = Empty deck. Shuffle the discard pile to form a new deck; if both are empty, a draw does nothing. A game that reaches { $turnCap } turns ends in a draw.
ruling-openings = Openings. Each player's Opening is dealt at random from the Openings pile; the rest of the pile stays face up, its top card visible.

## In place of a ruling that names a card the edition leaves out (0 copies): card-sentences.ts.
ruling-stack-no-bid-only = Stack. Cancelling alternates: a { card-no-bid-name } cancels the card directly beneath it, and a cancelled { card-no-bid-name } cancels nothing. So the card at the bottom resolves when an even number of effective cancels stand on it.
ruling-win-check-plain = Win check. Every Book is checked whenever an effect finishes: a card's whole resolution (one effect, however many Books it touches), a card entering a Book, a start- or end-of-turn effect. This happens on every turn, not only the owner's. If several Books reach { $target } through one effect, the active player wins if among them; otherwise the first of them in turn order after the active player.
ruling-discards-plain = Discards. Whoever discards chooses the cards.

## Player counts: a section of its own after the publisher's text, for an edition with player-count
## rules. Every number comes from the edition's `playerCounts`.
player-counts-heading = Player counts
player-counts-rules-intro = Some rules change with the number of players. At every other count, play exactly as above.
player-counts-with = With { $players } players:
player-counts-or = { $first } or { $last }
player-counts-every-position = The main deck holds each Position { $copies } { $copies ->
        [one] time
       *[other] times
    } instead of { $base }.
player-counts-card = The { $pile ->
        [openings] Openings pile
       *[main] main deck
    } holds { $copies } { $name } instead of { $base }.
player-counts-extra-draw = On their first turn, the { $seat ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
       *[other] sixth
    } player draws { NUMBER_WORD($n) } extra { $n ->
        [one] card
       *[other] cards
    }.
player-counts-set-aside = The print-and-play sheet has enough cards for every count: set aside what yours does not use.
deck-head-copies-at = With { $players } players
