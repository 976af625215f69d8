"""A teacher's page in a real browser: in Voilà a widget built with a bad deal shows its
message in place of the table and the page's other cells still show; a handout prints
to A4 in Chromium (print to PDF), its cards and Why lines on the page."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from hasen_widget import Game
from hasen_widget.display import show_deal, show_trick
from hasen_widget.handout import show_hand
from hasen_widget.players import RuleOfThumbPlayer, play_bots

from .conftest import ARTIFACTS, REPO, _notebook_from_cells
from .test_hosts import serving

DEAL = (
    "N: A♥ K♥ Q♥ 10♥ 9♥ J♦ E: A♠ K♠ Q♠ J♠ 10♠ 9♠ "
    "S: A♣ K♣ Q♣ J♣ 10♣ 9♣ W: A♦ K♦ Q♦ 10♦ 9♦ J♥ widow: Joker dealer: W"
)
BAD = DEAL.replace("K♥", "A♥")


def test_in_voila_a_bad_deal_shows_its_message_and_the_other_cells_still_show(
    browser_context, tmp_path, save_screenshot
):
    nb = _notebook_from_cells(
        [
            "from hasen_widget import HasenWidget",
            f"HasenWidget(deal={BAD!r}, size='projector')",
            f"HasenWidget(seed=1, deal={DEAL!r}, pace=0)",
            "print('The lesson goes on after the table.')",
        ]
    )
    path = tmp_path / "bad_deal.ipynb"
    path.write_text(json.dumps(nb))
    cmd = [sys.executable, "-m", "voila", str(path), "--no-browser", "--port={port}", "--Voila.ip=127.0.0.1"]
    cmd.append("--template=hasen")
    with serving(cmd, tmp_path, cwd=REPO) as url:
        page = browser_context.new_page()
        try:
            page.set_viewport_size({"width": 1280, "height": 720})
            page.set_default_timeout(120_000)
            page.goto(url)
            page.get_by_text("The lesson goes on after the table.").wait_for()
            page.set_default_timeout(30_000)
            alert = page.locator(".hasen-failure[role=alert]")
            # The cells' outputs arrive one by one: the print may show before the failed
            # table's message has rendered.
            alert.first.wait_for()
            assert alert.count() == 1
            text = alert.inner_text()
            assert "This table cannot be shown" in text
            assert "DealError: A♥ appears twice (in North's hand); missing: K♥" in text
            assert page.get_by_text("There was an error when executing cell").count() == 0
            page.locator(".hw-root").wait_for()  # the next cell's table is there and drawn
            box = alert.bounding_box()
            assert box is not None and box["width"] > 300 and box["x"] >= 0
            # Readable from the back of a room: large letters, dark on light.
            size = float(alert.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
            assert size >= 20, size
            save_screenshot(page, "voila-bad-deal")
        finally:
            page.close()


def _finished_game() -> Game:
    game = Game(seed=7, deal=DEAL)
    play_bots(game, {s: RuleOfThumbPlayer() for s in "NESW"}, until_hand_end=True)
    return game


def _pdf_text(pdf: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_a_handout_prints_on_a4_in_chromium_with_its_cards_and_why_lines(browser_context, tmp_path):
    assert shutil.which("pdftoppm") and shutil.which("pdftotext"), "poppler-utils: run scripts/setup-test.sh"
    game = _finished_game()
    result = game.hand_results[0]
    pages = {
        "deal-en": show_deal(DEAL, trump="hearts", lang="en"),
        "trick-ko": show_trick([("N", "A♥"), ("E", "J♦"), ("S", "9♣"), ("W", "K♠")], "hearts", lang="ko"),
        "hand-el": show_hand(game, lang="el"),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser_context.new_page()
    try:
        for name, picture in pages.items():
            html = picture.save(tmp_path / f"{name}.html")
            page.goto(html.as_uri())
            pdf = tmp_path / f"{name}.pdf"
            page.pdf(path=str(pdf), prefer_css_page_size=True)
            info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
            assert re.search(r"Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)", info), info
            assert re.search(r"Pages:\s+1\n", info), (name, info)  # one sheet each
            text = _pdf_text(pdf)
            # The picture itself: look at it (test-artifacts/handout-*.png).
            subprocess.run(
                ["pdftoppm", "-r", "60", "-png", "-singlefile", str(pdf), str(ARTIFACTS / f"handout-{name}")],
                check=True,
            )
            assert (ARTIFACTS / f"handout-{name}.png").stat().st_size > 5_000
            flat = " ".join(text.split())
            if name == "deal-en":
                for card in ("A♥", "10♦", "J♣", "Joker"):
                    assert card in flat, (card, flat[:300])
                assert "Trump: ♥ hearts" in flat and "West (Dealer)" in flat
            elif name == "trick-ko":
                assert "이유" in flat and "레프트 바우어" in flat and "J♦" in flat
            else:
                assert "Μπάζα 6" in flat and "Σκορ" in flat
                # Each trick's Why line is on the page (its first words, the layout wraps the rest).
                why = show_hand(game, lang="el").why
                assert len(why) == len(result.trick_log)
                for line in why:
                    assert " ".join(line.split()[:3]) in flat, line
    finally:
        page.close()
