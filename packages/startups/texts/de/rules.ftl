## Startups-Spielregel (Deutsch). Zahlen und Firmennamen kommen aus den Kartendaten
## (src/companies.ts): hier nie eine Anzahl hineinschreiben, sondern die Variablen verwenden.

company-giraffe-beer = Giraffe Beer
company-bowwow-games = Bowwow Games
company-flamingo-soft = Flamingo Soft
company-octo-coffee = Octo Coffee
company-hippo-powertech = Hippo Powertech
company-elephant-mars-travel = Elephant Mars Travel

rules-title = Startups: Spielregel
rules-intro = In Startups wetteifert ihr um Aktien. Wer von einer Firma die meisten Aktien sammelt, bekommt Geld von allen, die weniger Aktien dieser Firma besitzen. Wer am Ende das meiste Geld verdient hat, gewinnt. Für { $min } bis { $max } Personen.

components-title = Spielmaterial
components-companies = { $companies } Firmen, zusammen { $cards } Firmenkarten ({ $fewest } bis { $most } Karten je Firma):
company-line = { $name }: { $count } Karten
components-chips = { $companies } Anti-Monopol-Chips, einer für jede Firma.
components-coins = { $coins } Münzen, auf der einen Seite 1 wert, auf der anderen 3: je { $each } für bis zu { $players } Personen.

setup-title = Vorbereitung
setup-coins = Alle erhalten { $coins } Münzen mit der 1-Seite nach oben. Die 3-Seite wird nur benutzt, wenn jemand mit weniger Aktien an die Mehrheit zahlt: Dreht während des Spiels keine Münze um. Übrige Münzen werden nicht gebraucht.
setup-cards = Mischt die Firmenkarten und legt { $removed } davon zufällig und unbesehen verdeckt beiseite. Alle erhalten { $hand } Karten.
setup-deck = Die übrigen Karten bilden verdeckt den Nachziehstapel in der Tischmitte. Der Platz um den Stapel herum ist der Markt.

turn-title = Spielablauf
turn-overview = In deinem Zug nimmst du eine Karte und legst dann eine Karte ab. Du nimmst eine Karte vom Stapel oder vom Markt; du legst eine Karte vor dir oder in den Markt. Hat jemand die letzte Karte des Stapels genommen und seine Karte abgelegt, wird abgerechnet.

take-title = 1. Eine Karte nehmen
take-empty-market = Ist der Markt leer, musst du vom Stapel nehmen. Liegen Karten im Markt, wählst du A oder B.
take-deck = A. Bezahlen und vom Stapel nehmen: Lege 1 deiner Münzen auf jede Karte im Markt und nimm dann die oberste Karte des Stapels. Für Marktkarten der Firmen, deren Anti-Monopol-Chip du hast, zahlst du nichts. Kannst du nicht auf jede Karte, für die du zahlen musst, eine Münze legen, darfst du nicht vom Stapel nehmen.
take-market = B. Eine Karte vom Markt nehmen: Wähle eine Karte im Markt und nimm sie mitsamt den Münzen darauf. Eine Karte einer Firma, deren Anti-Monopol-Chip du hast, darfst du nicht nehmen.
take-market-return = Hast du eine Karte vom Markt genommen (B), darfst du in diesem Zug keine Karte derselben Firma in den Markt legen: Lege eine Karte einer anderen Firma in den Markt oder investiere.
take-never-stuck = Du kannst immer eine Karte nehmen: Gehören alle Marktkarten zu Firmen, deren Chip du hast, kostet der Stapel nichts.

play-title = 2. Eine Karte ablegen
play-invest = A. Vor dich: Die Karte wird eine deiner Aktien dieser Firma (eine Investition). Investitionen bleiben bis zum Spielende offen liegen.
play-market = B. In den Markt: Die Karte steht nun allen zur Verfügung. Sobald du eine Karte abgelegt hast, ist die nächste Person am Zug.

chips-title = Anti-Monopol-Chips
chips-first = Wer als Erstes in eine Firma investiert (eine ihrer Karten vor sich legt), nimmt den Anti-Monopol-Chip dieser Firma. Für den Besitz des Chips gilt:
chips-no-take = Auch wenn eine Karte dieser Firma im Markt liegt, darfst du sie nicht nehmen.
chips-no-pay = Nimmst du eine Karte vom Stapel, legst du auf Marktkarten dieser Firma keine Münze.
chips-move = Der Chip wandert zu der Person mit den meisten Karten dieser Firma vor sich, aber nur, wenn jemand echt mehr hat: Haben zwei gleich viele Karten investiert, behält der Chip, wer ihn zuerst hatte. Karten auf der Hand zählen nicht.

end-title = Spielende
end-trigger = Nimmt jemand die letzte Karte des Stapels und beendet seinen Zug, endet das Spiel und es wird abgerechnet.
end-reveal = Alle legen die { $hand } Karten ihrer Hand offen vor sich: Sie zählen als Aktien.

scoring-title = Abrechnung
scoring-pay = Rechnet Firma für Firma ab. Wer allein die meisten Karten einer Firma hat, wird von allen anderen bezahlt, die Karten dieser Firma haben: 1 Münze für jede ihrer Karten.
scoring-flip = Eine an die Mehrheit gezahlte Münze wird auf ihre 3-Seite gedreht.
scoring-tie = Haben zwei oder mehr Personen gleich viele und die meisten Karten einer Firma, passiert für diese Firma nichts.
scoring-example-1 = Beispiel 1: A hat 2 Karten von { $company }, B hat 1 und D hat 3. A zahlt D 2 Münzen und B zahlt D 1 Münze; D dreht sie auf die 3-Seite.
scoring-example-2 = Beispiel 2: A und B haben je 2 Karten von { $company }. Es passiert nichts.
scoring-market = Die Firmenkarten im Markt, die Münzen darauf und die { $removed } beiseitegelegten Karten zählen nicht.
scoring-debt = Wer keine Münzen mehr zum Zahlen hat, geht ins Minus; der Empfänger erhält trotzdem den vollen Betrag. Als 3er erhaltene Münzen dürfen nicht zum Zahlen benutzt werden.

winner-title = Sieg
winner-most = Sind alle Firmen abgerechnet, zählen alle ihr Geld; wer das meiste hat, gewinnt.
winner-tie-threes = Bei Gleichstand gewinnt, wer mehr 3er-Münzen hat.
winner-tie-last = Haben sie auch gleich viele 3er-Münzen, gewinnt, wer zuletzt gespielt hat.

table-title = Tischoptionen
table-coins = Münzen sind standardmäßig verdeckt: Du siehst nur deine eigenen, und was du aus den öffentlichen Zahlungen erschließen kannst, bleibt dir überlassen. Ein Tisch kann wählen, alle Münzen offen zu zeigen.
table-turn-cap = Jeder Tisch hat ein Zuglimit ({ $turnCap } Züge, wenn nicht anders eingestellt); ein Spiel, das es erreicht, wird sofort abgerechnet, als wäre der Stapel leer.
