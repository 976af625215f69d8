"""The site's front door: a start page that lists every notebook under its title, says
how to run a cell by keyboard and by touch, and how far the browser has kept the course
for offline use; and what the site adds to JupyterLite's own pages.

The start page replaces JupyterLite's ``index.html`` (which only forwarded to the
Launcher). Its words come from the ``site`` catalogue in every language
(:mod:`.words`); the page shows the browser's language when it has it, and a menu
switches. It registers the site's service worker itself, the same one JupyterLite's
pages register, so keeping the course offline starts on the first page a learner sees.

>>> html = start_page([("Lesson 1 · Cards", "01.ipynb")], [])
>>> 'href="lab/index.html?path=01.ipynb"' in html and "Lesson 1 · Cards" in html
True
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from urllib.parse import quote

from . import words

__all__ = ["front_door", "start_page", "lesson_href", "add_page_script", "PAGE_SCRIPT", "WEB"]

#: The site's own scripts, shipped with the package.
WEB = Path(__file__).resolve().parent / "web"
#: The name of the script every JupyterLite page of the site loads (``web/page.js``).
PAGE_SCRIPT = "hasen-site.js"
#: JupyterLite registers its service worker with this address, relative to the root.
SERVICE_WORKER = "service-worker.js?enableCache=false"


def lesson_href(path: str) -> str:
    """The address, relative to the site's root, that opens ``path`` in JupyterLab."""
    return f"lab/index.html?path={quote(path)}"


def _messages(lang: str) -> dict[str, str]:
    out = {key: words.text(key, lang) for key in words.PAGE}
    # {percent} is filled in by the page's script as the copy grows.
    out.update({key: words.text(key, lang, percent="{percent}") for key in words.OFFLINE})
    return out


def _links(items: list[tuple[str, str]]) -> str:
    return "\n".join(
        f'      <li><a href="{html.escape(lesson_href(path))}">{html.escape(title)}</a></li>'
        for title, path in items
    )


def start_page(lessons: list[tuple[str, str]], more: list[tuple[str, str]]) -> str:
    """The start page: ``lessons`` and ``more`` (a teacher's notebooks) as ``(title,
    path)`` pairs, paths inside the site's file tree."""
    en = _messages("en")
    every = {lang: _messages(lang) for lang in words.LANGUAGES}

    def say(key: str) -> str:
        return f'<span data-say="{key}">{html.escape(en[key])}</span>'

    menu = "".join(
        f'<option value="{lang}">{html.escape(words.ENDONYMS[lang])}</option>' for lang in words.LANGUAGES
    )
    more_html = (
        f"""
    <h2>{say("site.page.more")}</h2>
    <ol class="more">
{_links(more)}
    </ol>"""
        if more
        else ""
    )
    first = lessons[0][1] if lessons else more[0][1]
    data = json.dumps(every, ensure_ascii=False).replace("</", "<\\/")  # no "</script>" inside
    script = _START_SCRIPT.replace("__SERVICE_WORKER__", json.dumps(SERVICE_WORKER))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{html.escape(en["site.page.title"])}</title>
  <link rel="icon" href="lab/favicon.ico">
  <!-- JupyterLite's pages read their settings from each folder above them, this one too -->
  <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
  <style>
    body {{ font: 17px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif; margin: 0;
      color: #1b1b1b; background: #fbfaf7; }}
    main {{ max-width: 44rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }}
    h1 {{ font-size: 1.9rem; line-height: 1.2; margin: 0.5rem 0; }}
    h2 {{ font-size: 1.25rem; margin: 1.75rem 0 0.5rem; }}
    .start {{ display: inline-block; margin: 0.75rem 0; padding: 0.7rem 1.2rem; border-radius: 0.5rem;
      background: #1f5f3f; color: #fff; font-weight: 600; text-decoration: none; }}
    .start:focus-visible, a:focus-visible {{ outline: 3px solid #e0a100; outline-offset: 2px; }}
    ol {{ padding-left: 1.4rem; }} li {{ margin: 0.35rem 0; }}
    a {{ color: #1f4f8f; }}
    .offline {{ margin-top: 2rem; padding: 0.75rem 1rem; border-left: 4px solid #1f5f3f; background: #eef4ef; }}
    .lang {{ float: right; }} select {{ font: inherit; }}
    :lang(ko) {{ word-break: keep-all; }}  /* Korean breaks lines between words, not syllables */
  </style>
</head>
<body>
  <main>
    <label class="lang">{say("site.page.language")}
      <select id="hasen-lang">{menu}</select></label>
    <h1>{say("site.page.title")}</h1>
    <p>{say("site.page.intro")}</p>
    <a class="start" href="{html.escape(lesson_href(first))}">{say("site.page.start")}</a>
    <h2>{say("site.page.lessons")}</h2>
    <ol class="lessons">
{_links(lessons)}
    </ol>{more_html}
    <h2>{say("site.page.run")}</h2>
    <p>{say("site.run.keys")}</p>
    <p>{say("site.run.touch")}</p>
    <p>{say("site.run.all")}</p>
    <p>{say("site.note.original")}</p>
    <p class="offline" id="hasen-offline" role="status" aria-live="polite">{say("site.offline.checking")}</p>
  </main>
  <script id="hasen-words" type="application/json">{data}</script>
  <script>
{script}
  </script>
</body>
</html>
"""


# The start page's script: the language (the browser's, or the menu's, remembered), and
# the offline status line, from the service worker's own count of the files it keeps.
_START_SCRIPT = """
(function () {
  "use strict";
  const WORDS = JSON.parse(document.getElementById("hasen-words").textContent);
  const menu = document.getElementById("hasen-lang");
  const line = document.getElementById("hasen-offline");
  let lang = "en";
  let shown = ["site.offline.checking", 0];
  function show(key, percent) {
    shown = [key, percent || 0];
    line.dataset.state = key.split(".").pop();
    line.textContent = WORDS[lang][key].replace("{percent}", String(percent || 0));
  }
  function setLanguage(next) {
    lang = WORDS[next] ? next : "en";
    document.documentElement.lang = lang;
    menu.value = lang;
    for (const el of document.querySelectorAll("[data-say]")) el.textContent = WORDS[lang][el.dataset.say];
    document.title = WORDS[lang]["site.page.title"];
    show(shown[0], shown[1]);
  }
  let stored = null;
  try { stored = localStorage.getItem("hasen-site-lang"); } catch (e) {}
  const wanted = [stored].concat(navigator.languages || [navigator.language]).filter(Boolean);
  setLanguage((wanted.map((l) => l.slice(0, 2).toLowerCase()).find((l) => WORDS[l])) || "en");
  menu.addEventListener("change", () => {
    setLanguage(menu.value);
    try { localStorage.setItem("hasen-site-lang", menu.value); } catch (e) {}
  });

  if (!("serviceWorker" in navigator) || !window.caches) {
    show("site.offline.unsupported");
    return;
  }
  function report(s) {
    const percent = s.total ? Math.floor((100 * s.done) / s.total) : 100;
    if (s.done >= s.total) show("site.offline.ready");
    else if (s.keeping) show("site.offline.saving", percent);
    else if (s.failed) show("site.offline.failed", percent);
    else show("site.offline.saving", percent);
  }
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data && event.data.hasen === "status") report(event.data);
  });
  navigator.serviceWorker.register(__SERVICE_WORKER__).catch(() => show("site.offline.unsupported"));
  navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    worker.postMessage({ hasen: "keep" });
    const poll = setInterval(() => worker.postMessage({ hasen: "status" }), 1000);
    navigator.serviceWorker.addEventListener("message", (event) => {
      const s = event.data || {};
      if (s.hasen === "status" && !s.keeping && (s.done >= s.total || s.failed)) clearInterval(poll);
    });
  });
})();
"""


def add_page_script(page: Path, version: str) -> None:
    """Make a JupyterLite page (``lab/index.html``) load the site's page script."""
    text = page.read_text(encoding="utf-8")
    tag = f'<script src="../{PAGE_SCRIPT}?_={version}"></script>'
    if tag in text:
        return
    if "</head>" not in text:
        raise ValueError(f"{page}: no </head> to add the site's script to")
    page.write_text(text.replace("</head>", f"  {tag}\n  </head>", 1), encoding="utf-8")


def front_door(site: Path, lessons: list[tuple[str, str]], more: list[tuple[str, str]]) -> None:
    """Put the start page at the site's root and the page script into JupyterLite's pages."""
    import hashlib
    import shutil

    (site / "index.html").write_text(start_page(lessons, more), encoding="utf-8")
    script = site / PAGE_SCRIPT
    shutil.copy2(WEB / "page.js", script)
    version = hashlib.sha256(script.read_bytes()).hexdigest()[:12]
    for app in ("lab", "notebooks", "tree"):
        if (site / app / "index.html").exists():
            add_page_script(site / app / "index.html", version)
