"""Safe YAML loading that remembers the line of every mapping key, for error messages."""

from __future__ import annotations

from typing import Any

import yaml

KeyPath = tuple[str, ...]


class YamlProblem(ValueError):
    """YAML that does not parse; ``line`` is 1-based (0 when unknown)."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


def load_with_lines(text: str) -> tuple[Any, dict[KeyPath, int]]:
    """The document (``yaml.safe_load`` semantics) and the 1-based line of each key path."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 0
        problem = getattr(error, "problem", None) or str(error)
        raise YamlProblem(f"not valid YAML: {problem}", line) from None
    if node is None:
        return None, {}
    lines: dict[KeyPath, int] = {}
    _walk(node, (), lines)
    constructor = yaml.SafeLoader("")
    try:
        data = constructor.construct_document(node)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        raise YamlProblem(f"not valid YAML: {error}", mark.line + 1 if mark else 0) from None
    return data, lines


def _walk(node: yaml.Node, path: KeyPath, lines: dict[KeyPath, int]) -> None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = str(key_node.value)
            lines[(*path, key)] = key_node.start_mark.line + 1
            _walk(value_node, (*path, key), lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[(*path, str(index))] = item.start_mark.line + 1
            _walk(item, (*path, str(index)), lines)
