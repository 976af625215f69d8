// A tiny element builder: h("button", {class: "x", onclick: f}, "text", child).
// Attributes go through setAttribute (so aria-*, data-* and role work as written);
// `on<event>` keys become listeners. Text is always set as text, never parsed as HTML.
// Lumino matches a shortcut's selector (such as ".jp-Notebook.jp-mod-commandMode :focus")
// against the focused element first, before it looks for data-lm-suppress-shortcuts on
// ancestors: so every element that can take focus carries the attribute itself, and
// keys typed on the table (a, b, d d, Enter…) never reach the notebook's shortcuts.
const FOCUSABLE = new Set(["button", "select", "input", "textarea", "a"]);

export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (FOCUSABLE.has(tag)) el.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "true" : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
