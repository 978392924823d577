"""A source file over 600 lines says why in its opening (docs: the project's
standards): the words "why this file is long" within its first 10 lines,
then the reason — read as the project's stop check reads them (``grep -i``:
a sentence may open with "Why").  Checked for the Python, JavaScript and CSS
files under ``src/`` (that check reads .py and .js only: ``table.css``, 683
lines, gave its reason without those words)."""

from __future__ import annotations

from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
LIMIT = 600
WORDS = "why this file is long"


def _sources() -> list[Path]:
    return sorted(p for ext in ("py", "js", "css") for p in SRC.rglob(f"*.{ext}"))


def _long_without_reason(paths: list[Path]) -> list[str]:
    """The files of ``paths`` over :data:`LIMIT` lines whose first 10 lines
    lack :data:`WORDS` (as ``name (lines)``)."""
    out = []
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        if len(lines) > LIMIT and not any(WORDS in line.lower() for line in lines[:10]):
            out.append(f"{path.name} ({len(lines)} lines)")
    return out


def test_every_long_source_file_says_why_in_its_opening() -> None:
    assert _long_without_reason(_sources()) == []


@pytest.mark.parametrize("ext", ["py", "js", "css"])
def test_the_check_reads_each_kind_of_file(tmp_path: Path, ext: str) -> None:
    """A long file without the words is named; with them (line 10 at the
    latest, lowercase, exact) it is not."""
    body = ["x"] * (LIMIT + 1)
    bare = tmp_path / f"bare.{ext}"
    bare.write_text("\n".join(body))
    told = tmp_path / f"told.{ext}"
    told.write_text("\n".join(["x"] * 9 + [f"// {WORDS}: one screen"] + body))
    late = tmp_path / f"late.{ext}"
    late.write_text("\n".join(["x"] * 10 + [f"// {WORDS}: one screen"] + body))
    short = tmp_path / f"short.{ext}"
    short.write_text("\n".join(["x"] * LIMIT))
    assert [s.split(" ")[0] for s in _long_without_reason([bare, told, late, short])] == [
        "bare." + ext,
        "late." + ext,
    ]
    assert any(p.suffix == f".{ext}" for p in _sources())
