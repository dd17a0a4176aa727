# Inhalt der Regelseite und die Teile, die sie lädt (src/rules/).
rules-page-title = Die Regeln beider Spiele
rules-toc = Inhalt
rules-toc-rules = Regeln
rules-toc-cards = Karten
rules-toc-companies = Firmenkarten
rules-part-loading = Wird geladen …
rules-section-contents = Abschnitte
startups-gallery-title = Firmenkarten
startups-gallery-cards = { $cards } Karten
