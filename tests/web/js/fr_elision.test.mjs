// French elides "que", "de", "le"... before a vowel: "la seule carte qu’Est
// pouvait jouer", never "que Est" (fresh-user check on the review's Why?).
// Every French catalogue function is called with East or West in each
// argument it will take, and its words are searched for an unelided word.

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";

const UNELIDED = /(^|[\s(«])(que|Que|de|De|le|Le|la|La|ce|se|ne|jusque|lorsque|puisque) (Est|Ouest)\b/;

function* functions(obj, path = "fr", seen = new Set()) {
  if (!obj || typeof obj !== "object" || seen.has(obj)) return;
  seen.add(obj);
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === "function") yield [`${path}.${k}`, v];
    else if (v && typeof v === "object") yield* functions(v, `${path}.${k}`, seen);
  }
}

const fillers = ["AS", "6H", 2, 1.5, null];

test("whyOnlyLegal elides que before Est and Ouest", () => {
  const L = CATALOGUES.fr.learn;
  assert.equal(L.whyOnlyLegal("E", "AS"), "A♠ était la seule carte qu’Est pouvait jouer.");
  assert.ok(L.whyOnlyLegal("W", "AS").includes("qu’Ouest pouvait"));
  assert.ok(L.whyOnlyLegal("N", "AS").includes("que Nord pouvait"));
});

test("no French sentence puts an unelided word before Est or Ouest", () => {
  const bad = [];
  let said = 0;
  for (const [name, f] of functions(CATALOGUES.fr)) {
    for (const seat of ["E", "W"]) {
      for (let at = 0; at < Math.max(1, f.length); at++) {
        for (const filler of fillers) {
          const args = Array.from({ length: Math.max(1, f.length) }, (_, i) => (i === at ? seat : filler));
          let text;
          try {
            text = f(...args);
          } catch {
            continue;
          }
          if (typeof text !== "string") continue;
          said += 1;
          if (UNELIDED.test(text)) bad.push(`${name}: ${text}`);
        }
      }
    }
  }
  assert.ok(said > 100, `only ${said} sentences`);
  assert.deepEqual(bad, []);
});
