"""The page's files: versioned addresses cached for a year, the page itself
revalidated, everything gzip-compressed (server/webfiles.py, issue 11)."""

from __future__ import annotations

import gzip
import re
import shutil
import time
from pathlib import Path

from bideuchre.server import webfiles
from bideuchre.server.settings import WEB_DIR

from .conftest import make_client

VERSIONED = re.compile(r'(?:href|src)="(/static/v/([0-9a-f]{12})/[^"]+)"')


def test_the_page_names_versioned_files_kept_for_a_year(tmp_path: Path) -> None:
    with make_client(tmp_path / "data") as client:
        r = client.get("/")
        assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
        html = r.text
        assert not re.search('"/static/(?!v/)', html)  # every file of the page is versioned
        found = VERSIONED.findall(html)
        builds = {build for _url, build in found}
        assert len(found) >= 10 and len(builds) == 1
        urls = [url for url, _build in found]
        assert any(u.endswith("/js/main.js") for u in urls)
        for url in urls:
            f = client.get(url)
            assert f.status_code == 200, url
            assert f.headers["cache-control"] == "public, max-age=31536000, immutable"
            path = url.split("/", 4)[4]
            assert f.content == (WEB_DIR / path).read_bytes()
        # an unchanged page costs a 304
        again = client.get("/", headers={"If-None-Match": r.headers["etag"]})
        assert again.status_code == 304 and again.content == b""
        # an old build's address still answers, revalidated
        old = client.get("/static/v/000000000000/js/main.js")
        assert old.status_code == 200 and old.headers["cache-control"] == "no-cache"
        plain = client.get("/static/js/main.js")
        assert plain.status_code == 200 and plain.headers["cache-control"] == "no-cache"
        assert client.get("/static/v/" + builds.pop() + "/../../app.py").status_code == 404


def test_the_files_and_the_api_are_sent_gzip_compressed(tmp_path: Path) -> None:
    """Before: 278 KB of uncompressed files for a first load."""
    with make_client(tmp_path / "data") as client:
        html = client.get("/").text
        total = sent = 0
        for url, _build in VERSIONED.findall(html):
            # httpx decodes the body; read the raw bytes to see what was sent
            with client.stream("GET", url, headers={"Accept-Encoding": "gzip"}) as f:
                raw = b"".join(f.iter_raw())
                if len(raw) > 500 or f.headers.get("content-encoding"):
                    assert f.headers["content-encoding"] == "gzip", url
                    assert "accept-encoding" in f.headers["vary"].lower()
                    plain = gzip.decompress(raw)
                else:
                    plain = raw
            total += len(plain)
            sent += len(raw)
        assert total > 100_000 and sent < total / 2.5, (sent, total)
        with client.stream("GET", "/api/rules", headers={"Accept-Encoding": "gzip"}) as r:
            assert r.headers["content-encoding"] == "gzip"
        identity = client.get("/static/js/main.js", headers={"Accept-Encoding": "identity"})
        assert "content-encoding" not in identity.headers


def test_a_changed_file_changes_every_address(tmp_path: Path, monkeypatch: object) -> None:
    web = tmp_path / "web"
    shutil.copytree(WEB_DIR, web)
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(webfiles, "RECHECK_SECONDS", 0.0)
    with make_client(tmp_path / "data", web_dir=web) as client:
        first = VERSIONED.findall(client.get("/").text)[0]
        url, build = first
        assert client.get(url).headers["cache-control"].endswith("immutable")
        time.sleep(0.01)
        css = web / "css" / "table.css"
        css.write_text(css.read_text() + "\n/* changed */\n")
        second = VERSIONED.findall(client.get("/").text)[0][1]
        assert second != build
        # the old address now answers the new file, to be revalidated
        assert client.get(url).headers["cache-control"] == "no-cache"
