## The numbers under a finished game's results.
results-caption = The game in numbers
results-player = Player
results-book = Book
results-score = Score
results-played = Cards played
results-nobids = No Bids played / cancelled
results-attacks = Attacks made / received
results-market = Taken from the market / coins
results-chips = Chips won / lost
results-rating = Rating
results-note-nobid = An attack is a card played at another player’s Book or Position. A cancelled No Bid was itself answered by a counter card.
results-note-startups = A chip is won when an investment takes the anti-monopoly chip from another player.
results-replay = Watch the replay
