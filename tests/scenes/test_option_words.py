"""The options screen as a player reads it, in English and French: each option's description
names its choices as its buttons do ("Top card", not "top"), says no internal name ("out_at",
"points-out"), and does not repeat the option's name ("Rule 4" over "Rule 4: …"); an option
that means nothing with another's value (Quatorze's Out at in a single round) is greyed, says
why, cannot be changed, and comes back when it applies again.

What is read is what the screen draws: each string the scene renders, placed in the row it
lands in, and the labels of the buttons it draws."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.scenes import options_scene
from game.scenes.option_choices import OptionChoices, label
from game.scenes.options_scene import OptionsScene
from game.variants import load_catalog

from .driver import Driver
from .test_drawn_inside import Recorder

SMALLEST = (1024, 600)


def every_screen() -> list[str]:
    """One variant for each different set of options a screen offers (Challenge adds one)."""
    seen: set[tuple[str, ...]] = set()
    variants = []
    for variant in load_catalog().variants.values():
        offered = (variant.game, *(spec.name for spec in OptionChoices(variant).specs))
        if offered not in seen:
            seen.add(offered)
            variants.append(variant.id)
    return variants


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The language to read the screen in, chosen once its driver is made (the app, starting,
    takes the settings' own); English again afterwards."""
    yield request.param
    i18n.use("en")


def open_options(driver: Driver, variant_id: str) -> OptionsScene:
    scene = OptionsScene(driver.app.ctx, OptionChoices(driver.app.ctx.catalog.get(variant_id)))
    driver.app.stack.push(scene)
    driver.step()
    return scene


def read_rows(scene: OptionsScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Each row's words as drawn, top to bottom (its name first), by option name."""
    said: dict[int, str] = {}
    real = options_scene.text

    def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = real(string, *args, **kwargs)
        said[id(image)] = string
        return image

    monkeypatch.setattr(options_scene, "text", noting)
    surface = Recorder(scene.ctx.size)
    scene.draw(surface)
    monkeypatch.undo()
    rows: dict[str, list[str]] = {spec.name: [] for spec, _ in scene.rows}
    for image, rect in surface.images:
        for spec, row in scene.rows:
            if id(image) in said and row.collidepoint(rect.topleft):
                rows[spec.name].append(said[id(image)])
    return rows


def plain(words: str) -> str:
    """Lower case, one kind of space (French puts a narrow one before ':' and ';')."""
    return re.sub(r"\s+", " ", words.replace("\u00a0", " ").replace("\u202f", " ")).lower()


def labels(scene: OptionsScene, name: str) -> list[str]:
    return [b.label for b in scene.buttons if isinstance(b.value, tuple) and b.value[1:2] == (name,)]


@pytest.mark.parametrize("variant_id", every_screen())
def test_each_description_names_the_choices_as_the_buttons_do(
    sized_driver: Any, monkeypatch: pytest.MonkeyPatch, language: str, variant_id: str
) -> None:
    driver = sized_driver((1280, 800))
    i18n.use(language)
    scene = open_options(driver, variant_id)
    ids = {spec.name for spec in scene.choices.rules_class.option_specs}
    ids |= {choice for spec in scene.choices.rules_class.option_specs for choice in spec.choices}
    for name, drawn in read_rows(scene, monkeypatch).items():
        title, about = drawn[0], plain(" ".join(drawn[1:]))
        assert about, f"{variant_id}: {title} has no description"
        assert not re.match(rf"{re.escape(plain(title))} ?:", about), f"{title} said twice: {about!r}"
        spec = scene.choices.spec(name)
        if spec.kind == "choice":
            for button in labels(scene, name):
                assert plain(button) in about, f"{variant_id} {title}: {button!r} not named in {about!r}"
        # An id is a word a player never sees on a button: out_at, points-out, fixed-rounds.
        for word in sorted(ids):
            if "_" in word or "-" in word or (spec.kind == "choice" and word in spec.choices):
                shown = {plain(label) for label in labels(scene, name)}
                if not any(word in label for label in shown):
                    assert not re.search(rf"\b{re.escape(word)}\b", about), f"{title}: {word!r} in {about!r}"


# The options that mean nothing under another's value, a value of their own the setup's summary
# says, and the other's value that makes them mean nothing.
NOT_APPLYING = [
    ("quatorze", "out_at", 301, "match", "single"),
    ("crazy-jokers", "rounds", 5, "match", "single"),
    ("q2j", "joe", False, "q_squared", False),  # rule 7 answers a Q Squared
]


@pytest.mark.parametrize(("variant_id", "name", "changed", "other", "value"), NOT_APPLYING)
def test_an_option_that_does_not_apply_is_greyed_says_why_and_comes_back(
    sized_driver: Any,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    variant_id: str,
    name: str,
    changed: object,
    other: str,
    value: object,
) -> None:
    driver = sized_driver(SMALLEST)
    i18n.use(language)
    scene = open_options(driver, variant_id)
    before = scene.choices.values[name]
    own = next(b for b in scene.buttons if b.value[:2] == ("set", other) and b.active)
    press = next(b for b in scene.buttons if b.value == ("set", other, value))
    driver.click(press.rect.center)
    # Greyed, with why: the other option's name and its button's words.
    drawn = read_rows(scene, monkeypatch)
    other_title = drawn[other][0]
    why = drawn[name][1]
    assert plain(other_title) in plain(why) and plain(press.label) in plain(why), drawn[name]
    row = [b for b in scene.buttons if b.value[1:2] == (name,)]
    assert row and not any(b.enabled for b in row)
    assert name not in scene.entries or not scene.entries[name].is_enabled
    for button in row:  # a click on a greyed button changes nothing
        driver.click(button.rect.center)
    assert scene.choices.values[name] == before
    assert all(b.value[1:2] != (name,) for b in scene.order), "the keys pass it by"
    # Back to the other value: it applies again, and is changed as before.
    driver.click(next(b for b in scene.buttons if b.value == own.value).rect.center)
    drawn = read_rows(scene, monkeypatch)
    assert why not in drawn[name], drawn[name]
    assert name not in scene.entries or scene.entries[name].is_enabled
    change = next(b for b in scene.buttons if b.value[1:2] == (name,) and not b.active)
    driver.click(change.rect.center)
    assert scene.choices.values[name] != before


@pytest.mark.parametrize(("variant_id", "name", "changed", "other", "value"), NOT_APPLYING)
def test_the_setup_summary_leaves_out_what_does_not_apply(
    variant_id: str, name: str, changed: bool | int | str, other: str, value: bool | int | str
) -> None:
    choices = OptionChoices(load_catalog().get(variant_id))
    spec = choices.spec(name)
    assert spec.only_with is not None and spec.only_with[0] == other
    choices.set(name, changed)
    assert choices.summary().startswith(label(spec))
    choices.set(other, value)
    assert not choices.applies(spec) and label(spec) not in choices.summary()


def test_every_declared_dependency_names_an_option_of_its_game_and_its_values() -> None:
    for variant in load_catalog().variants.values():
        specs = {spec.name: spec for spec in OptionChoices(variant).rules_class.option_specs}
        for spec in specs.values():
            if spec.only_with is not None:
                other, values = spec.only_with
                assert other in specs and values, spec
                assert all(specs[other].validate(v) == v for v in values), spec
