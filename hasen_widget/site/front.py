"""The site's front door: a start page that lists every notebook under its title, says
how to run a cell by keyboard and by touch, and how far the browser has kept the course
for offline use; and what the site adds to JupyterLite's own pages.

The start page replaces JupyterLite's ``index.html`` (which only forwarded to the
Launcher). Its words come from the ``site`` catalogue in every language
(:mod:`.words`); the page shows the browser's language when it has it, and a menu
switches. It registers the site's service worker itself, the same one JupyterLite's
pages register, so keeping the course offline starts on the first page a learner sees.
The page is ``templates/index.html``, its script ``web/start.js``; this module fills in
the notebooks and the words.

>>> html = start_page([("Lesson 1 · Cards", "01.ipynb")], [])
>>> 'href="lab/index.html?path=01.ipynb"' in html and "Lesson 1 · Cards" in html
True
"""

from __future__ import annotations

import hashlib
import html
import json
import shutil
import string
from pathlib import Path
from urllib.parse import quote

from ..explain.catalog import available_languages
from ..widget_text import language_menu
from . import words
from .config import TEMPLATES

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


class _Page(string.Template):
    """``templates/index.html``: ``${site.page.title}`` and the like are catalogue keys."""

    idpattern = r"[a-z][a-z0-9_.]*"


def start_page(lessons: list[tuple[str, str]], more: list[tuple[str, str]]) -> str:
    """The start page: ``lessons`` and ``more`` (a teacher's notebooks) as ``(title,
    path)`` pairs, paths inside the site's file tree. It is ``templates/index.html`` with
    the English words in place (the page's script switches them: ``web/start.js``)."""
    en = _messages("en")
    every = {lang: _messages(lang) for lang in available_languages()}

    def say(key: str) -> str:
        return f'<span data-say="{key}">{html.escape(en[key])}</span>'

    menu = "".join(
        f'<option value="{choice["code"]}">{html.escape(choice["name"])}</option>'
        for choice in language_menu()
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
    script = (WEB / "start.js").read_text(encoding="utf-8")
    return _Page((TEMPLATES / "index.html").read_text(encoding="utf-8")).substitute(
        {key: say(key) for key in en},
        title=html.escape(en["site.page.title"]),
        menu=menu,
        start=html.escape(lesson_href(first)),
        lessons=_links(lessons),
        more=more_html,
        words=json.dumps(every, ensure_ascii=False).replace("</", "<\\/"),  # no "</script>" inside
        script="\n" + script.replace("__SERVICE_WORKER__", json.dumps(SERVICE_WORKER)),
    )


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
    (site / "index.html").write_text(start_page(lessons, more), encoding="utf-8")
    script = site / PAGE_SCRIPT
    shutil.copy2(WEB / "page.js", script)
    version = hashlib.sha256(script.read_bytes()).hexdigest()[:12]
    for app in ("lab", "notebooks", "tree"):
        if (site / app / "index.html").exists():
            add_page_script(site / app / "index.html", version)
