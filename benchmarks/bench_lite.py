"""Time from opening a notebook of the JupyterLite site to a drawn board (cold and warm).

Run ``bash scripts/lite.sh`` first, then ``python benchmarks/bench_lite.py [--runs N]``.
Serves ``_lite/`` on 127.0.0.1, opens ``play.ipynb`` in headless Chromium (every request to
another host aborted) and runs its cells as soon as the kernel is idle. *Cold*: a fresh
browser profile (nothing cached). *Warm*: the same profile opened again (the browser's HTTP
cache holds the site). Prints the medians of: page open to kernel idle, to the cell done,
to the board drawn, and the cell's own time in the kernel (imports and the first draw).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pow2048_widget.launcher import site_server  # noqa: E402

CHROMIUM = os.environ.get("POW2048_CHROMIUM", "/usr/bin/chromium")
IDLE_JS = """() => {
  const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;
  return !!k && k.status === 'idle';
}"""
CELL_CODE = ("import time as _t; _t0 = _t.perf_counter()\n"
             "from pow2048_widget.engine import Game, classic_mode\n"
             "from pow2048_widget.widgets import Board\n"
             "_b = Board(Game(classic_mode(), seed=1))\n"
             "print(f'cell {_t.perf_counter() - _t0:.2f}')\n"
             "_b")


def one_run(context: Any, url: str) -> dict[str, float]:
    page = context.new_page()
    page.set_default_timeout(240_000)
    t0 = time.monotonic()
    page.goto(f"{url}/lab/index.html?path=play.ipynb")
    page.wait_for_function(IDLE_JS)
    idle = time.monotonic() - t0
    page.evaluate("""(code) => {
      const nb = window.jupyterapp.shell.currentWidget.content;
      nb.activeCellIndex = 1;
      nb.activeCell.model.sharedModel.setSource(code);
      return window.jupyterapp.commands.execute('notebook:run-cell');
    }""", CELL_CODE)
    page.wait_for_selector(".p2048-root .p2048-cell")
    drawn = time.monotonic() - t0
    text = page.locator(".jp-OutputArea-output", has_text="cell ").first.inner_text()
    page.close()
    return {"kernel_idle": idle, "board_drawn": drawn, "cell_in_kernel": float(text.split()[1])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", default=str(ROOT / "_lite"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = site_server(Path(args.site), port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    results: dict[str, list[dict[str, float]]] = {"cold": [], "warm": []}
    aborted: list[str] = []

    def route(r: Any) -> None:
        if urlparse(r.request.url).hostname in {"127.0.0.1", "localhost"}:
            r.continue_()
        else:
            aborted.append(r.request.url)
            r.abort()

    with sync_playwright() as pw:
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as profile:
                context = pw.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, headless=True,
                    args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
                context.route("**/*", route)
                results["cold"].append(one_run(context, url))
                results["warm"].append(one_run(context, url))
                context.close()
    server.shutdown()
    for kind, runs in results.items():
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"{kind}: " + ", ".join(f"{k} {v:.1f} s" for k, v in med.items())
              + f"  (median of {len(runs)})")
    print(f"requests to other hosts: {len(aborted)}")
    size = sum(f.stat().st_size for f in Path(args.site).rglob("*") if f.is_file())
    print(f"site size: {size / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
