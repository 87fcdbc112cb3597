"""Games of one mode share its compiled expressions (``derived.game_programs``, #26).

A second game of a mode (``simulate``'s next game, a new ``Game``) finds the programs the
first game compiled instead of compiling them again; what it plays must not change: the
same presses give the same grid, score, variables, random draws (or error) as on a copy of
the mode that shares nothing, and as with everything interpreted.
"""

from __future__ import annotations

import pytest

from pow2048_widget.calcarray.compiled import interpreted
from pow2048_widget.engine import Game
from tests.engine.test_compiled_modes import play, random_mode


@pytest.mark.parametrize("seed", range(12))
def test_a_later_game_of_the_mode_plays_the_same_as_on_an_unshared_copy(seed: int) -> None:
    mode = random_mode(seed)
    play(mode, seed + 100, 30)  # a first game compiles the mode's expressions
    shared = play(mode, seed, 30)  # ...which this game runs from its first press
    alone = play(mode.copy(), seed, 30)
    with interpreted():
        expected = play(mode.copy(), seed, 30)
    assert shared == alone == expected
    assert len(expected) > 3  # the mode really played


def test_games_share_the_table_of_their_mode_until_it_is_edited() -> None:
    mode = random_mode(3)
    first = Game(mode, seed=1, keep_history=False)
    for d in (0, 1, 2, 3):
        first.move(d)
    table = first.state.programs
    assert any(e is not None for _count, e in table.by_text.values())  # not vacuous
    second = Game(mode, seed=2, keep_history=False)
    assert second.state.programs is table
    assert Game(mode.copy(), seed=2, keep_history=False).state.programs is not table
    mode.scripts = mode.scripts  # an edit: every game of the mode gets a fresh table
    second.move(0)
    assert second.state.programs is not table
    assert Game(mode, seed=3, keep_history=False).state.programs is second.state.programs
