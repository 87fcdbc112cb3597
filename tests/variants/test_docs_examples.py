"""Every ``python`` example of ``docs/seed-games.md`` runs, in order, in one namespace."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "seed-games.md"


def test_seed_games_doc_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), re.S)
    assert len(blocks) >= 6
    namespace: dict[str, object] = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for i, block in enumerate(blocks):
            exec(compile(block, f"seed-games.md block {i}", "exec"), namespace)  # noqa: S102
    board = namespace.get("board")
    if board is not None:
        board.close()  # type: ignore[attr-defined]
    text = out.getvalue()
    assert "[[0, 0, 0, 2], [0, 0, 0, 0], [0, 0, 2, 0], [2, 0, 0, 0]]" in text
    assert "131073.31072" in text
    assert "[[2, 0, 0], [0, 0, 0], [0, 0, 0]]" in text
    assert "merge_condition" in text and "Python function" in text
    assert "[[1.0], [1.0]]" in text
