## The lobby's presentation of the two games.
game-nobid-about = Collect seven Positions. Cancel everyone else’s trades. 2 to 6 players.
game-startups-about = Invest in six startups: the player who holds the most of a company is paid by the others. 3 to 7 players.
lobby-games = The games
lobby-game-rules = { $game }: the rules
