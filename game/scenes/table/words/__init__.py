"""The table's words, in one place: a game's phrases (its zones, moves and events), the
sentences every game shares, the moves in words, the move log as each seat may read it, the
instruction line and what a frame shows (name plates, the status line). Each game's own words
are in its adapter's ``phrases.py``; the refusals' and reasons' words are the play core's
(``game/play/refusals.py``, ``reasons.py``), as the host says them too."""
