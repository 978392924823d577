// Building DOM nodes without HTML strings.  Everything that may hold text a
// player typed (display names) goes through here: strings become text nodes
// (createTextNode), never markup, so "<b>x</b>" shows as those characters.

/**
 * Create an element.
 *
 * @param {string} tag e.g. "div", "button", "td"
 * @param {object|null} attrs `class`, `text` (textContent), `dataset` (object),
 *   `on` ({event: handler}), `html` (trusted markup from this page's own
 *   modules only, e.g. a suit icon — never a player's text), `hidden`,
 *   `disabled`, `value`, `type`, or any other attribute (set with setAttribute;
 *   `null`/`false` skips it).
 * @param {...(Node|string|number|null|false|Array)} children nodes, or strings
 *   and numbers that become text nodes; null/false are skipped; arrays flatten.
 * @returns {HTMLElement}
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = String(v);
    else if (k === "html") el.innerHTML = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "on") for (const [ev, fn] of Object.entries(v)) el.addEventListener(ev, fn);
    else if (k === "hidden" || k === "disabled") el[k] = !!v;
    else if (k === "value") el.value = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

/** Append children (nodes, or text for strings and numbers) to `el`. */
export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Replace all of `el`'s children. */
export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/** Markup made by this page's own code (suit icons), as a fragment. Never for player text. */
export function trusted(markup) {
  const t = document.createElement("template");
  t.innerHTML = markup;
  return t.content;
}
