// The event reducer (src/bideuchre/web/js/reducer.js): a pure function from
// (what the table shows, event) to what it shows next.  Run with
// `node --test tests/web/js/` (pytest runs it too: tests/web/test_js.py,
// which also hands over real steps of real games in BIDEUCHRE_STEPS).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { aboutToAct, emptyTable, nextView, withCall, withPlay } from "../../../src/bideuchre/web/js/reducer.js";

/** Freeze `x` and everything in it, so a reducer that changes its input throws. */
function deepFreeze(x) {
  if (x && typeof x === "object") {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
}

const card = (code) => ({ card: code, legal: true, group: code[1], label: code, reason: null });

const PLAY = deepFreeze({
  phase: "play",
  to_act: "S",
  dealer: "W",
  hand_number: 2,
  rules: { hand_size: 6, target_score: 32 },
  calls: [{ seat: "N", call: "3H" }],
  contract: { declarer: "N", bid: 3, denomination: "H", alone: false },
  sitting_out: null,
  hand: [card("JH"), card("AS"), card("AS"), card("9C")],
  hand_counts: { N: 4, E: 3, S: 4, W: 3 },
  trick: { leader: "E", plays: [["E", "KS"], ["W", "QS"]] },
  last_trick: null,
  tricks: { NS: 1, EW: 1 },
  tricks_played: 2,
  totals: { NS: 10, EW: 4 },
  hand_scores: [],
  hand_result: null,
  winner: null,
});

test("a played card joins the trick and leaves South's hand (one copy of two)", () => {
  const m = nextView(PLAY, { type: "card_played", seat: "S", card: "AS" }, PLAY);
  assert.deepEqual(m.trick, { leader: "E", plays: [["E", "KS"], ["W", "QS"], ["S", "AS"]] });
  assert.deepEqual(m.hand.map((c) => c.card), ["JH", "AS", "9C"]);
  assert.equal(m.hand_counts.S, 3);
  assert.equal(m.to_act, null);
  assert.equal(PLAY.hand.length, 4, "the input is unchanged");
});

test("a CPU card leaves only that seat's count; the first card of a trick makes its leader", () => {
  const empty = { ...PLAY, trick: { leader: "N", plays: [] } };
  const m = nextView(empty, { type: "card_played", seat: "N", card: "9H" }, PLAY);
  assert.deepEqual(m.trick, { leader: "N", plays: [["N", "9H"]] });
  assert.deepEqual(m.hand_counts, { N: 3, E: 3, S: 4, W: 3 });
  assert.equal(m.hand, empty.hand);
});

test("a trick taken counts for the winner's side and becomes the last trick", () => {
  const plays = [["E", "KS"], ["W", "QS"], ["S", "AS"], ["N", "9S"]];
  const m = nextView(PLAY, { type: "trick_taken", number: 2, winner: "S", plays }, PLAY);
  assert.deepEqual(m.tricks, { NS: 2, EW: 1 });
  assert.equal(m.tricks_played, 3);
  assert.deepEqual(m.trick, { leader: "S", plays: [] });
  assert.deepEqual(m.last_trick, { leader: "E", plays, winner: "S" });
});

test("a deal starts an empty hand with South's cards from the step's view, none choosable", () => {
  const final = { rules: { hand_size: 6 }, hand: [card("9D"), card("TD")], out_of_play: [] };
  const m = nextView(PLAY, { type: "hand_dealt", hand_number: 3, dealer: "N" }, final);
  assert.equal(m.hand_number, 3);
  assert.equal(m.dealer, "N");
  assert.equal(m.phase, "auction");
  assert.deepEqual(m.calls, []);
  assert.equal(m.contract, null);
  assert.deepEqual(m.tricks, { NS: 0, EW: 0 });
  assert.deepEqual(m.hand_counts, { N: 6, E: 6, S: 6, W: 6 });
  assert.deepEqual(m.hand.map((c) => [c.card, c.legal]), [["9D", false], ["TD", false]]);
  assert.deepEqual(m.totals, PLAY.totals, "the game's totals stay");
});

test("calls pile up; the auction's end brings the contract and who sits out, as the event says", () => {
  const m = withCall(aboutToAct(PLAY, "E"), "E", "pass");
  assert.deepEqual(m.calls.at(-1), { seat: "E", call: "pass" });
  assert.equal(m.to_act, null);
  const contract = { declarer: "E", bid: 6, denomination: "S", alone: true };
  const won = nextView(m, { type: "auction_won", contract, sitting_out: "W" }, PLAY);
  assert.equal(won.contract, contract);
  assert.equal(won.sitting_out, "W");
});

test("a lone exchange: the partner's cards go to the declarer, the seat sitting out holds none (D6)", () => {
  const start = { ...PLAY, phase: "auction", sitting_out: "W", hand_counts: { N: 6, E: 6, S: 6, W: 6 } };
  let m = nextView(start, { type: "exchange_announced", seat: "E", k: 2 }, PLAY);
  assert.equal(m.phase, "exchange");
  assert.deepEqual(m.exchange, { k: 2, passed: [], discarded: [] });
  for (const ev of [
    { type: "card_given", seat: "W", card: null },
    { type: "card_given", seat: "W", card: null },
    { type: "card_discarded", seat: "E", card: null },
    { type: "card_discarded", seat: "E", card: null },
  ])
    m = nextView(m, ev, PLAY);
  assert.deepEqual(m.hand_counts, { N: 6, E: 4, S: 6, W: 4 });
  m = nextView(m, { type: "exchange_done", declarer: "E", received: [], received_count: 2 }, PLAY);
  assert.deepEqual(m.hand_counts, { N: 6, E: 6, S: 6, W: 0 });
  assert.equal(m.phase, "play");
  assert.equal(m.hand, start.hand, "South defends: South's hand does not change");
});

test("South as the lone declarer takes the received cards from the step's view", () => {
  const start = { ...PLAY, sitting_out: "N", exchange: { k: 1 }, hand_counts: { N: 5, E: 6, S: 5, W: 6 } };
  const final = { hand: [card("AH"), card("KH")], out_of_play: [] };
  const m = nextView(start, { type: "exchange_done", declarer: "S", received: ["AH"], received_count: 1 }, final);
  assert.deepEqual(m.hand.map((c) => c.card), ["AH", "KH"]);
  assert.deepEqual(m.hand_counts, { N: 0, E: 6, S: 6, W: 6 });
});

test("a scored hand replaces an earlier result of the same hand; the game's end names the winner", () => {
  const old = { hand_number: 2, totals: { NS: 1, EW: 1 } };
  const result = { hand_number: 2, contract: null, totals: { NS: 13, EW: 7 } };
  const m = nextView({ ...PLAY, hand_scores: [{ hand_number: 1 }, old] }, { type: "hand_scored", result }, PLAY);
  assert.deepEqual(m.hand_scores, [{ hand_number: 1 }, result]);
  assert.equal(m.totals, result.totals);
  assert.equal(m.phase, "hand_over");
  const over = nextView(m, { type: "game_over", winner: "NS" }, PLAY);
  assert.equal(over.winner, "NS");
  assert.equal(over.phase, "game_over");
});

test("an annulled hand and unknown events change nothing", () => {
  assert.equal(nextView(PLAY, { type: "hand_annulled" }, PLAY), PLAY);
  assert.equal(nextView(PLAY, { type: "something_new" }, PLAY), PLAY);
});

test("South's own card, shown at once, is the same as the event that confirms it", () => {
  assert.deepEqual(withPlay(PLAY, "S", "9C"), nextView(PLAY, { type: "card_played", seat: "S", card: "9C" }, PLAY));
});

test("a new game's table is empty before its deal", () => {
  const t = emptyTable(PLAY);
  assert.deepEqual([t.calls, t.hand, t.hand_scores, t.totals, t.phase], [[], [], [], { NS: 0, EW: 0 }, "auction"]);
  assert.deepEqual(t.hand_counts, { N: 0, E: 0, S: 0, W: 0 });
});

// ------------------------------------------------------------------ against the server

const STEPS = process.env.BIDEUCHRE_STEPS;

test("folding real steps' events over the view before gives the server's view after", { skip: !STEPS && "BIDEUCHRE_STEPS not set (pytest sets it: tests/web/test_js.py)" }, () => {
  const steps = JSON.parse(readFileSync(STEPS, "utf8"));
  assert.ok(steps.length > 100);
  let checked = 0;
  for (const [i, step] of steps.entries()) {
    if (!step.events.length) continue;
    const m = step.events.reduce((acc, ev) => nextView(acc, ev, step.view), deepFreeze(structuredClone(step.before)));
    const v = step.view;
    const where = `step ${i}: ${step.events.map((e) => e.type).join(" ")}`;
    for (const key of ["hand_number", "dealer", "hand_counts", "calls", "contract", "sitting_out", "tricks", "tricks_played", "totals", "hand_scores", "last_trick", "winner"])
      assert.deepEqual(m[key], v[key], `${key}, ${where}`);
    // the same cards (the view re-sorts them once trump is known: R4 groups)
    const cards = (hand) => hand.map((c) => c.card).sort();
    assert.deepEqual(cards(m.hand), cards(v.hand), `hand, ${where}`);
    // after the auction the page shows "play" until an exchange is announced;
    // the step's view (South to announce it) then corrects it
    if (step.events.at(-1).type !== "auction_won") assert.equal(m.phase, v.phase, `phase, ${where}`);
    if (v.phase === "play") assert.deepEqual((m.trick && m.trick.plays) || [], v.trick.plays, `trick, ${where}`);
    checked += 1;
  }
  assert.ok(checked > 100);
});
