"""What a first-time player ran into (issue 11), in Chromium: the page's
weight and caching, a stale tab, the trick winner's caption, the phone
layout, icons drawn without fonts."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

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
