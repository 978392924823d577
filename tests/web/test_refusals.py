"""The page words every refusal code (issue 10): each catalogue's
``refusal`` has exactly the codes of the engine (``engine.errors.REFUSALS``)
and of the server (``server.errors.SERVER_REASONS``), and each worded with
parameters gives a sentence in that language (no ``undefined``, no code
left over), with the rule in its own words.  Run in Node (skipped only
when ``node`` is not installed), as tests/web/test_js.py does.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from bideuchre.engine.errors import REFUSALS
from bideuchre.server.errors import SERVER_REASONS

MESSAGES = Path(__file__).resolve().parents[2] / "src" / "bideuchre" / "web" / "js" / "messages.js"
LANGS = ("en", "fr", "pt-BR", "ru")

#: Parameters for every code at once (each code reads the ones it has).
PARAMS: dict[str, Any] = {
    "action": "5H",
    "seat": "N",
    "card": "TS",
    "suit": "H",
    "trump": "S",
    "left_bower": None,
    "min_bid": 3,
    "hand_size": 12,
    "high_bid": 5,
    "bid": 12,
    "alone": True,
    "max": 3,
    "exact": False,
    "k": 2,
    "count": 11,
    "copies": 2,
    "winner": "NS",
    "text": "13H",
    "min": 2,
    "length": 25,
    "char": "<",
}

WORDS_JS = """
const { CATALOGUES } = await import(process.argv[1]);
const [params, variants] = JSON.parse(process.argv[2]);
const out = {};
for (const [lang, cat] of Object.entries(CATALOGUES)) {
  const words = {};
  for (const [code, f] of Object.entries(cat.refusal)) {
    words[code] = typeof f === "function" ? f(params) : f;
  }
  for (const [name, p] of Object.entries(variants)) {
    words[name] = cat.refusal.must_follow({ ...params, ...p });
  }
  words.ruleRef = cat.ruleRef("R6");
  words.refused = cat.refused("x");
  out[lang] = words;
}
console.log(JSON.stringify(out));
"""

VARIANTS = {
    "follow_plain": {"suit": "H", "card": "TS", "trump": "S", "left_bower": None},
    "follow_card": {"suit": "D", "card": "JD", "trump": "H", "left_bower": "card"},
    "follow_held": {"suit": "H", "card": "9C", "trump": "H", "left_bower": "held"},
}


@pytest.fixture(scope="module")
def words() -> dict[str, dict[str, str]]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the catalogues cannot be read")
    done = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            WORDS_JS,
            MESSAGES.as_uri(),
            json.dumps([PARAMS, VARIANTS]),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, dict[str, str]] = json.loads(done.stdout)
    return result


def test_the_engine_and_server_codes_do_not_overlap() -> None:
    assert set(REFUSALS).isdisjoint(SERVER_REASONS)


@pytest.mark.parametrize("lang", LANGS)
def test_each_catalogue_words_exactly_the_refusal_codes(
    words: dict[str, dict[str, str]], lang: str
) -> None:
    got = set(words[lang]) - {"ruleRef", "refused", *VARIANTS}
    want = set(REFUSALS) | set(SERVER_REASONS)
    assert want - got == set(), f"{lang} lacks words for these codes"
    assert got - want == set(), f"{lang} words codes nobody sends"


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_reads_as_a_sentence(words: dict[str, dict[str, str]], lang: str) -> None:
    for code, text in words[lang].items():
        assert isinstance(text, str) and text.strip(), (lang, code)
        for junk in ("undefined", "NaN", "null", "[object", "_"):
            assert junk not in text, (lang, code, text)
    assert "R6" in words[lang]["ruleRef"]


def test_must_follow_names_the_suit_led_in_each_language(
    words: dict[str, dict[str, str]],
) -> None:
    hearts = {"en": "hearts", "fr": "cœur", "pt-BR": "copas", "ru": "червы"}
    diamonds = {"en": "diamonds", "fr": "carreau", "pt-BR": "ouros", "ru": "бубны"}
    left = {"en": "left bower", "fr": "petit valet", "pt-BR": "valete menor", "ru": "младший валет"}
    for lang in LANGS:
        w = words[lang]
        assert hearts[lang] in w["follow_plain"], w["follow_plain"]
        assert left[lang] not in w["follow_plain"]
        assert diamonds[lang] in w["follow_card"] and left[lang] in w["follow_card"]
        assert hearts[lang] in w["follow_held"] and left[lang] in w["follow_held"]
    # English says it as the engine's message does
    assert words["en"]["follow_plain"] == "you must follow hearts"
    assert words["ru"]["follow_plain"] == "нужно отвечать в масть захода — червы"


PARSE_JS = """
const bad = [];
for (const url of JSON.parse(process.argv[1])) {
  try {
    await import(url);
  } catch (e) {
    // a module that runs browser code at load fails here for want of a DOM: only
    // a SyntaxError (it does not parse, or its imports do not link) counts
    if (e instanceof SyntaxError) bad.push(`${url.split("/").pop()}: ${e.message}`);
  }
}
console.log(JSON.stringify(bad));
process.exit(0);
"""


def test_every_page_module_parses_as_an_es_module() -> None:
    """A module that does not parse (an import clashing with a local name, as
    profile.js's ``errorText`` once did) breaks the whole page in the browser;
    Node finds it without one."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    urls = [p.as_uri() for p in sorted(MESSAGES.parent.rglob("*.js"))]
    assert len(urls) > 20
    done = subprocess.run(
        [node, "--input-type=module", "-e", PARSE_JS, json.dumps(urls)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
