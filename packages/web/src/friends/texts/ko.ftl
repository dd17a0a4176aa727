## 친구: 친구 페이지, 턴제 테이블 초대, 초대한 친구를 위해 맡아 둔 자리.
fr-link = 친구
fr-title = 친구
fr-sign-in = 로그인하면 친구를 추가하고 턴제 테이블에 초대할 수 있습니다.
fr-sign-in-link = 로그인 또는 가입
fr-add-label = 계정 이름
fr-add = 친구 요청
fr-block-name = 이 이름 차단
fr-incoming = 나에게 온 친구 요청
fr-accept = 수락
fr-decline = 거절
fr-friends = 내 친구
fr-none = 아직 친구가 없습니다. 계정 이름으로 친구를 요청해 보세요.
fr-choose = 새 테이블에 { $name } 선택
fr-new-table = 새 테이블
fr-new-table-with = { $name }와(과) 새 테이블
fr-new-table-chosen = { $count ->
    [0] 선택한 친구와 새 테이블
   *[other] 선택한 친구 { $count }명과 새 테이블
}
fr-remove = 삭제
fr-block = 차단
fr-outgoing = 답을 기다리는 요청
fr-withdraw = 취소
fr-blocked = 차단함
fr-blocked-hint = 차단한 사람은 나에게 요청하거나 초대할 수 없으며, 차단 사실을 알 수 없습니다.
fr-unblock = 차단 해제
fr-done-request = { $name }에게 요청했습니다.
fr-done-accept = 이제 { $name }와(과) 친구입니다.
fr-done-remove = { $name }을(를) 삭제했습니다.
fr-done-block = { $name }을(를) 차단했습니다.
fr-done-unblock = { $name }의 차단을 해제했습니다.
fr-error-not-found = 그 이름으로 요청을 받을 수 있는 계정이 없습니다. 이름을 확인하세요.
fr-error-self-friend = 내 계정입니다. 다른 플레이어를 입력하세요.
fr-error-already-asked = 이미 요청했습니다. 답을 기다려 주세요.
fr-error-already-friends = 이미 친구입니다.
fr-error-rate-limited = 방금 친구 요청을 너무 많이 보냈습니다. 나중에 다시 시도하세요.
fr-error-not-a-friend = 친구만 초대할 수 있습니다.
fr-error-not-signed-in = 먼저 로그인하세요.
fr-invites = 초대
fr-invite-from = { $from }님이 { $game } 게임에 초대했습니다
fr-invite-accept = 수락하고 앉기
fr-invite-decline = 거절
fr-invite-field = 친구 초대 (친구의 자리를 맡아 둡니다)
fr-invite-none = 아직 초대할 친구가 없습니다.
fr-invite-manage = 친구 추가
fr-kept-for = { $name }님 자리
fr-seat-for = { $name }님
