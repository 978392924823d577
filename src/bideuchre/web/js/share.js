// Shared daily reviews (issue 12): once a day is over, each deal of the
// player's ranked attempt of that day has a link anyone can open
// (`/#review/daily/<share id>/<deal>`, served by GET
// /api/daily/reviews/{share_id}/{deal}), shown with a "Copy link" button.
// The personal page's history offers them under a "Share" button per day.

import { h } from "./dom.js";
import { M } from "./messages.js";
import { announce } from "./notify.js";

const L = M.learn;

/** The public link of deal `deal` (0-based) of the attempt `shareId`. */
export function shareUrl(shareId, deal) {
  return `${location.origin}/#review/daily/${encodeURIComponent(shareId)}/${Number(deal)}`;
}

/** Copy `url`; if the browser refuses, select the link's text instead. */
async function copy(url, button, link) {
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = L.linkCopied;
    announce(L.linkCopied);
  } catch {
    const range = document.createRange();
    range.selectNodeContents(link);
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }
}

/**
 * The share controls of one day of the personal history (`day`: a
 * `history` entry with `share_id` and `deals_done`): `button` shows or
 * hides `row`, a block (under the button, in the day's date cell) listing
 * each finished deal's link with a "Copy link" button.
 */
export function shareControls(day) {
  const id = `share-${day.date}`;
  const items = [];
  for (let k = 0; k < day.deals_done; k++) {
    const url = shareUrl(day.share_id, k);
    const link = h("a", { class: "share-link", href: url }, L.shareDealShort(k));
    const button = h("button", { type: "button", class: "share-copy", "aria-label": L.copyDealLink(k) }, L.copyLink);
    button.addEventListener("click", () => copy(url, button, link));
    items.push(h("li", {}, link, button));
  }
  const row = h("div", { class: "share-row", id, hidden: true }, h("p", { class: "muted small" }, L.shareHelp), h("ul", { class: "share-list" }, items));
  const button = h("button", { type: "button", class: "share-day", "aria-expanded": "false", "aria-controls": id }, L.share);
  button.addEventListener("click", () => {
    row.hidden = !row.hidden;
    button.setAttribute("aria-expanded", String(!row.hidden));
  });
  return { button, row };
}
