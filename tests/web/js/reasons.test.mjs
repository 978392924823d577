// Refusals in words (src/bideuchre/web/js/reasons.js, issue 10): a reason's
// code and parameters become the catalogue's sentence, the rule a link to
// "How to play" (#rules/R6); the server's English message is shown only for
// a code the page does not know.  (Node has no browser language: English.)

import assert from "node:assert/strict";
import { test } from "node:test";

import { asSentence, errorMarkup, errorText, reasonText, ruleLink, withRuleMarkup, withRulePlain } from "../../../src/bideuchre/web/js/reasons.js";

const follow = { code: "must_follow", params: { suit: "H", card: "TS", trump: "S", left_bower: null }, rule: "R6", message: "you must follow hearts" };

test("a reason's code is worded by the catalogue, not by its message", () => {
  assert.equal(reasonText({ ...follow, message: "IGNORED" }), "you must follow hearts");
  assert.equal(reasonText({ code: "no_such_code", params: {}, rule: null }), null);
  assert.equal(reasonText(null), null);
});

test("the rule is a link to its place in How to play", () => {
  assert.equal(ruleLink("R6"), '<a class="rule-link" href="#rules/R6" data-rule="R6">rule R6</a>');
  assert.equal(withRuleMarkup("a < b", follow), 'a &lt; b (<a class="rule-link" href="#rules/R6" data-rule="R6">rule R6</a>)');
  assert.equal(withRulePlain("you must follow hearts", follow), "you must follow hearts (rule R6)");
  assert.equal(withRulePlain("no rule", { code: "not_held", params: {}, rule: null }), "no rule");
  assert.equal(withRulePlain("odd", { code: "x", rule: "<b>" }), "odd");
});

test("a refused request says its reason, its code, or (unknown code) the server's words", () => {
  const err = (code, body) => ({ code, message: "English from the server", body: { code, ...body } });
  const illegal = err("illegal_action", { reason: follow });
  assert.equal(errorText(illegal), "Not allowed: you must follow hearts (rule R6)");
  assert.match(errorMarkup(illegal), /href="#rules\/R6"/);
  const name = err("bad_name", { reason: { code: "name_length", params: { min: 2, max: 20, length: 28 }, rule: null } });
  assert.equal(errorText(name), "Not allowed: a name has 2 to 20 characters (this one has 28)");
  assert.equal(errorText(err("not_your_turn", { reason: { code: "others_turn", params: { seat: "W" }, rule: null } })), "Wait for your turn.");
  assert.equal(errorText(err("not_your_turn", { reason: { code: "hand_over", params: {}, rule: "R2" } })), "Not allowed: the hand is over: deal the next one (rule R2)");
  assert.equal(errorText(err("bad_level", {})), "That CPU level is not offered.");
  assert.equal(errorText(err("bad_period", { periods: ["all", "week"] })), "Rankings are all-time or weekly.");
  assert.equal(errorText(err("brand_new_code", {})), "The server said: English from the server");
});

test("a refusal after a full stop (a refused card's label) starts with a capital", () => {
  // fresh-user check (pt-BR): "ás de espadas, trunfo. você precisa…"
  assert.equal(asSentence("you must follow hearts (rule R6)"), "You must follow hearts (rule R6)");
  assert.equal(asSentence("você precisa seguir o naipe de copas"), "Você precisa seguir o naipe de copas");
  assert.equal(asSentence("это ход"), "Это ход");
  assert.equal(asSentence(""), "");
});
