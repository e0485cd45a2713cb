"""A game left before its end reads as one to continue while a saved game holds it, and as
abandoned once none does: in ``q2j history`` and ``q2j stats`` as a player reads them, and in
the list the history screen is given. The truth is the save on the disk: written by the game as
the table writes it, taken by another game, played on in another copy of the program."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from game.cli import main
from game.files import autosaving, paths, save_claim, saves
from game.history.continuable import continuable_games
from game.history.database import connect
from game.history.listing import recent_games
from game.history.profiles import create_profile
from game.history.records import Status
from game.history.snapshot import game_record
from game.play.session import Session

from .helpers import DAY_ONE, game, played_session, seats, write

ROOT = Path(__file__).resolve().parents[2]


def saved(session: Session) -> Path:
    """``session`` saved as the table saves it, the window then back at its menu (the save let go)."""
    path = saves.default_save_path()
    assert session.save() is None and autosaving.flush()
    save_claim.let_go()
    return path


def into_round_two(seed: int) -> Session:
    """An elimination match of three: its first round played out, three moves into the second."""
    session = played_session("q2j-elimination", 3, seed=seed, moves=0)
    rng = random.Random(seed)
    while not session.over:
        session.apply(rng.choice(session.legal()))
    session.finish_round()
    session.next_round()
    for _ in range(3):
        session.apply(rng.choice(session.legal()))
    return session


def results() -> dict[str, str]:
    """Each game's result as ``q2j history`` prints it, by the first seat's name and the deal."""
    db = connect(paths.user_dir() / "history.sqlite3")
    try:
        lines = recent_games(db, None, continuable=continuable_games(db))
    finally:
        db.close()
    return {f"{line.variant} {line.id}": line.result() for line in lines}


def printed(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


@pytest.fixture
def left() -> Iterator[dict[str, int]]:
    """Ada's history: a match left in its second round and saved, an older game left in its
    first round (its save long taken), a finished game. Yields the games' numbers."""
    db = connect(paths.user_dir() / "history.sqlite3")
    create_profile(db, "Ada")
    session = into_round_two(seed=31)
    saved(session)
    record = game_record(session, "left", DAY_ONE, {}, Status.ABANDONED, DAY_ONE)
    older, done, match = write(
        db,
        game("older", seats("Ada", "easy"), [], day=-2, status=Status.ABANDONED),
        game("done", seats("Ada", "easy"), [0], day=-1),
        record,
    )
    db.close()
    yield {"older": older, "done": done, "match": match}


def test_a_left_game_its_save_holds_reads_as_one_to_continue(
    left: dict[str, int], capsys: pytest.CaptureFixture[str]
) -> None:
    out = printed(capsys, "history")
    rows = {int(row.split()[0]): row for row in out.splitlines()[1:]}
    assert rows[left["match"]].endswith("→  left after 1 round: can be continued"), out
    assert rows[left["older"]].endswith("→  abandoned after 1 round"), out  # its save is gone
    assert rows[left["done"]].endswith("→  Ada won"), out
    assert "abandoned" not in rows[left["match"]]


def test_the_statistics_count_it_apart_as_before_and_say_it_can_be_continued(
    left: dict[str, int], capsys: pytest.CaptureFixture[str]
) -> None:
    # Ada: one game finished and won; two left before their end, one of them still saved.
    out = printed(capsys, "stats", "--profile", "Ada")
    assert "1 game, 1 won (100.0%); 2 unfinished, 1 can be continued (not counted)" in out, out
    everyone = printed(capsys, "stats")
    assert "Q Squared Joe Elimination (q2j-elimination): 0 finished, 1 unfinished, 1 can be continued" in (
        everyone
    ), everyone
    assert "Q2J (q2j): 1 finished, 1 abandoned" in everyone, everyone  # nothing of it saved


def test_in_french_too(
    left: dict[str, int], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    out = printed(capsys, "history")
    rows = {int(row.split()[0]): row for row in out.splitlines()[1:]}
    assert rows[left["match"]].endswith("quittée après 1 manche\u00a0: à continuer"), out
    assert rows[left["older"]].endswith("abandonnée après 1 manche"), out
    stats = printed(capsys, "stats", "--profile", "Ada")
    assert "2 inachevées, dont 1 à continuer (non comptées)" in stats, stats


def test_once_another_game_takes_its_save_it_reads_abandoned(
    left: dict[str, int], capsys: pytest.CaptureFixture[str]
) -> None:
    saved(played_session("q2j", 2, seed=77, moves=4))  # the window's next game, in the same save
    assert results()[f"q2j-elimination {left['match']}"] == "abandoned after 1 round"
    assert "1 game, 1 won (100.0%); 2 abandoned (not counted)" in printed(capsys, "stats", "--profile", "Ada")


def test_a_save_that_went_further_still_holds_the_game(left: dict[str, int]) -> None:
    """Continued and played on from the menu's Continue, the history not yet written again: the
    history's game is the beginning of the save's, and the same game."""
    db = connect(paths.user_dir() / "history.sqlite3")
    path = saves.saved_games()[0]
    save = saves.read(path)
    save.rounds[-1].append("draw")  # one more move than the history holds (its words unread here)
    saves.write(save, path)
    assert left["match"] in continuable_games(db)
    # A save of the same deal whose moves part from the history's is another game.
    save.rounds[0][0] = "play XX"
    saves.write(save, path)
    assert left["match"] not in continuable_games(db)
    db.close()


def test_a_game_another_copy_plays_now_is_not_offered(left: dict[str, int]) -> None:
    """Another window continued it (its save claimed there): that window plays it, and this one's
    Continue would refuse, so it is not said to be continuable here."""
    path = saves.saved_games()[0]
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from game.files import save_claim; "
            "save_claim.claim(Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()",
            str(path),
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert results()[f"q2j-elimination {left['match']}"] == "abandoned after 1 round"
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    assert results()[f"q2j-elimination {left['match']}"] == "left after 1 round: can be continued"


def test_a_game_whose_program_was_stopped_reads_as_one_to_continue() -> None:
    """Still marked as being played, but no program plays its save: the program was stopped
    (killed, or the machine went down), and Continue takes it up."""
    session = played_session("q2j", 3, seed=12, moves=5)
    path = saved(session)
    db = connect(paths.user_dir() / "history.sqlite3")
    (stopped,) = write(db, game_record(session, "stopped", DAY_ONE, {}, Status.PLAYING))
    db.close()
    assert results()[f"q2j {stopped}"] == "unfinished in the first round: can be continued"
    path.unlink()  # the save gone: nothing says it can be continued
    assert results()[f"q2j {stopped}"] == (
        "unfinished in the first round (still being played, or the program was stopped)"
    )


def test_a_finished_game_is_never_to_continue(left: dict[str, int]) -> None:
    """A save of the same deal does not make a finished game continuable (its record is done)."""
    db = connect(paths.user_dir() / "history.sqlite3")
    save = saves.read(saves.saved_games()[0])
    db.execute("UPDATE games SET status = 'finished' WHERE id = ?", (left["match"],))
    db.commit()
    assert save.variant == "q2j-elimination" and left["match"] not in continuable_games(db)
    db.close()


def test_words_for_every_case() -> None:
    """Each unfinished game's words, as ``GameLine.result`` gives them to the screen and the
    command line."""
    db = connect(paths.user_dir() / "history.sqlite3")
    (game_id,) = write(db, game("g", seats("Ada", "easy"), [], status=Status.ABANDONED))
    (line,) = recent_games(db)
    db.close()
    first = replace(line, rounds=0)
    assert (first.result(), replace(first, continuable=True).result()) == (
        "abandoned in the first round",
        "left in the first round: can be continued",
    )
    two = replace(line, rounds=2, continuable=True)
    assert two.result() == "left after 2 rounds: can be continued"
    assert replace(two, status=Status.PLAYING).result() == "unfinished after 2 rounds: can be continued"
    assert game_id == line.id
