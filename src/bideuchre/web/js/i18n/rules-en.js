// How to play, in English: the guide and the numbered rules of docs/rules.md
// (R1–R15, D1–D9, C1–C4), drawn by howto.js.  The same keys in rules-fr.js,
// rules-pt-BR.js and rules-ru.js; the markup ({dd.target}, [[R6]], **bold**)
// is explained in howto_text.js.

export default {
  lang: "en",
  title: "How to play",
  close: "Close",
  contents: "Contents",
  guideTitle: "The game",
  referenceTitle: "The numbered rules",
  sections: {
    basics: {
      title: "The game in a minute",
      blocks: [
        "Four players in two partnerships: you (South) and North against West and East. The CPU plays the three others.",
        "Each hand, all the cards are dealt. Then comes the **auction**: players bid how many tricks their side will take, and with which trump suit (or in no trump). The highest bidder becomes the **declarer**, and everybody plays the hand out, one card each to a trick.",
        "Both sides score the tricks they take; a declaring side that falls short of its bid loses the amount of its bid instead. The first side to reach the target, on a hand where it is allowed to win, wins the game.",
        {
          list: [
            "**Double deck** (the default): 48 cards, {dd.hand} each, target {dd.target}, an open auction, and you may go alone.",
            "**Single deck** (classic): 24 cards, {sd.hand} each, target {sd.target}, one round of calls.",
          ],
        },
      ],
    },
    play: {
      title: "Trump, bowers and tricks",
      blocks: [
        "The cards are A K Q J 10 9 in each suit; the double deck has two of each.",
        "In a trump suit, two jacks are the top trumps: the **right bower** (the jack of trump) and the **left bower** (the other jack of the same colour). With hearts trump, J♥ is the right bower and J♦ the left bower; J♦ then counts as a heart for everything, and the diamonds have no jack. Trump ranks right bower, left bower, A, K, Q, 10, 9 [[R4]] [[R5]].",
        "In **no trump** there are no bowers: every suit ranks A, K, Q, J, 10, 9.",
        "The declarer leads to the first trick; the winner of each trick leads to the next [[R8]]. You must follow the suit led if you can; if you cannot, play any card. You never have to trump [[R6]].",
        "The highest trump wins the trick, or, with no trump in it, the highest card of the suit led. With the double deck, of two identical cards the one played first wins [[R7]].",
        "Every trick is played, even when the contract is already made or lost, because the defenders score their tricks too [[R11]].",
      ],
    },
    auction: {
      title: "The auction",
      blocks: [
        "The player to the dealer's left calls first, then the calls go round clockwise [[R3]]. A bid names a number of tricks and a trump suit or no trump, such as 5♥ or 7 NT. Each bid must name **more tricks** than the last: the suits have no rank, so 4♠ does not beat 4♥ [[R9]].",
        "**Double deck: an open auction** [[D2]]. The calls go round as many times as needed. On your turn you may pass, bid or go alone.",
        {
          list: [
            "**Passing does not stop you from bidding later.** When the turn comes round to you again you may still bid.",
            "So if you have passed and the page shows **{ui.yourCall}** again, nothing is stuck: the auction is still going, and it is simply your turn again. Pass again, or bid now.",
            "You never have to answer your own bid: the auction stops as soon as the three other players pass after it.",
          ],
        },
        "**The auction ends at once** [[D3]] when:",
        {
          list: [
            "three passes in a row follow a bid: the last bidder is the declarer;",
            "someone bids {dd.hand}, the most there is: nothing can beat it, not even alone;",
            "someone goes alone;",
            "the first four calls are all passes: the hand is thrown in and the next dealer deals [[R15]].",
          ],
        },
        "You may outbid your own partner. The last bid is the contract, its maker the declarer, and its suit trump [[R10]].",
        "**Single deck: one round** [[C2]]. Everybody calls exactly once, from the dealer's left to the dealer. Passing is final there, and a bid of {sd.hand} ends the auction at once.",
        {
          example: "Example: passing, then bidding (double deck)",
          lines: [
            "West deals. North passes, East bids 4♦, you pass, West passes.",
            "North bids 5♠. East, you and West all pass: North is the declarer in 5♠. North had passed before, and that did not stop him.",
          ],
        },
      ],
    },
    alone: {
      title: "Going alone and the exchange",
      blocks: [
        "In the double-deck game a player may call **{ui.alone}** with a trump suit or no trump: a contract to take **all {dd.hand} tricks** without the partner. It may be called on any turn while the auction is open, even over a bid of the partner's, but not once someone has bid {dd.hand}. It ends the auction [[D5]].",
        "Before the first lead comes the **exchange** [[D6]]: the lone declarer says how many cards to exchange, from 0 to {dd.exchangeMax}. The partner chooses that many cards to pass, and the declarer that many to discard; neither sees the other's choice. The partner's cards join the declarer's hand once the discards are made.",
        "Then the partner sits out: each trick has three cards, and the lone declarer leads first [[R8]].",
        "Made alone (all {dd.hand} tricks): +{dd.loneMade} for the declaring side, 0 for the defenders. One trick short or more: −{dd.loneSet} for the declaring side, and the defenders score their tricks [[D7]].",
        "In the single-deck game nobody may go alone [[C3]].",
      ],
    },
    scoring: {
      title: "Scoring",
      blocks: [
        "After each hand both sides score [[R12]]:",
        {
          list: [
            "the declaring side, if it **made** its bid (took at least as many tricks as it bid), scores every trick it took;",
            "if it was **set** (took fewer), it loses the amount of its bid;",
            "the defenders always score the tricks they took.",
          ],
        },
        "Totals may go below zero [[R13]]. A bid of {dd.hand} without going alone is an ordinary contract [[D8]].",
        {
          example: "Examples (double deck, {dd.hand} tricks)",
          lines: [
            "North bids 7♦ and North–South take 9 tricks: North–South +9, East–West +{dd.hand-9}.",
            "North bids 7♦ and North–South take only 6: North–South −7, East–West +{dd.hand-6}.",
            "East goes alone and takes all {dd.hand}: East–West +{dd.loneMade}, North–South 0.",
            "East goes alone and takes {dd.hand-1}: East–West −{dd.loneSet}, North–South +1.",
            "North–South have 3 points and are set on a bid of 9: they drop to −6, and the game goes on.",
          ],
        },
        {
          example: "Example (single deck, {sd.hand} tricks)",
          lines: ["You bid 3♥ and your side takes 4 tricks: North–South +4, East–West +{sd.hand-4}."],
        },
      ],
    },
    winning: {
      title: "Who can win on a hand",
      blocks: [
        "The game is decided only at the end of a hand, and on each hand **only one side may win** [[R14]]: the declaring side if it made its bid, the defenders if they set it. That side wins if its total has reached the target ({dd.target} with the double deck, {sd.target} with the single deck).",
        "The other side cannot win on that hand, whatever its total. So a side can be over the target and still play on: it wins later, at the end of a hand where it is the side allowed to win. A hand thrown in because everybody passed never ends the game [[R15]].",
        {
          example: "Examples (double deck, target {dd.target})",
          lines: [
            "East–West have {dd.target-2} and defend; North–South bid 5 and take 7. East–West reach {dd.target+3} but **do not win**: North–South made their bid. The game goes on.",
            "A later hand: East–West, still on {dd.target+3}, set North–South's bid and take 4 tricks. They reach {dd.target+7} and **win**.",
            "North–South have {dd.target+8}, bid 8 and take 7: they are set, drop to {dd.target} and **do not win**. East–West win only if their new total has reached {dd.target}.",
            "North–South have {dd.target-3}, bid 4 and take 7 ({dd.target+4}); East–West, on {dd.target-2}, take 5 ({dd.target+3}). Both are over the target, but only North–South made a bid: **North–South win**.",
          ],
        },
      ],
    },
    common: { title: "Both games", blocks: [] },
    "double-deck": { title: "Double deck (the default)", blocks: [] },
    "single-deck": { title: "Single deck (classic)", blocks: [] },
  },
  rules: {
    R1: {
      title: "The deck",
      blocks: ["The single deck has 24 cards: A K Q J 10 9 in each suit. The double deck has 48 cards, two identical copies of each of those 24."],
    },
    R2: {
      title: "The deal",
      blocks: ["The first dealer is drawn at random; after that the deal passes to the left (clockwise). All the cards are dealt, the same number to each player; there is no kitty."],
    },
    R3: {
      title: "Calling order",
      blocks: ["The calls start with the player to the dealer's left and go round clockwise."],
    },
    R4: {
      title: "The bowers",
      blocks: [
        "With a trump suit, two jacks belong to the trump suit for every purpose (following suit, winning tricks, being void, counting trumps): the jack of trump, the **right bower**, and the jack of the other suit of the same colour, the **left bower**. Every other card belongs to its own suit. In no trump every card belongs to its own suit.",
      ],
    },
    R5: {
      title: "Rank of the cards",
      blocks: ["Trump ranks, high to low: right bower, left bower, A, K, Q, 10, 9. The other suits rank A, K, Q, J, 10, 9, and the suit of trump's colour has no jack. In no trump every suit ranks A, K, Q, J, 10, 9."],
    },
    R6: {
      title: "Following suit",
      blocks: [
        "The suit led is the suit of the first card of the trick as [[R4]] counts it: when the left bower is led, trump has been led. If you hold a card of the suit led you must play one; if you hold none, you may play any card. You never have to trump.",
        "With hearts trump, a diamond lead does not call for J♦: it is a heart. If J♦ is your only “diamond”, you are void in diamonds.",
      ],
    },
    R7: {
      title: "Who wins the trick",
      blocks: ["If any trump was played, the highest trump wins; otherwise the highest card of the suit led. Of two identical cards in one trick, the one played first beats the one played second."],
    },
    R8: {
      title: "Leads",
      blocks: ["The declarer leads to the first trick, also when playing alone. The winner of each trick leads to the next."],
    },
    R9: {
      title: "Bids",
      blocks: ["A bid is a number of tricks and a trump suit or no trump, such as 4♥ or 7 NT. It must name more tricks than the standing high bid: the suits have no rank, so 4♠ cannot beat 4♥. Bids go from {dd.minBid} to the number of cards in a hand."],
    },
    R10: {
      title: "The contract",
      blocks: ["When the auction ends, the last bid is the contract. The player who made it is the **declarer**, and its suit is trump (or there is none, in no trump)."],
    },
    R11: {
      title: "Play to the end",
      blocks: ["Every trick is played, even once the contract is made or lost, because the defenders score their tricks."],
    },
    R12: {
      title: "Scoring a contract",
      blocks: [
        {
          list: [
            "Made (at least as many tricks as bid): the declaring side scores every trick it took, the defenders theirs.",
            "Set (fewer tricks than bid): the declaring side loses the amount of its bid, the defenders score their tricks.",
          ],
        },
        "Bid 7, take 9: +9 and +{dd.hand-9}. Bid 7, take 6: −7 and +{dd.hand-6} (double deck).",
      ],
    },
    R13: {
      title: "Below zero",
      blocks: ["A side's total may go below zero. There is no floor."],
    },
    R14: {
      title: "Winning",
      blocks: [
        "A winner is looked for only at the end of a hand. On each hand only one side may win: the declaring side if it made its bid, otherwise the defenders. If that side's total has reached the target, it wins the game. The other side never wins on that hand, whatever its total, so a side can be over the target and keep playing.",
        "See the examples under [[winning]].",
      ],
    },
    R15: {
      title: "Nobody bids",
      blocks: ["If all four players pass, the hand is thrown in: nothing is scored, and the next dealer (to the left) deals a new hand. Such a hand never ends the game."],
    },
    D1: {
      title: "Cards and target",
      blocks: ["48 cards, {dd.hand} to each player, {dd.hand} tricks a hand; the target is **{dd.target}** points."],
    },
    D2: {
      title: "Open auction",
      blocks: ["The calls go round clockwise as many times as needed. On your turn you may pass, bid ({dd.minBid} to {dd.hand}) or go alone. Passing does **not** stop you from bidding later: the turn comes back round, and you may still bid then."],
    },
    D3: {
      title: "End of the auction",
      blocks: [
        "The auction ends at once when:",
        {
          list: [
            "the three calls after a bid are passes: that bidder is the declarer (nobody has to answer their own bid);",
            "someone bids {dd.hand}: nothing can beat it, not even alone;",
            "someone goes alone;",
            "the first four calls are passes [[R15]].",
          ],
        },
      ],
    },
    D4: {
      title: "Lowest bid",
      blocks: ["The lowest bid is {dd.minBid}."],
    },
    D5: {
      title: "Going alone",
      blocks: ["Alone, with a trump suit or no trump, is a contract to take **all {dd.hand} tricks** without the partner, sometimes called “shooting the moon”. It may be called on any turn while the auction is open and nobody has bid {dd.hand}, even over the partner's bid. The partner sits out: tricks have three cards, and the partner's turn is skipped. The declarer still leads first."],
    },
    D6: {
      title: "The exchange",
      blocks: [
        "Before the first lead the lone declarer says how many cards to exchange: any number from 0 to {dd.exchangeMax}. The partner chooses that many cards to pass and the declarer that many to discard, and neither sees the other's choice until both are made.",
        "The discards come from the declarer's own {dd.hand} cards; the passed cards join the hand afterwards, bringing it back to {dd.hand}. The discards and the partner's other cards are out of play, face down. With 0, nothing is exchanged.",
      ],
    },
    D7: {
      title: "Scoring alone",
      blocks: ["All {dd.hand} tricks: the declaring side scores **+{dd.loneMade}** and the defenders 0. Fewer: the declaring side scores **−{dd.loneSet}**, and the defenders score their tricks. [[R14]] applies as to any contract."],
    },
    D8: {
      title: "A bid of {dd.hand}",
      blocks: ["An ordinary bid of {dd.hand}, with the partner, is scored like any bid [[R12]]: +{dd.hand} if made, −{dd.hand} if set."],
    },
    D9: {
      title: "How many trumps",
      blocks: ["With a trump suit, trump has 14 cards (2 right bowers, 2 left bowers, and 2 each of A K Q 10 9). The other suit of the same colour has 10 cards, and the two other suits 12 each."],
    },
    C1: {
      title: "Cards and target",
      blocks: ["24 cards, {sd.hand} to each player, {sd.hand} tricks a hand; the target is **{sd.target}** points."],
    },
    C2: {
      title: "One round of calls",
      blocks: ["Each player calls exactly once, pass or bid, from the dealer's left round to the dealer. **Passing is final.** A bid of {sd.hand} ends the auction at once."],
    },
    C3: {
      title: "Bids, and no going alone",
      blocks: ["Bids go from {sd.minBid} to {sd.hand}. Nobody may go alone in this game."],
    },
    C4: {
      title: "Nobody bids",
      blocks: ["If all four pass, the hand is thrown in and the next dealer deals [[R15]]."],
    },
  },
};
