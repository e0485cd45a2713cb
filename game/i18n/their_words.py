"""The system's and the libraries' own words for a failure, in the player's language.

A message about a player's file may carry, in brackets, why the system refused ("Permission
denied"), what PyYAML could not parse ("mapping values are not allowed in this context"), or
what SQLite or the JSON reader said. Those words are English. ``failure_words(error)`` keeps
them with our own wording of the common ones: an English player reads the library's words as
they always have, a French player ours; a failure we have no words for keeps the library's (it
cannot be guessed). Like a ``Said``, the result is put into words by ``str()``, in the language
in use then, so it may be kept in a message shown later.
"""

from __future__ import annotations

import errno
import json
import re
import sqlite3
from typing import Final

from ..files.user_files import SystemReason, plain_reason
from . import N_, _, fill, language
from .said import Said

# The system's refusals by errno's name, in our words (the system's own are the English ones).
_OS_WORDS_BY_NAME: Final = {
    "ELOOP": N_("a symbolic link that leads back to itself"),
    "EACCES": N_("access refused"),
    "EPERM": N_("operation not allowed"),
    "ENOENT": N_("no such file or folder"),
    "ENOSPC": N_("no space left on the disk"),
    "EROFS": N_("the disk can only be read, not written"),
    "EISDIR": N_("it is a folder"),
    "ENOTDIR": N_("a part of the path is not a folder"),
    "EEXIST": N_("it already exists"),
    "EBUSY": N_("in use by another program"),
    "ENAMETOOLONG": N_("the name is too long"),
    "EIO": N_("the disk could not be read or written"),
    "EDQUOT": N_("the disk quota is used up"),
    "EMFILE": N_("too many files are open"),
    "ENFILE": N_("too many files are open"),
    "ENOTEMPTY": N_("the folder is not empty"),
    "EXDEV": N_("it cannot be moved to another disk"),
    "EINVAL": N_("not a valid name or request"),
    "ETXTBSY": N_("the file is in use"),
    "EADDRINUSE": N_("the address is already in use"),
    "EADDRNOTAVAIL": N_("the address is not this computer's"),
    "ECONNREFUSED": N_("the connection was refused"),
    "ETIMEDOUT": N_("no answer in time"),
}
# ... by number, for the names this system has (Windows lacks a few).
OS_WORDS: Final = {
    getattr(errno, name): words for name, words in _OS_WORDS_BY_NAME.items() if hasattr(errno, name)
}

# PyYAML's problems, from libyaml's parser (the one installed with PyYAML's wheels) and from
# PyYAML's own Python parser (without libyaml): a pattern for the library's words, ours for them.
YAML_WORDS: Final = (
    (r"mapping values are not allowed (?:in this context|here)", N_("a colon is not allowed here")),
    (
        r"found character(?: (?P<character>'.+?'))? that cannot start any token",
        N_("a character that cannot start a value (a tab, @ or `)"),
    ),
    (r"found unexpected end of stream", N_("the file ends before a quote or a bracket is closed")),
    (r"(?:did not find expected|expected) ',' or '\]'.*", N_("a list between brackets is not closed")),
    (r"(?:did not find expected|expected) ',' or '\}'.*", N_("a mapping between braces is not closed")),
    (
        r"did not find expected key|expected <block end>, but found .*",
        N_("a line is not indented as the ones above it"),
    ),
    (r"did not find expected '-' indicator", N_("a line is not indented as the list above it")),
    (r"could not find expected ':'", N_("a key without a colon after it")),
    (r"found unknown escape character.*", N_("an unknown escape after a backslash in a quoted value")),
    (r"found unknown directive name", N_("an unknown directive (a line starting with a percent sign)")),
    (r"but found another document", N_("more than one document (a second ---)")),
    (r"second occurrence", N_("the same anchor (&name) twice")),
    (
        r"could not determine a constructor for the tag (?P<tag>'.+')",
        N_("an unknown tag {tag}"),
    ),
    (
        r"(?:unacceptable character|special characters are not allowed|control characters are not allowed).*",
        N_("a control character that a text file cannot hold"),
    ),
    (
        r"found a tab character (?:that violates indentation|where an indentation space is expected)",
        N_("a tab where spaces indent"),
    ),
)

# SQLite's refusals by their code's family (``sqlite3.Error.sqlite_errorname``).
SQLITE_WORDS: Final = {
    "SQLITE_BUSY": N_("the history is in use by another Q2J"),
    "SQLITE_LOCKED": N_("the history is in use by another Q2J"),
    "SQLITE_CANTOPEN": N_("the file cannot be opened"),
    "SQLITE_IOERR": N_("the disk could not be read or written"),
    "SQLITE_READONLY": N_("the file can only be read, not written"),
    "SQLITE_NOTADB": N_("it is not a game history"),
    "SQLITE_CORRUPT": N_("the file is damaged"),
    "SQLITE_FULL": N_("no space left on the disk"),
    "SQLITE_PERM": N_("access refused"),
}

# The JSON reader's words (``json.JSONDecodeError.msg``), by how they start.
JSON_WORDS: Final = (
    ("Expecting value", N_("a value is missing")),
    ("Expecting property name", N_("a key is not in double quotes")),
    ("Expecting ',' delimiter", N_("a comma is missing")),
    ("Expecting ':' delimiter", N_("a colon is missing")),
    ("Extra data", N_("more follows the end of the data")),
    ("Unterminated string", N_("a text is not closed with a double quote")),
    ("Invalid control character", N_("a control character inside a text")),
)


# Python's own words for a date off the calendar (a YAML value read as a date).
DATE_WORDS: Final = (
    (r"day is out of range for month", N_("that month has no such day")),
    (r"month must be in 1\.\.12", N_("a month goes from 1 to 12")),
    (r"year -?\d+ is out of range", N_("that year is out of range")),
)


class TheirWords:
    """A library's words for a failure (``english``, shown to an English player as given) and
    ours for the same failure (``ours``, a catalog message with ``fields``), or None when we have
    none: then every language shows the library's.

    >>> str(TheirWords("Permission denied", OS_WORDS[errno.EACCES]))
    'Permission denied'
    """

    __slots__ = ("english", "fields", "ours")

    def __init__(self, english: str, ours: str | None = None, **fields: str) -> None:
        self.english = english
        self.ours = ours
        self.fields = fields

    def __str__(self) -> str:
        if self.ours is None or language() == "en":
            return self.english
        return fill(_(self.ours), **self.fields) if self.fields else _(self.ours)

    def __repr__(self) -> str:
        return f"TheirWords({self.english!r}, {self.ours!r})"


def os_words(error: OSError) -> TheirWords | Said:
    """The system's reason (``user_files.plain_reason``: its ``strerror``, the whole error when it
    has none), and ours.

    >>> str(os_words(PermissionError(errno.EACCES, "Permission denied")))
    'Permission denied'
    """
    return reason_words(plain_reason(error))


def reason_words(why: str) -> TheirWords | Said:
    """A reason ``user_files`` gave: the system's (a ``SystemReason``, said by its errno) or one of
    its own phrases ("it is not a folder"), translated."""
    if isinstance(why, SystemReason) and why.folder is not None:
        return Said("{folder}: {why}", folder=why.folder, why=reason_words(why.why))
    if isinstance(why, SystemReason):
        return TheirWords(str(why), OS_WORDS.get(why.errno) if why.errno is not None else None)
    return Said(why)


def yaml_words(problem: str, shown: str | None = None) -> TheirWords:
    """PyYAML's ``problem`` (how it said what it could not parse; ``shown``, cut short, is what an
    English player reads), and ours when it is a common one.

    >>> str(yaml_words("mapping values are not allowed in this context"))
    'mapping values are not allowed in this context'
    """
    for pattern, ours in YAML_WORDS:
        found = re.fullmatch(pattern, problem.strip())
        if found is not None:
            fields = {name: value for name, value in found.groupdict().items() if value is not None}
            if set(fields) >= _fields_of(ours):
                return TheirWords(shown or problem, ours, **fields)
    return TheirWords(shown or problem)


def sqlite_words(error: sqlite3.Error) -> TheirWords:
    name = str(getattr(error, "sqlite_errorname", "") or "")
    family = name.split("_", 2)
    ours = SQLITE_WORDS.get("_".join(family[:2])) if len(family) >= 2 else None
    return TheirWords(str(error), ours)


def json_words(error: json.JSONDecodeError) -> TheirWords:
    ours = next((words for start, words in JSON_WORDS if error.msg.startswith(start)), None)
    return TheirWords(str(error), ours)


def failure_words(error: BaseException) -> TheirWords | Said:
    """Any error's words as the library gives them, with ours where we have them."""
    if isinstance(error, OSError):
        return os_words(error)
    if isinstance(error, sqlite3.Error):
        return sqlite_words(error)
    if isinstance(error, json.JSONDecodeError):
        return json_words(error)
    ours = next((words for pattern, words in DATE_WORDS if re.fullmatch(pattern, str(error))), None)
    return TheirWords(str(error), ours)


def _fields_of(message: str) -> set[str]:
    return set(re.findall(r"(?<!\{)\{([a-z_]+)\}(?!\})", message))
