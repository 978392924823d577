// Русские слова задачи 12 («Учиться на каждой раздаче»): разбор раздачи,
// «Почему?», подсказка, отмена хода, записи раздач, статистика
// (M.learn; те же ключи, что в en-learn.js).

import { dayWords, decPluralWord } from "./format.js";

const SEAT = { S: "Вы", N: "Север", W: "Запад", E: "Восток" };
const SEAT_GEN = { S: "вас", N: "Севера", W: "Запада", E: "Востока" };
const SUIT_SYM = { C: "♣", D: "♦", H: "♥", S: "♠" };
/** «в червах»: игра в масти, как говорят преферансисты. */
const IN_SUIT = { C: "в трефах", D: "в бубнах", H: "в червах", S: "в пиках" };
const dec = (x) => new Intl.NumberFormat("ru", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** Expected points with their sign and a true minus: "+7,1", "−2,0". */
const pts = (x) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${dec(Math.abs(x))}`;
/** «0,5 очка», «2,0 очка»: a figure with one decimal and its word (Intl.PluralRules on the figure shown). */
const decPoints = (x) => `${dec(x)} ${decPluralWord("ru", x, { one: "очко", few: "очка", many: "очков", other: "очка" })}`;
const pr = new Intl.PluralRules("ru");
const pl = (n, one, few, many) => `${n} ${{ one, few, many }[pr.select(n)] || few}`;
const vzyatki = (n) => pl(n, "взятка", "взятки", "взяток");
/** Глагол в нужном лице: «Вы сдаёте» / «Север сдаёт». */
const v = (s, vy, on) => `${SEAT[s]} ${s === "S" ? vy : on}`;

/** The words, given the main catalogue `M` and its card words (`cardAcc`: «девятку червей»). */
export default (M, { cardAcc }) => {
  const card = (c) => `${M.rankShort(c[0])}${SUIT_SYM[c[1]]}`;
  // a candidate card and those of the same effect (why.js candidatesOf): "Q♣ или J♣"
  const cards = (x) => [x.card, ...(x.same || [])].map(card).join(" или ");
  // cards about equal (why.js orderedCandidates), as the language lists them: "J♦, 9♦, and Q♦"
  const and = (list) => new Intl.ListFormat("ru", { type: "conjunction" }).format(list.map(card));
  const call = (c) => M.callWords(c);
  // the summary's costliest decision, with what the better choice would have gained
  const costliest = (action, cost, better = null) =>
    better ? `самая дорогая ошибка: ${action}; лучше было ${better} — примерно на ${decPoints(cost)}` : `самая дорогая ошибка: ${action}, потеряно около ${decPoints(cost)}`;
  // the score line's help, with South spoken to («что вы видели») or named: the seat, not a past
  // tense that would need the player's gender («что было видно с места Юга»)
  const costHelpOf = (whose, saw, bid, side) =>
    `Каждое решение ${whose}оценивается отдельно, по тому, что ${saw} в тот момент, тем же поиском, что и Подсказка: заявка или карта по подсказке отмечена ✓, близкая к ней (разница меньше половины очка) — ≈, более дорогая — ✗ (у ${bid} выполненного контракта ✗ поясняется: «контракт выполнен, но …»). Потери считаются в ожидаемых очках разницы: ${side} за раздачу минус очки противников (лишняя взятка у них меняет разницу на 2). Эти потери не складываются в потерю раздачи, поэтому показана только самая большая. «Пар в открытую» — взгляд задним числом: что даёт раздача, когда видны все карты.`;
  return {
    reviewTitle: (n) => `Разбор · раздача ${n + 1}`,
    // a shared daily deal's title: whose attempt, which day and deal
    sharedTitle: (name, iso, n) => `${name ? `Игра дня: ${name}` : "Игра дня"}, ${dayWords("ru", iso, true)} · раздача ${n + 1}`,
    recordTitle: "Запись раздачи",
    review: "Разобрать раздачу",
    reviewHand: (n) => `Разбор раздачи ${n + 1}`,
    back: "← Вернуться к столу",
    loading: "Загружаем разбор…",
    judging: "Оцениваем ваши заявки и карты…",
    notFinished: "Эта раздача ещё не доиграна: разбор откроется, когда она закончится.",
    // shared daily reviews (issue 12, daily-share)
    sharedUnavailable: "Разбор этой раздачи откроется, когда закончится её день.",
    sharedUnfinished: "Игрок не доиграл эту раздачу до конца дня, поэтому разбора у неё нет.",
    noSuchGame: "Такой партии здесь нет: ссылка неверна, или партия сыграна в другом браузере.",
    noSuchDeal: "В этой общей игре нет раздачи с таким номером: проверьте ссылку.",
    noSuchShare: "Такого общего разбора нет: проверьте ссылку.",
    shareDeal: (k) => `Разбор раздачи ${k + 1} — ссылкой можно поделиться`,
    share: "Поделиться",
    shareHelp: "По любой из этих ссылок разбор раздачи может открыть кто угодно.",
    shareDealShort: (k) => `Раздача ${k + 1}`,
    copyLink: "Скопировать ссылку",
    copyDealLink: (k) => `Скопировать ссылку на раздачу ${k + 1}`,
    linkCopied: "Ссылка скопирована",
    loadFailed: "Не удалось загрузить разбор.",
    toStart: "В начало",
    stepBack: "На шаг назад",
    stepForward: "На шаг вперёд",
    toEnd: "В конец",
    stepOf: (p, n) => `Шаг ${p} из ${n}`,
    stepperLabel: "Ход раздачи по шагам",
    keysHint: "← → по шагам, Home / End",
    asDealt: (dealer) => `Руки, как они были сданы. ${v(dealer, "сдаёте", "сдаёт")}.`,
    auction: "Торговля",
    play: "Розыгрыш",
    trickNo: (n) => `Взятка ${n + 1}`,
    trickWon: (n, seat) => `Взятка ${n + 1}: ${seat === "S" ? "берёте вы" : `берёт ${SEAT[seat]}`}`,
    exchange: (seat, k) =>
      k === 0 ? `${v(seat, "не меняете", "не меняет")} карт.` : `${v(seat, "меняете", "меняет")} ${pl(k, "карту", "карты", "карт")}.`,
    passedCards: (from, cards) => `${v(from, "отдали", "отдал")} ${cards.map(card).join(" ")}`,
    discardedCards: (cards) => `снос: ${cards.map(card).join(" ")}`,
    outOfPlay: "вне игры",
    hidden: (n) => `невидимых карт: ${n}`,
    result: "Итог",
    par: "Пар в открытую",
    parHelp: "Все четыре руки открыты, и все играют наилучшим образом после этой торговли.",
    parLine: (ns, ew) => `С–Ю ${vzyatki(ns)}, В–З ${ew}`,
    parNone: "пара нет (никто не заявлялся)",
    // solver budget: the par was not computed within its work limit
    parTooLong: "не посчитан (слишком долго для этой сдачи)",
    resultLine: (ns, ew) => `С–Ю ${vzyatki(ns)}, В–З ${ew}`,
    points: (ns, ew) => `очки ${ns} / ${ew}`,
    good: "верно",
    goodLabel: (what) => `${what}: верно`,
    better: (action, cost) => `лучше было ${action}, на ${dec(cost)} оч.`,
    betterLabel: (what, action, cost) => `${what}: лучше было ${action}, в среднем примерно на ${decPoints(cost)} разницы больше`,
    // a bid of South's that became the contract and was made, when another call (most often
    // a pass) was worth more: not a plain ✗ ("I made my contract, why is it wrong?")
    madeBut: (rec, cost) => `контракт выполнен, но выгоднее было ${rec === "pass" ? "спасовать" : call(rec)} (+${dec(cost)} оч.)`,
    madeButLabel: (what, rec, cost) =>
      `${what}: контракт выполнен, но выгоднее было ${rec === "pass" ? "спасовать" : call(rec)}, в среднем примерно на ${decPoints(cost)}`,
    // a decision other than the hint's, within half a point of it (verdict "close")
    closeMark: (a) => `почти · подсказка: ${a}`,
    closeMarkLabel: (what, a) => `${what}: почти лучшее решение, разница меньше половины очка; подсказка предлагала ${a}`,
    // a decision the review could not value (the summary's "без оценки")
    notJudged: "без оценки",
    notJudgedLabel: (what) => `${what}: без оценки`,
    forced: "единственный ход",
    forcedLabel: (what) => `${what}: единственный возможный ход, без оценки`,
    costHelpLabel: "Что означают эти очки?",
    // unjudged: decisions the review could not value, named by `skipped`
    score: (good, total, action, cost, better = null, unjudged = 0, skipped = "", forced = 0) =>
      `верных решений: ${good} из ${total}${unjudged ? ` оценённых; без оценки: ${skipped}` : ""}${forced ? `; не учтены вынужденные ходы (других не было): ${forced}` : ""}${action ? ` · ${costliest(action, cost, better)}` : ""}`,
    costliest,
    // the summary's costliest decision when it is South's bid that was made (expected points)
    costliestMade: (action, rec, cost) =>
      `самое дорогое решение: ${action}, контракт выполнен, но по тому, что вы видели, выгоднее было ${rec === "pass" ? "спасовать" : call(rec)} — в среднем примерно на ${decPoints(cost)}`,
    costHelp: costHelpOf("", "вы видели", "вашей заявки", "очки вашей пары"),
    noMarks: "У записи, открытой из файла, нет оценок.",
    incomplete: "Эта раздача не была закончена, когда запись сохранили: в ней нет несыгранных карт других игроков, поэтому её нельзя разобрать. Показаны только карты, которые вы видели.",
    handOf: (k, n) => `Раздача ${k + 1} из ${n}`,
    prevHand: "Предыдущая раздача",
    nextHand: "Следующая раздача",
    tapWhy: "Нажмите на заявку или карту компьютерного игрока, чтобы узнать почему.",
    // заявка или карта в списках разбора, вслух: «Вы: 7 без козырей: хорошо»
    seatSays: (seat, words) => `${seat}: ${words}`,
    // a shared review (review_voice.js): South is another player, named (`who`: «Ана играет
    // девятку червей.»); a review of one's own deal says «Вы».  Only the present tense and
    // constructions without the player's gender (no «сел/села», «отдал/отдала») and the name
    // always in the nominative (a name is not declined by a program)
    named: {
      south: "Юг",
      called: (who, c) => (c === "pass" ? `${who} пасует.` : c.startsWith("alone") ? `${who} играет ${call(c)}.` : `${who} заявляет ${call(c)}.`),
      played: (who, c) => `${who} играет ${cardAcc(c)}.`,
      asDealt: (who) => `Руки, как они были сданы. Сдаёт ${who}.`,
      trickWon: (n, who) => `Взятка ${n + 1}: берёт ${who}`,
      exchange: (who, k) => (k === 0 ? `${who} не меняет карт.` : `${who} меняет ${pl(k, "карту", "карты", "карт")}.`),
      passedCards: (who, cards) => `${who} отдаёт ${cards.map(card).join(" ")}`,
      sittingOut: () => "не играет",
      // (the name stands just before, in the result line: «Итог Ана 7♠ контракт выполнен»)
      madeLong: () => "контракт выполнен",
      setLong: () => "контракт не выполнен (недобор)",
      judging: (who) => `Оцениваем заявки и карты Юга (${who})…`,
      costliestMade: (who, action, rec, cost) =>
        `самое дорогое решение: ${action}, контракт выполнен, но по тому, что было видно с места Юга (${who}), выгоднее было ${rec === "pass" ? "спасовать" : call(rec)} — в среднем примерно на ${decPoints(cost)}`,
      costHelp: (who) => costHelpOf(`Юга (${who}) `, "было видно с этого места", "заявки Юга", "очки пары Север–Юг"),
    },

    actionWords: (a) =>
      /^[9TJQKA][CDHS]$/.test(a)
        ? card(a)
        : a.startsWith("exchange ")
          ? `обмен ${a.slice(9)}`
          : a.startsWith("discard ")
            ? `снести ${card(a.slice(8))}`
            : a.startsWith("pass ") && a.length > 5
              ? `отдать ${card(a.slice(5))}`
              : call(a),

    why: "Почему?",
    whyCall: (seat, c) => `Почему ${SEAT[seat]} ${c === "pass" ? "спасовал" : c.startsWith("alone") ? `сыграл ${call(c)}` : `заявил ${call(c)}`}?`,
    whyCard: (seat, c) => `Почему ${SEAT[seat]} сыграл ${card(c)}?`,
    whyAlternatives: (alts) => `Рассматривал и другие заявки (ожидаемые очки): ${alts.map((a) => `${call(a.call)} ${a.value > 0 ? "+" : a.value < 0 ? "−" : ""}${dec(Math.abs(a.value))}`).join(", ")}.`,
    whyCallExpected: (seat, d, expected) => `${SEAT[seat]} рассчитывал примерно на ${dec(expected)} взятки для своей пары ${IN_SUIT[d] || "без козыря"}.`,
    whyCallBest: (seat, c) => `${SEAT[seat]} счёл заявку ${call(c)} лучшей.`,
    whyOnlyCall: (seat, a) => `У ${SEAT_GEN[seat]} не было другого выбора: ${call(a)}.`,
    whyExchange: (seat) => `${SEAT[seat]} провёл обмен по обычным правилам (оставить козыри и тузы, отдать лучшие карты).`,
    whyPass: (seat, best, expected) =>
      best
        ? `${SEAT[seat]} спасовал: лучшая его заявка, ${call(best)}, обещала лишь около ${dec(expected)} взятки.`
        : `${SEAT[seat]} спасовал: ни одна заявка того не стоила.`,
    whyPassWorth: (seat, best, expected, value, bestValue) =>
      `${SEAT[seat]} спасовал: лучшая его заявка, ${call(best)}, сулила около ${dec(expected)} взятки, но пас стоил больше` +
      (value == null ? "." : ` (ожидаемые очки: ${pts(value)} против ${pts(bestValue)} за ${call(best)}).`),
    whyPassMargin: (seat, best, expected, value, bestValue, margin) =>
      `${SEAT[seat]} спасовал: лучшая его заявка, ${call(best)}, сулила около ${dec(expected)} взятки (ожидаемые очки: ${pts(bestValue)} против ${pts(value)} за пас) — меньше запаса в ${decPoints(margin)} над пасом, которого он требует от заявки.`,
    whyPassCautious: (seat, best, expected) =>
      `${SEAT[seat]} спасовал: лучшая его заявка, ${call(best)}, сулила около ${dec(expected)} взятки, но пас показался ему надёжнее.`,
    whyCallHigher: (c, value, higher, higherValue) =>
      `Ожидаемые очки: ${call(c)} ${pts(value)}, ${call(higher)} ${pts(higherValue)}; выполненный контракт засчитывает взятки, а не размер заявки: более высокая заявка не даёт больше при выполнении и стоит дороже при недоборе.`,
    whyCallLowest: (c) =>
      `Заявка ${call(c)} — самая низкая из возможных: выполненный контракт засчитывает взятки, а не размер заявки, поэтому более высокая заявка только добавила бы риск недобора. Выше он заявляет, только если его перебили.`,
    whyAlone: (seat, expected) => `${SEAT[seat]} рассчитывал взять в одиночку около ${dec(expected)} взятки.`,
    whyCandidates: (seat, c, cands) =>
      `${SEAT[seat]} сравнил ${cands.map((x) => `${cards(x)} (${dec(x.value)})`).join(", ")} — сколько взяток его пара ждёт дальше — и сыграл ${card(c)}.`,
    whyCandidatePoints: (seat, c, cands, equal) =>
      `${SEAT[seat]} сыграл ${card(c)}. Ожидаемые очки его пары в этой раздаче: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} были примерно равноценны: разница в пределах погрешности поиска, поэтому ${SEAT[seat]} оставил обычный ход — ${card(c)}.` : "."),
    whyCardHidden: (seat, c) =>
      `${SEAT[seat]} сыграл ${card(c)}. Его доводы зависят от карт, которые у него ещё на руках, поэтому они показаны в разборе раздачи, когда она закончится.`,
    whyOnlyLegal: (seat, c) => `${card(c)} — единственная карта, которой ${SEAT[seat]} мог сыграть.`,
    whyRule: (seat, c) => `${SEAT[seat]} сыграл ${card(c)} по обычному правилу розыгрыша, без глубокого расчёта.`,
    whyUnknown: (seat) => `Причина хода ${SEAT_GEN[seat]} недоступна.`,
    whyNone: "Для этого хода причина не записана.",
    close: "Закрыть",

    hint: "Подсказка",
    hintLabel: "Подсказать заявку или карту (H)",
    hintPlay: (c) => `Сыграйте ${card(c)}`,
    hintCall: (c) => `${c === "pass" ? "Пас" : c.startsWith("alone") ? `Играйте ${call(c)}` : `Заявите ${call(c)}`}`,
    hintOther: (a) => `${a.charAt(0).toUpperCase()}${a.slice(1)}`,
    hintCallExpected: (expected) => `ваша пара может рассчитывать примерно на ${dec(expected)} взятки.`,
    hintCallAbove: (expected, value, passValue) =>
      `ваша пара может рассчитывать примерно на ${dec(expected)} взятки; и всё же заявка выгоднее паса (ожидаемые очки: ${pts(value)} против ${pts(passValue)}): отдать контракт противникам обойдётся дороже.`,
    hintPass: (best, expected) =>
      best ? `ведь даже лучшая ваша заявка, ${call(best)}, обещает лишь около ${dec(expected)} взятки.` : "ни одна заявка того не стоит.",
    hintPassWorth: (best, expected, value, bestValue) =>
      `заявка ${call(best)} (лучшая из ваших) сулит около ${dec(expected)} взятки, но пас стоит больше` +
      (value == null ? "." : ` (ожидаемые очки: ${pts(value)} против ${pts(bestValue)}).`),
    hintPassCautious: (best, expected) => `заявка ${call(best)} (лучшая из ваших) сулит около ${dec(expected)} взятки, но пас надёжнее.`,
    hintCandidatePoints: (cands, equal) =>
      `это выбор сильнейшего компьютера. Ожидаемые очки вашей пары в этой раздаче: ${cands.map((x) => `${cards(x)} ${pts(x.points)}`).join(", ")}` +
      (equal ? `. ${and(equal)} здесь примерно равноценны: разница в пределах погрешности поиска, поэтому компьютер оставляет обычный ход — ${card(equal[0])}.` : "."),
    hintCandidates: (cands) =>
      `это выбор сильнейшего компьютера. Его оценки взяток вашей пары: ${cands.map((x) => `${cards(x)} ${dec(x.value)}`).join(", ")} (он держится обычного хода, если другая карта не явно лучше).`,
    hintOnlyLegal: "это ваша единственная допустимая карта.",
    hintRule: "здесь так обычно и играют.",
    hintNotRanked: "В зачётной ежедневной игре подсказок нет.",
    // the exchange: every card to pass (or discard), named together (D6)
    hintPassCards: (list) => `Отдайте ${and(list)}`,
    hintDiscardCards: (list) => `Снесите ${and(list)}`,

    undo: "Отменить",
    undoLabel: "Вернуть вашу последнюю заявку или карту (U)",
    undone: "Возвращено: ваша последняя заявка или карта.",
    nothingToUndo: "В этой раздаче нечего вернуть.",
    undoNotRanked: "В зачётной ежедневной игре ход не вернуть.",

    download: "Скачать раздачу",
    downloadGame: "Скачать партию",
    gameRecord: "Запись партии",
    openRecord: "Открыть запись…",
    openTitle: "Открыть запись раздачи или партии",
    openFile: "Файл записи (.json)",
    openPaste: "…или вставьте запись сюда",
    openGo: "Открыть",
    openBad: "Это не запись раздачи или партии, которую умеет читать эта страница.",
    openIncomplete: "Эта запись сохранена до конца раздачи: в ней нет несыгранных карт других игроков, поэтому её нельзя разобрать. Скачайте запись снова, когда раздача закончится.",
    openEmpty: "Сначала выберите файл или вставьте запись.",
    openIllegalStep: ({ hand, step, text, why }) =>
      `Запись нарушает правила: ${hand === null ? "" : `раздача ${hand + 1}, `}ход ${step + 1} («${text}»): ${why}.`,
    openBadStep: ({ hand, step, text }) =>
      `${hand === null ? "Ход" : `Раздача ${hand + 1}, ход`} ${step + 1} («${text}») — не заявка, не обмен и не карта, которые умеет читать эта страница.`,
    openIllegalDeal: ({ hand, why }) => `Сдача${hand === null ? "" : ` раздачи ${hand + 1}`} не допускается правилами: ${why}.`,
    openBadRules: "Правила этой записи неизвестны или несовместимы друг с другом.",
    openTooLarge: "Запись слишком велика для проверки.",
    openUnchecked: "Не удалось проверить запись (сервер не ответил). Попробуйте ещё раз.",

    statsTitle: "Обычные партии",
    statsLede: "Ваши партии против компьютерных игроков на каждом уровне (без ежедневной игры).",
    statsEmpty: "Здесь будут учтены ваши доигранные обычные раздачи.",
    colLevel: "Уровень",
    colGames: "Партии",
    colHands: "Раздачи",
    colDeclared: "Выполнено контрактов",
    colDefended: "Посажено контрактов",
    colAlone: "Соло выполнено",
    colPerHand: "Очки / раздача",
    ofTotal: (a, b) => `${a} / ${b}`,
  };
};
