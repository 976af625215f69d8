"""``PageWidget``: the one base of the widgets whose page only *sends messages*.

The table (:class:`~hasen_widget.widget.HasenWidget`) and the quizzes
(:mod:`hasen_widget.quiz`) trust nothing from the browser. Their page draws what
Python syncs and asks for things with messages ``{"kind": ..., ...}``; it never sets a
trait. What that takes is the same for each of them, and lives here:

- the front end: ``class Quiz(PageWidget, bundle="quiz")`` loads ``static/quiz.js``
  and ``static/quiz.css`` (built from ``js/quiz/`` by ``build.mjs``), or a line saying
  the front end is not built;
- an edit of a synced trait from the page is refused, shown, and undone (the trait is
  sent back as Python has it);
- a message is checked against the widget's schema (``page_messages``, see
  :mod:`hasen_widget.page_messages`) and handed to the method for its kind,
  ``_page_<kind>(msg)``; a message the schema refuses (an unknown kind, a bad field) is
  shown and changes nothing, and an exception in a handler is shown, not raised into
  the kernel.

A subclass says how a refusal is shown (``_show_error``) and may word the refusals
(``_message_refused``, ``_edit_refused``, ``_handler_failed``):

>>> import traitlets
>>> from hasen_widget.page_messages import PageMessage, flag
>>> class Lamp(PageWidget, bundle="quiz"):
...     page_messages = {"switch": PageMessage({"value": flag()})}
...     on = traitlets.Bool(False).tag(sync=True)
...     error = traitlets.Unicode("").tag(sync=True)
...     def _page_switch(self, msg):
...         self.on = msg["value"]
...     def _show_error(self, text):
...         self.error = text
>>> lamp = Lamp()
>>> lamp._on_page_message(lamp, {"kind": "switch", "value": True}, [])
>>> lamp.on, lamp.error
(True, '')
>>> lamp._on_page_message(lamp, {"kind": "explode"}, [])
>>> lamp.error
"A message from the page was refused: kind: unknown kind 'explode'"
>>> lamp.set_state({"on": False})  # what ipywidgets calls for an edit from the page
>>> lamp.on, lamp.error
(True, 'The page tried to change on: refused; the widget is unchanged.')
>>> lamp.close()
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import anywidget

from .errors import HasenError
from .page_messages import MessageError, PageMessage, check_message

__all__ = ["PageWidget", "STATIC", "front_end"]

#: Where ``build.mjs`` puts the bundles (``<name>.js`` and ``<name>.css``).
STATIC = Path(__file__).resolve().parent / "static"
_log = logging.getLogger(__name__)


def _not_built(bundle: str) -> str:
    # Shown in the cell instead of a blank output, with what to do about it.
    return (
        "export default { render({ el }) {\n"
        f'  el.textContent = "hasen-widget: the {bundle} front end is not built. '
        'Run `npm ci && node build.mjs` " +\n'
        '    "in the project folder (pip install does this for you).";\n'
        "} };\n"
    )


def front_end(name: str, fallback: str) -> "Path | str":
    """The bundled file ``static/<name>``, or ``fallback`` when it was not built.

    >>> front_end("no-such-bundle.js", "fallback")
    'fallback'
    """
    path = STATIC / name
    return path if path.exists() else fallback


class PageWidget(anywidget.AnyWidget):
    """An anywidget whose page may only send checked messages (see the module's text)."""

    #: The messages the page may send, kind -> spec (checked by :func:`~hasen_widget.page_messages.check_message`).
    page_messages: ClassVar[Mapping[str, PageMessage]] = {}
    #: Why the widget could not be built (``None``: it was). A stand-in listens to nothing.
    _failure: "HasenError | None" = None

    def __init_subclass__(cls, bundle: "str | None" = None, **kwargs: Any) -> None:
        if bundle is not None:
            # Set before anywidget's own hook, which turns a file's Path into its contents.
            cls._esm = front_end(f"{bundle}.js", _not_built(bundle))
            cls._css = front_end(f"{bundle}.css", "")
        super().__init_subclass__(**kwargs)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_page_message)

    # ------------------------------------------------------------ messages
    def _on_page_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The handler ipywidgets calls for a message from the page: it never raises."""
        if self._failure is not None:
            return
        try:
            self._dispatch(content)
        except Exception as e:  # noqa: BLE001 - shown in the widget, never raised into the kernel
            _log.exception(
                "hasen-widget %s: error while handling a message from the page", type(self).__name__
            )
            self._show_error(self._handler_failed(e))

    def _dispatch(self, content: Any) -> None:
        """Check ``content`` against :attr:`page_messages`, then route it by its kind."""
        try:
            msg = check_message(self.page_messages, content)
        except MessageError as e:
            self._show_error(self._message_refused(e))
            return
        self._route(msg)

    def _route(self, msg: dict[str, Any]) -> None:
        """Call ``_page_<kind>(msg)`` for a checked message."""
        handler = getattr(self, f"_page_{msg['kind']}", None)
        if handler is None:  # in the schema but not handled here: say so, change nothing
            self._show_error(
                self._message_refused(MessageError("kind", f"{msg['kind']!r} is not taken here"))
            )
            return
        handler(msg)

    # --------------------------------------------------------- trait edits
    def set_state(self, sync_data: Any) -> None:
        """The page tried to change synced traits: refuse it, put ours back, change nothing.

        Nothing the page may set lives in a trait (intents come as messages), so every
        name is refused; the known ones are sent back as they are, unknown names (or
        read-only ones such as ``keys``) are only named in the refusal, never looked up.
        """
        names = list(sync_data) if isinstance(sync_data, dict) else []
        text = self._edit_refused(names)
        if text:
            self._show_error(text)
        ours = [k for k in dict.fromkeys(names) if isinstance(k, str) and k in self.keys]
        if ours:
            self.send_state(ours)

    # ----------------------------------------------- words, for a subclass
    def _show_error(self, text: str) -> None:
        """Show a refusal in the widget (each subclass has its own place for it)."""
        raise NotImplementedError

    def _message_refused(self, error: MessageError) -> str:
        """The refusal of a message the schema does not take."""
        return f"A message from the page was refused: {str(error)[:160]}"

    def _edit_refused(self, names: list[Any]) -> "str | None":
        """The refusal of an edit of ``names`` from the page (``None``: say nothing)."""
        if not names:
            return None
        shown = ", ".join(k[:30] if isinstance(k, str) else type(k).__name__ for k in names[:3])
        if len(names) > 3:
            shown += ", …"
        return (
            f"The page tried to change {shown or 'a nameless value'}: refused; the {self._what} is unchanged."
        )

    def _handler_failed(self, error: Exception) -> str:
        """What is shown when handling a message raised ``error``."""
        return f"Something went wrong in Python: {type(error).__name__}: {str(error)[:200]}"

    #: What the refusals call the widget ("the table is unchanged").
    _what = "widget"
