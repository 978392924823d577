// Messages to the player outside the table: the screen reader's live region
// (announce) and the short toast at the bottom of the page.

import { bestSpot, keepRects } from "./place.js";

const $ = (id) => document.getElementById(id);

const liveTimers = new Set();

/** Read `text` out (the #live region); the same text twice is read twice.
 * An empty `text` clears the region (nothing is read; the messages still
 * waiting to be set are dropped). */
export function announce(text) {
  const live = $("live");
  live.textContent = "";
  if (!text) {
    for (const t of liveTimers) clearTimeout(t);
    liveTimers.clear();
    return;
  }
  // a new text node each time so repeated messages are read again
  const timer = setTimeout(() => {
    liveTimers.delete(timer);
    live.textContent = text;
  }, 30);
  liveTimers.add(timer);
}

/** The table's status line as a screen reader hears it ("Dealer North.
 * Contract: …. Tricks: …. Hand over."): each part's words but the drawn
 * ones (aria-hidden); "" when there is none. */
export function statusWords() {
  const parts = [...document.querySelectorAll("#status .st")].map((st) => {
    const copy = st.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  });
  const words = parts.filter(Boolean);
  return words.length ? `${words.join(". ")}.` : "";
}

let toastTimer = null;
let placeTimer = null;

/** Show `text` in the toast for `ms` milliseconds. */
export function toast(text, ms = 4000) {
  const el = $("toast");
  el.textContent = text;
  show(el, ms);
}

/**
 * Show markup (our own: escaped words and a rule link, reasons.js) in the
 * toast for `ms` milliseconds; it stays while the pointer or the focus is on it.
 */
export function toastMarkup(html, ms = 6000) {
  const el = $("toast");
  el.innerHTML = html;
  show(el, ms);
}

/**
 * What the toast must not hide, with weights (place.js): the centre's boxes
 * (the bidding box: "This game moved on in another tab" lay over its bottom
 * edge), the trick's cards, the calls, the status line, South's name and
 * buttons and the open Hint box most; then South's cards; the other seats'
 * names and card backs least.
 */
const TOAST_KEEP = [
  ["#panel .box, #panel .lastbox", 40],
  ["#trick .tcard", 40],
  [".seat .bubble, .seat .calls", 40],
  ["#status .st, #daily-bar", 40],
  ["#seat-S .seat-head, #assist", 40],
  ["#why-pop", 40],
  ["#hand .hcard", 6],
  [".seat .seat-head", 2],
  [".seat .fan", 1],
];

/** Narrower widths the toast may take (px) when no place on the felt is free for it. */
const TOAST_WIDTHS = [360, 300, 240];

/**
 * Put the toast just above South's name (table.css) or, when it would hide
 * something there (TOAST_KEEP), where on the felt it hides the least,
 * nearest that place; narrower if that hides less.
 */
export function placeToast() {
  const el = $("toast");
  const host = $("table");
  if (!el || el.hidden || !host) return;
  el.style.top = el.style.bottom = el.style.left = el.style.maxWidth = "";
  const keep = keepRects(host, TOAST_KEEP, el);
  const T = el.getBoundingClientRect();
  const H = host.getBoundingClientRect();
  if (!H.width || !T.width) return;
  const top = Math.max(H.top, 0) + 4;
  const area = { left: H.left + 8, right: H.right - 8, top, bottom: Math.max(top, Math.min(H.bottom, window.innerHeight) - 4) };
  const pref = { x: T.left, y: T.top };
  let best = { ...bestSpot(T.width, T.height, area, keep, pref), width: T.width };
  if (best.cost <= 1 && Math.abs(best.x - T.left) <= 1 && Math.abs(best.y - T.top) <= 1) return;
  for (const w of TOAST_WIDTHS) {
    if (best.cost <= 1 || w >= T.width) break;
    el.style.maxWidth = `${w}px`;
    const r = el.getBoundingClientRect();
    const spot = bestSpot(r.width, r.height, area, keep, pref);
    if (spot.cost < best.cost - 1) best = { ...spot, width: r.width };
  }
  if (best.width === T.width) el.style.maxWidth = "";
  else el.style.maxWidth = `${Math.ceil(best.width)}px`;
  // (.south holds it; it stays centred on its left by translateX(-50%))
  const S = el.offsetParent ? el.offsetParent.getBoundingClientRect() : H;
  el.style.bottom = "auto";
  el.style.top = `${Math.round(best.y - S.top)}px`;
  el.style.left = `${Math.round(best.x + best.width / 2 - S.left)}px`;
}

function show(el, ms) {
  el.hidden = false;
  el.classList.remove("show");
  void el.offsetWidth;
  placeToast(); // (measured before its rise moves it)
  el.classList.add("show");
  // again once the table has settled (a bidding box rising into place)
  clearTimeout(placeTimer);
  placeTimer = setTimeout(placeToast, 260);
  // and once the rises running now have finished (on a busy device they
  // can outlast 260 ms; an endless animation is not waited for)
  const rising = document.getAnimations
    ? document.getAnimations().filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity)
    : [];
  if (rising.length) Promise.allSettled(rising.map((a) => a.finished)).then(() => placeToast());
  clearTimeout(toastTimer);
  const hide = () => {
    if (el.matches(":hover, :focus-within")) {
      toastTimer = setTimeout(hide, 1000);
      return;
    }
    el.classList.remove("show");
    el.hidden = true;
  };
  toastTimer = setTimeout(hide, ms);
}
