// Who South is in a review (review_voice.js): the viewer ("You play …") in
// their own review, the attempt's player by name ("Ana plays …") in a shared
// one; and every catalogue has the third-person words (M.learn.named), with
// the name in them and none of the words that speak to the viewer.

import assert from "node:assert/strict";
import { test } from "node:test";

import { CATALOGUES, M } from "../../../src/bideuchre/web/js/messages.js";
import { reviewVoice, southName } from "../../../src/bideuchre/web/js/review_voice.js";

const NAMED_KEYS = [
  "south",
  "called",
  "played",
  "asDealt",
  "trickWon",
  "exchange",
  "passedCards",
  "sittingOut",
  "madeLong",
  "setLong",
  "judging",
  "costliestMade",
  "costHelp",
].sort();

// the words that speak to the viewer, in each language
const YOU = {
  en: /\b(you|your)\b/i,
  fr: /(^|[^\p{L}])(vous|votre|vos)(?![\p{L}])/iu,
  "pt-BR": /(^|[^\p{L}])(você|seu|sua|seus|suas)(?![\p{L}])/iu,
  ru: /(^|[^\p{L}])(вы|вас|вам|ваш\p{L}*)(?![\p{L}])/iu,
};

/** Each named sentence of `cat`, said of `who`. */
function sentences(cat, who) {
  const N = cat.learn.named;
  return {
    "called pass": N.called(who, "pass"),
    "called bid": N.called(who, "7S"),
    "called alone": N.called(who, "alone NT"),
    played: N.played(who, "QH"),
    asDealt: N.asDealt(who),
    trickWon: N.trickWon(3, who),
    "exchange 0": N.exchange(who, 0),
    "exchange 2": N.exchange(who, 2),
    passedCards: N.passedCards(who, ["9H", "KS"]),
    sittingOut: N.sittingOut(who),
    madeLong: N.madeLong(who, { declarer: "S", bid: 7, denomination: "S", alone: false }),
    setLong: N.setLong(who, { declarer: "S", bid: 7, denomination: "S", alone: false }),
    judging: N.judging(who),
    costliestMade: N.costliestMade(who, "6♦", "pass", 1.2),
    costHelp: N.costHelp(who),
  };
}

// the result line names the declarer just before these (Russian: «Итог Ана 7♠ контракт
// выполнен», a past tense would need the player's gender); "sitting out" is a tag on the hand
const WITHOUT_NAME = { en: ["sittingOut"], fr: ["sittingOut"], "pt-BR": ["sittingOut"], ru: ["sittingOut", "madeLong", "setLong"] };

for (const [lang, cat] of Object.entries(CATALOGUES)) {
  test(`the ${lang} catalogue speaks of a shared review's player by name, never as "you"`, () => {
    assert.deepEqual(Object.keys(cat.learn.named).sort(), NAMED_KEYS, `${lang}: learn.named's keys`);
    assert.equal(typeof cat.learn.named.south, "string");
    assert.ok(cat.learn.named.south.length > 0);
    for (const [what, text] of Object.entries(sentences(cat, "Zoë"))) {
      assert.equal(typeof text, "string", `${lang} ${what}`);
      if (!WITHOUT_NAME[lang].includes(what)) assert.ok(text.includes("Zoë"), `${lang} ${what}: ${text}`);
      assert.doesNotMatch(text, YOU[lang], `${lang} ${what}: ${text}`);
      assert.doesNotMatch(text, /undefined|NaN|\[object/, `${lang} ${what}: ${text}`);
    }
  });
}

test("French elides de and que before a name with a vowel, not before a consonant", () => {
  const N = CATALOGUES.fr.learn.named;
  assert.equal(N.judging("Ana"), "Analyse des annonces et des cartes d’Ana…");
  assert.equal(N.judging("Paul"), "Analyse des annonces et des cartes de Paul…");
  assert.match(N.costHelp("Ana"), /d’après ce qu’Ana voyait à ce moment/);
  assert.match(N.costHelp("Paul"), /d’après ce que Paul voyait à ce moment/);
});

test("South is the viewer in their own review, the attempt's player in a shared one", () => {
  assert.equal(southName(null), null);
  assert.equal(southName({ result: {} }), null);
  assert.equal(southName({ shared: { player: "Ana", date: "2026-12-02" } }), "Ana");
  // no name for the attempt's player (docs/api.md: null): the seat's name
  assert.equal(southName({ shared: { player: null, date: "2026-12-02" } }), M.learn.named.south);
  assert.equal(southName({ shared: { player: "  ", date: "2026-12-02" } }), M.learn.named.south);
});

test("the own voice is the catalogue's; the named one changes South's sentences only", () => {
  const own = reviewVoice(null);
  assert.equal(own.seatName("S"), "You");
  assert.equal(own.called("S", "2D"), "You bid 2 diamonds.");
  assert.equal(own.costHelp, M.learn.costHelp);
  const ana = reviewVoice("Ana");
  assert.equal(ana.seatName("S"), "Ana");
  assert.equal(ana.seatName("N"), "North");
  assert.equal(ana.called("S", "2D"), "Ana bids 2 diamonds.");
  assert.equal(ana.called("E", "2D"), own.called("E", "2D"));
  assert.equal(ana.played("S", "9S"), "Ana plays the nine of spades.");
  assert.equal(ana.played("W", "9S"), "West plays the nine of spades.");
  assert.equal(ana.trickWon(0, "S"), "Trick 1: Ana wins it");
  assert.equal(ana.trickWon(0, "E"), own.trickWon(0, "E"));
  assert.equal(ana.exchange("S", 3), "Ana exchanges 3 cards.");
  assert.equal(ana.passedCards("S", ["9H"]), "Ana passed 9♥");
  assert.equal(ana.passedCards("N", ["9H"]), own.passedCards("N", ["9H"]));
  assert.equal(ana.asDealt("S"), "The hands as dealt. Ana deals.");
  assert.equal(ana.setLong({ declarer: "S" }), "Ana was set (euchred)");
  assert.equal(ana.madeLong({ declarer: "W" }), own.madeLong({ declarer: "W" }));
  assert.match(ana.costHelp, /from what Ana could see/);
  assert.match(ana.costliestMade("6♦", "pass", 1.2), /from what Ana could see, passing/);
  // a CPU's reason names no seat's share of its tricks (why.js): the same words in both voices
  assert.equal(ana.why, own.why);
  assert.equal(ana.why.whyPass("N", null, 0), own.why.whyPass("N", null, 0));
});
