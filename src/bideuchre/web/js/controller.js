// The controller: South's actions and the game's life on the table.  Loads
// or resumes a game, sends South's calls, cards and exchange steps (showing
// them at once), plays each answer's events (animation.js) and then shows
// the answer's view, which always wins; errors, and the 409 resynchronisation.
// All rules live on the server: this module only sends what the view's
// `legal` list offers.

import { api, ApiError } from "./api.js";
import { animatePlay, captionTrickWinner, clearTrickCaption, showEvent, TRICK_CAPTION_MS } from "./animation.js";
import { dailyStatus, refreshEntries } from "./daily.js";
import { openNewGame } from "./dialogs.js";
import { focusNatural, noteFocus } from "./focus.js";
import { handFinished } from "./howto.js";
import { rulesForRequest } from "./houserules.js";
import { M } from "./messages.js";
import { announce, toast, toastMarkup } from "./notify.js";
import { errorMarkup, errorText, reasonText, withRuleMarkup } from "./reasons.js";
import { clone, emptyTable, withCall, withPlay } from "./reducer.js";
import { clearTable, renderAll, renderChrome, renderHand, renderPanel, renderSeat, renderWhys } from "./render.js";
import { pace, settings, setSetting, storedGameId, storeGameId } from "./settings.js";
import { myTurn, table } from "./state.js";
import { clearHint } from "./hint.js";
import { noteStoredWhys, noteWhys } from "./why.js";

const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------------ views and steps

/** Show `view` as the server sent it (South's choices in progress are dropped). */
export function setView(view) {
  const was = table.view && table.view.phase;
  table.view = view;
  table.model = clone(view);
  table.selection = null;
  table.chosenNumber = null;
  if (view.phase !== "play" && view.phase !== "exchange") table.focusIndex = null;
  if (view.phase === "hand_over" || view.phase === "game_over") handFinished();
  renderAll();
  if (was && was !== view.phase && (view.phase === "hand_over" || view.phase === "game_over")) tableIntoView();
}

/** A phone's page scrolls (the score pad is under the felt): when a hand
 * ends, the page scrolled down to reach the hand comes back up, so the
 * summary shows with the top bar (New game, Settings) and the whole felt. */
function tableIntoView() {
  if (!matchMedia("(max-width: 760px)").matches) return;
  if (document.querySelector(".topbar").getBoundingClientRect().top < 0) window.scrollTo({ top: 0, behavior: "instant" });
}

/**
 * A view loaded without its events (a reload, another tab's moves): ask the
 * server for the reasons of the hand's CPU calls and cards so far, then
 * draw their Why? buttons.  Best effort: without them the table still plays.
 */
function loadWhys(view) {
  const id = view && view.id;
  if (!id) return;
  api.whys(id).then(
    (data) => {
      noteStoredWhys(id, data);
      if (table.model && table.model.id === id && table.model.hand_number === data.hand_number) renderWhys();
    },
    () => {},
  );
}

function yourTurnNotice() {
  const m = table.model;
  if (m && m.to_act === "S" && ["auction", "exchange", "play"].includes(m.phase)) announce(M.announce.yourTurn);
}

/** Animate a Step's events (skipping the first `skip`, already shown), then render its view. */
async function playStep(step, skip = 0) {
  noteWhys(table.view, step); // (issue 12) the CPUs' reasons, for Why?
  const events = (step.events || []).slice(skip);
  if (settings.speed !== "instant" && table.model) {
    for (const ev of events) {
      try {
        await showEvent(ev, step.view);
      } catch (e) {
        console.error("animation failed", e);
        break;
      }
    }
  }
  table.busy = false;
  setView(step.view);
  const last = events[events.length - 1];
  const taken = events.filter((e) => e.type === "trick_taken").pop();
  if (settings.speed === "instant" && taken && !events.some((e) => e.type === "hand_scored")) {
    // no animation at this speed: the last trick's winner is still said, for a
    // moment, over the empty table; once the next trick has cards the caption
    // would hide them (and their Why?), so it is left to the Last trick button
    const started = (step.view.trick?.plays || []).length > 0;
    if (!started) captionTrickWinner(taken.winner, TRICK_CAPTION_MS);
  }
  if (settings.speed === "instant" && last) {
    const played = events.filter((e) => e.type === "card_played" && e.seat !== "S");
    if (played.length) announce(played.map((e) => M.announce.played(e.seat, e.card)).join(" "));
  }
  yourTurnNotice();
  focusNatural();
}

async function handleError(e) {
  table.busy = false;
  if (e instanceof ApiError) {
    if (e.code === "stale_version" && e.body.view) {
      // another tab moved the game on: say so, and show the current game
      setView(e.body.view);
      loadWhys(e.body.view);
      toast(M.staleTab, 6000);
      announce(M.staleTab);
      focusNatural();
      return;
    }
    if (e.status === 404) {
      storeGameId(null);
      table.gameId = null;
      table.view = null;
      table.model = null;
      toast(M.gameGone);
      renderAll();
      openNewGame();
      return;
    }
    if (e.status === 0) toast(M.networkError, 6000);
    else if (e.code === "day_over") {
      toast(M.daily.dayOver, 7000);
      dailyStatus(true).then(refreshEntries, () => {});
    } else toastMarkup(errorMarkup(e));
  } else {
    console.error(e);
    toast(M.serverError(String(e)));
  }
  // show the server's truth again (undoes any optimistic change)
  try {
    if (table.gameId) setView(await api.view(table.gameId));
  } catch (e2) {
    if (table.view) setView(table.view);
  }
}

/** Send one action (or several, all-or-nothing) of South's; `shown` = events already drawn. */
export async function send(actions, shown = 0) {
  if (!table.view) return;
  noteFocus();
  clearTrickCaption(); // South acts: the next trick starts
  table.busy = true;
  table.fresh = null;
  table.showLast = false;
  clearHint();
  renderChrome();
  let step;
  try {
    step = await api.act(table.gameId, actions, table.view.version);
  } catch (e) {
    await handleError(e);
    return;
  }
  await playStep(step, shown);
}

// ------------------------------------------------------------------ South's actions

/** Make a call from the bidding box (shown at once; the answer's first event is that call). */
export function makeCall(call) {
  if (!myTurn("auction") || !(table.model.legal || []).includes(call)) return;
  const m = withCall(table.model, "S", call);
  table.model = m;
  table.busy = true;
  renderSeat(m, "S", table);
  renderHand(m, table);
  announce(M.announce.called("S", call));
  send(call, 1);
}

/** Say why South may not choose card `c` now (its reason in words, the rule linked). */
function cannotChoose(c) {
  toastMarkup(withRuleMarkup(M.cannotPlay(c.card, reasonText(c.reason) || ""), c.reason));
}

/** Play South's card at hand index `i` (flown to the trick at once). */
export function playCard(i) {
  const before = table.model;
  const c = before.hand[i];
  if (!c) return;
  if (!myTurn("play")) {
    if (before.phase === "play" && !table.busy) toast(M.notYourTurn, 2000);
    return;
  }
  if (!c.legal) {
    cannotChoose(c);
    return;
  }
  table.busy = true;
  table.focusIndex = i;
  const btn = $("hand").querySelector(`.hcard[data-i="${i}"]`);
  if (btn) btn.classList.add("playing");
  const m = withPlay(before, "S", c.card);
  table.model = m;
  animatePlay("S", c.card, m.trick.plays, pace().card || 1);
  renderHand(m, table);
  renderChrome();
  announce(M.announce.played("S", c.card));
  send(c.card, 1);
}

/** The exchange: choose or drop the card at hand index `i`. */
export function toggleExchangeCard(i) {
  const m = table.model;
  const c = m.hand[i];
  if (!c || !myTurn("exchange") || !table.selection) return;
  if (!c.legal) {
    cannotChoose(c);
    return;
  }
  const need = Number(($("panel").querySelector(".ex-send") || {}).dataset?.need || 0);
  if (table.selection.has(i)) table.selection.delete(i);
  else if (table.selection.size < need) table.selection.add(i);
  else if (need === 1) table.selection = new Set([i]);
  table.focusIndex = i;
  renderHand(m, table);
  renderPanel(m);
  const again = $("hand").querySelector(`.hcard[data-i="${i}"]`);
  if (again) again.focus({ preventScroll: true });
}

/** The exchange: send the chosen cards (pass them, or discard them). */
export function sendExchange() {
  const m = table.model;
  if (!myTurn("exchange") || !table.selection) return;
  const discarding = (m.legal || []).some((a) => a.startsWith("discard "));
  const verb = discarding ? "discard" : "pass";
  const actions = [...table.selection].sort((a, b) => a - b).map((i) => `${verb} ${m.hand[i].card}`);
  // the selection holds positions in this hand: once sent, it means nothing
  // (the cards leave one by one and the others move into their places)
  table.selection = null;
  send(actions, 0);
  renderHand(m, table);
}

/** The bidding box: show the denominations of number `n` (a string), keeping the focus on it. */
export function chooseNumber(n) {
  table.chosenNumber = Number(n);
  renderPanel(table.model);
  const again = $("panel").querySelector(`.bid-num[data-n="${n}"]`);
  if (again) again.focus({ preventScroll: true });
}

/** Show or hide the last trick (`force`: true shows, false hides, else toggles). */
export function toggleLast(force) {
  if (!table.model || !table.model.last_trick) {
    table.showLast = false;
  } else {
    table.showLast = typeof force === "boolean" ? force : !table.showLast;
  }
  renderChrome();
  if (!table.showLast) focusNatural();
}

/**
 * Undo (issue 12): take back South's last call or card of this hand (and the
 * CPU actions after it); the table shows the view the server returns.
 * Casual games only: 409 nothing_to_undo / not_in_ranked are told in a toast.
 */
export async function undo() {
  if (!table.view || table.busy || !["auction", "exchange", "play", "hand_over"].includes(table.view.phase)) return;
  noteFocus();
  table.busy = true;
  clearHint();
  renderChrome();
  let step;
  try {
    step = await api.undo(table.gameId, table.view.version);
  } catch (e) {
    if (e instanceof ApiError && (e.code === "nothing_to_undo" || e.code === "not_in_ranked")) {
      table.busy = false;
      renderChrome();
      toast(e.code === "nothing_to_undo" ? M.learn.nothingToUndo : M.learn.undoNotRanked);
      return;
    }
    await handleError(e);
    return;
  }
  table.busy = false;
  table.showLast = false;
  setView(step.view);
  toast(M.learn.undone, 2500);
  announce(M.learn.undone);
  yourTurnNotice();
  focusNatural();
}

export async function nextHand() {
  if (!table.view || table.busy || table.view.phase !== "hand_over") return;
  noteFocus();
  table.busy = true;
  renderChrome();
  let step;
  try {
    step = await api.nextHand(table.gameId, table.view.version);
  } catch (e) {
    await handleError(e);
    return;
  }
  await playStep(step, 0);
}

// ------------------------------------------------------------------ games

/**
 * Start a new casual game with these rules (a preset name or an options
 * object), the opponents' CPU level and North's (`partnerLevel`).
 * `hooks.started()` runs once the server has made the game; `hooks.failed(e)`
 * may take an ApiError on itself (returning true), else it is shown in a toast.
 */
export async function newGame(rules, level, partnerLevel, hooks = {}) {
  noteFocus();
  table.busy = true;
  let step;
  try {
    step = await api.create(rules, level, partnerLevel);
  } catch (e) {
    table.busy = false;
    if (hooks.failed && e instanceof ApiError && hooks.failed(e)) return;
    toast(e instanceof ApiError && e.status ? errorText(e) : M.networkError, 6000);
    return;
  }
  if (hooks.started) {
    hooks.started();
    noteFocus(); // where the closed dialog put the focus (the top bar's "New game")
  }
  setSetting("rules", rules);
  setSetting("level", level);
  if (partnerLevel) setSetting("partnerLevel", partnerLevel);
  await enterGame(step, { fresh: true, focusNoted: true });
}

/**
 * "Play again": a new game with the rules and levels of the one on the table
 * (custom rules are sent as every option: `rules.name` "custom" is no preset).
 */
export function playAgain() {
  const v = table.view;
  return newGame(
    (v && rulesForRequest(v.rules)) || settings.rules,
    (v && v.level) || settings.level,
    (v && v.partner_level) || settings.partnerLevel,
  );
}

/**
 * Put a game on the table from a Step: a new game is dealt (its events are
 * animated from an empty table); a resumed one (`fresh` false, or no events)
 * is shown as its view says.
 */
export async function enterGame(step, { fresh = true, focusNoted = false } = {}) {
  if (!focusNoted) noteFocus(); // (the daily game: where its closed dialog or page left the focus)
  table.gameId = step.view.id;
  storeGameId(table.gameId);
  table.showLast = false;
  table.fresh = null;
  if (!fresh || !(step.events || []).length) {
    table.busy = false;
    setView(step.view);
    yourTurnNotice();
    focusNatural();
    return;
  }
  table.busy = true;
  // start from an empty table of the new game, then deal
  table.model = emptyTable(step.view);
  renderAll();
  await playStep(step, 0);
}

/**
 * Put game `id` back on the table as it stands ("Back to your game": the
 * casual game left for the daily game, casual.js); dialogs close.  A game
 * that cannot be read is said in a toast and the table stays as it was.
 */
export async function resumeGame(id) {
  if (table.busy) return;
  let v;
  try {
    v = await api.view(id);
  } catch (e) {
    toast(e instanceof ApiError && e.status ? errorText(e) : M.networkError, 6000);
    return;
  }
  for (const d of document.querySelectorAll("dialog[open]")) d.close();
  await enterGame({ view: v, events: [] }, { fresh: false });
  loadWhys(v);
}

/** A second tab may have moved the game on: catch up (when this tab is shown again). */
export async function catchUp() {
  if (!table.gameId || table.busy) return;
  try {
    const v = await api.view(table.gameId);
    if (!table.busy && (!table.view || v.version !== table.view.version)) {
      setView(v);
      loadWhys(v);
    }
  } catch (e) {
    /* the next action will report any problem */
  }
}

/** Another player identity took over this browser (a player code): start afresh. */
export async function resetTable() {
  storeGameId(null);
  table.gameId = null;
  table.view = null;
  table.model = null;
  table.busy = false;
  clearTable();
  await loadTable({ dialog: false });
}

/** Show the stored game (or the most recent unfinished one); else the welcome / new-game dialog. */
export async function loadTable({ dialog }) {
  let id = storedGameId();
  if (!id) {
    // localStorage was cleared but the player cookie remains: continue the
    // most recent unfinished game, if any
    try {
      const list = await api.games();
      for (const g of (list.games || []).filter((x) => x.phase !== "game_over")) {
        // a daily game of a day that is over cannot be played on: skip it
        if (g.kind === "daily" && (await api.view(g.id)).daily?.closed) continue;
        id = g.id;
        break;
      }
    } catch (e) {
      /* no games, or no cookie yet */
    }
  }
  if (id) {
    storeGameId(id);
    try {
      table.gameId = id;
      setView(await api.view(id));
      loadWhys(table.view);
      yourTurnNotice();
      focusNatural();
      return;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 404) {
        toast(e instanceof ApiError && e.status ? errorText(e) : M.networkError, 8000);
        table.gameId = null;
        renderAll();
        return;
      }
      storeGameId(null);
      table.gameId = null;
    }
  }
  renderAll();
  if (dialog) await openNewGame();
}
