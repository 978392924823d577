// Who South is in a hand review, and the review's words about the seats
// that follow from it.  The player's own review speaks to South ("You play
// the nine of hearts.", "You were set"); a shared daily review (the
// server's `shared`: someone else's deal, docs/api.md) speaks of South in
// the third person by the attempt's player's name ("Ana plays the nine of
// hearts.", "Ana was set (euchred)", North's Why? "… from Ana").  The review
// (review.js, review_marks.js, why.js) takes every such sentence from the
// voice, never from a seat test of its own.

import { M } from "./messages.js";

const L = M.learn;

/**
 * Who South is in the review `data` (the server's review, or null: none yet,
 * or a record file): null when it is the viewer's own hand (South is "you"),
 * else the name to speak of South by, the shared attempt's player's name or,
 * when the server has none, the seat's own name ("South").
 *
 * @param {object|null} data
 * @returns {string|null}
 */
export function southName(data) {
  const shared = data && data.shared;
  if (!shared) return null;
  return typeof shared.player === "string" && shared.player.trim() ? shared.player.trim() : L.named.south;
}

/** The words of the viewer's own review: the catalogue's, South spoken to. */
const OWN = {
  seatName: M.seatName,
  called: M.announce.called,
  played: M.announce.played,
  sittingOut: M.sittingOut,
  madeLong: M.madeLong,
  setLong: M.setLong,
  asDealt: L.asDealt,
  trickWon: L.trickWon,
  exchange: L.exchange,
  passedCards: L.passedCards,
  judging: L.judging,
  costliestMade: L.costliestMade,
  costHelp: L.costHelp,
  // the words whySentence builds a CPU's reason with
  why: L,
};

/**
 * The review's words about the seats, South spoken to (`name` null) or named
 * (`name`: southName's).  Each function takes the arguments of the
 * catalogue's own (a seat first where it has one); only South's sentences
 * differ.
 *
 * @param {string|null} name
 * @returns {typeof OWN}
 */
export function reviewVoice(name) {
  if (name == null) return OWN;
  const N = L.named;
  /** `own` for the other seats, `named` with the name for South. */
  const bySeat =
    (own, named) =>
    (seat, ...rest) =>
      seat === "S" ? named(name, ...rest) : own(seat, ...rest);
  return {
    seatName: (seat) => (seat === "S" ? name : M.seatName(seat)),
    called: bySeat(M.announce.called, N.called),
    played: bySeat(M.announce.played, N.played),
    sittingOut: bySeat(M.sittingOut, N.sittingOut),
    madeLong: (c) => (c.declarer === "S" ? N.madeLong(name, c) : M.madeLong(c)),
    setLong: (c) => (c.declarer === "S" ? N.setLong(name, c) : M.setLong(c)),
    asDealt: bySeat(L.asDealt, N.asDealt),
    trickWon: (n, seat) => (seat === "S" ? N.trickWon(n, name) : L.trickWon(n, seat)),
    exchange: bySeat(L.exchange, N.exchange),
    passedCards: bySeat(L.passedCards, N.passedCards),
    judging: N.judging(name),
    costliestMade: (...args) => N.costliestMade(name, ...args),
    costHelp: N.costHelp(name),
    // (a CPU's reason names no seat's share of its tricks: whySentence)
    why: L,
  };
}
