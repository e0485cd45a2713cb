"""The imports of the program's modules, read from their source (the AST), for the tests that
hold the code's shape (``test_import_cycles``, ``test_layers``).

Every import counts: at the top, inside functions, under ``TYPE_CHECKING``; a relative one is
resolved to the module it names. An import by name at run time (``importlib``, a game entry's
``"module:Class"``) is no import statement and is not seen.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


@dataclass(frozen=True, slots=True)
class Import:
    """One import statement of one module: what it names, where, and whether it runs only when a
    function is called (``lazy``) rather than when the module loads."""

    importer: str
    line: int
    origin: str  # ``import a.b``: "a.b"; ``from x import y``: x, absolute
    names: tuple[str, ...]  # the y of ``from x import y`` (none for ``import a.b``)
    lazy: bool

    def modules(self, known: set[str]) -> list[str]:
        """The modules this import names, the most precise known: ``from game.ui import fonts``
        names ``game.ui.fonts`` when that is a module, ``from game.ui.fonts import Font`` names
        ``game.ui.fonts``, and anything outside ``known`` (``pygame``) is named as written."""
        inside = [f"{self.origin}.{name}" for name in self.names if f"{self.origin}.{name}" in known]
        return inside or [self.origin]


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_in(path: Path, root: Path = ROOT) -> Iterator[Import]:
    """Every import statement in the module at ``path``, in the order of the source."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    yield from _imports(tree, name, package, lazy=False)


def _imports(node: ast.AST, name: str, package: str, lazy: bool) -> Iterator[Import]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import):
            for alias in child.names:
                yield Import(name, child.lineno, alias.name, (), lazy)
        elif isinstance(child, ast.ImportFrom):
            if child.level:
                base = package.split(".")
                base = base[: len(base) - (child.level - 1)]
                origin = ".".join([*base, *([child.module] if child.module else [])])
            else:
                origin = child.module or ""
            yield Import(name, child.lineno, origin, tuple(alias.name for alias in child.names), lazy)
        else:
            inner = lazy or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            yield from _imports(child, name, package, inner)


def modules_of(package: Path = GAME, root: Path = ROOT) -> dict[str, Path]:
    """Every module under ``package`` by its dotted name."""
    return {module_name(path, root): path for path in sorted(package.rglob("*.py"))}
