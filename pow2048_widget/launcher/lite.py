"""``pow2048-widget lite``: serve the course's JupyterLite site (built by ``bash scripts/lite.sh``).

The site is static files only; any web server works if it sends ``application/wasm`` for
``.wasm`` and a JavaScript type for ``.mjs`` (browsers refuse Pyodide otherwise), which this
one makes sure of whatever the machine's MIME table says.
"""

from __future__ import annotations

import functools
import http.server
from pathlib import Path

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".whl": "application/zip"}


class SiteMissing(Exception):
    """The folder holds no JupyterLite site."""


def site_server(site: Path, port: int = 8000, host: str = "127.0.0.1") -> http.server.HTTPServer:
    """A threading HTTP server for ``site`` (call ``serve_forever``); port 0 picks a free one."""
    if not (site / "jupyter-lite.json").is_file():
        raise SiteMissing(f"{site} holds no JupyterLite site: build it first with "
                          "`bash scripts/lite.sh` in a checkout of pow2048-widget")

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass  # one line per file would drown the address the learner needs

    handler = functools.partial(Handler, directory=str(site))
    return http.server.ThreadingHTTPServer((host, port), handler)
