"""The system's language, as gettext would read it: LANGUAGE, LC_ALL, LC_MESSAGES, LANG,
then the platform's own setting (Windows and macOS seldom set the variables)."""

from __future__ import annotations

import locale
import os

_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_code(value: str) -> str:
    """The two-letter language of a locale name: ``fr_CA.UTF-8`` → ``fr``; ``C`` → ``en``.

    >>> language_code("fr_CA.UTF-8"), language_code("fr:en"), language_code("C.UTF-8"), language_code("de_DE")
    ('fr', 'fr', 'en', 'de')
    """
    first = value.split(":")[0].split(".")[0].split("@")[0]
    code = first.replace("-", "_").split("_")[0].lower()
    return "en" if code in ("", "c", "posix") else code


def system_language() -> str:
    """The first language the environment names, else the platform's locale, else English."""
    for name in _VARIABLES:
        value = os.environ.get(name, "")
        if value:
            return language_code(value)
    try:
        found = locale.getlocale()[0]
    except ValueError:  # a locale name Python cannot parse
        found = None
    return language_code(found or "")
