// Text helpers shared by the modules that build markup: escaping text for
// HTML.  Player-typed names never go through markup at all (dom.js).

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` with `& < > " '` escaped, for use inside markup and attribute values. */
export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
