"""``Reason``: an explanation as data, a code plus what it speaks of.

Every layer that has something to explain (the engine's refusals, the explanation
module, the computer players' choices) returns ``Reason`` objects; only
``hasen_widget.explain`` turns them into sentences, in the language asked for. Tests
compare reasons, the widget highlights the cards a reason names.

>>> r = Reason("trick.lower_trump", {"card": "A♥", "winner": "J♦", "trump": "H"})
>>> r.code, r.cards
('trick.lower_trump', ('A♥', 'J♦'))
>>> Reason.from_dict(r.to_dict()) == r
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, CardError

__all__ = ["Reason", "CARD_PARAMS"]

#: Parameter names whose values are card texts (or lists of them): the cards a reason names.
CARD_PARAMS = ("card", "winner", "winner_card", "led", "trap", "follow", "cards", "lead", "discard", "widow")


@dataclass(frozen=True)
class Reason:
    """A reason ``code`` (dotted, e.g. ``"refusal.must_follow"``) and JSON-ready ``params``.

    Params use plain values: seats ``"N"``, suits ``"H"``, cards as ``str(card)``.
    """

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Freeze params so a Reason can be hashed and compared safely.
        object.__setattr__(self, "params", _Frozen(self.params))

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card this reason speaks of, in parameter order (for highlighting)."""
        out: list[str] = []
        for key in CARD_PARAMS:
            v = self.params.get(key)
            values = [v] if isinstance(v, str) else list(v) if isinstance(v, (list, tuple)) else []
            for x in values:
                # A parameter name can mean a card in one reason and a side in another
                # ("winner"): only values that read as cards are cards.
                try:
                    out.append(str(Card.parse(x)))
                except CardError:
                    continue
        return tuple(dict.fromkeys(out))

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": _thaw(self.params)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Reason":
        return cls(str(data["code"]), dict(data.get("params", {})))


class _Frozen(dict):
    """A read-only, hashable dict (lists inside become tuples)."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        super().__init__({k: _freeze(v) for k, v in dict(data).items()})

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items(), key=lambda kv: kv[0])))

    def _readonly(self, *a: Any, **k: Any) -> None:
        raise TypeError("a Reason's params cannot be changed")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _readonly  # type: ignore[assignment]


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, dict):
        return _Frozen(v)
    return v


def _thaw(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_thaw(x) for x in v]
    if isinstance(v, dict):
        return {k: _thaw(x) for k, x in v.items()}
    return v
