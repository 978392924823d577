// House rules in the page (src/bideuchre/web/js/houserules.js): the rules
// value "Play again" and the New game dialog send, and the option controls.

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  changedOptions,
  dialogRules,
  gameRulesMarkup,
  optionsMarkup,
  requestRules,
  rulesForRequest,
} from "../../../src/bideuchre/web/js/houserules.js";
import { M } from "../../../src/bideuchre/web/js/messages.js";

// as GET /api/rules gives them
const DOUBLE = {
  copies: 2, target_score: 52, auction: "open", min_bid: 1, allow_no_trump: true, allow_alone: true,
  lone_exchange_max: 3, lone_exchange_mode: "up_to", lone_made_points: 24, lone_set_points: 24,
  all_pass: "redeal", win_rule: "eligible", hand_size: 12,
};
const SINGLE = {
  ...DOUBLE, copies: 1, target_score: 32, auction: "single_round", allow_alone: false,
  lone_exchange_max: 1, lone_made_points: 12, lone_set_points: 12, hand_size: 6,
};
const PRESETS = { "double-deck": DOUBLE, "single-deck": SINGLE };
const OPTIONS = [
  { name: "copies", type: "int", choices: null, min: 1, max: 2, description: "server words" },
  { name: "target_score", type: "int", choices: null, min: 1, max: 500, description: "server words" },
  { name: "auction", type: "choice", choices: ["single_round", "open"], min: null, max: null, description: "x" },
  { name: "min_bid", type: "int", choices: null, min: 1, max: 12, description: "x" },
  { name: "allow_alone", type: "bool", choices: null, min: null, max: null, description: "x" },
];
const NAMES = Object.keys(DOUBLE).filter((n) => n !== "hand_size");

test("Play again sends a custom game's every option, not the name 'custom'", () => {
  // the View's rules of a single-deck game to 21 with alone allowed
  const view = { name: "custom", ...SINGLE, target_score: 21, allow_alone: true };
  const sent = rulesForRequest(view);
  assert.equal(typeof sent, "object");
  assert.equal(sent.preset, "single-deck");
  assert.ok(!("name" in sent) && !("hand_size" in sent));
  const { preset, ...options } = sent;
  const { hand_size: handSize, ...expected } = { ...SINGLE, target_score: 21, allow_alone: true };
  assert.deepEqual(options, expected);
  // a double-deck custom game goes back to the double-deck preset
  assert.equal(rulesForRequest({ name: "custom", ...DOUBLE, min_bid: 4 }).preset, "double-deck");
  // a preset game sends its name
  assert.equal(rulesForRequest({ name: "single-deck", ...SINGLE }), "single-deck");
  assert.equal(rulesForRequest(null), null);
});

test("the dialog starts from the preset of the deck, with the options chosen before", () => {
  assert.deepEqual(dialogRules("single-deck", PRESETS), { preset: "single-deck", values: SINGLE });
  assert.deepEqual(dialogRules(undefined, PRESETS).preset, "double-deck");
  assert.deepEqual(dialogRules("no-such", PRESETS).preset, "double-deck");
  const chosen = dialogRules({ preset: "double-deck", copies: 1, target_score: 21 }, PRESETS);
  assert.equal(chosen.preset, "single-deck");
  assert.equal(chosen.values.target_score, 21);
  assert.equal(chosen.values.auction, "single_round");
  const again = dialogRules(rulesForRequest({ name: "custom", ...DOUBLE, min_bid: 4 }), PRESETS);
  assert.deepEqual(changedOptions(again.values, DOUBLE, NAMES), ["min_bid"]);
});

test("the dialog sends the preset's name, or the preset and the changed options", () => {
  assert.equal(requestRules("double-deck", { ...DOUBLE }, DOUBLE, NAMES), "double-deck");
  assert.deepEqual(requestRules("single-deck", { ...SINGLE, allow_alone: true, target_score: 21 }, SINGLE, NAMES), {
    preset: "single-deck",
    target_score: 21,
    allow_alone: true,
  });
});

test("each option is a proper control named and explained by the catalogue", () => {
  const html = optionsMarkup(OPTIONS, SINGLE);
  // a yes/no option is a checkbox, a choice radios, a number a bounded number input
  assert.match(html, /<input type="checkbox" id="opt-allow_alone" name="opt-allow_alone" aria-describedby/);
  assert.match(html, /<div class="house-opt house-choice" data-option="auction" id="opt-auction" role="radiogroup"/);
  assert.match(html, /<input type="radio" name="opt-auction" value="single_round" checked> <span>One round of calls<\/span>/);
  assert.match(html, /<input type="number" id="opt-target_score" name="opt-target_score" value="32" [^>]*min="1" max="500"/);
  // the lowest bid stops at the hand's size (6 cards in a single deck)
  assert.match(html, /id="opt-min_bid"[^>]* min="1" max="6"/);
  assert.match(optionsMarkup(OPTIONS, DOUBLE), /id="opt-min_bid"[^>]* min="1" max="12"/);
  // copies has words for its values: a select of the two decks
  assert.match(html, /<select id="opt-copies"[^>]*><option value="1" selected>One deck, 24 cards<\/option><option value="2">/);
  // the words are the catalogue's, never the server's English description
  assert.ok(html.includes(M.option.target_score.label) && html.includes(M.option.target_score.help));
  assert.ok(!html.includes("server words"));
});

test("a custom game's rules are listed against the preset of its deck", () => {
  const html = gameRulesMarkup({ name: "custom", ...SINGLE, target_score: 21, allow_alone: true }, PRESETS);
  assert.match(html, /<details class="pad-rules">/);
  assert.ok(html.includes(`${M.option.target_score.label}</span>: 21`));
  assert.ok(html.includes(`${M.option.allow_alone.label}</span>: ${M.optionYes}`));
  assert.ok(!html.includes(M.option.auction.label));
  assert.equal(gameRulesMarkup({ name: "single-deck", ...SINGLE }, PRESETS), "");
  assert.equal(gameRulesMarkup({ name: "custom", ...SINGLE, min_bid: 2 }, null), "");
});
