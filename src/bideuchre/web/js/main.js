// The page's controller: loads the game, sends South's actions, animates the
// events of each answer in order, then re-renders from the view.  All rules
// live on the server; this module only shows what the view says.

import { api, ApiError } from "./api.js";
import { contractMarkup, spriteMarkup } from "./cards.js";
import {
  dailyEndBox,
  dailyStatus,
  entryCard,
  fillDialogEntry,
  initDaily,
  refreshEntries,
  renderDailyBar,
} from "./daily.js";
import { M } from "./messages.js";
import {
  animateGather,
  animatePlay,
  biddingBoxMarkup,
  caption,
  exchangeMarkup,
  gameOverMarkup,
  lastTrickMarkup,
  layoutHand,
  partnerOf,
  renderHand,
  renderScorePad,
  renderSeat,
  renderSeats,
  renderStatus,
  renderTrick,
  sideOf,
  summaryMarkup,
} from "./render.js";
import {
  pace,
  settings,
  setSetting,
  SPEEDS,
  storedGameId,
  storeGameId,
} from "./settings.js";

const $ = (id) => document.getElementById(id);
const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
const clone = (x) => JSON.parse(JSON.stringify(x));
const esc = (t) =>
  String(t).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const ui = {
  gameId: null,
  view: null, // the last view the server sent
  model: null, // what the table shows (the view, advanced event by event while animating)
  selection: null, // exchange: Set of chosen hand indices
  chosenNumber: null, // bidding box: chosen number of tricks
  focusIndex: null, // hand: index of the card that has the roving tab stop
  showLast: false,
  rulesInfo: null,
  fresh: null, // cards just received from the partner (D6), highlighted once
};
// `busy`: a request or an animation is in progress (mirrored on <body data-busy>
// so that tests and styles can see when the table is waiting for the player).
let busyFlag = false;
Object.defineProperty(ui, "busy", {
  enumerable: true,
  get: () => busyFlag,
  set: (value) => {
    busyFlag = !!value;
    document.body.dataset.busy = busyFlag ? "1" : "0";
  },
});

// ------------------------------------------------------------------ helpers

function announce(text) {
  const live = $("live");
  live.textContent = "";
  // a new text node each time so repeated messages are read again
  setTimeout(() => {
    live.textContent = text;
  }, 30);
}

let toastTimer = null;
function toast(text, ms = 4000) {
  const el = $("toast");
  el.textContent = text;
  el.hidden = false;
  el.classList.remove("show");
  void el.offsetWidth;
  el.classList.add("show");
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    el.classList.remove("show");
    el.hidden = true;
  }, ms);
}

function applyLook() {
  document.body.classList.toggle("four-colour", !!settings.fourColour);
  document.body.classList.remove("back-blue", "back-red");
  document.body.classList.add(`back-${settings.back === "red" ? "red" : "blue"}`);
  document.body.dataset.speed = settings.speed;
}

// The element that had the focus when South's last action (or a deal) was
// sent.  If the focus is still there when South is to act again, the player
// has not moved it since, so the natural control may take it: after "Deal" in
// the new-game dialog the browser puts the focus back on the top bar's "New
// game", which nobody is using then.
let focusAtSend = null;

function noteFocus() {
  focusAtSend = document.activeElement;
}

/** May the natural control take the focus (is the player not using another control)? */
function focusWanted() {
  const a = document.activeElement;
  if (document.querySelector("dialog[open]")) return false;
  if (!a || a === document.body || !a.isConnected || $("table").contains(a)) return true;
  if (a.closest("dialog")) return true; // a control of a dialog that has closed
  return a === focusAtSend;
}

// ------------------------------------------------------------------ rendering

function renderPanel(m) {
  const panel = $("panel");
  const centre = $("centre");
  centre.classList.toggle("showing-last", ui.showLast);
  let html = "";
  let kind = "";
  if (m && m.daily && m.phase === "game_over" && !ui.busy && !ui.showLast) {
    // the end of a daily game: net, rank, deal by deal (built once, kept)
    const box = dailyEndBox(m);
    if (panel.firstChild !== box || panel.childNodes.length !== 1) panel.replaceChildren(box);
    panel.dataset.kind = "daily-over";
    centre.classList.add("has-panel");
    return;
  }
  if (!m) {
    html = `<div class="box welcome"><div class="box-title big">${M.appTitle}</div><div class="bid-row"><button type="button" class="open-new primary">${M.newGame}</button></div></div>`;
    kind = "welcome";
  } else if (ui.showLast) {
    html = lastTrickMarkup(m);
    kind = "last";
  } else if (m.phase === "game_over" && !ui.busy) {
    html = gameOverMarkup(m);
    kind = "over";
  } else if (m.phase === "hand_over" && !ui.busy) {
    html = summaryMarkup(m);
    kind = "summary";
  } else if (!ui.busy && m.to_act === "S" && m.phase === "auction") {
    html = biddingBoxMarkup(m, ui.chosenNumber);
    kind = "bid";
  } else if (!ui.busy && m.to_act === "S" && m.phase === "exchange") {
    html = exchangeMarkup(m, ui.selection ? ui.selection.size : 0);
    kind = "exchange";
  }
  panel.innerHTML = html;
  panel.dataset.kind = kind;
  centre.classList.toggle("has-panel", !!html);
  if (kind === "welcome") panel.querySelector(".welcome").append(entryCard({ where: "welcome" }));
}

function renderChrome() {
  const m = ui.model;
  if (!m) return;
  const table = $("table");
  table.dataset.phase = m.phase || "";
  table.classList.toggle("daily-over", !!m.daily && m.phase === "game_over" && !ui.busy && !ui.showLast);
  table.dataset.toAct = m.to_act || "";
  renderDailyBar(m);
  renderStatus(m, ui);
  renderSeats(m, ui);
  renderPanel(m);
  const last = $("btn-last");
  last.disabled = !m.last_trick;
  last.setAttribute("aria-pressed", String(ui.showLast));
  last.querySelector(".long").textContent = ui.showLast ? M.hideLastTrick : M.lastTrick;
  last.querySelector(".short").textContent = ui.showLast ? M.hideLastTrickShort : M.lastTrickShort;
}

function renderAll() {
  applyLook();
  const m = ui.model;
  if (!m) {
    renderPanel(null);
    return;
  }
  if (m.phase === "exchange" && m.to_act === "S" && !ui.selection) {
    const needsCards = (m.legal || []).some((a) => a.startsWith("discard ") || a.startsWith("pass "));
    if (needsCards) ui.selection = new Set();
  }
  renderChrome();
  renderHand(m, ui);
  renderTrick((m.trick && m.trick.plays) || []);
  renderScorePad(m);
}

function focusNatural() {
  if (!focusWanted() || ui.busy || !ui.model) return;
  const m = ui.model;
  let target = null;
  if (ui.showLast) return;
  if (m.phase === "play" && m.to_act === "S") target = $("hand").querySelector('.hcard[tabindex="0"]');
  else if (m.phase === "exchange" && m.to_act === "S")
    target = $("panel").querySelector(".ex-k") || $("hand").querySelector('.hcard[tabindex="0"]');
  else if (m.phase === "auction" && m.to_act === "S") target = $("panel").querySelector(".bidbox");
  else if (m.phase === "hand_over") target = $("panel").querySelector(".next-hand");
  else if (m.phase === "game_over") target = $("panel").querySelector(".play-again, .end-results");
  if (target) target.focus({ preventScroll: true });
}

function setView(view) {
  ui.view = view;
  ui.model = clone(view);
  ui.selection = null;
  ui.chosenNumber = null;
  if (view.phase !== "play" && view.phase !== "exchange") ui.focusIndex = null;
  renderAll();
}

function yourTurnNotice() {
  const m = ui.model;
  if (m && m.to_act === "S" && ["auction", "exchange", "play"].includes(m.phase)) announce(M.announce.yourTurn);
}

// ------------------------------------------------------------------ events

/** Show one event on the table (docs/api.md, Events), paced by the speed setting. */
async function showEvent(ev, finalView) {
  const m = ui.model;
  const p = pace();
  switch (ev.type) {
    case "hand_dealt": {
      const size = (finalView.rules && finalView.rules.hand_size) || (finalView.hand || []).length;
      Object.assign(m, {
        hand_number: ev.hand_number,
        dealer: ev.dealer,
        phase: "auction",
        to_act: null,
        legal: [],
        calls: [],
        contract: null,
        exchange: null,
        sitting_out: null,
        out_of_play: [],
        trick: { leader: null, plays: [] },
        last_trick: null,
        tricks: { NS: 0, EW: 0 },
        tricks_played: 0,
        hand_result: null,
        hand: (finalView.hand || []).map((c) => ({ ...c, legal: false, reason: null })),
        hand_counts: { N: size, E: size, S: size, W: size },
      });
      ui.showLast = false;
      renderAll();
      $("hand").classList.add("dealing");
      setTimeout(() => $("hand").classList.remove("dealing"), 700);
      announce(M.announce.dealt(ev.dealer, ev.hand_number));
      await sleep(p.notice);
      break;
    }
    case "called": {
      if (ev.seat !== "S") {
        m.to_act = ev.seat;
        renderSeat(m, ev.seat, ui);
        await sleep(p.call);
      }
      m.calls = [...(m.calls || []), { seat: ev.seat, call: ev.call }];
      m.to_act = null;
      renderSeat(m, ev.seat, ui);
      announce(M.announce.called(ev.seat, ev.call));
      break;
    }
    case "auction_won": {
      m.contract = ev.contract;
      m.sitting_out = ev.contract.alone ? partnerOf(ev.contract.declarer) : null;
      m.phase = "play";
      renderChrome();
      announce(M.announce.auctionWon(ev.contract));
      caption(`${M.seatName(ev.contract.declarer)} ${contractMarkup(ev.contract)}`);
      await sleep(p.notice * 1.4);
      caption(null);
      break;
    }
    case "hand_annulled":
      announce(M.announce.annulled);
      caption(esc(M.annulledTitle));
      await sleep(p.notice * 1.4);
      caption(null);
      break;
    case "exchange_announced":
      m.phase = "exchange";
      m.exchange = { k: ev.k, passed: [], discarded: [] };
      renderChrome();
      announce(M.announce.exchangeAnnounced(ev.seat, ev.k));
      await sleep(p.notice);
      break;
    case "card_given":
    case "card_discarded": {
      m.hand_counts[ev.seat] = Math.max(0, (m.hand_counts[ev.seat] || 0) - 1);
      if (ev.seat === "S" && ev.card) removeFromHand(m, ev.card);
      renderSeat(m, ev.seat, ui);
      if (ev.seat === "S") renderHand(m, ui);
      announce(ev.type === "card_given" ? M.announce.cardGiven(ev.seat, ev.card) : M.announce.cardDiscarded(ev.seat, ev.card));
      await sleep(p.call);
      break;
    }
    case "exchange_done": {
      const k = (m.exchange && m.exchange.k) || (ev.received || []).length;
      m.hand_counts[ev.declarer] = (m.hand_counts[ev.declarer] || 0) + k;
      m.hand_counts[partnerOf(ev.declarer)] = 0;
      m.phase = "play";
      if (ev.declarer === "S" && (ev.received || []).length) {
        ui.fresh = [...ev.received];
        toast(M.received(partnerOf(ev.declarer), ev.received.map(M.cardName)), 5000);
      }
      if (ev.declarer === "S" || partnerOf(ev.declarer) === "S") {
        m.hand = (finalView.hand || []).map((c) => ({ ...c, legal: false, reason: null }));
        m.out_of_play = finalView.out_of_play || [];
        renderHand(m, ui);
      }
      renderSeats(m, ui);
      announce(M.announce.exchangeDone(ev.declarer));
      await sleep(p.notice);
      break;
    }
    case "card_played": {
      if (ev.seat !== "S") {
        m.to_act = ev.seat;
        renderSeat(m, ev.seat, ui);
        renderStatus(m, ui);
        await sleep(p.card);
      }
      const plays = [...((m.trick && m.trick.plays) || []), [ev.seat, ev.card]];
      m.trick = { leader: plays[0][0], plays };
      m.to_act = null;
      const landing = animatePlay(ev.seat, ev.card, plays, p.card);
      m.hand_counts[ev.seat] = Math.max(0, (m.hand_counts[ev.seat] || 0) - 1);
      if (ev.seat === "S") {
        removeFromHand(m, ev.card);
        renderHand(m, ui);
      }
      renderSeat(m, ev.seat, ui);
      announce(M.announce.played(ev.seat, ev.card));
      await landing;
      break;
    }
    case "trick_taken": {
      const side = sideOf(ev.winner);
      m.tricks = { ...(m.tricks || { NS: 0, EW: 0 }), [side]: ((m.tricks || {})[side] || 0) + 1 };
      m.tricks_played = (m.tricks_played || 0) + 1;
      renderTrick(ev.plays, ev.winner);
      renderStatus(m, ui);
      announce(M.announce.trickTaken(ev.winner));
      if (p.gather > 0) caption(esc(M.wonTrick(ev.winner)));
      await sleep(p.gather);
      caption(null);
      await animateGather(ev.winner, p.sweep);
      m.trick = { leader: ev.winner, plays: [] };
      m.last_trick = { leader: ev.plays[0][0], plays: ev.plays, winner: ev.winner };
      renderChrome();
      break;
    }
    case "hand_scored": {
      const r = ev.result;
      m.hand_result = r;
      m.totals = r.totals;
      m.hand_scores = [...(m.hand_scores || []).filter((h) => h.hand_number !== r.hand_number), r];
      m.phase = "hand_over";
      m.to_act = null;
      renderScorePad(m);
      break;
    }
    case "game_over":
      m.winner = ev.winner;
      m.phase = "game_over";
      break;
    default:
      break;
  }
}

function removeFromHand(m, card) {
  const i = (m.hand || []).findIndex((c) => c.card === card);
  if (i >= 0) m.hand = [...m.hand.slice(0, i), ...m.hand.slice(i + 1)];
}

/** Animate a Step's events (skipping the first `skip`, already shown), then render its view. */
async function playStep(step, skip = 0) {
  const events = (step.events || []).slice(skip);
  if (settings.speed !== "instant" && ui.model) {
    for (const ev of events) {
      try {
        await showEvent(ev, step.view);
      } catch (e) {
        console.error("animation failed", e);
        break;
      }
    }
  }
  ui.busy = false;
  setView(step.view);
  const last = events[events.length - 1];
  if (settings.speed === "instant" && last) {
    const played = events.filter((e) => e.type === "card_played" && e.seat !== "S");
    if (played.length) announce(played.map((e) => M.announce.played(e.seat, e.card)).join(" "));
  }
  yourTurnNotice();
  focusNatural();
}

// ------------------------------------------------------------------ actions

async function handleError(e) {
  ui.busy = false;
  if (e instanceof ApiError) {
    if (e.code === "stale_version" && e.body.view) {
      // another tab or a double click moved the game on: resynchronise silently
      setView(e.body.view);
      focusNatural();
      return;
    }
    if (e.status === 404) {
      storeGameId(null);
      ui.gameId = null;
      ui.view = null;
      ui.model = null;
      toast(M.gameGone);
      renderAll();
      openNewGame();
      return;
    }
    if (e.status === 0) toast(M.networkError, 6000);
    else if (e.code === "day_over") {
      toast(M.daily.dayOver, 7000);
      dailyStatus(true).then(refreshEntries, () => {});
    } else toast(e.code === "not_your_turn" ? M.notYourTurn : M.serverError(e.message));
  } else {
    console.error(e);
    toast(M.serverError(String(e)));
  }
  // show the server's truth again (undoes any optimistic change)
  try {
    if (ui.gameId) setView(await api.view(ui.gameId));
  } catch (e2) {
    if (ui.view) setView(ui.view);
  }
}

/** Send one action (or several, all-or-nothing) of South's; `shown` = events already drawn. */
async function send(actions, shown = 0) {
  if (!ui.view) return;
  noteFocus();
  ui.busy = true;
  ui.fresh = null;
  ui.showLast = false;
  renderChrome();
  let step;
  try {
    step = await api.act(ui.gameId, actions, ui.view.version);
  } catch (e) {
    await handleError(e);
    return;
  }
  await playStep(step, shown);
}

function myTurn(phase) {
  const m = ui.model;
  return !!m && !ui.busy && m.to_act === "S" && m.phase === phase;
}

function makeCall(call) {
  if (!myTurn("auction") || !(ui.model.legal || []).includes(call)) return;
  // show South's call at once; the answer's first event is that call
  const m = ui.model;
  m.calls = [...(m.calls || []), { seat: "S", call }];
  m.to_act = null;
  ui.busy = true;
  renderSeat(m, "S", ui);
  renderHand(m, ui);
  announce(M.announce.called("S", call));
  send(call, 1);
}

function playCard(i) {
  const m = ui.model;
  const c = m.hand[i];
  if (!c) return;
  if (!myTurn("play")) {
    if (m.phase === "play" && !ui.busy) toast(M.notYourTurn, 2000);
    return;
  }
  if (!c.legal) {
    toast(M.cannotPlay(c.label || M.cardName(c.card), c.reason || ""));
    return;
  }
  ui.busy = true;
  ui.focusIndex = i;
  const btn = $("hand").querySelector(`.hcard[data-i="${i}"]`);
  if (btn) btn.classList.add("playing");
  const plays = [...((m.trick && m.trick.plays) || []), ["S", c.card]];
  m.trick = { leader: plays[0][0], plays };
  m.to_act = null;
  animatePlay("S", c.card, plays, pace().card || 1);
  m.hand_counts.S = Math.max(0, (m.hand_counts.S || 1) - 1);
  removeFromHand(m, c.card);
  renderHand(m, ui);
  renderChrome();
  announce(M.announce.played("S", c.card));
  send(c.card, 1);
}

function toggleExchangeCard(i) {
  const m = ui.model;
  const c = m.hand[i];
  if (!c || !myTurn("exchange") || !ui.selection) return;
  if (!c.legal) {
    toast(M.cannotPlay(c.label || M.cardName(c.card), c.reason || ""));
    return;
  }
  const need = Number(($("panel").querySelector(".ex-send") || {}).dataset?.need || 0);
  if (ui.selection.has(i)) ui.selection.delete(i);
  else if (ui.selection.size < need) ui.selection.add(i);
  else if (need === 1) ui.selection = new Set([i]);
  ui.focusIndex = i;
  renderHand(m, ui);
  renderPanel(m);
  const again = $("hand").querySelector(`.hcard[data-i="${i}"]`);
  if (again) again.focus({ preventScroll: true });
}

function sendExchange() {
  const m = ui.model;
  if (!myTurn("exchange") || !ui.selection) return;
  const discarding = (m.legal || []).some((a) => a.startsWith("discard "));
  const verb = discarding ? "discard" : "pass";
  const actions = [...ui.selection].sort((a, b) => a - b).map((i) => `${verb} ${m.hand[i].card}`);
  // the selection holds positions in this hand: once sent, it means nothing
  // (the cards leave one by one and the others move into their places)
  ui.selection = null;
  send(actions, 0);
  renderHand(m, ui);
}

async function nextHand() {
  if (!ui.view || ui.busy || ui.view.phase !== "hand_over") return;
  noteFocus();
  ui.busy = true;
  renderChrome();
  let step;
  try {
    step = await api.nextHand(ui.gameId, ui.view.version);
  } catch (e) {
    await handleError(e);
    return;
  }
  await playStep(step, 0);
}

async function newGame(rules, level) {
  noteFocus();
  ui.busy = true;
  let step;
  try {
    step = await api.create(rules, level);
  } catch (e) {
    ui.busy = false;
    toast(e instanceof ApiError && e.status ? M.serverError(e.message) : M.networkError, 6000);
    return;
  }
  setSetting("rules", rules);
  setSetting("level", level);
  await enterGame(step, { fresh: true, focusNoted: true });
}

/**
 * Put a game on the table from a Step: a new game is dealt (its events are
 * animated from an empty table); a resumed one (`fresh` false, or no events)
 * is shown as its view says.
 */
async function enterGame(step, { fresh = true, focusNoted = false } = {}) {
  if (!focusNoted) noteFocus(); // (the daily game: where its closed dialog or page left the focus)
  ui.gameId = step.view.id;
  storeGameId(ui.gameId);
  ui.showLast = false;
  ui.fresh = null;
  if (!fresh || !(step.events || []).length) {
    ui.busy = false;
    setView(step.view);
    yourTurnNotice();
    focusNatural();
    return;
  }
  ui.busy = true;
  // start from an empty table of the new game, then deal
  ui.model = clone(step.view);
  Object.assign(ui.model, { calls: [], hand_counts: { N: 0, E: 0, S: 0, W: 0 }, hand: [], hand_scores: [], totals: { NS: 0, EW: 0 }, contract: null, trick: { plays: [] }, last_trick: null, phase: "auction", to_act: null });
  renderAll();
  await playStep(step, 0);
}

function toggleLast(force) {
  if (!ui.model || !ui.model.last_trick) {
    ui.showLast = false;
  } else {
    ui.showLast = typeof force === "boolean" ? force : !ui.showLast;
  }
  renderChrome();
  if (!ui.showLast) focusNatural();
}

// ------------------------------------------------------------------ input

function onTableClick(e) {
  const t = e.target.closest("button, .lastbox");
  if (!t) return;
  if (t.classList.contains("lastbox")) {
    toggleLast(false);
    return;
  }
  if (t.classList.contains("hcard")) {
    const i = Number(t.dataset.i);
    if (ui.model && ui.model.phase === "exchange") toggleExchangeCard(i);
    else playCard(i);
    return;
  }
  if (t.classList.contains("bid-num")) {
    chooseNumber(t.dataset.n);
    return;
  }
  if (t.classList.contains("ex-send")) return sendExchange();
  if (t.classList.contains("ex-k")) {
    if (myTurn("exchange")) send(t.dataset.call, 0);
    return;
  }
  if (t.dataset.call) return makeCall(t.dataset.call);
  if (t.classList.contains("next-hand")) return nextHand();
  if (t.classList.contains("play-again")) {
    const v = ui.view;
    return newGame((v && v.rules && v.rules.name) || settings.rules, (v && v.level) || settings.level);
  }
  if (t.classList.contains("other-options") || t.classList.contains("open-new")) return openNewGame();
}

function onHandKey(e) {
  const hand = $("hand");
  const buttons = [...hand.querySelectorAll(".hcard")];
  const current = e.target.closest(".hcard");
  if (!current) return;
  const legal = buttons.filter((b) => b.classList.contains("legal"));
  if (!legal.length) return;
  let idx = legal.indexOf(current);
  let next = null;
  switch (e.key) {
    case "ArrowRight":
    case "ArrowDown":
      next = legal[idx < 0 ? 0 : (idx + 1) % legal.length];
      break;
    case "ArrowLeft":
    case "ArrowUp":
      next = legal[idx < 0 ? legal.length - 1 : (idx - 1 + legal.length) % legal.length];
      break;
    case "Home":
      next = legal[0];
      break;
    case "End":
      next = legal[legal.length - 1];
      break;
    default:
      return;
  }
  e.preventDefault();
  buttons.forEach((b) => b.setAttribute("tabindex", "-1"));
  next.setAttribute("tabindex", "0");
  next.focus();
  ui.focusIndex = Number(next.dataset.i);
}

/**
 * The bidding box is one composite widget: each of its rows (numbers,
 * denominations, pass and alone) is one Tab stop, the arrow keys (and Home /
 * End) move within the row.  Moving along the numbers chooses the number (the
 * denominations follow), as a click does.
 */
function onBidKey(e) {
  const current = e.target.closest(".bidbox button");
  if (!current || e.altKey || e.ctrlKey || e.metaKey) return;
  const row = current.closest(".bid-row");
  if (!row) return;
  const buttons = [...row.querySelectorAll("button")];
  const idx = buttons.indexOf(current);
  let next = null;
  switch (e.key) {
    case "ArrowRight":
    case "ArrowDown":
      next = buttons[(idx + 1) % buttons.length];
      break;
    case "ArrowLeft":
    case "ArrowUp":
      next = buttons[(idx - 1 + buttons.length) % buttons.length];
      break;
    case "Home":
      next = buttons[0];
      break;
    case "End":
      next = buttons[buttons.length - 1];
      break;
    default:
      return;
  }
  e.preventDefault();
  if (next.classList.contains("bid-num")) {
    chooseNumber(next.dataset.n);
    return;
  }
  buttons.forEach((b) => b.setAttribute("tabindex", "-1"));
  next.setAttribute("tabindex", "0");
  next.focus();
}

/** The bidding box: show the denominations of number `n` (a string), keeping the focus on it. */
function chooseNumber(n) {
  ui.chosenNumber = Number(n);
  renderPanel(ui.model);
  const again = $("panel").querySelector(`.bid-num[data-n="${n}"]`);
  if (again) again.focus({ preventScroll: true });
}

/** Is a key typed now meant for a field or a dialog rather than the table? */
function typingElsewhere(e) {
  const t = e.target;
  if (t && t.closest && t.closest("input, textarea, select, [contenteditable], dialog")) return true;
  if (document.querySelector("dialog[open]")) return true;
  const sheet = $("sheet");
  return !!sheet && !sheet.hidden;
}

function onKey(e) {
  if (e.key === "Escape" && ui.showLast) {
    toggleLast(false);
    e.preventDefault();
    return;
  }
  // P: pass, whenever the bidding box offers it
  if ((e.key === "p" || e.key === "P") && !e.altKey && !e.ctrlKey && !e.metaKey && !e.repeat) {
    if (typingElsewhere(e) || !myTurn("auction") || !(ui.model.legal || []).includes("pass")) return;
    if ($("panel").dataset.kind !== "bid") return;
    e.preventDefault();
    makeCall("pass");
  }
}

// ------------------------------------------------------------------ dialogs

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
  if (ui.rulesInfo) return ui.rulesInfo;
  try {
    ui.rulesInfo = normaliseRulesInfo(await api.rules());
  } catch (e) {
    ui.rulesInfo = normaliseRulesInfo(null);
  }
  return ui.rulesInfo;
}

function radio(name, value, title, desc, checked) {
  return `<label class="choice"><input type="radio" name="${name}" value="${value}"${checked ? " checked" : ""}><span class="choice-text"><span class="choice-title">${title}</span>${desc ? `<span class="choice-desc">${desc}</span>` : ""}</span></label>`;
}

async function openNewGame() {
  const dlg = $("dlg-new");
  const info = await loadRulesInfo();
  const v = ui.view;
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
        radio("rules", p.name, M.rulesName[p.name] || p.title || p.name, M.rulesDescription[p.name] || p.description || "", p.name === (presetNames.includes(curRules) ? curRules : presetNames[0])),
      )
      .join("");
  levelSet.innerHTML =
    `<legend>${M.levelLegend}</legend>` +
    info.levels
      .map((l) =>
        radio("level", l.name, M.levelName[l.name] || l.title || l.name, M.levelDescription[l.name] || l.description || "", l.name === (levelNames.includes(curLevel) ? curLevel : levelNames[Math.min(1, levelNames.length - 1)])),
      )
      .join("");
  $("new-warning").hidden = !(v && v.phase !== "game_over" && !v.daily);
  fillDialogEntry();
  if (!dlg.open) dlg.showModal();
  const checked = dlg.querySelector('input[name="rules"]:checked');
  if (checked) checked.focus();
}

function openSettings() {
  const dlg = $("dlg-settings");
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

function wireDialogs() {
  $("form-new").addEventListener("submit", (e) => {
    e.preventDefault();
    const f = new FormData(e.target);
    $("dlg-new").close();
    newGame(String(f.get("rules") || "double-deck"), String(f.get("level") || "medium"));
  });
  $("new-cancel").addEventListener("click", () => $("dlg-new").close());
  $("dlg-settings").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "speed") setSetting("speed", t.value);
    else if (t.id === "set-four") setSetting("fourColour", t.checked);
    else if (t.name === "back") setSetting("back", t.value);
    applyLook();
  });
}

// ------------------------------------------------------------------ start

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
  wireDialogs();
  $("table").addEventListener("click", onTableClick);
  $("hand").addEventListener("keydown", onHandKey);
  $("panel").addEventListener("keydown", onBidKey);
  document.addEventListener("keydown", onKey);
  $("btn-new").addEventListener("click", openNewGame);
  $("btn-settings").addEventListener("click", openSettings);
  $("btn-last").addEventListener("click", () => toggleLast());
  initDaily({
    enter: enterGame,
    view: () => ui.view,
    toast,
    focusTable: () => focusNatural(),
    reset: resetTable,
    busy: (value) => {
      ui.busy = value;
    },
    relayout: () => {
      layoutHand();
      if (ui.model) renderScorePad(ui.model);
    },
  });
  // a second tab may have moved the game on: catch up when this one is shown
  document.addEventListener("visibilitychange", async () => {
    if (document.visibilityState !== "visible" || !ui.gameId || ui.busy) return;
    try {
      const v = await api.view(ui.gameId);
      if (!ui.busy && (!ui.view || v.version !== ui.view.version)) setView(v);
    } catch (e) {
      /* the next action will report any problem */
    }
  });
  let resizeTimer = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(layoutHand, 80);
  });

  await loadTable({ dialog: !location.hash });
  document.body.classList.add("ready");
}

/** Another player identity took over this browser (a player code): start afresh. */
async function resetTable() {
  storeGameId(null);
  ui.gameId = null;
  ui.view = null;
  ui.model = null;
  ui.busy = false;
  clearTable();
  await loadTable({ dialog: false });
}

function clearTable() {
  for (const id of ["status", "seat-N", "seat-W", "seat-E", "seat-S", "hand", "scorepad"]) $(id).replaceChildren();
  renderTrick([]);
  renderDailyBar(null);
}

/** Show the stored game (or the most recent unfinished one); else the welcome / new-game dialog. */
async function loadTable({ dialog }) {
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
      ui.gameId = id;
      setView(await api.view(id));
      yourTurnNotice();
      focusNatural();
      return;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 404) {
        toast(e instanceof ApiError && e.status ? M.serverError(e.message) : M.networkError, 8000);
        ui.gameId = null;
        renderAll();
        return;
      }
      storeGameId(null);
      ui.gameId = null;
    }
  }
  renderAll();
  if (dialog) await openNewGame();
}

start();
