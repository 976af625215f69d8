// The table's controls (the toolbar under it), the replay bar, the teacher's question
// ("throw this prepared deal away?") and, when Python could not build the table at all,
// the failure shown in its place. Every word comes from Python (labels); a control
// whose label Python did not send is left out rather than shown in English.
import { h } from "./dom.js";
import { fill } from "./logic.js";

function btn(send, key, text, msg, { disabled = false, pressed = null, cls = "" } = {}) {
  if (!text) return null;
  return h("button", {
    type: "button",
    class: `hw-btn ${cls}`.trim(),
    "data-key": key,
    disabled,
    "aria-pressed": pressed === null ? null : String(pressed),
    onclick: () => send(msg),
  }, text);
}

/** The toolbar. The same buttons in every phase (disabled when they cannot act), so
 * nothing the learner may click moves. */
export function renderControls({ view, labels, settings, send, seatPicker }) {
  const stage = settings.stage || "play";
  const replaying = stage === "replay";
  const can = (name) => settings[name] === undefined ? true : Boolean(settings[name]);
  const deals = settings.deals && settings.deals.count > 1 ? settings.deals : null; // a row of prepared deals
  return h("div", { class: "hw-controls", role: "toolbar", "aria-label": labels.table },
    btn(send, "new_match", labels.new_match, { kind: "new_match" }, { disabled: replaying }),
    btn(send, "restart", labels.restart, { kind: "restart" }, { disabled: !can("can_restart") }),
    btn(send, "undo", labels.undo, { kind: "undo" }, { disabled: replaying || !can("can_undo") }),
    btn(send, "redo", labels.redo, { kind: "redo" }, { disabled: replaying || !can("can_redo") }),
    btn(send, "hint", labels.hint, { kind: "hint" }, { disabled: stage === "hand_over" || replaying }),
    settings.step ? btn(send, "step", labels.step, { kind: "step" }, { disabled: !settings.waiting || stage === "hand_over" || replaying }) : null,
    btn(send, "replay", labels.replay, { kind: "replay", go: replaying ? "leave" : "enter" }, { pressed: replaying }),
    deals ? btn(send, "next_deal", labels.next_deal, { kind: "next_deal" }, { disabled: !can("can_next_deal") }) : null,
    deals && labels.deal_n_of_m ? h("span", { class: "hw-deal-n" }, fill(labels.deal_n_of_m, { n: deals.index + 1, m: deals.count })) : null,
    settings.teacher ? btn(send, "open_hands", labels.open_hands, { kind: "open_hands", value: !view.open_hands }, { pressed: Boolean(view.open_hands) }) : null,
    settings.teacher ? seatPicker() : null,
  );
}

/** The replay bar, in place of the bidding panel while a hand is replayed: where we are,
 * the move that led here, and back and forth by card and by trick (arrows on the buttons,
 * their words as names and tooltips, so the row fits one line at every size). */
export function renderReplayBar({ replay, labels, send }) {
  const go = (where, mark, name, disabled) => {
    const b = btn(send, `replay-${where}`, mark, { kind: "replay", go: where }, { disabled, cls: "hw-replay-btn" });
    if (name) {
      b.setAttribute("aria-label", name);
      b.setAttribute("title", name);
    }
    return b;
  };
  return h("div", { class: "hw-panel hw-replay", role: "group", "aria-label": labels.replay },
    h("div", { class: "hw-panel-title hw-replay-where", "aria-live": "polite" }, replay.text || ""),
    h("div", { class: "hw-replay-buttons" },
      go("start", "⇤", labels.replay_start, replay.at_start),
      go("trick_back", "«", labels.trick_back, replay.at_start),
      go("move_back", "‹", labels.move_back, replay.at_start),
      go("move_forward", "›", labels.move_forward, replay.at_end),
      go("trick_forward", "»", labels.trick_forward, replay.at_end),
      go("end", "⇥", labels.replay_last, replay.at_end),
      btn(send, "replay-leave", labels.replay_leave, { kind: "replay", go: "leave" }, { cls: "hw-replay-btn hw-replay-leave" })),
    replay.move && replay.move.text ? h("p", { class: "hw-rule hw-replay-move" }, replay.move.text) : null,
  );
}

/** Python asks before a prepared deal is thrown away: a small dialog over the table. */
export function renderQuestion({ question, labels, send }) {
  if (!question || !question.text) return null;
  return h("div", { class: "hw-question", role: "alertdialog", "aria-label": question.text },
    h("p", {}, question.text),
    h("div", {},
      btn(send, "confirm-yes", question.yes || labels.yes, { kind: "confirm", value: true }, { cls: "hw-next" }),
      btn(send, "confirm-no", question.no || labels.no, { kind: "confirm", value: false })));
}

/** The table could not be built (a bad deal, a misspelled option): only this, large. */
export function renderFailure({ failure, labels }) {
  return h("div", { class: "hw-failure", role: "alert" },
    h("div", { class: "hw-failure-title" }, failure.title || labels.failure_title || ""),
    h("p", { class: "hw-failure-text" }, failure.text || ""));
}
