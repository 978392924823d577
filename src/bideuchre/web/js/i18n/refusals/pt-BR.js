// As recusas em português do Brasil (issue 10, reasons.js): cada código de
// recusa do motor e do servidor, a partir dos parâmetros (ver refusals/en.js).

export default function refusalWords({ SEAT_NAME, SUIT_ONE, SIDE_NAME, theCard, pl, cartas }) {
  return {
    ruleRef: (rule) => `regra ${rule}`,
    refused: (why) => `Não é permitido: ${why}`,
    errorCode: {
      unavailable: "O servidor está ocupado ou o armazenamento está indisponível; nada foi perdido. Tente de novo daqui a pouco.",
      cross_site: "Esse pedido veio de outro site e foi recusado.",
      malformed: "O servidor não entendeu esse pedido.",
      too_large: "Esse pedido é grande demais.",
      bad_rules: "Essas regras não podem ser jogadas juntas. Confira as opções.",
      bad_level: "Esse nível do computador não está disponível.",
      internal: "Algo deu errado no servidor; nada foi salvo. Tente de novo.",
      bad_date: "Isso não é uma data.",
      bad_period: "O ranking é geral ou semanal.",
      not_found: "Isso não está mais disponível.",
    },
    refusal: {
      not_a_play: "agora é hora de jogar uma carta",
      not_held: ({ seat, card }) => `${seat === "S" ? "você não tem" : `${SEAT_NAME[seat]} não tem`} ${theCard(card)}`,
      must_follow: ({ suit, card, trump, left_bower }) =>
        left_bower === "card"
          ? `você precisa seguir o naipe de ${SUIT_ONE[suit]} — ${theCard(card)} é o valete menor e conta como carta de ${SUIT_ONE[trump]}`
          : left_bower === "held"
            ? `você precisa seguir o naipe de ${SUIT_ONE[suit]} — o valete menor conta como carta de ${SUIT_ONE[suit]}`
            : `você precisa seguir o naipe de ${SUIT_ONE[suit]}`,
      not_a_call: "o leilão está em andamento: dê seu lance ou passe",
      stuck_dealer: ({ min_bid }) => `ninguém deu lance, então o carteador é obrigado a dar um lance de ${min_bid}`,
      no_trump_not_allowed: "estas regras não permitem contratos sem trunfo",
      bid_too_low: ({ min_bid }) => `o menor lance é ${min_bid}`,
      bid_too_high: ({ hand_size }) => `um lance não pode passar de ${pl(hand_size, "vaza", "vazas")}`,
      bid_not_higher: ({ high_bid }) => `um lance precisa pedir mais vazas que o lance atual de ${high_bid}; o naipe não conta`,
      alone_not_allowed: "estas regras não permitem jogar sozinho",
      no_overcall: ({ bid }) => `nada cobre um lance de ${bid}, nem jogar sozinho`,
      auction_over_passed: "o leilão acabou: os quatro passaram",
      auction_over_alone: ({ seat }) => `o leilão acabou: ${seat === "S" ? "você foi" : `${SEAT_NAME[seat]} foi`} sozinho`,
      auction_over_top_bid: ({ bid, alone }) => `o leilão acabou: nada cobre um lance de ${bid}${alone ? ", nem jogar sozinho" : ""}`,
      auction_over_passes: ({ seat }) => `o leilão acabou: três passes seguiram ${seat === "S" ? "o seu lance" : `o lance de ${SEAT_NAME[seat]}`}`,
      auction_over_round: "o leilão acabou: cada jogador fala uma vez só",
      exchange_size: ({ max, exact }) => (exact ? `a troca é de exatamente ${cartas(max)}` : `a troca é de 0 a ${cartas(max)}`),
      exchange_announce_first: "quem joga sozinho primeiro diz quantas cartas vai trocar",
      exchange_partner_passing: "agora é o parceiro que passa as cartas",
      exchange_declarer_discarding: "agora é quem joga sozinho que descarta",
      exchange_none: "estas regras não têm troca",
      exchange_misplaced: "a troca só vem depois de um lance sozinho, antes da primeira saída",
      exchange_before_lead: "a troca vem antes da primeira saída",
      exchange_counts: ({ k }) => `numa troca de ${k}, o parceiro passa ${cartas(k)} e depois quem joga sozinho descarta ${k}`,
      hand_over: "a mão acabou: dê as cartas da próxima",
      hand_not_over: "a mão não acabou: primeiro se jogam todas as vazas",
      game_over: "o jogo acabou",
      no_seed: "não há próxima mão",
      deal_hands: "uma distribuição tem quatro mãos",
      deal_size: ({ seat, count, hand_size }) =>
        `${seat === "S" ? "você tem" : `${SEAT_NAME[seat]} tem`} ${cartas(count)}; cada jogador recebe ${hand_size}`,
      deal_deck: ({ copies }) =>
        copies === 1 ? "a distribuição precisa formar um baralho com cada carta uma vez" : `a distribuição precisa formar um baralho com cada carta ${copies} vezes`,
      out_of_turn: ({ seat }) => (seat === "S" ? "é a sua vez" : `é a vez de ${SEAT_NAME[seat]}`),
      others_turn: ({ seat }) => `é a vez de ${SEAT_NAME[seat]}`,
      game_won: ({ winner }) => `o jogo acabou: ${SIDE_NAME[winner]} ganharam. Comece um novo jogo`,
      daily_over: "o jogo do dia acabou: todas as mãos foram jogadas",
      bid_impossible: ({ text, min_bid, hand_size }) => `“${text}” não é um lance possível: os lances vão de ${min_bid} a ${hand_size} vazas`,
      name_not_text: "um apelido é um texto",
      name_length: ({ min, max, length }) => `um apelido tem de ${min} a ${max} caracteres (este tem ${length})`,
      name_spaces: "um apelido não pode ter dois espaços seguidos",
      name_char: ({ char }) => `um apelido pode ter letras, números, espaços e pontuação simples, mas não “${char}”`,
      name_no_alnum: "um apelido precisa de pelo menos uma letra ou um número",
      name_invisible: "um apelido não pode ter caracteres invisíveis",
      name_marks: "no máximo dois acentos numa mesma letra",
      name_too_long: "este apelido fica comprido demais quando escrito por extenso",
    },
  };
}
