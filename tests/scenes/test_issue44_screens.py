"""The screens of issue 44: the seats kept by New game, a profile's birthday filled in from the
remembered seats, computers that never carry a person's name, the players form's unsaved
changes, the settings that stay put under the pointer."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from dataclasses import replace as dataclass_replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from history.helpers import a_round, game, history, played_record, played_session, seats, write

from game.cli import main as cli_main
from game.commands.stats import print_profile
from game.engine import make_rules
from game.files import paths
from game.history.listing import GameLine
from game.history.profiles import NAME_MAX, create_profile, find_profile
from game.history.records import Origin, SeatRecord, Status
from game.history.replay import Replay
from game.history.replay_file import read_replay
from game.history.snapshot import game_record
from game.history.stats import profile_stats
from game.i18n.numbers import number
from game.play.seats import HUMAN, SeatConfig
from game.play.session import Session
from game.player.birthdays import BirthdayError, match_birthdays, parse_birthday
from game.player.settings import load_settings
from game.scenes import charts, options_scene
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.option_choices import OptionChoices, description, options_summary
from game.scenes.options_scene import OptionsScene
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.replay_scene import move_entries
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.stats_scene import RECENT, StatsScene
from game.scenes.table.scene import TableScene
from game.scenes.text import text
from game.scenes.uikit import font

from .driver import Driver, judge, sheet_game
from .sheets import at_round_end, sheet_for
from .test_profiles_screens import open_app as open_app  # the fixture: this module's home, opened

WHEN_LEFT = datetime.datetime(2026, 11, 29, 9, 0, tzinfo=datetime.UTC)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A history whose newest game is Crazy Jokers played by Basil (born 1988-04-09) against
    a computer."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    create_profile(db, "Basil", "blue", birthday=datetime.date(1988, 4, 9))
    write(db, game("cj", seats("Basil", "medium"), [0], game_name="crazy-jokers", variant="crazy-jokers"))
    db.close()
    return tmp_path


def test_the_remembered_seats_bring_the_players_birthdays(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.variant.id == "crazy-jokers"
    assert setup.names[0] == "Basil" and setup.kinds[0] == HUMAN
    driver.step(2)
    assert setup.birthday_entries[0].get_text() == "1988-04-09"
    # Another game, then Crazy Jokers again: the entry is made anew, and filled anew.
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "q2j")).rect.center)
    assert not setup.birthday_entries
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "crazy-jokers")).rect.center)
    assert setup.names[0] == "Basil"
    assert setup.birthday_entries[0].get_text() == "1988-04-09"


def a_match(
    driver: Driver,
    variant_id: str,
    seated: list[SeatConfig],
    options: dict[str, bool | int | str],
    seed: int = 3,
) -> Callable[[], Session]:
    """A new match of ``variant_id`` at deal ``seed``, each call (``sheets.at_round_end`` plays
    it by seeded random legal moves)."""
    base = driver.app.ctx.catalog.get(variant_id)
    variant = replace(base, options={**base.options, **options})
    rules = make_rules(variant)

    def made() -> Session:
        carried = {"birthdays": match_birthdays([None] * len(seated), seed)} if rules.uses_birthdays else None
        return Session(variant, rules, seated, seed, carried)

    return made


def single_round_tied(made: Callable[[], Session], seed: int) -> bool:
    """Whether the one round of ``made``'s match, played as ``at_round_end`` plays it (moves by
    ``seed``), ends with a winner and another seat on as many points (found on a twin, scored here)."""
    twin = at_round_end(made, 1, seed)
    twin.finish_round()
    match = twin.match
    if not (twin.match_over and match.winners):
        return False
    winner = match.winners[0]
    return any(
        match.scores[seat] == match.scores[winner] for seat in range(len(twin.seats)) if seat != winner
    )


def test_new_game_on_match_over_keeps_the_seats_and_the_birthdays(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    seated = [SeatConfig("Basil"), SeatConfig("Dmitri", "hard"), SeatConfig("Cleo", "easy")]
    # The match's one deal ended (won: deal 5's seeded moves), opened as the window opens a game
    # standing there: its private table scores it, and the window shows the match's sheet.
    session = at_round_end(a_match(driver, "crazy-jokers", seated, {"match": "single"}, 5), 1, 5)
    sheet = sheet_for(driver, session)
    assert sheet.match_over and [b.label for b in sheet.buttons] == ["Rematch", "New game", "Menu"]
    driver.click_button("New game")
    driver.step()
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.variant.id == "crazy-jokers" and setup.players == 3
    assert setup.names[:3] == ["Basil", "Dmitri", "Cleo"]
    assert setup.kinds[:3] == [HUMAN, "hard", "easy"]
    driver.step(2)
    assert setup.birthday_entries[0].get_text() == "1988-04-09", "Basil's birthday from his profile"


def test_a_remembered_player_brings_a_birthday_to_a_game_chosen_after(
    home: Path, open_app: Callable[..., Driver]
) -> None:
    db = history(paths.user_dir())
    write(db, game("q2j", seats("Basil", "medium"), [0], day=1))  # the newest: no birthdays asked
    db.close()
    driver = open_app()
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.variant.id == "q2j" and setup.names[0] == "Basil" and not setup.birthday_entries
    driver.click(next(b for b in setup.buttons if b.value == ("variant", "crazy-jokers")).rect.center)
    assert setup.birthday_entries[0].get_text() == "1988-04-09"


def test_a_computer_never_carries_a_players_name(home: Path, open_app: Callable[..., Driver]) -> None:
    db = history(paths.user_dir())
    create_profile(db, "Chloe", "gold")  # a computer's default name at the third seat
    db.close()
    driver = open_app()
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("players", 1)).rect.center)
    assert setup.players == 3 and setup.kinds[2] != HUMAN
    profiles = {"basil", "chloe"}
    assert setup.names[2].casefold() not in profiles, setup.names[:3]
    # Basil's seat switched to a computer: the computer takes a name of its own.
    driver.click(next(b for b in setup.buttons if b.value == ("kind", 0)).rect.center)
    assert setup.kinds[0] != HUMAN
    names = [name.casefold() for name in setup.names[:3]]
    assert not set(names) & profiles and len(set(names)) == 3, setup.names[:3]
    # A profile's name typed into a computer's entry is not kept at Start.
    setup.entries[1].set_text("CHLOE")
    driver.click(next(b for b in setup.buttons if b.value == ("start", 0)).rect.center)
    driver.step(2)
    table = driver.top
    assert isinstance(table, TableScene), setup.error
    # The game as its private table's host seated it (every game a person plays goes through one).
    seated = [seat.name.casefold() for seat in judge(table.session).seats]
    assert not set(seated) & profiles, seated


def test_the_history_tells_a_computer_from_the_person_of_its_name() -> None:
    line = GameLine(
        1,
        datetime.datetime(2026, 1, 1),
        None,
        "q2j",
        "q2j",
        "Q2J",
        (SeatRecord("Basil"), SeatRecord("Basil", "medium")),
        Status.FINISHED,
        (1,),
        1,
        Origin.TABLE,
    )
    assert line.result() == "Basil (medium) won"


def test_unsaved_changes_on_the_players_screen_are_asked_about(
    home: Path, open_app: Callable[..., Driver]
) -> None:
    db = history(paths.user_dir())
    create_profile(db, "Cleo", "gold")
    db.close()
    driver = open_app()
    driver.click_button("Players")
    scene = driver.top
    assert isinstance(scene, ProfilesScene)
    assert scene.editing is not None and scene.editing.name == "Basil"
    scene.birthday_entry.set_text("1988-04-10")
    # Back: asked, and Stay keeps the form as typed.
    driver.click_button("Back (Esc)")
    assert driver.top is scene and scene.leaving == ("back", None), "Back dropped the change unasked"
    assert scene.question_lines(600) and "Basil" in " ".join(scene.question_lines(600))
    driver.click_button("Stay (Esc)")
    assert scene.leaving is None and scene.birthday_entry.get_text() == "1988-04-10"
    # Another player: asked; Save keeps the change, then Cleo is shown.
    cleo = next(i for i, p in enumerate(scene.profiles) if p.name == "Cleo")
    driver.click(scene.row_rect(cleo).center)
    assert scene.editing is not None and scene.editing.name == "Basil" and scene.leaving == ("choose", cleo)
    driver.click_button("Save")
    driver.step(2)
    assert scene.editing is not None and scene.editing.name == "Cleo"
    basil = next(p for p in scene.profiles if p.name == "Basil")
    assert basil.birthday == datetime.date(1988, 4, 10)
    # A new player typed, then Esc: asked; Don't save drops it and goes back.
    driver.click_button("New player (N)")
    scene.name_entry.set_text("Dora")
    driver.key(pygame.K_ESCAPE)
    assert driver.top is scene and scene.leaving == ("back", None)
    driver.click_button("Don't save")
    driver.step()
    assert isinstance(driver.top, MenuScene)
    assert "Dora" not in {p.name for p in scene.profiles}
    # Nothing changed: Back goes at once.
    driver.click_button("Players")
    again = driver.top
    assert isinstance(again, ProfilesScene)
    driver.click_button("Back (Esc)")
    driver.step()
    assert isinstance(driver.top, MenuScene)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_text_size_stays_under_the_pointer(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int]
) -> None:
    """Clicking Text size again and again without moving the mouse goes round its sizes; the
    words grow, but the button stays under the pointer (the panel moves so, as far as the window
    holds it; else the pointer goes with the button), and Court letters never changes."""
    driver = sized_driver(size)
    driver.click_button("Settings")
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    settings = driver.app.ctx.settings
    letters = settings.card_letters
    first = next(b for b in scene.buttons if b.value == "text_size").rect.center
    pygame.mouse.set_pos(first)
    seen, spots = [], []
    for _ in range(6):
        spot = pygame.mouse.get_pos()
        spots.append(spot)
        driver.click(spot)
        seen.append(settings.text_size)
        assert settings.card_letters == letters, f"a click at {spot} changed Court letters"
    assert seen == [125, 150, 175, 200, 100, 125]
    assert spots[:3] == [first] * 3, "the panel moved the button from under the pointer"
    box = scene.box(size[0], scene.step(size[1]))
    assert pygame.Rect((0, 0), size).contains(box)
    driver.key(pygame.K_ESCAPE)


# The history list (item 8) ---------------------------------------------------------------------
def test_the_history_list_names_games_numbers_them_and_says_what_was_chosen(
    home: Path, sized_driver: Callable[[tuple[int, int]], Driver]
) -> None:
    db = history(paths.user_dir())
    many = seats("Basil", "Cleo", "Dmitri the Second", "Esmeralda", "Farid", "hard")
    smoke = dataclass_replace(game("smoke", seats("Bot", "easy"), [1], day=2), origin=Origin.SMOKE)
    single = dataclass_replace(
        game(
            "single", seats("Basil", "medium"), [0], day=3, game_name="crazy-jokers", variant="crazy-jokers"
        ),
        options={"match": "single", "rounds": 10, "turn_cap": 1000},
    )
    left = game("left", many, [], day=4, status=Status.ABANDONED, rounds=[a_round(finished=False)])
    ids = write(db, smoke, single, left)
    db.close()
    driver = sized_driver((1024, 600))
    driver.click_button("History")
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    assert [b.label for b in scene.buttons[:3]] == ["All games", "Crazy Jokers", "Q Squared Joe"]
    words = {line.id: scene.row_words(line) for line in scene.lines}
    assert words[ids[0]][0] == str(ids[0]), "the number `q2j history export` takes"
    assert words[ids[0]][4].endswith("· smoke test")
    chosen = options_summary(driver.app.ctx.catalog.get("crazy-jokers"), single.options)
    assert "single" in chosen and "·" not in chosen, chosen  # the rounds and turn cap left as they were
    assert words[ids[1]][2] == f"{single.variant_name} · {chosen}"
    assert words[ids[2]][4] == "abandoned in the first round"
    driver.step()
    scene.drawn = []
    surface = pygame.display.get_surface()
    assert surface is not None
    scene.draw(surface)
    readable = text("Ag", max(11, scene._size() * 4 // 5)).get_height()
    assert all(where.height >= readable for where, _box in scene.drawn), "words shrunk past reading"
    # Export: the chosen game as a replay file in the player's folder, said where.
    scene.choose(next(i for i, line in enumerate(scene.lines) if line.id == ids[1]))
    driver.key(pygame.K_e)
    exported = paths.user_dir() / "replays" / f"game-{ids[1]}.yaml"
    assert exported.exists() and str(exported) in scene.exported
    assert read_replay(exported).record.options["match"] == "single"
    driver.key(pygame.K_e)
    assert (paths.user_dir() / "replays" / f"game-{ids[1]}-2.yaml").exists(), "a second export, beside"


# Statistics (item 9) ---------------------------------------------------------------------------
def statistics_home() -> list[int]:
    """Basil's games beside the fixture's Crazy Jokers: Quatorze, Q Squared Joe, contracts
    declared, an abandoned game and a smoke check's."""
    db = history(paths.user_dir())
    contracts = [a_round(1, winners=[0], points=[60, 0], contracts=["full-full-house", "big-flush"])]
    cj = game("cj2", seats("Basil", "hard"), [0], day=1, game_name="crazy-jokers", rounds=contracts)
    quatorze = game("q", seats("Basil", "medium"), [1], day=2, game_name="quatorze", totals=[120, 40])
    plain = [game(f"p{n}", seats("Basil", "easy"), [0], day=3 + n) for n in range(3)]
    left = game("left", seats("Basil", "easy"), [], day=9, status=Status.ABANDONED)
    smoke = dataclass_replace(game("smoke", seats("Basil", "easy"), [0], day=10), origin=Origin.SMOKE)
    ids = write(db, cj, quatorze, *plain, left, smoke)
    db.close()
    return ids


def to_statistics(driver: Driver) -> StatsScene:
    driver.click_button("History")
    driver.key(pygame.K_s)
    scene = driver.top
    assert isinstance(scene, StatsScene)
    driver.step()
    return scene


def test_statistics_show_each_games_own_charts_and_count_as_the_players_screen(
    home: Path, sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch
) -> None:
    statistics_home()
    driver = sized_driver((1024, 600))
    scene = to_statistics(driver)
    assert scene.stats is not None
    # Five finished games of people's: the abandoned counted apart, the smoke check nowhere.
    assert (scene.stats.games, scene.stats.abandoned) == (6, 1)
    for tab, shown in (("quatorze", False), ("q2j", False), ("crazy-jokers", True), (None, True)):
        scene._act(("game", tab))
        driver.step()
        assert bool(scene.chart_title()) is shown, tab
        if not shown:
            assert scene.bars_rect.height == 0 and scene.trend_rect.height > 200
    # Every word of the charts whole at 1024x600 (the contracts' names on two lines where needed).
    said: list[tuple[str, pygame.Rect]] = []
    real = charts._put

    def noted(surface: pygame.Surface, words: str, box: pygame.Rect, *rest: Any, **named: Any) -> None:
        said.append((words, box))
        real(surface, words, box, *rest, **named)

    monkeypatch.setattr(charts, "_put", noted)
    scene._act(("game", "crazy-jokers"))
    driver.step()
    screen = pygame.display.get_surface()
    assert screen is not None
    scene.draw(screen)
    names = " ".join(words for words, _box in said)
    assert "Full Full" in names and "big-flush" not in names and "big flush" not in names
    cut = [words for words, box in said if font(11).size(words)[0] > box.width]
    assert not cut, f"cut short: {cut}"
    monkeypatch.undo()
    scene._act(("game", None))
    driver.step()
    # The last ten games' line shows where it runs on the rate over every game (all six here).
    surface = pygame.display.get_surface()
    assert surface is not None
    scene.draw(surface)
    plot = pygame.Rect(scene.trend_rect.left + 50, scene.trend_rect.top + 75, scene.trend_rect.width - 60, 0)
    plot.height = scene.trend_rect.bottom - 30 - plot.top  # below the legend, above the axis's words
    seen = sum(
        surface.get_at((x, y))[:3] == RECENT
        for x in range(plot.left, plot.right)
        for y in range(plot.top, plot.bottom)
    )
    assert seen > 20, "the last ten games' line is hidden under the other"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Players")
    players = driver.top
    assert isinstance(players, ProfilesScene)
    basil = next(p for p in players.profiles if p.name == "Basil")
    assert players.games[basil.id] == 6, "the Players screen counts as the statistics do"
    assert players.recorded[basil.id] == 8, "a deletion leaves every recorded game"


# Crazy Jokers in one round (item 10) ------------------------------------------------------------
def test_a_single_round_match_over_shows_points_and_says_why_a_tie_was_won(
    open_app: Callable[..., Driver],
) -> None:
    driver = open_app()
    seated = [SeatConfig("Basil"), SeatConfig("Dmitri", "hard"), SeatConfig("Cleo", "easy")]
    # A deal whose points tie the winner with another seat (the seeded moves of the first such
    # deal); the sheet reached as a player reaches it (the deal ended, its table scores it).
    made = next(
        match
        for seed in range(3, 200)
        if single_round_tied(
            match := a_match(driver, "crazy-jokers", seated, {"match": "single"}, seed), seed
        )
    )
    seed = made().seed
    scene = sheet_for(driver, at_round_end(made, 1, seed))
    game = sheet_game(scene)
    assert scene.match_over and game.match_over
    # The round the host scored (its deal number the host's own: the window is not told it).
    assert (scene.record.number, scene.record.points) == (1, game.match.rounds[-1].points)
    summary = scene.summary()
    assert summary is not None, "the host told the round"
    box = pygame.Rect(0, 0, 900, 700)
    words = [piece.words for pieces, _ in summary.ranking_rows(box, scene.scale) for piece in pieces]
    assert "Points" in words and "Totals (deals won)" not in words
    scores = game.match.scores
    assert all(
        f"{name}: {number(scores[seat])}" in words
        for seat, name in enumerate(["Basil", "Dmitri (hard)", "Cleo (easy)"])
    ), words
    # A tie on points, the deal won by one of the two: the sheet says why that one won.
    winner = game.match.winners[0]
    assert any(scores[seat] == scores[winner] for seat in range(3) if seat != winner), scores
    assert any("goes to the deal's winner" in line for line in words), words


def test_the_setup_says_the_match_the_options_make(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene) and setup.variant.id == "crazy-jokers"
    assert "With the options chosen" not in setup.description_text()
    setup.options.set("match", "single")
    assert setup.description_text().endswith("With the options chosen: One round.")
    setup.options.reset()
    setup.options.set("rounds", 5)
    assert setup.description_text().endswith("With the options chosen: 5 rounds; the highest total wins.")


# Smaller things (item 11) ------------------------------------------------------------------------
def test_a_refused_birthday_says_which_end_it_is_past() -> None:
    today = datetime.date(2026, 11, 29)
    with pytest.raises(BirthdayError) as early:
        parse_birthday("1850-01-01", today)
    with pytest.raises(BirthdayError) as late:
        parse_birthday("2030-01-01", today)
    assert "before 1900" in str(early.value) and "future" not in str(early.value)
    assert "in the future" in str(late.value) and "1900" not in str(late.value)


def test_a_name_longer_than_a_player_may_have_is_never_typed(open_app: Callable[..., Driver]) -> None:
    driver = open_app()
    driver.click_button("Players")
    scene = driver.top
    assert isinstance(scene, ProfilesScene)
    driver.key(pygame.K_n)
    driver.key(pygame.K_RETURN)  # typing in the name entry
    for letter in "abcdefghij" * 3:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()
    assert len(scene.name_entry.get_text()) == NAME_MAX
    driver.key(pygame.K_ESCAPE)  # done typing
    driver.key(pygame.K_ESCAPE)  # back: the new player is asked about
    driver.click_button("Don't save")
    driver.step()
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    setup.manager.set_focus_set(setup.entries[0])
    for letter in "abcdefghij" * 3:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()
    assert len(setup.entries[0].get_text()) == NAME_MAX


def test_an_export_into_a_folder_that_is_not_there_is_refused(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "nonexistent" / "dir" / "x.yaml"
    assert cli_main(["history", "export", "1", str(target)]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not (tmp_path / "nonexistent").exists(), "no folder made without a word"


def test_the_last_game_is_one_game_and_a_settings_value_is_never_python(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = history(tmp_path)
    create_profile(db, "Ada")
    write(db, game("one", seats("Ada", "easy"), [0]))
    print_profile(profile_stats(db, find_profile(db, "Ada")))  # type: ignore[arg-type]
    db.close()
    out = capsys.readouterr().out
    assert "Last 1 game: 100% won" in out and "Last 1 games" not in out
    settings = tmp_path / "settings.yaml"
    settings.write_text("birthdays: [1995-07-23, Maya]\n", encoding="utf-8")
    _loaded, warning = load_settings(settings)
    assert warning is not None and "[1995-07-23, Maya]" in str(warning)
    assert "datetime" not in str(warning)


# The replay's move list (item 7) -----------------------------------------------------------------
def test_the_replays_moves_are_told_with_their_player_card_and_totals() -> None:
    record = played_record("quatorze", 2, 5)
    replay = Replay(record)
    entries = move_entries(replay)
    assert len(entries) == len(replay)
    names = [seat.name for seat in record.seats]
    suits = set("♠♥♦♣")
    for round_index, played in enumerate(replay.rounds):
        first = replay.starts()[round_index]
        for move, action in enumerate(played.actions, start=1):
            entry = entries[first + move]
            assert entry.startswith(f"{move}. ") and any(name in entry for name in names), entry
            if str(action) == "draw":
                assert suits & set(entry) or "joker" in entry, f"a draw without its card: {entry}"
    if len(replay.rounds) > 1:
        assert "totals" in entries[replay.starts()[1]]
    # A game left part-way says where.
    session = played_session("q2j", 3, 4, moves=12)
    left = game_record(session, "left", WHEN_LEFT, {}, Status.ABANDONED, WHEN_LEFT)
    assert move_entries(Replay(left))[-1].endswith("· left here")


def test_every_options_description_is_whole_and_in_words(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = sized_driver((1024, 600))
    shown: list[str] = []
    real = options_scene.doc_lines

    def noted(doc: str, size: int, width: int, room: int) -> list[str]:
        lines = real(doc, size, width, room)
        shown.extend(lines)
        return lines

    monkeypatch.setattr(options_scene, "doc_lines", noted)
    surface = pygame.display.get_surface()
    assert surface is not None
    catalog = driver.app.ctx.catalog
    for variant in catalog.variants.values():
        choices = OptionChoices(variant)
        scene = OptionsScene(driver.app.ctx, choices)
        scene.enter()
        shown.clear()
        scene.draw(surface)
        scene.exit()
        assert not [line for line in shown if line.endswith("…")], f"{variant.id}: {shown}"
        for spec in choices.specs:
            words = description(spec, choices.rules_class.option_specs)
            assert not any(words.startswith(f"{c}:") or f"; {c}:" in words for c in spec.choices), words
            assert not any(
                other.name in words for other in choices.rules_class.option_specs if "_" in other.name
            ), words


def test_the_history_list_is_cut_to_one_players_games(home: Path, open_app: Callable[..., Driver]) -> None:
    db = history(paths.user_dir())
    write(db, game("without", seats("Cleo", "easy"), [0], day=5))
    db.close()
    driver = open_app()
    driver.click_button("History")
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    assert len(scene.lines) == 2
    driver.key(pygame.K_p)
    assert [seat.name for line in scene.lines for seat in line.seats if seat.human] == ["Basil"]
    assert any(b.label == "Player: Basil (P)" for b in scene.buttons)
    driver.key(pygame.K_p)  # round the players, back to everyone's
    assert len(scene.lines) == 2
