"""A widget that could not be built shows why, in place of itself.

Voilà runs a notebook's cells one after another and, at the first cell that raises,
stops and replaces the rest of the page with "There was an error when executing cell…".
A teacher's typo in a deal must not blank the class's screen, so inside a notebook
kernel (JupyterLab, Notebook 7, Voilà) the widget constructors do not raise a
:class:`~hasen_widget.errors.HasenError`: they return a widget that shows the message,
large and readable, where the table or quiz would be, and the page's other cells run on.
The error is kept (``widget.failure``) and raised again, as one line, by any method
called on that widget. Outside a kernel (a script, a test, ``python -c``) the
constructors raise as usual. ``hasen_widget.failure.SHOW_IN_PLACE`` set to ``True`` or
``False`` overrides the choice.

>>> from hasen_widget.errors import OptionError
>>> html = failure_html(OptionError("open_hand", "not an option", suggestion="open_hands"), "en")
>>> 'role="alert"' in html and "did you mean open_hands?" in html
True
"""

from __future__ import annotations

import html as _html
import sys
from typing import Any

from .errors import HasenError, one_line

__all__ = ["SHOW_IN_PLACE", "show_in_place", "failure_state", "failure_html", "failure_bundle", "Failed"]

#: ``None``: show in place inside a notebook kernel, raise elsewhere; ``True``/``False``: always/never.
SHOW_IN_PLACE: "bool | None" = None


def show_in_place() -> bool:
    """Whether a widget that cannot be built shows its error instead of raising it."""
    if SHOW_IN_PLACE is not None:
        return SHOW_IN_PLACE
    ipython = sys.modules.get("IPython")  # never imported here: no IPython, no kernel
    if ipython is None:
        return False
    shell = ipython.get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _title(lang: str) -> str:
    # lazy: the table package loads only when a failure is shown (widget_static stays light).
    from .table.present_text import present_label

    try:
        return present_label("failure_title", lang)
    except (LookupError, ValueError):  # a bad language must not hide the error itself
        return present_label("failure_title", "en")


def failure_state(error: HasenError, lang: str = "en") -> dict[str, Any]:
    """The ``failure`` state a widget syncs: ``{"title", "text", "kind", "field"}``."""
    return {
        "title": _title(lang),
        "text": " ".join(str(error).split()),
        "kind": type(error).__name__,
        "field": getattr(error, "field", None),
    }


def failure_html(error: HasenError, lang: str = "en") -> str:
    """The error as a block of HTML: large, dark on light, a live alert (no script)."""
    state = failure_state(error, lang)
    esc = _html.escape
    return (
        '<div class="hasen-failure" role="alert" lang="' + esc(lang) + '" style="font-family:'
        "var(--jp-content-font-family,sans-serif);font-size:1.4rem;line-height:1.4;color:#111;"
        'background:#fff4f4;border:3px solid #a00000;border-radius:8px;padding:0.8em 1em;max-width:60em">'
        f'<div style="font-weight:700;margin-bottom:0.3em">{esc(state["title"])}</div>'
        f"<div><b>{esc(state['kind'])}</b>: {esc(state['text'])}</div></div>"
    )


def failure_bundle(error: HasenError, lang: str = "en") -> dict[str, str]:
    """What a failed widget displays: the HTML block, and its one line as text."""
    return {"text/plain": one_line(error), "text/html": failure_html(error, lang)}


class Failed:
    """A stand-in for the missing table or quiz: every use raises the kept error."""

    def __init__(self, error: HasenError) -> None:
        self.error = error

    def __getattr__(self, name: str) -> Any:
        raise self.error
