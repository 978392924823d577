"""The page under its Content-Security-Policy (issue 11): a whole hand played
by clicking, the settings and the daily entry opened, and the browser reports
no violation of the policy the server sends."""

from __future__ import annotations

from typing import Any

import pytest

from .driver import play_hand, set_speed_before_load, start_game, wait_idle

pytestmark = pytest.mark.browser

_RECORD = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""


def test_the_page_works_under_its_content_security_policy(page: Any, server_url: str) -> None:
    response = page.request.get(server_url + "/")
    policy = response.headers["content-security-policy"]
    assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy
    page.add_init_script(_RECORD)
    set_speed_before_load(page)
    start_game(page, server_url, rules="single-deck")
    steps = play_hand(page)
    assert steps[-1] == "over"
    page.click("#btn-new")  # a dialog, then back
    page.keyboard.press("Escape")
    wait_idle(page)
    page.reload()
    wait_idle(page)
    assert page.evaluate("window.__csp") == []
    assert page.locator("#hand .hcard, #panel").count() > 0


def test_the_page_cannot_be_framed(page: Any, server_url: str) -> None:
    page.add_init_script(_RECORD)
    page.set_content(f'<iframe id="f" src="{server_url}/"></iframe>')
    page.wait_for_timeout(1000)
    frame = page.frame_locator("#f")
    assert frame.locator("#table").count() == 0  # refused by frame-ancestors 'none'
    page.js_errors.clear()  # Chromium logs the refusal as a console error
