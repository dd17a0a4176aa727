## The coach: its buttons and its words around the lessons.

tut-heading = Tutorial: { $game }
tut-title = Tutorial: { $game }
tut-you-name = Sam
tut-step = Step { $n } of { $total }
tut-next = Next
tut-back = Back
tut-restart = Start again
tut-leave = Leave the tutorial
tut-watch = The others are playing…
tut-your-move = Your move
tut-hint-generic = Not quite: do what the step above asks.
tut-finish-title = Well done!
tut-play-real = Play a real game
tut-other = Try the { $game } tutorial

## No Bid: a short game against two bots.

tut-nb-welcome = Welcome to No Bid! You sit at the bottom, with your Book (your cards in play) and your hand. Bot 2 and Bot 3 sit at the top. Whoever’s Book counts 7 first wins.
tut-nb-count = Counting a Book: every Position counts 1, every Leverage counts 1, and every Margin Call in it takes 1 away. Stop Loss counts nothing, but it protects you. Your Book counts 5: two Positions and three Leverage. The number beside each name is what that Book counts.
tut-nb-turn = It is your turn. A turn has four steps: Open, Draw, Act, Close. You have drawn already; now act: play one card, or draw one more instead. Play your NZD/USD Position into your Book: click it to select it, then click it again.
tut-nb-turn-hint = Not that one: play the NZD/USD Position from your hand (click it twice).
tut-nb-counter = Bot 2 answered with No Bid. A No Bid cancels the card beneath it on the stack, but it can be answered too. Answer with your own No Bid: it cancels theirs, and your Position stands.
tut-nb-counter-hint = Press “No Bid” in the bar under the stack to cancel their No Bid.
tut-nb-attacked = Your Position came in: your Book counts 6. Then Bot 3 played Forced Liquidation on your EUR/USD Position. You have no No Bid left, so pass: your Stop Loss can still save it.
tut-nb-attacked-hint = You have no No Bid left to answer with: press “Pass”.
tut-nb-stop-loss = Forced Liquidation would send your EUR/USD Position to the discard pile. Your Book holds a Stop Loss: use it. The Stop Loss is discarded instead, and the Position stays.
tut-nb-stop-loss-hint = Choose to discard your Stop Loss.
tut-nb-attack = Your Book still counts 6. The bots played, and now it is your turn again: you drew a Forced Liquidation. Attack: play it on Bot 2’s GBP/USD Position (click the card, then the lit Position).
tut-nb-attack-hint = Play Forced Liquidation, then choose Bot 2’s GBP/USD Position.
tut-nb-breaker = Bot 2 defends with No Bid. Answer with Circuit Breaker: it cancels the card beneath it and ends the stack at once, so nobody can answer it. Their No Bid is cancelled and your Forced Liquidation goes through.
tut-nb-breaker-hint = Press “Circuit Breaker” in the bar under the stack.
tut-nb-win = Bot 2’s Position is gone: their Book counts 3. The bots played their turns and you drew a Leverage. Your Book counts 6: play the Leverage to reach 7 and win.
tut-nb-win-hint = Play the Leverage from your hand (click it twice).
tut-nb-finish = You won! You know the turn, how a Book counts, No Bid and its counter, Circuit Breaker, Stop Loss and an attack. A real game plays the same way; the bots decide for themselves, and each card can be answered for a few seconds.

## Startups: a few turns against two bots.

tut-su-welcome = Welcome to Startups! Collect shares of six companies. When the deck runs out, the biggest investor in each company is paid by everyone else who invested in it: one coin per card. The most coins wins. You are at the bottom with 10 coins.
tut-su-take = A turn has two parts: take a card, then put one down. Take the top card of the deck. You pay one coin onto each market card, except Giraffe Beer: you hold its anti-monopoly chip, so you pay nothing onto it.
tut-su-take-hint = Take the top card of the deck.
tut-su-invest = You paid one coin onto Bowwow Games. Now put a card down: invest in Octo Coffee. It lies face up in front of you, and as Octo’s biggest investor you take its anti-monopoly chip.
tut-su-invest-hint = Choose Octo Coffee in your hand, then invest in it.
tut-su-market = Both bots played: coins piled up on the market. Taking a market card takes its coins with it. Take Bowwow Games and its 3 coins. (You may not take Giraffe Beer: you hold its chip.)
tut-su-market-hint = Take Bowwow Games from the market.
tut-su-to-market = 3 coins more for you. Now put Flamingo Soft into the market: from now on, whoever takes from the deck pays a coin onto it too. The company you took from the market this turn may not go back there.
tut-su-to-market-hint = Choose Flamingo Soft in your hand, then put it into the market.
tut-su-finish = That is Startups: take from the deck or the market, then invest or sell to the market, and mind the chips. A real game goes on until the deck runs out; then the biggest investors collect.
