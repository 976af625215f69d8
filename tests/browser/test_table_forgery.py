"""The page is not trusted: messages and trait edits forged in the browser itself.

The test reaches the widget's model the way any script in the page could (through
JupyterLab's widget manager) and sends what the table's own buttons never would.
Each attempt shows an error in the widget and leaves the game exactly as it was.
"""

from __future__ import annotations

import pytest

SETUP = "from hasen_widget import HasenWidget\nw = HasenWidget(seed=4, pace=0)\nw"

# The widget's model as a script in the page finds it: JupyterLab's widget manager.
_WITH_MODEL = """async ([modelId, action]) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  let manager = null;
  const seen = new Set();
  const walk = (w, depth) => {
    if (!w || manager || seen.has(w) || depth > 12) return;
    seen.add(w);
    if (w._manager) { manager = w._manager; return; }
    for (const c of (w.widgets || [])) walk(c, depth + 1);
    if (w.layout && w.layout.widgets) for (const c of w.layout.widgets) walk(c, depth + 1);
  };
  for (const cell of nb.widgets) walk(cell.outputArea, 0);
  const real = manager.promise ? await manager.promise : manager;
  const model = await real.get_model(modelId);
  if (action.send) model.send(action.send);
  if (action.set) { for (const [k, v] of Object.entries(action.set)) model.set(k, v); model.save_changes(); }
  return JSON.stringify(model.get('view').hands);
}"""


@pytest.fixture
def table(open_notebook, kernel_exec):
    page = open_notebook([SETUP])
    page.locator(".hw-root").wait_for()
    model_id = kernel_exec(page, "print(w.model_id)").strip()

    def forge(action: dict) -> str:
        return page.evaluate(_WITH_MODEL, [model_id, action])

    return page, forge


def _game(page, kernel_exec) -> str:
    return kernel_exec(page, "print(w.game.to_json())")


def _error(page, says: str) -> str:
    page.wait_for_function(
        "(s) => (document.querySelector('.hw-root .hw-error')?.textContent || '').includes(s)", arg=says
    )
    return page.locator(".hw-root .hw-error").inner_text()


FORGED = [
    ({"kind": "act", "action": "play A♣"}, "cannot play a card now"),
    ({"kind": "act", "action": "bid 9"}, "not an action"),
    ({"kind": "open_hands", "value": True}, "teacher"),
    ({"kind": "deal_me_aces"}, "unknown kind"),
    ({"action": "pass"}, "kind"),
]


def test_forged_messages_are_refused_visibly(table, kernel_exec, save_screenshot):
    page, forge = table
    before = _game(page, kernel_exec)
    for message, says in FORGED:
        forge({"send": message})
        _error(page, says)
        assert _game(page, kernel_exec) == before, message
        assert page.locator(".hw-root .hw-seat .hw-card:not(.hw-back)").count() == 0
        if message.get("kind") == "act":
            save_screenshot(page, "forged-message", page.locator(".hw-root"))


def test_an_edited_synced_trait_is_refused_and_put_back(table, kernel_exec, save_screenshot):
    page, forge = table
    before = _game(page, kernel_exec)
    hands = forge({"set": {"view": {"seat": "S", "hands": {"N": ["A♥"], "E": None, "S": [], "W": None}}}})
    assert '"N":["A♥"]' in hands  # the page's own copy was changed …
    _error(page, "refused")
    # … and Python sent its own view back: the page's copy hides North's hand again.
    for _ in range(50):
        if '"N":null' in forge({}):
            break
        page.wait_for_timeout(100)
    assert '"N":null' in forge({})
    assert page.locator(".hw-root .hw-seat .hw-card:not(.hw-back)").count() == 0
    assert kernel_exec(page, "print(w.view['hands']['N'])").strip() == "None"
    assert _game(page, kernel_exec) == before
    save_screenshot(page, "edited-trait", page.locator(".hw-root"))
