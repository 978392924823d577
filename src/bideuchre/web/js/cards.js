// Card art drawn as SVG by this module: suit symbols, faces and backs.
// Faces use a 200 x 280 view box; the corner index (rank over suit) sits in
// the left 44 units so it stays readable when the cards are fanned.

import { M } from "./messages.js";

/** Suit symbols in a 100 x 100 box. */
const SUIT_SHAPES = {
  H: '<path d="M50 92C22 68 2 50 2 29 2 13 14 2 28 2c10 0 18 6 22 15C54 8 62 2 72 2c14 0 26 11 26 27 0 21-20 39-48 63z"/>',
  D: '<path d="M50 2 88 50 50 98 12 50z"/>',
  S: '<path d="M50 2C40 22 2 40 2 64c0 15 11 25 24 25 9 0 16-4 20-10-1 9-5 15-12 19h32c-7-4-11-10-12-19 4 6 11 10 20 10 13 0 24-10 24-25C98 40 60 22 50 2z"/>',
  C: '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="60" r="22"/><circle cx="74" cy="60" r="22"/><path d="M44 40h12l4 30c2 12 7 21 16 28H24c9-7 14-16 16-28z"/>',
};

/** The hidden sprite (symbols and patterns) every card refers to with <use>. */
export function spriteMarkup() {
  const suits = Object.entries(SUIT_SHAPES)
    .map(([s, body]) => `<symbol id="suit-${s}" viewBox="0 0 100 100">${body}</symbol>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">
<defs>${suits}
<pattern id="back-lattice" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
  <rect width="16" height="16" fill="var(--back-1)"/>
  <path d="M0 8h16M8 0v16" stroke="var(--back-2)" stroke-width="3"/>
  <circle cx="8" cy="8" r="2.6" fill="var(--back-3)"/>
</pattern>
<symbol id="card-back" viewBox="0 0 200 280">
  <rect x="1.5" y="1.5" width="197" height="277" rx="14" fill="#fdfdfb" stroke="#9aa3ad" stroke-width="3"/>
  <rect x="12" y="12" width="176" height="256" rx="8" fill="url(#back-lattice)"/>
  <rect x="12" y="12" width="176" height="256" rx="8" fill="none" stroke="var(--back-2)" stroke-width="3"/>
  <ellipse cx="100" cy="140" rx="38" ry="52" fill="var(--back-1)" stroke="var(--back-3)" stroke-width="4"/>
  <use href="#suit-S" x="80" y="98" width="40" height="40" fill="var(--back-3)"/>
  <use href="#suit-H" x="80" y="142" width="40" height="40" fill="var(--back-3)"/>
</symbol>
</defs></svg>`;
}

/** An inline suit symbol (for text: status line, bidding box, score pad). */
export function suitIcon(s, extraClass = "") {
  return `<svg class="suit-icon suit-${s} ${extraClass}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#suit-${s}" fill="currentColor"/></svg>`;
}

/** A denomination as markup: a suit symbol, or "NT". */
export function denomMarkup(d) {
  return d === "NT" ? `<span class="nt">${M.noTrump}</span>` : suitIcon(d);
}

/** "Alone", with a one-sign form (☾, shooting the moon) for narrow seats. */
function aloneWord() {
  return `<span class="call-alone"><span class="long">${M.alone}</span><span class="short" aria-hidden="true">${M.aloneSign}</span></span>`;
}

/** A call ("pass", "5H", "alone NT") as short markup. */
export function callMarkup(call) {
  if (call === "pass") return `<span class="call-pass">${M.pass}</span>`;
  if (call.startsWith("alone ")) {
    return `<span class="mk">${aloneWord()}&nbsp;${denomMarkup(call.slice(6))}</span>`;
  }
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  if (!m) return call;
  return `<span class="mk"><span class="call-num">${m[1]}</span>${denomMarkup(m[2])}</span>`;
}

/** A contract as short markup: "5♥", "alone ♠". */
export function contractMarkup(c) {
  return c.alone
    ? `<span class="mk">${aloneWord()}&nbsp;${denomMarkup(c.denomination)}</span>`
    : `<span class="mk"><span class="call-num">${c.bid}</span>${denomMarkup(c.denomination)}</span>`;
}

function pip(s, cx, cy, size, flip) {
  const x = cx - size / 2;
  const y = cy - size / 2;
  const t = flip ? ` transform="rotate(180 ${cx} ${cy})"` : "";
  return `<use href="#suit-${s}" x="${x}" y="${y}" width="${size}" height="${size}"${t}/>`;
}

// Pip layouts of the two spot cards (x, y, flipped).
const PIPS = {
  9: [
    [70, 64, 0], [130, 64, 0], [70, 115, 0], [130, 115, 0], [100, 140, 0],
    [70, 165, 1], [130, 165, 1], [70, 216, 1], [130, 216, 1],
  ],
  T: [
    [70, 64, 0], [130, 64, 0], [100, 90, 0], [70, 115, 0], [130, 115, 0],
    [70, 165, 1], [130, 165, 1], [100, 190, 1], [70, 216, 1], [130, 216, 1],
  ],
};

// Simple head-dress for the court cards, drawn above the big letter.
const CROWNS = {
  K: '<path d="M70 96 64 64 82 80 100 56 118 80 136 64 130 96z" fill="#e9b930" stroke="currentColor" stroke-width="3" stroke-linejoin="round"/><circle cx="100" cy="54" r="5" fill="currentColor"/><circle cx="64" cy="62" r="4" fill="currentColor"/><circle cx="136" cy="62" r="4" fill="currentColor"/>',
  Q: '<path d="M74 96 70 72 86 84 100 66 114 84 130 72 126 96z" fill="#e9b930" stroke="currentColor" stroke-width="3" stroke-linejoin="round"/><circle cx="100" cy="64" r="4.5" fill="currentColor"/><circle cx="86" cy="82" r="3" fill="#fff"/><circle cx="114" cy="82" r="3" fill="#fff"/>',
  J: '<path d="M72 96c2-20 14-32 30-32 12 0 22 6 26 18l-18 2 20 12z" fill="#e9b930" stroke="currentColor" stroke-width="3" stroke-linejoin="round"/><path d="M118 70c10-10 22-10 28-4" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>',
};

function centre(rank, s) {
  if (rank === "A") {
    return pip(s, 100, 140, 104, false);
  }
  if (rank in PIPS) {
    return PIPS[rank].map(([x, y, f]) => pip(s, x, y, 36, f)).join("");
  }
  // Court card: a framed panel with a head-dress, the big letter and the suit.
  return `<rect x="48" y="30" width="104" height="220" rx="8" class="court-panel" stroke="currentColor" stroke-width="3"/>
<rect x="55" y="37" width="90" height="206" rx="5" fill="none" stroke="currentColor" stroke-width="1.2" opacity="0.6"/>
${CROWNS[rank]}
<text x="100" y="168" text-anchor="middle" class="court-letter" fill="currentColor">${M.rankShort(rank)}</text>
${pip(s, 100, 208, 40, false)}`;
}

function cornerIndex(rank, s) {
  const r = M.rankShort(rank);
  const narrow = r.length > 1 ? ' textLength="38" lengthAdjust="spacingAndGlyphs"' : "";
  return `<text x="24" y="44" text-anchor="middle" class="corner-rank" fill="currentColor"${narrow}>${r}</text>
<use href="#suit-${s}" x="8" y="52" width="32" height="32"/>`;
}

/**
 * Markup of one card face: an <svg> of class "card-face suit-X".
 * @param {string} code  card notation, e.g. "JH", "TS"
 */
export function faceMarkup(code) {
  const rank = code[0];
  const s = code[1];
  return `<svg class="card-face suit-${s}" viewBox="0 0 200 280" aria-hidden="true" focusable="false" fill="currentColor">
<rect x="1.5" y="1.5" width="197" height="277" rx="14" class="card-paper"/>
${cornerIndex(rank, s)}
<g transform="rotate(180 100 140)">${cornerIndex(rank, s)}</g>
${centre(rank, s)}
</svg>`;
}

/** Markup of one card back. */
export function backMarkup() {
  return '<svg class="card-back" viewBox="0 0 200 280" aria-hidden="true" focusable="false"><use href="#card-back"/></svg>';
}
