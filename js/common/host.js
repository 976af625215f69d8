/**
 * What the page hosting a widget can do, and a polite word when it cannot.
 *
 * The table and the quizzes send every click to Python as a custom message and wait for
 * Python to change their traits. Some hosts carry no custom messages or have no live
 * kernel (an exported HTML page, a notebook viewer, a kernel that died): there a click
 * would silently do nothing. `watchReplies` wraps `model.send` so that a message with no
 * change from Python within `waitMs` shows a notice in the widget instead, and hides it
 * again as soon as Python answers.
 *
 * @example
 *   const send = watchReplies(model, root, { traits: ["view", "error"] });
 *   send({ kind: "act", action: "pass" }); // no reply in 6 s: the notice appears
 */
export const NO_REPLY_TEXT =
  "Python does not answer: this page has no live kernel (or its host passes no widget " +
  "messages), so the table cannot play here. Open the notebook in JupyterLab, Notebook 7, " +
  "Voilà or marimo and run its cells.";

/**
 * @param {{send: Function, on: Function, off?: Function}} model  the anywidget model
 * @param {HTMLElement} root  the widget's root; the notice is its first child
 * @param {{traits: string[], text?: string, waitMs?: number, doc?: Document}} options  the
 *   traits Python changes in answer to a message
 * @returns {(msg: object) => void} a `send` that watches for a reply
 */
export function watchReplies(model, root, options) {
  const { text = NO_REPLY_TEXT, waitMs = 6000, traits = [], doc = root.ownerDocument } = options;
  const notice = doc.createElement("div");
  notice.className = "hw-host-notice";
  // Styled here, not in a widget's stylesheet, so every widget importing this looks the same.
  notice.style.cssText =
    "border-left: 4px solid #b26a00; padding: 0.3em 0.6em; margin-bottom: 0.5em; " +
    "background: #fff3cd; color: #3d2c00;"; // fixed: legible on light and dark themes alike
  notice.setAttribute("role", "status");
  notice.hidden = true;
  notice.textContent = text;
  root.prepend(notice);
  let timer = null;
  const answered = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    notice.hidden = true;
  };
  // Any of these traits changed by Python counts as an answer (a refusal changes `error`).
  // Named one by one: every host supports "change:<name>" (marimo has no bare "change").
  for (const name of traits) model.on(`change:${name}`, answered);
  return (msg) => {
    try {
      model.send(msg);
    } catch (err) {
      notice.textContent = `${text} (${err && err.message ? err.message : err})`;
      notice.hidden = false;
      return;
    }
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        notice.hidden = false;
      }, waitMs);
    }
  };
}

/**
 * A model for a page with no kernel (the class server's student page): it imitates the
 * part of anywidget's model the widgets use (`get`, `set`, `on`, `off`, `send`,
 * `save_changes`), so `js/table` runs on it unchanged. The page adapter feeds it the
 * server's frames with `update(traits)`, which sets each value and fires
 * `change:<name>`; `send(msg)` goes to `post` (the WebSocket).
 *
 * @example
 *   const model = messageModel((msg) => ws.send(JSON.stringify(msg)));
 *   ws.onmessage = (ev) => model.update(JSON.parse(ev.data).traits);
 *   table.render({ model, el });
 * @param {(msg: object) => void} post
 */
export function messageModel(post) {
  const values = new Map();
  const handlers = new Map();
  const fire = (name) => {
    for (const fn of [...(handlers.get(`change:${name}`) || [])]) fn();
  };
  return {
    get: (name) => values.get(name),
    set: (name, value) => values.set(name, value),
    save_changes: () => {},
    on(event, fn) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event).add(fn);
    },
    off(event, fn) {
      if (!event) handlers.clear();
      else if (fn) handlers.get(event)?.delete(fn);
      else handlers.delete(event);
    },
    send: (msg) => post(msg),
    /** Set the traits the server sent and tell their listeners. */
    update(traits) {
      for (const [name, value] of Object.entries(traits)) values.set(name, value);
      for (const name of Object.keys(traits)) fire(name);
    },
    /** The server answered without changing a trait (a refusal): count it as an answer. */
    answered(name = "error") {
      fire(name);
    },
  };
}
