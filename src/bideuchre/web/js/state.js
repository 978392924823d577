// The table's state: the game on the table, the last view the server sent,
// what the table shows while it animates, and South's choices in progress.
// One object, changed only by the controller (controller.js), the animation
// (animation.js) and the input handlers (input.js); the drawing functions
// (render.js) only read it.

/**
 * - gameId: the game on the table, or null;
 * - view: the last view the server sent (docs/api.md, View);
 * - model: what the table shows: the view, advanced event by event by the
 *   reducer (reducer.js) while a step is animated;
 * - selection: the exchange: a Set of chosen hand indices, or null;
 * - chosenNumber: the bidding box's chosen number of tricks, or null;
 * - hint: the hint shown, {version, action} (the view's version it was
 *   asked for: a later view has none), or null;
 * - focusIndex: the hand card holding the roving tab stop, or null;
 * - showLast: the last trick is shown over the table;
 * - rulesInfo: `/api/rules`, normalised (dialogs.js), once loaded;
 * - fresh: cards just received from the partner (D6), highlighted once;
 * - busy: a request or an animation is in progress (mirrored on
 *   <body data-busy> so that tests and styles can see when the table waits
 *   for the player).
 */
export const table = {
  gameId: null,
  view: null,
  model: null,
  selection: null,
  chosenNumber: null,
  hint: null,
  focusIndex: null,
  showLast: false,
  rulesInfo: null,
  fresh: null,
};

let busyFlag = false;
Object.defineProperty(table, "busy", {
  enumerable: true,
  get: () => busyFlag,
  set: (value) => {
    busyFlag = !!value;
    document.body.dataset.busy = busyFlag ? "1" : "0";
  },
});

/** Is South to act now in `phase`, with nothing in progress? */
export function myTurn(phase) {
  const m = table.model;
  return !!m && !table.busy && m.to_act === "S" && m.phase === phase;
}
