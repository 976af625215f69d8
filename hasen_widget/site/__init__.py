"""The course as a static site: every lesson, the table and the quizzes run in the
learner's browser (JupyterLite with Pyodide), with nothing fetched from any other host.

    python -m hasen_widget site build --out DIR [--notebooks PATH]

needs the ``[site]`` extra (``pip install 'hasen-widget[site]'``). In Python,
``build_site("course-site").lessons[0]`` is ``'01_deck_and_order.ipynb'`` (a build
takes minutes); a request it cannot carry out is refused before anything is written:

>>> from hasen_widget.site import SiteError, build_site
>>> try:
...     build_site("course-site", with_lessons=True)
... except SiteError as e:
...     print(e)
--with-lessons adds the lessons to the notebooks of --notebooks PATH: give it

Modules: ``pins`` (every version, in one place), ``wheels`` (the wheels shipped, the
package's own among them), ``pyodide_dist`` (Pyodide without a CDN), ``snapshot`` (the
Python start-up snapshot), ``notebooks`` (the site's copies of the lessons), ``config``
(JupyterLite's configuration, from ``templates/``), ``front`` (the start page, and the
script JupyterLite's pages get), ``offline`` (the service worker and the files it
keeps), ``words`` (the site's catalogue messages), ``build`` (the whole build).
``templates/`` holds the configuration files and the start page, ``web/`` the site's own
browser scripts. docs/site.md says which of JupyterLite's own options the build uses,
and why it does the rest itself. (The local server the site's tests and benchmark use
is ``tests/site_server.py``.)
"""

from __future__ import annotations

from .build import Site, SiteError, build_site

__all__ = ["build_site", "Site", "SiteError"]
