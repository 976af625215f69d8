"""Play Hasenpfeffer in marimo: a table against the computer and a quiz, reactive.

    marimo run notebooks/marimo/play.py            # as an app
    marimo edit notebooks/marimo/play.py           # to change it
    marimo run notebooks/marimo/play.py -- --seed 7 --pace 0   # another match, no pause

The score cell reads marimo state that the table sets when a hand ends, so it runs again then.
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from hasen_widget import HasenWidget, TrickQuiz

    return HasenWidget, TrickQuiz, mo


@app.cell
def _(mo):
    mo.md(
        """
        # Hasenpfeffer

        Four players, two partnerships (you sit **South**, your partner North), 25 cards:
        the Joker is always the highest trump, then the jack of trump and the other jack
        of the same colour. Bid, name trump, and win tricks; the table explains every trick.
        """
    )
    return


@app.cell
def _(HasenWidget, mo):
    args = mo.cli_args()
    widget = HasenWidget(seed=int(args.get("seed") or 7), pace=float(args.get("pace") or 0.8))
    table = mo.ui.anywidget(widget)
    table
    return table, widget


@app.cell
def _(mo, widget):
    # The score as marimo state, set when a hand ends: the cells that read it run again.
    # (The table's own clicks are messages to Python, not edits of its traits, so the
    # traits change from Python; traitlets' observe passes them on.)
    def score_of(view):
        return {"hands": len(view["hand_results"]), **view["scores"], "target": view["target"]}

    get_score, set_score = mo.state(score_of(widget.view))

    def on_view(change):
        if len(change.new["hand_results"]) != len(change.old.get("hand_results", ())):
            set_score(score_of(change.new))

    widget.observe(on_view, names="view")
    return (get_score,)


@app.cell
def _(get_score, mo):
    score = get_score()
    mo.md(
        f"**Score after {score['hands']} hand{'' if score['hands'] == 1 else 's'}:** "
        f"North–South {score['NS']}, East–West {score['EW']} (first side to {score['target']} wins)."
    ).callout(kind="success" if score["NS"] >= score["EW"] else "warn")
    return


@app.cell
def _(mo):
    mo.md("""## Which card wins the trick?""")
    return


@app.cell
def _(TrickQuiz, mo):
    quiz = mo.ui.anywidget(TrickQuiz(seed=12))
    quiz
    return (quiz,)


if __name__ == "__main__":
    app.run()
