"""The table's settings as one value: who the learner is, the language, the size, the
pace, and the switches a teacher or a lesson turns.

:class:`TableSettings` is frozen: every setting is checked when it is made, so a table
never holds a bad one, and a change is a new value (:meth:`TableSettings.replace`)
that is checked the same way. A wrong value raises :class:`~hasen_widget.errors.OptionError`
naming the field; an unknown name, the closest right one. The table and the widget
show each setting as an attribute (``w.lang = "el"``) through :class:`Setting`.

>>> s = TableSettings(lang="el", pace=0)
>>> s.lang, s.pace, s.seat
('el', 0.0, 'S')
>>> s.replace(size="projector").size
'projector'
>>> s.replace(langs="ko")
Traceback (most recent call last):
...
hasen_widget.errors.OptionError: langs: not an option of TableSettings (did you mean lang?)
>>> TableSettings(seat="X")
Traceback (most recent call last):
...
hasen_widget.errors.OptionError: seat: must be one of N, E, S, W, not 'X'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, overload

from .. import widget_text as words
from ..deal import SEATS
from ..errors import OptionError, refuse_unknown
from ..players.level_names import check_level
from ..sizes import check_size

__all__ = [
    "TableSettings",
    "Setting",
    "SETTINGS",
    "CHANGEABLE",
    "DEFAULT_LINGER",
    "DEFAULT_PACE",
    "check_seat",
    "check_lang",
    "check_flag",
    "check_seconds",
]

#: Seconds a finished trick stays before a computer player leads again. Reading the
#: trick (four cards and the winner's mark: about six fixations of 0.25 s) and its one
#: line of reason (about eight words at 200–250 words a minute: 2 s) takes about 2.5 s.
DEFAULT_LINGER = 2.5
#: Seconds between two computer moves.
DEFAULT_PACE = 0.8

_T = TypeVar("_T")


@dataclass(frozen=True)
class TableSettings:
    """Every setting of a table, each checked (fields in the order they are checked).

    - ``seat``: the learner's seat; ``lang``: ``"en"``, ``"el"`` or ``"ko"``; ``size``: one
      of :data:`hasen_widget.sizes.SIZES`.
    - ``pace``: seconds between computer moves; ``linger``: seconds a finished trick stays.
    - ``open_hands``: every card face up; ``step``: the computer moves only when asked;
      ``teacher``: the teacher's controls; ``four_colour``: a four-colour deck;
      ``analysis``: the review after each hand; ``coach``: coach mode; ``confirm``: the
      page asks before play is thrown away.
    - ``level``: the computer players' level, ``None`` when the table has its own players.

    >>> TableSettings(pace=True)
    Traceback (most recent call last):
    ...
    hasen_widget.errors.OptionError: pace: must be a number of seconds from 0 to 10, not 'True'
    """

    seat: str = "S"
    lang: str = "en"
    size: str = "normal"
    pace: float = DEFAULT_PACE
    linger: float = DEFAULT_LINGER
    open_hands: bool = False
    step: bool = False
    teacher: bool = False
    four_colour: bool = False
    analysis: bool = True
    coach: bool = False
    confirm: bool = True
    level: "str | None" = None

    def __post_init__(self) -> None:
        check_seat(self.seat)
        check_lang(self.lang)
        check_size(self.size)
        # Seconds are kept as floats: the page and the state show 0.0, not 0.
        object.__setattr__(self, "pace", check_seconds("pace", self.pace))
        object.__setattr__(self, "linger", check_seconds("linger", self.linger))
        for name in ("open_hands", "step", "teacher", "four_colour", "analysis", "coach", "confirm"):
            check_flag(name, getattr(self, name))
        if self.level is not None:
            check_level(self.level)

    def replace(self, **changes: Any) -> "TableSettings":
        """These settings with ``changes``, checked (an unknown name: the closest right one).

        >>> TableSettings().replace(step=1)
        Traceback (most recent call last):
        ...
        hasen_widget.errors.OptionError: step: must be True or False, not '1'
        """
        refuse_unknown("TableSettings", changes, SETTINGS)
        return dataclasses.replace(self, **changes)

    def page(self) -> dict[str, Any]:
        """The settings the page is told (part of the table's ``settings`` state).

        >>> sorted(TableSettings().page())
        ['four_colour', 'lang', 'level', 'linger', 'pace', 'seat', 'size', 'step', 'teacher']
        """
        return {
            "lang": self.lang,
            "size": self.size,
            "four_colour": self.four_colour,
            "pace": self.pace,
            "linger": self.linger,
            "step": self.step,
            "teacher": self.teacher,
            "seat": self.seat,
            "level": self.level,
        }


#: Every setting's name (the fields of :class:`TableSettings`).
SETTINGS = tuple(f.name for f in dataclasses.fields(TableSettings))
#: The settings that may change once the table is made (the others are the table's for good).
CHANGEABLE = ("seat", "lang", "size", "pace", "linger", "open_hands", "step", "coach", "confirm", "level")


class Setting(Generic[_T]):
    """One setting shown as an attribute: reading it gives ``owner.settings.<field>``,
    setting it calls ``owner.change(<field>=value)`` (checked, and the table acts on it).

    ``via`` names the attribute that holds the table (the widget's ``table``); without
    it the owner is the table. A setting not in :data:`CHANGEABLE` is read-only.

    >>> class Box:
    ...     settings = TableSettings()
    ...     lang = Setting[str]("lang", "The language.")
    ...     def change(self, **values):
    ...         self.settings = self.settings.replace(**values)
    >>> b = Box(); b.lang = "ko"; b.lang, Box.lang.__doc__
    ('ko', 'The language.')
    """

    def __init__(self, field: str, doc: str = "", *, via: "str | None" = None) -> None:
        if field not in SETTINGS:
            raise OptionError(field, "not a setting of TableSettings")
        self.field = field
        self.via = via
        self.__doc__ = doc or f"The table's ``{field}`` setting."

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def _table(self, obj: Any) -> Any:
        return obj if self.via is None else getattr(obj, self.via)

    @overload
    def __get__(self, obj: None, owner: "type | None" = None) -> "Setting[_T]": ...
    @overload
    def __get__(self, obj: object, owner: "type | None" = None) -> _T: ...
    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value: _T = getattr(self._table(obj).settings, self.field)
        return value

    def __set__(self, obj: Any, value: _T) -> None:
        if self.field not in CHANGEABLE:
            raise OptionError(self.field, "is chosen when the table is made and cannot change")
        self._table(obj).change(**{self.field: value})

    def setter(self) -> Any:
        """A ``set_<name>(value)`` method for this setting (the table's older spelling)."""
        field = self.field

        def set_value(table: Any, value: Any) -> None:
            table.change(**{field: value})

        set_value.__doc__ = f"The same as ``table.change({field}=value)``."
        return set_value


def check_seat(seat: Any) -> None:
    if seat not in SEATS:
        raise OptionError("seat", f"must be one of N, E, S, W, not {str(seat)[:20]!r}")


def check_lang(lang: Any) -> None:
    if lang not in words.available_languages():
        raise OptionError(
            "lang", f"must be one of {', '.join(words.available_languages())}, not {str(lang)[:20]!r}"
        )


def check_flag(name: str, value: Any) -> None:
    if type(value) is not bool:
        raise OptionError(name, f"must be True or False, not {str(value)[:20]!r}")


def check_seconds(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
        raise OptionError(name, f"must be a number of seconds from 0 to 10, not {str(value)[:20]!r}")
    return float(value)
