// The daily game on the table (docs/api.md, "The daily game"): the bar over
// the table during a daily game (deal k of 8, the net) and the centre box at
// its end (the net, the rank, the deal-by-deal comparison, the way on).  The
// rest of the daily game (status, entry card, starting, the pages over the
// table) is daily.js.

import { api } from "./api.js";
import { fillCasualSlot } from "./casual.js";
import { dailyStatus, refreshEntries, startPractice } from "./daily.js";
import { append, h, replace } from "./dom.js";
import { comparisonTable } from "./leaderboard.js";
import { M } from "./messages.js";

const D = M.daily;
const $ = (id) => document.getElementById(id);

/** The bar over the table during a daily game: "Daily game — deal k of 8 · net +12". */
export function renderDailyBar(m) {
  const bar = $("daily-bar");
  const table = $("table");
  const d = m && m.daily;
  table.classList.toggle("is-daily", !!d);
  if (!d) {
    bar.hidden = true;
    bar.replaceChildren();
    return;
  }
  const deals = d.deals || 8;
  const done = (m.hand_scores || []).length;
  const net = (m.totals ? m.totals.NS - m.totals.EW : d.net) || 0;
  const over = m.phase === "game_over" || d.finished;
  const k = Math.min((m.hand_number ?? d.deal ?? 0) + 1, deals);
  const pips = h("span", { class: "db-pips", role: "img", "aria-label": D.pipsLabel(done, deals) });
  for (let i = 0; i < deals; i++) {
    pips.append(h("i", { class: i < done ? "done" : i === k - 1 && !over ? "now" : "" }));
  }
  const netCls = net > 0 ? "db-pos" : net < 0 ? "db-neg" : "";
  replace(
    bar,
    h("span", { class: "db-title" }, D.barTitle),
    h("span", { class: "db-deal" }, over ? D.barOver : D.barDeal(k, deals)),
    pips,
    h("span", { class: `db-net ${netCls}`, "aria-label": D.barNetLabel(net), "data-net": String(net) }, D.barNet(net)),
    d.ranked ? null : h("span", { class: "db-tag" }, D.notRanked),
    d.closed ? h("span", { class: "db-tag" }, D.barClosed) : null,
  );
  bar.hidden = false;
}

// the end-of-game box is built once per game and kept while it is shown
let endBox = null;
let endTimer = null;

/**
 * The centre box at the end of a daily game: the net, the rank, the deal by
 * deal comparison and the way on (leaderboard, practice).  Returns a node
 * that render.js puts in the centre panel.
 */
export function dailyEndBox(m) {
  const key = `${m.id}:${m.version}`;
  if (endBox && endBox.dataset.key === key) return endBox;
  clearTimeout(endTimer);
  const d = m.daily;
  const net = m.totals.NS - m.totals.EW;
  const rank = h("p", { class: "rank-line", "aria-live": "polite" }, d.ranked ? D.endRankLoading : "");
  const compare = h("div", { class: "end-compare" });
  // the casual game left for this one, if unfinished: "Back to your game"
  const back = h("div", { class: "end-casual" });
  fillCasualSlot(back, m.id, "end");
  const box = h(
    "div",
    { class: "box dailyend", role: "dialog", "aria-labelledby": "dailyend-title", dataset: { key } },
    h("div", { class: "box-title big", id: "dailyend-title" }, d.ranked ? D.endTitle : D.endPracticeTitle),
    h("p", { class: "dc-line" }, D.dateLine(d.date)),
    h(
      "p",
      { class: "end-net-line" },
      h("span", { class: "muted" }, `${D.endNet} `),
      h("span", { class: `big-net ${net > 0 ? "pos" : net < 0 ? "neg" : ""}`, "data-net": String(net), "aria-label": D.endNetLabel(net) }, D.signed(net)),
    ),
    rank,
    d.ranked ? null : h("p", { class: "practice-note" }, D.practiceEndNote),
    compare,
    h(
      "div",
      { class: "bid-row" },
      h("a", { class: "button-link primary end-results", href: d.ranked ? "#daily" : `#leaderboard/${d.date}` }, d.ranked ? D.endMore : D.endLeaderboard),
      // practice opens once the ranked game is over: at its end no practice was played yet
      d.closed ? null : h("button", { type: "button", class: "end-practice", on: { click: () => startPractice() } }, d.ranked ? D.endPracticeFirst : D.endPractice),
    ),
    back,
  );
  endBox = box;
  fillEnd(m, box, rank, compare);
  return box;
}

async function fillEnd(m, box, rankEl, compareEl) {
  const d = m.daily;
  if (d.ranked) {
    try {
      const s = await dailyStatus(true);
      refreshEntries();
      let entry = null;
      if (s.date === d.date && s.ranked && s.ranked.game_id === m.id) entry = s.ranked;
      else entry = (await api.leaderboard(d.date, 0, 1)).you;
      if (entry && entry.rank) {
        replace(rankEl, h("b", { class: "end-rank" }, D.rankLine(entry.rank, entry.players ?? "?")));
        if (!d.closed && s.date === d.date) append(rankEl, [h("br"), h("span", { class: "muted small" }, D.rankProvisional)]);
      } else replace(rankEl, D.rankPending);
    } catch (e) {
      replace(rankEl, D.rankPending);
    }
  }
  const load = async () => {
    if (!box.isConnected && endBox !== box) return;
    let cmp = null;
    try {
      cmp = await api.comparison(d.date);
    } catch (e) {
      cmp = null;
    }
    replace(compareEl, comparisonTable(cmp, m, { compact: true }));
    if (cmp && cmp.cpu_status === "computing" && endBox === box) endTimer = setTimeout(load, 3000);
  };
  replace(compareEl, comparisonTable(null, m, { compact: true }));
  load();
}
