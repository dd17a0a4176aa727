## Accounts: sign up, sign in, recovery, settings (src/account).
acct-nav-sign-in = 로그인
acct-title = 내 계정
acct-tab-sign-in = 로그인
acct-tab-sign-up = 가입하기
acct-tab-recover = 비밀번호 분실
acct-intro = 계정은 선택 사항입니다. 누구나 링크로 손님으로 참여할 수 있습니다. 계정이 있으면 프로필, 레이팅 테이블의 레이팅, 내 게임 목록이 생깁니다. 가입하면 이 브라우저에서 앉아 있던 자리도 계정으로 옮겨집니다.
acct-field-name = 사용자 이름
acct-field-password = 비밀번호
acct-field-new-password = 새 비밀번호
acct-field-current-password = 현재 비밀번호
acct-field-code = 복구 코드
acct-password-hint = 8자 이상.
acct-btn-sign-in = 로그인
acct-btn-sign-up = 계정 만들기
acct-btn-recover = 새 비밀번호 설정
acct-codes-title = 복구 코드
acct-codes-text = 이 코드를 안전한 곳에 보관하세요. 비밀번호를 잊었을 때 코드 하나로 한 번 비밀번호를 재설정할 수 있습니다. 지금 한 번만 표시됩니다.
acct-codes-download = 파일로 저장
acct-codes-done = 저장했습니다
acct-seats-linked = { $count ->
   *[other] 이 브라우저의 자리 { $count }개가 이제 내 계정에 속합니다.
}
acct-signed-in-as = 로그인한 계정: { $name }
acct-profile-link = 내 프로필
acct-section-password = 비밀번호 변경
acct-btn-change-password = 비밀번호 변경
acct-password-changed = 비밀번호를 바꿨습니다. 다른 세션은 모두 로그아웃되었습니다.
acct-section-sessions = 세션
acct-btn-sign-out = 로그아웃
acct-btn-sign-out-everywhere = 모든 기기에서 로그아웃
acct-section-data = 내 데이터
acct-btn-download = 내 데이터 내려받기 (JSON)
acct-section-delete = 계정 삭제
acct-delete-text = 게임 기록은 남고, 이름은 “Deleted player”로 바뀝니다. 되돌릴 수 없습니다.
acct-btn-delete = 계정 삭제
acct-deleted = 계정을 삭제했습니다.
acct-recovered = 새 비밀번호를 설정했고 로그인되었습니다.

## Profile and leaderboard (src/account).
prof-title = 플레이어 { $name }
prof-not-found = 그런 플레이어는 없습니다.
prof-rating = 레이팅
prof-games-rated = { $count ->
   *[other] 레이팅 게임 { $count }판
}
prof-rating-hint = 추정 실력 { $skill }, 오차 ±{ $doubt }. 레이팅은 그중 신중한 값(실력에서 오차의 세 배를 뺀 값)이라, 게임을 할수록 오차가 줄면서 오릅니다.
prof-no-rating = 아직 레이팅 게임이 없습니다.
prof-chart-label = 레이팅 게임마다의 레이팅
prof-games-played = 플레이한 게임: { $count }판
prof-wins-title = 인원수별 승리
prof-wins-cell = { $played }판 중 { $won }승
prof-players = { $count }인
prof-games-title = 게임
prof-no-games = 아직 게임이 없습니다.
prof-game-won = 승리
prof-game-rated = 레이팅
prof-game-open = 다시 보기
prof-status-playing = 진행 중
prof-status-waiting = 대기 중
prof-status-over = 종료
board-nav = 순위표
board-title = 순위표
board-empty = 이 게임에는 아직 레이팅이 있는 플레이어가 없습니다.
board-rank = 순위
board-player = 플레이어
board-rating = 레이팅
board-games = 게임 수
board-note = 모두 0에서 시작합니다. 이기면 레이팅이 오르고, 강한 상대를 이길수록 더 많이 오릅니다. 레이팅은 신중하게 매겨지므로, 게임을 할수록 실력이 드러나면서 함께 오릅니다.
ladder-title = 봇 순위
ladder-note = 로비의 각 난이도가 얼마나 강한지, 봇끼리 겨룬 게임으로 잰 점수입니다(쉬움이 0). 점수가 높을수록 강합니다. 플레이어 레이팅과 비교할 수 없습니다.

## Errors the account pages put in the reader's words (others show the server's message).
acct-error-bad-credentials = 사용자 이름과 비밀번호가 일치하는 계정이 없습니다.
acct-error-bad-recovery-code = 사용자 이름과 복구 코드가 일치하는 계정이 없습니다.
acct-error-name-taken = 이미 사용 중인 사용자 이름입니다.
acct-error-name-confusable = 이미 사용 중인 사용자 이름과 너무 비슷해 보입니다.
acct-error-weak-password = 비밀번호는 8자에서 256자 사이여야 합니다.
acct-error-bad-name = 사용자 이름은 1~32자이며 한 가지 문자 체계로 씁니다(로마자는 한글, 한자, 가나와 함께 쓸 수 있습니다). 일반 글자만 쓰고, 공백은 단어 사이에 하나씩만 두며, 제어 문자, 보이지 않는 문자, 텍스트 방향 문자는 쓸 수 없습니다.
acct-error-rate-limited = 시도가 너무 많습니다. 몇 분 뒤에 다시 시도하세요.
## The create-table form's rated switch, and the waiting room's line about it.
acct-rated-label = 레이팅 게임 (모든 플레이어에게 계정 필요, 기본 에디션만)
acct-rated-waiting = 레이팅 게임: 모든 플레이어에게 계정이 필요합니다. 이 브라우저에서 가입하면 지금 자리가 계정으로 옮겨집니다.
