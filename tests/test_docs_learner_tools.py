"""Every code example of docs/learner-tools.md runs, in order, and prints what it says."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "learner-tools.md"


def test_learner_tools_examples_run():
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), flags=re.S)
    assert len(blocks) == 5
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, str(DOC), "exec"), namespace)  # noqa: S102 - our own docs
    text = out.getvalue()
    assert "[10, 20, 30]" in text and "entries" in text and "`arr_map`" in text
    assert 'did you mean `=`?' in text and "did you mean `@Parent -1`?" in text
    assert "MergeRules[1][0]" in text and "shadowed by rule 0" in text
    assert "merged by rule 0" in text and "needs a tile" in text and "^^^" in text
