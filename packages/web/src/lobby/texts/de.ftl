## The lobby's presentation of the two games.
game-nobid-about = Sammle sieben Positionen. Annulliere die Trades der anderen. 2 bis 6 Personen.
game-startups-about = Investiere in sechs Start-ups: Wer die meisten Anteile eines Unternehmens hält, wird von den anderen bezahlt. 3 bis 7 Personen.
lobby-games = Die Spiele
lobby-game-rules = { $game }: die Regeln
