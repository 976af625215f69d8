// The learner's hand: one button per card, a roving tab stop (Tab reaches the hand,
// arrows move along it, Enter or Space plays), unplayable cards marked and explained.
import { h } from "./dom.js";
import { cardFace } from "./cards.js";
import { handCards, moveFocus } from "./logic.js";

/** Show at once that a card or button was taken: pressed and waiting (aria-busy on its
 * group) until the next redraw from Python replaces it. */
export function markSent(el, group) {
  el.classList.add("hw-sent");
  el.setAttribute("aria-pressed", "true");
  if (group) {
    group.dataset.sent = "true";
    group.setAttribute("aria-busy", "true");
  }
}

export function renderHand({ view, notes, labels, hint, send, uid, focusIndex }) {
  const cards = handCards(view, notes);
  const hinted = hint && hint.action ? hint.action.replace(/^(play|discard) /, "") : null;
  const active = Math.min(Math.max(focusIndex, 0), Math.max(cards.length - 1, 0));
  const buttons = cards.map((c, i) => {
    const whyId = c.why ? `${uid}-why-${i}` : null;
    const cls = [
      c.action ? "hw-playable" : "",
      c.why ? "hw-unplayable" : "",
      c.fromWidow ? "hw-from-widow" : "",
      hinted === c.card ? "hw-hinted" : "",
    ].join(" ");
    const label = c.fromWidow ? `${c.label} (${labels.from_widow})` : c.label;
    const b = cardFace(c.card, label, {
      tag: "button",
      cls,
      joker: labels.joker,
      attrs: {
        type: "button",
        tabindex: i === active ? "0" : "-1",
        "data-key": `hand-${c.card}`,
        "data-index": i,
        "aria-disabled": c.action ? null : "true",
        "aria-describedby": whyId,
        title: c.why || null,
      },
    });
    b.addEventListener("click", () => {
      if (!c.attempt || row.dataset.sent) return;
      // Taken at once: the card is marked as sent (pressed, waiting) until Python's answer
      // redraws the hand, and a second click meanwhile sends nothing.
      markSent(b, row);
      send({ kind: "act", action: c.attempt });
    });
    return whyId ? [b, h("span", { id: whyId, class: "hw-sr" }, c.why)] : [b];
  });
  // A fan (seats.js): every card keeps its size; a row too narrow overlaps them, corners in view.
  const cols = Math.max(cards.length, 1);
  const row = h("div", { class: "hw-hand hw-fan", role: "group", "aria-label": labels.your_hand, style: `--cols:${cols};--cols1:${Math.max(cols - 1, 1)}`, "data-cols": cols }, buttons);
  row.addEventListener("keydown", (ev) => {
    const all = [...row.querySelectorAll("button.hw-card")];
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    const j = moveFocus(i, ev.key, all.length);
    if (j !== null && j !== i) {
      ev.preventDefault();
      ev.stopPropagation();
      all[i].tabIndex = -1;
      all[j].tabIndex = 0;
      all[j].focus();
    }
  });
  return row;
}
