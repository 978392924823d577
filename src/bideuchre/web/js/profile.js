// The personal page (docs/api.md, "Player profile", "Personal page"): the
// display name (choose / change, the server's validation shown as it says),
// the numbers (days played, average rank, best day, streaks, history), the
// player code to continue on another device, and entering a code here.
//
// The name is player input: inserted as text only (dom.js).

import { api, ApiError } from "./api.js";
import { h, replace } from "./dom.js";
import { decimal } from "./i18n/format.js";
import { LANG, M } from "./messages.js";
import { errorText as refusalText, reasonText } from "./reasons.js";
import { shareControls } from "./share.js";

const D = M.daily;
let formSeq = 0;
let issued = null; // the code issued during this visit (the server shows it once)

function errorText(e) {
  if (!(e instanceof ApiError)) return M.networkError;
  if (e.status === 0) return M.networkError;
  if (e.code === "rate_limited") return D.rateLimited(e.body.retry_after);
  return refusalText(e);
}

/**
 * A form to choose or change the display name.  The server validates it:
 * its reason (400 bad_name, in words by reason code) or "taken" (409
 * name_taken: the same name or one that looks the same) is shown under the
 * field, which is marked invalid for screen readers.
 *
 * @param {object} o {initial, submitLabel, intro, autofocus, onSaved(player), onCancel}
 * @returns {HTMLFormElement}
 */
export function nameForm(o) {
  const n = ++formSeq;
  const input = h("input", {
    type: "text",
    id: `name-input-${n}`,
    class: "name-input",
    name: "name",
    autocomplete: "nickname",
    spellcheck: "false",
    maxlength: "64",
    value: o.initial || "",
    "aria-describedby": `name-hint-${n} name-err-${n}`,
    "data-autofocus": o.autofocus ? "1" : null,
  });
  const err = h("p", { class: "error-text name-error", id: `name-err-${n}`, role: "alert" });
  const submit = h("button", { type: "submit", class: "primary name-save" }, o.submitLabel || D.nameSave);
  const form = h(
    "form",
    { class: "name-form", novalidate: true },
    o.intro ? h("p", { class: "notice" }, o.intro) : null,
    h("label", { class: "field-label", for: input.id }, D.nameLabel),
    h(
      "div",
      { class: "form-row" },
      input,
      submit,
      o.onCancel ? h("button", { type: "button", class: "name-cancel", on: { click: o.onCancel } }, D.nameCancel) : null,
    ),
    err,
    h("p", { class: "field-hint", id: `name-hint-${n}` }, D.nameHint),
  );
  input.addEventListener("input", () => {
    input.removeAttribute("aria-invalid");
    err.textContent = "";
  });
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const name = input.value.trim();
    if (!name) {
      err.textContent = D.nameEmpty;
      input.setAttribute("aria-invalid", "true");
      input.focus();
      return;
    }
    submit.disabled = true;
    try {
      const res = await api.setName(name);
      err.textContent = "";
      await o.onSaved(res.player);
    } catch (ex) {
      input.setAttribute("aria-invalid", "true");
      if (ex instanceof ApiError && ex.code === "name_taken") err.textContent = D.nameTaken;
      else if (ex instanceof ApiError && ex.code === "bad_name") err.textContent = D.nameBad(reasonText(ex.body.reason) || ex.message);
      else err.textContent = errorText(ex);
      input.focus();
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

function tile(key, value, sub, cls) {
  return h(
    "div",
    { class: `tile ${cls || ""}` },
    h("div", { class: "t-k" }, key),
    h("div", { class: "t-v" }, value),
    sub ? h("div", { class: "t-sub" }, sub) : null,
  );
}

function statsSection(stats) {
  const best = stats.best_day;
  const tiles = h(
    "div",
    { class: "tiles" },
    tile(D.statDays, String(stats.days_played ?? 0), null, "t-days"),
    tile(D.statAvgRank, stats.average_rank == null ? D.none : decimal(LANG, stats.average_rank), null, "t-avg-rank"),
    tile(D.statAvgPct, stats.average_percentile == null ? D.none : decimal(LANG, stats.average_percentile), null, "t-avg-pct"),
    tile(D.statBest, best ? D.ordinal(best.rank) : D.none, best ? D.statBestSub(best) : null, "t-best"),
    tile(D.statStreak, D.streakDays(stats.current_streak ?? 0), null, "t-streak"),
    tile(D.statLongest, D.streakDays(stats.longest_streak ?? 0), null, "t-longest"),
  );
  const rows = (stats.history || []).map((d) => {
    const share = d.share_id && d.deals_done ? shareControls(d) : null; // issue 12
    const tr = h(
      "tr",
      { dataset: { date: d.date } },
      h("td", {}, h("a", { href: `#leaderboard/${d.date}` }, D.dayShort(d.date)), d.closed ? null : h("span", { class: "muted small" }, ` ${D.provisional}`), share ? share.button : null),
      h("td", { class: "num" }, D.rankOf(d.rank, d.players)),
      h("td", { class: `num ${d.net > 0 ? "pos" : d.net < 0 ? "neg" : ""}` }, D.signed(d.net)),
      h("td", { class: "num hide-phone", title: D.madeSetTitle(d.made, d.set) }, D.madeSet(d.made, d.set)),
      h("td", { class: "num" }, d.percentile == null ? D.none : d.percentile.toFixed(0)),
    );
    // the deal links take a row of their own, the table's width (in the date
    // cell they widened it past a 320 px phone)
    return share ? [tr, h("tr", { class: "share-tr" }, h("td", { colspan: "5" }, share.row))] : tr;
  });
  return [
    tiles,
    h("h3", {}, D.historyTitle),
    rows.length
      ? h(
          "div",
          { class: "board-wrap" },
          h(
            "table",
            { class: "board history" },
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                h("th", { scope: "col" }, D.colDate),
                h("th", { scope: "col", class: "num" }, D.colRankOf),
                h("th", { scope: "col", class: "num" }, D.colNet),
                h("th", { scope: "col", class: "num hide-phone" }, D.colMadeSet),
                h("th", { scope: "col", class: "num" }, D.colPct),
              ),
            ),
            h("tbody", {}, rows),
          ),
        )
      : h("p", { class: "board-empty" }, D.historyEmpty),
  ];
}

function codeSection(player, ctx) {
  const paper = h("div", { class: "paper code-section" }, h("h2", {}, D.codeTitle), h("p", {}, D.codeExplain));
  const msg = h("p", { class: "error-text", role: "alert" });
  const draw = () => {
    const parts = [h("h2", {}, D.codeTitle), h("p", {}, D.codeExplain)];
    if (issued) {
      const code = h("code", { class: "player-code", "aria-label": D.codeLabel(issued.code) }, issued.code);
      const copied = h("span", { class: "ok-text", role: "status" });
      parts.push(
        h(
          "div",
          { class: "code-box" },
          code,
          h(
            "button",
            {
              type: "button",
              class: "code-copy",
              on: {
                click: async () => {
                  try {
                    await navigator.clipboard.writeText(issued.code);
                    copied.textContent = D.codeCopied;
                  } catch (e) {
                    const r = document.createRange();
                    r.selectNodeContents(code);
                    const sel = getSelection();
                    sel.removeAllRanges();
                    sel.addRange(r);
                  }
                },
              },
            },
            D.codeCopy,
          ),
          copied,
        ),
        h("p", { class: "notice" }, D.codeShowOnce),
      );
    } else if (player.code_issued_at) {
      parts.push(h("p", { class: "lede" }, D.codeIssuedAt(player.code_issued_at)));
    } else {
      parts.push(h("p", { class: "lede" }, D.codeNone));
    }
    const btn = h("button", { type: "button", class: issued || player.code_issued_at ? "code-new" : "primary code-get" }, issued || player.code_issued_at ? D.codeNew : D.codeGet);
    btn.addEventListener("click", async () => {
      btn.disabled = true;
      try {
        issued = await api.newCode();
        player.code_issued_at = issued.issued_at;
        draw();
        const c = paper.querySelector(".player-code");
        if (c) paper.querySelector(".code-copy").focus();
      } catch (e) {
        msg.textContent = e instanceof ApiError && e.code === "no_player" ? D.needPlayer : errorText(e);
        btn.disabled = false;
      }
    });
    parts.push(h("div", { class: "bid-row" }, btn), msg);
    replace(paper, parts);
  };
  draw();
  return paper;
}

function adoptSection(hasPlayer, ctx) {
  const n = ++formSeq;
  const input = h("input", {
    type: "text",
    id: `code-input-${n}`,
    class: "code-input",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    placeholder: D.adoptPlaceholder,
    maxlength: "40",
    "aria-describedby": `code-err-${n}`,
  });
  const err = h("p", { class: "error-text adopt-error", id: `code-err-${n}`, role: "alert" });
  const ok = h("p", { class: "ok-text adopt-ok", role: "status" });
  const btn = h("button", { type: "submit", class: "adopt-go" }, D.adoptButton);
  const form = h(
    "form",
    { class: "adopt-form", novalidate: true },
    h("label", { class: "field-label", for: input.id }, D.adoptLabel),
    h("div", { class: "form-row" }, input, btn),
    err,
    ok,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const code = input.value.trim();
    err.textContent = "";
    if (!code) {
      err.textContent = D.adoptEmpty;
      input.setAttribute("aria-invalid", "true");
      return;
    }
    btn.disabled = true;
    try {
      const res = await api.adopt(code);
      input.value = "";
      input.removeAttribute("aria-invalid");
      issued = null;
      await ctx.adopted();
      ok.replaceChildren(`${D.adoptDone} `, h("b", { class: "player-name" }, (res.player && res.player.name) || ""), ".");
      ctx.later(() => ctx.navigate("me"), 1800);
    } catch (ex) {
      input.setAttribute("aria-invalid", "true");
      // a code no player has (404) or one that is only spaces and dashes (422 malformed)
      err.textContent = ex instanceof ApiError && (ex.code === "bad_code" || ex.code === "malformed") ? D.adoptBad : errorText(ex);
    } finally {
      btn.disabled = false;
    }
  });
  input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
  return h(
    "div",
    { class: "paper adopt-section" },
    h("h2", {}, D.adoptTitle),
    h("p", {}, D.adoptExplain),
    hasPlayer ? h("p", { class: "lede" }, D.adoptWarn) : null,
    form,
  );
}

/**
 * Issue 12: the statistics of casual games (GET /api/me's `stats`), one row
 * per CPU level: games, hands, contracts made of those declared, contracts
 * set of those defended, lone hands made, points per hand.  Null without any.
 */
function casualStats(stats) {
  const L = M.learn;
  const levels = Object.entries((stats && stats.levels) || {}).filter(([, v]) => v && v.hands);
  const paper = h("div", { class: "paper casual-stats" }, h("h2", {}, L.statsTitle), h("p", { class: "lede" }, L.statsLede));
  if (!levels.length) {
    paper.append(h("p", { class: "board-empty" }, L.statsEmpty));
    return paper;
  }
  const order = ["easy", "medium", "hard"];
  const rank = (l) => (order.includes(l) ? order.indexOf(l) : order.length);
  levels.sort(([a], [b]) => rank(a) - rank(b));
  const num = (x) => (typeof x === "number" ? x : 0);
  const perHand = (v) => (typeof v.points_per_hand === "number" ? v.points_per_hand : num(v.points) / Math.max(1, num(v.hands)));
  const head = [L.colLevel, L.colGames, L.colHands, L.colDeclared, L.colDefended, L.colAlone, L.colPerHand];
  paper.append(
    h(
      "div",
      { class: "board-wrap" },
      h(
        "table",
        { class: "board stats-table" },
        h("thead", {}, h("tr", {}, head.map((t, i) => h("th", { scope: "col", class: i ? "num" : null }, t)))),
        h(
          "tbody",
          {},
          levels.map(([level, v]) =>
            h(
              "tr",
              { dataset: { level } },
              h("th", { scope: "row" }, M.levelName[level] || level),
              // data-label: a phone shows each level as a card of labelled lines (learn.css)
              [
                String(num(v.games)),
                String(num(v.hands)),
                L.ofTotal(num(v.made), num(v.declared)),
                L.ofTotal(num(v.set), num(v.defended)),
                L.ofTotal(num(v.alone_made), num(v.alone)),
                // in the language's decimal format ("2,81" fr, pt-BR, ru), as the
                // page's other figures (M.num formats whole numbers only)
                decimal(LANG, perHand(v), 2),
              ].map((text, i) => h("td", { class: "num", dataset: { label: head[i + 1] } }, text)),
            ),
          ),
        ),
      ),
    ),
  );
  return paper;
}

/** The "You" page. */
export async function renderProfile(ctx) {
  const me = await api.me();
  const player = me.player;
  const page = h("div", { class: "page page-me" });
  const top = h("div", { class: "paper me-top" });
  page.append(top);
  const casual = me.stats || (player && player.stats) ? casualStats(me.stats || player.stats) : null;
  if (!player || !player.name) {
    top.append(
      h("h2", { class: "page-title", tabindex: "-1" }, D.meTitle),
      h("p", {}, D.noPlayer),
      nameForm({
        initial: "",
        submitLabel: D.nameSave,
        onSaved: async () => {
          await ctx.refreshStatus();
          ctx.navigate("me");
        },
      }),
    );
    if (casual) page.append(casual);
    if (player) page.append(codeSection(player, ctx));
    page.append(adoptSection(!!player, ctx));
    return page;
  }
  const who = h(
    "div",
    { class: "who" },
    h("h2", { class: "page-title name-big player-name", tabindex: "-1" }, player.name),
  );
  const change = h("button", { type: "button", class: "name-change" }, D.nameChange);
  const slot = h("div", { class: "name-slot" });
  change.addEventListener("click", () => {
    change.hidden = true;
    replace(
      slot,
      nameForm({
        initial: player.name,
        submitLabel: D.nameSave,
        autofocus: true,
        onSaved: async () => {
          await ctx.refreshStatus();
          ctx.navigate("me");
        },
        onCancel: () => {
          slot.replaceChildren();
          change.hidden = false;
          change.focus();
        },
      }),
    );
    const i = slot.querySelector("input");
    if (i) {
      i.focus();
      i.select();
    }
  });
  who.append(change);
  top.append(h("p", { class: "eyebrow" }, D.meTitle), who, slot);
  try {
    const stats = await api.stats();
    top.append(...statsSection(stats));
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 404)) throw e;
    top.append(h("p", { class: "board-empty" }, D.historyEmpty));
  }
  if (casual) page.append(casual);
  page.append(codeSection(player, ctx), adoptSection(true, ctx));
  return page;
}
