// Animating one event of a step (docs/api.md, Events): the reducer
// (reducer.js) says what the table shows after it; this module draws that,
// flies the card to the trick, sweeps a trick to its winner, captions the
// contract, reads the event out and waits as long as the speed setting says
// (settings.js, SPEEDS).

import { contractMarkup } from "./cards.js";
import { M } from "./messages.js";
import { announce, toast } from "./notify.js";
import { aboutToAct, nextView } from "./reducer.js";
import { renderAll, renderChrome, renderHand, renderScorePad, renderSeat, renderSeats, renderStatus, renderTrick } from "./render.js";
import { pace } from "./settings.js";
import { table } from "./state.js";
import { esc } from "./text.js";

const $ = (id) => document.getElementById(id);
const sleep = (ms) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

// ------------------------------------------------------------------ card flights

function centreOf(node) {
  const r = node.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Where a card played by `seat` comes from on screen. */
function originOf(seat, card) {
  if (seat === "S") {
    const hand = $("hand");
    const node =
      hand.querySelector(`.hcard.playing[data-card="${card}"]`) ||
      hand.querySelector(`.hcard[data-card="${card}"]`);
    return centreOf(node || hand);
  }
  const fan = document.querySelector(`#seat-${seat} .fan`) || $(`seat-${seat}`);
  return centreOf(fan);
}

/** Animate `card` from `seat` into its place in the trick; resolves when it lands. */
export async function animatePlay(seat, card, plays, ms) {
  const from = originOf(seat, card);
  renderTrick(plays);
  const node = document.querySelector(`#trick .tcard[data-seat="${seat}"]`);
  if (!node || ms <= 0) return;
  const to = centreOf(node);
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const anim = node.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(${seat === "S" ? 1 : 0.55}) rotate(${seat === "W" ? -20 : seat === "E" ? 20 : 0}deg)`, opacity: seat === "S" ? 1 : 0.2 },
      { transform: "translate(0, 0) scale(1) rotate(0deg)", opacity: 1 },
    ],
    { duration: Math.min(ms, 420), easing: "cubic-bezier(.2,.8,.25,1)" },
  );
  await anim.finished.catch(() => {});
}

/** Sweep the completed trick toward its winner. */
export async function animateGather(winner, ms) {
  const el = $("trick");
  const nodes = [...el.querySelectorAll(".tcard")];
  if (ms <= 0 || !nodes.length) {
    nodes.forEach((n) => n.remove());
    return;
  }
  const target = centreOf(document.querySelector(`#seat-${winner} .fan`) || $(`seat-${winner}`));
  const anims = nodes.map((n) => {
    n.classList.add("leaving");
    const c = centreOf(n);
    return n.animate(
      [
        { transform: "none", opacity: 1 },
        { transform: `translate(${target.x - c.x}px, ${target.y - c.y}px) scale(0.4)`, opacity: 0 },
      ],
      { duration: ms, easing: "ease-in", fill: "forwards" },
    ).finished.catch(() => {});
  });
  await Promise.all(anims);
  nodes.forEach((n) => n.remove());
}

let captionTimer = null;

/**
 * A short caption over the middle of the trick ("West wins the trick"); null
 * clears it.  `kind` ("trick" for a trick's winner) goes to data-kind;
 * `linger` ms > 0 clears it by itself after that long.
 */
export function caption(html, kind = "", linger = 0) {
  clearTimeout(captionTimer);
  const centre = $("centre");
  let el = centre.querySelector(".caption");
  if (!html) {
    if (el) el.remove();
    return;
  }
  if (!el) {
    el = document.createElement("div");
    el.className = "caption";
    el.setAttribute("aria-hidden", "true");
    centre.appendChild(el);
  }
  el.dataset.kind = kind;
  el.innerHTML = html;
  if (linger > 0) captionTimer = setTimeout(() => caption(null), linger);
}

/** How long the trick winner's caption stays when nothing replaces it (instant speed). */
export const TRICK_CAPTION_MS = 2500;

/**
 * Caption a trick's winner (issue 11: at every speed, near the trick); it
 * stays until the next trick starts (the next card played), South acts, or
 * `linger` ms pass.  Never over a trick being played (it would hide its cards).
 */
export function captionTrickWinner(winner, linger = 0) {
  caption(esc(M.wonTrick(winner)), "trick", linger);
}

/** Clear the trick winner's caption (the next trick starts). */
export function clearTrickCaption() {
  const el = $("centre").querySelector('.caption[data-kind="trick"]');
  if (el) caption(null);
}

// ------------------------------------------------------------------ events

/** Show one event on the table, paced by the speed setting; `finalView` is its step's view. */
export async function showEvent(ev, finalView) {
  const before = table.model;
  const after = nextView(before, ev, finalView);
  const p = pace();
  switch (ev.type) {
    case "hand_dealt":
      clearTrickCaption();
      table.model = after;
      table.showLast = false;
      renderAll();
      $("hand").classList.add("dealing");
      setTimeout(() => $("hand").classList.remove("dealing"), 700);
      announce(M.announce.dealt(ev.dealer, ev.hand_number));
      await sleep(p.notice);
      break;
    case "called":
      if (ev.seat !== "S") {
        table.model = aboutToAct(before, ev.seat);
        renderSeat(table.model, ev.seat, table);
        await sleep(p.call);
      }
      table.model = after;
      renderSeat(after, ev.seat, table);
      announce(M.announce.called(ev.seat, ev.call));
      break;
    case "auction_won":
      table.model = after;
      renderChrome();
      announce(M.announce.auctionWon(ev.contract));
      caption(`${M.seatName(ev.contract.declarer)} ${contractMarkup(ev.contract)}`);
      await sleep(p.notice * 1.4);
      caption(null);
      break;
    case "hand_annulled":
      announce(M.announce.annulled);
      caption(esc(M.annulledTitle));
      await sleep(p.notice * 1.4);
      caption(null);
      break;
    case "exchange_announced":
      table.model = after;
      renderChrome();
      announce(M.announce.exchangeAnnounced(ev.seat, ev.k));
      await sleep(p.notice);
      break;
    case "card_given":
    case "card_discarded":
      table.model = after;
      renderSeat(after, ev.seat, table);
      if (ev.seat === "S") renderHand(after, table);
      announce(ev.type === "card_given" ? M.announce.cardGiven(ev.seat, ev.card) : M.announce.cardDiscarded(ev.seat, ev.card));
      await sleep(p.call);
      break;
    case "exchange_done":
      table.model = after;
      if (ev.declarer === "S" && (ev.received || []).length) {
        table.fresh = [...ev.received];
        toast(M.received(after.sitting_out, ev.received.map(M.cardName)), 5000);
      }
      if (ev.declarer === "S" || after.sitting_out === "S") renderHand(after, table);
      renderSeats(after, table);
      announce(M.announce.exchangeDone(ev.declarer));
      await sleep(p.notice);
      break;
    case "card_played": {
      if (ev.seat !== "S") {
        table.model = aboutToAct(before, ev.seat);
        renderSeat(table.model, ev.seat, table);
        renderStatus(table.model, table);
        await sleep(p.card);
      }
      clearTrickCaption(); // the next trick starts
      table.model = after;
      // the flight starts from the card's place in the hand: before the hand is redrawn
      const landing = animatePlay(ev.seat, ev.card, after.trick.plays, p.card);
      if (ev.seat === "S") renderHand(after, table);
      renderSeat(after, ev.seat, table);
      announce(M.announce.played(ev.seat, ev.card));
      await landing;
      break;
    }
    case "trick_taken":
      // the tricks count at once; the trick stays on the table until it is swept away
      renderTrick(ev.plays, ev.winner);
      renderStatus(after, table);
      announce(M.announce.trickTaken(ev.winner));
      // the caption outlives the sweep: the next card played clears it
      captionTrickWinner(ev.winner, TRICK_CAPTION_MS + p.gather + p.sweep);
      await sleep(p.gather);
      await animateGather(ev.winner, p.sweep);
      table.model = after;
      renderChrome();
      break;
    case "hand_scored":
      clearTrickCaption();
      table.model = after;
      renderScorePad(after);
      break;
    default:
      table.model = after;
      break;
  }
}
