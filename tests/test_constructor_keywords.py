"""Every public constructor refuses an unknown keyword argument, naming the closest right
one ("did you mean open_hands?"): a misspelled option is never silently ignored."""

from __future__ import annotations

import inspect

import pytest

import hasen_widget
from hasen_widget import display, handout
from hasen_widget.errors import OptionError
from hasen_widget.table import Table

DEAL = (
    "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W"
)

# Built only by the engine itself (Card.parse, Action.parse, the DECK): their
# constructors refuse every call, keywords or not.
FIXED = {"Card", "Action"}
# The engine's own record of a hand, built by the engine (a compiled dataclass where the
# engine is compiled); Python itself refuses its unknown keywords with a TypeError.
RECORDS = {"HandResult"}


def public_classes():
    names = [*hasen_widget.__all__, *hasen_widget._LAZY]
    for name in names:
        obj = getattr(hasen_widget, name)
        if isinstance(obj, type) and not issubclass(obj, (Exception, str)) and name not in FIXED | RECORDS:
            yield name, obj


def misspell(name: str, known: list[str]) -> str:
    """A typo: a letter typed twice ("deals" -> "deaals"), never another right name."""
    wrong = name[:3] + name[2] + name[3:]
    return wrong if wrong not in known and wrong != name else name + "x"


def keywords_of(obj) -> list[str]:
    target = obj.__init__ if isinstance(obj, type) else obj
    try:
        params = inspect.signature(target).parameters.values()
    except (TypeError, ValueError):  # a compiled class: its own list of options
        return {"Game": ["seed", "rules", "deal", "deals"], "Deal": ["dealer", "hands", "widow"]}[
            obj.__name__
        ]
    return [
        p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name != "self"
    ]


def finished_game():
    from hasen_widget.players import RuleOfThumbPlayer, play_bots

    game = hasen_widget.Game(seed=7)
    play_bots(game, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    return game


# What each needs besides keywords (the required arguments, given right).
NEEDS = {
    "show_deal": (DEAL,),
    "show_trick": ("K♣ A♠", "hearts"),
    "show_cards": ("A♥",),
    "show_ladder": ("hearts",),
    "show_hand": (finished_game,),
}

CASES = [(name, obj) for name, obj in public_classes()] + [
    ("show_deal", display.show_deal),
    ("show_trick", display.show_trick),
    ("show_cards", display.show_cards),
    ("show_ladder", display.show_ladder),
    ("show_hand", handout.show_hand),
    ("Table", Table),
]


def test_the_walk_covers_every_widget_and_every_engine_constructor():
    names = {name for name, _ in CASES}
    assert {
        "HasenWidget",
        "TrickQuiz",
        "FollowSuitQuiz",
        "Game",
        "Deal",
        "RuleSet",
        "Trick",
        "show_deal",
    } <= names
    # What the walk leaves out, and why it may: the cards and actions cannot be built at
    # all, and the engine's hand record is refused by Python itself (with no suggestion).
    with pytest.raises(TypeError):
        hasen_widget.Card(rank="A")
    with pytest.raises(TypeError, match="numbr"):
        hasen_widget.HandResult(numbr=1, dealer="N")


@pytest.mark.parametrize("name, obj", CASES, ids=[n for n, _ in CASES])
def test_an_unknown_keyword_is_refused_with_the_closest_right_name(name, obj):
    args = [a() if callable(a) else a for a in NEEDS.get(name, ())]
    known = keywords_of(obj)
    for right in known:
        if len(right) < 4:
            continue
        wrong = misspell(right, known)
        with pytest.raises(OptionError) as e:
            obj(*args, **{wrong: 1})
        assert f"did you mean {right}?" in str(e.value), (name, wrong, str(e.value))
        assert str(e.value).startswith(f"{wrong}: not an option of ")
        assert isinstance(e.value, TypeError)  # what Python's own refusal is


@pytest.mark.parametrize(
    "make, says",
    [
        (lambda: hasen_widget.HasenWidget(open_hand=True), "did you mean open_hands?"),
        (
            lambda: hasen_widget.HasenWidget(seed=1, deals={0: DEAL}),
            "deals: must be a list of prepared deals",
        ),
        (lambda: hasen_widget.HasenWidget(seed=1, size="large"), "did you mean projector?"),
        (lambda: hasen_widget.HasenWidget(seed=1, open_hands="yes"), "open_hands: must be True or False"),
        (lambda: display.show_deal(DEAL, size="large"), "did you mean projector?"),
        (lambda: hasen_widget.TrickQuiz(trump="hearts", trumps=["clubs"]), "trump: give trump"),
        (lambda: hasen_widget.RuleSet(biding="pepper"), "did you mean bidding?"),
    ],
)
def test_the_misspellings_of_the_issue_are_refused_by_name(make, says):
    with pytest.raises(hasen_widget.errors.HasenError, match=says.replace("?", r"\?")):
        make()


def test_trump_is_honoured_as_one_suit():
    quiz = hasen_widget.TrickQuiz(seed=4, trump="hearts")
    for _ in range(5):
        assert quiz.current.trump is hasen_widget.Suit.HEARTS
        quiz.next()
    quiz.close()
