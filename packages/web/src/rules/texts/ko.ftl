# 규칙 페이지의 목차와 불러오는 부분 (src/rules/).
rules-page-title = 두 게임의 규칙
rules-toc = 목차
rules-toc-rules = 규칙
rules-toc-cards = 카드
rules-toc-companies = 회사 카드
rules-part-loading = 불러오는 중…
rules-section-contents = 항목
startups-gallery-title = 회사 카드
startups-gallery-cards = { $cards }장
