"""Odd mode data never escapes as a bare Python exception: ModeError or GameError only."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pow2048_widget.engine import Game, GameError, ModeError, classic_mode
from pow2048_widget.engine.mode_fields import FIELDS

atoms = st.sampled_from([
    0.0, 1.0, 2.0, -1.0, 3.5, float("inf"), float("nan"), True, False, None, "", "@Empty",
    "@Void", "@This 0", "@Next 1 0", "@GVar 0", "+", "=", "Box", "@CalcArray", "fill",
    "@MergeOverflowPush", "BeforeSpawns", "EndTurn", "Merge", "@Score", "@Slippery",
    "@TemporaryHole 2",
])
values = st.recursive(atoms, lambda inner: st.lists(inner, max_size=5), max_leaves=12)
edits = st.lists(st.tuples(st.sampled_from(FIELDS), values, st.integers(0, 5)),
                 min_size=1, max_size=3)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=edits, moves=st.lists(st.integers(0, 3), max_size=12))
def test_odd_mode_data_gives_clean_errors(edits, moves):
    mode = classic_mode()
    for spec, value, index in edits:
        current = getattr(mode, spec.attr)
        if isinstance(current, list) and current and index < len(current):
            value = current[:index] + [value] + current[index + 1:]  # one bad entry
        try:
            setattr(mode, spec.attr, value)
        except ModeError:
            pass
    try:
        game = Game(mode, seed=1)
        for d in moves:
            try:
                game.move(d % max(1, len(game.mode.directions)))
            except ValueError:
                pass
        game.stat_boxes()
        assert isinstance(game.grid, list)
    except (GameError, ModeError) as exc:
        assert str(exc)
