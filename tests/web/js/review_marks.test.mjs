// The review's mark of a bid that made its contract when another call was
// worth more (src/bideuchre/web/js/review_marks.js): "✗ made, but passing was
// worth more (+N pt)" instead of a bare "pass was better" ("I made my
// contract, why is it wrong?"), in every catalogue.  Its mark is ✗ as for any
// costly decision: ≈ means only "close to the hint" (it was both, before).

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
  assert.match(markMarkup(bid, "7 hearts"), /mark-made[^>]*>✗ made, but passing was worth more \(\+1\.3 pt\)</);
  assert.match(markMarkup(bid, "7 hearts"), /aria-label="7 hearts: the contract was made, but passing was worth more, by about 1\.3 points/);
  assert.match(listMark(bid), /mk-made[^>]*>✗</);
  assert.match(markLabel(bid, "7H"), /the contract was made, but passing was worth more/);
  assert.match(markMarkup(card, "A♥"), /mark-bad[^>]*>✗ K♥ was better by 0\.9 pt</);
  assert.match(listMark(card), /mk-bad/);
  // a bid was worth more than the one made: named
  const higher = withMade({ ...calls[1], recommended: "8H" }, 6);
  assert.match(markMarkup(higher, "7 hearts"), />✗ made, but 8 hearts was worth more \(\+1\.3 pt\)</);
});

test("every catalogue words the made bid, with the figure and what was worth more", () => {
  const words = {
    en: ["made", "passing"],
    fr: ["réussi", "passer"],
    "pt-BR": ["cumprido", "passar"],
    ru: ["контракт выполнен", "спасовать"],
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

// The hint and the review share one verdict (docs/api.md, Review): a call or
// card other than the hint's, within half a point of it, is "close" (≈ with
// the hint's choice), never ✓; a made bid's cost in the summary is not
// "pass was better by …".

import { summaryMarkup } from "../../../src/bideuchre/web/js/review_marks.js";

test("a decision close to the hint's choice is marked ≈ with that choice, not ✓", () => {
  const close = { step: 3, kind: "call", taken: "5H", recommended: "pass", cost: 0.2, good: true, verdict: "close" };
  assert.match(markMarkup(close, "5 hearts"), /mark-close[^>]*>≈ close · the hint(?:'|&#39;)s choice: pass</);
  assert.match(markMarkup(close, "5 hearts"), /aria-label="5 hearts: close to the best, less than half a point away; the hint(?:'|&#39;)s choice was pass"/);
  assert.doesNotMatch(markMarkup(close, "5 hearts"), /✓/);
  assert.match(listMark(close), /mk-close[^>]*>≈</);
  assert.match(markLabel(close, "5H"), /close to the best/);
  // the hint followed: ✓ (and a review stored without verdicts reads as before)
  const best = { ...close, taken: "pass", cost: 0, verdict: "best" };
  assert.match(markMarkup(best, "pass"), /mark-good[^>]*>✓ good</);
  assert.match(listMark({ ...best, verdict: undefined }), /mk-good/);
});

test("every catalogue words the close mark and the made bid's cost in the summary", () => {
  const words = {
    en: [["close", "hint"], ["made", "passing", "could see"]],
    fr: [["proche", "conseil"], ["réussi", "passer", "voyiez"]],
    "pt-BR": [["quase", "dica"], ["cumprido", "passar", "você via"]],
    ru: [["почти", "подсказка"], ["контракт выполнен", "спасовать", "видели"]],
  };
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const L = cat.learn;
    const short = L.closeMark("K♥");
    const label = L.closeMarkLabel("A♥", "K♥");
    const made = L.costliestMade("7 ♥", "pass", 1.25);
    for (const w of words[lang][0]) assert.ok(short.includes(w) || label.includes(w), `${lang}: ${short} / ${label}`);
    for (const w of words[lang][1]) assert.ok(made.includes(w), `${lang}: ${made}`);
    assert.ok(short.includes("K♥") && label.includes("K♥") && label.includes("A♥"), `${lang}: ${label}`);
    assert.match(made, /1[.,]3/, `${lang}: ${made}`);
    assert.ok(!/undefined|NaN/.test(short + label + made), lang);
    // the cost help tells that the marks are the hint's judgement, the par hindsight
    assert.ok(L.costHelp.includes("✓") && L.costHelp.includes("≈") && L.costHelp.includes("✗"), `${lang}: ${L.costHelp}`);
    // ... and that ✗ marks the made bid too, in the words its pill uses
    assert.ok(L.costHelp.includes(L.madeBut("pass", 1).split(/[ ,]/)[0]) || lang === "ru", `${lang}: ${L.costHelp}`);
  }
});

test("the summary names a made bid's cost without 'pass was better'", () => {
  const run = { contract, handSize: 12, steps: [] };
  const decisions = [
    { step: 6, kind: "call", taken: "7H", recommended: "pass", cost: 1.25, good: false, verdict: "costly" },
    { step: 14, kind: "card", taken: "AH", recommended: "AH", cost: 0, good: true, verdict: "best" },
  ];
  const data = { result: { contract, made: true, tricks: { NS: 8, EW: 4 }, score: { NS: 8, EW: 4 } }, par: null, par_status: "too_long", decisions };
  const html = summaryMarkup({ run, data, early: false, incomplete: false, helpOpen: false });
  assert.match(html, /costliest: 7 hearts, made — but from what you could see, passing was worth about 1\.3 points more on average/);
  assert.doesNotMatch(html, /was better/);
  // set: the plain wording stays
  const set = { ...data, result: { ...data.result, made: false } };
  assert.match(summaryMarkup({ run, data: set, early: false, incomplete: false, helpOpen: false }), /costliest: 7 hearts; pass was better by about 1\.3 points/);
});

test("one symbol, one meaning: ≈ only for close, ✗ for every costly decision, made or not", () => {
  const made = { kind: "call", step: 6, taken: "7H", recommended: "pass", cost: 1.3, good: false, made: true };
  const close = { kind: "call", step: 2, taken: "5H", recommended: "pass", cost: 0.2, good: true, verdict: "close" };
  const bad = { kind: "card", step: 9, taken: "AH", recommended: "KH", cost: 0.9, good: false };
  const sym = (html) => />([^<])<\/span>$/.exec(html)[1];
  assert.equal(sym(listMark(close)), "≈");
  assert.equal(sym(listMark(made)), "✗");
  assert.equal(sym(listMark(bad)), "✗");
  assert.ok(!markMarkup(made, "7 hearts").includes("≈"));
});

test("a marked call or card is named once in what a screen reader reads", () => {
  // markLabel (English here: the page's language) words the whole decision ...
  const made = { kind: "call", step: 6, taken: "7NT", recommended: "6NT", cost: 0.7, good: false, made: true };
  const good = { kind: "card", step: 9, taken: "AH", recommended: "AH", cost: 0, good: true };
  const en = CATALOGUES.en;
  const label = en.learn.seatSays(en.seatName("S"), markLabel(made, "7NT"));
  assert.equal(label, "You: 7 no trump: the contract was made, but 6 no trump was worth more, by about 0.7 points of expected margin");
  assert.equal(en.learn.seatSays(en.seatName("S"), markLabel(good, "AH")), `You: ${en.learn.actionWords("AH")}: good`);
  assert.equal(markLabel(null, "7NT"), "");
  // ... and in every catalogue the seat's label names the action once
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const L = cat.learn;
    const what = L.actionWords("7NT");
    const said = L.seatSays(cat.seatName("S"), L.madeButLabel(what, "6NT", 0.7));
    assert.equal(said.split(what).length - 1, 1, `${lang}: ${said}`);
    assert.ok(said.startsWith(cat.seatName("S")), `${lang}: ${said}`);
  }
  // French: a narrow no-break space before the colon ("Vous : …")
  assert.equal(CATALOGUES.fr.learn.seatSays("Vous", "x"), "Vous\u202f: x");
});

test("French and Portuguese: a cost below 2 points (as shown) takes the singular", () => {
  const fr = CATALOGUES.fr.learn;
  const pt = CATALOGUES["pt-BR"].learn;
  assert.match(fr.betterLabel("A♥", "K♥", 0.7), /d’environ 0,7 point d’écart/);
  assert.match(fr.betterLabel("A♥", "K♥", 1.94), /d’environ 1,9 point d’écart/);
  assert.match(fr.betterLabel("A♥", "K♥", 1.96), /d’environ 2,0 points d’écart/);
  assert.match(fr.madeButLabel("7NT", "6NT", 0.7), /0,7 point d’écart/);
  assert.match(fr.costliestMade("7 sans atout", "6NT", 0.7), /environ 0,7 point de plus/);
  assert.match(fr.costliestMade("7 sans atout", "6NT", 2.3), /environ 2,3 points de plus/);
  assert.match(fr.costliest("7 sans atout", 1.1, null), /environ 1,1 point perdu$/);
  assert.match(fr.costliest("7 sans atout", 3.1, null), /environ 3,1 points perdus$/);
  assert.match(pt.betterLabel("A♥", "K♥", 0.7), /cerca de 0,7 ponto de saldo/);
  assert.match(pt.betterLabel("A♥", "K♥", 2.5), /cerca de 2,5 pontos de saldo/);
  assert.match(pt.costliestMade("7 sem trunfo", "6NT", 1.1), /cerca de 1,1 ponto a mais/);
  assert.match(pt.costliest("7 sem trunfo", 0.7, null), /0,7 ponto perdido$/);
  // "12 bonnes décisions sur 13", not "12 décisions bonnes"
  assert.equal(fr.score(12, 13, null, 0), "12 bonnes décisions sur 13");
  assert.equal(fr.score(1, 13, null, 0), "1 bonne décision sur 13");
});
