"""The player's language: every word a player reads goes through here.

Mark a string with ``_("Settings")`` where it is used; a string held in a module-level
constant is marked ``N_("Quit")`` (extracted, not translated) and passed through ``_()``
where it is shown. Plurals: ``ngettext("{n} game", "{n} games", n).format(n=n)``. Fields
are ``{name}`` (``str.format``), never f-strings, which the extractor cannot read.

Translations are looked up when the words are asked for, so a scene that lays out its
words again after a language change shows the new language (docs/LANGUAGES.md says how).
The catalogs are ``game/locale/<lang>/LC_MESSAGES/q2j.mo``, compiled from the ``.po``
sources by ``tools/translations.py compile`` (the set-up runs it). A missing or damaged ``.mo``
means English, never an error.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path
from typing import Final

from ..files.paths import bundle_root
from .system import system_language

DOMAIN: Final = "q2j"
# In the source tree and in the packaged program alike (build.spec puts the .mo files there).
LOCALE_DIR: Final = bundle_root() / "game" / "locale"
LANGUAGES: Final = ("en", "fr")  # the languages the game speaks; English is the source text
# What the Settings offer: the system's language, or one of them by name.
CHOICES: Final = ("system", *LANGUAGES)

_state: dict[str, object] = {"language": "en", "translations": gettext.NullTranslations()}


def _translations() -> gettext.NullTranslations:
    found = _state["translations"]
    assert isinstance(found, gettext.NullTranslations)
    return found


def _(message: str) -> str:
    """``message`` in the language in use."""
    return _translations().gettext(message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it (for constants)."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a message for ``count`` (French: 0 and 1 take the singular)."""
    return _translations().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, told apart by ``context`` ("card" for the rank "K")."""
    return _translations().pgettext(context, message)


def language() -> str:
    """The language in use: ``"en"`` or ``"fr"``."""
    return str(_state["language"])


def resolve(choice: str) -> str:
    """The language a settings choice means: ``"system"`` reads the system's."""
    wanted = system_language() if choice == "system" else choice
    return wanted if wanted in LANGUAGES else "en"


def load(lang: str, locale_dir: Path = LOCALE_DIR) -> gettext.NullTranslations | None:
    """The compiled catalog for ``lang``, or None when it is missing or cannot be read."""
    if lang == "en":
        return gettext.NullTranslations()
    path = locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except Exception:  # missing, unreadable or damaged (gettext raises several kinds): English
        return None


def use(choice: str, locale_dir: Path = LOCALE_DIR) -> str:
    """Speak the language ``choice`` means from now on (English when its catalog is missing);
    returns the language in use."""
    lang = resolve(choice)
    translations = load(lang, locale_dir)
    _state["missing"] = "" if translations is not None else lang
    _state["missing_path"] = locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if translations is None:
        lang, translations = "en", gettext.NullTranslations()
    _state["language"], _state["translations"] = lang, translations
    return lang


# The languages by their own names, for the one message said without their catalog.
_NAMES: Final = {"fr": "Français"}


def missing_note() -> str:
    """What to tell the player when the language last chosen has no readable catalog (so the
    game speaks English): said once a run, "" otherwise and ever after.

    >>> _ = use("fr", Path("/nowhere")); missing_note()[:42], missing_note()
    ('Français: the translations are missing (/n', '')
    >>> _state["told"] = False; _ = use("en")
    """
    lang = str(_state.get("missing", ""))
    if not lang or _state.get("told"):
        return ""
    _state["told"] = True
    return (
        f"{_NAMES.get(lang, lang)}: the translations are missing ({_state['missing_path']}); the game speaks "
        "English. Installing Q2J again compiles them."
    )


# French drops the vowel of "de", "le", "la" and "que" before a word that starts with one
# ("la main d’Ada", "l’A♠", with the typographic apostrophe) and makes one word of "de le",
# "à le" ("du talon", "au talon").
# The words filled in are names, cards and places, so the template cannot.
_ELIDED: Final = re.compile(r"(^|[\s(])(de|le|la|que) $", re.IGNORECASE)
_JOINED: Final = re.compile(r"(^|[\s(])(de|à) $", re.IGNORECASE)
_CONTRACTED: Final = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_VOWEL_START: Final = tuple("aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊËÎÏÔÛ")


def fill(template: str, **fields: object) -> str:
    """``template`` with its ``{fields}`` filled in (values are never read as templates), and in
    French "de Ada" written "d’Ada".

    >>> fill("{who} plays {cards}", who="Ada {x}", cards="the 9♠")
    'Ada {x} plays the 9♠'
    """
    parts: list[str] = []
    for text, name, spec, conversion in string.Formatter().parse(template):
        parts.append(text)
        if name is None:
            continue
        value = fields[name]
        if conversion == "r":
            value = repr(value)
        shown = format(value, spec or "")
        if language() == "fr":
            parts, shown = _french_joins("".join(parts), shown)
        parts.append(shown)
    return "".join(parts)


def _french_joins(before: str, shown: str) -> tuple[list[str], str]:
    """``before`` and ``shown`` with French's elision and contraction where they meet.

    >>> _french_joins("la main de ", "Ada"), _french_joins("passe de ", "le talon")
    ((['la main d’'], 'Ada'), (['passe '], 'du talon'))
    """
    joined = _JOINED.search(before)
    article, _space, rest = shown.partition(" ")
    if joined is not None and rest and (joined.group(2).lower(), article) in _CONTRACTED:
        word = _CONTRACTED[(joined.group(2).lower(), article)]
        word = word.capitalize() if joined.group(2)[0].isupper() else word
        return [before[: joined.start(2)]], f"{word} {rest}"
    elided = _ELIDED.search(before)
    if elided is not None and shown.startswith(_VOWEL_START):
        return [before[: elided.start(2)] + elided.group(2)[:-1] + "’"], shown
    return [before], shown
