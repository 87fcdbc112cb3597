"""Does sliding a line depend on that line alone? The analysis behind the fast path.

A press normally runs the general slide: every cell, every pass, every rule evaluated (or
looked up in the merge cache). When a mode's merge rules read nothing but the tiles of
their own merge group (``"@This k"``, ``"@Next d k"`` with ``d`` inside the group), have no
side effects, draw no random numbers, and nothing else in the mode can run during a press
(no scripts, automatic moves, movement parameters, blocked directions, end-of-turn rules,
forced spawns, spawn conditions, ...), then the outcome of sliding one row or column is a
function of that line's tiles: it can be computed once and reused (``line_table``), and a
press is a handful of look-ups (``fast_press``). The merge cache is then transparent too
(a cached outcome equals the evaluated one) because each rule reads only the cells the
cache key holds.

The test is conservative: ``fast_path_blocker(mode)`` returns the first reason the mode
does not qualify (None when it does); anything not known to be safe blocks. Modes that do
not qualify simply keep the general path.
"""

from __future__ import annotations

import math
from typing import Any

from .directions import parse_movement
from .mode import Mode
from .mode_fields import rule_body_start
from .purity import IMPURE_OPERATORS, LOCAL_PREFIXES, LOCAL_WORDS
from .rule_families import custom_unordered_condition
from .rule_text import expand_multilength
from .tiles import TEMP_HOLE

DEFAULT_PARAMS = ["@VDir", "@HDir", "@SlideAmount"]
ORTHOGONAL = {(-1, 0), (1, 0), (0, -1), (0, 1)}
_UNBOUNDED = math.inf


def _num(text: str) -> float | None:
    try:
        x = float(text)
    except ValueError:
        return None
    return x if math.isfinite(x) else None


def _reach_of_string(s: str, length: int) -> float | None:
    """How far ahead of This the string reads (0 = This only); None when it reads anything
    but the tiles of the line, or acts."""
    if not s.startswith("@"):
        return None if s in IMPURE_OPERATORS else 0.0
    if s in LOCAL_WORDS or s.startswith("@@"):
        return 0.0
    parts = s.split(" ")
    head, args = parts[0], parts[1:]
    if head in LOCAL_PREFIXES:
        return 0.0
    if head == "@This":
        if not args:
            return 0.0
        if len(args) == 1 and _num(args[0]) is not None:
            return 0.0
        return None  # coordinates and anything else
    if head == "@Next":
        if not args:
            return float(length - 1)  # the merge group
        if len(args) > 2:
            return None  # a sideways step leaves the line
        d = _num(args[0])
        if d is None or d < 0 or not d.is_integer():
            return None
        if len(args) == 2 and _num(args[1]) is None:
            return None  # "@Next 1 VCoord" and the like read positions
        return d
    return None


def rule_reach(expr: Any, length: int) -> float | None:
    """The farthest cell ahead of This that ``expr`` reads, or None when it is not a pure
    function of the line's tiles."""
    t = type(expr)
    if t is str:
        return _reach_of_string(expr, length)
    if t is list:
        best = 0.0
        for e in expr:
            r = rule_reach(e, length)
            if r is None:
                return None
            best = max(best, r)
        return best
    return 0.0


def _rules_blocker(mode: Mode) -> str | None:
    rules = expand_multilength([list(r) if isinstance(r, list) else r
                                for r in mode.merge_rules], mode.width, mode.height)
    cache_on = mode.merge_result_known_level >= 1
    for i, raw in enumerate(rules):
        where = f"MergeRules[{i}]"
        if not isinstance(raw, list) or not raw:
            return f"{where} is not a rule list"
        if raw[0] == "@include_gvars":
            return f"{where} reads the game variables"
        start = rule_body_start(raw)
        if start:
            # Definitions run before the group is checked: at every cell, edges and the
            # end-of-turn phase included, where a failing one (a loop over its step budget)
            # stops the press; and a definition's value that is an "@" string is read again
            # as a special string, which may read anything. A line table sees neither.
            return f"{where} defines variables (evaluated at every cell, before its group)"
        body = raw[start:]
        length = body[0] if body else 1.0
        if type(length) is not float or not length.is_integer() or length < 1:
            return f"{where} has a length that is not a plain number >= 1"
        n = int(length)
        for j, part in enumerate(body[1:]):
            reach = rule_reach(part, n)
            if reach is None and j == 0 and custom_unordered_condition(
                    part, n, rule_reach):
                reach = 0.0  # the Custom template's unordered test (rule_families)
            if reach is None:
                return f"{where} reads more than the tiles of its line (or acts)"
            if reach > n - 1:
                return f"{where} reads beyond its merge group"
        if isinstance(body[3] if len(body) > 3 else None, list) and _has_temp_hole(body[3]):
            return f"{where} makes temporary holes"
        if cache_on and n > mode.known_merge_max_length:
            return f"{where} is longer than the merge cache's key"
    return None


def _has_temp_hole(x: Any) -> bool:
    if type(x) is str:
        return x.startswith(TEMP_HOLE)
    if type(x) is list:
        return any(_has_temp_hole(e) for e in x)
    return False


def _plain_tile(tile: Any) -> bool:
    return type(tile) is list and bool(tile) and tile[0] != "@CalcArray" and all(
        type(e) is not list for e in tile)


def spawns_blocker(mode: Mode, boxes: bool = False) -> str | None:
    """Why the mode's spawn table is not plain data (weights and tiles), or None. With
    ``boxes``, ``["Box", weight, tile, count?, ...]`` entries of plain tiles are plain too."""
    from .spawning import box_items

    for i, e in enumerate(mode.start_tile_spawns):
        if type(e) is list and len(e) >= 2 and type(e[1]) is float and (
                _plain_tile(e[0]) or boxes and e[0] == "Box" and all(
                    _plain_tile(t) for t in box_items(e))):
            continue
        return f"TileSpawns[{i}] is not a plain [tile, weight]"
    return None


def _first_failed(checks: list[tuple[bool, str]]) -> str | None:
    """The reason of the first check that does not hold, or None."""
    return next((why for ok, why in checks if not ok), None)


def fast_path_blocker(mode: Mode) -> str | None:
    """The first reason ``mode`` cannot use the fast path, or None when it can.

    Only the slide is replaced by look-ups; spawning, discovery, winning and losing still run
    through the game's own code, so the spawn table, win and lose conditions may be any
    expressions.
    """
    checks: list[tuple[bool, str]] = [
        (not mode.scripts, "the mode has scripts"),
        (not mode.auto_directions, "the mode has automatic moves"),
        (mode.movement_parameters == DEFAULT_PARAMS, "movementParameters are not the default"),
        (mode.direction_blocked is False, "directionBlocked is set"),
        (not mode.discovered_tiles_filter, "the mode filters discovered tiles"),
        (not mode.hexagonal, "the grid is hexagonal"),
        (not _has_temp_hole(mode.starting_grid_or_empty()), "the board has temporary holes"),
    ]
    why = _first_failed(checks)
    if why is not None:
        return why
    for d, entry in enumerate(mode.directions):
        mv = parse_movement(entry[0])
        if (mv.dv, mv.dh) not in ORTHOGONAL:
            return f"directions[{d}] is not one orthogonal step"
        if mv.prob is not None:
            return f"directions[{d}] has a probability"
        if len(entry) > 9 and entry[9] is not True:
            return f"directions[{d}] has an availability expression"
    return _rules_blocker(mode)


def plain_rest_blocker(mode: Mode) -> str | None:
    """Why spawning and judging are not plain data (needed by batch play), or None."""
    return plain_judge_blocker(mode) or plain_spawns_blocker(mode)


def plain_spawns_blocker(mode: Mode, boxes: bool = False) -> str | None:
    """Why a press's spawns are not plain draws from a plain table (``spawns_blocker``;
    ``boxes`` as there), or None."""
    checks: list[tuple[bool, str]] = [
        (mode.spawn_conditions is True, "spawnConditions is not plain true"),
        (mode.spawn_tile_blocked is False, "spawnTileBlocked is set"),
        (not mode.start_forced_spawns, "the mode has forced spawns"),
    ]
    return _first_failed(checks) or spawns_blocker(mode, boxes)


def plain_judge_blocker(mode: Mode) -> str | None:
    """Why winning and losing are not decided by the tiles alone against plain-number
    requirements (what ``FastPress.judge`` needs, whatever the spawns), or None."""
    from .judge import conditions_local

    checks: list[tuple[bool, str]] = [
        (conditions_local(mode.win_conditions) and conditions_local(mode.lose_conditions),
         "win or lose conditions read more than the tile"),
        (type(mode.win_requirement) is float, "winRequirement is an expression"),
        (mode.lose_requirement is False or type(mode.lose_requirement) is float,
         "loseRequirement is an expression"),
    ]
    return _first_failed(checks)


def qualifies(mode: Mode) -> bool:
    """True when presses of ``mode`` can take the exact fast path."""
    return fast_path_blocker(mode) is None
