// Every string the page shows, in one place, so that a translation is a copy of
// this module.  Plain strings or small functions of their parameters; nothing
// here knows a rule of the game — the server says what is legal and why.

const SUIT_ONE = { C: "club", D: "diamond", H: "heart", S: "spade" };
const SUIT_MANY = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_NAME = { 9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
const SEAT_NAME = { S: "You", N: "North", W: "West", E: "East" };
const SEAT_SUBTITLE = { S: "South", N: "partner", W: "opponent", E: "opponent" };
const SEAT_SUBJECT = { S: "You", N: "North", W: "West", E: "East" };
const SIDE_NAME = { NS: "You & North", EW: "West & East" };
const SIDE_SHORT = { NS: "N–S", EW: "E–W" };

/** Denomination in words: "hearts", "no trump". */
function denomWords(d) {
  return d === "NT" ? "no trump" : SUIT_MANY[d];
}

/** A call in words: "pass", "5 hearts", "alone in no trump". */
function callWords(call) {
  if (call === "pass") return "pass";
  if (call.startsWith("alone ")) return `alone in ${denomWords(call.slice(6))}`;
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  return m ? `${m[1]} ${denomWords(m[2])}` : call;
}

export const M = {
  lang: "en",
  appTitle: "Bid Euchre",
  newGame: "New game",
  lastTrick: "Last trick",
  hideLastTrick: "Back to the table",
  settings: "Settings",
  close: "Close",
  cancel: "Cancel",
  start: "Deal",
  score: "Score",
  scorePad: "Score pad",
  table: "Card table",
  trick: "The trick",
  yourHand: "Your hand",
  handLabel: (n) => `Your hand, ${n} ${n === 1 ? "card" : "cards"}`,

  seatName: (s) => SEAT_NAME[s],
  seatSubtitle: (s) => SEAT_SUBTITLE[s],
  seatSubject: (s) => SEAT_SUBJECT[s],
  sideName: (side) => SIDE_NAME[side],
  sideShort: (side) => SIDE_SHORT[side],
  holds: (s, n) =>
    s === "S"
      ? `You hold ${n} ${n === 1 ? "card" : "cards"}`
      : `${SEAT_NAME[s]} holds ${n} ${n === 1 ? "card" : "cards"}`,
  dealer: "Dealer",
  dealerBadge: "D",
  dealerOf: (s) => `${SEAT_NAME[s]} ${s === "S" ? "deal" : "deals"}`,
  sittingOut: "sitting out",
  thinking: "thinking…",
  noCallsYet: "no call yet",

  // cards and calls
  cardName: (code) => `${RANK_NAME[code[0]]} of ${SUIT_MANY[code[1]]}`,
  suitName: (s) => SUIT_MANY[s],
  suitOne: (s) => SUIT_ONE[s],
  denomWords,
  callWords,
  rankShort: (r) => (r === "T" ? "10" : r),
  noTrump: "NT",

  // bidding box
  yourCall: "Your call",
  auctionSoFar: "The auction so far",
  seatInitial: (s) => s,
  highBid: (seat, call) => `High bid: ${SEAT_NAME[seat]} ${callWords(call)}`,
  noBidYet: "No bid yet",
  pass: "Pass",
  chooseNumber: "Tricks",
  chooseDenomination: "Trump",
  pickNumberFirst: "Pick a number of tricks first",
  alone: "Alone",
  aloneSign: "☾",
  aloneHint: (n) => `Alone: take all ${n} tricks without your partner`,
  bidLabel: (n, d) => `Bid ${n} ${denomWords(d)}`,
  aloneLabel: (d) => `Alone in ${denomWords(d)}`,
  numberLabel: (n) => `${n} ${n === 1 ? "trick" : "tricks"}`,

  // exchange (D6)
  exchangeAsk: (partner) =>
    `You play alone. How many cards will you exchange with ${SEAT_NAME[partner]}?`,
  exchangeK: (k) => (k === 0 ? "None" : `${k}`),
  exchangeKLabel: (k) => (k === 0 ? "Exchange no cards" : `Exchange ${k} ${k === 1 ? "card" : "cards"}`),
  discardAsk: (k) =>
    `Choose ${k} ${k === 1 ? "card" : "cards"} to discard. Your partner's cards join your hand afterwards.`,
  passAsk: (declarer, k) =>
    `${SEAT_NAME[declarer]} plays alone and asks you for ${k} ${k === 1 ? "card" : "cards"}. Choose the ${k === 1 ? "card" : "cards"} to pass.`,
  discardButton: (n, k) => `Discard (${n}/${k})`,
  passButton: (n, k) => `Pass cards (${n}/${k})`,
  selected: "selected",
  received: (partner, names) => `${SEAT_NAME[partner]} passed you: ${names.join(", ")}.`,

  // status line
  status: {
    dealer: "Dealer",
    contract: "Contract",
    noContract: "Bidding…",
    trump: "Trump",
    tricks: "Tricks",
    alone: "alone",
    need: (n) => `need ${n}`,
    yourTurnCall: "Your call",
    yourTurnPlay: "Your turn — play a card",
    yourTurnLead: "Your lead",
    yourTurnExchange: "Your turn — the exchange",
    waiting: "The others are playing…",
    toAct: (s) => `${SEAT_NAME[s]} to play`,
    toCall: (s) => `${SEAT_NAME[s]} to call`,
    handOver: "Hand over",
    gameOver: "Game over",
  },
  contractShort: (c) => `${SEAT_NAME[c.declarer]} ${contractCall(c)}`,
  contractWords: (c) =>
    c.alone
      ? `${SEAT_NAME[c.declarer]} alone in ${denomWords(c.denomination)}`
      : `${SEAT_NAME[c.declarer]} ${c.bid} ${denomWords(c.denomination)}`,

  // announcements (aria-live)
  announce: {
    dealt: (dealer, n) => `Hand ${n + 1}. ${SEAT_NAME[dealer]} ${dealer === "S" ? "deal" : "deals"}.`,
    called: (s, call) =>
      call === "pass"
        ? `${SEAT_NAME[s]} ${s === "S" ? "pass" : "passes"}.`
        : call.startsWith("alone")
          ? `${SEAT_NAME[s]} ${s === "S" ? "go" : "goes"} ${callWords(call)}.`
          : `${SEAT_NAME[s]} ${s === "S" ? "bid" : "bids"} ${callWords(call)}.`,
    auctionWon: (c) => `Contract: ${M.contractWords(c)}.`,
    annulled: "Everybody passed. No score; the deal moves on.",
    exchangeAnnounced: (s, k) =>
      `${SEAT_NAME[s]} ${s === "S" ? "exchange" : "exchanges"} ${k} ${k === 1 ? "card" : "cards"}.`,
    cardGiven: (s, card) =>
      card ? `${SEAT_NAME[s]} ${s === "S" ? "pass" : "passes"} the ${M.cardName(card)}.` : `${SEAT_NAME[s]} ${s === "S" ? "pass" : "passes"} a card.`,
    cardDiscarded: (s, card) =>
      card ? `${SEAT_NAME[s]} ${s === "S" ? "discard" : "discards"} the ${M.cardName(card)}.` : `${SEAT_NAME[s]} ${s === "S" ? "discard" : "discards"} a card.`,
    exchangeDone: (s) => `The exchange is done; ${SEAT_NAME[s]} ${s === "S" ? "lead" : "leads"}.`,
    played: (s, card) => `${SEAT_NAME[s]} ${s === "S" ? "play" : "plays"} the ${M.cardName(card)}.`,
    trickTaken: (s) => `${SEAT_NAME[s]} ${s === "S" ? "win" : "wins"} the trick.`,
    yourTurn: "Your turn.",
  },

  // the trick
  wonTrick: (s) => `${SEAT_NAME[s]} ${s === "S" ? "win" : "wins"} the trick`,
  lastTrickTitle: "Last trick",
  lastTrickNone: "No trick has been played yet in this hand.",
  lastTrickWinner: (s) => `Won by ${s === "S" ? "you" : SEAT_NAME[s]}`,

  // hand summary
  handTitle: (n) => `Hand ${n + 1}`,
  made: "made",
  set: "set",
  madeLong: (c) => `${SEAT_NAME[c.declarer]} made the contract`,
  setLong: (c) => `${SEAT_NAME[c.declarer]} ${c.declarer === "S" ? "were" : "was"} set (euchred)`,
  annulledTitle: "Everybody passed",
  annulledText: "Nobody bid, so nothing is scored and the next dealer deals afresh.",
  tricksRow: "Tricks",
  pointsRow: "Points",
  totalsRow: "Totals",
  nextHand: "Next hand",
  points: (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"),
  num: (n) => (n < 0 ? `−${-n}` : `${n}`),
  contractOf: "Contract",

  // game over (R14)
  youWin: "You and North win!",
  theyWin: "West and East win.",
  winReasonMade: (side, c, total, target) =>
    `${SIDE_NAME[side]} made ${c.alone ? "the " : ""}${contractCall(c)} and reached ${total} points (target ${target}).`,
  winReasonSet: (side, c, total, target) =>
    `${SIDE_NAME[side]} set ${c.declarer === "S" ? "your" : `${SEAT_NAME[c.declarer]}'s`} ${contractCall(c)} and reached ${total} points (target ${target}).`,
  winReasonTotal: (side, total, target) =>
    `${SIDE_NAME[side]} reached ${total} points (target ${target}).`,
  otherAboveTarget: (side, total) =>
    `${SIDE_NAME[side]} also had ${total}, but only the side that made or set the contract can win on a hand (R14).`,
  finalScore: (ns, ew) => `Final score: You & North ${M.num(ns)}, West & East ${M.num(ew)}.`,
  playAgain: "Play again",
  otherOptions: "Other rules or level…",

  // score pad
  padHand: "#",
  padContract: "Contract",
  padResult: "Result",
  padNS: "N–S",
  padEW: "E–W",
  padEmpty: "No hands scored yet.",
  padPassed: "all passed",
  gameTo: (n) => `Game to ${n}`,
  rulesName: { "double-deck": "Double deck", "single-deck": "Single deck", custom: "Custom rules" },
  levelName: { random: "Random", easy: "Easy", medium: "Medium", hard: "Hard" },

  // dialogs
  newGameTitle: "New game",
  rulesLegend: "Rules",
  levelLegend: "CPU level",
  rulesDescription: {
    "double-deck": "48 cards, 12 each, open auction, alone allowed, game to 52.",
    "single-deck": "24 cards, 6 each, one round of calls, game to 32.",
  },
  levelDescription: {
    random: "Plays any legal card: for learning the rules.",
    easy: "Relaxed opponents (and partner).",
    medium: "Solid club players.",
    hard: "Strong players who count cards.",
  },
  abandonWarning: "Starting a new game abandons the current one.",
  settingsTitle: "Settings",
  speedLegend: "CPU speed",
  speedName: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "Instant" },
  fourColour: "Four-colour suits (clubs green, diamonds blue)",
  backColour: "Card backs",
  backName: { blue: "Blue", red: "Red" },

  // problems
  cannotPlay: (label, reason) => `You can't play the ${label} now: ${reason}`,
  notYourTurn: "Wait for your turn.",
  resynced: "The game moved on in another tab; the table was brought up to date.",
  networkError: "The server could not be reached. Check the connection and try again.",
  retry: "Try again",
  gameGone: "That game is no longer available. Start a new one.",
  loading: "Loading…",
  serverError: (msg) => `The server said: ${msg}`,
};

/** "5♥" style text for a contract (suit symbols drawn separately where possible). */
function contractCall(c) {
  return c.alone
    ? `lone contract in ${denomWords(c.denomination)}`
    : `${c.bid} ${denomWords(c.denomination)}`;
}
