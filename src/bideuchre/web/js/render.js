// Drawing the table from the state (state.js): the seats, the status line,
// South's hand, the trick, the score pad, the centre panel (its markup is
// panels.js) and the look (four-colour suits, card backs).  These functions
// only show what the view says; they never decide what is legal.  `m` below
// is a view, or a view being advanced event by event while the page animates
// (reducer.js); `ui` is the table state.

import { M } from "./messages.js";
import { backMarkup, callMarkup, contractMarkup, faceMarkup } from "./cards.js";
import { entryCard } from "./daily.js";
import { dailyEndBox, renderDailyBar } from "./daily_table.js";
import {
  biddingBoxMarkup,
  exchangeMarkup,
  gameOverMarkup,
  lastTrickMarkup,
  summaryMarkup,
} from "./panels.js";
import { asSentence, reasonText, withRulePlain } from "./reasons.js";
import { SEATS, sideOf } from "./seats.js";
import { gameRulesMarkup } from "./houserules.js";
import { settings } from "./settings.js";
import { table } from "./state.js";
import { esc, srOnly } from "./text.js";
import { callWithWhy, closePastWhy, decorateTrick } from "./why.js";
import { padTools, reviewCell } from "./records.js";
import { renderAssist } from "./hint.js";

const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------------ seats

function callsOf(m, seat) {
  return (m.calls || []).filter((c) => c.seat === seat).map((c) => c.call);
}

/** Draw one seat: name, badges, card-back fan (CPU seats) and call history. */
export function renderSeat(m, seat, ui) {
  const el = $(`seat-${seat}`);
  const c = m.contract;
  const out = m.sitting_out === seat;
  const toAct = m.to_act === seat && (m.phase === "auction" || m.phase === "play" || m.phase === "exchange");
  el.classList.toggle("to-act", toAct && !(seat === "S" && ui.busy));
  el.classList.toggle("sitting-out", out);
  el.classList.toggle("declarer", !!c && c.declarer === seat);

  const badges = [];
  if (m.dealer === seat) {
    badges.push(`<span class="badge badge-dealer" title="${M.dealer}" aria-hidden="true">${M.dealerBadge}</span>${srOnly(M.dealer)}`);
  }
  if (c && c.declarer === seat) {
    badges.push(`<span class="badge badge-contract" aria-hidden="true">${contractMarkup(c)}</span>${srOnly(M.contractLabel(c))}`);
  }
  const calls = callsOf(m, seat);
  // South's winning call is its contract badge's words: once the auction is
  // over it is not drawn again beside it (a phone showed "Alone ♥" twice);
  // a CPU's stays, as the button to its Why?
  const inBadge = seat === "S" && !!c && c.declarer === "S" && m.phase !== "auction";
  const drawn = inBadge ? calls.slice(0, -1) : calls;
  const last = drawn.length ? drawn[drawn.length - 1] : null;
  const older = drawn.slice(0, -1);
  // read as words ("North: 2 spades, 4 hearts, pass"), not as the drawn "2 4 Pass"
  const callsLabel = calls.length ? calls.map(M.callWords).join(", ") : M.noCallsYet(seat);
  // bright while they matter (the auction, the exchange); faded once the play
  // starts or the hand is over, an annulled one (R15) included: the next hand's
  // deal clears them (reducer.js, hand_dealt)
  const showCalls = m.phase === "auction" || m.phase === "exchange";
  // (issue 12) a CPU call with a reason is a Why? button: its index in the auction
  const at = (m.calls || []).map((x, i) => (x.seat === seat ? i : -1)).filter((i) => i >= 0);
  const callHtml = `<div class="calls${showCalls ? "" : " calls-faded"}">${srOnly(M.learn.seatSays(M.seatName(seat), callsLabel))}
      ${older.map((x, j) => callWithWhy(`<span class="call-old" aria-hidden="true">${callMarkup(x)}</span>`, m, seat, at[j])).join("")}
      ${last ? callWithWhy(`<span class="bubble${last === "pass" ? " bubble-pass" : ""}" aria-hidden="true">${callMarkup(last)}</span>`, m, seat, at[drawn.length - 1]) : ""}
    </div>`;
  const head = `<div class="seat-head">
      <span class="seat-name">${M.seatName(seat)}</span><span class="seat-sub">${out ? M.sittingOut(seat) : M.seatSubtitle(seat)}</span>
      ${badges.join("")}
      <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
    </div>`;
  if (seat === "S") {
    el.innerHTML = head + callHtml;
    return;
  }
  const n = (m.hand_counts && m.hand_counts[seat]) || 0;
  const fan = `<div class="fan fan-${seat === "N" ? "h" : "v"}" style="--n:${n}" role="img" aria-label="${esc(M.holds(seat, n))}">${Array.from(
    { length: n },
    (_, i) => `<span class="back" style="--i:${i}">${backMarkup()}</span>`,
  ).join("")}</div>`;
  el.innerHTML = head + fan + callHtml;
}

export function renderSeats(m, ui) {
  for (const s of SEATS) renderSeat(m, s, ui);
}

// ------------------------------------------------------------------ status line

/** "Dealer · contract and tricks against it · whose turn". */
export function renderStatus(m, ui) {
  const el = $("status");
  const c = m.contract;
  const parts = [];
  parts.push(`<span class="st st-dealer"><span class="st-k">${M.status.dealer}</span> ${M.seatName(m.dealer)}</span>`);
  if (c) {
    const side = sideOf(c.declarer);
    const other = side === "NS" ? "EW" : "NS";
    const t = m.tricks || { NS: 0, EW: 0 };
    // screen readers hear "Contract: East, 7 hearts", not the drawn "Contract East 7♥"
    // (each drawn part aria-hidden: the .st flex gaps stay between them)
    parts.push(`<span class="st st-contract">${srOnly(M.contractLabel(c))}
        <span class="st-k" aria-hidden="true">${M.status.contract}</span> <span aria-hidden="true">${M.seatName(c.declarer)}</span> <span aria-hidden="true">${contractMarkup(c)}</span></span>`);
    parts.push(`<span class="st st-tricks">${srOnly(M.tricksLabel(side, t[side], c.bid, other, t[other]))}<span class="st-k" aria-hidden="true">${M.status.tricks}</span>
        <span class="st-side st-${side.toLowerCase()}" aria-hidden="true">${M.sideShort(side)} <b>${t[side]}</b>${t[side] > c.bid ? ` ${M.status.overBid(c.bid)}` : `/${c.bid}`}</span>
        <span class="st-side st-${other.toLowerCase()}" aria-hidden="true">${M.sideShort(other)} <b>${t[other]}</b></span></span>`);
  } else if (m.phase === "auction") {
    parts.push(`<span class="st st-contract"><span class="st-k">${M.status.contract}</span> ${M.status.noContract}</span>`);
  }
  let turn = "";
  if (ui.busy) turn = M.status.waiting;
  else if (m.phase === "hand_over") turn = M.status.handOver;
  else if (m.phase === "game_over") turn = M.status.gameOver;
  else if (m.to_act === "S") {
    if (m.phase === "auction") turn = M.status.yourTurnCall;
    else if (m.phase === "exchange") turn = M.status.yourTurnExchange;
    else turn = m.trick && m.trick.plays && m.trick.plays.length ? M.status.yourTurnPlay : M.status.yourTurnLead;
  } else if (m.to_act) {
    turn = m.phase === "auction" ? M.status.toCall(m.to_act) : M.status.toAct(m.to_act);
  }
  const mine = !ui.busy && m.to_act === "S" && ["auction", "exchange", "play"].includes(m.phase);
  parts.push(`<span class="st st-turn${mine ? " st-mine" : ""}">${esc(turn)}</span>`);
  el.innerHTML = parts.join("");
}

// ------------------------------------------------------------------ hand

/**
 * Draw South's hand.  `sel` is the exchange selection (a Set of indices) or
 * null.  Cards are buttons; only the view's legal cards look playable.
 */
export function renderHand(m, ui) {
  const el = $("hand");
  const cards = m.hand || [];
  const mine = !ui.busy && m.to_act === "S" && (m.phase === "play" || m.phase === "exchange");
  const sel = ui.selection;
  let html = "";
  let prevGroup = null;
  const focusIndex = ui.focusIndex;
  const legalIdx = cards.map((c, i) => (mine && c.legal ? i : -1)).filter((i) => i >= 0);
  const tabIdx = legalIdx.includes(focusIndex) ? focusIndex : legalIdx.length ? legalIdx[0] : 0;
  const fresh = [...(ui.fresh || [])];
  cards.forEach((c, i) => {
    const f = fresh.indexOf(c.card);
    const isFresh = f >= 0;
    if (isFresh) fresh.splice(f, 1);
    const legal = mine && c.legal;
    const groupStart = prevGroup !== null && c.group !== prevGroup;
    prevGroup = c.group;
    const chosen = sel && sel.has(i);
    const cls = [
      "card",
      "hcard",
      legal ? "legal" : mine ? "illegal" : "idle",
      groupStart ? "group-start" : "",
      chosen ? "chosen" : "",
      isFresh ? "fresh" : "",
    ].join(" ");
    const label = M.cardLabel(c.card, m.contract && m.contract.denomination);
    const why = !legal && mine ? reasonText(c.reason) : null;
    const extra = why ? `. ${asSentence(withRulePlain(why, c.reason))}` : "";
    const pressed = sel ? ` aria-pressed="${chosen ? "true" : "false"}"` : "";
    html += `<button type="button" class="${cls}" data-i="${i}" data-card="${c.card}" style="--i:${i}" aria-label="${esc(label + extra)}"${pressed}${legal ? "" : ' aria-disabled="true"'} tabindex="${i === tabIdx && (legal || !legalIdx.length) ? 0 : -1}">${faceMarkup(c.card)}</button>`;
  });
  if (!cards.length && (m.out_of_play || []).length) {
    html = (m.out_of_play || [])
      .map((code, i) => `<span class="card hcard out" style="--i:${i}" aria-label="${esc(M.cardName(code))}">${faceMarkup(code)}</span>`)
      .join("");
  }
  el.innerHTML = html;
  // the hand names the trump, so each card's role (right bower, trump...) is heard in context
  const d = m.contract && cards.length ? m.contract.denomination : null;
  const trump = d ? `. ${M.learn.seatSays(M.status.trump, d === "NT" ? M.denomWords(d) : M.suitName(d))}` : "";
  el.setAttribute("aria-label", M.handLabel(cards.length) + trump);
  el.classList.toggle("my-turn", mine);
  // choosing cards to pass or discard (D6): the chosen ones rise (learn.css keeps them off Hint and Undo)
  el.classList.toggle("choosing", Boolean(sel) && mine);
  el.style.setProperty("--n", String(Math.max(cards.length, (m.out_of_play || []).length, 1)));
  layoutHand();
}

/** The narrowest strip of a card left to tap in one row, in CSS px (a fingertip). */
const MIN_TAP_PX = 40;

/**
 * Overlap the hand so it fits its width (called on render, on resize and
 * when the hand is shown again: main.js).  When one row would leave each
 * card a strip under 45 % of its width or under MIN_TAP_PX to tap (nine or
 * more cards on a phone), the hand takes two rows, the second over the lower
 * part of the first: every card then shows a wider target and its corner
 * index.  A hidden hand (the review or How to play over the table) is left
 * as it is: its width of 0 squeezed every card to a 14 px strip, kept once
 * the table came back.
 */
export function layoutHand() {
  const el = $("hand");
  if (!el || !el.clientWidth) return;
  const cards = [...el.querySelectorAll(".hcard")];
  const n = cards.length;
  el.querySelectorAll(".hand-break").forEach((b) => b.remove());
  cards.forEach((c) => c.classList.remove("row-start", "row-2"));
  el.classList.remove("two-rows");
  if (!n) return;
  // (the layout width: a card being dealt is scaled down for a moment)
  const cw = cards[0].offsetWidth || 80;
  const gap = parseFloat(getComputedStyle(el).getPropertyValue("--group-gap")) || 0;
  const width = el.clientWidth - 8;
  const maxStep = cw * 0.62;
  const stepFor = (row) => {
    if (row.length < 2) return cw;
    const groups = row.slice(1).filter((c) => c.classList.contains("group-start")).length;
    return Math.min(maxStep, (width - groups * gap - cw) / (row.length - 1));
  };
  let rows = [cards];
  let step = stepFor(cards);
  if (n >= 8 && step < Math.max(cw * 0.45, MIN_TAP_PX)) {
    const half = Math.ceil(n / 2);
    rows = [cards.slice(0, half), cards.slice(half)];
    step = Math.min(...rows.map(stepFor));
    el.classList.add("two-rows");
    const first = rows[1][0];
    first.classList.add("row-start");
    rows[1].forEach((c) => c.classList.add("row-2"));
    const br = document.createElement("span");
    br.className = "hand-break";
    br.setAttribute("aria-hidden", "true");
    el.insertBefore(br, first);
  }
  el.style.setProperty("--step", `${Math.max(cw * 0.2, step)}px`);
  const tilt = rows.length > 1 ? 0.8 : 1.1;
  for (const row of rows) {
    const mid = (row.length - 1) / 2;
    row.forEach((c, i) => {
      const d = i - mid;
      c.style.setProperty("--rot", `${(d * tilt).toFixed(2)}deg`);
      c.style.setProperty("--arc", `${(d * d * 0.4).toFixed(1)}px`);
    });
  }
}

// ------------------------------------------------------------------ trick

function trickCardMarkup(seat, card) {
  return `<div class="card tcard slot-${seat}" data-seat="${seat}" data-card="${card}" role="img" aria-label="${esc(M.learn.seatSays(M.seatName(seat), M.cardName(card)))}">${faceMarkup(card)}</div>`;
}

/** Make the trick area show exactly `plays` (keyed by seat, so nothing flickers). */
export function renderTrick(plays, winner = null) {
  const el = $("trick");
  const want = new Map((plays || []).map(([s, c]) => [s, c]));
  for (const node of [...el.querySelectorAll(".tcard")]) {
    if (want.get(node.dataset.seat) !== node.dataset.card || node.classList.contains("leaving")) node.remove();
  }
  for (const [s, c] of want) {
    if (!el.querySelector(`.tcard[data-seat="${s}"]`)) el.insertAdjacentHTML("beforeend", trickCardMarkup(s, c));
  }
  // later plays on top
  (plays || []).forEach(([s], i) => {
    const node = el.querySelector(`.tcard[data-seat="${s}"]`);
    if (node) node.style.zIndex = String(i + 1);
  });
  el.querySelectorAll(".tcard").forEach((n) => n.classList.toggle("winner", n.dataset.seat === winner));
  decorateTrick(el, table.model);
}

// ------------------------------------------------------------------ score pad

function contractCell(c) {
  if (!c) return `<span class="muted">${M.padPassed}</span>`;
  return `<span aria-hidden="true"><span class="pad-decl">${M.seatInitial(c.declarer)}</span> ${contractMarkup(c)}</span>${srOnly(M.contractWords(c))}`;
}

/** Draw the score pad: totals, then every hand's contract and result on its own line. */
export function renderScorePad(m) {
  const el = $("scorepad");
  const rulesOpen = !!el.querySelector(".pad-rules[open]");
  const totals = m.totals || { NS: 0, EW: 0 };
  const target = (m.rules && m.rules.target_score) || "";
  const rulesName = (m.rules && (M.rulesName[m.rules.name] || m.rules.name)) || "";
  const level = M.levelName[m.level] || m.level || "";
  const partnerOwn = m.partner_level && m.partner_level !== m.level;
  const levels = partnerOwn
    ? `<span class="nb">${esc(M.opponentsLevelShort(m.level))}</span> · <span class="nb">${esc(M.partnerLevelShort(m.partner_level))}</span>`
    : esc(level);
  const rows = (m.hand_scores || [])
    .map((h) => {
      const res =
        h.made === true ? `<span class="made">${M.made}</span>` : h.made === false ? `<span class="set">${M.set}</span>` : "";
      const tr = h.contract ? `${h.tricks.NS}–${h.tricks.EW}` : "";
      const cell = (side) =>
        `<td class="num"><span class="pad-delta">${h.contract ? M.points(h.score[side]) : "–"}</span><span class="pad-total">${M.num(h.totals[side])}</span></td>`;
      return `<tr data-hand="${h.hand_number}"><td class="num">${reviewCell(m, h.hand_number)}</td><td>${contractCell(h.contract)}</td><td class="pad-res">${res}<span class="pad-tricks">${tr}</span></td>${cell("NS")}${cell("EW")}</tr>`;
    })
    .join("");
  el.innerHTML = `
    <h2 id="pad-title">${M.scorePad}</h2>
    <div class="pad-totals">
      <div class="pad-side pad-ns"><span class="pad-name">${M.sideName("NS")}</span><span class="pad-score" data-side="NS">${M.num(totals.NS)}</span></div>
      <div class="pad-side pad-ew"><span class="pad-name">${M.sideName("EW")}</span><span class="pad-score" data-side="EW">${M.num(totals.EW)}</span></div>
    </div>
    <p class="pad-meta">${
      m.daily
        ? `${esc(M.daily.barTitle)} · ${esc(M.daily.dayShort(m.daily.date))} · ${esc(level)}${m.daily.ranked ? "" : ` · <b class="practice-mark">${esc(M.daily.notRanked)}</b>`}`
        : `${esc(M.gameTo(target))} · ${esc(rulesName)} · ${levels}`
    }</p>${m.daily ? "" : gameRulesMarkup(m.rules, table.rulesInfo && table.rulesInfo.presetValues)}
    ${
      rows
        ? `<div class="pad-scroll"><table class="pad-table"><thead><tr><th scope="col">${M.padHand}</th><th scope="col">${M.padContract}</th><th scope="col">${M.padResult}</th><th scope="col" class="num">${M.padNS}</th><th scope="col" class="num">${M.padEW}</th></tr></thead><tbody>${rows}</tbody></table></div>`
        : `<p class="muted pad-empty">${M.padEmpty}</p>`
    }`;
  el.append(padTools(m));
  if (rulesOpen && el.querySelector(".pad-rules")) el.querySelector(".pad-rules").open = true;
  const scroll = el.querySelector(".pad-scroll");
  if (scroll) scroll.scrollTop = scroll.scrollHeight;
}

// ------------------------------------------------------------------ the whole table

/** The preferences that change the look: four-colour suits, card backs, speed. */
export function applyLook() {
  document.body.classList.toggle("four-colour", !!settings.fourColour);
  document.body.classList.remove("back-blue", "back-red");
  document.body.classList.add(`back-${settings.back === "red" ? "red" : "blue"}`);
  document.body.dataset.speed = settings.speed;
}

/** The centre panel: welcome, last trick, end of game or hand, bidding box, exchange. */
export function renderPanel(m) {
  const ui = table;
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
    const hint = ui.hint && ui.view && ui.hint.version === ui.view.version ? ui.hint.action : null;
    html = biddingBoxMarkup(m, ui.chosenNumber, hint);
    kind = "bid";
  } else if (!ui.busy && m.to_act === "S" && m.phase === "exchange") {
    html = exchangeMarkup(m, ui.selection ? ui.selection.size : 0);
    kind = "exchange";
  }
  panel.innerHTML = html;
  panel.dataset.kind = kind;
  centre.classList.toggle("has-panel", !!html);
  if (kind === "welcome") panel.querySelector(".welcome").append(entryCard({ where: "welcome" }));
  if (kind === "last") decorateTrick(panel.querySelector(".trick-last"), m, true);
}

/** Everything but the hand, the trick and the score pad: phase marks, daily bar, status, seats, panel, "Last trick". */
export function renderChrome() {
  const ui = table;
  const m = ui.model;
  if (!m) return;
  const el = $("table");
  el.dataset.phase = m.phase || "";
  // while calls matter, a phone shows West, North and East in a row above
  // the bidding box (table.css, .seats-row)
  el.classList.toggle("seats-row", m.phase === "auction" || m.phase === "exchange");
  el.classList.toggle("daily-over", !!m.daily && m.phase === "game_over" && !ui.busy && !ui.showLast);
  el.dataset.toAct = m.to_act || "";
  renderDailyBar(m);
  renderStatus(m, ui);
  renderSeats(m, ui);
  renderPanel(m);
  renderAssist(m, ui);
  const last = $("btn-last");
  last.disabled = !m.last_trick;
  last.setAttribute("aria-pressed", String(ui.showLast));
  last.querySelector(".long").textContent = ui.showLast ? M.hideLastTrick : M.lastTrick;
  last.querySelector(".short").textContent = ui.showLast ? M.hideLastTrickShort : M.lastTrickShort;
}

/** Draw the whole table from the state (or the welcome panel when there is no game). */
export function renderAll() {
  const ui = table;
  applyLook();
  const m = ui.model;
  if (!m) {
    renderPanel(null);
    return;
  }
  if (m.phase === "exchange" && m.to_act === "S" && !ui.selection) {
    // South is to choose cards: start an empty selection
    const needsCards = (m.legal || []).some((a) => a.startsWith("discard ") || a.startsWith("pass "));
    if (needsCards) ui.selection = new Set();
  }
  renderChrome();
  renderHand(m, ui);
  renderTrick((m.trick && m.trick.plays) || []);
  renderScorePad(m);
  closePastWhy(m);
}

/** Draw the Why? buttons again (the seats' calls, the trick, the last trick) after reasons arrived. */
export function renderWhys() {
  const m = table.model;
  if (!m || table.busy) return;
  renderSeats(m, table);
  decorateTrick($("trick"), m);
  if ($("panel").dataset.kind === "last") decorateTrick($("panel").querySelector(".trick-last"), m, true);
}

/** Empty the table (another player took over this browser). */
export function clearTable() {
  for (const id of ["status", "seat-N", "seat-W", "seat-E", "seat-S", "hand", "scorepad"]) $(id).replaceChildren();
  renderTrick([]);
  renderDailyBar(null);
}
