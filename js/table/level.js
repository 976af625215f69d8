// The computer players' level: one small select ("Computer players: Beginner … Expert"),
// shown when the table plays at a named level (settings.level). Python holds the level
// and the words (settings.levels); the page only sends {kind: "level", value}.
import { h } from "./dom.js";

/** The level control, or null on a table given its own players (settings.level is null). */
export function renderLevel({ settings, send, uid }) {
  if (!settings || !settings.level || !settings.levels) return null;
  const words = settings.levels;
  const names = Object.keys(words).filter((k) => k !== "control");
  const id = `${uid}-level`;
  const select = h("select", {
    id,
    class: "hw-level-select",
    "data-key": "level",
    onchange: (e) => send({ kind: "level", value: e.target.value }),
  }, names.map((n) => h("option", { value: n, selected: n === settings.level }, words[n])));
  return h("div", { class: "hw-level", style: "margin-top: 0.3em" }, h("label", { for: id }, `${words.control}: `), select);
}
