"""One family of errors: every refusal of the package is a :class:`HasenError`.

Bad cards (``CardError``), bad deals (``DealError``), bad options (:class:`OptionError`),
refused moves (``IllegalAction``), bad rules, saved games, quiz answers and pictures are
all members, so ``except HasenError`` catches any of them and nothing else. Each keeps
its old base class too (``ValueError``), so code that caught those goes on working.

IPython (JupyterLab, Notebook, Voilà, the terminal) shows a ``HasenError`` as its one
line, ``DealError: A♥ appears twice (in North's hand); missing: 9♣``, with no
traceback: the message names the rule or the field, and a room can read it.

>>> from hasen_widget import DealError, IllegalAction
>>> issubclass(DealError, HasenError) and issubclass(IllegalAction, HasenError)
True
>>> OptionError("open_hand", "not an option of HasenWidget", suggestion="open_hands").args[0]
'open_hand: not an option of HasenWidget (did you mean open_hands?)'
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

__all__ = ["HasenError", "OptionError", "closest", "refuse_unknown", "one_line", "keywords_checked"]

_T = TypeVar("_T", bound=type)


class HasenError(Exception):
    """The base of every error the package raises for bad input or a refused move."""

    def _render_traceback_(self) -> list[str]:
        # IPython calls this instead of printing a traceback: the reader needs the rule
        # that was broken, not the package's call stack.
        return [one_line(self)]


def one_line(error: BaseException) -> str:
    """``"<ErrorName>: <message>"`` on one line, as IPython shows a :class:`HasenError`.

    >>> one_line(OptionError("size", "must be one of small, normal, projector, not 'huge'"))
    "OptionError: size: must be one of small, normal, projector, not 'huge'"
    """
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


class OptionError(HasenError, TypeError, ValueError):
    """An option (keyword argument) that is unknown, of the wrong type or out of range.

    ``field`` names the option. A ``TypeError`` as Python's own refusal of an unknown
    keyword is, and a ``ValueError`` as the package's older refusals of bad settings were.

    >>> e = OptionError("deals", "must be a list of deals, not a dict")
    >>> e.field, str(e)
    ('deals', 'deals: must be a list of deals, not a dict')
    """

    def __init__(self, field: str, why: str, *, suggestion: "str | None" = None) -> None:
        message = f"{field}: {why}"
        if suggestion:
            message += f" (did you mean {suggestion}?)"
        super().__init__(message)
        self.field = field
        self.why = why
        self.suggestion = suggestion


def closest(name: str, known: Iterable[str]) -> "str | None":
    """The known name closest to ``name`` (``difflib``'s ratio of at least 0.6), if any.

    >>> closest("open_hand", ["open_hands", "seat", "deals"]), closest("zzz", ["seat"])
    ('open_hands', None)
    """
    import difflib  # only when a name is wrong: it costs ~10 ms to import

    found = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    return found[0] if found else None


def refuse_unknown(owner: str, given: "Mapping[str, object] | Iterable[str]", known: Iterable[str]) -> None:
    """Raise :class:`OptionError` for the first name of ``given`` that is not ``known``,
    suggesting the closest right name. ``owner`` names what was being made.

    >>> refuse_unknown("show_deal", {"sise": "large"}, ["size", "lang"])
    Traceback (most recent call last):
    ...
    hasen_widget.errors.OptionError: sise: not an option of show_deal (did you mean size?)
    """
    names = list(known)
    for name in given:
        if name not in names:
            shown = name if isinstance(name, str) else repr(name)
            shown = shown if len(shown) <= 40 else shown[:39] + "…"
            raise OptionError(
                shown,
                f"not an option of {owner}",
                suggestion=closest(name, names) if isinstance(name, str) else None,
            )


def keywords_checked(cls: _T) -> _T:
    """Class (or function) decorator: ``cls(...)`` refuses an unknown keyword with the
    closest right name, as Python 3.10–3.12 themselves do not suggest one.

    >>> import dataclasses
    >>> @keywords_checked
    ... @dataclasses.dataclass
    ... class Pair:
    ...     left: int = 0
    ...     right: int = 0
    >>> Pair(rigth=1)
    Traceback (most recent call last):
    ...
    hasen_widget.errors.OptionError: rigth: not an option of Pair (did you mean right?)
    """
    if not isinstance(cls, type):  # a function: wrap it whole
        fn: Any = cls
        fn_names = [n for n in inspect.signature(fn).parameters if not n.startswith("_")]

        @functools.wraps(fn)
        def checked(*args: Any, **kwargs: Any) -> Any:
            if any(k not in fn_names for k in kwargs):
                refuse_unknown(fn.__name__, kwargs, fn_names)
            return fn(*args, **kwargs)

        return checked  # type: ignore[return-value]
    init = cls.__init__  # type: ignore[misc]
    names = [n for n in inspect.signature(init).parameters if n != "self" and not n.startswith("_")]

    @functools.wraps(init)
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if any(k not in names for k in kwargs):
            refuse_unknown(cls.__name__, kwargs, names)
        init(self, *args, **kwargs)

    cls.__init__ = __init__  # type: ignore[misc]
    return cls
