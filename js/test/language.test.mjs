// The language menu lists what Python's catalogues hold (the widget state's
// `languages`), in Python's order and each by its own name; only a page that has not
// yet received that list falls back to the one language it is in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { languageChoices } from "../common/language.js";

const SENT = [
  { code: "en", name: "English" },
  { code: "el", name: "Ελληνικά" },
  { code: "ko", name: "한국어" },
];

test("the menu offers exactly the languages Python sent, in its order, by their own names", () => {
  assert.deepEqual(languageChoices(SENT, "el"), SENT);
  // A language the catalogues gain is offered; one they lose is not.
  const more = [...SENT, { code: "fr", name: "Français" }];
  assert.deepEqual(languageChoices(more, "en").map((c) => c.code), ["en", "el", "ko", "fr"]);
  assert.deepEqual(languageChoices([{ code: "en", name: "English" }], "en"), [{ code: "en", name: "English" }]);
});

test("entries without a code are left out, a repeated code is listed once, a missing name shows the code", () => {
  const odd = [null, { name: "Nameless" }, { code: "" }, { code: "el", name: "Ελληνικά" }, { code: "el", name: "again" }, { code: "ko" }];
  assert.deepEqual(languageChoices(odd, "el"), [{ code: "el", name: "Ελληνικά" }, { code: "ko", name: "ko" }]);
});

test("before any list arrives the page offers only the language it is in", () => {
  assert.deepEqual(languageChoices(undefined, "ko", { lang_ko: "한국어" }), [{ code: "ko", name: "한국어" }]);
  assert.deepEqual(languageChoices([], undefined), [{ code: "en", name: "en" }]);
  assert.deepEqual(languageChoices("en el", "el"), [{ code: "el", name: "el" }]); // not a list: ignored
});
