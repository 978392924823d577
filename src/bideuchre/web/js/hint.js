// Hint and Undo (issue 12), in casual games and daily practice — never in the
// daily game's ranked attempt (the buttons are not drawn there, and the
// server refuses with 409 not_in_ranked anyway).  The two buttons sit at
// South's seat; "Hint" (key H) asks GET /api/games/{id}/hint and shows the
// suggestion with its one-line reason (why.js, hintSentence) and lifts the
// suggested card; "Undo" (U, Ctrl+Z) is the controller's `undo`.

import { api, ApiError } from "./api.js";
import { M } from "./messages.js";
import { toast } from "./notify.js";
import { table } from "./state.js";
import { renderPanel } from "./render.js";
import { esc } from "./text.js";
import { hintSentence, hidePop, showPop } from "./why.js";

const L = M.learn;
const $ = (id) => document.getElementById(id);
const ACTING = ["auction", "exchange", "play"];
const BULB =
  '<svg class="assist-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor"><path d="M8 1a5 5 0 0 0-3 9c.6.5 1 1.1 1 1.8V12h4v-.2c0-.7.4-1.3 1-1.8a5 5 0 0 0-3-9z"/><rect x="6" y="13" width="4" height="2" rx="1"/></svg>';
const BACK =
  '<svg class="assist-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M5 3L2 6l3 3"/><path d="M2.5 6H10a4 4 0 0 1 0 8H6"/></svg>';

/** May this game have hints and undo (not the daily game's ranked attempt)? */
export const helpAllowed = (m) => !!m && !(m.daily && m.daily.ranked);

/** Has South acted yet in this hand (something to take back)? */
export function southActed(m) {
  if ((m.calls || []).some((c) => c.seat === "S")) return true;
  if (((m.trick && m.trick.plays) || []).some(([s]) => s === "S")) return true;
  if ((m.tricks_played || 0) > 0 && m.sitting_out !== "S") return true;
  return !!(m.exchange && m.contract && m.contract.declarer === "S" && m.phase !== "exchange");
}

/** Draw the Hint and Undo buttons for what the table shows (`m`, the table state `ui`). */
export function renderAssist(m, ui) {
  let el = $("assist");
  if (!el) {
    el = document.createElement("div");
    el.id = "assist";
    el.className = "assist";
    $("seat-S").after(el);
  }
  const allowed = helpAllowed(m) && ["auction", "exchange", "play", "hand_over"].includes(m.phase);
  if (!allowed) {
    el.innerHTML = "";
    el.hidden = true;
    return;
  }
  const canHint = !ui.busy && m.to_act === "S" && ACTING.includes(m.phase);
  // a scored hand is final (the server answers nothing_to_undo once it is over)
  const canUndo = !ui.busy && m.phase !== "hand_over" && southActed(m);
  el.hidden = false;
  // (on a phone only the icons show; the words stay for screen readers)
  el.innerHTML = `${
    ACTING.includes(m.phase)
      ? `<button type="button" class="assist-btn hint-btn" aria-keyshortcuts="H" title="${esc(L.hintLabel)}"${canHint ? "" : " disabled"}>${BULB}<span class="assist-word">${esc(L.hint)}</span></button>`
      : ""
  }<button type="button" class="assist-btn undo-btn" aria-keyshortcuts="U Control+Z" title="${esc(L.undoLabel)}"${canUndo ? "" : " disabled"}>${BACK}<span class="assist-word">${esc(L.undo)}</span></button>`;
}

let asking = false;

/** Ask the server for a hint and show it (South to act, casual game only). */
export async function askHint() {
  const m = table.model;
  // a second press (or H) closes the hint shown (on a 375 px phone in Russian the
  // box lay over the button, which could not be pressed again until × closed it)
  const shown = $("why-pop");
  if (shown && !shown.hidden && shown.dataset.kind === "hint") {
    hidePop(true);
    return;
  }
  if (asking || !table.gameId || !m || table.busy || m.to_act !== "S" || !ACTING.includes(m.phase)) return;
  if (!helpAllowed(m)) {
    toast(L.hintNotRanked);
    return;
  }
  asking = true;
  const version = table.view && table.view.version;
  try {
    const res = await api.hint(table.gameId);
    // the table moved on meanwhile: the hint is of no use
    if (!table.view || table.view.version !== version) return;
    for (const b of $("hand").querySelectorAll(".hcard.hinted")) b.classList.remove("hinted");
    // a card to play is outlined in the hand; in the exchange (D6) every card
    // to pass or discard (`actions`: "Pass A♠" again once A♠ was chosen, and
    // only that card outlined, read as "choose A♠" and made the player drop it)
    const steps = Array.isArray(res.actions) && res.actions.length ? res.actions.map(String) : [String(res.action)];
    const codes = steps.map((a) => a.replace(/^(discard|pass) (?=[9TJQKA][CDHS]$)/, ""));
    const free = [...$("hand").querySelectorAll(".hcard.legal")];
    for (const code of codes) {
      // two copies of a card (double deck): outline as many as the hint names
      const i = free.findIndex((b) => b.dataset.card === code);
      if (i >= 0) free.splice(i, 1)[0].classList.add("hinted");
    }
    // a call: the bidding box shows the hinted bid's number and outlines the
    // call (kept through redraws: table.hint, panels.js biddingBoxMarkup)
    table.hint = { version, action: String(res.action) };
    const bid = /^(\d+)(NT|[CDHS])$/.exec(table.hint.action);
    if (bid && m.phase === "auction") table.chosenNumber = Number(bid[1]);
    if (m.phase === "auction") renderPanel(table.model);
    const call = $("panel").querySelector(`[data-call="${res.action}"]`);
    if (call) call.classList.add("hinted");
    // (last: the box is placed off what it talks about, why.js placePop)
    showPop(L.hint, hintSentence(res.action, res.reason, steps), "hint");
  } catch (e) {
    if (e instanceof ApiError && e.code === "not_in_ranked") toast(L.hintNotRanked);
    else if (e instanceof ApiError && e.code === "not_your_turn") toast(M.notYourTurn);
    else toast(e instanceof ApiError && e.status ? M.serverError(e.message) : M.networkError);
  } finally {
    asking = false;
  }
}

/** Forget a shown hint (South acted, or the table changed). */
export function clearHint() {
  table.hint = null;
  const pop = $("why-pop");
  if (pop && !pop.hidden && pop.dataset.kind === "hint") hidePop();
}
