// The centre panels' markup and text (src/bideuchre/web/js/panels.js): they
// show what the view says and nothing else.  Run with `node --test
// tests/web/js/` (pytest runs it too: tests/web/test_js.py).

import assert from "node:assert/strict";
import { test } from "node:test";

import { M } from "../../../src/bideuchre/web/js/messages.js";
import {
  biddingBoxMarkup,
  exchangeMarkup,
  gameOverMarkup,
  lastTrickMarkup,
  summaryMarkup,
  winReasonText,
} from "../../../src/bideuchre/web/js/panels.js";
import { esc } from "../../../src/bideuchre/web/js/text.js";

const calls = (html) => [...html.matchAll(/data-call="([^"]+)"/g)].map((m) => m[1]);
const text = (html) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const N7D = { declarer: "N", bid: 7, denomination: "D", alone: false };

test("the bidding box offers exactly the view's legal calls, for the chosen number", () => {
  const m = {
    legal: ["pass", "5H", "5S", "5NT", "6C", "alone H"],
    calls: [{ seat: "E", call: "4D" }, { seat: "S", call: "pass" }],
    high_bid: { seat: "E", call: "4D" },
    rules: { hand_size: 12 },
  };
  assert.deepEqual(calls(biddingBoxMarkup(m, null)), ["5H", "5S", "5NT", "pass", "alone H"]);
  assert.deepEqual(calls(biddingBoxMarkup(m, 6)), ["6C", "pass", "alone H"]);
  assert.match(biddingBoxMarkup(m, 6), /data-n="6" aria-pressed="true" tabindex="0"/);
  assert.match(text(biddingBoxMarkup(m, 6)), /High bid: East 4 diamonds/);
  assert.doesNotMatch(biddingBoxMarkup({ ...m, legal: ["5H"] }, null), /bid-pass/, "no pass unless it is legal");
  assert.match(text(biddingBoxMarkup({ ...m, high_bid: null }, null)), new RegExp(M.noBidYet));
});

test("the exchange panel asks for the cards still to pass and names the lone declarer", () => {
  const m = {
    legal: ["pass AS", "pass KD"],
    contract: { declarer: "N", bid: 12, denomination: "S", alone: true },
    exchange: { k: 2, passed: ["AS"], discarded: [], passed_count: 1, discarded_count: 0 },
    sitting_out: "S",
  };
  const html = exchangeMarkup(m, 0);
  assert.match(html, /data-need="1" disabled/);
  assert.match(text(html), /North plays alone and asks you for 1 card/);
  assert.doesNotMatch(exchangeMarkup(m, 1), /disabled/, "the send button is enabled once the cards are chosen");
});

test("asked how many cards to exchange, the panel names the partner sitting out (from the view)", () => {
  const m = { legal: ["exchange 1", "exchange 2"], contract: { declarer: "S", bid: 12, denomination: "H", alone: true }, sitting_out: "N" };
  const html = exchangeMarkup(m, 0);
  assert.deepEqual(calls(html), ["exchange 1", "exchange 2"]);
  assert.equal(text(html).split(" 1 ")[0], text(M.exchangeAsk("N")).split(" 1 ")[0]);
});

test("why the game was won is the server's win_reason, in words (R14)", () => {
  const totals = { NS: 55, EW: 53 };
  assert.equal(winReasonText({ code: "made", also_reached: null }, "NS", N7D, totals, 52), M.winReasonMade("NS", N7D, 55, 52));
  assert.equal(
    winReasonText({ code: "made", also_reached: "EW" }, "NS", N7D, totals, 52),
    `${M.winReasonMade("NS", N7D, 55, 52)} ${M.otherAboveTarget("EW", 53)}`,
  );
  assert.equal(winReasonText({ code: "set", also_reached: null }, "EW", N7D, totals, 52), M.winReasonSet("EW", N7D, 53, 52));
  assert.equal(winReasonText({ code: "target", also_reached: null }, "EW", N7D, totals, 52), M.winReasonTotal("EW", 53, 52));
  assert.equal(winReasonText(null, "NS", N7D, totals, 52), "", "no reason, no sentence (a daily game)");
});

const RESULT = { hand_number: 4, contract: N7D, tricks: { NS: 8, EW: 4 }, made: true, score: { NS: 8, EW: 4 }, totals: { NS: 55, EW: 53 }, winner: "NS" };

test("the end of the game: winner, reason, final score, play again", () => {
  const m = { phase: "game_over", winner: "NS", win_reason: { code: "made", also_reached: "EW" }, totals: RESULT.totals, hand_result: RESULT, rules: { target_score: 52 } };
  const html = gameOverMarkup(m);
  assert.match(html, /we-won/);
  assert.ok(html.includes(`id="over-title">${M.youWin}<`));
  assert.ok(html.includes(`<p class="why">${esc(`${M.winReasonMade("NS", N7D, 55, 52)} ${M.otherAboveTarget("EW", 53)}`)}</p>`));
  assert.ok(html.includes(`<p class="final">${esc(M.finalScore(55, 53))}</p>`));
  assert.match(html, /class="play-again primary"/);
});

test("the end-of-hand summary: made or set, tricks, points and totals, next hand", () => {
  const made = summaryMarkup({ phase: "hand_over", hand_result: RESULT });
  assert.match(made, /sumbox is-made/);
  assert.ok(text(made).includes(M.madeLong(N7D)));
  assert.match(made, /class="next-hand primary"/);
  const set = summaryMarkup({ phase: "hand_over", hand_result: { ...RESULT, made: false, score: { NS: -7, EW: 4 } } });
  assert.match(set, /sumbox is-set/);
  assert.ok(text(set).includes(M.setLong(N7D)));
  const passed = summaryMarkup({ phase: "hand_over", hand_result: { ...RESULT, contract: null, made: null } });
  assert.ok(text(passed).includes(M.annulledTitle));
  assert.equal(summaryMarkup({ phase: "hand_over", hand_scores: [] }), "");
});

test("the last trick marks its winner", () => {
  const html = lastTrickMarkup({ last_trick: { leader: "W", plays: [["W", "9S"], ["N", "AS"], ["E", "TS"], ["S", "KS"]], winner: "N" } });
  assert.equal((html.match(/ winner"/g) || []).length, 1);
  assert.match(html, /slot-N winner" data-seat="N" data-card="AS"/);
  assert.match(lastTrickMarkup({ last_trick: null }), new RegExp(M.lastTrickNone));
});
