## 스타트업스 테이블. 회사 이름과 규칙 문장은 packages/startups/texts에서 옵니다
## (sources.ts가 su-rule-<id>로 이름을 바꿉니다). 여기는 테이블 자체의 문구입니다.

## 프레임이 "당신의 결정: …"을 알릴 때 씁니다 (게임의 결정 종류).
decision-take = 카드 가져오기
decision-play = 카드 내려놓기

su-step-take = 가져오기
su-step-play = 내려놓기
su-steps = 차례의 단계

## 가운데: 카드 더미, 시장, 회사
su-centre = 카드 더미와 시장
su-deck = 카드 더미
su-deck-count = { $count }장 남음
su-draw-pay = 뽑기: { $cost }개 지불
su-draw-free = 뽑기: 무료
su-draw-label = 카드 더미에서 가져오기 ({ $count }장 남음), 점수칩 { $cost }개 지불
su-market = 시장
su-market-empty = 시장이 비었습니다: 카드 더미에서 가져오세요.
su-market-card = { $company }, { $coins ->
    [0] 점수칩 없음
   *[other] 점수칩 { $coins }개 놓임
}
su-take-hint = 위의 점수칩과 함께 가져오기
su-companies = 회사
su-company-cards = { $count }장
su-chip-free = 칩 주인 없음
su-chip-held = 칩: { $player }

## 플레이어
su-players = 플레이어
su-hand-count = 손패 { $count }장
su-coins = 점수칩 { $coins }개
su-coins-hidden = 점수칩 비공개
su-investments = { $player }의 주식
su-no-investments = 아직 주식이 없습니다
su-invested = { $company }: { $count }장
su-chip = 독점 반대 칩
su-known = 손에 있다고 알려진 카드: { $cards }
su-your-hand = 내 손패 ({ $count })
su-hand-empty = 손패가 없습니다.
su-you-hold = 점수칩 { $coins }개를 가지고 있습니다.

## 조작
su-prompt-take = 카드를 가져오세요: 카드 더미에서, 또는 시장 카드를 위의 점수칩과 함께.
su-prompt-play = 카드를 내려놓으세요: 손패에서 카드를 고르세요.
su-prompt-play-card = { $company }: 투자할까요, 시장에 내려놓을까요?
su-btn-invest = { $company }에 투자
su-btn-to-market = { JOSA($company, "을/를") } 시장에 내려놓기
su-btn-invest-short = 투자
su-btn-to-market-short = 시장에 내려놓기
su-btn-cancel = 취소
# 시간이 다 되면 하는 일 ("시간이 다 되면: " 뒤)
su-default-take-deck = 카드 더미에서 카드를 한 장 가져옵니다
su-default-take-market = 시장에서 { $coins ->
    [0] { JOSA($company, "을/를") }
   *[other] { $company } 카드를 위의 점수칩 { $coins }개와 함께
} 가져옵니다
su-default-invest = { $company }에 투자합니다
su-default-to-market = { JOSA($company, "을/를") } 시장에 내려놓습니다
su-click-to-choose = 고르기
su-keys = 키: 1–9 카드 고르기 · I 투자 · M 시장 · D 뽑기 · Esc 취소
su-waiting = { $player }의 차례입니다.

## 지금 할 수 없는 이유
su-why-not-your-turn = { $player }의 차례입니다
su-why-take-first = 먼저 카드를 가져오세요
su-why-already-took = 이번 차례에 이미 카드를 가져왔습니다
su-why-chip = { $company }의 독점 반대 칩을 가지고 있습니다
su-why-cost = 뽑기에 점수칩 { $cost }개가 필요한데 { $coins }개뿐입니다
su-why-deck-empty = 카드 더미가 비었습니다
su-why-took-back = 이번 차례에 시장에서 { JOSA($company, "을/를") } 가져왔습니다
su-why-over = 게임이 끝났습니다
su-why-not-allowed = 지금은 할 수 없습니다

## 최종 점수 계산
su-scoring-title = 최종 점수 계산
su-scoring-caption = 회사마다 누가 몇 장을 가졌는지(주식과 손패), 누가 누구에게 주는지. 받은 점수칩은 3점 면으로 뒤집힙니다.
su-col-company = 회사
su-majority = 최다: { $you ->
    [yes] 당신
   *[no] { $player }
}
su-paid-by-nobody = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 가장 많고 다른 사람은 없습니다: 지불 없음.
su-tie = 최다 동점: 아무도 받지 않습니다
su-nobody = 가진 사람이 없습니다
su-pays = { $fromYou ->
    [yes] 당신이
   *[no] { JOSA($from, "이/가") }
} { $toYou ->
    [yes] 당신에게
   *[no] { $to }에게
} 점수칩 { $cards }개를 줍니다 ({ $value }점)
su-row-coins = 끝났을 때 점수칩
su-row-paid = 지불
su-row-received = 받음 (×3)
su-row-total = 합계
su-row-rank = 순위
su-winner = { JOSA($player, "이/가") } { $score }점으로 이겼습니다.
su-you-win = 당신이 { $score }점으로 이겼습니다!
su-tiebreak-threes = 동점: 3점짜리 칩이 더 많은 플레이어가 이겼습니다.
su-tiebreak-last = 동점: 마지막에 플레이한 플레이어가 이겼습니다.
su-end-turn-cap = 게임이 차례 한도에 도달해 그 상태로 점수를 계산했습니다.

## 기록
# 모든 줄에서 플레이어 인자에는 $you가 따라옵니다 (보는 사람의 자리면 "yes"): 그 자리는 이름 대신
# 당신으로 씁니다. su-log-invested-chip-from에는 $from/$fromYou가 하나 더 있습니다.
# 이름이나 회사 이름 뒤의 조사는 JOSA로 고릅니다 (받침이 있으면 앞의 것).
su-log-setup = { $list } { $seats }명이 게임을 시작합니다. { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 먼저 합니다.
su-log-took-deck = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 카드 더미에서 1장을 가져오고 { $cost ->
    [0] 아무것도 내지 않습니다.
   *[other] 점수칩 { $cost }개를 냅니다.
}
su-log-took-deck-own = 당신이 카드 더미에서 { JOSA($company, "을/를") } 가져오고 { $cost ->
    [0] 아무것도 내지 않습니다.
   *[other] 점수칩 { $cost }개를 냅니다.
}
su-log-took-market = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} 시장에서 { JOSA($company, "을/를") } { $coins ->
    [0] 가져옵니다.
   *[other] 점수칩 { $coins }개와 함께 가져옵니다.
}
su-log-invested = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $company }에 투자합니다.
su-log-invested-chip = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $company }에 투자하고 독점 반대 칩을 가져갑니다.
su-log-invested-chip-from = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $company }에 투자하고 { $fromYou ->
    [yes] 당신에게서
   *[no] { $from }에게서
} 독점 반대 칩을 가져옵니다.
su-log-to-market = { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { JOSA($company, "을/를") } 시장에 내려놓습니다.
su-log-turn = { $turn }턴: { $you ->
    [yes] 당신의
   *[no] { $player }의
} 차례입니다.{ $cost ->
    [0] {""}
   *[other] {" "}카드 더미에서 가져오려면 점수칩 { $cost }개가 듭니다.
}
su-log-game-over = 게임이 끝났습니다. { $you ->
    [yes] 당신이
   *[no] { JOSA($player, "이/가") }
} { $score }점으로 이겼습니다.

su-option-show-coins = 모든 플레이어의 점수칩 공개
