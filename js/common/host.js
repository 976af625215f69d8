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
