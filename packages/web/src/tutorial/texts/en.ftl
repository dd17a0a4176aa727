## The lobby's link to the tutorials (the rest: ../lessons/).

tut-lobby-link = Learn { $game } in a short tutorial
