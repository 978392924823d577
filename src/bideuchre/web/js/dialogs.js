// The dialogs: "New game" (rules preset, house rules, the opponents' and the
// partner's CPU levels, from /api/rules; the controls in houserules.js) and
// "Settings" (language, speed, four-colour suits, card backs).  Presets,
// options and levels are named and described by the catalogues, never by
// /api/rules' English (issue 10).

import { api } from "./api.js";
import { fillCasualSlot } from "./casual.js";
import { fillDialogEntry } from "./daily.js";
import {
  badNumber,
  changedOptions,
  dialogRules,
  optionsMarkup,
  presetForCopies,
  readOptions,
  requestRules,
  rulesForRequest,
} from "./houserules.js";
import { LANG, LANGUAGES, M } from "./messages.js";
import { applyLook } from "./render.js";
import { settings, setSetting, SPEEDS } from "./settings.js";
import { table } from "./state.js";

const $ = (id) => document.getElementById(id);

function normaliseRulesInfo(data) {
  const info = { presets: [], levels: [] };
  const presets = data && (data.presets || data.rules);
  if (Array.isArray(presets)) {
    info.presets = presets.map((p) => (typeof p === "string" ? { name: p } : { ...p, name: p.name || p.preset }));
  } else if (presets && typeof presets === "object") {
    info.presets = Object.entries(presets).map(([name, p]) => ({ ...(typeof p === "object" ? p : {}), name }));
  }
  const levels = data && (data.levels || data.bot_levels);
  if (Array.isArray(levels)) {
    info.levels = levels.map((l) => (typeof l === "string" ? { name: l } : { ...l, name: l.name || l.level }));
  }
  info.defaultPreset = data && data.default_preset;
  info.defaultLevel = data && data.default_level;
  info.defaultPartnerLevel = data && data.default_partner_level;
  info.options = Array.isArray(data && data.options) ? data.options.filter((o) => o && o.name) : [];
  if (!info.presets.length) info.presets = [{ name: "double-deck" }, { name: "single-deck" }];
  if (!info.levels.length) info.levels = [{ name: "easy" }, { name: "medium" }, { name: "hard" }];
  info.presetValues = Object.fromEntries(
    info.presets.map(({ name, title, description, preset, ...values }) => [name, values]),
  );
  return info;
}

/** /api/rules, normalised, fetched once (`table.rulesInfo`). */
export async function loadRulesInfo() {
  if (table.rulesInfo) return table.rulesInfo;
  try {
    table.rulesInfo = normaliseRulesInfo(await api.rules());
  } catch (e) {
    table.rulesInfo = normaliseRulesInfo(null);
  }
  return table.rulesInfo;
}

/**
 * A preset's one-line description from its values (/api/rules: the deck, the
 * auction, alone calls, the game's target), never written out per preset;
 * "" when the server did not send them.
 */
export function presetDescription(values) {
  const v = values || {};
  return Number.isInteger(v.hand_size) && Number.isInteger(v.target_score) ? M.rulesDescription(v) : "";
}

function radio(name, value, title, desc, checked) {
  return `<label class="choice"><input type="radio" name="${name}" value="${value}"${checked ? " checked" : ""}><span class="choice-text"><span class="choice-title">${title}</span>${desc ? `<span class="choice-desc">${desc}</span>` : ""}</span></label>`;
}

export async function openNewGame() {
  const dlg = $("dlg-new");
  const info = await loadRulesInfo();
  const v = table.view;
  const casual = v && !v.daily;
  const current = dialogRules((casual && rulesForRequest(v.rules)) || settings.rules, info.presetValues);
  const levelNames = info.levels.map((l) => l.name);
  const pick = (want, fallback) => (levelNames.includes(want) ? want : fallback);
  const curLevel = pick((casual && v.level) || settings.level || info.defaultLevel, levelNames[Math.min(1, levelNames.length - 1)]);
  const curPartner = pick((casual && v.partner_level) || settings.partnerLevel || info.defaultPartnerLevel, levelNames[levelNames.length - 1]);
  $("new-rules").innerHTML =
    `<legend>${M.rulesLegend}</legend>` +
    info.presets
      .map((p) => radio("rules", p.name, M.rulesName[p.name] || p.name, presetDescription(info.presetValues[p.name]), p.name === current.preset))
      .join("");
  showHouseRules(current.preset, current.values);
  $("new-house").open = changedOptions(current.values, info.presetValues[current.preset] || {}, optionNames(info)).length > 0;
  $("new-level").innerHTML =
    `<legend>${M.levelLegend}</legend>` +
    info.levels
      .map((l) => radio("level", l.name, M.levelName[l.name] || l.name, M.levelDescription[l.name] || "", l.name === curLevel))
      .join("");
  $("new-partner").innerHTML =
    `<legend>${M.partnerLevelLegend}</legend>` +
    info.levels
      .map((l) => `<label class="choice-inline"><input type="radio" name="partner_level" value="${l.name}"${l.name === curPartner ? " checked" : ""}> ${M.levelName[l.name] || l.name}</label>`)
      .join("");
  $("new-error").hidden = true;
  // a casual game on the table is abandoned by a new one; with the daily
  // game on the table, the unfinished casual game is offered (casual.js) and
  // it is the one a new game abandons
  const playing = !!(v && v.phase !== "game_over" && !v.daily);
  const warning = $("new-warning");
  warning.textContent = M.abandonWarning;
  warning.hidden = !playing;
  const slot = $("new-casual");
  if (playing) slot.replaceChildren();
  else
    fillCasualSlot(slot, v && v.id, "dialog").then((g) => {
      if (!g || !dlg.open) return;
      warning.textContent = M.abandonOtherWarning;
      warning.hidden = false;
    });
  fillDialogEntry();
  if (!dlg.open) dlg.showModal();
  const checked = dlg.querySelector('input[name="rules"]:checked');
  if (checked) checked.focus();
}

function optionNames(info) {
  return info.options.map((o) => o.name);
}

/** Put `values` in the house-rules controls (for `preset`), and mark what differs from it. */
function showHouseRules(preset, values) {
  const info = table.rulesInfo;
  $("new-house-body").innerHTML = optionsMarkup(info.options, values);
  $("new-house").dataset.preset = preset;
  markChanged();
}

/** Mark the options that differ from the chosen preset, and count them in the summary. */
function markChanged() {
  const info = table.rulesInfo;
  const base = info.presetValues[$("new-house").dataset.preset] || {};
  const values = readOptions($("new-house-body"), info.options);
  const changed = new Set(changedOptions(values, base, optionNames(info)));
  for (const row of $("new-house-body").querySelectorAll(".house-opt")) {
    row.classList.toggle("changed", changed.has(row.dataset.option));
  }
  // the lone hand's options say nothing while nobody may go alone (D5-D7)
  const alone = values.allow_alone !== false;
  for (const row of $("new-house-body").querySelectorAll('.house-opt[data-option^="lone_"]')) {
    row.classList.toggle("idle", !alone);
    for (const input of row.querySelectorAll("input, select")) input.disabled = !alone;
  }
  $("new-house-count").textContent = M.houseRulesChanged(changed.size);
  $("new-house-reset").disabled = changed.size === 0;
  return values;
}

/** The rules the dialog asks for: the preset's name, or it with the changed options. */
function chosenRules() {
  const info = table.rulesInfo;
  const preset = $("new-house").dataset.preset;
  const values = readOptions($("new-house-body"), info.options);
  return requestRules(preset, values, info.presetValues[preset] || {}, optionNames(info));
}

/** sessionStorage: Settings was open when its language was changed (the page reloads). */
const REOPEN_KEY = "bideuchre.reopenSettings";

/**
 * Whether the page was reloaded by a language change in Settings; the mark
 * is cleared.  Start-up then opens Settings again (`reopenSettings`).
 */
export function settingsToReopen() {
  try {
    const mark = sessionStorage.getItem(REOPEN_KEY);
    sessionStorage.removeItem(REOPEN_KEY);
    return mark === "lang";
  } catch (err) {
    return false;
  }
}

/** Open Settings again after a language change, the focus on the language chosen. */
export function reopenSettings() {
  openSettings();
  const lang = $("set-lang").querySelector('input[name="lang"]:checked');
  if (lang) lang.focus();
}

export function openSettings() {
  const dlg = $("dlg-settings");
  $("set-lang").innerHTML =
    `<legend>${M.languageLegend}</legend>` +
    Object.entries(LANGUAGES)
      .map(([tag, name]) => `<label class="choice-inline"><input type="radio" name="lang" value="${tag}" lang="${tag}"${LANG === tag ? " checked" : ""}> ${name}</label>`)
      .join("");
  $("set-speed").innerHTML =
    `<legend>${M.speedLegend}</legend>` +
    Object.keys(SPEEDS)
      .map((s) => radio("speed", s, M.speedName[s], "", settings.speed === s))
      .join("");
  $("set-four").checked = !!settings.fourColour;
  $("set-back").innerHTML =
    `<span class="backs-title">${M.backColour}</span>` +
    Object.keys(M.backName)
      .map((b) => `<label class="choice-inline"><input type="radio" name="back" value="${b}"${settings.back === b ? " checked" : ""}> ${M.backName[b]}</label>`)
      .join("");
  dlg.showModal();
  const checked = dlg.querySelector('input[name="speed"]:checked');
  if (checked) checked.focus();
}

/**
 * Wire the dialogs' controls; `deal(rules, level, partnerLevel, hooks)` starts
 * the game chosen in "New game" (controller.newGame): the dialog stays open
 * until the server has accepted the rules, and shows its bad_rules message.
 */
export function wireDialogs({ deal }) {
  $("form-new").addEventListener("submit", async (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    const start = $("new-start");
    for (const el of $("new-house-body").querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    // a number box out of its bounds, or not a whole number: said in the dialog
    const bad = badNumber($("new-house-body"));
    if (bad) {
      $("new-error").textContent = bad.text;
      $("new-error").hidden = false;
      $("new-house").open = true;
      bad.el.setAttribute("aria-invalid", "true");
      bad.el.focus();
      return;
    }
    start.disabled = true;
    $("new-error").hidden = true;
    await deal(chosenRules(), String(f.get("level") || "medium"), String(f.get("partner_level") || "hard"), {
      started: () => $("dlg-new").close(),
      failed: (err) => {
        if (err.code !== "bad_rules") return false;
        $("new-error").textContent = M.houseRulesRefused(err.message);
        $("new-error").hidden = false;
        $("new-house").open = true;
        return true;
      },
    });
    start.disabled = false;
  });
  // picking a preset gives its rules: also the preset already chosen (a
  // click, or Space, on a checked radio fires no "change"), so the house
  // rules of an earlier custom game never ride along unseen
  const pickPreset = (e) => {
    if (e.target.name !== "rules" || !e.target.checked) return;
    showHouseRules(e.target.value, { ...table.rulesInfo.presetValues[e.target.value] });
  };
  $("new-rules").addEventListener("change", pickPreset);
  $("new-rules").addEventListener("click", pickPreset);
  $("new-house-body").addEventListener("change", (e) => {
    if (e.target.id === "opt-copies") {
      // another deck is another preset: its rules, as the server would take them
      const preset = presetForCopies(e.target.value);
      const radioFor = $("new-rules").querySelector(`input[name="rules"][value="${preset}"]`);
      if (radioFor) radioFor.checked = true;
      showHouseRules(preset, { ...table.rulesInfo.presetValues[preset] });
      $("opt-copies").focus();
      return;
    }
    markChanged();
  });
  $("new-house-body").addEventListener("input", () => markChanged());
  $("new-house-reset").addEventListener("click", () => {
    const preset = $("new-house").dataset.preset;
    showHouseRules(preset, { ...table.rulesInfo.presetValues[preset] });
  });
  $("new-cancel").addEventListener("click", () => $("dlg-new").close());
  $("dlg-settings").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "lang") {
      // the catalogue is chosen at start-up (messages.js): reload in the new
      // language, and open Settings again there (reopenSettings)
      setSetting("lang", t.value);
      try {
        sessionStorage.setItem(REOPEN_KEY, "lang");
      } catch (err) {
        /* no session storage: the page reloads with Settings closed */
      }
      window.location.reload();
      return;
    }
    if (t.name === "speed") setSetting("speed", t.value);
    else if (t.id === "set-four") setSetting("fourColour", t.checked);
    else if (t.name === "back") setSetting("back", t.value);
    applyLook();
  });
}
