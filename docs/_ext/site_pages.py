"""Pages of the documentation site that are generated at build time.

- ``_generated/lessons/*.ipynb``: every notebook of ``notebooks/`` (new lessons appear by
  themselves); MyST-NB executes them during the build, so the site shows today's outputs.
- ``_generated/operators.md``: the CalcArray operator reference, from
  ``pow2048_widget.calcarray.operator_reference_markdown()`` (grouped by family). Until that
  function exists the build stops with ``OperatorReferenceMissing`` saying so.

Every lesson page also starts with an "Open in the browser" link to the same lesson in the
course's JupyterLite site, which ``bash scripts/docs.sh`` builds into the ``lite/`` folder of
the site (``POW2048_LITE_URL`` points the links elsewhere, e.g. a Lite site published on its
own).

Files are only rewritten when their content changes, so Sphinx's incremental builds stay
incremental.
"""

from __future__ import annotations

import html
import importlib
import os
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
GENERATED = "_generated"
LITE_DIR = "lite"  # where scripts/docs.sh copies the JupyterLite site in the built docs


class OperatorReferenceMissing(RuntimeError):
    """The package has no ``operator_reference_markdown()`` to build the operator page from."""


def operator_reference_page() -> str:
    """The Markdown of the operator reference page (raises ``OperatorReferenceMissing``)."""
    calcarray = importlib.import_module("pow2048_widget.calcarray")
    make = getattr(calcarray, "operator_reference_markdown", None)
    if make is None:
        raise OperatorReferenceMissing(
            "pow2048_widget.calcarray.operator_reference_markdown() does not exist in this "
            "checkout, so the operator reference page cannot be built. It comes with the "
            "operator-reference work (pow2048_widget/calcarray/reference.py); build the docs "
            "from a checkout that has it."
        )
    text = make()
    if not isinstance(text, str) or not text.lstrip().startswith("#"):
        raise OperatorReferenceMissing(
            "operator_reference_markdown() must return Markdown starting with a heading"
        )
    return text


def _write_if_changed(path: Path, data: bytes) -> None:
    if path.exists() and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def generate(srcdir: Path, notebooks: Path = REPO / "notebooks") -> list[Path]:
    """Write the generated pages under ``srcdir/_generated``; returns what is there."""
    out = srcdir / GENERATED
    lessons = out / "lessons"
    wanted = {p.name: p for p in sorted(notebooks.glob("*.ipynb"))}
    if lessons.is_dir():
        for old in lessons.glob("*.ipynb"):
            if old.name not in wanted:
                old.unlink()  # a lesson removed from notebooks/ leaves the site too
    for name, source in wanted.items():
        _write_if_changed(lessons / name, source.read_bytes())
    _write_if_changed(out / "operators.md", operator_reference_page().encode())
    return sorted(out.rglob("*.*"))


def _on_builder_inited(app: Any) -> None:
    from sphinx.errors import ExtensionError

    try:
        generate(Path(app.srcdir))
    except OperatorReferenceMissing as err:
        raise ExtensionError(str(err)) from err


def lite_url(pagename: str, base: str = "") -> str | None:
    """The JupyterLite address of a lesson page (None for other pages).

    ``base``: the Lite site's address; empty means the ``lite/`` folder of this site,
    reached by a path relative to the page (so the built folder can be published anywhere).
    """
    prefix = f"{GENERATED}/lessons/"
    if not pagename.startswith(prefix):
        return None
    root = base.rstrip("/") if base else "../" * pagename.count("/") + LITE_DIR
    return f"{root}/lab/index.html?path={pagename[len(prefix):]}.ipynb"


def _on_page_context(app: Any, pagename: str, templatename: str, context: dict[str, Any],
                     doctree: Any) -> None:
    url = lite_url(pagename, os.environ.get("POW2048_LITE_URL", ""))
    if url is None or "body" not in context:
        return
    context["body"] = (
        '<p class="pow2048-open-lite-bar"><a class="pow2048-open-lite reference external" '
        f'href="{html.escape(url)}">Open in the browser</a>: run this lesson live, with '
        "nothing to install (Python in your browser; progress is kept in the browser)</p>"
        + context["body"])


def setup(app: Any) -> dict[str, Any]:
    app.connect("builder-inited", _on_builder_inited)
    app.connect("html-page-context", _on_page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
