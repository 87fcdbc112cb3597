"""``PythonRules``: the ``TurnHook`` that plays a ``CustomGame``'s Python functions.

The Compendium cannot run Python, so a custom game with a Python merge, spawn, win or lose
function gets this hook: it runs the document's algorithm (``custom_algorithm``) with the
functions, in place of the engine's step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..calcarray.errors import CalcArrayError
from ..engine import Game, GameError, ModeError
from ..engine.hooks import Placement, SlideOutcome, TurnHook
from . import custom_algorithm as algo
from ._modes import EMPTY
from .custom_options import NEW_MARK, VOID, is_python, one_argument, tile_function

if TYPE_CHECKING:
    from .custom import CustomGame

Values = list[list[int]]


def _play_error(message: str, option: str = "new_tile") -> GameError:
    """A ``GameError`` naming the option whose Python function misbehaved during play."""
    return GameError(option, CalcArrayError(message, kind="type"))


def _values(grid: list[list[Any]]) -> Values:
    return [[int(c[0]) if type(c) is list else 0 for c in row] for row in grid]


class PythonRules(TurnHook):
    """``TurnHook`` that runs a ``CustomGame``'s Python options (see ``engine.hooks``)."""

    def __init__(self, custom: CustomGame) -> None:
        self.custom = custom

    def _function(self, option: Any, default: Callable[[list[int]], Any], name: str,
                  fallback: Any = None) -> Callable[[list[int]], Any]:
        if option is None:
            return default
        if is_python(option):
            return tile_function(option, name, fallback)
        raise ModeError(name, "give all three merge functions in Python when one of them "
                        "is Python")

    def slide(self, game: Game, direction: int) -> SlideOutcome | None:
        c = self.custom
        if not c.merges_in_python():
            return None
        cond = self._function(c.merge_condition, lambda t: len(set(t)) == 1,
                              "merge_condition", False)
        result = self._function(c.merge_result, sum, "merge_result")
        score = self._function(c.merge_score, result, "merge_score")
        grid = game.state.grid
        board: list[list[algo.Cell]] = [
            [None if cell == VOID else (int(cell[0]) if type(cell) is list else 0)
             for cell in row] for row in grid]
        after, points = algo.slide_board(board, direction, cond, result, score,
                                         c.min_merge_length, c.max_merge_length,
                                         c.merge_strategy)
        new = [[VOID if v is None else ([float(v), NEW_MARK] if v else EMPTY) for v in row]
               for row in after]
        moved = after != board
        return SlideOutcome(new, points, moved)

    def place_spawns(self, game: Game, amount: int) -> list[Placement] | None:
        maker = self.custom.new_tile
        if not is_python(maker):
            return None
        if amount <= 0:
            return []
        out: list[Placement] = []
        values = _values(game.state.grid)
        made = maker(values) if one_argument(maker) else maker(values, game.rng)
        for i, item in enumerate(made or []):
            try:
                r, c, v = (int(x) for x in item)
            except (TypeError, ValueError):
                raise _play_error(f"tile {i} must be (row, column, value) ints, "
                                  f"not {item!r}") from None
            where = ("off the board" if not (0 <= r < game.height and 0 <= c < game.width)
                     else "a disabled cell" if game.state.grid[r][c] == VOID
                     else "not empty" if game.state.grid[r][c] != EMPTY
                     or any(p[:2] == (r, c) for p in out) else "")
            if where:
                raise _play_error(f"tile {i} goes to ({r}, {c}), which is {where}")
            out.append((r, c, [float(v), NEW_MARK]))
        return out

    def judge(self, game: Game, win: bool, lose: bool) -> tuple[bool, bool] | None:
        c = self.custom
        values = _values(game.state.grid)
        if is_python(c.win_condition) and game.won != -1:
            win = bool(c.win_condition(values))
        if is_python(c.lose_condition):
            lose = bool(c.lose_condition(values))
        return win, lose
