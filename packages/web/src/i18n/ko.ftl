## 웹 클라이언트의 문구. 카드 이름과 문구는 packages/nobid/texts 에서 옵니다.

nav = 메인 메뉴
nav-lobby = 로비
nav-rules = 규칙과 카드
language = 언어
language-en = 영어
language-de = 독일어
language-ko = 한국어
game-nobid = 노 비드
game-startups = 스타트업스
loading = 불러오는 중…
connecting = 연결하는 중…
reconnecting = 다시 연결하는 중…
server-unreachable = 서버에 연결할 수 없습니다. 다시 시도하는 중…
close = 닫기
you = (나)
empty = 비어 있음

## 로비
create-title = 테이블 만들기
your-name = 이름
field-game = 게임
field-seats = 자리 수
field-seat-list = 자리 배치
seat-n = { $seat }번 자리
seat-you = 나
seat-human = 사람
seat-bot = 봇 ({ $level })
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
field-language = 테이블 언어
field-window = 대응 시간 (초)
field-timer = 턴 제한 시간 (초)
field-visibility = 공개 여부
visibility-public = 공개: 로비에 표시
visibility-private = 비공개: 초대 링크로만
btn-create = 테이블 만들기
error-name-needed = 표시할 이름을 입력하세요.
open-tables = 열린 테이블
no-open-tables = 플레이어를 기다리는 공개 테이블이 없습니다. 하나 만들어 보세요!
table-by = { $player }의 테이블
free-seats = { $seats }자리 중 { $free }자리 비어 있음
btn-open-table = 열기

## 대기실
waiting-title = { $game }: 플레이어를 기다리는 중
settings-summary = { $seats }자리 · 언어 { $language } · 대응 시간 { $window }초 · 턴 제한 { $timer }초 · { $visibility }
invite-link = 초대 링크
copy = 복사
copied = 복사됨
btn-join-seat = { $seat }번 자리에 앉기
watching-hint = 관전 중입니다. 이름을 입력하고 빈 자리에 앉으면 함께 플레이할 수 있습니다.
btn-start = 게임 시작
waiting-for-players = 모든 자리가 찰 때까지 기다리는 중…
bot-name = 봇 { $seat } ({ $level })
free-seat = { $seat }번 자리 (빈 자리)
table-unknown = 그런 테이블이 없습니다. 오래전에 끝났을 수 있습니다.
private-table-title = 비공개 게임입니다
private-table-hint = 이 게임은 참가한 플레이어만 볼 수 있습니다. 게임이 끝나면 플레이어가 리플레이를 공유할 수 있습니다.
game-unsupported = 이 클라이언트는 아직 { $game } 테이블을 보여 줄 수 없습니다.
cards-problem-title = 이 테이블의 카드를 보여 줄 수 없습니다.
cards-problem-invalid = 테이블의 카드 목록에 문제가 있습니다:
cards-problem-mismatch = 서버는 { $theirs } 카드 목록으로 플레이하지만 이 페이지에는 { $ours } 목록이 있습니다. 페이지를 새로 고쳐 서버의 카드 목록을 받으세요.
cards-edition-at = { $edition } ({ $seats }인용)
cards-edition-none = 알 수 없는 카드 목록

## 테이블
turn-number = { $turn }턴
steps = 턴의 단계
step-open = 시작
step-draw = 드로
step-act = 행동
step-close = 정리
your-turn = 당신의 턴
players-turn = { $player }의 턴
game-over = 게임 종료
waiting-for = { $player } 기다리는 중: { $decision }
decision-act = 행동
decision-respond = 낸 카드에 대한 대응
decision-stop-loss = 손절매
decision-stop-out = 스톱아웃
decision-discard = 버리기
your-decision = 당신의 결정: { $kinds }.
timer-left = { $seconds }초 남음
opponents = 상대
tag-active = 차례
tag-autoplay = 돌아올 때까지 봇이 대신 플레이
tag-away = 자리 비움
hand-size = 손패 { $count }장
book-of = { $player }의 장부
book-empty = 아직 카드 없음
book-toggle = 장부 ({ $count })
count-badge-label = 장부 계산 { $target }장 중 { $count }장
choose-player = { $player } 고르기
choose-this-target = 이 대상 고르기
centre = 테이블 가운데
deck = 덱
deck-count = 덱: { $count }장
discard-pile = 버린 더미 ({ $count })
open-discard = 버린 더미 전체 보기
openings-pile = 오프닝 ({ $count })
stack = 스택
stack-empty = 지금 플레이되는 카드가 없습니다.
played-by = { $player } 플레이
target-seat = → { $player }
target-card = → { $card }
target-currency = → { $currency }
reaction-window = 대응 시간
reaction-question = 스택에 { $card } 카드가 있습니다. 대응할까요?
reaction-watching = 스택에 { $card } 카드가 있습니다.
reaction-passed = 패스했습니다. 대응 시간이 끝나기를 기다리는 중…
btn-no-bid = { card-no-bid-name } ({ $count })
btn-circuit-breaker = { card-circuit-breaker-name } ({ $count })
counter-none-held = { $card } 카드가 없습니다. 내가 무엇을 들고 있는지 아무도 알 수 없도록 버튼은 그대로 둡니다.
btn-pass = 패스
auto-pass = 자동 패스
none-in-hand = 손에 { $card } 카드가 없습니다.
your-hand = 내 손패 ({ $count })
hand-empty = 손패가 비었습니다.
click-to-play = 골라서 내기
click-to-discard = 골라서 버리기
reason-response-only = 플레이되는 카드에 대응할 때만 낼 수 있음
reason-not-your-action = 당신의 턴에 낼 수 있음
reason-frozen = { $card }: { JOSA($type, "을/를") } 낼 수 없음
reason-no-position-target = 대상으로 삼을 포지션이 없음
reason-no-opponent = 대상으로 삼을 상대가 없음
reason-not-legal = 지금은 낼 수 없음

## 결정 요청
prompt-default = 시간이 다 되면: { $choice }.
prompt-act = 당신의 턴: 카드를 내거나 한 장 뽑으세요.
prompt-act-again = 데이 트레이딩: 한 번 더 행동하세요.
prompt-act-hint = 올라온 카드를 클릭(또는 번호 키)한 다음, 한 번 더 클릭하거나 Enter를 누르세요.
default-act = 카드를 한 장 뽑습니다
btn-play = { $card } 내기
btn-draw = 대신 카드 한 장 뽑기
btn-cancel = 취소
target-prompt-seat = { $card }: 상대 한 명을 고르세요.
target-prompt-position = { $card }: 포지션 하나를 고르세요.
target-prompt-currency = { $card }: 통화 하나를 지목하세요.
target-hint = 고를 수 있는 대상이 밝게 표시됩니다. Esc로 취소합니다.
prompt-stop-loss = 당신의 { $card } 카드가 청산되려 합니다. 대신 손절매를 버릴까요?
default-stop-loss = 포지션이 청산되고 손절매는 남습니다
btn-use-stop-loss = 손절매 버리기
btn-decline-stop-loss = 청산되게 두기
prompt-stop-out = 스톱아웃: 청산할 내 포지션을 고르세요.
default-stop-out = 내 { JOSA($card, "이/가") } 청산됩니다
prompt-discard = { $reason ->
    [slippage] 슬리피지
    [wide-spread] 스프레드 확대
   *[hand-limit] 손패 한도 { $limit }장
}: 카드 { $count }장을 버리세요.
prompt-discard-hint = 손패에서 카드를 클릭한 다음 한 번 더 클릭하세요 (또는 Enter).
prompt-discard-hint-many = 손패에서 카드를 클릭한 다음 한 번 더 클릭하면 (또는 Enter) 따로 놓입니다. { $count }장을 따로 놓으면 한꺼번에 버립니다.
set-aside-take-back = 버리려고 따로 놓은 카드: 클릭하면 손패로 돌아갑니다
btn-discard = { $card } 버리기
btn-set-aside = { $card } 따로 놓기
default-discard = 가장 덜 아까운 카드인 { JOSA($cards, "을/를") } 버립니다

## 승리 화면
result-you-win = 당신이 이겼습니다!
result-winner = { JOSA($player, "이/가") } 이겼습니다!
result-draw = 무승부로 끝났습니다.
result-length = 게임은 { $turns }턴 동안 진행되었습니다.
btn-rematch = 재대결
btn-lobby = 로비로 돌아가기

## 게임 기록
# 모든 줄에서 플레이어 인자에는 $you가 따라옵니다 (보는 사람의 자리면 "yes"): 그 자리는 이름 대신
# 당신(당신이/당신의)으로 씁니다 (결과와 안내 문구처럼). log-assigned에는 $to/$toYou와 $from/$fromYou 두 쌍이 있습니다.
# 이름이나 카드 이름 뒤의 조사는 JOSA로 고릅니다 (받침이 있으면 앞의 것).
log = 게임 기록
log-setup = { $list } { $seats }명이 게임을 시작합니다. { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 먼저 합니다.
log-turn = { $turn }턴: { $you ->
    [yes] 당신의
   *[no] { $player }의
} 차례입니다.
log-draw = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $reason ->
    [positive-carry] 포지티브 캐리로{" "}
    [scalp] 스캘핑으로{" "}
    [extra] 행동 대신{" "}
   *[other] {""}
}카드 { $count }장을 뽑습니다.
log-draw-own = 당신이 { $reason ->
    [positive-carry] 포지티브 캐리로{" "}
    [scalp] 스캘핑으로{" "}
    [extra] 행동 대신{" "}
   *[other] {""}
}{ $cards } 카드를 뽑습니다.
log-reshuffle = 버린 더미를 섞어 { $size }장짜리 새 덱을 만듭니다.
log-play = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { JOSA($card, "을/를") } 냅니다.
log-play-target = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $target } { JOSA($card, "을/를") } 냅니다.
# 카드를 내는 대상, log-play-target에서 카드 이름 앞에 옵니다.
log-target-seat = { $you ->
    [yes] 당신에게
   *[no] { $player }에게
}
log-target-card = { $card } 카드에
log-target-currency = { $currency }에
log-respond = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { JOSA($card, "으로/로") } 대응합니다!
log-cancelled = { $you ->
    [yes] 당신의
   *[no] { $player }의
} { $card } 카드가 { $by } 카드로 취소됩니다.
log-resolved = { $you ->
    [yes] 당신의
   *[no] { $player }의
} { $card } 카드가 처리됩니다.
log-enter-book = { $card } 카드가 { $you ->
    [yes] 당신의
   *[no] { $player }의
} 장부에 들어갑니다.
log-liquidated = { $you ->
    [yes] 당신의
   *[no] { $player }의
} { $card } 카드가 청산됩니다.
log-stop-loss = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 손절매를 버리고 { $card } 카드를 지킵니다.
log-stop-loss-declined = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 손절매를 남깁니다. { $card } 카드가 청산됩니다.
log-assigned = { $toYou ->
    [yes] 당신이
   *[no] { JOSA($to, "이/가") }
} { $fromYou ->
    [yes] 당신의
   *[no] { $from }의
} 장부에서 { $card } 카드를 가져옵니다.
log-unwound = { $card } 카드가 언와인드되어 { $you ->
    [yes] 당신의
   *[no] { $player }의
} 손으로 돌아갑니다.
log-stop-out-none = { $you ->
    [yes] 당신에게는
   *[no] { $player }에게는
} 스톱아웃할 포지션이 없습니다.
log-opening-taken = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 오프닝 { $card } 카드를 가져옵니다.
log-discard = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $reason ->
    [slippage] 슬리피지로{" "}
    [wide-spread] 스프레드 확대로{" "}
   *[hand-limit] 손패 한도를 넘어{" "}
}{ $card } 카드를 버립니다.
log-act-again = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 한 번 더 행동합니다.
log-win = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 이겼습니다!
log-draw-game = { $reason ->
    [turn-cap] 차례 한도에 도달해{" "}
   *[other] {""}
}무승부로 끝났습니다.

## 규칙 페이지
rules-rulebook = 규칙서
rules-title = 규칙
rules-same = 인쇄된 소책자와 같은 규칙입니다. 카드 데이터에서 만들어 내므로 둘이 어긋날 수 없습니다.
rules-error = 오류를 발견했나요? 알려 주세요.
rules-tab-rules = 규칙
rules-tab-cards = 카드
rules-goal-title = 목표
rules-goal-text = 각 플레이어는 장부를 만듭니다. 자기 앞에 앞면으로 놓인 포지션들입니다. 장부에 계산되는 포지션 7장을 먼저 모은 플레이어가 누구의 턴이든 즉시 승리합니다.
rules-counting-title = 장부 세는 법
rules-counting-text = 포지션을 센 다음, 그 수를 바꾸는 레버리지와 드로다운을 적용합니다. 레버리지와 드로다운은 그 자체로는 결코 포지션이 아닙니다.
rules-setup-title = 준비
rules-setup-text = 각 플레이어는 오프닝 1장을 자기 장부로 가져오고 카드 5장을 받습니다. 남은 오프닝 더미는 게임 내내 앞면으로 남습니다. 무작위로 한 명이 먼저 시작합니다.
rules-turn-title = 당신의 턴
rules-turn-text = 시작: "턴 시작에" 효과를 처리합니다. 드로: 카드를 한 장 뽑습니다. 행동: 포지션이나 레버리지를 내 장부에, 드로다운을 상대 장부에 내거나 주문을 냅니다. 또는 그 대신 카드를 한 장 더 뽑습니다. 정리: 카드를 7장까지 버립니다.
rules-nobid-title = 노 비드
rules-nobid-text = 카드가 플레이되면 처리되기 전에 누구든 노 비드를 낼 수 있습니다. 취소된 카드는 아무 효과 없이 버려지고, 그 카드를 낸 사람은 행동을 이미 쓴 셈입니다. 노 비드 역시 다른 노 비드에 취소될 수 있습니다.
rules-circuit-title = 서킷 브레이커
rules-circuit-text = 타이밍은 노 비드와 같지만, 무엇으로도 취소되지 않습니다.
rules-stack-title = 대응 시간
rules-stack-text = 카드가 플레이될 때마다 모두에게 대응 시간이 열립니다. 모두가 패스하거나 시간이 다 되면 닫힙니다. 맨 아래 카드는 그 위에 유효한 취소가 짝수 개 있을 때 처리됩니다.
rules-info-title = 정보
rules-info-text = 장부와 버린 더미는 공개입니다. 손패와 덱은 비공개입니다.
rules-terms-title = 카드 가져오기
rules-term-liquidate = 장부의 포지션 하나를 버린 더미로 보냅니다.
rules-term-assign = 다른 장부의 포지션 하나를 당신의 장부로 가져옵니다.
rules-term-stop-out = 포지션의 주인이 자기 포지션 중 어느 것을 청산할지 고릅니다.
rules-term-unwind = 장부의 포지션 하나를 주인의 손으로 돌려보냅니다.
gallery-title = 카드 갤러리
gallery-filter = 종류별로 보기
gallery-all = 전체
gallery-copies = × { $copies }

## After a deploy: this page was built for another protocol.
new-version-available = No Bid의 새 버전이 있습니다.
reload-page = 새로고침

## 에디션: No Bid 테이블이 쓰는 카드 목록 (기본 에디션, 또는 호스트가 올린 변형)
field-edition = 에디션
edition-default = 기본: { $edition }
edition-upload = 파일 올리기…
edition-file = 에디션 파일 (JSON, 최대 { $kib }KiB)
edition-file-chosen = { $file }: { $edition }
edition-file-unnamed = { $file }: 이름이 없는 에디션
edition-file-not-json = JSON 파일이 아닙니다: { $file } ({ $reason })
edition-file-needed = 에디션 파일을 고르거나 기본 에디션으로 플레이하세요.
edition-refused = 서버가 이 에디션을 받아들이지 않았습니다:
table-edition-variant = 변형: { $edition } ({ $hash })
table-edition-shipped = 에디션 { $edition }
waiting-edition-shipped = 에디션: { $edition }
waiting-edition-variant = 변형 에디션: { $edition }, 호스트가 올림 ({ $hash })

## The designer's lab (/lab): edit an edition, see its cards and rulebook, simulate it.
lab-link = 디자이너 실험실: 카드를 고치고, 카드 앞면과 규칙서를 보고, 게임을 시뮬레이션하기
lab-title = 디자이너 실험실
lab-about = 에디션의 숫자를 바꾸거나 파일을 불러오세요. 카드와 규칙서가 바로 따라 바뀌고, 브라우저에서 빠르게 돌리는 시뮬레이션이 누가 이기는지 보여 줍니다.
lab-edition = 에디션: { $edition }
lab-load = 에디션 파일 불러오기…
lab-reset = 기본 에디션으로 되돌리기
lab-download = 에디션 내려받기
lab-create = 이 에디션으로 테이블 열기 ({ $players }인)
lab-create-refused = 서버가 테이블을 열지 않았습니다:
lab-host = 디자이너
lab-file-refused = 이 파일은 플레이할 수 있는 에디션이 아닙니다:
lab-draft-problems = 에디션에 문제가 있습니다 (미리보기는 문제가 없던 마지막 에디션입니다):
lab-print-failed = 이 에디션은 인쇄할 수 없습니다:
lab-tab-cards = 카드
lab-tab-rulebook = 규칙서
lab-tab-sim = 시뮬레이션
lab-identity = 이름과 버전
lab-name = 이름
lab-version = 버전
lab-numbers = 게임 숫자
lab-number-target = 승리에 필요한 포지션
lab-number-openingHand = 시작 손패
lab-number-handLimit = 손패 제한
lab-number-turnCap = 턴 상한 (무승부)
lab-cards = 카드
lab-card = 카드
lab-copies = 장수
lab-effect = 효과
lab-copies-of = { $card } 장수
lab-effect-of = { $card } 효과 숫자
lab-player-rule = { $players }인 게임
lab-player-rule-none = 이 인원수에서 다른 장수는 없습니다.
lab-rule-copies-of = { $players }인 게임의 { $card } 장수
lab-openings = 오프닝
lab-faces = 카드 앞면
lab-back-main = 메인 덱 뒷면
lab-back-openings = 오프닝 더미 뒷면
lab-sim = 시뮬레이션
lab-sim-about = 봇이 브라우저에서 (웹 워커로) 이 에디션을 플레이합니다. 통계는 nobid sim과 같고, 같은 시드는 같은 수치를 냅니다.
lab-players = 인원
lab-games-count = 게임 수 (최대 { $max })
lab-seed = 시드
lab-bots = 봇
lab-run = 시뮬레이션 실행
lab-stop = 멈추기
lab-progress = { $games }게임 중 { $done }게임
lab-run-line = { $games }게임, { $players }인, 시드 “{ $seed }”, 봇 { $bots }: 워커 { $workers }개로 { $seconds }초.
lab-figure-first-player = 선 플레이어의 이점: 먼저 두는 플레이어가 이기는 비율
lab-figure-draws = 턴 상한 무승부
lab-length = 게임 길이
lab-length-value = 중앙값 { $median }라운드, 평균 { $mean }
lab-verdict-enough = { $players }인에서 자리별 ±3포인트 판정에 { $games }게임이면 충분합니다.
lab-verdict-few = { $players }인에서 자리별 ±3포인트 판정에는 { $games }게임이 필요합니다. 그보다 적으면 어느 자리도 공정하다거나 불공정하다고 하지 않습니다.
lab-who-wins = 누가 이기나 (95% 구간)
lab-figure = 지표
lab-value = 값 [95% 신뢰구간]
lab-games = 게임
lab-drama = 긴장감, 응수, 선두
lab-per-card = 카드별 (게임당)
lab-correlation = 상관관계일 뿐 원인이 아닙니다. 앞선 자리는 카드를 낼 여유가 있고, 카드를 쥐고만 있는 자리는 뒤처진 경우가 많습니다.
lab-drawn = 뽑음
lab-played = 냄
lab-win-played = 냈을 때 승률
lab-win-held = 쥐고 내지 않았을 때 승률
lab-seat = { $seat ->
        [1] 첫 번째 자리
        [2] 두 번째 자리
        [3] 세 번째 자리
        [4] 네 번째 자리
        [5] 다섯 번째 자리
        [6] 여섯 번째 자리
       *[other] { $seat }번째 자리
    }
lab-place = { $place ->
        [1] 턴 순서 첫 번째 플레이어
        [2] 턴 순서 두 번째 플레이어
        [3] 턴 순서 세 번째 플레이어
        [4] 턴 순서 네 번째 플레이어
        [5] 턴 순서 다섯 번째 플레이어
        [6] 턴 순서 여섯 번째 플레이어
       *[other] 턴 순서 { $place }번째 플레이어
    }
lab-figure-balance = 균형 (1 − 턴 순서별 승률의 최대 차이)
lab-figure-rounds-median = 게임 길이 중앙값 (라운드)
lab-figure-rounds-mean = 게임 길이 평균 (라운드)
lab-figure-drama = 긴장감: 승자가 선두에 가장 크게 뒤진 차이
lab-figure-time-behind = 승자가 뒤처져 있던 턴의 비율
lab-figure-lead-changes = 게임당 선두 교체
lab-figure-decisiveness = 결정력: 승자가 끝나기 전까지 선두였던 라운드
lab-figure-windows-answered = 응수한 반응 기회
lab-figure-stack-depth = 평균 스택 깊이
lab-figure-pullbacks = 게임당 선두가 끌어내려진 횟수
lab-figure-leads-lost = 게임당 잃은 선두
lab-figure-reshuffles = 게임당 덱 다시 섞기
lab-axis-win-rate = 승률
lab-axis-turns = 턴
lab-axis-games = 게임
lab-axis-round = 라운드
lab-axis-running = 아직 진행 중인 게임 (회색)
lab-axis-leader = 선두의 수 (진행 중인 게임 평균)
lab-axis-pullbacks = 게임당 끌어내림
lab-when-played = 냄
lab-when-held = 쥐고 내지 않음
lab-chart-seats = 자리별 승률 (95% Wilson 구간, 점선: 공정한 몫)
lab-chart-turn-order = 턴 순서별 승률 (95% 구간, 점선: 공정한 몫)
lab-chart-length = 턴 단위 게임 길이 (중앙값 { $median }, 평균 { $mean })
lab-chart-card-wins = 카드를 낸 플레이어의 승률 (95% 구간)
lab-chart-played-held = 냈을 때와 쥐고 내지 않았을 때의 승률 (95% 구간)
lab-chart-leader = 라운드별 공개 선두의 수 (점선: 목표 { $target })
lab-chart-pullbacks = 선두를 끌어내리는 카드 (게임당)
lab-mode = 시뮬레이션 대상
lab-mode-one = 에디션 하나
lab-mode-compare = 두 에디션 비교
lab-side = 에디션 { $side }
lab-source-default = 기본 에디션
lab-source-edited = 편집한 에디션 (이 페이지)
lab-source-file = 에디션 파일…
lab-source-choose = { $side } 파일 선택
lab-source-default-named = 기본 에디션 ({ $edition })
lab-source-edited-named = 편집한 에디션 ({ $edition })
lab-source-file-named = { $file } ({ $edition })
lab-compare-run = 에디션 비교하기
lab-compare-line = 에디션마다 { $games }게임, { $players }인, 시드 “{ $seed }”, 봇 { $bots }, 두 에디션에 같은 시드: { $seconds }초.
lab-compare-side = { $side }: { $edition }
lab-compare-summary = 지표 { $figures }개 중 { $differs }개는 차이가 있고 (전체 { $figures }개에 대해 Holm 보정), { $inconclusive }개는 판단 불가, { $same }개는 의미 있는 차이가 없습니다.
lab-compare-rule = 읽는 법: 모든 지표를 한꺼번에 Holm 보정한 뒤에도 차이가 남으면 그 지표는 차이가 있습니다. 구간은 그 보정 수준으로 그려지므로, 0에 닿지 않는 막대는 차이가 있는 지표입니다. 차이가 없는 지표라도 구간이 여전히 의미 있는 차이(승률이나 무승부율 3%p, 그 밖의 값은 5%)에 닿으면 판단 불가입니다. 게임을 더 돌려 보세요.
lab-col-diff = B − A [보정 구간]
lab-col-verdict = 판정
lab-verdict-differs = 차이 있음
lab-verdict-inconclusive = 판단 불가
lab-verdict-same = 의미 있는 차이 없음
lab-points = { $value }%p
lab-diff-axis = { $unit ->
        [share] B − A (%p)
        [rounds] B − A (라운드)
        [turns] B − A (턴)
        [cards] B − A (카드)
        [per-game] B − A (게임당)
       *[other] B − A
    }
lab-chart-diff = { $axis } (Holm 보정 구간)
lab-chart-diff-note = Holm 보정 구간, 회색: 판단 불가
lab-mode-sweep = 숫자 하나 바꿔 보기
lab-sweep-card = 카드
lab-sweep-what = 숫자
lab-sweep-from = 시작
lab-sweep-to = 끝 (값 최대 { $max }개)
lab-sweep-today = 현재: { $value }
lab-sweep-run = 스윕 실행
lab-sweep-refused = 이 스윕은 실행할 수 없습니다:
lab-sweep-line = 값 { $points }개마다 { $games }게임, { $players }인, 시드 “{ $seed }”, 봇 { $bots }, 모든 값에 같은 시드: { $seconds }초.
lab-sweep-today-line = { $what }: 현재 { $value }, 모든 그래프의 초록 선.
lab-sweep-summary = 지표 { $figures }개 중 { $moves }개는 값에 따라 움직이고 (전체 { $figures }개에 대해 Holm 보정), { $inconclusive }개는 판단 불가, { $same }개는 의미 있는 변화가 없습니다.
lab-sweep-rule = 읽는 법: 각 지표의 추세를 모든 값에 걸쳐 한 번에 검정하고 (최소제곱으로 구한 첫 값에서 마지막 값까지의 변화), 지표 전체에 Holm 보정을 합니다. 구간은 그 보정 수준으로 그려집니다. 움직이지 않는 지표라도 그 구간이 여전히 의미 있는 변화(승률이나 무승부율 3%p, 그 밖의 값은 5%)에 닿으면 판단 불가입니다.
lab-col-trend = 스윕 전체의 변화 [보정 구간]
lab-trend-rises = 증가
lab-trend-falls = 감소
lab-trend-inconclusive = 판단 불가
lab-trend-same = 의미 있는 변화 없음
lab-axis-share = 비율
lab-axis-rounds = 라운드
lab-sweep-chart-places = 턴 순서별 승률 (95% 신뢰구간, 점선: 공정한 몫)
lab-sweep-chart-length = 게임 길이 중앙값 (라운드, 95% 신뢰구간)
lab-sweep-chart-draws = 턴 상한 무승부 (95% 신뢰구간)

## 브랜딩: 머리글과 창 제목에 지금 하는 게임의 이름을 씁니다. 사이트는 두 게임을 모두 제공합니다.
site-name = 노 비드 & 스타트업스
title-lobby = { site-name }
title-rules = { nav-rules } · { site-name }
title-table = { $game } · { $status }
table-heading = { $game } 테이블
## 대기실의 설정 줄: 설정 코드 대신 말로 씁니다.
waiting-visibility-public = 로비에 공개
waiting-visibility-private = 초대 링크로만 참가
