// Numbers, plurals, dates and clocks in a language, through `Intl` (no
// catalogue here: the catalogues i18n/*.js import these helpers).

const rulesCache = new Map();

/**
 * The plural form of `n` in `lang`: one of the `forms` keys chosen by
 * `Intl.PluralRules` ("one", "few", "many", "other"; English and French use
 * one/other, Russian one/few/many).  Falls back to `forms.other`.
 */
export function pluralWord(lang, n, forms) {
  let pr = rulesCache.get(lang);
  if (!pr) {
    pr = new Intl.PluralRules(lang);
    rulesCache.set(lang, pr);
  }
  return forms[pr.select(n)] ?? forms.other;
}

/**
 * The plural form of a figure shown with one decimal ("1,5", "−0,4"), by
 * `Intl.PluralRules` on the figure as shown (its absolute value rounded to a
 * tenth, one fraction digit): French and Portuguese take the singular below
 * 2 ("1,9 point", "2,0 points"), English the plural ("1.0 points"), Russian
 * its "other" form ("1,5 очка").  `forms` as for `pluralWord`.
 */
export function decPluralWord(lang, x, forms) {
  let pr = decRulesCache.get(lang);
  if (!pr) {
    pr = new Intl.PluralRules(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    decRulesCache.set(lang, pr);
  }
  return forms[pr.select(Math.abs(x))] ?? forms.other;
}

const decRulesCache = new Map();

/** "5 взяток": the number and its word in the right plural form. */
export function plural(lang, n, forms) {
  return `${n} ${pluralWord(lang, n, forms)}`;
}

/** A signed score with a true minus sign: "+5", "−3", "0". */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** A score with a true minus sign: "5", "−3". */
export function num(n) {
  return n < 0 ? `−${-n}` : `${n}`;
}

const decCache = new Map();

/**
 * `x` with exactly `digits` fraction digits in `lang`'s decimal format
 * ("1.5" en, "1,5" fr / pt-BR / ru), no grouping; "−" for a negative figure.
 */
export function decimal(lang, x, digits = 1) {
  const key = `${lang}/${digits}`;
  let nf = decCache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    decCache.set(key, nf);
  }
  return nf.format(x).replace("-", "−");
}

/** The locale whose dates a catalogue's language shows: English days read
 * "3 Dec 2026" (day first, as the page wrote them before), not "Dec 3, 2026". */
const DATE_LOCALE = { en: "en-GB" };

/** "2025-03-14" (a UTC day) in words: "Friday, 14 March 2025" / "vendredi 14 mars 2025";
 * short: "14 Mar 2025".  Every day the page shows goes through here (one format a language). */
export function dayWords(lang, iso, short = false) {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return iso;
  const opts = short
    ? { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }
    : { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(DATE_LOCALE[lang] || lang, opts).format(date);
}

/** Seconds as "5:07:09" (or "7:09" under an hour): the daily countdown. */
export function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return hh ? `${hh}:${mm}:${ss}` : `${Number(mm)}:${ss}`;
}

/** An ISO instant as the local time of day ("14:05"), or "" when unreadable. */
export function timeOfDay(lang, iso) {
  const t = new Date(iso);
  return Number.isNaN(t.getTime())
    ? ""
    : new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", hour12: false }).format(t);
}

/** An ISO instant in full, local time, for a tooltip. */
export function dateTime(lang, iso) {
  const t = new Date(iso);
  return Number.isNaN(t.getTime())
    ? ""
    : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(t);
}

const SAME_COLOUR = { C: "S", S: "C", D: "H", H: "D" };

/**
 * A card's role under a trump suit (R4): "right" (the jack of trump), "left"
 * (the other jack of its colour), "trump", or null (a plain card, or no trump).
 * `code` is "JH"-style, `denom` "C"/"D"/"H"/"S"/"NT" or null.
 */
export function cardRole(code, denom) {
  if (!denom || !(denom in SAME_COLOUR)) return null;
  if (code[0] === "J" && code[1] === denom) return "right";
  if (code[0] === "J" && code[1] === SAME_COLOUR[denom]) return "left";
  return code[1] === denom ? "trump" : null;
}
