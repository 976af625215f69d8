"""The course as a static site: every lesson, the table and the quizzes run in the
learner's browser (JupyterLite with Pyodide), with nothing fetched from any other host.

    python -m hasen_widget site build --out DIR [--notebooks PATH]

needs the ``[site]`` extra (``pip install 'hasen-widget[site]'``). In Python:

>>> from hasen_widget.site import build_site   # doctest: +SKIP
>>> build_site("course-site").lessons[0]         # doctest: +SKIP
'01_deck_and_order.ipynb'

Modules: ``pins`` (every version, in one place), ``wheels`` (the wheels shipped, the
package's own among them), ``pyodide_dist`` (Pyodide without a CDN), ``snapshot`` (the
Python start-up snapshot), ``notebooks`` (the site's copies of the lessons), ``front``
(the start page, and the script JupyterLite's pages get), ``offline`` (the service worker
and the files it keeps), ``words`` (the site's catalogue messages), ``serve`` (a local
server for tests and benchmarks), ``build`` (the whole build). ``web/`` holds the
site's own browser scripts.
"""

from __future__ import annotations

from .build import Site, SiteError, build_site

__all__ = ["build_site", "Site", "SiteError"]
