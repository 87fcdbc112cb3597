"""Properties of classic games under any sequence of presses."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.replay import play_replay, replay_record

presses = st.lists(st.integers(min_value=0, max_value=3), min_size=1, max_size=60)


def board_value(game: Game) -> float:
    return sum(2.0 ** c[0] for row in game.grid for c in row if isinstance(c, list))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), moves=presses)
def test_merges_conserve_value_and_score_is_the_merge_sum(seed: int, moves: list[int]):
    game = Game(classic_mode(), seed=seed, keep_history=False)
    spawned = board_value(game)
    merged_score = 0.0
    for d in moves:
        result = game.move(d)
        spawned += sum(2.0 ** s.tile[0] for s in result.spawns)
        merged_score += sum(m.score for m in result.merges)
        assert result.moved == (bool(result.slides) or bool(result.merges))
    assert board_value(game) == spawned
    assert game.score == merged_score


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), moves=presses)
def test_replay_and_undo_agree_with_the_game(seed: int, moves: list[int]):
    game = Game(classic_mode(), seed=seed)
    start = game.grid
    for d in moves:
        game.move(d)
    again = play_replay(replay_record(game))
    assert (again.grid, again.score, again.moves) == (game.grid, game.score, game.moves)
    game.undo(len(moves))
    assert game.grid == start and game.score == 0
