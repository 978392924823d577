// The daily leaderboard (any day, with date navigation), the per-deal
// comparison table and the all-time / weekly rankings (docs/api.md, "Daily
// leaderboard", "Per-deal comparison", "Rankings").
//
// Names come from other players: they are inserted as text only (dom.js).

import { api, ApiError } from "./api.js";
import { contractMarkup } from "./cards.js";
import { h, replace, trusted } from "./dom.js";
import { decimal } from "./i18n/format.js";
import { LANG, M } from "./messages.js";

const D = M.daily;

// ------------------------------------------------------------------ helpers

/** "2025-03-14" shifted by `days` (UTC calendar arithmetic). */
export function addDays(iso, days) {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

/** Is `iso` a day of the calendar written "YYYY-MM-DD" (not "2026-02-30")? */
export function isDay(iso) {
  if (typeof iso !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The ISO week ("2025-W11") of a UTC date "YYYY-MM-DD". */
export function isoWeek(iso) {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  const wd = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - wd); // the Thursday of that week decides its year
  const year = t.getUTCFullYear();
  const week = Math.ceil(((t - Date.UTC(year, 0, 1)) / 86400000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

function signedCell(n, cls = "") {
  if (n === null || n === undefined) return h("td", { class: `num ${cls}` }, D.notPlayed);
  const tone = n > 0 ? "pos" : n < 0 ? "neg" : "";
  return h("td", { class: `num ${cls} ${tone}` }, D.signed(n));
}

/** Your net on a deal, with ▲ / ▼ when it beats / trails the field's average. */
function youCell(n, vs) {
  const td = signedCell(n, "you");
  if (vs) td.prepend(h("span", { class: `vs vs-${vs}`, title: D.vsField[vs], "aria-label": D.vsField[vs] }, vs === "better" ? "▲" : "▼"));
  return td;
}

function fmtAvg(x) {
  if (x === null || x === undefined) return D.notPlayed;
  const r = Math.round(x * 10) / 10;
  return r > 0 ? `+${decimal(LANG, r)}` : r < 0 ? `−${decimal(LANG, -r)}` : decimal(LANG, 0);
}

/** A contract with its declarer ("S 7♥"), or "all passed". Markup from cards.js only. */
export function contractWithSeat(c) {
  if (!c) return h("span", { class: "muted" }, D.allPassed);
  // read as words ("East, 7 hearts"); the drawn "E 7♥" is hidden from screen readers
  return h(
    "span",
    { class: "mk" },
    h("span", { class: "sr-only" }, M.contractWords(c)),
    h("b", { class: "decl", "aria-hidden": "true" }, M.seatInitial(c.declarer)),
    "\u00a0",
    h("span", { "aria-hidden": "true" }, trusted(contractMarkup(c))),
  );
}

function medal(rank) {
  return rank >= 1 && rank <= 3 ? h("span", { class: `medal medal-${rank}` }, String(rank)) : null;
}

// ------------------------------------------------------------------ comparison

/**
 * The deal-by-deal table: your net, the field's average, the CPU players'.
 *
 * @param {object|null} cmp the comparison answer, or null (not available)
 * @param {object|null} m a finished game's view: its own deals are "You"
 *   (a practice round), else the comparison's `you`
 * @param {object} opts {compact}: compact leaves out the contract column
 */
export function comparisonTable(cmp, m, opts = {}) {
  const compact = !!opts.compact;
  const computing = !!cmp && cmp.cpu_status === "computing";
  const level = (cmp && (M.levelName[cmp.cpu_level] || cmp.cpu_level)) || "";
  const n = (cmp && cmp.deals && cmp.deals.length) || (m && m.daily && m.daily.deals) || 8;
  const own = new Map(((m && m.hand_scores) || []).map((hs) => [hs.hand_number, hs]));
  const rows = [];
  let sumYou = 0;
  let sumField = 0;
  let sumCpu = 0;
  let anyYou = false;
  let anyField = false;
  let anyCpu = false;
  for (let k = 0; k < n; k++) {
    const deal = cmp && cmp.deals ? cmp.deals.find((x) => x.deal === k) || cmp.deals[k] : null;
    let you = null;
    let contract;
    if (m) {
      const hs = own.get(k);
      if (hs) {
        you = hs.score.NS - hs.score.EW;
        contract = hs.contract;
      }
    } else if (deal && deal.you) {
      you = deal.you.net;
      contract = deal.you.contract;
    }
    const field = deal && deal.field ? deal.field.average : null;
    const cpu = deal && deal.cpu ? deal.cpu.net : null;
    if (you !== null) {
      sumYou += you;
      anyYou = true;
    }
    if (field !== null && field !== undefined) {
      sumField += field;
      anyField = true;
    }
    if (cpu !== null && cpu !== undefined) {
      sumCpu += cpu;
      anyCpu = true;
    }
    const vs = you === null || field === null || field === undefined ? null : you > field ? "better" : you < field ? "worse" : null;
    const tr = h(
      "tr",
      { dataset: { deal: String(k) } },
      h(
        "th",
        { scope: "row" },
        // a past day's deal: a link anyone can open to its review (issue 12)
        cmp && cmp.share_id && deal && deal.you
          ? h("a", { class: "share-review", href: `/#review/daily/${encodeURIComponent(cmp.share_id)}/${k}`, title: M.learn.shareDeal(k) }, String(k + 1))
          : String(k + 1),
      ),
      compact ? null : h("td", { class: "contract" }, you === null ? D.notPlayed : contractWithSeat(contract)),
      youCell(you, vs),
      h(
        "td",
        { class: "num field", title: deal && deal.field ? D.fieldPlayers(deal.field.players) : null },
        fmtAvg(field),
      ),
      computing
        ? h("td", { class: "num cpu pending" }, D.computing)
        : cmp
          ? signedCell(cpu, "cpu")
          : h("td", { class: "num cpu" }, D.notPlayed),
    );
    rows.push(tr);
  }
  return h(
    "div",
    { class: "board-wrap" },
    compact && level ? h("p", { class: "compare-note" }, D.compareNote(level.toLowerCase())) : null,
    h(
      "table",
      { class: "compare" },
      h("caption", { class: "sr-only" }, D.compareTitle),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, D.colDeal),
          compact ? null : h("th", { scope: "col", class: "th-contract" }, D.colContract),
          h("th", { scope: "col" }, D.colYou),
          h("th", { scope: "col" }, D.colField),
          h("th", { scope: "col", title: level ? D.colCpuLong(level.toLowerCase()) : null }, D.colCpu),
        ),
      ),
      h("tbody", {}, rows),
      h(
        "tfoot",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "row" }, D.total),
          compact ? null : h("td", {}),
          signedCell(anyYou ? sumYou : null, "you"),
          h("td", { class: "num field" }, anyField ? fmtAvg(sumField) : D.notPlayed),
          computing ? h("td", { class: "num cpu pending" }, D.computing) : signedCell(anyCpu ? sumCpu : null, "cpu"),
        ),
      ),
    ),
  );
}

// ------------------------------------------------------------------ the daily leaderboard

function boardHead() {
  return h(
    "thead",
    {},
    h(
      "tr",
      {},
      h("th", { scope: "col", class: "rank" }, D.colRank),
      h("th", { scope: "col" }, D.colName),
      h("th", { scope: "col", class: "num" }, D.colNet),
      h("th", { scope: "col", class: "num", title: D.colMadeSetLabel }, D.colMadeSet),
      h("th", { scope: "col", class: "num" }, D.colFinished),
    ),
  );
}

/** One leaderboard row; the name is text, never markup. */
function boardRow(e, deals) {
  const finished = e.finished !== false;
  return h(
    "tr",
    { class: e.you ? "me" : "", dataset: { rank: String(e.rank ?? "") }, "aria-current": e.you ? "true" : null },
    h("td", { class: "rank" }, medal(e.rank) || String(e.rank ?? "")),
    h(
      "td",
      { class: "name" },
      h("span", { class: "player-name", title: e.name ?? "" }, e.name ?? ""),
      e.you ? h("span", { class: "you-tag" }, D.you) : null,
      e.new ? h("span", { class: "new-tag", title: D.newTitle }, D.newTag) : null,
    ),
    signedCell(e.net, "net"),
    h("td", { class: "num made-set", title: D.madeSetTitle(e.made, e.set) }, D.madeSet(e.made, e.set)),
    finished
      ? h("td", { class: "num finished" }, e.finished_at ? h("time", { datetime: e.finished_at, title: D.timeTitle(e.finished_at) }, D.timeOfDay(e.finished_at)) : "")
      : h("td", { class: "num finished unfinished" }, D.unfinished(e.deals_done ?? 0, deals)),
  );
}

function boardTable(data, deals) {
  const body = h("tbody", {});
  const shown = new Set();
  for (const e of data.entries || []) {
    body.append(boardRow(e, deals));
    if (e.you) shown.add("you");
  }
  if (data.you && !shown.has("you")) {
    body.append(h("tr", { class: "gap", "aria-hidden": "true" }, h("td", { colspan: "5" }, "⋯")));
    body.append(boardRow({ ...data.you, you: true }, deals));
  }
  return h("div", { class: "board-wrap" }, h("table", { class: "board daily-board" }, boardHead(), body));
}

function lockedNotice(status, ctx) {
  const playing = status && status.ranked && status.ranked.status !== "finished";
  return h(
    "div",
    { class: "notice locked", role: "note", "data-locked": "1" },
    h(
      "div",
      {},
      h("p", { class: "lock-title" }, h("b", {}, D.lockedTitle)),
      h("p", {}, D.locked),
      h(
        "button",
        { type: "button", class: "primary", on: { click: () => ctx.startDaily() } },
        playing ? D.lockedResume : D.lockedPlay,
      ),
    ),
  );
}

async function todayDate() {
  try {
    return (await api.daily()).date;
  } catch (e) {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * The Leaderboard page: the chosen day (null: today) with ‹ › navigation,
 * a date picker and the table, or the reason it is hidden.
 */
export async function renderLeaderboard(date, ctx) {
  // (through the page's cache of today's status, which the daily button shares)
  const status = await (ctx.refreshStatus ? ctx.refreshStatus() : api.daily()).catch(() => null);
  const today = (status && status.date) || (await todayDate());
  const deals = (status && status.deals) || 8;
  if (date && !isDay(date)) {
    // "2026-02-30": no heading for a day that does not exist, nothing to ask the server
    return h(
      "div",
      { class: "paper page-leaderboard", dataset: { date: "" } },
      h("h2", { class: "page-title", tabindex: "-1" }, D.boardTitle),
      h("p", { class: "board-empty" }, D.badDay),
      h("button", { type: "button", class: "dn-today", on: { click: () => ctx.navigate("leaderboard") } }, D.boardTodayLong),
    );
  }
  const day = date || today;
  const isToday = day === today;
  const paper = h("div", { class: "paper page-leaderboard", dataset: { date: day } });
  const picker = h("input", {
    type: "date",
    value: day,
    max: today,
    "aria-label": D.pickDay,
    on: {
      change: (e) => {
        if (e.target.value) ctx.navigate("leaderboard", e.target.value);
      },
    },
  });
  const nav = h(
    "div",
    { class: "datenav", role: "group", "aria-label": D.pickDay },
    h("button", { type: "button", class: "dn-prev", "aria-label": D.prevDayLabel, title: D.prevDayLabel, on: { click: () => ctx.navigate("leaderboard", addDays(day, -1)) } }, D.prevDay),
    h("span", { class: "dn-date", "aria-live": "polite" }, isToday ? `${D.boardToday} · ${D.dayShort(day)}` : D.dayWords(day)),
    h("button", { type: "button", class: "dn-next", "aria-label": D.nextDayLabel, title: D.nextDayLabel, disabled: day >= today, on: { click: () => ctx.navigate("leaderboard", addDays(day, 1)) } }, D.nextDay),
    isToday ? null : h("button", { type: "button", class: "dn-today", on: { click: () => ctx.navigate("leaderboard") } }, D.boardToday),
    picker,
  );
  paper.append(h("h2", { class: "page-title", tabindex: "-1" }, D.boardTitle), nav);
  const content = h("div", { class: "board-content" });
  paper.append(content);
  if (day > today) {
    // a day to come: the server would only say so (404)
    replace(content, h("p", { class: "board-empty" }, D.futureDay));
    return paper;
  }
  if (isToday && status && status.date === day && !(status.ranked && status.ranked.status === "finished")) {
    // today's board is refused (403 play_first) until the ranked game is over:
    // say so without asking (a refused request shows as an error in the console)
    replace(content, lockedNotice(status, ctx));
    return paper;
  }
  let data;
  try {
    data = await api.leaderboard(day, 0, 100);
  } catch (e) {
    if (e instanceof ApiError && e.code === "play_first") {
      replace(content, lockedNotice(status, ctx));
      return paper;
    }
    if (e instanceof ApiError && (e.status === 404 || e.code === "bad_date")) {
      replace(content, h("p", { class: "board-empty" }, e.code === "bad_date" ? D.badDay : D.futureDay));
      return paper;
    }
    throw e;
  }
  // a past day nobody played: said once ("Nobody played this day's game."), not
  // "Nobody has finished this day's game yet. Final results."
  if (data.closed && !data.players && !(data.entries || []).length && !data.you) {
    replace(content, h("p", { class: "board-empty" }, D.boardNobody));
    return paper;
  }
  const lede = h("p", { class: "lede" }, D.boardLede(data.players), " ", data.closed ? D.boardClosed : isToday ? D.boardOpenToday : "");
  if (!(data.entries || []).length && !data.you) {
    replace(content, lede, h("p", { class: "board-empty" }, D.noEntries));
    return paper;
  }
  const table = boardTable(data, deals);
  replace(content, lede, table);
  // more pages of a long leaderboard
  let offset = (data.entries || []).length;
  if (offset < data.players) {
    const more = h("button", { type: "button", class: "board-more" }, D.showMore);
    more.addEventListener("click", async () => {
      more.disabled = true;
      try {
        const next = await api.leaderboard(day, offset, 100);
        const tbody = table.querySelector("tbody");
        const gap = tbody.querySelector("tr.gap");
        if (gap) {
          // the caller's own row was pinned below: drop it, the list now goes on
          while (gap.nextSibling) gap.nextSibling.remove();
          gap.remove();
        }
        for (const e of next.entries || []) tbody.append(boardRow(e, deals));
        offset += (next.entries || []).length;
        if (next.you && !tbody.querySelector("tr.me")) {
          tbody.append(h("tr", { class: "gap", "aria-hidden": "true" }, h("td", { colspan: "5" }, "⋯")));
          tbody.append(boardRow({ ...next.you, you: true }, deals));
        }
        if (offset >= next.players || !(next.entries || []).length) more.remove();
        else more.disabled = false;
      } catch (e) {
        more.disabled = false;
      }
    });
    content.append(h("div", { class: "bid-row" }, more));
  }
  return paper;
}

/** Today's leaderboard in short (top ten and your row) for the Today page. */
export async function miniLeaderboard(date, ctx) {
  const paper = h("div", { class: "paper mini-board" }, h("h2", {}, D.endLeaderboard));
  let data;
  try {
    data = await api.leaderboard(date, 0, 10);
  } catch (e) {
    if (e instanceof ApiError && e.code === "play_first") paper.append(lockedNotice(null, ctx));
    else paper.append(h("p", { class: "board-empty" }, D.loadFailed));
    return paper;
  }
  paper.append(
    h("p", { class: "lede" }, D.boardLede(data.players), " ", data.closed ? D.boardClosed : D.boardOpenToday),
    boardTable(data, 8),
    h("p", {}, h("a", { href: `#leaderboard/${date}` }, `${D.boardTitle} →`)),
  );
  return paper;
}

// ------------------------------------------------------------------ rankings

function rankingsRow(e) {
  return h(
    "tr",
    { class: e.you ? "me" : "", "aria-current": e.you ? "true" : null },
    h("td", { class: "rank" }, e.rank ? medal(e.rank) || String(e.rank) : "—"),
    h(
      "td",
      { class: "name" },
      h("span", { class: "player-name", title: e.name ?? "" }, e.name ?? ""),
      e.you ? h("span", { class: "you-tag" }, D.you) : null,
      e.new ? h("span", { class: "new-tag", title: D.newTitle }, D.newTag) : null,
    ),
    h("td", { class: "num score" }, typeof e.score === "number" ? decimal(LANG, e.score) : "—"),
    h("td", { class: "num days" }, String(e.days ?? "")),
    h("td", { class: "num best" }, D.bestRank(e.best_rank)),
  );
}

/**
 * The ISO week ("2025-W11") an address names: a week "YYYY-Www" that exists
 * (2026-W53 does, 2025-W53 does not) or a day "YYYY-MM-DD" (its week); null
 * for anything else ("2026-02-30").
 */
export function weekOfAddress(text) {
  if (typeof text !== "string") return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isDay(text) ? isoWeek(text) : null;
  const m = /^(\d{4})-W(\d{2})$/.exec(text);
  if (!m || Number(m[2]) < 1) return null;
  // 4 January is always in week 1; the Monday of week w is 7 (w - 1) days on
  // from week 1's Monday, and names that week again only if it exists
  const jan4 = `${m[1]}-01-04`;
  const wd = (new Date(`${jan4}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(jan4, 7 * (Number(m[2]) - 1) - wd);
  return isoWeek(monday) === text ? text : null;
}

/**
 * The Rankings page: all time, or one ISO week (‹ › between weeks), with the
 * formula explained and the caller's place.
 */
export async function renderRankings(period, week, ctx) {
  const p = period === "week" ? "week" : "all";
  const seg = h(
    "div",
    { class: "seg", role: "group", "aria-label": D.rankingsTitle },
    h("a", { href: "#rankings/all", "aria-current": p === "all" ? "page" : null }, D.allTime),
    h("a", { href: "#rankings/week", "aria-current": p === "week" ? "page" : null }, D.week),
  );
  const title = h("h2", { class: "page-title", tabindex: "-1" }, D.rankingsTitle);
  const named = p === "week" && week ? weekOfAddress(week) : null;
  if (p === "week" && week && !named) {
    // "2026-02-30", "2025-W53": nothing to ask the server (the tabs lead back)
    const bad = /^\d{4}-\d{2}-\d{2}$/.test(week) ? D.badDay : D.badWeek;
    return h("div", { class: "paper page-rankings", dataset: { period: p } }, title, seg, h("p", { class: "board-empty" }, bad));
  }
  let data;
  try {
    data = await api.rankings(p, named, 0, 100);
  } catch (e) {
    // a week that has not begun is 404 not_found, as a day to come is on the
    // leaderboard: say so (not "could not be loaded")
    if (!(e instanceof ApiError && e.status === 404 && p === "week" && named)) throw e;
    return h("div", { class: "paper page-rankings", dataset: { period: p } }, title, seg, h("p", { class: "board-empty" }, D.futureWeek));
  }
  const paper = h("div", { class: "paper page-rankings", dataset: { period: p } });
  paper.append(title, seg);
  if (p === "week" && data.from) {
    const yesterday = addDays(await todayDate(), -1);
    paper.append(
      h(
        "div",
        { class: "datenav" },
        h("button", { type: "button", "aria-label": D.prevWeekLabel, title: D.prevWeekLabel, on: { click: () => ctx.navigate("rankings", "week", isoWeek(addDays(data.from, -7))) } }, D.prevWeek),
        h("span", { class: "dn-date" }, D.weekLabel(data.week), h("br"), h("small", {}, D.weekOf(data.from, data.to))),
        h("button", { type: "button", "aria-label": D.nextWeekLabel, title: D.nextWeekLabel, disabled: data.to >= yesterday, on: { click: () => ctx.navigate("rankings", "week", isoWeek(addDays(data.from, 7))) } }, D.nextWeek),
      ),
    );
  }
  paper.append(h("p", { class: "formula" }, D.formula(data.min_days)));
  const body = h("tbody", {});
  let youShown = false;
  for (const e of data.entries || []) {
    body.append(rankingsRow(e));
    youShown = youShown || !!e.you;
  }
  if (data.you && data.you.rank && !youShown) {
    body.append(h("tr", { class: "gap", "aria-hidden": "true" }, h("td", { colspan: "5" }, "⋯")));
    body.append(rankingsRow({ ...data.you, you: true }));
  }
  if ((data.entries || []).length || (data.you && data.you.rank)) {
    paper.append(
      h(
        "div",
        { class: "board-wrap" },
        h(
          "table",
          { class: "board rankings-board" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col", class: "rank" }, D.colRank),
              h("th", { scope: "col" }, D.colName),
              h("th", { scope: "col", class: "num" }, D.colScore),
              h("th", { scope: "col", class: "num" }, D.colDays),
              h("th", { scope: "col", class: "num" }, D.colBest),
            ),
          ),
          body,
        ),
      ),
    );
  } else {
    paper.append(h("p", { class: "board-empty" }, D.rankingsEmpty));
  }
  if (data.you && !data.you.rank) paper.append(h("p", { class: "notice you-below" }, D.youBelowMin(data.you.days || 0, data.min_days)));
  else if (!data.you) paper.append(h("p", { class: "lede" }, D.youNone));
  return paper;
}
