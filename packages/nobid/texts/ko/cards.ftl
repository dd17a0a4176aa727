## 카드 종류.
type-position = 포지션
type-leverage = 레버리지
type-drawdown = 드로다운
type-order = 주문
type-no-bid = 노 비드
type-circuit-breaker = 서킷 브레이커

## 포지션을 옮기는 네 가지 용어.
term-liquidate = 청산
term-assign = 배정
term-stop-out = 스톱아웃
term-unwind = 언와인드

direction-long = 롱
direction-short = 숏

currency-usd = 미국 달러
currency-eur = 유로
currency-jpy = 일본 엔
currency-gbp = 영국 파운드
currency-chf = 스위스 프랑
currency-aud = 호주 달러
currency-cad = 캐나다 달러
currency-nzd = 뉴질랜드 달러

city-usd = 뉴욕
city-eur = 프랑크푸르트
city-jpy = 도쿄
city-gbp = 런던
city-chf = 취리히
city-aud = 시드니
city-cad = 토론토
city-nzd = 웰링턴

card-position-name = 포지션
card-position-text = 당신의 장부에 놓입니다. 목표를 향해 계산됩니다.
card-opening-name = 오프닝

## 장부에 남는 카드: 카드에 인쇄된 문구 그대로.
card-leverage-name = 레버리지
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-leverage-text = 당신의 장부는 포지션을 { $n ->
        [1] 하나
        [2] 둘
        [3] 셋
       *[other] { $n }개
    } 더 가진 것으로 셉니다.
card-leverage-flavour = 같은 거래. 더 크게.
card-stop-loss-name = 손절매
card-stop-loss-text = 당신의 포지션이 청산되려 할 때, 대신 이 카드를 버릴 수 있습니다.
card-stop-loss-flavour = 한 번은 막아준다. 딱 한 번.
card-prime-brokerage-name = 프라임 브로커리지
card-prime-brokerage-text = 당신의 포지션은 배정되거나 언와인드되지 않습니다.
card-positive-carry-name = 포지티브 캐리
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-positive-carry-text = 당신의 턴 시작에 카드를 { $n ->
        [1] 한 장
        [2] 두 장
        [3] 세 장
       *[other] { $n }장
    } 더 뽑습니다.
card-positive-carry-flavour = 안 될 때까지는 벌어준다.
card-credit-line-name = 신용 한도
# The bonus comes from the card data (cardTextArgs); the words are the printed card's.
card-credit-line-text = 당신의 손패 한도가 { $bonus ->
        [1] 한
        [2] 두
        [3] 세
        [4] 네
        [5] 다섯
       *[other] { $bonus }
    } 장 늘어납니다.
card-margin-call-name = 마진콜
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-margin-call-text = 이 플레이어의 장부는 포지션을 { $n ->
        [1] 하나
        [2] 둘
        [3] 셋
       *[other] { $n }개
    } 적게 가진 것으로 셉니다.
card-margin-call-flavour = 여전히 당신의 장부. 도움이 안 될 뿐.
card-slippage-name = 슬리피지
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-slippage-text = 이 플레이어의 턴 시작에 카드 { $n ->
        [1] 한 장
        [2] 두 장
        [3] 세 장
       *[other] { $n }장
    }을 버립니다.
card-frozen-collateral-name = 담보 동결
card-frozen-collateral-text = 이 플레이어는 레버리지를 낼 수 없습니다.
card-wide-spread-name = 스프레드 확대
# $n comes from the card data (cardTextArgs); at 1 the words are the printed card's.
card-wide-spread-text = 이 플레이어의 턴 종료에 카드 { $n ->
        [1] 한 장
        [2] 두 장
        [3] 세 장
       *[other] { $n }장
    }을 버립니다.

## 주문.
card-forced-liquidation-name = 강제 청산
card-forced-liquidation-text = 포지션 하나를 청산합니다.
card-margin-squeeze-name = 마진 스퀴즈
card-margin-squeeze-text = 상대 한 명을 고릅니다. 그 플레이어가 스톱아웃합니다.
card-novation-name = 노베이션
card-novation-text = 포지션 하나를 배정합니다.
card-recall-name = 리콜
card-recall-text = 포지션 하나를 언와인드합니다.
card-rate-decision-name = 금리 결정
card-rate-decision-text = 통화 하나를 지목합니다. 그 통화가 들어간 포지션을 모두 언와인드합니다.
card-short-squeeze-name = 숏 스퀴즈
card-short-squeeze-text = 각 플레이어는 숏 포지션이 있으면 그중 하나를 스톱아웃합니다.
card-flash-crash-name = 플래시 크래시
card-flash-crash-text = 각 플레이어가 스톱아웃합니다.
card-ipo-name = 기업공개
card-ipo-text = 오프닝 더미 맨 위 카드를 당신의 장부로 가져옵니다.
card-bull-run-name = 불 런
card-bull-run-text = 당신부터 시작해 모든 플레이어가 오프닝 더미 맨 위 카드를 자기 장부로 가져옵니다.
card-scalp-name = 스캘핑
card-scalp-text = 카드를 { $n ->
        [1] 한 장
        [2] 두 장
        [3] 세 장
       *[other] { $n }장
    } 뽑습니다.
card-day-trade-name = 데이 트레이딩
card-day-trade-text = 한 번 더 행동합니다.

## 대응 카드.
card-no-bid-name = 노 비드
card-no-bid-text = 카드가 플레이될 때 그 카드를 취소합니다.
card-circuit-breaker-name = 서킷 브레이커
card-circuit-breaker-text = 카드를 취소하며, 그 자체는 취소되지 않습니다.

## Card backs (press).
card-back-title = 노 비드
card-back-openings = 오프닝
