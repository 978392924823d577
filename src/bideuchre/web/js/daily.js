// The daily game (docs/api.md, "Daily game"): today's status and its entry
// card, starting / resuming / practising, and the pages over the table (the "sheet":
// Today, Leaderboard, Rankings, You) reached by the URL hash (#daily,
// #leaderboard/2025-03-14, #rankings/week, #me).
//
// Display names are player input: they are only ever put in the page as text
// (dom.js builds text nodes), never as markup.  The daily bar over the table
// and the end-of-game box are daily_table.js.

import { api, ApiError } from "./api.js";
import { h, replace } from "./dom.js";
import { comparisonTable, renderLeaderboard, renderRankings, miniLeaderboard } from "./leaderboard.js";
import { M } from "./messages.js";
import { errorText } from "./reasons.js";
import { nameForm, renderProfile } from "./profile.js";

const D = M.daily;
const $ = (id) => document.getElementById(id);

/**
 * The page (main.js, from controller.js) gives us:
 *  - enter(step, {fresh}): show a Step of a new or resumed game on the table;
 *  - view(): the view the table shows (or null);
 *  - toast(text, ms): a short message;
 *  - focusTable(): put the focus back on the table's natural control.
 */
let host = null;

/** The last DailyStatus, and when (performance.now()) it arrived. */
const today = { status: null, at: 0, loading: null, error: null };

// ------------------------------------------------------------------ status

/** Today's status as the server says it (GET /api/daily); cached unless `force`. */
export async function dailyStatus(force = false) {
  if (!force && today.status && !today.loading) return today.status;
  if (today.loading) return today.loading;
  today.loading = api
    .daily()
    .then((s) => {
      today.status = s;
      today.at = performance.now();
      today.error = null;
      return s;
    })
    .catch((e) => {
      today.error = e;
      throw e;
    })
    .finally(() => {
      today.loading = null;
      updateDailyButton();
    });
  return today.loading;
}

/** "not_started" | "in_progress" | "finished" | "unknown". */
export function stateOf(s) {
  if (!s) return "unknown";
  if (!s.ranked) return "not_started";
  return s.ranked.status === "finished" ? "finished" : "in_progress";
}

/** Seconds until the next UTC day, counting down from the last status. */
function secondsLeft() {
  const s = today.status;
  if (!s) return null;
  let base = s.seconds_to_next_day;
  if (typeof base !== "number") base = (Date.parse(s.next_day_at) - Date.parse(s.now)) / 1000;
  return base - (performance.now() - today.at) / 1000;
}

let rolling = false;
function tick() {
  const left = secondsLeft();
  if (left === null) return;
  const text = D.clock(left);
  for (const el of document.querySelectorAll("[data-countdown]")) {
    if (el.textContent !== text) el.textContent = text;
    el.setAttribute("datetime", `PT${Math.max(0, Math.floor(left))}S`);
  }
  // the screen reader's copy says the same time as the one shown (it was
  // written once and fell behind by the seconds since; not a live region:
  // nothing is announced each second)
  const aria = D.nextDayAria(text);
  for (const el of document.querySelectorAll("[data-countdown-aria]")) if (el.textContent !== aria) el.textContent = aria;
  if (left <= 0 && !rolling) {
    // a new day: read the new status and redraw what shows it
    rolling = true;
    setTimeout(async () => {
      try {
        await dailyStatus(true);
        host.toast(D.newDay, 5000);
        refreshEntries();
        if (route.name === "daily") showRoute();
      } catch (e) {
        /* try again on the next tick */
      } finally {
        rolling = false;
      }
    }, 1500);
  }
}

function updateDailyButton() {
  const btn = $("btn-daily");
  if (!btn) return;
  const st = stateOf(today.status);
  btn.dataset.state = st === "finished" ? "done" : st;
  btn.setAttribute("aria-label", D.buttonLabel(st));
  btn.title = D.buttonLabel(st);
}

// ------------------------------------------------------------------ entry card

function countdown() {
  return h(
    "p",
    { class: "dc-next" },
    `${D.nextIn} `,
    h("time", { "data-countdown": "", "aria-hidden": "true" }, D.clock(secondsLeft() ?? 0)),
    h("span", { class: "sr-only", "data-countdown-aria": "" }, D.nextDayAria(D.clock(secondsLeft() ?? 0))),
  );
}

/**
 * The "Today's daily game" card: state, progress or result, the countdown to
 * the next day and the action that fits (play, resume, results, practice).
 *
 * @param {object} opts {where: "dialog" | "welcome" | "page"}
 * @returns {HTMLElement}
 */
export function entryCard(opts = {}) {
  const where = opts.where || "page";
  const card = h("section", { class: "daily-card", "data-daily-entry": where, "aria-labelledby": `dc-title-${where}` });
  fillEntry(card, where);
  return card;
}

function fillEntry(card, where) {
  const s = today.status;
  const st = stateOf(s);
  card.dataset.state = st;
  const head = h(
    "div",
    { class: "dc-head" },
    h(where === "page" ? "h2" : "h3", { class: `dc-title${where === "page" ? " page-title" : ""}`, id: `dc-title-${where}`, tabindex: where === "page" ? "-1" : null }, D.title),
    st !== "unknown" ? h("span", { class: "dc-state", "data-state": st }, D.state[st]) : null,
  );
  if (!s) {
    replace(card, head, h("p", { class: "dc-line" }, today.error ? D.loadFailed : D.loading));
    return;
  }
  const lines = [h("p", { class: "dc-line dc-date" }, D.dateLine(s.date))];
  const actions = h("div", { class: "dc-actions" });
  const r = s.ranked;
  const level = M.levelName[s.level] || s.level;
  if (st === "not_started") {
    lines.push(h("p", { class: "dc-line" }, D.pitch(s.deals, (level || "").toLowerCase())));
    // on the Today page without a name, the name form below has "Save and play"
    if (!(where === "page" && !(s.player && s.player.name))) {
      actions.append(h("button", { type: "button", class: "primary daily-play", on: { click: () => startDaily() } }, D.play));
    }
  } else if (st === "in_progress") {
    lines.push(h("p", { class: "dc-line dc-progress" }, D.progress(r.deals_done, s.deals, r.net)));
    actions.append(
      h(
        "button",
        { type: "button", class: "primary daily-play", on: { click: () => startDaily() } },
        D.resumeDeal(Math.min(r.deals_done + 1, s.deals), s.deals),
      ),
    );
  } else {
    lines.push(
      h(
        "p",
        { class: "dc-line dc-result" },
        h("b", { class: "dc-net" }, D.result(r.net)),
        r.rank ? [" · ", h("span", { class: "dc-rank" }, D.rankLine(r.rank, r.players))] : null,
      ),
    );
    if (where !== "page") {
      actions.append(h("a", { class: "button-link primary", href: "#daily", role: "button" }, D.seeResults));
    }
    const open = (s.practice || []).find((p) => p.status === "playing");
    actions.append(
      open
        ? h("button", { type: "button", class: "daily-practice-resume", on: { click: () => resume(open.game_id) } }, D.practiceResume)
        : h("button", { type: "button", class: "daily-practice", on: { click: () => startPractice() } }, D.practice),
    );
  }
  if (s.player && s.player.name && where === "page") {
    lines.push(h("p", { class: "dc-line dc-who" }, `${D.playingAs} `, h("b", { class: "player-name" }, s.player.name)));
  }
  // issue 11: how the daily game is kept fair (docs/fairness.md): what the
  // published seeds prove and how to check them, in words, then the raw list
  const fair =
    where === "page"
      ? h(
          "div",
          { class: "dc-line dc-fair muted small" },
          h("p", {}, D.fairNote),
          h(
            "details",
            { class: "dc-fair-how" },
            h("summary", {}, D.fairLink),
            h("p", {}, D.fairHow),
            h("p", {}, h("a", { href: "/api/daily/commitments", target: "_blank", rel: "noopener" }, D.fairRaw)),
          ),
        )
      : null;
  replace(card, head, lines, actions, countdown(), fair);
}

/** Redraw every entry card on the page from the cached status. */
export function refreshEntries() {
  for (const card of document.querySelectorAll("[data-daily-entry]")) fillEntry(card, card.dataset.dailyEntry);
  updateDailyButton();
}

/** Fill the daily card of the new-game dialog (called when it opens). */
export function fillDialogEntry() {
  const slot = $("new-daily");
  if (!slot) return;
  if (!slot.firstChild) slot.append(entryCard({ where: "dialog" }));
  // a status read in the last few seconds (the page's own, on load) will do
  dailyStatus(!today.status || performance.now() - today.at > 5000)
    .then(refreshEntries)
    .catch(() => refreshEntries());
}

// ------------------------------------------------------------------ starting

function closeDialogs() {
  for (const d of document.querySelectorAll("dialog[open]")) d.close();
}

function goTable() {
  if (location.hash) history.pushState(null, "", location.pathname + location.search);
  closeSheet();
}

let starting = false; // a start or practice request is on its way

/** Start (or resume) today's ranked attempt; asks for a name first if needed. */
export async function startDaily() {
  if (starting) return;
  let step;
  starting = true;
  host.busy(true);
  try {
    step = await api.dailyStart();
  } catch (e) {
    starting = false;
    host.busy(false);
    if (e instanceof ApiError && e.code === "name_required") {
      closeDialogs();
      navigate("daily");
      return;
    }
    if (e instanceof ApiError && e.code === "daily_done") {
      host.toast(D.alreadyDone, 5000);
      await dailyStatus(true).catch(() => {});
      refreshEntries();
      return;
    }
    failed(e);
    return;
  }
  starting = false;
  closeDialogs();
  goTable();
  await host.enter(step, { fresh: !!(step.events || []).length });
  dailyStatus(true).then(refreshEntries, () => {});
}

/** Start a new practice attempt of today. */
export async function startPractice() {
  if (starting) return;
  let step;
  starting = true;
  host.busy(true);
  try {
    step = await api.dailyPractice();
  } catch (e) {
    starting = false;
    host.busy(false);
    if (e instanceof ApiError && e.code === "ranked_first") host.toast(D.rankedFirst, 5000);
    else if (e instanceof ApiError && e.code === "name_required") {
      closeDialogs();
      navigate("daily");
    } else failed(e);
    return;
  }
  starting = false;
  closeDialogs();
  goTable();
  await host.enter(step, { fresh: true });
  dailyStatus(true).then(refreshEntries, () => {});
}

/** Resume a daily attempt (ranked or practice) by its game id. */
async function resume(gameId) {
  let view;
  try {
    view = await api.view(gameId);
  } catch (e) {
    failed(e);
    return;
  }
  closeDialogs();
  goTable();
  await host.enter({ view, events: [] }, { fresh: false });
}

function failed(e) {
  if (e instanceof ApiError && e.status === 429 && e.body.limit === "ranked") host.toast(D.rankedCap(e.body.retry_after), 8000);
  else if (e instanceof ApiError && e.status === 429) host.toast(D.rateLimited(e.body.retry_after), 6000);
  else if (e instanceof ApiError && e.status) host.toast(errorText(e), 6000);
  else host.toast(M.networkError, 6000);
}

// ------------------------------------------------------------------ the sheet and its routes

const route = { name: null, args: [] };
let lastFocus = null;

/** Go to a page of the sheet ("daily", "leaderboard", ...) by changing the hash. */
export function navigate(name, ...args) {
  const hash = `#${[name, ...args].filter((x) => x !== null && x !== undefined && x !== "").join("/")}`;
  if (location.hash === hash) showRoute();
  else location.hash = hash;
}

function parseHash() {
  const raw = decodeURIComponent(location.hash.replace(/^#\/?/, ""));
  const [name, ...args] = raw.split("/").filter(Boolean);
  return { name: name || null, args };
}

const ROUTES = ["daily", "leaderboard", "rankings", "me"];

// the hash last shown: hashchange and popstate both report one change of it
let routedHash = null;

function onHistory() {
  if (location.hash !== routedHash) showRoute();
}

function closeSheet() {
  routedHash = location.hash;
  const sheet = $("sheet");
  if (sheet.hidden) return;
  sheet.hidden = true;
  document.body.classList.remove("sheet-open");
  $("btn-daily").removeAttribute("aria-current");
  route.name = null;
  clearTimeout(pageTimer);
  host.relayout();
  if (lastFocus && lastFocus.isConnected && lastFocus !== document.body) lastFocus.focus({ preventScroll: true });
  else host.focusTable();
}

let pageTimer = null;
let renderSeq = 0;

/** Show what the hash asks for: a page of the sheet, or the table. */
export async function showRoute() {
  routedHash = location.hash;
  const { name, args } = parseHash();
  if (!name || !ROUTES.includes(name)) {
    closeSheet();
    return;
  }
  const sheet = $("sheet");
  const opening = sheet.hidden;
  if (opening) {
    lastFocus = document.activeElement;
    closeDialogs();
  }
  route.name = name;
  route.args = args;
  sheet.hidden = false;
  document.body.classList.add("sheet-open");
  $("btn-daily").setAttribute("aria-current", "page");
  for (const a of $("sheet-tabs").querySelectorAll("a")) {
    if (a.dataset.route === name) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  clearTimeout(pageTimer);
  const body = $("sheet-body");
  const seq = ++renderSeq;
  const stillHere = () => seq === renderSeq && route.name === name;
  const ctx = {
    startDaily,
    startPractice,
    resume,
    navigate,
    stillHere,
    refreshStatus,
    later,
    adopted: async () => {
      await host.reset();
      await refreshStatus();
    },
  };
  if (opening || !body.firstChild) replace(body, h("div", { class: "paper" }, h("p", {}, D.loading)));
  try {
    let page;
    if (name === "daily") page = await todayPage(ctx);
    else if (name === "leaderboard") page = await renderLeaderboard(args[0] || null, ctx);
    else if (name === "rankings") page = await renderRankings(args[0] || "all", args[1] || null, ctx);
    else page = await renderProfile(ctx);
    if (!stillHere()) return;
    replace(body, page);
  } catch (e) {
    if (!stillHere()) return;
    console.warn("page failed", e);
    replace(
      body,
      h(
        "div",
        { class: "paper" },
        h("h2", { tabindex: "-1", class: "page-title" }, D.loadFailed),
        h("p", {}, e instanceof ApiError && e.status ? errorText(e) : M.networkError),
        h("button", { type: "button", on: { click: () => showRoute() } }, D.tryAgain),
      ),
    );
  }
  if (opening || document.activeElement === document.body || !sheet.contains(document.activeElement)) {
    const target = body.querySelector("[data-autofocus]") || body.querySelector(".page-title");
    if (target) target.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }
}

/** Run `fn` again after `ms` while the same page is shown (e.g. "computing…"). */
function later(fn, ms) {
  clearTimeout(pageTimer);
  pageTimer = setTimeout(fn, ms);
}

async function refreshStatus() {
  const s = await dailyStatus(true);
  refreshEntries();
  return s;
}

// ------------------------------------------------------------------ the Today page

async function todayPage(ctx) {
  const s = await refreshStatus();
  const st = stateOf(s);
  const page = h("div", { class: "page page-today" });
  const card = entryCard({ where: "page" });
  page.append(card);

  // a name is needed before the first ranked game
  if (st === "not_started" && (!s.player || !s.player.name)) {
    const form = nameForm({
      initial: "",
      submitLabel: D.nameSaveAndPlay,
      intro: D.nameNeeded,
      autofocus: true,
      onSaved: async () => {
        await refreshStatus();
        startDaily();
      },
    });
    // (a paper of its own: the card is redrawn when the status changes)
    page.append(
      h(
        "div",
        { class: "paper name-paper" },
        form,
        h("p", { class: "lede" }, D.adoptInvite, " ", h("a", { href: "#me" }, D.adoptTitle)),
      ),
    );
  }

  if (st === "finished") {
    // the comparison and the leaderboard (open now that the ranked game is over)
    const cmpPaper = h("div", { class: "paper" }, h("h2", {}, D.compareTitle));
    page.append(cmpPaper);
    const fill = async () => {
      let cmp = null;
      try {
        cmp = await api.comparison(s.date);
      } catch (e) {
        cmp = null;
      }
      if (!ctx.stillHere()) return;
      replace(
        cmpPaper,
        h("h2", {}, D.compareTitle),
        h("p", { class: "lede" }, D.compareLede(((cmp && M.levelName[cmp.cpu_level]) || M.levelName[s.level] || s.level || "").toLowerCase())),
        comparisonTable(cmp, null, { compact: false }),
        cmp && cmp.cpu_status === "computing" ? h("p", { class: "lede" }, D.computingNote) : null,
      );
      if (cmp && cmp.cpu_status === "computing") ctx.later(fill, 3000);
    };
    await fill();
    page.append(await miniLeaderboard(s.date, ctx));
    if ((s.practice || []).length) {
      const list = h("ul", { class: "practice-list" });
      for (const p of s.practice) {
        const playing = p.status === "playing";
        list.append(
          h(
            "li",
            {},
            h("span", { class: "db-tag" }, D.notRanked),
            " ",
            D.practiceLine(p.deals_done, s.deals, p.net, playing),
            " ",
            playing ? h("button", { type: "button", on: { click: () => resume(p.game_id) } }, D.practiceResume) : null,
          ),
        );
      }
      page.append(h("div", { class: "paper" }, h("h2", {}, D.practiceList), h("p", { class: "lede" }, D.practiceNote), list));
    }
  }
  return page;
}

// ------------------------------------------------------------------ start-up

/**
 * Wire the daily game into the page.  `hostApi` is described at the top of
 * this module.
 */
export function initDaily(hostApi) {
  host = hostApi;
  $("btn-daily").addEventListener("click", () => {
    if (route.name) goTable();
    else navigate("daily");
  });
  $("sheet-close").addEventListener("click", goTable);
  window.addEventListener("hashchange", onHistory);
  window.addEventListener("popstate", onHistory);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && route.name && !document.querySelector("dialog[open]")) {
      e.preventDefault();
      goTable();
    }
  });
  setInterval(tick, 1000);
  dailyStatus(true).then(refreshEntries, refreshEntries);
  showRoute();
}
