"""The examples of ``docs/getting-started.md`` run, and do what the text says they do."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pow2048_widget.engine import Game, classic_mode

DOC = Path(__file__).resolve().parents[2] / "docs" / "getting-started.md"


def _blocks(section: str) -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"## {section}")
    end = text.find("\n## ", start + 4)
    body = text[start:end if end != -1 else len(text)]
    return re.findall(r"```python\n(.*?)```", body, re.S)


def _run_section(section: str, namespace: dict[str, Any]) -> dict[str, Any]:
    for block in _blocks(section):
        exec(compile(block, f"getting-started.md ({section})", "exec"), namespace)
    return namespace


def test_three_of_a_kind_example_teaches_what_happens() -> None:
    game = Game(classic_mode(), seed=1)
    ns = _run_section("Change the rules while playing", {"game": game})
    # Appended after the pair rule, three 2s merge as a pair: 4 2.
    assert ns["appended"].grid[0] == [[2.0], [1.0], "@Empty", "@Empty"]
    assert ns["appended"].score == 4.0
    # Triple first, a guarded pair, a three-tile cache key: one 8, worth 8.
    assert ns["fixed"].grid[0] == [[3.0], "@Empty", "@Empty", "@Empty"]
    assert ns["fixed"].score == 8.0
    # Pairs still merge with the fixed rules.
    pairs = ns["demo"].copy()
    pairs.starting_grid = [[[1.0], [1.0], "@Empty", "@Empty"]] + [["@Empty"] * 4] * 3
    g = Game(pairs, seed=1)
    g.move(2)
    assert g.grid[0] == [[2.0], "@Empty", "@Empty", "@Empty"]
    # The colour edit applied to the game it was given.
    assert game.mode.tile_types[0][2][0] == "@HSLA"


def test_the_documented_comments_match() -> None:
    text = "".join(_blocks("Change the rules while playing"))
    assert "# [[2.0], [1.0], '@Empty', '@Empty']: 4 2" in text
    assert "# [[3.0], '@Empty', '@Empty', '@Empty']: one 8" in text


def test_other_examples_run() -> None:
    ns = _run_section("Play", {})
    assert ns["game"].moves == 0
    _run_section("CalcArray", {})
    # The stepper example's last line is an expression (shown in a notebook): it evaluates
    # to the guide's @Parent example, without an error.
    from pow2048_widget.widgets import Stepper

    block = next(b for b in _blocks("CalcArray") if "Stepper.from_json" in b)
    shown = eval(block.strip().splitlines()[-1].split("#")[0], {"Stepper": Stepper})
    assert shown.error is None and shown.result == 136.0
    code = Game(classic_mode(), seed=3).mode.to_save_code()
    ns = _run_section("Save codes", {"code": code, "Game": Game})
    assert ns["game"].mode.width == 4
    ns = _run_section("Notebooks", {})
    assert ns["ex"].solved


def test_writing_exercises_example() -> None:
    doc = DOC.parent / "exercises.md"
    text = doc.read_text(encoding="utf-8")
    code, printed = re.findall(r"```python\n(.*?)```", text, re.S)[0], \
        re.findall(r"```text\n(.*?)```", text, re.S)[0]
    ns: dict[str, Any] = {}
    exec(compile(code, "exercises.md", "exec"), ns)
    assert str(ns["result"]).strip() == printed.strip()
    assert ns["even"].fresh().check(ns["even"].model_answer).passed
