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
  /** POST /api/games -> Step. */
  create: (rules, level) => request("POST", "/api/games", { rules, level }),
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
};
