// The scoreboard: both sides' running score, the target, and one row per finished hand.
import { h } from "./dom.js";
import { fill, scoreRows } from "./logic.js";

export function renderScoreboard({ view, labels, seatName, sideName }) {
  const rows = scoreRows(view).map((r) =>
    h("tr", {},
      h("td", {}, r.number),
      h("td", {}, r.thrownIn ? labels.thrown_in : `${seatName(r.maker)} ${r.bid} ${r.trump || ""}`),
      h("td", {}, r.thrownIn ? "" : r.made ? labels.made : labels.failed),
      h("td", { class: "hw-num" }, signed(r.points.NS)),
      h("td", { class: "hw-num" }, signed(r.points.EW)),
    ),
  );
  return h("section", { class: "hw-score", "aria-label": labels.score },
    h("div", { class: "hw-score-now" },
      h("span", { class: "hw-side", "data-side": "NS" }, `${sideName("NS")} `, h("b", {}, minus(view.scores.NS))),
      h("span", { class: "hw-side", "data-side": "EW" }, `${sideName("EW")} `, h("b", {}, minus(view.scores.EW))),
      h("span", { class: "hw-target" }, fill(labels.target, { n: view.target })),
    ),
    rows.length
      ? h("details", { class: "hw-history" },
          h("summary", {}, `${labels.hands} (${rows.length})`),
          h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, labels.bid), h("th", {}, ""), h("th", {}, "NS"), h("th", {}, "EW"))), h("tbody", {}, rows)))
      : null,
  );
}

// A true minus sign (U+2212), as in every text from Python: "−4", never "-4".
function minus(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

function signed(n) {
  return n > 0 ? `+${n}` : minus(n);
}
