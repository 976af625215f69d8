"""The one set of size names, for the table, the quizzes and every picture.

``"small"`` (a picture beside text, a phone), ``"normal"`` (a notebook cell) and
``"projector"`` (a room: large cards and letters, filling the space given). A name
from before this set (``show_deal``'s ``"large"``) is refused with the name to use.

>>> check_size("projector")
'projector'
>>> check_size("large")
Traceback (most recent call last):
...
hasen_widget.errors.OptionError: size: 'large' is not a size; the sizes are small, normal, projector (did you mean projector?)
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import OptionError, closest

__all__ = ["SIZES", "check_size"]

SIZES = ("small", "normal", "projector")
# Old names that meant something else in one place: each says which name to use now.
_RENAMED = {"large": "projector", "big": "projector", "medium": "normal", "default": "normal"}


def check_size(size: object, field: str = "size", error: "Callable[[str], Exception] | None" = None) -> str:
    """``size`` if it is one of :data:`SIZES`; else :class:`OptionError` (or ``error``
    made from the same words) naming the field and the closest size."""
    if isinstance(size, str) and size in SIZES:
        return size
    shown = repr(size)[:20] if isinstance(size, str) else type(size).__name__
    guess = _RENAMED.get(size) if isinstance(size, str) else None
    if guess is None and isinstance(size, str):
        guess = closest(size, SIZES)
    refusal = OptionError(field, f"{shown} is not a size; the sizes are {', '.join(SIZES)}", suggestion=guess)
    raise refusal if error is None else error(str(refusal))
