// French text uses the typographic apostrophe ’ throughout (fresh-user check:
// "d'environ", "d'écart", "d'après" had straight ones among the ’).  The French
// catalogues' source is searched, its comments left out: the catalogues hold
// no other straight apostrophe (their code quotes with " and `).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const DIR = new URL("../../../src/bideuchre/web/js/i18n/", import.meta.url);
const FILES = ["fr.js", "fr-learn.js", "rules-fr.js", "refusals/fr.js"];

/** The file's text without its comments (// to the end of a line, and /* … *\/). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/\s\/\/ .*$/gm, "");
}

for (const file of FILES) {
  test(`${file}: no straight apostrophe in French text`, () => {
    const lines = withoutComments(readFileSync(new URL(file, DIR), "utf8")).split("\n");
    const bad = lines.map((l, i) => [i + 1, l.trim()]).filter(([, l]) => l.includes("'"));
    assert.deepEqual(bad, []);
  });
}
