// Hand records on the page (issue 12): the score pad's links (each finished
// hand's number opens its review; "Game record" downloads the game as a
// record, GET /api/games/{id}/record?download=1; "Open a record…"), and the
// dialog that opens a record from a file or pasted text to watch it in the
// review (review.js; a record from a file has no marks).  The engine judges
// an opened record, never the page: each complete hand is replayed by the
// server (POST /api/records/check) before it is shown, and the first broken
// step is told in the player's language (recordProblem).

import { api } from "./api.js";
import { h } from "./dom.js";
import { M } from "./messages.js";
import { handsOf } from "./replay.js";
import { openRecordReview, openReview } from "./review.js";
import { reasonText, withRulePlain } from "./reasons.js";
import { esc } from "./text.js";

const L = M.learn;
const $ = (id) => document.getElementById(id);

/**
 * The score pad's hand-number cell: a button opening that hand's review.  A
 * daily game's review is offered only for the deal just finished (the server
 * answers no other: a deal's cards stay private while the day is on).
 */
export function reviewCell(m, n) {
  const daily = m && m.daily;
  if (daily && !(n === m.hand_number && (m.phase === "hand_over" || m.phase === "game_over"))) return String(n + 1);
  return `<button type="button" class="pad-review" data-review="${n}" aria-label="${esc(L.reviewHand(n))}" title="${esc(L.reviewHand(n))}">${n + 1}</button>`;
}

/** The score pad's tools: download the game's record, open a record. */
export function padTools(m) {
  return h(
    "div",
    { class: "pad-tools" },
    m && m.id && (m.hand_scores || []).length
      ? h("a", { class: "pad-record", href: `/api/games/${encodeURIComponent(m.id)}/record?download=1`, download: `bideuchre-${m.id}.json` }, `⤓ ${L.gameRecord}`)
      : null,
    h("button", { type: "button", class: "pad-open" }, L.openRecord),
  );
}

/**
 * The words of a replay error (`{code, index, step, rule, reason}` of POST
 * /api/records/check) of hand `hand` (0-based; null for a lone hand record).
 */
export function replayProblemText(error, hand) {
  const step = Number.isInteger(error.index) ? error.index : 0;
  const text = String(error.step || "").slice(0, 40);
  const refusal = error.reason ? { ...error.reason, rule: error.rule } : null;
  const why = () => withRulePlain(reasonText(refusal) || String(error.message || ""), refusal);
  switch (error.code) {
    case "illegal_action":
      return L.openIllegalStep({ hand, step, text, why: why() });
    case "malformed_step":
      return L.openBadStep({ hand, step, text });
    case "illegal_deal":
      return L.openIllegalDeal({ hand, why: why() });
    case "bad_rules":
      return L.openBadRules;
    default:
      return L.openBad;
  }
}

/**
 * The first problem the engine finds in `hands` (handsOf), in words, or null
 * when every hand replays.  Each hand is checked on its own (a long game's
 * record would not fit one request); a game's hand in progress as South saw
 * it (`complete: false`) is not a whole deal and is shown as it is, with the
 * reason it cannot be reviewed, after the game's finished hands; a record
 * with no finished hand at all has nothing to review and is refused, with
 * that reason (the server's replay answers `incomplete_record`).
 */
export async function recordProblem(hands) {
  if (hands.length && hands.every((x) => x && x.complete === false)) return L.openIncomplete;
  for (let n = 0; n < hands.length; n++) {
    if (hands[n].complete === false) continue;
    let res;
    try {
      res = await api.checkRecord(hands[n]);
    } catch (e) {
      if (e.code === "rate_limited") return M.daily.rateLimited(e.body && e.body.retry_after); // docs/api.md "Limits"
      return e.code === "too_large" ? L.openTooLarge : L.openUnchecked;
    }
    if (!res || res.ok !== true) return replayProblemText((res && res.error) || {}, hands.length > 1 ? n : null);
  }
  return null;
}

/** The dialog to open a record: a file, or text pasted. */
function recordDialog() {
  let dlg = $("dlg-record");
  if (dlg) return dlg;
  const err = h("p", { class: "error-text", id: "rec-err", role: "alert" });
  const file = h("input", { type: "file", id: "rec-file", accept: ".json,application/json,text/plain" });
  const text = h("textarea", { id: "rec-text", rows: "6", spellcheck: "false", "aria-describedby": "rec-err" });
  const form = h(
    "form",
    { method: "dialog", id: "form-record", novalidate: true },
    h("h2", { id: "dlg-record-title" }, L.openTitle),
    h("label", { class: "field-label", for: "rec-file" }, L.openFile),
    file,
    h("label", { class: "field-label", for: "rec-text" }, L.openPaste),
    text,
    err,
    h(
      "div",
      { class: "dialog-buttons" },
      h("button", { type: "button", id: "rec-cancel", on: { click: () => dlg.close() } }, M.cancel),
      h("button", { type: "submit", id: "rec-open", class: "primary" }, L.openGo),
    ),
  );
  dlg = h("dialog", { id: "dlg-record", "aria-labelledby": "dlg-record-title" }, form);
  file.addEventListener("change", async () => {
    const f = file.files && file.files[0];
    if (f) text.value = await f.text();
  });
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    err.textContent = "";
    let raw = text.value.trim();
    const f = file.files && file.files[0];
    if (!raw && f) raw = (await f.text()).trim();
    if (!raw) {
      err.textContent = L.openEmpty;
      return;
    }
    let data;
    let problem = null;
    try {
      data = JSON.parse(raw);
      problem = await recordProblem(handsOf(data));
    } catch (ex) {
      problem = L.openBad;
    }
    if (problem) {
      err.textContent = problem;
      text.setAttribute("aria-invalid", "true");
      return;
    }
    text.removeAttribute("aria-invalid");
    dlg.close();
    openRecordReview(data);
  });
  document.body.append(dlg);
  return dlg;
}

/** Open the "Open a record" dialog. */
export function openRecordDialog() {
  const dlg = recordDialog();
  dlg.querySelector("#rec-err").textContent = "";
  if (!dlg.open) dlg.showModal();
  dlg.querySelector("#rec-file").focus();
}

/** Wire the score pad's review and record buttons; `gameId()` is the game on the table. */
export function initRecords(gameId) {
  $("scorepad").addEventListener("click", (e) => {
    const t = e.target.closest("button");
    if (!t) return;
    if (t.classList.contains("pad-review")) openReview(gameId(), Number(t.dataset.review));
    else if (t.classList.contains("pad-open")) openRecordDialog();
  });
}
