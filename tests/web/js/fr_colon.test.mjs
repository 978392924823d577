// French puts a narrow no-break space before a colon: the narrated auction
// said « Nord: passe » (the page wrote the colon itself) while the status
// said « Contrat : Est » (a plain space, which may break before the colon).

import assert from "node:assert/strict";
import { test } from "node:test";

globalThis.localStorage = { getItem: () => JSON.stringify({ lang: "fr" }) };
const { LANG, M } = await import("../../../src/bideuchre/web/js/messages.js");
const { biddingBoxMarkup, lastTrickMarkup } = await import("../../../src/bideuchre/web/js/panels.js");

const NNBSP = "\u202f";

test("the auction so far is narrated with « Nord\u202f: passe »", () => {
  assert.equal(LANG, "fr");
  const m = { phase: "auction", to_act: "S", legal: ["pass", "2C"], calls: [{ seat: "W", call: "pass" }, { seat: "N", call: "pass" }, { seat: "E", call: "1C" }] };
  const html = biddingBoxMarkup(m, null);
  assert.ok(html.includes(`Les enchères jusqu’ici${NNBSP}: Ouest passe`), html);
  assert.doesNotMatch(html, /[^\u202f]:/);
});

test("the last trick's cards are labelled « Nord\u202f: … »", () => {
  const m = { last_trick: { leader: "W", plays: [["W", "AS"], ["N", "9S"], ["E", "TS"], ["S", "KS"]], winner: "W" } };
  const html = lastTrickMarkup(m);
  assert.ok(html.includes(`${M.seatName("N")}${NNBSP}: `), html);
});

test("the contract and the standing bid put the same space before the colon", () => {
  const c = { declarer: "E", bid: 7, denomination: "C", alone: false };
  assert.ok(M.contractLabel(c).startsWith(`Contrat${NNBSP}: `));
  assert.ok(M.announce.auctionWon(c).startsWith(`Contrat${NNBSP}: `));
  assert.equal(M.contractOf, `Contrat${NNBSP}:`);
  assert.ok(M.highBid("E", "7C").startsWith(`Enchère en cours${NNBSP}: `));
  assert.equal(M.learn.seatSays("Nord", "passe"), `Nord${NNBSP}: passe`);
});
