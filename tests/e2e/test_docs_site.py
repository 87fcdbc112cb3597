"""The documentation site, built as CI builds it (``sphinx-build -W``), served from its
folder by a plain static server on 127.0.0.1 and opened in Chromium with every other request
refused: a lesson shows its saved board drawn by the
board's own front end, and the operator reference page is there and found by the search.

The operator page comes from ``pow2048_widget.calcarray.operator_reference_markdown()``; a
checkout without that function cannot build the site at all (the build says so), and only
then is this test skipped.
"""

from __future__ import annotations

import functools
import http.server
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import pow2048_widget.calcarray as calcarray

pytestmark = pytest.mark.e2e
REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "test-artifacts" / "docs-site"
BUILD_TIMEOUT = 900


@pytest.fixture(scope="module")
def site() -> Path:
    if not hasattr(calcarray, "operator_reference_markdown"):
        pytest.skip("pow2048_widget.calcarray.operator_reference_markdown() is absent in this "
                    "checkout, so the site cannot be built (its operator page needs it)")
    html = OUT / "html"
    OUT.mkdir(parents=True, exist_ok=True)
    log = OUT / "build.log"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
         "-d", str(OUT / "doctrees"), str(REPO / "docs"), str(html)],
        capture_output=True, text=True, timeout=BUILD_TIMEOUT, cwd=REPO,
    )
    log.write_text(done.stdout + done.stderr)
    assert done.returncode == 0, f"docs build failed (warnings are errors):\n{done.stderr[-4000:]}"
    (OUT / "build-seconds.txt").write_text(f"{time.monotonic() - started:.1f}\n")
    return html


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The built site over HTTP on 127.0.0.1 (a static folder server, nothing else)."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _offline_page(browser: Any, base: str) -> tuple[Any, Any, list[str], list[str]]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    outside: list[str] = []
    errors: list[str] = []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        if url.startswith((base + "/", "blob:", "data:")):
            request_route.continue_()
        else:
            outside.append(url)
            request_route.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return context, page, outside, errors


def test_lesson_shows_its_saved_board_offline(browser: Any, site: Path, served: str) -> None:
    assert (site / "_generated" / "lessons" / "01-play.html").exists()
    course = (site / "sections" / "course.html").read_text()
    assert "Capstone: a variant to a brief" in course  # the course to its last notebook
    context, page, outside, errors = _offline_page(browser, served)
    try:
        page.goto(f"{served}/_generated/lessons/01-play.html")
        page.wait_for_selector(".pow2048-saved-widget[data-rendered='true'] .p2048-tile")
        board = page.locator(".pow2048-saved-widget .p2048-root").first
        tiles = board.locator(".p2048-tile .p2048-tile-text").all_inner_texts()
        assert len(tiles) >= 2
        assert all(re.fullmatch(r"\d+", t) and int(t) & (int(t) - 1) == 0 for t in tiles), tiles
        # The board is styled by its own stylesheet, as in JupyterLab (not unstyled text).
        tile_bg = board.locator(".p2048-tile").first.evaluate(
            "(el) => getComputedStyle(el).backgroundColor")
        assert tile_bg not in {"", "rgba(0, 0, 0, 0)", "transparent"}
        # Nothing can play here, so the board says where to play: the same lesson in the
        # course's JupyterLite site, linked at the top of the page and under the board.
        link = page.locator("a.pow2048-open-lite")
        assert link.get_attribute("href") == "../../lite/lab/index.html?path=01-play.ipynb"
        hint = board.locator(".p2048-hint").inner_text()
        assert "Click to play" not in hint and "to play, see below" in hint
        note = page.locator(".pow2048-saved-widget-note").first
        assert "open this lesson in the browser" in note.inner_text()
        assert note.locator("a").get_attribute("href").endswith(
            "/lite/lab/index.html?path=01-play.ipynb")
        page.screenshot(path=str(OUT / "lesson-01.png"))
        # The step debuggers and exercises of lesson 3 are drawn too.
        page.goto(f"{served}/_generated/lessons/03-nesting-and-parent.html")
        page.wait_for_selector(".pow2048-saved-widget[data-rendered='true']")
        assert page.locator(".pow2048-saved-widget[data-rendered='true']").count() >= 5
        # Every widget of every lesson is drawn (boxes of boards included), none left as a
        # placeholder: whatever lesson is added, its boards show on the site.
        for lesson in sorted((site / "_generated" / "lessons").glob("*.html")):
            if "application/vnd.jupyter.widget-view+json" not in lesson.read_text():
                continue  # a lesson without widgets (the index, a lesson of tables and plots)
            page.goto(f"{served}/_generated/lessons/{lesson.name}")
            page.wait_for_function(
                "() => document.documentElement.dataset.pow2048Widgets !== undefined")
            states = page.locator(".pow2048-saved-widget").evaluate_all(
                "(els) => els.map((e) => e.dataset.rendered)")
            assert all(state == "true" for state in states), (lesson.name, states)
    finally:
        context.close()
    assert outside == [], f"the site asked the network for {outside}"
    assert errors == [], errors


def test_operator_reference_is_there_grouped_and_searchable(
    browser: Any, site: Path, served: str
) -> None:
    assert (site / "_generated" / "operators.html").exists()
    entries = calcarray.operator_reference()
    families = {e.family_title for e in entries}
    word = next(e.name for e in entries if re.fullmatch(r"[A-Za-z_]{5,}", e.name))
    context, page, outside, errors = _offline_page(browser, served)
    try:
        page.goto(f"{served}/_generated/operators.html")
        headings = page.locator("article h2").all_inner_texts()
        assert {h.strip().rstrip("#").strip() for h in headings} >= families
        assert page.locator("article table tr").count() >= len(entries)
        # The site's search (a local index, no server) finds an operator on that page.
        page.goto(f"{served}/search.html?q={word}")
        page.wait_for_selector("#search-results li a", timeout=60_000)
        # Results are added one by one: read them once the search says it has finished.
        page.wait_for_function(
            "() => /Search finished|did not match/.test("
            "document.querySelector('#search-results .search-summary')?.textContent || '')",
            timeout=60_000)
        links = page.locator("#search-results li a").evaluate_all(
            "(els) => els.map((a) => a.getAttribute('href'))")
        assert any("operators" in href for href in links), links
    finally:
        context.close()
    assert outside == [], f"the site asked the network for {outside}"
    assert errors == [], errors
