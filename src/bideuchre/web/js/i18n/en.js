// The English catalogue: every string the page shows, plain strings or small
// functions of their parameters.  fr.js, pt-BR.js and ru.js have the same keys
// (tests/web/js/i18n.test.mjs checks it); messages.js picks one.  Nothing here
// knows a rule of the game — the server says what is legal and why.

import * as F from "./format.js";
import refusalWords from "./refusals/en.js";
// issue 12 (hand review, Why?, hints, undo, records, statistics): its words are in en-learn.js
import learn from "./en-learn.js";

const LANG = "en";

const SUIT_ONE = { C: "club", D: "diamond", H: "heart", S: "spade" };
const SUIT_MANY = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_NAME = { 9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
const SEAT_NAME = { S: "You", N: "North", W: "West", E: "East" };
const SEAT_SUBTITLE = { S: "South", N: "partner", W: "opponent", E: "opponent" };
const SIDE_NAME = { NS: "You & North", EW: "West & East" };
const SIDE_SHORT = { NS: "N–S", EW: "E–W" };

/** Denomination in words: "hearts", "no trump". */
function denomWords(d) {
  return d === "NT" ? "no trump" : SUIT_MANY[d];
}

/** A bid in words, as players say it: "1 heart", "5 hearts", "3 no trump". */
function bidWords(n, d) {
  return d === "NT" ? `${n} no trump` : `${n} ${Number(n) === 1 ? SUIT_ONE[d] : SUIT_MANY[d]}`;
}

/** A call in words: "pass", "5 hearts", "alone in no trump". */
function callWords(call) {
  if (call === "pass") return "pass";
  if (call.startsWith("alone ")) return `alone in ${denomWords(call.slice(6))}`;
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  return m ? bidWords(m[1], m[2]) : call;
}

/** The roles of cards under trump (R4). */
const ROLE = { right: "right bower", left: "left bower", trump: "trump" };

const M = {
  lang: LANG,
  appTitle: "Bid Euchre",
  newGame: "New game",
  lastTrick: "Last trick",
  hideLastTrick: "Back to the table",
  // the same two on a phone's top bar (the long ones stay for screen readers)
  lastTrickShort: "Last",
  hideLastTrickShort: "Back",
  settings: "Settings",
  close: "Close",
  cancel: "Cancel",
  start: "Deal",
  score: "Score",
  scorePad: "Score pad",
  table: "Card table",
  trick: "The trick",
  // How to play (issue 10, howto.js): the top bar, the first-time pointer, the bidding box's "?"
  howTo: "How to play",
  howToHint: "New to Bid Euchre?",
  howToDismiss: "Dismiss",
  bidHelp: "How the auction works",
  handLabel: (n) => `Your hand, ${n} ${n === 1 ? "card" : "cards"}`,

  seatName: (s) => SEAT_NAME[s],
  seatSubtitle: (s) => SEAT_SUBTITLE[s],
  sideName: (side) => SIDE_NAME[side],
  sideShort: (side) => SIDE_SHORT[side],
  holds: (s, n) =>
    s === "S"
      ? `You hold ${n} ${n === 1 ? "card" : "cards"}`
      : `${SEAT_NAME[s]} holds ${n} ${n === 1 ? "card" : "cards"}`,
  dealer: "Dealer",
  dealerBadge: "D",
  sittingOut: () => "sitting out",
  thinking: "thinking…",
  noCallsYet: () => "no call yet",

  // cards and calls
  cardName: (code) => `${RANK_NAME[code[0]]} of ${SUIT_MANY[code[1]]}`,
  suitName: (s) => SUIT_MANY[s],
  denomWords,
  callWords,
  /** A card for screen readers, with its role under trump (R4): "jack of diamonds, left bower". */
  cardLabel: (code, denom) => {
    const role = F.cardRole(code, denom);
    return role ? `${M.cardName(code)}, ${ROLE[role]}` : M.cardName(code);
  },
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
  alone: "Alone",
  aloneSign: "☾",
  aloneHint: (n) => `Alone: take all ${n} tricks without your partner`,
  bidLabel: (n, d) => `Bid ${bidWords(n, d)}`,
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
    overBid: (bid) => `(bid ${bid})`,
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
  contractWords: (c) =>
    c.alone
      ? `${SEAT_NAME[c.declarer]}, alone in ${denomWords(c.denomination)}`
      : `${SEAT_NAME[c.declarer]}, ${bidWords(c.bid, c.denomination)}`,

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
  points: F.signed,
  num: F.num,
  contractOf: "Contract:",

  // game over (R14)
  youWin: "You and North win!",
  theyWin: "West and East win.",
  winReasonMade: (side, c, total, target) =>
    `${SIDE_NAME[side]} made ${c.alone ? "the " : ""}${contractCall(c)} and reached ${plural(total, "point", "points")} (target ${target}).`,
  winReasonSet: (side, c, total, target) =>
    `${SIDE_NAME[side]} set ${c.declarer === "S" ? "your" : `${SEAT_NAME[c.declarer]}'s`} ${contractCall(c)} and reached ${plural(total, "point", "points")} (target ${target}).`,
  winReasonTotal: (side, total, target) =>
    `${SIDE_NAME[side]} reached ${plural(total, "point", "points")} (target ${target}).`,
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
  levelLegend: "Opponents (West and East)",
  // a preset's description, from its values (GET /api/rules): hand_size, auction, allow_alone, target_score
  rulesDescription: (v) =>
    `${v.hand_size * 4} cards, ${v.hand_size} each, ${v.auction === "open" ? "open auction" : "one round of calls"}` +
    `${v.allow_alone ? ", alone allowed" : ""}, game to ${v.target_score}.`,
  levelDescription: {
    random: "Plays any legal card: for learning the rules.",
    easy: "Relaxed players.",
    medium: "Solid club players.",
    hard: "Strong players who count cards.",
  },
  abandonWarning: "Starting a new game abandons the current one.",
  // your casual game while the table shows the daily game (casual.js)
  abandonOtherWarning: "Starting a new game abandons your unfinished game.",
  yourGame: {
    title: "Your game",
    line: (n, t) => `Hand ${n + 1} · ${SIDE_NAME.NS} ${M.num(t.NS)}, ${SIDE_NAME.EW} ${M.num(t.EW)}`,
    back: "Back to your game",
  },
  // New game: house rules and the partner's level (branch newgame; the
  // option keys are option.<name>.label / .help / .choices.<value>)
  houseRules: "House rules",
  houseRulesChanged: (n) => (n ? `${n} changed` : "none"),
  houseRulesReset: "Back to the standard rules",
  houseRulesRefused: (msg) => `These rules can't be played: ${msg}`,
  houseNumberBad: (label, min, max) => `${label}: enter a whole number${min != null && max != null ? ` from ${min} to ${max}` : min != null ? ` from ${min}` : ""}.`,
  partnerLevelLegend: "Your partner (North)",
  // (level codes: each language makes the adjective agree with its noun)
  partnerLevelShort: (level) => `partner ${M.levelName[level] || level}`,
  opponentsLevelShort: (level) => `opponents ${M.levelName[level] || level}`,
  gameRulesTitle: "This game's house rules",
  optionYes: "yes",
  optionNo: "no",
  option: {
    copies: {
      label: "Decks",
      help: "One deck (6 cards each) or two (12 cards each).",
      choices: { 1: "One deck, 24 cards", 2: "Two decks, 48 cards" },
    },
    target_score: { label: "Game to", help: "Points a side needs to win." },
    auction: {
      label: "Auction",
      help: "One call each, or calls go round until three passes.",
      choices: { single_round: "One round of calls", open: "Open, until three passes" },
    },
    min_bid: { label: "Lowest bid", help: "The fewest tricks anyone may bid." },
    allow_no_trump: { label: "No trump", help: "Contracts without trump may be bid." },
    allow_alone: { label: "Going alone", help: "A player may play alone, the partner sitting out." },
    lone_exchange_max: { label: "Cards swapped alone", help: "Most cards a lone player swaps with the partner." },
    lone_exchange_mode: {
      label: "Swap size",
      help: "Any number up to that maximum, or exactly that many.",
      choices: { up_to: "Up to the maximum", exact: "Exactly the maximum" },
    },
    lone_made_points: { label: "Alone: all tricks", help: "Points for taking every trick alone." },
    lone_set_points: { label: "Alone: set", help: "Points lost when a lone player is set." },
    all_pass: {
      label: "When all pass",
      help: "Deal again, or the dealer must bid the lowest bid.",
      choices: { redeal: "Deal again", stick_dealer: "Stick the dealer" },
    },
    win_rule: {
      label: "Winning at the target",
      help: "Who wins when a side reaches the target.",
      choices: {
        eligible: "Only the side that made or set",
        first_to_target: "Any side, the higher total",
        first_to_target_declarer_priority: "Any side, declarers first",
      },
    },
  },
  settingsTitle: "Settings",
  speedLegend: "CPU speed",
  speedName: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "Instant" },
  fourColour: "Four-colour suits (clubs green, diamonds blue)",
  backColour: "Card backs",
  backName: { blue: "Blue", red: "Red" },
  languageLegend: "Language",

  // problems
  cannotPlay: (code, reason) => `You can't play the ${M.cardName(code)} now: ${reason}`,
  notYourTurn: "Wait for your turn.",
  networkError: "The server could not be reached. Check the connection and try again.",
  retry: "Try again",
  gameGone: "That game is no longer available. Start a new one.",
  // a click in a stale tab (issue 11: 409 stale_version)
  staleTab: "This game moved on in another tab — showing the current position.",
  loading: "Loading…",
  serverError: (msg) => `The server said: ${msg}`,
};

// ------------------------------------------------------------------ the daily game
// (daily.js, leaderboard.js, profile.js).  Display names are never part of these
// strings: the pages put them in separate text nodes.

const signed = F.signed;
const plural = (n, one, many) => F.plural(LANG, n, { one, other: many });
const ordinal = (n) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th";
  return `${n}${s}`;
};
/** "2025-03-14" as "Friday, 14 March 2025" (short: "14 Mar 2025"), as every day the page shows (format.js). */
const dayWords = (iso, short = false) => F.dayWords(LANG, iso, short);
const clock = F.clock;

M.daily = {
  // top bar, tabs, sheet
  button: "Daily",
  buttonLabel: (state) =>
    ({
      not_started: "Daily game: today's game is waiting for you",
      in_progress: "Daily game: today's game is in progress",
      finished: "Daily game: played today; leaderboards and rankings",
    })[state] || "Daily game, leaderboards and rankings",
  tabs: { today: "Today", leaderboard: "Leaderboard", rankings: "Rankings", me: "You" },
  tabsLabel: "Daily game pages",
  backToTable: "← Back to the table",
  loading: "Loading…",
  loadFailed: "This page could not be loaded.",
  tryAgain: "Try again",

  // dates and numbers
  dayWords,
  dayShort: (iso) => dayWords(iso, true),
  clock,
  signed,
  ordinal,
  timeOfDay: (iso) => F.timeOfDay(LANG, iso),
  timeTitle: (iso) => {
    const t = F.dateTime(LANG, iso);
    return t ? `${t} (your time) — ${iso}` : "";
  },

  // the entry card (home page, new-game dialog, Today page)
  title: "Today's daily game",
  dateLine: (iso) => `${dayWords(iso)} (UTC)`,
  state: { not_started: "Not yet played", in_progress: "In progress", finished: "Played", unknown: "" },
  pitch: (deals, level) =>
    `${deals} deals, the same for everyone today, against ${level} CPU players. Your first attempt is the ranked one: you can resume it, but not restart it.`,
  progress: (done, deals, net) =>
    `${plural(done, "deal", "deals")} of ${deals} played · net ${signed(net)}`,
  result: (net) => `Your net: ${signed(net)}`,
  rankLine: (rank, players) => `Rank ${rank} of ${players}`,
  rankProvisional: "provisional until the day ends (00:00 UTC)",
  rankPending: "Your rank appears once the results are counted.",
  nextIn: "Next daily game in",
  nextDayAria: (text) => `The next daily game starts in ${text}`,
  newDay: "A new daily game is ready.",
  play: "Play today's game",
  resume: "Resume today's game",
  resumeDeal: (k, deals) => `Resume — deal ${k} of ${deals}`,
  seeResults: "Results and leaderboard",
  practice: "Play a practice round",
  practiceResume: "Resume practice",
  practiceNote: "Practice rounds replay today's deals. They are never ranked.",
  practiceLine: (done, deals, net, playing) =>
    playing ? `In progress · deal ${Math.min(done + 1, deals)} of ${deals} · net ${signed(net)}` : `Finished · net ${signed(net)}`,
  practiceList: "Your practice rounds today",
  playingAs: "Playing as",
  notRanked: "practice — not ranked",

  // the bar on the table
  barTitle: "Daily game",
  barDeal: (k, deals) => `deal ${k} of ${deals}`,
  barNet: (net) => `net ${signed(net)}`,
  barNetLabel: (net) => `Your net score so far: ${signed(net)}`,
  barOver: "all deals played",
  barClosed: "this day is over",
  pipsLabel: (done, deals) => `${done} of ${deals} deals played`,

  // between deals and at the end
  dealTitle: (k, deals) => `Deal ${k + 1} of ${deals}`,
  nextDeal: "Next deal",
  netRow: "Net (N–S − E–W)",
  endTitle: "Daily game complete",
  endPracticeTitle: "Practice round complete",
  endNet: "Your net score",
  endNetLabel: (net) => `Your net score: ${signed(net)}`,
  endRankLoading: "Counting the results…",
  endLeaderboard: "Leaderboard",
  endPractice: "Practice again",
  endPracticeFirst: "Practice",
  endMore: "Comparison & leaderboard",
  practiceEndNote: "This was a practice round: it is not ranked.",

  // the per-deal comparison
  compareTitle: "Deal by deal",
  compareLede: (level) =>
    `Your net on each deal beside the average of everyone who played it, and beside four ${level} CPU players playing the same cards.`,
  compareNote: (level) => `▲ / ▼: above / below the field's average. CPUs: four ${level} CPU players on the same cards.`,
  colDeal: "Deal",
  colYou: "You",
  colField: "Field avg.",
  colCpu: "CPUs",
  colCpuLong: (level) => `Four ${level} CPU players`,
  colContract: "Contract",
  computing: "computing…",
  vsField: { better: "better than the field's average", worse: "below the field's average" },
  computingNote: "The CPU players are still playing today's deals; their results appear here in a moment.",
  notPlayed: "—",
  total: "Total",
  allPassed: "all passed",
  fieldPlayers: (n) => plural(n, "player", "players"),

  // the daily leaderboard
  boardTitle: "Daily leaderboard",
  boardToday: "Today",
  prevDay: "‹",
  prevDayLabel: "Previous day",
  nextDay: "›",
  nextDayLabel: "Next day",
  pickDay: "Choose a day",
  boardLede: (players) =>
    players ? `${plural(players, "player", "players")} ranked.` : "Nobody has finished this day's game yet.",
  boardNobody: "Nobody played this day's game.",
  boardOpenToday: "Ranks of today are provisional until the day ends (00:00 UTC).",
  boardClosed: "Final results.",
  colRank: "#",
  colName: "Player",
  colNet: "Net",
  colMadeSet: "Made / set",
  colMadeSetLabel: "Contracts made and set",
  colFinished: "Finished",
  madeSet: (made, set) => `${made} / ${set}`,
  madeSetTitle: (made, set) => `${plural(made, "contract", "contracts")} made, ${plural(set, "contract", "contracts")} set`,
  unfinished: (done, deals) => `unfinished (${done}/${deals})`,
  you: "you",
  showMore: "Show more",
  lockedTitle: "Play first, then compare",
  locked:
    "Today's leaderboard opens once your ranked game is over, so that nobody sees the field's results before playing the deals.",
  lockedPlay: "Play today's game",
  lockedResume: "Resume today's game",
  futureDay: "That day has not come yet.",
  badDay: "That is not a date.",
  badWeek: "That is not a week.",
  futureWeek: "That week has not come yet.",
  boardTodayLong: "Today's leaderboard",
  noEntries: "No ranked results for this day.",

  // rankings
  rankingsTitle: "Rankings",
  allTime: "All time",
  week: "Week",
  weekOf: (from, to) => `${dayWords(from, true)} – ${dayWords(to, true)}`,
  weekLabel: (w) => `Week ${w}`,
  prevWeek: "‹",
  prevWeekLabel: "Previous week",
  nextWeek: "›",
  nextWeekLabel: "Next week",
  formula: (minDays) =>
    `Each day, your percentile is the share of that day's players you beat (100 = first, 0 = last, 50 when you were alone). Your score is the average of your percentiles over the days you played, so playing well counts, not playing often. You appear once you have played ${plural(minDays, "day", "days")} in the period. Only finished days count, so today's results stay hidden.`,
  colScore: "Score",
  colDays: "Days",
  colBest: "Best",
  bestRank: (r) => (r ? ordinal(r) : "—"),
  rankingsEmpty: "Nobody has played enough days yet.",
  youBelowMin: (days, min) =>
    `You have played ${plural(days, "day", "days")} in this period; ${plural(Math.max(0, min - days), "more day", "more days")} and you appear here.`,
  youNone: "You have not played a finished day in this period yet.",

  // the personal page
  meTitle: "Your page",
  noPlayer:
    "You have not played the daily game yet. Choose a display name to appear on the leaderboards — no sign-up, no e-mail.",
  nameLabel: "Display name",
  nameHint: "2 to 20 characters: letters, digits, spaces and simple punctuation. Everyone sees it on the leaderboards.",
  nameSave: "Save name",
  nameSaveAndPlay: "Save and play",
  nameChange: "Change name",
  nameCancel: "Cancel",
  nameNeeded: "Choose a display name first: it is how you appear on the leaderboards.",
  nameTaken: "Another player already has that name, or one that looks the same (upper and lower case, look-alike letters). Try another one.",
  nameBad: (msg) => `That name can't be used: ${msg}`,
  nameEmpty: "Type a name first.",
  statDays: "Days played",
  statAvgRank: "Average rank",
  statAvgPct: "Average percentile",
  statBest: "Best day",
  statBestSub: (d) => `${ordinal(d.rank)} of ${d.players} · net ${signed(d.net)} · ${dayWords(d.date, true)}`,
  statStreak: "Current streak",
  statLongest: "Longest streak",
  streakDays: (n) => plural(n, "day", "days"),
  none: "—",
  historyTitle: "Your days",
  historyEmpty: "Your finished daily games will be listed here.",
  colDate: "Day",
  colRankOf: "Rank",
  rankOf: (r, n) => (r ? `${r} / ${n}` : "—"),
  colPct: "Pctl.",
  provisional: "(today, provisional)",
  codeTitle: "Take your player to another device",
  codeExplain:
    "Get a code to continue on another device: enter it there under “You”, in “Bring a player from another device”, and that browser plays as you, with your name, your daily games and your rankings.",
  codeShowOnce:
    "Write it down or copy it now: it is shown only once. Getting a new code makes this one stop working.",
  codeIssuedAt: (iso) => `You got a code on ${dayWords(iso.slice(0, 10), true)}. It is shown only once; if you lost it, get a new one (the old one then stops working).`,
  codeNone: "You have no player code yet.",
  codeGet: "Get my player code",
  codeNew: "Get a new code",
  codeCopy: "Copy",
  codeCopied: "Copied.",
  codeLabel: (code) => `Your player code: ${code.split("").join(" ")}`,
  adoptTitle: "Bring a player from another device",
  // the daily menu's line under the name field, before its link (adoptTitle) to “You”
  adoptInvite: "Already playing on another device?",
  adoptExplain: "Played on another device? Enter that player's code here and this browser continues as that player.",
  adoptWarn: "This browser's current player (and its name) is left behind.",
  adoptLabel: "Player code",
  adoptPlaceholder: "XXXX-XXXX-XXXX",
  adoptButton: "Use this code",
  adoptDone: "Welcome back! This browser now plays as",
  adoptBad: "No player has that code. Check it and try again (it is not case sensitive).",
  adoptEmpty: "Type the code first.",
  rateLimited: (s) => `Too many attempts from this connection. Try again in ${clock(s || 60)}.`,
  needPlayer: "Choose a display name to get a player code.",

  // errors of the daily flow
  dayOverShort: "This daily game's day is over: it can no longer be played.",
  dayOver: "This daily game's day is over: it can no longer be played. Today's game is waiting.",
  alreadyDone: "You have played today's ranked game. You can play practice rounds.",
  rankedFirst: "Finish today's ranked game first.",

  // issue 11 (hardening): why a name is refused, the fairness note, the "new" mark
  fairNote:
    "Fair play: everyone gets the same deals, fixed in advance and published as a fingerprint; each day's key is revealed the next day, so anyone can check.",
  fairLink: "Check the deals",
  fairHow:
    "What it proves: before each day the server publishes the SHA-256 fingerprint of the key that makes that day's eight deals, and the key itself once the day is over. Keep a day's fingerprint; the next day, check that the SHA-256 of its key — the key's 64 characters alone, without a newline after them (printf %s KEY | sha256sum, or echo -n KEY | sha256sum; a plain echo adds a newline and gives another fingerprint) — is that fingerprint, then rebuild the deals from the key with this game's code (python -m bideuchre.server.daily KEY): your South hands must be the ones you played. So the deals were fixed before anyone played, and nobody — not even the server's operator — chose them after seeing who played.",
  fairRaw: "The fingerprints and keys (JSON, for checking)",
  newTag: "new",
  newTitle: "A player created less than a day before this game",
  rankedCap: (s) => `This connection has already started today's allowed number of ranked games. The next daily game starts in ${clock(s || 60)}.`,
};

/** "5♥" style text for a contract (suit symbols drawn separately where possible). */
function contractCall(c) {
  return c.alone
    ? `lone contract in ${denomWords(c.denomination)}`
    : bidWords(c.bid, c.denomination);
}

// ------------------------------------------------------------------ issue 10
// screen readers: the contract and the tricks in words (render.js, panels.js);
// refusals and error codes in words (refusals/en.js, reasons.js).
M.contractLabel = (c) => `Contract: ${M.contractWords(c)}`;
M.tricksLabel = (side, won, bid, other, otherWon) =>
  `Tricks: ${SIDE_NAME[side]} ${won > bid ? `${won} (bid ${bid})` : `${won} of ${bid}`}, ${SIDE_NAME[other]} ${otherWon}`;
Object.assign(M, refusalWords({ SEAT_NAME, SUIT_ONE, SUIT_MANY, SIDE_NAME, cardName: M.cardName, plural }));
// issue 12: hand review, Why?, hints, undo, records, statistics
M.learn = learn(M);

export default M;
