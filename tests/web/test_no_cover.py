"""The toast, the Hint box and the Why? box cover nothing a player needs
(notify.js ``placeToast``, why.js ``placePop``, place.js), at 1280 x 800 and
375 x 740, in English and Russian.

Fresh-user check: "This game moved on in another tab — showing the current
position." lay over the bottom edge of the bidding box; on a desktop the
Hint and Why? boxes lay over North's cards; on a phone the hint covered the
status line's chips (dealer, contract).  Now none of them intersects the
bidding box, the calls, the status line's chips, South's name, the Hint and
Undo buttons or South's cards, nor (on a desktop, where there is room) any
seat's name or cards, nor the status line.  On a phone's auction the Hint or Why? box takes a row
of its own under the seats' row (no band of the felt was free).
"""

from __future__ import annotations

from typing import Any

import pytest

from .test_hint_place import _overlap
from .test_learn import _load

pytestmark = pytest.mark.browser

#: What stays in sight everywhere, and on a desktop besides.
ALWAYS = [
    "#panel .box",
    # the calls of the auction (in the play, the contract's chip says it)
    '[data-phase="auction"] .seat .bubble',
    "#seat-S .seat-head",
    "#assist button",
    "#hand .hcard",
    "#trick .tcard",
]
#: On a desktop there is room beside them all; on a 375 px phone in the play
#: a long hint finds no free band and lies over the status line (why.js).
DESKTOP_TOO = [".seat .fan", ".seat .seat-head", "#status .st"]
PHONE_TOO = ['[data-phase="auction"] #status .st', '[data-phase="exchange"] #status .st']

RECTS = """([box, sels]) => {
  const r = (el) => {
    const b = el.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  const out = [];
  for (const sel of sels)
    for (const e of document.querySelectorAll(sel))
      if (e.getBoundingClientRect().width && !e.closest('.seat-S .calls')) out.push([sel, r(e)]);
  const el = document.querySelector(box);
  return {box: r(el), keep: out};
}"""


def _covered(page: Any, box: str, size: str) -> list[Any]:
    sels = ALWAYS + (DESKTOP_TOO if size == "desktop" else PHONE_TOO)
    found = page.evaluate(RECTS, [box, sels])
    assert found["box"][2] > found["box"][0], "the box is not shown"
    names = {sel for sel, _ in found["keep"]}
    assert "#hand .hcard" in names, names
    return [(sel, r) for sel, r in found["keep"] if _overlap(found["box"], r) > 0]


#: every finite animation or transition of the page has finished
SETTLED = """() => document.getAnimations().every(
  (a) => a.playState !== "running" || a.effect.getTiming().iterations === Infinity)"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_stale_tab_toast_covers_no_control(browser: Any, size: str, lang: str) -> None:
    context, page, errors, _ = _load(browser, "auction", size=size, lang=lang)
    try:
        # the table settled first (the bidding box rises into place): at load
        # the toast was once placed before the box had risen, then covered it
        page.wait_for_function(SETTLED)
        # the toast the controller shows on a 409 stale_version (controller.js)
        page.evaluate(
            """async () => {
              const { M } = await import('/static/js/messages.js');
              (await import('/static/js/notify.js')).toast(M.staleTab, 60000);
            }"""
        )
        page.wait_for_timeout(300)  # its rise
        hidden = _covered(page, "#toast", size)
        assert not hidden, hidden
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("view", ["auction", "live_before"])
def test_the_hint_box_covers_no_control_nor_card(
    browser: Any, size: str, lang: str, view: str
) -> None:
    context, page, errors, _ = _load(browser, view, size=size, lang=lang)
    try:
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        page.wait_for_timeout(300)  # the bidding box rises into place
        hidden = _covered(page, "#why-pop", size)
        assert not hidden, hidden
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_why_box_covers_no_control_nor_card(browser: Any, size: str, lang: str) -> None:
    context, page, errors, _ = _load(
        browser, "live_auction_before", size=size, lang=lang, step="live_auction_step"
    )
    try:
        page.keyboard.press("p")  # South passes; West, North and East call, with reasons
        page.wait_for_function("() => document.querySelector('#panel .bidbox')")
        page.wait_for_timeout(300)
        page.locator("#seat-E .why-call").last.click()
        page.wait_for_selector("#why-pop:not([hidden])")
        page.wait_for_timeout(200)
        hidden = _covered(page, "#why-pop", size)
        assert not hidden, hidden
    finally:
        context.close()
    assert not errors, errors
