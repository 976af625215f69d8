// The trick in the middle of the table: each card at its player's side, the winner
// of a finished trick marked, and the cards its explanation names highlighted.
import { h } from "./dom.js";
import { cardFace } from "./cards.js";
import { seatPositions } from "./logic.js";

export function renderTrick({ view, notes, labels, shown, highlight, seatName }) {
  const pos = seatPositions(view.seat);
  const slots = shown.plays.map(([seat, card]) => {
    const label = `${seatName(seat)}: ${(notes.labels || {})[card] || card}`;
    const cls = [
      shown.winner === seat ? "hw-winner" : "",
      highlight.includes(card) ? "hw-highlight" : "",
    ].join(" ");
    return h("div", { class: `hw-slot hw-at-${pos[seat]}` }, cardFace(card, label, { cls, attrs: { "data-seat": seat } }));
  });
  const caption = shown.finished ? `${labels.last_trick}: ${seatName(shown.winner)}` : shown.plays.length ? `${labels.trick} ${shown.index + 1}` : "";
  return h(
    "div",
    { class: "hw-trick", role: "group", "aria-label": caption || labels.trick, "data-finished": shown.finished ? "true" : "false", "data-previous": shown.previousHand ? "true" : "false" },
    h("div", { class: "hw-trick-caption" }, caption),
    slots,
  );
}
