"""The code examples of docs/research.md run."""

from __future__ import annotations

import re
from pathlib import Path

import matplotlib

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"
matplotlib.use("Agg")


def test_research_guide_examples_run(capsys):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), re.S)
    assert len(blocks) == 6
    scope: dict = {}
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), scope)  # noqa: S102 - our own documentation
    assert "+------+" in capsys.readouterr().out  # the ansi board was printed
    assert scope["obs"].shape == (256, 4, 4)
