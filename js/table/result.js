// The end-of-hand moment, in place of the trick: made or failed, the points and the
// running score, the match status, the review as a small picture (per trick, your card
// and, where another kept a better result with all cards open, that card and the tricks
// it cost), the computer players' reasons with the cards they held, and "Next hand".
// The words scroll inside the box; "Next hand" stays at its foot, always in view.
import { h } from "./dom.js";
import { cardFace } from "./cards.js";
import { reviewRows } from "./logic.js";

function mini(card, labels) {
  return cardFace(card, card === "Joker" ? labels.joker : card, { cls: "hw-mini", joker: labels.joker });
}

export function renderResult({ result, labels, seatName, send, over }) {
  const rows = reviewRows(result.review);
  const grid = rows.length
    ? h("table", { class: "hw-review", "aria-label": labels.review },
        h("caption", {}, labels.review),
        h("tr", {}, h("th", { scope: "row" }, labels.trick), rows.map((r) => h("th", { scope: "col" }, r.trick))),
        h("tr", {}, h("th", { scope: "row" }, labels.review_card), rows.map((r) => h("td", { class: r.kept ? "hw-kept" : "hw-lost" }, mini(r.card, labels)))),
        h("tr", {}, h("th", { scope: "row" }, labels.review_best), rows.map((r) => h("td", {}, r.kept ? "✓" : mini(r.best, labels)))),
        h("tr", {}, h("th", { scope: "row" }, labels.review_cost), rows.map((r) => h("td", { class: "hw-num" }, r.cost ? `−${r.cost}` : "0"))),
      )
    : null;
  const bots = (result.bots || []).filter((b) => b.why);
  const reasons = bots.length
    ? h("details", { class: "hw-bot-reasons" },
        h("summary", {}, labels.bots_reasons),
        h("ul", {}, bots.map((b) => h("li", {},
          h("b", {}, `${b.name}: ${b.action}`), ` — ${b.why} `,
          h("span", { class: "hw-held" }, `(${labels.held}: ${b.held.join(" ")})`)))))
    : null;
  const next = h("button", { type: "button", class: "hw-btn hw-next", "data-key": "next", onclick: () => send({ kind: "next" }) },
    over ? labels.new_match : labels.next_hand);
  return h("section", { class: `hw-result ${result.made ? "hw-made" : result.thrown_in ? "hw-thrown" : "hw-failed"}`, "aria-label": labels.result },
    h("div", { class: "hw-result-body", tabindex: "-1" },
      h("div", { class: "hw-result-headline" }, result.headline),
      h("div", { class: "hw-result-points" }, result.points),
      result.match_over ? h("div", { class: "hw-result-match" }, result.match_over) : null,
      grid,
      result.review ? h("div", { class: "hw-review-summary" }, result.review.summary) : null,
      // Where the open hands and the coach (the learner's own view) disagreed: which is which.
      ...((result.review && result.review.notes) || []).map((t) => h("p", { class: "hw-review-note" }, t)),
      reasons),
    h("div", { class: "hw-result-foot" }, next),
  );
}
