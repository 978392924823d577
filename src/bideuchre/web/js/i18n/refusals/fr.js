// Les refus en français (issue 10, reasons.js) : chaque code de refus du
// moteur et du serveur, formulé d’après ses paramètres (voir refusals/en.js).

export default function refusalWords({ SEAT_NAME, SUIT_ONE, SIDE_NAME, theCard, deSeat, pl, cartes }) {
  return {
    ruleRef: (rule) => `règle ${rule}`,
    refused: (why) => `Impossible : ${why}`,
    errorCode: {
      unavailable: "Le serveur est occupé ou son stockage est indisponible ; rien n’a été perdu. Réessayez dans un instant.",
      cross_site: "Cette requête venait d’un autre site : elle a été refusée.",
      malformed: "Le serveur n’a pas compris cette demande.",
      too_large: "Cette demande est trop volumineuse.",
      bad_rules: "Ces règles ne peuvent pas se jouer ensemble. Vérifiez les options.",
      bad_level: "Ce niveau de robot n’est pas proposé.",
      internal: "Le serveur a rencontré un problème ; rien n’a été enregistré. Réessayez.",
      bad_date: "Ce n’est pas une date.",
      bad_period: "Le classement est général ou hebdomadaire.",
      not_found: "Ce n’est plus disponible.",
    },
    refusal: {
      not_a_play: "c’est le moment de jouer une carte",
      not_held: ({ seat, card }) => `${seat === "S" ? "vous n’avez" : `${SEAT_NAME[seat]} n’a`} pas ${theCard(card)}`,
      must_follow: ({ suit, card, trump, left_bower }) =>
        left_bower === "card"
          ? `vous devez fournir à ${SUIT_ONE[suit]} — ${theCard(card)} est le petit valet, il compte comme un ${SUIT_ONE[trump]}`
          : left_bower === "held"
            ? `vous devez fournir à ${SUIT_ONE[suit]} — le petit valet compte comme un ${SUIT_ONE[suit]}`
            : `vous devez fournir à ${SUIT_ONE[suit]}`,
      not_a_call: "les enchères sont en cours : faites une annonce",
      stuck_dealer: ({ min_bid }) => `personne n’a annoncé : le donneur doit annoncer ${min_bid}`,
      no_trump_not_allowed: "ces règles ne permettent pas de jouer à sans atout",
      bid_too_low: ({ min_bid }) => `l’enchère la plus basse est ${min_bid}`,
      bid_too_high: ({ hand_size }) => `une enchère ne peut pas dépasser ${pl(hand_size, "pli", "plis")}`,
      bid_not_higher: ({ high_bid }) => `une enchère doit promettre plus de plis que l’enchère en cours (${high_bid}) ; la couleur ne compte pas`,
      alone_not_allowed: "ces règles ne permettent pas de jouer seul",
      no_overcall: ({ bid }) => `rien ne peut couvrir une enchère de ${bid}, pas même en solo`,
      auction_over_passed: "les enchères sont closes : les quatre joueurs ont passé",
      auction_over_alone: ({ seat }) => `les enchères sont closes : ${seat === "S" ? "vous jouez" : `${SEAT_NAME[seat]} joue`} seul`,
      auction_over_top_bid: ({ bid, alone }) =>
        `les enchères sont closes : rien ne peut couvrir une enchère de ${bid}${alone ? ", pas même en solo" : ""}`,
      auction_over_passes: ({ seat }) =>
        `les enchères sont closes : trois passes ont suivi ${seat === "S" ? "votre enchère" : `l’enchère ${deSeat(seat)}`}`,
      auction_over_round: "les enchères sont closes : chacun ne parle qu’une fois",
      exchange_size: ({ max, exact }) => (exact ? `l’échange porte sur exactement ${cartes(max)}` : `l’échange porte sur 0 à ${cartes(max)}`),
      exchange_announce_first: "le joueur en solo annonce d’abord combien de cartes il échange",
      exchange_partner_passing: "c’est au partenaire de passer ses cartes",
      exchange_declarer_discarding: "c’est au joueur en solo d’écarter",
      exchange_none: "ces règles n’ont pas d’échange",
      exchange_misplaced: "un échange ne suit qu’une annonce en solo, avant la première entame",
      exchange_before_lead: "l’échange se fait avant la première entame",
      exchange_counts: ({ k }) => `dans un échange de ${k}, le partenaire passe ${cartes(k)}, puis le joueur en solo en écarte ${k}`,
      hand_over: "la donne est finie : passez à la suivante",
      hand_not_over: "la donne n’est pas finie : tous les plis se jouent d’abord",
      game_over: "la partie est finie",
      no_seed: "il n’y a pas de donne suivante",
      deal_hands: "une donne compte quatre mains",
      deal_size: ({ seat, count, hand_size }) =>
        `${seat === "S" ? "vous avez" : `${SEAT_NAME[seat]} a`} ${cartes(count)} ; chaque joueur en reçoit ${hand_size}`,
      deal_deck: ({ copies }) =>
        copies === 1 ? "la donne doit former un jeu où chaque carte figure une fois" : `la donne doit former un jeu où chaque carte figure ${copies} fois`,
      out_of_turn: ({ seat }) => (seat === "S" ? "c’est à vous" : `c’est à ${SEAT_NAME[seat]}`),
      others_turn: ({ seat }) => `c’est à ${SEAT_NAME[seat]}`,
      game_won: ({ winner }) => `la partie est finie : ${SIDE_NAME[winner]} ${winner === "NS" ? "avez" : "ont"} gagné. Commencez une nouvelle partie`,
      daily_over: "la partie du jour est finie : toutes les donnes sont jouées",
      bid_impossible: ({ text, min_bid, hand_size }) => `« ${text} » n’est pas une enchère possible : les enchères vont de ${min_bid} à ${hand_size} plis`,
      name_not_text: "un pseudo est un texte",
      name_length: ({ min, max, length }) => `un pseudo a de ${min} à ${max} caractères (celui-ci en a ${length})`,
      name_spaces: "un pseudo ne peut pas contenir deux espaces de suite",
      name_char: ({ char }) => `un pseudo peut contenir des lettres, des chiffres, des espaces et une ponctuation simple, mais pas « ${char} »`,
      name_no_alnum: "un pseudo doit contenir au moins une lettre ou un chiffre",
      name_invisible: "un pseudo ne peut pas contenir de caractère invisible",
      name_marks: "deux accents au plus sur une même lettre",
      name_too_long: "ce pseudo est trop long une fois ses caractères développés",
    },
  };
}
