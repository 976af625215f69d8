// The Why panel: the latest moves first (a few lines, always in view), then one line per
// trick of this hand (newest first), the per-card reasons behind a disclosure, the last
// hand's score; earlier hands folded away. The list scrolls inside the panel, so no
// explanation is ever cut: the newest is on top and the oldest a scroll away.
// A computer player's reason is shown only where Python sent one.
import { h } from "./dom.js";

function entry(e, labels) {
  return h("li", { class: `hw-expl hw-expl-${e.kind}`, "data-hand": e.hand, "data-trick": e.trick ?? "" },
    h("b", { class: "hw-expl-title" }, e.title), " ", h("span", { class: "hw-expl-text" }, e.text),
    e.details ? h("details", { class: "hw-expl-details" }, h("summary", {}, labels.details), h("p", {}, e.details)) : null);
}

export function renderExplanations({ groups, labels, moves }) {
  const lastMoves = (moves || []).slice(-3).reverse();
  return h("section", { class: "hw-explain", "aria-label": labels.why },
    lastMoves.length
      ? h("div", { class: "hw-moves-box" },
          h("h4", { class: "hw-moves-h" }, labels.latest_moves),
          h("ul", { class: "hw-moves" }, lastMoves.map((m) => h("li", {}, m.text, m.why ? ` — ${m.why}` : ""))))
      : null,
    h("h3", { class: "hw-h" }, labels.why),
    h("div", { class: "hw-expl-scroll", tabindex: "0", role: "group", "aria-label": labels.why },
      groups.current.length
        ? h("ul", { class: "hw-expl-list" }, groups.current.map((e) => entry(e, labels)))
        : h("p", { class: "hw-expl-empty" }, labels.why_empty),
      groups.previous.length
        ? h("details", { class: "hw-earlier" }, h("summary", {}, labels.earlier_hands),
            h("ul", { class: "hw-expl-list" }, groups.previous.map((e) => entry(e, labels))))
        : null),
  );
}
