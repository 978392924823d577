// Player preferences and the current game id, kept in localStorage.

const KEY = "bideuchre.settings";
const GAME_KEY = "bideuchre.game";

/**
 * Pacing of the CPU players, in milliseconds: `call` before a CPU call shows,
 * `card` before a CPU card leaves its seat (its flight then takes
 * min(card, 420) ms), `gather` a completed trick stays, `sweep` its way to the
 * winner, `notice` a contract or exchange caption.  Normal is about 0.6 s per
 * CPU card and 1.2 s per completed trick (a 12-trick hand in ~50 s with South
 * answering at once, down from 65–70 s); slow is for those who want time to
 * think along.
 */
export const SPEEDS = {
  slow: { call: 1000, card: 900, gather: 1900, sweep: 450, notice: 1400 },
  normal: { call: 450, card: 300, gather: 900, sweep: 300, notice: 800 },
  fast: { call: 250, card: 220, gather: 550, sweep: 200, notice: 450 },
  instant: { call: 0, card: 0, gather: 0, sweep: 0, notice: 0 },
};

const DEFAULTS = {
  speed: "normal",
  fourColour: false,
  back: "blue",
  rules: "double-deck",
  level: "medium",
};

function load() {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) || "{}");
    return { ...DEFAULTS, ...raw };
  } catch (e) {
    return { ...DEFAULTS };
  }
}

export const settings = load();
if (!(settings.speed in SPEEDS)) settings.speed = DEFAULTS.speed;

/** Change one preference and remember it. */
export function setSetting(name, value) {
  settings[name] = value;
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch (e) {
    /* storage may be unavailable (private mode); preferences then last a visit */
  }
}

/** Current pacing. */
export function pace() {
  return SPEEDS[settings.speed] || SPEEDS.normal;
}

export function storedGameId() {
  try {
    return localStorage.getItem(GAME_KEY);
  } catch (e) {
    return null;
  }
}

export function storeGameId(id) {
  try {
    if (id) localStorage.setItem(GAME_KEY, id);
    else localStorage.removeItem(GAME_KEY);
  } catch (e) {
    /* ignore */
  }
}
