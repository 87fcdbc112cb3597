"""Rules with a variable prefix, remembered by the tiles of their group (``prefix_memo``).

A rule whose variable definitions loop over its tiles (``@repeat``) was evaluated in full at
every cell of every press, even when the group was missing (the definitions come before
the presence check). When the definitions and the condition read only the group, the
answer is remembered by those cells. The games below are played with the memo and with
every rule evaluated afresh, press by press, and must be the same.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pow2048_widget.calcarray import Limits
from pow2048_widget.engine import Game, Mode
from pow2048_widget.engine.errors import GameError
from pow2048_widget.engine.rule_memo import prefix_kind, prefix_read
from pow2048_widget.engine.rules import compile_rules

V = "@var_retain"
# The largest power of two that divides both tiles (0 when none does), by a loop.
SHARED_TWOS = [1.0, "@end_vars", 0.0,
               "@repeat", [V, "@Var 0", "<=", ["@This 0", "min", "@Next 1 0"]],
               "@if", [V, [V, "@This 0", "%", "@Var 0", "=", 0.0], "&&",
                       [V, "@Next 1 0", "%", "@Var 0", "=", 0.0]],
               "max", "@Var 0", "@end-if",
               "@edit_var", 0.0, [V, "@Var 0", "*", 2.0], "@end-repeat"]
# The output also changes the rule's variable, which the score then reads.
PAIR_RULE = [SHARED_TWOS, "@end_vars", 2.0, [V, "@Var 0", ">=", 2.0], True,
             [[[V, "@This 0", "+", "@Next 1 0", "@edit_var", 0.0, [V, "@Var 0", "+", 1.0]]]],
             [V, "@Var 0", "*", 10.0], [False, True]]
# Three tiles summing to a multiple of 9: the sum through the whole group ("@Next").
TRIPLE_RULE = [["@This 0", "+", ["@Next", "arr_reduce", 0.0,
                                 ["+", [V, "@Var -1", "arr_elem", 0.0]]]],
               "@end_vars", 3.0, [V, "@Var 0", "%", 9.0, "=", 0.0, "&&",
                                  ["@This 0", "!=", 9.0]], True,
               [[[V, "@Var 0"]]], 1.0, [False, False, True]]
EQUAL_RULE = [2.0, ["@This 0", "=", "@Next 1 0"], True, [[["@This 0", "*", 2.0]]],
              "@This 0", [False, True]]


def _mode(rules: list[Any], size: int = 4) -> Mode:
    return Mode(width=size, height=size, merge_rules=rules,
                start_tile_spawns=[[[2.0], 50.0], [[3.0], 25.0], [[6.0], 15.0], [[4.0], 10.0]],
                win_conditions=[[10_000.0]],
                merge_result_known_level=0)


def _state(game: Game) -> str:
    st = game.state
    return repr((st.grid, st.score, st.merges, st.game_vars, st.tile_spawns,
                 game.rng.getstate(), game.over))


def _evaluated(game: Game) -> Game:
    """Every rule of ``game`` evaluated afresh: its own compiled rules, no memos, and the
    general press (a line table's slides would use the shared, remembering rules)."""
    game.fast_moves = False
    game.rules.rules = compile_rules(game.state.merge_rules)
    for rule in game.rules.rules:
        rule.prefix_memo = None
    return game


def _play_both(mode: Mode, seed: int, presses: int, limits: Limits | None = None,
               fast_too: bool = True) -> Game:
    """Play ``mode`` with every rule evaluated, and with the memo on the general press
    (and, with ``fast_too``, in a game left to pick its own press: rules with definitions
    keep it off the line tables), the same presses; compare after each."""
    plain = _evaluated(Game(mode, seed=seed, clock=lambda: 0.0, limits=limits))
    general = Game(mode, seed=seed, clock=lambda: 0.0, limits=limits)
    general.fast_moves = False
    fast = Game(mode, seed=seed, clock=lambda: 0.0, limits=limits)
    games = (general, fast) if fast_too else (general,)
    rnd = random.Random(seed)
    for _ in range(presses):
        if plain.over:
            plain.new_game(seed=rnd.randrange(2**32))
            _evaluated(plain)
            for g in games:
                g.new_game(seed=plain.seed)
        d = rnd.randrange(len(mode.directions))
        try:
            b = plain.move(d)
        except GameError as exc:  # (the fast press is compared on games without errors)
            with pytest.raises(GameError) as got:
                general.move(d)
            assert str(got.value) == str(exc)
            return general
        for g in games:
            a = g.move(d)
            assert (a.moved, a.score_gained, a.random_calls, a.over) == (
                b.moved, b.score_gained, b.random_calls, b.over)
            assert _state(g) == _state(plain)
    return general


@pytest.mark.parametrize("rules", [[PAIR_RULE], [PAIR_RULE, EQUAL_RULE],
                                   [TRIPLE_RULE, PAIR_RULE, EQUAL_RULE]],
                         ids=["pair", "pair+equal", "triple+pair+equal"])
@pytest.mark.parametrize("size", [4, 5])
def test_remembered_prefixes_play_the_same_games(rules: list[Any], size: int) -> None:
    mode = _mode(rules, size)
    assert all(r.prefix_memo is not None for r in compile_rules(rules) if r.var_defs)
    for seed in (1, 2, 3):
        game = _play_both(mode, seed, 250)
    memos = [r.prefix_memo for r in game.rules.rules if r.prefix_memo is not None]
    # Used, for groups that are there and for those that are not (a cell at the edge),
    # and the rules held for some groups.
    assert all(any(k[0] for k in m) and any(not k[0] for k in m) for m in memos)
    assert all(any(v is not False for v in m.values()) for m in memos)


def test_the_key_holds_what_the_definitions_read() -> None:
    rules = compile_rules([PAIR_RULE, TRIPLE_RULE])
    assert rules[0].prefix_reads == (0,)
    assert rules[1].prefix_reads is None  # "@Next" reads whole tiles
    assert prefix_read([["@This 1", "+", "@Next 1 0"]], ["@This 0", ">", 1.0]) == (0, 1)


def test_a_limit_that_stops_the_loop_stops_it_every_time() -> None:
    """A budget too small for the loop raises the same error with the memo: an answer is
    remembered only for an evaluation that finished, and only for its limits (a memo
    filled under larger limits is emptied, not used)."""
    mode = _mode([PAIR_RULE, EQUAL_RULE])
    small = Limits(max_steps=40)
    assert _play_both(mode, 4, 80, limits=small).rules.rules[0].prefix_memo is not None
    big = Game(mode, seed=4, clock=lambda: 0.0)
    big.fast_moves = False
    rnd = random.Random(4)
    for _ in range(60):
        big.move(rnd.randrange(4))
    assert big.rules.rules[0].prefix_memo  # filled under the default limits
    plain = _evaluated(Game(mode, seed=4, clock=lambda: 0.0, limits=small))
    borrowed = Game(mode, seed=4, clock=lambda: 0.0, limits=small)
    borrowed.fast_moves = False
    assert borrowed.rules.rules is not big.rules.rules  # not shared across limits...
    borrowed.rules.rules = big.rules.rules  # ... and not trusted when handed over
    rnd = random.Random(4)
    for _ in range(80):
        d = rnd.randrange(4)
        try:
            plain.move(d)
        except GameError as exc:
            with pytest.raises(GameError) as got:
                borrowed.move(d)
            assert str(got.value) == str(exc)
            assert "steps" in str(exc)
            return
        borrowed.move(d)
        assert _state(borrowed) == _state(plain)
    raise AssertionError("the small budget never stopped the loop")


@pytest.mark.parametrize("rule, why", [
    ([[V, "@Next 2 0"], "@end_vars", 2.0, True, True, [[1.0]], 0.0, [False, True]],
     "reads beyond the group"),
    ([["@Score"], "@end_vars", 2.0, True, True, [[1.0]], 0.0, [False, True]],
     "reads the score"),
    ([[1.0, "rand_float", 2.0], "@end_vars", 2.0, True, True, [[1.0]], 0.0, [False, True]],
     "draws a random number"),
    ([["@This 0"], "@end_vars", 2.0, ["@NextNE -1 0", "=", 1.0], True, [[1.0]], 0.0,
      [False, True]], "its condition looks behind"),
    ([["@This 0"], "@end_vars", 2.0, True, False, [[1.0]], 0.0, [False, True]],
     "unordered"),
    (["@include_gvars", ["@Var 0"], "@end_vars", 2.0, True, True, [[1.0]], 0.0,
      [False, True]], "reads the game variables"),
    ([["@This 0"], "@end_vars", 2.0, True, True, ["@CalcArray", [[1.0]]], 0.0,
      [False, True]], "computed outputs"),
])
def test_rules_that_read_more_than_their_group_are_evaluated(rule: list[Any],
                                                              why: str) -> None:
    info = compile_rules([rule])[0]
    assert info.prefix_memo is None, why
    assert not prefix_kind(info.include_gvars, info.var_defs, info.body,
                           info.static_length, False) or why == "computed outputs"


# A rule that runs game variable 0 as a program: merge when its value is a multiple of 3.
PROGRAM_RULE = [["@include_gvars", "@Var 0", "CalcArray"], "@end_vars", 2.0,
                [V, "@Var 0", "%", 3.0, "=", 0.0], True, [[[V, "@Var 0"]]], [V, "@Var 0"],
                [False, True]]
SUM = ["@This 0", "+", "@Next 1 0"]
PRODUCT = ["@This 0", "*", "@Next 1 0"]
# Equal tiles merge, and their score turns the program into the product.
SWITCHING_RULE = [2.0, ["@This 0", "=", "@Next 1 0"], True, [[["@This 0", "*", 2.0]]],
                  ["@This 0", "@edit_gvar", 0.0, ["@Literal", *PRODUCT]], [False, True]]


def _program_mode(program: list[Any], rules: list[Any]) -> Mode:
    return Mode(width=4, height=4, merge_rules=rules,
                start_tile_spawns=[[[1.0], 50.0], [[2.0], 50.0]],
                start_game_vars=[["@Literal", program]], win_conditions=[[10_000.0]],
                merge_result_known_level=0)


def test_a_program_in_a_game_variable_is_remembered_with_its_text() -> None:
    """The program changes during the game (sum, then product): the same tiles give other
    answers, so the memo must tell the two programs apart."""
    mode = _program_mode(SUM, [PROGRAM_RULE, SWITCHING_RULE])
    rule = compile_rules(mode.merge_rules)[0]
    assert rule.prefix_memo is not None and rule.prefix_reads is None
    texts = set()
    for seed in (1, 2, 3):
        game = _play_both(mode, seed, 150)
        memo = game.rules.rules[0].prefix_memo
        assert memo is not None
        texts |= {k[3] for k in memo}
    assert any("*" in t for t in texts) and any("+" in t for t in texts)


def test_a_program_that_reads_more_than_the_group_is_evaluated() -> None:
    mode = _program_mode(["@Score", "+", "@This 0", "+", "@Next 1 0"], [PROGRAM_RULE])
    game = _play_both(mode, 5, 120)
    assert game.rules.rules[0].prefix_memo == {}
    assert list(game.rules.rules[0].prefix_programs.values()) == [False]


def test_a_definition_whose_value_is_read_again_is_not_remembered() -> None:
    """A definition's value that is a special string is read again with the rule's
    variables (``Calc.converted``): ``"@@Score"`` evaluates to the text ``"@Score"``, which
    then reads the score. Its text reads nothing else, yet the answer changes with the
    score, so the test is not remembered. (Such a rule also keeps a mode off the fast
    press: ``tests/engine/test_fastpath_definitions.py``.)"""
    rule = [1.0, "@@Score", "@end_vars", 2.0,
            [V, ["@This 0", "=", "@Next 1 0"], "&&", [V, "@Var 1", ">", 20.0]], True,
            [[["@This 0", "*", 4.0]]], 100.0, [False, True]]
    mode = Mode(width=4, height=4, merge_rules=[rule, EQUAL_RULE],
                start_tile_spawns=[[[2.0], 90.0], [[4.0], 10.0]], win_conditions=[[10_000.0]],
                merge_result_known_level=0)
    assert compile_rules(mode.merge_rules)[0].prefix_memo is not None
    for seed in (1, 2):
        game = _play_both(mode, seed, 200, fast_too=False)
        assert game.state.score > 20  # the condition's other answer was reached
        assert not any(game.rules.rules[0].prefix_memo or ())
