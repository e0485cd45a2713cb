"""Work handed to a thread by a screen: only the latest work's result is shown, and once."""

from __future__ import annotations

import threading
import time

from game.scenes.background import Background


def wait_for(work: Background[str]) -> str:
    for _ in range(500):
        result = work.take()
        if result is not None:
            return result
        time.sleep(0.01)
    raise AssertionError("the work never finished")


def test_the_result_comes_once_and_an_older_work_is_dropped() -> None:
    work: Background[str] = Background()
    release = threading.Event()
    finished = threading.Event()

    def slow() -> str:
        release.wait(5)
        finished.set()
        return "old filter"

    before = set(threading.enumerate())
    work.start(slow)
    (old,) = set(threading.enumerate()) - before  # the old work's thread
    assert work.busy and work.take() is None  # still running
    work.start(lambda: "new filter")  # the player chose again meanwhile
    assert wait_for(work) == "new filter"
    assert not work.busy
    release.set()
    assert finished.wait(5)
    old.join(30)  # it ends once it has handed its result in
    assert not old.is_alive()
    assert work.take() is None and not work.busy  # the old result, come late, is not shown


def test_now_does_the_work_at_once() -> None:
    work: Background[int] = Background(now=True)
    assert not work.busy
    work.start(lambda: 7)
    assert work.busy  # done, but not yet shown
    assert work.take() == 7
    assert work.take() is None and not work.busy
