## 끝난 게임의 결과 아래에 붙는 숫자.
results-caption = 숫자로 본 게임
results-player = 플레이어
results-book = 장부
results-score = 점수
results-played = 낸 카드
results-nobids = 노 비드 사용 / 취소됨
results-attacks = 공격 함 / 받음
results-market = 시장에서 가져옴 / 점수칩
results-chips = 칩 얻음 / 잃음
results-rating = 레이팅
results-note-nobid = 공격은 다른 플레이어의 장부나 포지션을 노리고 낸 카드입니다. 취소된 노 비드는 그 자체가 대응 카드에 막힌 것입니다.
results-note-startups = 투자로 다른 플레이어에게서 독점 반대 칩을 가져오면 칩을 얻습니다.
results-replay = 리플레이 보기
