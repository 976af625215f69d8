// Keys for a presenter: a remote's buttons send PageDown/PageUp (some send the arrow
// keys), a keyboard has Home and End too. They act only while the table has focus (the
// listener sits on the table's root), and every key used here stops there, so no notebook
// shortcut sees it. Which message a key sends is decided by `keyIntent`, pure and tested
// in js/test/keys.test.mjs; Python does the rest (and refuses what cannot be done now).

/** The message a key sends, or null when the key is not the table's.
 *
 * `myTurn`: the learner is to decide now; `hinted`: the hint's action on screen, if any;
 * `teacher`: a teacher's table. On the learner's turn "next move" asks for the hint, and
 * on a teacher's table a second press plays it, so a remote alone drives a whole hand.
 *
 * `where` says where the focus is: "hand" (a card of the learner's hand: the arrows move
 * along it), "control" (a button, so Enter and Space press it), "field" (a select), or
 * "table" (anywhere else in the table, the table itself included).
 *
 * @example keyIntent({key: "PageDown"}, {stage: "play", where: "table"}) // {kind: "step"}
 * @example keyIntent({key: "PageDown"}, {stage: "replay", where: "table"}) // {kind: "replay", go: "trick_forward"}
 * @param {{key: string, shiftKey?: boolean, ctrlKey?: boolean, altKey?: boolean, metaKey?: boolean}} ev
 * @param {{stage: string, where: string, myTurn?: boolean, hinted?: string | null, teacher?: boolean}} at
 * @returns {object | null}
 */
export function keyIntent(ev, { stage, where, myTurn = false, hinted = null, teacher = false }) {
  if (ev.ctrlKey || ev.altKey || ev.metaKey) return null; // the browser's own shortcuts
  if (where === "field") return null;
  const key = ev.key;
  const arrow = key.startsWith("Arrow");
  if (arrow && where === "hand") return null; // roving focus along the hand (hand.js)
  if (stage === "replay") {
    const go = {
      PageDown: "trick_forward",
      PageUp: "trick_back",
      ArrowRight: "move_forward",
      ArrowDown: "move_forward",
      ArrowLeft: "move_back",
      ArrowUp: "move_back",
      Home: "start",
      End: "end",
      Escape: "leave",
      r: "leave",
      R: "leave",
    }[key];
    if (ev.shiftKey && (key === "ArrowRight" || key === "ArrowLeft")) {
      return { kind: "replay", go: key === "ArrowRight" ? "trick_forward" : "trick_back" };
    }
    return go ? { kind: "replay", go } : null;
  }
  const goOn = stage === "linger" || stage === "hand_over";
  // Enter and Space press the focused button; elsewhere they go on from a finished trick.
  if (key === "Enter" || key === " ") return goOn && where !== "control" ? { kind: "next" } : null;
  switch (key) {
    case "PageDown":
    case "ArrowRight":
    case "ArrowDown":
      if (goOn) return { kind: "next" };
      if (!myTurn) return { kind: "step" };
      return teacher && hinted ? { kind: "act", action: hinted } : { kind: "hint" };
    case "PageUp":
    case "ArrowLeft":
    case "ArrowUp":
      return { kind: "undo" };
    case "Home":
      return { kind: "restart" };
    case "End":
      return { kind: "next_deal" };
    case "r":
    case "R":
      return { kind: "replay", go: "enter" };
    default:
      return null;
  }
}

/** Where the focus is, in `keyIntent`'s words. */
export function focusPlace(target) {
  if (!target || !target.closest) return "table";
  if (target.closest("select, input, textarea")) return "field";
  if (target.closest(".hw-hand")) return "hand";
  if (target.closest("button, summary, a")) return "control";
  return "table";
}

/** Listen on `root` for the presenter's keys; `send` gets the message. A key the table
 * uses goes no further (no page scroll, no notebook shortcut). */
export function listenForKeys(root, { context, send }) {
  root.addEventListener("keydown", (ev) => {
    const msg = keyIntent(ev, { ...context(), where: focusPlace(ev.target) });
    if (!msg) return;
    ev.preventDefault();
    ev.stopPropagation();
    send(msg);
  });
}
