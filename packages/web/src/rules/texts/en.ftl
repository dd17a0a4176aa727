# The rules page's contents and the parts it loads (src/rules/).
rules-page-title = Rules of both games
rules-toc = Contents
rules-toc-rules = Rules
rules-toc-cards = Cards
rules-toc-companies = Company cards
rules-part-loading = Loading…
rules-section-contents = Sections
startups-gallery-title = Company cards
startups-gallery-cards = { $cards } cards
