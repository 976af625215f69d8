"""What the lessons teach, and in which order: the glossary at the end of lesson 1 (no lesson
uses a term before the lesson that explains it), the table in ``notebooks/README.md`` that
maps each section of ``docs/RULES.md`` to the cell that teaches it, and text meant for a
learner that names no source and no other game."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

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
        ("03_following_suit", ["may you play"]),
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
        ("05_scoring", ["goes alone", "defends alone", "wins the match"]),
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
