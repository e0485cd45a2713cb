"""Render the pictures for docs/screenshots/, every one the README shows, with one command.

    python tools/screenshots.py [OUT_DIR] [--only NAME ...] [--review] [--list]

Each picture is a row of ``SHOTS``: its file name, its window size and a small function
that brings the app to the moment shown. ``--review`` also writes pictures kept out of the
docs, for checking the two newest tables by eye: Quatorze and Crazy Jokers at two seats and
at their most, in the smallest window the game allows, at 1280×800 and at 2560×1440, their
score sheets at the most seats, a trade being answered and a round's end. The dummy video
driver is used unless SDL_VIDEODRIVER is set: under Xvfb run
``SDL_VIDEODRIVER=x11 xvfb-run -a python tools/screenshots.py`` to draw through a real X display.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("Q2J_HOME", tempfile.mkdtemp(prefix="q2j-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game import i18n
from game.app import MIN_SIZE, App
from game.engine import Card, make_rules
from game.engine.games.quatorze.actions import Lay
from game.engine.zones import by_zone
from game.history.database import connect
from game.history.profiles import Profile, create_profile, find_profile, list_profiles
from game.launch import LaunchOptions
from game.net.remote_table import RemoteSource
from game.play.seats import HUMAN, SeatConfig, default_seats
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.keys_help import draw_keys
from game.scenes.private_tables import seat_route
from game.scenes.profile_access import profile_colours, table_colours
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.replay_scene import ReplayScene
from game.scenes.rules_scene import RulesScene
from game.scenes.scale import use_text_size
from game.scenes.scene import Push
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import SetupScene
from game.scenes.stats_scene import StatsScene
from game.scenes.table.choreography import BattleStep
from game.scenes.table.scene import TableScene
from tools.history_demo import write_demo_history
from tools.quatorze_positions import session_with_melds
from tools.random_play import to_deal_end
from tools.two_tables import two_tables

SIZE = (1600, 900)
LARGEST = (2560, 1440)
DT = 1 / 60
HOST_WAIT = 0.5  # the longest one wait on a private table's host (it ends as the host speaks)
CRAZY = "crazy-jokers"


# ------------------------------------------------------------------------------- moving the app
def waiting_on_host(top: object) -> RemoteSource | None:
    """The source of a table that has shown all its private table's host sent and waits for its
    next word (a computer's move, the judgement of a move sent, the round's record); else None."""
    if not isinstance(top, TableScene) or not isinstance(top.session, RemoteSource):
        return None
    source = top.session
    if top.accepting_input or top.timeline.busy or not top.turns.synced or top.continue_shown:
        return None
    if source.state is not source.joined.state_of(source.match) or source._next() is not None:
        return None  # news the table has still to take
    if source.over:
        return source if source.finish_round() is None else None
    return source if source.awaiting_host or not source.plays_here(source.to_move) else None


def step(app: App) -> None:
    """One frame; then, if the table waits on its host, a wait for the host's next word (it ends
    as the host speaks), so every run draws the same frames however slow the computers think."""
    app.step(DT)
    source = waiting_on_host(app.stack.top)
    if source is not None:
        source.joined.wait(source.state, HOST_WAIT)


def settle(app: App, frames: int = 2000) -> None:
    """Run frames until the table waits for a person (or the frame budget ends)."""
    for _ in range(frames):
        step(app)
        top = app.stack.top
        if isinstance(top, CurtainScene) or (isinstance(top, TableScene) and top.accepting_input):
            return


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at ``pos``, as the mouse makes it, and the frame that takes it."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app)


def open_game(app: App, session: Session, resumed: bool = False) -> TableScene:
    """``session`` opened as the product opens every game played at a window: through its
    private table (the ``private_seat`` route), whose host deals it; the table once shown."""
    app.stack.apply(Push(seat_route(session), session=session, resumed=resumed))
    for _ in range(600):
        top = app.stack.top
        if isinstance(top, TableScene | CurtainScene) and top._pending is None:
            break
        step(app)
    tables = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)]
    assert tables and isinstance(tables[-1].session, RemoteSource), f"no private table: {app.stack.top}"
    return tables[-1]


def dealt(app: App, variant_id: str, seats: list[SeatConfig], seed: int) -> TableScene:
    """A fresh table of deal number ``seed``."""
    variant = app.ctx.catalog.get(variant_id)
    return open_game(app, Session(variant, make_rules(variant), seats, seed))


def at_position(
    app: App,
    variant_id: str,
    seats: list[SeatConfig],
    zones: Mapping[str, str],
    facts: Mapping[str, object],
    to_move: int = 0,
) -> TableScene:
    """A table standing at an exact position of a round, settled."""
    variant = app.ctx.catalog.get(variant_id)
    rules = make_rules(variant)
    session = Session(variant, rules, seats, 1)
    cards = {zone: [Card.parse(c) for c in words.split()] for zone, words in zones.items()}
    state = rules.setup(len(seats), 1, by_zone(cards), to_move=to_move, facts=facts)
    rules.prepare(state)
    session.state = session.match.state = state
    scene = open_game(app, session, resumed=True)
    settle(app)
    return scene


def play_until(
    app: App, variant_id: str, players: int, deal: int, phase: str, draw_first: bool = False
) -> None:
    """A fresh table played by the first legal move (or a draw) until the person is at ``phase``."""
    scene = dealt(app, variant_id, default_seats(players, 1, "medium"), deal)
    source = scene.session
    for _ in range(60):
        settle(app)
        # A view sent by the host carries its facts as plain data (``public``), not the record.
        if source.view(scene.viewer).public.get("phase") == phase and scene.accepting_input:
            return
        legal = source.legal()
        draws = [a for a in legal if str(a) == "draw"] if draw_first else []
        scene.turns.perform((draws or legal)[0])


# ------------------------------------------------------------------------- the older games
def menu(app: App) -> None:
    app.step(DT)


def q2j_six_seats(app: App) -> None:
    """A few turns into a six-seat deal, so the legal plays show in gold."""
    scene = dealt(app, "q2j", default_seats(6, 1, "random"), 11)
    settle(app)
    for _ in range(3):
        scene.turns.perform(scene.session.legal()[0])
        settle(app)


def war_battle(app: App) -> None:
    """Played until an attack, stopped where the two cards meet."""
    scene = dealt(app, app.ctx.catalog.for_game("war")[0].id, default_seats(2, 0, "random"), 4)
    for _ in range(4000):
        step(app)
        if any(isinstance(s, BattleStep) and 0.45 < s.tween.linear < 0.6 for s in scene.timeline.active):
            return


def ng_table(app: App) -> None:
    dealt(app, app.ctx.catalog.for_game("ng")[0].id, default_seats(4, 1, "random"), 8)
    settle(app)


def ng_hint(app: App) -> None:
    """The NG table as the Hint key leaves it, with the keyboard in use so the focus shows."""
    scene = dealt(app, app.ctx.catalog.for_game("ng")[0].id, default_seats(4, 1, "random"), 8)
    settle(app)
    app.ctx.keyboard = True
    scene.turns.ask_hint()
    for _ in range(600):
        step(app)
        if scene.hints.hinted is not None:
            return


def rules_page(variant_id: str, heading: str) -> Callable[[App], None]:
    """A rules screen scrolled to the section ``heading`` (where its card pictures start)."""

    def shoot(app: App) -> None:
        scene = RulesScene(app.ctx, variant_id)
        app.stack.push(scene)
        app.step(DT)
        headings = [words if is_heading else "" for words, is_heading in scene.rows]
        scene.scroll = min(headings.index(heading), scene.scroll_limit())  # no further than the end

    return shoot


# ------------------------------------------------------------------------------------ Quatorze
def quatorze_table(seats: int, compose: bool = False) -> Callable[[App], None]:
    """``seats`` seats mid-round with melds down; ``compose``: the longest meld the person can
    lay is chosen (lifted), as a player composing it would."""

    def shoot(app: App) -> None:
        variant = app.ctx.catalog.get("quatorze")
        session = session_with_melds(variant, default_seats(seats, 1, "medium"), 2 * seats, composing=compose)
        scene = open_game(app, session, resumed=True)
        settle(app)
        if compose:
            legal = scene.session.legal()  # the host's, as sent to the person
            lay = max((a for a in legal if isinstance(a, Lay)), key=lambda a: len(a.cards))
            hand = scene.display.zones[f"hand:{scene.viewer}"]
            used: set[int] = set()
            for card in lay.cards:
                index = next(i for i, seen in enumerate(hand) if seen == card and i not in used)
                used.add(index)
                scene.interaction.selected.append((f"hand:{scene.viewer}", index))
        app.step(DT)

    return shoot


def quatorze_scores(app: App, rounds: int = 7) -> None:
    """A four-seat match ``rounds`` rounds in, played by seeded random moves, and its score
    sheet (some seats past 201 by then)."""
    score_sheet_of("quatorze", 4, rounds)(app)


def score_sheet_of(variant_id: str, seats: int, rounds: int) -> Callable[[App], None]:
    """A match of ``seats`` random players ``rounds`` rounds in, and its score sheet."""

    def shoot(app: App) -> None:
        scores_after(app, variant_id, seats, rounds)

    return shoot


def scores_after(app: App, variant_id: str, seats: int, rounds: int) -> None:
    """The match played by seeded random moves to the end of its ``rounds``-th deal (or of its
    last, the match ending first), handed to its private table, whose host scores the round:
    the window shows the deal's end, then the round's score sheet, as a player reaches it."""
    variant = app.ctx.catalog.get(variant_id)

    def fresh(person: int) -> Session:
        chairs = default_seats(seats, 0, "random")
        chairs[person] = SeatConfig("You")
        return Session(variant, make_rules(variant), chairs, 12)

    # Found on a twin game: a round is known to end the match only once scored, and the person
    # sits where a seat is still dealt in at that deal (one knocked out would only watch).
    twin = fresh(0)
    played = to_deal_end(twin, rounds, 12)
    session = fresh(min(twin.match.seats_in_round))
    to_deal_end(session, played, 12)
    open_game(app, session, resumed=True)
    until_sheet(app)


def until_sheet(app: App, frames: int = 3000) -> None:
    """Frames until the round's score sheet is shown (a round's end panel's Continue clicked)."""
    for _ in range(frames):
        top = app.stack.top
        if isinstance(top, ScoreboardScene):
            app.step(DT)
            return
        if isinstance(top, TableScene) and top.continue_shown:
            click(app, next(b for b in top.buttons if b.value == "continue").rect.center)
            continue
        step(app)
    raise RuntimeError(f"no score sheet came: {app.stack.top}")


# ---------------------------------------------------------------------------------- Crazy Jokers
CONTRACTS_4 = ["full-full-house", "big-flush", "odd-man-out", "no-hand-hand"]
TWO_CONTRACTS = ["full-full-house", "faced-by-evens"]


def crazy_declare(players: int) -> Callable[[App], None]:
    """The blind pick played until the person declares: the panel is up."""
    return lambda app: play_until(app, CRAZY, players, 5, "declare")


def crazy_midround(players: int) -> Callable[[App], None]:
    """A deal played until the person has drawn and must discard or lay the 2♠."""
    return lambda app: play_until(app, CRAZY, players, 9, "drawn", draw_first=True)


def crazy_flush(app: App) -> None:
    """Basil's Big Flush in hearts lies face up with a turn to wait; the person may steal."""
    zones = {
        "hand:0": "X 7S 7H 7D 9C KS KH",
        "flush:1": "2H 5H 8H 10H JH QH AH",
        "hand:1": "",
        "hand:2": "3S 5S 7C 9D JC 4D 6D",
        "hand:3": "2C 3C 4C 5C 6C 8C 9S",
        "waste": "10S",
    }
    facts = {"phase": "play", "contracts": CONTRACTS_4, "waits": [0, 1, 0, 0], "leader": 0}
    at_position(app, CRAZY, default_seats(4, 1, "medium"), zones, facts)


def crazy_look(app: App) -> None:
    """The person laid the 2♠ and sees Basil's hand, to take one card of it."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "2S"}
    facts = {"phase": "look", "contracts": TWO_CONTRACTS, "partner": 1, "mover": 0}
    at_position(app, CRAZY, default_seats(2, 1, "medium"), zones, facts)


def crazy_answer(app: App) -> None:
    """Ada proposed a blind trade to the person, who answers with a card or declines."""
    zones = {"hand:0": "7S 7H 7D 9C KS KH 3D", "hand:1": "QH QS 4C 8D JD AS", "offer": "6H", "waste": "5C"}
    facts = {"phase": "answer", "contracts": TWO_CONTRACTS, "partner": 0, "mover": 1}
    at_position(app, CRAZY, default_seats(2, 1, "medium"), zones, facts, to_move=0)


def crazy_round_end(app: App) -> None:
    """The round's end at the table: the winning hand laid out as its contract reads (the joker
    as the fourth 7), the contract named, the points itemised."""
    zones = {"hand:0": "7S KH 7H X 9C KS KD 7C", "hand:1": "QH QS 4C 8D JD AS 6H", "waste": "5C"}
    facts = {"phase": "discard", "contracts": TWO_CONTRACTS, "steals": [1, 0], "mover": 0}
    scene = at_position(app, CRAZY, default_seats(2, 1, "medium"), zones, facts)
    scene.turns.perform(scene.session.parse_action("discard 9C"))
    settle(app)
    for _ in range(300):
        step(app)


# ------------------------------------------------------------------------------ the history
def _demo_match(app: App) -> int:
    """The made-up history written into the app's own history file (once); the real match's number."""
    path = app.ctx.history.path
    assert path is not None, "the app records a history"
    found = getattr(app, "_demo_match", None)
    if found is None:
        found = write_demo_history(path)
        app._demo_match = found  # type: ignore[attr-defined]
    return int(found)


def statistics(app: App) -> None:
    """Ada's statistics against Basil, over every game: figures, trend line and contract bars."""
    _demo_match(app)
    app.stack.apply(Push("statistics"))
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    scene._act(("opponent", 1))
    app.step(DT)


def history_list(app: App) -> None:
    """The made-up history's list, every game."""
    _demo_match(app)
    app.stack.apply(Push("history"))
    app.step(DT)


def replay_midgame(app: App) -> None:
    """The real match of the made-up history in the viewer, well into its first round."""
    number = _demo_match(app)
    app.stack.apply(Push("replay", game_id=number))
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    scene.go_to(130)
    app.step(DT)


def _players(app: App) -> dict[str, int]:
    """The made-up history, and Cleo made with a colour and a birthday; each player's number."""
    app.ctx.history.flush()  # the recorder has made the file: its schema is not made twice at once
    _demo_match(app)
    path = app.ctx.history.path
    assert path is not None
    db = connect(path, check=False)
    try:
        if find_profile(db, "Cleo") is None:
            create_profile(db, "Cleo", "gold", "1988-05-17")
        return {profile.name: profile.id for profile in list_profiles(db)}
    finally:
        db.close()


def players(app: App) -> None:
    """The players screen: Ada, Basil and Cleo, with Cleo's form open."""
    _players(app)
    app.stack.apply(Push("profiles"))
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, ProfilesScene)
    scene._pick([profile.name for profile in scene.profiles].index("Cleo"))
    app.step(DT)


def setup_players(app: App) -> None:
    """The setup of a Crazy Jokers game for three: Ada at seat 1, seat 2's list of players open."""
    ids = _players(app)
    app.stack.apply(Push("setup", variant_id=CRAZY))
    app.step(DT)
    scene = app.stack.top
    assert isinstance(scene, SetupScene)
    scene.players = 3
    scene.kinds[:3] = [HUMAN, HUMAN, "medium"]
    scene.names[2] = "Chloe"
    scene._picked(0, "profile", ids["Ada"])
    scene._open_picker(1)
    app.step(DT)


def host_lobby(app: App) -> None:
    """The host's lobby of a three-seat table: Ada has joined from her laptop (a real client
    over the loopback), seat 2 waits for its player, seat 3 is a computer level."""
    import asyncio
    import contextlib
    import threading
    import time

    from game.net.client import TableClient
    from game.net.host import SeatPlan
    from game.scenes.host_lobby import HostLobbyScene

    plans = [SeatPlan("Player 1", "remote"), SeatPlan("Player 2", "remote"), SeatPlan("Chloe", "medium")]
    app.stack.apply(Push("host_lobby", variant=app.ctx.catalog.get("q2j"), plans=plans, seed=5))
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene)
    for _ in range(500):
        app.step(DT)
        if lobby.state.port:
            break
        time.sleep(0.02)
    assert lobby.state.port, lobby.state.error
    ada = TableClient(f"127.0.0.1:{lobby.state.port}", lobby.state.code, "random", name="Ada", seat=0)
    ada.say = lambda line: None

    def play() -> None:
        with contextlib.suppress(Exception):  # the lobby closes after the picture: Ada is refused
            asyncio.run(ada.run())

    threading.Thread(target=play, daemon=True).start()
    for _ in range(500):
        app.step(DT)
        if lobby.state.seats and lobby.state.seats[0].here:
            break
        time.sleep(0.02)


def join_list(app: App) -> None:
    """Join a table, with two tables heard on the network (the listing comes from a stand-in for
    mDNS, which a picture cannot count on) and the address and code typed."""
    import asyncio

    from game.net.browsing import TableBrowser
    from game.net.discovery import Listed
    from game.net.protocol import VERSION
    from game.scenes import join_scene

    heard = [
        Listed("Q2J table on ada-laptop", "192.168.1.20", 47474, "q2j", "q2j", 1, 3, VERSION),
        Listed("Q2J table on kitchen-pc", "192.168.1.31", 47474, "quatorze", "quatorze", 0, 4, VERSION),
    ]

    async def look(seconds: float) -> list[Listed]:
        await asyncio.sleep(0.01)
        return heard

    made = join_scene.TableBrowser
    join_scene.TableBrowser = lambda: TableBrowser(look)  # type: ignore[assignment,misc]
    try:
        app.stack.apply(Push("join"))
        scene = app.stack.top
        assert isinstance(scene, join_scene.JoinScene)
        for _ in range(300):
            app.step(DT)
            if scene.shown_tables:
                break
        scene.entries["address"].set_text("192.168.1.20:47474")
        scene.entries["code"].set_text("K7MP9Q")
        scene.entries["name"].set_text("Basil")
        app.step(DT)
    finally:
        join_scene.TableBrowser = made  # type: ignore[misc]


def table_players(app: App) -> None:
    """Ada and Basil (players, in their colours) at a table with a computer player."""
    _players(app)
    seats = [SeatConfig("Ada"), SeatConfig("Basil"), SeatConfig("Chloe", "medium")]
    app.ctx.profile_colours = profile_colours(list_profiles_of(app))
    app.ctx.plate_colours = table_colours(seats, app.ctx.profile_colours)
    dealt(app, "q2j", seats, 5)
    settle(app)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    settle(app)  # Ada is ready: her hand shows


def list_profiles_of(app: App) -> list[Profile]:
    path = app.ctx.history.path
    assert path is not None
    db = connect(path, check=False)
    try:
        return list_profiles(db)
    finally:
        db.close()


# ------------------------------------------------------------------------------------ the list
def keys_over_quatorze(app: App) -> None:
    """A Quatorze table with F1's keys shown over it."""
    quatorze_table(4)(app)
    app.keys_shown = True


@dataclass(frozen=True)
class Shot:
    """One picture: its file name, what brings the app to it, and the window it is drawn in."""

    name: str
    make: Callable[[App], None]
    size: tuple[int, int] = SIZE
    language: str = "en"  # the game's language for this picture, chosen as the Settings do
    text_size: int = 100  # the Settings' text size, in percent
    greyscale: bool = False  # saved without colour: what a player who cannot tell colours sees


# Every picture the README and the docs use, in the README's order.
SHOTS = [
    Shot("menu.png", menu),
    Shot("q2j-6-seats.png", q2j_six_seats),
    Shot("war-battle.png", war_battle),
    Shot("ng-table.png", ng_table),
    Shot("ng-hint.png", ng_hint),
    Shot("quatorze-table.png", quatorze_table(4)),
    Shot("quatorze-compose.png", quatorze_table(4, compose=True)),
    Shot("crazy-jokers-declare.png", crazy_declare(3)),
    Shot("crazy-jokers-flush.png", crazy_flush),
    Shot("crazy-jokers-look.png", crazy_look),
    Shot("quatorze-scores.png", quatorze_scores),
    Shot("quatorze-rules.png", rules_page("quatorze", "Melds")),
    Shot("crazy-jokers-rules.png", rules_page(CRAZY, "The seven contracts")),
    Shot("statistics.png", statistics),
    Shot("replay.png", replay_midgame),
    Shot("players.png", players),
    Shot("setup-players.png", setup_players),
    Shot("host-lobby.png", host_lobby),
    Shot("join-list.png", join_list),
    Shot("two-tables.png", two_tables, (2048, 640)),
    Shot("menu-fr.png", menu, language="fr"),
    Shot("quatorze-rules-fr.png", rules_page("quatorze", "Combinaisons"), language="fr"),
    Shot("war-rules-fr.png", rules_page("q2j-war", "Mise en place"), language="fr"),
    Shot("ng-table-fr.png", ng_table, language="fr"),
    Shot("quatorze-table-fr.png", quatorze_table(4), language="fr"),
    Shot("keys-fr.png", keys_over_quatorze, language="fr"),
    Shot("q2j-6-seats-text-200.png", q2j_six_seats, text_size=200),
    Shot("q2j-6-seats-greyscale.png", q2j_six_seats, greyscale=True),
]


def review_shots() -> list[Shot]:
    """The two newest tables at two seats and at their most, in the smallest window, at 1280x800
    and the largest; their score sheets at the most seats in the two smaller windows."""
    shots = []
    for size in (MIN_SIZE, (1280, 800)):
        label = f"{size[0]}x{size[1]}"
        shots.append(Shot(f"review-quatorze-scores-6-{label}.png", score_sheet_of("quatorze", 6, 4), size))
        shots.append(Shot(f"review-crazy-jokers-scores-4-{label}.png", score_sheet_of(CRAZY, 4, 3), size))
    for size in (MIN_SIZE, (1280, 800), LARGEST):
        label = f"{size[0]}x{size[1]}"
        for seats in (2, 6):
            shots.append(Shot(f"review-quatorze-{seats}-seats-{label}.png", quatorze_table(seats), size))
        shots.append(Shot(f"review-quatorze-compose-2-seats-{label}.png", quatorze_table(2, True), size))
        for seats in (2, 4):
            shots.append(Shot(f"review-crazy-jokers-declare-{seats}-{label}.png", crazy_declare(seats), size))
            shots.append(Shot(f"review-crazy-jokers-play-{seats}-{label}.png", crazy_midround(seats), size))
        shots.append(Shot(f"review-crazy-jokers-flush-4-{label}.png", crazy_flush, size))
    shots.append(Shot("review-quatorze-2-seats-1920x1080.png", quatorze_table(2), (1920, 1080)))
    shots.append(Shot("review-crazy-jokers-answer.png", crazy_answer))
    shots.append(Shot("review-crazy-jokers-round-end.png", crazy_round_end))
    for size in (MIN_SIZE, (1920, 1080)):
        label = f"{size[0]}x{size[1]}"
        shots.append(Shot(f"review-players-{label}.png", players, size))
        shots.append(Shot(f"review-setup-players-{label}.png", setup_players, size))
        shots.append(Shot(f"review-table-players-{label}.png", table_players, size))
    for size in (MIN_SIZE, (1920, 1080)):  # the history's screens (issue 44), in both languages
        label = f"{size[0]}x{size[1]}"
        for language in ("en", "fr"):
            for name, make in (
                ("history", history_list),
                ("statistics", statistics),
                ("replay", replay_midgame),
            ):
                shots.append(Shot(f"review-{name}-{label}-{language}.png", make, size, language=language))
    return shots


def speak(app: App, language: str) -> None:
    """The game in ``language``, as the Settings switch it: every scene laid out again."""
    app.ctx.settings.language = language
    i18n.use(language)
    app.ctx.relayout()


def take(shots: list[Shot], out: Path) -> None:
    """Each shot in turn: its moment reached from the menu, the frame saved. One app for them
    all, its window opened again at each new size (SDL cannot start a second X display
    connection in one process once the first has closed)."""
    app = App(LaunchOptions(), size=shots[0].size, fullscreen=False)
    app.ctx.lockstep = True  # wait for each bot and the hint, so every run draws the same frames
    try:
        for size, group in groupby(shots, key=lambda shot: shot.size):
            app.windowed_size = size
            app.toggle_fullscreen()  # the window opened again at windowed_size (not fullscreen)
            app.step(DT)
            for shot in group:
                use_text_size(shot.text_size)
                speak(app, shot.language)
                shot.make(app)
                surface = pygame.display.get_surface()
                assert surface is not None, "the app's window is open"
                app.stack.draw(surface)
                if app.keys_shown:
                    draw_keys(surface, i18n._("Keys"), app.stack.scenes[-1].key_help())
                    app.keys_shown = False
                saved = pygame.transform.grayscale(surface) if shot.greyscale else surface
                pygame.image.save(saved, str(out / shot.name))
                print(f"wrote {out / shot.name}")
                app.stack.pop(len(app.stack) - 1)  # back to the menu
                app.ctx.keyboard = False
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the screenshots the README shows.")
    parser.add_argument("out", nargs="?", type=Path, default=Path("docs/screenshots"), help="folder to write")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="just these pictures (file names)")
    parser.add_argument("--review", action="store_true", help="also the review pictures (not for the docs)")
    parser.add_argument("--list", action="store_true", help="list the pictures and exit")
    args = parser.parse_args(argv)
    shots = SHOTS + (review_shots() if args.review else [])
    if args.list:
        for shot in shots:
            print(f"{shot.name}  {shot.size[0]}x{shot.size[1]}")
        return 0
    if args.only:
        known = {shot.name for shot in SHOTS + review_shots()}
        unknown = [name for name in args.only if name not in known]
        if unknown:
            parser.error(f"no picture named {', '.join(unknown)} (--list shows them)")
        shots = [shot for shot in SHOTS + review_shots() if shot.name in args.only]
    args.out.mkdir(parents=True, exist_ok=True)
    if shots:
        take(shots, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
