"""Random modes play the same compiled and interpreted (the general compiled tier, #26).

Each seed makes a small mode whose merge conditions, outputs, scores, scripts and win
conditions are drawn from a grammar of the constructs the compiled tier translates
(variables with ``@end_vars``/``@edit_var``/``@add_var``, ``@if``/``@else``, ``@repeat``,
callbacks (``arr_map``, ``arr_reduce``),
tile and game-variable reads, arithmetic, comparisons, random draws, game-variable edits).
The mode is played for a number of seeded presses once with everything interpreted and
once with every expression compiled on its first evaluation; after every press the grid,
score, game variables, moves and random draws (or the error) must be the same.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pow2048_widget.calcarray import sc_loads
from pow2048_widget.calcarray.compiled import eager, interpreted
from pow2048_widget.engine import Game, Mode

NUMBER_OPS = ["+", "-", "*", "max", "min", "%"]
TEST_OPS = ["=", "<", ">=", "!="]
READS = ["@This 0", "@Next 1 0", "@GVar 0", "@GVar 1", "@Moves", "@Score"]


def _leaf(r: random.Random, retained: bool) -> Any:
    pick = r.random()
    if pick < 0.4:
        return r.choice(READS)
    if pick < 0.55 and retained:
        return r.choice(["@Var 0", "@Var 1"])
    return float(r.randint(0, 3))


def _number(r: random.Random, depth: int, retained: bool = False) -> list[Any]:
    """An expression giving a number, using variables and blocks."""
    head = ["@var_retain"] if retained else []
    kind = r.randrange(7) if depth > 0 else 0
    if kind == 0:
        return [*head, _leaf(r, retained), r.choice(NUMBER_OPS), _leaf(r, retained)]
    if kind == 1:  # local variables, edited
        return [*head, _leaf(r, retained), 1.0, "@end_vars", _leaf(r, True),
                "@edit_var", float(r.randint(0, 2)), _number(r, depth - 1, True),
                r.choice(NUMBER_OPS), "@Var 1"]
    if kind == 2:  # a block chosen by a test
        return [*head, _leaf(r, retained), "@if", _test(r, depth - 1, retained),
                r.choice(NUMBER_OPS), _leaf(r, retained), "@end-if",
                "@else", r.choice(NUMBER_OPS), _number(r, depth - 1, retained), "@end-else"]
    if kind == 3:  # a counted loop accumulating in a variable
        return [*head, 0.0, "@end_vars", 0.0, "@repeat", float(r.randint(0, 3)),
                "@edit_var", 0.0, ["@var_retain", "@Var 0", "+", _leaf(r, True)],
                "@end-repeat", "+", "@Var 0"]
    if kind == 4:  # a conditional loop
        return [*head, 0.0, "@end_vars", 0.0, "@repeat",
                ["@var_retain", "@Var 0", "<", float(r.randint(0, 4))],
                "@add_var", 1.0, "@edit_var", 0.0, ["@var_retain", "@Var 0", "+", 1.0],
                "@end-repeat", "+", ["@var_retain", "@Var", "arr_length"]]
    if kind == 5:  # callbacks (the function entries run as programs too)
        return [*head, ["@Literal", 1.0, 2.0, _leaf(r, False)], "arr_map",
                ["@Var 0", r.choice(NUMBER_OPS), _leaf(r, False)], "arr_reduce", 0.0,
                ["@Var 0", "+", "@Var 1"]]
    return [*head, "rand_float", "*", 2.0, "floor", "+", _leaf(r, retained)]


def _test(r: random.Random, depth: int, retained: bool = False) -> list[Any]:
    head = ["@var_retain"] if retained else []
    return [*head, _number(r, depth, retained), r.choice(TEST_OPS), _leaf(r, retained)]


def random_mode(seed: int) -> Mode:
    r = random.Random(seed)
    merge = ["@This 0", "=", "@Next 1 0"]
    rules = [[2.0, [merge, "&&", [_test(r, 2), "||", r.random() < 0.6]], True,
              [[[["@This 0", "+", 1.0], "max", _number(r, 1), "min", 12.0]]],
              _number(r, 2), [False, True]]]
    if r.random() < 0.5:  # a second rule with its own condition
        rules.append([2.0, [merge, "&&", _test(r, 2)], False,
                      [[["@This 0", "+", 2.0]]], 1.0, [False, True]])
    scripts = [[[0.0, "@edit_gvar", 0.0, _number(r, 2)], "EndTurn"],
               [[0.0, "@edit_gvar", 1.0, ["@GVar 1", "+", 1.0]], "Merge"]]
    fields = {
        "width": 4.0, "height": 4.0, "TileNumAmount": 1.0,
        "TileTypes": [[True, ["@This 0"], "#eee4da", "#776e65"]],
        "MergeRules": rules,
        "startTileSpawns": [[[1.0], 3.0], [[2.0], 1.0]],
        "winConditions": [[_number(r, 1), ">=", 40.0]],
        "winRequirement": 1.0,
        "start_game_vars": [0.0, 0.0],
        "scripts": scripts,
        "loseConditions": [[11.0]],
        "loseRequirement": 1.0,
    }
    return Mode.from_dict(sc_loads(json.dumps(fields, allow_nan=False)))


def play(mode: Mode, seed: int, presses: int) -> list[Any]:
    """What a player could see after each press (or the error that stopped the game)."""
    seen: list[Any] = []
    r = random.Random(seed)
    try:
        game = Game(mode, seed=seed, keep_history=False)
        for _ in range(presses):
            if game.over:
                break
            result = game.move(r.randrange(4))
            st = game.state
            seen.append((result.moved, repr(game.grid), st.score, repr(st.game_vars),
                         st.moves, game.press.rng.calls, game.won))
    except Exception as exc:  # noqa: BLE001 - the same error must happen both ways
        seen.append(f"{type(exc).__name__}: {exc}")
    return seen


@pytest.mark.parametrize("seed", range(40))
def test_random_mode_plays_the_same_compiled_and_interpreted(seed: int) -> None:
    mode = random_mode(seed)
    with interpreted():
        expected = play(mode, seed, 30)
    with eager():
        got = play(random_mode(seed), seed, 30)
    assert got == expected
    assert len(expected) > 3  # the mode really played


def test_random_modes_really_use_programs() -> None:
    """Not a vacuous comparison: the modes' expressions ran as programs, kept in the
    game's own table (``GameState.programs``), compiled once per mode and not per game."""
    mode = random_mode(1)
    with eager():
        game = Game(mode, seed=1, keep_history=False)
        for d in (0, 1, 2, 3, 0, 1):
            game.move(d)
        table = game.state.programs
        compiled = {id(e.program): e.program for _count, e in table.by_text.values()
                    if e is not None and e.program is not None
                    and type(e.program).__name__ == "Program"}
        assert len(compiled) >= 3
        assert any("@repeat" in json.dumps(p.expr) or "@if" in json.dumps(p.expr)
                   for p in compiled.values())
        entries = len(table.by_text)
        game.new_game(seed=2)  # fresh copies of the rules: the same entries serve them
        for d in (0, 1, 2, 3):
            game.move(d)
        assert game.state.programs is table and len(table.by_text) == entries
        mode.merge_rules = mode.merge_rules  # an edit: the table is replaced
        game.move(0)
        assert game.state.programs is not table
