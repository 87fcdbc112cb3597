"""Tooling in the widgets: readable Stepper text, diagnostics, explanations."""

from __future__ import annotations

from pow2048_widget.engine import Game, Mode
from pow2048_widget.widgets import Stepper


def test_stepper_for_merge_text_form_has_the_values():

    grid = [[[2.0], [3.0], "@Empty", "@Empty"]]
    game = Game(Mode(width=4, height=1, starting_grid=grid, start_tile_amount=0,
                     random_tile_amount=0), seed=1)
    s = Stepper.for_merge(game, 0, (0, 1), 2)
    assert '["@Next 1 0"=2, "=", "@This 0"=3] = false' in repr(s)
    assert s.text() == '["@Next 1 0"=2, "=", "@This 0"=3] = false'
