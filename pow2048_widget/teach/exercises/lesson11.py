"""Lesson 11, spawns, scripts, stat boxes, win and lose (played on real games)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.classic import classic_mode
from ...engine.game import Game
from ..cases import Case, python_case
from ..constraints import words
from ..exercise import Exercise, Mistake
from .common import E, row


def _fresh(cells: list[Any], spawns: int = 0) -> Any:
    m = classic_mode()
    m.random_tile_amount = spawns
    m.start_tile_amount = 0
    m.starting_grid = [cells] + [[E] * 4 for _ in range(3)]
    return m


def _spawned_tiles(answer: Any) -> Any:
    m = _fresh(row(32, None, None, None), spawns=1)
    m.merge_rules = []  # nothing merges: every tile but the 32 was spawned
    m.start_tile_spawns = answer
    game = Game(m, seed=5)
    seen = []
    for d in (3, 2, 3, 2, 3, 2):
        game.move(d)
    for line in game.grid:
        seen += [tuple(c) for c in line if isinstance(c, list)]
    return sorted(set(seen) - {(5.0,)}) or "no tile spawned"


def _wins_after_merge(answer: Any, cells: list[Any]) -> Any:
    m = _fresh(cells)
    m.win_conditions = answer
    game = Game(m, seed=1)
    game.move(2)
    return "won" if game.win_screen else "not won"


def _gvar_after_moves(answer: Any, moves: int = 3) -> Any:
    m = _fresh(row(2, None, None, None))
    m.start_game_vars = [0.0]
    m.scripts = [answer]
    game = Game(m, seed=1)
    for d in (3, 2, 3)[:moves]:
        game.move(d)
    return game.state.game_vars[0]


def _boxes_after_two_moves(answer: Any, moves: int = 2) -> Any:
    m = _fresh(row(2, None, None, None))
    m.stat_boxes = answer
    game = Game(m, seed=1)
    for d in (3, 2, 3)[:moves]:
        game.move(d)
    return [list(box) for box in game.stat_boxes()]


def _why(case: Case, why: Callable[[Any, Any], list[str]]) -> Case:
    case.why = why
    return case


def _script_why(answer: Any, _got: Any) -> list[str]:
    """A script whose expression computes a value but stores it nowhere."""
    expression = answer[0] if isinstance(answer, list) and answer else None
    if isinstance(expression, list) and "@edit_gvar" not in words(expression):
        return ["your expression computes a value, but a script's value is thrown away: "
                "only `@edit_gvar` (or another edit) changes the game, e.g. "
                "`[0, \"@edit_gvar\", 0, NEW]` stores NEW in game variable 0"]
    return []


def _boxes_why(answer: Any, _got: Any) -> list[str]:
    """The score box left out: ``statBoxes`` replaces the whole list, the score too."""
    if isinstance(answer, list) and not any(
            isinstance(b, list) and len(b) > 1 and b[1] == "@Score" for b in answer):
        return ["`statBoxes` is the whole list of boxes, the score's too: keep "
                "`[\"Score\", \"@Score\"]` first"]
    return []


EXERCISES = [
    Exercise(
        id="11.1",
        title="Only 4s",
        statement=(
            "Write `startTileSpawns` (a list of `[tile, weight]` pairs) so that only 4s "
            "(the tile `[2]`) ever spawn."),
        cases=[python_case("the tiles spawned in six moves", [(2.0,)], _spawned_tiles)],
        hints=["The classic list is `[[[1], 9], [[2], 1]]`: 2s with weight 9, 4s with 1.",
               "Keep one pair: the tile `[2]` with any positive weight."],
        model_answer="[[[2], 1]]",
        shape="spawns",
        concept="`startTileSpawns`: `[tile, weight]` pairs, tiles storing exponents",
        section="Spawns",
        example='Only 2s and 8s, equally often: `[[[1], 1], [[3], 1]]` (the 8 tile is `[3]`).',
        mistakes=[Mistake("[[[4], 1]]", "tiles store exponents: the 4 tile is `[2]`, `[4]` "
                                        "is 16"),
                  Mistake("[[2, 1]]", "each pair is `[tile, weight]` and a tile is itself a "
                                      "list: `[[2], 1]`")],
    ),
    Exercise(
        id="11.2",
        title="Count the moves in a game variable",
        statement=(
            "Write one script (`[expression, when]`) that adds 1 to game variable 0 at the "
            "end of every move that moved something (`\"EndTurn\"`). The check starts with "
            "game variables `[0]` and makes three moves."),
        cases=[_why(python_case("game variable 0 after three moves", 3.0, _gvar_after_moves),
                    _script_why),
               python_case("game variable 0 after one move", 1.0,
                           lambda a: _gvar_after_moves(a, 1))],
        hints=['`"@edit_gvar"` changes a game variable: index, then the new value.',
               'The expression starts from anything (say 0), then `"@edit_gvar", 0, NEW`, where '
               'NEW is a nested array adding 1 to `"@GVar 0"`.'],
        model_answer='[[0, "@edit_gvar", 0, ["@GVar 0", "+", 1]], "EndTurn"]',
        shape="script",
        concept="scripts: `[expression, when]`, and `@edit_gvar`",
        section="Scripts",
        example='Add the score to game variable 1 after every move: `[[0, "@edit_gvar", 1, '
                '["@GVar 1", "+", "@Score"]], "EndTurn"]`.',
        mistakes=[Mistake('[[0, "@edit_var", 0, ["@GVar 0", "+", 1]], "EndTurn"]',
                          "`@edit_var` changes the expression's own local variables, which "
                          "vanish when it ends: game variables change with `@edit_gvar`")],
    ),
    Exercise(
        id="11.3",
        title="A moves box",
        statement=(
            "Write `statBoxes` with two boxes: the score (`[\"Score\", \"@Score\"]`) and a "
            "box labelled `\"Moves\"` showing the number of moves made."),
        cases=[_why(python_case("the stat boxes after two moves",
                                [["Score", "0"], ["Moves", "2"]], _boxes_after_two_moves),
                    _boxes_why),
               python_case("the stat boxes after three moves", [["Score", "0"], ["Moves", "3"]],
                           lambda a: _boxes_after_two_moves(a, 3))],
        hints=["A stat box is `[label, value expression]`.", "The move count is `@Moves`."],
        model_answer='[["Score", "@Score"], ["Moves", "@Moves"]]',
        shape="stat_boxes",
        concept="stat boxes: `[label, value expression]`",
        section="Stat boxes",
        example='A box showing game variable 0: `["Combo", "@GVar 0"]`.',
        mistakes=[Mistake('[["Score", "@Score"], ["Moves", "@moves"]]',
                          "special strings are case-sensitive: write `@Moves`, not `@moves` "
                          "(a misspelt special string stays plain text)")],
    ),
    Exercise(
        id="11.4",
        title="Win at 64",
        statement=("Write `winConditions` (a list of tiles) so that making a 64 wins. The "
                   "check merges 32 + 32 (and, separately, 16 + 16, which must not win)."),
        cases=[python_case("32 32 _ _ moving left", "won",
                           lambda a: _wins_after_merge(a, row(32, 32, None, None))),
               python_case("16 16 _ _ moving left", "not won",
                           lambda a: _wins_after_merge(a, row(16, 16, None, None)))],
        hints=["Classic wins with `[[11]]`: the tile [11] is 2048.", "64 is 2^6."],
        model_answer="[[6]]",
        shape="win_conditions",
        concept="`winConditions`: a list of tiles that win",
        section="Winning and losing",
        example="Winning at 512: `[[9]]` (512 is 2^9).",
        mistakes=[Mistake("[[64]]", "tiles store exponents: the 64 tile is `[6]`")],
    ),
]
