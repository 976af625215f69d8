"""The table as a notebook shows it without a front end: what the learner's seat sees,
as plain HTML, for nbconvert exports and other places with no live kernel (no script),
and the one line ``repr`` gives (public facts only, the same on every run).

>>> from hasen_widget.widget import HasenWidget
>>> w = HasenWidget(seed=7, pace=0)
>>> bundle = w._repr_mimebundle_()
>>> data = bundle[0] if isinstance(bundle, tuple) else bundle  # (data, metadata) or data
>>> "hasen-static" in data["text/html"], "application/vnd.jupyter.widget-view+json" in data
(True, True)
>>> repr(w).split(",")[0]
'<HasenWidget South'
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from . import widget_text as words
from .deal import SEATS
from .failure import failure_bundle

__all__ = ["static_table_html", "NotebookPicture"]


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


class NotebookPicture:
    """The notebook's picture of a ``HasenWidget`` (a mixin before its widget base): its
    ``repr``, its static HTML, and the message in place of a table that could not be built."""

    # Set by HasenWidget (declared here for the reader and the type checker).
    _failure: Any
    _failure_lang: str
    view: Any
    labels: Any
    notes: Any
    explanations: Any
    game: Any
    seat: Any
    lang: Any

    def __repr__(self) -> str:
        # Public facts only, and the same on every run for the same seed (nbval).
        if self._failure is not None:
            return f"<HasenWidget not built: {failure_bundle(self._failure)['text/plain']}>"
        g = self.game
        parts = [f"hand {g.hand_number + 1} ({g.phase})", f"dealer {g.dealer}"]
        if g.maker is not None:
            parts.append(f"maker {g.maker} bid {g.bid}")
        if g.trump is not None:
            parts.append(f"trump {g.trump.symbol}")
        parts.append(f"NS {g.scores['NS']} – EW {g.scores['EW']}")
        parts.append(f"to move: {g.to_move or '-'}")
        return f"<HasenWidget {words.seat_name(self.seat)}, {', '.join(parts)}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        if self._failure is not None:  # the message in place of the table, no front end needed
            return failure_bundle(self._failure, self._failure_lang)
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        if isinstance(bundle, tuple):  # (data, metadata)
            data, meta = bundle
        else:
            data, meta = bundle, None
        data = dict(data)
        data["text/plain"] = repr(self)
        data["text/html"] = self.static_html()
        return (data, meta) if meta is not None else data

    def static_html(self) -> str:
        """A static picture of the table (what the learner's seat sees), for nbconvert
        HTML and other places without a live kernel."""
        return static_table_html(self.view, self.labels, self.notes, self.explanations, self.lang)
