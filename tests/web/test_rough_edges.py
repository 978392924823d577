"""What a first-time player ran into (issue 11), in Chromium: the page's
weight and caching, a stale tab, the trick winner's caption, the phone
layout, icons drawn without fonts."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

#: ``BIDEUCHRE_EDGE_SHOTS=/some/folder``: the tests save screenshots there.
SHOTS = os.environ.get("BIDEUCHRE_EDGE_SHOTS")


def shot(name: str, page: Any, selector: str | None = None) -> None:
    """Save a screenshot of the page (or of ``selector``) when asked to."""
    if not SHOTS:
        return
    size = page.viewport_size
    path = Path(SHOTS) / f"{name}-{size['width']}x{size['height']}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    if selector:
        page.locator(selector).first.screenshot(path=str(path))
    else:
        page.screenshot(path=str(path))


_ENTRIES = """() => [...performance.getEntriesByType('navigation'),
  ...performance.getEntriesByType('resource')]
  .filter(e => !e.name.includes('/api/'))
  .map(e => ({name: e.name, transfer: e.transferSize, body: e.encodedBodySize,
              decoded: e.decodedBodySize}))"""


def _load(page: Any, url: str) -> list[dict[str, Any]]:
    page.goto(url + "/")
    page.wait_for_function("() => document.body.classList.contains('ready')")
    page.wait_for_load_state("networkidle")
    entries: list[dict[str, Any]] = page.evaluate(_ENTRIES)
    return entries


def test_first_load_is_compressed_and_a_second_visit_uses_the_cache(
    page: Any, server_url: str
) -> None:
    """Before: 288 KB moved on a first load (278 KB of files, uncompressed)
    and every one of the 31 files was revalidated on each visit."""
    first = _load(page, server_url)
    assert len(first) >= 20
    moved = sum(e["transfer"] for e in first)
    decoded = sum(e["decoded"] for e in first)
    assert decoded > 200_000 and moved < 140_000, (moved, decoded)
    assert all("/static/v/" in e["name"] for e in first[1:]), [e["name"] for e in first]
    second = _load(page, server_url)
    fetched = [e["name"] for e in second[1:] if e["transfer"] > 0]
    assert fetched == [] and len(second) == len(first)


LOCK_JS = """() => {
  const n = document.querySelector('.page-leaderboard [data-locked]');
  const st = getComputedStyle(n, '::before');
  return {content: st.content, image: st.backgroundImage,
          width: parseFloat(st.width), height: parseFloat(st.height)};
}"""


def test_the_daily_lock_is_drawn_not_a_font_glyph(page: Any, server_url: str) -> None:
    """Before: "🔒" in CSS ``content``, an empty box with Debian's fonts (no
    emoji font) in front of "Play first, then compare"."""
    page.goto(server_url + "/#leaderboard")
    page.locator(".page-leaderboard [data-locked]").wait_for(state="visible")
    lock = page.evaluate(LOCK_JS)
    assert lock["content"] in ('""', "none"), lock
    assert lock["image"].startswith('url("data:image/svg+xml') and "rect" in lock["image"]
    assert lock["width"] >= 16 and lock["height"] >= 16
    shot("lock", page, ".page-leaderboard [data-locked]")
