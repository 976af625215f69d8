"""Real-browser fixtures: a JupyterLab server the tests start, driven by Debian's Chromium.

The recipe is ``/work/shared/BROWSER_TESTS.md``: a server on 127.0.0.1 with every Jupyter
directory in a fresh temporary place (no saved layout or setting leaks in), Playwright
driving ``/usr/bin/chromium`` headless through a persistent context on a fresh profile.

Fixtures (every test in this directory is marked ``browser`` automatically):

- ``lab_server`` (session): a :class:`LabServer` with ``.url``, ``.root``, ``.port``, ``.log``.
- ``browser_context`` (session): the Playwright ``BrowserContext``.
- ``open_notebook`` (function): ``open_notebook(cells_or_path, *, name=None, run=True,
  allow_errors=False, timeout=90) -> Page``. Writes the notebook (outputs and
  ``metadata.widgets`` stripped) into the server root, opens it in Lab, waits for the
  *kernel* to be idle, runs all cells and returns the page. Kernels are shut down after the test.
- ``kernel_exec`` (function): ``kernel_exec(page, code, timeout=30) -> str``, the text the
  code printed or returned, run in the notebook's kernel; a Python error there fails the test.
- ``save_screenshot`` (function): ``save_screenshot(page, name, locator=None) -> Path``,
  a PNG in ``test-artifacts/`` (gitignored), named after the test and ``name``.

Example::

    def test_quiz_answers(open_notebook, kernel_exec, save_screenshot):
        page = open_notebook(["from hasen_widget import TrickQuiz", "TrickQuiz(seed=1)"])
        page.get_by_role("button", name="J♦").click()
        save_screenshot(page, "answered")
        assert kernel_exec(page, "print(1 + 1)") == "2\\n"
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Union

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# JupyterLab user settings written into the temporary settings directory:
# no news/update pop-up over the outputs, and every cell kept in the DOM.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "checkForUpdates": False,
        "fetchNews": "false",
    },
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}

NotebookSource = Union[Sequence[str], str, os.PathLike]


def pytest_collection_modifyitems(config, items):
    """Every test under tests/browser/ carries the ``browser`` marker (``-m "not browser"`` skips them)."""
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


# --- the server ------------------------------------------------------------------


@dataclass
class LabServer:
    """A running ``jupyter lab`` on 127.0.0.1: ``url`` (no trailing slash), ``root``, ``port``, ``log``."""

    url: str
    root: Path
    port: int
    log: Path
    process: subprocess.Popen
    base: Path

    def reset_user_state(self) -> None:
        """Forget what a test changed in Lab's user settings (a theme, say) and its saved
        layouts, so the next test starts from the same settings and an empty workspace."""
        for sub in ("settings", "workspaces"):
            shutil.rmtree(self.base / sub, ignore_errors=True)
            (self.base / sub).mkdir()
        _write_lab_settings(self.base / "settings")

    def api(self, path: str, method: str = "GET") -> object:
        """Call the server's REST API (no token: tests start it without one)."""
        req = urllib.request.Request(self.url + path, method=method)
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _lab_env(base: Path) -> dict[str, str]:
    """The process environment with every Jupyter directory pointed into ``base``."""
    env = dict(os.environ)
    dirs = {
        "JUPYTER_CONFIG_DIR": "config",
        "JUPYTER_DATA_DIR": "data",
        "JUPYTER_RUNTIME_DIR": "runtime",
        "JUPYTERLAB_SETTINGS_DIR": "settings",
        "JUPYTERLAB_WORKSPACES_DIR": "workspaces",
        "IPYTHONDIR": "ipython",
    }
    for var, sub in dirs.items():
        (base / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(base / sub)
    env["JUPYTER_PLATFORM_DIRS"] = "1"  # the new layout; silences jupyter_core's migration warning
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("JUPYTER_TOKEN", None)
    _write_lab_settings(base / "settings")
    return env


def _write_lab_settings(settings_dir: Path) -> None:
    for name, settings in LAB_SETTINGS.items():
        path = settings_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings))


def _die_with_parent() -> None:
    """In the child: get SIGTERM when pytest dies, even killed, so no server outlives the run.

    (Linux's PR_SET_PDEATHSIG; on SIGTERM the server shuts its kernels down itself.)
    """
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG
    except OSError:  # not glibc: the fixture's own clean-up still stops the server
        pass


def _stop(proc: subprocess.Popen, grace: float = 10.0) -> None:
    """SIGTERM (the server shuts its kernels down), then kill the whole process group."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # stray kernels left in the group
    except (ProcessLookupError, PermissionError):
        pass
    if proc.poll() is None:
        proc.wait(timeout=5)


@contextmanager
def running_lab(base: Path) -> Iterator[LabServer]:
    """A private JupyterLab on 127.0.0.1, every Jupyter directory under ``base`` (its
    notebooks in ``base / "root"``), answering before this yields and stopped after.
    Used by the ``lab_server`` fixture and by ``benchmarks/widget_latency.py``."""
    root = base / "root"
    root.mkdir()
    env = _lab_env(base)
    port = _free_port()
    log = base / "server.log"
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={root}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.terminals_enabled=False",
        "--LabApp.expose_app_in_browser=True",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    with open(log, "wb") as log_file:
        proc = subprocess.Popen(
            cmd,
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so kernels can be killed with it
            preexec_fn=_die_with_parent,
        )
    server = LabServer(url=f"http://127.0.0.1:{port}", root=root, port=port, log=log, process=proc, base=base)
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited with {proc.returncode}:\n{server.log_tail()}")
            try:
                server.api("/api/status")
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"jupyter lab did not answer /api/status:\n{server.log_tail()}"
                    ) from None
                time.sleep(0.2)
        yield server
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory) -> Iterator[LabServer]:
    """Start JupyterLab for the whole session and stop it at the end."""
    with running_lab(tmp_path_factory.mktemp("lab")) as server:
        yield server


# --- the browser -----------------------------------------------------------------


# Package scope, not session: Playwright's sync API keeps an asyncio loop marked as
# running in this thread while it is started, which would break every later test that
# uses asyncio (the widget's paced computer moves). It stops when tests/browser/ ends.
@pytest.fixture(scope="package")
def browser_context(tmp_path_factory):
    """One headless Chromium (Debian's) with a fresh profile for the browser tests."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"{CHROMIUM} is missing: run scripts/setup.sh (apt-get install chromium)")
    profile = tmp_path_factory.mktemp("chromium-profile")
    pw = sync_playwright().start()
    try:
        context = pw.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 900},
            locale="en-US",
        )
        context.set_default_timeout(30_000)
        try:
            yield context
        finally:
            context.close()
    finally:
        pw.stop()


# --- notebooks ---------------------------------------------------------------------


def _clean_notebook(nb: dict) -> dict:
    """Strip outputs, execution counts and saved widget state so the run starts fresh."""
    nb = json.loads(json.dumps(nb))
    nb.setdefault("metadata", {}).pop("widgets", None)
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        cell.get("metadata", {}).pop("widgets", None)
        if isinstance(cell.get("source"), list):
            cell["source"] = "".join(cell["source"])
    return nb


def _notebook_from_cells(cells: Sequence[str]) -> dict:
    return {
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": src}
            for src in cells
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


_KERNEL_IDLE_JS = """(path) => {
    const app = window.jupyterapp;
    const w = app && app.shell.currentWidget;
    if (!w || !w.context || w.context.path !== path || !w.sessionContext) return false;
    const s = w.sessionContext.session;
    return !!(s && s.kernel && s.kernel.status === 'idle');
}"""

_RUN_ALL_JS = """async (timeoutMs) => {
    const app = window.jupyterapp;
    let timer;
    const late = new Promise((resolve) => { timer = setTimeout(() => resolve('late'), timeoutMs); });
    const how = await Promise.race([app.commands.execute('notebook:run-all-cells').then(() => 'done'), late]);
    clearTimeout(timer);
    if (how === 'late') return ['TimeoutError: the cells did not finish in ' + timeoutMs + ' ms'];
    const w = app.shell.currentWidget;
    const errors = [];
    for (const cell of w.content.widgets) {
        const outputs = cell.model.type === 'code' ? cell.model.outputs.toJSON() : [];
        for (const o of outputs) {
            if (o.output_type === 'error') errors.push(o.ename + ': ' + o.evalue);
        }
    }
    return errors;
}"""

_KERNEL_EXEC_JS = """async ([code, timeoutMs]) => {
    const w = window.jupyterapp.shell.currentWidget;
    const kernel = w.sessionContext.session.kernel;
    const future = kernel.requestExecute({code, store_history: false, stop_on_error: true});
    const out = [];
    let error = null;
    future.onIOPub = (msg) => {
        const t = msg.header.msg_type;
        if (t === 'stream') out.push(msg.content.text);
        else if (t === 'execute_result') out.push(msg.content.data['text/plain'] || '');
        else if (t === 'error') error = msg.content.ename + ': ' + msg.content.evalue;
    };
    let timer;
    const late = new Promise((resolve) => { timer = setTimeout(() => resolve('late'), timeoutMs); });
    const how = await Promise.race([future.done.then(() => 'done'), late]);
    clearTimeout(timer);
    if (how === 'late') error = 'TimeoutError: no reply from the kernel in ' + timeoutMs + ' ms';
    return {out: out.join(''), error};
}"""


def kernel_exec(page, code: str, timeout: float = 30) -> str:
    """Run ``code`` in the kernel of the page's notebook; return its stdout plus the repr
    of a final expression. A Python exception there raises ``AssertionError``.

    >>> kernel_exec(page, "q.tally")   # doctest: +SKIP
    "{'right': 1, 'asked': 1}"
    """
    result = page.evaluate(_KERNEL_EXEC_JS, [code, int(timeout * 1000)])
    if result["error"]:
        raise AssertionError(f"kernel raised {result['error']} running:\n{code}")
    return result["out"]


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_")[:80] or "shot"


@pytest.fixture(name="kernel_exec")
def kernel_exec_fixture() -> Callable[..., str]:
    """``kernel_exec(page, code, timeout=30) -> str`` (see the module docstring)."""
    return kernel_exec


@pytest.fixture
def save_screenshot(request) -> Callable[..., Path]:
    """``save_screenshot(page, name, locator=None) -> Path`` into ``test-artifacts/``."""
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = _slug(request.node.name)

    def save(page, name: str, locator=None) -> Path:
        path = ARTIFACTS / f"{prefix}-{_slug(name)}.png"
        (locator or page).screenshot(path=str(path))
        return path

    return save


@pytest.fixture
def open_notebook(request, lab_server: LabServer, browser_context):
    """``open_notebook(cells_or_path, *, name=None, run=True, allow_errors=False, timeout=90) -> Page``.

    ``cells_or_path`` is a list of code-cell sources or the path of an ``.ipynb`` file.
    The page is closed and every kernel shut down when the test ends.
    """
    pages = []
    counter = iter(range(1000))

    def open_(
        source: NotebookSource,
        *,
        name: str | None = None,
        run: bool = True,
        allow_errors: bool = False,
        timeout: float = 90,
    ):
        if isinstance(source, (str, os.PathLike)):
            src = Path(source)
            nb = _clean_notebook(json.loads(src.read_text(encoding="utf-8")))
            stem = src.stem
        else:
            nb = _notebook_from_cells(list(source))
            stem = _slug(request.node.name)
        fname = f"{name or stem}-{next(counter)}.ipynb"
        (lab_server.root / fname).write_text(json.dumps(nb, ensure_ascii=False, indent=1), encoding="utf-8")

        page = browser_context.new_page()
        pages.append(page)
        page.set_default_timeout(timeout * 1000)
        # ?reset: start from an empty workspace, not the tabs an earlier test left open.
        page.goto(f"{lab_server.url}/lab/tree/{fname}?reset")
        # The status bar says "Idle" before the kernel exists, and Run All is then ignored:
        # wait on the kernel object itself.
        page.wait_for_function(_KERNEL_IDLE_JS, arg=fname, timeout=timeout * 1000, polling=100)
        # The file browser takes a quarter of the screen: close it so screenshots show the outputs.
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        if run:
            errors = page.evaluate(_RUN_ALL_JS, int(timeout * 1000))
            if errors and not allow_errors:
                raise AssertionError(f"{fname}: a cell raised: {'; '.join(errors)}")
        page.set_default_timeout(30_000)
        return page

    yield open_

    for page in pages:
        try:
            page.close()
        except Exception:  # the browser may already be gone; the server still cleans up below
            pass
    try:
        for session in lab_server.api("/api/sessions") or []:
            lab_server.api(f"/api/sessions/{session['id']}", method="DELETE")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        pass
    lab_server.reset_user_state()
