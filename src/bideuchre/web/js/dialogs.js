// The dialogs: "New game" (rules preset and CPU level, from /api/rules) and
// "Settings" (language, speed, four-colour suits, card backs).  Presets and
// levels are named and described by the catalogues, never by /api/rules'
// English (issue 10).

import { api } from "./api.js";
import { fillDialogEntry } from "./daily.js";
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
  if (!info.presets.length) info.presets = [{ name: "double-deck" }, { name: "single-deck" }];
  if (!info.levels.length) info.levels = [{ name: "easy" }, { name: "medium" }, { name: "hard" }];
  return info;
}

async function loadRulesInfo() {
  if (table.rulesInfo) return table.rulesInfo;
  try {
    table.rulesInfo = normaliseRulesInfo(await api.rules());
  } catch (e) {
    table.rulesInfo = normaliseRulesInfo(null);
  }
  return table.rulesInfo;
}

function radio(name, value, title, desc, checked) {
  return `<label class="choice"><input type="radio" name="${name}" value="${value}"${checked ? " checked" : ""}><span class="choice-text"><span class="choice-title">${title}</span>${desc ? `<span class="choice-desc">${desc}</span>` : ""}</span></label>`;
}

export async function openNewGame() {
  const dlg = $("dlg-new");
  const info = await loadRulesInfo();
  const v = table.view;
  const curRules = (v && v.rules && v.rules.name) || settings.rules;
  const curLevel = (v && v.level) || settings.level || info.defaultLevel;
  const rulesSet = $("new-rules");
  const levelSet = $("new-level");
  const presetNames = info.presets.map((p) => p.name);
  const levelNames = info.levels.map((l) => l.name);
  rulesSet.innerHTML =
    `<legend>${M.rulesLegend}</legend>` +
    info.presets
      .map((p) =>
        radio("rules", p.name, M.rulesName[p.name] || p.name, M.rulesDescription[p.name] || "", p.name === (presetNames.includes(curRules) ? curRules : presetNames[0])),
      )
      .join("");
  levelSet.innerHTML =
    `<legend>${M.levelLegend}</legend>` +
    info.levels
      .map((l) =>
        radio("level", l.name, M.levelName[l.name] || l.name, M.levelDescription[l.name] || "", l.name === (levelNames.includes(curLevel) ? curLevel : levelNames[Math.min(1, levelNames.length - 1)])),
      )
      .join("");
  $("new-warning").hidden = !(v && v.phase !== "game_over" && !v.daily);
  fillDialogEntry();
  if (!dlg.open) dlg.showModal();
  const checked = dlg.querySelector('input[name="rules"]:checked');
  if (checked) checked.focus();
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

/** Wire the dialogs' controls; `deal(rules, level)` starts the game chosen in "New game". */
export function wireDialogs({ deal }) {
  $("form-new").addEventListener("submit", (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    $("dlg-new").close();
    deal(String(f.get("rules") || "double-deck"), String(f.get("level") || "medium"));
  });
  $("new-cancel").addEventListener("click", () => $("dlg-new").close());
  $("dlg-settings").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "lang") {
      // the catalogue is chosen at start-up (messages.js): reload in the new language
      setSetting("lang", t.value);
      window.location.reload();
      return;
    }
    if (t.name === "speed") setSetting("speed", t.value);
    else if (t.id === "set-four") setSetting("fourColour", t.checked);
    else if (t.name === "back") setSetting("back", t.value);
    applyLook();
  });
}
