## Startups table. Company names and rules sentences come from packages/startups/texts
## (renamed su-rule-<id> by sources.ts); these are the table's own words.

## The frame announces "Your decision: …" with these (the game's decision kinds).
decision-take = take a card
decision-play = put a card down

su-step-take = Take
su-step-play = Put down
su-steps = Turn steps

## Centre: deck, market, companies
su-centre = Deck and market
su-deck = Deck
su-deck-count = { $count ->
    [one] 1 card left
   *[other] { $count } cards left
}
su-draw-pay = Draw: pay { $cost }
su-draw-free = Draw: free
su-draw-label = Draw from the deck ({ $count } left), paying { $cost ->
    [0] nothing
    [one] 1 coin
   *[other] { $cost } coins
}
su-market = Market
su-market-empty = The market is empty: take from the deck.
su-market-card = { $company }, { $coins ->
    [0] no coins
    [one] 1 coin
   *[other] { $coins } coins
} on it
su-take-hint = Take it with its coins
su-companies = Companies
su-company-cards = { $count } cards
su-chip-free = chip unclaimed
su-chip-held = chip: { $player }

## Players
su-players = Players
su-hand-count = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
}
su-coins = { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
su-coins-hidden = coins hidden
su-investments = Investments of { $player }
su-no-investments = No investments yet
su-invested = { $company }: { $count }
su-chip = anti-monopoly chip
su-known = Known in hand: { $cards }
su-your-hand = Your hand ({ $count })
su-hand-empty = Your hand is empty.
su-you-hold = You hold { $coins }.

## Controls
su-prompt-take = Take a card: from the deck, or a market card with its coins.
su-prompt-play = Put a card down: choose a card from your hand.
su-prompt-play-card = { $company }: invest in it, or put it into the market?
su-btn-invest = Invest in { $company }
su-btn-to-market = Put { $company } into the market
su-btn-invest-short = Invest
su-btn-to-market-short = Into the market
su-btn-cancel = Cancel
# What a timeout plays, after "When the timer runs out: "
su-default-take-deck = you take a card from the deck
su-default-take-market = you take { $company } from the market, { $coins ->
    [0] with no coins
    [one] with its 1 coin
   *[other] with its { $coins } coins
}
su-default-invest = you invest in { $company }
su-default-to-market = you put { $company } into the market
su-click-to-choose = choose it
su-keys = Keys: 1–9 pick a card · I invest · M market · D draw · Esc cancel
su-waiting = { $player } is taking their turn.

## Why an action is not possible now
su-why-not-your-turn = it is { $player }’s turn
su-why-take-first = take a card first
su-why-already-took = you have already taken a card this turn
su-why-chip = you hold the { $company } anti-monopoly chip
su-why-cost = drawing costs { $cost } and you have { $coins }
su-why-deck-empty = the deck is empty
su-why-took-back = you took { $company } from the market this turn
su-why-over = the game is over
su-why-not-allowed = not possible now

## Final scoring
su-scoring-title = Final scoring
su-scoring-caption = Every company: who holds how many cards (investments and hand), and who pays whom. A coin paid arrives flipped to its 3 side.
su-col-company = Company
su-majority = most: { $you ->
    [yes] you
   *[no] { $player }
}
su-paid-by-nobody = { $you ->
    [yes] You have
   *[no] { $player } has
} the most and nobody else holds any: no payment.
su-tie = tied at the top: nobody is paid
su-nobody = nobody holds it
su-pays = { $fromYou ->
    [yes] You pay
   *[no] { $from } pays
} { $toYou ->
    [yes] you
   *[no] { $to }
} { $cards ->
    [one] 1 coin
   *[other] { $cards } coins
}, worth { $value }
su-row-coins = Coins at the end
su-row-paid = Paid
su-row-received = Received (×3)
su-row-total = Total
su-row-rank = Place
su-winner = { $player } wins with { $score }.
su-you-win = You win with { $score }!
su-tiebreak-threes = Tie broken by more 3-value coins.
su-tiebreak-last = Tie broken in favour of the player who played last.
su-end-turn-cap = The game reached its turn limit and was scored as it stood.

## Log
# In every line a player argument comes with $you ("yes" for the viewer's own seat): the viewer
# is "you", never their name. su-log-invested-chip-from has a second one: $from/$fromYou.
su-log-setup = The game begins with { $seats } players: { $list }. { $you ->
    [yes] You go
   *[no] { $player } goes
} first.
su-log-took-deck = { $you ->
    [yes] You draw from the deck and pay
   *[no] { $player } draws from the deck and pays
} { $cost ->
    [0] nothing
    [one] 1 coin
   *[other] { $cost } coins
}.
su-log-took-deck-own = You draw { $company } from the deck and pay { $cost ->
    [0] nothing
    [one] 1 coin
   *[other] { $cost } coins
}.
su-log-took-market = { $you ->
    [yes] You take
   *[no] { $player } takes
} { $company } from the market with { $coins ->
    [0] no coins
    [one] 1 coin
   *[other] { $coins } coins
}.
su-log-invested = { $you ->
    [yes] You invest
   *[no] { $player } invests
} in { $company }.
su-log-invested-chip = { $you ->
    [yes] You invest in { $company } and take
   *[no] { $player } invests in { $company } and takes
} its anti-monopoly chip.
su-log-invested-chip-from = { $you ->
    [yes] You invest in { $company } and take
   *[no] { $player } invests in { $company } and takes
} its anti-monopoly chip from { $fromYou ->
    [yes] you
   *[no] { $from }
}.
su-log-to-market = { $you ->
    [yes] You put
   *[no] { $player } puts
} { $company } into the market.
su-log-turn = Turn { $turn }: { $you ->
    [yes] you are up
   *[no] { $player } is up
}{ $cost ->
    [0] {""}
    [one] ; a draw from the deck costs 1 coin
   *[other] ; a draw from the deck costs { $cost } coins
}.
su-log-game-over = The game is over. { $you ->
    [yes] You win
   *[no] { $player } wins
} with { $score }.

su-option-show-coins = Show everyone's coins
