// Drawing the table from a view (docs/api.md).  These functions only show what
// the view says; they never decide what is legal.  `m` below is a view, or a
// view being advanced event by event while the page animates (see main.js).

import { M } from "./messages.js";
import {
  backMarkup,
  callMarkup,
  contractMarkup,
  denomMarkup,
  faceMarkup,
} from "./cards.js";

export const SEATS = ["N", "E", "S", "W"];
export const CPU_SEATS = ["N", "W", "E"];
const SIDE_OF = { N: "NS", S: "NS", E: "EW", W: "EW" };
const PARTNER = { N: "S", S: "N", E: "W", W: "E" };

export const sideOf = (seat) => SIDE_OF[seat];
export const partnerOf = (seat) => PARTNER[seat];

const $ = (id) => document.getElementById(id);

function esc(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
}

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
    badges.push(`<span class="badge badge-dealer" title="${M.dealer}" aria-label="${M.dealer}">${M.dealerBadge}</span>`);
  }
  if (c && c.declarer === seat) {
    badges.push(`<span class="badge badge-contract" aria-label="${esc(M.contractWords(c))}">${contractMarkup(c)}</span>`);
  }
  const calls = callsOf(m, seat);
  const last = calls.length ? calls[calls.length - 1] : null;
  const older = calls.slice(0, -1);
  const callsLabel = calls.length ? calls.map(M.callWords).join(", ") : M.noCallsYet;
  const showCalls = m.phase === "auction" || (calls.length && !c) || (m.phase === "exchange");
  const callHtml = `<div class="calls${showCalls ? "" : " calls-faded"}" aria-label="${esc(M.seatName(seat))}: ${esc(callsLabel)}">
      ${older.map((x) => `<span class="call-old">${callMarkup(x)}</span>`).join("")}
      ${last ? `<span class="bubble${last === "pass" ? " bubble-pass" : ""}">${callMarkup(last)}</span>` : ""}
    </div>`;
  const head = `<div class="seat-head">
      <span class="seat-name">${M.seatName(seat)}</span><span class="seat-sub">${out ? M.sittingOut : M.seatSubtitle(seat)}</span>
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
    const trump =
      c.denomination === "NT" ? M.denomWords("NT") : M.suitName(c.denomination);
    parts.push(`<span class="st st-contract" aria-label="${esc(M.status.contract)}: ${esc(M.contractWords(c))}, ${M.status.trump} ${esc(trump)}">
        <span class="st-k">${M.status.contract}</span> ${M.seatName(c.declarer)} ${contractMarkup(c)}</span>`);
    parts.push(`<span class="st st-tricks"><span class="st-k">${M.status.tricks}</span>
        <span class="st-side st-${side.toLowerCase()}">${M.sideShort(side)} <b>${t[side]}</b>/${c.bid}</span>
        <span class="st-side st-${other.toLowerCase()}">${M.sideShort(other)} <b>${t[other]}</b></span></span>`);
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
    const label = c.label || M.cardName(c.card);
    const extra = !legal && mine && c.reason ? `. ${c.reason}` : "";
    const pressed = sel ? ` aria-pressed="${chosen ? "true" : "false"}"` : "";
    html += `<button type="button" class="${cls}" data-i="${i}" data-card="${c.card}" style="--i:${i}" aria-label="${esc(label + extra)}"${pressed}${legal ? "" : ' aria-disabled="true"'} tabindex="${i === tabIdx && (legal || !legalIdx.length) ? 0 : -1}">${faceMarkup(c.card)}</button>`;
  });
  if (!cards.length && (m.out_of_play || []).length) {
    html = (m.out_of_play || [])
      .map((code, i) => `<span class="card hcard out" style="--i:${i}" aria-label="${esc(M.cardName(code))}">${faceMarkup(code)}</span>`)
      .join("");
  }
  el.innerHTML = html;
  el.setAttribute("aria-label", M.handLabel(cards.length));
  el.classList.toggle("my-turn", mine);
  el.style.setProperty("--n", String(Math.max(cards.length, (m.out_of_play || []).length, 1)));
  layoutHand();
}

/**
 * Overlap the hand so it fits its width (called on render and on resize).
 * When one row would leave each card a strip under 45 % of its width to tap
 * (twelve cards on a phone), the hand takes two rows, the second over the
 * lower part of the first: every card then shows a wider target and its
 * corner index.
 */
export function layoutHand() {
  const el = $("hand");
  const cards = [...el.querySelectorAll(".hcard")];
  const n = cards.length;
  el.querySelectorAll(".hand-break").forEach((b) => b.remove());
  cards.forEach((c) => c.classList.remove("row-start", "row-2"));
  el.classList.remove("two-rows");
  if (!n) return;
  const cw = cards[0].getBoundingClientRect().width || 80;
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
  if (n >= 8 && step < cw * 0.45) {
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
  return `<div class="card tcard slot-${seat}" data-seat="${seat}" data-card="${card}" role="img" aria-label="${esc(M.seatName(seat))}: ${esc(M.cardName(card))}">${faceMarkup(card)}</div>`;
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
}

function centreOf(node) {
  const r = node.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Where a card played by `seat` comes from on screen. */
function originOf(seat, card) {
  if (seat === "S") {
    const hand = $("hand");
    const node =
      hand.querySelector(`.hcard.playing[data-card="${card}"]`) ||
      hand.querySelector(`.hcard[data-card="${card}"]`);
    return centreOf(node || hand);
  }
  const fan = document.querySelector(`#seat-${seat} .fan`) || $(`seat-${seat}`);
  return centreOf(fan);
}

/** Animate `card` from `seat` into its place in the trick; resolves when it lands. */
export async function animatePlay(seat, card, plays, ms) {
  const from = originOf(seat, card);
  renderTrick(plays);
  const node = document.querySelector(`#trick .tcard[data-seat="${seat}"]`);
  if (!node || ms <= 0) return;
  const to = centreOf(node);
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const anim = node.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${seat === "S" ? 1 : 0.55}) rotate(${seat === "W" ? -20 : seat === "E" ? 20 : 0}deg)`, opacity: seat === "S" ? 1 : 0.2 },
      { transform: "translate(0, 0) scale(1) rotate(0deg)", opacity: 1 },
    ],
    { duration: Math.min(ms, 420), easing: "cubic-bezier(.2,.8,.25,1)" },
  );
  await anim.finished.catch(() => {});
}

/** Sweep the completed trick toward its winner. */
export async function animateGather(winner, ms) {
  const el = $("trick");
  const nodes = [...el.querySelectorAll(".tcard")];
  if (ms <= 0 || !nodes.length) {
    nodes.forEach((n) => n.remove());
    return;
  }
  const target = centreOf(document.querySelector(`#seat-${winner} .fan`) || $(`seat-${winner}`));
  const anims = nodes.map((n) => {
    n.classList.add("leaving");
    const c = centreOf(n);
    return n.animate(
      [
        { transform: "none", opacity: 1 },
        { transform: `translate(${target.x - c.x}px, ${target.y - c.y}px) scale(0.4)`, opacity: 0 },
      ],
      { duration: ms, easing: "ease-in", fill: "forwards" },
    ).finished.catch(() => {});
  });
  await Promise.all(anims);
  nodes.forEach((n) => n.remove());
}

/** A short caption over the trick ("West wins the trick"); null clears it. */
export function caption(html) {
  const centre = $("centre");
  let el = centre.querySelector(".caption");
  if (!html) {
    if (el) el.remove();
    return;
  }
  if (!el) {
    el = document.createElement("div");
    el.className = "caption";
    el.setAttribute("aria-hidden", "true");
    centre.appendChild(el);
  }
  el.innerHTML = html;
}

// ------------------------------------------------------------------ score pad

function contractCell(c) {
  if (!c) return `<span class="muted">${M.padPassed}</span>`;
  return `<span class="pad-decl">${c.declarer}</span> ${contractMarkup(c)}`;
}

/** Draw the score pad: totals, then every hand's contract and result on its own line. */
export function renderScorePad(m) {
  const el = $("scorepad");
  const totals = m.totals || { NS: 0, EW: 0 };
  const target = (m.rules && m.rules.target_score) || "";
  const rulesName = (m.rules && (M.rulesName[m.rules.name] || m.rules.name)) || "";
  const level = M.levelName[m.level] || m.level || "";
  const rows = (m.hand_scores || [])
    .map((h) => {
      const res =
        h.made === true ? `<span class="made">${M.made}</span>` : h.made === false ? `<span class="set">${M.set}</span>` : "";
      const tr = h.contract ? `${h.tricks.NS}–${h.tricks.EW}` : "";
      const cell = (side) =>
        `<td class="num"><span class="pad-delta">${h.contract ? M.points(h.score[side]) : "–"}</span><span class="pad-total">${M.num(h.totals[side])}</span></td>`;
      return `<tr data-hand="${h.hand_number}"><td class="num">${h.hand_number + 1}</td><td>${contractCell(h.contract)}</td><td class="pad-res">${res}<span class="pad-tricks">${tr}</span></td>${cell("NS")}${cell("EW")}</tr>`;
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
        : `${esc(M.gameTo(target))} · ${esc(rulesName)} · ${esc(level)}`
    }</p>
    ${
      rows
        ? `<div class="pad-scroll"><table class="pad-table"><thead><tr><th scope="col">${M.padHand}</th><th scope="col">${M.padContract}</th><th scope="col">${M.padResult}</th><th scope="col" class="num">${M.padNS}</th><th scope="col" class="num">${M.padEW}</th></tr></thead><tbody>${rows}</tbody></table></div>`
        : `<p class="muted pad-empty">${M.padEmpty}</p>`
    }`;
  const scroll = el.querySelector(".pad-scroll");
  if (scroll) scroll.scrollTop = scroll.scrollHeight;
}

// ------------------------------------------------------------------ centre panels

/** The highest bid so far, as {seat, call}, or null. */
function highBid(m) {
  let best = null;
  for (const c of m.calls || []) if (c.call !== "pass") best = c;
  return best;
}

/**
 * The bidding box: only the calls in the view's `legal` list.  Numbers that
 * can still be bid; for the chosen number, the denominations offered; pass;
 * alone with its denomination.  One composite widget: each row (numbers,
 * denominations, pass and alone) is one Tab stop (roving tabindex, the
 * arrow keys move within the row: main.js, onBidKey).
 */
export function biddingBoxMarkup(m, chosenNumber) {
  const legal = new Set(m.legal || []);
  const numbers = [];
  const byNumber = new Map();
  const alone = [];
  for (const a of m.legal || []) {
    const b = /^(\d+)(NT|[CDHS])$/.exec(a);
    if (b) {
      const n = Number(b[1]);
      if (!byNumber.has(n)) {
        byNumber.set(n, []);
        numbers.push(n);
      }
      byNumber.get(n).push(b[2]);
    } else if (a.startsWith("alone ")) alone.push(a.slice(6));
  }
  numbers.sort((a, b) => a - b);
  const ORDER = ["C", "D", "H", "S", "NT"];
  const n = numbers.includes(chosenNumber) ? chosenNumber : numbers[0];
  const denoms = n ? ORDER.filter((d) => byNumber.get(n).includes(d)) : [];
  const hb = highBid(m);
  const handSize = (m.rules && m.rules.hand_size) || 12;
  const calls = m.calls || [];
  const recent = calls.slice(-8);
  const history = recent.length
    ? `<div class="bid-history" aria-label="${esc(M.auctionSoFar)}: ${esc(calls.map((c) => `${M.seatName(c.seat)} ${M.callWords(c.call)}`).join(", "))}">${calls.length > recent.length ? "… " : ""}${recent
        .map((c) => `<span class="bh"><b>${M.seatInitial(c.seat)}</b>&nbsp;${callMarkup(c.call)}</span>`)
        .join("")}</div>`
    : "";
  return `<div class="box bidbox" role="group" aria-labelledby="bid-title" tabindex="-1">
    <div class="box-title"><span id="bid-title">${M.yourCall}</span>
      <span class="box-sub">${hb ? esc(M.highBid(hb.seat, hb.call)) : M.noBidYet}</span></div>
    ${history}
    ${
      numbers.length
        ? `<div class="bid-row bid-numbers" role="group" aria-label="${M.chooseNumber}">
      ${numbers.map((k) => `<button type="button" class="bid-num" data-n="${k}" aria-pressed="${k === n}" tabindex="${k === n ? 0 : -1}" aria-label="${esc(M.numberLabel(k))}">${k}</button>`).join("")}
    </div>
    <div class="bid-row bid-denoms" role="group" aria-label="${M.chooseDenomination}">
      ${denoms.map((d, i) => `<button type="button" class="bid-call bid-denom" data-call="${n}${d}" tabindex="${i ? -1 : 0}" aria-label="${esc(M.bidLabel(n, d))}"><span class="call-num">${n}</span>${denomMarkup(d)}</button>`).join("")}
    </div>`
        : ""
    }
    <div class="bid-row bid-bottom">
      ${legal.has("pass") ? `<button type="button" class="bid-call bid-pass" data-call="pass" tabindex="0" aria-keyshortcuts="P">${M.pass}</button>` : ""}
      ${
        alone.length
          ? `<div class="bid-alone" role="group" aria-label="${esc(M.aloneHint(handSize))}" title="${esc(M.aloneHint(handSize))}"><span class="alone-label">${M.alone}</span>${ORDER.filter((d) => alone.includes(d))
              .map((d, i) => `<button type="button" class="bid-call bid-alone-btn" data-call="alone ${d}" tabindex="${i || legal.has("pass") ? -1 : 0}" aria-label="${esc(M.aloneLabel(d))}">${denomMarkup(d)}</button>`)
              .join("")}</div>`
          : ""
      }
    </div>
  </div>`;
}

/** Exchange panel (D6): announce k, or choose the cards to discard / pass. */
export function exchangeMarkup(m, selectionSize) {
  const legal = m.legal || [];
  const ks = legal.filter((a) => a.startsWith("exchange ")).map((a) => Number(a.slice(9)));
  const c = m.contract;
  if (ks.length) {
    return `<div class="box exbox" role="group" aria-labelledby="ex-title">
      <div class="box-title" id="ex-title">${esc(M.exchangeAsk(partnerOf(c.declarer)))}</div>
      <div class="bid-row">${ks
        .map((k) => `<button type="button" class="ex-k" data-call="exchange ${k}" aria-label="${esc(M.exchangeKLabel(k))}">${M.exchangeK(k)}</button>`)
        .join("")}</div></div>`;
  }
  const discarding = legal.some((a) => a.startsWith("discard "));
  const ex = m.exchange || { k: 0, passed: [], discarded: [] };
  const done = discarding
    ? (ex.discarded_count ?? (ex.discarded || []).length)
    : (ex.passed_count ?? (ex.passed || []).length);
  const need = ex.k - done;
  const text = discarding ? M.discardAsk(need) : M.passAsk(c.declarer, need);
  const btn = discarding ? M.discardButton(selectionSize, need) : M.passButton(selectionSize, need);
  return `<div class="box exbox" role="group" aria-labelledby="ex-title">
    <div class="box-title" id="ex-title">${esc(text)}</div>
    <div class="bid-row"><button type="button" class="ex-send primary" data-need="${need}" ${selectionSize === need ? "" : "disabled"}>${esc(btn)}</button></div>
  </div>`;
}

function sidesTable(rows) {
  return `<table class="sum-table"><thead><tr><th></th><th scope="col">${M.sideName("NS")}</th><th scope="col">${M.sideName("EW")}</th></tr></thead><tbody>${rows
    .map(([k, a, b, cls]) => `<tr class="${cls || ""}"><th scope="row">${k}</th><td>${typeof a === "number" ? M.num(a) : a}</td><td>${typeof b === "number" ? M.num(b) : b}</td></tr>`)
    .join("")}</tbody></table>`;
}

/** "Next hand" (or "Next deal"); a daily game whose day is over says so instead. */
function nextButton(daily, label) {
  if (daily && daily.closed) return `<p class="day-over-note">${esc(M.daily.dayOverShort)} <a href="#daily">${esc(M.daily.title)} →</a></p>`;
  return `<div class="bid-row"><button type="button" class="next-hand primary">${label}</button></div>`;
}

/** End-of-hand summary: contract, tricks per side, points, made or set, new totals. */
export function summaryMarkup(m) {
  const r = m.hand_result || (m.hand_scores || [])[(m.hand_scores || []).length - 1];
  if (!r) return "";
  const d = m.daily;
  const title = d ? M.daily.dealTitle(r.hand_number, d.deals || 8) : M.handTitle(r.hand_number);
  const next = d ? M.daily.nextDeal : M.nextHand;
  // the daily game's score is the net of North–South over East–West
  const netRow = d
    ? `<p class="sum-net">${esc(M.daily.netRow)}: <b class="${r.totals.NS - r.totals.EW > 0 ? "pos" : r.totals.NS - r.totals.EW < 0 ? "neg" : ""}">${esc(M.daily.signed(r.totals.NS - r.totals.EW))}</b></p>`
    : "";
  if (!r.contract) {
    return `<div class="box sumbox" role="dialog" aria-labelledby="sum-title">
      <div class="box-title" id="sum-title">${title} — ${M.annulledTitle}</div>
      <p>${M.annulledText}</p>
      ${sidesTable([[M.totalsRow, r.totals.NS, r.totals.EW, "sum-totals"]])}
      ${netRow}
      ${nextButton(d, next)}</div>`;
  }
  const c = r.contract;
  const verdict = r.made
    ? `<span class="made">${esc(M.madeLong(c))}</span>`
    : `<span class="set">${esc(M.setLong(c))}</span>`;
  return `<div class="box sumbox ${r.made ? "is-made" : "is-set"}" role="dialog" aria-labelledby="sum-title">
    <div class="box-title" id="sum-title"><span>${title} ·</span><span class="sum-contract">${M.contractOf}: ${M.seatName(c.declarer)} ${contractMarkup(c)}</span></div>
    <p class="verdict">${verdict}</p>
    ${sidesTable([
      [M.tricksRow, r.tricks.NS, r.tricks.EW],
      [M.pointsRow, M.points(r.score.NS), M.points(r.score.EW), "sum-points"],
      [M.totalsRow, r.totals.NS, r.totals.EW, "sum-totals"],
    ])}
    ${netRow}
    ${m.phase === "hand_over" ? nextButton(d, next) : ""}
  </div>`;
}

/** End of game: who won and why (R14), and play again. */
export function gameOverMarkup(m) {
  const r = m.hand_result || (m.hand_scores || [])[(m.hand_scores || []).length - 1];
  const w = m.winner;
  const target = (m.rules && m.rules.target_score) || 0;
  const totals = m.totals || (r && r.totals) || { NS: 0, EW: 0 };
  let why = "";
  const eligibleRule = !m.rules || !m.rules.win_rule || m.rules.win_rule === "eligible";
  if (r && r.contract && w) {
    const declSide = sideOf(r.contract.declarer);
    if (eligibleRule && r.made && w === declSide) why = M.winReasonMade(w, r.contract, totals[w], target);
    else if (eligibleRule && !r.made && w !== declSide) why = M.winReasonSet(w, r.contract, totals[w], target);
    else why = M.winReasonTotal(w, totals[w], target);
    const other = w === "NS" ? "EW" : "NS";
    if (eligibleRule && totals[other] >= target) why += ` ${M.otherAboveTarget(other, totals[other])}`;
  }
  return `<div class="box overbox ${w === "NS" ? "we-won" : "they-won"}" role="dialog" aria-labelledby="over-title">
    <div class="box-title big" id="over-title">${w === "NS" ? M.youWin : M.theyWin}</div>
    <p class="why">${esc(why)}</p>
    <p class="final">${esc(M.finalScore(totals.NS, totals.EW))}</p>
    ${r ? summaryMarkup({ ...m, phase: "game_over" }).replace('role="dialog"', "") : ""}
    <div class="bid-row"><button type="button" class="play-again primary">${M.playAgain}</button><button type="button" class="other-options">${M.otherOptions}</button></div>
  </div>`;
}

/** The last trick, laid out like the live one, with its winner marked. */
export function lastTrickMarkup(m) {
  const t = m.last_trick;
  if (!t) return `<div class="box lastbox"><p>${M.lastTrickNone}</p></div>`;
  const cards = t.plays
    .map(([s, c], i) => `<div class="card tcard slot-${s}${s === t.winner ? " winner" : ""}" data-seat="${s}" data-card="${c}" style="z-index:${i + 1}" role="img" aria-label="${esc(M.seatName(s))}: ${esc(M.cardName(c))}${s === t.winner ? `, ${esc(M.lastTrickWinner(s))}` : ""}">${faceMarkup(c)}</div>`)
    .join("");
  return `<div class="lastbox" role="dialog" aria-labelledby="last-title">
    <div class="last-caption" id="last-title">${M.lastTrickTitle} · ${esc(M.lastTrickWinner(t.winner))}</div>
    <div class="trick trick-last">${cards}</div>
  </div>`;
}
