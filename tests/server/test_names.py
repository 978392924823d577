"""Display names that could impersonate another player (issue 11): invisible
characters, stacks of marks, blank names, look-alikes across scripts (UTS #39
skeletons), keys too long for the column, and migration 0003 re-keying the
names already stored (docs/api.md, "Player profile")."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import insert, select

from bideuchre.server.db import make_engine, migrate
from bideuchre.server.errors import ApiError
from bideuchre.server.models import Player
from bideuchre.server.names import KEY_MAX, check_name, name_keys
from bideuchre.server.settings import Settings

from .conftest import TestClient, daily_app

_players = Player.__table__

#: 20 x U+FDFA: a valid 20-character name whose NFKC form has 360 characters.
LONG_KEY_NAME = "\ufdfa" * 20


def _reason(name: str) -> str:
    with pytest.raises(ApiError) as info:
        check_name(name)
    assert info.value.status == 400 and info.value.code == "bad_name"
    why = info.value.extra["reason"]
    assert why["code"].startswith("name_") and why["rule"] is None
    return str(why["code"]).removeprefix("name_")


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("Al\u200dice", "invisible"),  # zero-width joiner
        ("Alice\ufe0f", "invisible"),  # variation selector
        ("Ali\u034fce", "invisible"),  # combining grapheme joiner
        ("\u3164\u3164", "invisible"),  # Hangul fillers: a blank name
        ("\u115f\u1160Bo", "invisible"),
        ("Bo\uffa0", "invisible"),  # halfwidth Hangul filler
        ("A\u0301\u0301\u0301lice", "marks"),  # three marks on one letter
        ("\u0301\u0301ab", "marks"),  # a mark on nothing
        ("a \u0301b", "marks"),  # a mark on a space
        ("\u2800\u2800", "char"),  # Braille blank
        ("x" * 21, "length"),
        ("!!", "no_alnum"),
        (LONG_KEY_NAME, "too_long"),
    ],
)
def test_names_that_render_as_another_or_blank_are_refused(name: str, reason: str) -> None:
    assert _reason(name) == reason


@pytest.mark.parametrize("name", ["Nguyễn", "Thị Bé", "कृष्ण", "กี่", "Ａlice", "\ufdfa" * 8])
def test_real_names_with_marks_and_expansions_are_kept(name: str) -> None:
    assert check_name(name) == name
    assert max(len(k) for k in name_keys(name)) <= KEY_MAX


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Alice", "Аlice"),  # Cyrillic А
        ("Alice", "Αlice"),  # Greek Alpha
        ("alice", "аlice"),  # Cyrillic а
        ("Alice", "ALICE"),
        ("Alice", "Ａlice"),  # fullwidth
        ("HOBO", "НОВО"),  # Cyrillic capitals
        ("Paypal", "Раураl"),
        ("William", "Wi11iam"),
        ("Zoë", "ZOË"),
        ("Iris", "iris"),
        ("Zoë O'Neil-Ünal", "Zoe O'Neil-Unal"),  # accents fold away (fresh-user check)
        ("Zoe O'Neil-Unal", "ZOË O'NEIL-ÜNAL"),
        ("Nguyễn", "Nguyen"),
        ("Zoë", "Zое"),  # Cyrillic о, е
    ],
)
def test_look_alike_names_share_a_key(first: str, second: str) -> None:
    a, b = name_keys(check_name(first)), name_keys(check_name(second))
    assert a[0] == b[0] or a[1] == b[1]


def test_different_names_keep_different_keys() -> None:
    for first, second in [("Alice", "Alicia"), ("Zoe", "Zoey"), ("Иван", "Ivan"), ("Bo", "Bob")]:
        a, b = name_keys(first), name_keys(second)
        assert a[0] != b[0] and a[1] != b[1], (first, second)


def test_the_server_refuses_look_alikes_and_long_keys_on_both_databases(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    app, _ = daily_app(tmp_path / "data", fresh_database_url)
    with TestClient(app) as first:
        assert first.post("/api/me", json={"name": "HOBO"}).status_code == 200
        assert TestClient(app).post("/api/me", json={"name": "Alice"}).status_code == 200
        for look_alike in ("Аlice", "ΑLICE", "Ａlice", "НОВО"):
            r = TestClient(app).post("/api/me", json={"name": look_alike})
            assert r.status_code == 409, (look_alike, r.text)
            assert r.json()["error"]["code"] == "name_taken"
        for name, reason in (("Al\u200dice", "invisible"), ("\u3164\u3164", "invisible")):
            r = TestClient(app).post("/api/me", json={"name": name})
            assert r.status_code == 400 and r.json()["error"]["reason"]["code"] == f"name_{reason}"
        # 500 on PostgreSQL before the fix: the key did not fit its column.
        r = TestClient(app).post("/api/me", json={"name": LONG_KEY_NAME})
        assert r.status_code == 400, r.text
        assert r.json()["error"] == {
            "code": "bad_name",
            "reason": {"code": "name_too_long", "params": {}, "rule": None},
            "message": r.json()["error"]["message"],
        }
        assert first.post("/api/me", json={"name": LONG_KEY_NAME}).status_code == 400
        assert first.get("/api/me").json()["player"]["name"] == "HOBO"  # unchanged
        r = TestClient(app).post("/api/me", json={"name": "\ufdfa" * 8})
        assert r.status_code == 200, r.text


def test_migration_rekeys_stored_names_and_keeps_them(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """Names stored under the old key (NFKC case fold) keep working after 0003;
    of two stored look-alikes the older keeps the key, and neither can be
    taken again."""
    settings = Settings(data_dir=tmp_path / "data", database_url=fresh_database_url)
    settings.data_dir.mkdir(parents=True)
    engine = make_engine(settings.url)
    migrate(engine, "0002")
    now = datetime(2025, 3, 1, tzinfo=UTC)
    stored = {"Alice": 0, "Аlice": 0, "Zoë": 0}  # Latin, then Cyrillic A
    with engine.begin() as conn:
        for i, name in enumerate(stored):
            old_key = name.casefold()
            stored[name] = conn.execute(
                insert(_players)
                .values(
                    secret_hash=f"{i:064d}",
                    created_at=now,
                    last_seen_at=now,
                    name=name,
                    name_key=old_key,
                )
                .returning(_players.c.id)
            ).scalar_one()
    migrate(engine)
    with engine.connect() as conn:
        rows = {r.name: r for r in conn.execute(select(_players)).all()}
    engine.dispose()
    assert set(rows) == set(stored)
    assert (rows["Alice"].name_key, rows["Alice"].name_skeleton) == name_keys("Alice")
    assert (rows["Zoë"].name_key, rows["Zoë"].name_skeleton) == name_keys("Zoë")
    assert rows["Аlice"].name_key == f"\x01{stored['Аlice']}"
    app, _ = daily_app(tmp_path / "data", fresh_database_url)
    with TestClient(app):
        for name in ("alice", "Аlice", "ZOË"):
            r = TestClient(app).post("/api/me", json={"name": name})
            assert r.status_code == 409, (name, r.text)


def test_hostile_inputs_never_reach_a_database_error(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """Every stored or compared value is bounded before the database: each
    answer is a 4xx code (or an empty page), never a 500 (PostgreSQL checks
    widths and ranges)."""
    app, _ = daily_app(tmp_path / "data", fresh_database_url)
    huge = 2**70
    with TestClient(app) as c:
        game = c.post("/api/games", json={"rules": "single-deck", "level": "easy"}).json()
        gid = game["view"]["id"]
        answers = [
            c.post("/api/me", json={"name": "a\x00b"}),
            c.post("/api/me", json={"name": LONG_KEY_NAME}),
            c.post("/api/me", json={"name": "x" * 10_000}),
            c.post("/api/me/adopt", json={"code": "\x00" * 12}),
            c.post(f"/api/games/{gid}/actions", json={"action": "pass", "version": huge}),
            c.post(f"/api/games/{gid}/next-hand", json={"version": huge}),
            c.post("/api/games", json={"level": "x" * 5000}),
            c.post("/api/games", json={"rules": {"preset": "single-deck", "min_bid": huge}}),
            c.get("/api/games/" + "g" * 5000),
            c.get("/api/daily/leaderboard", params={"date": "2025-03-13", "offset": huge}),
        ]
        codes = [a.status_code for a in answers]
        assert all(400 <= code < 500 for code in codes[:-1]), [a.text[:80] for a in answers]
        assert codes[-1] == 200 and answers[-1].json()["entries"] == []  # a past day, empty


def test_accents_fold_out_of_the_keys_but_not_the_names() -> None:
    """Only generic diacritics fold: a script's own marks (Devanagari vowel
    signs) still tell names apart, and the shown name keeps its accents."""
    from bideuchre.server.names import strip_accents

    assert strip_accents("Zoë O'Neil-Ünal") == "Zoe O'Neil-Unal"
    assert check_name("Zoë O'Neil-Ünal") == "Zoë O'Neil-Ünal"
    assert name_keys("Zoë")[0] == "zoe"
    assert name_keys("Zoë", accents=True)[0] == "zoe\u0308"  # the keys before 0008
    assert name_keys("कृष्ण") != name_keys("कष्ण")


def test_the_server_refuses_a_name_that_differs_only_by_accents(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """Before: "Zoe O'Neil-Unal" was accepted while "Zoë O'Neil-Ünal" existed;
    both directions now clash, and the first name is shown as given."""
    app, _ = daily_app(tmp_path / "data", fresh_database_url)
    for taken, look_alike in (("Zoë O'Neil-Ünal", "Zoe O'Neil-Unal"), ("Renee", "Renée")):
        with TestClient(app) as first:
            assert first.post("/api/me", json={"name": taken}).status_code == 200
            r = TestClient(app).post("/api/me", json={"name": look_alike})
            assert r.status_code == 409, (look_alike, r.text)
            assert r.json()["error"]["code"] == "name_taken"
            assert first.get("/api/me").json()["player"]["name"] == taken


def test_migration_0008_rekeys_accented_names(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """Names keyed with their accents (0003..0007) get accent-free keys; of
    two stored names alike but for accents the older keeps the key."""
    settings = Settings(data_dir=tmp_path / "data", database_url=fresh_database_url)
    settings.data_dir.mkdir(parents=True)
    engine = make_engine(settings.url)
    migrate(engine, "0007")
    now = datetime(2025, 3, 1, tzinfo=UTC)
    ids = {}
    with engine.begin() as conn:
        for i, name in enumerate(["Zoë", "Zoe", "Bob"]):
            key, skel = name_keys(name, accents=True)
            ids[name] = conn.execute(
                insert(_players)
                .values(
                    secret_hash=f"{i:064d}",
                    created_at=now,
                    last_seen_at=now,
                    name=name,
                    name_key=key,
                    name_skeleton=skel,
                )
                .returning(_players.c.id)
            ).scalar_one()
    migrate(engine)
    with engine.connect() as conn:
        rows = {r.name: r for r in conn.execute(select(_players)).all()}
    engine.dispose()
    assert (rows["Zoë"].name_key, rows["Zoë"].name_skeleton) == ("zoe", "zoe")
    assert rows["Zoe"].name_key == rows["Zoe"].name_skeleton == f"\x01{ids['Zoe']}"
    assert (rows["Bob"].name_key, rows["Bob"].name_skeleton) == name_keys("Bob")
    app, _ = daily_app(tmp_path / "data", fresh_database_url)
    with TestClient(app):
        r = TestClient(app).post("/api/me", json={"name": "ZOE"})
        assert r.status_code == 409, r.text
