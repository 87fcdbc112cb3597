"""The Python examples of docs/reference-notes.md run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

NOTES = Path(__file__).parents[1] / "docs" / "reference-notes.md"
BLOCKS = re.findall(r"```python\n(.*?)```", NOTES.read_text(encoding="utf-8"), re.S)


def test_the_notes_have_examples():
    assert len(BLOCKS) == 2


@pytest.mark.parametrize("code", BLOCKS, ids=lambda c: c.splitlines()[-1][:40])
def test_example_runs(code: str):
    exec(compile(code, str(NOTES), "exec"), {})
