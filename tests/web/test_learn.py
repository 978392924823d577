"""Issue 12 on the page, in Chromium, against the mock server (mock_api.py):
the hand review (stepping by buttons and arrow keys, South's marks, the
open-hand par), Why?, the hint, undo, hand records (download, open) and the
casual statistics, at 1280 x 800 and 375 x 740, in each language.

The fixtures are hands the engine played (tests/web/review_fixture.py) with
the answers written to the issue-12 contract.  With ``BIDEUCHRE_SCREENSHOTS=1``
the screenshots go to docs/screenshots/ (``learn-*.png``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from bideuchre.engine.record import replay

from .conftest import _open
from .mock_api import FIXTURES, ORIGIN, fixture, install
from .test_i18n import CLIPPED_JS, _leftover_english

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
SMALL_PHONE = {"width": 375, "height": 740}
LOCALE = {"en": "en-US", "fr": "fr-FR", "pt-BR": "pt-BR", "ru": "ru-RU"}
READY = "document.body.classList.contains('ready') && document.body.dataset.busy !== '1'"


def _shot(page: Any, name: str) -> None:
    if os.environ.get("BIDEUCHRE_SCREENSHOTS") == "1":
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.wait_for_timeout(300)
        page.screenshot(path=str(SHOTS / name))


def _load(
    browser: Any,
    view: str,
    *,
    size: str = "desktop",
    lang: str = "en",
    step: str | None = None,
    **changes: Any,
) -> tuple[Any, Any, list[str], Any]:
    viewport = SMALL_PHONE if size == "phone" else DESKTOP
    context, page, errors = _open(browser, viewport, locale=LOCALE[lang], accept_downloads=True)
    page.add_init_script(
        "localStorage.setItem('bideuchre.settings', JSON.stringify({speed: 'instant'}))"
    )
    mock = install(page, view, step, **changes)
    page.goto(ORIGIN + "/")
    page.wait_for_function(f"() => {READY}")
    return context, page, errors, mock


def _pos(page: Any) -> tuple[int, int]:
    pos = page.get_attribute("#review", "data-pos")
    steps = page.get_attribute("#review", "data-steps")
    return int(pos or -1), int(steps or -1)


def _sentence(page: Any, why: dict[str, Any], seat: str, action: str) -> str:
    text: str = page.evaluate(
        "async ([w, s, a]) => (await import('/static/js/why.js')).whySentence(w, s, a)",
        [why, seat, action],
    )
    return text


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_review_steps_through_the_hand_by_buttons_and_keys(browser: Any, size: str) -> None:
    review = fixture("review_alone")
    rec = review["record"]
    total = len(rec["calls"]) + 1 + len(rec["play"])  # calls, the exchange as one step, cards
    context, page, errors, mock = _load(browser, "learn_hand_over", size=size)
    try:
        # a scored hand is final: Undo is offered no more (before: enabled,
        # and pressing it only said "Nothing to take back")
        assert page.locator("#assist .undo-btn").is_disabled()
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        assert page.evaluate("location.hash") == "#review/g_fixture/1"
        assert ("GET", "/api/games/g_fixture/hands/1/review") in mock.requests
        assert page.locator("#table").is_hidden(), "the review takes the table's place"
        # it opens at the end of the hand: the result beside the par
        assert _pos(page) == (total, total)
        par = review["par"]
        summary = page.inner_text("#review .rv-summary")
        assert f"N–S {par['tricks']['NS']} tricks, E–W {par['tricks']['EW']}" in summary
        assert "−24 / +8" in summary, "the par's points"
        res = review["result"]
        assert f"N–S {res['tricks']['NS']} tricks, E–W {res['tricks']['EW']}" in summary
        # the arrow keys step; Home and End go to the ends
        page.keyboard.press("ArrowLeft")
        assert _pos(page)[0] == total - 1
        page.keyboard.press("Home")
        assert _pos(page)[0] == 0
        assert page.locator("#review .rv-stepper .rv-prev").is_disabled()
        for seat in "NEWS":
            cards = page.locator(f"#review .rv-{seat} .rv-card").count()
            assert cards == 12, f"{seat} shows the 12 cards dealt, not {cards}"
        page.keyboard.press("ArrowRight")
        assert _pos(page)[0] == 1
        # the step is read out by the page's live region
        page.wait_for_function(
            f"() => document.querySelector('#live').textContent.startsWith('Step 1 of {total}. ')"
        )
        assert "East" in page.inner_text("#review .rv-now"), (
            "the first call is East's (North dealt)"
        )
        # the buttons step too, and keep the focus in the stepper
        page.click("#review .rv-next")
        assert _pos(page)[0] == 2
        page.keyboard.press("ArrowRight")  # the exchange
        assert _pos(page)[0] == 3
        now = page.inner_text("#review .rv-now")
        assert "exchange 3 cards" in now, now
        assert page.locator("#review .rv-N.rv-out").count() == 1, "North sits out"
        assert page.locator("#review .rv-S .rv-card").count() == 12, (
            "South holds 12 after the exchange"
        )
        page.click("#review .rv-last")
        assert _pos(page)[0] == total
        page.click("#review .rv-first")
        assert _pos(page)[0] == 0
        assert page.evaluate("document.activeElement.closest('.rv-stepper') !== null")
        # a trick's card jumps there; the trick shows in the middle with its winner
        page.click(f'#review .rv-pc[data-goto="{total}"]')
        assert page.locator("#review .rv-trick .tcard").count() == 3, (
            "a lone hand's trick has three cards"
        )
        assert page.locator("#review .rv-trick .tcard.winner").count() == 1
        _shot(page, f"learn-{size}-review.png")
        # Escape (or Back to the table) returns to the table
        page.keyboard.press("Escape")
        page.wait_for_selector("#review", state="hidden")
        assert page.locator("#table").is_visible()
        assert page.evaluate("location.hash") == ""
        # and the score pad's line of a finished hand opens its review
        page.click('#scorepad .pad-review[data-review="0"]')
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        assert page.evaluate("location.hash") == "#review/g_fixture/0"
        assert page.inner_text("#review .rv-title") == "Review · hand 1"
        assert not page.evaluate("document.documentElement.scrollWidth > window.innerWidth"), (
            "no sideways scroll"
        )
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("hand", [0, 1])
def test_each_of_souths_decisions_is_marked_with_the_better_choice_and_its_cost(
    browser: Any, hand: int
) -> None:
    """Each of South's decisions is marked as the server's ``verdict`` says
    (docs/api.md, Review): ✓ ``best``, ≈ ``close`` (with the hint's choice),
    ✗ ``costly`` (with the better choice and its cost); hand 1 of the
    fixture (the server's own judgement) has all three."""
    review = fixture(["review", "review_alone"][hand])
    decisions = review["decisions"]
    context, page, errors, _ = _load(browser, "learn_hand_over")
    try:
        page.evaluate(f"location.hash = '#review/g_fixture/{hand}'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        good = sum(d["good"] for d in decisions)
        # the costliest decision, never a sum of costs (docs/api.md, Review)
        worst = max(d["cost"] for d in decisions if not d["good"])
        summary = page.inner_text("#review .rv-summary")
        assert f"{good} of {len(decisions)} decisions good · costliest: " in summary, summary
        assert f" was better by about {worst:.1f} points" in summary, summary
        assert "−" not in summary.split("costliest")[1], summary
        assert "expected cost" not in summary
        # the auction and the play mark each of South's calls and cards (the
        # exchange is one step, marked in the stepper)
        listed = [d for d in decisions if d["kind"] != "exchange"]
        side = "#review .rv-side"
        for verdict, cls in (("best", "mk-good"), ("close", "mk-close"), ("costly", "mk-bad")):
            n = sum(d["verdict"] == verdict for d in listed)
            assert page.locator(f"{side} .{cls}").count() == n, verdict
        if hand == 1:
            assert {d["verdict"] for d in listed} == {"best", "close", "costly"}
        assert page.locator(f"{side} .mk-good").first.inner_text() == "✓"
        bad = next(d for d in decisions if d["verdict"] == "costly")
        page.click(f'#review [data-goto="{bad["step"] + 1}"]:not(.rv-step)')
        now = page.inner_text("#review .rv-now")
        words = page.evaluate(
            "async (a) => (await import('/static/js/messages.js')).M.learn.actionWords(a)",
            bad["recommended"],
        )
        assert f"✗ {words} was better by {bad['cost']} pt" in now, now
        close = next((d for d in listed if d["verdict"] == "close"), None)
        if close is not None:
            page.click(f'#review [data-goto="{close["step"] + 1}"]:not(.rv-step)')
            words = page.evaluate(
                "async (a) => (await import('/static/js/messages.js')).M.learn.actionWords(a)",
                close["recommended"],
            )
            now = page.inner_text("#review .rv-now")
            assert f"≈ close · the hint's choice: {words}" in now, now
            assert page.locator(f"{side} .mk-close").first.inner_text() == "≈"
        ok = next(d for d in listed if d["verdict"] == "best")
        page.click(f'#review [data-goto="{ok["step"] + 1}"]:not(.rv-step)')
        assert "✓ good" in page.inner_text("#review .rv-now")
    finally:
        context.close()
    assert not errors, errors


def test_why_explains_a_cpu_call_and_card_in_the_review(browser: Any) -> None:
    review = fixture("review")
    steps = review["record"]["calls"]
    call_why = next(
        w for w in review["why"] if w["step"] < len(steps) and w["why"]["code"] == "call_value"
    )
    card_why = next(w for w in review["why"] if w["why"]["code"] == "card_candidates")
    context, page, errors, _ = _load(browser, "learn_hand_over")
    try:
        page.evaluate("location.hash = '#review/g_fixture/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        page.click(f'#review .rv-call[data-why-step="{call_why["step"]}"]')
        call = steps[call_why["step"]].split(" ", 1)[1]
        expected = _sentence(page, call_why["why"], call_why["seat"], call)
        assert expected.startswith(
            f"{ {'N': 'North', 'E': 'East', 'W': 'West'}[call_why['seat']] } expected about"
        )
        assert expected in page.inner_text("#review .rv-why")
        # a CPU card: go there, then tap it in the trick
        page.click(f'#review [data-goto="{card_why["step"] + 1}"]:not(.rv-step)')
        page.keyboard.press("ArrowRight")
        card = page.locator(f'#review .rv-trick .why-card[data-why-step="{card_why["step"]}"]')
        if card.count():
            card.click()
        else:  # the trick was complete: the card is the last of it
            page.keyboard.press("ArrowLeft")
        card_text = review["record"]["play"][card_why["step"] - len(steps)].split(" ", 1)[1]
        expected = _sentence(page, card_why["why"], card_why["seat"], card_text)
        # as the hint reads: the card played first, then the others best
        # first, by expected points (why.js orderedCandidates)
        played = expected.split(" played ", 1)[1].split(". ", 1)[0]
        assert expected.split("Expected points for its side this hand: ")[1].startswith(
            f"{played} "
        ), expected
        assert expected in page.inner_text("#review .rv-why")
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_why_hint_and_undo_on_the_table(browser: Any, size: str) -> None:
    step = fixture("live_step")
    before = fixture("live_before")
    context, page, errors, mock = _load(browser, "live_before", size=size, step="live_step")
    try:
        # H: the hint, with its reason; the card suggested is outlined
        assert page.locator("#assist .hint-btn").is_enabled()
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        assert ("GET", "/api/games/g_fixture/hint") in mock.requests
        first = before["legal"][0]
        text = page.inner_text("#why-pop .why-text")
        assert text.startswith("Play ") and "the strongest CPU's choice" in text, text
        assert page.locator(f'#hand .hcard.hinted[data-card="{first}"]').count() == 1
        _shot(page, f"learn-{size}-hint.png")
        # play a card: the CPUs' cards come with their reasons
        page.locator(f'#hand .hcard.legal[data-card="{first}"]').first.click(force=True)
        page.wait_for_function(f"() => {READY}")
        assert page.locator("#why-pop").is_hidden(), "the hint goes once South has acted"
        cpu = [e for e in step["events"] if e["type"] == "card_played" and e["seat"] != "S"]
        shown = page.locator("#trick .tcard.why-card")
        assert shown.count() >= 1
        seat = shown.first.get_attribute("data-seat")
        ev = next(e for e in reversed(cpu) if e["seat"] == seat)
        shown.first.click()
        expected = _sentence(page, ev["why"], seat, ev["card"])
        assert page.inner_text("#why-pop .why-text") == expected
        _shot(page, f"learn-{size}-why.png")
        page.keyboard.press("Escape")
        assert page.locator("#why-pop").is_hidden()
        # U: undo shows the view the server returns (the card back in the hand)
        hand_after = page.locator("#hand .hcard").count()
        page.keyboard.press("u")
        cards = "document.querySelectorAll('#hand .hcard').length"
        page.wait_for_function(f"() => {READY} && {cards} === {hand_after + 1}")
        assert ("POST", "/api/games/g_fixture/undo") in mock.requests
        assert page.inner_text("#toast") == "Taken back: your last call or card."
        # Ctrl+Z with nothing left to take back: the server's refusal, in words
        page.keyboard.press("Control+z")
        page.wait_for_function(
            "() => document.querySelector('#toast').textContent.includes('Nothing to take back')"
        )
    finally:
        context.close()
    assert not errors, errors


def test_why_explains_a_cpu_call_at_its_seat(browser: Any) -> None:
    step = fixture("live_auction_step")
    context, page, errors, _ = _load(browser, "live_auction_before", step="live_auction_step")
    try:
        assert page.locator(".seat .why-call").count() == 0, "no reasons before any event"
        page.keyboard.press("p")
        page.wait_for_function(f"() => {READY} && document.querySelector('#panel .bidbox')")
        calls = [e for e in step["events"] if e["type"] == "called" and e.get("why")]
        assert page.locator(".seat .why-call").count() == len(calls)
        ev = calls[-1]
        button = page.locator(f"#seat-{ev['seat']} .why-call").last
        button.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector("#why-pop:not([hidden])")
        expected = _sentence(page, ev["why"], ev["seat"], ev["call"])
        assert page.inner_text("#why-pop .why-text") == expected
        assert page.locator("#panel .bidbox").count() == 1, "Enter on the reason makes no call"
        page.keyboard.press("Escape")
        assert page.evaluate("document.activeElement.classList.contains('why-call')")
    finally:
        context.close()
    assert not errors, errors


def test_a_daily_deal_is_reviewed_once_finished_and_a_busy_review_is_waited_for(
    browser: Any,
) -> None:
    daily = {"date": "2026-12-01", "ranked": True, "deal": 1, "deals": 8, "deals_done": 2}
    daily |= {"net": -35, "made": 0, "set": 0, "finished": False, "closed": False}
    context, page, errors, mock = _load(browser, "learn_hand_over", kind="daily", daily=daily)
    try:
        # only the deal just finished: the server keeps the others' cards private
        assert page.locator("#scorepad .pad-review").count() == 1
        assert page.locator('#scorepad .pad-review[data-review="1"]').count() == 1
        mock.review_busy = 1
        page.click("#panel .review-hand")
        # the deal's record shows at once; its marks once the review is done
        page.wait_for_selector("#review:not([hidden]) .rv-judging", timeout=10_000)
        page.wait_for_selector("#review:not([hidden]) .rv-summary .rv-score", timeout=10_000)
        asked = [p for _, p in mock.requests if p.endswith("/hands/1/review")]
        assert len(asked) == 2, "asked again once the other review was done"
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "too long"), ("fr", "trop long"), ("pt-BR", "longo demais"), ("ru", "слишком долго")],
)
def test_a_par_past_the_servers_work_limit_is_shown_as_not_computed(
    browser: Any, lang: str, words: str
) -> None:
    context, page, errors, mock = _load(browser, "learn_hand_over", lang=lang)
    try:
        mock.review_changes = {"par": None, "par_status": "too_long"}
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        par = page.inner_text("#review .rv-summary .rv-par:not(.muted)")
        assert words in par, par
    finally:
        context.close()
    assert not errors, errors


def test_escape_closes_the_topmost_dialog_over_a_hint(browser: Any) -> None:
    """A hint shown, then How to play opened over it: one Escape closes the
    rules (the topmost), a second one the hint (fresh-user check)."""
    context, page, errors, _ = _load(browser, "live_before", step="live_step")
    try:
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        page.click("#btn-howto")
        page.wait_for_selector("dialog[open]")
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.querySelector('dialog[open]')", timeout=3000)
        assert page.locator("#why-pop").is_visible(), "the hint under the dialog stays"
        page.keyboard.press("Escape")
        assert page.locator("#why-pop").is_hidden()
    finally:
        context.close()
    assert not errors, errors


def test_no_hint_nor_undo_in_the_ranked_daily_game(browser: Any) -> None:
    daily = {
        "date": "2026-12-01",
        "ranked": True,
        "deal": 0,
        "deals": 8,
        "deals_done": 0,
        "net": 0,
        "made": 0,
        "set": 0,
        "finished": False,
        "closed": False,
    }
    context, page, errors, mock = _load(
        browser, "live_before", step="live_step", kind="daily", daily=daily
    )
    try:
        assert page.locator("#assist .hint-btn").count() == 0
        assert page.locator("#assist .undo-btn").count() == 0
        page.keyboard.press("h")
        page.keyboard.press("u")
        page.wait_for_timeout(200)
        assert not any(p.endswith(("/hint", "/undo")) for _, p in mock.requests)
    finally:
        context.close()
    assert not errors, errors
    # a practice attempt of the day has both
    context, page, errors, _ = _load(
        browser, "live_before", step="live_step", kind="daily", daily={**daily, "ranked": False}
    )
    try:
        assert page.locator("#assist .hint-btn").count() == 1
    finally:
        context.close()
    assert not errors, errors


def test_records_download_and_open(browser: Any, tmp_path: Path) -> None:
    context, page, errors, _ = _load(browser, "learn_hand_over")
    try:
        # the whole game, from the score pad: a link to the server's file
        # (Chromium cancels a download answered by a Playwright route, so the
        # link is checked and its file fetched through the page)
        link = page.locator("#scorepad .pad-record")
        assert link.get_attribute("href") == "/api/games/g_fixture/record?download=1"
        assert link.get_attribute("download") == "bideuchre-g_fixture.json"
        got = page.evaluate(
            "async (u) => { const r = await fetch(u);"
            " return [r.headers.get('content-disposition'), await r.json()]; }",
            "/api/games/g_fixture/record?download=1",
        )
        assert got[0] == 'attachment; filename="bideuchre-g_fixture.json"'
        assert got[1] == fixture("record")
        # one hand, from its review (built from the review's record)
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        with page.expect_download() as dl2:
            page.click("#review .rv-download")
        assert dl2.value.suggested_filename == "bideuchre-g_fixture-hand-2.json"
        assert json.loads(Path(dl2.value.path()).read_text()) == fixture("review_alone")["record"]
        page.click("#review .rv-close")
        # open the game record from a file: watched in the review, without marks
        page.click("#scorepad .pad-open")
        page.set_input_files("#rec-file", str(FIXTURES / "record.json"))
        page.click("#rec-open")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        assert page.evaluate("location.hash") == "#review/file"
        assert "A record opened from a file has no marks." in page.inner_text("#review .rv-summary")
        assert page.locator("#review .mk-good, #review .mk-bad").count() == 0
        assert "Hand 1 of 2" in page.inner_text("#review .rv-handnav")
        page.click("#review .rv-hand-next")
        assert "Hand 2 of 2" in page.inner_text("#review .rv-handnav")
        assert _pos(page)[0] == 0, "a hand opened from a file starts at the deal"
        page.keyboard.press("End")
        rec = fixture("record")["hands"][1]
        assert _pos(page)[0] == len(rec["calls"]) + 1 + len(rec["play"])
        result = fixture("review_alone")["result"]
        trick_list = page.locator("#review .rv-tricks li")
        assert trick_list.count() == 12
        won = page.locator("#review .rv-tricks li.won-ns").count()
        assert won == result["tricks"]["NS"], "the stepper counts the tricks as the engine did"
        # pasting something that is not a record is refused, and says so
        page.keyboard.press("Escape")
        page.wait_for_selector("#review", state="hidden")
        page.click("#scorepad .pad-open")
        page.fill("#rec-text", '{"format": "bideuchre/1", "hands": "no"}')
        page.click("#rec-open")
        assert (
            page.inner_text("#rec-err") == "That is not a hand or game record this page can read."
        )
        page.fill("#rec-text", json.dumps(fixture("review")["record"]))
        page.click("#rec-open")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        assert page.inner_text("#review .rv-title") == "Hand record"
    finally:
        context.close()
    assert not errors, errors


def _revoked(record: dict[str, Any]) -> tuple[dict[str, Any], int, str]:
    """``record`` cut at South's first card that breaks R6 (a card South holds
    that the engine does not offer), the step's index and text."""
    calls = len(record["calls"]) + (1 if "exchange" in record else 0)
    held = list(record["hands"]["S"])
    for i, step in enumerate(record["play"]):
        if step.startswith("S "):
            before = replay({**record, "play": record["play"][:i]}).to_json()
            wrong = [c for c in held if c not in before["legal"]]
            if wrong:
                text = f"S {wrong[0]}"
                return {**record, "play": [*record["play"][:i], text]}, calls + i, text
            held.remove(step[2:])
    raise AssertionError("South never had a card it could not play")


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_an_opened_record_is_judged_by_the_engine(browser: Any, lang: str) -> None:
    """A pasted record where South revokes (R6), or with a step that is not
    notation, is refused with the engine's reason in the player's language,
    and never shown (docs/ui.md: the client never judges legality)."""
    context, page, errors, mock = _load(browser, "learn_hand_over", lang=lang)
    try:
        record, index, text = _revoked(fixture("review")["record"])
        engine = replay(record).to_json()["error"]
        assert engine["code"] == "illegal_action" and engine["rule"] == "R6"
        page.click("#scorepad .pad-open")
        page.fill("#rec-text", json.dumps(record))
        page.click("#rec-open")
        page.wait_for_function("() => document.getElementById('rec-err').textContent !== ''")
        said = page.inner_text("#rec-err")
        assert ("POST", "/api/records/check") in mock.requests
        assert f"{index + 1} " in said and text in said and "R6" in said, said
        words = {"en": "must follow", "fr": "fournir", "pt-BR": "seguir", "ru": "масть"}
        assert words[lang] in said, said
        assert page.locator("#review:not([hidden])").count() == 0, "an illegal record is not shown"
        assert page.get_attribute("#rec-text", "aria-invalid") == "true"
        # steps that are not notation: told as such, shown as text, never as markup
        game = {
            "format": "bideuchre/1",
            "rules": record["rules"],
            "hands": [fixture("review")["record"], {**record, "play": ["S <img src=x>"]}],
        }
        game["hands"][1].pop("rules", None)
        page.fill("#rec-text", json.dumps(game))
        page.click("#rec-open")
        page.wait_for_function(
            "(t) => !['', t].includes(document.getElementById('rec-err').textContent)", arg=said
        )
        bad = page.inner_text("#rec-err")
        assert "2" in bad and "S <img src=x>" in bad, bad
        assert page.locator("#rec-err img").count() == 0
        if lang == "en":
            assert bad.startswith("Hand 2, step "), bad
            _shot(page, "record-refused.png")
    finally:
        context.close()
    assert not errors, errors


def test_a_record_check_over_the_limit_says_when_to_try_again(browser: Any) -> None:
    """Past the record checks of its address (429 ``rate_limited``, docs/api.md
    "Limits") "Open a record" says to try again later, not that the server did
    not answer, and shows nothing."""
    context, page, errors, mock = _load(browser, "learn_hand_over")
    try:
        mock.checks_limited = True
        page.click("#scorepad .pad-open")
        page.fill("#rec-text", json.dumps(fixture("review")["record"]))
        page.click("#rec-open")
        page.wait_for_function("() => document.getElementById('rec-err').textContent !== ''")
        said = page.inner_text("#rec-err")
        assert said.startswith("Too many attempts from this connection. Try again in "), said
        assert "did not answer" not in said, said
        assert page.locator("#review:not([hidden])").count() == 0
    finally:
        context.close()
    assert not errors, errors


def test_casual_statistics_on_the_players_page(browser: Any) -> None:
    context, page, errors, _ = _load(browser, "learn_hand_over")
    try:
        page.evaluate("location.hash = '#me'")
        page.wait_for_selector(".casual-stats table")
        rows = page.locator(".casual-stats tbody tr")
        assert rows.count() == 2
        assert rows.nth(0).get_attribute("data-level") == "medium"
        cells = rows.nth(1).evaluate("(r) => [...r.children].map((c) => c.textContent)")
        assert cells == ["Hard", "3", "20", "4 / 6", "3 / 9", "1 / 1", "2.05"]
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["fr", "pt-BR", "ru"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_review_speaks_each_language_and_fits(browser: Any, lang: str, size: str) -> None:
    context, page, errors, _ = _load(browser, "learn_hand_over", size=size, lang=lang)
    try:
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        for moment, key in (("end", None), ("middle", "ArrowLeft"), ("start", "Home")):
            if key:
                for _ in range(4 if key == "ArrowLeft" else 1):
                    page.keyboard.press(key)
            left = _leftover_english(page, lang)
            assert not left, f"{lang}, review {moment}: English left on screen: {left}"
            clipped = page.evaluate(CLIPPED_JS)
            assert not clipped, f"{lang}, review {moment}: clipped: {clipped}"
            assert not page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
            if moment == "middle":
                _shot(page, f"learn-{lang}-{size}-review.png")
        page.keyboard.press("Escape")
        page.keyboard.press("Escape")
        page.wait_for_selector("#review", state="hidden")
        left = _leftover_english(page, lang)
        assert not left, f"{lang}, table: {left}"
        assert not page.evaluate(CLIPPED_JS)
    finally:
        context.close()
    assert not errors, errors


def test_a_shared_daily_link_opens_the_review_for_anyone(browser: Any) -> None:
    from .mock_api import SHARE_ID

    context, page, errors, mock = _load(browser, "learn_hand_over")
    try:
        page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=10_000)
        assert ("GET", f"/api/daily/reviews/{SHARE_ID}/0") in mock.requests
        review = fixture("review")
        summary = page.inner_text("#review .rv-summary")
        res = review["result"]
        assert f"N–S {res['tricks']['NS']} tricks, E–W {res['tricks']['EW']}" in summary
        assert page.locator("#review .rv-download-game").count() == 0, "no game record link"
        # a deal the player did not finish (its day is over: it never will
        # be reviewed): said so, nothing shown, no promise of "later"
        page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/3'")
        page.wait_for_selector("#review .rv-msg[role=alert]")
        said = page.inner_text("#review .rv-msg")
        assert (
            said == "The player did not finish this deal before the day ended, so it has no review."
        )
        assert "once its day is over" not in said
    finally:
        context.close()
    assert not errors, errors
