// The explanation panel: why each trick of this hand was won and how the last hand
// was scored, in the words Python sent; the latest entry first.
import { h } from "./dom.js";

export function renderExplanations({ groups, labels, moves, hint }) {
  const entry = (e) =>
    h("li", { class: `hw-expl hw-expl-${e.kind}`, "data-hand": e.hand, "data-trick": e.trick ?? "" },
      h("b", {}, e.title), " ", e.text);
  const list = [...groups.current].reverse().concat([...groups.previous].reverse());
  const lastMoves = (moves || []).slice(-4).reverse();
  return h("section", { class: "hw-explain", "aria-label": labels.why },
    hint && hint.text ? h("div", { class: "hw-hint", role: "note" }, h("b", {}, `${labels.hint}: ${hint.text}`), hint.why ? ` — ${hint.why}` : "") : null,
    h("h3", { class: "hw-h" }, labels.why),
    h("ol", { class: "hw-expl-list" }, list.map(entry)),
    lastMoves.length
      ? h("ul", { class: "hw-moves" }, lastMoves.map((m) => h("li", {}, m.text, m.why ? ` — ${m.why}` : "")))
      : null,
  );
}
