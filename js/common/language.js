// The language menu of the table and the quizzes. Its choices are what Python's
// catalogues hold: each widget's state carries `languages`, [{code, name}] with each
// language by its own name (hasen_widget.widget_text.language_menu, CLDR's autonyms via
// Babel), English first. Choosing one sends {kind: "lang", value}; Python switches every
// widget of the session, so the page never changes a language by itself. No DOM helpers
// of either widget are needed.

/**
 * The menu's choices: the languages Python sent, in its order (an entry without a code
 * is left out, a repeated code listed once). A page that has not yet received them
 * offers only the language it is in, named by its `lang_<code>` label if it has one.
 */
export function languageChoices(languages, lang, labels = {}) {
  const seen = new Set();
  const sent = [];
  for (const entry of Array.isArray(languages) ? languages : []) {
    const code = entry && typeof entry.code === "string" ? entry.code : "";
    if (!code || seen.has(code)) continue;
    seen.add(code);
    sent.push({ code, name: typeof entry.name === "string" && entry.name ? entry.name : code });
  }
  if (sent.length) return sent;
  const code = lang || "en";
  return [{ code, name: (labels && labels[`lang_${code}`]) || code }];
}

/** The menu: a labelled <select>, or null before Python sent any words (no labels). */
export function languageMenu({ labels, lang, send, languages, cls = "" }) {
  if (!labels || !labels.language) return null;
  const select = document.createElement("select");
  select.className = `hw-lang ${cls}`.trim();
  select.setAttribute("data-key", "lang");
  select.setAttribute("aria-label", labels.language);
  select.setAttribute("title", labels.language);
  // Keys typed on it are the menu's, never the notebook's shortcuts (see table/dom.js).
  select.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const { code, name } of languageChoices(languages, lang, labels)) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = name;
    if (code === lang) option.selected = true;
    select.append(option);
  }
  select.addEventListener("change", () => send({ kind: "lang", value: select.value }));
  const label = document.createElement("label");
  label.className = "hw-lang-label";
  label.append(`${labels.language} `, select);
  return label;
}
