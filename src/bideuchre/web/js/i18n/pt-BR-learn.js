// As palavras em português do Brasil da issue 12 ("Aprender com cada mão"):
// revisão da mão, Por quê?, dica, desfazer, registros de mão, estatísticas
// (M.learn; as mesmas chaves de en-learn.js).

import { dayWords, decPluralWord } from "./format.js";

const SEAT = { S: "Você", N: "Norte", W: "Oeste", E: "Leste" };
const SUIT_SYM = { C: "♣", D: "♦", H: "♥", S: "♠" };
const dec = (x) => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** Expected points with their sign and a true minus: "+7,1", "−2,0". */
const pts = (x) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${dec(Math.abs(x))}`;
const plural = (n, one, many) => `${n} ${Math.abs(n) === 1 ? one : many}`;
/** "0,7 ponto", "1,9 ponto", "2,0 pontos": a decimal below 2 (as shown, to a tenth) takes the singular. */
const decPoints = (x, one = "ponto", many = "pontos") => `${dec(x)} ${decPluralWord("pt-BR", x, { one, other: many })}`;
/** "+1,5 ponto esperado", "−2,3 pontos esperados": signed expected points and their words. */
const ptsExpected = (x) => `${pts(x)} ${decPluralWord("pt-BR", x, { one: "ponto esperado", other: "pontos esperados" })}`;
/** "Norte joga" / "Você joga" (a mesma forma em português). */
const v = (s, verb) => `${SEAT[s]} ${verb}`;

/** The words, given the main catalogue `M` and its card words (`theCard`: "o nove de copas", `denomIn`: "em copas"). */
export default (M, { theCard, denomIn }) => {
  const card = (c) => `${M.rankShort(c[0])}${SUIT_SYM[c[1]]}`;
  // a candidate card and those of the same effect (why.js candidatesOf): "Q♣ ou J♣"
  const cards = (x) => [x.card, ...(x.same || [])].map(card).join(" ou ");
  // cards about equal (why.js orderedCandidates), as the language lists them: "J♦, 9♦, and Q♦"
  const and = (list) => new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(list.map(card));
  const call = (c) => M.callWords(c);
  // the summary's costliest decision, with what the better choice would have gained
  const costliest = (action, cost, better = null) =>
    better ? `a mais cara: ${action}; ${better} era melhor, por cerca de ${decPoints(cost)}` : `a mais cara: ${action}, cerca de ${decPoints(cost, "ponto perdido", "pontos perdidos")}`;
  // the score line's help, with South spoken to ("pelo que você via") or named ("pelo que Ana via")
  const costHelpOf = (saw, bid, side) =>
    `Cada decisão é julgada sozinha, pelo que ${saw} via naquele momento, com a mesma busca da Dica: um lance ou uma carta que seguiu a dica recebe ✓, uma escolha perto dela (a menos de meio ponto), ≈, e uma mais cara, ✗ (${bid}, o ✗ diz “cumprido, mas …”). Os custos são em pontos de saldo esperados: ${side} na mão menos os do outro lado (uma vaza a mais para eles muda o saldo em 2). Esses custos não se somam numa perda da mão; por isso só a mais cara aparece. O par com as cartas abertas é o olhar de depois: o que a mão dá com todas as cartas à vista.`;
  return {
    reviewTitle: (n) => `Revisão · mão ${n + 1}`,
    // a shared daily deal's title: whose attempt, which day and deal
    sharedTitle: (name, iso, n) => `${name ? `Jogo do dia de ${name}` : "Jogo do dia"}, ${dayWords("pt-BR", iso, true)} · mão ${n + 1}`,
    recordTitle: "Registro da mão",
    review: "Revisar a mão",
    reviewHand: (n) => `Revisar a mão ${n + 1}`,
    back: "← Voltar à mesa",
    loading: "Carregando a revisão…",
    judging: "Avaliando seus lances e cartas…",
    notFinished: "Esta mão ainda não terminou: a revisão abre quando ela acabar.",
    // shared daily reviews (issue 12, daily-share)
    sharedUnavailable: "Esta mão poderá ser revista quando o dia dela terminar.",
    sharedUnfinished: "O jogador não terminou esta mão antes do fim do dia, então ela não tem revisão.",
    noSuchGame: "Essa partida não existe aqui: o link está errado, ou a partida foi jogada em outro navegador.",
    noSuchDeal: "Esse jogo compartilhado não tem essa mão: confira o link.",
    noSuchShare: "Essa revisão compartilhada não existe: confira o link.",
    shareDeal: (k) => `Rever a mão ${k + 1} — um link para compartilhar`,
    share: "Compartilhar",
    shareHelp: "Quem tiver um destes links pode rever essa mão.",
    shareDealShort: (k) => `Mão ${k + 1}`,
    copyLink: "Copiar link",
    copyDealLink: (k) => `Copiar o link da mão ${k + 1}`,
    linkCopied: "Link copiado",
    loadFailed: "Não foi possível carregar a revisão.",
    toStart: "Para o início",
    stepBack: "Um passo para trás",
    stepForward: "Um passo para a frente",
    toEnd: "Para o fim",
    stepOf: (p, n) => `Passo ${p} de ${n}`,
    stepperLabel: "Percorrer a mão",
    keysHint: "← → passo a passo, Home / End",
    asDealt: (dealer) => `As mãos como foram distribuídas. ${v(dealer, "dá as cartas")}.`,
    auction: "Leilão",
    play: "Jogo das cartas",
    trickNo: (n) => `Vaza ${n + 1}`,
    trickWon: (n, seat) => `Vaza ${n + 1}: ${seat === "S" ? "você leva" : `${SEAT[seat]} leva`}`,
    exchange: (seat, k) =>
      k === 0 ? `${v(seat, "não troca nenhuma carta")}.` : `${v(seat, "troca")} ${plural(k, "carta", "cartas")}.`,
    passedCards: (from, cards) => `${SEAT[from]} passou ${cards.map(card).join(" ")}`,
    discardedCards: (cards) => `descartou ${cards.map(card).join(" ")}`,
    outOfPlay: "fora do jogo",
    hidden: (n) => `${plural(n, "carta não vista", "cartas não vistas")}`,
    result: "Resultado",
    par: "Par com as cartas abertas",
    parHelp: "Com as quatro mãos à vista e o melhor jogo de todos depois deste leilão.",
    parLine: (ns, ew) => `N–S ${plural(ns, "vaza", "vazas")}, L–O ${ew}`,
    parNone: "sem par (ninguém deu lance)",
    // solver budget: the par was not computed within its work limit
    parTooLong: "não calculado (longo demais para esta mão)",
    resultLine: (ns, ew) => `N–S ${plural(ns, "vaza", "vazas")}, L–O ${ew}`,
    points: (ns, ew) => `pontos ${ns} / ${ew}`,
    good: "boa",
    goodLabel: (what) => `${what}: boa jogada`,
    better: (action, cost) => `${action} era melhor, por ${dec(cost)} pt`,
    betterLabel: (what, action, cost) => `${what}: ${action} era melhor, por cerca de ${decPoints(cost)} de saldo na média`,
    // a bid of South's that became the contract and was made, when another call (most often
    // a pass) was worth more: not a plain ✗ ("I made my contract, why is it wrong?")
    madeBut: (rec, cost) => `cumprido, mas ${rec === "pass" ? "passar" : call(rec)} valia mais (+${dec(cost)} pt)`,
    madeButLabel: (what, rec, cost) =>
      `${what}: contrato cumprido, mas ${rec === "pass" ? "passar" : call(rec)} valia mais, por cerca de ${decPoints(cost)} de saldo na média`,
    // a decision other than the hint's, within half a point of it (verdict "close")
    closeMark: (a) => `quase · escolha da dica: ${a}`,
    closeMarkLabel: (what, a) => `${what}: perto da melhor, a menos de meio ponto; a dica escolhia ${a}`,
    // a decision the review could not value (the summary's "sem avaliação")
    notJudged: "sem avaliação",
    notJudgedLabel: (what) => `${what}: sem avaliação`,
    forced: "única opção",
    forcedLabel: (what) => `${what}: a única opção permitida, sem avaliação`,
    costHelpLabel: "O que significam esses pontos?",
    // unjudged: decisions the review could not value, named by `skipped`
    score: (good, total, action, cost, better = null, unjudged = 0, skipped = "", forced = 0) =>
      `${good} de ${unjudged ? plural(total, "decisão avaliada boa", "decisões avaliadas boas") : plural(total, "decisão boa", "decisões boas")}${unjudged ? `; sem avaliação: ${skipped}` : ""}${forced ? `; ${forced > 1 ? `${forced} jogadas forçadas (única opção permitida) não contadas` : "1 jogada forçada (única opção permitida) não contada"}` : ""}${action ? ` · ${costliest(action, cost, better)}` : ""}`,
    costliest,
    // the summary's costliest decision when it is South's bid that was made (expected points)
    costliestMade: (action, rec, cost) =>
      `a mais cara: ${action}, cumprido — mas pelo que você via, ${rec === "pass" ? "passar" : call(rec)} valia cerca de ${decPoints(cost)} a mais na média`,
    costHelp: costHelpOf("você", "no seu lance de um contrato cumprido", "os pontos do seu lado"),
    noMarks: "Um registro aberto de um arquivo não tem avaliações.",
    incomplete: "Esta mão não tinha terminado quando o registro foi salvo: as cartas não jogadas dos outros jogadores não estão nele, então ela não pode ser revisada. Só as cartas que você viu são mostradas.",
    handOf: (k, n) => `Mão ${k + 1} de ${n}`,
    prevHand: "Mão anterior",
    nextHand: "Próxima mão",
    tapWhy: "Toque num lance ou numa carta de um jogador do computador para ver o porquê.",
    // um lance ou uma carta das listas da revisão, lido: "Você: 7 sem trunfo: bom"
    seatSays: (seat, words) => `${seat}: ${words}`,
    // a shared review (review_voice.js): South is another player, spoken of in the third
    // person by name (`who`: "Ana joga o nove de copas."); a revisão da própria mão diz "Você"
    named: {
      south: "Sul",
      // "solo" em vez de "sozinho(a)": a palavra não depende de quem joga
      called: (who, c) => (c === "pass" ? `${who} passa.` : c.startsWith("alone") ? `${who} joga solo ${denomIn(c.slice(6))}.` : `${who} dá lance de ${call(c)}.`),
      played: (who, c) => `${who} joga ${theCard(c)}.`,
      asDealt: (who) => `As mãos como foram distribuídas. ${who} dá as cartas.`,
      trickWon: (n, who) => `Vaza ${n + 1}: ${who} leva`,
      exchange: (who, k) => (k === 0 ? `${who} não troca nenhuma carta.` : `${who} troca ${plural(k, "carta", "cartas")}.`),
      passedCards: (who, cards) => `${who} passou ${cards.map(card).join(" ")}`,
      sittingOut: () => "fora da mão",
      madeLong: (who) => `${who} cumpriu o contrato`,
      setLong: (who) => `${who} caiu`,
      judging: (who) => `Avaliando os lances e as cartas de ${who}…`,
      costliestMade: (who, action, rec, cost) =>
        `a mais cara: ${action}, cumprido — mas pelo que ${who} via, ${rec === "pass" ? "passar" : call(rec)} valia cerca de ${decPoints(cost)} a mais na média`,
      costHelp: (who) => costHelpOf(who, `no lance de ${who} que deu um contrato cumprido`, `os pontos do lado de ${who}`),
    },

    actionWords: (a) =>
      /^[9TJQKA][CDHS]$/.test(a)
        ? card(a)
        : a.startsWith("exchange ")
          ? `trocar ${a.slice(9)}`
          : a.startsWith("discard ")
            ? `descartar ${card(a.slice(8))}`
            : a.startsWith("pass ") && a.length > 5
              ? `passar ${card(a.slice(5))}`
              : call(a),

    why: "Por quê?",
    whyCall: (seat, c) => `Por que ${SEAT[seat]} ${c === "pass" ? "passou" : c.startsWith("alone") ? `foi ${call(c)}` : `deu ${call(c)}`}?`,
    whyCard: (seat, c) => `Por que ${SEAT[seat]} jogou ${card(c)}?`,
    whyAlternatives: (alts) => `Outros lances considerados (pontos esperados): ${alts.map((a) => `${call(a.call)} ${a.value > 0 ? "+" : a.value < 0 ? "−" : ""}${dec(Math.abs(a.value))}`).join(", ")}.`,
    whyCallExpected: (seat, d, expected) => `${SEAT[seat]} esperava cerca de ${dec(expected)} vazas para a dupla ${d === "NT" ? "sem trunfo" : `em ${M.denomWords(d)}`}.`,
    whyCallBest: (seat, c) => `${SEAT[seat]} julgou ${call(c)} o seu melhor lance.`,
    whyOnlyCall: (seat, a) => `${SEAT[seat]} não tinha outra escolha: ${call(a)}.`,
    whyExchange: (seat) => `${SEAT[seat]} fez a troca pelas regras de costume (guardar trunfos e ases, passar as melhores cartas).`,
    whyPass: (seat, best, expected) =>
      best
        ? `${SEAT[seat]} passou: seu melhor lance, ${call(best)}, prometia só cerca de ${dec(expected)} vazas.`
        : `${SEAT[seat]} passou: nenhum lance valia a pena.`,
    whyPassWorth: (seat, best, expected, value, bestValue) =>
      `${SEAT[seat]} passou: seu melhor lance, ${call(best)}, esperava cerca de ${dec(expected)} vazas, mas passar valia mais` +
      (value == null ? "." : ` (${ptsExpected(value)} contra ${pts(bestValue)} para ${call(best)}).`),
    whyPassMargin: (seat, best, expected, value, bestValue, margin) =>
      `${SEAT[seat]} passou: seu melhor lance, ${call(best)}, esperava cerca de ${dec(expected)} vazas e valia ${ptsExpected(bestValue)} contra ${pts(value)} para passar — não a vantagem de ${decPoints(margin)} sobre passar que ele exige de um lance.`,
    whyPassCautious: (seat, best, expected) =>
      `${SEAT[seat]} passou: seu melhor lance, ${call(best)}, esperava cerca de ${dec(expected)} vazas, mas passar pareceu mais seguro.`,
    whyCallHigher: (c, value, higher, higherValue) =>
      `O lance de ${call(c)} valia cerca de ${ptsExpected(value)} e o de ${call(higher)} ${pts(higherValue)}: um contrato cumprido marca as vazas feitas, não o lance, então subir o lance não rende mais quando se cumpre e custa mais quando não se cumpre.`,
    whyCallLowest: (c) =>
      `Deu ${call(c)}, o lance mais baixo possível: um contrato cumprido marca as vazas feitas, não o lance, então um lance mais alto só somaria o risco de não cumprir. Só sobe quando o leilão passa dele.`,
    whyAlone: (seat, expected) => `${SEAT[seat]} esperava fazer cerca de ${dec(expected)} vazas sozinho.`,
    whyCandidates: (seat, c, cands) =>
      `${SEAT[seat]} comparou ${cands.map((x) => `${cards(x)} (${dec(x.value)})`).join(", ")} — as vazas que a dupla espera daqui em diante — e jogou ${card(c)}.`,
    whyCandidatePoints: (seat, c, cands, equal) =>
      `${SEAT[seat]} jogou ${card(c)}. Pontos esperados da dupla nesta mão: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} se equivaliam: ${equal.length > 2 ? "as diferenças estavam" : "a diferença estava"} dentro do ruído da busca, então ${SEAT[seat]} manteve a jogada habitual, ${card(c)}.` : "."),
    whyCardHidden: (seat, c) =>
      `${SEAT[seat]} jogou ${card(c)}. Os motivos dependem das cartas que ainda tem na mão: a revisão da mão os mostra quando a mão terminar.`,
    whyOnlyLegal: (seat, c) => `${card(c)} era a única carta que ${SEAT[seat]} podia jogar.`,
    whyRule: (seat, c) => `${SEAT[seat]} jogou ${card(c)} por uma regra de jogo comum, sem uma busca mais funda.`,
    whyUnknown: (seat) => `O motivo de ${SEAT[seat]} para esta jogada não está disponível.`,
    whyNone: "Nenhum motivo foi registrado para esta jogada.",
    close: "Fechar",

    hint: "Dica",
    hintLabel: "Sugerir um lance ou uma carta (H)",
    hintPlay: (c) => `Jogue ${card(c)}`,
    hintCall: (c) => `${c === "pass" ? "Passe" : c.startsWith("alone") ? `Vá ${call(c)}` : `Dê ${call(c)}`}`,
    hintOther: (a) => `${a.charAt(0).toUpperCase()}${a.slice(1)}`,
    hintCallExpected: (expected) => `sua dupla pode esperar cerca de ${dec(expected)} vazas.`,
    hintCallAbove: (expected, value, passValue) =>
      `sua dupla pode esperar cerca de ${dec(expected)} vazas; ainda assim, dar lance vale mais que passar (${ptsExpected(value)} contra ${pts(passValue)}): deixar o contrato com os adversários custa mais.`,
    hintPass: (best, expected) =>
      best ? `seu melhor lance, ${call(best)}, promete só cerca de ${dec(expected)} vazas.` : "nenhum lance vale a pena.",
    hintPassWorth: (best, expected, value, bestValue) =>
      `seu melhor lance, ${call(best)}, espera cerca de ${dec(expected)} vazas, mas passar vale mais` +
      (value == null ? "." : ` (${ptsExpected(value)} contra ${pts(bestValue)}).`),
    hintPassCautious: (best, expected) => `seu melhor lance, ${call(best)}, espera cerca de ${dec(expected)} vazas, mas passar é mais seguro.`,
    hintCandidatePoints: (cands, equal) =>
      `é a escolha do computador mais forte. Pontos esperados da sua dupla nesta mão: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} se equivalem aqui: ${equal.length > 2 ? "as diferenças estão" : "a diferença está"} dentro do ruído da busca, então o computador mantém a jogada habitual, ${card(equal[0])}.` : "."),
    hintCandidates: (cands) =>
      `é a escolha do computador mais forte. As estimativas de vazas da sua dupla: ${cands.map((x) => `${cards(x)} ${dec(x.value)}`).join(", ")} (ele fica com a jogada habitual, a não ser que outra carta seja claramente melhor).`,
    hintOnlyLegal: "é a sua única carta válida.",
    hintRule: "é a jogada comum aqui.",
    hintNotRanked: "Sem dicas no jogo diário valendo ranking.",
    // the exchange: every card to pass (or discard), named together (D6)
    hintPassCards: (list) => `Passe ${and(list)}`,
    hintDiscardCards: (list) => `Descarte ${and(list)}`,

    undo: "Desfazer",
    undoLabel: "Voltar atrás no seu último lance ou carta (U)",
    undone: "Desfeito: o seu último lance ou carta.",
    nothingToUndo: "Nada para desfazer nesta mão.",
    undoNotRanked: "Não dá para desfazer no jogo diário valendo ranking.",

    download: "Baixar esta mão",
    downloadGame: "Baixar a partida",
    gameRecord: "Registro da partida",
    openRecord: "Abrir um registro…",
    openTitle: "Abrir um registro de mão ou de partida",
    openFile: "Um arquivo de registro (.json)",
    openPaste: "…ou cole um registro aqui",
    openGo: "Abrir",
    openBad: "Isso não é um registro de mão ou de partida que esta página saiba ler.",
    openIncomplete: "Este registro foi salvo antes do fim da mão: as cartas não jogadas dos outros jogadores não estão nele, então ele não pode ser revisado. Baixe o registro de novo quando a mão terminar.",
    openEmpty: "Escolha um arquivo ou cole um registro primeiro.",
    openIllegalStep: ({ hand, step, text, why }) =>
      `Este registro viola as regras ${hand === null ? "no" : `na mão ${hand + 1},`} passo ${step + 1} (“${text}”): ${why}.`,
    openBadStep: ({ hand, step, text }) =>
      `${hand === null ? "O passo" : `Mão ${hand + 1}, o passo`} ${step + 1} (“${text}”) não é uma chamada, troca ou carta que esta página saiba ler.`,
    openIllegalDeal: ({ hand, why }) => `A distribuição${hand === null ? "" : ` da mão ${hand + 1}`} não é permitida pelas regras: ${why}.`,
    openBadRules: "As regras deste registro são desconhecidas ou incompatíveis entre si.",
    openTooLarge: "Este registro é grande demais para ser verificado.",
    openUnchecked: "Não foi possível verificar o registro (o servidor não respondeu). Tente de novo.",

    statsTitle: "Partidas livres",
    statsLede: "Suas partidas contra os jogadores do computador em cada nível (fora o jogo diário).",
    statsEmpty: "Suas mãos livres terminadas serão contadas aqui.",
    colLevel: "Nível",
    colGames: "Partidas",
    colHands: "Mãos",
    colDeclared: "Contratos cumpridos",
    colDefended: "Contratos adversários derrubados",
    colAlone: "Sozinho cumprido",
    colPerHand: "Pontos / mão",
    ofTotal: (a, b) => `${a} / ${b}`,
  };
};
