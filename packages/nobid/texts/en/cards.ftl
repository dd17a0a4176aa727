## Card types, as the rulebook's table names them.
type-position = Position
type-leverage = Leverage
type-drawdown = Drawdown
type-order = Order
type-no-bid = No Bid
type-circuit-breaker = Circuit Breaker

## The four terms that move Positions.
term-liquidate = Liquidate
term-assign = Assign
term-stop-out = Stop Out
term-unwind = Unwind

direction-long = LONG
direction-short = SHORT

currency-usd = US dollar
currency-eur = euro
currency-jpy = Japanese yen
currency-gbp = pound sterling
currency-chf = Swiss franc
currency-aud = Australian dollar
currency-cad = Canadian dollar
currency-nzd = New Zealand dollar

city-usd = New York
city-eur = Frankfurt
city-jpy = Tokyo
city-gbp = London
city-chf = Zurich
city-aud = Sydney
city-cad = Toronto
city-nzd = Wellington

## Positions all share one name and text; the face adds the pair and direction.
card-position-name = Position
card-position-text = Goes in your Book. Counts towards the target.
card-opening-name = Opening

## Book cards: exactly as printed in the rulebook.
card-leverage-name = Leverage
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-leverage-text = Your Book counts as having { $n ->
        [1] one additional Position
        [2] two additional Positions
        [3] three additional Positions
       *[other] { $n } additional Positions
    }.
card-leverage-flavour = Same trade. More of it.
card-stop-loss-name = Stop Loss
card-stop-loss-text = When one of your Positions would be Liquidated, you may discard this instead.
card-stop-loss-flavour = It absorbs one. Once.
card-prime-brokerage-name = Prime Brokerage
card-prime-brokerage-text = Your Positions cannot be Assigned or Unwound.
card-positive-carry-name = Positive Carry
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-positive-carry-text = At the start of your turn, draw { $n ->
        [1] an extra card
        [2] two extra cards
        [3] three extra cards
       *[other] { $n } extra cards
    }.
card-positive-carry-flavour = It pays until it doesn't.
card-credit-line-name = Credit Line
# The bonus comes from the card data (cardTextArgs); the words are the printed card's.
card-credit-line-text = Your hand limit is increased by { $bonus ->
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
       *[other] { $bonus }
    }.
card-margin-call-name = Margin Call
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-margin-call-text = This player's Book counts as having { $n ->
        [1] one fewer Position
        [2] two fewer Positions
        [3] three fewer Positions
       *[other] { $n } fewer Positions
    }.
card-margin-call-flavour = Still your book. Just not helping.
card-slippage-name = Slippage
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-slippage-text = At the start of this player's turn, they discard { $n ->
        [1] a card
        [2] two cards
        [3] three cards
       *[other] { $n } cards
    }.
card-frozen-collateral-name = Frozen Collateral
card-frozen-collateral-text = This player cannot play Leverage.
card-wide-spread-name = Wide Spread
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-wide-spread-text = At the end of this player's turn, they discard { $n ->
        [1] a card
        [2] two cards
        [3] three cards
       *[other] { $n } cards
    }.

## Orders.
card-forced-liquidation-name = Forced Liquidation
card-forced-liquidation-text = Liquidate a Position.
card-margin-squeeze-name = Margin Squeeze
card-margin-squeeze-text = Choose an opponent. They Stop Out.
card-novation-name = Novation
card-novation-text = Assign a Position.
card-recall-name = Recall
card-recall-text = Unwind a Position.
card-rate-decision-name = Rate Decision
card-rate-decision-text = Name a currency. Unwind every Position that carries it.
card-short-squeeze-name = Short Squeeze
card-short-squeeze-text = Each player Stops Out a SHORT Position, if they have one.
card-flash-crash-name = Flash Crash
card-flash-crash-text = Each player Stops Out.
card-ipo-name = IPO
card-ipo-text = Take the top card of the Openings pile into your Book.
card-bull-run-name = Bull Run
card-bull-run-text = Every player, starting with you, takes the top card of the Openings pile into their Book.
card-scalp-name = Scalp
card-scalp-text = Draw { $n ->
        [1] a card
        [2] two cards
        [3] three cards
       *[other] { $n } cards
    }.
card-day-trade-name = Day Trade
card-day-trade-text = Act again.

## Responses.
card-no-bid-name = No Bid
card-no-bid-text = Cancels a card as it is played.
card-circuit-breaker-name = Circuit Breaker
card-circuit-breaker-text = Cancels a card and cannot itself be cancelled.

## Card backs (press).
card-back-title = No Bid
card-back-openings = Openings
