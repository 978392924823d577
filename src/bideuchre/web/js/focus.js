// Where the keyboard focus goes when South is to act: the natural control of
// the moment (the hand's tab stop, the bidding box, the exchange panel, "Next
// hand", "Play again"), unless the player is using another control.

import { table } from "./state.js";

const $ = (id) => document.getElementById(id);

// The element that had the focus when South's last action (or a deal) was
// sent.  If the focus is still there when South is to act again, the player
// has not moved it since, so the natural control may take it: after "Deal" in
// the new-game dialog the browser puts the focus back on the top bar's "New
// game", which nobody is using then.
let focusAtSend = null;

/** Remember where the focus is as an action is sent. */
export function noteFocus() {
  focusAtSend = document.activeElement;
}

/** May the natural control take the focus (is the player not using another control)? */
function focusWanted() {
  const a = document.activeElement;
  if (document.querySelector("dialog[open]")) return false;
  if (!a || a === document.body || !a.isConnected || $("table").contains(a)) return true;
  if (a.closest("dialog")) return true; // a control of a dialog that has closed
  return a === focusAtSend;
}

/** Focus the control South would use now, if the player is not using another one. */
export function focusNatural() {
  if (!focusWanted() || table.busy || !table.model) return;
  const m = table.model;
  let target = null;
  if (table.showLast) return;
  if (m.phase === "play" && m.to_act === "S") target = $("hand").querySelector('.hcard[tabindex="0"]');
  else if (m.phase === "exchange" && m.to_act === "S")
    target = $("panel").querySelector(".ex-k") || $("hand").querySelector('.hcard[tabindex="0"]');
  else if (m.phase === "auction" && m.to_act === "S") target = $("panel").querySelector(".bidbox");
  else if (m.phase === "hand_over") target = $("panel").querySelector(".next-hand");
  else if (m.phase === "game_over") target = $("panel").querySelector(".play-again, .end-results");
  if (target) target.focus({ preventScroll: true });
}
