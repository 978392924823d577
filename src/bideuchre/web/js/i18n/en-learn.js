// English words of issue 12, "Learn from every hand": the hand review, Why?,
// hints, undo, hand records and the casual statistics (M.learn; en.js adds
// them).  fr-learn.js, pt-BR-learn.js and ru-learn.js have the same keys.

import { dayWords } from "./format.js";

const SEAT = { S: "You", N: "North", W: "West", E: "East" };
const SUIT_SYM = { C: "♣", D: "♦", H: "♥", S: "♠" };
const dec = (x) => new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** Expected points with their sign and a true minus: "+7,1", "−2,0". */
const pts = (x) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${dec(Math.abs(x))}`;
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** The words, given the main catalogue `M` (its card and call words). */
export default (M) => {
  const card = (c) => `${M.rankShort(c[0])}${SUIT_SYM[c[1]]}`;
  // a candidate card and those of the same effect (why.js candidatesOf): "Q♣ or J♣"
  const cards = (x) => [x.card, ...(x.same || [])].map(card).join(" or ");
  // cards about equal (why.js orderedCandidates), as the language lists them: "J♦, 9♦, and Q♦"
  const and = (list) => new Intl.ListFormat("en", { type: "conjunction" }).format(list.map(card));
  const call = (c) => M.callWords(c);
  // the summary's costliest decision, with what the better choice would have gained
  const costliest = (action, cost, better = null) =>
    better ? `costliest: ${action}; ${better} was better by about ${dec(cost)} points` : `costliest: ${action}, about ${dec(cost)} points lost`;
  // the score line's help, with South spoken to ("you could see") or named ("Ana could see")
  const costHelpOf = (saw, bid, side) =>
    `Each decision is judged on its own, from what ${saw} at that moment, with the same search as the Hint: a call or card that followed the hint is marked ✓, one close to it (less than half a point away) ≈, a costlier one ✗ (for ${bid} of a contract made, the ✗ says “made, but …”). Costs are in expected points of margin: ${side} for the hand minus the other side's (one more trick for them changes it by 2). These costs do not add up to what the hand lost, so only the costliest is shown. The open-hand par is hindsight: what the deal gives with every card seen.`;
  return {
    // the review view
    reviewTitle: (n) => `Review · hand ${n + 1}`,
    // a shared daily deal's title: whose attempt, which day and deal ("Ana's daily game, 2 Dec · deal 2")
    sharedTitle: (name, iso, n) => `${name ? `${name}'s daily game` : "Daily game"}, ${dayWords("en", iso, true)} · deal ${n + 1}`,
    recordTitle: "Hand record",
    review: "Review the hand",
    reviewHand: (n) => `Review hand ${n + 1}`,
    back: "← Back to the table",
    loading: "Loading the review…",
    judging: "Judging your calls and cards…",
    notFinished: "This hand is not finished yet: its review opens once it is over.",
    // shared daily reviews (issue 12, daily-share)
    sharedUnavailable: "This deal can be reviewed once its day is over.",
    // a shared daily deal its player did not finish: the day is over, so it never will be
    sharedUnfinished: "The player did not finish this deal before the day ended, so it has no review.",
    noSuchGame: "There is no such game here: the link is wrong, or the game was played in another browser.",
    noSuchDeal: "This shared game has no such deal: check the link.",
    noSuchShare: "There is no such shared review: check the link.",
    shareDeal: (k) => `Review deal ${k + 1} — a link you can share`,
    share: "Share",
    shareHelp: "Anyone with one of these links can review that deal.",
    shareDealShort: (k) => `Deal ${k + 1}`,
    copyLink: "Copy link",
    copyDealLink: (k) => `Copy the link to deal ${k + 1}`,
    linkCopied: "Link copied",
    loadFailed: "The review could not be loaded.",
    toStart: "To the start",
    stepBack: "Back one step",
    stepForward: "Forward one step",
    toEnd: "To the end",
    stepOf: (p, n) => `Step ${p} of ${n}`,
    stepperLabel: "Step through the hand",
    keysHint: "← → step, Home / End",
    asDealt: (dealer) => `The hands as dealt. ${SEAT[dealer]} ${dealer === "S" ? "deal" : "deals"}.`,
    auction: "Auction",
    play: "Play",
    trickNo: (n) => `Trick ${n + 1}`,
    trickWon: (n, seat) => `Trick ${n + 1}: ${seat === "S" ? "you win it" : `${SEAT[seat]} wins it`}`,
    exchange: (seat, k) =>
      k === 0 ? `${SEAT[seat]} ${seat === "S" ? "exchange" : "exchanges"} no cards.` : `${SEAT[seat]} ${seat === "S" ? "exchange" : "exchanges"} ${plural(k, "card", "cards")}.`,
    passedCards: (from, cards) => `${SEAT[from]} passed ${cards.map(card).join(" ")}`,
    discardedCards: (cards) => `discarded ${cards.map(card).join(" ")}`,
    outOfPlay: "out of play",
    hidden: (n) => `${plural(n, "card", "cards")} not seen`,
    result: "Result",
    par: "Open-hand par",
    parHelp: "With all four hands open and best play by everyone after this auction.",
    parLine: (ns, ew) => `N–S ${plural(ns, "trick", "tricks")}, E–W ${ew}`,
    parNone: "no par (nobody bid)",
    // solver budget: the par was not computed within its work limit
    parTooLong: "not worked out (too long to compute for this hand)",
    resultLine: (ns, ew) => `N–S ${plural(ns, "trick", "tricks")}, E–W ${ew}`,
    points: (ns, ew) => `points ${ns} / ${ew}`,
    good: "good",
    goodLabel: (what) => `${what}: good`,
    better: (action, cost) => `${action} was better by ${dec(cost)} pt`,
    betterLabel: (what, action, cost) => `${what}: ${action} was better, by about ${dec(cost)} points of expected margin`,
    // a bid of South's that became the contract and was made, when another call (most often
    // a pass) was worth more: not a plain ✗ ("I made my contract, why is it wrong?")
    madeBut: (rec, cost) => `made, but ${rec === "pass" ? "passing" : call(rec)} was worth more (+${dec(cost)} pt)`,
    madeButLabel: (what, rec, cost) =>
      `${what}: the contract was made, but ${rec === "pass" ? "passing" : call(rec)} was worth more, by about ${dec(cost)} points of expected margin`,
    // a decision other than the hint's, less than half a point from it (verdict "close"): never ✓,
    // so a player who went against the hint is not told it was the best
    closeMark: (a) => `close · the hint's choice: ${a}`,
    closeMarkLabel: (what, a) => `${what}: close to the best, less than half a point away; the hint's choice was ${a}`,
    // a decision the review could not value (the summary's "not judged")
    notJudged: "not judged",
    notJudgedLabel: (what) => `${what}: not judged`,
    // a decision with one legal choice (`forced`): no mark, left out of the score line
    forced: "only choice",
    forcedLabel: (what) => `${what}: the only legal choice, not judged`,
    costHelpLabel: "What do these points mean?",
    // unjudged: decisions the review could not value, named by `skipped`
    score: (good, total, action, cost, better = null, unjudged = 0, skipped = "", forced = 0) =>
      `${good} of ${plural(total, unjudged ? "judged decision" : "decision", unjudged ? "judged decisions" : "decisions")} good${unjudged ? `; not judged: ${skipped}` : ""}${forced ? `; ${plural(forced, "forced play", "forced plays")} (the only legal choice) not counted` : ""}${action ? ` · ${costliest(action, cost, better)}` : ""}`,
    costliest,
    // the summary's costliest decision when it is South's bid that was made: the verdict is of
    // what South could see (expected points), not a claim that passing would have scored more
    costliestMade: (action, rec, cost) =>
      `costliest: ${action}, made — but from what you could see, ${rec === "pass" ? "passing" : call(rec)} was worth about ${dec(cost)} points more on average`,
    costHelp: costHelpOf("you could see", "your bid", "your side's points"),
    noMarks: "A record opened from a file has no marks.",
    incomplete: "This hand was not over when the record was saved: the other players’ unplayed cards are not in it, so it cannot be reviewed. Only the cards you saw are shown.",
    handOf: (k, n) => `Hand ${k + 1} of ${n}`,
    prevHand: "Previous hand",
    nextHand: "Next hand",
    tapWhy: "Tap a CPU call or card to see why.",
    // a call or card in the review's lists, read out: "You: 7 no trump: good"
    seatSays: (seat, words) => `${seat}: ${words}`,
    // a shared review (review_voice.js): South is another player, spoken of in the third
    // person by name (`who`: "Ana plays the nine of hearts."); the own review says "You"
    named: {
      // South's name when the server has none for the attempt's player
      south: "South",
      called: (who, c) => (c === "pass" ? `${who} passes.` : c.startsWith("alone") ? `${who} goes ${call(c)}.` : `${who} bids ${call(c)}.`),
      played: (who, c) => `${who} plays the ${M.cardName(c)}.`,
      asDealt: (who) => `The hands as dealt. ${who} deals.`,
      trickWon: (n, who) => `Trick ${n + 1}: ${who} wins it`,
      exchange: (who, k) => (k === 0 ? `${who} exchanges no cards.` : `${who} exchanges ${plural(k, "card", "cards")}.`),
      passedCards: (who, cards) => `${who} passed ${cards.map(card).join(" ")}`,
      sittingOut: () => "sitting out",
      madeLong: (who) => `${who} made the contract`,
      setLong: (who) => `${who} was set (euchred)`,
      judging: (who) => `Judging ${who}'s calls and cards…`,
      costliestMade: (who, action, rec, cost) =>
        `costliest: ${action}, made — but from what ${who} could see, ${rec === "pass" ? "passing" : call(rec)} was worth about ${dec(cost)} points more on average`,
      costHelp: (who) => costHelpOf(`${who} could see`, `${who}'s bid`, `the points of ${who}'s side`),
    },

    // actions in words (marks, hints): a call, a card, an exchange step
    actionWords: (a) =>
      /^[9TJQKA][CDHS]$/.test(a)
        ? card(a)
        : a.startsWith("exchange ")
          ? `exchange ${a.slice(9)}`
          : a.startsWith("discard ")
            ? `discard ${card(a.slice(8))}`
            : a.startsWith("pass ") && a.length > 5
              ? `pass ${card(a.slice(5))}`
              : call(a),

    // Why? (a CPU seat's call or card, from the event's why code)
    why: "Why?",
    whyCall: (seat, c) => `Why did ${SEAT[seat]} ${c === "pass" ? "pass" : c.startsWith("alone") ? `go ${call(c)}` : `bid ${call(c)}`}?`,
    whyCard: (seat, c) => `Why did ${SEAT[seat]} play ${card(c)}?`,
    whyAlternatives: (alts) => `Other calls it weighed (expected points): ${alts.map((a) => `${call(a.call)} ${a.value > 0 ? "+" : a.value < 0 ? "−" : ""}${dec(Math.abs(a.value))}`).join(", ")}.`,
    whyCallExpected: (seat, d, expected) => `${SEAT[seat]} expected about ${dec(expected)} tricks for its side in ${M.denomWords(d)}.`,
    whyCallBest: (seat, c) => `${SEAT[seat]} judged ${call(c)} its best call.`,
    whyOnlyCall: (seat, a) => `${SEAT[seat]} had no other choice: ${a === "pass" ? "pass" : call(a)}.`,
    whyExchange: (seat) => `${SEAT[seat]} chose the exchange by its usual rules (keep trumps and aces, pass the best cards).`,
    whyPass: (seat, best, expected) =>
      best
        ? `${SEAT[seat]} passed: its best bid, ${call(best)}, promised only about ${dec(expected)} tricks.`
        : `${SEAT[seat]} passed: no bid looked worth it.`,
    whyPassWorth: (seat, best, expected, value, bestValue) =>
      `${SEAT[seat]} passed: its best bid, ${call(best)}, expected about ${dec(expected)} tricks, but passing was worth more` +
      (value == null ? "." : ` (${pts(value)} expected points against ${pts(bestValue)} for ${call(best)}).`),
    whyPassMargin: (seat, best, expected, value, bestValue, margin) =>
      `${SEAT[seat]} passed: its best bid, ${call(best)}, expected about ${dec(expected)} tricks and was worth ${pts(bestValue)} expected points against ${pts(value)} for passing — not the lead of ${dec(margin)} points over passing it asks of a bid.`,
    whyPassCautious: (seat, best, expected) =>
      `${SEAT[seat]} passed: its best call, ${call(best)}, expected about ${dec(expected)} tricks, but it judged passing the safer call.`,
    whyCallHigher: (c, value, higher, higherValue) =>
      `${call(c)} was worth about ${pts(value)} expected points and ${call(higher)} ${pts(higherValue)}: a made contract scores the tricks taken, not the bid, so a higher bid scores no more when made and loses more when set.`,
    whyCallLowest: (c) =>
      `It bid ${call(c)}, the lowest bid it could make: a made contract scores the tricks taken, not the bid, so a higher bid would only add the risk of a set. It bids higher only when the auction goes past it.`,
    whyAlone: (seat, expected) => `${SEAT[seat]} expected to take about ${dec(expected)} tricks on its own.`,
    whyCandidates: (seat, c, cands) =>
      `${SEAT[seat]} compared ${cands.map((x) => `${cards(x)} (${dec(x.value)})`).join(", ")} — tricks its side expects from here — and played ${card(c)}.`,
    // the card played first, then the others best first, as the hint lists them (why.js orderedCandidates)
    whyCandidatePoints: (seat, c, cands, equal) =>
      `${SEAT[seat]} played ${card(c)}. Expected points for its side this hand: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} were about equal: the ${equal.length > 2 ? "differences were" : "difference was"} within the search's noise, so ${SEAT[seat]} kept the usual play, ${card(c)}.` : "."),
    whyCardHidden: (seat, c) =>
      `${SEAT[seat]} played ${card(c)}. What it weighed depends on the cards it still holds, so its reasons are shown in the hand review once the hand is over.`,
    whyOnlyLegal: (seat, c) => `${card(c)} was the only card ${SEAT[seat]} could play.`,
    whyRule: (seat, c) => `${SEAT[seat]} played ${card(c)} by a usual rule of play, without a deeper search.`,
    whyUnknown: (seat) => `${SEAT[seat]}'s reason for this one is not available.`,
    whyNone: "No reason was recorded for this one.",
    close: "Close",

    // hints
    hint: "Hint",
    hintLabel: "Suggest a call or card (H)",
    hintPlay: (c) => `Play ${card(c)}`,
    hintCall: (c) => `${c === "pass" ? "Pass" : c.startsWith("alone") ? `Go ${call(c)}` : `Bid ${call(c)}`}`,
    hintOther: (a) => `${a.charAt(0).toUpperCase()}${a.slice(1)}`,
    hintCallExpected: (expected) => `your side can expect about ${dec(expected)} tricks.`,
    hintCallAbove: (expected, value, passValue) =>
      `your side can expect about ${dec(expected)} tricks; bidding is still worth more than passing (${pts(value)} points against ${pts(passValue)}): letting the opponents have the contract costs more.`,
    hintPass: (best, expected) =>
      best ? `your best bid, ${call(best)}, promises only about ${dec(expected)} tricks.` : "no bid looks worth it.",
    hintPassWorth: (best, expected, value, bestValue) =>
      `your best bid, ${call(best)}, expects about ${dec(expected)} tricks, but passing is worth more` +
      (value == null ? "." : ` (${pts(value)} expected points against ${pts(bestValue)}).`),
    hintPassCautious: (best, expected) => `your best call, ${call(best)}, expects about ${dec(expected)} tricks, but passing is the safer call.`,
    hintCandidatePoints: (cands, equal) =>
      `the strongest CPU's choice. Expected points for your side this hand: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} are about equal here: the ${equal.length > 2 ? "differences are" : "difference is"} within the search's noise, so the CPU keeps the usual play, ${card(equal[0])}.` : "."),
    hintCandidates: (cands) =>
      `the strongest CPU's choice. Its estimates of your side's tricks: ${cands.map((x) => `${cards(x)} ${dec(x.value)}`).join(", ")} (it keeps to the usual play unless another card is clearly better).`,
    hintOnlyLegal: "it is your only legal card.",
    hintRule: "it is the usual play here.",
    hintNotRanked: "No hints in the ranked daily game.",
    // the exchange: every card to pass (or discard), named together (D6)
    hintPassCards: (list) => `Pass ${and(list)}`,
    hintDiscardCards: (list) => `Discard ${and(list)}`,

    // undo
    undo: "Undo",
    undoLabel: "Take back your last call or card (U)",
    undone: "Taken back: your last call or card.",
    nothingToUndo: "Nothing to take back in this hand.",
    undoNotRanked: "Nothing can be taken back in the ranked daily game.",

    // hand records
    download: "Download this hand",
    downloadGame: "Download the game",
    gameRecord: "Game record",
    openRecord: "Open a record…",
    openTitle: "Open a hand or game record",
    openFile: "A record file (.json)",
    openPaste: "…or paste a record here",
    openGo: "Open",
    openBad: "That is not a hand or game record this page can read.",
    openIncomplete: "This record was saved before its hand was over: the other players’ unplayed cards are not in it, so it cannot be reviewed. Download the record again once the hand is over.",
    openEmpty: "Choose a file or paste a record first.",
    // the engine's check of an opened record (POST /api/records/check): hand and step from 0
    openIllegalStep: ({ hand, step, text, why }) =>
      `This record breaks the rules at ${hand === null ? "" : `hand ${hand + 1}, `}step ${step + 1} (“${text}”): ${why}.`,
    openBadStep: ({ hand, step, text }) =>
      `${hand === null ? "Step" : `Hand ${hand + 1}, step`} ${step + 1} (“${text}”) is not a call, exchange step or card this page can read.`,
    openIllegalDeal: ({ hand, why }) => `The deal${hand === null ? "" : ` of hand ${hand + 1}`} is not one the rules allow: ${why}.`,
    openBadRules: "The record’s house rules are unknown or cannot be played together.",
    openTooLarge: "This record is too large to be checked.",
    openUnchecked: "The record could not be checked (the server did not answer). Try again.",

    // statistics of casual games (the personal page)
    statsTitle: "Casual games",
    statsLede: "Your games against the CPU players at each level (not the daily game).",
    statsEmpty: "Your finished casual hands will be counted here.",
    colLevel: "Level",
    colGames: "Games",
    colHands: "Hands",
    colDeclared: "Contracts made",
    colDefended: "Opponents' contracts set",
    colAlone: "Alone made",
    colPerHand: "Points / hand",
    ofTotal: (a, b) => `${a} / ${b}`,
  };
};
