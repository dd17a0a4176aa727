## The lobby's games to watch.
watch-title = Games to watch
watch-hint = Public games with a player at the table and a move in the last 10 minutes.
watch-none = No public game is being played right now.
watch-button = Watch
watch-button-label = Watch the game of { $players }
watch-variant = variant { $edition }
