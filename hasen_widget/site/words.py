"""The site's own words (the ``site`` catalogue domain): the start page, the offline
status line, and the note the first lesson gets.

Key caps (Shift + Enter), the toolbar's ▶ and JupyterLab's menu labels (English in its
menus, whatever the page's language) are given as placeholders: they are what the learner
sees on the keys and the screen, so no catalogue text has to hold them.

>>> text("site.page.start", "en")
'Start with lesson 1'
>>> "Shift + Enter" in text("site.run.keys", "en")
True
"""

from __future__ import annotations

from ..explain.catalog import lookup
from ..explain.registry import register_message

__all__ = ["text", "KEYS", "NOTE", "PAGE", "OFFLINE"]

#: The values the placeholders stand for, in every language.
KEYS = {
    "keys": "Shift + Enter",
    "run": "▶",
    "run_menu": "Run",
    "run_all": "Run All Cells",
    "delete": "Delete",
}

#: The note at the top of the first lesson, one paragraph per message.
NOTE = ("site.note.browser", "site.run.touch", "site.note.offline", "site.note.original")
#: The start page's messages (besides the note's), in the order the page shows them.
PAGE = (
    "site.page.title",
    "site.page.intro",
    "site.page.start",
    "site.page.lessons",
    "site.page.more",
    "site.page.run",
    "site.run.keys",
    "site.run.touch",
    "site.run.all",
    "site.page.language",
    "site.note.original",
)
#: The offline status line, as the start page's script shows it ({percent}: how much is kept).
OFFLINE = (
    "site.offline.checking",
    "site.offline.saving",
    "site.offline.ready",
    "site.offline.unsupported",
    "site.offline.failed",
)

_PARAMS = {
    "site.run.keys": {"keys": "text"},
    "site.run.touch": {"run": "text"},
    "site.run.all": {"run_menu": "text", "run_all": "text"},
    "site.note.original": {"delete": "text"},
    "site.offline.saving": {"percent": "int"},
    "site.offline.failed": {"percent": "int"},
}
for _key in dict.fromkeys(NOTE + PAGE + OFFLINE):
    register_message(_key, domain="site", **_PARAMS.get(_key, {}))


def text(key: str, lang: str, **params: object) -> str:
    """Message ``key`` in ``lang``, its placeholders filled (the key caps by default)."""
    values = {name: params.get(name, KEYS.get(name)) for name in _PARAMS.get(key, {})}
    return lookup(key, lang).format(**values)
