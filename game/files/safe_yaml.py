"""The one way the program reads a YAML file: variants, settings, saves and scenarios.

Every file may have been written by someone else, so reading is bounded:
only regular files (a pipe or a device named ``*.yaml`` would block or never
end), at most ``MAX_BYTES``, UTF-8 text, one document, no aliases (``*name``:
a self-reference recurses and a "billion laughs" file grows without end), at
most ``MAX_DEPTH`` levels of nesting and ``MAX_NODES`` values, and no key
given twice in one mapping (which YAML would let the last one win silently).
Tags beyond plain YAML's are refused as ``yaml.safe_load`` refuses them.

Every problem is a ``YamlFileError`` that reads ``file:line: key: message``, in the player's
language when written out (``located``).
"""

from __future__ import annotations

import datetime
import enum
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from ..i18n.numbers import Figure
from ..i18n.said import Said
from ..i18n.their_words import TheirWords, failure_words, os_words, yaml_words

KeyPath = tuple[str, ...]

MAX_BYTES = 2_000_000  # a save of a 100,000-move deal is about 1 MB
MAX_DEPTH = 50  # our files nest four or five levels
MAX_NODES = 100_000  # about 37 MB and a third of a second to build, at most
MERGE_TAG = "tag:yaml.org,2002:merge"
NOT_PLAIN = Said("is not a plain file (a folder, pipe or device); it was not read")


class YamlFileError(ValueError):
    """A file that cannot be read as the program's YAML; ``where`` is ``file:line: key``, and
    ``str()`` the whole message in the language in use."""

    def __init__(self, message: Said, path: str | Path, line: int = 0, key: str = "") -> None:
        self.message = message
        self.path = str(path)
        self.line = line
        self.key = key
        super().__init__(located(place(self.path, line, key), message))

    @property
    def where(self) -> str:
        spot = f"{self.path}:{self.line}" if self.line else self.path
        return f"{spot}: {self.key}" if self.key else spot


class UnreadableFile(YamlFileError):
    """A file that could not be opened, or is not a plain file: its contents are unknown."""


class UnreadableValue(YamlFileError):
    """A well-formed file with one value Python cannot hold (a date off the calendar, a number
    of thousands of digits): a mistake in a value, like a wrong option, for its owner to fix."""


@dataclass(frozen=True)
class YamlDocument:
    """A parsed file: its data (``yaml.safe_load`` types) and the 1-based line of each key path."""

    path: str
    data: Any
    lines: dict[KeyPath, int] = field(default_factory=dict)

    def where(self, *key: str) -> str:
        return locate(self.path, self.lines, *key)


def locate(path: str | Path, lines: dict[KeyPath, int], *key: str) -> str:
    """``file:line: a.b`` for the key path ``("a", "b")`` (the line left out when unknown)."""
    line = lines.get(tuple(key), 0)
    spot = f"{path}:{line}" if line else str(path)
    return f"{spot}: {'.'.join(map(key_text, key))}" if key else spot


def place(path: str | Path, line: int = 0, key: str = "") -> Said:
    """``file:line: key`` (the line and the key left out when unknown), to be said in the
    player's language ("…, ligne 3, clé").

    >>> str(place("a.yaml", 3, "players")), str(place("a.yaml", key="id")), str(place("a.yaml"))
    ('a.yaml:3: players', 'a.yaml: id', 'a.yaml')
    """
    if line and key:
        return Said("{file}:{line}: {key}", file=path, line=line, key=key)
    if line:
        return Said("{file}:{line}", file=path, line=line)
    if key:
        return Said("{file}: {key}", file=path, key=key)
    return Said("{file}", file=path)


def place_of(path: str | Path, lines: dict[KeyPath, int], *key: str) -> Said:
    """``place`` of the key path ``key`` in a parsed file (its line looked up in ``lines``)."""
    return place(path, lines.get(tuple(key), 0), ".".join(map(key_text, key)))


def located(where: object, problem: object) -> Said:
    """``where: problem``, in the player's language.

    >>> str(located(place("a.yaml", 3, "players"), "must be a number"))
    'a.yaml:3: players: must be a number'
    """
    return Said("{place}: {problem}", place=where, problem=problem)


def shown(value: object, limit: int = 40) -> str:
    """``value`` as a message shows it, cut to ``limit`` characters so it stays one readable line:
    a text, number or yes/no as Python writes it ('fast', 12), a date, list or mapping as the
    player's YAML writes it (never ``datetime.date(1995, 7, 23)``).

    >>> shown([datetime.date(1995, 7, 23), "Maya"]), shown("fast"), shown({"a": [True, 800]})
    ('[1995-07-23, Maya]', "'fast'", '{a: [true, 800]}')
    """
    if isinstance(value, datetime.date):
        return clip(value.isoformat(), limit)
    if isinstance(value, list | tuple | dict):
        try:
            written = yaml.dump(value, Dumper=PlainDumper, default_flow_style=True, width=10**6)
        except yaml.YAMLError:
            return clip(repr(value), limit)
        return clip(str(written).strip(), limit)
    return clip(repr(value), limit)


def key_text(key: str) -> str:
    """A key as a message shows it: as written, or quoted when it holds odd characters."""
    return key if key.isprintable() and len(key) <= 40 else shown(key)


def clip(text: str, limit: int = 100) -> str:
    """The first line of ``text``, cut to ``limit`` characters."""
    lines = text.splitlines() or [""]
    first = lines[0]
    return first if len(first) <= limit and len(lines) == 1 else first[: limit - 1] + "…"


def read_yaml(path: str | Path, max_bytes: int = MAX_BYTES) -> YamlDocument:
    """Read and parse one file within the limits above."""
    return parse_yaml(read_text(path, max_bytes), path)


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> str:
    """A regular file's text, at most ``max_bytes`` of UTF-8; never waits on a pipe."""
    path = Path(path)
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise UnreadableFile(NOT_PLAIN, path)
        # O_NONBLOCK: should the name become a pipe after the check, opening it still returns at once.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise UnreadableFile(NOT_PLAIN, path)
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise UnreadableFile(Said("cannot be read ({reason})", reason=os_words(error)), path) from None
    if len(data) > max_bytes:
        raise YamlFileError(
            Said("is larger than {limit} bytes; it was not read", limit=Figure(max_bytes)), path
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise YamlFileError(
            Said("is not UTF-8 text (byte {byte} cannot be read)", byte=error.start), path
        ) from None


def parse_yaml(text: str, path: str | Path = "<text>") -> YamlDocument:
    """Parse ``text`` (from ``path``, for messages) within the limits above."""
    loader = _BoundedLoader(text)
    try:
        node = loader.get_single_node()
        lines: dict[KeyPath, int] = {}
        if node is not None:
            _walk(node, (), lines, str(path), loader.keys)
        data = None if node is None else loader.construct_document(node)
    except YamlFileError:
        raise
    except _Unconstructed as error:
        key = ".".join(map(key_text, loader.keys.get(id(error.node), ())))
        raise UnreadableValue(error.message, path, error.node.start_mark.line + 1, key) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 0
        # PyYAML's own words for what it could not parse are English: kept as a field, said in
        # ours for the common problems (game/i18n/their_words.py).
        found = clip(error.problem or error.context or "cannot be parsed")
        if isinstance(error, _Refused):
            problem = error.said
        elif "nesting depth" in found:
            # libyaml 0.2.5+ (in PyYAML 6.0.3+ wheels) stops deep nesting itself, scanning ahead
            # of the depth our composer counts: the same refusal, in our words.
            problem = _too_deep()
        else:
            words = yaml_words(error.problem, found) if error.problem else TheirWords(found)
            problem = Said("not valid YAML: {problem}", problem=words)
        raise YamlFileError(problem, path, line) from None
    except yaml.YAMLError as error:
        said = yaml_words(str(error).split("\n", 1)[0], clip(str(error)))
        raise YamlFileError(Said("not valid YAML: {problem}", problem=said), path) from None
    except (ValueError, OverflowError) as error:  # caught by node in the loader; kept as a last guard
        raise YamlFileError(
            Said("a value cannot be read: {problem}", problem=clip(str(error))), path
        ) from None
    finally:
        loader.dispose()
    return YamlDocument(str(path), data, lines)


class _Refused(yaml.MarkedYAMLError):
    """Valid YAML that this program will not read (an alias, too deep, too many values); ``said``
    in the player's words."""

    said: Said


def _too_deep() -> Said:
    return Said("nested more than {depth} levels deep", depth=MAX_DEPTH)


class _Unconstructed(Exception):
    """A value YAML accepts but Python cannot hold, with the node it came from (for its line)."""

    def __init__(self, node: yaml.Node, message: Said) -> None:
        super().__init__(message)
        self.node = node
        self.message = message


def _why_unreadable(node: yaml.Node, error: Exception) -> Said:
    """Plain words for a value that cannot be built: a date off the calendar, a huge number
    (Python's own words for why are English: kept as a field)."""
    value = clip(str(node.value), 40)
    if node.tag == "tag:yaml.org,2002:timestamp":
        return Said(
            "{value} reads as a date but is not a day of the calendar ({error}); "
            "put it in quotes if it is text",
            value=value,
            error=failure_words(error),
        )
    if node.tag == "tag:yaml.org,2002:int":
        return Said(
            "a whole number of {digits} digits is too long to read", digits=Figure(len(str(node.value)))
        )
    return Said("{value} cannot be read ({error})", value=value, error=clip(str(error)))


def _refuse(problem: Said, mark: Any) -> _Refused:
    refused = _Refused(problem=str(problem), problem_mark=mark)
    refused.said = problem
    return refused


class _Bounds(Composer):
    """The composer with the limits: counts nodes and depth, refuses aliases."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.nodes = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()  # type: ignore[attr-defined]  # the parser's, mixed in below
        if isinstance(event, yaml.AliasEvent):
            raise _refuse(Said("aliases (*name) are not allowed; write the value out"), event.start_mark)
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _refuse(
                Said("more than {count} values; the file was not read", count=format(MAX_NODES, ",")),
                event.start_mark,
            )
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise _refuse(_too_deep(), event.start_mark)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def _parser_class() -> type:
    """libyaml's parser where installed (about three times faster), else PyYAML's own."""
    try:
        from yaml import _yaml

        return _yaml.CParser
    except ImportError:  # PyYAML built without libyaml
        from yaml.parser import Parser
        from yaml.reader import Reader
        from yaml.scanner import Scanner

        class PythonParser(Reader, Scanner, Parser):
            def __init__(self, stream: str) -> None:
                Reader.__init__(self, stream)
                Scanner.__init__(self)
                Parser.__init__(self)

        return PythonParser


_Parser: Any = _parser_class()


class _BoundedLoader(_Bounds, _Parser, SafeConstructor, Resolver):  # type: ignore[misc]
    """The events of the parser, composed by ``_Bounds``, built by PyYAML's safe constructor."""

    def __init__(self, stream: str) -> None:
        _Parser.__init__(self, stream)
        _Bounds.__init__(self)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)
        self.keys: dict[int, KeyPath] = {}  # the key path of each value node, by id (for messages)

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (ValueError, OverflowError) as error:
            raise _Unconstructed(node, _why_unreadable(node, error)) from None


def _walk(
    node: yaml.Node, path: KeyPath, lines: dict[KeyPath, int], source: str, keys: dict[int, KeyPath]
) -> None:
    """Record the line of every key path (and each value node's path, in ``keys``) and refuse
    a key given twice in one mapping."""
    keys[id(node)] = path
    if isinstance(node, yaml.MappingNode):
        first: dict[tuple[str, str], int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == MERGE_TAG:
                continue
            line = key_node.start_mark.line + 1
            key = str(key_node.value)
            if (key_node.tag, key) in first:
                seen = first[(key_node.tag, key)]
                where = ".".join(map(key_text, (*path, key)))
                twice = Said("given twice (first on line {line}); keep one", line=seen)
                raise YamlFileError(twice, source, line, where)
            first[(key_node.tag, key)] = line
            lines[(*path, key)] = line
            _walk(value_node, (*path, key), lines, source, keys)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[(*path, str(index))] = item.start_mark.line + 1
            _walk(item, (*path, str(index)), lines, source, keys)


# Writing ------------------------------------------------------------------------------------------
def represent_enum(dumper: yaml.SafeDumper, member: enum.Enum) -> yaml.Node:
    """An enum member written as its value (``MatchMode.SINGLE`` as ``single``), as the
    program's files hold it and read it back; PyYAML's safe dumper refuses every enum."""
    return dumper.represent_data(member.value)


class PlainDumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    """The safe dumper (libyaml's, when present: quicker) that also writes enum members."""


PlainDumper.add_multi_representer(enum.Enum, represent_enum)


def dump_yaml(data: object) -> str:
    """``data`` as the text of one of the program's files (keys in their order, any language)."""
    return str(yaml.dump(data, Dumper=PlainDumper, sort_keys=False, allow_unicode=True))
