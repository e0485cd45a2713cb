"""Small pieces of the table on their own: the scene stack, gestures, the timeline, the play flags."""

from __future__ import annotations

import pygame
import pytest

from game.cli import main
from game.engine import Card, make_rules
from game.engine.games.q2j import Play, QSquared
from game.engine.options import Variant
from game.engine.zones import by_zone
from game.play.refusals import with_suit_glyphs
from game.scenes.scene import Pop, Push, Scene
from game.scenes.stack import SceneStack
from game.scenes.table.adapter import adapter_for
from game.scenes.table.animation import Step, Timeline
from game.scenes.table.display import Display
from game.scenes.table.input import Interaction


class Probe(Scene):
    def __init__(self, name: str, opaque: bool, log: list[str]) -> None:
        self.name, self.opaque, self.log = name, opaque, log
        self._pending = None

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def test_stack_lifecycle_and_overlay_drawing() -> None:
    log: list[str] = []
    stack = SceneStack(lambda name, args: Probe(name, name != "pause", log))
    stack.apply(Push("menu"))
    stack.apply(Push("table"))
    stack.apply(Push("pause"))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["draw table", "draw pause"]  # from the top opaque scene upward
    log.clear()
    stack.apply(Pop())
    assert log == ["exit pause", "resume table"]


def q2j_display(hand: str, discard: str) -> tuple[Display, list[object]]:
    rules = make_rules(Variant("q2j", "q2j", "Q2J", "", 2, 10, 2))
    state = rules.setup(2, 1, by_zone({"hand:0": [Card.parse(c) for c in hand.split()],
                                       "discard": [Card.parse(c) for c in discard.split()]}), to_move=0)  # fmt: skip
    rules.prepare(state)
    return Display(rules.view(state, 0)), list(rules.legal_actions(state))


def test_two_queens_select_then_q_squared_or_single_play() -> None:
    display, legal = q2j_display("QS QH 3C", "5D")
    interaction = Interaction(adapter_for(make_rules(Variant("q2j", "q2j", "Q2J", "", 2, 10, 2))))
    interaction.refresh(legal, display, 0)  # type: ignore[arg-type]
    assert interaction.click(("hand:0", 0)).kind == "select"  # a queen could start a Q Squared
    outcome = interaction.click(("hand:0", 1))
    assert outcome.action == QSquared(Card.parse("QS"), Card.parse("QH"))
    interaction.refresh(legal, display, 0)  # type: ignore[arg-type]
    interaction.click(("hand:0", 1))
    assert interaction.click(("discard", 0)).action == Play(Card.parse("QH"))


def test_unplayable_card_gives_an_attempt_for_the_rules() -> None:
    display, legal = q2j_display("KS 2S", "AH")
    interaction = Interaction(adapter_for(make_rules(Variant("q2j", "q2j", "Q2J", "", 2, 10, 2))))
    interaction.refresh(legal, display, 0)  # type: ignore[arg-type]
    outcome = interaction.click(("hand:0", 0))
    assert outcome.kind == "illegal" and outcome.attempt == "play KS"


def test_timeline_waits_for_blocking_steps_and_skips() -> None:
    order: list[str] = []

    class Mark(Step):
        def start(self, ctx: object) -> None:  # type: ignore[override]
            order.append("start")

        def finish(self, ctx: object) -> None:  # type: ignore[override]
            order.append("finish")

    timeline = Timeline()
    timeline.add([Mark(0.5), Mark(0.5)], speed=1.0)
    timeline.update(0.1, None)  # type: ignore[arg-type]
    assert order == ["start"]
    timeline.skip(None)  # type: ignore[arg-type]
    assert order == ["start", "finish", "start", "finish"] and not timeline.busy


def test_bad_variant_lists_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--variant", "nope"]) == 2
    assert "known variants: q2j" in capsys.readouterr().err


def test_bad_size_says_what_is_allowed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--size", "big"])
    assert "WIDTHxHEIGHT" in capsys.readouterr().err


def test_smoke_run_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke", "--variant", "q2j", "--players", "3", "--seed", "9"]) == 0
    assert capsys.readouterr().out.startswith("smoke ok: q2j")


def test_crash_becomes_a_sentence_and_a_log(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    from game import app

    def boom(self: object, dt: float) -> bool:
        raise RuntimeError("boom")

    monkeypatch.setattr(app.App, "step", boom)
    assert main(["--smoke"]) == 1
    err = capsys.readouterr().err
    assert "something went wrong" in err and "Traceback" not in err


def test_the_window_gets_the_project_icon(monkeypatch: pytest.MonkeyPatch) -> None:
    from game import app as app_module

    given: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", given.append)
    made = app_module.App(size=(800, 600), fullscreen=False)
    try:
        assert len(given) == 1
        icon = pygame.image.load(str(app_module.paths.assets_dir() / "icon.png"))
        assert given[0].get_size() == icon.get_size()
    finally:
        made.close()


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "no face card may go on an ace: QC on AS (rule 4)",
            "no face card may go on an ace: Q♣ on A♠ (rule 4)",
        ),
        (
            "play 10D: won 42% of 76 simulated futures (play 2S: 25% of 31)",
            "play 10♦: won 42% of 76 simulated futures (play 2♠: 25% of 31)",
        ),
        ("attack 1 with KH", "attack 1 with K♥"),
        # Words and numbers that merely look like notation stay as they are.
        ("10 cards, ASK, 3SD, field2S", "10 cards, ASK, 3SD, field2S"),
        ("QSquared", "QSquared"),
    ],
)
def test_messages_show_cards_with_suit_glyphs(text: str, shown: str) -> None:
    assert with_suit_glyphs(text) == shown


def test_a_window_asked_smaller_than_the_tables_allow_opens_at_the_smallest() -> None:
    from game import app as app_module

    made = app_module.App(size=(800, 560), fullscreen=False)
    try:
        assert made.ctx.size == app_module.MIN_SIZE == (1024, 600)
        made._resized((700, 500))  # the player drags the window smaller still
        assert made.ctx.size == app_module.MIN_SIZE
    finally:
        made.close()
