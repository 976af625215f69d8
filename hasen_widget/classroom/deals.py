"""The class's deals: the teacher's prepared deals (the text lesson 8 teaches), or seeded.

A deals file holds one or more deals one after another, each written as lesson 8 and
the README show it (``N: … E: … S: … W: … widow: … dealer: …``), each ending with its
``dealer:`` line; blank lines, ``---`` lines and ``#`` comments between them are free.

>>> text = "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ S: A♣ K♣ Q♣ J♣ 10♣ 9♣\\n"
>>> text += "W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker\\ndealer: W\\n"
>>> len(parse_deals(text + "---\\n" + text))
2
>>> len(seeded_deals(7, 3)), seeded_deals(7, 3) == seeded_deals(7, 3)
(3, True)
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from ..deal import SEATS, Deal, DealError, deal_cards

__all__ = ["parse_deals", "read_deals", "seeded_deals", "MAX_DEALS"]

#: A class plays at most this many deals (a file with more is refused).
MAX_DEALS = 200
_DEALER = re.compile(r"\bdealer\s*:\s*\S+", re.IGNORECASE)


def parse_deals(text: str) -> list[str]:
    """Each deal of ``text`` in the engine's canonical text; ``DealError`` names the bad one."""
    lines = [ln for ln in text.splitlines() if not ln.strip().startswith("#") and ln.strip() != "---"]
    chunks, current = [], []
    for line in lines:
        current.append(line)
        if _DEALER.search(line):
            chunks.append("\n".join(current))
            current = []
    if "".join(current).strip():
        chunks.append("\n".join(current))  # a last deal without its dealer: Deal.parse says so
    if not chunks:
        raise DealError(
            "the deals file holds no deal: write each as 'N: … E: … S: … W: … widow: … dealer: …'"
        )
    if len(chunks) > MAX_DEALS:
        raise DealError(f"the deals file holds {len(chunks)} deals; a class plays at most {MAX_DEALS}")
    out = []
    for i, chunk in enumerate(chunks, 1):
        try:
            out.append(Deal.parse(chunk).to_text())
        except DealError as e:
            raise DealError(f"deal {i} of the file: {e}") from None
    return out


def read_deals(path: "str | Path") -> list[str]:
    """The deals of a UTF-8 file (see :func:`parse_deals`)."""
    return parse_deals(Path(path).read_text(encoding="utf-8"))


def seeded_deals(seed: int, count: int) -> list[str]:
    """``count`` deals shuffled from ``seed`` (the same seed, the same deals), dealers in turn."""
    return [deal_cards(random.Random(seed * 1009 + k), SEATS[(k + 3) % 4]).to_text() for k in range(count)]
