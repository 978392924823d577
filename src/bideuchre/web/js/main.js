// Start-up: fills the page's static text, wires the controls (input.js,
// dialogs.js), starts the daily game's part (daily.js) and puts the stored
// game on the table (controller.js).  The page's modules, one concept each:
//   state.js       the table's state (the game, the view, what is shown)
//   controller.js  South's actions, loading, sending, errors
//   reducer.js     pure: (what the table shows, event) -> what it shows next
//   animation.js   showing one event: card flights, sweeps, captions, pacing
//   render.js      drawing the table from the state; panels.js the centre panels
//   input.js       clicks and keys; dialogs.js "New game" and "Settings"
//   daily.js, daily_table.js, leaderboard.js, profile.js  the daily game
//   casual.js      "Back to your game": the casual game left for the daily game
//   focus.js, notify.js  the keyboard focus; the live region and the toast
//   howto.js       How to play: the rules in the page (#rules/R6), the first-time pointer

import { spriteMarkup } from "./cards.js";
import { initCasual } from "./casual.js";
import { catchUp, enterGame, loadTable, newGame, resetTable, resumeGame, toggleLast } from "./controller.js";
import { initDaily } from "./daily.js";
import { loadRulesInfo, openNewGame, openSettings, reopenSettings, settingsToReopen, wireDialogs } from "./dialogs.js";
import { focusNatural } from "./focus.js";
import { initHowTo, openFromAddress } from "./howto.js";
import { onBidKey, onHandKey, onKey, onTableClick } from "./input.js";
import { M } from "./messages.js";
import { toast } from "./notify.js";
import { applyLook, layoutHand, renderScorePad } from "./render.js";
import { table } from "./state.js";
import { initRecords } from "./records.js";
import { initReview } from "./review.js";
import { initWhy } from "./why.js";

const $ = (id) => document.getElementById(id);

/** The page's fixed text, from messages.js (data-msg, data-msg-aria, data-msg-daily). */
function fillStaticText() {
  document.title = M.appTitle;
  document.documentElement.lang = M.lang;
  for (const el of document.querySelectorAll("[data-msg]")) {
    const v = M[el.dataset.msg];
    if (typeof v === "string") el.textContent = v;
  }
  for (const el of document.querySelectorAll("[data-msg-aria]")) {
    const v = M[el.dataset.msgAria];
    if (typeof v === "string") el.setAttribute("aria-label", v);
  }
  $("table").setAttribute("aria-label", M.table);
  for (const el of document.querySelectorAll("[data-msg-daily]")) {
    const v = el.dataset.msgDaily.split(".").reduce((o, k) => (o ? o[k] : undefined), M.daily);
    if (typeof v === "string") el.textContent = v;
  }
  $("sheet").setAttribute("aria-label", M.daily.barTitle);
  $("sheet-tabs").setAttribute("aria-label", M.daily.tabsLabel);
}

async function start() {
  $("sprite").innerHTML = spriteMarkup();
  fillStaticText();
  applyLook();
  wireDialogs({ deal: newGame });
  initCasual(resumeGame); // "Back to your game" (the New game dialog, the daily game's end)
  $("table").addEventListener("click", onTableClick);
  $("hand").addEventListener("keydown", onHandKey);
  $("panel").addEventListener("keydown", onBidKey);
  document.addEventListener("keydown", onKey);
  $("btn-new").addEventListener("click", openNewGame);
  $("btn-settings").addEventListener("click", openSettings);
  $("btn-last").addEventListener("click", () => toggleLast());
  initDaily({
    enter: enterGame,
    view: () => table.view,
    toast,
    focusTable: () => focusNatural(),
    reset: resetTable,
    busy: (value) => {
      table.busy = value;
    },
    relayout: () => {
      layoutHand();
      if (table.model) renderScorePad(table.model);
    },
  });
  // issue 12: Why? on the table, the hand review, the score pad's records
  initWhy(() => (table.busy ? null : table.model));
  initReview();
  initRecords(() => table.gameId);
  initHowTo();
  // a second tab may have moved the game on: catch up when this one is shown
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") catchUp();
  });
  let resizeTimer = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(layoutHand, 80);
  });
  // the hand shown again at another width (the review or How to play closed:
  // a hidden hand is not laid out, render.js layoutHand)
  let handWidth = 0;
  new ResizeObserver(([entry]) => {
    const w = Math.round(entry.contentRect.width);
    if (w && w !== handWidth) layoutHand();
    handWidth = w;
  }).observe(document.getElementById("hand"));

  // a language chosen in Settings reloaded the page: Settings stays open (in
  // the new language), rather than the New game dialog
  const settingsOpen = settingsToReopen();
  await loadTable({ dialog: !location.hash && !settingsOpen });
  openFromAddress();
  // a custom game's house rules are listed by the score pad against its preset
  loadRulesInfo().then(() => table.model && renderScorePad(table.model));
  if (settingsOpen) reopenSettings();
  document.body.classList.add("ready");
}

start();
