// How to play (src/bideuchre/web/js/howto_text.js and i18n/rules-*.js): every
// numbered rule of docs/rules.md has a section in each language, the four
// texts have the same sections and state the same numbers (from /api/rules,
// never written out), and the markup is read as documented.  Run with
// `node --test tests/web/js/` (pytest runs it too: tests/web/test_js.py).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  ANCHORS,
  FIELDS,
  GUIDE,
  REFERENCE,
  RULE_IDS,
  UI_WORDS,
  fill,
  inline,
  placeholders,
  presetNumbers,
  rulesHash,
  strings,
} from "../../../src/bideuchre/web/js/howto_text.js";
import en from "../../../src/bideuchre/web/js/i18n/rules-en.js";
import fr from "../../../src/bideuchre/web/js/i18n/rules-fr.js";
import ptBR from "../../../src/bideuchre/web/js/i18n/rules-pt-BR.js";
import ru from "../../../src/bideuchre/web/js/i18n/rules-ru.js";
import { CATALOGUES } from "../../../src/bideuchre/web/js/messages.js";

const TEXTS = { en, fr, "pt-BR": ptBR, ru };
const RULES_MD = readFileSync(new URL("../../../docs/rules.md", import.meta.url), "utf8");
const DOC_IDS = [...RULES_MD.matchAll(/<a id="([RDC]\d+)"><\/a>/g)].map((m) => m[1]);

/** Every string of a language's text, keyed "sections.auction" / "rules.R6" (titles included). */
function entries(T) {
  const out = new Map();
  for (const [id, s] of Object.entries(T.sections)) out.set(`sections.${id}`, [s.title, ...strings(s.blocks)]);
  for (const [id, r] of Object.entries(T.rules)) out.set(`rules.${id}`, [r.title, ...strings(r.blocks)]);
  return out;
}

test("docs/rules.md numbers R1–R15, D1–D9 and C1–C4, as the panel does", () => {
  assert.deepEqual(DOC_IDS, RULE_IDS);
  assert.equal(RULE_IDS.length, 28);
});

for (const [lang, T] of Object.entries(TEXTS)) {
  test(`${lang}: every rule of docs/rules.md has a section with a title and a text`, () => {
    assert.equal(T.lang, lang);
    const missing = DOC_IDS.filter((id) => !(T.rules[id] && T.rules[id].title && strings(T.rules[id].blocks).join("").length > 20));
    assert.deepEqual(missing, [], `${lang} lacks these rules`);
    assert.deepEqual(Object.keys(T.rules).sort(), [...DOC_IDS].sort(), `${lang} has rules docs/rules.md has not`);
    for (const id of [...GUIDE, ...REFERENCE.map((g) => g.id)]) assert.ok(T.sections[id] && T.sections[id].title, `${lang}: section ${id}`);
    assert.deepEqual(Object.keys(T.sections).sort(), [...GUIDE, ...REFERENCE.map((g) => g.id)].sort());
    for (const key of ["title", "close", "contents", "guideTitle", "referenceTitle"]) assert.equal(typeof T[key], "string", `${lang}.${key}`);
  });

  test(`${lang}: the links go to sections the panel has, the placeholders are known`, () => {
    for (const [key, list] of entries(T)) {
      for (const s of list) {
        for (const part of inline(s)) if (part.link) assert.ok(ANCHORS.includes(part.link), `${lang} ${key}: [[${part.link}]]`);
        for (const p of placeholders(s)) {
          const [group, name] = p.split(".");
          assert.ok(group === "ui" ? name in UI_WORDS : name in FIELDS, `${lang} ${key}: {${p}}`);
        }
        assert.ok(!/\{[^}]*\}/.test(fill(s, presetNumbers(null), Object.fromEntries(Object.keys(UI_WORDS).map((k) => [k, k])))), `${lang} ${key}: ${s}`);
      }
    }
  });

  if (lang !== "en") {
    test(`${lang}: each section states the numbers English does, from the presets, and links the same rules`, () => {
      const mine = entries(T);
      for (const [key, list] of entries(en)) {
        const theirs = mine.get(key);
        assert.ok(theirs, `${lang} lacks ${key}`);
        const holes = (l) => l.flatMap((s) => [...s.matchAll(/\{(?:dd|sd|ui)\.\w+(?:[+-]\d+)?\}/g)].map((m) => m[0])).sort();
        const links = (l) => l.flatMap((s) => inline(s).filter((p) => p.link).map((p) => p.link)).sort();
        assert.deepEqual(holes(theirs), holes(list), `${lang} ${key}: not the same numbers as English`);
        assert.deepEqual(links(theirs), links(list), `${lang} ${key}: not the same links as English`);
      }
    });
  }
}

test("no text writes out a preset's target or alone score: they come from /api/rules", () => {
  for (const [lang, T] of Object.entries(TEXTS)) {
    for (const [key, list] of entries(T)) {
      for (const s of list) assert.ok(!/(^|[^\d{+−-])(52|32|24)(?!\d)/.test(s.replace(/\{[^}]*\}/g, "")) || /24 (cards|cartes|cartas|карт)/.test(s), `${lang} ${key}: ${s}`);
    }
  }
});

test("the placeholders are filled from the presets, with offsets and the page's own words", () => {
  const nums = presetNumbers({
    "double-deck": { target_score: 60, hand_size: 12, lone_made_points: 30, lone_set_points: 20, lone_exchange_max: 2, min_bid: 1 },
    "single-deck": { target_score: 21, hand_size: 6 },
  });
  assert.equal(nums.dd.target, 60);
  assert.equal(nums.sd.target, 21);
  assert.equal(nums.sd.loneMade, 12, "a field missing from /api/rules takes its documented default");
  const fmt = (n) => (n < 0 ? `−${-n}` : String(n));
  assert.equal(fill("to {dd.target}, {dd.target-2}, {sd.hand+1}, −{dd.loneSet}", nums, {}, fmt), "to 60, 58, 7, −20");
  assert.equal(fill("{ui.yourCall} / {ui.nope} / {dd.nope}", nums, { yourCall: "À vous de parler" }), "À vous de parler / {ui.nope} / {dd.nope}");
  assert.deepEqual(presetNumbers(null).dd, { target: 52, hand: 12, loneMade: 24, loneSet: 24, exchangeMax: 3, minBid: 1 });
  assert.deepEqual(presetNumbers([{ name: "single-deck", target_score: 40 }]).sd.target, 40);
  // the UI words named exist in every page catalogue
  for (const cat of Object.values(CATALOGUES))
    for (const path of Object.values(UI_WORDS)) {
      const v = path.split(".").reduce((o, k) => (o == null ? undefined : o[k]), cat);
      assert.equal(typeof v, "string", path);
    }
});

test("inline markup: bold and links to rules", () => {
  assert.deepEqual(inline("Must **follow** suit [[R6]]."), [{ text: "Must " }, { bold: "follow" }, { text: " suit " }, { link: "R6" }, { text: "." }]);
  assert.deepEqual(inline("plain"), [{ text: "plain" }]);
});

test("the hash #rules/R6 names R6; #rules the top; other hashes are not the panel's", () => {
  assert.equal(rulesHash("#rules/R6"), "R6");
  assert.equal(rulesHash("#rules/double-deck"), "double-deck");
  assert.equal(rulesHash("#rules"), "");
  assert.equal(rulesHash("#rules/"), "");
  assert.equal(rulesHash("#/rules/D3"), "D3");
  assert.equal(rulesHash("#daily"), null);
  assert.equal(rulesHash("#leaderboard/2026-01-01"), null);
  assert.equal(rulesHash(""), null);
  assert.equal(rulesHash("#rulesX"), null);
});
