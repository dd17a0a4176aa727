## 테이블 상태 옆의 "내 카드에도 대응" 스위치.
own-cards-answer = 내 카드에도 대응
own-cards-hint = 끄면 내가 낸 카드의 대응 시간은 열리는 즉시 자동으로 패스됩니다. 켜면 다른 사람과 똑같이 대응할지 묻습니다.
own-cards-passing = 내가 낸 카드라 자동으로 패스합니다. 대응 시간이 끝나기를 기다리는 중…

# 테이블 기록의 필터와 여러 이벤트로 만든 줄 (src/table/).
log-all-passed = 모두 패스합니다.
log-filter = 기록에 보일 것
log-filter-all = 전체
log-filter-plays = 플레이와 결과만
# 기록 첫 줄의 자리 목록에서 보는 사람 자신의 자리 (table/seat-list.ts).
log-list-you = 당신
log-list-pair = { $first }, { $last }
log-list-more = { $rest }, { $last }
