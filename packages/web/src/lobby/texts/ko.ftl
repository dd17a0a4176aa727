## The lobby's presentation of the two games.
game-nobid-about = 포지션 일곱 장을 모으세요. 남의 거래는 취소하세요. 2~6명.
game-startups-about = 여섯 스타트업에 투자하세요. 한 회사의 주식을 가장 많이 가진 사람이 다른 사람들에게서 돈을 받습니다. 3~7명.
lobby-games = 게임 소개
lobby-game-rules = { $game } 규칙
