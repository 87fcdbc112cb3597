"""Live edits always take effect on the very next move, and undo never revives stale caches.

The merge-result cache (engine.md 4.8) replays a recorded outcome without evaluating the rules;
before the invalidation rule of ``engine.derived`` it kept replaying outcomes of rules that
had been edited away (measured: a merge condition set to ``false`` after eight moves still let
the score climb from 20 to 132).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from pow2048_widget.engine import Game, Mode, classic_mode
from pow2048_widget.engine.derived import MERGE_INPUTS, RENDER_INPUTS, DerivedValue

UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3


def _play(game: Game, presses: int) -> None:
    for i in range(presses):
        if game.over:
            return
        game.move(i % 4)


def _never_merge(mode: Mode) -> None:
    rules = copy.deepcopy(mode.merge_rules)
    rules[0][1] = False
    mode.merge_rules = rules


def test_merge_condition_set_to_false_mid_game_stops_merging_at_once() -> None:
    mode = classic_mode()
    game = Game(mode, seed=1)
    _play(game, 8)
    assert game.score > 0  # the cache now holds merges of equal pairs
    score = game.score
    _never_merge(mode)
    for i in range(60):
        if game.over:
            break
        result = game.move(i % 4)
        assert result.merges == []
        assert game.score == score


def test_the_same_edit_from_the_start_never_scores() -> None:
    mode = classic_mode()
    _never_merge(mode)
    game = Game(mode, seed=1)
    _play(game, 60)
    assert game.score == 0


def test_undo_does_not_bring_back_entries_of_the_old_rules() -> None:
    mode = classic_mode()
    game = Game(mode, seed=1)
    game.fast_moves = False  # the merge cache is filled by general presses
    _play(game, 12)
    assert game.cache.entries
    _never_merge(mode)
    assert game.undo(6) == 6  # back to snapshots taken under the old rules
    assert game.cache.entries == {}
    score = game.score
    for i in range(40):
        if game.over:
            break
        assert game.move(i % 4).merges == []
    assert game.score == score


def test_undo_under_the_same_rules_restores_the_cache_as_it_was() -> None:
    game = Game(classic_mode(), seed=1)
    game.fast_moves = False  # the merge cache is filled by general presses
    _play(game, 10)
    before = dict(game.cache.entries)
    game.move(0)
    game.move(2)
    game.undo(2)
    assert game.cache.entries == before


def test_a_display_edit_leaves_the_merge_cache_alone() -> None:
    mode = classic_mode()
    game = Game(mode, seed=1)
    game.fast_moves = False  # the merge cache is filled by general presses
    _play(game, 10)
    entries = dict(game.cache.entries)
    types = copy.deepcopy(mode.tile_types)
    types[0][1] = 99.0
    mode.tile_types = types
    mode.grid_background = "#000000"
    game.move(0)
    assert set(entries) <= set(game.cache.entries)


# --- every kind of field: the very next move uses the new value ------------------------------

def _rule_plus_two(mode: Mode) -> Callable[[Game, Any], None]:
    rules = copy.deepcopy(mode.merge_rules)
    rules[0][3] = [[["@This 0", "+", 2.0]]]  # a pair of [k] now makes [k + 2]
    mode.merge_rules = rules

    def check(game: Game, result: Any) -> None:
        assert result.merges
        for m in result.merges:
            assert m.outputs[0][0] == m.inputs[0][0] + 2.0
    return check


def _score_times_ten(mode: Mode) -> Callable[[Game, Any], None]:
    rules = copy.deepcopy(mode.merge_rules)
    rules[0][4] = [10.0, "*", [2.0, "^", ["@This 0", "+", 1.0]]]
    mode.merge_rules = rules

    def check(game: Game, result: Any) -> None:
        assert result.merges
        assert all(m.score == 10.0 * 2.0 ** (m.inputs[0][0] + 1.0) for m in result.merges)
    return check


def _spawn_only_fives(mode: Mode) -> Callable[[Game, Any], None]:
    mode.start_tile_spawns = [[[5.0], 100.0]]

    def check(game: Game, result: Any) -> None:
        assert [s.tile for s in result.spawns] == [[5.0]]
    return check


def _spawn_three_tiles(mode: Mode) -> Callable[[Game, Any], None]:
    mode.random_tile_amount = 3

    def check(game: Game, result: Any) -> None:
        assert len(result.spawns) == 3
    return check


def _win_at_first_tile(mode: Mode) -> Callable[[Game, Any], None]:
    mode.win_conditions = [[1.0]]  # made by the merge of the two [0]

    def check(game: Game, result: Any) -> None:
        assert result.win_screen
    return check


def _cache_off(mode: Mode) -> Callable[[Game, Any], None]:
    mode.merge_result_known_level = 0

    def check(game: Game, result: Any) -> None:
        assert game.cache.entries == {}
    return check


def _wider(mode: Mode) -> Callable[[Game, Any], None]:
    mode.width = 5

    def check(game: Game, result: Any) -> None:
        assert all(len(row) == 5 for row in game.grid)
    return check


def _spawn_blocked_everywhere(mode: Mode) -> Callable[[Game, Any], None]:
    mode.spawn_tile_blocked = True

    def check(game: Game, result: Any) -> None:
        assert result.spawns == []
    return check


EDITS = [_rule_plus_two, _score_times_ten, _spawn_only_fives, _spawn_three_tiles,
         _win_at_first_tile, _cache_off, _wider, _spawn_blocked_everywhere]


@pytest.mark.parametrize("edit", EDITS, ids=[e.__name__.strip("_") for e in EDITS])
@pytest.mark.parametrize("keep_history", [True, False])
def test_the_next_move_uses_the_edited_field(edit: Callable[[Mode], Any],
                                             keep_history: bool) -> None:
    mode = classic_mode()
    game = Game(mode, seed=3, keep_history=keep_history)
    _play(game, 8)  # the merge cache now knows the pairs [0][0] and [1][1]
    e = "@Empty"
    game.state.grid = [[[0.0], [0.0], e, e], [[1.0], [1.0], e, e], [e] * 4, [e] * 4]
    check = edit(mode)
    result = game.move(LEFT)
    assert result.moved
    check(game, result)


def test_derived_value_rebuilds_only_after_an_edit_of_its_fields() -> None:
    mode = classic_mode()
    builds: list[int] = []
    value = DerivedValue(mode, RENDER_INPUTS, lambda m: builds.append(1) or len(builds))
    assert value.get() == 1
    mode.merge_rules = copy.deepcopy(mode.merge_rules)  # not a render field
    assert value.get() == 1 and not value.stale
    mode.tile_types = copy.deepcopy(mode.tile_types)
    assert value.stale
    assert value.get() == 2


def test_revisions_grow_and_name_the_field() -> None:
    mode = classic_mode()
    r0 = mode.revision_of(MERGE_INPUTS)
    mode.tile_types = copy.deepcopy(mode.tile_types)
    assert mode.revision_of(MERGE_INPUTS) == r0
    mode.known_merge_max_length = 3
    assert mode.revision_of(MERGE_INPUTS) > r0 and mode.revision > r0
