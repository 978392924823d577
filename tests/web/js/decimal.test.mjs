// Decimals in the player's language (fresh-user check: the "You" page showed
// "Place moyenne 1.0", "Centile moyen 50.0" in French).

import assert from "node:assert/strict";
import { test } from "node:test";

import { decimal } from "../../../src/bideuchre/web/js/i18n/format.js";

test("one decimal in each language's format", () => {
  assert.equal(decimal("en", 1), "1.0");
  assert.equal(decimal("fr", 1), "1,0");
  assert.equal(decimal("pt-BR", 50), "50,0");
  assert.equal(decimal("ru", 62.5), "62,5");
  assert.equal(decimal("fr", 1234.56), "1234,6"); // no grouping
  assert.equal(decimal("fr", -2.25, 2), "−2,25");
});
