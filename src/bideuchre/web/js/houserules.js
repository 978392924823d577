// House rules: the options of /api/rules as controls of the "New game"
// dialog (a checkbox, radios, a select or a bounded number each, named and explained
// by the catalogues' option.<name>.label / .help / .choices), the rules value
// POST /api/games takes, and the list of a custom game's options shown with
// the score pad.  The server checks every value (400 bad_rules); the bounds
// here only spare the player a round trip.

import { M } from "./messages.js";
import { esc } from "./text.js";

/** The preset names, the double deck first (the default). */
export const PRESET_NAMES = ["double-deck", "single-deck"];

/** The preset whose deck has `copies` copies of each card (R1): 1 single-deck, else double-deck. */
export function presetForCopies(copies) {
  return Number(copies) === 1 ? "single-deck" : "double-deck";
}

/**
 * The value `POST /api/games` takes for the rules of a View (`view.rules`):
 * the preset name, or for custom rules every option with the preset of its
 * deck (`{"preset": "single-deck", "copies": 1, "target_score": 21, ...}`;
 * `name` and the derived `hand_size` are left out).  Null without rules.
 */
export function rulesForRequest(viewRules) {
  if (!viewRules || typeof viewRules !== "object") return null;
  if (viewRules.name && viewRules.name !== "custom") return viewRules.name;
  const { name, hand_size: handSize, ...options } = viewRules;
  return { preset: presetForCopies(options.copies), ...options };
}

/**
 * What the dialog shows for a rules value (a preset name or an options
 * object, as `rulesForRequest` gives or the player chose before):
 * `{preset, values}`, `values` being every option of the preset overlaid
 * with the object's.  `presets` maps names to their options (/api/rules).
 */
export function dialogRules(value, presets) {
  const known = (name) => (presets[name] ? name : PRESET_NAMES[0]);
  if (!value || typeof value !== "object") {
    const preset = known(typeof value === "string" ? value : PRESET_NAMES[0]);
    return { preset, values: { ...presets[preset] } };
  }
  const { preset: named, hand_size: handSize, name, ...options } = value;
  const preset = known("copies" in options ? presetForCopies(options.copies) : named);
  return { preset, values: { ...presets[preset], ...options } };
}

/** The names of the options in `values` that differ from `base`, in `names` order. */
export function changedOptions(values, base, names) {
  return names.filter((n) => n in values && values[n] !== base[n]);
}

/**
 * The rules value to send for the dialog's choice: the preset's name when
 * nothing is changed, else `{preset, ...changed options}`.
 */
export function requestRules(preset, values, base, names) {
  const changed = changedOptions(values, base, names);
  if (!changed.length) return preset;
  return { preset, ...Object.fromEntries(changed.map((n) => [n, values[n]])) };
}

function words(name) {
  return (M.option && M.option[name]) || {};
}

/** An option value in words: "yes", "Stick the dealer", "21". */
export function valueWords(name, value) {
  if (typeof value === "boolean") return value ? M.optionYes : M.optionNo;
  const choices = words(name).choices;
  return choices && value in choices ? choices[value] : String(value);
}

/** An option's bounds for a hand of `handSize` cards: `min_bid` and `lone_exchange_max` stop at it. */
function bounds(option, handSize) {
  let max = option.max;
  if ((option.name === "min_bid" || option.name === "lone_exchange_max") && handSize) {
    max = max == null ? handSize : Math.min(max, handSize);
  }
  return { min: option.min, max };
}

/**
 * The controls of every option (markup), set to `values`: a checkbox for a
 * yes/no option, radios for a choice, a select for a number the catalogue
 * names the values of (`copies`), a number input with the server's bounds.
 */
export function optionsMarkup(options, values) {
  const handSize = 6 * (Number(values.copies) || 2);
  return options
    .map((o) => {
      const w = words(o.name);
      const id = `opt-${o.name}`;
      const label = esc(w.label || o.name.replace(/_/g, " "));
      const help = w.help ? `<span class="house-help" id="${id}-help">${esc(w.help)}</span>` : "";
      const described = w.help ? ` aria-describedby="${id}-help"` : "";
      const value = values[o.name];
      if (o.type === "bool") {
        return `<label class="house-opt house-bool" data-option="${o.name}"><input type="checkbox" id="${id}" name="${id}"${value ? " checked" : ""}${described}><span class="house-text"><span class="house-name">${label}</span>${help}</span></label>`;
      }
      const text = `<label class="house-text" for="${id}"><span class="house-name">${label}</span>${help}</label>`;
      let choices = o.choices;
      if (!choices && w.choices && o.min != null && o.max != null) {
        choices = [];
        for (let v = o.min; v <= o.max; v++) choices.push(v);
      }
      if (o.type === "choice" && choices) {
        // radios, not a select: their words wrap, where a select's are cut short on a phone
        const radios = choices
          .map((c) => `<label class="house-radio"><input type="radio" name="${id}" value="${esc(c)}"${String(c) === String(value) ? " checked" : ""}> <span>${esc(valueWords(o.name, c))}</span></label>`)
          .join("");
        const name = `<span class="house-text"><span class="house-name" id="${id}-name">${label}</span>${help}</span>`;
        return `<div class="house-opt house-choice" data-option="${o.name}" id="${id}" role="radiogroup" aria-labelledby="${id}-name"${described}>${name}<div class="house-radios">${radios}</div></div>`;
      }
      if (choices) {
        const opts = choices
          .map((c) => `<option value="${esc(c)}"${String(c) === String(value) ? " selected" : ""}>${esc(valueWords(o.name, c))}</option>`)
          .join("");
        return `<div class="house-opt house-select" data-option="${o.name}">${text}<select id="${id}" name="${id}"${described}>${opts}</select></div>`;
      }
      const b = bounds(o, handSize);
      const attrs = `${b.min != null ? ` min="${b.min}"` : ""}${b.max != null ? ` max="${b.max}"` : ""}`;
      return `<div class="house-opt house-number" data-option="${o.name}">${text}<input type="number" id="${id}" name="${id}" value="${esc(value)}" step="1" inputmode="numeric" required${attrs}${described}></div>`;
    })
    .join("");
}

/**
 * The first number box under `root` that does not hold a whole number
 * within its bounds ("1e2", "2.5", "", 0 or 501 for "Game to"), with the
 * words saying what it takes, or null when all do.  The dialog shows them
 * (the browser's own bubble alone said nothing in the page's language, and
 * "1e2" passed as 100).
 *
 * @returns {{el: HTMLInputElement, text: string}|null}
 */
export function badNumber(root) {
  for (const el of root.querySelectorAll(".house-number input[type=number]")) {
    const min = el.min === "" ? null : Number(el.min);
    const max = el.max === "" ? null : Number(el.max);
    const v = el.value.trim();
    const ok = /^\d+$/.test(v) && (min == null || Number(v) >= min) && (max == null || Number(v) <= max);
    if (!ok) {
      const name = el.closest(".house-opt").querySelector(".house-name");
      return { el, text: M.houseNumberBad(name ? name.textContent : el.name, min, max) };
    }
  }
  return null;
}

/** The options' values as the controls under `root` hold them (numbers as numbers). */
export function readOptions(root, options) {
  const out = {};
  for (const o of options) {
    const el = root.querySelector(`#opt-${o.name}`);
    if (!el) continue;
    if (o.type === "choice" && el.getAttribute("role") === "radiogroup") {
      const checked = el.querySelector("input:checked");
      if (checked) out[o.name] = checked.value;
    } else if (o.type === "bool") out[o.name] = el.checked;
    else if (o.type === "int") out[o.name] = el.value === "" ? null : Number(el.value);
    else out[o.name] = el.value;
  }
  return out;
}

/**
 * A custom game's rules for the score pad: a disclosure listing each option
 * that differs from the preset of its deck ("Game to: 21"); "" for a preset.
 */
export function gameRulesMarkup(rules, presets) {
  if (!rules || rules.name !== "custom" || !presets) return "";
  const base = presets[presetForCopies(rules.copies)];
  if (!base) return "";
  const names = Object.keys(base).filter((n) => n !== "hand_size");
  const items = changedOptions(rules, base, names)
    .map((n) => `<li><span class="house-name">${esc(words(n).label || n)}</span>: ${esc(valueWords(n, rules[n]))}</li>`)
    .join("");
  return items ? `<details class="pad-rules"><summary>${esc(M.gameRulesTitle)}</summary><ul>${items}</ul></details>` : "";
}
