"""The "Open a record…" dialog fits its box (learn.css, ``#dlg-record``).
Before, its form was at least 440 px wide inside a dialog whose content box
is 420 px (``max-width`` 460 px less 2 x 20 px of padding): the paste box
and the Open button ran against the dialog's edge, past its padding."""

from __future__ import annotations

from typing import Any

import pytest

from .test_learn import DESKTOP, SMALL_PHONE, _load

pytestmark = pytest.mark.browser

#: The dialog's content box and the boxes of the form and what it holds (CSS px).
FIT_JS = """() => {
  const dlg = document.querySelector('#dlg-record');
  const cs = getComputedStyle(dlg);
  const d = dlg.getBoundingClientRect();
  const left = d.left + parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
  const right = d.right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
  const form = dlg.querySelector('form');
  const parts = [form, ...form.querySelectorAll('label, input, textarea, button, .dialog-buttons')];
  return {
    left, right,
    formScroll: [form.scrollWidth, form.clientWidth],
    dialogScroll: [dlg.scrollWidth, dlg.clientWidth],
    out: parts
      .map((e) => [e.id || e.className || e.tagName, e.getBoundingClientRect()])
      .filter(([, b]) => b.width && (b.left < left - 0.5 || b.right > right + 0.5))
      .map(([n, b]) => [n, Math.round(b.left), Math.round(b.right)]),
    width: form.getBoundingClientRect().width,
  };
}"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_open_record_form_fits_inside_its_dialog(browser: Any, size: str, lang: str) -> None:
    context, page, errors, _ = _load(browser, "learn_hand_over", size=size, lang=lang)
    try:
        page.evaluate("async () => (await import('/static/js/records.js')).openRecordDialog()")
        page.wait_for_selector("#dlg-record[open] #rec-text")
        fit = page.evaluate(FIT_JS)
        assert not fit["out"], (
            f"past the dialog's content box {fit['left']:.0f}-{fit['right']:.0f}: {fit}"
        )
        assert fit["formScroll"][0] <= fit["formScroll"][1], fit
        assert fit["dialogScroll"][0] <= fit["dialogScroll"][1], fit
        viewport = SMALL_PHONE if size == "phone" else DESKTOP
        # still a roomy box: the form takes the dialog's width (less its padding)
        assert fit["width"] >= min(400, viewport["width"] - 24 - 40 - 1), fit
    finally:
        context.close()
    assert not errors, errors
