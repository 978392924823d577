// Input: clicks on the table (cards, bidding box, exchange, next hand, play
// again) and the keyboard (the hand's and the bidding box's arrow keys, P to
// pass, Escape to hide the last trick).  Each handler only turns the input
// into one of the controller's actions (controller.js).

import {
  undo,
  chooseNumber,
  makeCall,
  nextHand,
  playAgain,
  playCard,
  send,
  sendExchange,
  toggleExchangeCard,
  toggleLast,
} from "./controller.js";
import { openNewGame } from "./dialogs.js";
import { myTurn, table } from "./state.js";
import { askHint } from "./hint.js";
import { reviewOpen, openReview } from "./review.js";

const $ = (id) => document.getElementById(id);


/** Clicks on the table: cards, bidding box, exchange, next hand, play again, the last trick. */
export function onTableClick(e) {
  const t = e.target.closest("button, .lastbox");
  if (!t) return;
  if (t.classList.contains("lastbox")) {
    toggleLast(false);
    return;
  }
  if (t.classList.contains("hcard")) {
    const i = Number(t.dataset.i);
    if (table.model && table.model.phase === "exchange") toggleExchangeCard(i);
    else playCard(i);
    return;
  }
  if (t.classList.contains("bid-num")) {
    chooseNumber(t.dataset.n);
    return;
  }
  if (t.classList.contains("ex-send")) return sendExchange();
  if (t.classList.contains("ex-k")) {
    if (myTurn("exchange")) send(t.dataset.call, 0);
    return;
  }
  if (t.dataset.call) return makeCall(t.dataset.call);
  if (t.classList.contains("next-hand")) return nextHand();
  // issue 12: hint, undo, the hand's review
  if (t.classList.contains("hint-btn")) return askHint();
  if (t.classList.contains("undo-btn")) return undo();
  if (t.classList.contains("review-hand")) return openReview(table.gameId, Number(t.dataset.review));
  if (t.classList.contains("play-again")) return playAgain();
  if (t.classList.contains("other-options") || t.classList.contains("open-new")) return openNewGame();
}

/** South's hand: the arrow keys (and Home / End) move the tab stop among the legal cards. */
export function onHandKey(e) {
  const hand = $("hand");
  const buttons = [...hand.querySelectorAll(".hcard")];
  const current = e.target.closest(".hcard");
  if (!current) return;
  const legal = buttons.filter((b) => b.classList.contains("legal"));
  if (!legal.length) return;
  let idx = legal.indexOf(current);
  let next = null;
  switch (e.key) {
    case "ArrowRight":
    case "ArrowDown":
      next = legal[idx < 0 ? 0 : (idx + 1) % legal.length];
      break;
    case "ArrowLeft":
    case "ArrowUp":
      next = legal[idx < 0 ? legal.length - 1 : (idx - 1 + legal.length) % legal.length];
      break;
    case "Home":
      next = legal[0];
      break;
    case "End":
      next = legal[legal.length - 1];
      break;
    default:
      return;
  }
  e.preventDefault();
  buttons.forEach((b) => b.setAttribute("tabindex", "-1"));
  next.setAttribute("tabindex", "0");
  next.focus();
  table.focusIndex = Number(next.dataset.i);
}

/**
 * The bidding box is one composite widget: each of its rows (numbers,
 * denominations, pass and alone) is one Tab stop, the arrow keys (and Home /
 * End) move within the row.  Moving along the numbers chooses the number (the
 * denominations follow), as a click does.
 */
export function onBidKey(e) {
  const current = e.target.closest(".bidbox button");
  if (!current || e.altKey || e.ctrlKey || e.metaKey) return;
  const row = current.closest(".bid-row");
  if (!row) return;
  const buttons = [...row.querySelectorAll("button")];
  const idx = buttons.indexOf(current);
  let next = null;
  switch (e.key) {
    case "ArrowRight":
    case "ArrowDown":
      next = buttons[(idx + 1) % buttons.length];
      break;
    case "ArrowLeft":
    case "ArrowUp":
      next = buttons[(idx - 1 + buttons.length) % buttons.length];
      break;
    case "Home":
      next = buttons[0];
      break;
    case "End":
      next = buttons[buttons.length - 1];
      break;
    default:
      return;
  }
  e.preventDefault();
  if (next.classList.contains("bid-num")) {
    chooseNumber(next.dataset.n);
    return;
  }
  buttons.forEach((b) => b.setAttribute("tabindex", "-1"));
  next.setAttribute("tabindex", "0");
  next.focus();
}

/** Is a key typed now meant for a field or a dialog rather than the table? */
function typingElsewhere(e) {
  const t = e.target;
  if (t && t.closest && t.closest("input, textarea, select, [contenteditable], dialog")) return true;
  if (document.querySelector("dialog[open]")) return true;
  const sheet = $("sheet");
  return (!!sheet && !sheet.hidden) || reviewOpen();
}

/** Page-wide keys: Escape hides the last trick; P passes whenever the bidding box offers it. */
export function onKey(e) {
  if (e.key === "Escape" && table.showLast && !document.querySelector("dialog[open]")) {
    toggleLast(false);
    e.preventDefault();
    return;
  }
  // issue 12: H asks for a hint, U or Ctrl+Z takes South's last action back
  const plain = !e.altKey && !e.ctrlKey && !e.metaKey && !e.repeat;
  if (((e.key === "h" || e.key === "H") && plain) || ((e.key === "u" || e.key === "U") && plain) || ((e.key === "z" || e.key === "Z") && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey)) {
    if (typingElsewhere(e) || !document.querySelector(e.key.toLowerCase() === "h" ? "#assist .hint-btn:not([disabled])" : "#assist .undo-btn:not([disabled])")) return;
    e.preventDefault();
    if (e.key.toLowerCase() === "h") askHint();
    else undo();
    return;
  }
  // P: pass, whenever the bidding box offers it
  if ((e.key === "p" || e.key === "P") && !e.altKey && !e.ctrlKey && !e.metaKey && !e.repeat) {
    if (typingElsewhere(e) || !myTurn("auction") || !(table.model.legal || []).includes("pass")) return;
    if ($("panel").dataset.kind !== "bid") return;
    e.preventDefault();
    makeCall("pass");
  }
}
