// Taking this browser's player elsewhere and bringing another device's player
// here are opposite actions: they have distinct names, in every language
// (fresh-user check: "Played on another device? Enter that player's code
// here…" followed by a link "Continue on another device"; the "You" page used
// one phrase for both sections).

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";

for (const [lang, cat] of Object.entries(CATALOGUES)) {
  const D = cat.daily;
  test(`${lang}: the two device actions have distinct names, each pointing at the other`, () => {
    assert.notEqual(D.codeTitle, D.adoptTitle);
    assert.notEqual(D.codeTitle, D.adoptLabel, "the section is not named like the input field");
    // the code's section tells where to enter the code on the other device
    assert.ok(D.codeExplain.includes(D.adoptTitle), D.codeExplain);
    // the daily menu's line asks, and its link (adoptTitle) names the action; it
    // does not say "enter the code here" of a form it lacks (adoptExplain)
    assert.ok(D.adoptInvite && D.adoptInvite !== D.adoptExplain);
    assert.ok(D.adoptInvite.trim().endsWith("?"), D.adoptInvite);
  });
}

test("English names", () => {
  const D = CATALOGUES.en.daily;
  assert.equal(D.codeTitle, "Take your player to another device");
  assert.equal(D.adoptTitle, "Bring a player from another device");
});
