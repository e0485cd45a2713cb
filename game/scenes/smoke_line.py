"""The ``--smoke`` run's summary of the score sheet it ends on (printed as "smoke ok: …"): its
private table's, the run's all-computer game watched."""

from __future__ import annotations

from ..engine.match import RoundRecord

SMOKE_LINGER = 0.3  # seconds the smoke run shows the score sheet before quitting


def count(number: int, noun: str) -> str:  # for the smoke run's summary line, in English
    """ "1 turn", "2 turns": a count with its noun agreeing."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def smoke_line(
    variant_id: str,
    names: list[str],
    seed: int | None,
    rounds: int,
    record: RoundRecord,
    over: bool,
    winners: tuple[int, ...],
) -> str:
    """The smoke run's summary of a sheet, in English: the game, its seats, deal number and
    rounds, the last deal's turns and who won (the match's winners once over, else the round's)."""
    won = ", ".join(names[s] for s in winners or record.winners if 0 <= s < len(names)) or "nobody"
    return (
        f"{variant_id}: {len(names)} players, deal #{seed}, {count(rounds, 'round')}, "
        f"last deal {count(record.turns, 'turn')}; {'match over, ' if over else ''}winner: {won}"
    )
