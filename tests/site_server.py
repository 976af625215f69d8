"""Serve a built site on 127.0.0.1, at the root and under a sub-path, counting bytes sent.

What ``python -m http.server --directory DIR --bind 127.0.0.1`` does, plus what the
site's tests and ``benchmarks/site.py`` need: the same site under ``/course/`` too (as on
a project page of a static host), the bytes sent (what a visit transfers), and a switch
that drops every request (the network down). Only tests and benchmarks use it, so it
lives here, not in the package (tests/ is on their path).

>>> import tempfile, urllib.request
>>> with tempfile.TemporaryDirectory() as site:
...     _ = (Path(site) / "index.html").write_text("the site")
...     with serve_site(Path(site)) as server:
...         page = urllib.request.urlopen(server.url("course/index.html"), timeout=10).read()
>>> page, server.requests, server.paths
(b'the site', 1, ['/course/index.html'])
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

__all__ = ["serve_site", "SiteServer", "SUB_PATH"]

SUB_PATH = "/course"
# Module workers and streaming WebAssembly compilation need these types.
_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
}


@dataclass
class SiteServer:
    """``url(path)`` builds an address; ``bytes_sent`` counts response bytes so far,
    ``requests`` the responses, ``paths`` the path each was for."""

    port: int
    bytes_sent: int = 0
    requests: int = 0
    paths: list = field(default_factory=list)
    #: While set, every request is answered by closing the connection: the network is down.
    down: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}"

    def count(self, n: int) -> None:
        with self._lock:
            self.bytes_sent += n


class _Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **_TYPES}
    server_state: SiteServer

    def do_GET(self) -> None:
        if self.server_state.down:
            self._drop()
        else:
            super().do_GET()

    def do_HEAD(self) -> None:
        if self.server_state.down:
            self._drop()
        else:
            super().do_HEAD()

    def _drop(self) -> None:
        with self.server_state._lock:
            self.server_state.paths.append(self.path)
        self.close_connection = True  # no answer at all, as when the network is down

    def translate_path(self, path: str) -> str:
        if path == SUB_PATH or path.startswith(SUB_PATH + "/"):
            path = path[len(SUB_PATH) :] or "/"
        return super().translate_path(path)

    def setup(self) -> None:
        super().setup()
        state, raw = self.server_state, self.wfile

        class Counting:
            def write(self, data):
                state.count(len(data))
                return raw.write(data)

            def __getattr__(self, name):
                return getattr(raw, name)

        self.wfile = Counting()

    def send_response(self, code, message=None):
        with self.server_state._lock:
            self.server_state.requests += 1
            self.server_state.paths.append(self.path)
        super().send_response(code, message)

    def log_message(self, format, *args) -> None:  # quiet: the tests read the page, not this log
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], ConnectionError):  # a page closed mid-download: not news
            super().handle_error(request, client_address)


@contextmanager
def serve_site(site: Path, port: int = 0) -> Iterator[SiteServer]:
    """Serve ``site`` on 127.0.0.1 (a free port unless ``port``) until the block ends."""
    state = SiteServer(port=0)
    handler = type("Handler", (_Handler,), {"server_state": state})
    httpd = _Server(("127.0.0.1", port), functools.partial(handler, directory=str(Path(site))))
    state.port = httpd.server_address[1]
    thread = threading.Thread(target=httpd.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)
