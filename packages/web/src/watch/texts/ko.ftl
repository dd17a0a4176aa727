## 로비의 관전할 게임.
watch-title = 관전할 게임
watch-hint = 사람이 자리에 있고 최근 10분 안에 수가 있었던 공개 게임입니다.
watch-none = 지금 진행 중인 공개 게임이 없습니다.
watch-button = 관전
watch-button-label = { $players }의 게임 관전
watch-variant = 변형 { $edition }
