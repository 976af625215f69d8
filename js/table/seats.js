// The other three seats round the table: a name line (with the seat's tags), its cards
// (backs, or faces in open hands) and, in the auction, its latest call on a line of its
// own, so no name, card or call is ever cut. Face-up cards are laid out as a fan that
// fits: each card keeps its size and, when the row is too narrow, overlaps the next with
// its corner (rank and suit) in view; the side seats hold their cards in two rows.
import { h } from "./dom.js";
import { cardBack, cardFace } from "./cards.js";
import { fanColumns, seatTitle, seatTitleParts } from "./logic.js";

/** The seat's name, its tags smaller, on one line (the whole text also as its title). */
export function seatLine(name, tags) {
  const [n, t] = seatTitleParts(name, tags);
  return h("div", { class: "hw-seat-name", title: seatTitle(name, tags) }, n, t ? h("span", { class: "hw-tags" }, t) : null);
}

/** A row of cards as a fan in `rows` rows: `--cols` columns, the last one a whole card. */
export function fan(cards, { rows = 1, cls = "" } = {}) {
  const cols = fanColumns(cards.length, rows);
  return h("div", { class: `hw-fan ${cls}`.trim(), "data-cols": cols, style: `--cols:${cols};--cols1:${Math.max(cols - 1, 1)}` }, cards);
}

export function renderSeat(o, { labels, notes, seatName }) {
  const tags = [o.dealer ? labels.dealer : null, o.maker ? labels.maker : null, o.sittingOut ? labels.sitting_out : null];
  const side = o.position === "left" || o.position === "right";
  const cards = o.cards
    ? fan(o.cards.map((c) => cardFace(c, (notes.labels || {})[c] || c, { cls: "hw-small", joker: labels.joker })), { rows: side ? 2 : 1, cls: "hw-seat-cards" })
    : h("div", { class: "hw-seat-cards hw-backs" }, Array.from({ length: o.count }, () => cardBack()));
  const call = o.call ? h("span", { class: "hw-call" }, (notes.calls || {})[o.call] || o.call) : null;
  return h("div", {
    class: `hw-seat hw-at-${o.position}${o.toMove ? " hw-to-move" : ""}`,
    "data-seat": o.seat,
    role: "group",
    "aria-label": `${seatName(o.seat)}: ${labels[`cards_n_${o.count}`] || o.count}`,
  },
  seatLine(seatName(o.seat), tags),
  h("div", { class: "hw-seat-body" }, cards, h("div", { class: "hw-call-slot" }, call)));
}
