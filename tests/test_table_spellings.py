"""A move in any spelling the engine reads is stored and shown as the engine's own text.

The engine reads "Pass", " pass", "pass\\n", "PASS", "play jh" and "PLAY J♥" alike. The
table must record what the engine applied, never the caller's spelling: the page's
words are looked up from the stored text, so a stray spelling once made every later
sync fail (``MissingMessage: widget.action.Pass``) and the table stopped working.

Every legal action of the learner, through a whole hand, is sent in every spelling
below that the engine accepts, from the page (``{"kind": "act"}``) and from Python
(``table.act``); each is taken back with Undo before the next is tried.
"""

from __future__ import annotations

import pytest

from hasen_widget.actions import Action, ActionError
from hasen_widget.widget import HasenWidget

#: Other spellings of a card the engine reads: "J♥" as "JH" or "jh", "10♦" as "TD".
_SUIT_LETTERS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def spellings(canonical: str) -> list[str]:
    """Texts other than ``canonical`` that might mean the same move."""
    variants = {canonical.upper(), canonical.title(), canonical.capitalize()}
    variants |= {" " + canonical, canonical + "\n", "  " + canonical + "  "}
    lettered = canonical
    for symbol, letter in _SUIT_LETTERS.items():
        lettered = lettered.replace(symbol, letter)
    variants |= {lettered, lettered.lower(), lettered.upper(), lettered.replace("10", "T")}
    return sorted(v for v in variants if v != canonical)


def accepted(canonical: str) -> list[str]:
    """The spellings of ``canonical`` that the engine reads as that very move."""
    meant = Action.parse(canonical)
    out = []
    for text in spellings(canonical):
        try:
            if Action.parse(text) is meant:
                out.append(text)
        except ActionError:
            pass
    return out


def learner_entries(w: HasenWidget) -> list[str]:
    return [m["action"] for m in w._table._moves if m["seat"] == w.seat]


def check_works_and_shows(w: HasenWidget, canonical: str) -> None:
    """The table syncs again (every trait can be sent) and shows the engine's text."""
    state = w.get_state()  # what a sync sends; raised MissingMessage before the fix
    assert state["error"] == {}, state["error"]
    assert learner_entries(w)[-1] == canonical
    assert w.game.history.count(canonical) >= 1


@pytest.mark.parametrize("via", ["page", "python"])
def test_every_accepted_spelling_of_every_legal_move_is_stored_canonically(via):
    w = HasenWidget(seed=5, pace=0)
    tried = 0
    hand = w.game.hand_number
    while w.game.hand_number == hand and not w.game.is_over:
        legal = list(w.view["legal"])
        assert legal, "the learner is to move whenever the table waits"
        for canonical in legal:
            for text in accepted(canonical):
                before = list(w.game.history)
                if via == "page":
                    w._on_browser_msg(w, {"kind": "act", "action": text}, [])
                else:
                    w.act(text)
                check_works_and_shows(w, canonical)
                w.undo()
                assert w.game.history == before
                tried += 1
        w.act(legal[-1])
    assert tried > 50  # bids, pass, trump, discard and six plays, each in several spellings
