## Die laufenden Partien der Lobby zum Zuschauen.
watch-title = Partien zum Zuschauen
watch-hint = Öffentliche Partien mit jemandem am Tisch und einem Zug in den letzten 10 Minuten.
watch-none = Gerade läuft keine öffentliche Partie.
watch-button = Zuschauen
watch-button-label = Der Partie von { $players } zuschauen
watch-variant = Variante { $edition }
