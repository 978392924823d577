// Hand records on the page (issue 12): the score pad's links (each finished
// hand's number opens its review; "Game record" downloads the game as a
// record, GET /api/games/{id}/record?download=1; "Open a record…"), and the
// dialog that opens a record from a file or pasted text to watch it in the
// review (review.js; a record from a file has no marks).

import { h } from "./dom.js";
import { M } from "./messages.js";
import { handsOf } from "./replay.js";
import { openRecordReview, openReview } from "./review.js";
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
    try {
      data = JSON.parse(raw);
      handsOf(data);
    } catch (ex) {
      err.textContent = L.openBad;
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
