## The lobby's link to the tutorials (the rest: ../lessons/).

tut-lobby-link = { $game } in einem kurzen Tutorial lernen
