// The Hasenpfeffer table (anywidget front end). It draws what Python synced and
// sends intents as {kind: ...} messages; it holds no rules of the game, and no clock:
// when a finished trick lingers or a hand is over, Python says so (settings.stage).
//
// The layout has fixed areas (status, trick count, seats, trick, hand, panel, Why,
// messages, controls), so nothing the learner may click moves when text comes and goes.
import { h } from "./dom.js";
import { renderHand } from "./hand.js";
import { renderTrick } from "./trick.js";
import { renderPanel } from "./panels.js";
import { renderScoreboard } from "./scoreboard.js";
import { renderExplanations } from "./explain.js";
import { renderResult } from "./result.js";
import { markCoachPick, renderCoach } from "./coach.js";
import { renderLevel } from "./level.js";
import { explanationsFor, otherSeats, sentences, SUIT_OF_LETTER, trickToShow } from "./logic.js";
import { languageMenu } from "../common/language.js";
import { renderSeat, seatLine } from "./seats.js";
import { renderControls, renderFailure, renderQuestion, renderReplayBar } from "./controls.js";
import { listenForKeys } from "./keys.js";
import { showWhole, watchFit } from "./fit.js";
import { watchReplies } from "../common/host.js";

// The traits Python syncs: hasen_widget.widget.SYNCED_TRAITS, made from the table's
// STATE_KEYS (tests/test_table_settings.py checks this list names exactly those).
const TRAITS = ["view", "notes", "explanations", "moves", "announcement", "error", "hint_text", "result", "settings", "labels", "coach_state", "replay_state", "question", "failure_state"];
// The keys a presenter may use, said to screen readers (aria-keyshortcuts).
const KEYS = "PageDown PageUp ArrowRight ArrowLeft Home End R Escape";
let widgets = 0;

function render({ model, el }) {
  const uid = `hw${++widgets}`;
  const send = (msg) => replies(msg); // a host that never answers gets a notice (common/host.js)
  // Persistent nodes: the live regions must stay in place for screen readers to speak them.
  const body = h("div", { class: "hw-body" });
  const live = h("div", { class: "hw-sr hw-live", "aria-live": "polite", role: "status" });
  // tabindex: a click anywhere on the table gives it the focus, and with it the keys.
  const root = h("div", { class: "hw-root", "data-lm-suppress-shortcuts": "true", role: "region", tabindex: "0", "aria-keyshortcuts": KEYS }, body, live);
  // The frame is the container the projector size measures its width against.
  const frame = h("div", { class: "hw-frame" }, root);
  el.append(frame);
  const stopFit = watchFit(root);
  const replies = watchReplies(model, root, { traits: TRAITS });
  let handFocus = 0;
  let announced = 0;
  let pending = false;
  let touched = false; // the learner has used the table (then it never scrolls by itself)
  let lastTurn = false;

  function draw() {
    pending = false;
    const started = performance.now();
    const failure = model.get("failure_state") || {};
    if (failure.text) {
      root.className = "hw-root hw-failed-table";
      body.replaceChildren(renderFailure({ failure, labels: model.get("labels") || {} }));
      return;
    }
    const view = model.get("view");
    if (!view || !view.seat) return;
    const notes = model.get("notes") || {};
    const labels = model.get("labels") || {};
    const settings = model.get("settings") || {};
    const hint = model.get("hint_text") || {};
    const error = model.get("error") || {};
    const result = model.get("result") || {};
    const stage = settings.stage || "play";
    const replay = stage === "replay" ? model.get("replay_state") || {} : null;
    const seatName = (s) => labels[`seat_${s}`] || s;
    const sideName = (s) => labels[`side_${s}`] || s;
    // Keep keyboard focus where it was across a redraw (by a stable data-key).
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    const focusKey = focused ? focused.getAttribute("data-key") : null;
    if (focused && focused.hasAttribute("data-index")) handFocus = Number(focused.getAttribute("data-index"));

    root.setAttribute("aria-label", labels.table || "Hasenpfeffer");
    root.setAttribute("lang", settings.lang || "en");
    root.className = `hw-root hw-size-${settings.size || "normal"}${settings.four_colour ? " hw-four-colour" : ""}`;
    root.dataset.phase = view.phase;
    root.dataset.stage = stage;

    const shown = replay && replay.trick
      ? { plays: replay.trick.plays || [], winner: replay.trick.winner || null, finished: Boolean(replay.trick.winner), index: (replay.trick.number || 1) - 1 }
      : trickToShow(view);
    const groups = explanationsFor(model.get("explanations"), shown, view);
    const ctx = { view, notes, labels, settings, send, seatName, sideName, hint };

    const trumpText = view.trump ? `${SUIT_OF_LETTER[view.trump]} ${labels.trump}` : `${labels.trump}: —`;
    const status = h("div", { class: "hw-status" },
      h("span", { class: "hw-fact", "data-fact": "trump" }, view.trump ? h("b", { class: `hw-trump-${view.trump}` }, trumpText) : trumpText),
      h("span", { class: "hw-fact", "data-fact": "dealer" }, `${labels.dealer}: ${seatName(view.dealer)}`),
      h("span", { class: "hw-fact", "data-fact": "maker" }, `${labels.maker}: ${view.maker ? seatName(view.maker) : "—"}`),
      h("span", { class: "hw-fact", "data-fact": "bid" }, `${labels.bid}: ${bidText(view, seatName)}`),
      h("span", { class: "hw-fact", "data-fact": "to-move" }, replay ? "" : view.to_move === view.seat ? labels.your_turn : view.to_move ? `→ ${seatName(view.to_move)}` : ""),
    );
    const count = notes.count || { text: "" };
    const countBar = h("div", { class: "hw-count", "data-ns": count.NS ?? 0, "data-ew": count.EW ?? 0 },
      h("span", { class: "hw-count-label" }, `${labels.tricks_taken}: `), h("b", {}, count.text || ""));

    const seats = otherSeats(view).map((o) => renderSeat(o, { labels, notes, seatName }));

    const meTags = [labels.you, view.dealer === view.seat ? labels.dealer : null, view.maker === view.seat ? labels.maker : null];
    const me = h("div", { class: `hw-me${view.to_move === view.seat ? " hw-to-move" : ""}`, "data-seat": view.seat },
      seatLine(seatName(view.seat), meTags),
      renderHand({ view, notes, labels, hint, send, uid, focusIndex: handFocus }),
    );

    const centre = stage === "hand_over" && result.headline
      ? renderResult({ result, labels, seatName, send, over: view.is_over })
      : renderTrick({ view, notes, labels, shown, highlight: groups.highlight, seatName, stage, send });

    const messages = h("div", { class: "hw-messages" },
      h("div", { class: "hw-error", role: "alert", hidden: !error.text }, error.text || ""),
      hint && hint.text
        ? h("div", { class: "hw-hint", role: "note" }, h("b", {}, `${labels.hint}: ${hint.text}`), hint.why ? ` — ${hint.why}` : "")
        : null,
    );

    const controls = renderControls({ view, labels, settings, send, seatPicker: () => seatPicker(view.seat, seatName, labels) });
    const menu = languageMenu({ labels, lang: settings.lang || "en", send, languages: settings.languages });
    if (menu) controls.append(menu);

    const table = h("div", { class: "hw-table" }, seats, centre, me);
    // (replaceChildren would write a null child as the text "null": leave them out.)
    // The coach and the messages are in the main area too: on a narrow table (a phone)
    // style.css puts them right under the hand and the panel they speak of.
    body.replaceChildren(...[
      status,
      countBar,
      h("div", { class: "hw-main" }, table,
        h("div", { class: "hw-side-panel" },
          h("div", { class: "hw-panel-slot" }, replay ? renderReplayBar({ replay, labels, send }) : renderPanel(ctx)),
          renderScoreboard(ctx),
          renderExplanations({ groups, labels, moves: model.get("moves") })),
        renderCoach({ coach: model.get("coach_state"), send, uid }),
        messages),
      controls,
      // Its own line under the buttons (which never wrap), so a phone shows it whole.
      renderLevel({ settings, send, uid }),
      renderQuestion({ question: model.get("question"), labels, send }),
    ].filter(Boolean));
    markCoachPick(body, model.get("coach_state"), uid);
    // Speak every move since the last redraw (the computer players may answer in the
    // same update as the learner's own card), once each; then the trick count.
    const moves = model.get("moves") || [];
    const fresh = moves.filter((m) => m.n > announced);
    if (fresh.length) {
      const trickDone = view.tricks && view.tricks.length && !(view.current_trick || []).length;
      live.textContent = sentences([...fresh.map((m) => m.text), trickDone && count.text ? `${labels.tricks_taken}: ${count.text}` : ""]);
      announced = fresh[fresh.length - 1].n;
    } else if (!moves.length) {
      announced = 0;
    }
    if (stage === "hand_over" && result.headline && root.dataset.spokenResult !== String(result.hand)) {
      live.textContent = `${result.headline}. ${result.points}`;
      root.dataset.spokenResult = String(result.hand);
    }

    // How long this redraw took (read by benchmarks/widget_latency.py).
    root.dataset.drawMs = (performance.now() - started).toFixed(1);
    root.dataset.draws = String(Number(root.dataset.draws || 0) + 1); // a test waits on the next
    if (focusKey) {
      const again = body.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      const fallback = body.querySelector('[data-key="next"]') || body.querySelector('.hw-hand button[tabindex="0"]') || body.querySelector(".hw-panel button") || body.querySelector(".hw-controls button");
      (again || fallback)?.focus?.();
    } else if (stage === "hand_over" && focused === null && document.activeElement === root) {
      body.querySelector('[data-key="next"]')?.focus?.();
    }
    // Run All, or Shift+Enter on the table's cell (JupyterLab then moves on to the next
    // cell), may leave the table out of sight or cut by the window's edge: when it becomes
    // the learner's turn, bring the hand and the panel into view, until the learner has
    // used the table (from then on it never scrolls by itself).
    const myTurn = view.to_move === view.seat;
    if (myTurn && !lastTurn && !touched) {
      requestAnimationFrame(() => { if (!touched) bringIntoView(root); });
    }
    lastTurn = myTurn;
  }

  // The whole table if it fits in the window, else its hand and panel.
  function bringIntoView(root) {
    const vh = window.innerHeight || document.documentElement.clientHeight || 0;
    const parts = [root.querySelector(".hw-me"), root.querySelector(".hw-panel-slot")].filter(Boolean);
    const seen = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= vh; };
    if (parts.every(seen)) return;
    const r = root.getBoundingClientRect();
    if (r.height <= vh) root.scrollIntoView({ block: "nearest" });
    else (parts[0] || root).scrollIntoView({ block: "center" });
  }

  function bidText(view, seatName) {
    if (!view.high_bid && !view.bid) return "—";
    if (view.high_bid) return `${String(view.high_bid).replace(/^bid /, "")} (${seatName(view.high_bidder)})`;
    return String(view.bid);
  }

  // The teacher may sit the learner in any seat.
  function seatPicker(current, seatName, labels) {
    const select = h("select", { class: "hw-seat-picker", "data-key": "seat", "aria-label": labels.seat || "Seat" },
      ["N", "E", "S", "W"].map((s) => h("option", { value: s, selected: s === current }, seatName(s))));
    select.addEventListener("change", () => send({ kind: "set_seat", seat: select.value }));
    return select;
  }

  // What the presenter's keys need to know (keys.js): the stage, and whether "next move"
  // is the learner's own decision (then the hint, and on a teacher's table the hinted move).
  function keyContext() {
    const settings = model.get("settings") || {};
    const view = model.get("view") || {};
    const hint = model.get("hint_text") || {};
    const myTurn = view.to_move === view.seat && (view.legal || []).length > 0;
    const hinted = myTurn && hint.action && (view.legal || []).includes(hint.action) ? hint.action : null;
    return { stage: settings.stage || "play", myTurn, hinted, teacher: Boolean(settings.teacher) };
  }
  // The presenter's keys (keys.js), only while the table has focus.
  // A projector table comes whole into sight at the first key or a click on the felt.
  const projector = () => ((model.get("settings") || {}).size || "normal") === "projector";
  listenForKeys(root, { context: keyContext, send: (msg) => { if (projector()) showWhole(root); send(msg); } });
  root.addEventListener("focus", () => { if (projector()) showWhole(root); });
  root.addEventListener("keydown", () => { touched = true; });
  root.addEventListener("pointerdown", () => { touched = true; });

  // Several traits arrive in one update: draw once, at the end of the tick.
  const schedule = () => {
    if (!pending) {
      pending = true;
      queueMicrotask(draw);
    }
  };
  for (const t of TRAITS) model.on(`change:${t}`, schedule);
  draw();
  return () => {
    stopFit();
    for (const t of TRAITS) model.off(`change:${t}`, schedule);
  };
}

export default { render };
