"""The course as a static site: every lesson, the table and the quizzes run in the
learner's browser (JupyterLite with Pyodide), with nothing fetched from any other host.

    python -m hasen_widget site build --out DIR [--notebooks PATH]

needs the ``[site]`` extra (``pip install 'hasen-widget[site]'``). In Python:

>>> from hasen_widget.site import build_site   # doctest: +SKIP
>>> build_site("course-site").lessons[0]         # doctest: +SKIP
'01_deck_and_order.ipynb'

Modules: ``pins`` (every version, in one place), ``wheels`` (the wheels shipped, the
package's own among them), ``pyodide_dist`` (Pyodide without a CDN), ``notebooks`` (the
site's copies of the lessons), ``build`` (the whole build).
"""

from __future__ import annotations

from .build import Site, SiteError, build_site

__all__ = ["build_site", "Site", "SiteError"]
