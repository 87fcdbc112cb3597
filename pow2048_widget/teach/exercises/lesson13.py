"""Lesson 13, four games: read the seed games and change them.

The cases play the learner's answer: the Excel formula's replay for other seeds and moves,
Eve's mode on boards that reach 2048 and 4096, the custom game's first board and its win.
"""

from __future__ import annotations

from typing import Any

from ...engine.game import Game
from ...variants import CustomGame, board_values, eve_2048, excel_2048_replay
from ..cases import Case, python_case
from ..constraints import Constraint
from ..exercise import Exercise, Mistake
from .worked_out import play_on, takes, worked_case

E = "@Empty"


def _final_score(seed: int, moves: str) -> Any:
    def run(answer: Any) -> Any:
        if not callable(answer):
            return f"(not a function but {type(answer).__name__})"
        return answer(seed, moves)
    return worked_case(f"final_score({seed}, {moves!r})",
                       lambda: excel_2048_replay(seed, moves)[-1][1], run)


def _eve_row(a: float, b: float) -> list[list[Any]]:
    return [[[a], [b], E, E]] + [[E] * 4 for _ in range(3)]


def _eve_wins(a: float) -> Any:
    def run(mode: Any) -> Any:
        game = play_on(mode, _eve_row(a, a), 2)
        return game if isinstance(game, str) else game.won > 0
    return run


def _eve_why(mode: Any, _got: Any) -> list[str]:
    """A win condition written as a bare tile (``[4096.0]``, not ``[[4096.0]]``)."""
    conditions = getattr(mode, "win_conditions", None)
    if isinstance(conditions, list) and any(not isinstance(c, list) for c in conditions):
        return ["`win_conditions` is a list of tiles, and a tile is itself a list: "
                "`[[4096.0]]` is one condition, the tile `[4096.0]`"]
    return []


def _with_why(case: Case, why: Any) -> Case:
    case.why = why
    return case


def _eve_rest(mode: Any) -> Any:
    from ...engine.mode import Mode

    if not isinstance(mode, Mode):
        return f"(not a Mode but {type(mode).__name__})"
    eve = eve_2048()
    same = {name: getattr(mode, name) == getattr(eve, name)
            for name in ("width", "height", "merge_rules", "start_tile_spawns", "tile_types")}
    changed = [name for name, ok in same.items() if not ok]
    return "unchanged" if not changed else "changed: " + ", ".join(changed)


def _custom_start(answer: Any) -> Any:
    if not isinstance(answer, CustomGame):
        return f"(not a CustomGame but {type(answer).__name__})"
    return board_values(answer.game(seed=1))


def _custom_wins(value: int) -> Any:
    def run(answer: Any) -> Any:
        if not isinstance(answer, CustomGame):
            return f"(not a CustomGame but {type(answer).__name__})"
        game: Game = answer.game(seed=1)
        mark = [-1.0] if game.mode.tile_num_amount == 2 else []
        grid = game.state.grid
        for line in grid:
            for c in range(len(line)):
                if line[c] != "@Void":
                    line[c] = E
        grid[1][0] = [float(value), *mark]
        grid[1][1] = [float(value), *mark]
        game.move(2)
        return game.won > 0
    return run


def _corners_why(_answer: Any, got: Any) -> list[str]:
    if got == [[1, 0, 0, 1], [0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 1]]:
        return ["an initial tile's value is the number on the tile (2), not its exponent"]
    return []


def _win_why(_answer: Any, got: Any) -> list[str]:
    if got is False:
        return ["this game is not won when a 64 appears: `win_tile=64` sets the winning "
                "tile (with no `win_tile`, it is the 2048)"]
    if got is True:
        return ["this game is already won by a 32: `win_tile` is the number on the winning "
                "tile, 64"]
    return []


_REPLAY_SETUP = "from pow2048_widget.variants import excel_2048_replay\n"
_EVE_SETUP = ("from pow2048_widget.engine import Game\n"
              "from pow2048_widget.variants import eve_2048\n")
_CUSTOM_SETUP = "from pow2048_widget.variants import CustomGame, board_values\n"

EXERCISES = [
    Exercise(
        id="13.1",
        title="The Excel game's score",
        kind="python",
        answer_name="final_score",
        placeholder="def final_score(seed, moves):\n    ...",
        setup=_REPLAY_SETUP,
        statement=(
            "Write a function `final_score(seed, moves)` that gives the Excel game's score "
            "after the moves `moves` (a text such as `\"LURD\"`) from the seed `seed`. Use "
            "`excel_2048_replay(seed, moves)` (imported for you): it lists the grid and "
            "score before the first move and after each move."),
        cases=[_final_score(1005, "LURD"), _final_score(7, "LLUUR"),
               _final_score(42, "DRDRDLU")],
        hints=["`excel_2048_replay(1005, \"LU\")` gives three (grid, score) pairs: the start, "
               "after L, after U.",
               "The last pair is `[-1]`; its score is `[-1][1]`."],
        model_answer=("def final_score(seed, moves):\n"
                      "    return excel_2048_replay(seed, moves)[-1][1]"),
        constraints=[Constraint(
            "a function `final_score(seed, moves)`", takes("seed", "moves"),
            "final_score = excel_2048_replay(1005, \"LURD\")[-1][1]",
            "the checker calls `final_score` with seeds and moves of its own: "
            "`def final_score(seed, moves): ...` returns the score for any of them")],
        concept="the Excel replay: one (grid, score) pair before the moves, then "
                "one after each move",
        section="Reading the Excel replay",
        example="The grid (not the score) after the moves \"LU\" from seed 1005: "
                "`excel_2048_replay(1005, \"LU\")[-1][0]`; the pair's first entry is the "
                "grid.",
        mistakes=[Mistake("def final_score(seed, moves):\n"
                          "    return excel_2048_replay(seed, moves)[0][1]",
                          "the first pair, `[0]`, is the board before any move; the score "
                          "after all the moves is in the last pair, `[-1]`")],
        explanation="The replay runs the spreadsheet's formula itself, press for press.",
    ),
    Exercise(
        id="13.2",
        title="Eve to 4096",
        kind="python",
        answer_name="mode",
        setup=_EVE_SETUP,
        statement=(
            "Make `mode`: Eve's 2048 (`eve_2048()`, imported for you) changed so that the "
            "winning tile is **4096** instead of 2048, and nothing else changed. Look at "
            "`eve_2048().win_conditions` first: how does Eve write a tile?"),
        cases=[_with_why(python_case("2048 2048 _ _ moving left wins (it makes a 4096)", True,
                                     _eve_wins(2048.0), lambda a, b: a == b, str), _eve_why),
               python_case("1024 1024 _ _ moving left does not win (it makes a 2048)", False,
                           _eve_wins(1024.0), lambda a, b: a == b, str),
               python_case("the rest of Eve (size, merge rules, spawns, colours)",
                           "unchanged", _eve_rest, lambda a, b: a == b, str)],
        hints=["`eve_2048().win_conditions` is `[[2048.0]]`: a list of tiles, each written "
               "as in the grid. Eve's tiles hold their value (`[2048.0]`), not an exponent.",
               "In Python, `4096` is an int, which the engine reads as a BigInt; the tile is "
               "the number `4096.0`."],
        model_answer="mode = eve_2048()\nmode.win_conditions = [[4096.0]]",
        shape="mode",
        concept="changing a seed game: one field of a fresh Mode",
        section="Reading a mode, then changing it",
        example="Eve on a 5 × 5 board: `mode = eve_2048()`, then `mode.width = 5` and "
                "`mode.height = 5`; the rest of Eve stays as it was.",
        mistakes=[
            Mistake("mode = eve_2048()\nmode.win_conditions = [[4096]]",
                    "`4096` in Python is an int, a BigInt to the engine, and a BigInt never "
                    "equals the number tile `4096.0`: write `[[4096.0]]`"),
            Mistake("mode = eve_2048()\nmode.win_conditions = [[12.0]]",
                    "Eve's tiles hold their value (`[2048.0]`), not an exponent as the "
                    "classic game does: the 4096 tile is `[4096.0]`")],
    ),
    Exercise(
        id="13.3",
        title="Four corners to 64",
        kind="python",
        answer_name="custom",
        setup=_CUSTOM_SETUP,
        statement=(
            "Make `custom`: a `CustomGame` (imported for you) on the classic 4 × 4 board that "
            "starts with a **2 in each of the four corners** (and nothing else) and is **won "
            "with a 64** tile."),
        cases=[_with_why(python_case("the board of a new game",
                                     [[2, 0, 0, 2], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 2]],
                                     _custom_start, lambda a, b: a == b, str), _corners_why),
               _with_why(python_case("32 32 _ _ moving left wins (it makes a 64)", True,
                                     _custom_wins(32), lambda a, b: a == b, str), _win_why),
               _with_why(python_case("16 16 _ _ moving left does not win (it makes a 32)",
                                     False, _custom_wins(16), lambda a, b: a == b, str),
                         _win_why)],
        hints=["The options `initial_tiles` and `win_tile` do it; lesson 13's example "
               "(`initial_tiles=[(0, 0, 2)]`) places one tile.",
               "Each initial tile is `(row, column, value)`, counted from 0: the corners are "
               "rows 0 and 3, columns 0 and 3."],
        model_answer=("custom = CustomGame(win_tile=64, initial_tiles=[\n"
                      "    (0, 0, 2), (0, 3, 2), (3, 0, 2), (3, 3, 2)])"),
        concept="the options of `CustomGame`",
        section="A custom game of your own",
        example="A 3 × 3 game won with a 32, starting with a 4 in the centre: "
                "`CustomGame(size=3, win_tile=32, initial_tiles=[(1, 1, 4)])`.",
        mistakes=[
            Mistake("custom = CustomGame(win_tile=6, initial_tiles=[\n"
                    "    (0, 0, 2), (0, 3, 2), (3, 0, 2), (3, 3, 2)])",
                    "`win_tile` is the number on the tile (64), not its exponent"),
            Mistake("custom = CustomGame(win_tile=64, initial_tiles=[(0, 0, 2), (3, 3, 2)])",
                    "a board has four corners: (0, 0), (0, 3), (3, 0) and (3, 3)")],
    ),
]
