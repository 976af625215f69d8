"""The join link as a QR code, with `segno <https://pypi.org/project/segno/>`_ (pure
Python, no dependencies, well kept): for the terminal and as SVG for the pages.

>>> qr_svg("http://127.0.0.1:8765/").startswith("<?xml")
True
"""

from __future__ import annotations

import io

__all__ = ["qr_svg", "qr_terminal"]


def qr_svg(url: str) -> str:
    # lazy: segno is optional (the `class` extra).
    import segno

    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="svg", scale=6, border=2, dark="#000", light="#fff")
    return buf.getvalue().decode("utf-8")


def qr_terminal(url: str) -> str:
    """The code in half-block characters, dark on light, for a terminal."""
    # lazy: segno is optional (the `class` extra).
    import segno

    buf = io.StringIO()
    segno.make(url, error="m").terminal(out=buf, compact=True, border=2)
    return buf.getvalue()
