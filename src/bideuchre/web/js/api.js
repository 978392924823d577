// The game API (docs/api.md): thin fetch wrappers.  Every error body is
// {"error": {"code", "message", ...}}; it is raised as an ApiError.

export class ApiError extends Error {
  /**
   * @param {number} status HTTP status (0 when the server could not be reached)
   * @param {object|null} body the decoded error body, if any
   */
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(err.message || `HTTP ${status}`);
    this.status = status;
    this.code = err.code || (status === 0 ? "network" : "http");
    this.body = err;
  }
}

async function request(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, null);
  }
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const api = {
  /** GET /api/rules: presets, options and bot levels. */
  rules: () => request("GET", "/api/rules"),
  /** POST /api/games -> Step (partnerLevel: North's level; undefined for the server's default). */
  create: (rules, level, partnerLevel) =>
    request("POST", "/api/games", { rules, level, partner_level: partnerLevel }),
  /** GET /api/games -> {games: [GameSummary]}, most recent first. */
  games: () => request("GET", "/api/games"),
  /** GET /api/games/{id} -> View. */
  view: (id) => request("GET", `/api/games/${encodeURIComponent(id)}`),
  /** POST /api/games/{id}/actions with one action or several (all-or-nothing) -> Step. */
  act: (id, actions, version) =>
    request(
      "POST",
      `/api/games/${encodeURIComponent(id)}/actions`,
      Array.isArray(actions) ? { actions, version } : { action: actions, version },
    ),
  /** POST /api/games/{id}/next-hand -> Step. */
  nextHand: (id, version) =>
    request("POST", `/api/games/${encodeURIComponent(id)}/next-hand`, { version }),

  // learning from a hand (issue 12): review, hint, undo, records
  /** GET /api/games/{id}/hands/{n}/review -> the hand's review (404 until the hand is over). */
  review: (id, n) => request("GET", `/api/games/${encodeURIComponent(id)}/hands/${Number(n)}/review`),
  /** GET /api/daily/reviews/{share_id}/{deal} -> a daily deal's shared review (404 until its day is over). */
  sharedReview: (shareId, deal) => request("GET", `/api/daily/reviews/${encodeURIComponent(shareId)}/${Number(deal)}`),
  /** GET /api/games/{id}/record -> the game record as South may see it (finished hands complete). */
  record: (id) => request("GET", `/api/games/${encodeURIComponent(id)}/record`),
  /** POST /api/records/check -> {ok: true, ...} or {ok: false, error: {code, index, step, rule, reason}}: the engine's replay of a record. */
  checkRecord: (record) => request("POST", "/api/records/check", record),
  /** GET /api/games/{id}/whys -> the CPU reasons of the hand in progress ({hand_number, calls, cards}). */
  whys: (id) => request("GET", `/api/games/${encodeURIComponent(id)}/whys`),
  /** GET /api/games/{id}/hint -> {action, reason} (409 not_your_turn, not_in_ranked). */
  hint: (id) => request("GET", `/api/games/${encodeURIComponent(id)}/hint`),
  /** POST /api/games/{id}/undo -> Step (409 nothing_to_undo, not_in_ranked, stale_version). */
  undo: (id, version) => request("POST", `/api/games/${encodeURIComponent(id)}/undo`, { version }),

  // the daily game (docs/api.md, "Daily game")
  /** GET /api/me -> {player: Profile|null}. */
  me: () => request("GET", "/api/me"),
  /** POST /api/me {name} -> {player}: choose or change the display name (400 bad_name, 409 name_taken). */
  setName: (name) => request("POST", "/api/me", { name }),
  /** POST /api/me/code -> {code, issued_at}: a new player code (the old one stops working). */
  newCode: () => request("POST", "/api/me/code", {}),
  /** POST /api/me/adopt {code} -> {player}: continue as the player of that code (404 bad_code). */
  adopt: (code) => request("POST", "/api/me/adopt", { code }),
  /** GET /api/me/stats -> the personal page's numbers (404 without a player). */
  stats: () => request("GET", "/api/me/stats"),
  /** GET /api/daily -> DailyStatus of today. */
  daily: () => request("GET", "/api/daily"),
  /** POST /api/daily/start -> Step of the ranked attempt (new or resumed). */
  dailyStart: () => request("POST", "/api/daily/start", {}),
  /** POST /api/daily/practice -> Step of a new practice attempt. */
  dailyPractice: () => request("POST", "/api/daily/practice", {}),
  /** GET /api/daily/leaderboard (date: "YYYY-MM-DD" or null for today). */
  leaderboard: (date, offset = 0, limit = 100) =>
    request("GET", `/api/daily/leaderboard?${query({ date, offset, limit })}`),
  /** GET /api/daily/comparison (date or null for today). */
  comparison: (date) => request("GET", `/api/daily/comparison?${query({ date })}`),
  /** GET /api/rankings (period "all" | "week"; week "YYYY-Www" or null). */
  rankings: (period, week, offset = 0, limit = 100) =>
    request("GET", `/api/rankings?${query({ period, week, offset, limit })}`),
};

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") q.set(k, String(v));
  return q.toString();
}
