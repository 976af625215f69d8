// A card face and a card back. Suits are told apart by their printed shape
// (♣ ♦ ♥ ♠ in the corner and large in the middle), colour only adds to it.
import { h } from "./dom.js";
import { parseCard, SUITS } from "./logic.js";

/** A face-up card; `tag` "button" for a card the learner can choose; `joker` the
 * Joker's printed name in the table's language. */
export function cardFace(text, label, { tag = "div", cls = "", attrs = {}, joker = "Joker" } = {}) {
  const c = parseCard(text);
  const suitCls = c.joker ? "hw-joker" : `hw-suit-${SUITS[c.suit].letter}`;
  const red = !c.joker && SUITS[c.suit].red ? " hw-red" : "";
  const face = c.joker
    ? [h("span", { class: "hw-rank", "aria-hidden": "true" }, "★"), h("span", { class: "hw-pip", "aria-hidden": "true" }, joker || "Joker")]
    : [
        h("span", { class: "hw-rank", "aria-hidden": "true" }, c.rank, c.suit),
        h("span", { class: "hw-pip", "aria-hidden": "true" }, c.suit),
      ];
  const role = tag === "button" ? {} : { role: "img" };
  return h(tag, { class: `hw-card ${suitCls}${red} ${cls}`.trim(), "aria-label": label, "data-card": text, ...role, ...attrs }, face);
}

/** A card back: nothing about the card, which stays in Python. */
export function cardBack() {
  return h("div", { class: "hw-card hw-back", "aria-hidden": "true" });
}
