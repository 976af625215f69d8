// The language menu of the table and the quizzes: en, el, ko, each by its own name
// (labels lang_en, lang_el, lang_ko from Python, CLDR's autonyms via Babel). Choosing
// one sends {kind: "lang", value}; Python switches every widget of the session, so the
// page never changes a language by itself. No DOM helpers of either widget are needed.

export const LANGUAGES = ["en", "el", "ko"];

/** The menu: a labelled <select>, or null when Python sent no language names. */
export function languageMenu({ labels, lang, send, cls = "" }) {
  if (!labels || !labels.lang_en) return null;
  const select = document.createElement("select");
  select.className = `hw-lang ${cls}`.trim();
  select.setAttribute("data-key", "lang");
  select.setAttribute("aria-label", labels.language || "Language");
  select.setAttribute("title", labels.language || "Language");
  // Keys typed on it are the menu's, never the notebook's shortcuts (see table/dom.js).
  select.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const code of LANGUAGES) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = labels[`lang_${code}`] || code;
    if (code === lang) option.selected = true;
    select.append(option);
  }
  select.addEventListener("change", () => send({ kind: "lang", value: select.value }));
  const label = document.createElement("label");
  label.className = "hw-lang-label";
  label.append(`${labels.language || ""} `.trimStart(), select);
  return label;
}
