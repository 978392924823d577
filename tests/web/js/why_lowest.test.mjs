// The Why? of a rule bidder's low opening (fresh-user check: East's "1♣" said
// only "East expected about 8.5 tricks for its side in clubs").

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";
import { whySentence } from "../../../src/bideuchre/web/js/why.js";

const why = (lowest) => ({
  code: "call_value",
  params: { call: "1C", expected: 8.5, partner_expected: null, value: 3.1, higher: null, lowest, alternatives: [] },
});

test("an opening of 1 by a rule bidder says it bid the lowest it could, and why", () => {
  const text = whySentence(why(true), "E", "1C");
  assert.equal(
    text,
    "East expected about 8.5 tricks for its side in clubs. It bid 1 club, the lowest bid it could make: a made contract scores the tricks taken, not the bid, so a higher bid would only add the risk of a set. It bids higher only when the auction goes past it.",
  );
});

test("without `lowest` (the hard player's bid) nothing is added", () => {
  assert.equal(whySentence(why(false), "E", "1C"), "East expected about 8.5 tricks for its side in clubs.");
});

test("every language says it, naming the bid", () => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const s = whySentence(why(true), "E", "1C", cat.learn);
    assert.ok(s.includes(cat.learn.whyCallLowest("1C")), lang);
    assert.match(cat.learn.whyCallLowest("1C"), /1/, lang);
  }
});
