// "Why?": the reason a CPU seat gave for a call or a card, in a sentence.
// The server sends reasons as codes and parameters (the `why` of `called`
// and `card_played` events and of the hand review, CONTRACT-i12 / docs/api.md):
// `whySentence` turns one into the player's language (M.learn), `hintSentence`
// does the same for South's hint.  Both are pure (tested in Node,
// tests/web/js/learn.test.mjs).
//
// On the table: the reasons of this game's CPU calls and cards are kept as
// their events arrive (`noteWhys`, from the controller), and read back from
// the server when the page loads a game (`noteStoredWhys`); a CPU seat's calls
// and the cards in the trick (and in the last trick) that have one become
// buttons, and tapping one shows the sentence in a small box over the felt
// (`showPop`, also used by the hint).

import { bestSpot, keepRects } from "./place.js";
import { M } from "./messages.js";

const L = M.learn;
const isNum = (x) => typeof x === "number" && Number.isFinite(x);
const isCard = (a) => /^[9TJQKA][CDHS]$/.test(a);

/** The denomination of a call ("6H" -> "H", "alone NT" -> "NT"), or null. */
export function denomOf(call) {
  const c = String(call || "");
  if (c.startsWith("alone ")) return c.slice(6);
  const m = /^\d+(NT|[CDHS])$/.exec(c);
  return m ? m[1] : null;
}

/** The tricks a bid needs ("8S" -> 8), or null (an alone call). */
export function bidTricks(call) {
  const m = /^(\d+)(NT|[CDHS])$/.exec(String(call || ""));
  return m ? Number(m[1]) : null;
}

/**
 * Why a pass beat its best bid (`best`, with `p.expected` tricks), from the
 * params of a `call_pass`: "short" (the tricks fall short of the bid: "it
 * promised only about X tricks"), "worth" (the tricks cover it, and passing
 * was worth more expected points, as the figures shown, one decimal, say:
 * equal figures are never "worth more"), "margin" (the bid was worth more, but not
 * by the margin the CPU asks of a bid over passing, `p.margin`) or "cautious"
 * (neither figure says more: an older record without values, or a bid or
 * alone call whose chance of being made was too low for it).  An alone
 * call's need is not read here, so it is never "short".
 */
export function passReason(best, p) {
  const need = bidTricks(best);
  if (need != null && p.expected < need) return "short";
  if (!isNum(p.value) || !isNum(p.best_value)) return "cautious";
  // "worth more" only when the figures the sentence shows (one decimal) say so: two
  // values that round alike ("0.0 against 0.0") fall to the margin or the caution
  if (p.value > p.best_value) return "worth";
  if (need != null && isNum(p.margin) && p.best_value - p.value <= p.margin) return "margin";
  return "cautious";
}

/**
 * The valid candidates of a `card_candidates` Why's params, each with `same`:
 * the cards of the same effect the search valued through it (South's hint and
 * review, docs/api.md; [] when absent), which the catalogues name with it
 * ("Q♣ or J♣ −0.8").
 */
export function candidatesOf(p) {
  return (Array.isArray(p.candidates) ? p.candidates : [])
    .filter((x) => x && isCard(x.card) && isNum(x.value))
    .map((x) => ({ ...x, same: (Array.isArray(x.same) ? x.same : []).filter(isCard).slice(0, 3) }));
}

/**
 * The sentence for a CPU seat's reason.
 *
 * @param {object|null} why {code, params} (null: none was recorded)
 * @param {string} seat "N", "E" or "W"
 * @param {string} action the call or card the seat made
 * @param {object} W the words (M.learn; a shared review's voice names South in
 *   North's reason, review_voice.js)
 * @returns {string} a sentence; a generic one for a code this page does not know
 */
export function whySentence(why, seat, action, W = L) {
  if (!why || typeof why !== "object") return W.whyNone;
  const p = why.params || {};
  switch (why.code) {
    case "call_value": {
      const call = p.call || action;
      const d = denomOf(call);
      let alts = (Array.isArray(p.alternatives) ? p.alternatives : []).filter((a) => a && denomOf(a.call) && isNum(a.value)).slice(0, 3);
      let s;
      // (the params' `partner_expected` is not said: it is the side's tricks
      // over what the caller's hand promises with an average partner, not the
      // partner's share — "about 0.3 of them from North" was said of a hand
      // without an ace or a bower expecting 4.4 tricks)
      if (d && isNum(p.expected)) s = W.whyCallExpected(seat, d, p.expected);
      else if (d) s = W.whyCallBest(seat, call);
      else return W.whyUnknown(seat);
      // why not higher: a made contract scores its tricks, not its bid (R12), so the bid one
      // trick higher, worth less, is named with both values (the params' `higher`); a CPU
      // bidding by rule (easy, medium) bids the lowest number it may, whatever it expects
      // ("expected 8.5 tricks" beside "1♣" said nothing of why 1: the params' `lowest`)
      const h = p.higher;
      if (isNum(p.value) && h && denomOf(h.call) === d && isNum(h.value) && h.value <= p.value) {
        s = `${s} ${W.whyCallHigher(call, p.value, h.call, h.value)}`;
        alts = alts.filter((a) => a.call !== h.call);
      } else if (p.lowest === true && /^\d+(NT|[CDHS])$/.test(call)) {
        s = `${s} ${W.whyCallLowest(call)}`;
      }
      return alts.length ? `${s} ${W.whyAlternatives(alts)}` : s;
    }
    case "call_pass": {
      const best = denomOf(p.best_call) && isNum(p.expected) ? p.best_call : null;
      switch (best ? passReason(best, p) : "short") {
        case "worth":
          return W.whyPassWorth(seat, best, p.expected, p.value, p.best_value);
        case "margin":
          return W.whyPassMargin(seat, best, p.expected, p.value, p.best_value, p.margin);
        case "cautious":
          return W.whyPassCautious(seat, best, p.expected);
        default:
          return W.whyPass(seat, best, p.expected);
      }
    }
    case "call_alone":
      return isNum(p.expected) ? W.whyAlone(seat, p.expected) : W.whyUnknown(seat);
    case "card_candidates": {
      // as the hint lists them: the card played first, then the others best first
      const played = isCard(p.card) ? p.card : action;
      const { cands, rated, equal } = orderedCandidates(p.candidates, played, 4);
      if (!cands.length) return W.whyUnknown(seat);
      return rated ? W.whyCandidatePoints(seat, played, cands, equal) : W.whyCandidates(seat, played, cands);
    }
    case "card_hidden": {
      // a live CPU card: the server sends only the card played (its value, its other
      // choices or its having a single legal card would tell what its hand still holds)
      const c = isCard(p.card) ? p.card : action;
      return isCard(c) ? W.whyCardHidden(seat, c) : W.whyUnknown(seat);
    }
    case "only_legal": {
      const a = String(p.action || p.card || action);
      return isCard(a) ? W.whyOnlyLegal(seat, a) : W.whyOnlyCall(seat, a);
    }
    case "card_rule":
      return W.whyRule(seat, p.card || action);
    case "exchange_rule":
      return W.whyExchange(seat);
    default:
      return W.whyUnknown(seat);
  }
}

/**
 * The candidate cards of a `card_candidates` reason in the order the hint
 * and the CPU's Why? list them: the card chosen (`chosen`) first, then the
 * others best first, by expected points (`points`, the figure the search
 * chooses on, R12) when every candidate has them, else by expected tricks
 * (`value`: an older record).
 *
 * @param {Array<{card: string, value: number, points?: number}>} list the server's candidates
 * @param {string} chosen the card played or suggested
 * @param {number} most how many to keep
 * @returns {{cands: Array, rated: boolean, equal: string[]|null}} the
 *   candidates (at most `most`), whether they are rated in points, and, when
 *   a listed card rates above the chosen one, the chosen card and those
 *   listed above it (null when none is): the search keeps the usual play
 *   unless another card beats it by a margin of its sampling noise
 *   (bots/pick.py), so these are "about equal" for the player — a figure a
 *   little higher is within that noise, and the review marks each of them
 *   ✓ (its cost is the figure shown below the best one's, server hints.py)
 */
export function orderedCandidates(list, chosen, most) {
  const all = candidatesOf({ candidates: list });
  const rated = all.length > 0 && all.every((x) => isNum(x.points));
  const q = rated ? "points" : "value";
  const mine = all.find((x) => x.card === chosen);
  const others = all.filter((x) => x.card !== chosen).sort((x, y) => y[q] - x[q]);
  const cands = (mine ? [mine, ...others] : others).slice(0, most);
  const above = mine ? cands.filter((x) => x !== mine && x[q] > mine[q]) : [];
  const equal = above.length ? [mine, ...above].map((x) => x.card) : null;
  return { cands, rated, equal };
}

/**
 * Whether a hinted bid (`action`, params `p` of its `call_value`) needs more
 * tricks than the side expects (`p.expected`) while the search values it
 * above passing (`p.value` > `p.pass_value`, as the figures shown say): the
 * hint then says that passing is worth even less.  An alone call: never.
 */
export function hintsAbove(action, p) {
  const need = bidTricks(action);
  return need != null && isNum(p.expected) && p.expected < need && isNum(p.value) && isNum(p.pass_value) && p.value > p.pass_value;
}

/**
 * A hint in one line: what to do, then the reason ("Hint: play A♠ — it keeps …").
 * `steps`: the hint's `actions` — in the exchange every card to pass or
 * discard ("Pass A♠, A♠ and J♥"), else just `action`.
 */
export function hintSentence(action, reason, steps = [action]) {
  const a = String(action || "");
  // the exchange: several cards to pass or discard, named together
  const ex = /^(pass|discard) ([9TJQKA][CDHS])$/.exec(a);
  const listed = ex ? (steps || []).map(String).filter((x) => x.startsWith(`${ex[1]} `)).map((x) => x.slice(ex[1].length + 1)) : [];
  const what = /^[9TJQKA][CDHS]$/.test(a)
    ? L.hintPlay(a)
    : listed.length > 1
      ? ex[1] === "pass"
        ? L.hintPassCards(listed)
        : L.hintDiscardCards(listed)
      : denomOf(a) || a === "pass"
        ? L.hintCall(a)
        : L.hintOther(L.actionWords(a));
  const p = (reason && reason.params) || {};
  let why = "";
  switch (reason && reason.code) {
    case "call_value":
      // as in the CPU's Why?: the side's tricks only (`partner_expected` is
      // not North's share of them, whySentence)
      if (!isNum(p.expected)) break;
      // a bid above the side's tricks: the search still values it over
      // passing (the opponents' contract would cost more), so say why with
      // both figures as shown (one decimal; `pass_value`, server hints.py)
      why = hintsAbove(a, p) ? L.hintCallAbove(p.expected, p.value, p.pass_value) : L.hintCallExpected(p.expected);
      break;
    case "call_pass": {
      const best = denomOf(p.best_call) && isNum(p.expected) ? p.best_call : null;
      const r = best ? passReason(best, p) : "short";
      why = r === "short" ? L.hintPass(best, p.expected) : r === "worth" ? L.hintPassWorth(best, p.expected, p.value, p.best_value) : L.hintPassCautious(best, p.expected);
      break;
    }
    case "card_candidates": {
      // the search chooses on expected points (R12): shown are those points,
      // the suggested card first, then the others best first; and when some
      // rate higher, that those and the suggested card are about equal (the
      // gap is within the search's noise, so it keeps the usual play,
      // bots/pick.py) — not "X rates higher" beside "play Y"
      const { cands, rated, equal } = orderedCandidates(p.candidates, a, 3);
      if (cands.length) why = rated ? L.hintCandidatePoints(cands, equal) : L.hintCandidates(cands);
      break;
    }
    case "only_legal":
      why = L.hintOnlyLegal;
      break;
    case "card_rule":
      why = L.hintRule;
      break;
    default:
      break;
  }
  return why ? `${what} — ${why}` : what;
}

// ------------------------------------------------------------------ the reasons of this game

const store = new Map();
const key = (game, hand, what) => `${game}|${hand}|${what}`;

/**
 * Keep the reasons of a step's CPU calls and cards (`step.events`), numbered
 * from `prev`, the view shown before the step (its calls and tricks so far).
 */
export function noteWhys(prev, step) {
  const id = step && step.view && step.view.id;
  if (!id) return;
  const same = prev && prev.id === id;
  let hand = same ? prev.hand_number : null;
  let call = same ? (prev.calls || []).length : 0;
  let trick = same ? prev.tricks_played || 0 : 0;
  for (const ev of step.events || []) {
    if (ev.type === "hand_dealt") {
      hand = ev.hand_number;
      call = 0;
      trick = 0;
    } else if (ev.type === "called") {
      // (an undo may have taken back an explained call: no stale reason stays)
      if (ev.why) store.set(key(id, hand, `c${call}`), ev.why);
      else store.delete(key(id, hand, `c${call}`));
      call += 1;
    } else if (ev.type === "card_played") {
      if (ev.why) store.set(key(id, hand, `t${trick}${ev.seat}`), ev.why);
      else store.delete(key(id, hand, `t${trick}${ev.seat}`));
    } else if (ev.type === "trick_taken") {
      trick += 1;
    }
  }
}

/**
 * Keep the reasons the server stored for game `id`'s hand in progress
 * (`GET /api/games/{id}/whys`: `{hand_number, calls: [{index, seat, why}],
 * cards: [{trick, seat, why}]}`, the objects its live events carried): a
 * reloaded page offers Why? again for the calls and cards it offered before.
 */
export function noteStoredWhys(id, data) {
  if (!id || !data || !Number.isInteger(data.hand_number)) return;
  const hand = data.hand_number;
  for (const c of Array.isArray(data.calls) ? data.calls : []) {
    if (c && Number.isInteger(c.index) && c.why) store.set(key(id, hand, `c${c.index}`), c.why);
  }
  for (const c of Array.isArray(data.cards) ? data.cards : []) {
    if (c && Number.isInteger(c.trick) && /^[NEW]$/.test(c.seat) && c.why) store.set(key(id, hand, `t${c.trick}${c.seat}`), c.why);
  }
}

/** The reason of call number `i` of view `m`'s hand, or undefined. */
export const callWhy = (m, i) => store.get(key(m.id, m.hand_number, `c${i}`));

/** The reason of `seat`'s card in trick `n` (0-based) of view `m`'s hand, or undefined. */
export const cardWhy = (m, n, seat) => store.get(key(m.id, m.hand_number, `t${n}${seat}`));

/**
 * `html` (a call in a seat's call list) as a Why? button when call `i` of
 * view `m` has a reason (CPU seats only), else unchanged.
 */
export function callWithWhy(html, m, seat, i) {
  if (seat === "S" || !callWhy(m, i)) return html;
  const call = m.calls[i].call;
  return `<button type="button" class="why-btn why-call" data-why-call="${i}" aria-label="${escAttr(L.whyCall(seat, call))}">${html}</button>`;
}

const escAttr = (s) => String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Make the CPU cards of a trick shown in `el` (the live trick, or the last
 * trick with `last`) that have a reason into Why? buttons.
 */
export function decorateTrick(el, m, last = false) {
  if (!el || !m) return;
  const n = (m.tricks_played || 0) - (last ? 1 : 0);
  for (const node of el.querySelectorAll(".tcard")) {
    const seat = node.dataset.seat;
    const has = seat !== "S" && !!cardWhy(m, n, seat);
    node.classList.toggle("why-card", has);
    if (has) {
      node.setAttribute("role", "button");
      node.setAttribute("tabindex", "0");
      node.dataset.whyTrick = String(n);
      node.setAttribute("aria-label", L.whyCard(seat, node.dataset.card));
    }
  }
}

// ------------------------------------------------------------------ the box over the felt

/** Show `title` and `text` in the box over the felt (Why?, Hint); returns the box. */
export function showPop(title, text, kind = "why") {
  let pop = document.getElementById("why-pop");
  if (!pop) {
    pop = document.createElement("div");
    pop.id = "why-pop";
    pop.className = "why-pop";
    pop.setAttribute("role", "status");
    pop.innerHTML = `<div class="why-head"><b class="why-title"></b><button type="button" class="why-close" aria-label="${escAttr(L.close)}">×</button></div><p class="why-text"></p>`;
    pop.querySelector(".why-close").addEventListener("click", () => hidePop(true));
    document.getElementById("table").appendChild(pop);
  }
  pop.dataset.kind = kind;
  pop.querySelector(".why-title").textContent = title;
  pop.querySelector(".why-text").textContent = text;
  pop.hidden = false;
  placePop();
  return pop;
}

/**
 * What the box must not hide, with weights: the bidding box with its call
 * history, the trick's cards and, in the auction, each seat's latest call
 * (its bubble) most (the hint and the Why? talk about them), then the
 * seats' calls, the status line's chips (dealer, contract, tricks: on a
 * phone the hint lay over them), the Hint and Undo buttons, South's hand
 * (its hinted card as much as the bidding box), the seats' names and the
 * other seats' cards (on a desktop the box lay over North's cards: there is
 * room beside them).  On a 375 px phone in the auction no band of the felt is
 * free of all of these: the box then lies over the seats' names and card
 * backs, never over their calls, the status line or the bidding box.
 */
const BUBBLES = '[data-phase="auction"] .seat .bubble';
const STATUS_WEIGHT = "status";
const KEEP_CLEAR = [
  ["#panel .box, #panel .lastbox .tcard", 40],
  ["#trick .tcard", 40],
  ["#hand .hcard.hinted", 40],
  // in the auction, each seat's latest call: what the hint and the Why?
  // talk about (on a phone, with weight 6, the hint lay over North's bubble
  // rather than over the other seats' names and card backs above it)
  [BUBBLES, 40],
  // on a desktop as much as the calls (there is room beside them all); in
  // the play on a 375 px phone a long hint finds no free band and lies over
  // the status line rather than North's call (a phone's auction gives the
  // box a row of its own)
  ["#status .st", STATUS_WEIGHT],
  [".seat .calls, .seat .badge", 6],
  ["#assist", 3],
  ["#hand .hcard", 2],
  [".seat .seat-head", 3],
  [".seat .fan", 1],
];

/** The weight of the seats' latest calls (BUBBLES) under a Why? box: above
 * the bidding box's.  A Why? is about a call: on a 375 x 740 phone, with
 * South's own bubble shown, the box (about 200 px high in Russian) went
 * over South's bubble, the Hint and Undo buttons and the hand rather than
 * over the bidding box, which is back in sight when the box is closed.
 * (Weight times area: a bubble's few hundred px² must outweigh most of the
 * bidding box's, so the weight is far above 40.) */
const WHY_BUBBLE_WEIGHT = 10000;

/** The room kept around the bidding box and the cards the box talks about,
 * in px (the bidding box rises into place: it may be measured up to 10 px
 * low); 4 px around the rest. */
const GAP = 12;

/** Narrower widths a box may take (px) on a wide table when its own width
 * leaves no free place: beside North's cards on a desktop. */
const NARROWER = [380, 340, 300];

/** Narrower still, when the box would otherwise cover more than about a
 * card of South's (a cost above LAST_RESORT_COST): a long hint of a call in
 * French or Russian (1280 x 800) went over South's first four cards; it now
 * takes the column beside the bidding box, over a seat's name at worst.
 * (Not tried for less: there the box lay over seats' names for a few px.) */
const LAST_RESORT = [360, 260, 230];
const LAST_RESORT_COST = 20000;

/**
 * Put the box (if shown) where on the table it covers the least of
 * KEEP_CLEAR (a Why? box weighs the seats' calls more, WHY_BUBBLE_WEIGHT);
 * among places that cover as little, the one nearest a quarter of the
 * table's height and its middle; on the part of the table in the window
 * (the page scrolls on a phone).  The box keeps the width learn.css gives it
 * (.why-pop: at most 420 px, centred) unless a narrower one (NARROWER) covers
 * less; where the table is wider (a desktop) it may also move left or right
 * of the middle.
 */
export function placePop() {
  const pop = document.getElementById("why-pop");
  const host = document.getElementById("table");
  if (!pop || pop.hidden || !host) return;
  // measured where learn.css puts it (centred), then moved
  pop.style.left = pop.style.right = pop.style.width = pop.style.marginLeft = pop.style.top = "";
  // a phone's auction and exchange (the seats in a row, table.css): no band
  // of the felt is free of the calls, the status line and the bidding box;
  // the box takes a row of its own under the seats (learn.css, .pop-row)
  // and the bidding box the rest of the centre
  const row = host.classList.contains("seats-row") && matchMedia("(max-width: 760px)").matches;
  host.classList.toggle("pop-row", row);
  if (row) return;
  const H = host.getBoundingClientRect();
  const P = pop.getBoundingClientRect();
  const phone = matchMedia("(max-width: 760px)").matches;
  const weight = (sel, w) =>
    w === STATUS_WEIGHT ? (phone ? 0 : 40) : sel === BUBBLES && pop.dataset.kind === "why" ? WHY_BUBBLE_WEIGHT : w;
  const rules = KEEP_CLEAR.map(([sel, w]) => [sel, weight(sel, w)]);
  const keep = keepRects(host, rules, pop);
  // within the table, and within the window (a phone scrolls the page)
  const top = Math.max(H.top + host.clientTop, 0) + 4;
  const area = {
    left: H.left + host.clientLeft + 8,
    right: H.right - host.clientLeft - 8,
    top,
    bottom: Math.max(top, Math.min(H.bottom - host.clientTop, window.innerHeight) - 4),
  };
  const pref = { x: P.left, y: H.top + H.height * 0.25 };
  let best = { ...bestSpot(P.width, P.height, area, keep, pref, GAP), width: P.width };
  for (const w of [...NARROWER, ...LAST_RESORT]) {
    if (LAST_RESORT.includes(w) && best.cost <= LAST_RESORT_COST) break;
    if (best.cost <= 1 || w >= P.width || area.right - area.left < 2 * w) break;
    pop.style.width = `${w}px`;
    pop.style.marginLeft = "0";
    const h = pop.getBoundingClientRect().height;
    const spot = bestSpot(w, h, area, keep, { x: area.left, y: pref.y }, GAP);
    if (spot.cost < best.cost - 1) best = { ...spot, width: w };
  }
  pop.style.top = `${Math.round(best.y - H.top - host.clientTop)}px`;
  if (Math.abs(best.x - P.left) > 1 || best.width !== P.width) {
    pop.style.left = `${Math.round(best.x - H.left - host.clientLeft)}px`;
    pop.style.right = "auto";
    pop.style.width = `${Math.round(best.width)}px`;
    pop.style.marginLeft = "0";
  } else {
    pop.style.width = pop.style.marginLeft = "";
  }
}

let popOpener = null;

/** Hide the box (and give the focus back to what opened it, when `refocus`). */
export function hidePop(refocus = false) {
  const pop = document.getElementById("why-pop");
  if (!pop || pop.hidden) return false;
  pop.hidden = true;
  document.getElementById("table")?.classList.remove("pop-row");
  if (refocus && popOpener && popOpener.isConnected) popOpener.focus({ preventScroll: true });
  popOpener = null;
  return true;
}

/** Clicks (and Enter / Space) on a Why? call or card of the table. */
function onWhy(e) {
  const t = e.target.closest && e.target.closest(".why-call, .why-card");
  if (!t) return;
  if (e.type === "keydown" && e.key !== "Enter" && e.key !== " ") return;
  const m = currentModel();
  if (!m) return;
  e.preventDefault();
  e.stopPropagation();
  popOpener = t;
  if (t.classList.contains("why-call")) {
    const i = Number(t.dataset.whyCall);
    const c = (m.calls || [])[i];
    if (!c) return;
    showPop(L.whyCall(c.seat, c.call), whySentence(callWhy(m, i), c.seat, c.call)).dataset.moment = momentOf(m, false);
  } else {
    const seat = t.dataset.seat;
    const n = Number(t.dataset.whyTrick);
    showPop(L.whyCard(seat, t.dataset.card), whySentence(cardWhy(m, n, seat), seat, t.dataset.card)).dataset.moment = momentOf(m, true);
  }
}

/** The moment a Why? box is about: the game, hand and phase of view `m`,
 * and for a card the tricks played (its trick, or the last trick, shown). */
const momentOf = (m, card) => `${m.id}|${m.hand_number}|${m.phase}${card ? `|${m.tricks_played || 0}` : ""}`;

/**
 * Close a CPU's Why? box once the table has moved on from what it is about
 * (view `m`): a call's once the auction is over (or another hand dealt), a
 * card's once its trick is no longer the one shown.  Before, "Why did North
 * bid 7 clubs?" stayed over North after the auction, hiding its bid.
 */
export function closePastWhy(m) {
  const pop = document.getElementById("why-pop");
  if (!pop || pop.hidden || pop.dataset.kind !== "why" || !pop.dataset.moment || !m) return;
  const card = pop.dataset.moment.split("|").length > 3;
  if (momentOf(m, card) !== pop.dataset.moment) hidePop();
}

let currentModel = () => null;

/** Wire the Why? buttons of the table; `model()` gives what the table shows. */
export function initWhy(model) {
  currentModel = model;
  const tableEl = document.getElementById("table");
  tableEl.addEventListener("click", onWhy, true);
  tableEl.addEventListener("keydown", onWhy, true);
  document.addEventListener("keydown", (e) => {
    // a dialog open over the box is the topmost: Escape closes it, the box stays
    if (e.key === "Escape" && !document.querySelector("dialog[open]") && hidePop(true)) e.preventDefault();
  });
  window.addEventListener("resize", placePop);
  // a hint box closes at the next tap on the table, on the box itself too (on a
  // 375 px phone, in Russian, it can lie over the Hint button and the top
  // row of the hand, which then could not be used until × closed it); a tap
  // on the Hint button closes it through askHint (hint.js), once
  document.addEventListener(
    "pointerdown",
    (e) => {
      const pop = document.getElementById("why-pop");
      if (!pop || pop.hidden || pop.dataset.kind !== "hint") return;
      const t = e.target.closest ? e.target : null;
      // (a tap off the table — How to play, the settings — leaves it: it is
      // there again when the dialog closes)
      if (!t || !t.closest("#table") || t.closest(".why-close") || t.closest(".hint-btn")) return;
      hidePop();
    },
    true,
  );
}
