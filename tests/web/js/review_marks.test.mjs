// The review's mark of a bid that made its contract when another call was
// worth more (src/bideuchre/web/js/review_marks.js): "≈ made, but passing was
// worth more (+N pt)" instead of a plain ✗ ("I made my contract, why is it
// wrong?"), in every catalogue.

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";
import { listMark, madeContractStep, markLabel, markMarkup, withMade } from "../../../src/bideuchre/web/js/review_marks.js";

const contract = { declarer: "S", bid: 7, denomination: "H", alone: false };
const made = { contract, made: true };
const calls = [
  { step: 2, kind: "call", taken: "5H", recommended: "5H", cost: 0.1, good: true },
  { step: 6, kind: "call", taken: "7H", recommended: "pass", cost: 1.25, good: false },
  { step: 10, kind: "call", taken: "pass", recommended: "pass", cost: 0, good: true },
  { step: 14, kind: "card", taken: "AH", recommended: "KH", cost: 0.9, good: false },
];

test("South's last bid, made, with a better call found, is the one marked", () => {
  assert.equal(madeContractStep(calls, made), 6);
  // set, not South's contract, annulled, or the bid judged good: a plain mark
  assert.equal(madeContractStep(calls, { contract, made: false }), null);
  assert.equal(madeContractStep(calls, { contract: { ...contract, declarer: "N" }, made: true }), null);
  assert.equal(madeContractStep(calls, { contract: null, made: null }), null);
  assert.equal(madeContractStep(calls, null), null);
  const good = calls.map((d) => (d.step === 6 ? { ...d, recommended: "7H", cost: 0, good: true } : d));
  assert.equal(madeContractStep(good, made), null);
  // an earlier bid of South's that was outbid is not the contract's
  const earlier = calls.map((d) => (d.step === 2 ? { ...d, recommended: "pass", cost: 2, good: false } : d));
  assert.equal(madeContractStep(earlier, made), 6);
});

test("the made bid reads 'made, but passing was worth more', the others as before", () => {
  const step = madeContractStep(calls, made);
  const [bid, card] = [calls[1], calls[3]].map((d) => withMade(d, step));
  assert.equal(bid.made, true);
  assert.equal(card.made, undefined, "a card of the same hand keeps its ✗");
  assert.match(markMarkup(bid, "7 hearts"), /mark-made[^>]*>≈ made, but passing was worth more \(\+1\.3 pt\)</);
  assert.match(markMarkup(bid, "7 hearts"), /aria-label="7 hearts: the contract was made, but passing was worth more, by about 1\.3 points/);
  assert.match(listMark(bid), /mk-made[^>]*>≈</);
  assert.match(markLabel(bid, "7H"), /the contract was made, but passing was worth more/);
  assert.match(markMarkup(card, "A♥"), /mark-bad[^>]*>✗ K♥ was better by 0\.9 pt</);
  assert.match(listMark(card), /mk-bad/);
  // a bid was worth more than the one made: named
  const higher = withMade({ ...calls[1], recommended: "8H" }, 6);
  assert.match(markMarkup(higher, "7 hearts"), />≈ made, but 8 hearts was worth more \(\+1\.3 pt\)</);
});

test("every catalogue words the made bid, with the figure and what was worth more", () => {
  const words = {
    en: ["made", "passing"],
    fr: ["réussi", "passer"],
    "pt-BR": ["cumprido", "passar"],
    ru: ["контракт сыгран", "спасовать"],
  };
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const L = cat.learn;
    assert.equal(typeof L.madeBut, "function", `${lang}: madeBut`);
    assert.equal(typeof L.madeButLabel, "function", `${lang}: madeButLabel`);
    const short = L.madeBut("pass", 1.25);
    const label = L.madeButLabel("7H", "pass", 1.25);
    for (const w of words[lang]) assert.ok(short.includes(w), `${lang}: ${short}`);
    assert.match(short, /\+1[.,]3/, `${lang}: ${short}`);
    assert.match(label, /1[.,]3/, `${lang}: ${label}`);
    assert.ok(!/undefined|NaN/.test(short + label), `${lang}: ${short} / ${label}`);
  }
});
