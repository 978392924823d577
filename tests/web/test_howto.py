"""How to play (issue 10) in Chromium: the rules panel opened from the top
bar, from the bidding box's "?" and from the URL hash ``#rules/R6`` (also a
link anywhere on the page, as a refusal's rule number will be), in each
language, with no English left on screen in fr, pt-BR and ru and no clipped
control at 375 px; and the first-time pointer, shown once and remembered.

With ``BIDEUCHRE_SCREENSHOTS=1`` the panel is saved at 1280 x 800 and
375 x 740 as docs/screenshots/{lang-}{desktop,phone}-howto.png.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from .conftest import _open
from .driver import panel_kind, set_speed_before_load, start_game, wait_idle
from .test_i18n import CLIPPED_JS, DESKTOP, SMALL_PHONE, _leftover_english, _shot

pytestmark = pytest.mark.browser

LOCALES = {"en": "en-US", "fr": "fr-FR", "pt-BR": "pt-BR", "ru": "ru-RU"}

# is the element shown inside the panel's scrolling body and the window?
IN_VIEW_JS = """(sel) => {
  const el = document.querySelector(sel);
  const body = document.getElementById('rules-body');
  if (!el || !body || !el.closest('dialog[open]')) return false;
  const r = el.getBoundingClientRect(), b = body.getBoundingClientRect();
  return r.height > 0 && r.top >= b.top - 1 && r.top < b.bottom - 20 && r.top < innerHeight - 20;
}"""


def _rules_title(page: Any, lang: str) -> str:
    title: str = page.evaluate(
        "async (l) => (await import(`/static/js/i18n/rules-${l}.js`)).default.title", lang
    )
    return title


def _check(page: Any, lang: str, moment: str) -> None:
    assert page.evaluate("document.documentElement.lang") == lang
    if lang != "en":
        left = _leftover_english(page, lang)
        assert not left, f"{lang}, {moment}: English left on screen: {left}"
    clipped = page.evaluate(CLIPPED_JS)
    assert not clipped, f"{lang}, {moment}: clipped controls: {clipped}"
    # nothing wider than the window
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), moment
    body = page.evaluate(
        "(() => { const b = document.getElementById('rules-body');"
        " return b ? b.scrollWidth <= b.clientWidth + 1 : true; })()"
    )
    assert body, f"{lang}, {moment}: the rules scroll sideways"


def _open_at(page: Any, anchor: str) -> None:
    """The panel is shown with ``anchor`` (a rule or a section) in view and highlighted."""
    page.locator("#dlg-rules").wait_for(state="visible")
    sel = f'#rules-body [data-anchor="{anchor}"]'
    page.wait_for_function(IN_VIEW_JS, arg=sel)
    assert "rules-hl" in (page.get_attribute(sel, "class") or "")
    assert page.locator("#rules-body .rules-hl").count() == 1


def _closed(page: Any) -> None:
    """The panel is closed, and (its "close" event handled) the hash cleared."""
    page.locator("#dlg-rules").wait_for(state="hidden")
    page.wait_for_function("() => location.hash === ''")


def _deal_to_the_bidding_box(page: Any, server_url: str) -> None:
    for _ in range(8):
        start_game(page, server_url)
        page.locator("#dlg-new").wait_for(state="hidden")
        if panel_kind(page) == "bid":
            return
    pytest.fail("South never had the bidding box")


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ru", "phone")])
def test_an_address_with_the_rules_hash_opens_how_to_play_as_the_page_loads(
    browser: Any, server_url: str, lang: str, size: str
) -> None:
    """A link to a rule (``/#rules/C2``) opened in a new tab: the panel is
    shown at that rule over the loaded table."""
    viewport = SMALL_PHONE if size == "phone" else DESKTOP
    context, page, errors = _open(browser, viewport, locale=LOCALES[lang])
    try:
        set_speed_before_load(page)
        _deal_to_the_bidding_box(page, server_url)
        fresh = context.new_page()
        fresh.goto(server_url + "/#rules/C2")
        wait_idle(fresh)
        _open_at(fresh, "C2")
        _check(fresh, lang, "loaded at #rules/C2")
        fresh.keyboard.press("Escape")
        _closed(fresh)
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("lang", list(LOCALES))
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_how_to_play_opens_from_the_top_bar_the_bidding_box_and_the_hash(
    browser: Any, server_url: str, lang: str, size: str
) -> None:
    viewport = SMALL_PHONE if size == "phone" else DESKTOP
    context, page, errors = _open(browser, viewport, locale=LOCALES[lang])
    try:
        set_speed_before_load(page)
        _deal_to_the_bidding_box(page, server_url)
        title = _rules_title(page, lang)

        # the top bar: the panel opens at the top, Escape closes it, focus comes back
        page.click("#btn-howto")
        page.locator("#dlg-rules").wait_for(state="visible")
        assert page.locator("#rules-title").inner_text() == title
        assert page.locator("#rules-body .rules-section").count() >= 9
        assert page.locator("#rules-body [data-rule]").count() == 28
        _check(page, lang, "from the top bar")
        page.keyboard.press("Escape")
        _closed(page)
        page.wait_for_function("() => document.activeElement.id === 'btn-howto'")

        # the bidding box's "?": the auction, explained
        assert panel_kind(page) == "bid"
        page.locator("#panel .bid-help").click()
        _open_at(page, "auction")
        _check(page, lang, "the auction")
        _shot(page, f"{'' if lang == 'en' else lang + '-'}{size}-howto.png")
        page.click("#rules-close")
        _closed(page)
        page.wait_for_function("() => !!document.activeElement.closest('#panel .bidbox')")

        # the hash, as a link or a typed address would set it
        page.evaluate("location.hash = '#rules/R6'")
        _open_at(page, "R6")
        assert page.locator('#rules-body [data-rule="R6"] h4').inner_text().startswith("R6")
        _check(page, lang, "#rules/R6")
        # a cross-reference inside the panel moves to that rule
        page.locator('#rules-body [data-rule="R6"] a.rule-link').first.click()
        _open_at(page, "R4")
        page.keyboard.press("Escape")
        _closed(page)

        # a link anywhere on the page (a refusal's rule number), twice in a row
        page.evaluate(
            """() => { const a = document.createElement('a'); a.href = '#rules/D3';
              a.id = 'a-rule'; a.textContent = 'D3';
              document.getElementById('status').append(a); }"""
        )
        for _ in range(2):
            page.click("#a-rule")
            _open_at(page, "D3")
            page.keyboard.press("Escape")
            _closed(page)

    finally:
        context.close()
    assert not errors, errors


def test_the_scan_finds_english_rules_text(browser: Any, server_url: str) -> None:
    """The leftover-English scan reads the rules text: the English panel read
    as French is full of it (so the scan of the other languages can fail)."""
    context, page, errors = _open(browser, DESKTOP, locale="en-US")
    try:
        set_speed_before_load(page)
        page.goto(server_url + "/#rules/R6")
        wait_idle(page)
        _open_at(page, "R6")
        left = _leftover_english(page, "fr")
        assert "If any trump was played, the highest trump wins" in left, left
    finally:
        context.close()
    assert not errors, errors


def test_the_first_time_pointer_shows_once_and_stays_dismissed(
    browser: Any, server_url: str
) -> None:
    context, page, errors = _open(browser, DESKTOP, locale="en-US")
    try:
        set_speed_before_load(page)
        page.goto(server_url + "/")
        wait_idle(page)
        # a first visit: the new-game dialog says it, and so does the table
        assert page.locator("#dlg-new .howto-hint").is_visible()
        page.locator("#dlg-new #new-cancel").click()
        hint = page.locator("#howto-hint")
        assert hint.is_visible()
        assert "New to Bid Euchre?" in hint.inner_text()
        # the page still fits the window
        assert page.evaluate("document.documentElement.scrollHeight <= innerHeight")
        page.locator("#howto-hint .howto-hint-close").click()
        assert page.locator(".howto-hint").count() == 0
        for _ in range(2):
            page.reload()
            wait_idle(page)
            assert page.locator(".howto-hint").count() == 0
    finally:
        context.close()
    assert not errors, errors

    # on a phone: only in the dialog (the table keeps its height); opening the
    # rules from it is enough for it not to come back
    context, page, errors = _open(browser, SMALL_PHONE, locale="ru-RU")
    try:
        set_speed_before_load(page)
        page.goto(server_url + "/")
        wait_idle(page)
        assert not page.locator("#howto-hint").is_visible()
        assert not page.evaluate(CLIPPED_JS)
        page.locator("#dlg-new .howto-hint a").click()
        page.locator("#dlg-rules").wait_for(state="visible")
        assert page.locator(".howto-hint").count() == 0
        page.keyboard.press("Escape")
        # the new-game dialog under it is still open
        assert page.locator("#dlg-new").is_visible()
        page.reload()
        wait_idle(page)
        assert page.locator(".howto-hint").count() == 0
    finally:
        context.close()
    assert not errors, errors

    # dismissed in the dialog
    context, page, errors = _open(browser, SMALL_PHONE, locale="pt-BR")
    try:
        set_speed_before_load(page)
        page.goto(server_url + "/")
        wait_idle(page)
        page.locator("#dlg-new .howto-hint-close").click()
        assert page.locator(".howto-hint").count() == 0
        assert page.locator("#dlg-new").is_visible()
        page.reload()
        wait_idle(page)
        assert page.locator(".howto-hint").count() == 0
    finally:
        context.close()
    assert not errors, errors


# the top bar's parts: [left, right] of the brand and of each tool, and whether it scrolls
_BAR_JS = """() => {
  const bar = document.querySelector('.topbar');
  const parts = [...document.querySelectorAll('.brand, .topbar .tool')]
    .map((n) => { const r = n.getBoundingClientRect();
                  return [n.id || 'brand', r.left, r.right]; });
  return {scroll: bar.scrollWidth, client: bar.clientWidth, parts};
}"""


@pytest.mark.parametrize("lang", ["fr", "pt-BR", "ru"])
def test_the_top_bar_with_how_to_play_fits_in_every_language(
    browser: Any, server_url: str, lang: str
) -> None:
    """With the "How to play" button the top bar is one button longer: at
    every width from 320 px to a desktop's its tools stay inside the window
    and overlap neither each other nor the brand (French and Russian have the
    longest words)."""
    context, page, errors = _open(browser, DESKTOP, locale=LOCALES[lang])
    try:
        set_speed_before_load(page)
        page.goto(server_url + "/")
        wait_idle(page)
        for width in (320, 360, 421, 480, 561, 680, 761, 900, 1001, 1280):
            page.set_viewport_size({"width": width, "height": 700})
            page.wait_for_timeout(50)
            bar = page.evaluate(_BAR_JS)
            assert bar["scroll"] <= bar["client"] <= width, (width, bar)
            parts = bar["parts"]
            for (a, _l, a_right), (b, b_left, _r) in itertools.pairwise(parts):
                assert a_right <= b_left + 0.5, (width, a, b, bar)
            assert parts[-1][2] <= width, (width, bar)
        assert page.get_attribute("#btn-howto", "title") == page.evaluate(
            "import('/static/js/messages.js').then((m) => m.M.howTo)"
        )
    finally:
        context.close()
    assert not errors, errors
