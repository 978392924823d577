// The centre panels as markup, from a view: the bidding box, the exchange
// panel, the end-of-hand summary, the end of game and the last trick.  Pure
// functions of the view (and of the page's own choices, such as the chosen
// bid number): no DOM, so Node's test runner checks them
// (tests/web/js/panels.test.mjs).  They show only what the view says: the
// legal calls, the exchange counts, the result, why the game was won.

import { M } from "./messages.js";
import { callMarkup, contractMarkup, denomMarkup, faceMarkup } from "./cards.js";
import { esc, srOnly } from "./text.js";

/**
 * The bidding box: only the calls in the view's `legal` list.  Numbers that
 * can still be bid; for the chosen number, the denominations offered; pass;
 * alone with its denomination.  One composite widget: each row (numbers,
 * denominations, pass and alone) is one Tab stop (roving tabindex, the
 * arrow keys move within the row: input.js, onBidKey).  A "?" link after
 * the calls opens How to play at the auction (howto.js, #rules/auction).
 * `hinted`: the call a hint suggests ("7H", "pass", "alone S"), outlined, and
 * its number too (the caller shows that number: hint.js); null for none.
 */
export function biddingBoxMarkup(m, chosenNumber, hinted = null) {
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
  const hb = m.high_bid; // the standing high bid (R9), as the view says
  const handSize = (m.rules && m.rules.hand_size) || 12;
  const calls = m.calls || [];
  const recent = calls.slice(-8);
  const hint = (call) => (call === hinted ? " hinted" : "");
  const hintedN = /^(\d+)(NT|[CDHS])$/.exec(hinted || "");
  const history = recent.length
    ? `<div class="bid-history">${srOnly(M.learn.seatSays(M.auctionSoFar, calls.map((c) => `${M.seatName(c.seat)} ${M.callWords(c.call)}`).join(", ")))}${calls.length > recent.length ? '<span aria-hidden="true">… </span>' : ""}${recent
        .map((c) => `<span class="bh" aria-hidden="true"><b>${M.seatInitial(c.seat)}</b>&nbsp;${callMarkup(c.call)}</span>`)
        .join("")}</div>`
    : "";
  return `<div class="box bidbox" role="group" aria-labelledby="bid-title" tabindex="-1">
    <div class="box-title"><span id="bid-title">${M.yourCall}</span>
      <span class="box-sub">${hb ? esc(M.highBid(hb.seat, hb.call)) : M.noBidYet}</span></div>
    ${history}
    ${
      numbers.length
        ? `<div class="bid-row bid-numbers" role="group" aria-label="${M.chooseNumber}">
      ${numbers.map((k) => `<button type="button" class="bid-num${hintedN && Number(hintedN[1]) === k ? " hinted" : ""}" data-n="${k}" aria-pressed="${k === n}" tabindex="${k === n ? 0 : -1}" aria-label="${esc(M.numberLabel(k))}">${k}</button>`).join("")}
    </div>
    <div class="bid-row bid-denoms" role="group" aria-label="${M.chooseDenomination}">
      ${denoms.map((d, i) => `<button type="button" class="bid-call bid-denom${hint(`${n}${d}`)}" data-call="${n}${d}" tabindex="${i ? -1 : 0}" aria-label="${esc(M.bidLabel(n, d))}"><span class="call-num">${n}</span>${denomMarkup(d)}</button>`).join("")}
    </div>`
        : ""
    }
    <div class="bid-row bid-bottom">
      ${legal.has("pass") ? `<button type="button" class="bid-call bid-pass${hint("pass")}" data-call="pass" tabindex="0" aria-keyshortcuts="P">${M.pass}</button>` : ""}
      ${
        alone.length
          ? `<div class="bid-alone" role="group" aria-label="${esc(M.aloneHint(handSize))}" title="${esc(M.aloneHint(handSize))}"><span class="alone-label">${M.alone}</span>${ORDER.filter((d) => alone.includes(d))
              .map((d, i) => `<button type="button" class="bid-call bid-alone-btn${hint(`alone ${d}`)}" data-call="alone ${d}" tabindex="${i || legal.has("pass") ? -1 : 0}" aria-label="${esc(M.aloneLabel(d))}">${denomMarkup(d)}</button>`)
              .join("")}</div>`
          : ""
      }
      <a class="bid-help" href="#rules/auction" aria-label="${esc(M.bidHelp)}" title="${esc(M.bidHelp)}">?</a>
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
      <div class="box-title" id="ex-title">${esc(M.exchangeAsk(m.sitting_out))}</div>
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

/** "Review the hand" (issue 12): opens hand `n`'s review (review.js). */
const reviewButton = (n) => `<button type="button" class="review-hand" data-review="${n}">${esc(M.learn.review)}</button>`;

/** "Next hand" (or "Next deal") beside "Review the hand"; a daily game whose day is over says so instead. */
function nextButton(daily, label, n) {
  if (daily && daily.closed) return `<p class="day-over-note">${esc(M.daily.dayOverShort)} <a href="#daily">${esc(M.daily.title)} →</a></p><div class="bid-row">${reviewButton(n)}</div>`;
  return `<div class="bid-row">${reviewButton(n)}<button type="button" class="next-hand primary">${label}</button></div>`;
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
      ${nextButton(d, next, r.hand_number)}</div>`;
  }
  const c = r.contract;
  const verdict = r.made
    ? `<span class="made">${esc(M.madeLong(c))}</span>`
    : `<span class="set">${esc(M.setLong(c))}</span>`;
  return `<div class="box sumbox ${r.made ? "is-made" : "is-set"}" role="dialog" aria-labelledby="sum-title">
    <div class="box-title" id="sum-title"><span>${title} ·</span><span class="sum-contract">${srOnly(M.contractLabel(c))}<span aria-hidden="true">${M.contractOf} ${M.seatName(c.declarer)} ${contractMarkup(c)}</span></span></div>
    <p class="verdict">${verdict}</p>
    ${sidesTable([
      [M.tricksRow, r.tricks.NS, r.tricks.EW],
      [M.pointsRow, M.points(r.score.NS), M.points(r.score.EW), "sum-points"],
      [M.totalsRow, r.totals.NS, r.totals.EW, "sum-totals"],
    ])}
    ${netRow}
    ${m.phase === "hand_over" ? nextButton(d, next, r.hand_number) : m.phase === "game_over" ? "" : `<div class="bid-row">${reviewButton(r.hand_number)}</div>`}
  </div>`;
}

/**
 * End of game: who won and why, as the view's `win_reason` says (R14: made,
 * set, or reached the target under a first-to-target rule; `also_reached`
 * the other side that reached the target but could not win), and play again.
 */
export function gameOverMarkup(m) {
  const r = m.hand_result || (m.hand_scores || [])[(m.hand_scores || []).length - 1];
  const w = m.winner;
  const target = (m.rules && m.rules.target_score) || 0;
  const totals = m.totals || (r && r.totals) || { NS: 0, EW: 0 };
  const why = winReasonText(m.win_reason, w, r && r.contract, totals, target);
  return `<div class="box overbox ${w === "NS" ? "we-won" : "they-won"}" role="dialog" aria-labelledby="over-title">
    <div class="box-title big" id="over-title">${w === "NS" ? M.youWin : M.theyWin}</div>
    <p class="why">${esc(why)}</p>
    <p class="final">${esc(M.finalScore(totals.NS, totals.EW))}</p>
    ${r ? summaryMarkup({ ...m, phase: "game_over" }).replace('role="dialog"', "") : ""}
    <div class="bid-row">${r ? reviewButton(r.hand_number) : ""}<button type="button" class="play-again primary">${M.playAgain}</button><button type="button" class="other-options">${M.otherOptions}</button></div>
  </div>`;
}

/** The sentence saying why side `w` won (`reason`: the view's `win_reason`); "" without one. */
export function winReasonText(reason, w, contract, totals, target) {
  if (!reason || !w || !contract) return "";
  let why;
  if (reason.code === "made") why = M.winReasonMade(w, contract, totals[w], target);
  else if (reason.code === "set") why = M.winReasonSet(w, contract, totals[w], target);
  else why = M.winReasonTotal(w, totals[w], target);
  if (reason.also_reached) why += ` ${M.otherAboveTarget(reason.also_reached, totals[reason.also_reached])}`;
  return why;
}

/** The last trick, laid out like the live one, with its winner marked. */
export function lastTrickMarkup(m) {
  const t = m.last_trick;
  if (!t) return `<div class="box lastbox"><p>${M.lastTrickNone}</p></div>`;
  const cards = t.plays
    .map(([s, c], i) => `<div class="card tcard slot-${s}${s === t.winner ? " winner" : ""}" data-seat="${s}" data-card="${c}" style="z-index:${i + 1}" role="img" aria-label="${esc(M.learn.seatSays(M.seatName(s), M.cardName(c)))}${s === t.winner ? `, ${esc(M.lastTrickWinner(s))}` : ""}">${faceMarkup(c)}</div>`)
    .join("");
  return `<div class="lastbox" role="dialog" aria-labelledby="last-title">
    <div class="last-caption" id="last-title">${M.lastTrickTitle} · ${esc(M.lastTrickWinner(t.winner))}</div>
    <div class="trick trick-last">${cards}</div>
  </div>`;
}
