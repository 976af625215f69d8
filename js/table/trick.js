// The trick in the middle of the table: each card at its player's side, the winner
// of a finished trick marked, and the cards its explanation names highlighted. While a
// finished trick lingers, a click on it (or "Go on") lets the next lead come at once.
import { h } from "./dom.js";
import { cardFace } from "./cards.js";
import { seatPositions } from "./logic.js";

export function renderTrick({ view, notes, labels, shown, highlight, seatName, stage, send }) {
  const pos = seatPositions(view.seat);
  const slots = shown.plays.map(([seat, card]) => {
    const label = `${seatName(seat)}: ${(notes.labels || {})[card] || card}`;
    const cls = [
      shown.winner === seat ? "hw-winner" : "",
      highlight.includes(card) ? "hw-highlight" : "",
    ].join(" ");
    return h("div", { class: `hw-slot hw-at-${pos[seat]}` }, cardFace(card, label, { cls, joker: labels.joker, attrs: { "data-seat": seat } }));
  });
  const caption = shown.finished
    ? `${labels.trick} ${shown.index + 1}: ${seatName(shown.winner)} ✓`
    : shown.plays.length ? `${labels.trick} ${shown.index + 1}` : "";
  const lingering = stage === "linger" && shown.finished;
  const goOn = lingering
    ? h("button", { type: "button", class: "hw-btn hw-go-on", "data-key": "next", onclick: () => send({ kind: "next" }) }, labels.go_on)
    : null;
  const box = h(
    "div",
    { class: "hw-trick", role: "group", "aria-label": caption || labels.trick, "data-finished": shown.finished ? "true" : "false", "data-lingering": lingering ? "true" : "false" },
    h("div", { class: "hw-trick-caption" }, caption),
    slots,
    goOn,
  );
  if (lingering) box.addEventListener("click", (ev) => { if (!ev.target.closest("button")) send({ kind: "next" }); });
  return box;
}
