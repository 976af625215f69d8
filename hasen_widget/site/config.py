"""The JupyterLite configuration the site is built with: files under ``templates/``,
shipped with the package, that the build copies into JupyterLite's folder, filling in
only what it computes.

- ``jupyter-lite.json``, the app's settings, as it is: the app's name;
  ``exposeAppInBrowser`` (``window.jupyterapp``, which the page script and the site's
  tests drive); for the Pyodide kernel, no PyPI fallback (nothing is fetched off the
  site) and ``loadPyodideOptions.packages`` (:data:`PRELOAD`), what ``loadPyodide``
  itself loads from the site's lock: one parallel fetch-and-unpack instead of the
  kernel's one-by-one installs, with hasen-widget in place before the first cell
  imports it. The start-up snapshot loads the same (``snapshot``). After ``jupyter
  lite build`` the site's ``pyodideUrl`` is pointed at the site's loader (``build``).
- ``jupyter_lite_config.json``, the build's: the notebooks from ``files/``, the three
  apps, no source maps, and only the extensions given (``federated_extensions``: the
  kernel's and the widget front ends, not every one installed here, such as a Voilà
  preview or Notebook's buttons: each is fetched on every first visit). The build adds
  ``output_dir`` and ``federated_extensions``.
- ``overrides.json``, JupyterLab settings the site changes (defaults a learner's own
  settings still override): the notebook's toolbar starts with ▶ (run the cell), the
  button the lessons name for touch. On a phone the toolbar shows only its first few
  buttons (the rest behind "⋯"), so cut, copy and paste give way.
- ``index.html``, the start page, filled in by ``front``.

>>> template("overrides.json")["@jupyterlab/notebook-extension:panel"]["toolbar"][0]
{'name': 'run', 'rank': 1}
>>> PRELOAD[0], PRELOAD[-1]
('micropip', 'hasen-widget')
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

__all__ = ["TEMPLATES", "KERNEL_PLUGIN", "PRELOAD", "template", "kernel_settings", "write_lite_dir"]

#: The templates, shipped with the package.
TEMPLATES = Path(__file__).resolve().parent / "templates"
#: The Pyodide kernel's settings key in ``litePluginSettings``.
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def template(name: str) -> dict:
    """The JSON template ``name`` (a file in ``templates/``), read afresh."""
    return json.loads((TEMPLATES / name).read_text(encoding="utf-8"))


def kernel_settings(config: dict) -> dict:
    """The Pyodide kernel's settings inside a ``jupyter-lite.json`` (the dict itself)."""
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]


#: What ``loadPyodide`` loads at start (``jupyter-lite.json``'s ``loadPyodideOptions``).
PRELOAD: list[str] = kernel_settings(template("jupyter-lite.json"))["loadPyodideOptions"]["packages"]


def write_lite_dir(lite: Path, output_dir: Path, extensions: list[Path]) -> None:
    """Put the configuration into JupyterLite's folder ``lite``: the build writes the
    site into ``output_dir``, with the federated ``extensions`` (folders or wheels)."""
    shutil.copy2(TEMPLATES / "jupyter-lite.json", lite / "jupyter-lite.json")
    shutil.copy2(TEMPLATES / "overrides.json", lite / "overrides.json")
    config = template("jupyter_lite_config.json")
    config["LiteBuildConfig"].update(
        output_dir=str(output_dir), federated_extensions=[str(p) for p in extensions]
    )
    (lite / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
