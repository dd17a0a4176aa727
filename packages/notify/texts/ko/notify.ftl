# 알림: 이메일과 웹 푸시. 테이블 이름, 게임, 차례, 마감 시각만: 카드는 절대 적지 않는다.

your-turn-subject = { $table }에서 당신의 차례입니다
your-turn-body = { $table }({ $game })에서 당신의 차례입니다.
clock-low-subject = { $table }에서 남은 시간이 얼마 없습니다
clock-low-body = { $table }({ $game })에서 당신의 남은 시간이 얼마 없습니다.
deadline-line = { $deadline } 전에 결정하세요.
no-deadline-line = 시간 제한이 없습니다.
open-table = 테이블 열기
digest-subject = { $count ->
   *[other] 테이블 { $count }개가 당신을 기다립니다
}
digest-intro = 다음 테이블이 당신의 차례를 기다립니다:
digest-line = { $table }({ $game }): { $deadline }
digest-line-no-deadline = { $table }({ $game })
footer-why = No Bid에서 턴제 게임을 하고 있어서 이 이메일을 받았습니다.
footer-unsubscribe = 이 이메일 받지 않기
unsubscribe-title = No Bid 이메일 받지 않기
unsubscribe-question = 이 주소로 오는 차례 알림 이메일을 모두 중지할까요?
unsubscribe-button = 이메일 중지
unsubscribe-done = 완료: 더 이상 차례 알림 이메일을 보내지 않습니다. 설정에서 다시 켤 수 있습니다.
unsubscribe-bad-link = 이 링크는 유효하지 않습니다. 아무것도 바뀌지 않았습니다.
invited-subject = { $from }님이 { $game } 테이블에 초대했습니다
invited-body = { $from }님이 { $game } 턴제 테이블에 당신의 자리를 맡아 두었습니다. 내 게임에서 수락하세요.
friend-request-subject = { $from }님이 친구 요청을 보냈습니다
friend-request-body = { $from }님이 No Bid에서 친구가 되고 싶어 합니다. 친구 페이지에서 수락하거나 거절하세요.
open-invites = 내 게임 열기
open-friends = 친구 열기
digest-line-invited = { $from }님이 { $game } 테이블에 초대했습니다
digest-line-friend-request = { $from }님의 친구 요청
digest-subject-news = { $count ->
   *[other] No Bid 알림 { $count }건
}
digest-intro-news = 당신을 기다리는 일:
