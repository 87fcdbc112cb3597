"""The Excel LAMBDA 2048 as a ``Game`` the Board plays (``excel_2048_game``).

The moves and merges are Compendium rules (tiles ``[n]`` hold the number shown; a merge of two
``n`` gives ``INT(n*1.00002 + n)`` and the points the formula keeps in the decimals). What rules
cannot say is done by a ``TurnHook``: the formula draws one number of its own generator per
key press, whether the press changes the grid or not, and places the new tile from it. The
generator's state lives in ``game_vars[0]`` so undo restores it.

``excel_2048_replay`` (in ``excel_formula``) computes the same game straight from the formula.
A new game (the Board's button) starts this seed's game again, as the sheet does when its
moves are cleared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Game, Mode
from ..engine.hooks import TurnHook
from ._modes import EMPTY, directions
from .excel_formula import (
    LCG_MODULUS,
    check_seed,
    lcg_next,
    start_cells,
    tile_digit,
)

if TYPE_CHECKING:
    from ..engine.hooks import Placement

_MERGED = ["@This 0", "*", 1.00002, "+", "@This 0"]
EXCEL_MERGE_RULE: list[Any] = [
    2.0, ["@Next 1 0", "=", "@This 0"], True,
    [[[*_MERGED, "floor", 1.0]]],                       # INT(a*pt + a)
    [_MERGED, "%", 1.0, "*", 100000.0, "round", 1.0],   # the decimals, times 10^5
    [False, True],
]


def excel_2048_mode(seed: int) -> Mode:
    """The Excel game's rules for ``seed``: its start grid, merges, win at 2048 (play on)."""
    seed = check_seed(seed)
    cells = start_cells(seed)
    grid = [[[cells[4 * r + c]] if cells[4 * r + c] else EMPTY for c in range(4)]
            for r in range(4)]
    return Mode(
        width=4, height=4, starting_grid=grid,
        directions=directions((["ArrowUp", "KeyW"], ["ArrowDown", "KeyS"],
                               ["ArrowLeft", "KeyA"], ["ArrowRight", "KeyD"])),
        tile_types=[[True, "@This 0", "#ffffff", "#000000"]],
        merge_rules=[EXCEL_MERGE_RULE],
        start_tile_spawns=[[[2.0], 9.0], [[4.0], 1.0]],
        start_tile_amount=0.0, random_tile_amount=1.0,
        win_conditions=[["@This 0", ">=", 2048.0]],
        postgame_allowed=True,
        start_game_vars=[float(seed)],
        stat_boxes=[["Score", "@Score"]],
        grid_background="#d9d9d9", tile_background="#f3f3f3",
        merge_result_known_level=0.0,
    )


class ExcelSpawns(TurnHook):
    """``TurnHook`` of the Excel game: its generator and its ``place_random``."""

    #: What a refused Game code tells the user (``savecode.api.refuse_hooked_game``).
    save_advice = ("keep the seed and the moves (U D L R) and replay them with "
                   "excel_2048_game(seed) or excel_2048_replay(seed, moves)")

    def before_press(self, game: Game, direction: int) -> None:
        """``randoms``: one new number per key press, used or not."""
        gv = game.state.game_vars
        gv[0] = float(lcg_next(int(gv[0])) % LCG_MODULUS)

    def place_spawns(self, game: Game, amount: int) -> list[Placement]:
        """The ``MOD(seed, count)+1``-th empty cell (row-major) gets a 2, or a 4."""
        if amount <= 0:
            return []
        seed = int(game.state.game_vars[0])
        empty = [(v, h) for v, row in enumerate(game.state.grid)
                 for h, cell in enumerate(row) if cell == EMPTY]
        if not empty:
            return []
        v, h = empty[seed % len(empty)]
        return [(v, h, [float(tile_digit(seed))])]


def excel_2048_game(seed: int) -> Game:
    """A game of the Excel LAMBDA 2048 from ``seed`` that the Board plays.

    Its grids and score follow ``excel_2048_replay(seed, moves)`` press for press (a press
    that changes nothing still uses up a number). Keys: arrows and WASD.
    """
    game = Game(excel_2048_mode(seed), seed=seed)
    game.turn_hook = ExcelSpawns()
    return game
