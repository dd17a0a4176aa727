## Startups rulebook (English). Numbers and company names come from the card data
## (src/companies.ts): never write a count here, use the variables.

company-giraffe-beer = Giraffe Beer
company-bowwow-games = Bowwow Games
company-flamingo-soft = Flamingo Soft
company-octo-coffee = Octo Coffee
company-hippo-powertech = Hippo Powertech
company-elephant-mars-travel = Elephant Mars Travel

rules-title = Startups: rules
rules-intro = Startups is a game of competing for shares. The player who collects the most shares of a company is paid by the players who hold fewer shares of it. When the game ends, the player who has made the most money wins. { $min } to { $max } players.

components-title = Components
components-companies = { $companies } companies, { $cards } company cards in all ({ $fewest } to { $most } cards a company):
company-line = { $name }: { $count } cards
components-chips = { $companies } anti-monopoly chips, one for each company.
components-coins = { $coins } coins, worth 1 on one side and 3 on the other: { $each } for each of up to { $players } players.

setup-title = Setup
setup-coins = Every player receives { $coins } coins, showing their 1 side. The other side, 3, is used only when a player with fewer shares pays the majority holder: take care not to flip a coin during play. Coins left over are not used.
setup-cards = Shuffle the company cards and remove { $removed } of them at random, face down, without looking at them. Deal { $hand } cards to every player.
setup-deck = The remaining cards form the deck, face down in the middle of the table. The space around the deck is the market.

turn-title = Playing the game
turn-overview = On your turn you take one card and then put one card down. You take a card from the deck or from the market; you put a card in front of yourself or into the market. When a player has taken the last card of the deck and finished putting a card down, the game is scored.

take-title = 1. Take a card
take-empty-market = If the market is empty, you must take a card from the deck. If the market holds cards, choose A or B.
take-deck = A. Pay and take a card from the deck: put 1 of your coins on every card in the market, then take the top card of the deck. You need not pay for the market cards of companies whose anti-monopoly chip you hold. If you cannot put a coin on every card you must pay for, you cannot take from the deck.
take-market = B. Take a card from the market: choose one card in the market and take it, together with any coins on it. You may not take a card of a company whose anti-monopoly chip you hold.
take-market-return = If you took a card from the market (B), you may not put a card of that same company into the market this turn: you must put down a card of another company, or invest.
take-never-stuck = You can always take a card: if every market card belongs to a company whose chip you hold, taking from the deck costs nothing.

play-title = 2. Put a card down
play-invest = A. In front of you: the card becomes one of your shares in that company (an investment). Investments stay face up for the rest of the game.
play-market = B. Into the market: the card is now available to everyone. Once you have put a card down, the next player takes their turn.

chips-title = Anti-monopoly chips
chips-first = The first player to invest in a company (to put one of its cards in front of themselves) takes that company's anti-monopoly chip. Its holder follows these rules:
chips-no-take = Even if a card of that company lies in the market, the holder may not take it.
chips-no-pay = When the holder takes a card from the deck, they put no coin on the market cards of that company.
chips-move = The chip moves to whoever has the most cards of the company in front of them, but only when another player has strictly more: if two players have invested the same number of cards, the chip stays with the player who had it first. Cards in hand do not count.

end-title = End of the game
end-trigger = When a player takes the last card of the deck and finishes their turn, the game ends and is scored.
end-reveal = Every player puts the { $hand } cards in their hand face up in front of themselves: they count as shares.

scoring-title = Scoring
scoring-pay = Score each company in turn. The single player with the most cards of it is paid by every other player who holds cards of it: 1 coin for each card they hold.
scoring-flip = A coin paid to the majority holder is flipped to its 3 side.
scoring-tie = If two or more players have the most cards of a company, nothing happens for that company.
scoring-example-1 = Example 1: A holds 2 { $company } cards, B holds 1 and D holds 3. A pays D 2 coins and B pays D 1 coin; D flips them to their 3 side.
scoring-example-2 = Example 2: A and B hold 2 { $company } cards each. Nothing happens.
scoring-market = The company cards in the market, the coins on them and the { $removed } removed cards do not count.
scoring-debt = A player who has no coins left to pay goes into minus; the receiver still gets the full amount. Coins received as 3s cannot be used to pay.

winner-title = The winner
winner-most = When every company has been scored, everyone counts their money, and the player with the most wins.
winner-tie-threes = If players are tied, the one with more 3-value coins wins.
winner-tie-last = If they also hold the same number of 3-value coins, the one who played last wins.

table-title = Table options
table-coins = Coins are kept hidden by default: you see only your own coins, and what you can work out from public payments is yours to work out. A table may choose to show everyone's coins.
table-turn-cap = A table has a turn limit ({ $turnCap } turns unless set otherwise); a game that reaches it is scored at once as if the deck had run out.
