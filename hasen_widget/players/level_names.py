"""The names of the levels of play and their settings, light enough to import anywhere
(the players themselves, in :mod:`.levels`, load the solver).

>>> check_level("club")
'club'
>>> check_level("expret")
Traceback (most recent call last):
...
hasen_widget.errors.OptionError: level: must be one of beginner, casual, club, expert, not 'expret' (did you mean 'expert'?)
"""

from __future__ import annotations

from typing import Any

from ..errors import OptionError, closest

__all__ = ["LEVELS", "check_level", "level_labels"]

#: Each level's setting of the one player family (:class:`~.levels.LevelPlayer`):
#: deals imagined per card, finished tricks remembered (``None``: all), tricks of
#: optimism in the auction, seconds per card after which no new deal is started, and
#: how many deals a close card may take (``max_samples``; ``None``: no more than
#: ``samples``).
LEVELS: dict[str, dict[str, Any]] = {
    "beginner": {"samples": 2, "memory": 1, "optimism": 0.7, "time_limit": 0.4, "max_samples": None},
    "casual": {"samples": 4, "memory": 1, "optimism": 0.45, "time_limit": 0.4, "max_samples": None},
    "club": {"samples": 8, "memory": None, "optimism": 0.35, "time_limit": 0.4, "max_samples": None},
    "expert": {"samples": 20, "memory": None, "optimism": 0.0, "time_limit": 0.4, "max_samples": 60},
}


def check_level(level: object, field: str = "level") -> str:
    """``level`` if it names a level, else an :class:`~hasen_widget.errors.OptionError`
    (a ``ValueError``) naming the closest one."""
    if isinstance(level, str) and level in LEVELS:
        return level

    text = str(level)[:20]
    near = closest(text, LEVELS)
    raise OptionError(
        field,
        f"must be one of {', '.join(LEVELS)}, not {text!r}",
        suggestion=None if near is None else repr(near),
    )


def level_labels(lang: str) -> dict[str, str]:
    """The level control's words in ``lang``: ``control`` and one per level."""
    # upward: the explain package would load with every player (ignore_imports).
    from ..explain import catalog

    out = {"control": catalog.lookup("advice.level.control", lang)}
    for name in LEVELS:
        out[name] = catalog.lookup(f"advice.level.{name}", lang)
    return out
