"""Shortcuts of unordered rules (entry 2 ``false``: every ordering of the group is tried).

* A rule whose condition reads only its group remembers the ordering its tiles took (or
  none); a remembered "none" is answered before the rest of the test is set up
  (``rule_memo.order_says_no``).
* A rule that also looks behind its group (``@NextNE -1``) cannot remember its ordering,
  but the terms that read only the group must hold for some ordering: when, for every
  ordering, one of them is false, the rule does not apply, remembered by the group's tiles
  (``rule_memo.ordering_guards``).

The games below are played with the shortcuts and without them, press by press.
"""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.engine import Game, Mode
from pow2048_widget.engine import rules as rules_module
from pow2048_widget.engine.rule_memo import ordering_guards
from pow2048_widget.engine.rules import compile_rules
from tests.engine.paired_play import play_pair

BEHIND = [["@NextNE -1 0", "!=", 3.0], "||", ["@NextNE -1 1", "!=", 0.0]]
RULES: list[Any] = [
    # A 1 and a 3, either way round: a 2 with the 1's second entry plus one.
    [2.0, [["@This 0", "=", 1.0], "&&", ["@Next 1 0", "=", 3.0]], False,
     [[2.0, ["@This 1", "+", 1.0]]], 5.0, [False, True]],
    # A 1 and a 2, either way round, unless a plain 3 is right behind: a 3 with a 1.
    [2.0, [["@This 0", "=", 1.0], "&&", ["@Next 1 0", "=", 2.0], "&&", BEHIND], False,
     [[3.0, 1.0]], ["@This 1", "+", 7.0], [False, True]],
    # Equal tiles (ordered): one more in the first entry.
    [2.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 1 1", "=", "@This 1"]], True,
     [[["@This 0", "+", 1.0], "@This 1"]], 1.0, [False, True]],
]


def _mode(rules: list[Any] = RULES) -> Mode:
    return Mode(width=4, height=4, tile_num_amount=2, merge_rules=rules,
                start_tile_spawns=[[[1.0, 0.0], 40.0], [[2.0, 0.0], 30.0],
                                   [[3.0, 0.0], 25.0], [[2.0, 1.0], 5.0]],
                win_conditions=[[99.0, 0.0]], merge_result_known_level=0)


def _state(game: Game) -> str:
    st = game.state
    return repr((st.grid, st.score, st.merges, st.game_vars, game.rng.getstate(), game.over))


def _without_shortcuts(game: Game) -> None:
    game.rules.rules = compile_rules(game.state.merge_rules)
    for rule in game.rules.rules:
        rule.order_lane = False
        rule.order_guards = []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_unordered_shortcuts_play_the_same_games(seed: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    said_no = [0]
    real = rules_module.order_says_no

    def counted(*args: Any) -> bool:
        got = real(*args)
        said_no[0] += got
        return got

    monkeypatch.setattr(rules_module, "order_says_no", counted)
    mode = _mode()
    fast = Game(mode, seed=seed, clock=lambda: 0.0)
    plain = Game(mode, seed=seed, clock=lambda: 0.0)
    _without_shortcuts(plain)
    rules = fast.rules.rules
    assert rules[0].order_lane and not rules[1].order_lane
    assert len(rules[1].order_guards) == 2 and not rules[0].order_guards
    merges = [0, 0]
    for a in play_pair(fast, plain, seed, 400, _state):
        for e in a.events:
            rule = getattr(e, "rule", None)
            if rule in (0, 1):
                merges[rule] += 1
    assert min(merges) > 5, merges  # both unordered rules merged
    assert said_no[0] > 50  # the lane answered
    memo = rules[1].order_guards_memo
    assert True in memo.values() and False in memo.values()  # guards failed, and held


def _row_game(row: list[Any], rules: list[Any] = RULES, limits: Any = None) -> Game:
    empty = ["@Empty"] * 4
    mode = Mode(width=4, height=4, tile_num_amount=2, merge_rules=rules,
                starting_grid=[list(row), list(empty), list(empty), list(empty)],
                start_tile_amount=0, start_tile_spawns=[[[1.0, 0.0], 1.0]],
                win_conditions=[[99.0, 0.0]], merge_result_known_level=0)
    return Game(mode, seed=1, clock=lambda: 0.0, limits=limits)


@pytest.mark.parametrize("row, score", [
    # Either way round the 1 and 2 merge (the second ordering holds for 2, 1)...
    ([[1.0, 0.0], [2.0, 0.0], "@Empty", "@Empty"], 7.0),
    ([[2.0, 0.0], [1.0, 0.0], "@Empty", "@Empty"], 7.0),
    # ... unless a plain 3 is beside the group, on the side the rule looks at.
    ([[1.0, 0.0], [2.0, 0.0], [3.0, 0.0], "@Empty"], 0.0),
    ([[1.0, 0.0], [2.0, 0.0], [3.0, 1.0], "@Empty"], 7.0),
    ([[3.0, 0.0], [2.0, 0.0], [1.0, 0.0], "@Empty"], 7.0),
    ([[3.0, 1.0], [2.0, 0.0], [1.0, 0.0], "@Empty"], 7.0),
    ([[2.0, 0.0], [1.0, 0.0], [3.0, 0.0], "@Empty"], 5.0),  # (the 1 and 3 merge first)
    # A 1 and a 3 either way round (the remembered orderings).
    ([[3.0, 0.0], [1.0, 0.0], "@Empty", "@Empty"], 5.0),
    ([[1.0, 0.0], [3.0, 0.0], "@Empty", "@Empty"], 5.0),
])
def test_every_ordering_is_tried_after_the_shortcuts(row: list[Any],
                                                     score: float | None) -> None:
    """Each row twice, so the second press meets remembered answers, with the shortcuts
    and without: same score, same board."""
    left = 2
    for _ in range(2):
        fast, plain = _row_game(row), _row_game(row)
        _without_shortcuts(plain)
        fast.move(left)
        plain.move(left)
        assert _state(fast) == _state(plain)
        if score is not None:
            assert fast.state.score == score


def test_ordering_guards_need_a_guard_for_every_ordering() -> None:
    cond = RULES[1][1]
    guards = ordering_guards(cond, 2, 8)
    assert guards == [[["@Next 1 0", "=", 2.0], ["@This 0", "=", 1.0]],
                      [["@Next 0 0", "=", 2.0], ["@Next 1 0", "=", 1.0]]]  # (This)
    # A condition that may act (a random draw), or whose only terms look behind: none.
    assert ordering_guards([["@This 0", "rand_float", 2.0], "&&", BEHIND], 2, 8) == []
    assert ordering_guards([BEHIND, "||", ["@This 0", "=", 1.0]], 2, 8) == []
    assert ordering_guards(cond, 1, 8) == []  # (one tile: nothing to order)


@pytest.mark.parametrize("budget", [1, 3, 6, 10, 20, 40, 80, 10_000])
def test_the_ordering_guards_skip_no_limit_stop(budget: int) -> None:
    """A 1 and a 1 fail the guards of both orderings of the rule that looks behind its
    group (remembered from a first game); under a low step limit the evaluation the guards
    would skip stops, and so must the game with the shortcuts."""
    from pow2048_widget.calcarray import Limits

    rules = [RULES[1]]
    row = [[1.0, 0.0], [1.0, 0.0], "@Empty", "@Empty"]
    warm = _row_game(row, rules)
    warm.move(2)  # (remembers that the guards fail for these tiles)
    assert True in warm.rules.rules[0].order_guards_memo.values()
    outcomes = []
    for shortcuts in (True, False):
        game = _row_game(row, rules, Limits(max_steps=budget))
        if shortcuts:
            game.rules.rules = warm.rules.rules  # (rules are shared per limits)
        else:
            _without_shortcuts(game)
        try:
            game.move(2)
            outcomes.append(_state(game))
        except Exception as exc:  # noqa: BLE001 (the error itself is compared)
            outcomes.append(f"{type(exc).__name__}: {exc}")
    assert outcomes[0] == outcomes[1]
    if budget <= 3:
        assert "exceeded" in outcomes[0]  # (a stop the guards must not skip)
