// Issue 12's pure modules: the record stepper (src/bideuchre/web/js/replay.js)
// against hands the engine played (tests/web/fixtures, made by
// tests/web/review_fixture.py), and the Why? / hint sentences (why.js).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { CATALOGUES, M } from "../../../src/bideuchre/web/js/messages.js";
import { contractOf, decisionSummary, handsOf, sortCards, stepRecord, trickWinner } from "../../../src/bideuchre/web/js/replay.js";
import { callWhy, cardWhy, hintSentence, noteStoredWhys, noteWhys, passReason, whySentence } from "../../../src/bideuchre/web/js/why.js";

const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"));
const L = M.learn;

test("a whole 12-card hand steps from the deal to the last trick, as the engine scored it", () => {
  const review = fixture("review");
  const rec = review.record;
  const run = stepRecord(rec, review.result);
  assert.equal(run.steps.length, rec.calls.length + rec.play.length);
  assert.equal(run.frames.length, run.steps.length + 1);
  const first = run.frames[0];
  for (const s of ["N", "E", "S", "W"]) assert.equal(first.hands[s].length, 12, `${s} holds 12 cards as dealt`);
  const end = run.frames[run.frames.length - 1];
  for (const s of ["N", "E", "S", "W"]) assert.deepEqual(end.hands[s], [], `${s} has played every card`);
  assert.deepEqual(end.tricks, review.result.tricks, "the tricks each side took are the engine's");
  assert.equal(end.done.length, 12);
  assert.deepEqual(run.contract, review.result.contract);
  // the steps are numbered as the server's review numbers them
  for (const d of review.decisions) assert.equal(run.steps[d.step].seat, "S", `step ${d.step} is South's`);
  for (const w of review.why) assert.equal(run.steps[w.step].seat, w.seat, `step ${w.step} is ${w.seat}'s`);
  for (const d of review.decisions) assert.equal(run.steps[d.step].action, d.taken);
});

test("the trick winner worked out for display agrees with the engine on every trick played", () => {
  for (const name of ["review", "review_alone"]) {
    const review = fixture(name);
    const run = stepRecord(review.record, review.result);
    const end = run.frames[run.frames.length - 1];
    end.done.forEach((t, n) => assert.equal(trickWinner(t.plays, run.contract.denomination), t.winner, `${name}, trick ${n + 1}`));
  }
});

test("a lone hand: the exchange is one step, tricks have three cards, the partner sits out", () => {
  const review = fixture("review_alone");
  const rec = review.record;
  const run = stepRecord(rec, review.result);
  const ex = run.steps.findIndex((s) => s.kind === "exchange");
  assert.equal(ex, rec.calls.length);
  assert.equal(run.steps[ex].seat, run.contract.declarer);
  const after = run.frames[ex + 1];
  assert.equal(after.hands[run.contract.declarer].length, 12, "the declarer holds 12 after the exchange (D6)");
  assert.equal(after.hands.N.length, 12 - rec.exchange.k, "the partner's passed cards left its hand");
  assert.equal(after.sittingOut, "N");
  assert.ok(run.frames[run.frames.length - 1].done.every((t) => t.plays.length === 3));
  assert.deepEqual(run.frames[run.frames.length - 1].tricks, review.result.tricks);
});

test("records: a game record's hands, and anything else is refused", () => {
  const game = fixture("record");
  assert.equal(handsOf(game).length, 2);
  assert.equal(handsOf(game)[0].rules, game.rules);
  assert.equal(handsOf(fixture("review").record).length, 1);
  for (const bad of [null, 5, "x", {}, { hands: [] }, { hands: [1, 2] }]) assert.throws(() => handsOf(bad), /not_a_record/);
});

test("R4, R5, R7 for display: bowers, trump over the suit led, the first of two identical cards", () => {
  assert.equal(trickWinner([["N", "AH"], ["E", "JD"], ["S", "KH"], ["W", "JH"]], "H"), "W", "the right bower");
  assert.equal(trickWinner([["N", "AS"], ["E", "JD"], ["S", "KS"], ["W", "9S"]], "H"), "E", "the left bower is a trump");
  assert.equal(trickWinner([["N", "AS"], ["E", "AS"], ["S", "KS"]], "C"), "N", "identical cards: the first played");
  assert.equal(trickWinner([["N", "9S"], ["E", "AH"], ["S", "TS"], ["W", "JD"]], "NT"), "S", "no trump: the suit led");
  assert.equal(trickWinner([["N", "9S"], ["E", "JS"]], "NT"), "E", "no trump: jacks are plain");
  assert.deepEqual(sortCards(["9H", "JD", "AS", "JH", "AH"], "H"), ["JH", "JD", "AH", "9H", "AS"]);
  assert.deepEqual(contractOf([{ seat: "N", call: "5H" }, { seat: "E", call: "alone S" }], 12), { declarer: "E", bid: 12, denomination: "S", alone: true });
  assert.equal(contractOf([{ seat: "N", call: "pass" }], 12), null);
});

test("Why? sentences from the codes, a generic one for a code the page does not know", () => {
  const cv = { code: "call_value", params: { call: "6H", expected: 6.8, partner_expected: 2.5, alternatives: [{ call: "7H", value: -0.4 }] } };
  assert.equal(whySentence(cv, "E", "6H"), `${L.whyCallExpected("E", "H", 6.8)} ${L.whyAlternatives([{ call: "7H", value: -0.4 }])}`);
  assert.match(whySentence(cv, "E", "6H"), /^East expected about 6\.8 tricks for its side in hearts\. Other calls it weighed \(expected points\): 7 hearts −0\.4\./);
  assert.match(whySentence({ code: "call_pass", params: { best_call: "5H", expected: 4.1 } }, "N", "pass"), /North passed: its best bid, 5 hearts, promised only about 4\.1 tricks/);
  const cc = { code: "card_candidates", params: { card: "AS", candidates: [{ card: "AS", value: 7.2 }, { card: "KS", value: 6.9 }] } };
  assert.match(whySentence(cc, "W", "AS"), /West compared A♠ \(7\.2\), K♠ \(6\.9\)/);
  assert.equal(whySentence({ code: "only_legal", params: {} }, "N", "9C"), L.whyOnlyLegal("N", "9C"));
  assert.equal(whySentence({ code: "brand_new", params: {} }, "N", "9C"), L.whyUnknown("N"));
  // the server may leave numbers out (null): the sentence says what it can
  assert.equal(whySentence({ code: "call_value", params: { call: "6H", expected: null } }, "N", "6H"), L.whyCallBest("N", "6H"));
  assert.equal(whySentence({ code: "call_value", params: { call: "6H", expected: 6.1, partner_expected: null } }, "N", "6H"), L.whyCallExpected("N", "H", 6.1));
  // partner_expected is not partner's share (the side's tricks over the hand's with an
  // average partner, bots/explain.py): never said, whatever its size
  for (const share of [0.02, 0.3, 2.5]) {
    assert.equal(whySentence({ code: "call_value", params: { call: "7S", expected: 7.1, partner_expected: share } }, "N", "7S"), L.whyCallExpected("N", "S", 7.1));
  }
  assert.equal(whySentence({ code: "only_legal", params: { action: "KS" } }, "W", "KS"), L.whyOnlyLegal("W", "KS"));
  assert.equal(whySentence({ code: "only_legal", params: { action: "pass" } }, "W", "pass"), L.whyOnlyCall("W", "pass"));
  assert.equal(whySentence({ code: "exchange_rule", params: { action: "pass AS" } }, "N", "pass AS"), L.whyExchange("N"));
  assert.equal(whySentence(null, "N", "9C"), L.whyNone);
  // a live CPU card (card_hidden): the card played only, whatever the seat weighed
  assert.equal(whySentence({ code: "card_hidden", params: { card: "QH" } }, "E", "QH"), L.whyCardHidden("E", "QH"));
  assert.match(L.whyCardHidden("E", "QH"), /^East played Q♥\. .*hand review once the hand is over\.$/);
  assert.equal(whySentence({ code: "card_hidden", params: {} }, "E", "QH"), L.whyCardHidden("E", "QH"));
  // a live pass carries no params (its best bid would name the suits it holds)
  assert.equal(whySentence({ code: "call_pass", params: {} }, "W", "pass"), L.whyPass("W", null));
  // the old live card object, with a count of the seat's other cards, is no longer read
  assert.equal(whySentence({ code: "card_value", params: { card: "QH", value: 6.5, next_best: { value: 6.4 }, choices: 4 } }, "E", "QH"), L.whyUnknown("E"));
  assert.equal(hintSentence("AS", cc), `${L.hintPlay("AS")} — ${L.hintCandidates(cc.params.candidates)}`);
  // fresh-user check: "Bid 4 spades — your side can expect about 4.4 tricks, about 0.3 of
  // them from North" on a hand without an ace or a bower: the figure was the side's tricks
  // over what South's hand promises with an average partner, not North's share; now left out
  assert.equal(hintSentence("6H", cv), `${L.hintCall("6H")} — ${L.hintCallExpected(6.8)}`);
  assert.equal(hintSentence("4S", { code: "call_value", params: { call: "4S", expected: 4.4, partner_expected: 0.3 } }), "Bid 4 spades — your side can expect about 4.4 tricks.");
  const cv0 = { code: "call_value", params: { expected: 6.8, partner_expected: 0.02 } };
  assert.equal(hintSentence("6H", cv0), `${L.hintCall("6H")} — ${L.hintCallExpected(6.8)}`);
  assert.doesNotMatch(hintSentence("6H", cv0), /North/);
  assert.equal(hintSentence("pass", { code: "whatever" }), L.hintCall("pass"));
  // a hinted bid above the side's tricks says why: passing is worth even less (pass_value)
  const above = { code: "call_value", params: { call: "6H", expected: 5.7, value: -4.5, pass_value: -5.1 } };
  assert.equal(
    hintSentence("6H", above),
    "Bid 6 hearts — your side can expect about 5.7 tricks; bidding is still worth more than passing (−4.5 points against −5.1): letting the opponents have the contract costs more.",
  );
  // the tricks cover the bid, no pass value (an older server), or figures shown alike: the short reason
  for (const params of [{ ...above.params, expected: 6.1 }, { ...above.params, pass_value: null }, { ...above.params, pass_value: -4.5 }]) {
    assert.equal(hintSentence("6H", { code: "call_value", params }), `${L.hintCall("6H")} — ${L.hintCallExpected(params.expected)}`);
  }
  for (const [lang, cat] of Object.entries(CATALOGUES)) assert.equal(typeof cat.learn.hintCallAbove, "function", lang);
});

test("the hand in progress (GET /record): the other seats show only the cards they played", () => {
  const rec = JSON.parse(JSON.stringify(fixture("review").record));
  const played = rec.play.slice(0, 6);
  for (const seat of ["N", "E", "W"]) rec.hands[seat] = played.filter((p) => p.startsWith(seat)).map((p) => p.slice(2));
  rec.play = played;
  rec.complete = false;
  rec.hidden = { N: 10, E: 10, W: 11 };
  const run = stepRecord(rec, null);
  const end = run.frames[run.frames.length - 1];
  for (const seat of ["N", "E", "W"]) assert.deepEqual(end.hands[seat], [], `${seat}: nothing seen but its cards played`);
  assert.equal(end.hands.S.length, 12 - played.filter((p) => p.startsWith("S")).length);
  assert.equal(end.done.length, 1, "one trick complete");
  assert.equal(end.trick.plays.length, 2, "two cards of the second trick");
  assert.equal(end.trick.winner, null);
});

test("the reasons read back after a reload are found where the live ones were; an undone call loses its reason", () => {
  const why = { code: "call_pass", params: { best_call: "3H", expected: 2.1 } };
  const card = { code: "card_hidden", params: { card: "AS" } };
  const m = { id: "g_reload", hand_number: 2, calls: [{ seat: "W", call: "pass" }, { seat: "N", call: "3H" }], tricks_played: 1 };
  assert.equal(callWhy(m, 1), undefined);
  noteStoredWhys("g_reload", { hand_number: 2, calls: [{ index: 1, seat: "N", why }], cards: [{ trick: 1, seat: "E", why: card }] });
  assert.deepEqual(callWhy(m, 1), why);
  assert.deepEqual(cardWhy(m, 1, "E"), card);
  assert.equal(callWhy({ ...m, hand_number: 3 }, 1), undefined, "another hand's call");
  assert.equal(callWhy({ ...m, id: "g_other" }, 1), undefined, "another game's call");
  noteStoredWhys("g_reload", { hand_number: "2", calls: [{ index: 0, seat: "W", why }] });
  assert.equal(callWhy(m, 0), undefined, "a malformed answer is ignored");
  // after an undo the same call comes again without a reason: the old one goes
  noteWhys({ ...m, calls: m.calls.slice(0, 1) }, { view: m, events: [{ type: "called", seat: "N", call: "4H" }] });
  assert.equal(callWhy(m, 1), undefined);
});

test("the review's summary names the costliest decision; costs are never added up", () => {
  // The decisions of a hand reviewed on 2 December (a scripted bad South):
  // summed, their costs made 34.2 points on a hand whose net swing is at
  // most 72 and whose real loss against the par was 1 (docs/api.md, Review).
  const ds = [
    { step: 2, kind: "call", taken: "8NT", recommended: "6C", cost: 7.4, good: false },
    { step: 6, kind: "call", taken: "12H", recommended: "pass", cost: 26.2, good: false },
    { step: 7, kind: "card", taken: "KC", recommended: "AC", cost: 0.6, good: false },
    { step: 13, kind: "card", taken: "AH", recommended: "9H", cost: 0.0, good: true },
    { step: 26, kind: "card", taken: "9C", recommended: "AC", cost: 0.2, good: true },
    { step: 30, kind: "exchange", taken: "give QS", recommended: "give AS", cost: null, good: null },
  ];
  const s = decisionSummary(ds);
  assert.equal(s.good, 2);
  assert.equal(s.judged, 5);
  assert.equal(s.worst.step, 6);
  assert.equal(s.worst.cost, 26.2);
  assert.deepEqual(s.unjudged.map((d) => d.step), [30]);
  assert.deepEqual(decisionSummary([{ cost: 0.0, good: true }]), { good: 1, judged: 1, worst: null, unjudged: [], forced: [] });
  assert.deepEqual(decisionSummary(undefined), { good: 0, judged: 0, worst: null, unjudged: [], forced: [] });
  const want = {
    // what the better choice would have gained, as a positive number (a
    // saving read "about −3.2 points of margin" before)
    en: ["2 of 5 decisions good · costliest: ", "; pass was better by about 26.2 points"],
    fr: ["2 bonnes décisions sur 5 · la plus coûteuse : ", " ; passe valait mieux, d’environ 26,2 points"],
    "pt-BR": ["2 de 5 decisões boas · a mais cara: ", "; passo era melhor, por cerca de 26,2 pontos"],
    ru: ["верных решений: 2 из 5 · самая дорогая ошибка: ", "; лучше было пас — примерно на 26,2 очка"],
  };
  for (const [lang, [head, tail]] of Object.entries(want)) {
    const L = CATALOGUES[lang].learn;
    const text = L.score(s.good, s.judged, L.actionWords(s.worst.taken), s.worst.cost, L.actionWords(s.worst.recommended));
    assert.ok(text.startsWith(head) && text.endsWith(tail), `${lang}: ${text}`);
    assert.ok(!text.includes("−"), `${lang}: ${text}`);
    // the summary draws the costliest part as a link (review_marks.js): the same words
    const worst = L.costliest(L.actionWords(s.worst.taken), s.worst.cost, L.actionWords(s.worst.recommended));
    assert.equal(`${L.score(s.good, s.judged, null, 0)} · ${worst}`, text, lang);
    assert.ok(!L.costliest("x", 1.5).includes("−") && /1[.,]5/.test(L.costliest("x", 1.5)), lang);
    // a call's mark: the better choice and what it would have gained, positive
    const mark = L.better(L.actionWords("pass"), 0.8);
    assert.ok(mark.includes(L.actionWords("pass")) && /0[.,]8/.test(mark), `${lang}: ${mark}`);
    assert.ok(!mark.includes("−") && !L.betterLabel("x", L.actionWords("pass"), 0.8).includes("−"), lang);
    assert.ok(!/34[.,]2/.test(text), lang);
    assert.equal(L.score(1, 1, null, 0).includes("·"), false, lang);
    // a decision not valued is named as not judged, never counted as good
    const partial = L.score(12, 12, null, 0, null, 1, L.actionWords("alone H"));
    assert.ok(partial.includes(L.actionWords("alone H")) && partial.includes("12"), `${lang}: ${partial}`);
    assert.notEqual(partial, L.score(12, 12, null, 0), lang);
    // the neutral mark of such a decision says it in the summary's words
    assert.ok(partial.includes(`${L.notJudged}`), `${lang}: ${partial} / ${L.notJudged}`);
    assert.ok(L.notJudgedLabel("x").startsWith("x") && L.notJudgedLabel("x").includes(L.notJudged), lang);
    assert.ok(L.costHelpLabel.length > 5, lang);
    assert.ok(L.costHelp.length > 100, lang);
  }
});

test("a pass whose best bid's tricks covered it says passing was worth more, with both values", () => {
  // the fresh user's case: East bid 7♥; North's best bid, 8♠, expected 8.6 tricks (enough for 8)
  const why = { code: "call_pass", params: { best_call: "8S", expected: 8.6, value: 11.6, best_value: 2.6, alternatives: [{ call: "8S", value: 2.6 }] } };
  const s = whySentence(why, "N", "pass");
  assert.equal(s, "North passed: its best bid, 8 spades, expected about 8.6 tricks, but passing was worth more (+11.6 expected points against +2.6 for 8 spades).");
  assert.doesNotMatch(s, /promised only/);
  // short of the bid: the old reason stays
  assert.match(whySentence({ code: "call_pass", params: { best_call: "8S", expected: 7.4, value: 1.0, best_value: -3.0 } }, "N", "pass"), /promised only about 7\.4 tricks/);
  // exactly the bid is not short
  assert.match(whySentence({ code: "call_pass", params: { best_call: "8S", expected: 8.0, value: 1.0, best_value: -3.0 } }, "W", "pass"), /^West passed: .*passing was worth more \(\+1\.0 expected points against −3\.0/);
  // an older record without best_value: no figures, still no contradiction
  assert.equal(whySentence({ code: "call_pass", params: { best_call: "8S", expected: 8.6, value: 11.6 } }, "N", "pass"), "North passed: its best call, 8 spades, expected about 8.6 tricks, but it judged passing the safer call.");
  // the bid was worth more, but by less than the CPU's margin over passing
  assert.equal(
    whySentence({ code: "call_pass", params: { best_call: "8S", expected: 8.6, value: -3.6, best_value: -3.1, margin: 0.5 } }, "N", "pass"),
    "North passed: its best bid, 8 spades, expected about 8.6 tricks and was worth −3.1 expected points against −3.6 for passing — not the lead of 0.5 points over passing it asks of a bid.",
  );
  // worth more by more than the margin (its chance to make was too low), or an alone call worth more: no false figure
  assert.match(whySentence({ code: "call_pass", params: { best_call: "8S", expected: 8.6, value: -3.6, best_value: 1.0, margin: 0.5 } }, "N", "pass"), /judged passing the safer call\.$/);
  assert.match(whySentence({ code: "call_pass", params: { best_call: "alone H", expected: 6.0, value: -3.0, best_value: 2.0, margin: null } }, "N", "pass"), /judged passing the safer call\.$/);
  // an alone call's need is not known: the values give the reason
  assert.match(whySentence({ code: "call_pass", params: { best_call: "alone H", expected: 6.0, value: 3.0, best_value: -8.0 } }, "E", "pass"), /passing was worth more/);
  // South's hint reads the same way
  assert.match(hintSentence("pass", why), /your best bid, 8 spades, expects about 8\.6 tricks, but passing is worth more \(\+11\.6 expected points against \+2\.6\)/);
  assert.match(hintSentence("pass", { code: "call_pass", params: { best_call: "8S", expected: 7.4, value: 1, best_value: -3 } }), /promises only about 7\.4/);
});

test("a bid says why not higher: its value against the bid one trick higher", () => {
  const why = {
    code: "call_value",
    params: { call: "8C", expected: 10.2, partner_expected: null, value: 7.1, higher: { call: "9C", value: 6.4 }, alternatives: [{ call: "9C", value: 6.4 }, { call: "7C", value: 5.9 }, { call: "6C", value: 3.4 }] },
  };
  const s = whySentence(why, "N", "8C");
  assert.equal(
    s,
    "North expected about 10.2 tricks for its side in clubs. 8 clubs was worth about +7.1 expected points and 9 clubs +6.4: a made contract scores the tricks taken, not the bid, so a higher bid scores no more when made and loses more when set. Other calls it weighed (expected points): 7 clubs +5.9, 6 clubs +3.4.",
  );
  // no higher bid weighed (or one worth more: not this reason): the sentence stays as it was
  const plain = whySentence({ code: "call_value", params: { ...why.params, higher: null } }, "N", "8C");
  assert.doesNotMatch(plain, /a higher bid/);
  assert.match(plain, /9 clubs \+6\.4/);
  assert.doesNotMatch(whySentence({ code: "call_value", params: { ...why.params, higher: { call: "9C", value: 8.0 } } }, "N", "8C"), /a higher bid/);
});

test("a pass whose value and its best bid's round alike is never 'worth more' (0.0 against 0.0)", () => {
  // the tester's first call: "passing is worth more (0.0 expected points against 0.0)"
  const tie = { code: "call_pass", params: { best_call: "7NT", expected: 7.3, value: 0.0, best_value: 0.0, margin: 0.5, alternatives: [] } };
  assert.equal(passReason("7NT", tie.params), "margin");
  assert.equal(hintSentence("pass", tie), `${L.hintCall("pass")} — ${L.hintPassCautious("7NT", 7.3)}`);
  assert.doesNotMatch(hintSentence("pass", tie), /worth more/);
  assert.equal(whySentence(tie, "W", "pass"), L.whyPassMargin("W", "7NT", 7.3, 0.0, 0.0, 0.5));
  // no margin (an alone call, or none recorded): the safer call
  const noMargin = { code: "call_pass", params: { ...tie.params, margin: null } };
  assert.equal(passReason("7NT", noMargin.params), "cautious");
  assert.equal(whySentence(noMargin, "W", "pass"), L.whyPassCautious("W", "7NT", 7.3));
  // a pass that is worth more in the figures shown still says so
  const more = { code: "call_pass", params: { ...tie.params, value: 0.1 } };
  assert.equal(passReason("7NT", more.params), "worth");
  assert.match(hintSentence("pass", more), /worth more/);
});

test("the new Why? words in all four languages hold the figures and the right plural", () => {
  const want = {
    en: { worth: /passing was worth more \(\+11\.6 .*\+2\.6/, higher: /\+7\.1.*\+6\.4.*the tricks taken, not the bid.*loses more when set/ },
    fr: { worth: /passer valait plus \(\+11,6 .*\+2,6/, higher: /\+7,1.*\+6,4.*pas l’enchère.*chute/ },
    "pt-BR": { worth: /passar valia mais \(\+11,6 .*\+2,6/, higher: /\+7,1.*\+6,4.*não o lance.*custa mais/ },
    ru: { worth: /пас стоил больше \(ожидаемые очки: \+11,6 против \+2,6/, higher: /\+7,1.*\+6,4.*а не размер заявки.*недоборе/ },
  };
  for (const [lang, re] of Object.entries(want)) {
    const L = CATALOGUES[lang].learn;
    assert.match(L.whyPassWorth("N", "8S", 8.6, 11.6, 2.6), re.worth, lang);
    assert.doesNotMatch(L.whyPassWorth("N", "8S", 8.6, null, null), /\d\.\d.*\d\.\d.*\d\.\d|11/, lang);
    assert.match(L.whyCallHigher("8C", 7.1, "9C", 6.4), re.higher, lang);
    assert.match(L.whyPassMargin("N", "8S", 8.6, -3.6, -3.1, 0.5), /8[.,]6.*−3[.,]1.*−3[.,]6.*0[.,]5/, lang);
    assert.match(L.whyPassCautious("N", "8S", 8.6), /8[.,]6/, lang);
    assert.match(L.hintPassCautious("8S", 8.6), /8[.,]6/, lang);
    assert.match(L.hintPassWorth("8S", 8.6, 11.6, 2.6), /11[.,]6.*2[.,]6/, lang);
    // a live CPU card says no count of its other cards and no value (they come from its hidden hand)
    assert.match(L.whyCardHidden("N", "KS"), /♠/, lang);
    assert.doesNotMatch(L.whyCardHidden("N", "KS"), /\d/, lang);
  }
});

test("the Russian pass hint never reads 'Pass is your best bid' (fresh-user check)", () => {
  // "Пас — лучшая ваша заявка, 7 треф, ..." read in Russian as "Pass is your best bid, 7 clubs"
  const L = CATALOGUES.ru.learn;
  for (const s of [L.hintPass("7C", 7.9), L.hintPassWorth("7C", 7.9, 2.0, 1.0), L.hintPassCautious("7C", 7.9)]) {
    assert.doesNotMatch(s, /^лучшая ваша заявка/, s);
    assert.match(s, /7[.,]9/, s);
  }
  assert.match(L.hintPassWorth("7C", 7.9, 2.0, 1.0), /^заявка .*\(лучшая из ваших\).*пас стоит больше/);
});

// The CPU's Why? of a card reads as the hint does (why.js orderedCandidates):
// the card played first, then the others best first by expected points, the
// figure the search chooses on (R12).  The server sends them by points, best
// first (bots/explain.py), so a card played that rated a little lower than
// another (the search keeps to the usual play) came second, and the tricks
// shown beside them read in no order.
test("the CPU's Why? of a card lists the card played first, then the others best first, as the hint does", () => {
  const candidates = [
    { card: "KS", value: 6.1, points: 1.4 },
    { card: "AS", value: 6.3, points: 1.2 },
    { card: "9S", value: 5.2, points: -0.8 },
    { card: "QS", value: 5.9, points: 0.3 },
  ];
  const why = { code: "card_candidates", params: { card: "AS", candidates } };
  assert.equal(
    whySentence(why, "W", "AS"),
    "West played A♠. Expected points for its side this hand: A♠ +1.2, K♠ +1.4, Q♠ +0.3, 9♠ −0.8. A♠ and K♠ were about equal: the difference was within the search's noise, so West kept the usual play, A♠.",
  );
  // the same order as South's hint of that position (which lists three)
  const order = (s) => [...s.matchAll(/([9TJQKA])♠/g)].map((m) => m[1]).join("");
  assert.equal(order(whySentence(why, "W", "AS").split(":")[1]).slice(0, 3), order(hintSentence("AS", why).split(":")[1].split(". ")[0]));
  // the card played rated best: no note
  assert.equal(whySentence({ code: "card_candidates", params: { card: "KS", candidates } }, "N", "KS"), "North played K♠. Expected points for its side this hand: K♠ +1.4, A♠ +1.2, Q♠ +0.3, 9♠ −0.8.");
  // an older record without points: tricks, the card played first, the others best first
  const old = { code: "card_candidates", params: { card: "QS", candidates: [{ card: "AS", value: 7.2 }, { card: "KS", value: 6.9 }, { card: "QS", value: 6.0 }] } };
  assert.match(whySentence(old, "E", "QS"), /^East compared Q♠ \(6\.0\), A♠ \(7\.2\), K♠ \(6\.9\) — /);
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const s = cat.learn.whyCandidatePoints("W", "AS", [candidates[1], candidates[0]], ["AS", "KS"]);
    assert.match(s, /\+1[.,]2, .*\+1[.,]4\. /, `${lang}: ${s}`);
  }
});

// French and Portuguese put a figure below 2 in the singular ("1,5 point",
// "1,9 ponto"), from 2 in the plural; English always the plural with a
// decimal; Russian's decimal form is the genitive singular ("1,5 очка")
// (Intl.PluralRules on the figure as shown, to a tenth: i18n/format.js).
test("expected points agree with their figure in every language", () => {
  const worth = (lang, value, best) =>
    CATALOGUES[lang].learn.whyPassWorth("N", "8S", 8.6, value, best);
  assert.match(worth("fr", 1.5, -0.4), /\(\+1,5 point espéré contre −0,4 pour/);
  assert.match(worth("fr", 2.0, 1.0), /\(\+2,0 points espérés contre/);
  assert.match(worth("fr", -1.96, 1.0), /\(−2,0 points espérés contre/);
  assert.match(worth("pt-BR", 0.6, -3.0), /\(\+0,6 ponto esperado contra −3,0 para/);
  assert.match(worth("pt-BR", 11.6, 2.6), /\(\+11,6 pontos esperados contra/);
  assert.match(worth("en", 1.0, 0.2), /\(\+1\.0 expected points against/);
  const margin = (lang, m) => CATALOGUES[lang].learn.whyPassMargin("N", "8S", 8.6, -3.6, -3.1, m);
  assert.match(margin("fr", 0.5), /l’avance de 0,5 point sur/);
  assert.match(margin("fr", 1.5), /l’avance de 1,5 point sur/);
  assert.match(margin("fr", 2.5), /l’avance de 2,5 points sur/);
  assert.match(margin("pt-BR", 1.5), /a vantagem de 1,5 ponto sobre/);
  assert.match(margin("pt-BR", 3.0), /a vantagem de 3,0 pontos sobre/);
  assert.match(margin("ru", 1.0), /запаса в 1,0 очка/);
  assert.match(margin("ru", 5.0), /запаса в 5,0 очка/);
  const higher = (lang, v) => CATALOGUES[lang].learn.whyCallHigher("8C", v, "9C", 0.4);
  assert.match(higher("fr", 0.9), /environ \+0,9 point espéré et/);
  assert.match(higher("pt-BR", 7.1), /cerca de \+7,1 pontos esperados e/);
  assert.match(CATALOGUES.fr.learn.hintPassWorth("8S", 8.6, 1.2, 0.4), /\(\+1,2 point espéré contre \+0,4\)/);
  assert.match(CATALOGUES["pt-BR"].learn.hintPassWorth("8S", 8.6, 2.2, 0.4), /\(\+2,2 pontos esperados contra \+0,4\)/);
  // the review's costs: as shown, to a tenth (1.96 shows "2,0": plural)
  assert.match(CATALOGUES.fr.learn.betterLabel("x", "A♠", 1.96), /d’environ 2,0 points d’écart/);
  assert.match(CATALOGUES.fr.learn.betterLabel("x", "A♠", 1.2), /d’environ 1,2 point d’écart/);
  assert.match(CATALOGUES["pt-BR"].learn.betterLabel("x", "A♠", 0.8), /cerca de 0,8 ponto de saldo/);
  assert.match(CATALOGUES.ru.learn.betterLabel("x", "A♠", 0.8), /примерно на 0,8 очка/);
  // a game won at a house-rule target of 1 point
  assert.match(CATALOGUES.en.winReasonTotal("NS", 1, 1), /reached 1 point \(target 1\)/);
  assert.match(CATALOGUES.fr.winReasonTotal("EW", 1, 1), /1 point \(objectif 1\)/);
  assert.match(CATALOGUES["pt-BR"].winReasonTotal("EW", 1, 1), /1 ponto \(meta 1\)/);
  assert.match(CATALOGUES.fr.winReasonTotal("EW", 32, 32), /32 points \(objectif 32\)/);
});

// fresh-user check: "12 of 13 decisions good" counted plays where only one
// card was legal (✓).  A forced decision (docs/api.md `forced`) is left out
// of the count, said apart, and shown without a mark, in every language.
test("forced decisions are not counted as good, and carry no mark", async () => {
  const { CATALOGUES } = await import("../../../src/bideuchre/web/js/messages.js");
  const { listMark, markLabel, markMarkup } = await import("../../../src/bideuchre/web/js/review_marks.js");
  const ds = [
    { step: 2, kind: "call", taken: "6C", recommended: "6C", cost: 0.0, good: true, verdict: "best", forced: false },
    { step: 9, kind: "card", taken: "KC", recommended: "AC", cost: 1.2, good: false, verdict: "costly", forced: false },
    { step: 13, kind: "card", taken: "AH", recommended: "AH", cost: 0.0, good: true, verdict: "best", forced: true },
    { step: 17, kind: "card", taken: "9H", recommended: "9H", cost: 0.0, good: true, verdict: "best", forced: true },
  ];
  const s = decisionSummary(ds);
  assert.equal(s.good, 1);
  assert.equal(s.judged, 2);
  assert.deepEqual(s.forced.map((d) => d.step), [13, 17]);
  const want = {
    en: "1 of 2 decisions good; 2 forced plays (the only legal choice) not counted",
    fr: "1 bonne décision sur 2 ; 2 coups forcés (seul choix permis) non comptés",
    "pt-BR": "1 de 2 decisões boas; 2 jogadas forçadas (única opção permitida) não contadas",
    ru: "верных решений: 1 из 2; не учтены вынужденные ходы (других не было): 2",
  };
  for (const [lang, text] of Object.entries(want)) {
    assert.equal(CATALOGUES[lang].learn.score(s.good, s.judged, null, 0, null, 0, "", s.forced.length), text, lang);
  }
  assert.equal(CATALOGUES.en.learn.score(1, 2, null, 0, null, 0, "", 1), "1 of 2 decisions good; 1 forced play (the only legal choice) not counted");
  assert.equal(listMark(ds[2]), "");
  assert.doesNotMatch(markMarkup(ds[2], "A♥"), /✓|✗|≈/);
  assert.match(markMarkup(ds[2], "A♥"), /only choice/);
  assert.equal(markLabel(ds[2], "AH"), "A♥: the only legal choice, not judged");
  assert.match(listMark(ds[0]), /✓/);
});
