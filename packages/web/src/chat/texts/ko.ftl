## 테이블 채팅, 관전 표시, 옆 칸의 탭.
side-tabs = 기록과 채팅
tab-log = 기록
tab-chat = 채팅
tab-chat-unread = 채팅 ({ $count })
chat-title = 채팅
chat-empty = 아직 아무도 말하지 않았습니다.
chat-spectator = 관전자
chat-tag-spectators = 관전자
chat-phrases = 빠른 문구
chat-input = 테이블에 한마디
chat-input-spectators = 다른 관전자에게 한마디
chat-send = 보내기
chat-chars-left = { $count }자 남음
chat-mute = { $player } 숨기기
chat-unmute = { $player } 다시 보기
chat-mute-spectators = 관전자 채팅 숨기기
chat-unmute-spectators = 관전자 채팅 보기
chat-muted-list = 숨긴 사람:
chat-report = { $player }의 말을 운영자에게 신고
chat-reported = 신고했습니다. 감사합니다.
chat-spectators-off = 방장이 관전자 채팅을 꺼 두었습니다. 플레이어 채팅은 읽을 수 있습니다.
chat-error-rate-limited = 한꺼번에 너무 많이 보냈습니다. 몇 초 기다렸다가 다시 보내세요.
chat-error-chat-off = 이 테이블에서는 관전자가 채팅할 수 없습니다.
chat-error-chat-muted = 운영자가 채팅을 제한했습니다.
chat-error-bad-message = 채팅은 1자에서 300자까지 쓸 수 있습니다.
chat-phrase-hello = 안녕하세요!
chat-phrase-good-luck = 행운을 빌어요!
chat-phrase-good-game = 좋은 게임이었어요
chat-phrase-nice-no-bid = 멋진 노 비드!
chat-phrase-well-played = 잘하셨어요
chat-phrase-one-moment = 잠시만요
chat-phrase-oops = 앗
chat-phrase-thanks = 고마워요
chat-phrase-rematch = 한 판 더?
watching-badge = 관전 중
spectator-count = { $count ->
    [0] 관전자 없음
   *[other] 관전자 { $count }명
}
field-spectator-chat = 관전자 채팅
spectator-chat-separate = 관전자끼리 따로
spectator-chat-off = 끔
