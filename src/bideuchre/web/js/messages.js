// The translation module: picks the player's language and exposes its
// catalogue as `M` (every module takes its words from here).  The catalogues
// are i18n/en.js, fr.js, pt-BR.js and ru.js, with the same keys
// (tests/web/js/i18n.test.mjs).  The language is the one chosen in Settings
// (localStorage "bideuchre.settings".lang), else the first of the browser's
// `navigator.languages` we have (fr-*, pt-*, ru-*), else English; a key a
// catalogue lacks falls back to English.

import en from "./i18n/en.js";
import fr from "./i18n/fr.js";
import ptBR from "./i18n/pt-BR.js";
import ru from "./i18n/ru.js";

/** The catalogues by language tag. */
export const CATALOGUES = { en, fr, "pt-BR": ptBR, ru };

/** The languages offered in Settings, each named in itself. */
export const LANGUAGES = { en: "English", fr: "Français", "pt-BR": "Português (Brasil)", ru: "Русский" };

/**
 * The language to use: `stored` if it is one of ours, else the first of
 * `preferred` (BCP 47 tags, e.g. navigator.languages) whose primary subtag
 * we have ("fr-CA" -> "fr", "pt-PT" -> "pt-BR", "ru-RU" -> "ru"), else "en".
 */
export function pickLanguage(stored, preferred) {
  if (stored && stored in CATALOGUES) return stored;
  for (const tag of preferred || []) {
    const primary = String(tag).toLowerCase().split("-")[0];
    if (primary === "en") return "en";
    if (primary === "fr") return "fr";
    if (primary === "pt") return "pt-BR";
    if (primary === "ru") return "ru";
  }
  return "en";
}

function storedLanguage() {
  try {
    return JSON.parse(globalThis.localStorage?.getItem("bideuchre.settings") || "{}").lang;
  } catch (e) {
    return undefined;
  }
}

function browserLanguages() {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : [nav.language].filter(Boolean);
}

/** `base` with `over`'s entries on top, plain objects merged key by key. */
function overlay(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over || {})) {
    const b = base[k];
    out[k] =
      b && v && typeof b === "object" && typeof v === "object" && !Array.isArray(v) ? overlay(b, v) : v;
  }
  return out;
}

/** The language in use ("en", "fr", "pt-BR" or "ru"). */
export const LANG = pickLanguage(storedLanguage(), browserLanguages());

/** The catalogue in use (English underneath for any key it lacks). */
export const M = LANG === "en" ? en : overlay(en, CATALOGUES[LANG]);

/**
 * Look a word up by dotted key ("daily.tabs.today"), calling it with `params`
 * when it is a function; the key itself when no catalogue has it.
 */
export function t(key, ...params) {
  const v = key.split(".").reduce((o, k) => (o == null ? undefined : o[k]), M);
  if (typeof v === "function") return v(...params);
  return typeof v === "string" ? v : key;
}
