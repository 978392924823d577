// Refusals in the player's language (issue 10).  The server never sends the
// page a sentence to show: a refused card (View.hand[].reason) or a refused
// request (error.reason) is a code with parameters and the rule broken,
// {code: "must_follow", params: {suit: "H", ...}, rule: "R6"}, and the
// catalogue's `refusal` words it.  The rule is a link to the rules panel of
// "How to play" (`#rules/R6`, opened by howto.js).  The server's English
// `message` is shown only for a code no catalogue knows.

import { M } from "./messages.js";
import { esc } from "./text.js";

/** The words of `reason` ({code, params, rule}), or null when the catalogue does not know its code. */
export function reasonText(reason) {
  if (!reason) return null;
  if (typeof reason === "string") return reason; // an older server's sentence
  const words = M.refusal[reason.code];
  if (typeof words === "function") return words(reason.params || {});
  return typeof words === "string" ? words : null;
}

/** The rule ids `reason` cites that can be linked ("R6", "D3", "C2"), else null. */
function ruleOf(reason) {
  const rule = reason && typeof reason === "object" ? reason.rule : null;
  return typeof rule === "string" && /^[RDC]\d{1,2}$/.test(rule) ? rule : null;
}

/** The link to rule `rule` in "How to play": `<a href="#rules/R6">rule R6</a>`. */
export function ruleLink(rule) {
  return `<a class="rule-link" href="#rules/${rule}" data-rule="${rule}">${esc(M.ruleRef(rule))}</a>`;
}

/** `text` (plain) followed by the rule of `reason` as a link, as markup: "you must follow hearts (<a>rule R6</a>)". */
export function withRuleMarkup(text, reason) {
  const rule = ruleOf(reason);
  return rule ? `${esc(text)} (${ruleLink(rule)})` : esc(text);
}

/** `text` followed by the rule of `reason` in words, for a label: "you must follow hearts (rule R6)". */
export function withRulePlain(text, reason) {
  const rule = ruleOf(reason);
  return rule ? `${text} (${M.ruleRef(rule)})` : text;
}

/**
 * `text` as a sentence of its own, its first letter a capital in the page's
 * language: a refusal is worded to follow a colon ("you must follow hearts"),
 * but a refused card's label puts it after a full stop ("jack of spades,
 * trump. You must follow hearts"; pt-BR: "ás de espadas, trunfo. Você precisa…").
 */
export function asSentence(text) {
  return text ? text.charAt(0).toLocaleUpperCase(M.lang) + text.slice(1) : text;
}

/**
 * What to tell the player about a refused request (an ApiError with a
 * status), as text: the words of its `reason` (with the rule) when the
 * catalogue knows the code; "wait for your turn" when another seat is to
 * act; the words of the error's code (`errorCode`); else, for a code the
 * page does not know, the server's English message.
 */
export function errorText(e) {
  return errorWords(e, withRulePlain, (t) => t);
}

/** errorText as markup, the rule a link to "How to play" (for the toast). */
export function errorMarkup(e) {
  return errorWords(e, withRuleMarkup, esc);
}

function errorWords(e, withRule, plain) {
  const reason = e.body && e.body.reason;
  if (e.code === "not_your_turn" && (!reason || reason.code === "others_turn")) return plain(M.notYourTurn);
  const words = reasonText(reason);
  if (words) return withRule(M.refused(words), reason);
  const known = M.errorCode[e.code];
  return plain(typeof known === "string" ? known : M.serverError(e.message));
}
