"""A long hint of a call leaves South's cards, Pass and the hinted call in
sight (why.js ``placePop``, learn.css ``.pop-row``), at 1280 x 800 and
375 x 740, in French and Russian.

Fresh-user check: "Annoncez 6 cœurs — votre camp peut espérer environ 5,9
plis ; enchérir vaut quand même plus que passer (…) : laisser le contrat aux
adversaires coûte plus cher." On a desktop the box went down to the bottom
left, over South's first cards (in English it fitted at the top left); on a
phone the box's row squeezed the bidding box (245 to 203 px), which then
scrolled inside: Pass out of sight, the hinted call cut in half.
"""

from __future__ import annotations

from typing import Any

import pytest

from .test_learn import _load

pytestmark = pytest.mark.browser

#: The hint of the report: a bid above the side's tricks, said at length.
REASON = {
    "code": "call_value",
    "params": {
        "call": "6H",
        "expected": 5.9,
        "partner_expected": 1.2,
        "value": -0.3,
        "pass_value": -3.0,
        "higher": None,
        "alternatives": [],
    },
}

#: The position of the report: South deals, West and North pass, East bids
#: 1 diamond (twelve numbers from 2: two rows in the bidding box).
CALLS = [{"seat": "W", "call": "pass"}, {"seat": "N", "call": "pass"}, {"seat": "E", "call": "1D"}]
LEGAL = (
    ["pass"]
    + [f"{n}{d}" for n in range(2, 13) for d in ("C", "D", "H", "S", "NT")]
    + [f"alone {d}" for d in ("C", "D", "H", "S", "NT")]
)
CHANGES = {"dealer": "S", "calls": CALLS, "high_bid": CALLS[-1], "legal": LEGAL}

#: For each of South's cards, Pass and the hinted call: the page scrolled (not
#: the bidding box) to bring it into the window, what is at its centre.
HITS = """() => {
  const out = [];
  const box = document.querySelector('#panel .box');
  const targets = [
    ...[...document.querySelectorAll('#hand .hcard')]
      .map((e) => ['card ' + e.dataset.card, e, '#hand']),
    ['pass', document.querySelector('#panel [data-call="pass"]'), null],
    ['6H', document.querySelector('#panel [data-call="6H"]'), null],
  ];
  for (const [name, el, within] of targets) {
    if (!el) { out.push([name, 'missing']); continue; }
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {
      window.scrollBy(0, r.top - (innerHeight - r.height) / 2);
      r = el.getBoundingClientRect();
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const ok = hit && (within ? hit.closest(within) : (hit === el || el.contains(hit)));
    const inWindow = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    if (!ok || !inWindow)
      out.push([name, hit ? hit.id || hit.className || hit.tagName : null, [r.top, r.bottom]]);
  }
  window.scrollTo(0, 0);
  return {
    hidden: out,
    boxScrolls: box.scrollHeight > box.clientHeight + 1,
    popShown: !!document.querySelector('#why-pop:not([hidden])'),
  };
}"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_long_call_hint_hides_no_card_nor_pass_nor_the_hinted_call(
    browser: Any, size: str, lang: str
) -> None:
    context, page, errors, mock = _load(browser, "auction", size=size, lang=lang, **CHANGES)
    try:
        mock.hint_action, mock.hint_reason = "6H", REASON
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        page.wait_for_timeout(300)  # the bidding box rises into place
        found = page.evaluate(HITS)
        assert found["popShown"]
        assert not found["boxScrolls"], "the bidding box scrolls inside"
        assert not found["hidden"], found["hidden"]
    finally:
        context.close()
    assert not errors, errors
