"""Sizes checked before work is done: upcoming tiles, and the undo history's cap."""

from __future__ import annotations

import time

import pytest

from pow2048_widget.engine import Game, Mode, ModeError, classic_mode
from pow2048_widget.engine.game import MAX_UNDO, MIN_UNDO, undo_limit_for
from pow2048_widget.engine.mode_fields import MAX_NEXT_TILES


@pytest.mark.parametrize("amount", [1e7, 1e9, MAX_NEXT_TILES + 1])
def test_next_tiles_over_the_limit_is_refused_before_anything_is_built(amount) -> None:
    data = classic_mode().to_dict()
    data["nextTiles"] = amount
    start = time.process_time()
    with pytest.raises(ModeError, match="nextTiles.*limit of 1,000"):
        Mode.from_dict(data)
    assert time.process_time() - start < 0.5
    mode = classic_mode()
    with pytest.raises(ModeError):
        mode.next_tiles = amount
    assert mode.next_tiles == 0  # the old value is kept


def test_next_tiles_at_the_limit_plays() -> None:
    mode = classic_mode()
    mode.next_tiles = 3
    game = Game(mode, seed=1)
    game.move(0)
    mode.next_tiles = MAX_NEXT_TILES  # accepted


def test_undo_keeps_the_latest_presses_up_to_its_cap(monkeypatch) -> None:
    from pow2048_widget.engine import game as game_module

    monkeypatch.setattr(game_module, "MAX_UNDO", 5)
    monkeypatch.setattr(game_module, "MIN_UNDO", 2)
    game = Game(classic_mode(), seed=3)
    grids = []
    d = 0
    while len(grids) < 12:
        before = game.grid
        if game.move(d % 4).moved:
            grids.append(before)
        d += 1
    assert game.can_undo == 5
    assert len(game.history) == 12  # the history keeps every move
    assert game.undo(5) == 5
    assert game.grid == grids[-5]  # undo still works on the kept presses
    assert game.undo() == 0


def test_the_undo_cap_shrinks_on_big_boards_but_keeps_some_undo() -> None:
    assert undo_limit_for(16) == MAX_UNDO == 1000
    assert undo_limit_for(256 * 256) == MIN_UNDO
    assert MIN_UNDO < undo_limit_for(50 * 50) < MAX_UNDO
