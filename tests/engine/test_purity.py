"""The engine is pure standard-library Python (DESIGN), and its docstring
examples run (doctests)."""

from __future__ import annotations

import ast
import doctest
import importlib
import sys
from pathlib import Path

import pytest

import bideuchre.engine

ENGINE_DIR = Path(bideuchre.engine.__file__).resolve().parent
ENGINE_FILES = sorted(ENGINE_DIR.rglob("*.py"))
MODULES = [
    "bideuchre.engine" + ("" if p.stem == "__init__" else "." + p.stem)
    for p in ENGINE_FILES
    if p.parent == ENGINE_DIR
]


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """``(level, module)`` for every import in the file, wherever it is
    (``TYPE_CHECKING`` blocks and functions included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((0, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            out.append((node.level, node.module or ""))
    return out


def test_engine_files_are_found() -> None:
    assert len(ENGINE_FILES) >= 10 and (ENGINE_DIR / "state.py") in ENGINE_FILES


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: p.name)
def test_engine_imports_only_the_standard_library_and_itself(path: Path) -> None:
    depth = len(path.relative_to(ENGINE_DIR).parts) - 1  # 0 for a file in engine/
    for level, module in imported_modules(path):
        if level:
            # a relative import must stay inside the engine package
            assert level - 1 <= depth, f"{path.name}: import leaves the engine: {module}"
            continue
        top = module.split(".")[0]
        if top == "bideuchre":
            assert module == "bideuchre.engine" or module.startswith("bideuchre.engine."), (
                f"{path.name} imports {module}"
            )
        else:
            assert top in sys.stdlib_module_names, f"{path.name} imports {module}"


def test_purity_check_catches_a_third_party_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import numpy\nfrom ..bots import make_bot\nfrom . import cards\n")
    assert imported_modules(bad) == [(0, "numpy"), (2, "bots"), (1, "")]


@pytest.mark.parametrize("name", MODULES)
def test_engine_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0


def test_engine_has_doctests() -> None:
    finder = doctest.DocTestFinder()
    examples = 0
    for name in MODULES:
        for test in finder.find(importlib.import_module(name)):
            examples += len(test.examples)
    assert examples >= 15
