// The player's casual game while the table shows another one (the daily
// game): the New game dialog and the daily game's end box offer "Back to
// your game".  Before, opening the daily game left the casual game unfinished
// on the server with no way back to it in the page (the dialog offered only
// the daily game and a new game).  The daily game's rules are untouched: its
// ranked attempt stays resumable from its own card, as before.

import { api } from "./api.js";
import { h, replace } from "./dom.js";
import { M } from "./messages.js";

let resumeGame = null;

/** Wire the cards' button: `resume(gameId)` puts that game on the table (controller.js). */
export function initCasual(resume) {
  resumeGame = resume;
}

/**
 * The most recently played unfinished casual game (a GameSummary of `GET
 * /api/games`, docs/api.md) other than `exceptId`, or null (none, or the
 * list could not be read).
 */
export async function unfinishedCasual(exceptId) {
  try {
    const list = await api.games();
    return (list.games || []).find((g) => (g.kind || "casual") === "casual" && g.phase !== "game_over" && g.id !== exceptId) || null;
  } catch (e) {
    return null;
  }
}

/**
 * The card of game `g` (a GameSummary): "Your game", its hand and score, and
 * "Back to your game".  `where`: "dialog" or "end" (the daily game's end box).
 */
export function casualCard(g, where) {
  const id = `casual-title-${where}`;
  return h(
    "section",
    { class: "daily-card casual-card", "data-casual": where, "data-game": g.id, "aria-labelledby": id },
    h("div", { class: "dc-head" }, h("h3", { class: "dc-title", id }, M.yourGame.title)),
    h("p", { class: "dc-line" }, M.yourGame.line(g.hand_number, g.totals || { NS: 0, EW: 0 })),
    h(
      "div",
      { class: "dc-actions" },
      h("button", { type: "button", class: "primary casual-back", on: { click: () => resumeGame && resumeGame(g.id) } }, M.yourGame.back),
    ),
  );
}

/**
 * Fill `slot` with the card of the unfinished casual game that is not
 * `exceptId` (empty when there is none); resolves to that GameSummary or null.
 */
export async function fillCasualSlot(slot, exceptId, where) {
  const g = await unfinishedCasual(exceptId);
  if (!slot) return g;
  if (g) replace(slot, casualCard(g, where));
  else slot.replaceChildren();
  return g;
}
