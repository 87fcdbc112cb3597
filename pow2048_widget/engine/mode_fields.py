"""The 46 fields of a mode (engine.md section 2): names, defaults and validation.

One table drives ``Mode``: the reference's field name (as in save codes and mode JSON), our
snake_case attribute, the default, whether it is a number field (S in the save code) and a
validator. Validators return the normalised value or raise ``ModeError`` naming the index, so
a bad edit is caught where it is made instead of crashing the next move.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import ModeError

INF = math.inf

MAX_GRID_CELLS = 65_536
"""Largest ``width * height`` of a mode (a 256 x 256 board); save codes use the same limit."""

MAX_TILE_NUM_AMOUNT = 10_000
"""Largest number of entries per tile (``TileNumAmount``)."""

MAX_NEXT_TILES = 1_000
"""Largest number of upcoming spawns a mode shows (``nextTiles``): each is drawn and kept
ahead of time, so a huge value would allocate until memory runs out."""


def _dir_entry(dv: float, dh: float, label: str, top: float, left: float, keys: list[str]) -> list:
    size = 0.15151515151515152
    return [[dv, dh, INF, 0.0, [1.0, True, True, True]], label, size, size,
            0.09090909090909091, top, left, keys, 0.0]


def default_directions() -> list[Any]:
    """The four orthogonal directions with the reference's buttons and keys."""
    return [
        _dir_entry(-1.0, 0.0, "↑", 0.18181818181818182, 0.42424242424242425, ["ArrowUp", "KeyW"]),
        _dir_entry(1.0, 0.0, "↓", 0.6666666666666666, 0.42424242424242425,
                   ["ArrowDown", "KeyS"]),
        _dir_entry(0.0, -1.0, "←", 0.42424242424242425, 0.18181818181818182,
                   ["ArrowLeft", "KeyA"]),
        _dir_entry(0.0, 1.0, "→", 0.42424242424242425, 0.6666666666666666,
                   ["ArrowRight", "KeyD"]),
    ]


def default_merge_rules() -> list[Any]:
    return [[2.0, ["@Next 1 0", "=", "@This 0"], True, [[["@This 0", "+", 1.0]]],
             [2.0, "^", ["@This 0", "+", 1.0]], [False, True]]]


def default_tile_types() -> list[Any]:
    """The 2048 table (tiles ``[k]`` shown as 2^k): the one of our bundled classic mode."""
    from .classic import classic_fields

    return classic_fields()["TileTypes"]


# --- validators ------------------------------------------------------------------------------


def _is_num(x: Any) -> bool:
    return type(x) is float or (type(x) is int)


def _list(field: str, v: Any, index: tuple[int, ...] = ()) -> list:
    if not isinstance(v, list):
        raise ModeError(field, f"must be a list, not {type(v).__name__}", index)
    return v


def _list_of_lists(field: str, v: Any, min_len: int = 0, what: str = "entry") -> list:
    _list(field, v)
    for i, e in enumerate(v):
        if not isinstance(e, list):
            raise ModeError(field, f"each {what} must be a list, not {type(e).__name__}", (i,))
        if len(e) < min_len:
            raise ModeError(field, f"{what} needs at least {min_len} items, has {len(e)}", (i,))
    return v


def _int_field(minimum: int, allow_inf: bool = False) -> Callable[[str, Any], Any]:
    def check(field: str, v: Any) -> Any:
        if isinstance(v, str):
            v = _number_text(field, v)
        if isinstance(v, bool) or not _is_num(v):
            raise ModeError(field, f"must be a number, not {type(v).__name__}")
        try:
            v = float(v)
        except OverflowError:  # a Python int beyond any double
            v = INF if v > 0 else -INF
        if math.isinf(v) and allow_inf and v > 0:
            return INF
        if not math.isfinite(v) or v != int(v):
            raise ModeError(field, f"must be a whole number, got {v!r}")
        if v < minimum:
            raise ModeError(field, f"must be at least {minimum}, got {int(v)}")
        return int(v)

    return check


def _number_text(field: str, s: str) -> float:
    try:
        return float(s.strip()) if s.strip() not in ("Infinity", "-Infinity") else float(
            s.strip().replace("Infinity", "inf"))
    except ValueError:
        raise ModeError(field, f"must be a number, got {s!r}") from None


def _number(field: str, v: Any) -> Any:
    if isinstance(v, str):
        v = _number_text(field, v)
    if isinstance(v, bool) or not _is_num(v):
        raise ModeError(field, f"must be a number, not {type(v).__name__}")
    return float(v)


def _bool(field: str, v: Any) -> bool:
    if not isinstance(v, bool):
        raise ModeError(field, f"must be true or false, not {v!r}")
    return v


def _any(field: str, v: Any) -> Any:
    return v


def _text_or_any(field: str, v: Any) -> Any:
    return v


def _any_list(field: str, v: Any) -> list:
    return _list(field, v)


def _spawn_location(field: str, v: Any) -> str:
    if v not in ("All", "Edge"):
        raise ModeError(field, f'must be "All" or "Edge", got {v!r}')
    return v


def _requirement(field: str, v: Any) -> Any:
    if v is False or isinstance(v, list) or isinstance(v, str):
        return v
    if isinstance(v, bool):
        return v
    if _is_num(v):
        return float(v)
    raise ModeError(field, f"must be a number, an expression or false, not {type(v).__name__}")


def _movement(field: str, m: Any, index: tuple[int, ...]) -> None:
    if not isinstance(m, list) or len(m) < 2:
        raise ModeError(field, "movement must be a list [dv, dh, slideAmount, moveType, "
                        "strength, prob?]", index)
    for k in (0, 1):
        if isinstance(m[k], bool) or not _is_num(m[k]):
            raise ModeError(field, "the step (dv, dh) must be numbers", index + (k,))
    if len(m) > 2 and (isinstance(m[2], bool) or not _is_num(m[2])):
        raise ModeError(field, "slideAmount must be a number", index + (2,))
    if len(m) > 4 and not isinstance(m[4], list):
        raise ModeError(field, "strength must be a list [kind, merges, zeroMerges, scripts]",
                        index + (4,))


def _directions(field: str, v: Any) -> list:
    _list_of_lists(field, v, 1, "direction")
    for i, d in enumerate(v):
        _movement(field, d[0], (i, 0))
    return v


def _auto_directions(field: str, v: Any) -> list:
    _list_of_lists(field, v, 2, "automatic move")
    for i, d in enumerate(v):
        _movement(field, d[0], (i, 0))
        if d[1] not in ("Before", "Between", "After"):
            raise ModeError(field, 'when must be "Before", "Between" or "After"', (i, 1))
    return v


def _movement_parameters(field: str, v: Any) -> list:
    _list(field, v)
    if len(v) != 3:
        raise ModeError(field, f"needs exactly 3 expressions (vdir, hdir, slide), has {len(v)}")
    return v


def rule_body_start(rule: list) -> int:
    """Index of entry 0 of a rule after its variable prefix (``@include_gvars``, ``@end_vars``)."""
    start = 1 if rule and rule[0] == "@include_gvars" else 0
    for i, e in enumerate(rule):
        if e == "@end_vars":
            return i + 1
    return start


def _merge_rules(field: str, v: Any) -> list:
    _list_of_lists(field, v, 0, "rule")
    for i, rule in enumerate(v):
        n = len(rule) - rule_body_start(rule)
        if n not in (5, 6, 9, 10):
            raise ModeError(field, "a rule needs 5, 6, 9 or 10 entries [length, condition, "
                            f"inOrder, outputs, score, flags, ...], has {n}", (i,))
        body = rule[len(rule) - n:]
        if not isinstance(body[3], list):
            raise ModeError(field, "outputs (entry 3) must be a list of tiles", (i, 3))
        if n > 5 and not isinstance(body[5], list):
            raise ModeError(field, "flags (entry 5) must be a list of booleans", (i, 5))
    return v


def _tile_types(field: str, v: Any) -> list:
    return _list_of_lists(field, v, 2, "tile type")


def _spawns(field: str, v: Any) -> list:
    _list_of_lists(field, v, 1, "spawn entry")
    for i, e in enumerate(v):
        if e[0] == "@CalcArray":
            continue
        if e[0] == "Box":
            if len(e) < 3:
                raise ModeError(field, 'a box needs ["Box", weight, tile, count?, ...]', (i,))
            continue
        if len(e) < 2:
            raise ModeError(field, "a spawn entry is [tile, weight]", (i,))
        if not isinstance(e[0], list):
            raise ModeError(field, "the tile must be a list", (i, 0))
    return v


def _forced_spawns(field: str, v: Any) -> list:
    _list_of_lists(field, v, 3, "forced spawn")
    for i, e in enumerate(v):
        if e[1] not in ("BeforeSpawns", "AfterSpawns"):
            raise ModeError(field, 'timing must be "BeforeSpawns" or "AfterSpawns"', (i, 1))
    return v


def _scripts(field: str, v: Any) -> list:
    _list_of_lists(field, v, 2, "script")
    for i, e in enumerate(v):
        kind = e[1]
        if not (isinstance(kind, str) or (isinstance(kind, list)
                                          and all(isinstance(k, str) for k in kind))):
            raise ModeError(field, "the trigger must be a name or a list of names", (i, 1))
    return v


def _stat_boxes(field: str, v: Any) -> list:
    return _list_of_lists(field, v, 2, "stat box")


def _level(field: str, v: Any) -> int:
    n = _int_field(0)(field, v)
    if n > 3:
        raise ModeError(field, f"must be 0, 1, 2 or 3, got {n}")
    return n


@dataclass(frozen=True)
class FieldSpec:
    """One mode field: reference name, attribute name, default factory, S/J, validator."""

    name: str
    attr: str
    default: Callable[[], Any]
    number: bool  # an "S" field of the save code (written with String(value))
    check: Callable[[str, Any], Any]
    play: bool = True


def _f(name: str, attr: str, default: Any, check: Callable[[str, Any], Any],
       number: bool = False, play: bool = True) -> FieldSpec:
    factory = default if callable(default) else (lambda d=default: _copy(d))
    return FieldSpec(name, attr, factory, number, check, play)


def _copy(x: Any) -> Any:
    return [_copy(e) for e in x] if isinstance(x, list) else x


# In save-code order (engine.md 2.3). ``startingGrid`` defaults to None = all "@Empty".
FIELDS: tuple[FieldSpec, ...] = (
    _f("width", "width", 4, _int_field(1), number=True),
    _f("height", "height", 4, _int_field(1), number=True),
    _f("startingGrid", "starting_grid", None, _any),  # checked against width/height by Mode
    _f("directions", "directions", default_directions, _directions),
    _f("auto_directions", "auto_directions", [], _auto_directions),
    _f("movementParameters", "movement_parameters", ["@VDir", "@HDir", "@SlideAmount"],
       _movement_parameters),
    _f("TileNumAmount", "tile_num_amount", 1, _int_field(1), number=True),
    _f("TileTypes", "tile_types", default_tile_types, _tile_types, play=False),
    _f("MergeRules", "merge_rules", default_merge_rules, _merge_rules),
    _f("startTileSpawns", "start_tile_spawns", [[[0.0], 85.0], [[1.0], 12.0], [[2.0], 3.0]],
       _spawns),
    _f("start_forcedSpawns", "start_forced_spawns", [], _forced_spawns),
    _f("winConditions", "win_conditions", [[11.0]], _any_list),
    _f("winRequirement", "win_requirement", 1.0, _requirement),
    _f("loseConditions", "lose_conditions", [], _any_list),
    _f("loseRequirement", "lose_requirement", False, _requirement),
    _f("winPriority", "win_priority", True, _bool),
    _f("postgameAllowed", "postgame_allowed", True, _bool),
    _f("statBoxes", "stat_boxes", [["Score", "@Score"]], _stat_boxes),
    _f("gameplayBackground", "gameplay_background", "#fff5da", _any, play=False),
    _f("gridBackground", "grid_background", "#c7bea7", _any, play=False),
    _f("tileBackground", "tile_background", "#ece0c2", _any, play=False),
    _f("textBackground", "text_background", "#524c46", _any, play=False),
    _f("gameplayRulesText", "gameplay_rules_text", [], _any, play=False),
    _f("multiMerge", "multi_merge", False, _bool),
    _f("spawnLocation", "spawn_location", "All", _spawn_location, number=True),
    _f("startTileAmount", "start_tile_amount", 2, _int_field(0, allow_inf=True), number=True),
    _f("randomTileAmount", "random_tile_amount", 1, _int_field(0, allow_inf=True), number=True),
    _f("spawnConditions", "spawn_conditions", True, _any),
    _f("nextTiles", "next_tiles", 0, _int_field(0), number=True),
    _f("start_game_vars", "start_game_vars", [], _any_list),
    _f("start_modifier_vars", "start_modifier_vars", [], _any_list),
    _f("scripts", "scripts", [], _scripts),
    _f("hexagonal", "hexagonal", False, _bool),
    _f("hiddenTileText", "hidden_tile_text", False, _any, play=False),
    _f("tileDisplayKnownLevel", "tile_display_known_level", 3, _int_field(0), number=True,
       play=False),
    _f("mergeResultKnownLevel", "merge_result_known_level", 2, _level, number=True),
    _f("knownMergeLookbackDistance", "known_merge_lookback_distance", 0,
       _int_field(0, allow_inf=True), number=True),
    _f("knownMergeMaxLength", "known_merge_max_length", 2, _int_field(0, allow_inf=True),
       number=True),
    _f("tileValueFunction", "tile_value_function", [0.0], _any),
    _f("discoveredTilesFilter", "discovered_tiles_filter", [], _any_list),
    _f("displayGridIntervalTime", "display_grid_interval_time", INF, _number, number=True),
    _f("spawnTileBlocked", "spawn_tile_blocked", False, _any),
    _f("directionBlocked", "direction_blocked", False, _any),
    _f("gameplayComponentOpacities", "gameplay_component_opacities", [], _any, play=False),
    _f("displayLagReductions", "display_lag_reductions", [], _any, play=False),
    _f("start_mvar_indices", "start_mvar_indices", [], _any_list),
)

BY_NAME: dict[str, FieldSpec] = {f.name: f for f in FIELDS}
BY_ATTR: dict[str, FieldSpec] = {f.attr: f for f in FIELDS}
assert len(FIELDS) == 46
