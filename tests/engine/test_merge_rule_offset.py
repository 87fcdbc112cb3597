"""``mergeRuleApplies`` at an offset (engine.md 3.3 "Testing a rule at an offset", 5.5)."""

from __future__ import annotations

import pytest
from helpers import PLAIN_RULE, RIGHT, E, board_mode, play, row

from pow2048_widget.calcarray.values import UNDEFINED
from pow2048_widget.engine import Game
from pow2048_widget.engine.rule_offsets import shift_refs, without_merge_rule_applies

# Three equal tiles [k] make one [k + 1]; output 0 lands on the front-most cell.
TRIPLE = [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
          [[["@This 0", "+", 1.0]]], 0.0]
# Two equal tiles make a [5], unless rule 0 applies one tile further back.
GUARDED_PAIR = [2.0, [["@Next 1 0", "=", "@This 0"], "&&", [0.0, "mergeRuleApplies", -1.0, "!"]],
                True, [[5.0]], 0.0]


@pytest.mark.parametrize(("text", "offset", "expected"), [
    ("@This 0", -1.0, "@NextNE -1 0"),
    ("@This 0", 2.0, "@Next 2 0"),
    ("@Next 1 0", -1.0, "@This 0"),
    ("@Next 2 1", -1.0, "@Next 1 1"),
    ("@Next 1 0", -3.0, "@NextNE -2 0"),
    ("@NextNE -1 0", -1.0, "@NextNE -2 0"),
    ("@NextNE -1 0", 1.0, "@This 0"),
    ("@Next -1 0", -1.0, "@Next -1 0"),     # @Next is shifted only when written with k >= 0
    ("@NextNE 1 0", 1.0, "@NextNE 1 0"),    # @NextNE only when written with k <= 0
    ("@Next 1", -1.0, "@Next 1"),           # no entry number: not shifted
    ("@This", -1.0, "@This"),
    ("@Relative 1 0 0", -1.0, "@Relative 10 0-1 0"),  # text glued, moving right
    ("@GVar 0", -1.0, "@GVar 0"),
    ("This 0", -1.0, "This 0"),
])
def test_references_are_shifted_like_the_reference(text, offset, expected):
    assert shift_refs([text], offset, 0.0, 1.0) == [expected]


def test_nested_merge_rule_applies_gets_the_offset_added():
    assert shift_refs([0.0, "mergeRuleApplies", -1.0], -1.0, 0, 1) == [
        0.0, "mergeRuleApplies", -2.0]
    # An expression argument is wrapped, and then shifted like any other entry.
    assert shift_refs([0.0, "mergeRuleApplies", ["@This 0", "-", 1.0]], -1.0, 0, 1) == [
        0.0, "mergeRuleApplies", [["@NextNE -1 0", "-", 1.0], "+", -1.0]]
    # The reference looks for a misspelt name, so the non-recursive form keeps its offset.
    assert shift_refs([0.0, "mergeRuleApplies_nonRecursive", 1.0], -1.0, 0, 1) == [
        0.0, "mergeRuleApplies_nonRecursive", 1.0]
    # Nothing after the operator: an undefined argument is wrapped.
    assert shift_refs([0.0, "mergeRuleApplies"], 2.0, 0, 1) == [
        0.0, "mergeRuleApplies", [UNDEFINED, "+", 2.0]]


def test_non_recursive_form_cuts_the_test_out():
    assert without_merge_rule_applies([0.0, "mergeRuleApplies", -1.0, "!"]) == [False, "!"]
    rule = [2.0, [["@Next 1 0", "=", "@This 0"], "&&", [1.0, "mergeRuleApplies_nonRecursive",
                                                      0.0]], True, [[1.0]], 0.0]
    assert without_merge_rule_applies(rule)[1] == [["@Next 1 0", "=", "@This 0"], "&&",
                                                   [False]]
    # Only the last occurrence of a level goes, with everything before it.
    assert without_merge_rule_applies(
        [0.0, "mergeRuleApplies", 1.0, "&&", [1.0, "mergeRuleApplies", 0.0]]) == [
        False, "&&", [False]]


def _applies(game: Game, rule: int, offset: float, v: int, h: int) -> object:
    return game.calc.eval([float(rule), "mergeRuleApplies", offset], "test", v, h, 0.0, 1.0,
                          [1.0, float("inf"), 0.0, 4.0])


def test_negative_offset_reads_the_nearest_tile_behind_across_empty_cells():
    # [1, _, 1, 1, _] moving right, base at the third cell: @This becomes the first 1.
    game = Game(board_mode([[1, E, 1, 1, E]], merge_rules=[TRIPLE, GUARDED_PAIR]), seed=1)
    assert _applies(game, 0, -1.0, 0, 2) is True
    assert _applies(game, 0, 0.0, 0, 2) is False   # at the base itself: [1, 1, _]
    # Nothing behind the base: "@NextNE -1 0" stays text, which equals no number.
    game = Game(board_mode([[E, E, 1, 1, 1]], merge_rules=[TRIPLE, GUARDED_PAIR]), seed=1)
    assert _applies(game, 0, -1.0, 0, 2) is False
    assert _applies(game, 0, 0.0, 0, 2) is True


def test_positive_offset_checks_presence_from_the_shifted_start():
    game = Game(board_mode([[2, 1, 1, 1, E]], merge_rules=[TRIPLE]), seed=1)
    assert _applies(game, 0, 0.0, 0, 0) is False
    assert _applies(game, 0, 1.0, 0, 0) is True
    assert _applies(game, 0, 2.0, 0, 0) is False   # the group would reach the empty cell


def test_guard_lets_the_three_tile_merge_win():
    # engine.md 3.3's example as a move: at the third cell the guard sees the first 1
    # behind the gap, so the pair is blocked and the triple merges once the gap closes.
    # (The merge-result cache must key on three cells, engine.md 4.8.)
    rules = {"merge_rules": [TRIPLE, GUARDED_PAIR], "known_merge_max_length": 3}
    assert row(play(board_mode([[1, E, 1, 1]], **rules), RIGHT)) == [E, E, E, 2.0]
    # Without a tile behind, the guard does not block and the pair makes a [5].
    assert row(play(board_mode([[E, E, 1, 1]], **rules), RIGHT)) == [E, E, E, 5.0]


def test_non_recursive_test_ignores_the_guard():
    game = Game(board_mode([[1, E, 1, 1]], merge_rules=[TRIPLE, GUARDED_PAIR, PLAIN_RULE]),
                seed=1)
    ask = [1.0, "mergeRuleApplies", 0.0]
    assert game.calc.eval(ask, "t", 0, 2, 0.0, 1.0, [1.0, float("inf"), 0.0, 4.0]) is False
    ask = [1.0, "mergeRuleApplies_nonRecursive", 0.0]
    assert game.calc.eval(ask, "t", 0, 2, 0.0, 1.0, [1.0, float("inf"), 0.0, 4.0]) is True
