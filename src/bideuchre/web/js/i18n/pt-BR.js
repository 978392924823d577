// O catálogo em português do Brasil (mesmas chaves de en.js; termos de mesa:
// trunfo, sem trunfo, vaza, carteador, declarante).

import * as F from "./format.js";
import refusalWords from "./refusals/pt-BR.js";
// issue 12 (hand review, Why?, hints, undo, records, statistics): its words are in pt-BR-learn.js
import learn from "./pt-BR-learn.js";

const LANG = "pt-BR";
const SUIT_ONE = { C: "paus", D: "ouros", H: "copas", S: "espadas" };
const SUIT_MANY = { C: "paus", D: "ouros", H: "copas", S: "espadas" };
const RANK_NAME = { 9: "nove", T: "dez", J: "valete", Q: "dama", K: "rei", A: "ás" };
const SEAT_NAME = { S: "Você", N: "Norte", W: "Oeste", E: "Leste" };
const SEAT_SUBTITLE = { S: "Sul", N: "parceiro", W: "adversário", E: "adversário" };
const SIDE_NAME = { NS: "Você e Norte", EW: "Oeste e Leste" };
const SIDE_SHORT = { NS: "N–S", EW: "L–O" };
const pl = (n, one, other) => F.plural(LANG, n, { one, other });
const cartas = (n) => pl(n, "carta", "cartas");

function denomWords(d) {
  return d === "NT" ? "sem trunfo" : SUIT_MANY[d];
}
function denomIn(d) {
  return d === "NT" ? "sem trunfo" : `em ${SUIT_MANY[d]}`;
}
function callWords(call) {
  if (call === "pass") return "passo";
  if (call.startsWith("alone ")) return `sozinho ${denomIn(call.slice(6))}`;
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  return m ? `${m[1]} ${denomIn(m[2])}` : call;
}
function contractCall(c) {
  return c.alone ? `sozinho ${denomIn(c.denomination)}` : `${c.bid} ${denomIn(c.denomination)}`;
}
const cardName = (code) => `${RANK_NAME[code[0]]} de ${SUIT_ONE[code[1]]}`;
const theCard = (code) => `${code[0] === "Q" ? "a" : "o"} ${cardName(code)}`;

/** The roles of cards under trump (R4). */
const ROLE = { right: "valete maior", left: "valete menor", trump: "trunfo" };

const M = {
  lang: LANG,
  appTitle: "Euchre com Leilão",
  newGame: "Novo jogo",
  lastTrick: "Última vaza",
  hideLastTrick: "Voltar à mesa",
  lastTrickShort: "Vaza",
  hideLastTrickShort: "Voltar",
  settings: "Configurações",
  close: "Fechar",
  cancel: "Cancelar",
  start: "Dar as cartas",
  score: "Placar",
  scorePad: "Placar",
  table: "Mesa de jogo",
  trick: "A vaza",
  // How to play (issue 10, howto.js): the top bar, the first-time pointer, the bidding box's "?"
  howTo: "Como jogar",
  howToHint: "Primeira vez por aqui?",
  howToDismiss: "Dispensar",
  bidHelp: "Como funciona o leilão",
  handLabel: (n) => `Sua mão, ${cartas(n)}`,

  seatName: (s) => SEAT_NAME[s],
  seatSubtitle: (s) => SEAT_SUBTITLE[s],
  sideName: (side) => SIDE_NAME[side],
  sideShort: (side) => SIDE_SHORT[side],
  holds: (s, n) => (s === "S" ? `Você tem ${cartas(n)}` : `${SEAT_NAME[s]} tem ${cartas(n)}`),
  dealer: "Carteador",
  dealerBadge: "C",
  sittingOut: () => "fora da mão",
  thinking: "pensando…",
  noCallsYet: () => "ainda não falou",

  cardName,
  suitName: (s) => SUIT_MANY[s],
  denomWords,
  callWords,
  /** A card for screen readers, with its role under trump (R4): "jack of diamonds, left bower". */
  cardLabel: (code, denom) => {
    const role = F.cardRole(code, denom);
    return role ? `${cardName(code)}, ${ROLE[role]}` : cardName(code);
  },
  rankShort: (r) => (r === "T" ? "10" : r),
  noTrump: "ST",

  yourCall: "Sua vez de falar",
  auctionSoFar: "O leilão até agora",
  seatInitial: (s) => ({ N: "N", E: "L", S: "S", W: "O" })[s],
  highBid: (seat, call) => `Maior lance: ${SEAT_NAME[seat]}, ${callWords(call)}`,
  noBidYet: "Nenhum lance ainda",
  pass: "Passo",
  chooseNumber: "Vazas",
  chooseDenomination: "Trunfo",
  alone: "Sozinho",
  aloneSign: "☾",
  aloneHint: (n) => `Sozinho: fazer as ${n} vazas sem o parceiro`,
  bidLabel: (n, d) => `Lance de ${n} ${denomIn(d)}`,
  aloneLabel: (d) => `Sozinho ${denomIn(d)}`,
  numberLabel: (n) => pl(n, "vaza", "vazas"),

  exchangeAsk: (partner) => `Você joga sozinho. Quantas cartas vai trocar com ${SEAT_NAME[partner]}?`,
  exchangeK: (k) => (k === 0 ? "Nenhuma" : `${k}`),
  exchangeKLabel: (k) => (k === 0 ? "Não trocar cartas" : `Trocar ${cartas(k)}`),
  discardAsk: (k) =>
    `Escolha ${k === 1 ? "a carta" : `as ${k} cartas`} para descartar. Depois, as cartas do parceiro entram na sua mão.`,
  passAsk: (declarer, k) =>
    `${SEAT_NAME[declarer]} joga sozinho e pede ${cartas(k)} a você. Escolha ${k === 1 ? "a carta" : "as cartas"} para passar.`,
  discardButton: (n, k) => `Descartar (${n}/${k})`,
  passButton: (n, k) => `Passar cartas (${n}/${k})`,
  received: (partner, names) => `${SEAT_NAME[partner]} passou para você: ${names.join(", ")}.`,

  status: {
    dealer: "Carteador",
    contract: "Contrato",
    noContract: "Leilão…",
    trump: "Trunfo",
    tricks: "Vazas",
    alone: "sozinho",
    need: (n) => `precisa de ${n}`,
    overBid: (bid) => `(lance ${bid})`,
    yourTurnCall: "Sua vez de falar",
    yourTurnPlay: "Sua vez — jogue uma carta",
    yourTurnLead: "Você sai jogando",
    yourTurnExchange: "Sua vez — a troca",
    waiting: "Os outros estão jogando…",
    toAct: (s) => `Vez de ${SEAT_NAME[s]} jogar`,
    toCall: (s) => `Vez de ${SEAT_NAME[s]} falar`,
    handOver: "Mão encerrada",
    gameOver: "Fim de jogo",
  },
  contractWords: (c) =>
    c.alone
      ? `${SEAT_NAME[c.declarer]}, sozinho ${denomIn(c.denomination)}`
      : `${SEAT_NAME[c.declarer]}, ${c.bid} ${denomIn(c.denomination)}`,

  announce: {
    dealt: (dealer, n) => `Mão ${n + 1}. ${SEAT_NAME[dealer]} dá as cartas.`,
    called: (s, call) =>
      call === "pass"
        ? `${SEAT_NAME[s]} passa.`
        : call.startsWith("alone")
          ? `${SEAT_NAME[s]} vai ${callWords(call)}.`
          : `${SEAT_NAME[s]} dá lance de ${callWords(call)}.`,
    auctionWon: (c) => `Contrato: ${M.contractWords(c)}.`,
    annulled: "Todos passaram. Sem pontos; o próximo dá as cartas.",
    exchangeAnnounced: (s, k) => `${SEAT_NAME[s]} troca ${cartas(k)}.`,
    cardGiven: (s, card) => (card ? `${SEAT_NAME[s]} passa ${theCard(card)}.` : `${SEAT_NAME[s]} passa uma carta.`),
    cardDiscarded: (s, card) => (card ? `${SEAT_NAME[s]} descarta ${theCard(card)}.` : `${SEAT_NAME[s]} descarta uma carta.`),
    exchangeDone: (s) => `A troca terminou; ${SEAT_NAME[s]} sai jogando.`,
    played: (s, card) => `${SEAT_NAME[s]} joga ${theCard(card)}.`,
    trickTaken: (s) => `${SEAT_NAME[s]} leva a vaza.`,
    yourTurn: "Sua vez.",
  },

  wonTrick: (s) => `${SEAT_NAME[s]} leva a vaza`,
  lastTrickTitle: "Última vaza",
  lastTrickNone: "Nenhuma vaza foi jogada ainda nesta mão.",
  lastTrickWinner: (s) => (s === "S" ? "Levada por você" : `Levada por ${SEAT_NAME[s]}`),

  handTitle: (n) => `Mão ${n + 1}`,
  made: "cumpriu",
  set: "caiu",
  madeLong: (c) => `${SEAT_NAME[c.declarer]} cumpriu o contrato`,
  setLong: (c) => `${SEAT_NAME[c.declarer]} caiu`,
  annulledTitle: "Todos passaram",
  annulledText: "Ninguém deu lance: nada é marcado e o próximo carteador dá as cartas de novo.",
  tricksRow: "Vazas",
  pointsRow: "Pontos",
  totalsRow: "Totais",
  nextHand: "Próxima mão",
  points: F.signed,
  num: F.num,
  contractOf: "Contrato:",

  youWin: "Você e Norte venceram!",
  theyWin: "Oeste e Leste venceram.",
  winReasonMade: (side, c, total, target) =>
    `${SIDE_NAME[side]} cumpriram o contrato (${contractCall(c)}) e chegaram a ${pl(total, "ponto", "pontos")} (meta ${target}).`,
  winReasonSet: (side, c, total, target) =>
    `${SIDE_NAME[side]} derrubaram ${c.declarer === "S" ? "o seu contrato" : `o contrato de ${SEAT_NAME[c.declarer]}`} (${contractCall(c)}) e chegaram a ${pl(total, "ponto", "pontos")} (meta ${target}).`,
  winReasonTotal: (side, total, target) => `${SIDE_NAME[side]} chegaram a ${pl(total, "ponto", "pontos")} (meta ${target}).`,
  otherAboveTarget: (side, total) =>
    `${SIDE_NAME[side]} também tinham ${total}, mas só a dupla que cumpre ou derruba o contrato pode vencer numa mão (R14).`,
  finalScore: (ns, ew) => `Placar final: Você e Norte ${F.num(ns)}, Oeste e Leste ${F.num(ew)}.`,
  playAgain: "Jogar de novo",
  otherOptions: "Outras regras ou nível…",

  padHand: "#",
  padContract: "Contrato",
  padResult: "Resultado",
  padNS: "N–S",
  padEW: "L–O",
  padEmpty: "Nenhuma mão marcada ainda.",
  padPassed: "todos passaram",
  gameTo: (n) => `Jogo até ${n}`,
  rulesName: { "double-deck": "Baralho duplo", "single-deck": "Baralho simples", custom: "Regras personalizadas" },
  levelName: { random: "Aleatório", easy: "Fácil", medium: "Médio", hard: "Difícil" },

  newGameTitle: "Novo jogo",
  rulesLegend: "Regras",
  levelLegend: "Adversários (Oeste e Leste)",
  rulesDescription: (v) =>
    `${cartas(v.hand_size * 4)}, ${v.hand_size} para cada, ${v.auction === "open" ? "leilão aberto" : "uma rodada de lances"}` +
    `${v.allow_alone ? ", pode jogar sozinho" : ""}, jogo até ${v.target_score}.`,
  levelDescription: {
    random: "Joga qualquer carta válida: para aprender as regras.",
    easy: "Jogadores tranquilos.",
    medium: "Bons jogadores de clube.",
    hard: "Jogadores fortes que contam cartas.",
  },
  abandonWarning: "Começar um novo jogo abandona o jogo atual.",
  // o seu jogo livre enquanto a mesa mostra o jogo do dia (casual.js)
  abandonOtherWarning: "Começar um novo jogo abandona o seu jogo não terminado.",
  yourGame: {
    title: "Seu jogo",
    line: (n, t) => `Mão ${n + 1} · ${SIDE_NAME.NS} ${M.num(t.NS)}, ${SIDE_NAME.EW} ${M.num(t.EW)}`,
    back: "Voltar ao seu jogo",
  },
  // Novo jogo: regras da casa e nível do parceiro (branch newgame)
  houseRules: "Regras da casa",
  houseRulesChanged: (n) => (n ? `${n} ${n === 1 ? "alterada" : "alteradas"}` : "nenhuma"),
  houseRulesReset: "Voltar às regras padrão",
  houseRulesRefused: (msg) => `Não dá para jogar com essas regras: ${msg}`,
  houseNumberBad: (label, min, max) => `${label}: digite um número inteiro${min != null && max != null ? ` de ${min} a ${max}` : min != null ? ` a partir de ${min}` : ""}.`,
  partnerLevelLegend: "Seu parceiro (Norte)",
  // (códigos de nível: o adjetivo concorda com o substantivo, no plural para os adversários)
  // (um nível, não um juízo: "adversários médios · parceiro difícil" soava como
  // "adversários medíocres · um parceiro complicado")
  partnerLevelShort: (level) =>
    `parceiro: nível ${{ random: "aleatório", easy: "fácil", medium: "médio", hard: "difícil" }[level] || level}`,
  opponentsLevelShort: (level) =>
    `adversários: nível ${{ random: "aleatório", easy: "fácil", medium: "médio", hard: "difícil" }[level] || level}`,
  gameRulesTitle: "Regras da casa deste jogo",
  optionYes: "sim",
  optionNo: "não",
  option: {
    copies: {
      label: "Baralhos",
      help: "Um baralho (6 cartas para cada) ou dois (12 para cada).",
      choices: { 1: "Um baralho, 24 cartas", 2: "Dois baralhos, 48 cartas" },
    },
    target_score: { label: "Jogo até", help: "Pontos que uma dupla precisa para ganhar." },
    auction: {
      label: "Leilão",
      help: "Um lance cada, ou a mesa roda até três passes.",
      choices: { single_round: "Uma rodada de lances", open: "Aberto, até três passes" },
    },
    min_bid: { label: "Lance mínimo", help: "O menor número de vazas que se pode pedir." },
    allow_no_trump: { label: "Sem trunfo", help: "Pode-se dar lance sem trunfo." },
    allow_alone: { label: "Jogar sozinho", help: "Um jogador pode jogar sozinho, sem o parceiro." },
    lone_exchange_max: { label: "Cartas trocadas sozinho", help: "Máximo de cartas que quem joga sozinho troca com o parceiro." },
    lone_exchange_mode: {
      label: "Tamanho da troca",
      help: "Até esse máximo, ou exatamente esse número.",
      choices: { up_to: "Até o máximo", exact: "Exatamente o máximo" },
    },
    lone_made_points: { label: "Sozinho: todas as vazas", help: "Pontos por fazer todas as vazas sozinho." },
    lone_set_points: { label: "Sozinho: derrubado", help: "Pontos perdidos quando quem joga sozinho é derrubado." },
    all_pass: {
      label: "Quando todos passam",
      help: "Dá-se de novo, ou o carteador é obrigado a dar o lance mínimo.",
      choices: { redeal: "Dar de novo", stick_dealer: "Carteador obrigado" },
    },
    win_rule: {
      label: "Vitória ao atingir a meta",
      help: "Quem ganha quando uma dupla atinge a meta.",
      choices: {
        eligible: "Só a dupla que cumpriu ou derrubou",
        first_to_target: "Qualquer dupla, o maior total",
        first_to_target_declarer_priority: "Qualquer dupla, o declarante primeiro",
      },
    },
  },
  settingsTitle: "Configurações",
  speedLegend: "Velocidade do computador",
  speedName: { slow: "Lenta", normal: "Normal", fast: "Rápida", instant: "Instantânea" },
  fourColour: "Naipes em quatro cores (paus verde, ouros azul)",
  backColour: "Verso das cartas",
  backName: { blue: "Azul", red: "Vermelho" },
  languageLegend: "Idioma",

  cannotPlay: (code, reason) => `Você não pode jogar ${theCard(code)} agora: ${reason}`,
  notYourTurn: "Espere a sua vez.",
  networkError: "Não foi possível falar com o servidor. Verifique a conexão e tente de novo.",
  retry: "Tentar de novo",
  gameGone: "Esse jogo não está mais disponível. Comece um novo.",
  // a click in a stale tab (issue 11: 409 stale_version)
  staleTab: "Este jogo avançou em outra aba — mostrando a posição atual.",
  loading: "Carregando…",
  serverError: (msg) => `O servidor respondeu: ${msg}`,
};

const signed = F.signed;
const plural = pl;
const ordinal = (n) => `${n}º`;
const dayWords = (iso, short = false) => F.dayWords(LANG, iso, short);
const clock = F.clock;
const dias = (n) => plural(n, "dia", "dias");

M.daily = {
  button: "Jogo do dia",
  buttonLabel: (state) =>
    ({
      not_started: "Jogo do dia: o jogo de hoje está esperando por você",
      in_progress: "Jogo do dia: o jogo de hoje está em andamento",
      finished: "Jogo do dia: jogado hoje; classificações e rankings",
    })[state] || "Jogo do dia, classificações e rankings",
  tabs: { today: "Hoje", leaderboard: "Classificação", rankings: "Ranking", me: "Você" },
  tabsLabel: "Páginas do jogo do dia",
  backToTable: "← Voltar à mesa",
  loading: "Carregando…",
  loadFailed: "Não foi possível carregar esta página.",
  tryAgain: "Tentar de novo",

  dayWords,
  dayShort: (iso) => dayWords(iso, true),
  clock,
  signed,
  ordinal,
  timeOfDay: (iso) => F.timeOfDay(LANG, iso),
  timeTitle: (iso) => {
    const t = F.dateTime(LANG, iso);
    return t ? `${t} (seu horário) — ${iso}` : "";
  },

  title: "O jogo do dia",
  dateLine: (iso) => `${dayWords(iso)} (UTC)`,
  state: { not_started: "Ainda não jogado", in_progress: "Em andamento", finished: "Jogado", unknown: "" },
  pitch: (deals, level) =>
    `${deals} mãos, as mesmas para todos hoje, contra o computador no nível ${level}. Só a primeira tentativa vale para o ranking: dá para retomá-la, mas não recomeçar.`,
  progress: (done, deals, net) => `${done} de ${deals} mãos jogadas · saldo ${signed(net)}`,
  result: (net) => `Seu saldo: ${signed(net)}`,
  rankLine: (rank, players) => `${ordinal(rank)} de ${players}`,
  rankProvisional: "provisório até o fim do dia (00:00 UTC)",
  rankPending: "Sua posição aparece quando os resultados forem contados.",
  nextIn: "Próximo jogo do dia em",
  nextDayAria: (text) => `O próximo jogo do dia começa em ${text}`,
  newDay: "Um novo jogo do dia está pronto.",
  play: "Jogar o jogo de hoje",
  resume: "Retomar o jogo de hoje",
  resumeDeal: (k, deals) => `Retomar — mão ${k} de ${deals}`,
  seeResults: "Resultados e classificação",
  practice: "Jogar um treino",
  practiceResume: "Retomar o treino",
  practiceNote: "Os treinos repetem as mãos de hoje. Nunca entram no ranking.",
  practiceLine: (done, deals, net, playing) =>
    playing ? `Em andamento · mão ${Math.min(done + 1, deals)} de ${deals} · saldo ${signed(net)}` : `Terminado · saldo ${signed(net)}`,
  practiceList: "Seus treinos de hoje",
  playingAs: "Jogando como",
  notRanked: "treino — fora do ranking",

  barTitle: "Jogo do dia",
  barDeal: (k, deals) => `mão ${k} de ${deals}`,
  barNet: (net) => `saldo ${signed(net)}`,
  barNetLabel: (net) => `Seu saldo até agora: ${signed(net)}`,
  barOver: "todas as mãos jogadas",
  barClosed: "este dia acabou",
  pipsLabel: (done, deals) => `${done} de ${deals} mãos jogadas`,

  dealTitle: (k, deals) => `Mão ${k + 1} de ${deals}`,
  nextDeal: "Próxima mão",
  netRow: "Saldo (N–S − L–O)",
  endTitle: "Jogo do dia concluído",
  endPracticeTitle: "Treino concluído",
  endNet: "Seu saldo",
  endNetLabel: (net) => `Seu saldo: ${signed(net)}`,
  endRankLoading: "Contando os resultados…",
  endLeaderboard: "Classificação",
  endPractice: "Treinar de novo",
  endPracticeFirst: "Treinar",
  endMore: "Comparação e classificação",
  practiceEndNote: "Isto foi um treino: não entra no ranking.",

  compareTitle: "Mão a mão",
  compareLede: (level) =>
    `Seu saldo em cada mão, ao lado da média de todos que a jogaram e de quatro jogadores do computador no nível ${level} com as mesmas cartas.`,
  compareNote: (level) => `▲ / ▼: acima / abaixo da média geral. Computador: quatro jogadores no nível ${level} com as mesmas cartas.`,
  colDeal: "Mão",
  colYou: "Você",
  colField: "Média",
  colCpu: "Comp.",
  colCpuLong: (level) => `Quatro jogadores do computador no nível ${level}`,
  colContract: "Contrato",
  computing: "calculando…",
  vsField: { better: "acima da média geral", worse: "abaixo da média geral" },
  computingNote: "O computador ainda está jogando as mãos de hoje; os resultados aparecem aqui em instantes.",
  notPlayed: "—",
  total: "Total",
  allPassed: "todos passaram",
  fieldPlayers: (n) => plural(n, "jogador", "jogadores"),

  boardTitle: "Classificação do dia",
  boardToday: "Hoje",
  prevDay: "‹",
  prevDayLabel: "Dia anterior",
  nextDay: "›",
  nextDayLabel: "Dia seguinte",
  pickDay: "Escolher um dia",
  boardLede: (players) =>
    players ? `${plural(players, "jogador classificado", "jogadores classificados")}.` : "Ninguém terminou o jogo deste dia ainda.",
  boardNobody: "Ninguém jogou o jogo deste dia.",
  boardOpenToday: "As posições de hoje são provisórias até o fim do dia (00:00 UTC).",
  boardClosed: "Resultado final.",
  colRank: "#",
  colName: "Jogador",
  colNet: "Saldo",
  colMadeSet: "Cumpr.\u00a0/ caídos",
  colMadeSetLabel: "Contratos cumpridos e caídos",
  colFinished: "Terminou",
  madeSet: (made, set) => `${made} / ${set}`,
  madeSetTitle: (made, set) =>
    `${plural(made, "contrato cumprido", "contratos cumpridos")}, ${plural(set, "contrato caído", "contratos caídos")}`,
  unfinished: (done, deals) => `não terminou (${done}/${deals})`,
  you: "você",
  showMore: "Mostrar mais",
  lockedTitle: "Jogue primeiro, compare depois",
  locked:
    "A classificação de hoje abre quando o seu jogo valendo ranking terminar, para que ninguém veja os resultados antes de jogar as mãos.",
  lockedPlay: "Jogar o jogo de hoje",
  lockedResume: "Retomar o jogo de hoje",
  futureDay: "Esse dia ainda não chegou.",
  badDay: "Isso não é uma data.",
  badWeek: "Isso não é uma semana.",
  futureWeek: "Essa semana ainda não chegou.",
  boardTodayLong: "Classificação de hoje",
  noEntries: "Nenhum resultado no ranking para este dia.",

  rankingsTitle: "Ranking",
  allTime: "Geral",
  week: "Semana",
  weekOf: (from, to) => `${dayWords(from, true)} – ${dayWords(to, true)}`,
  weekLabel: (w) => `Semana ${w}`,
  prevWeek: "‹",
  prevWeekLabel: "Semana anterior",
  nextWeek: "›",
  nextWeekLabel: "Semana seguinte",
  formula: (minDays) =>
    `A cada dia, seu percentil é a fração dos jogadores do dia que você superou (100 = primeiro, 0 = último, 50 se você jogou sozinho). Sua pontuação é a média dos seus percentis nos dias jogados: conta jogar bem, não jogar muito. Você aparece depois de jogar ${dias(minDays)} no período. Só contam os dias encerrados, então os resultados de hoje ficam ocultos.`,
  colScore: "Pontuação",
  colDays: "Dias",
  colBest: "Melhor",
  bestRank: (r) => (r ? ordinal(r) : "—"),
  rankingsEmpty: "Ninguém jogou dias suficientes ainda.",
  youBelowMin: (days, min) =>
    `Você jogou ${dias(days)} neste período; mais ${dias(Math.max(0, min - days))} e você aparece aqui.`,
  youNone: "Você ainda não jogou nenhum dia encerrado neste período.",

  meTitle: "Sua página",
  noPlayer:
    "Você ainda não jogou o jogo do dia. Escolha um apelido para aparecer nas classificações — sem cadastro, sem e-mail.",
  nameLabel: "Apelido",
  nameHint: "De 2 a 20 caracteres: letras, números, espaços e pontuação simples. Todos o veem nas classificações.",
  nameSave: "Salvar apelido",
  nameSaveAndPlay: "Salvar e jogar",
  nameChange: "Mudar apelido",
  nameCancel: "Cancelar",
  nameNeeded: "Escolha primeiro um apelido: é assim que você aparece nas classificações.",
  nameTaken: "Outro jogador já usa esse apelido, ou um que parece igual (maiúsculas e minúsculas, letras parecidas). Tente outro.",
  nameBad: (msg) => `Esse apelido não pode ser usado: ${msg}`,
  nameEmpty: "Digite um apelido primeiro.",
  statDays: "Dias jogados",
  statAvgRank: "Posição média",
  statAvgPct: "Percentil médio",
  statBest: "Melhor dia",
  statBestSub: (d) => `${ordinal(d.rank)} de ${d.players} · saldo ${signed(d.net)} · ${dayWords(d.date, true)}`,
  statStreak: "Sequência atual",
  statLongest: "Maior sequência",
  streakDays: (n) => dias(n),
  none: "—",
  historyTitle: "Seus dias",
  historyEmpty: "Seus jogos do dia concluídos aparecerão aqui.",
  colDate: "Dia",
  colRankOf: "Posição",
  rankOf: (r, n) => (r ? `${r} / ${n}` : "—"),
  colPct: "Pctl.",
  provisional: "(hoje, provisório)",
  codeTitle: "Levar seu jogador para outro aparelho",
  codeExplain:
    "Use este código para continuar em outro aparelho: digite-o lá em “Você”, em “Trazer um jogador de outro aparelho”, e aquele navegador joga como você, com seu apelido, seus jogos do dia e seus rankings.",
  codeShowOnce:
    "Anote ou copie agora: ele só é mostrado uma vez. Pedir um código novo faz este parar de funcionar.",
  codeIssuedAt: (iso) =>
    `Você recebeu um código em ${dayWords(iso.slice(0, 10), true)}. Ele só é mostrado uma vez; se o perdeu, peça um novo (o antigo para de funcionar).`,
  codeNone: "Você ainda não tem código de jogador.",
  codeGet: "Obter meu código",
  codeNew: "Obter um código novo",
  codeCopy: "Copiar",
  codeCopied: "Copiado.",
  codeLabel: (code) => `Seu código de jogador: ${code.split("").join(" ")}`,
  adoptTitle: "Trazer um jogador de outro aparelho",
  // the daily menu's line under the name field, before its link (adoptTitle) to “You”
  adoptInvite: "Já joga em outro aparelho?",
  adoptExplain: "Jogou em outro aparelho? Digite aqui o código daquele jogador e este navegador continua como ele.",
  adoptWarn: "O jogador atual deste navegador (e o apelido dele) fica para trás.",
  adoptLabel: "Código de jogador",
  adoptPlaceholder: "XXXX-XXXX-XXXX",
  adoptButton: "Usar este código",
  adoptDone: "Bem-vindo de volta! Este navegador agora joga como",
  adoptBad: "Nenhum jogador tem esse código. Confira e tente de novo (maiúsculas e minúsculas tanto faz).",
  adoptEmpty: "Digite o código primeiro.",
  rateLimited: (s) => `Tentativas demais a partir desta conexão. Tente de novo em ${clock(s || 60)}.`,
  needPlayer: "Escolha um apelido para obter um código de jogador.",

  dayOverShort: "O dia deste jogo acabou: ele não pode mais ser jogado.",
  dayOver: "O dia deste jogo acabou: ele não pode mais ser jogado. O jogo de hoje está esperando por você.",
  alreadyDone: "Você já jogou o jogo de hoje valendo ranking. Pode jogar treinos.",
  rankedFirst: "Termine primeiro o jogo de hoje valendo ranking.",

  // issue 11 (hardening): why a name is refused, the fairness note, the "new" mark
  fairNote:
    "Jogo limpo: todos recebem as mesmas cartas, definidas com antecedência e publicadas como uma impressão digital; a chave de cada dia é revelada no dia seguinte, para qualquer um conferir.",
  fairLink: "Conferir as cartas",
  fairHow:
    "O que isso prova: antes de cada dia o servidor publica a impressão digital SHA-256 da chave que gera as oito mãos do dia, e a própria chave quando o dia termina. Guarde a impressão digital de um dia; no dia seguinte, confira que o SHA-256 da chave — só os seus 64 caracteres, sem quebra de linha depois (printf %s CHAVE | sha256sum, ou echo -n CHAVE | sha256sum; um echo simples acrescenta uma quebra de linha e dá outra impressão) — é essa impressão, depois refaça as mãos a partir da chave com o código deste jogo (python -m bideuchre.server.daily CHAVE): suas mãos de Sul devem ser as que você jogou. Assim as cartas foram definidas antes de qualquer um jogar, e ninguém — nem quem opera o servidor — as escolheu depois de ver quem jogou.",
  fairRaw: "As impressões digitais e as chaves (JSON, para conferir)",
  newTag: "novo",
  newTitle: "Jogador criado menos de um dia antes desta partida",
  rankedCap: (s) => `Esta conexão já começou todos os jogos valendo ranking permitidos hoje. O próximo jogo do dia começa em ${clock(s || 60)}.`,
};

// ------------------------------------------------------------------ issue 10
// screen readers: the contract and the tricks in words (render.js, panels.js);
// refusals and error codes in words (refusals/pt-BR.js, reasons.js).
M.contractLabel = (c) => `Contrato: ${M.contractWords(c)}`;
M.tricksLabel = (side, won, bid, other, otherWon) =>
  `Vazas: ${SIDE_NAME[side]} ${won > bid ? `${won} (lance ${bid})` : `${won} de ${bid}`}, ${SIDE_NAME[other]} ${otherWon}`;
Object.assign(M, refusalWords({ SEAT_NAME, SUIT_ONE, SIDE_NAME, theCard, pl, cartas }));
// issue 12: hand review, Why?, hints, undo, records, statistics
M.learn = learn(M, { theCard, denomIn });

export default M;
