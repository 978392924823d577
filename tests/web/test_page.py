"""Browser tests of the card table, against a real ``bideuchre serve``.

A person's view of issue 4: play a whole hand by clicking, refresh in the
middle, try an illegal card, play with the keyboard, use a phone-sized window.
The page shows what the server's view says; these tests compare the two.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from .conftest import DESKTOP, PHONE, _open
from .driver import (
    click_card,
    level_for_tests,
    panel_kind,
    phase,
    play_hand,
    set_speed_before_load,
    south_step,
    start_game,
    view,
    wait_idle,
)

pytestmark = pytest.mark.browser


def _int(text: str) -> int:
    return int(text.replace("−", "-").replace("+", "").strip())


def _summary_numbers(page: Any) -> dict[str, dict[str, int]]:
    """The rows of the end-of-hand summary as {row: {"NS": n, "EW": n}}."""
    out: dict[str, dict[str, int]] = {}
    for row in page.locator("#panel .sum-table tbody tr").all():
        name = row.locator("th").inner_text().strip()
        cells = row.locator("td").all_inner_texts()
        out[name] = {"NS": _int(cells[0]), "EW": _int(cells[1])}
    return out


def test_R12_complete_hand_by_clicking_shows_the_engines_score(page: Any, server_url: str) -> None:
    """Bid, play every card by clicking at instant speed; the summary, the
    score pad and the totals equal the engine's hand score (R12, D7)."""
    page.goto(server_url + "/")
    # the first visit opens the new-game dialog; set the speed first
    page.locator("#dlg-new #new-cancel").click()
    page.click("#btn-settings")
    page.locator('#dlg-settings input[name="speed"][value="instant"]').check()
    page.locator("#dlg-settings button.primary").click()
    game_id = start_game(page, server_url)
    assert phase(page) == view(page, server_url, game_id)["phase"]

    # a CPU seat before South may end the auction at once (a bid of 12, alone);
    # then South has no call to make and the hand is played from there
    steps = play_hand(page)
    wait_idle(page)
    v = view(page, server_url, game_id)
    assert v["phase"] in ("hand_over", "game_over")
    result = v["hand_scores"][-1]
    if "bid" in steps:
        assert result["contract"] is not None, "South bid, so there is a contract"

    shown = _summary_numbers(page)
    assert shown["Totals"] == result["totals"] == v["totals"]
    if result["contract"] is not None:
        assert shown["Tricks"] == result["tricks"]
        assert shown["Points"] == result["score"]
        verdict = page.locator("#panel .verdict").inner_text()
        assert ("made" in verdict) == result["made"]
    # the score pad: running totals and the hand's own line
    assert _int(page.inner_text('.pad-score[data-side="NS"]')) == v["totals"]["NS"]
    assert _int(page.inner_text('.pad-score[data-side="EW"]')) == v["totals"]["EW"]
    rows = page.locator(".pad-table tbody tr")
    assert rows.count() == len(v["hand_scores"])
    last_row = rows.last.locator(".pad-total").all_inner_texts()
    assert [_int(t) for t in last_row] == [result["totals"]["NS"], result["totals"]["EW"]]

    # next hand deals twelve new cards and the auction starts again
    page.locator("#panel .next-hand").click()
    wait_idle(page)
    nv = view(page, server_url, game_id)
    assert nv["hand_number"] == v["hand_number"] + 1
    assert phase(page) == nv["phase"]
    shown_hand = page.eval_on_selector_all("#hand .hcard", "ns => ns.map(n => n.dataset.card)")
    assert shown_hand == [c["card"] for c in nv["hand"]]
    assert len(shown_hand) == v["rules"]["hand_size"] or nv["phase"] != "auction"


def _table_snapshot(page: Any) -> dict[str, Any]:
    return {
        "hand": page.eval_on_selector_all("#hand .hcard", "ns => ns.map(n => n.dataset.card)"),
        "legal": page.eval_on_selector_all(
            "#hand .hcard.legal", "ns => ns.map(n => n.dataset.card)"
        ),
        "trick": page.eval_on_selector_all(
            "#trick .tcard", "ns => ns.map(n => n.dataset.seat + n.dataset.card).sort()"
        ),
        "status": page.inner_text("#status"),
        "fans": [page.locator(f"#seat-{s} .fan .back").count() for s in "NWE"],
        "pad": page.inner_text("#scorepad"),
        "phase": phase(page),
    }


def test_refresh_mid_hand_lands_in_the_same_place(page: Any, server_url: str) -> None:
    set_speed_before_load(page)
    game_id = start_game(page, server_url)
    state: dict[str, Any] = {}
    cards = 0
    for _ in range(120):
        done = south_step(page, state)
        if done == "over":  # e.g. South sat out a lone hand: deal on
            cards = 0
            page.locator("#panel .next-hand").click()
            state = {}
        cards += done == "card"
        if cards == 3:
            break
    else:
        pytest.fail("South never played three cards in a hand")
    wait_idle(page)
    before = _table_snapshot(page)
    assert before["phase"] == "play"
    page.reload()
    wait_idle(page)
    assert page.evaluate("localStorage.getItem('bideuchre.game')") == game_id
    assert _table_snapshot(page) == before
    v = view(page, server_url, game_id)
    assert before["hand"] == [c["card"] for c in v["hand"]]
    assert before["legal"] == [c["card"] for c in v["hand"] if c["legal"]]
    assert before["trick"] == sorted(s + c for s, c in (v["trick"] or {"plays": []})["plays"])


def test_R6_illegal_card_click_shows_the_reason(page: Any, server_url: str) -> None:
    """A dimmed card is not played; clicking it explains why, in the server's words."""
    set_speed_before_load(page)
    game_id = start_game(page, server_url)
    state: dict[str, Any] = {}
    for _ in range(60):
        wait_idle(page)
        if phase(page) == "play" and page.locator("#hand .hcard.illegal").count():
            break
        if south_step(page, state) == "over":
            page.locator("#panel .next-hand").click()
            state = {}
    else:
        pytest.fail("never had to follow suit with a card of another suit in hand")
    v = view(page, server_url, game_id)
    before = v["version"]
    card = page.locator("#hand .hcard.illegal").first
    code = card.get_attribute("data-card")
    reasons = [c["reason"] for c in v["hand"] if c["card"] == code and not c["legal"]]
    # the server sends a code, its parameters and the rule (issue 10) ...
    assert reasons and all(r["code"] == "must_follow" and r["rule"] == "R6" for r in reasons)
    suit = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[
        reasons[0]["params"]["suit"]
    ]
    assert card.get_attribute("aria-disabled") == "true"
    click_card(card, force=True)
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    text = toast.inner_text()
    # ... that the page words: the suit led, and the rule as a link to "How to play"
    assert re.search(rf"you must follow {suit}\b", text), (text, reasons)
    assert "(rule R6)" in text
    assert toast.locator('a[href="#rules/R6"]').count() == 1
    # nothing was sent: same version, same hand
    assert view(page, server_url, game_id)["version"] == before
    assert page.locator(f'#hand .hcard[data-card="{code}"]').count() >= 1


def test_keyboard_play_arrows_and_enter(page: Any, server_url: str) -> None:
    """Tab reaches the bidding box and the hand; arrows move between legal
    cards only; Enter plays the focused card."""
    set_speed_before_load(page)
    game_id = start_game(page, server_url)
    page.locator("#dlg-new").wait_for(state="hidden")
    # the auction by keyboard: Tab until a call button has focus, then Enter
    if page.get_attribute("#panel", "data-kind") == "bid":
        page.evaluate("document.activeElement && document.activeElement.blur()")
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("!!document.activeElement.closest('#panel .bid-pass')"):
                break
        else:
            pytest.fail("Tab never reached the Pass button")
        page.keyboard.press("Enter")
    state: dict[str, Any] = {"bid": True}
    for _ in range(40):
        wait_idle(page)
        if phase(page) == "play" and page.get_attribute("#table", "data-to-act") == "S":
            break
        if south_step(page, state) == "over":
            page.locator("#panel .next-hand").click()
            state = {"bid": True}
    else:
        pytest.fail("South never got a card to play")
    legal = page.eval_on_selector_all("#hand .hcard.legal", "ns => ns.map(n => n.dataset.i)")
    assert legal
    # the hand is one Tab stop, on a legal card
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('#hand')"):
            break
    else:
        pytest.fail("Tab never reached the hand")
    focused = page.evaluate("document.activeElement.dataset.i")
    assert focused in legal
    # a visible focus ring
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("none", "")
    # ArrowRight visits every legal card once, in order, skipping the dimmed ones
    visited = [focused]
    for _ in range(len(legal)):
        page.keyboard.press("ArrowRight")
        visited.append(page.evaluate("document.activeElement.dataset.i"))
    assert visited[: len(legal)] == legal[legal.index(focused) :] + legal[: legal.index(focused)]
    assert visited[-1] == focused  # wrapped round
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.i") == legal[legal.index(focused) - 1]
    code = page.evaluate("document.activeElement.dataset.card")
    n_before = page.locator("#hand .hcard").count()
    version = view(page, server_url, game_id)["version"]
    page.keyboard.press("Enter")
    wait_idle(page)
    v = view(page, server_url, game_id)
    assert v["version"] > version
    played = [c for s, c in (v["trick"] or {"plays": []})["plays"] if s == "S"]
    if v["last_trick"]:
        played += [c for s, c in v["last_trick"]["plays"] if s == "S"]
    assert code in played
    if v["phase"] == "play":
        assert page.locator("#hand .hcard").count() == n_before - 1


def test_phone_375_has_no_horizontal_scroll(phone_page: Any, server_url: str) -> None:
    page = phone_page
    set_speed_before_load(page)
    start_game(page, server_url)

    def overflow() -> int:
        width: int = page.evaluate(
            "Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"
        )
        return width - 375

    assert overflow() <= 0, "auction"
    # the whole hand of twelve is on screen, every card's corner index inside
    boxes = page.eval_on_selector_all(
        "#hand .hcard", "ns => ns.map(n => n.getBoundingClientRect().left)"
    )
    assert len(boxes) == 12 and min(boxes) >= 0 and max(boxes) < 375 - 20
    # in two rows, every card shows a target of at least 36 x 36 px to tap
    targets = page.eval_on_selector_all(
        "#hand .hcard",
        """ns => ns.map(n => {
            const r = n.getBoundingClientRect();
            let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
            for (let y = r.top + 1; y < r.bottom; y += 2)
              for (let x = r.left + 1; x < r.right; x += 2)
                if (document.elementFromPoint(x, y)?.closest('.hcard') === n) {
                  x0 = Math.min(x0, x); x1 = Math.max(x1, x);
                  y0 = Math.min(y0, y); y1 = Math.max(y1, y);
                }
            return [x1 - x0, y1 - y0];
        })""",
    )
    assert page.locator("#hand.two-rows").count() == 1
    assert all(w >= 36 and h >= 36 for w, h in targets), targets
    state: dict[str, Any] = {}
    for _ in range(3):
        south_step(page, state)
        assert overflow() <= 0, phase(page)
    page.click("#btn-settings")
    assert overflow() <= 0, "settings dialog"


def test_stale_version_says_so_and_shows_the_current_game(page: Any, server_url: str) -> None:
    """A second tab moved the game on: the next click gets 409 stale_version
    and the table shows the current view, with a notice saying why (issue 11:
    the click was silently dropped)."""
    set_speed_before_load(page)
    game_id = start_game(page, server_url)
    state: dict[str, Any] = {"bid": True}
    for _ in range(120):
        wait_idle(page)
        if page.get_attribute("#panel", "data-kind") == "bid":
            break
        if south_step(page, state) == "over":
            page.locator("#panel .next-hand").click()
    else:
        pytest.fail("South never had a call to make")
    v = view(page, server_url, game_id)
    # "another tab" passes with the current version
    r = page.request.post(
        f"{server_url}/api/games/{game_id}/actions",
        data={"action": "pass", "version": v["version"]},
    )
    assert r.ok, r.text()
    now = r.json()["view"]
    # this tab still shows the old auction; its click is stale
    page.locator("#panel .bid-pass").click()
    wait_idle(page)
    notice = "This game moved on in another tab — showing the current position."
    assert page.locator("#toast").is_visible() and page.inner_text("#toast") == notice
    assert view(page, server_url, game_id)["version"] == now["version"]
    shown_calls = page.eval_on_selector_all(
        "#seat-S .calls .call-old, #seat-S .calls .bubble", "ns => ns.length"
    )
    assert shown_calls == sum(1 for c in now["calls"] if c["seat"] == "S")


def test_D6_alone_exchange_is_sent_in_one_request(page: Any, server_url: str) -> None:
    """South goes alone, asks for two cards, picks two discards in the hand and
    sends them together (while the others play, no card of the hand looks
    chosen); then the last trick can be looked at on demand."""
    set_speed_before_load(page)
    game_id = start_game(page, server_url)
    posted: list[dict[str, Any]] = []
    page.on(
        "request",
        lambda r: posted.append(r.post_data_json) if r.url.endswith("/actions") else None,
    )
    state: dict[str, Any] = {"bid": True}
    for _ in range(60):
        wait_idle(page)
        kind = page.get_attribute("#panel", "data-kind")
        if kind == "bid" and page.locator("#panel .bid-alone-btn").count():
            break
        if south_step(page, state) == "over":
            page.locator("#panel .next-hand").click()
    else:
        pytest.fail("alone was never offered to South")
    page.locator("#panel .bid-alone-btn").first.click()
    wait_idle(page)
    assert page.get_attribute("#panel", "data-kind") == "exchange"
    page.locator('#panel .ex-k[data-call="exchange 2"]').click()
    wait_idle(page)
    assert page.locator("#panel .ex-send").is_disabled()
    chosen = []
    for i in (0, 2):
        card = page.locator("#hand .hcard").nth(i)
        chosen.append(card.get_attribute("data-card"))
        click_card(card)
    assert page.locator("#hand .hcard.chosen").count() == 2
    # watch the hand at a speed the exchange and the first cards are animated
    page.click("#btn-settings")
    page.locator('#set-speed input[value="fast"]').check()
    page.locator("#dlg-settings button[type=submit]").click()
    page.evaluate(
        """() => {
        window.chosenSeen = [];
        const look = () => {
          const c = [...document.querySelectorAll(
            '#hand .hcard.chosen, #hand .hcard[aria-pressed="true"]')];
          if (c.length) window.chosenSeen.push(c.map(n => n.dataset.card).join(' '));
        };
        new MutationObserver(look).observe(document.getElementById('hand'),
          {childList: true, subtree: true, attributes: true});
        document.querySelector('#panel .ex-send').addEventListener('click',
          () => setTimeout(look, 0));
    }"""
    )
    page.locator("#panel .ex-send").click()
    wait_idle(page)
    assert page.evaluate("window.chosenSeen") == []
    assert posted[-1]["actions"] == [f"discard {c}" for c in chosen]
    v = view(page, server_url, game_id)
    assert v["exchange"]["k"] == 2
    assert sorted(v["exchange"]["discarded"]) == sorted(chosen)
    assert v["sitting_out"] == "N" and v["phase"] in ("play", "hand_over", "game_over")
    assert page.locator("#seat-N.sitting-out").count() == 1
    if v["phase"] == "play":
        assert page.locator("#hand .hcard").count() == len(v["hand"]) == 12
        # play one trick, then look at it again
        click_card(page.locator("#hand .hcard.legal").first)
        wait_idle(page)
        v = view(page, server_url, game_id)
        page.click("#btn-last")
        shown = page.eval_on_selector_all(
            "#panel .lastbox .tcard", "ns => ns.map(n => n.getAttribute('aria-label'))"
        )
        assert len(shown) == len(v["last_trick"]["plays"]) == 3  # D5: three cards
        assert page.locator("#panel .lastbox .tcard.winner").count() == 1
        page.keyboard.press("Escape")
        assert page.locator("#panel .lastbox").count() == 0


def _boxes(page: Any, selector: str) -> dict[str, dict[str, float]]:
    """The bounding boxes of ``selector``'s cards, by their ``data-seat``."""
    found: dict[str, dict[str, float]] = page.eval_on_selector_all(
        selector,
        """ns => Object.fromEntries(ns.map(n => {
            const r = n.getBoundingClientRect();
            return [n.dataset.seat, {left: r.left, right: r.right, top: r.top,
                                     bottom: r.bottom, card: n.dataset.card}];
        }))""",
    )
    return found


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["left"] < b["right"]
        and b["left"] < a["right"]
        and a["top"] < b["bottom"]
        and b["top"] < a["bottom"]
    )


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_last_trick_is_laid_out_like_the_live_trick(
    browser: Any, server_url: str, size: str
) -> None:
    """The last trick puts each seat's card where its live card goes (North
    above South, West left of East), the cards are the API's, and its caption
    ("Last trick · Won by …") is not hidden behind any card."""
    context, page, errors = _open(browser, DESKTOP if size == "desktop" else PHONE)
    try:
        set_speed_before_load(page)
        game_id = start_game(page, server_url)
        state: dict[str, Any] = {}
        for _ in range(120):
            wait_idle(page)
            v = view(page, server_url, game_id)
            if v["phase"] == "play" and v["last_trick"] and len(v["last_trick"]["plays"]) == 4:
                break
            if south_step(page, state) == "over":
                page.locator("#panel .next-hand").click()
                state = {}
        else:
            pytest.fail("never saw a trick of four cards taken")
        page.click("#btn-last")
        page.locator("#panel .lastbox").wait_for()
        page.wait_for_timeout(300)  # the box has risen
        last = _boxes(page, "#panel .lastbox .tcard")
        assert {s: b["card"] for s, b in last.items()} == dict(v["last_trick"]["plays"])
        winner = page.get_attribute("#panel .lastbox .tcard.winner", "data-seat")
        assert winner == v["last_trick"]["winner"]
        n, s, w, e = (last[x] for x in "NSWE")
        assert n["bottom"] <= s["top"], (n, s)
        assert w["right"] <= e["left"], (w, e)
        for side in (w, e):  # West and East between North and South
            assert n["top"] < (side["top"] + side["bottom"]) / 2 < s["bottom"]
        for end in (n, s):  # North and South between West and East
            assert w["left"] < (end["left"] + end["right"]) / 2 < e["right"]
        # the caption is readable: no card over it, and it is inside the window
        cap = page.locator("#panel .last-caption")
        assert re.search(r"Last trick · Won by \w+", cap.inner_text())
        c = cap.bounding_box()
        cap_box = {
            "left": c["x"],
            "right": c["x"] + c["width"],
            "top": c["y"],
            "bottom": c["y"] + c["height"],
        }
        for seat, box in last.items():
            assert not _overlap(cap_box, box), (seat, cap_box, box)
        assert c["y"] >= 0 and c["x"] >= 0
        assert c["x"] + c["width"] <= page.viewport_size["width"]
        page.keyboard.press("Escape")
        assert page.locator("#panel .lastbox").count() == 0
    finally:
        context.close()
    assert not errors, errors


_NATURAL = """() => {
  // what should have the focus when South is to act (docs/ui.md): the bidding
  // box, k of the exchange or a card of the hand, a legal card; Next hand
  const a = document.activeElement;
  const kind = document.getElementById('panel').dataset.kind;
  const table = document.getElementById('table');
  if (kind === 'bid') return !!a.closest('#panel .bidbox');
  if (kind === 'exchange')
    return !!(a.closest('#panel .ex-k') || a.closest('#hand .hcard.legal'));
  if (kind === 'summary') return a.matches('#panel .next-hand');
  if (table.dataset.phase === 'play' && table.dataset.toAct === 'S')
    return a.matches('#hand .hcard.legal[tabindex="0"]');
  return null;
}"""


def _tab_to(page: Any, test: str, backwards: bool = False, limit: int = 60) -> None:
    """Press Tab (Shift+Tab) until ``test`` (a JS expression) holds."""
    for _ in range(limit):
        if page.evaluate(test):
            return
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
    pytest.fail(f"Tab never reached {test}")


def test_keyboard_only_focus_goes_to_the_natural_control(page: Any, server_url: str) -> None:
    """Deal from the new-game dialog and play on with the keyboard alone: each
    time South is to act, the focus is already on the natural control (the
    bidding box after "Deal", a legal card in the play), never left on the top
    bar's "New game"."""
    set_speed_before_load(page)
    level = level_for_tests(page, server_url)
    page.goto(server_url + "/")
    wait_idle(page)
    # the first visit opens the dialog by itself; open it from the top bar, as
    # a player starting another game does (the focus comes back there)
    if page.locator("#dlg-new").is_visible():
        page.keyboard.press("Escape")
    page.locator("#dlg-new").wait_for(state="hidden")
    _tab_to(page, "document.activeElement.id === 'btn-new'")
    page.keyboard.press("Enter")
    page.locator("#dlg-new").wait_for()
    # the level by arrow keys, then Tab to "Deal" and Enter
    _tab_to(page, "document.activeElement.name === 'level'")
    for _ in range(5):
        if page.evaluate(f"document.activeElement.value === {level!r}"):
            break
        page.keyboard.press("ArrowUp")
    assert page.evaluate(f"document.activeElement.value === {level!r}")
    _tab_to(page, "document.activeElement.id === 'new-start'")
    page.keyboard.press("Enter")
    page.wait_for_function("() => !!localStorage.getItem('bideuchre.game')")
    wait_idle(page)
    acted = 0
    for _ in range(40):
        wait_idle(page)
        natural = page.evaluate(_NATURAL)
        if natural is None:  # nothing for South to do (e.g. the game is over)
            break
        where = page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
        assert natural, f"focus on {where} (panel {panel_kind(page)!r}, phase {phase(page)!r})"
        kind = panel_kind(page)
        if kind == "summary":
            break
        if kind == "bid":  # from the box, Tab into it to Pass
            _tab_to(page, "document.activeElement.matches('#panel .bid-pass')")
            page.keyboard.press("Enter")
        elif kind == "exchange" and page.locator("#panel .ex-k").count():
            page.keyboard.press("Enter")  # the k that has the focus
        elif kind == "exchange":
            need = int(page.get_attribute("#panel .ex-send", "data-need") or "0")
            for _ in range(need):
                page.keyboard.press("Space")
                page.keyboard.press("ArrowRight")
            _tab_to(page, "document.activeElement.matches('#panel .ex-send')", backwards=True)
            page.keyboard.press("Enter")
        else:
            page.keyboard.press("Enter")  # play the focused legal card
            acted += 1
            if acted == 4:
                break
    assert acted or panel_kind(page) == "summary"


def _deal_to_the_bidding_box(page: Any, server_url: str) -> str:
    """Deal (clicking "Deal") until South is to call first in the auction;
    the game's id.  (A CPU seat before South may end the auction at once.)"""
    for _ in range(6):
        game_id = start_game(page, server_url)
        page.locator("#dlg-new").wait_for(state="hidden")
        if panel_kind(page) == "bid" and page.locator("#panel .bid-num").count() > 1:
            return game_id
    pytest.fail("South never had the bidding box")


_FOCUS = "document.activeElement.getAttribute('data-call') || document.activeElement.className"


def test_bidding_box_is_one_tab_stop_per_row_with_arrow_keys(page: Any, server_url: str) -> None:
    """The bidding box is a composite widget: from the focus after "Deal",
    Tab reaches the numbers, the denominations, then Pass (3 Tabs); the arrow
    keys (Home / End) move along a row, and along the numbers they choose the
    number; Enter on a denomination bids; "P" passes."""
    set_speed_before_load(page)
    game_id = _deal_to_the_bidding_box(page, server_url)
    assert page.evaluate("!!document.activeElement.closest('#panel .bidbox')")
    numbers = page.eval_on_selector_all("#panel .bid-num", "ns => ns.map(n => n.dataset.n)")
    # one Tab stop per row
    stops = page.eval_on_selector_all(
        "#panel .bidbox button", "ns => ns.filter(n => n.tabIndex === 0).length"
    )
    assert stops == 3, stops
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.n") == numbers[0]
    # → moves to the next number and chooses it: the denominations follow
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.n") == numbers[1]
    assert page.get_attribute(f'#panel .bid-num[data-n="{numbers[1]}"]', "aria-pressed") == "true"
    assert page.get_attribute(f'#panel .bid-num[data-n="{numbers[0]}"]', "aria-pressed") == "false"
    calls = page.eval_on_selector_all("#panel .bid-denom", "ns => ns.map(n => n.dataset.call)")
    assert calls and all(c.startswith(numbers[1]) for c in calls), calls
    page.keyboard.press("End")
    assert page.evaluate("document.activeElement.dataset.n") == numbers[-1]
    page.keyboard.press("ArrowRight")  # wraps round
    assert page.evaluate("document.activeElement.dataset.n") == numbers[0]
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.n") == numbers[-1]
    page.keyboard.press("Home")
    assert page.evaluate("document.activeElement.dataset.n") == numbers[0]
    page.keyboard.press("ArrowRight")
    # Tab: the denominations of that number, one stop; → along them
    page.keyboard.press("Tab")
    calls = page.eval_on_selector_all("#panel .bid-denom", "ns => ns.map(n => n.dataset.call)")
    assert page.evaluate(_FOCUS) == calls[0]
    page.keyboard.press("ArrowRight")
    assert page.evaluate(_FOCUS) == calls[1 % len(calls)]
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label.lower().startswith(f"bid {numbers[1]} "), label
    # Tab: Pass (the third Tab from the box)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.matches('#panel .bid-pass')")
    # back to the denomination, which kept its tab stop, and bid with Enter
    page.keyboard.press("Shift+Tab")
    bid = page.evaluate(_FOCUS)
    assert bid == calls[1 % len(calls)]
    page.keyboard.press("Enter")
    wait_idle(page)
    south = [c["call"] for c in view(page, server_url, game_id)["calls"] if c["seat"] == "S"]
    assert south[:1] == [bid], south

    # another deal: Pass in 3 Tabs from where the focus lands, then Enter
    game_id = _deal_to_the_bidding_box(page, server_url)
    assert page.evaluate("!!document.activeElement.closest('#panel .bidbox')")
    for _ in range(3):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.matches('#panel .bid-pass')")
    page.keyboard.press("Enter")
    wait_idle(page)
    south = [c["call"] for c in view(page, server_url, game_id)["calls"] if c["seat"] == "S"]
    assert south[:1] == ["pass"], south

    # and another: "P" passes from wherever the focus is on the table
    game_id = _deal_to_the_bidding_box(page, server_url)
    page.keyboard.press("p")
    wait_idle(page)
    south = [c["call"] for c in view(page, server_url, game_id)["calls"] if c["seat"] == "S"]
    assert south[:1] == ["pass"], south


_TOPBAR = """() => {
  const bar = document.querySelector('.topbar');
  const box = n => { const r = n.getBoundingClientRect();
                     return [r.left, r.top, r.right, r.bottom]; };
  const brand = [...document.querySelectorAll('.brand, .brand *')]
    .filter(n => n.getClientRects().length && getComputedStyle(n).clip === 'auto')
    .map(box).filter(b => b[2] - b[0] > 1);
  return {scroll: bar.scrollWidth, client: bar.clientWidth, width: innerWidth,
          page: document.documentElement.scrollWidth,
          tools: [...document.querySelectorAll('.topbar .tool')]
            .map(n => [n.id, n.textContent.trim(), ...box(n)]),
          brand};
}"""


@pytest.mark.parametrize("size", [(320, 640), (390, 844)])
def test_phone_top_bar_fits_with_the_last_trick_shown(
    browser: Any, server_url: str, size: tuple[int, int]
) -> None:
    """At 320 and 390 px, with "Back to the table" (the last trick shown) in
    the top bar, the bar is no wider than the window and its buttons overlap
    neither each other nor the logo."""
    width, height = size
    context, page, errors = _open(browser, {"width": width, "height": height})
    try:
        set_speed_before_load(page)
        game_id = start_game(page, server_url)
        state: dict[str, Any] = {}
        for _ in range(60):
            wait_idle(page)
            if view(page, server_url, game_id)["last_trick"]:
                break
            if south_step(page, state) == "over":
                page.locator("#panel .next-hand").click()
                state = {}
        else:
            pytest.fail("no trick was ever taken")
        page.click("#btn-last")
        page.locator("#panel .lastbox").wait_for()
        assert page.get_attribute("#btn-last", "aria-pressed") == "true"
        # the buttons keep their full names for screen readers
        assert page.locator("#btn-last").get_by_text("Back to the table").count() == 1
        bar = page.evaluate(_TOPBAR)
        assert bar["scroll"] <= bar["client"] <= width, bar
        assert bar["page"] <= width, bar
        boxes = [(t[0], t[2:]) for t in bar["tools"]] + [("brand", b) for b in bar["brand"]]
        for _, (left, _t, right, _b) in boxes:
            assert left >= 0 and right <= width, bar
        for i, (a, ra) in enumerate(boxes):
            for b, rb in boxes[i + 1 :]:
                apart = ra[2] <= rb[0] or rb[2] <= ra[0] or ra[3] <= rb[1] or rb[3] <= ra[1]
                assert apart or a == b == "brand", (a, b, bar)
    finally:
        context.close()
    assert not errors, errors
