"""Every code example of docs/limits.md runs, and prints what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

DOC = Path(__file__).parent.parent / "docs" / "limits.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_example_runs_and_prints_what_it_says(code: str) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(DOC), "exec"), {})
    for expected in re.findall(r"print\(.*\)\s+# (.+)", code):
        # "..." in a comment stands for a part that varies (a step count)
        pattern = ".*".join(re.escape(piece) for piece in expected.split("..."))
        assert re.search(pattern, out.getvalue()), (expected, out.getvalue())


def test_there_are_examples() -> None:
    assert len(BLOCKS) >= 3
