"""Text contrast measured on the page as drawn (WCAG 2 contrast ratio):
the text's colour, with the opacity of every box it is in, laid over the
pixels behind it (a screenshot of its box with the text made transparent),
against each of those pixels (the worst is kept)."""

from __future__ import annotations

import base64
from typing import Any

#: The pixels of a PNG (base64) as [[r, g, b], ...], decoded by the page.
PIXELS_JS = """async (b64) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + b64;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width; c.height = img.height;
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data;
  const out = [];
  for (let i = 0; i < d.length; i += 4) out.push([d[i], d[i + 1], d[i + 2]]);
  return out;
}"""

#: The text colour of an element [r, g, b, alpha], alpha times the opacity
#: of the element and of every box around it.
COLOUR_JS = """(el) => {
  const m = getComputedStyle(el).color.match(/[\\d.]+/g).map(Number);
  let a = m.length > 3 ? m[3] : 1;
  for (let e = el; e; e = e.parentElement) a *= Number(getComputedStyle(e).opacity);
  return [m[0], m[1], m[2], a];
}"""


def _lum(rgb: tuple[float, float, float]) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """The WCAG contrast ratio of two opaque colours (1 to 21)."""
    la, lb = sorted((_lum(a), _lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_contrast(page: Any, locator: Any) -> float:
    """The lowest contrast of ``locator``'s text (its colour as drawn)
    against the pixels behind it (its box with the text hidden)."""
    r, g, b, alpha = locator.evaluate(COLOUR_JS)
    locator.evaluate(
        "(el) => { el.dataset.keep = el.style.cssText; el.style.color = 'transparent';"
        " el.querySelectorAll('svg, img').forEach((s) => { s.style.visibility = 'hidden'; });"
        " el.style.textDecorationColor = 'transparent'; }"
    )
    shot = locator.screenshot(animations="disabled")
    locator.evaluate(
        "(el) => { el.style.cssText = el.dataset.keep;"
        " el.querySelectorAll('svg, img').forEach((s) => { s.style.visibility = ''; }); }"
    )
    pixels = page.evaluate(PIXELS_JS, base64.b64encode(shot).decode())
    worst = 21.0
    for pr, pg, pb in pixels:
        text = (
            alpha * r + (1 - alpha) * pr,
            alpha * g + (1 - alpha) * pg,
            alpha * b + (1 - alpha) * pb,
        )
        worst = min(worst, ratio(text, (pr, pg, pb)))
    return worst
