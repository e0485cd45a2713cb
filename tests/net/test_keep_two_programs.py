"""Two copies of the program joining tables at the same moment from one folder each keep their
seat's token: the tokens file is read, changed and written by one program at a time (before,
one copy's write could drop the other's new token, and that copy could not come back)."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from game.net.keep import load_token, tokens_path

TABLES = 40


def _keep_many(folder: str, program: int, start: multiprocessing.synchronize.Event) -> None:
    import os

    os.environ["Q2J_HOME"] = folder
    from game.net.keep import keep_token

    start.wait()
    for n in range(TABLES):
        keep_token("127.0.0.1:47474", f"P{program}{n:04d}", f"token-{program}-{n}")


def test_two_programs_keeping_tokens_at_once_lose_none(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    programs = [context.Process(target=_keep_many, args=(str(tmp_path), p, start)) for p in (1, 2)]
    for program in programs:
        program.start()
    start.set()
    for program in programs:
        program.join(120)
        assert program.exitcode == 0
    path = tokens_path()
    kept = {
        (p, n): load_token("127.0.0.1:47474", f"P{p}{n:04d}", path) for p in (1, 2) for n in range(TABLES)
    }
    lost = [key for key, token in kept.items() if token != f"token-{key[0]}-{key[1]}"]
    assert not lost, f"{len(lost)} tokens lost: {lost[:5]}"
    assert oct(path.stat().st_mode & 0o777) == "0o600"  # the tokens are the seats: the owner's only
