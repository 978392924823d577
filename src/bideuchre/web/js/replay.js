// The record stepper, for display only: a hand record (docs/rules.md,
// "Hand records") as a list of frames, one per step, for the hand review
// (review.js) to show.  Pure: no DOM, tested in Node (tests/web/js/replay.test.mjs).
//
// It does not judge legality: the server (or `bideuchre replay`) does.  It
// only reads the record: the deal, the calls, the exchange as one step, then
// the cards in order (the steps counted as `bideuchre replay` counts them).
// Tricks are the cards taken three or four at a time (three when a lone
// declarer's partner sits out, D5); a trick's winner is the seat that leads
// the next one (R8), and for the last trick the side that took it is read
// from the result when there is one; otherwise `trickWinner` works it out
// (R4, R5, R7) so that a record opened from a file shows who took it.

import { cardRole } from "./i18n/format.js";
import { sideOf } from "./seats.js";

const SEATS = ["N", "E", "S", "W"];
const PLAIN_RANKS = ["A", "K", "Q", "J", "T", "9"];
const TRUMP_ORDER = ["right", "left", "A", "K", "Q", "T", "9"];
// suits alternating colour, the first one (trump, or spades) leading
const ALTERNATING = { H: ["H", "S", "D", "C"], S: ["S", "H", "C", "D"], D: ["D", "C", "H", "S"], C: ["C", "D", "S", "H"] };

/** Is `data` a game record ({format, rules, hands: [hand record, ...]})? */
export const isGameRecord = (data) => !!data && Array.isArray(data.hands);

/**
 * The hand records of `data` (a hand record or a game record), each with the
 * game's `rules` when it has none of its own.  Throws an Error("not_a_record")
 * when `data` has neither shape.
 */
export function handsOf(data) {
  if (!data || typeof data !== "object") throw new Error("not_a_record");
  if (isGameRecord(data)) {
    const out = data.hands.filter((h) => h && typeof h === "object" && h.hands && typeof h.hands === "object");
    if (!out.length) throw new Error("not_a_record");
    return out.map((h) => ({ rules: data.rules, ...h }));
  }
  if (data.hands && typeof data.hands === "object" && Array.isArray(data.calls || [])) return [data];
  throw new Error("not_a_record");
}

/** "S 5H" -> {seat: "S", action: "5H"}. */
function seatStep(text) {
  const s = String(text).trim();
  const i = s.indexOf(" ");
  return { seat: s.slice(0, i), action: s.slice(i + 1).trim() };
}

/** The contract the calls so far make (R10, D5): the last bid or alone call, else null. */
export function contractOf(calls, handSize) {
  for (let i = calls.length - 1; i >= 0; i--) {
    const { seat, call } = calls[i];
    if (call === "pass") continue;
    if (call.startsWith("alone ")) return { declarer: seat, bid: handSize, denomination: call.slice(6), alone: true };
    const m = /^(\d+)(NT|[CDHS])$/.exec(call);
    if (m) return { declarer: seat, bid: Number(m[1]), denomination: m[2], alone: false };
  }
  return null;
}

/** The effective suit of `card` under `denom` (R4: the left bower is a trump). */
function suitOf(card, denom) {
  const role = cardRole(card, denom);
  return role === "right" || role === "left" ? denom : card[1];
}

/** A card's strength in its effective suit (higher is stronger; R5). */
function strength(card, denom) {
  const role = cardRole(card, denom);
  if (role === "right" || role === "left") return 100 - TRUMP_ORDER.indexOf(role);
  if (role === "trump") return 100 - TRUMP_ORDER.indexOf(card[0]);
  return 50 - PLAIN_RANKS.indexOf(card[0]);
}

/**
 * The seat that wins `plays` ([[seat, card], ...]) under `denom` (a suit or
 * "NT"): the highest trump, else the highest card of the suit led; of two
 * identical cards the one played first (R7).  Display only.
 */
export function trickWinner(plays, denom) {
  if (!plays.length) return null;
  const led = suitOf(plays[0][1], denom);
  let best = null;
  let bestKey = -1;
  for (const [seat, card] of plays) {
    const suit = suitOf(card, denom);
    const key = suit === denom ? 1000 + strength(card, denom) : suit === led ? strength(card, denom) : -1;
    if (key > bestKey) {
      best = seat;
      bestKey = key;
    }
  }
  return best;
}

/**
 * `cards` in display order under `denom`: grouped by effective suit (the
 * bowers with trump, trump first), suits alternating colour, high to low.
 */
export function sortCards(cards, denom) {
  const trump = denom && denom !== "NT" ? denom : null;
  const base = ALTERNATING[trump || "S"];
  const order = (c) => base.indexOf(suitOf(c, trump)) * 1000 - strength(c, trump);
  return [...cards].sort((a, b) => order(a) - order(b));
}

/** `list` without the first copy of each of `cards`. */
function without(list, cards) {
  const out = [...list];
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/**
 * The frames of one hand record, for display.
 *
 * @param {object} rec a hand record (docs/rules.md): dealer, hands, calls,
 *   exchange (optional), play; `rules.hand_size` or 12 or 6 from the deal.
 * @param {object|null} result the hand's `hand_scores` entry, if known (the
 *   server's review): gives the side that took the last trick.
 * @returns {{steps: object[], frames: object[], contract: object|null, handSize: number}}
 *   `steps[i]` is the i-th step ({index, seat, kind: "call"|"exchange"|"card",
 *   action, trick}); `frames[p]` is the table after the first p steps:
 *   {hands: {N: [...]}, calls: [{seat, call}], contract, exchanged: bool,
 *   trick: {plays, winner, number}, tricks: {NS, EW}, done: [{plays, winner}],
 *   sittingOut}.
 */
export function stepRecord(rec, result = null) {
  const dealt = {};
  for (const s of SEATS) dealt[s] = [...((rec.hands || {})[s] || [])];
  const ruleSize = rec.rules && typeof rec.rules === "object" ? rec.rules.hand_size : null;
  const handSize = ruleSize || Math.max(...SEATS.map((s) => dealt[s].length), 0) || 12;
  const calls = (rec.calls || []).map(seatStep).map((x) => ({ seat: x.seat, call: x.action }));
  const contract = contractOf(calls, handSize);
  const steps = calls.map((c, i) => ({ index: i, seat: c.seat, kind: "call", action: c.call, trick: null }));
  const ex = rec.exchange || null;
  if (ex && contract) {
    steps.push({ index: steps.length, seat: contract.declarer, kind: "exchange", action: `exchange ${ex.k}`, trick: null, exchange: ex });
  }
  const plays = (rec.play || []).map(seatStep).map((x) => [x.seat, x.action]);
  const partner = contract && contract.alone ? SEATS[(SEATS.indexOf(contract.declarer) + 2) % 4] : null;
  const per = partner ? 3 : 4;
  const denom = contract ? contract.denomination : null;
  // who took each trick: the next trick's leader; the last from the result, else worked out
  const tricksOf = [];
  for (let i = 0; i < plays.length; i += per) tricksOf.push(plays.slice(i, i + per));
  const winners = tricksOf.map((t, i) => (tricksOf[i + 1] ? tricksOf[i + 1][0][0] : t.length === per ? trickWinner(t, denom) : null));
  if (result && result.tricks && tricksOf.length && tricksOf[tricksOf.length - 1].length === per) {
    // the side of the last trick from the result's tricks
    const counted = { NS: 0, EW: 0 };
    winners.slice(0, -1).forEach((w) => w && (counted[sideOf(w)] += 1));
    const lastSide = result.tricks.NS > counted.NS ? "NS" : "EW";
    const last = tricksOf[tricksOf.length - 1];
    const guess = winners[winners.length - 1];
    if (!guess || sideOf(guess) !== lastSide) {
      const onSide = last.filter(([s]) => sideOf(s) === lastSide);
      winners[winners.length - 1] = (onSide.length === 1 ? onSide[0][0] : trickWinner(onSide, denom)) || guess;
    }
  }
  plays.forEach(([seat, card], i) =>
    steps.push({ index: steps.length, seat, kind: "card", action: card, trick: Math.floor(i / per) }),
  );

  const frames = [];
  let hands = Object.fromEntries(SEATS.map((s) => [s, [...dealt[s]]]));
  let callsSoFar = [];
  let exchanged = false;
  let trick = { plays: [], winner: null, number: 0 };
  let tricks = { NS: 0, EW: 0 };
  let done = [];
  const frame = () => ({
    hands: Object.fromEntries(SEATS.map((s) => [s, sortCards(hands[s], callsSoFar.length === calls.length ? denom : null)])),
    calls: callsSoFar,
    contract: callsSoFar.length === calls.length ? contract : null,
    exchanged,
    trick,
    tricks,
    done,
    sittingOut: callsSoFar.length === calls.length ? partner : null,
  });
  frames.push(frame());
  for (const st of steps) {
    if (st.kind === "call") {
      callsSoFar = [...callsSoFar, { seat: st.seat, call: st.action }];
    } else if (st.kind === "exchange") {
      const passed = ex.passed || [];
      hands = {
        ...hands,
        [contract.declarer]: [...without(hands[contract.declarer], ex.discarded || []), ...passed],
        [partner]: without(hands[partner], passed),
      };
      exchanged = true;
    } else {
      const n = st.trick;
      const before = trick.number === n && trick.plays.length < per ? trick.plays : [];
      const nowPlays = [...before, [st.seat, st.action]];
      const complete = nowPlays.length === per;
      const winner = complete ? winners[n] : null;
      hands = { ...hands, [st.seat]: without(hands[st.seat], [st.action]) };
      trick = { plays: nowPlays, winner, number: n };
      if (complete) {
        if (winner) tricks = { ...tricks, [sideOf(winner)]: tricks[sideOf(winner)] + 1 };
        done = [...done, { plays: nowPlays, winner }];
      }
    }
    frames.push(frame());
  }
  return { steps, frames, contract, handSize };
}

/**
 * The review's summary of South's judged decisions (docs/api.md, "Review"):
 * `{good, judged, worst}`, `worst` the costliest decision marked not good
 * (the first of equal ones), or null.  Costs are in net points (South's
 * side's score minus the other side's, R12/D7), each measured against the
 * best choice at that moment by a search from South's view at that moment:
 * they are not added up, because the sum is no loss of the hand (each
 * decision is judged against a best continuation that later decisions and
 * new information change: summed, a random South's costs came to 70.7 on a
 * hand it lost by 17 net points against the open-hand par).
 */
export function decisionSummary(decisions) {
  // a forced decision (South's only legal action, docs/api.md) is no choice:
  // counted apart ("1 forced play not counted"), never as good (a fresh
  // user read "12 of 13 decisions good" where several ✓ had no other card)
  const forced = (decisions || []).filter((d) => d.forced === true);
  const all = (decisions || []).filter((d) => d.forced !== true);
  const ds = all.filter((d) => typeof d.good === "boolean");
  let worst = null;
  for (const d of ds) if (!d.good && typeof d.cost === "number" && (!worst || d.cost > worst.cost)) worst = d;
  // decisions the review could not value (cost null): counted apart, never as good
  const unjudged = all.filter((d) => typeof d.good !== "boolean");
  return { good: ds.filter((d) => d.good).length, judged: ds.length, worst, unjudged, forced };
}
