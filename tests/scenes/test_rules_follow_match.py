"""The rules screen says how the match ends as the table's ``match`` option chose it, in English
and in French: Crazy Jokers over a number of rounds or in a single round, Quatorze played out to
201 points or in a single round, Q Squared Joe in a single game or as an elimination match.

The sentences looked for are written from the seed texts and the rulings
(``/work/shared/seeds``, ``RULINGS.md``), not from the rules files: read off the screen's rows as
the player reads them.
"""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.scenes.rules_scene import RulesScene

from .driver import Driver


def _flat(words: str) -> str:
    """Wrapped rows back into one line: any run of spaces (no-break ones too) as one space."""
    return re.sub(r"\s+", " ", words).strip()


def _screen(driver: Driver, variant_id: str, options: dict[str, object], lang: str) -> str:
    assert i18n.use(lang) == lang, i18n.missing_note()
    scene = RulesScene(driver.app.ctx, variant_id, options=options)
    driver.app.stack.push(scene)
    driver.step()
    assert scene.rows, "the rules screen shows no text"
    return _flat(" ".join(row for row, _heading in scene.rows))


# (variant, options chosen, language, sentences the player must read, words they must not).
CASES = [
    # Crazy Jokers, rounds (the seed: "the highest score after a set of custom rounds"; the
    # rulings: 10 rounds by default, the highest total wins).
    (
        "crazy-jokers",
        {"match": "fixed-rounds"},
        "en",
        ["The highest total after 10 rounds wins.", "After 10 rounds the highest total wins the match"],
        ["single round"],
    ),
    (
        "crazy-jokers",
        {"match": "fixed-rounds", "rounds": 3},
        "en",
        ["The highest total after 3 rounds wins.", "After 3 rounds the highest total wins the match"],
        ["10 rounds", "single round"],
    ),
    (
        "crazy-jokers",
        {"match": "single"},
        "en",
        ["A single round is played: whoever completes their contract wins."],
        ["after 10 rounds", "highest total", "rounds the highest"],
    ),
    (
        "crazy-jokers",
        {"match": "fixed-rounds"},
        "fr",
        [
            "Le total le plus haut après 10 manches gagne.",
            "Après 10 manches, le total le plus haut gagne le match",
        ],
        ["seule manche"],
    ),
    (
        "crazy-jokers",
        {"match": "fixed-rounds", "rounds": 3},
        "fr",
        [
            "Le total le plus haut après 3 manches gagne.",
            "Après 3 manches, le total le plus haut gagne le match",
        ],
        ["10 manches", "seule manche"],
    ),
    (
        "crazy-jokers",
        {"match": "single"},
        "fr",
        ["Une seule manche se joue : celui qui remplit son contrat gagne."],
        ["après 10 manches", "total le plus haut", "Après 10 manches"],
    ),
    # Quatorze: a player at 201 or more is out, the last one left wins; or one round, won by
    # whoever goes out.
    (
        "quatorze",
        {"match": "points-out"},
        "en",
        ["A player whose total reaches 201 or more is out; the last player left wins."],
        ["plays one round"],
    ),
    (
        "quatorze",
        {"match": "single"},
        "en",
        ["This variant plays one round: the player who goes out wins."],
        ["201", "last player left wins"],
    ),
    (
        "quatorze",
        {"match": "points-out"},
        "fr",
        ["Un joueur dont le total atteint 201 ou plus est éliminé ; le dernier joueur restant gagne."],
        ["en une manche"],
    ),
    (
        "quatorze",
        {"match": "single"},
        "fr",
        ["Cette variante se joue en une manche : le joueur qui sort gagne."],
        ["201", "dernier joueur restant gagne"],
    ),
    # Q Squared Joe: the first to empty their hand wins; or rounds that drop the last holder until
    # one player remains.
    (
        "q2j",
        {"match": "single"},
        "en",
        ["The first player to empty their hand wins."],
        ["out of the match", "until one player remains"],
    ),
    (
        "q2j",
        {"match": "elimination"},
        "en",
        [
            "the round goes on until only one player still holds cards: that player is out of the match.",
            "Rounds go on until one player remains, who wins the match.",
        ],
        ["The first player to empty their hand wins."],
    ),
    (
        "q2j",
        {"match": "single"},
        "fr",
        ["Le premier joueur qui vide sa main gagne."],
        ["éliminé du match", "il ne reste qu’un joueur"],
    ),
    (
        "q2j",
        {"match": "elimination"},
        "fr",
        [
            "la manche continue jusqu’à ce qu’un seul joueur ait encore des cartes : ce joueur est "
            "éliminé du match.",
            "Les manches se suivent jusqu’à ce qu’il ne reste qu’un joueur, qui gagne le match.",
        ],
        ["Le premier joueur qui vide sa main gagne."],
    ),
]


@pytest.mark.parametrize(
    ("variant_id", "options", "lang", "said", "unsaid"),
    CASES,
    ids=[f"{case[0]}-{'-'.join(map(str, case[1].values()))}-{case[2]}" for case in CASES],
)
def test_the_rules_screen_ends_the_match_as_the_option_says(
    driver: Driver,
    variant_id: str,
    options: dict[str, object],
    lang: str,
    said: list[str],
    unsaid: list[str],
) -> None:
    words = _screen(driver, variant_id, options, lang)
    for sentence in said:
        assert _flat(sentence) in words, f"missing: {sentence!r}"
    for wrong in unsaid:
        assert _flat(wrong) not in words, f"says {wrong!r} with {options}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_single_round_of_crazy_jokers_capped_by_the_turn_limit_has_no_winner(
    driver: Driver, lang: str
) -> None:
    # The rulings: reaching the turn cap ends the game and the rules screen says who wins then; a
    # capped round has no contract winner, so a one-round match has none.
    words = _screen(driver, "crazy-jokers", {"match": "single"}, lang)
    expected = {
        "en": "The match, a single round, then ends with no winner.",
        "fr": "Le match, d’une seule manche, se termine alors sans gagnant.",
    }[lang]
    assert expected in words
    assert expected not in _screen(driver, "crazy-jokers", {"match": "fixed-rounds"}, lang)
