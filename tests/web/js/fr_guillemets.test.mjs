// French guillemets hold their words with a no-break space (« Vous »): with
// a plain one a line could end on « (seen on the "You" page at 1280 px:
// "dans «" / "Reprendre un joueur…").

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const DIR = new URL("../../../src/bideuchre/web/js/i18n/", import.meta.url);

for (const name of ["fr.js", "fr-learn.js"]) {
  test(`${name}: no plain space inside « … »`, () => {
    const code = readFileSync(new URL(name, DIR), "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\/\*\*|\*)/.test(line)) // comments may quote freely
      .join("\n");
    assert.ok(code.includes("«"), name);
    assert.doesNotMatch(code, /« | »/);
  });
}
