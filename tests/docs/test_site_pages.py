"""The documentation's generated pages: the lessons (by glob) and the operator reference."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import pow2048_widget.calcarray as calcarray

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "site_pages", REPO / "docs" / "_ext" / "site_pages.py"
)
site_pages = importlib.util.module_from_spec(_spec)
sys.modules["site_pages"] = site_pages
_spec.loader.exec_module(site_pages)

FAKE = (
    "# CalcArray operator reference\n\n## Numbers\n\n"
    "| name | what |\n|---|---|\n| `+` | adds |\n"
)


def test_operator_page_comes_from_the_package_function(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A tiny stand-in: the real function belongs to the operator-reference work.
    monkeypatch.setattr(calcarray, "operator_reference_markdown", lambda: FAKE, raising=False)
    site_pages.generate(tmp_path)
    assert (tmp_path / "_generated" / "operators.md").read_text() == FAKE


def test_missing_operator_reference_fails_the_build_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delattr(calcarray, "operator_reference_markdown", raising=False)
    with pytest.raises(site_pages.OperatorReferenceMissing, match="operator_reference_markdown"):
        site_pages.generate(tmp_path)
    monkeypatch.setattr(calcarray, "operator_reference_markdown", lambda: "no heading",
                        raising=False)
    with pytest.raises(site_pages.OperatorReferenceMissing, match="heading"):
        site_pages.generate(tmp_path)


def test_every_notebook_becomes_a_lesson_page_and_removed_ones_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(calcarray, "operator_reference_markdown", lambda: FAKE, raising=False)
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    for name in ("01-a.ipynb", "02-b.ipynb"):
        (notebooks / name).write_text("{}")
    src = tmp_path / "docs"
    site_pages.generate(src, notebooks)
    (notebooks / "01-a.ipynb").unlink()
    (notebooks / "03-new.ipynb").write_text("{}")
    site_pages.generate(src, notebooks)
    lessons = sorted(p.name for p in (src / "_generated" / "lessons").iterdir())
    assert lessons == ["02-b.ipynb", "03-new.ipynb"]


def test_the_real_lessons_are_all_included() -> None:
    toc = (REPO / "docs" / "sections" / "course.md").read_text()
    assert "/_generated/lessons/*" in toc and ":glob:" in toc
    index = (REPO / "docs" / "index.md").read_text()
    assert "\n*\n" in index  # every docs/*.md note appears


def test_every_lesson_page_links_to_the_same_lesson_in_the_lite_site() -> None:
    assert site_pages.lite_url("_generated/lessons/02-first-expressions") == (
        "../../lite/lab/index.html?path=02-first-expressions.ipynb")
    assert site_pages.lite_url("_generated/lessons/01-play", "https://example.org/lite/") == (
        "https://example.org/lite/lab/index.html?path=01-play.ipynb")
    assert site_pages.lite_url("guide-save-codes") is None
    assert site_pages.lite_url("_generated/operators") is None
    body = {"body": "<h1>Lesson</h1>"}
    site_pages._on_page_context(None, "_generated/lessons/01-play", "page.html", body, None)
    assert body["body"].startswith('<p class="pow2048-open-lite-bar"><a class="pow2048-open-lite')
    assert 'href="../../lite/lab/index.html?path=01-play.ipynb"' in body["body"]
    assert body["body"].endswith("<h1>Lesson</h1>")
