// Messages to the player outside the table: the screen reader's live region
// (announce) and the short toast at the bottom of the page.

const $ = (id) => document.getElementById(id);

const liveTimers = new Set();

/** Read `text` out (the #live region); the same text twice is read twice.
 * An empty `text` clears the region (nothing is read; the messages still
 * waiting to be set are dropped). */
export function announce(text) {
  const live = $("live");
  live.textContent = "";
  if (!text) {
    for (const t of liveTimers) clearTimeout(t);
    liveTimers.clear();
    return;
  }
  // a new text node each time so repeated messages are read again
  const timer = setTimeout(() => {
    liveTimers.delete(timer);
    live.textContent = text;
  }, 30);
  liveTimers.add(timer);
}

/** The table's status line as a screen reader hears it ("Dealer North.
 * Contract: …. Tricks: …. Hand over."): each part's words but the drawn
 * ones (aria-hidden); "" when there is none. */
export function statusWords() {
  const parts = [...document.querySelectorAll("#status .st")].map((st) => {
    const copy = st.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  });
  const words = parts.filter(Boolean);
  return words.length ? `${words.join(". ")}.` : "";
}

let toastTimer = null;

/** Show `text` in the toast for `ms` milliseconds. */
export function toast(text, ms = 4000) {
  const el = $("toast");
  el.textContent = text;
  show(el, ms);
}

/**
 * Show markup (our own: escaped words and a rule link, reasons.js) in the
 * toast for `ms` milliseconds; it stays while the pointer or the focus is on it.
 */
export function toastMarkup(html, ms = 6000) {
  const el = $("toast");
  el.innerHTML = html;
  show(el, ms);
}

function show(el, ms) {
  el.hidden = false;
  el.classList.remove("show");
  void el.offsetWidth;
  el.classList.add("show");
  clearTimeout(toastTimer);
  const hide = () => {
    if (el.matches(":hover, :focus-within")) {
      toastTimer = setTimeout(hide, 1000);
      return;
    }
    el.classList.remove("show");
    el.hidden = true;
  };
  toastTimer = setTimeout(hide, ms);
}
