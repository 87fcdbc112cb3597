"""Shape checks on decoded values, so a loaded mode is safe to hand to the engine.

The reference validates only width, height and TileNumAmount; a code with a wrong grid size
or a number where a list belongs fails later, half-imported. We check the shapes the engine
relies on up front and name the field that is wrong.
"""

from __future__ import annotations

import math
from typing import Any

from .errors import SaveCodeError
from .limits import MAX_GRID_CELLS, MAX_TILE_NUM_AMOUNT

# Mode fields the engine iterates over: they must be lists.
MODE_LIST_FIELDS = (
    "directions",
    "auto_directions",
    "movementParameters",
    "TileTypes",
    "MergeRules",
    "startTileSpawns",
    "start_forcedSpawns",
    "winConditions",
    "loseConditions",
    "statBoxes",
    "start_game_vars",
    "start_modifier_vars",
    "scripts",
    "discoveredTilesFilter",
    "gameplayComponentOpacities",
    "displayLagReductions",
    "start_mvar_indices",
)
GAME_LIST_FIELDS = (
    "directionsAvailable",
    "TileSpawns",
    "SpawnBoxes",
    "spawnConveyor",
    "discoveredTiles",
    "discoveredWinning",
    "discoveredLosing",
    "game_vars",
    "modifier_vars",
    "movesPlayed",
    "otherRandomEvents",
    "replayOtherSpawns",
    "forcedSpawns",
    "replayTimestamps",
    "mvar_indices",
)


def is_positive_integer(value: Any) -> bool:
    """The reference's test for width, height and TileNumAmount."""
    return (
        isinstance(value, float) and math.isfinite(value) and value >= 1 and value.is_integer()
    )


def check_count(value: Any, message: str, field: str, limit: int) -> None:
    """Width/height/TileNumAmount: a positive integer (reference message) within our limit."""
    if not is_positive_integer(value):
        raise SaveCodeError(message, field)
    if value > limit:
        raise SaveCodeError(f"{message}: {value:g} is above the limit of {limit}", field)


def check_mode_counts(fields: dict[str, Any]) -> None:
    """The three validated number fields, in the reference's order."""
    check_count(fields["width"], "Invalid width", "width", MAX_GRID_CELLS)
    check_count(fields["height"], "Invalid height", "height", MAX_GRID_CELLS)
    check_count(
        fields["TileNumAmount"],
        "Invalid amount of tile tier numbers",
        "TileNumAmount",
        MAX_TILE_NUM_AMOUNT,
    )
    if fields["width"] * fields["height"] > MAX_GRID_CELLS:
        raise SaveCodeError(
            f"grid of {fields['width']:g} x {fields['height']:g} cells is above the limit of "
            f"{MAX_GRID_CELLS} cells",
            "width",
        )


def check_grid(grid: Any, width: float, height: float, field: str) -> None:
    """A grid must be ``height`` rows of ``width`` cells (the engine indexes it blindly)."""
    rows, cols = int(height), int(width)
    if not isinstance(grid, list) or len(grid) != rows:
        got = f"{len(grid)} rows" if isinstance(grid, list) else type(grid).__name__
        raise SaveCodeError(f"expected {rows} rows of {cols} cells, got {got}", field)
    for r, row in enumerate(grid):
        if not isinstance(row, list) or len(row) != cols:
            got = f"{len(row)} cells" if isinstance(row, list) else type(row).__name__
            raise SaveCodeError(f"row {r}: expected {cols} cells, got {got}", field)


def check_lists(fields: dict[str, Any], names: tuple[str, ...]) -> None:
    """Each named field that is present must hold a list."""
    for name in names:
        if name in fields and not isinstance(fields[name], list):
            raise SaveCodeError(f"expected a list, got {_describe(fields[name])}", name)


def check_directions(directions: list[Any], field: str) -> None:
    """Each direction needs a movement vector list as its first element."""
    for i, entry in enumerate(directions):
        if not isinstance(entry, list) or not entry or not isinstance(entry[0], list):
            raise SaveCodeError(f"entry {i} is not [movement vector, ...]", field)


def check_mode(fields: dict[str, Any]) -> None:
    """Everything the engine needs to trust about a mode's 46 fields."""
    check_mode_counts(fields)
    check_grid(fields["startingGrid"], fields["width"], fields["height"], "startingGrid")
    check_lists(fields, MODE_LIST_FIELDS)
    check_directions(fields["directions"], "directions")
    check_directions(fields["auto_directions"], "auto_directions")
    if not isinstance(fields["spawnLocation"], str):
        raise SaveCodeError("expected text", "spawnLocation")


def check_game(mode: dict[str, Any], game: dict[str, Any]) -> None:
    """A game's grid must fit its mode; its records must be lists."""
    check_grid(game["Grid"], mode["width"], mode["height"], "Grid")
    check_lists(game, GAME_LIST_FIELDS)


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, float):
        return "a number"
    return type(value).__name__
