"""Which engine runs: the engine's modules compiled by mypyc, or their pure Python sources.

``tools/build_engine.py`` compiles every module under ``game/engine/`` (but the two this
file names in ``PURE``) and the search's hot loop (``SEARCH``: the tree search, its
determinizations and every game's heuristic, under ``game/ai/``) into extension modules
beside their sources, plus one shared
library, ``q2j_engine__mypyc``, at the top of the source tree (beside ``game/``: mypyc
derives each module's ``__file__`` from that place). It writes ``STAMP``: the digest of
the sources it compiled, or why it could not compile them. When ``game.engine`` is first
imported, ``choose`` runs before any other engine module loads:

- ``Q2J_ENGINE=pure`` in the environment, no stamp, a failed build, a build for another
  Python, or sources changed since the build (a stale build would silently run old
  code): the pure sources are imported (a finder put first on ``sys.meta_path``, since
  Python would otherwise prefer the extension module beside each source): the search's
  too, so ``Q2J_ENGINE=pure`` runs everything as Python. A stale or
  broken build also prints one line on stderr;
- otherwise the shared library is loaded and the extension modules are imported.

The pure sources stay the reference: both engines must play the same game
(``tests/engine/test_compiled_engine.py``). ``engine_kind()`` says which one runs.
Only the standard library is used, and nothing from ``game``: the build tool loads this
file on its own, without importing (and so locking, on Windows) the compiled modules.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ENGINE = Path(__file__).resolve().parent
SOURCE_ROOT = ENGINE.parent.parent
PACKAGE = "game.engine"
# Left pure, never compiled: the package's __init__ and this module run before any
# compiled module may load, to decide whether one may (and the finder must be Python).
PURE = ("__init__.py", "compiled.py")
# The search's modules compiled with the engine (a package: every module in it, found), chosen
# by profiling the search: its own loop, the determinizations and the heuristics' playout
# moves, priors and pruning, called at every step of every iteration. The rest of game/ai
# (the bots' reasons, tournaments, the worker process) is not hot and stays interpreted.
SEARCH = ("game.ai.ismcts", "game.ai.determinize", "game.ai.heuristics")
GROUP = "q2j_engine"
LIBRARY = GROUP + "__mypyc"
STAMP = ENGINE / "compiled.stamp"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
COMPILED = "compiled (mypyc)"
REBUILD = "python tools/build_engine.py"

# Why the pure engine was chosen (None: the compiled one was); set by ``choose``.
_why_pure: str | None = None


def _package_sources(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)


def _search_sources() -> list[Path]:
    found: list[Path] = []
    for name in SEARCH:
        place = SOURCE_ROOT.joinpath(*name.split("."))
        found += _package_sources(place) if place.is_dir() else [place.with_suffix(".py")]
    return found


def sources() -> list[Path]:
    """Every source file of the engine, then the search's compiled ones, in a stable order."""
    return _package_sources(ENGINE) + _search_sources()


def compiled_sources() -> list[Path]:
    """The sources mypyc compiles: all but ``PURE`` (found, so a new module is compiled too)."""
    return [path for path in sources() if path.parent != ENGINE or path.name not in PURE]


def is_compiled_name(name: str) -> bool:
    """Whether the module called ``name`` is one the build compiles (by name: a packaged
    program has no sources to look at)."""
    if name.startswith(PACKAGE + "."):
        return name.removeprefix(PACKAGE + ".") + ".py" not in PURE
    return any(name == search or name.startswith(search + ".") for search in SEARCH)


def sources_digest() -> str:
    """A digest of every source's place and text: any edit, new or removed file changes it."""
    digest = hashlib.sha256()
    for path in sources():
        digest.update(path.relative_to(SOURCE_ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def read_stamp() -> dict[str, object] | None:
    try:
        found = json.loads(STAMP.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def stamp_problem(stamp: dict[str, object] | None) -> tuple[str, bool] | None:
    """Why a build with this stamp may not run (and whether that deserves a note), or None."""
    if stamp is None:
        return f"not compiled: {REBUILD} compiles it", False
    if not stamp.get("built"):
        return f"not compiled: {stamp.get('why', 'the build failed')}", False
    if stamp.get("suffix") != SUFFIX:
        return f"compiled for another Python ({stamp.get('suffix')}): {REBUILD} compiles it again", True
    if stamp.get("sources") != sources_digest():
        return (
            f"the compiled engine is older than its sources (engine, search): {REBUILD} compiles it again",
            True,
        )
    if not (SOURCE_ROOT / (LIBRARY + SUFFIX)).is_file():
        return f"the compiled engine's library is missing: {REBUILD} compiles it again", True
    return None


class PureSources(importlib.abc.MetaPathFinder):
    """Finds the modules the build compiles as their ``.py`` sources, passing over compiled ones."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not is_compiled_name(fullname) or path is None:
            return None
        name = fullname.rpartition(".")[2]
        for folder in path:
            package = Path(folder, name, "__init__.py")
            if package.is_file():
                return importlib.util.spec_from_file_location(
                    fullname, package, submodule_search_locations=[str(package.parent)]
                )
            module = Path(folder, name + ".py")
            if module.is_file():
                return importlib.util.spec_from_file_location(fullname, module)
        return None  # a frozen program has no sources: its own importers decide


def _load_library() -> None:
    """Load the shared library the compiled modules import by its top-level name."""
    if LIBRARY in sys.modules:
        return
    if getattr(sys, "frozen", False):
        importlib.import_module(LIBRARY)  # bundled at the top of the program's folder
        return
    spec = importlib.util.spec_from_file_location(LIBRARY, SOURCE_ROOT / (LIBRARY + SUFFIX))
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {LIBRARY}")
    library = importlib.util.module_from_spec(spec)
    sys.modules[LIBRARY] = library
    try:
        spec.loader.exec_module(library)
    except BaseException:
        del sys.modules[LIBRARY]
        raise


def _use_pure(why: str, note: bool) -> None:
    global _why_pure
    _why_pure = why
    if not any(isinstance(finder, PureSources) for finder in sys.meta_path):
        sys.meta_path.insert(0, PureSources())
    if note:
        print(f"q2j: {why}; running the pure Python engine", file=sys.stderr)


def choose() -> None:
    """Decide which engine the imports of ``game.engine``'s modules will load (see above)."""
    wanted = os.environ.get("Q2J_ENGINE", "")
    if wanted == "pure":
        _use_pure("Q2J_ENGINE=pure", note=False)
        return
    if wanted:
        print(f"q2j: Q2J_ENGINE={wanted!r} is not understood (only 'pure' is); ignored", file=sys.stderr)
    frozen = getattr(sys, "frozen", False)
    # A packaged program has no sources to be older than: its build checked them.
    problem = None if frozen else stamp_problem(read_stamp())
    if problem is not None:
        _use_pure(*problem)
        return
    try:
        _load_library()
    except ImportError as error:
        _use_pure(f"the compiled engine cannot be loaded ({error})", note=not frozen)


def is_compiled(module: ModuleType) -> bool:
    return str(getattr(module, "__file__", "")).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine_kind() -> str:
    """``"compiled (mypyc)"`` or ``"pure Python (why)"``: what the loaded modules (the engine's
    and the search's, which this loads first: the question is about both) really are."""
    for name in SEARCH:
        importlib.import_module(name)
    loaded = [module for name, module in list(sys.modules.items()) if is_compiled_name(name)]
    compiled = sum(is_compiled(module) for module in loaded)
    if loaded and compiled == len(loaded):
        return COMPILED
    why = _why_pure or "the compiled modules were not found"
    if compiled:
        return f"partly compiled: {compiled} of {len(loaded)} modules ({why})"
    return f"pure Python ({why})"
