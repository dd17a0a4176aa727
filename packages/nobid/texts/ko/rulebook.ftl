## No Bid 규칙서 (press). 카드 이름과 문구는 cards.ftl에 있고, 모든 숫자는 카드 데이터에서 오는
## 변수입니다. 원문 부분은 출판사 문구를 한 줄도 바꾸지 않고 재현합니다.

## 글로 적는 수 (NUMBER_WORD, 관형사형); 더 큰 수는 숫자로 씁니다.
number-1 = 한
number-2 = 두
number-3 = 세
number-4 = 네
number-5 = 다섯
number-6 = 여섯
number-7 = 일곱
number-8 = 여덟
number-9 = 아홉
number-10 = 열
number-11 = 열한
number-12 = 열두
number-word = { NUMBER_WORD($n) }

## 페이지 머리말 (한국어판 웹 페이지는 "규칙"부터 시작합니다).
rulebook-title = 규칙서
rulebook-rules = 규칙
rulebook-generated = 인쇄된 규칙서와 같은 규칙을 카드 데이터에서 생성하므로 둘이 어긋날 수 없습니다.
rulebook-contact = 오류를 찾으셨나요? 알려 주세요.

## 목표.
goal-heading = 목표
goal-book = 각 플레이어는 장부를 만듭니다. 자기 앞에 앞면으로 놓여 모두가 볼 수 있는 포지션들입니다.
goal-first = 장부에 계산되는 포지션 { $target }장을 먼저 모은 플레이어가 즉시 승리합니다. 이 조건은 당신의 턴만이 아니라 항상 확인됩니다. 다른 플레이어의 턴에 무언가가 당신의 장부를 { $target }장으로 만들면 그 순간 당신이 이깁니다.

counting-heading = 장부 세는 법
counting-rule = 포지션을 센 다음, 그 수를 바꾸는 레버리지와 드로다운을 적용합니다. 레버리지와 드로다운은 장부에 몇 장이 있든 그 자체로는 결코 포지션이 아닙니다.
counting-example = 포지션 { $positions }장, { card-leverage-name } 1장({ SIGNED($leverage) }), { card-margin-call-name } 1장({ SIGNED($marginCall) })은 { $total }장으로 셉니다.

## 카드.
cards-heading = 카드
cards-intro = 공용 덱 하나와 별도의 오프닝 더미. 종류는 { NUMBER_WORD($types) } 가지입니다.
types-head-type = 종류
types-head-does = 하는 일
type-position-does = 당신의 장부에 놓입니다. 당신이 모으는 카드입니다. 통화쌍과 방향이 적혀 있습니다.
type-leverage-does = 당신의 장부에 놓입니다. 장부 전체를 좋게 하고 계속 남습니다.
type-drawdown-does = 상대의 장부에 놓입니다. 그 장부 전체에 해를 주고 계속 남습니다.
type-order-does = 한 번 효과를 내고 버립니다. 공격은 대부분 여기에 있습니다.
type-no-bid-does = { card-no-bid-text }
type-circuit-breaker-does = { card-circuit-breaker-text }
cards-not-attached = 레버리지와 드로다운은 특정 포지션에 붙지 않습니다. 장부 안에 나란히 놓여 그 장부의 주인에게 영향을 줍니다.
cards-one-row = 그래서 장부는 겹치는 것 없이 한 줄로 정리되고, 포지션이 떠날 때 붙어 있던 카드를 어떻게 할지 고민할 일이 없습니다.

## 준비.
setup-heading = 준비
setup-openings = 오프닝을 본 덱에서 분리합니다. 더미는 모두의 손이 닿는 곳에 둡니다. 게임 내내 그대로 남습니다.
setup-take-opening = 각 플레이어는 오프닝 { $openings }장을 자기 장부로 가져옵니다.
setup-deal = 본 덱을 섞습니다. 각 플레이어에게 카드 { $hand }장을 나눠 줍니다.
setup-first-player = 아무나 무작위로 먼저 시작합니다. 진행은 시계 방향입니다.
setup-why = 장부에 포지션이 하나 놓인 채로 시작하면 공격 카드가 첫 턴부터 물어뜯을 것이 생깁니다.

## 당신의 턴.
turn-heading = 당신의 턴
turn-open = 시작. 장부에 있는 "턴 시작에" 효과를 모두 처리합니다.
turn-draw = 드로. 카드를 한 장 뽑습니다.
turn-act = 행동. 아래 목록에서 정확히 한 가지를 합니다.
turn-close = 정리. 카드를 { $handLimit }장보다 많이 들고 있으면 { $handLimit }장까지 버립니다.
act-heading = 행동: 하나를 고르세요
act-position = 포지션을 당신의 장부에 냅니다.
act-leverage = 레버리지를 당신의 장부에 냅니다.
act-drawdown = 드로다운을 상대의 장부에 냅니다.
act-order = 주문을 내고, 효과를 처리한 뒤 버립니다.
act-draw = 또는 그 대신 카드를 한 장 더 뽑습니다.
act-why = 턴마다 행동은 한 번, 이것이 이 게임이 가벼운 이유의 전부입니다. 한 번 더 행동하게 해주는 카드는 그렇다고 적혀 있습니다. 덱이 떨어지면 버린 더미를 섞어 새 덱을 만듭니다.

## 노 비드와 서킷 브레이커 (제목은 카드 이름).
no-bid-intro = 이 게임을 대표하는 카드이자, 당신의 턴 밖에서 일어나는 유일한 일입니다.
no-bid-when = 카드가 플레이되면 그 카드가 처리되기 전에 누구든 노 비드를 낼 수 있습니다. 취소된 카드는 아무 효과 없이 버려집니다.
no-bid-not-action = 노 비드를 내는 것은 당신의 행동이 아닙니다. 턴을 쓰지 않습니다.
no-bid-counter = 노 비드 역시 다른 노 비드에 취소될 수 있습니다. 아무도 더 내지 않을 때까지 계속 대응합니다.
no-bid-spent = 카드는 어쨌든 플레이된 것이므로, 취소당한 카드를 낸 사람은 행동을 이미 쓴 셈입니다.
no-bid-market = 실제 시장에서 거래는 누군가 반대편 가격을 불러줘야만 성립합니다. 아무도 사겠다고 하지 않으면 거래는 일어나지 않습니다.
no-bid-position = 노 비드로 취소된 포지션은 장부에 아예 들어오지 않으므로, 포지션이 들어올 때 발동하는 것은 아무것도 발동하지 않습니다.
circuit-breaker-timing = 타이밍은 노 비드와 완전히 같고 행동도 쓰지 않지만, 무엇으로도 취소되지 않습니다.
circuit-breaker-why = 이 카드가 없다면 노 비드를 충분히 쥔 테이블은 끝없이 버틸 수 있고, 마지막에 남는 카드는 누가 더 많이 들고 있느냐로 정해질 것입니다. 덱에는 노 비드 { $noBids }장에 서킷 브레이커 { $circuitBreakers }장이 들어 있어서, 아직 한 장이 남아 있다는 사실만으로도 노 비드를 쓰는 손이 조심스러워집니다.
stack-heading = 스택 처리
stack-rule = 가장 마지막에 낸 카드가 처리됩니다. 그 아래는 모두 취소됩니다.

## 장부에 남는 카드 (카드 문구 자체는 cards.ftl에서 옵니다).
book-cards-heading = 장부에 남는 카드
book-cards-intro = 한 번 내면 계속 남는 카드들입니다. 카드에 인쇄된 문구 그대로 옮겼습니다.

## 네 가지 용어.
terms-heading = 카드를 옮기는 말
terms-intro = 주문 카드는 정해진 용어만 씁니다. 같은 설명을 두 번 하는 카드는 없습니다.
terms-head-term = 용어
terms-head-meaning = 뜻
term-liquidate-meaning = 장부의 포지션 하나를 버린 더미로 보냅니다.
term-assign-meaning = 다른 장부의 포지션 하나를 당신의 장부로 가져옵니다.
term-stop-out-meaning = 포지션의 주인이 자기 포지션 중 어느 것을 청산할지 고릅니다.
term-unwind-meaning = 장부의 포지션 하나를 주인의 손패로 되돌립니다.
terms-positions-only = { $terms ->
        [4] 넷
       *[other] { $terms }개
    } 모두 포지션만 옮깁니다. 레버리지와 드로다운은 결코 함께 움직이지 않고, 포지션을 따라 떠나지도 않습니다.
terms-drawdown-stays = 받아버린 드로다운은 오래 남는 문제이지, 그 아래 포지션을 죽게 두는 것으로 털어낼 수 있는 것이 아닙니다.

## 통화쌍, 그림, 정보, 승리.
pairs-heading = 통화쌍
pairs-intro = 모든 포지션에는 통화쌍과 방향({ direction-long } 또는 { direction-short })이 적혀 있습니다.
pairs-handles = 이것은 다른 카드가 겨냥할 때 쓰는 손잡이일 뿐입니다. 카드는 방향을 지목할 수도, 통화를 지목할 수도 있습니다. 같은 통화쌍의 { direction-long }과 { direction-short }을 함께 들고 있어도 되고, 둘 다 계산됩니다.
art-heading = 그림 읽는 법
art-rule = 차트 선은 { direction-long }이면 올라가고 { direction-short }이면 내려갑니다. 양쪽의 두 도시는 통화쌍을 이루는 두 통화의 지역입니다.
information-heading = 정보
information-rule = 장부와 버린 더미는 공개입니다. 손패와 덱은 비공개입니다. 누구든 언제든 아무 장부나 세어볼 수 있습니다.
winning-heading = 승리
winning-rule = 장부에 계산되는 포지션이 { $target }장이 되는 순간 그 플레이어가 이깁니다. 한 효과로 두 장부가 동시에 목표에 도달하면 현재 턴을 진행 중인 플레이어가 이깁니다.

## 원문 뒤에 덧붙이는 내용: 주문, 포지션, 덱 구성, 규칙 해설.
orders-heading = 주문
orders-intro = 주문은 행동으로 내고, 효과를 처리한 뒤 버립니다. 본 덱에는 주문 { $kinds }종이 모두 { $orders }장 들어 있습니다.
orders-head-card = 카드
orders-head-text = 문구
orders-head-copies = 장수

positions-heading = 포지션
positions-intro = 모든 포지션에는 아래 통화쌍 { $pairs }개 중 하나와 방향이 적혀 있습니다. 본 덱에는 포지션 { $positions }장, 오프닝 더미에는 { $openings }장이 있습니다.
positions-art = 그림에서 왼쪽 도시는 통화쌍의 첫 번째 통화, 오른쪽 도시는 두 번째 통화를 나타냅니다.
positions-head-pair = 통화쌍
positions-head-cities = 그림 속 도시
positions-head-deck = 본 덱
positions-head-opening = 오프닝
positions-deck-copies = { direction-long } { $long }장, { direction-short } { $short }장
currencies-heading = 통화와 도시
currencies-head-code = 코드
currencies-head-name = 통화
currencies-head-city = 도시

deck-heading = 덱 구성
deck-intro = 본 덱 { $main }장, 오프닝 더미 { $openings }장.
deck-head-type = 종류
deck-head-copies = 본 덱 장수

clarifications-heading = 규칙 해설
clarifications-intro = 위 규칙이 열어 둔 질문에 대한 판정입니다. 온라인 테이블은 이 판정을 따릅니다.
ruling-stack = 스택. 취소는 번갈아 적용됩니다. { card-no-bid-name }는 바로 아래 카드를 취소하고, 취소된 { card-no-bid-name }는 아무것도 취소하지 않습니다. 따라서 맨 아래 카드는 그 위에 유효한 취소가 짝수 번 쌓였을 때 처리됩니다. { card-circuit-breaker-name }는 바로 아래 카드를 취소하고 스택을 닫습니다. 그 위에는 아무 카드도 낼 수 없습니다.
ruling-responders = 누가 대응할 수 있나. 카드를 낸 사람을 포함해 모든 플레이어가, 대응으로 낸 카드를 포함해 플레이된 모든 카드에 대응할 수 있습니다. 취소된 카드도 그 카드를 낸 플레이어의 행동은 씁니다.
ruling-frozen-collateral = { card-frozen-collateral-name }. 이름이 { card-leverage-name }인 카드만이 아니라 레버리지 종류의 카드를 모두 낼 수 없게 합니다.
ruling-stop-loss = { card-stop-loss-name }. 주인의 포지션이 청산될 때마다, 스톱아웃으로 인한 청산까지 포함해 막을 수 있습니다. 주인이 매번 정하며, 자기 턴이 아니어도 됩니다. 배정과 언와인드에는 소용이 없습니다. 청산 한 번을 막고 버려집니다.
ruling-counting = 세기. 장부는 포지션 수에 레버리지를 더하고 마진콜을 뺀 값으로 세며, 0보다 작아지지 않습니다. 포지션이 없는 장부도 레버리지로 { $target }장에 도달할 수 있습니다. 규칙은 포지션이 아니라 장부를 셉니다.
ruling-win-check = 승리 확인. 효과 하나가 끝날 때마다 모든 장부를 확인합니다. 카드 한 장의 처리 전체({ card-bull-run-name }은 장부를 몇 개 건드리든 효과 하나입니다), 카드가 장부에 들어오는 것, 턴 시작이나 턴 종료 효과가 각각 효과 하나입니다. 장부 주인의 턴만이 아니라 모든 턴에 확인합니다. 한 효과로 여러 장부가 { $target }장에 도달하면 그중에 현재 턴을 진행 중인 플레이어가 있으면 그 플레이어가, 없으면 턴 순서상 그다음으로 가장 먼저 오는 플레이어가 이깁니다.
ruling-end-of-turn = 턴 종료. 정리 단계(손패 한도)를 먼저 하고, 그다음 "이 플레이어의 턴 종료에" 효과를 처리합니다. 그래서 { card-wide-spread-name }는 손패를 한도보다 적게 만들 수 있습니다.
ruling-discards = 버리기. { card-slippage-name }, { card-wide-spread-name }, 손패 한도로 카드를 버릴 때는 버리는 플레이어가 고릅니다.
ruling-empty-deck = 빈 덱. 버린 더미를 섞어 새 덱을 만듭니다. 둘 다 비어 있으면 카드를 뽑아도 아무 일도 없습니다. { $turnCap }턴에 이른 게임은 무승부로 끝납니다.
ruling-openings = 오프닝. 각 플레이어의 오프닝은 오프닝 더미에서 무작위로 나눠 줍니다. 나머지 더미는 앞면으로 두어 맨 위 카드가 보입니다.

## 에디션에서 빠진 카드(0장)를 이름으로 부르는 판정 대신 싣는 문장: card-sentences.ts.
ruling-stack-no-bid-only = 스택. 취소는 번갈아 적용됩니다. { card-no-bid-name }는 바로 아래 카드를 취소하고, 취소된 { card-no-bid-name }는 아무것도 취소하지 않습니다. 따라서 맨 아래 카드는 그 위에 유효한 취소가 짝수 번 쌓였을 때 처리됩니다.
ruling-win-check-plain = 승리 확인. 효과 하나가 끝날 때마다 모든 장부를 확인합니다. 카드 한 장의 처리 전체(장부를 몇 개 건드리든 효과 하나입니다), 카드가 장부에 들어오는 것, 턴 시작이나 턴 종료 효과가 각각 효과 하나입니다. 장부 주인의 턴만이 아니라 모든 턴에 확인합니다. 한 효과로 여러 장부가 { $target }장에 도달하면 그중에 현재 턴을 진행 중인 플레이어가 있으면 그 플레이어가, 없으면 턴 순서상 그다음으로 가장 먼저 오는 플레이어가 이깁니다.
ruling-discards-plain = 버리기. 카드를 버릴 때는 버리는 플레이어가 고릅니다.

## 인원수: 출판사 원문 뒤에 따로 두는 절. 인원수 규칙이 있는 에디션에만 있습니다. 모든 숫자는
## 에디션의 `playerCounts`에서 옵니다.
player-counts-heading = 인원수
player-counts-rules-intro = 인원수에 따라 달라지는 규칙이 있습니다. 그 밖의 인원수에서는 위의 규칙 그대로 합니다.
player-counts-with = { $players }인 게임:
player-counts-or = { $first } 또는 { $last }
player-counts-every-position = 본 덱에 포지션이 종류마다 { $base }장이 아니라 { $copies }장씩 들어갑니다.
player-counts-card = { $pile ->
        [openings] 오프닝 더미
       *[main] 본 덱
    }에 { $name } 카드가 { $base }장이 아니라 { $copies }장 들어갑니다.
player-counts-extra-draw = { $seat ->
        [1] 첫
       *[other] { NUMBER_WORD($seat) }
    } 번째 플레이어는 자기 첫 턴에 카드를 { $n }장 더 뽑습니다.
player-counts-set-aside = 프린트 앤 플레이 시트에는 모든 인원수에 충분한 카드가 들어 있으니, 인원수에 쓰지 않는 카드는 빼 두세요.
deck-head-copies-at = { $players }인
