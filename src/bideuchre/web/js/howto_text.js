// How to play: the panel's outline and its text, pure (no DOM, tested in
// Node: tests/web/js/howto.test.mjs).  The words are in i18n/rules-en.js,
// rules-fr.js, rules-pt-BR.js and rules-ru.js, one per language, with the
// same keys; howto.js loads the one in use and draws it.
//
// A text is a list of blocks: a string is a paragraph, {list: [...]} a
// bulleted list, {example: title, lines: [...]} a worked example.  Inside a
// string, **x** is bold, [[R6]] a link to rule R6 (or to a section, such as
// [[auction]]), and {dd.target} a number of a preset from /api/rules ("dd"
// double deck, "sd" single deck; keys in FIELDS), which may add or subtract a
// whole number ({dd.target-2}); {ui.yourCall} etc. are words of the page's
// own catalogue (UI_WORDS), so the text names the buttons as they read.

/** The guide's sections, in order (the numbered rules follow them). */
export const GUIDE = ["basics", "play", "auction", "alone", "scoring", "winning"];

/** The numbered rules (docs/rules.md), in the groups they are shown in. */
export const REFERENCE = [
  { id: "common", rules: Array.from({ length: 15 }, (_, i) => `R${i + 1}`) },
  { id: "double-deck", rules: Array.from({ length: 9 }, (_, i) => `D${i + 1}`) },
  { id: "single-deck", rules: Array.from({ length: 4 }, (_, i) => `C${i + 1}`) },
];

/** Every rule id the panel has a section for. */
export const RULE_IDS = REFERENCE.flatMap((g) => g.rules);

/** Every id `openRules` accepts: the guide's sections, the groups and the rules. */
export const ANCHORS = [...GUIDE, ...REFERENCE.map((g) => g.id), ...RULE_IDS];

/** Placeholder key -> the preset's field in /api/rules (`hand` is its hand size). */
export const FIELDS = {
  target: "target_score",
  hand: "hand_size",
  loneMade: "lone_made_points",
  loneSet: "lone_set_points",
  exchangeMax: "lone_exchange_max",
  minBid: "min_bid",
};

/** The presets' values when /api/rules cannot be read (docs/rules.md, D1–D7, C1–C3). */
const FALLBACK = {
  "double-deck": { target_score: 52, hand_size: 12, lone_made_points: 24, lone_set_points: 24, lone_exchange_max: 3, min_bid: 1 },
  "single-deck": { target_score: 32, hand_size: 6, lone_made_points: 12, lone_set_points: 12, lone_exchange_max: 1, min_bid: 1 },
};

/** Placeholder key -> the page catalogue's word it names (a path in M). */
export const UI_WORDS = { yourCall: "status.yourTurnCall", pass: "pass", alone: "alone", lastTrick: "lastTrick" };

/**
 * The numbers the text uses, from /api/rules' presets (an object by name, or
 * the dialog's list of {name, ...}): {dd: {target, hand, ...}, sd: {...}};
 * a preset or field missing there takes its documented default.
 */
export function presetNumbers(presets) {
  const byName = {};
  if (Array.isArray(presets)) for (const p of presets) byName[p.name] = p;
  else Object.assign(byName, presets || {});
  const out = {};
  for (const [short, name] of [["dd", "double-deck"], ["sd", "single-deck"]]) {
    const p = byName[name] || {};
    out[short] = {};
    for (const [key, field] of Object.entries(FIELDS)) {
      const v = p[field];
      out[short][key] = Number.isInteger(v) ? v : FALLBACK[name][field];
    }
  }
  return out;
}

const PLACEHOLDER = /\{(dd|sd|ui)\.(\w+)([+-]\d+)?\}/g;

/** The placeholders a text uses ("dd.target", "ui.yourCall"; the offset left out). */
export function placeholders(text) {
  return [...String(text).matchAll(PLACEHOLDER)].map((m) => `${m[1]}.${m[2]}`);
}

/**
 * `text` with its placeholders filled: numbers from `nums` (presetNumbers)
 * written with `fmt` (a number -> string, e.g. "−6" for -6), words from `ui`
 * ({yourCall: "Your call", ...}).  An unknown placeholder is left as it is.
 */
export function fill(text, nums, ui = {}, fmt = String) {
  return String(text).replace(PLACEHOLDER, (whole, group, key, offset) => {
    if (group === "ui") return key in ui ? ui[key] : whole;
    const v = nums[group] && nums[group][key];
    if (!Number.isInteger(v)) return whole;
    return fmt(v + (offset ? Number(offset) : 0));
  });
}

/**
 * A filled string cut into pieces: {text}, {bold}, or {link: id} for [[id]]
 * (shown as the id: "R6").  Bold may not hold a link.
 */
export function inline(text) {
  const out = [];
  const re = /\*\*(.+?)\*\*|\[\[([\w-]+)\]\]/g;
  let at = 0;
  for (const m of String(text).matchAll(re)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    if (m[1] !== undefined) out.push({ bold: m[1] });
    else out.push({ link: m[2] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** Every string of a text (its blocks, lists and examples), in order. */
export function strings(blocks) {
  const out = [];
  for (const b of blocks || []) {
    if (typeof b === "string") out.push(b);
    else if (b && b.list) out.push(...b.list);
    else if (b && b.example !== undefined) out.push(b.example, ...(b.lines || []));
  }
  return out;
}

/** The id in a hash "#rules/R6" ("R6"), "" for "#rules", null for any other hash. */
export function rulesHash(hash) {
  const m = /^#\/?rules(?:\/([\w-]*))?\/?$/.exec(decodeURIComponent(hash || ""));
  return m ? m[1] || "" : null;
}
