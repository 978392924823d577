// The English words of refusals (issue 10, reasons.js): every refusal code of
// the engine (engine/errors.py REFUSALS) and of the server (server/errors.py
// SERVER_REASONS), worded from its parameters (tests/web/test_refusals.py
// checks that each catalogue words exactly these codes); the rule broken
// follows as a link, "(rule R6)"; and the words of error codes without a
// reason.  A function of the catalogue's own helpers (en.js passes them).

export default function refusalWords({ SEAT_NAME, SUIT_ONE, SUIT_MANY, SIDE_NAME, cardName, plural }) {
  const cards = (n) => plural(n, "card", "cards");
  return {
    ruleRef: (rule) => `rule ${rule}`,
    refused: (why) => `Not allowed: ${why}`,
    // an error's code in words, when it has no reason (reasons.js errorText)
    errorCode: {
      unavailable: "The server is busy or its storage is unavailable; nothing was lost. Try again in a moment.",
      cross_site: "That request came from another site and was refused.",
      malformed: "The server did not understand that request.",
      too_large: "That request is too large.",
      bad_rules: "These rules cannot be played together. Check the options.",
      bad_level: "That CPU level is not offered.",
      internal: "Something went wrong on the server; nothing was saved. Try again.",
      bad_date: "That is not a date.",
      bad_period: "Rankings are all-time or weekly.",
      not_found: "That is no longer available.",
    },
    refusal: {
      // the play
      not_a_play: "it is time to play a card",
      not_held: ({ seat, card }) => `${seat === "S" ? "you do" : `${SEAT_NAME[seat]} does`} not hold the ${cardName(card)}`,
      must_follow: ({ suit, card, trump, left_bower }) =>
        left_bower === "card"
          ? `you must follow ${SUIT_MANY[suit]} — the ${cardName(card)} is the left bower, so it counts as a ${SUIT_ONE[trump]}`
          : left_bower === "held"
            ? `you must follow ${SUIT_MANY[suit]} — the left bower counts as a ${SUIT_ONE[suit]}`
            : `you must follow ${SUIT_MANY[suit]}`,
      // the auction
      not_a_call: "the auction is on: make a call",
      stuck_dealer: ({ min_bid }) => `nobody has bid, so the dealer must bid ${min_bid}`,
      no_trump_not_allowed: "no-trump contracts are not allowed in these rules",
      bid_too_low: ({ min_bid }) => `the lowest bid is ${min_bid}`,
      bid_too_high: ({ hand_size }) => `a bid cannot be more than ${plural(hand_size, "trick", "tricks")}`,
      bid_not_higher: ({ high_bid }) => `a bid must name more tricks than the standing bid of ${high_bid}; the trump suit does not count`,
      alone_not_allowed: "playing alone is not allowed in these rules",
      no_overcall: ({ bid }) => `nothing can overcall a bid of ${bid}, not even alone`,
      auction_over_passed: "the auction is over: all four passed",
      auction_over_alone: ({ seat }) => `the auction is over: ${seat === "S" ? "you" : SEAT_NAME[seat]} went alone`,
      auction_over_top_bid: ({ bid, alone }) =>
        `the auction is over: nothing can overcall a bid of ${bid}${alone ? ", not even alone" : ""}`,
      auction_over_passes: ({ seat }) => `the auction is over: three passes followed ${seat === "S" ? "your" : `${SEAT_NAME[seat]}'s`} bid`,
      auction_over_round: "the auction is over: each player calls once",
      // the lone exchange
      exchange_size: ({ max, exact }) => (exact ? `the exchange is exactly ${cards(max)}` : `the exchange is 0 to ${cards(max)}`),
      exchange_announce_first: "the lone player first says how many cards to exchange",
      exchange_partner_passing: "the partner is passing cards now",
      exchange_declarer_discarding: "the lone player is discarding now",
      exchange_none: "these rules have no exchange",
      exchange_misplaced: "an exchange only follows an alone call, before the first lead",
      exchange_before_lead: "the exchange comes before the first lead",
      exchange_counts: ({ k }) => `in an exchange of ${k}, the partner passes ${cards(k)}, then the lone player discards ${k}`,
      // between hands, deals and turns
      hand_over: "the hand is over: deal the next one",
      hand_not_over: "the hand is not over: all the tricks are played first",
      game_over: "the game is over",
      no_seed: "there is no next deal",
      deal_hands: "a deal has four hands",
      deal_size: ({ seat, count, hand_size }) =>
        `${seat === "S" ? "you hold" : `${SEAT_NAME[seat]} holds`} ${cards(count)}; each player is dealt ${hand_size}`,
      deal_deck: ({ copies }) => (copies === 1 ? "the deal must be a deck of each card once" : `the deal must be a deck of each card ${copies} times`),
      out_of_turn: ({ seat }) => (seat === "S" ? "it is your turn" : `it is ${SEAT_NAME[seat]}'s turn`),
      // the server's own
      others_turn: ({ seat }) => `it is ${SEAT_NAME[seat]}'s turn`,
      game_won: ({ winner }) => `the game is over: ${SIDE_NAME[winner]} won. Start a new game`,
      daily_over: "the daily game is over: every deal is played",
      bid_impossible: ({ text, min_bid, hand_size }) => `“${text}” is not a possible bid: bids are ${min_bid} to ${hand_size} tricks`,
      name_not_text: "a name is text",
      name_length: ({ min, max, length }) => `a name has ${min} to ${max} characters (this one has ${length})`,
      name_spaces: "a name may not hold two spaces in a row",
      name_char: ({ char }) => `a name may hold letters, digits, spaces and simple punctuation, not “${char}”`,
      name_no_alnum: "a name needs at least one letter or digit",
      name_invisible: "a name may not hold invisible characters",
      name_marks: "at most two accents or marks on one letter",
      name_too_long: "this name is too long once its characters are written out in full",
    },
  };
}
