"""The command line: `python -m hasen_widget explain|ladder|follow`, its errors and its imports."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hasen_widget.__main__ import main


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hasen_widget", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def test_explain_prints_who_wins_and_why():
    p = run("explain", "A♥ J♦ J♥ Joker", "--trump", "hearts")
    assert p.returncode == 0 and p.stderr == ""
    lines = p.stdout.splitlines()
    assert lines[0] == "The Joker wins: the highest trump in the trick."
    assert lines[2] == "The left bower J♦ is only the third-highest trump."
    assert "J♦ is the left bower: while hearts are trump it counts as a heart, not a diamond." in lines


def test_explain_in_greek_and_with_seats():
    p = run("explain", "A♥ J♦ J♥ Joker", "--trump", "hearts", "--lang", "el", "--seats", "N E S W")
    assert p.returncode == 0
    assert p.stdout.splitlines()[0] == "Η Δύση παίρνει την μπάζα με το Τζόκερ."
    assert "Ο δίδυμος βαλές J♦" in p.stdout


def test_ladder_prints_the_order(capsys):
    assert main(["ladder", "--trump", "spades"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Trump ♠ (spades), from highest to lowest:"
    assert [line.split(".")[0] for line in out[1:9]] == [str(i) for i in range(1, 9)]
    assert out[2].startswith("2. J♠") and out[3].startswith("3. J♣")


def test_ladder_in_korean(capsys):
    assert main(["ladder", "--trump", "S", "--lang", "ko"]) == 0
    assert "레프트 바우어" in capsys.readouterr().out


def test_follow_says_why_each_card_may_not_be_played(capsys):
    assert main(["follow", "--hand", "J♦ 9♣ A♠", "--trick", "Q♥", "--trump", "hearts"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all("you hold J♦, which counts as a heart" in line for line in out)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["explain", "A♥ X♦", "--trump", "hearts"], "unknown card 'X♦'"),
        (["explain", "A♥ A♥", "--trump", "hearts"], "A♥ is given twice"),
        (["explain", "A♥ J♦"], "--trump"),
        (["explain", "A♥ J♦", "--trump", "roses"], "unknown suit 'roses'"),
        (["explain", "A♥", "--trump", "hearts"], "2, 3 or 4 cards"),
        (["explain", "A♥ J♦", "--trump", "hearts", "--lang", "xx"], "no catalogue for language 'xx'"),
        (["explain", "A♥ J♦", "--trump", "hearts", "--seats", "N N"], "seats"),
        (["ladder"], "--trump"),
        (["follow", "--hand", "J♦ 9♣", "--trick", "J♦", "--trump", "H"], "twice"),
        ([], "command"),
    ],
)
def test_bad_input_gets_a_one_line_error_and_exit_status_2(args, needle):
    p = run(*args)
    assert p.returncode == 2
    assert p.stdout == ""
    assert len(p.stderr.splitlines()) == 1, p.stderr
    assert needle in p.stderr


def test_the_cli_imports_no_jupyter_and_import_hasen_widget_not_explain():
    code = (
        "import sys, json\n"
        "import hasen_widget\n"
        "before = sorted(m for m in sys.modules if m.startswith(('hasen_widget.explain', 'babel')))\n"
        "import hasen_widget.explain\n"
        "after_import = sorted(m for m in sys.modules if m.startswith('babel'))\n"
        "from hasen_widget.__main__ import main\n"
        "main(['explain', 'A♥ J♦', '--trump', 'H'])\n"
        "jupyter = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('IPython', 'ipywidgets', 'anywidget', 'jupyter_client', 'ipykernel', 'traitlets', 'nbformat'))\n"
        "print(json.dumps([before, after_import, jupyter]))\n"
    )
    p = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8", timeout=60
    )
    assert p.returncode == 0, p.stderr
    before, after_import, jupyter = json.loads(p.stdout.splitlines()[-1])
    assert before == []  # `import hasen_widget` does not import the explanations
    assert after_import == []  # the catalogues (and Babel) load at the first render, not at import
    assert jupyter == []
