// The quiz widgets' view (TrickQuiz and FollowSuitQuiz share it; `quiz_kind` tells which).
// It draws the state Python syncs and sends intents ({kind: "answer" | "next"}); the rules
// and the grading stay in Python.
import { highlighted, moveFocus, nextMessage, onCardActivated, viewModel } from "./logic.js";
import { watchReplies } from "../common/host.js";
import { languageMenu } from "../common/language.js";

const KEYS = [
  "question", "trump", "trump_label", "prompt", "answered", "correct", "given", "expected",
  "explanation", "right", "asked", "labels", "error", "cards", "hand", "trick", "lang", "languages",
];

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = Array.isArray(v) ? v.join(" ") : v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  // Lumino matches a notebook shortcut's selector (`.jp-Notebook.jp-mod-commandMode :focus`)
  // on the focused element itself before it climbs to an ancestor carrying
  // data-lm-suppress-shortcuts, so every element that can hold focus carries it too.
  if (tag === "button" || attrs.tabindex !== undefined) el.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const c of children.flat()) if (c) el.append(c);
  return el;
}

function readState(model) {
  const s = { quiz_kind: model.get("quiz_kind") };
  for (const k of KEYS) s[k] = model.get(k);
  return s;
}

function render({ model, el }) {
  let selected = [];
  let focusIndex = 0;
  let lastQuestion = model.get("question");
  let pending = false;

  const root = h("div", {
    class: "hwq",
    role: "group",
    // JupyterLab 4.1+ would take keys pressed in an output as notebook shortcuts.
    "data-lm-suppress-shortcuts": "true",
  });
  // The root is redrawn whole; the host notice (no answer from Python) sits beside it.
  const shell = h("div", { class: "hwq-shell" }, root);
  el.append(shell);
  const send = watchReplies(model, shell, { traits: KEYS });

  // The seat's name over a card and, over the card that was led, the word "led" too
  // (not only an arrow): a badge in the quiz's language.
  function seatTag(c, vm, hidden) {
    if (!c.seatName) return null;
    return h("span", { class: "hwq-seat", "aria-hidden": hidden ? "true" : null },
      h("span", { text: c.seatName }),
      c.led ? h("span", { class: "hwq-led", text: vm.ledLabel }) : null);
  }

  function cardButton(c, i, interactive, vm) {
    if (!interactive) {
      return h(
        "li",
        { class: "hwq-slot" },
        seatTag(c, vm, false),
        h("span", { class: c.classes, role: "img", "aria-label": c.aria, "data-card": c.card, text: c.face }),
      );
    }
    const btn = h("button", {
      type: "button",
      class: c.classes,
      "data-card": c.card,
      "aria-label": c.aria,
      "aria-pressed": c.pressed === null ? null : String(c.pressed),
      "aria-disabled": vm.answered ? "true" : null,
      tabindex: i === focusIndex ? "0" : "-1",
      text: c.face,
      onclick: () => activate(c.card, i),
      onkeydown: (ev) => {
        const next = moveFocus(i, ev.key, vm.interactive.length);
        if (next !== null) {
          ev.preventDefault();
          focusIndex = next;
          root.querySelectorAll("button[data-card]")[next]?.focus();
          root.querySelectorAll("button[data-card]").forEach((b, j) => b.setAttribute("tabindex", j === next ? "0" : "-1"));
        }
      },
    });
    return h(
      "li",
      { class: "hwq-slot" },
      seatTag(c, vm, true),
      btn,
    );
  }

  function activate(card, i) {
    focusIndex = i;
    const state = readState(model);
    const out = onCardActivated(state, selected, card);
    selected = out.selected;
    if (out.send) send(out.send);
    draw();
  }

  function draw() {
    pending = false;
    const state = readState(model);
    if (state.question !== lastQuestion) {
      lastQuestion = state.question;
      selected = [];
      focusIndex = 0;
    }
    const hadFocus = root.contains(document.activeElement);
    const focusedAction = hadFocus ? document.activeElement.getAttribute("data-action") : null;
    const vm = viewModel(state, selected);
    root.setAttribute("aria-label", `${vm.title}: ${vm.prompt}`);

    const header = h(
      "div",
      { class: "hwq-head" },
      h("span", { class: "hwq-title", text: vm.title }),
      h("span", { class: "hwq-trump", text: vm.trumpLabel }),
      h("span", { class: "hwq-tally", "aria-label": vm.tally, text: vm.tally }),
      languageMenu({ labels: state.labels, lang: state.lang, send, languages: state.languages, cls: "hwq-lang" }),
    );
    const prompt = h("p", { class: "hwq-prompt", text: vm.prompt });

    const trickList = h(
      "ul",
      { class: "hwq-row hwq-trick", "aria-label": vm.heading },
      vm.trick.map((c, i) => cardButton(c, i, vm.kind === "trick", vm)),
    );
    const parts = [header, prompt, h("div", { class: "hwq-label", text: vm.heading, "aria-hidden": "true" }), trickList];
    if (vm.kind === "follow") {
      parts.push(h("div", { class: "hwq-label", text: vm.handHeading, "aria-hidden": "true" }));
      parts.push(
        h("ul", { class: "hwq-row hwq-hand", "aria-label": vm.handHeading }, vm.hand.map((c, i) => cardButton(c, i, true, vm))),
      );
    }

    const controls = h("div", { class: "hwq-controls" });
    if (vm.canCheck) {
      controls.append(
        h("button", {
          type: "button",
          class: "hwq-action",
          "data-action": "check",
          text: vm.checkLabel,
          onclick: () => send({ kind: "answer", question: state.question, cards: [...selected] }),
        }),
      );
    }
    if (vm.answered) {
      controls.append(
        h("button", {
          type: "button",
          class: "hwq-action hwq-next",
          "data-action": "next",
          text: vm.nextLabel,
          onclick: () => send(nextMessage()),
        }),
      );
    }
    parts.push(controls);

    // Spoken at once when an answer comes back: the verdict and every reason.
    const live = h("div", { class: "hwq-explain", role: "status", "aria-live": "polite" });
    if (vm.answered) {
      // The verdict, then one line per reason; pointing at a line highlights the cards it names.
      const [verdict, ...reasons] = vm.explanation;
      live.append(h("p", { class: vm.correct ? "hwq-verdict hwq-ok" : "hwq-verdict hwq-bad", text: verdict?.text }));
      const list = h("ul", { class: "hwq-lines" });
      reasons.forEach((line, j) => {
        const show = (on) => {
          const names = highlighted(vm.explanation, j + 1);
          root.querySelectorAll("[data-card]").forEach((c) => c.classList.toggle("hwq-named", on && names.has(c.dataset.card)));
        };
        list.append(h("li", { text: line.text, onmouseenter: () => show(true), onmouseleave: () => show(false) }));
      });
      live.append(list);
    }
    parts.push(live);
    parts.push(h("div", { class: "hwq-error", role: "alert", text: vm.error }));

    root.replaceChildren(...parts);

    // Keep the keyboard where the learner is: after an answer, on "Next question";
    // after a new question, on the first card.
    if (hadFocus || focusedAction) {
      const target =
        (vm.answered && root.querySelector('[data-action="next"]')) ||
        (focusedAction && root.querySelector(`[data-action="${focusedAction}"]`)) ||
        root.querySelectorAll("button[data-card]")[focusIndex];
      target?.focus();
    }
  }

  function schedule() {
    // One redraw for a burst of trait changes (Python sends the whole state at once).
    if (pending) return;
    pending = true;
    queueMicrotask(draw);
  }

  for (const k of KEYS) model.on(`change:${k}`, schedule);
  draw();
  return () => {
    for (const k of KEYS) model.off(`change:${k}`, schedule);
  };
}

export default { render };
