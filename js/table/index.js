// The Hasenpfeffer table (anywidget front end). It draws what Python synced and
// sends intents as {kind: ...} messages; it holds no rules of the game.
import { h } from "./dom.js";
import { cardBack, cardFace } from "./cards.js";
import { renderHand } from "./hand.js";
import { renderTrick } from "./trick.js";
import { renderPanel } from "./panels.js";
import { renderScoreboard } from "./scoreboard.js";
import { renderExplanations } from "./explain.js";
import { explanationsFor, otherSeats, SUIT_OF_LETTER, trickToShow } from "./logic.js";
import { watchReplies } from "../common/host.js";

const TRAITS = ["view", "notes", "explanations", "moves", "announcement", "error", "hint_text", "settings", "labels"];
let widgets = 0;

function render({ model, el }) {
  const uid = `hw${++widgets}`;
  const send = (msg) => replies(msg); // a host that never answers gets a notice (common/host.js)
  // Persistent nodes: the live region must stay in place for screen readers to speak it.
  const body = h("div", { class: "hw-body" });
  const live = h("div", { class: "hw-sr hw-live", "aria-live": "polite", role: "status" });
  const alert = h("div", { class: "hw-error", role: "alert" });
  const root = h("div", { class: "hw-root", "data-lm-suppress-shortcuts": "true", role: "region" }, alert, body, live);
  el.append(root);
  const replies = watchReplies(model, root, { traits: TRAITS });
  let handFocus = 0;
  let announced = 0;
  let pending = false;

  function draw() {
    pending = false;
    const started = performance.now();
    const view = model.get("view");
    if (!view || !view.seat) return;
    const notes = model.get("notes") || {};
    const labels = model.get("labels") || {};
    const settings = model.get("settings") || {};
    const hint = model.get("hint_text") || {};
    const error = model.get("error") || {};
    const seatName = (s) => labels[`seat_${s}`] || s;
    const sideName = (s) => labels[`side_${s}`] || s;
    // Keep keyboard focus where it was across a redraw (by a stable data-key).
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = focused ? focused.getAttribute("data-key") : null;
    if (focused && focused.hasAttribute("data-index")) handFocus = Number(focused.getAttribute("data-index"));

    root.setAttribute("aria-label", labels.table || "Hasenpfeffer");
    root.className = `hw-root hw-size-${settings.size || "normal"}${settings.four_colour ? " hw-four-colour" : ""}`;
    root.dataset.phase = view.phase;

    const shown = trickToShow(view);
    const groups = explanationsFor(model.get("explanations"), shown, view);
    const ctx = { view, notes, labels, settings, send, seatName, sideName };

    const trumpText = view.trump ? `${SUIT_OF_LETTER[view.trump]} ${labels.trump}` : `${labels.trump}: —`;
    const status = h("div", { class: "hw-status", "aria-label": labels.table },
      h("span", { class: "hw-fact", "data-fact": "trump" }, view.trump ? h("b", { class: `hw-trump-${view.trump}` }, trumpText) : trumpText),
      h("span", { class: "hw-fact", "data-fact": "dealer" }, `${labels.dealer}: ${seatName(view.dealer)}`),
      h("span", { class: "hw-fact", "data-fact": "maker" }, `${labels.maker}: ${view.maker ? seatName(view.maker) : "—"}`),
      h("span", { class: "hw-fact", "data-fact": "bid" }, `${labels.bid}: ${view.high_bid ? `${String(view.high_bid).replace(/^bid /, "")} (${seatName(view.high_bidder)})` : "—"}`),
      h("span", { class: "hw-fact", "data-fact": "to-move" }, view.to_move === view.seat ? labels.your_turn : view.to_move ? `→ ${seatName(view.to_move)}` : ""),
    );

    const seats = otherSeats(view).map((o) => {
      const tags = [o.dealer ? labels.dealer : null, o.maker ? labels.maker : null, o.sittingOut ? labels.sitting_out : null].filter(Boolean);
      const cards = o.cards
        ? o.cards.map((c) => cardFace(c, (notes.labels || {})[c] || c, { cls: "hw-small" }))
        : Array.from({ length: o.count }, () => cardBack());
      return h("div", { class: `hw-seat hw-at-${o.position}${o.toMove ? " hw-to-move" : ""}`, "data-seat": o.seat, role: "group", "aria-label": `${seatName(o.seat)}: ${labels[`cards_n_${o.count}`] || o.count}` },
        h("div", { class: "hw-seat-name" }, seatName(o.seat), tags.length ? ` (${tags.join(", ")})` : "",
          o.call ? h("span", { class: "hw-call" }, (notes.calls || {})[o.call] || o.call) : null),
        h("div", { class: "hw-seat-cards" }, cards),
      );
    });

    const me = h("div", { class: `hw-me${view.to_move === view.seat ? " hw-to-move" : ""}`, "data-seat": view.seat },
      h("div", { class: "hw-seat-name" }, `${seatName(view.seat)} (${labels.you})`, view.dealer === view.seat ? ` (${labels.dealer})` : ""),
      renderHand({ view, notes, labels, hint, send, uid, focusIndex: handFocus }),
    );

    const controls = h("div", { class: "hw-controls", role: "toolbar", "aria-label": labels.table },
      btn("new_hand", labels.new_hand, () => send({ kind: "new_hand" })),
      btn("undo", labels.undo, () => send({ kind: "undo" })),
      btn("hint", labels.hint, () => send({ kind: "hint" })),
      settings.step ? btn("step", labels.step, () => send({ kind: "step" }), !settings.waiting) : null,
      settings.teacher ? btn("open_hands", labels.open_hands, () => send({ kind: "open_hands", value: !view.open_hands }), false, view.open_hands) : null,
      settings.teacher ? seatPicker(view.seat, seatName, labels) : null,
    );

    const table = h("div", { class: "hw-table" },
      seats,
      renderTrick({ view, notes, labels, shown, highlight: groups.highlight, seatName }),
      me,
    );
    body.replaceChildren(
      status,
      h("div", { class: "hw-main" }, table, h("div", { class: "hw-side-panel" }, renderPanel(ctx), renderScoreboard(ctx), renderExplanations({ groups, labels, moves: model.get("moves"), hint }))),
      controls,
    );
    // Speak every move since the last redraw (the computer players may answer in the
    // same update as the learner's own card), once each.
    const moves = model.get("moves") || [];
    const fresh = moves.filter((m) => m.n > announced);
    if (fresh.length) {
      live.textContent = fresh.map((m) => m.text).join(". ");
      announced = fresh[fresh.length - 1].n;
    } else if (!moves.length) {
      announced = 0;
    }
    alert.textContent = error.text || "";
    alert.hidden = !error.text;

    // How long this redraw took (read by benchmarks/widget_latency.py).
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    if (focusKey) {
      const again = body.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      const fallback = body.querySelector('.hw-hand button[tabindex="0"]') || body.querySelector(".hw-panel button");
      (again || fallback || root).focus?.();
    }
  }

  // The teacher may sit the learner in any seat.
  function seatPicker(current, seatName, labels) {
    const select = h("select", { class: "hw-seat-picker", "data-key": "seat", "aria-label": labels.seat || "Seat" },
      ["N", "E", "S", "W"].map((s) => h("option", { value: s, selected: s === current }, seatName(s))));
    select.addEventListener("change", () => send({ kind: "set_seat", seat: select.value }));
    return select;
  }

  function btn(key, text, onclick, disabled = false, pressed = null) {
    return h("button", { type: "button", class: "hw-btn", "data-key": key, disabled, "aria-pressed": pressed === null ? null : String(pressed), onclick }, text);
  }

  // Several traits arrive in one update: draw once, at the end of the tick.
  const schedule = () => {
    if (!pending) {
      pending = true;
      queueMicrotask(draw);
    }
  };
  for (const t of TRAITS) model.on(`change:${t}`, schedule);
  root.tabIndex = -1;
  draw();
  return () => {
    for (const t of TRAITS) model.off(`change:${t}`, schedule);
  };
}

export default { render };
