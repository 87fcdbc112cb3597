"""Every ```python example in the Markdown docs and the README runs.

Guides written as MyST-NB notebooks (``{code-cell}``) run when the site is built; this covers
the plain fenced examples. Blocks of one page run in order in one namespace, as a reader
would paste them into one notebook.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = sorted((REPO / "docs").glob("*.md")) + [REPO / "README.md"]
FENCE = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def _blocks(path: Path) -> list[str]:
    return FENCE.findall(path.read_text())


@pytest.mark.parametrize("path", [p for p in PAGES if _blocks(p)],
                         ids=lambda p: p.relative_to(REPO).as_posix())
def test_python_examples_run(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"__name__": "__doc_example__"}
    for i, block in enumerate(_blocks(path)):
        try:
            exec(compile(block, f"{path.name}[block {i}]", "exec"), namespace)  # noqa: S102
        except Exception as err:  # noqa: BLE001 - report which block of which page
            pytest.fail(f"{path.name}, python block {i} raised {err!r}:\n{block}")
