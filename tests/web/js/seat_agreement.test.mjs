// The seat words that follow a seat's name agree with it: "Вы" and "Vous" take
// the plural ("Вы: ещё не говорили", "Vous … ne jouez pas"), a CPU seat the
// singular (fresh-user check: the screen reader said "Вы: ещё не говорил").

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";

const ru = CATALOGUES.ru;
const fr = CATALOGUES.fr;

test("Russian: «Вы» takes the plural, a CPU seat the singular", () => {
  assert.equal(`${ru.seatName("S")}: ${ru.noCallsYet("S")}`, "Вы: ещё не говорили");
  assert.equal(`${ru.seatName("N")}: ${ru.noCallsYet("N")}`, "Север: ещё не говорил");
  assert.equal(ru.sittingOut("S"), "не играете");
  assert.equal(ru.sittingOut("N"), "не играет");
  assert.equal(ru.learn.passedCards("S", ["AS"]), "Вы отдали Т♠");
  assert.equal(ru.learn.passedCards("N", ["AS"]), "Север отдал Т♠");
});

test("French: « Vous » takes the vous form", () => {
  assert.equal(fr.sittingOut("S"), "ne jouez pas");
  assert.equal(fr.sittingOut("E"), "ne joue pas");
  assert.equal(fr.learn.passedCards("S", ["AS"]), "Vous avez passé A♠");
  assert.equal(fr.learn.passedCards("N", ["AS"]), "Nord a passé A♠");
});

test("every language words these for each seat", () => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    for (const s of ["N", "E", "S", "W"]) {
      assert.equal(typeof cat.noCallsYet(s), "string", `${lang} ${s}`);
      assert.ok(cat.sittingOut(s).length > 0, `${lang} ${s}`);
    }
  }
});
