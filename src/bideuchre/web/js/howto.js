// How to play (issue 10): the rules inside the page, in the player's
// language.  A dialog over the table with the guide (the auction, going
// alone, scoring, who may win) and every numbered rule of docs/rules.md, each
// an anchor.  It opens from the top bar (#btn-howto), the bidding box's "?"
// (a link to #rules/auction), any link or URL hash "#rules/R6" (it then
// scrolls to R6 and highlights it), and `openRules("R6")`.  Escape or the
// close button closes it and gives the focus back.  A first-time pointer
// ("New to Bid Euchre? How to play") shows until it is dismissed, the
// rules are opened or a hand is finished (settings.howtoSeen, in localStorage).
//
// The words are in i18n/rules-{lang}.js, loaded when first opened; the
// numbers the text states (targets, hand sizes, alone scores) come from
// /api/rules' presets (howto_text.js).

import { api } from "./api.js";
import { h, replace } from "./dom.js";
import { focusNatural } from "./focus.js";
import { ANCHORS, GUIDE, REFERENCE, UI_WORDS, fill, inline, presetNumbers, rulesHash } from "./howto_text.js";
import { LANG, M, t } from "./messages.js";
import { setSetting, settings } from "./settings.js";

const $ = (id) => document.getElementById(id);

let text = null; // the language's rules text, once loaded
let loading = null;
let returnFocus = null;
let dialog = null;

/** Load the rules text of the page's language (English if it has none) and the presets' numbers. */
function load() {
  if (!loading) {
    loading = Promise.all([
      import(`./i18n/rules-${LANG}.js`).catch(() => import("./i18n/rules-en.js")),
      api.rules().catch(() => null),
    ]).then(([mod, info]) => {
      const ui = Object.fromEntries(Object.entries(UI_WORDS).map(([k, path]) => [k, t(path)]));
      const nums = presetNumbers(info && info.presets);
      const fmt = (n) => (n < 0 ? `−${-n}` : String(n));
      text = { ...mod.default, fill: (s) => fill(s, nums, ui, fmt) };
      build();
    });
  }
  return loading;
}

/** A string of the text as nodes: bold, links to rules ("#rules/R6"), suit symbols coloured. */
function rich(s) {
  return inline(text.fill(s)).map((p) => {
    if (p.bold !== undefined) return h("strong", {}, suits(p.bold));
    if (p.link !== undefined) return h("a", { href: `#rules/${p.link}`, class: "rule-link" }, linkLabel(p.link));
    return suits(p.text);
  });
}

function linkLabel(id) {
  const sec = text.sections[id];
  return sec ? text.fill(sec.title) : id;
}

/** Text with ♥ and ♦ in red spans. */
function suits(s) {
  return s.split(/([♥♦])/).map((part) => (part === "♥" || part === "♦" ? h("span", { class: "red-suit" }, part) : part));
}

function blocks(list) {
  return (list || []).map((b) => {
    if (typeof b === "string") return h("p", {}, rich(b));
    if (b.list) return h("ul", {}, b.list.map((item) => h("li", {}, rich(item))));
    if (b.example !== undefined)
      return h("div", { class: "rules-example" }, h("p", { class: "rules-example-title" }, rich(b.example)), b.lines.map((l) => h("p", {}, rich(l))));
    return null;
  });
}

/** Fill the dialog with the loaded text: contents, guide, numbered rules. */
function build() {
  const T = text;
  const navLink = (id, label) => h("li", {}, h("a", { href: `#rules/${id}` }, label));
  const nav = h(
    "nav",
    { class: "rules-nav", "aria-label": T.contents },
    h("p", { class: "rules-nav-title" }, T.guideTitle),
    h("ul", {}, GUIDE.map((id) => navLink(id, T.fill(T.sections[id].title)))),
    h("p", { class: "rules-nav-title" }, T.referenceTitle),
    h("ul", {}, REFERENCE.map((g) => navLink(g.id, T.fill(T.sections[g.id].title)))),
  );
  const guide = GUIDE.map((id) =>
    h("section", { class: "rules-section", id: `rules-${id}`, "data-anchor": id, tabindex: "-1" }, h("h3", {}, T.fill(T.sections[id].title)), blocks(T.sections[id].blocks)),
  );
  const reference = REFERENCE.map((g) =>
    h(
      "section",
      { class: "rules-section rules-group", id: `rules-${g.id}`, "data-anchor": g.id, tabindex: "-1" },
      h("h3", {}, T.fill(T.sections[g.id].title)),
      blocks(T.sections[g.id].blocks),
      g.rules.map((id) =>
        h(
          "div",
          { class: "rule", id: `rules-${id}`, "data-anchor": id, "data-rule": id, tabindex: "-1" },
          h("h4", {}, h("span", { class: "rule-id" }, id), " ", T.fill(T.rules[id].title)),
          blocks(T.rules[id].blocks),
        ),
      ),
    ),
  );
  $("rules-title").textContent = T.title;
  $("rules-close").setAttribute("aria-label", T.close);
  $("rules-close").title = T.close;
  replace(
    $("rules-body"),
    nav,
    h("div", { class: "rules-text" }, guide, h("h3", { class: "rules-part" }, T.referenceTitle), reference),
  );
}

/** Scroll the dialog to an anchor (a guide section, a group or a rule) and highlight it. */
function goTo(id) {
  const body = $("rules-body");
  const old = body.querySelector(".rules-hl");
  if (old) old.classList.remove("rules-hl");
  const el = id && body.querySelector(`[data-anchor="${CSS.escape(id)}"]`);
  if (!el) {
    body.scrollTop = 0;
    $("rules-close").focus({ preventScroll: true });
    return;
  }
  el.classList.add("rules-hl");
  // after layout: the dialog has just been shown
  el.scrollIntoView({ block: "start" });
  el.focus({ preventScroll: true });
}

/**
 * Open How to play at `ruleId`: a rule ("R6", "D3", "C2"), a section of the
 * guide ("auction", "scoring", ...), a group ("double-deck") or nothing (the
 * top).  An id the panel does not have opens it at the top.  Returns a
 * promise that settles once the panel is shown.
 */
export async function openRules(ruleId = "") {
  markSeen();
  if (!dialog.open) returnFocus = document.activeElement;
  await load();
  if (!dialog.open) dialog.showModal();
  goTo(ANCHORS.includes(ruleId) ? ruleId : "");
}

function onClose() {
  if (rulesHash(location.hash) !== null) history.replaceState(null, "", location.pathname + location.search);
  const back = returnFocus;
  returnFocus = null;
  if (back && back.isConnected && back !== document.body && !back.closest("dialog:not([open])")) back.focus({ preventScroll: true });
  else focusNatural();
}

// ------------------------------------------------------------------ the first-time pointer

function markSeen() {
  if (!settings.howtoSeen) setSetting("howtoSeen", true);
  for (const el of document.querySelectorAll(".howto-hint")) el.remove();
  document.body.classList.remove("has-howto-hint");
}

/** A hand was finished at this table (its summary is shown): the player has
 * seen a whole hand, so the first-time pointer goes for good, as after
 * opening the rules (it stayed on through the review of later hands). */
export function handFinished() {
  markSeen();
}

function showHint() {
  if (settings.howtoSeen) return;
  const hint = (tag, attrs) =>
    h(
      tag,
      attrs,
      h("span", {}, M.howToHint),
      " ",
      h("a", { href: "#rules", class: "howto-hint-open" }, M.howTo),
      h("button", { type: "button", class: "howto-hint-close", "aria-label": M.howToDismiss, title: M.howToDismiss, on: { click: markSeen } }, "×"),
    );
  // under the top bar (on a phone, where the table needs the height, only in the dialog: howto.css)
  document.querySelector(".topbar").after(hint("div", { class: "howto-hint", id: "howto-hint", role: "note" }));
  document.body.classList.add("has-howto-hint");
  // and in the new-game dialog, which a first visit opens over the table
  const title = $("dlg-new-title");
  if (title) title.after(hint("p", { class: "howto-hint howto-hint-dialog" }));
}

// ------------------------------------------------------------------ start-up

function onHash() {
  const id = rulesHash(location.hash);
  if (id !== null) openRules(id);
  else if (dialog.open) dialog.close();
}

/** Wire How to play into the page: the dialog, the top bar button, links and the hash, the pointer. */
export function initHowTo() {
  dialog = h(
    "dialog",
    { id: "dlg-rules", class: "rules-dialog", "aria-labelledby": "rules-title" },
    h(
      "div",
      { class: "rules-head" },
      h("h2", { id: "rules-title" }, M.howTo),
      h("button", { type: "button", id: "rules-close", class: "rules-close", "aria-label": M.close, on: { click: () => dialog.close() } }, "×"),
    ),
    h("div", { class: "rules-body", id: "rules-body" }),
  );
  document.body.append(dialog);
  dialog.addEventListener("close", onClose);
  $("btn-howto").addEventListener("click", () => openRules(""));
  $("btn-howto").title = M.howTo; // narrow windows show only "?"
  // links to "#rules/..." anywhere (the bidding box's "?", a refusal's rule
  // number, the panel's own cross-references) open the panel without adding
  // to the history; a hash typed or loaded is read by onHash
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest('a[href^="#rules"]');
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    const id = rulesHash(a.getAttribute("href"));
    if (id === null) return;
    e.preventDefault();
    openRules(id);
  });
  window.addEventListener("hashchange", onHash);
  showHint();
}

/**
 * An address loaded with "#rules/..." opens the panel there.  Called once the
 * table has loaded (main.js), so the panel is shown over the loaded table and
 * nothing the loading does can close it or take its focus.
 */
export function openFromAddress() {
  if (rulesHash(location.hash) !== null) onHash();
}
