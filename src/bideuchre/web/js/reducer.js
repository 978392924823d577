// The event reducer: a pure function from (what the table shows, one event)
// to what it shows next (docs/api.md, Events).  No DOM, no clock, no rules:
// every number it shows comes from the event or from the step's final view
// (who sits out, how many cards the exchange moved, the totals); it only
// keeps the books (a call joins the calls, a played card leaves its hand).
// The animation (animation.js) draws each result; the controller then shows
// the step's final view, which always wins.  Checked in Node
// (tests/web/js/reducer.test.mjs).

import { sideOf } from "./seats.js";

/** A deep copy of a view (views are plain JSON). */
export const clone = (x) => JSON.parse(JSON.stringify(x));

/** South's cards of `view`, none of them choosable (while the table animates). */
const idleHand = (view) => (view.hand || []).map((c) => ({ ...c, legal: false, reason: null }));

/** `hand` without the first copy of `card`. */
export function withoutCard(hand, card) {
  const cards = hand || [];
  const i = cards.findIndex((c) => c.card === card);
  return i < 0 ? cards : [...cards.slice(0, i), ...cards.slice(i + 1)];
}

/** `counts` with `seat`'s count changed by `delta` (never below 0). */
const counted = (counts, seat, delta) => ({ ...counts, [seat]: Math.max(0, ((counts || {})[seat] || 0) + delta) });

/** The table of a new game before its first deal: no calls, no cards, 0–0. */
export function emptyTable(view) {
  return {
    ...clone(view),
    calls: [],
    hand_counts: { N: 0, E: 0, S: 0, W: 0 },
    hand: [],
    hand_scores: [],
    totals: { NS: 0, EW: 0 },
    contract: null,
    trick: { plays: [] },
    last_trick: null,
    phase: "auction",
    to_act: null,
  };
}

/** `seat` is about to act (shown while the page paces a CPU seat's call or card). */
export const aboutToAct = (m, seat) => ({ ...m, to_act: seat });

/** `seat` made `call`. */
export const withCall = (m, seat, call) => ({ ...m, calls: [...(m.calls || []), { seat, call }], to_act: null });

/** `seat` played `card` to the trick (South's card leaves South's hand). */
export function withPlay(m, seat, card) {
  const plays = [...((m.trick && m.trick.plays) || []), [seat, card]];
  return {
    ...m,
    trick: { leader: plays[0][0], plays },
    to_act: null,
    hand_counts: counted(m.hand_counts, seat, -1),
    hand: seat === "S" ? withoutCard(m.hand, card) : m.hand,
  };
}

/**
 * What the table shows after `ev`, from `m` (what it showed before) and
 * `finalView` (the view of the step the event belongs to: South's dealt or
 * exchanged cards and the rules come from it).  Never changes its arguments.
 * An unknown event type leaves the table as it was.
 */
export function nextView(m, ev, finalView) {
  switch (ev.type) {
    case "hand_dealt": {
      const size = (finalView.rules && finalView.rules.hand_size) || (finalView.hand || []).length;
      return {
        ...m,
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
        hand: idleHand(finalView),
        hand_counts: { N: size, E: size, S: size, W: size },
      };
    }
    case "called":
      return withCall(m, ev.seat, ev.call);
    case "auction_won":
      return { ...m, contract: ev.contract, sitting_out: ev.sitting_out ?? null, phase: "play" };
    case "exchange_announced":
      return { ...m, phase: "exchange", exchange: { k: ev.k, passed: [], discarded: [] } };
    case "card_given":
    case "card_discarded":
      return {
        ...m,
        hand_counts: counted(m.hand_counts, ev.seat, -1),
        hand: ev.seat === "S" && ev.card ? withoutCard(m.hand, ev.card) : m.hand,
      };
    case "exchange_done": {
      // the passed cards join the declarer's hand; the seat sitting out holds none (D6)
      let counts = counted(m.hand_counts, ev.declarer, ev.received_count || 0);
      if (m.sitting_out) counts = { ...counts, [m.sitting_out]: 0 };
      const southSees = ev.declarer === "S" || m.sitting_out === "S";
      return {
        ...m,
        phase: "play",
        hand_counts: counts,
        hand: southSees ? idleHand(finalView) : m.hand,
        out_of_play: southSees ? finalView.out_of_play || [] : m.out_of_play,
      };
    }
    case "card_played":
      return withPlay(m, ev.seat, ev.card);
    case "trick_taken": {
      const side = sideOf(ev.winner);
      const tricks = m.tricks || { NS: 0, EW: 0 };
      return {
        ...m,
        tricks: { ...tricks, [side]: (tricks[side] || 0) + 1 },
        tricks_played: (m.tricks_played || 0) + 1,
        trick: { leader: ev.winner, plays: [] },
        last_trick: { leader: ev.plays[0][0], plays: ev.plays, winner: ev.winner },
      };
    }
    case "hand_scored": {
      const r = ev.result;
      return {
        ...m,
        hand_result: r,
        totals: r.totals,
        hand_scores: [...(m.hand_scores || []).filter((h) => h.hand_number !== r.hand_number), r],
        phase: "hand_over",
        to_act: null,
      };
    }
    case "game_over":
      return { ...m, winner: ev.winner, phase: "game_over" };
    default: // hand_annulled, and any later addition: nothing on the table changes
      return m;
  }
}
