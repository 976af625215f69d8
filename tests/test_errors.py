"""Errors a room can read: one family (HasenError), shown by IPython as one line with no
traceback, naming the rule or the field; a deal error names every card twice and every
card missing; a widget that cannot be built shows its error in place of itself."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout

import pytest

import hasen_widget
from hasen_widget import failure
from hasen_widget.errors import HasenError, OptionError, one_line

DEAL = (
    "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W"
)


def test_every_error_of_the_package_is_a_hasen_error_and_still_a_value_error():
    from hasen_widget.display import DisplayError
    from hasen_widget.page_messages import MessageError
    from hasen_widget.quiz import QuizError

    named = [getattr(hasen_widget, n) for n in hasen_widget.__all__ if n.endswith(("Error", "Action"))]
    named = [c for c in named if isinstance(c, type) and issubclass(c, Exception)]
    assert {c.__name__ for c in named} >= {
        "CardError",
        "DealError",
        "IllegalAction",
        "RuleError",
        "GameFormatError",
    }
    for cls in [*named, QuizError, DisplayError, MessageError, OptionError]:
        assert issubclass(cls, HasenError) and issubclass(cls, ValueError), cls


@pytest.mark.parametrize(
    "text, says",
    [
        # A duplicate inside one hand: named once, with the card it pushed out.
        (DEAL.replace("K♥", "A♥"), "A♥ appears twice (in North's hand); missing: K♥"),
        # Two duplicates across hands and the widow: each named, every missing card listed.
        (
            DEAL.replace("9♣", "A♥").replace("Joker", "K♠"),
            "A♥ appears twice (in North's and South's hands); K♠ appears twice (in East's hand and the widow); "
            "missing: 9♣, Joker",
        ),
        (DEAL.replace("9♣", "9♥"), "9♥ appears twice (in North's and South's hands); missing: 9♣"),
    ],
)
def test_a_deal_error_names_every_duplicated_card_and_every_missing_one(text, says):
    with pytest.raises(hasen_widget.DealError) as e:
        hasen_widget.Deal.parse(text)
    assert str(e.value) == says


def _run_in_ipython(cells: list[str]) -> list[str]:
    """Run each cell in a real IPython shell; what it printed, cell by cell."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance(colors="NoColor")
    try:
        printed = []
        for cell in cells:
            out = io.StringIO()
            with redirect_stdout(out), redirect_stderr(out):
                shell.run_cell(cell, store_history=False)
            printed.append(out.getvalue())
        return printed
    finally:
        InteractiveShell.clear_instance()


def test_ipython_prints_a_refused_move_as_one_line_with_no_traceback():
    printed = _run_in_ipython(
        [
            "from hasen_widget import Game, Deal\nfrom hasen_widget.widget import HasenWidget",
            "Game(seed=1).apply('play J♦')",
            f"w = HasenWidget(seed=1, deal={DEAL!r}, pace=0)\nw.act('play 9♦')",
            f"Deal.parse({DEAL.replace('K♥', 'A♥')!r})",
            "Game(sed=1)",
        ]
    )
    assert printed[0] == ""
    for text, says in zip(
        printed[1:],
        [
            "IllegalAction: you cannot play a card now: the auction is on",
            "IllegalAction: ",
            "DealError: A♥ appears twice (in North's hand); missing: K♥",
            "OptionError: sed: not an option of Game (did you mean seed?)",
        ],
        strict=True,
    ):
        lines = [line for line in text.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith(says), text
        assert "Traceback" not in text and "File " not in text


def test_one_line_joins_a_message_written_over_several_lines():
    assert one_line(OptionError("deal", "first\nsecond")) == "OptionError: deal: first second"


@pytest.fixture
def in_a_kernel(monkeypatch):
    monkeypatch.setattr(failure, "SHOW_IN_PLACE", True)


def test_inside_a_kernel_a_bad_deal_shows_in_place_of_the_table_and_nothing_raises(in_a_kernel):
    from hasen_widget.widget import HasenWidget

    w = HasenWidget(deal=DEAL.replace("K♥", "A♥"), lang="el")
    assert isinstance(w.failure, hasen_widget.DealError)
    bundle = w._repr_mimebundle_()
    # Only HTML and text: the page needs no front end to show the message.
    assert set(bundle) == {"text/plain", "text/html"}
    assert "A♥ appears twice (in North&#x27;s hand); missing: K♥" in bundle["text/html"]
    assert (
        'role="alert"' in bundle["text/html"]
        and "Αυτό το τραπέζι δεν μπορεί να εμφανιστεί" in bundle["text/html"]
    )
    assert w.failure_state["field"] is None and w.failure_state["kind"] == "DealError"
    with pytest.raises(hasen_widget.DealError):  # used from Python, it says why, once more
        w.act("bid 3")
    assert repr(w).startswith("<HasenWidget not built: DealError: A♥ appears twice")
    w.close()


def test_inside_a_kernel_a_misspelled_option_shows_the_right_name_in_place(in_a_kernel):
    from hasen_widget import TrickQuiz
    from hasen_widget.widget import HasenWidget

    w = HasenWidget(open_hand=True)
    assert (
        "open_hand: not an option of HasenWidget (did you mean open_hands?)"
        in w._repr_mimebundle_()["text/html"]
    )
    q = TrickQuiz(trumps="purple")
    assert "trumps" in q._repr_mimebundle_()["text/plain"] and isinstance(q.failure, HasenError)
    with pytest.raises(HasenError):
        q.answer("A♥")
    w.close()
    q.close()


def test_outside_a_kernel_the_constructors_raise():
    from hasen_widget.widget import HasenWidget

    assert failure.show_in_place() is False
    with pytest.raises(OptionError, match="did you mean open_hands"):
        HasenWidget(open_hand=True)
    with pytest.raises(OptionError, match=r"^deals: must be a list of prepared deals"):
        HasenWidget(deals={0: DEAL})
