// Text helpers shared by the modules that build markup: escaping text for
// HTML, and words for screen readers only.  Player-typed names never go
// through markup at all (dom.js).

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` with `& < > " '` escaped, for use inside markup and attribute values. */
export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * `words` for screen readers only (class "sr-only"): what a screen reader
 * says for markup beside it that is drawn for the eye and marked
 * aria-hidden ("East, 7 hearts" for "E 7♥"; aria-label on a plain span is
 * not read).
 */
export function srOnly(words) {
  return `<span class="sr-only">${esc(words)}</span>`;
}
