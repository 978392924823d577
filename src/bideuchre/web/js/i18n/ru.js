// Русский каталог (те же ключи, что в en.js; термины как за карточным столом:
// козырь, без козыря, взятка, сдающий, разыгрывающий; заявки — как в
// преферансе: «шесть пик», «семь червей»).  Формы множественного числа — через
// Intl.PluralRules: 1 взятка, 2 взятки, 5 взяток.

import * as F from "./format.js";
import refusalWords from "./refusals/ru.js";
// issue 12 (hand review, Why?, hints, undo, records, statistics): its words are in ru-learn.js
import learn from "./ru-learn.js";

const LANG = "ru";
const SUIT_ONE = { C: "трефы", D: "бубны", H: "червы", S: "пики" };
const SUIT_GEN = { C: "треф", D: "бубён", H: "червей", S: "пик" };
const RANK_NAME = { 9: "девятка", T: "десятка", J: "валет", Q: "дама", K: "король", A: "туз" };
const RANK_ACC = { 9: "девятку", T: "десятку", J: "валета", Q: "даму", K: "короля", A: "туза" };
const SEAT_NAME = { S: "Вы", N: "Север", W: "Запад", E: "Восток" };
const SEAT_GEN = { S: "вас", N: "Севера", W: "Запада", E: "Востока" };
const SEAT_DAT = { S: "вам", N: "Северу", W: "Западу", E: "Востоку" };
const SEAT_SUBTITLE = { S: "Юг", N: "партнёр", W: "соперник", E: "соперник" };
const SIDE_NAME = { NS: "Вы и Север", EW: "Запад и Восток" };
const SIDE_SHORT = { NS: "С–Ю", EW: "В–З" };
const pl = (n, one, few, many) => F.plural(LANG, n, { one, few, many, other: few });
const karty = (n) => pl(n, "карта", "карты", "карт");
const kartyAcc = (n) => pl(n, "карту", "карты", "карт");
const vzyatki = (n) => pl(n, "взятка", "взятки", "взяток");
const dni = (n) => pl(n, "день", "дня", "дней");
/** Глагол в нужном лице: «Вы играете» / «Север играет». */
const v = (s, vy, on) => `${SEAT_NAME[s]} ${s === "S" ? vy : on}`;

function denomWords(d) {
  return d === "NT" ? "без козыря" : SUIT_ONE[d];
}
function denomGen(d) {
  return d === "NT" ? "без козыря" : SUIT_GEN[d];
}
const SUIT_SG = { C: "трефа", D: "бубна", H: "черва", S: "пика" };
/** Заявка словами, как в бридже: «1 пика», «2 пики», «5 пик», «3 без козыря». */
function bidWords(n, d) {
  if (d === "NT") return `${n} без козыря`;
  return `${n} ${F.pluralWord(LANG, Number(n), { one: SUIT_SG[d], few: SUIT_ONE[d], many: SUIT_GEN[d], other: SUIT_ONE[d] })}`;
}
function callWords(call) {
  if (call === "pass") return "пас";
  if (call.startsWith("alone ")) return `соло ${denomGen(call.slice(6))}`;
  const m = /^(\d+)(NT|[CDHS])$/.exec(call);
  return m ? bidWords(m[1], m[2]) : call;
}
function contractCall(c) {
  return c.alone ? `соло ${denomGen(c.denomination)}` : bidWords(c.bid, c.denomination);
}
const cardName = (code) => `${RANK_NAME[code[0]]} ${SUIT_GEN[code[1]]}`;
const cardAcc = (code) => `${RANK_ACC[code[0]]} ${SUIT_GEN[code[1]]}`;

/** The roles of cards under trump (R4). */
const ROLE = { right: "старший валет", left: "младший валет", trump: "козырь" };

const M = {
  lang: LANG,
  appTitle: "Юкер с торговлей",
  newGame: "Новая игра",
  lastTrick: "Последняя взятка",
  hideLastTrick: "Вернуться к столу",
  lastTrickShort: "Взятка",
  hideLastTrickShort: "Назад",
  settings: "Настройки",
  close: "Закрыть",
  cancel: "Отмена",
  start: "Сдать",
  score: "Счёт",
  scorePad: "Запись",
  table: "Игровой стол",
  trick: "Взятка",
  // How to play (issue 10, howto.js): the top bar, the first-time pointer, the bidding box's "?"
  howTo: "Правила игры",
  howToHint: "Впервые играете?",
  howToDismiss: "Скрыть",
  bidHelp: "Как идёт торговля",
  handLabel: (n) => `У вас на руках ${karty(n)}`,

  seatName: (s) => SEAT_NAME[s],
  seatSubtitle: (s) => SEAT_SUBTITLE[s],
  sideName: (side) => SIDE_NAME[side],
  sideShort: (side) => SIDE_SHORT[side],
  holds: (s, n) => `У ${SEAT_GEN[s]} ${karty(n)}`,
  dealer: "Сдающий",
  dealerBadge: "Сд",
  sittingOut: (s) => (s === "S" ? "не играете" : "не играет"),
  thinking: "думает…",
  // «Вы» takes the plural: «Вы: ещё не говорили», «Север: ещё не говорил»
  noCallsYet: (s) => (s === "S" ? "ещё не говорили" : "ещё не говорил"),

  cardName,
  suitName: (s) => SUIT_ONE[s],
  denomWords,
  callWords,
  /** A card for screen readers, with its role under trump (R4): "jack of diamonds, left bower". */
  cardLabel: (code, denom) => {
    const role = F.cardRole(code, denom);
    return role ? `${cardName(code)}, ${ROLE[role]}` : cardName(code);
  },
  // Russian packs mark валет, дама, король, туз В, Д, К, Т
  rankShort: (r) => ({ T: "10", J: "В", Q: "Д", K: "К", A: "Т" })[r] || r,
  noTrump: "БК",

  yourCall: "Ваше слово",
  auctionSoFar: "Торговля",
  seatInitial: (s) => ({ N: "С", E: "В", S: "Ю", W: "З" })[s],
  highBid: (seat, call) => `Старшая заявка: ${SEAT_NAME[seat]}, ${callWords(call)}`,
  noBidYet: "Заявок пока нет",
  pass: "Пас",
  chooseNumber: "Взятки",
  chooseDenomination: "Козырь",
  alone: "Соло",
  aloneSign: "☾",
  aloneHint: (n) => `Соло: взять все ${vzyatki(n)} без партнёра`,
  bidLabel: (n, d) => `Заявка: ${bidWords(n, d)}`,
  aloneLabel: (d) => `Соло ${denomGen(d)}`,
  numberLabel: (n) => vzyatki(n),

  exchangeAsk: (partner) => `Вы играете соло. Сколькими картами поменяться с партнёром (${SEAT_NAME[partner]})?`,
  exchangeK: (k) => (k === 0 ? "Ни одной" : `${k}`),
  exchangeKLabel: (k) => (k === 0 ? "Не меняться" : `Поменять ${kartyAcc(k)}`),
  discardAsk: (k) =>
    `Выберите ${kartyAcc(k)} в снос. Потом карты партнёра придут к вам на руку.`,
  passAsk: (declarer, k) =>
    `${SEAT_NAME[declarer]} играет соло и просит у вас ${kartyAcc(k)}. Выберите, что отдать.`,
  discardButton: (n, k) => `В снос (${n}/${k})`,
  passButton: (n, k) => `Отдать (${n}/${k})`,
  received: (partner, names) => `${SEAT_NAME[partner]} отдал вам: ${names.join(", ")}.`,

  status: {
    dealer: "Сдаёт",
    contract: "Контракт",
    noContract: "Торговля…",
    trump: "Козырь",
    tricks: "Взятки",
    alone: "соло",
    need: (n) => `нужно ${n}`,
    overBid: (bid) => `(заявка ${bid})`,
    yourTurnCall: "Ваше слово",
    yourTurnPlay: "Ваш ход — сыграйте карту",
    yourTurnLead: "Ваш заход",
    yourTurnExchange: "Ваш ход — обмен",
    waiting: "Ходят другие…",
    toAct: (s) => `Ходит ${SEAT_NAME[s]}`,
    toCall: (s) => `Говорит ${SEAT_NAME[s]}`,
    handOver: "Раздача сыграна",
    gameOver: "Игра окончена",
  },
  contractWords: (c) => `${SEAT_NAME[c.declarer]}, ${contractCall(c)}`,

  announce: {
    dealt: (dealer, n) => `Раздача ${n + 1}. ${v(dealer, "сдаёте", "сдаёт")}.`,
    called: (s, call) =>
      call === "pass"
        ? `${v(s, "пасуете", "пасует")}.`
        : call.startsWith("alone")
          ? `${v(s, "играете", "играет")} ${callWords(call)}.`
          : `${v(s, "заявляете", "заявляет")} ${callWords(call)}.`,
    auctionWon: (c) => `Контракт: ${M.contractWords(c)}.`,
    annulled: "Все спасовали. Очков нет, сдаёт следующий.",
    exchangeAnnounced: (s, k) => `${v(s, "меняете", "меняет")} ${kartyAcc(k)}.`,
    cardGiven: (s, card) => `${v(s, "отдаёте", "отдаёт")} ${card ? cardAcc(card) : "карту"}.`,
    cardDiscarded: (s, card) => `${v(s, "сносите", "сносит")} ${card ? cardAcc(card) : "карту"}.`,
    exchangeDone: (s) => `Обмен закончен; ${s === "S" ? "заход ваш" : `заходит ${SEAT_NAME[s]}`}.`,
    played: (s, card) => `${v(s, "играете", "играет")} ${cardAcc(card)}.`,
    trickTaken: (s) => `${v(s, "берёте", "берёт")} взятку.`,
    yourTurn: "Ваш ход.",
  },

  wonTrick: (s) => `${v(s, "берёте", "берёт")} взятку`,
  lastTrickTitle: "Последняя взятка",
  lastTrickNone: "В этой раздаче ещё не сыграно ни одной взятки.",
  lastTrickWinner: (s) => (s === "S" ? "Взяли вы" : `Взял ${SEAT_NAME[s]}`),

  handTitle: (n) => `Раздача ${n + 1}`,
  made: "выполнен",
  set: "недобор",
  madeLong: (c) => `${v(c.declarer, "выполнили", "выполнил")} контракт`,
  setLong: (c) => `${v(c.declarer, "сели", "сел")} (недобор)`,
  annulledTitle: "Все спасовали",
  annulledText: "Заявок не было: очки не пишутся, следующий сдающий сдаёт заново.",
  tricksRow: "Взятки",
  pointsRow: "Очки",
  totalsRow: "Итого",
  nextHand: "Следующая раздача",
  points: F.signed,
  num: F.num,
  contractOf: "Контракт:",

  youWin: "Вы с Севером победили!",
  theyWin: "Победили Запад и Восток.",
  winReasonMade: (side, c, total, target) =>
    `${SIDE_NAME[side]} сыграли ${contractCall(c)} и набрали ${total} (игра до ${target}).`,
  winReasonSet: (side, c, total, target) =>
    `${SIDE_NAME[side]} посадили ${c.declarer === "S" ? "ваш контракт" : `контракт ${SEAT_GEN[c.declarer]}`} (${contractCall(c)}) и набрали ${total} (игра до ${target}).`,
  winReasonTotal: (side, total, target) => `${SIDE_NAME[side]} набрали ${total} (игра до ${target}).`,
  otherAboveTarget: (side, total) =>
    `${side === "NS" ? "У вас с Севером" : "У Запада и Востока"} тоже ${total}, но выиграть на раздаче может только пара, которая сыграла или посадила контракт (R14).`,
  finalScore: (ns, ew) => `Итоговый счёт: Вы и Север ${F.num(ns)}, Запад и Восток ${F.num(ew)}.`,
  playAgain: "Сыграть ещё",
  otherOptions: "Другие правила или уровень…",

  padHand: "№",
  padContract: "Контракт",
  padResult: "Итог",
  padNS: "С–Ю",
  padEW: "В–З",
  padEmpty: "Раздач ещё не записано.",
  padPassed: "все пас",
  gameTo: (n) => `Игра до ${n}`,
  rulesName: { "double-deck": "Две колоды", "single-deck": "Одна колода", custom: "Свои правила" },
  levelName: { random: "Случайный", easy: "Лёгкий", medium: "Средний", hard: "Сильный" },

  newGameTitle: "Новая игра",
  rulesLegend: "Правила",
  levelLegend: "Соперники (Запад и Восток)",
  rulesDescription: (v) =>
    `${karty(v.hand_size * 4)}, по ${v.hand_size}, ${v.auction === "open" ? "открытая торговля" : "один круг торговли"}` +
    `${v.allow_alone ? ", можно соло" : ""}, игра до ${v.target_score}.`,
  levelDescription: {
    random: "Ходит любой разрешённой картой: чтобы выучить правила.",
    easy: "Спокойные игроки.",
    medium: "Крепкие клубные игроки.",
    hard: "Сильные игроки, которые считают карты.",
  },
  abandonWarning: "Новая игра прервёт текущую.",
  // ваша обычная игра, пока на столе игра дня (casual.js)
  abandonOtherWarning: "Новая игра прервёт вашу неоконченную игру.",
  yourGame: {
    title: "Ваша игра",
    line: (n, t) => `Раздача ${n + 1} · ${SIDE_NAME.NS} ${M.num(t.NS)}, ${SIDE_NAME.EW} ${M.num(t.EW)}`,
    back: "Вернуться к своей игре",
  },
  // Новая игра: свои правила и уровень партнёра (ветка newgame)
  houseRules: "Свои правила",
  houseRulesChanged: (n) => (n ? `изменено: ${n}` : "без изменений"),
  houseRulesReset: "Вернуть обычные правила",
  houseRulesRefused: (msg) => `С такими правилами играть нельзя: ${msg}`,
  houseNumberBad: (label, min, max) => `${label}: введите целое число${min != null && max != null ? ` от ${min} до ${max}` : min != null ? ` не меньше ${min}` : ""}.`,
  partnerLevelLegend: "Ваш партнёр (Север)",
  // (коды уровней: прилагательное согласуется с существительным, у соперников — во множественном числе)
  // (уровень, а не оценка: «соперники: средние» читалось как «посредственные»)
  partnerLevelShort: (level) =>
    `партнёр: ${{ random: "случайный", easy: "лёгкий", medium: "средний", hard: "сильный" }[level] || level} уровень`,
  opponentsLevelShort: (level) =>
    `соперники: ${{ random: "случайный", easy: "лёгкий", medium: "средний", hard: "сильный" }[level] || level} уровень`,
  gameRulesTitle: "Свои правила этой игры",
  optionYes: "да",
  optionNo: "нет",
  option: {
    copies: {
      label: "Колоды",
      help: "Одна колода (по 6 карт) или две (по 12 карт).",
      choices: { 1: "Одна колода, 24 карты", 2: "Две колоды, 48 карт" },
    },
    target_score: { label: "Игра до", help: "Сколько очков нужно паре для победы." },
    auction: {
      label: "Торговля",
      help: "По одной заявке, или по кругу до трёх пасов подряд.",
      choices: { single_round: "Один круг заявок", open: "Открытая, до трёх пасов" },
    },
    min_bid: { label: "Минимальная заявка", help: "Наименьшее число взяток в заявке." },
    allow_no_trump: { label: "Без козыря", help: "Можно заявлять игру без козыря." },
    allow_alone: { label: "Игра соло", help: "Игрок может играть один, партнёр не играет." },
    lone_exchange_max: { label: "Обмен при соло", help: "Сколько карт самое большее соло-игрок меняет с партнёром." },
    lone_exchange_mode: {
      label: "Размер обмена",
      help: "До этого предела или ровно столько.",
      choices: { up_to: "До предела", exact: "Ровно предел" },
    },
    lone_made_points: { label: "Соло: все взятки", help: "Очки за все взятки, взятые в одиночку." },
    lone_set_points: { label: "Соло: недобор", help: "Очки, которые теряет соло-игрок при недоборе." },
    all_pass: {
      label: "Если все спасовали",
      help: "Пересдача, или сдающий обязан сделать младшую заявку.",
      choices: { redeal: "Пересдача", stick_dealer: "Сдающий обязан играть" },
    },
    win_rule: {
      label: "Победа в игре",
      help: "Кто выигрывает, когда пара набрала нужные очки.",
      choices: {
        eligible: "Только пара, сыгравшая или посадившая контракт",
        first_to_target: "Любая пара, у кого больше очков",
        first_to_target_declarer_priority: "Любая пара, сначала разыгрывающие",
      },
    },
  },
  settingsTitle: "Настройки",
  speedLegend: "Скорость компьютера",
  speedName: { slow: "Медленно", normal: "Обычно", fast: "Быстро", instant: "Мгновенно" },
  fourColour: "Четыре цвета мастей (трефы зелёные, бубны синие)",
  backColour: "Рубашка карт",
  backName: { blue: "Синяя", red: "Красная" },
  languageLegend: "Язык",

  cannotPlay: (code, reason) => `Сейчас нельзя сыграть ${cardAcc(code)}: ${reason}`,
  notYourTurn: "Дождитесь своего хода.",
  networkError: "Сервер недоступен. Проверьте подключение и попробуйте ещё раз.",
  retry: "Ещё раз",
  gameGone: "Эта игра больше недоступна. Начните новую.",
  // a click in a stale tab (issue 11: 409 stale_version)
  staleTab: "Игра продолжилась в другой вкладке — показана текущая позиция.",
  loading: "Загрузка…",
  serverError: (msg) => `Ответ сервера: ${msg}`,
};

const signed = F.signed;
const ordinal = (n) => `${n}-е`;
const dayWords = (iso, short = false) => F.dayWords(LANG, iso, short);
const clock = F.clock;
const razdachi = (n) => pl(n, "раздача", "раздачи", "раздач");

M.daily = {
  button: "Игра дня",
  buttonLabel: (state) =>
    ({
      not_started: "Игра дня: сегодняшняя игра ждёт вас",
      in_progress: "Игра дня: сегодняшняя игра не закончена",
      finished: "Игра дня: сыграна сегодня; таблицы и рейтинги",
    })[state] || "Игра дня, таблицы и рейтинги",
  tabs: { today: "Сегодня", leaderboard: "Таблица", rankings: "Рейтинг", me: "Вы" },
  tabsLabel: "Страницы игры дня",
  backToTable: "← Вернуться к столу",
  loading: "Загрузка…",
  loadFailed: "Не удалось загрузить страницу.",
  tryAgain: "Ещё раз",

  dayWords,
  dayShort: (iso) => dayWords(iso, true),
  clock,
  signed,
  ordinal,
  timeOfDay: (iso) => F.timeOfDay(LANG, iso),
  timeTitle: (iso) => {
    const t = F.dateTime(LANG, iso);
    return t ? `${t} (ваше время) — ${iso}` : "";
  },

  title: "Игра дня",
  dateLine: (iso) => `${dayWords(iso)} (UTC)`,
  state: { not_started: "Ещё не сыграна", in_progress: "Идёт", finished: "Сыграна", unknown: "" },
  pitch: (deals, level) =>
    `${razdachi(deals)}, сегодня одни и те же для всех, против компьютера (уровень: ${level}). В зачёт идёт только первая попытка: её можно продолжить, но не начать заново.`,
  progress: (done, deals, net) => `Сыграно ${done} из ${deals} · итог ${signed(net)}`,
  result: (net) => `Ваш итог: ${signed(net)}`,
  rankLine: (rank, players) => `Место ${rank} из ${players}`,
  rankProvisional: "предварительно, до конца дня (00:00 UTC)",
  rankPending: "Место появится, когда результаты будут подсчитаны.",
  nextIn: "Следующая игра дня через",
  nextDayAria: (text) => `Следующая игра дня начнётся через ${text}`,
  newDay: "Новая игра дня готова.",
  play: "Сыграть игру дня",
  resume: "Продолжить игру дня",
  resumeDeal: (k, deals) => `Продолжить — раздача ${k} из ${deals}`,
  seeResults: "Результаты и таблица",
  practice: "Тренировка",
  practiceResume: "Продолжить тренировку",
  practiceNote: "Тренировка повторяет сегодняшние раздачи и никогда не идёт в зачёт.",
  practiceLine: (done, deals, net, playing) =>
    playing ? `Идёт · раздача ${Math.min(done + 1, deals)} из ${deals} · итог ${signed(net)}` : `Закончена · итог ${signed(net)}`,
  practiceList: "Ваши тренировки сегодня",
  playingAs: "Вы играете как",
  notRanked: "тренировка — вне зачёта",

  barTitle: "Игра дня",
  barDeal: (k, deals) => `раздача ${k} из ${deals}`,
  barNet: (net) => `итог ${signed(net)}`,
  barNetLabel: (net) => `Ваш итог на сейчас: ${signed(net)}`,
  barOver: "все раздачи сыграны",
  barClosed: "этот день закончился",
  pipsLabel: (done, deals) => `Сыграно ${done} из ${deals}`,

  dealTitle: (k, deals) => `Раздача ${k + 1} из ${deals}`,
  nextDeal: "Следующая раздача",
  netRow: "Итог (С–Ю − В–З)",
  endTitle: "Игра дня сыграна",
  endPracticeTitle: "Тренировка окончена",
  endNet: "Ваш итог",
  endNetLabel: (net) => `Ваш итог: ${signed(net)}`,
  endRankLoading: "Подсчёт результатов…",
  endLeaderboard: "Таблица",
  endPractice: "Ещё тренировка",
  endPracticeFirst: "Тренировка",
  endMore: "Сравнение и таблица",
  practiceEndNote: "Это была тренировка: она не идёт в зачёт.",

  compareTitle: "По раздачам",
  compareLede: (level) =>
    `Ваш итог в каждой раздаче рядом со средним у всех, кто её играл, и с результатом четырёх компьютерных игроков (уровень: ${level}) на тех же картах.`,
  compareNote: (level) => `▲ / ▼: выше / ниже среднего. Компьютер: четыре игрока (уровень: ${level}) на тех же картах.`,
  colDeal: "Разд.",
  colYou: "Вы",
  colField: "Среднее",
  colCpu: "Комп.",
  colCpuLong: (level) => `Четыре компьютерных игрока (уровень: ${level})`,
  colContract: "Контракт",
  computing: "считаем…",
  vsField: { better: "лучше среднего", worse: "ниже среднего" },
  computingNote: "Компьютер ещё играет сегодняшние раздачи; результаты появятся здесь через минуту.",
  notPlayed: "—",
  total: "Всего",
  allPassed: "все пас",
  fieldPlayers: (n) => pl(n, "игрок", "игрока", "игроков"),

  boardTitle: "Таблица дня",
  boardToday: "Сегодня",
  prevDay: "‹",
  prevDayLabel: "Предыдущий день",
  nextDay: "›",
  nextDayLabel: "Следующий день",
  pickDay: "Выбрать день",
  boardLede: (players) =>
    players ? `В таблице: ${pl(players, "игрок", "игрока", "игроков")}.` : "Игру этого дня ещё никто не закончил.",
  boardNobody: "В игру этого дня никто не играл.",
  boardOpenToday: "Сегодняшние места предварительные до конца дня (00:00 UTC).",
  boardClosed: "Окончательные результаты.",
  colRank: "№",
  colName: "Игрок",
  colNet: "Итог",
  colMadeSet: "Вып.\u00a0/ нед.",
  colMadeSetLabel: "Контракты выполненные и с недобором",
  colFinished: "Закончил",
  madeSet: (made, set) => `${made} / ${set}`,
  madeSetTitle: (made, set) => `Сыграно контрактов: ${made}, с недобором: ${set}`,
  unfinished: (done, deals) => `не закончена (${done}/${deals})`,
  you: "вы",
  showMore: "Показать ещё",
  lockedTitle: "Сначала сыграйте, потом сравнивайте",
  locked:
    "Сегодняшняя таблица откроется, когда вы закончите зачётную игру, — чтобы никто не видел чужих результатов до того, как сыграет раздачи.",
  lockedPlay: "Сыграть игру дня",
  lockedResume: "Продолжить игру дня",
  futureDay: "Этот день ещё не наступил.",
  badDay: "Это не дата.",
  badWeek: "Это не неделя.",
  futureWeek: "Эта неделя ещё не наступила.",
  boardTodayLong: "Таблица за сегодня",
  noEntries: "За этот день зачётных результатов нет.",

  rankingsTitle: "Рейтинг",
  allTime: "За всё время",
  week: "Неделя",
  weekOf: (from, to) => `${dayWords(from, true)} – ${dayWords(to, true)}`,
  weekLabel: (w) => `Неделя ${w}`,
  prevWeek: "‹",
  prevWeekLabel: "Предыдущая неделя",
  nextWeek: "›",
  nextWeekLabel: "Следующая неделя",
  formula: (minDays) =>
    `Каждый день ваш процентиль — доля игроков этого дня, которых вы обошли (100 — первое место, 0 — последнее, 50, если вы играли один). Ваш рейтинг — среднее ваших процентилей за сыгранные дни: важно играть хорошо, а не часто. Вы появитесь в рейтинге, сыграв за период ${dni(minDays)}. Учитываются только завершённые дни, так что сегодняшние результаты скрыты.`,
  colScore: "Рейтинг",
  colDays: "Дни",
  colBest: "Лучшее",
  bestRank: (r) => (r ? ordinal(r) : "—"),
  rankingsEmpty: "Пока никто не сыграл достаточно дней.",
  youBelowMin: (days, min) =>
    `За этот период вы сыграли ${dni(days)}; ещё ${dni(Math.max(0, min - days))} — и вы появитесь здесь.`,
  youNone: "За этот период у вас ещё нет ни одного завершённого дня.",

  meTitle: "Ваша страница",
  noPlayer:
    "Вы ещё не играли игру дня. Выберите имя, чтобы попасть в таблицы, — без регистрации и без e-mail.",
  nameLabel: "Имя в таблицах",
  nameHint: "От 2 до 20 символов: буквы, цифры, пробелы и простые знаки препинания. Его видят все в таблицах.",
  nameSave: "Сохранить",
  nameSaveAndPlay: "Сохранить и играть",
  nameChange: "Сменить имя",
  nameCancel: "Отмена",
  nameNeeded: "Сначала выберите имя: под ним вы будете в таблицах.",
  nameTaken: "Это имя уже занято — или занято похожее на вид (регистр и похожие буквы не различаются). Попробуйте другое.",
  nameBad: (msg) => `Это имя использовать нельзя: ${msg}`,
  nameEmpty: "Сначала введите имя.",
  statDays: "Сыграно дней",
  statAvgRank: "Среднее место",
  statAvgPct: "Средний процентиль",
  statBest: "Лучший день",
  statBestSub: (d) => `${d.rank} из ${d.players} · итог ${signed(d.net)} · ${dayWords(d.date, true)}`,
  statStreak: "Текущая серия",
  statLongest: "Самая длинная серия",
  streakDays: (n) => dni(n),
  none: "—",
  historyTitle: "Ваши дни",
  historyEmpty: "Здесь появятся ваши законченные игры дня.",
  colDate: "День",
  colRankOf: "Место",
  rankOf: (r, n) => (r ? `${r} / ${n}` : "—"),
  colPct: "Проц.",
  provisional: "(сегодня, предварительно)",
  codeTitle: "Взять игрока на другое устройство",
  codeExplain:
    "С этим кодом можно продолжить на другом устройстве: введите его там в разделе «Вы», в блоке «Войти игроком с другого устройства», и тот браузер будет играть за вас — с вашим именем, играми дня и рейтингом.",
  codeShowOnce:
    "Запишите или скопируйте его сейчас: он показывается только один раз. Если получить новый код, этот перестанет работать.",
  codeIssuedAt: (iso) =>
    `Вы получили код ${dayWords(iso.slice(0, 10), true)}. Он показывается только один раз; если вы его потеряли, получите новый (старый тогда перестанет работать).`,
  codeNone: "У вас ещё нет кода игрока.",
  codeGet: "Получить код игрока",
  codeNew: "Получить новый код",
  codeCopy: "Копировать",
  codeCopied: "Скопировано.",
  codeLabel: (code) => `Ваш код игрока: ${code.split("").join(" ")}`,
  adoptTitle: "Войти игроком с другого устройства",
  // the daily menu's line under the name field, before its link (adoptTitle) to “You”
  adoptInvite: "Уже играете на другом устройстве?",
  adoptExplain: "Играли на другом устройстве? Введите здесь код того игрока, и этот браузер продолжит играть за него.",
  adoptWarn: "Нынешний игрок этого браузера (и его имя) останется в стороне.",
  adoptLabel: "Код игрока",
  adoptPlaceholder: "XXXX-XXXX-XXXX",
  adoptButton: "Использовать код",
  adoptDone: "С возвращением! Теперь этот браузер играет как",
  adoptBad: "Игрока с таким кодом нет. Проверьте код и попробуйте ещё раз (регистр букв не важен).",
  adoptEmpty: "Сначала введите код.",
  rateLimited: (s) => `Слишком много попыток с этого подключения. Попробуйте через ${clock(s || 60)}.`,
  needPlayer: "Чтобы получить код игрока, выберите имя.",

  dayOverShort: "День этой игры закончился: сыграть её больше нельзя.",
  dayOver: "День этой игры закончился: сыграть её больше нельзя. Вас ждёт сегодняшняя игра.",
  alreadyDone: "Вы уже сыграли зачётную игру дня. Можно потренироваться.",
  rankedFirst: "Сначала закончите зачётную игру дня.",

  // issue 11 (hardening): why a name is refused, the fairness note, the "new" mark
  fairNote:
    "Честная игра: у всех одни и те же раздачи, заданные заранее и опубликованные в виде отпечатка; ключ каждого дня раскрывается на следующий день, и любой может проверить.",
  fairLink: "Проверить раздачи",
  fairHow:
    "Что это доказывает: перед каждым днём сервер публикует отпечаток SHA-256 ключа, из которого получаются восемь раздач дня, а сам ключ — когда день закончится. Сохраните отпечаток дня; на следующий день проверьте, что SHA-256 ключа — только его 64 символов, без перевода строки после них (printf %s КЛЮЧ | sha256sum или echo -n КЛЮЧ | sha256sum; простой echo добавляет перевод строки и даёт другой отпечаток) — совпадает с этим отпечатком, затем восстановите раздачи из ключа кодом этой игры (python -m bideuchre.server.daily КЛЮЧ): ваши карты за Юг должны быть теми, что вы играли. Значит, раздачи были заданы до того, как кто-либо сыграл, и никто — даже владелец сервера — не выбирал их, увидев, кто играет.",
  fairRaw: "Отпечатки и ключи (JSON, для проверки)",
  newTag: "новый",
  newTitle: "Игрок создан меньше чем за сутки до этой игры",
  rankedCap: (s) => `С этого подключения сегодня уже начато предельное число зачётных игр. Следующая игра дня через ${clock(s || 60)}.`,
};

// ------------------------------------------------------------------ issue 10
// screen readers: the contract and the tricks in words (render.js, panels.js);
// refusals and error codes in words (refusals/ru.js, reasons.js).
M.contractLabel = (c) => `Контракт: ${M.contractWords(c)}`;
M.tricksLabel = (side, won, bid, other, otherWon) =>
  `Взятки: ${SIDE_NAME[side]} — ${won > bid ? `${won} (заявка ${bid})` : `${won} из ${bid}`}, ${SIDE_NAME[other]} — ${otherWon}`;
Object.assign(M, refusalWords({ SEAT_NAME, SEAT_GEN, SUIT_ONE, SUIT_GEN, SIDE_NAME, cardName, pl, karty, kartyAcc }));
// issue 12: hand review, Why?, hints, undo, records, statistics
M.learn = learn(M, { cardAcc });

export default M;
