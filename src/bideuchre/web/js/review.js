// The hand review (issue 12): a finished hand shown again step by step, over
// the table (`<section id="review">`, reached by the URL hash
// `#review/<game id>/<hand>`; `#review/file` for a record opened from a file).
// Why this file is long, just over 600 lines: one screen's opening, errors,
// drawing and keys; the marks' words are already apart in review_marks.js.
//
// What it shows comes from GET /api/games/{id}/hands/{n}/review (the hand's
// record, its result, the open-hand par, a mark for each of South's
// decisions, a reason for each CPU call and card) or from a record file (no
// marks, no reasons).  The record stepper (replay.js) lays the record out
// frame by frame: the four hands as dealt, the auction, the exchange, the
// play trick by trick; the review only draws a frame and moves between them
// (buttons, ← → Home End).  It judges nothing itself.

import { api, ApiError } from "./api.js";
import { callMarkup, contractMarkup, faceMarkup, suitIcon } from "./cards.js";
import { M } from "./messages.js";
import { announce, statusWords } from "./notify.js";
import { handsOf, stepRecord } from "./replay.js";
import { listMark, madeContractStep, markLabel, markMarkup, summaryMarkup, withMade } from "./review_marks.js";
import { reviewVoice, southName } from "./review_voice.js";
import { sideOf } from "./seats.js";
import { esc } from "./text.js";
import { whySentence } from "./why.js";

const L = M.learn;
const $ = (id) => document.getElementById(id);
const SEATS_ROUND = ["N", "E", "S", "W"];

/**
 * The review on screen:
 * - source: "game" (the server's review of a hand of `gameId`) or "file";
 * - hands: the hand records (a game record has several; `index` is shown);
 * - data: the server's review of the hand shown (marks, reasons, par), or null;
 * - run: stepRecord's result for the hand shown; pos: the frame shown;
 * - voice: the words about the seats, South spoken to or, in someone's
 *   shared deal, named (review_voice.js; set by draw from `data`).
 */
const rv = { voice: reviewVoice(null), source: null, gameId: null, hands: [], index: 0, data: null, run: null, pos: 0, opener: null, fileData: null, early: false, helpOpen: false, held: null };

// ------------------------------------------------------------------ opening and closing

/** Open the review of hand `n` (0-based) of game `gameId` (through the URL hash). */
export function openReview(gameId, n) {
  rememberOpener();
  const hash = `#review/${encodeURIComponent(gameId)}/${n}`;
  if (location.hash === hash) showReviewRoute();
  else location.hash = hash;
}

/** Open a record (a hand or game record, already parsed) in the review, without marks. */
export function openRecordReview(data) {
  handsOf(data); // throws when it is not a record
  rememberOpener();
  rv.fileData = data;
  if (location.hash === "#review/file") showReviewRoute();
  else location.hash = "#review/file";
}

function rememberOpener() {
  if (!isOpen()) rv.opener = document.activeElement;
}

const isOpen = () => !!$("review") && !$("review").hidden;

// the hash last shown: setting the hash fires both hashchange and popstate,
// and each used to fetch the same review (onHistory keeps one)
let routedHash = null;

function onHistory() {
  if (location.hash !== routedHash) showReviewRoute();
}

/** Leave the review for the table (browser history stays usable). */
export function closeReview() {
  if (location.hash.startsWith("#review")) history.pushState(null, "", location.pathname + location.search);
  routedHash = location.hash;
  hideReview();
}

function hideReview() {
  const el = $("review");
  if (!el || el.hidden) return;
  el.hidden = true;
  document.body.classList.remove("review-open");
  // the live region held the last step read out ("Step 41 of 41. …") after
  // the review was gone: the table's status line replaces it
  announce(statusWords());
  const back = rv.opener;
  rv.opener = null;
  if (back && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
  window.dispatchEvent(new Event("resize")); // the table lays its hand out again
}


/**
 * The words of a review's 404 (`what` of the server's `not_found`): a game or
 * shared link that does not exist is not a hand that is not over yet.
 */
function missingText(what, shared) {
  if (what === "game") return L.noSuchGame;
  if (what === "shared_review") return L.noSuchShare;
  // a shared link's day is over once the server says anything but open_share:
  // a deal the player did not finish then is never reviewed (docs/api.md, 404)
  if (shared) return what === "open_share" ? L.sharedUnavailable : L.sharedUnfinished;
  return L.notFinished;
}

/** Show what the hash asks for: a review, or (any other hash) nothing of ours. */
export async function showReviewRoute() {
  routedHash = location.hash;
  rv.early = false; // (set again by showRecordFirst for this route's hand)
  rv.held = null;
  // `#review/daily/<share id>/<deal>`: a daily deal shared once its day is
  // over; with no deal number, the share's first deal
  const shared = /^#review\/daily\/([A-Za-z0-9_-]{16,40})(?:\/(\d{1,3}))?\/?$/.exec(location.hash);
  const m = shared ? [location.hash, `daily-${shared[1]}`, shared[2] || "0"] : /^#review\/([^/]+)(?:\/(\d+))?$/.exec(location.hash);
  if (!m) {
    hideReview();
    return;
  }
  const el = ensureSection();
  el.hidden = false;
  document.body.classList.add("review-open");
  if (m[1] === "file") {
    if (!rv.fileData) {
      closeReview();
      return;
    }
    rv.source = "file";
    rv.gameId = null;
    rv.hands = handsOf(rv.fileData);
    rv.index = 0;
    rv.data = null;
    showHand(true);
    return;
  }
  const gameId = decodeURIComponent(m[1]);
  const n = Number(m[2] || 0);
  rv.source = "game";
  rv.gameId = gameId;
  rv.index = n;
  rv.data = null;
  rv.hands = [];
  body().innerHTML = `<p class="rv-msg">${esc(L.loading)}</p>`;
  // the record of the hand comes at once while the marks are computed (the
  // server's review judges every decision of South's and solves the par:
  // about a second of CPU, more on a busy server): the hand is shown,
  // steppable, and the marks and the par join it where the player is
  if (!shared) showRecordFirst(gameId, n);
  try {
    // 409 review_busy: another review of this game is being computed; wait for it
    for (let tries = 0; ; tries++) {
      try {
        rv.data = shared ? await api.sharedReview(shared[1], n) : await api.review(gameId, n);
        break;
      } catch (e) {
        if (!(e instanceof ApiError && e.code === "review_busy") || tries >= 40) throw e;
        await new Promise((r) => setTimeout(r, 1500));
        if (rv.gameId !== gameId || rv.index !== n || !isOpen()) return;
      }
    }
  } catch (e) {
    if (rv.gameId !== gameId || rv.index !== n) return;
    rv.early = false;
    // 422 on a shared link: its deal number is past the day's deals (never the server's English)
    const msg = e instanceof ApiError && e.status === 404 ? missingText(e.body.what, !!shared) : shared && e instanceof ApiError && e.status === 422 ? L.noSuchDeal : e instanceof ApiError && e.status ? M.serverError(e.message) : M.networkError;
    body().innerHTML = `<div class="rv-top">${topMarkup(L.reviewTitle(n))}</div><p class="rv-msg" role="alert">${esc(msg)}</p>`;
    focusTitle();
    return;
  }
  if (rv.gameId !== gameId || rv.index !== n) return;
  rv.hands = [{ ...rv.data.record }];
  if (rv.early && rv.run) {
    // the same hand: keep the step the player is on, and the focus
    rv.early = false;
    rv.run = stepRecord(rv.hands[0], rv.data.result);
    rv.pos = Math.min(rv.pos, rv.run.steps.length);
    draw(false, true);
    return;
  }
  rv.early = false;
  showHand(true, true);
}

/**
 * Show finished hand `n` of game `gameId` from the game's record (a quick
 * read) while its review is computed; nothing if the review came first, the
 * player went elsewhere, or the hand is not a finished one of the record
 * (a daily game's record holds its current deal only).
 */
async function showRecordFirst(gameId, n) {
  let g;
  try {
    g = await api.record(gameId);
  } catch (e) {
    return;
  }
  if (rv.data || rv.gameId !== gameId || rv.index !== n || rv.source !== "game" || !isOpen()) return;
  const hands = (g && g.hands) || [];
  // (a casual game's record holds every hand; a daily game's, its current deal)
  const h = hands.length === 1 ? hands[0] : hands[n];
  if (!h || h.complete === false || !Array.isArray(h.play)) return;
  rv.hands = [{ format: g.format, rules: g.rules, ...h }];
  rv.early = true;
  showHand(true, true);
}

function ensureSection() {
  let el = $("review");
  if (!el) {
    el = document.createElement("section");
    el.id = "review";
    el.className = "review";
    el.hidden = true;
    el.setAttribute("aria-labelledby", "rv-title");
    el.innerHTML = '<div class="rv-inner" id="rv-body"></div>';
    document.querySelector(".layout").after(el);
    el.addEventListener("click", onClick);
    el.addEventListener("keydown", onKey);
  }
  return el;
}

const body = () => $("rv-body");

function focusTitle() {
  const t = $("rv-title");
  if (t) t.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

// ------------------------------------------------------------------ one hand

/** Lay out the hand `rv.hands[…]` and draw it at its end (`atEnd`) or its start. */
function showHand(focus, atEnd = true) {
  const rec = rv.source === "game" ? rv.hands[0] : rv.hands[rv.index];
  const result = rv.data ? rv.data.result : null;
  rv.run = stepRecord(rec, result);
  rv.pos = atEnd ? rv.run.steps.length : 0;
  draw();
  if (focus) focusTitle();
}

function go(pos) {
  if (!rv.run) return;
  const next = Math.max(0, Math.min(rv.run.steps.length, pos));
  if (next === rv.pos) return;
  rv.pos = next;
  draw(true);
}

/**
 * The marks of South's decisions and the CPUs' reasons, by step: the first
 * of each step (a call or a card is one action; the exchange step holds
 * several: `all`).  A decision the server could not judge (`good` null)
 * has the neutral mark "not judged"; South's bid that made its contract
 * when another call was worth more is marked `made` (madeContractStep).
 */
function byStep() {
  const marks = new Map();
  const whys = new Map();
  const all = { marks: new Map(), whys: new Map() };
  const decisions = (rv.data && rv.data.decisions) || [];
  const madeStep = madeContractStep(decisions, rv.data && rv.data.result);
  for (const raw of decisions) {
    const d = withMade(raw, madeStep);
    if (!marks.has(d.step)) marks.set(d.step, d);
    all.marks.set(d.step, [...(all.marks.get(d.step) || []), d]);
  }
  for (const w of (rv.data && rv.data.why) || []) {
    if (!whys.has(w.step)) whys.set(w.step, w);
    all.whys.set(w.step, [...(all.whys.get(w.step) || []), w]);
  }
  return { marks, whys, all };
}

/** `html` (escaped) with each number kept on one line with the word before
 * it (the Russian "Разбор · раздача 1" wrapped with "1" alone on a phone);
 * the text itself is unchanged. */
const keepNumbers = (html) => html.replace(/(\S+ \d+)/g, '<span class="rv-nowrap">$1</span>');

function topMarkup(title) {
  const n = rv.source === "game" ? rv.index : null;
  const dl =
    rv.source === "game" && (rv.data || rv.early) && !rv.gameId.startsWith("daily-")
      ? `<button type="button" class="rv-download">${esc(L.download)}</button><a class="rv-download-game" href="/api/games/${encodeURIComponent(rv.gameId)}/record?download=1" download="bideuchre-${esc(rv.gameId)}.json">${esc(L.downloadGame)}</a>`
      : "";
  // while the review is judged the buttons hold their place, unseen (nothing moves when they come)
  return `<button type="button" class="sheet-close rv-close">${esc(L.back)}</button>
    <h2 class="rv-title" id="rv-title" tabindex="-1"${n === null ? "" : ` data-hand="${n}"`}>${keepNumbers(esc(title))}</h2>
    <span class="rv-tools${rv.data ? "" : " rv-wait"}"${rv.data ? "" : ' aria-hidden="true"'}>${dl}</span>`;
}

function resultMarkup() {
  const rec = rv.hands[rv.source === "game" ? 0 : rv.index];
  return summaryMarkup({ run: rv.run, data: rv.data, early: rv.early && !rv.data, incomplete: rec.complete === false, helpOpen: rv.helpOpen, voice: rv.voice });
}

/** Is South's step `s` to be marked once the review comes (its place held meanwhile)? */
const waiting = (s) => rv.early && !rv.data && s.seat === "S";

/** One seat's cards as suit rows (a card player's hand diagram). */
function handMarkup(seat, f, rec) {
  const V = rv.voice;
  const cards = f.hands[seat];
  const groups = [];
  for (const code of cards) {
    const suit = f.contract && f.contract.denomination !== "NT" && code[0] === "J" && sameColour(code[1], f.contract.denomination) ? f.contract.denomination : code[1];
    let g = groups.find((x) => x.suit === suit);
    if (!g) groups.push((g = { suit, cards: [] }));
    g.cards.push(code);
  }
  const c = f.contract;
  const tags = [];
  if (rec.dealer === seat) tags.push(`<span class="rv-tag">${esc(M.dealer)}</span>`);
  if (c && c.declarer === seat) tags.push(`<span class="rv-tag rv-tag-decl">${contractMarkup(c)}</span>`);
  const out = f.sittingOut === seat;
  if (out) tags.push(`<span class="rv-tag">${esc(V.sittingOut(seat))}</span>`);
  const hidden = (rec.hidden || {})[seat];
  const rows = groups
    .map(
      (g) =>
        `<div class="rv-suit">${suitIcon(g.suit)}<span class="rv-ranks">${g.cards
          .map((code) => `<span class="rv-card${code[1] !== g.suit ? " rv-bower" : ""}" title="${esc(M.cardName(code))}">${esc(M.rankShort(code[0]))}${code[1] !== g.suit ? suitIcon(code[1], "rv-small") : ""}</span>`)
          .join("")}</span></div>`,
    )
    .join("");
  return `<div class="rv-hand rv-${seat}${out ? " rv-out" : ""}" data-seat="${seat}" aria-label="${esc(L.seatSays(V.seatName(seat), cards.map(M.cardName).join(", ") || "—"))}">
    <div class="rv-seat"><b>${esc(V.seatName(seat))}</b>${tags.join("")}</div>
    <div class="rv-suits">${rows || '<span class="muted">—</span>'}${hidden ? `<div class="muted small">${esc(L.hidden(hidden))}</div>` : ""}${out && f.exchanged ? `<div class="muted small">${esc(L.outOfPlay)}</div>` : ""}</div>
  </div>`;
}

const sameColour = (a, b) => ({ C: "S", S: "C", D: "H", H: "D" })[a] === b;

/** The centre: the trick of this frame (or the exchange, or "as dealt"). */
function centreMarkup(f, step, rec) {
  const V = rv.voice;
  if (step && step.kind === "exchange") {
    const ex = step.exchange;
    const partner = f.sittingOut;
    return `<div class="rv-centre-text">${esc(V.exchange(step.seat, ex.k))}<br>${ex.passed && ex.passed.length ? esc(V.passedCards(partner, ex.passed)) : ""}${ex.discarded && ex.discarded.length ? ` · ${esc(L.discardedCards(ex.discarded))}` : ""}</div>`;
  }
  const t = f.trick;
  if (!t.plays.length || (step && step.kind === "call")) {
    return '<div class="rv-centre-text"></div>';
  }
  const { whys } = byStep();
  const first = (rv.run.steps.find((s) => s.kind === "card" && s.trick === t.number) || {}).index;
  const cards = t.plays
    .map(([s, c], i) => {
      const w = whys.get(first + i);
      const attrs = w ? ` role="button" tabindex="0" data-why-step="${first + i}" aria-label="${esc(L.whyCard(s, c))}"` : ` role="img" aria-label="${esc(L.seatSays(V.seatName(s), M.cardName(c)))}"`;
      return `<div class="card tcard slot-${s}${s === t.winner ? " winner" : ""}${w ? " why-card" : ""}" data-seat="${s}" data-card="${c}" style="z-index:${i + 1}"${attrs}>${faceMarkup(c)}</div>`;
    })
    .join("");
  const cap = t.winner ? V.trickWon(t.number, t.winner) : L.trickNo(t.number);
  return `<div class="rv-caption">${esc(cap)}</div><div class="trick rv-trick">${cards}</div>`;
}

/** What the step just shown was, with South's mark or the CPU's Why? button. */
function nowMarkup(step) {
  const V = rv.voice;
  if (!step) return `<p class="rv-now-text">${esc(V.asDealt(rv.run && rv.hands.length ? (rv.source === "game" ? rv.hands[0] : rv.hands[rv.index]).dealer : "S"))}</p>`;
  const { marks, whys, all } = byStep();
  if (step.kind === "exchange") {
    // one step, several actions: each of South's marked, each CPU's reason
    const ms = (all.marks.get(step.index) || []).map((d) => `<p class="rv-now-text">${esc(L.actionWords(d.taken))} ${markMarkup(d, L.actionWords(d.taken))}</p>`);
    const ws = (all.whys.get(step.index) || []).map((w) => `<p class="rv-why"><b>${esc(L.why)}</b> ${esc(whySentence(w.why, w.seat, step.action, V.why))}</p>`);
    return `<p class="rv-now-text">${esc(V.exchange(step.seat, step.exchange.k))}</p>${ms.join("")}${[...new Set(ws)].join("")}`;
  }
  const text = step.kind === "call" ? V.called(step.seat, step.action) : V.played(step.seat, step.action);
  const mark = marks.get(step.index);
  const why = whys.get(step.index);
  const whyHtml = why
    ? `<p class="rv-why"><b>${esc(L.why)}</b> ${esc(whySentence(why.why, step.seat, step.action, V.why))}</p>`
    : "";
  return `<p class="rv-now-text">${esc(text)} ${markMarkup(mark, L.actionWords(step.action), waiting(step))}</p>${whyHtml}`;
}

/** The auction as a table of rounds, the dealer's left first (R3); the calls made so far. */
function auctionMarkup(f, rec) {
  const steps = rv.run.steps.filter((s) => s.kind === "call");
  if (!steps.length) return "";
  const { marks, whys } = byStep();
  const V = rv.voice;
  const first = (SEATS_ROUND.indexOf(rec.dealer) + 1) % 4;
  const order = [0, 1, 2, 3].map((i) => SEATS_ROUND[(first + i) % 4]);
  const rows = [];
  steps.forEach((s, i) => {
    const r = Math.floor(i / 4);
    if (!rows[r]) rows[r] = [];
    rows[r].push(s);
  });
  const cell = (s) => {
    if (!s) return "<td></td>";
    const shown = s.index < rv.pos;
    const mark = marks.get(s.index);
    const w = whys.get(s.index);
    const inner = `${callMarkup(s.action)}${listMark(mark, waiting(s))}`;
    const label = L.seatSays(V.seatName(s.seat), markLabel(mark, s.action) || M.callWords(s.action));
    const cls = `rv-call${s.index === rv.pos - 1 ? " rv-current" : ""}${shown ? "" : " rv-future"}`;
    return `<td><button type="button" class="${cls}" data-goto="${s.index + 1}"${w ? ` data-why-step="${s.index}"` : ""} aria-label="${esc(label)}">${inner}</button></td>`;
  };
  return `<div class="rv-block"><h3>${esc(L.auction)}</h3><table class="rv-auction"><thead><tr>${order.map((s) => `<th scope="col"${s === "S" ? ' class="rv-south"' : ""}>${esc(V.seatName(s))}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${order.map((_, i) => cell(row[i])).join("")}</tr>`)
    .join("")}</tbody></table></div>`;
}

/** The play, trick by trick: each card a button to that step; South's cards marked. */
function playMarkup() {
  const steps = rv.run.steps.filter((s) => s.kind === "card");
  if (!steps.length) return "";
  const { marks } = byStep();
  const V = rv.voice;
  const tricks = [];
  for (const s of steps) (tricks[s.trick] = tricks[s.trick] || []).push(s);
  const last = rv.run.frames[rv.run.frames.length - 1].done;
  return `<div class="rv-block"><h3>${esc(L.play)}</h3><ol class="rv-tricks">${tricks
    .map((t, n) => {
      const w = (last[n] || {}).winner;
      return `<li class="${w ? `won-${sideOf(w).toLowerCase()}` : ""}"><span class="rv-tn">${n + 1}</span>${t
        .map((s) => {
          const mark = marks.get(s.index);
          const cls = `rv-pc${s.index === rv.pos - 1 ? " rv-current" : ""}${s.index < rv.pos ? "" : " rv-future"}${s.seat === w ? " rv-win" : ""}`;
          return `<button type="button" class="${cls}" data-goto="${s.index + 1}" aria-label="${esc(L.seatSays(V.seatName(s.seat), markLabel(mark, s.action) || M.cardName(s.action)))}"><small>${esc(M.seatInitial(s.seat))}</small>${esc(M.rankShort(s.action[0]))}${suitIcon(s.action[1])}${listMark(mark, waiting(s))}</button>`;
        })
        .join("")}</li>`;
    })
    .join("")}</ol></div>`;
}

const svg = (d) => `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">${d}</svg>`;
/** The stepper's icons (drawn as SVG: not every system font has the media-control symbols). */
const ICON = {
  first: svg('<rect x="2" y="3" width="2" height="10"/><path d="M14 3v10L5 8z"/>'),
  prev: svg('<path d="M12 3v10L4 8z"/>'),
  next: svg('<path d="M4 3v10l8-5z"/>'),
  last: svg('<rect x="12" y="3" width="2" height="10"/><path d="M2 3v10l9-5z"/>'),
};

function stepperMarkup() {
  const n = rv.run.steps.length;
  const p = rv.pos;
  const btn = (cls, to, label, sym, off) =>
    `<button type="button" class="rv-step ${cls}" data-goto="${to}" aria-label="${esc(label)}" title="${esc(label)}"${off ? " disabled" : ""}>${sym}</button>`;
  return `<div class="rv-stepper" role="group" aria-label="${esc(L.stepperLabel)}">
    ${btn("rv-first", 0, L.toStart, ICON.first, p === 0)}${btn("rv-prev", p - 1, L.stepBack, ICON.prev, p === 0)}
    <span class="rv-pos">${esc(L.stepOf(p, n))}</span>
    ${btn("rv-next", p + 1, L.stepForward, ICON.next, p === n)}${btn("rv-last", n, L.toEnd, ICON.last, p === n)}
  </div><p class="rv-keys muted small" aria-hidden="true">${esc(L.keysHint)}</p>`;
}

function handNavMarkup() {
  if (rv.source !== "file" || rv.hands.length < 2) return "";
  return `<div class="rv-handnav"><button type="button" class="rv-hand-prev" aria-label="${esc(L.prevHand)}"${rv.index === 0 ? " disabled" : ""}>‹</button><span>${esc(L.handOf(rv.index, rv.hands.length))}</span><button type="button" class="rv-hand-next" aria-label="${esc(L.nextHand)}"${rv.index >= rv.hands.length - 1 ? " disabled" : ""}>›</button></div>`;
}

/** Draw the review at `rv.pos` (`keepFocus`: the stepper keeps the focus). */
function draw(keepFocus = false, silent = false) {
  const run = rv.run;
  const f = run.frames[rv.pos];
  const step = rv.pos ? run.steps[rv.pos - 1] : null;
  const rec = rv.source === "game" ? rv.hands[0] : rv.hands[rv.index];
  const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest("#review [data-goto], #review .rv-hand-prev, #review .rv-hand-next");
  const onTitle = document.activeElement && document.activeElement.id === "rv-title";
  const focusSel = focused ? (focused.classList.contains("rv-step") ? `.${[...focused.classList].find((c) => c.startsWith("rv-") && c !== "rv-step")}` : null) : null;
  // someone's shared daily deal says whose and which day (the server's `shared`),
  // and speaks of South by name ("Ana plays …") where the own review says "You"
  rv.voice = reviewVoice(rv.source === "game" ? southName(rv.data) : null);
  const shared = rv.source === "game" && rv.data && rv.data.shared;
  const title = shared ? L.sharedTitle(shared.player, shared.date, rv.index) : rv.source === "game" ? L.reviewTitle(rv.index) : L.recordTitle;
  body().innerHTML = `
    <div class="rv-top">${topMarkup(title)}</div>
    ${handNavMarkup()}
    ${resultMarkup()}
    <div class="rv-main">
      <div class="rv-play">
        <div class="rv-table">
          ${["N", "W", "E", "S"].map((s) => handMarkup(s, f, rec)).join("")}
          <div class="rv-centre">${centreMarkup(f, step, rec)}</div>
        </div>
        ${stepperMarkup()}
        <div class="rv-now">${nowMarkup(step)}</div>
      </div>
      <div class="rv-side">
        ${auctionMarkup(f, rec)}
        ${playMarkup()}
        ${rv.data && (rv.data.why || []).length ? `<p class="rv-tip small">${esc(L.tapWhy)}</p>` : ""}
      </div>
    </div>`;
  const el = $("review");
  // the summary keeps at least the height it had while the review was judged
  const summary = el.querySelector(".rv-summary");
  if (rv.early && !rv.data) rv.held = summary.offsetHeight;
  else if (rv.held && rv.source === "game") summary.style.minHeight = `${rv.held}px`;
  el.dataset.pos = String(rv.pos);
  el.dataset.steps = String(run.steps.length);
  if (silent) {
    // the marks came in (showRecordFirst): the focus stays where it was, unannounced
    let target = null;
    if (focusSel) target = el.querySelector(`.rv-stepper ${focusSel}`);
    else if (focused && focused.dataset.goto) target = el.querySelector(`[data-goto="${focused.dataset.goto}"]`);
    else if (focused) target = el.querySelector(focused.classList.contains("rv-hand-prev") ? ".rv-hand-prev" : ".rv-hand-next");
    else if (onTitle) target = $("rv-title");
    if (target) target.focus({ preventScroll: true });
  } else if (keepFocus) {
    // the page's live region reads the step out (this markup is redrawn at every step)
    announce(`${L.stepOf(rv.pos, run.steps.length)}. ${el.querySelector(".rv-now").textContent.replace(/\s+/g, " ").trim()}`);
    const target = (focusSel && el.querySelector(`.rv-stepper ${focusSel}:not([disabled])`)) || el.querySelector(".rv-stepper button:not([disabled])");
    if (target) target.focus({ preventScroll: true });
  }
}

// ------------------------------------------------------------------ input

function download() {
  if (!rv.data) return;
  const rec = rv.data.record;
  const blob = new Blob([`${JSON.stringify(rec, null, 1)}\n`], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `bideuchre-${rv.gameId}-hand-${rv.index + 1}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function showWhy(stepIndex) {
  const w = byStep().whys.get(stepIndex);
  const s = rv.run.steps[stepIndex];
  if (!w || !s) return;
  go(stepIndex + 1);
  const now = document.querySelector("#review .rv-now");
  if (now) now.scrollIntoView({ block: "nearest" });
}

function onClick(e) {
  const t = e.target.closest("button, [data-why-step], .rv-costliest");
  if (!t) return;
  if (t.classList.contains("rv-close")) return closeReview();
  if (t.classList.contains("rv-download")) return download();
  if (t.classList.contains("rv-info")) {
    // the cost help: a tap shows it (the score line's title shows on hover only)
    rv.helpOpen = !rv.helpOpen;
    t.setAttribute("aria-expanded", String(rv.helpOpen));
    const help = $("rv-cost-help");
    if (help) help.hidden = !rv.helpOpen;
    return;
  }
  if (t.classList.contains("rv-hand-prev") || t.classList.contains("rv-hand-next")) {
    rv.index += t.classList.contains("rv-hand-prev") ? -1 : 1;
    rv.index = Math.max(0, Math.min(rv.hands.length - 1, rv.index));
    showHand(false, false);
    const again = document.querySelector(`#review .${t.classList.contains("rv-hand-prev") ? "rv-hand-prev" : "rv-hand-next"}:not([disabled])`);
    if (again) again.focus({ preventScroll: true });
    return;
  }
  if (t.dataset.whyStep !== undefined && !t.dataset.goto) return showWhy(Number(t.dataset.whyStep));
  if (t.dataset.goto !== undefined) {
    go(Number(t.dataset.goto));
    if (!t.classList.contains("rv-step")) {
      const again = document.querySelector(`#review [data-goto="${t.dataset.goto}"]:not(.rv-step)`);
      if (again) again.focus({ preventScroll: true });
    }
  }
}

function onKey(e) {
  if (e.target.classList && e.target.classList.contains("rv-costliest") && (e.key === "Enter" || e.key === " ")) {
    e.preventDefault();
    e.target.click();
    return;
  }
  if (e.target.closest && e.target.closest("[data-why-step]") && (e.key === "Enter" || e.key === " ") && !e.target.dataset.goto) {
    e.preventDefault();
    showWhy(Number(e.target.dataset.whyStep));
  }
}

/** Page-wide keys while the review is shown: ← → step, Home / End, Escape closes. */
function onPageKey(e) {
  if (!isOpen() || !rv.run || document.querySelector("dialog[open]")) return;
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t && t.closest && t.closest("input, textarea, select")) return;
  let to = null;
  if (e.key === "ArrowRight") to = rv.pos + 1;
  else if (e.key === "ArrowLeft") to = rv.pos - 1;
  else if (e.key === "Home") to = 0;
  else if (e.key === "End") to = rv.run.steps.length;
  else if (e.key === "Escape") {
    e.preventDefault();
    closeReview();
    return;
  } else return;
  e.preventDefault();
  const inStepper = t && t.closest && t.closest(".rv-stepper");
  go(to);
  if (!inStepper) {
    const b = document.querySelector(`#review [data-goto="${rv.pos}"]:not(.rv-step)`);
    if (b) b.focus({ preventScroll: true });
  }
}

/** Wire the review: the hash routes and the keys. */
export function initReview() {
  ensureSection();
  window.addEventListener("hashchange", onHistory);
  window.addEventListener("popstate", onHistory);
  document.addEventListener("keydown", onPageKey);
  // another width lays the summary out anew: the height held for it no longer holds
  window.addEventListener("resize", () => {
    const summary = rv.held && document.querySelector("#review .rv-summary");
    rv.held = null;
    if (summary) summary.style.minHeight = "";
  });
  if (location.hash.startsWith("#review")) showReviewRoute();
}

/** Is the review shown (the table's keys then wait)? */
export const reviewOpen = isOpen;
