"""Rules with variable definitions keep a mode off the fast press (line tables).

A rule's definitions (before ``@end_vars``) run before its group is checked: at every
cell, at the edges where the group leaves the board, and in the end-of-turn phase. A line
table replays what sliding a line gave and never runs them there, so it would miss what
they do: an evaluation over its step budget that stops the press, or a value that is an
``"@"`` string, read again as a special string (``"@@Score"`` then reads the score). Both
games below were played differently by ``Game.move``'s fast press and the general press.
"""

from __future__ import annotations

import random

from pow2048_widget.calcarray import Limits
from pow2048_widget.engine import Game, Mode
from pow2048_widget.engine.errors import GameError
from pow2048_widget.engine.fastpath import fast_path_blocker

V = "@var_retain"
EQUAL_RULE = [2.0, ["@This 0", "=", "@Next 1 0"], True, [[["@This 0", "*", 2.0]]],
              "@This 0", [False, True]]
# Doubles a variable up to the smaller tile: at an edge, "@Next 1 0" is off the board and
# the loop runs far longer than on the board.
LOOPING = [[1.0, "@end_vars", 0.0,
            "@repeat", [V, "@Var 0", "<=", ["@This 0", "min", "@Next 1 0"]],
            "@edit_var", 0.0, [V, "@Var 0", "*", 2.0], "@end-repeat"],
           "@end_vars", 2.0, [V, "@Var 0", ">=", 2.0, "&&", ["@This 0", "=", "@Next 1 0"]],
           True, [[["@This 0", "+", "@Next 1 0"]]], "@This 0", [False, True]]
# Variable 1 is the text "@Score", read again as the score.
SCORE_READ = [1.0, "@@Score", "@end_vars", 2.0,
              [V, ["@This 0", "=", "@Next 1 0"], "&&", [V, "@Var 1", ">", 20.0]], True,
              [[["@This 0", "*", 4.0]]], 100.0, [False, True]]


def _mode(rule: list) -> Mode:
    return Mode(width=4, height=4, merge_rules=[rule, EQUAL_RULE],
                start_tile_spawns=[[[2.0], 90.0], [[4.0], 10.0]],
                win_conditions=[[10_000.0]], merge_result_known_level=0)


def _outcome(game: Game, d: int) -> tuple[str, str]:
    try:
        r = game.move(d)
    except GameError as exc:
        return "error", str(exc)
    return "moved", repr((r.moved, r.score_gained, game.state.grid, game.state.score))


def _same_games(mode: Mode, seeds: range, presses: int, limits: Limits | None = None) -> int:
    """Play each seed with the default ``Game.move`` and with the general press; return how
    many games stopped on an error (the same one in both)."""
    errors = 0
    for seed in seeds:
        chosen = Game(mode, seed=seed, clock=lambda: 0.0, limits=limits)
        general = Game(mode, seed=seed, clock=lambda: 0.0, limits=limits)
        general.fast_moves = False
        rnd = random.Random(seed)
        for _ in range(presses):
            if general.over:
                break
            d = rnd.randrange(4)
            a, b = _outcome(chosen, d), _outcome(general, d)
            assert a == b, (seed, a, b)
            if a[0] == "error":
                errors += 1
                break
    return errors


def test_rules_with_definitions_do_not_qualify() -> None:
    for rule in (LOOPING, SCORE_READ):
        assert "defines variables" in (fast_path_blocker(_mode(rule)) or "")
    assert fast_path_blocker(_mode(EQUAL_RULE)) is None


def test_a_definition_over_its_step_budget_stops_the_press_alike() -> None:
    errors = _same_games(_mode(LOOPING), range(6), 60, Limits(max_steps=40))
    assert errors >= 2  # games that reach a cell where the loop runs out of its steps


def test_a_definition_read_again_as_the_score_plays_alike() -> None:
    mode = _mode(SCORE_READ)
    _same_games(mode, range(3), 200)
    game = Game(mode, seed=1, clock=lambda: 0.0)
    rnd = random.Random(1)
    for _ in range(200):
        if not game.over:
            game.move(rnd.randrange(4))
    assert game.state.score > 100  # the rule's score-gated merges happened
