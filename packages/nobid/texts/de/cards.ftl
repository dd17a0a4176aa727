## Kartentypen, wie die Tabelle im Regelheft sie nennt.
type-position = Position
type-leverage = Hebel
type-drawdown = Drawdown
type-order = Order
type-no-bid = No Bid
type-circuit-breaker = Circuit Breaker

## Die vier Begriffe, die Positionen bewegen.
term-liquidate = Glattstellen
term-assign = Zuweisen
term-stop-out = Stop-Out
term-unwind = Auflösen

direction-long = LONG
direction-short = SHORT

currency-usd = US-Dollar
currency-eur = Euro
currency-jpy = Japanischer Yen
currency-gbp = Pfund Sterling
currency-chf = Schweizer Franken
currency-aud = Australischer Dollar
currency-cad = Kanadischer Dollar
currency-nzd = Neuseeland-Dollar

city-usd = New York
city-eur = Frankfurt
city-jpy = Tokio
city-gbp = London
city-chf = Zürich
city-aud = Sydney
city-cad = Toronto
city-nzd = Wellington

card-position-name = Position
card-position-text = Kommt in dein Buch. Zählt zum Ziel.
card-opening-name = Eröffnung

## Buchkarten: genau wie im Regelheft gedruckt.
card-leverage-name = Hebel
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-leverage-text = Dein Buch zählt als hätte es { $n ->
        [1] eine Position
        [2] zwei Positionen
        [3] drei Positionen
       *[other] { $n } Positionen
    } mehr.
card-leverage-flavour = Gleicher Trade. Mehr davon.
card-stop-loss-name = Stop-Loss
card-stop-loss-text = Wenn eine deiner Positionen glattgestellt würde, darfst du stattdessen diese Karte ablegen.
card-stop-loss-flavour = Fängt einen ab. Einen.
card-prime-brokerage-name = Prime Brokerage
card-prime-brokerage-text = Deine Positionen können nicht zugewiesen oder aufgelöst werden.
card-positive-carry-name = Positiver Carry
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-positive-carry-text = Ziehe zu Beginn deines Zuges { $n ->
        [1] eine zusätzliche Karte
        [2] zwei zusätzliche Karten
        [3] drei zusätzliche Karten
       *[other] { $n } zusätzliche Karten
    }.
card-positive-carry-flavour = Er zahlt, bis er es nicht mehr tut.
card-credit-line-name = Kreditlinie
# The bonus comes from the card data (cardTextArgs); the words are the printed card's.
card-credit-line-text = Dein Handkartenlimit steigt um { $bonus ->
        [1] eins
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
       *[other] { $bonus }
    }.
card-margin-call-name = Margin Call
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-margin-call-text = Das Buch dieses Spielers zählt als hätte es { $n ->
        [1] eine Position
        [2] zwei Positionen
        [3] drei Positionen
       *[other] { $n } Positionen
    } weniger.
card-margin-call-flavour = Weiterhin dein Buch. Nur eben nutzlos.
card-slippage-name = Slippage
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-slippage-text = Zu Beginn des Zuges dieses Spielers legt er { $n ->
        [1] eine Karte
        [2] zwei Karten
        [3] drei Karten
       *[other] { $n } Karten
    } ab.
card-frozen-collateral-name = Eingefrorene Sicherheiten
card-frozen-collateral-text = Dieser Spieler kann keinen Hebel spielen.
card-wide-spread-name = Weiter Spread
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-wide-spread-text = Am Ende des Zuges dieses Spielers legt er { $n ->
        [1] eine Karte
        [2] zwei Karten
        [3] drei Karten
       *[other] { $n } Karten
    } ab.

## Orders.
card-forced-liquidation-name = Zwangsglattstellung
card-forced-liquidation-text = Stelle eine Position glatt.
card-margin-squeeze-name = Margin-Squeeze
card-margin-squeeze-text = Wähle einen Gegner. Er erleidet einen Stop-Out.
card-novation-name = Novation
card-novation-text = Weise dir eine Position zu.
card-recall-name = Rückruf
card-recall-text = Löse eine Position auf.
card-rate-decision-name = Zinsentscheid
card-rate-decision-text = Nenne eine Währung. Löse jede Position auf, die sie trägt.
card-short-squeeze-name = Short Squeeze
card-short-squeeze-text = Jeder Spieler erleidet einen Stop-Out einer SHORT-Position, falls er eine hat.
card-flash-crash-name = Flash Crash
card-flash-crash-text = Jeder Spieler erleidet einen Stop-Out.
card-ipo-name = Börsengang
card-ipo-text = Nimm die oberste Karte des Eröffnungsstapels in dein Buch.
card-bull-run-name = Bullenmarkt
card-bull-run-text = Jeder Spieler, beginnend mit dir, nimmt die oberste Karte des Eröffnungsstapels in sein Buch.
card-scalp-name = Scalping
card-scalp-text = Ziehe { $n ->
        [1] eine Karte
        [2] zwei Karten
        [3] drei Karten
       *[other] { $n } Karten
    }.
card-day-trade-name = Daytrade
card-day-trade-text = Handle noch einmal.

## Antworten.
card-no-bid-name = No Bid
card-no-bid-text = Annulliert eine Karte beim Ausspielen.
card-circuit-breaker-name = Circuit Breaker
card-circuit-breaker-text = Annulliert eine Karte und kann selbst nicht annulliert werden.

## Card backs (press).
card-back-title = No Bid
card-back-openings = Eröffnungen
