"""No import cycle anywhere in ``game/``.

The graph is built from the source (the AST of every module), with every import: at the top,
inside functions, under ``TYPE_CHECKING``. A cycle hidden in a function-level import is still a
cycle: the two modules cannot be understood, tested or moved apart.
"""

from __future__ import annotations

from pathlib import Path

from tests.imports import GAME, ROOT, imports_in, modules_of


def import_graph(package: Path = GAME, root: Path = ROOT) -> dict[str, set[str]]:
    """Each module's imports of the others (``from . import x`` counts the package and ``x``)."""
    paths = modules_of(package, root)
    known = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        found = {
            imported for each in imports_in(path, root) for imported in (each.origin, *each.modules(known))
        }
        graph[name] = {imported for imported in found if imported in known and imported != name}
    return graph


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
