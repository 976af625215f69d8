"""The one base of the widgets whose page only sends messages (hasen_widget.page_widget).

Messages and trait edits arrive as ipywidgets delivers them from the page
(``_handle_msg``), and what goes back is caught at the comm, so these are the paths a
browser takes. The base is checked on a small widget of its own and on the real ones.
"""

from __future__ import annotations

import pytest
import traitlets

from hasen_widget.page_messages import PageMessage, whole
from hasen_widget.page_widget import STATIC, PageWidget, front_end


class Counter(PageWidget, bundle="quiz"):
    """A widget with one synced number, which the page may only ask to change."""

    page_messages = {
        "add": PageMessage({"by": whole(1, 2)}),
        "reset": PageMessage(),
        "boom": PageMessage(),
        "forgotten": PageMessage(),  # in the schema, but no handler: a refusal, not a crash
    }
    count = traitlets.Int(0).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    def _page_add(self, msg):
        self.count += msg["by"]

    def _page_reset(self, msg):
        self.count = 0

    def _page_boom(self, msg):
        raise RuntimeError("the handler fell over " + "x" * 500)

    def _show_error(self, text):
        self.error = text


def page_sends(widget, content) -> None:
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def page_edits(widget, state) -> None:
    widget._handle_msg(
        {"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []}
    )


class Sent:
    """Stands in for the comm's ``send``: what the page would get back."""

    def __init__(self, widget) -> None:
        self.messages: list = []
        widget.comm.send = lambda data=None, metadata=None, buffers=None: self.messages.append(data)

    def updates(self) -> list[dict]:
        return [m["state"] for m in self.messages if m.get("method") == "update"]


@pytest.fixture
def counter():
    w = Counter()
    yield w
    w.close()


def test_a_message_is_routed_to_the_handler_of_its_kind(counter):
    page_sends(counter, {"kind": "add", "by": 2})
    page_sends(counter, {"kind": "add", "by": 1})
    assert counter.count == 3 and counter.error == ""
    page_sends(counter, {"kind": "reset"})
    assert counter.count == 0


def test_a_page_edit_of_a_synced_trait_is_refused_and_reverted(counter):
    page_sends(counter, {"kind": "add", "by": 2})
    sent = Sent(counter)
    page_edits(counter, {"count": 99})
    assert counter.count == 2
    assert "refused" in counter.error and "count" in counter.error
    assert any(s.get("count") == 2 for s in sent.updates())  # the page gets Python's value back


def test_an_edit_of_unknown_or_read_only_names_is_refused_without_looking_them_up(counter):
    sent = Sent(counter)
    page_edits(counter, {"keys": ["x"], "no_such_trait": 1, "count": 5, "more": 0})
    assert counter.count == 0 and "refused" in counter.error and "…" in counter.error
    assert all(set(s) <= {"count", "error"} for s in sent.updates())  # only ours go back


@pytest.mark.parametrize(
    "content, says",
    [
        ({"kind": "explode"}, "unknown kind 'explode'"),
        ({"kind": "add", "by": 3}, "by"),
        ({"kind": "add", "by": 1, "extra": True}, "extra"),
        (["add"], "object"),
        ({"kind": "forgotten"}, "'forgotten' is not taken here"),
    ],
)
def test_an_unknown_or_malformed_message_gets_a_clear_refusal_and_changes_nothing(counter, content, says):
    page_sends(counter, {"kind": "add", "by": 1})
    page_sends(counter, content)
    assert counter.count == 1
    assert counter.error.startswith("A message from the page was refused") and says in counter.error


def test_an_exception_in_a_handler_is_shown_not_raised_into_the_kernel(counter):
    page_sends(counter, {"kind": "boom"})
    assert counter.error.startswith("Something went wrong in Python: RuntimeError: the handler fell over")
    assert len(counter.error) < 300


def test_the_bundle_names_the_front_end_files_under_static(counter):
    built = STATIC / "quiz.js"
    if built.exists():  # what the page is sent: the bundle's code and its style sheet
        assert counter._esm == built.read_text(encoding="utf-8")
        assert counter._css == (STATIC / "quiz.css").read_text(encoding="utf-8")
    else:  # an unbuilt checkout: the cell says what to run instead of staying blank
        assert "node build.mjs" in counter._esm
    assert front_end("no-such-bundle.js", "not built") == "not built"


def test_an_unbuilt_front_end_says_in_the_cell_what_to_run(monkeypatch, tmp_path):
    import hasen_widget.page_widget as page_widget

    monkeypatch.setattr(page_widget, "STATIC", tmp_path)  # a checkout where build.mjs never ran

    class Unbuilt(PageWidget, bundle="quiz"):
        def _show_error(self, text):
            pass

    w = Unbuilt()
    assert "the quiz front end is not built" in w._esm and "node build.mjs" in w._esm
    assert w._css == ""
    w.close()


def test_the_quizzes_and_the_table_share_the_base():
    from hasen_widget import FollowSuitQuiz, HasenWidget, TrickQuiz

    for cls in (TrickQuiz, FollowSuitQuiz, HasenWidget):
        assert issubclass(cls, PageWidget)


@pytest.mark.parametrize("make", ["trick", "follow", "table"])
def test_every_page_widget_refuses_an_unknown_kind_and_a_trait_edit(make):
    from hasen_widget import FollowSuitQuiz, HasenWidget, TrickQuiz

    w = {"trick": lambda: TrickQuiz(seed=3), "follow": lambda: FollowSuitQuiz(seed=3)}.get(
        make, lambda: HasenWidget(seed=3, pace=0)
    )()

    def shown():
        return w.error["text"] if isinstance(w.error, dict) else w.error

    before = {k: getattr(w, k) for k in w.keys if k != "error"}
    page_sends(w, {"kind": "cheat"})
    assert "unknown kind 'cheat'" in shown()
    sent = Sent(w)
    page_edits(w, {"explanation" if make != "table" else "view": {"forged": True}})
    assert "refused" in shown() or "may not change" in shown()
    assert {k: getattr(w, k) for k in w.keys if k != "error"} == before
    assert any(set(s) & {"explanation", "view"} for s in sent.updates())
    w.close()
