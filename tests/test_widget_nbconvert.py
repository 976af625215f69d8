"""A saved notebook shows the table without a kernel, and carries no hidden card.

Executed by nbclient (as nbval and CI do) and converted by nbconvert: the cell's output
holds the live widget view, a deterministic ``text/plain`` repr and a ``text/html``
picture of the table; the saved widget state holds only what South may see.
"""

from __future__ import annotations

import json

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from hasen_widget import Game
from hasen_widget.view import hidden_cards

SOURCE = "from hasen_widget import HasenWidget\nw = HasenWidget(seed=7, pace=0)\nw"


def _run(store_widget_state: bool) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SOURCE)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    NotebookClient(nb, timeout=60, kernel_name="python3", store_widget_state=store_widget_state).execute()
    return nb


def _secret() -> tuple[set[str], list[str]]:
    # pace=0 with seed 7: the same game the kernel played, replayed here.
    from hasen_widget.widget import HasenWidget

    w = HasenWidget(seed=7, pace=0)
    assert isinstance(w.game, Game)
    return hidden_cards(w.game, "S"), w.view["hand"]


def test_nbconvert_html_shows_a_static_table_without_hidden_cards():
    nb = _run(store_widget_state=False)
    (out,) = nb.cells[0].outputs
    assert out["data"]["text/plain"].startswith("<HasenWidget South, hand 1")
    html, _ = HTMLExporter().from_notebook_node(nb)
    secret, hand = _secret()
    assert "hasen-static" in html
    for card in hand:
        assert card in html
    for card in secret:
        assert f">{card}<" not in html and f'"{card}"' not in html


def test_saved_widget_state_holds_only_what_the_seat_may_see():
    nb = _run(store_widget_state=True)
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    (model,) = [m for m in state.values() if "view" in m["state"]]
    secret, hand = _secret()
    # The chrome's words (``labels``: "Joker" among them, the card's name in the
    # language) are the same for every game; everything else must name no hidden card.
    from hasen_widget.table.present_text import present_labels
    from hasen_widget.widget_text import ui_labels

    assert model["state"]["labels"] == {**present_labels("en"), **ui_labels("en")}
    saved = json.dumps(
        {k: v for k, v in model["state"].items() if k not in ("_esm", "_css", "labels")}, ensure_ascii=False
    )
    assert model["state"]["view"]["hand"] == hand
    for card in secret:
        assert card not in saved
    html, _ = HTMLExporter().from_notebook_node(nb)
    assert "application/vnd.jupyter.widget-state+json" in html
