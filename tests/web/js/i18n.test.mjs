// The catalogues (src/bideuchre/web/js/i18n/*.js): every language has exactly
// the English keys, of the same kind (word or function of parameters); every
// key is used by the page; plurals, seat names and the language choice.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { CATALOGUES, pickLanguage } from "../../../src/bideuchre/web/js/messages.js";

const WEB = new URL("../../../src/bideuchre/web/", import.meta.url);
const en = CATALOGUES.en;
// objects whose keys are data (suit codes, rule or level names...), not words
const NAMESPACES = new Set(["status", "announce", "daily", "learn"]);

/** "a.b.c" -> kind ("string", "function", "object"), for every leaf. */
function leaves(obj, prefix = "") {
  const out = new Map();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix + k;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      for (const [kk, vv] of leaves(v, `${key}.`)) out.set(kk, vv);
    } else {
      out.set(key, typeof v);
    }
  }
  return out;
}

for (const [lang, cat] of Object.entries(CATALOGUES)) {
  if (lang === "en") continue;
  test(`the ${lang} catalogue has every English key and no other`, () => {
    const want = leaves(en);
    const got = leaves(cat);
    const missing = [...want.keys()].filter((k) => !got.has(k));
    const extra = [...got.keys()].filter((k) => !want.has(k));
    assert.deepEqual(missing, [], `${lang} lacks keys`);
    assert.deepEqual(extra, [], `${lang} has keys English has not`);
    const kinds = [...want].filter(([k, kind]) => got.get(k) !== kind).map(([k]) => k);
    assert.deepEqual(kinds, [], `${lang}: these keys are not of the English kind`);
    assert.equal(cat.lang, lang);
  });
}

test("every catalogue key is used by the page", () => {
  const js = new URL("js/", WEB);
  const sources =
    readdirSync(js)
      .filter((f) => f.endsWith(".js") && f !== "messages.js")
      .map((f) => readFileSync(new URL(f, js), "utf8"))
      .join("\n") + readFileSync(new URL("index.html", WEB), "utf8");
  const unused = [];
  const scan = (obj, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      if (NAMESPACES.has(k) && !prefix) {
        scan(v, `${k}.`);
        continue;
      }
      const used =
        sources.includes(`.${k}`) || sources.includes(`"${k}"`) || sources.includes(`"${prefix}${k}`) || sources.includes(`${prefix}${k}"`);
      if (!used && k !== "lang") unused.push(prefix + k);
    }
  };
  scan(en, "");
  assert.deepEqual(unused, [], "keys no module reads");
});

test("Russian counts tricks and cards with its three plural forms", () => {
  const ru = CATALOGUES.ru;
  assert.equal(ru.numberLabel(1), "1 взятка");
  assert.equal(ru.numberLabel(2), "2 взятки");
  assert.equal(ru.numberLabel(5), "5 взяток");
  assert.equal(ru.numberLabel(21), "21 взятка");
  assert.equal(ru.handLabel(12), "У вас на руках 12 карт");
  assert.equal(ru.daily.streakDays(3), "3 дня");
});

test("each language names the seats and the denominations in its own words", () => {
  assert.deepEqual(["N", "E", "W"].map(CATALOGUES.fr.seatName), ["Nord", "Est", "Ouest"]);
  assert.deepEqual(["N", "E", "W"].map(CATALOGUES["pt-BR"].seatName), ["Norte", "Leste", "Oeste"]);
  assert.deepEqual(["N", "E", "W"].map(CATALOGUES.ru.seatName), ["Север", "Восток", "Запад"]);
  assert.equal(CATALOGUES.fr.denomWords("NT"), "sans atout");
  assert.equal(CATALOGUES["pt-BR"].denomWords("NT"), "sem trunfo");
  assert.equal(CATALOGUES.ru.denomWords("NT"), "без козыря");
  assert.equal(CATALOGUES.fr.callWords("5H"), "5 cœurs");
  assert.equal(CATALOGUES.fr.callWords("1S"), "1 pique");
  assert.equal(CATALOGUES.ru.callWords("7S"), "7 пик");
});

test("dates follow the language (Intl)", () => {
  assert.match(CATALOGUES.en.daily.dayWords("2025-03-14"), /^Friday,? 14 March 2025$/);
  assert.match(CATALOGUES.fr.daily.dayWords("2025-03-14"), /^vendredi 14 mars 2025$/);
  assert.match(CATALOGUES.ru.daily.dayWords("2025-03-14"), /пятница, 14 марта 2025/);
});

test("the language comes from Settings, then the browser, then English", () => {
  assert.equal(pickLanguage(undefined, ["fr-CA", "en"]), "fr");
  assert.equal(pickLanguage(undefined, ["pt-PT"]), "pt-BR");
  assert.equal(pickLanguage(undefined, ["de-DE", "ru-RU"]), "ru");
  assert.equal(pickLanguage(undefined, ["de-DE", "it"]), "en");
  assert.equal(pickLanguage(undefined, ["en-US", "fr"]), "en");
  assert.equal(pickLanguage("ru", ["fr"]), "ru");
  assert.equal(pickLanguage("xx", ["fr"]), "fr");
});

test("a rules preset's description is made from its values, in every language", () => {
  const presets = [
    { hand_size: 12, auction: "open", allow_alone: true, target_score: 52 },
    { hand_size: 6, auction: "single_round", allow_alone: false, target_score: 32 },
    { hand_size: 6, auction: "open", allow_alone: true, target_score: 21 },
  ];
  const english = presets.map((v) => en.rulesDescription(v));
  assert.deepEqual(english, [
    "48 cards, 12 each, open auction, alone allowed, game to 52.",
    "24 cards, 6 each, one round of calls, game to 32.",
    "24 cards, 6 each, open auction, alone allowed, game to 21.",
  ]);
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const [dd, sd, custom] = presets.map((v) => cat.rulesDescription(v));
    for (const [text, v] of [[dd, presets[0]], [sd, presets[1]], [custom, presets[2]]]) {
      assert.match(text, new RegExp(`^${v.hand_size * 4} `), `${lang}: the deck's size`);
      assert.match(text, new RegExp(` ${v.target_score}\\.$`), `${lang}: the game's target`);
    }
    assert.notEqual(sd, custom, `${lang}: the auction and alone calls are said`);
    assert.ok(!/52|32/.test(custom), `${lang}: no number of another preset`);
  }
});

test("card letters are the ones printed on each language's packs (10, and V D R in French, В Д К Т in Russian)", () => {
  const letters = (lang) => ["9", "T", "J", "Q", "K", "A"].map((r) => CATALOGUES[lang].rankShort(r)).join(" ");
  assert.equal(letters("en"), "9 10 J Q K A");
  assert.equal(letters("pt-BR"), "9 10 J Q K A");
  assert.equal(letters("fr"), "9 10 V D R A");
  assert.equal(letters("ru"), "9 10 В Д К Т");
});

test("the end of a daily game offers practice without 'again' when none was played yet", () => {
  const again = { en: /again/i, fr: /encore/i, "pt-BR": /de novo/i, ru: /ещё/i };
  for (const [lang, re] of Object.entries(again)) {
    const D = CATALOGUES[lang].daily;
    assert.doesNotMatch(D.endPracticeFirst, re, lang);
    assert.match(D.endPractice, re, lang);
  }
  assert.equal(CATALOGUES.en.daily.endPracticeFirst, "Practice");
});

test("the score pad names levels as levels, not as judgements of the players", () => {
  // (fresh-user check: « adversaires moyens · partenaire difficile » read as
  // "mediocre opponents · a difficult partner"; pt-BR and ru the same)
  const want = {
    en: ["opponents Medium", "opponents Hard", "partner Easy"],
    fr: ["adversaires\u202f: niveau moyen", "adversaires\u202f: niveau difficile", "partenaire\u202f: niveau facile"],
    "pt-BR": ["adversários: nível médio", "adversários: nível difícil", "parceiro: nível fácil"],
    ru: ["соперники: средний уровень", "соперники: сильный уровень", "партнёр: лёгкий уровень"],
  };
  for (const [lang, [medium, hard, partner]] of Object.entries(want)) {
    const M = CATALOGUES[lang];
    assert.equal(M.opponentsLevelShort("medium"), medium, lang);
    assert.equal(M.opponentsLevelShort("hard"), hard, lang);
    assert.equal(M.partnerLevelShort("easy"), partner, lang);
  }
});

test("French: the double-deck preset is « Deux jeux », as the deck option says", () => {
  const fr = CATALOGUES.fr;
  assert.equal(fr.rulesName["double-deck"], "Deux jeux");
  assert.ok(fr.option.copies.choices[2].startsWith("Deux jeux"));
  assert.equal(fr.rulesName["single-deck"], "Un jeu");
  assert.ok(fr.option.copies.choices[1].startsWith("Un jeu"));
});

test("Russian: a made contract is « выполнен » on the score pad as in the hand-over dialog", () => {
  const ru = CATALOGUES.ru;
  assert.equal(ru.made, "выполнен");
  assert.match(ru.madeLong({ declarer: "E" }), /выполнил/);
});

test("'Check the deals' says to hash the key without a trailing newline, in every language", () => {
  for (const [lang, cat] of Object.entries(CATALOGUES)) {
    const how = cat.daily.fairHow;
    // the key's fingerprint is of its 64 characters alone: `echo KEY` would add "\n"
    assert.match(how, /printf %s \S+ \| sha256sum/, lang);
    assert.match(how, /echo -n \S+ \| sha256sum/, lang);
  }
});

// fresh-user check: "Dec 3, 2026" in the shared review's title against "3 Dec
// 2026" / "Thursday 3 December 2026" elsewhere: one format a language, Intl's
test("a day reads the same everywhere the page shows one, in every language", () => {
  for (const [lang, M] of Object.entries(CATALOGUES)) {
    const short = M.daily.dayShort("2026-12-03");
    assert.ok(M.learn.sharedTitle("Ana", "2026-12-03", 0).includes(short), `${lang}: ${short}`);
    assert.ok(M.daily.weekOf("2026-11-30", "2026-12-03").endsWith(short), lang);
    assert.ok(M.daily.dateLine("2026-12-03").startsWith(M.daily.dayWords("2026-12-03")), lang);
  }
  assert.equal(CATALOGUES.en.daily.dayShort("2026-12-03"), "3 Dec 2026");
  assert.match(CATALOGUES.en.learn.sharedTitle("Ana", "2026-12-03", 0), /^Ana's daily game, 3 Dec 2026 · deal 1$/);
});

test("a house-rules number out of bounds is said in the dialog, in every language", () => {
  const want = {
    en: "Game to: enter a whole number from 1 to 500.",
    fr: "Partie en : saisissez un nombre entier de 1 à 500.",
    "pt-BR": "Jogo até: digite um número inteiro de 1 a 500.",
    ru: "Игра до: введите целое число от 1 до 500.",
  };
  for (const [lang, text] of Object.entries(want)) {
    const M = CATALOGUES[lang];
    assert.equal(M.houseNumberBad(M.option.target_score.label, 1, 500), text, lang);
    assert.doesNotMatch(M.houseNumberBad("X", 1, null), /null|undefined/, lang);
  }
});

test("French calls the CPU players robots everywhere, never 'ordinateur'", () => {
  // the fr catalogue mixed "joueur ordinateur", "l'ordinateur le plus fort" and "robots"
  const I18N = new URL("js/i18n/", WEB);
  const files = ["fr.js", "fr-learn.js", "rules-fr.js", "refusals/fr.js"];
  for (const f of files) assert.doesNotMatch(readFileSync(new URL(f, I18N), "utf8"), /ordinateur/i, f);
  const fr = CATALOGUES.fr;
  assert.equal(fr.learn.tapWhy, "Touchez une enchère ou une carte d’un robot pour savoir pourquoi.");
  assert.match(fr.learn.hintCandidates([{ card: "AS", value: 5 }]), /^c’est le choix du robot le plus fort\./);
  assert.equal(fr.learn.statsLede, "Vos parties contre les robots à chaque niveau (hors partie du jour).");
});

test("a past day nobody played says so, in every language", () => {
  const said = { en: "Nobody played this day's game.", fr: "Personne n’a joué la partie de ce jour." };
  for (const [lang, words] of Object.entries(said)) assert.equal(CATALOGUES[lang].daily.boardNobody, words, lang);
  for (const lang of Object.keys(CATALOGUES)) assert.equal(typeof CATALOGUES[lang].daily.boardNobody, "string", lang);
});
