// Coach mode at the table: the coach's place (a box of fixed height under the table, so
// nothing the learner may click moves when its words change) and the mark on the
// suggested card or button. Python decides everything (the `coach_state` trait: the
// suggestion, the line after a different choice, the note, the labels); the page only
// draws it and sends the on/off choice as {kind: "coach", value}.
import { h } from "./dom.js";

/** Where the suggested action lives: a card of the hand ("play A♠", "discard 9♣") or a
 * button of the panel (a bid, a suit, going alone). Pure: tested in js/test/. */
export function coachTarget(action) {
  if (!action) return null;
  const m = /^(play|discard) (.+)$/.exec(action);
  return m ? { where: "hand", card: m[2] } : { where: "panel", action };
}

/** The coach's box, or null on a table without a coach (coach_state is {}). */
export function renderCoach({ coach, send, uid }) {
  if (!coach || !coach.labels) return null;
  const says = coach.labels; // the coach's own labels (coach.* texts), not the table's
  const advice = coach.advice || {};
  const feedback = coach.feedback || {};
  return h("section", { class: "hw-coach", "aria-label": says.title, "data-on": String(Boolean(coach.on)) },
    h("div", { class: "hw-coach-head" },
      h("span", { class: "hw-coach-title" }, says.title),
      h("button", {
        type: "button",
        class: "hw-btn hw-coach-toggle",
        "data-key": "coach",
        title: says.control,
        onclick: () => send({ kind: "coach", value: !coach.on }),
      }, coach.on ? says.turn_off : says.turn_on)),
    advice.text
      ? h("p", { class: "hw-coach-advice", id: `${uid}-coach-advice`, "data-action": advice.action, "data-kind": advice.kind },
          h("b", {}, advice.text), advice.why ? ` ${advice.why}` : "")
      : null,
    coach.note ? h("p", { class: "hw-coach-note" }, coach.note) : null,
    feedback.text
      ? h("p", { class: "hw-coach-feedback", "data-action": feedback.action, "data-best": feedback.best },
          feedback.text, feedback.why ? ` ${feedback.why}` : "")
      : null,
  );
}

/** Mark the suggested card or button in the drawn table and tie it to the coach's words
 * (screen readers read them with it). Returns the marked element, or null. */
export function markCoachPick(body, coach, uid) {
  const target = coachTarget(coach && coach.on && coach.advice ? coach.advice.action : null);
  if (!target) return null;
  const el = target.where === "hand"
    ? body.querySelector(`.hw-hand button[data-card="${CSS.escape(target.card)}"]`)
    : body.querySelector(`.hw-panel button[data-action="${CSS.escape(target.action)}"]`);
  if (!el) return null;
  el.classList.add("hw-coach-pick");
  if (!el.getAttribute("aria-describedby")) el.setAttribute("aria-describedby", `${uid}-coach-advice`);
  return el;
}
