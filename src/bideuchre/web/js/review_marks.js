// The hand review's marks and summary (review.js draws the rest): the mark
// of each of South's decisions (✓ the hint's own choice, ≈ close to it
// (verdict "close"), ✗ costlier: "✗ 6♥ was better …", or for South's bid
// of a contract made "✗ made, but passing was worth more …" (one symbol,
// one meaning: ≈ is only ever "close to the hint"),
// – not judged: the server judges as the hint does, docs/api.md), the
// summary above the hand (result, open-hand par, the score line and its
// help), and while the server still judges the hand (the hand is shown
// from its record first), the same boxes held empty so that nothing moves
// when the marks arrive.

import { contractMarkup } from "./cards.js";
import { M } from "./messages.js";
import { decisionSummary } from "./replay.js";
import { reviewVoice } from "./review_voice.js";
import { esc } from "./text.js";

const L = M.learn;

/**
 * The step of South's bid that became the contract and was made, when the
 * review found another call worth more (its decision is `good: false`), or
 * null.  Such a bid is marked "✗ made, but passing was worth more (+1.2
 * pt)": the judgement stands (the expected points of the other call were
 * higher, ✗ as for any costly decision), and its words say the contract was
 * made (a bare "pass was better" beside a contract made puzzled players).
 *
 * @param {Array<object>|null} decisions the review's decisions (docs/api.md)
 * @param {object|null} result the review's `result` (`contract`, `made`)
 * @returns {number|null}
 */
export function madeContractStep(decisions, result) {
  if (!result || result.made !== true || !result.contract || result.contract.declarer !== "S") return null;
  const bids = (decisions || []).filter((d) => d.kind === "call" && d.taken !== "pass");
  if (!bids.length) return null;
  const last = bids.reduce((a, b) => (b.step > a.step ? b : a));
  return last.good === false ? last.step : null;
}

/** `decision` marked as the bid that made its contract (`made: true`) when it is one. */
export const withMade = (d, madeStep) => (d && madeStep != null && d.step === madeStep ? { ...d, made: true } : d);

/**
 * The pill beside the step shown: "✓ good", "✗ 6♥ was better by 0.8 pt",
 * "✗ made, but passing was worth more (+1.2 pt)" (`d.made`,
 * madeContractStep) or "– not judged" for South's decision `d` (null:
 * nothing; `wait`: an empty pill holding the place while the review is
 * judged).
 */
/** Is `d` a decision other than the hint's, within half a point of it
 * (verdict "close": marked ≈ with the hint's choice, never ✓)? */
const isClose = (d) => d.good === true && d.verdict === "close";

export function markMarkup(d, what, wait = false) {
  if (wait) return '<span class="mark mark-wait" aria-hidden="true">…</span>';
  if (!d) return "";
  // South's only legal action: no verdict (not ✓: there was no choice)
  if (d.forced === true) return `<span class="mark mark-none mark-forced" aria-label="${esc(L.forcedLabel(what))}">${esc(L.forced)}</span>`;
  if (isClose(d)) return `<span class="mark mark-close" aria-label="${esc(L.closeMarkLabel(what, L.actionWords(d.recommended)))}">≈ ${esc(L.closeMark(L.actionWords(d.recommended)))}</span>`;
  if (d.good === true) return `<span class="mark mark-good" aria-label="${esc(L.goodLabel(what))}">✓ ${esc(L.good)}</span>`;
  if (d.good === false && d.made) return `<span class="mark mark-made" aria-label="${esc(L.madeButLabel(what, d.recommended, d.cost))}">✗ ${esc(L.madeBut(d.recommended, d.cost))}</span>`;
  if (d.good === false) return `<span class="mark mark-bad" aria-label="${esc(L.betterLabel(what, L.actionWords(d.recommended), d.cost))}">✗ ${esc(L.better(L.actionWords(d.recommended), d.cost))}</span>`;
  return `<span class="mark mark-none" aria-label="${esc(L.notJudgedLabel(what))}">– ${esc(L.notJudged)}</span>`;
}

/** The short mark of a call or card in the auction and play lists (✓ ✗ ≈
 * –), or its place held (`wait`); "" for a decision that is not South's. */
export function listMark(d, wait = false) {
  if (wait) return '<span class="rv-mk mk-wait" aria-hidden="true">✓</span>';
  if (!d || d.forced === true) return "";
  if (isClose(d)) return '<span class="rv-mk mk-close" aria-hidden="true">≈</span>';
  if (d.good === true) return '<span class="rv-mk mk-good" aria-hidden="true">✓</span>';
  if (d.good === false && d.made) return '<span class="rv-mk mk-made" aria-hidden="true">✗</span>';
  if (d.good === false) return '<span class="rv-mk mk-bad" aria-hidden="true">✗</span>';
  return '<span class="rv-mk mk-none" aria-hidden="true">–</span>';
}

/**
 * The words read out for South's decision `d` on `action`, naming the
 * action once ("7 no trump: good", "7 no trump: the contract was made, but
 * …"), or "" when `d` is null (the list's button then reads the action
 * alone).  Before, the list read "You: 7 no trump, 7 no trump: …".
 */
export function markLabel(d, action) {
  if (!d) return "";
  const what = L.actionWords(action);
  if (d.forced === true) return L.forcedLabel(what);
  if (isClose(d)) return L.closeMarkLabel(what, L.actionWords(d.recommended));
  if (d.good === true) return L.goodLabel(what);
  if (d.good === false && d.made) return L.madeButLabel(what, d.recommended, d.cost);
  if (d.good === false) return L.betterLabel(what, L.actionWords(d.recommended), d.cost);
  return L.notJudgedLabel(what);
}

/** The (i) button opening the cost help (a tap on a phone; the title was hover-only). */
function costHelpMarkup(open) {
  return ` <button type="button" class="rv-info" aria-expanded="${open}" aria-controls="rv-cost-help" aria-label="${esc(L.costHelpLabel)}" title="${esc(L.costHelpLabel)}">i</button>`;
}

/**
 * The summary above the hand.
 *
 * @param {object} o
 * @param {object} o.run - stepRecord's result for the hand shown
 * @param {object|null} o.data - the server's review (null: none yet, or a file)
 * @param {boolean} o.early - the review is being judged (the hand came from its record)
 * @param {boolean} o.incomplete - a hand in progress (a record file)
 * @param {boolean} o.helpOpen - the cost help is shown
 * @param {object} [o.voice] - the words about the seats (review_voice.js: South spoken to, or named)
 * @returns {string} the markup of `.rv-summary`
 */
/** `text` escaped, each side's short name ("N–S", "В–З") kept on one line (the dash is a break opportunity). */
function sidesUnbroken(text) {
  return [M.sideShort("NS"), M.sideShort("EW")].reduce((out, side) => out.split(esc(side)).join(`<span class="nowrap">${esc(side)}</span>`), esc(text));
}

export function summaryMarkup({ run, data, early, incomplete, helpOpen, voice: V = reviewVoice(null) }) {
  const c = run.contract;
  const r = data ? data.result : null;
  const hs = run.handSize;
  const pts = (ns, ew) => esc(L.points(M.points(ns), M.points(ew)));
  const parts = [];
  // a row as it will be once judged, kept invisible: the row's size while waiting
  const held = (cls, now, ghost) => `<div class="${cls} rv-held"><span class="rv-ghost" aria-hidden="true">${ghost}</span><span>${now}</span></div>`;
  if (c) {
    const head = `<span class="rv-k">${esc(L.result)}</span> ${esc(V.seatName(c.declarer))} ${contractMarkup(c)} `;
    if (early) {
      const verdict = V.setLong(c).length > V.madeLong(c).length ? V.setLong(c) : V.madeLong(c);
      parts.push(held("rv-res", head, `${head}<span class="made">${esc(verdict)}</span> <span class="rv-v">${sidesUnbroken(L.resultLine(hs, hs))} · ${pts(-2 * hs, -2 * hs)}</span>`));
    } else {
      const verdict = r && r.contract ? (r.made ? `<span class="made">${esc(V.madeLong(c))}</span>` : `<span class="set">${esc(V.setLong(c))}</span>`) : "";
      parts.push(`<div class="rv-res">${head}${verdict}
      ${r && r.tricks ? `<span class="rv-v">${sidesUnbroken(L.resultLine(r.tricks.NS, r.tricks.EW))} · ${pts(r.score.NS, r.score.EW)}</span>` : ""}</div>`);
    }
  } else {
    parts.push(`<div class="rv-res"><span class="rv-k">${esc(L.result)}</span> ${esc(M.annulledTitle)}</div>`);
  }
  if (data) {
    const p = data.par;
    parts.push(`<div class="rv-par" title="${esc(L.parHelp)}"><span class="rv-k">${esc(L.par)}</span> <span class="rv-v">${
      p ? `${sidesUnbroken(L.parLine(p.tricks.NS, p.tricks.EW))} · ${pts(p.score.NS, p.score.EW)}` : esc(data.par_status === "too_long" ? L.parTooLong : L.parNone)
    }</span></div>`);
    const sum = decisionSummary(data.decisions);
    if (sum.judged || sum.unjudged.length || sum.forced.length) {
      const w = sum.worst;
      const better = w && w.recommended ? L.actionWords(w.recommended) : null;
      const skipped = [...new Set(sum.unjudged.map((d) => L.actionWords(d.taken)))];
      const named = skipped.slice(0, 3).join(", ") + (skipped.length > 3 ? ", …" : "");
      // the costliest decision leads to its step (review.js, data-goto); a span,
      // not a <button>: its words wrap with the line's (the row keeps its height)
      // South's bid made: what it cost is told as expected points from what South
      // could see, not as "pass was better" beside a contract made
      const made = w && w.step === madeContractStep(data.decisions, r);
      const words = !w ? "" : made ? V.costliestMade(L.actionWords(w.taken), w.recommended, w.cost) : L.costliest(L.actionWords(w.taken), w.cost, better);
      const worst = w ? ` · <span class="rv-costliest" role="button" tabindex="0" data-goto="${w.step + 1}">${esc(words)}</span>` : "";
      parts.push(`<div class="rv-score" title="${esc(V.costHelp)}">${esc(L.score(sum.good, sum.judged, null, 0, null, sum.unjudged.length, named, sum.forced.length))}${worst}${costHelpMarkup(helpOpen)}</div>`);
      parts.push(`<p class="rv-help" id="rv-cost-help"${helpOpen ? "" : " hidden"}>${esc(V.costHelp)}</p>`);
    }
  } else if (early) {
    // the par and the score line to come, as long as they are likely to be
    // (the costliest named as the longest of South's calls and cards: a
    // little more room than it will need rather than a jump)
    const south = run.steps.filter((s) => s.seat === "S");
    const words = south.filter((s) => s.kind !== "exchange").map((s) => L.actionWords(s.action)).reduce((a, b) => (b.length > a.length ? b : a), "");
    const n = south.length;
    if (c) parts.push(held("rv-par", `<span class="rv-k">${esc(L.par)}</span>`, `<span class="rv-k">${esc(L.par)}</span> <span class="rv-v">${sidesUnbroken(L.parLine(hs, hs))} · ${pts(-2 * hs, -2 * hs)}</span>`));
    parts.push(held("rv-score-held muted rv-judging", esc(V.judging), `${esc(L.score(n, n, words, 9.9, words))}${costHelpMarkup(false)}`));
  } else {
    parts.push(`<div class="rv-par muted">${esc(L.noMarks)}</div>`);
  }
  if (incomplete) parts.push(`<div class="rv-par muted">${esc(L.incomplete)}</div>`);
  return `<div class="rv-summary">${parts.join("")}</div>`;
}
