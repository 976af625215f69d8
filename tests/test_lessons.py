"""What the lessons teach, and in which order: the glossary at the end of lesson 1 (no lesson
uses a term before the lesson that explains it), the table in ``notebooks/README.md`` that
maps each section of ``docs/RULES.md`` to the cell that teaches it, and text meant for a
learner that names no source and no other game."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from pathlib import Path

import pytest

from hasen_widget import SEATS, Game, RuleSet, Suit, effective_suit, legal_plays, trick_winner, trump_ladder
from hasen_widget.deal import SEAT_NAMES, next_seat, side_of
from hasen_widget.rules import VARIANTS
from hasen_widget.tricks import led_suit

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
IGNORE_TAG = "nbval-ignore-output"
GLOSSARY_LINK = "01_deck_and_order.ipynb#glossary"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def number(path: Path) -> int:
    return int(path.name[:2])


def glossary_cell(nb: dict) -> dict:
    cells = [c for c in nb["cells"] if c["cell_type"] == "markdown" and 'id="glossary"' in source(c)]
    assert len(cells) == 1, 'lesson 1 needs one markdown cell with the anchor <a id="glossary">'
    return cells[0]


def glossary() -> list[tuple[list[str], int]]:
    """(forms of the term, lesson that explains it) for each row of the glossary table:
    ``| **term** (other form, other form) | meaning | lesson |``."""
    rows = []
    for line in source(glossary_cell(load(LESSONS[0]))).splitlines():
        m = re.match(r"\|\s*\*\*(.+?)\*\*\s*(?:\((.+?)\))?\s*\|.*\|\s*(\d+)\s*\|\s*$", line)
        if m:
            forms = [m.group(1)] + [f.strip() for f in (m.group(2) or "").split(",") if f.strip()]
            rows.append((forms, int(m.group(3))))
    return rows


def learner_text(nb: dict) -> str:
    """What a learner reads: the markdown (without link texts, which name later lessons, and
    without the glossary), the comments in the code and the checked outputs."""
    parts = []
    for cell in nb["cells"]:
        src = source(cell)
        if cell["cell_type"] == "markdown":
            if 'id="glossary"' in src:
                continue
            parts.append(re.sub(r"\[[^\]]*\]\([^)]*\)", " ", src))
        elif cell["cell_type"] == "code":
            parts += re.findall(r"#(.*)", src)
            if IGNORE_TAG in cell.get("metadata", {}).get("tags", []):
                continue
            for out in cell.get("outputs", []):
                text = out.get("text") or out.get("data", {}).get("text/plain", "")
                parts.append(text if isinstance(text, str) else "".join(text))
    return "\n".join(parts)


def uses(text: str, form: str) -> bool:
    return re.search(rf"\b{re.escape(form)}(s|es|ed|d|ing)?\b", text, re.IGNORECASE) is not None


def test_the_glossary_lists_the_terms_of_every_lesson():
    terms = glossary()
    assert len(terms) >= 30
    lessons = {lesson for _, lesson in terms}
    assert {1, 2, 3, 4, 5, 7} <= lessons
    assert lessons <= {number(p) for p in LESSONS}


@pytest.mark.parametrize("path", LESSONS[1:], ids=lambda p: p.stem)
def test_every_lesson_links_to_the_glossary(path):
    nb = load(path)
    first = source(nb["cells"][0])
    assert f"]({GLOSSARY_LINK})" in first, f"{path.stem}: link the glossary in the first cell"


def test_the_glossary_anchor_exists_in_lesson_1():
    assert '<a id="glossary"></a>' in source(glossary_cell(load(LESSONS[0])))


@pytest.mark.parametrize("forms, lesson", glossary(), ids=lambda v: v[0] if isinstance(v, list) else str(v))
def test_no_lesson_uses_a_term_before_the_lesson_that_explains_it(forms, lesson):
    for path in LESSONS:
        if number(path) >= lesson:
            break
        text = learner_text(load(path))
        used = [f for f in forms if uses(text, f)]
        assert not used, f"{path.stem} uses {used[0]!r}, which lesson {lesson} explains"


@pytest.mark.parametrize("forms, lesson", glossary(), ids=lambda v: v[0] if isinstance(v, list) else str(v))
def test_the_lesson_named_in_the_glossary_explains_the_term(forms, lesson):
    (path,) = [p for p in LESSONS if number(p) == lesson]
    nb = load(path)
    markdown = "\n".join(
        source(c) for c in nb["cells"] if c["cell_type"] == "markdown" and 'id="glossary"' not in source(c)
    )
    assert any(uses(markdown, f) for f in forms), f"{path.stem} never explains {forms[0]!r}"


def test_the_card_letters_are_explained_before_a_lesson_uses_them():
    letters = re.compile(r"\b(?:[9TJQKA][CDHS])\b")
    for path in LESSONS:
        for cell in load(path)["cells"]:
            src = source(cell)
            if cell["cell_type"] == "markdown" and "`T` stands for 10" in src:
                return
            assert not (cell["cell_type"] == "code" and letters.search(src)), (
                f"{path.stem} types a card as letters before the card letters are explained"
            )
    pytest.fail("no lesson explains the card letters")


# Sources and other games belong in docs/RULES.md, not in what a learner reads.
NOT_FOR_LEARNERS = [
    r"Parlett",
    r"seed article",
    r"the seed's",
    r"\(seed\)",
    r"Double Hasenpfeffer",
    r"Euchre",
    r"(?<!Little\s)(?<!Big\s)\bPepper\b(?!\s+bidding)",
]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_learner_text_names_no_source_and_no_other_game(path):
    text = "\n".join(source(c) for c in load(path)["cells"] if c["cell_type"] == "markdown")
    for pattern in NOT_FOR_LEARNERS:
        found = re.search(pattern, text)
        assert not found, f"{path.stem}: {found.group(0)!r} in text for the learner"


# -- the table of notebooks/README.md ---------------------------------------------------


def rules_sections() -> list[str]:
    """Section titles of docs/RULES.md: "4. The auction", and a subsection as "4. Pepper bidding"."""
    titles, current = [], ""
    for line in (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8").splitlines():
        if m := re.match(r"## (\d+)\. (.+)", line):
            current = m.group(1)
            titles.append(f"{current}. {m.group(2).strip()}")
        elif m := re.match(r"### ([^(]+)", line):
            titles.append(f"{current}. {m.group(1).strip()}")
    return titles


def rule_rows() -> list[tuple[str, str, str, str, list[str]]]:
    text = (NOTEBOOKS / "README.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        m = re.match(
            r"\| (\d+\. [^|]+?) \| ([^|]+?) \| \[\d+\]\(([^)]+\.ipynb)\) \| `([^`]+)` \| (.+?) \|\s*$", line
        )
        if m:
            said = [w.strip() for w in m.group(5).split(";") if w.strip()]
            rows.append((m.group(1), m.group(2), m.group(3), m.group(4), said))
    return rows


def test_every_section_of_the_rules_has_a_lesson():
    sections = rules_sections()
    assert len(sections) >= 10, sections
    taught = {row[0] for row in rule_rows()}
    missing = [s for s in sections if s not in taught]
    assert not missing, f"no lesson in notebooks/README.md teaches: {missing}"
    unknown = taught - set(sections)
    assert not unknown, f"notebooks/README.md names sections RULES.md does not have: {unknown}"


@pytest.mark.parametrize(
    "section, rule, notebook, cell_id, said",
    rule_rows(),
    ids=lambda v: v if isinstance(v, str) and v.startswith("lesson") else None,
)
def test_the_table_points_at_a_cell_that_teaches_the_rule(section, rule, notebook, cell_id, said):
    path = NOTEBOOKS / notebook
    assert path.exists(), f"{rule}: no notebook {notebook}"
    cells = {c.get("id"): c for c in load(path)["cells"]}
    assert cell_id in cells, f"{rule}: {notebook} has no cell {cell_id}"
    text = re.sub(r"\s+", " ", source(cells[cell_id]).replace("**", "")).lower()
    for words in said:
        assert re.sub(r"\s+", " ", words.replace("**", "")).lower() in text, (
            f"{rule}: cell {cell_id} of {notebook} does not say {words!r}"
        )


# -- the checks ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "stem, asks",
    [
        ("01_deck_and_order", ["leads the first trick", "leads the second"]),
        ("02_who_wins_a_trick", ["takes the trick", "leads the next trick"]),
        ("03_following_suit", ["may you play", "J♣ is led"]),
        (
            "04_auction_widow_discard",
            [
                "passed earlier",
                "discard the card that was the widow",
                "alone",
                "lead",
                "defends alone",
                "Joker is the widow",
            ],
        ),
        ("05_scoring", ["goes alone", "defends alone", "wins the match", "Big Pepper"]),
        ("07_variants", ["Big Pepper", "goes alone"]),
    ],
)
def test_each_check_asks_about_the_rules_its_lesson_brings(stem, asks):
    nb = load(NOTEBOOKS / f"{stem}.ipynb")
    checks = [
        source(c) for c in nb["cells"] if c["cell_type"] == "markdown" and "## Check yourself" in source(c)
    ]
    assert checks, f"{stem}: no Check yourself section"
    for words in asks:
        assert words.lower() in checks[0].lower(), f"{stem}: the check does not ask about {words!r}"


# -- the check-yourself cells ---------------------------------------------------------------


def check_cell(nb: dict) -> dict:
    """The code cell a learner fills in: the first one after the "Check yourself" heading."""
    cells = nb["cells"]
    (start,) = [
        i for i, c in enumerate(cells) if c["cell_type"] == "markdown" and "## Check yourself" in source(c)
    ]
    return next(c for c in cells[start:] if c["cell_type"] == "code")


def answer_assignments(tree: ast.Module) -> list[ast.Assign]:
    """The top-level ``answer... = ...`` statements: what the learner replaces."""
    return [
        node
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id.startswith("answer") for t in node.targets)
    ]


def placeholders(node: ast.expr) -> list[ast.expr]:
    return list(node.values) if isinstance(node, ast.Dict) else [node]


CHECKED = [p for p in LESSONS if any("## Check yourself" in source(c) for c in load(p)["cells"])]
WITH_CHECK_CELL = [p for p in CHECKED if number(p) != 6]  # lesson 6's check is about your own match


@pytest.mark.parametrize("path", WITH_CHECK_CELL, ids=lambda p: p.stem)
def test_no_check_yourself_placeholder_is_a_plausible_answer(path):
    """Each answer starts as ``...``, which no question has as its answer, the cell's comments
    show no example value, and run as saved, the check says "fill this in" for every
    question (the saved output is the one nbval checks)."""
    cell = check_cell(load(path))
    src = source(cell)
    assigned = answer_assignments(ast.parse(src))
    assert assigned, f"{path.stem}: the check cell assigns no answer... variable"
    values = [v for node in assigned for v in placeholders(node.value)]
    for value in values:
        assert isinstance(value, ast.Constant) and value.value is Ellipsis, (
            f"{path.stem}: the placeholder {ast.unparse(value)!r} could be read as an answer; use ..."
        )
    comments = " ".join(re.findall(r"#(.*)", src))
    (asks,) = [source(c) for c in load(path)["cells"] if "## Check yourself" in source(c)]
    for told in (comments, asks.split("<details>")[0]):
        example = re.search(r"\be\.g\.|for example|such as|\bexample\b", told, re.IGNORECASE)
        assert not example, f"{path.stem}: the check shows an example answer: {told!r}"
    lines = [line for out in cell["outputs"] for line in "".join(out.get("text", "")).splitlines()]
    asked = [line for line in lines if "fill this in" in line]
    assert len(asked) == len(values), (
        f"{path.stem}: the saved check should say 'fill this in' {len(values)} times"
    )
    assert not any(word in line for line in lines for word in ("right!", "not quite"))


def _run(code: str, namespace: dict) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<lesson>", "exec"), namespace)
    return out.getvalue()


def _wrong(value: object) -> object:
    """An answer of the right form that is not the right one."""
    if isinstance(value, bool) or value is None:
        return "no answer"
    if isinstance(value, int):
        return value + 1
    if isinstance(value, tuple):
        return (_wrong(value[0]),) + value[1:]
    if isinstance(value, list):
        return []
    return {"yes": "no", "no": "yes"}.get(value, "North" if value != "North" else "South")


@pytest.mark.parametrize("path", WITH_CHECK_CELL, ids=lambda p: p.stem)
def test_the_check_says_right_to_the_right_answers_and_not_quite_to_wrong_ones(path):
    """Run the lesson's code (in this process, with no kernel), then its check cell three
    ways: as saved, with the right answers filled in, and with wrong ones."""
    nb = load(path)
    cell = check_cell(nb)
    namespace: dict = {"__name__": "__lesson__"}
    for c in nb["cells"]:
        if c is cell:
            break
        if c["cell_type"] == "code":
            _run(source(c), namespace)
    src = source(cell)
    tree = ast.parse(src)
    assigned = answer_assignments(tree)
    graded = ast.unparse(ast.Module([n for n in tree.body if n not in assigned], type_ignores=[]))
    assert _run(src, namespace).count("fill this in") == len(
        [v for n in assigned for v in placeholders(n.value)]
    )
    right = dict(namespace["right"])

    def fill(answers: dict) -> str:
        for node in assigned:
            (target,) = node.targets
            name = target.id  # type: ignore[attr-defined]
            if isinstance(node.value, ast.Dict):
                namespace[name] = dict(answers)
            else:  # lesson 1: answer_1 ... answer_5
                namespace[name] = answers[int(name.rsplit("_", 1)[1])]
        return _run(graded, namespace)

    said = fill(right)
    assert said.count("right!") == len(right) and "not quite" not in said, said
    said = fill({k: _wrong(v) for k, v in right.items()})
    assert said.count("not quite") == len(right) and "right!" not in said, said


# -- leading a bower ------------------------------------------------------------------------


def bowers(trump: str) -> set[str]:
    ladder = [str(c) for c in trump_ladder(trump)]
    return {ladder[1], ladder[2]}


def test_leading_either_bower_leads_trump_is_taught_with_an_example_and_a_check():
    nb = load(NOTEBOOKS / "03_following_suit.ipynb")
    cells = {c["id"]: c for c in nb["cells"]}
    assert "leading the joker or either bower leads trump" in source(cells["lesson03-00"]).lower().replace(
        "*", ""
    )
    examples = []
    for c in nb["cells"]:
        for hand, led, trump in re.findall(
            r'which_may_i_play\((\[[^]]*\]), (\[[^]]*\]), "(\w+)"\)', source(c)
        ):
            hand, led = ast.literal_eval(hand), ast.literal_eval(led)
            if c["cell_type"] == "code" and led[0] in bowers(trump):
                legal = [str(x) for x in legal_plays(hand, led, trump)]
                # the saved output lists the cards the engine allows, and each is a trump
                assert f"you may play: {' '.join(legal)}" in "".join(c["outputs"][0]["text"])
                assert all(effective_suit(x, trump) == effective_suit(led[0], trump) for x in legal)
                examples.append((hand, led[0], trump))
    # a left bower led, with a card of its printed suit in hand that may not follow it
    assert any(
        led != str(trump_ladder(trump)[1]) and any(x[-1] == led[-1] and x != led for x in hand)
        for hand, led, trump in examples
    ), "lesson 3 needs an example of a left bower led"
    questions = source(
        next(c for c in nb["cells"] if c["cell_type"] == "markdown" and "## Check yourself" in source(c))
    )
    asked = re.findall(r"(\w+) are trump and the (J.) is led", questions)
    assert any(jack in bowers(trump) for trump, jack in asked), "the check asks about no bower led"


def test_the_bower_led_in_lesson_2_says_it_leads_trump():
    nb = load(NOTEBOOKS / "02_who_wins_a_trick.ipynb")
    last_markdown = ""
    seen = 0
    for c in nb["cells"]:
        if c["cell_type"] == "markdown":
            last_markdown = source(c)
        for plays, trump in re.findall(r"worked\((\[.*\]), \"(\w+)\"\)", source(c)):
            led = ast.literal_eval(plays)[0][1]
            if c["cell_type"] == "code" and led in bowers(trump):
                seen += 1
                assert "leads trump" in last_markdown.replace("*", ""), f"{led} is led without a word"
                assert led_suit([led], trump) == Suit.parse(trump)
    assert seen, "lesson 2 no longer leads a bower"


# -- the scoring table of lesson 5 ----------------------------------------------------------

# A deal on which the cards can be played so that South, bidding first (East deals), takes
# any number of tricks from 0 to 6, alone or not, with or without a lone defender.
STAGE = """
N: 10♠ Joker 9♠ J♥ 9♣ K♥
E: J♦ 9♦ Q♣ J♠ K♠ A♦
S: J♣ K♦ K♣ A♥ Q♥ Q♠
W: 9♥ Q♦ 10♥ A♣ 10♣ 10♦
widow: A♠
dealer: E
"""


def _plan(
    hands: dict, leader: str, trump: object, side: str, k: int, won: int = 0, dead=None
) -> "list | None":
    """Cards, in the order played, with which ``side`` takes exactly ``k`` tricks of the hand:
    a depth-first search over legal plays only (the four players work together). ``dead``
    remembers the positions from which there is no way, so that a search fails fast."""
    dead = set() if dead is None else dead
    done = 6 - len(next(iter(hands.values())))
    if won > k or won + 6 - done < k:
        return None
    if done == 6:
        return []
    key = (tuple((s, tuple(sorted(map(str, h)))) for s, h in sorted(hands.items())), leader, won)
    if key in dead:
        return None
    order, seat = [], leader
    while len(order) < len(hands):
        if seat in hands:
            order.append(seat)
        seat = next_seat(seat)
    want = won < k

    def trick(cards: list) -> "list | None":
        if len(cards) == len(order):
            winner = order[trick_winner(cards, trump)]
            if (side_of(winner) == side) != want:
                return None
            rest = {s: [c for c in h if c not in cards] for s, h in hands.items()}
            tail = _plan(rest, winner, trump, side, k, won + want, dead)
            return None if tail is None else cards + tail
        for card in legal_plays(hands[order[len(cards)]], cards, trump):
            found = trick(cards + [card])
            if found is not None:
                return found
        return None

    found = trick([])
    if found is None:
        dead.add(key)
    return found


def play_staged(game: Game, bid: str, tricks: int, alone: bool = False, lone_defender: bool = False):
    """South bids, the others pass; clubs trump; the widow is discarded; then the cards are
    played, each through the engine, so that the bidding side takes ``tricks`` tricks."""
    game.apply(bid)
    while game.phase == "auction":
        game.apply("pass")
    game.apply("trump clubs")
    game.apply(f"discard {game.deal.widow}")  # the card just picked up
    game.apply("alone" if alone else "not alone")
    defender = next_seat(game.maker) if lone_defender else None
    while game.phase == "defend":
        game.apply("defend alone" if game.to_move == defender else "pass")
    hands = {s: list(game.hands[s]) for s in SEATS if s not in game.sitting_out}
    cards = _plan(hands, game.to_move, game.trump, side_of(game.maker), tricks)
    assert cards is not None, f"no play gives the bidding side {tricks} tricks"
    before = dict(game.scores)
    for card in cards:
        assert game.scores == before and game.winner is None  # nothing is scored mid-hand
        game.apply(f"play {card}")
    return game.hand_results[-1]


def scoring_table() -> list[dict]:
    """The rows of lesson 5's table: ``| bid 4 alone, failed, `minus_6` | 3 – 3 | −12, +3 |``
    (tricks and points: the bidding side's, then the defenders')."""
    nb = load(NOTEBOOKS / "05_scoring.ipynb")
    (text,) = [source(c) for c in nb["cells"] if "## Every score in one table" in source(c)]
    rows = []
    for line in text.splitlines():
        cols = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cols) == 3 and re.fullmatch(r"\d – \d", cols[1]):
            bidders, defenders = cols[2].split(", ")
            rows.append({"hand": cols[0], "tricks": cols[1], "bidders": bidders, "defenders": defenders})
    return rows


def points(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


@pytest.mark.parametrize("row", scoring_table(), ids=lambda r: r["hand"])
def test_every_row_of_the_scoring_table_is_what_the_engine_scores(row):
    hand = row["hand"]
    rules: dict = {}
    for rule in re.findall(r"`([^`]+)`", hand):  # `minus_6`, or `defenders_score="none"`
        if "=" in rule:
            field, value = rule.split("=")
            rules[field] = value.strip('"')
        else:
            (field,) = [f for f, values in VARIANTS.items() if rule in values]
            rules[field] = rule
    bid = re.match(r"(bid \d|Little Pepper|Big Pepper)", hand).group(1).lower()
    if "pepper" in bid:
        rules["bidding"] = "pepper"
    taken, conceded = (int(n) for n in row["tricks"].split(" – "))
    result = play_staged(
        Game(RuleSet(**rules), seed=0, deal=STAGE),
        bid,
        taken,
        alone=re.match(r"(bid \d|Little Pepper|Big Pepper) alone", hand) is not None,
        lone_defender="a defender alone" in hand,
    )
    assert result.tricks == {"NS": taken, "EW": conceded}
    assert result.made == ("made" in re.split(r"\W+", hand))
    assert result.points == {"NS": points(row["bidders"]), "EW": points(row["defenders"])}


def test_lesson_5s_check_holds_the_scores_the_engine_gives():
    """The answers lesson 5's check accepts, each played by the engine (South bidding stands
    for whichever seat the question names: the scoring does not depend on the seat)."""
    src = source(check_cell(load(NOTEBOOKS / "05_scoring.ipynb")))
    right = ast.literal_eval(re.search(r"^right = (\{.*\})$", src, re.MULTILINE).group(1))

    def play(bid: str, tricks: int, **how) -> dict:
        rules = RuleSet(bidding="pepper") if "pepper" in bid else RuleSet()
        return play_staged(Game(rules, seed=0, deal=STAGE), bid, tricks, **how).points

    assert right[1] == (play("bid 3", 3)["NS"], play("bid 3", 3)["EW"])  # bidders, then defenders
    assert right[2] == play("bid 4", 2)["NS"]
    assert right[3] == play("bid 3", 4, alone=True)["NS"]
    assert right[4] == tuple(play("bid 5", 4, alone=True, lone_defender=True).values())
    assert right[6] == tuple(play("big pepper", 5).values())


def test_the_scoring_table_has_every_case_and_says_whose_points_each_doubling_touches():
    cases = " | ".join(r["hand"] for r in scoring_table())
    for words in [
        "bid 4, made",
        "bid 4, failed",
        "bid 4 alone, made",
        "bid 4 alone, failed",
        "a defender alone, made",
        "a defender alone, failed",
        "Little Pepper, made",
        "Little Pepper, failed",
        "Big Pepper, made",
        "Big Pepper, failed",
        "Big Pepper alone, made",
        "Big Pepper alone, failed",
        "`minus_tricks_won`",
        "`minus_6`",
        "`none` (defenders score nothing)",
    ]:
        assert words in cases, f"the scoring table of lesson 5 has no row for {words!r}"
    nb = load(NOTEBOOKS / "05_scoring.ipynb")
    (text,) = [source(c) for c in nb["cells"] if "## Every score in one table" in source(c)]
    flat = re.sub(r"\s+", " ", text.replace("*", ""))
    for words in [
        "Going alone doubles the bidding side's result",
        "Defending alone doubles the defenders' tricks",
        "Big Pepper doubles the bidding side's result",
        "the match ends only after a hand",
        "the bidding side of that hand wins the match, even with fewer points",
    ]:
        assert words in flat, f"lesson 5's scoring table does not say {words!r}"


def test_when_both_sides_reach_the_target_the_bidding_side_wins_with_fewer_points():
    """What lesson 5 says, played by the engine: East–West lead 5 to −2; then North–South,
    bidding, reach the target of 6 and East–West 9 on the same hand: North–South win."""
    game = Game(RuleSet(target_score=6), seed=0, deals={0: STAGE, 1: STAGE})
    play_staged(game, "bid 2", 1)
    assert game.scores == {"NS": -2, "EW": 5} and game.winner is None
    play_staged(game, "bid 4", 4, alone=True, lone_defender=True)
    assert game.scores == {"NS": 6, "EW": 9}
    assert game.winner == "NS"


# -- words ----------------------------------------------------------------------------------


def glossary_rows() -> list[tuple[list[str], str]]:
    rows = []
    for line in source(glossary_cell(load(LESSONS[0]))).splitlines():
        m = re.match(r"\|\s*\*\*(.+?)\*\*\s*(?:\((.+?)\))?\s*\|(.*)\|\s*(\d+)\s*\|\s*$", line)
        if m:
            forms = [m.group(1)] + [f.strip() for f in (m.group(2) or "").split(",") if f.strip()]
            rows.append((forms, m.group(3).strip()))
    return rows


def test_the_glossary_defines_each_term_once():
    rows = glossary_rows()
    forms = [f.lower() for fs, _ in rows for f in fs]
    twice = sorted({f for f in forms if forms.count(f) > 1})
    assert not twice, f"the glossary defines {twice} more than once"
    # Two terms described alike is how "the 25th card" came to mean both the Joker and the widow.
    openings = [re.split(r"[,;(]", meaning)[0].strip().lower() for _, meaning in rows]
    alike = sorted({o for o in openings if openings.count(o) > 1})
    assert not alike, f"glossary rows begin alike: {alike}"
    meaning = {fs[0]: m for fs, m in rows}
    assert "any card" in meaning["widow"] and "Joker" in meaning["widow"]
    assert "25th" not in meaning["Joker"] + meaning["widow"]
    assert "except" in meaning["pass"] and "bid 3" in meaning["pass"]  # the forced bid
    assert "not a trump" in meaning["trump"]  # not "every trump beats every other card"
    assert {"game", "match", "hand"} <= set(meaning)
    assert "two meanings" in meaning["hand"] and "cards a player holds" in meaning["hand"]


# "game" is Hasenpfeffer; a match is won, a hand is dealt, played and scored.
GAME_FOR_MATCH_OR_HAND = [
    r"\b(?:win|wins|won|winning|lose|loses|lost)\s+the\s+game\b",
    r"\bgames?\s+(?:is\s+|are\s+)?over\b",
    r"\b(?:new|next|another|first|last)\s+game\b",
    r"\bend\s+of\s+the\s+game\b",
    r"\bgames\b",
    r"\bmatch\s+of\s+six\b",
]


@pytest.mark.parametrize("path", [p for p in LESSONS if number(p) <= 7], ids=lambda p: p.stem)
def test_game_match_and_hand_are_kept_apart(path):
    text = learner_text(load(path))
    for pattern in GAME_FOR_MATCH_OR_HAND:
        found = re.search(pattern, text, re.IGNORECASE)
        assert not found, f"{path.stem}: {found.group(0)!r}: say match or hand"
    assert not re.search(r"each side scores points for the tricks it took", text)


def test_lesson_1_says_what_a_failed_bid_scores():
    step = re.sub(r"\s+", " ", source(next(c for c in load(LESSONS[0])["cells"] if "The score" in source(c))))
    assert "if it took fewer, it *loses* the number it bid" in step


@pytest.mark.parametrize("path", [p for p in LESSONS if number(p) <= 7], ids=lambda p: p.stem)
def test_running_a_cell_is_explained_for_touch_screens_too(path):
    for c in load(path)["cells"]:
        if c["cell_type"] == "markdown" and "Shift + Enter" in source(c):
            assert "▶" in source(c), f"{path.stem}: say how to run a cell without a keyboard"
    if path == LESSONS[0]:
        assert "▶" in source(load(path)["cells"][0])


@pytest.mark.parametrize("path", [p for p in LESSONS if number(p) <= 7], ids=lambda p: p.stem)
def test_a_comment_naming_nbval_says_what_it_is(path):
    for c in load(path)["cells"]:
        comments = " ".join(re.findall(r"#(.*)", source(c))) if c["cell_type"] == "code" else ""
        if "nbval" in comments:
            assert "re-running every lesson" in comments and "Nothing for you to do" in comments, comments


def test_lesson_7_question_2_names_who_really_bids_first():
    nb = load(NOTEBOOKS / "07_variants.ipynb")
    namespace: dict = {}
    code = next(source(c) for c in nb["cells"] if source(c).startswith("ALL_PASS = "))
    exec(code.split("show_deal")[0], namespace)
    game = Game(RuleSet(bidding="pepper"), seed=0, deal=namespace["ALL_PASS"])
    first = SEAT_NAMES[game.to_move]
    game.apply("big pepper")
    question = next(source(c) for c in nb["cells"] if "## Check yourself" in source(c))
    asked = re.search(r"2\. Under pepper bidding, (\w+) bids Big Pepper.*?May (\w+)", question, re.DOTALL)
    assert asked is not None
    assert asked.groups() == (first, SEAT_NAMES[game.to_move])
