"""Guards of ordered rules (``rule_memo.trailing_guards``) next to a counter of the game.

A rule such as "two equal tiles merge on odd moves" tests ``["@Moves", "%", 2, "=", 1]``
beside its tile terms. That term evaluates without error or effect, so a false tile term
(remembered by the tiles) settles the test without evaluating it. The games below are
played with the guards and with every condition evaluated, press by press.
"""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.engine import Game, Mode
from pow2048_widget.engine.rule_memo import trailing_guards
from pow2048_widget.engine.rules import compile_rules
from tests.engine.paired_play import play_pair

ODD = ["@Moves", "%", 2.0, "=", 1.0]
EVEN = ["@Moves", "%", 2.0, "=", 0.0]
# Pairs of two-entry tiles: equal pairs merge on odd moves, adding 1 to the second entry;
# on even moves three equal tiles merge into one with the first entry plus 1.
RULES = [
    [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 1 1", "=", "@This 1"], "&&",
           ["@Next 2 0", "=", "@This 0"], "&&", ["@Next 2 1", "=", "@This 1"], "&&", EVEN],
     True, [[["@This 0", "+", 1.0], "@This 1"]], [2.0, "^", "@This 0", "*", 3.0],
     [False, True, True]],
    [2.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 1 1", "=", "@This 1"], "&&", ODD],
     True, [["@This 0", ["@This 1", "+", 1.0]]], [3.0, "^", "@This 1", "*", 2.0],
     [False, True]],
]


def _mode() -> Mode:
    return Mode(width=3, height=3, tile_num_amount=2, merge_rules=RULES,
                start_tile_spawns=[[[0.0, 0.0], 80.0], [[1.0, 0.0], 10.0], [[0.0, 1.0], 10.0]],
                win_conditions=[[9.0, 9.0]], merge_result_known_level=0)


def _state(game: Game) -> str:
    st = game.state
    return repr((st.grid, st.score, st.merges, st.game_vars, game.rng.getstate(), game.over))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_guards_beside_a_counter_play_the_same_games(seed: int) -> None:
    mode = _mode()
    guarded = Game(mode, seed=seed, clock=lambda: 0.0)
    plain = Game(mode, seed=seed, clock=lambda: 0.0)
    plain.rules.rules = compile_rules(plain.state.merge_rules)
    for rule in plain.rules.rules:
        rule.guards = []
    assert all(len(r.guards) == n for r, n in zip(guarded.rules.rules, (4, 2), strict=True))
    merged = [0]

    def count(game: Game) -> None:
        merged[0] += game.state.merges

    for _ in play_pair(guarded, plain, seed, 300, _state, count):
        pass
    assert merged[0] > 10
    memo = guarded.rules.rules[1].guards_memo
    assert True in memo.values() and False in memo.values()  # guards failed, and held


@pytest.mark.parametrize("term, safe", [
    (ODD, True),
    (["@Score", "/", 0.0, ">", ["@Merges", "-", 1.0]], True),
    (["@This 0", "%", 2.0, "=", 1.0], False),  # a tile entry could be a BigInt: % 0n throws
    (["@Moves", "%", "@This 0"], False),
    (["@Moves", "^", 2.0], False),  # not among the operators known to be safe
    (["@Moves", "rand_float", 2.0], False),
    (["@Turns", "%", 2.0], False),  # not a counter known to be a number
    (["@Moves", "%"], False),
])
def test_which_counter_terms_leave_the_guards_usable(term: list[Any], safe: bool) -> None:
    cond = [["@Next 1 0", "=", "@This 0"], "&&", term]
    assert bool(trailing_guards(cond, 2)) == safe


def _row_mode(row: list[Any]) -> Mode:
    empty = ["@Empty"] * 3
    return Mode(width=3, height=3, tile_num_amount=2, merge_rules=RULES,
                starting_grid=[list(row), list(empty), list(empty)], start_tile_amount=0,
                start_tile_spawns=[[[0.0, 0.0], 1.0]], win_conditions=[[9.0, 9.0]],
                merge_result_known_level=0)


def test_the_guards_are_remembered_by_every_entry_they_read() -> None:
    """Three tiles alike in entry 1 but not in entry 0 fail a guard; three alike in both
    then merge (on an even move): the remembered failure must not stand for them."""
    left = 2
    for row, merges in (([[1.0, 0.0], [0.0, 0.0], [0.0, 0.0]], 0),
                        ([[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]], 1)):
        guarded = Game(_row_mode(row), seed=1, clock=lambda: 0.0)
        assert guarded.rules.rules[0].guards  # (shared by both rows' games: same rules)
        plain = Game(_row_mode(row), seed=1, clock=lambda: 0.0)
        plain.rules.rules = compile_rules(plain.state.merge_rules)
        for rule in plain.rules.rules:
            rule.guards = []
        guarded.move(left)
        plain.move(left)
        assert _state(guarded) == _state(plain)
        assert plain.state.merges == merges



@pytest.mark.parametrize("term", [["@This 0", "<", 0.0], ["@Next 1 0", "<", -1.0]])
@pytest.mark.parametrize("budget", [1, 2, 3, 4, 8, 10_000])
def test_the_guards_skip_no_limit_stop(term: list[Any], budget: int) -> None:
    """A rule that never applies: a term on This (``this_terms``) or on the group
    (``guards``) is always false, so the guarded game never evaluates its condition. Under a
    step limit too low for that evaluation the game stops, and so must the guarded one
    (the guards are used only under limits far above what a condition of their size
    takes)."""
    from pow2048_widget.calcarray import Limits
    from pow2048_widget.engine.errors import GameError

    never = [2.0, [ODD, "&&", term], True, [["@This 0", "@This 1"]], 0.0, [False, True]]
    mode = Mode(width=3, height=3, tile_num_amount=2, merge_rules=[never],
                start_tile_spawns=[[[0.0, 0.0], 80.0], [[1.0, 0.0], 10.0]],
                win_conditions=[[9.0, 9.0]], merge_result_known_level=0)
    outcomes = []
    for guarded in (True, False):
        game = Game(mode, seed=5, clock=lambda: 0.0, limits=Limits(max_steps=budget))
        rule = game.rules.rules[0]
        assert rule.guards or rule.this_terms
        if not guarded:
            rule.guards, rule.this_terms = [], []
        try:
            for d in (2, 0, 3, 1) * 5:
                if not game.over:
                    game.move(d)
            outcomes.append(_state(game))
        except GameError as exc:
            outcomes.append(str(exc))
    assert outcomes[0] == outcomes[1]
    assert ("exceeded" in outcomes[1]) == (budget <= 3)
