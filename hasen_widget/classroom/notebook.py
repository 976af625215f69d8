"""``Classroom``: start the class server from a notebook cell, inside the kernel's own
event loop, and show the join link, its QR code and the teacher's dashboard.

In JupyterLab (or Voilà on the projector)::

    from hasen_widget.classroom import Classroom
    room = Classroom(deals=DEALS, db="class.sqlite")   # DEALS: lesson 8's deal text
    room                                               # the link, the QR code, the dashboard

The kernel keeps serving while the notebook is open; ``room.stop()`` ends the class
(the database keeps every result; a new ``Classroom`` on the same ``db`` resumes it).

A mistyped keyword is named with the closest right one, and outside a kernel's event
loop (a script, a terminal) it says what to run instead; neither starts a server:

>>> Classroom(dels="deals.txt")
Traceback (most recent call last):
    ...
TypeError: Classroom() got an unknown keyword 'dels'; did you mean 'deals'?
>>> Classroom(db="class.sqlite")
Traceback (most recent call last):
    ...
RuntimeError: Classroom() runs inside a notebook's kernel; from a terminal use: python -m hasen_widget class
"""

from __future__ import annotations

import asyncio
import base64
import difflib
import html
from pathlib import Path
from typing import Any

from ..explain.catalog import normalize_language
from .deals import parse_deals, read_deals
from .qr import qr_svg
from .words import labels

__all__ = ["Classroom"]

_PARAMS = ("deals", "db", "host", "port", "lang", "seed", "count", "tables", "pace", "linger", "review")


class Classroom:
    """A class served from this kernel. Keywords: ``deals`` (deal text in lesson 8's
    notation, several one after another, or a path to such a file; default seeded),
    ``db`` (SQLite file), ``host`` (``"127.0.0.1"``; ``"0.0.0.0"`` opens it to the room's
    network), ``port`` (8765; ``0``: any free port), ``lang``, ``seed``, ``count``,
    ``tables`` (tables of four to open), ``pace``, ``linger``, ``review`` (the coach's
    review in a worker process).

    ``join_url`` and ``teacher_url`` are set once it listens (``await room.ready()``)."""

    def __init__(self, **kwargs: Any) -> None:
        for name in kwargs:
            if name not in _PARAMS:
                near = difflib.get_close_matches(name, _PARAMS, n=1)
                hint = f"; did you mean {near[0]!r}?" if near else ""
                raise TypeError(f"Classroom() got an unknown keyword {name[:30]!r}{hint}")

        deals = kwargs.get("deals")
        if isinstance(deals, Path) or (
            isinstance(deals, str) and "\n" not in deals and Path(deals).is_file()
        ):
            deals = read_deals(deals)
        elif isinstance(deals, str):
            deals = parse_deals(deals)
        elif deals is not None:
            raise TypeError("deals must be deal text (lesson 8's notation) or the path of a file of deals")
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            raise RuntimeError(
                "Classroom() runs inside a notebook's kernel; from a terminal use: python -m hasen_widget class"
            ) from None
        # lazy: .run loads starlette/uvicorn, needed only once the class starts.
        from .run import start_class

        # Only what was given: every default is start_class's and ClassSession's own.
        self._args: dict[str, Any] = {k: v for k, v in kwargs.items() if k not in ("deals", "lang", "review")}
        self._args.update(deals=deals, lang=normalize_language(kwargs.get("lang", "en")),
                          review_pool=kwargs.get("review", True))  # fmt: skip
        self.join_url = self.teacher_url = ""
        self.error = ""
        self._running: Any = None
        self._widget: Any = None
        self._task = loop.create_task(start_class(**self._args))
        self._task.add_done_callback(self._started)

    def _started(self, task: "asyncio.Task[Any]") -> None:
        if task.cancelled():
            return
        if task.exception() is not None:
            self.error = f"The class server did not start: {task.exception()}"
        else:
            self._running = task.result()
            self.join_url = self._running.server.join_url
            self.teacher_url = self._running.server.teacher_url
        if self._widget is not None:
            self._widget.value = self._html()

    async def ready(self) -> "Classroom":
        """Wait until the server listens (raises what stopped it from starting)."""
        await asyncio.shield(self._task)
        return self

    @property
    def session(self) -> Any:
        return None if self._running is None else self._running.session

    def stop(self) -> "asyncio.Task[Any] | None":
        """End the class (its database keeps everything)."""
        if self._running is None:
            return None
        running, self._running = self._running, None
        return asyncio.get_running_loop().create_task(running.stop())

    # ------------------------------------------------------------- showing it
    def _html(self) -> str:
        words = labels(self._args["lang"])
        if self.error:
            return f"<p>{html.escape(self.error)}</p>"
        if not self.join_url:
            return "<p>…</p>"
        svg = base64.b64encode(qr_svg(self.join_url).encode()).decode()
        join, teacher = html.escape(self.join_url), html.escape(self.teacher_url)
        # The QR code and the link are shown here once, big enough to read from the back
        # of the room; the dashboard in the frame below leaves them out (it knows it is
        # framed). Its own link opens it in a tab of its own.
        return (
            '<div class="hasen-classroom" style="font-family:var(--jp-ui-font-family,sans-serif)">'
            '<div style="display:flex;flex-wrap:wrap;gap:0.5em 1.5em;align-items:center;margin-bottom:0.5em">'
            f'<img alt="{join}" width="280" height="280" style="background:#fff;padding:8px" '
            f'src="data:image/svg+xml;base64,{svg}"><div style="min-width:0">'
            f'<p style="font-size:1.6em;margin:0 0 0.3em">{html.escape(words["dash.join_at"])}:</p>'
            f'<p style="font-size:2.4em;margin:0;overflow-wrap:anywhere"><a href="{join}" target="_blank">{join}</a></p>'
            f'<p><a href="{teacher}" target="_blank">{html.escape(words["dash.title"])}</a></p></div></div>'
            f'<iframe src="{teacher}" title="{html.escape(words["dash.title"])}" style="width:100%;height:720px;'
            'border:1px solid var(--jp-border-color2,#ccc)"></iframe></div>'
        )

    @property
    def widget(self) -> Any:
        """The join link, its QR code and the dashboard, as an ipywidgets ``HTML``."""
        if self._widget is None:
            # lazy: ipywidgets is heavy.
            import ipywidgets

            self._widget = ipywidgets.HTML(self._html())
        return self._widget

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<Classroom {self.join_url or 'starting'}>"
