"""Every version the course site is built from, in one place.

The Pyodide version is the one the JupyterLite kernel pins (read from
``jupyterlite_pyodide_kernel``, never typed here); the wheels Pyodide itself needs at
start (micropip, IPython, jedi, ...) are the versions its own ``pyodide-lock.json``
names. What is pinned here is the rest: the JupyterLite build tools (the ``[site]``
extra in ``pyproject.toml`` names the same) and the pure-Python wheels the package
needs in the browser, each a version the package is tested with.

>>> PINS["anywidget"]
'0.11.0'
>>> pyodide_version().count(".")
2
"""

from __future__ import annotations

#: The JupyterLite tools (0.8.7 of the kernel wants a core that is not published).
JUPYTERLITE_CORE = "0.8.6"
JUPYTERLITE_PYODIDE_KERNEL = "0.8.6"

#: Pure-Python wheels from the package index for the site's Pyodide, beyond what the
#: Pyodide lock already holds (traitlets, typing-extensions, IPython are taken from it).
PINS: dict[str, str] = {
    "anywidget": "0.11.0",
    "ipywidgets": "8.1.9",
    "comm": "0.2.3",
    "psygnal": "0.16.1",  # its py3-none-any wheel (the others are mypyc builds)
    "babel": "2.19.0",
    "fastjsonschema": "2.22.3",  # checks the page's messages (hasen_widget/page_messages.py)
    "jupyterlab-widgets": "3.0.17",  # only its JupyterLab extension is used (the widget front end)
}

#: For each pinned wheel: what it needs in Pyodide (names of the Pyodide lock or of PINS)
#: and the modules it provides, which is how a plain ``import`` finds it.
LOCK_ENTRIES: dict[str, tuple[list[str], list[str]]] = {
    "comm": ([], ["comm"]),
    "psygnal": (["typing-extensions"], ["psygnal"]),
    "babel": ([], ["babel"]),
    "fastjsonschema": ([], ["fastjsonschema"]),
    "ipywidgets": (["comm", "ipython", "traitlets"], ["ipywidgets"]),
    "anywidget": (["ipywidgets", "psygnal", "typing-extensions"], ["anywidget"]),
    "hasen-widget": (["anywidget", "ipywidgets", "traitlets", "babel", "fastjsonschema"], ["hasen_widget"]),
}

#: What the kernel loads from the Pyodide lock when it starts (its worker installs
#: micropip, then IPython and jedi); their dependencies come along.
KERNEL_START = ["micropip", "ipython", "jedi"]

#: The kernel's own wheels (shipped inside its JupyterLab extension), added to the lock
#: too, so that everything can be loaded in one go when Pyodide starts (``PRELOAD`` in
#: ``config``, the ``loadPyodideOptions`` of ``templates/jupyter-lite.json``).
KERNEL_WHEELS: dict[str, tuple[list[str], list[str]]] = {
    "piplite": (["micropip"], ["piplite"]),
    "pyodide-kernel": (["comm", "ipython"], ["pyodide_kernel"]),
    "ipykernel": (["pyodide-kernel"], ["ipykernel"]),
}


def pyodide_version() -> str:
    """The Pyodide version the installed JupyterLite kernel loads, e.g. ``'314.0.6'``."""
    # lazy: jupyterlite is optional (the `site` extra).
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION
