"""The table as a static picture: what the learner's seat sees, as plain HTML, for
nbconvert exports and other places with no live kernel (no script, no front end).

>>> from hasen_widget.widget import HasenWidget
>>> "hasen-static" in HasenWidget(seed=7, pace=0).static_html()
True
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from . import widget_text as words
from .deal import SEATS

__all__ = ["static_table_html"]


def _minus(n: int) -> str:
    # A score below zero with a true minus sign, as every other text of the table writes it.
    return f"\u2212{-n}" if n < 0 else str(n)


def static_table_html(
    view: Mapping[str, Any],
    labels: Mapping[str, str],
    notes: Mapping[str, Any],
    explanations: Sequence[Mapping[str, Any]],
    lang: str,
) -> str:
    """The table of ``view`` (``seat_view``'s data) with its ``labels`` and ``notes`` in ``lang``."""
    v = view
    esc = html.escape

    def card(c: str) -> str:
        red = "♥" in c or "♦" in c
        colour = "#b00020" if red else "inherit"
        lab = esc(notes.get("labels", {}).get(c, c))
        return (
            f'<span role="img" aria-label="{lab}" style="display:inline-block;border:1px solid '
            f"var(--jp-border-color1,#888);border-radius:4px;padding:2px 5px;margin:1px;"
            f'color:{colour};background:var(--jp-layout-color0,#fff)">{esc(c)}</span>'
        )

    rows = []
    for s in SEATS:
        cards = v["hands"][s]
        if cards is None:
            shown = esc(labels.get(f"cards_n_{v['hand_counts'][s]}", str(v["hand_counts"][s])))
        else:
            shown = "".join(card(c) for c in cards)
        you = f" ({esc(labels['you'])})" if s == v["seat"] else ""
        rows.append(
            f"<tr><th style='text-align:left'>{esc(words.seat_name(s, lang))}{you}</th><td>{shown}</td></tr>"
        )
    trick = "".join(f"{esc(s)} {card(c)} " for s, c in v["current_trick"]) or "—"
    facts = [
        f"{esc(labels['dealer'])}: {esc(v['dealer'] or '—')}",
        f"{esc(labels['trump'])}: {esc(v['trump'] or '—')}",
        f"{esc(labels['maker'])}: {esc(v['maker'] or '—')}",
        f"{esc(labels['bid'])}: {esc(str(v['bid'] or '—'))}",
        f"{esc(labels['score'])}: NS {_minus(v['scores']['NS'])} – EW {_minus(v['scores']['EW'])} "
        f"({esc(labels['target'].format(n=v['target']))})",
    ]
    expl = "".join(f"<li>{esc(e['title'])}: {esc(e['text'])}</li>" for e in explanations[-3:])
    return (
        '<div class="hasen-static" role="group" aria-label="'
        + esc(labels["table"])
        + '" style="font-family:var(--jp-content-font-family,sans-serif);'
        'color:var(--jp-content-font-color1,#222)">'
        f"<div>{' · '.join(facts)}</div>"
        f"<table>{''.join(rows)}</table>"
        f"<div>{esc(labels['trick'])}: {trick}</div>"
        f"<ul>{expl}</ul></div>"
    )
