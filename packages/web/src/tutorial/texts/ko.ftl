## The lobby's link to the tutorials (the rest: ../lessons/).

tut-lobby-link = 짧은 튜토리얼로 { $game } 배우기
