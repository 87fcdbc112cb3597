"""One cache rule: every value derived from a mode (``engine.derived.DERIVED_VALUES``) is
rebuilt exactly when one of its declared inputs is assigned. Each mode field is edited in
turn and every cache is checked."""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.derived import (
    DERIVED_VALUES,
    LINT_NOTE_INPUTS,
    MERGE_INPUTS,
    PLAY_INPUTS,
    RENDER_INPUTS,
)
from pow2048_widget.engine.fast_press import FastPress
from pow2048_widget.engine.mode_fields import FIELDS
from pow2048_widget.engine.tiles import copy_value
from pow2048_widget.widgets import _mode_notes
from pow2048_widget.widgets._adapt import GameAdapter

ATTRS = [f.attr for f in FIELDS]


class _CountingNotes(_mode_notes.ModeNotes):
    """Counts how often the notes are computed (a lint of the mode)."""

    computed = 0

    def _compute(self, mode: Any, fields: set[str]) -> list[str]:  # type: ignore[override]
        type(self).computed += 1
        return []


def _caches(game: Game, fast: FastPress, adapter: GameAdapter,
            notes: _CountingNotes) -> dict[str, Any]:
    notes.lines(game.mode)
    return {
        "merge-result cache (Game)": len(game.cache.entries),
        "compiled merge rules (Game.rules)": id(game.rules.rules[0]),
        "fast-path line table (FastPress)": fast.stale,
        "tile renderer (Board)": id(adapter.renderer()),
        "lint notes (Board)": _CountingNotes.computed,
        "compiled expressions (Game)": id(game.state.programs),
    }


def test_the_declared_inputs_are_the_ones_the_code_uses() -> None:
    assert set(_mode_notes._FIELDS) == LINT_NOTE_INPUTS
    assert set(DERIVED_VALUES) == {
        "merge-result cache (Game)", "compiled merge rules (Game.rules)",
        "fast-path line table (FastPress)", "tile renderer (Board)", "lint notes (Board)",
        "compiled expressions (Game)"}
    assert all(inputs <= set(ATTRS) for inputs in DERIVED_VALUES.values())


@pytest.mark.parametrize("attr", ATTRS)
def test_an_edit_rebuilds_exactly_the_caches_that_read_the_field(attr: str) -> None:
    mode = classic_mode()
    game = Game(mode, seed=4, clock=lambda: 0.0)
    game.fast_moves = False  # general presses fill the game's merge cache
    for d in (0, 1, 2, 3, 0, 1):
        game.move(d)
    fast = FastPress(game)
    adapter = GameAdapter(game)
    notes = _CountingNotes()
    notes.lines(mode)  # starts following the mode
    before = _caches(game, fast, adapter, notes)
    assert before["merge-result cache (Game)"] > 0 and not before[
        "fast-path line table (FastPress)"]
    setattr(mode, attr, copy_value(getattr(mode, attr)))  # an edit (same value, new object)
    after = _caches(game, fast, adapter, notes)
    expected = {
        "merge-result cache (Game)": attr in MERGE_INPUTS,
        "compiled merge rules (Game.rules)": attr in MERGE_INPUTS,
        "fast-path line table (FastPress)": attr in PLAY_INPUTS,
        "tile renderer (Board)": attr in RENDER_INPUTS,
        "lint notes (Board)": attr in LINT_NOTE_INPUTS,
        "compiled expressions (Game)": True,  # every field can hold an expression
    }
    rebuilt = {name: after[name] != before[name] for name in before}
    if expected["merge-result cache (Game)"]:
        assert after["merge-result cache (Game)"] == 0
    assert rebuilt == expected
    for name, inputs in DERIVED_VALUES.items():
        assert expected[name] == (attr in inputs)
