// The hint in the lone exchange (D6) names every card to pass or discard
// (fresh-user check: "Pass A♠" again after A♠ was chosen, 1/3).

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";
import { hintSentence } from "../../../src/bideuchre/web/js/why.js";

const reason = { code: "exchange_rule", params: { action: "pass AS" } };

test("the exchange hint names the three cards to pass, both copies of A♠ included", () => {
  const text = hintSentence("pass AS", reason, ["pass AS", "pass AS", "pass JH"]);
  assert.equal(text, "Pass A♠, A♠, and J♥");
});

test("the exchange hint names every card to discard", () => {
  assert.equal(hintSentence("discard 9C", null, ["discard 9C", "discard TD"]), "Discard 9♣ and 10♦");
});

test("one card (or a hint without its list) is said as before", () => {
  assert.equal(hintSentence("pass AS", reason, ["pass AS"]), "Pass A♠");
  assert.equal(hintSentence("pass AS", reason), "Pass A♠");
});

test("every language has the words, with its own list and the cards", () => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const s = cat.learn.hintPassCards(["AS", "AS", "JH"]);
    const d = cat.learn.hintDiscardCards(["9C", "TD"]);
    assert.match(s, /♠.*♠.*♥/, lang);
    assert.match(d, /9♣.*10♦/, lang);
    assert.notEqual(s.split(" ")[0], d.split(" ")[0], lang);
  }
});
