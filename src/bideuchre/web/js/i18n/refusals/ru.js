// Отказы по-русски (issue 10, reasons.js): каждый код отказа движка и
// сервера, из его параметров (см. refusals/en.js).

export default function refusalWords({ SEAT_NAME, SEAT_GEN, SUIT_ONE, SUIT_GEN, SIDE_NAME, cardName, pl, karty, kartyAcc }) {
  const RANK_GEN = { 9: "девятки", T: "десятки", J: "валета", Q: "дамы", K: "короля", A: "туза" };
  const SUIT_INS = { C: "трефой", D: "бубной", H: "червой", S: "пикой" };
  const vzyatokGen = (n) => pl(n, "взятки", "взяток", "взяток");
  const kartGen = (n) => pl(n, "карты", "карт", "карт");
  const follow = (suit) => `нужно отвечать в масть захода — ${SUIT_ONE[suit]}`;
  const turnOf = (seat) => (seat === "S" ? "сейчас ваша очередь" : `сейчас очередь ${SEAT_GEN[seat]}`);
  return {
    ruleRef: (rule) => `правило ${rule}`,
    refused: (why) => `Нельзя: ${why}`,
    errorCode: {
      unavailable: "Сервер занят или его хранилище недоступно; ничего не потеряно. Попробуйте ещё раз через минуту.",
      cross_site: "Этот запрос пришёл с другого сайта и отклонён.",
      malformed: "Сервер не понял запрос.",
      too_large: "Запрос слишком большой.",
      bad_rules: "Такие правила несовместимы. Проверьте настройки.",
      bad_level: "Такого уровня компьютера нет.",
      internal: "На сервере что-то пошло не так; ничего не сохранено. Попробуйте ещё раз.",
      bad_date: "Это не дата.",
      bad_period: "Рейтинг бывает за всё время или за неделю.",
      not_found: "Это больше недоступно.",
    },
    refusal: {
      not_a_play: "сейчас нужно сыграть карту",
      not_held: ({ seat, card }) => `у ${SEAT_GEN[seat]} нет ${RANK_GEN[card[0]]} ${SUIT_GEN[card[1]]}`,
      must_follow: ({ suit, card, trump, left_bower }) =>
        left_bower === "card"
          ? `${follow(suit)}; ${cardName(card)} — младший валет и считается ${SUIT_INS[trump]}`
          : left_bower === "held"
            ? `${follow(suit)}; младший валет тоже считается ${SUIT_INS[suit]}`
            : follow(suit),
      not_a_call: "идёт торговля: нужно сказать заявку или пас",
      stuck_dealer: ({ min_bid }) => `никто не заявился, поэтому сдающий обязан заявить ${min_bid}`,
      no_trump_not_allowed: "по этим правилам нельзя играть без козыря",
      bid_too_low: ({ min_bid }) => `самая младшая заявка — ${min_bid}`,
      bid_too_high: ({ hand_size }) => `нельзя заявить больше ${vzyatokGen(hand_size)}`,
      bid_not_higher: ({ high_bid }) => `заявка должна быть больше текущей (${high_bid}); масть не учитывается`,
      alone_not_allowed: "по этим правилам нельзя играть соло",
      no_overcall: ({ bid }) => `заявку ${bid} нельзя перебить, даже соло`,
      auction_over_passed: "торговля окончена: все четверо спасовали",
      auction_over_alone: ({ seat }) => `торговля окончена: ${seat === "S" ? "вы играете" : `${SEAT_NAME[seat]} играет`} соло`,
      auction_over_top_bid: ({ bid, alone }) => `торговля окончена: заявку ${bid} нельзя перебить${alone ? ", даже соло" : ""}`,
      auction_over_passes: ({ seat }) =>
        `торговля окончена: после ${seat === "S" ? "вашей заявки" : `заявки ${SEAT_GEN[seat]}`} все трое спасовали`,
      auction_over_round: "торговля окончена: каждый говорит один раз",
      exchange_size: ({ max, exact }) => (exact ? `обмен — ровно ${karty(max)}` : `обмен — от 0 до ${kartGen(max)}`),
      exchange_announce_first: "сначала соло-игрок объявляет, сколькими картами он меняется",
      exchange_partner_passing: "сейчас партнёр отдаёт карты",
      exchange_declarer_discarding: "сейчас соло-игрок сносит карты",
      exchange_none: "по этим правилам обмена нет",
      exchange_misplaced: "обмен бывает только после заявки соло, до первого захода",
      exchange_before_lead: "обмен идёт до первого захода",
      exchange_counts: ({ k }) => `при обмене ${k} партнёр отдаёт ${kartyAcc(k)}, потом соло-игрок сносит ${k}`,
      hand_over: "раздача сыграна: сдавайте следующую",
      hand_not_over: "раздача не окончена: сначала разыгрываются все взятки",
      game_over: "игра окончена",
      no_seed: "следующей сдачи нет",
      deal_hands: "в сдаче четыре руки",
      deal_size: ({ seat, count, hand_size }) => `у ${SEAT_GEN[seat]} ${karty(count)}, а сдаётся по ${hand_size}`,
      deal_deck: ({ copies }) =>
        copies === 1 ? "сдача должна составлять колоду, где каждая карта по одному разу" : `сдача должна составлять колоду, где каждая карта по ${copies} раза`,
      out_of_turn: ({ seat }) => turnOf(seat),
      others_turn: ({ seat }) => turnOf(seat),
      game_won: ({ winner }) => `игра окончена: победили ${winner === "NS" ? "вы с Севером" : "Запад и Восток"}. Начните новую игру`,
      daily_over: "игра дня окончена: все раздачи сыграны",
      bid_impossible: ({ text, min_bid, hand_size }) => `«${text}» — невозможная заявка: заявки бывают от ${min_bid} до ${vzyatokGen(hand_size)}`,
      name_not_text: "имя должно быть текстом",
      name_length: ({ min, max, length }) => `в имени от ${min} до ${max} символов (здесь ${length})`,
      name_spaces: "в имени не может быть двух пробелов подряд",
      name_char: ({ char }) => `в имени могут быть буквы, цифры, пробелы и простые знаки препинания, но не «${char}»`,
      name_no_alnum: "в имени должна быть хотя бы одна буква или цифра",
      name_invisible: "в имени не может быть невидимых символов",
      name_marks: "не больше двух надстрочных знаков над одной буквой",
      name_too_long: "это имя слишком длинное в развёрнутом виде",
    },
  };
}
