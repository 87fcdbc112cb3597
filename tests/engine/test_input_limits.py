"""Sizes and depths from outside a mode are checked before they are used.

Measured before: a very deeply nested field in a loaded mode raised ``RecursionError`` from
``Game(mode)``, and so did a 7,000-deep rule assigned live.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pow2048_widget.calcarray.nesting import MAX_DATA_DEPTH, too_deep
from pow2048_widget.engine import Game, Mode, ModeError, classic_mode


def deep(n: int, leaf: Any = 1.0) -> Any:
    for _ in range(n):
        leaf = [leaf]
    return leaf


def _rule_with_condition(cond: Any) -> list[Any]:
    return [[2.0, cond, True, [[["@This 0", "+", 1.0]]], 0.0, [False, True]]]


def test_a_7000_deep_rule_assigned_live_is_a_mode_error_and_the_game_goes_on() -> None:
    mode = classic_mode()
    game = Game(mode, seed=1)
    with pytest.raises(ModeError) as info:
        mode.merge_rules = _rule_with_condition(deep(7000))
    assert info.value.field == "MergeRules"
    assert "1000" in str(info.value)
    assert mode.merge_rules == classic_mode().merge_rules  # the old value is kept
    for d in range(4):
        game.move(d)


def test_a_deeply_nested_field_of_a_loaded_mode_is_a_mode_error() -> None:
    fields = classic_mode().to_dict()
    fields["start_game_vars"] = deep(20_000)
    with pytest.raises(ModeError) as info:
        Mode.from_dict(fields)
    assert info.value.field == "start_game_vars"


def test_a_list_that_contains_itself_is_a_mode_error() -> None:
    loop: list[Any] = [1.0]
    loop.append(loop)
    with pytest.raises(ModeError):
        classic_mode().start_game_vars = loop


def test_nesting_just_under_the_limit_is_accepted() -> None:
    mode = classic_mode()
    mode.start_game_vars = deep(MAX_DATA_DEPTH - 1)
    assert not too_deep(mode.start_game_vars)
    Game(mode, seed=1)


@pytest.mark.parametrize(("field", "value"), [
    ("width", 100_000), ("height", 10**400), ("width", 1e308), ("tile_num_amount", 10**6),
])
def test_sizes_over_the_documented_limits_are_mode_errors(field: str, value: Any) -> None:
    mode = classic_mode()
    before = copy.deepcopy(mode.to_dict())
    with pytest.raises(ModeError):
        setattr(mode, field, value)
    assert mode.to_dict() == before


def test_a_board_of_exactly_65536_cells_is_allowed() -> None:
    mode = Mode(width=256, height=256, start_tile_amount=0)
    assert mode.width * mode.height == 65_536
    with pytest.raises(ModeError):
        mode.height = 257
