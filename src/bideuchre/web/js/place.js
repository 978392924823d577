// Placing a box over the table where it hides the least (why.js: the Hint
// and Why? box; notify.js: the toast): a search over the places in an area,
// each costing the area it covers of what must stay in sight, times weights.

/**
 * The boxes (DOMRects) of `host`'s elements matching `rules` ([selector,
 * weight]),
 * as [rect, weight], skipping those inside `except` (the box being placed).
 */
export function keepRects(host, rules, except) {
  const keep = [];
  for (const [sel, weight] of rules) {
    for (const el of host.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width && r.height && !except.contains(el)) keep.push([r, weight]);
    }
  }
  return keep;
}

/**
 * The place (viewport px) of a `w` x `h` box within `area` ({left, top,
 * right, bottom}) covering the least of `keep` ([DOMRect, weight]: area times
 * weight, with a gap of `gapBig` px around weights of 40 and more, 4 px
 * around the rest); among places that cover as little, the one nearest `pref`
 * ({x, y}).  Returns {x, y, cost, away}.
 */
export function bestSpot(w, h, area, keep, pref, gapBig = 4) {
  const high = Math.max(area.top, area.bottom - h);
  const right = Math.max(area.left, area.right - w);
  const xs = [Math.min(Math.max(pref.x, area.left), right)];
  for (let x = area.left; x <= right; x += 8) xs.push(x);
  let best = null;
  for (const x of xs) {
    for (let y = area.top; y <= high; y += 4) {
      let cost = 0;
      for (const [r, wt] of keep) {
        const gap = wt >= 40 ? gapBig : 4;
        const ox = Math.min(x + w, r.right + gap) - Math.max(x, r.left - gap);
        const oy = Math.min(y + h, r.bottom + gap) - Math.max(y, r.top - gap);
        if (ox > 0 && oy > 0) cost += wt * ox * oy;
      }
      const away = Math.abs(y - pref.y) + Math.abs(x - pref.x);
      if (!best || cost < best.cost - 1 || (cost <= best.cost + 1 && away < best.away)) best = { x, y, cost, away };
    }
  }
  return best;
}
