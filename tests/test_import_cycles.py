"""No import cycle anywhere in ``game/``.

The graph is built from the source (the AST of every module), with every import: at the top,
inside functions, under ``TYPE_CHECKING``. A cycle hidden in a function-level import is still a
cycle: the two modules cannot be understood, tested or moved apart.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str], root: Path = ROOT) -> set[str]:
    """The project modules ``path`` imports (``from . import x`` counts ``x`` when it is a module)."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join([*base, *([node.module] if node.module else [])])
            else:
                origin = node.module or ""
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
    return {imported for imported in found if imported in known and imported != name}


def import_graph(package: Path = GAME, root: Path = ROOT) -> dict[str, set[str]]:
    paths = sorted(package.rglob("*.py"))
    known = {module_name(path, root) for path in paths}
    return {module_name(path, root): imports_of(path, known, root) for path in paths}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each strongly connected group of more than one module (Tarjan's algorithm), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(groups)


def _package_parents(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """A package's ``__init__`` that re-exports its modules is no cycle with them: an import of
    ``a.b`` runs ``a/__init__`` first by Python's design, so edges from a module up to its own
    enclosing packages are left out."""
    return {
        name: {imp for imp in imported if not name.startswith(imp + ".")} for name, imported in graph.items()
    }


def test_no_import_cycle_in_game() -> None:
    found = cycles(_package_parents(import_graph()))
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(group) for group in found)


def test_a_cycle_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    package = tmp_path / "game"
    (package / "table").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "table" / "__init__.py").write_text("")
    (package / "table" / "shared.py").write_text("def f():\n    from .games import x\n    return x\n")
    (package / "table" / "games.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import shared\nx = 1\n"
    )
    (package / "table" / "alone.py").write_text("from .shared import f\n")
    assert cycles(_package_parents(import_graph(package, tmp_path))) == [
        ["game.table.games", "game.table.shared"]
    ]
