// Le catalogue français (mêmes clés que en.js ; vocabulaire des joueurs de
// belote et de bridge : atout, sans atout, pli, donneur, déclarant).

import * as F from "./format.js";
import refusalWords from "./refusals/fr.js";
// issue 12 (hand review, Why?, hints, undo, records, statistics): its words are in fr-learn.js
import learn from "./fr-learn.js";

const LANG = "fr";
const SUIT_ONE = { C: "trèfle", D: "carreau", H: "cœur", S: "pique" };
const SUIT_MANY = { C: "trèfle", D: "carreau", H: "cœur", S: "pique" };
const SUIT_PL = { C: "trèfles", D: "carreaux", H: "cœurs", S: "piques" };
const RANK_NAME = { 9: "neuf", T: "dix", J: "valet", Q: "dame", K: "roi", A: "as" };
const SEAT_NAME = { S: "Vous", N: "Nord", W: "Ouest", E: "Est" };
const SEAT_SUBTITLE = { S: "Sud", N: "partenaire", W: "adversaire", E: "adversaire" };
const SIDE_NAME = { NS: "Vous et Nord", EW: "Ouest et Est" };
const SIDE_SHORT = { NS: "N–S", EW: "E–O" };
const pl = (n, one, other) => F.plural(LANG, n, { one, other });
const cartes = (n) => pl(n, "carte", "cartes");
/** Le verbe conjugué : « vous jouez » / « Nord joue ». */
const v = (s, vous, il) => `${SEAT_NAME[s]} ${s === "S" ? vous : il}`;

function denomWords(d) {
  return d === "NT" ? "sans atout" : SUIT_MANY[d];
}
function denomAt(d) {
  return d === "NT" ? "à sans atout" : `à ${SUIT_MANY[d]}`;
}
/** A bid as bridge players say it: "1 pique", "5 cœurs", "3 sans atout". */
function bidWords(n, d) {
  return d === "NT" ? `${n} sans atout` : `${n} ${Number(n) === 1 ? SUIT_ONE[d] : SUIT_PL[d]}`;
}
function callWords(call) {
  if (call === "pass") return "passe";
  if (call.startsWith("alone ")) return `seul ${denomAt(call.slice(6))}`;
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  return m ? bidWords(m[1], m[2]) : call;
}
function contractCall(c) {
  return c.alone ? `solo ${denomAt(c.denomination)}` : bidWords(c.bid, c.denomination);
}
/** « d’Ouest », « d’Est », « de Nord ». */
const deSeat = (s) => (s === "W" || s === "E" ? `d’${SEAT_NAME[s]}` : `de ${SEAT_NAME[s]}`);
const cardName = (code) => {
  const r = RANK_NAME[code[0]];
  return `${r} de ${SUIT_ONE[code[1]]}`;
};
const theCard = (code) => (code[0] === "A" ? `l’${cardName(code)}` : code[0] === "Q" ? `la ${cardName(code)}` : `le ${cardName(code)}`);

/** The roles of cards under trump (R4). */
const ROLE = { right: "grand valet", left: "petit valet", trump: "atout" };

const M = {
  lang: LANG,
  appTitle: "Euchre aux enchères",
  newGame: "Nouvelle partie",
  lastTrick: "Dernier pli",
  hideLastTrick: "Retour à la table",
  lastTrickShort: "Pli",
  hideLastTrickShort: "Retour",
  settings: "Réglages",
  close: "Fermer",
  cancel: "Annuler",
  start: "Distribuer",
  score: "Score",
  scorePad: "Feuille de marque",
  table: "Table de jeu",
  trick: "Le pli",
  // How to play (issue 10, howto.js): the top bar, the first-time pointer, the bidding box's "?"
  howTo: "Règles du jeu",
  howToHint: "Vous découvrez le jeu ?",
  howToDismiss: "Masquer",
  bidHelp: "Comment se déroulent les enchères",
  handLabel: (n) => `Votre main, ${cartes(n)}`,

  seatName: (s) => SEAT_NAME[s],
  seatSubtitle: (s) => SEAT_SUBTITLE[s],
  sideName: (side) => SIDE_NAME[side],
  sideShort: (side) => SIDE_SHORT[side],
  holds: (s, n) => (s === "S" ? `Vous avez ${cartes(n)}` : `${SEAT_NAME[s]} a ${cartes(n)}`),
  dealer: "Donneur",
  dealerBadge: "D",
  sittingOut: (s) => (s === "S" ? "ne jouez pas" : "ne joue pas"),
  thinking: "réfléchit…",
  noCallsYet: () => "pas encore parlé",

  cardName,
  suitName: (s) => SUIT_MANY[s],
  denomWords,
  callWords,
  /** A card for screen readers, with its role under trump (R4): "jack of diamonds, left bower". */
  cardLabel: (code, denom) => {
    const role = F.cardRole(code, denom);
    return role ? `${cardName(code)}, ${ROLE[role]}` : cardName(code);
  },
  // French packs mark valet, dame, roi V, D, R
  rankShort: (r) => ({ T: "10", J: "V", Q: "D", K: "R" })[r] || r,
  noTrump: "SA",

  yourCall: "À vous de parler",
  auctionSoFar: "Les enchères jusqu’ici",
  seatInitial: (s) => ({ N: "N", E: "E", S: "S", W: "O" })[s],
  highBid: (seat, call) => `Enchère en cours\u202f: ${SEAT_NAME[seat]}, ${callWords(call)}`,
  noBidYet: "Pas encore d’enchère",
  pass: "Passe",
  chooseNumber: "Plis",
  chooseDenomination: "Atout",
  alone: "Seul",
  aloneSign: "☾",
  aloneHint: (n) => `Seul : faire les ${n} plis sans votre partenaire`,
  bidLabel: (n, d) => `Annoncer ${bidWords(n, d)}`,
  aloneLabel: (d) => `Seul ${denomAt(d)}`,
  numberLabel: (n) => pl(n, "pli", "plis"),

  exchangeAsk: (partner) => `Vous jouez seul. Combien de cartes échangez-vous avec ${SEAT_NAME[partner]} ?`,
  exchangeK: (k) => (k === 0 ? "Aucune" : `${k}`),
  exchangeKLabel: (k) => (k === 0 ? "N’échanger aucune carte" : `Échanger ${cartes(k)}`),
  discardAsk: (k) =>
    `Choisissez ${k === 1 ? "la carte" : `les ${k} cartes`} à écarter. Les cartes de votre partenaire rejoignent ensuite votre main.`,
  passAsk: (declarer, k) =>
    `${SEAT_NAME[declarer]} joue seul et vous demande ${cartes(k)}. Choisissez ${k === 1 ? "la carte" : "les cartes"} à donner.`,
  discardButton: (n, k) => `Écarter (${n}/${k})`,
  passButton: (n, k) => `Donner (${n}/${k})`,
  received: (partner, names) => `${SEAT_NAME[partner]} vous a donné : ${names.join(", ")}.`,

  status: {
    dealer: "Donneur",
    contract: "Contrat",
    noContract: "Enchères…",
    trump: "Atout",
    tricks: "Plis",
    alone: "seul",
    need: (n) => `il en faut ${n}`,
    overBid: (bid) => `(annonce ${bid})`,
    yourTurnCall: "À vous de parler",
    yourTurnPlay: "À vous — jouez une carte",
    yourTurnLead: "À vous d’entamer",
    yourTurnExchange: "À vous — l’échange",
    waiting: "Les autres jouent…",
    toAct: (s) => `À ${SEAT_NAME[s]} de jouer`,
    toCall: (s) => `À ${SEAT_NAME[s]} de parler`,
    handOver: "Donne terminée",
    gameOver: "Partie terminée",
  },
  contractWords: (c) =>
    c.alone
      ? `${SEAT_NAME[c.declarer]}, seul ${denomAt(c.denomination)}`
      : `${SEAT_NAME[c.declarer]}, ${bidWords(c.bid, c.denomination)}`,

  announce: {
    dealt: (dealer, n) => `Donne ${n + 1}. ${v(dealer, "donnez", "donne")}.`,
    called: (s, call) =>
      call === "pass"
        ? `${v(s, "passez", "passe")}.`
        : call.startsWith("alone")
          ? `${v(s, "jouez", "joue")} ${callWords(call)}.`
          : `${v(s, "annoncez", "annonce")} ${callWords(call)}.`,
    auctionWon: (c) => `Contrat\u202f: ${M.contractWords(c)}.`,
    annulled: "Tout le monde a passé. Pas de score ; on redistribue.",
    exchangeAnnounced: (s, k) => `${v(s, "échangez", "échange")} ${cartes(k)}.`,
    cardGiven: (s, card) => (card ? `${v(s, "donnez", "donne")} ${theCard(card)}.` : `${v(s, "donnez", "donne")} une carte.`),
    cardDiscarded: (s, card) => (card ? `${v(s, "écartez", "écarte")} ${theCard(card)}.` : `${v(s, "écartez", "écarte")} une carte.`),
    exchangeDone: (s) => `L’échange est fait ; ${s === "S" ? "vous entamez" : `${SEAT_NAME[s]} entame`}.`,
    played: (s, card) => `${v(s, "jouez", "joue")} ${theCard(card)}.`,
    trickTaken: (s) => `${v(s, "remportez", "remporte")} le pli.`,
    yourTurn: "À vous.",
  },

  wonTrick: (s) => `${v(s, "remportez", "remporte")} le pli`,
  lastTrickTitle: "Dernier pli",
  lastTrickNone: "Aucun pli n’a encore été joué dans cette donne.",
  lastTrickWinner: (s) => (s === "S" ? "Remporté par vous" : `Remporté par ${SEAT_NAME[s]}`),

  handTitle: (n) => `Donne ${n + 1}`,
  made: "réussi",
  set: "chuté",
  madeLong: (c) => (c.declarer === "S" ? "Vous avez réussi le contrat" : `${SEAT_NAME[c.declarer]} a réussi le contrat`),
  setLong: (c) => (c.declarer === "S" ? "Vous avez chuté" : `${SEAT_NAME[c.declarer]} a chuté`),
  annulledTitle: "Tout le monde a passé",
  annulledText: "Personne n’a annoncé : rien n’est marqué et le donneur suivant redistribue.",
  tricksRow: "Plis",
  pointsRow: "Points",
  totalsRow: "Totaux",
  nextHand: "Donne suivante",
  points: F.signed,
  num: F.num,
  contractOf: "Contrat\u202f:",

  youWin: "Nord et vous gagnez !",
  theyWin: "Ouest et Est gagnent.",
  winReasonMade: (side, c, total, target) =>
    `${SIDE_NAME[side]} ${side === "NS" ? "réussissez" : "réussissent"} ${c.alone ? `${side === "NS" ? "votre" : "leur"} ${contractCall(c)}` : `leur contrat (${contractCall(c)})`.replace(/^leur contrat/, side === "NS" ? "votre contrat" : "leur contrat")} et ${side === "NS" ? "atteignez" : "atteignent"} ${pl(total, "point", "points")} (objectif ${target}).`,
  winReasonSet: (side, c, total, target) =>
    `${SIDE_NAME[side]} ${side === "NS" ? "faites" : "font"} chuter ${c.declarer === "S" ? "votre contrat" : `le contrat ${deSeat(c.declarer)}`} (${contractCall(c)}) et ${side === "NS" ? "atteignez" : "atteignent"} ${pl(total, "point", "points")} (objectif ${target}).`,
  winReasonTotal: (side, total, target) =>
    `${SIDE_NAME[side]} ${side === "NS" ? "atteignez" : "atteignent"} ${pl(total, "point", "points")} (objectif ${target}).`,
  otherAboveTarget: (side, total) =>
    `${SIDE_NAME[side]} ${side === "NS" ? "aviez" : "avaient"} aussi ${total}, mais seul le camp qui réussit ou fait chuter le contrat peut gagner sur une donne (R14).`,
  finalScore: (ns, ew) => `Score final : Vous et Nord ${F.num(ns)}, Ouest et Est ${F.num(ew)}.`,
  playAgain: "Rejouer",
  otherOptions: "Autres règles ou niveau…",

  padHand: "#",
  padContract: "Contrat",
  padResult: "Résultat",
  padNS: "N–S",
  padEW: "E–O",
  padEmpty: "Aucune donne marquée pour l’instant.",
  padPassed: "tous passent",
  gameTo: (n) => `Partie en ${n}`,
  rulesName: { "double-deck": "Deux jeux", "single-deck": "Un jeu", custom: "Règles personnalisées" },
  levelName: { random: "Au hasard", easy: "Facile", medium: "Moyen", hard: "Difficile" },

  newGameTitle: "Nouvelle partie",
  rulesLegend: "Règles",
  levelLegend: "Adversaires (Ouest et Est)",
  rulesDescription: (v) =>
    `${cartes(v.hand_size * 4)}, ${v.hand_size} chacun, ${v.auction === "open" ? "enchères ouvertes" : "un seul tour d’enchères"}` +
    `${v.allow_alone ? ", jeu en solo permis" : ""}, partie en ${v.target_score}.`,
  levelDescription: {
    random: "Joue n’importe quelle carte permise : pour apprendre les règles.",
    easy: "Des joueurs détendus.",
    medium: "De bons joueurs de club.",
    hard: "De forts joueurs qui comptent les cartes.",
  },
  abandonWarning: "Commencer une nouvelle partie abandonne la partie en cours.",
  // votre partie libre pendant que la table montre la partie du jour (casual.js)
  abandonOtherWarning: "Commencer une nouvelle partie abandonne votre partie inachevée.",
  yourGame: {
    title: "Votre partie",
    line: (n, t) => `Donne ${n + 1} · ${SIDE_NAME.NS} ${M.num(t.NS)}, ${SIDE_NAME.EW} ${M.num(t.EW)}`,
    back: "Revenir à votre partie",
  },
  // Nouvelle partie : règles maison et niveau du partenaire (branche newgame)
  houseRules: "Règles maison",
  houseRulesChanged: (n) => (n ? `${n} ${n === 1 ? "modifiée" : "modifiées"}` : "aucune"),
  houseRulesReset: "Revenir aux règles de base",
  houseRulesRefused: (msg) => `Ces règles ne sont pas jouables : ${msg}`,
  houseNumberBad: (label, min, max) => `${label} : saisissez un nombre entier${min != null && max != null ? ` de ${min} à ${max}` : min != null ? ` d’au moins ${min}` : ""}.`,
  partnerLevelLegend: "Votre partenaire (Nord)",
  // (un niveau, pas un jugement : « adversaires moyens · partenaire difficile »
  // se lisait « adversaires médiocres · un partenaire pénible »)
  partnerLevelShort: (level) =>
    `partenaire\u202f: niveau ${{ random: "aléatoire", easy: "facile", medium: "moyen", hard: "difficile" }[level] || level}`,
  opponentsLevelShort: (level) =>
    `adversaires\u202f: niveau ${{ random: "aléatoire", easy: "facile", medium: "moyen", hard: "difficile" }[level] || level}`,
  gameRulesTitle: "Règles maison de cette partie",
  optionYes: "oui",
  optionNo: "non",
  option: {
    copies: {
      label: "Jeux de cartes",
      help: "Un jeu (6 cartes chacun) ou deux (12 cartes chacun).",
      choices: { 1: "Un jeu, 24 cartes", 2: "Deux jeux, 48 cartes" },
    },
    target_score: { label: "Partie en", help: "Points qu’un camp doit atteindre pour gagner." },
    auction: {
      label: "Enchères",
      help: "Une annonce chacun, ou un tour de table jusqu’à trois passes.",
      choices: { single_round: "Un seul tour d’annonces", open: "Ouvertes, jusqu’à trois passes" },
    },
    min_bid: { label: "Enchère minimale", help: "Le moins de plis qu’on peut demander." },
    allow_no_trump: { label: "Sans atout", help: "On peut annoncer un contrat sans atout." },
    allow_alone: { label: "Jeu en solo", help: "Un joueur peut jouer seul, son partenaire ne joue pas." },
    lone_exchange_max: { label: "Cartes échangées en solo", help: "Le plus de cartes qu’un joueur seul échange avec son partenaire." },
    lone_exchange_mode: {
      label: "Taille de l’échange",
      help: "Jusqu’à ce maximum, ou exactement ce nombre.",
      choices: { up_to: "Jusqu’au maximum", exact: "Exactement le maximum" },
    },
    lone_made_points: { label: "Solo : tous les plis", help: "Points pour avoir fait tous les plis seul." },
    lone_set_points: { label: "Solo : chute", help: "Points perdus quand un joueur seul chute." },
    all_pass: {
      label: "Si tout le monde passe",
      help: "On redistribue, ou le donneur doit faire l’enchère minimale.",
      choices: { redeal: "On redistribue", stick_dealer: "Le donneur est forcé" },
    },
    win_rule: {
      label: "Victoire à l’objectif",
      help: "Qui gagne quand un camp atteint l’objectif.",
      choices: {
        eligible: "Seul le camp qui réussit ou fait chuter",
        first_to_target: "N’importe quel camp, le plus haut total",
        first_to_target_declarer_priority: "N’importe quel camp, le déclarant d’abord",
      },
    },
  },
  settingsTitle: "Réglages",
  speedLegend: "Vitesse des robots",
  speedName: { slow: "Lente", normal: "Normale", fast: "Rapide", instant: "Immédiate" },
  fourColour: "Quatre couleurs (trèfle vert, carreau bleu)",
  backColour: "Dos des cartes",
  backName: { blue: "Bleu", red: "Rouge" },
  languageLegend: "Langue",

  cannotPlay: (code, reason) => `Vous ne pouvez pas jouer ${theCard(code)} maintenant : ${reason}`,
  notYourTurn: "Attendez votre tour.",
  networkError: "Impossible de joindre le serveur. Vérifiez la connexion et réessayez.",
  retry: "Réessayer",
  gameGone: "Cette partie n’existe plus. Commencez-en une nouvelle.",
  // a click in a stale tab (issue 11: 409 stale_version)
  staleTab: "Cette partie a avancé dans un autre onglet — voici la position actuelle.",
  loading: "Chargement…",
  serverError: (msg) => `Réponse du serveur : ${msg}`,
};

const signed = F.signed;
const plural = pl;
const ordinal = (n) => (n === 1 ? "1er" : `${n}e`);
const dayWords = (iso, short = false) => F.dayWords(LANG, iso, short);
const clock = F.clock;
const jours = (n) => plural(n, "jour", "jours");

M.daily = {
  button: "Défi du jour",
  buttonLabel: (state) =>
    ({
      not_started: "Partie du jour : la partie d’aujourd’hui vous attend",
      in_progress: "Partie du jour : la partie d’aujourd’hui est en cours",
      finished: "Partie du jour : jouée aujourd’hui ; classements",
    })[state] || "Partie du jour et classements",
  tabs: { today: "Aujourd’hui", leaderboard: "Classement", rankings: "Palmarès", me: "Vous" },
  tabsLabel: "Pages de la partie du jour",
  backToTable: "← Retour à la table",
  loading: "Chargement…",
  loadFailed: "Impossible de charger cette page.",
  tryAgain: "Réessayer",

  dayWords,
  dayShort: (iso) => dayWords(iso, true),
  clock,
  signed,
  ordinal,
  timeOfDay: (iso) => F.timeOfDay(LANG, iso),
  timeTitle: (iso) => {
    const t = F.dateTime(LANG, iso);
    return t ? `${t} (heure locale) — ${iso}` : "";
  },

  title: "La partie du jour",
  dateLine: (iso) => `${dayWords(iso)} (UTC)`,
  state: { not_started: "Pas encore jouée", in_progress: "En cours", finished: "Jouée", unknown: "" },
  pitch: (deals, level) =>
    `${deals} donnes, les mêmes pour tout le monde aujourd’hui, contre des robots de niveau ${level}. Seule votre première tentative est classée : vous pouvez la reprendre, mais pas la recommencer.`,
  progress: (done, deals, net) => `${done} donne${done > 1 ? "s" : ""} sur ${deals} jouée${done > 1 ? "s" : ""} · net ${signed(net)}`,
  result: (net) => `Votre net : ${signed(net)}`,
  rankLine: (rank, players) => `${ordinal(rank)} sur ${players}`,
  rankProvisional: "provisoire jusqu’à la fin de la journée (00:00 UTC)",
  rankPending: "Votre place apparaîtra une fois les résultats comptés.",
  nextIn: "Prochaine partie dans",
  nextDayAria: (text) => `La prochaine partie du jour commence dans ${text}`,
  newDay: "Une nouvelle partie du jour est prête.",
  play: "Jouer la partie du jour",
  resume: "Reprendre la partie du jour",
  resumeDeal: (k, deals) => `Reprendre — donne ${k} sur ${deals}`,
  seeResults: "Résultats et classement",
  practice: "Jouer une partie d’entraînement",
  practiceResume: "Reprendre l’entraînement",
  practiceNote: "L’entraînement rejoue les donnes du jour. Il n’est jamais classé.",
  practiceLine: (done, deals, net, playing) =>
    playing ? `En cours · donne ${Math.min(done + 1, deals)} sur ${deals} · net ${signed(net)}` : `Terminée · net ${signed(net)}`,
  practiceList: "Vos entraînements du jour",
  playingAs: "Vous jouez sous le nom",
  notRanked: "entraînement — non classé",

  barTitle: "Partie du jour",
  barDeal: (k, deals) => `donne ${k} sur ${deals}`,
  barNet: (net) => `net ${signed(net)}`,
  barNetLabel: (net) => `Votre score net jusqu’ici : ${signed(net)}`,
  barOver: "toutes les donnes jouées",
  barClosed: "cette journée est finie",
  pipsLabel: (done, deals) => `${done} donne${done > 1 ? "s" : ""} sur ${deals} jouée${done > 1 ? "s" : ""}`,

  dealTitle: (k, deals) => `Donne ${k + 1} sur ${deals}`,
  nextDeal: "Donne suivante",
  netRow: "Net (N–S − E–O)",
  endTitle: "Partie du jour terminée",
  endPracticeTitle: "Entraînement terminé",
  endNet: "Votre score net",
  endNetLabel: (net) => `Votre score net : ${signed(net)}`,
  endRankLoading: "Décompte des résultats…",
  endLeaderboard: "Classement",
  endPractice: "S’entraîner encore",
  endPracticeFirst: "S’entraîner",
  endMore: "Comparaison et classement",
  practiceEndNote: "C’était un entraînement : il n’est pas classé.",

  compareTitle: "Donne par donne",
  compareLede: (level) =>
    `Votre net sur chaque donne, à côté de la moyenne de tous ceux qui l’ont jouée et de quatre robots de niveau ${level} sur les mêmes cartes.`,
  compareNote: (level) => `▲ / ▼ : au-dessus / en dessous de la moyenne. Robots : quatre robots de niveau ${level} sur les mêmes cartes.`,
  colDeal: "Donne",
  colYou: "Vous",
  colField: "Moyenne",
  colCpu: "Robots",
  colCpuLong: (level) => `Quatre robots de niveau ${level}`,
  colContract: "Contrat",
  computing: "calcul…",
  vsField: { better: "mieux que la moyenne", worse: "moins bien que la moyenne" },
  computingNote: "Les robots jouent encore les donnes du jour ; leurs résultats arrivent dans un instant.",
  notPlayed: "—",
  total: "Total",
  allPassed: "tous passent",
  fieldPlayers: (n) => plural(n, "joueur", "joueurs"),

  boardTitle: "Classement du jour",
  boardToday: "Aujourd’hui",
  prevDay: "‹",
  prevDayLabel: "Jour précédent",
  nextDay: "›",
  nextDayLabel: "Jour suivant",
  pickDay: "Choisir un jour",
  boardLede: (players) =>
    players ? `${plural(players, "joueur classé", "joueurs classés")}.` : "Personne n’a encore fini la partie de ce jour.",
  boardNobody: "Personne n’a joué la partie de ce jour.",
  boardOpenToday: "Les places du jour sont provisoires jusqu’à la fin de la journée (00:00 UTC).",
  boardClosed: "Résultats définitifs.",
  colRank: "#",
  colName: "Joueur",
  colNet: "Net",
  colMadeSet: "Réussis\u00a0/ chutés",
  colMadeSetLabel: "Contrats réussis et chutés",
  colFinished: "Fini à",
  madeSet: (made, set) => `${made} / ${set}`,
  madeSetTitle: (made, set) =>
    `${plural(made, "contrat réussi", "contrats réussis")}, ${plural(set, "contrat chuté", "contrats chutés")}`,
  unfinished: (done, deals) => `pas finie (${done}/${deals})`,
  you: "vous",
  showMore: "Voir plus",
  lockedTitle: "Jouez d’abord, comparez ensuite",
  locked:
    "Le classement du jour s’ouvre une fois votre partie classée terminée, pour que personne ne voie les résultats avant d’avoir joué les donnes.",
  lockedPlay: "Jouer la partie du jour",
  lockedResume: "Reprendre la partie du jour",
  futureDay: "Ce jour n’est pas encore arrivé.",
  badDay: "Ce n’est pas une date.",
  badWeek: "Ce n’est pas une semaine.",
  futureWeek: "Cette semaine n’est pas encore arrivée.",
  boardTodayLong: "Classement d’aujourd’hui",
  noEntries: "Aucun résultat classé pour ce jour.",

  rankingsTitle: "Palmarès",
  allTime: "Depuis toujours",
  week: "Semaine",
  weekOf: (from, to) => `${dayWords(from, true)} – ${dayWords(to, true)}`,
  weekLabel: (w) => `Semaine ${w}`,
  prevWeek: "‹",
  prevWeekLabel: "Semaine précédente",
  nextWeek: "›",
  nextWeekLabel: "Semaine suivante",
  formula: (minDays) =>
    `Chaque jour, votre centile est la part des joueurs du jour que vous avez battus (100 = premier, 0 = dernier, 50 si vous étiez seul). Votre score est la moyenne de vos centiles sur les jours joués : c’est bien jouer qui compte, pas jouer souvent. Vous apparaissez après ${jours(minDays)} joués sur la période. Seuls les jours terminés comptent, les résultats du jour restent donc cachés.`,
  colScore: "Score",
  colDays: "Jours",
  colBest: "Meilleur",
  bestRank: (r) => (r ? ordinal(r) : "—"),
  rankingsEmpty: "Personne n’a encore joué assez de jours.",
  youBelowMin: (days, min) =>
    `Vous avez joué ${jours(days)} sur cette période ; encore ${jours(Math.max(0, min - days))} et vous apparaissez ici.`,
  youNone: "Vous n’avez encore joué aucun jour terminé sur cette période.",

  meTitle: "Votre page",
  noPlayer:
    "Vous n’avez pas encore joué la partie du jour. Choisissez un pseudo pour apparaître dans les classements — sans inscription ni e-mail.",
  nameLabel: "Pseudo",
  nameHint: "De 2 à 20 caractères : lettres, chiffres, espaces et ponctuation simple. Tout le monde le voit dans les classements.",
  nameSave: "Enregistrer",
  nameSaveAndPlay: "Enregistrer et jouer",
  nameChange: "Changer de pseudo",
  nameCancel: "Annuler",
  nameNeeded: "Choisissez d’abord un pseudo : c’est ainsi que vous apparaissez dans les classements.",
  nameTaken: "Un autre joueur a déjà ce pseudo, ou un pseudo qui lui ressemble à s’y méprendre (majuscules, lettres semblables). Essayez-en un autre.",
  nameBad: (msg) => `Ce pseudo ne peut pas être utilisé : ${msg}`,
  nameEmpty: "Tapez d’abord un pseudo.",
  statDays: "Jours joués",
  statAvgRank: "Place moyenne",
  statAvgPct: "Centile moyen",
  statBest: "Meilleur jour",
  statBestSub: (d) => `${ordinal(d.rank)} sur ${d.players} · net ${signed(d.net)} · ${dayWords(d.date, true)}`,
  statStreak: "Série en cours",
  statLongest: "Plus longue série",
  streakDays: (n) => jours(n),
  none: "—",
  historyTitle: "Vos journées",
  historyEmpty: "Vos parties du jour terminées s’afficheront ici.",
  colDate: "Jour",
  colRankOf: "Place",
  rankOf: (r, n) => (r ? `${r} / ${n}` : "—"),
  colPct: "Cent.",
  provisional: "(aujourd’hui, provisoire)",
  codeTitle: "Emmener votre joueur sur un autre appareil",
  codeExplain:
    "Ce code vous permet de continuer sur un autre appareil\u202f: saisissez-le là-bas sous «\u00a0Vous\u00a0», dans «\u00a0Reprendre un joueur d’un autre appareil\u00a0», et ce navigateur-là joue en votre nom, avec votre pseudo, vos parties du jour et votre palmarès.",
  codeShowOnce:
    "Notez-le ou copiez-le maintenant : il n’est affiché qu’une fois. Demander un nouveau code désactive celui-ci.",
  codeIssuedAt: (iso) =>
    `Vous avez obtenu un code le ${dayWords(iso.slice(0, 10), true)}. Il n’est affiché qu’une fois ; si vous l’avez perdu, demandez-en un nouveau (l’ancien cesse alors de fonctionner).`,
  codeNone: "Vous n’avez pas encore de code joueur.",
  codeGet: "Obtenir mon code joueur",
  codeNew: "Obtenir un nouveau code",
  codeCopy: "Copier",
  codeCopied: "Copié.",
  codeLabel: (code) => `Votre code joueur : ${code.split("").join(" ")}`,
  adoptTitle: "Reprendre un joueur d’un autre appareil",
  // the daily menu's line under the name field, before its link (adoptTitle) to “You”
  adoptInvite: "Vous jouez déjà sur un autre appareil\u202f?",
  adoptExplain: "Vous avez joué sur un autre appareil ? Saisissez ici le code de ce joueur et ce navigateur continue en son nom.",
  adoptWarn: "Le joueur actuel de ce navigateur (et son pseudo) sera laissé de côté.",
  adoptLabel: "Code joueur",
  adoptPlaceholder: "XXXX-XXXX-XXXX",
  adoptButton: "Utiliser ce code",
  adoptDone: "Bon retour ! Ce navigateur joue désormais en tant que",
  adoptBad: "Aucun joueur n’a ce code. Vérifiez-le et réessayez (majuscules et minuscules sont équivalentes).",
  adoptEmpty: "Tapez d’abord le code.",
  rateLimited: (s) => `Trop de tentatives depuis cette connexion. Réessayez dans ${clock(s || 60)}.`,
  needPlayer: "Choisissez un pseudo pour obtenir un code joueur.",

  dayOverShort: "La journée de cette partie est finie : elle ne peut plus être jouée.",
  dayOver: "La journée de cette partie est finie : elle ne peut plus être jouée. La partie d’aujourd’hui vous attend.",
  alreadyDone: "Vous avez joué la partie classée du jour. Vous pouvez vous entraîner.",
  rankedFirst: "Terminez d’abord la partie classée du jour.",

  // issue 11 (hardening): why a name is refused, the fairness note, the "new" mark
  fairNote:
    "Jeu loyal : tout le monde reçoit les mêmes donnes, fixées d’avance et publiées sous forme d’empreinte ; la clé de chaque jour est révélée le lendemain, pour que chacun puisse vérifier.",
  fairLink: "Vérifier les donnes",
  fairHow:
    "Ce que cela prouve : avant chaque journée, le serveur publie l’empreinte SHA-256 de la clé qui fait les huit donnes du jour, et la clé elle-même une fois la journée finie. Gardez l’empreinte d’un jour ; le lendemain, vérifiez que le SHA-256 de sa clé — ses 64 caractères seuls, sans retour à la ligne après (printf %s CLÉ | sha256sum, ou echo -n CLÉ | sha256sum ; un simple echo ajoute un retour à la ligne et donne une autre empreinte) — est bien cette empreinte, puis refaites les donnes à partir de la clé avec le code de ce jeu (python -m bideuchre.server.daily CLÉ) : vos mains de Sud doivent être celles que vous avez jouées. Les donnes étaient donc fixées avant que quiconque joue, et personne — pas même l’exploitant du serveur — ne les a choisies après avoir vu qui jouait.",
  fairRaw: "Les empreintes et les clés (JSON, pour vérifier)",
  newTag: "nouveau",
  newTitle: "Joueur créé moins d’un jour avant cette partie",
  rankedCap: (s) => `Cette connexion a déjà lancé toutes les parties classées permises aujourd’hui. Prochaine partie du jour dans ${clock(s || 60)}.`,
};

// ------------------------------------------------------------------ issue 10
// screen readers: the contract and the tricks in words (render.js, panels.js);
// refusals and error codes in words (refusals/fr.js, reasons.js).
M.contractLabel = (c) => `Contrat\u202f: ${M.contractWords(c)}`;
M.tricksLabel = (side, won, bid, other, otherWon) =>
  `Plis : ${SIDE_NAME[side]} ${won > bid ? `${won} (annonce ${bid})` : `${won} sur ${bid}`}, ${SIDE_NAME[other]} ${otherWon}`;
Object.assign(M, refusalWords({ SEAT_NAME, SUIT_ONE, SIDE_NAME, theCard, deSeat, pl, cartes }));
// issue 12: hand review, Why?, hints, undo, records, statistics
M.learn = learn(M, { theCard, denomAt });

export default M;
