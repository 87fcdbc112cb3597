"""Turning a Custom design into a playable mode, as the reference does.

In a Custom mode every tile is ``[tile number, displayed value]``; merges and colours look
at the number, the displayed value of a merge result is the sum of the merged values.
The output is the 46 Mode-code fields the reference exports once such a game is started.
"""

from __future__ import annotations

import math
from typing import Any

from ..calcarray.jsnum import number_to_string
from .custom import CustomDesign
from .custom_subset import could_be_subset
from .errors import SaveCodeError
from .fields import MODE_FIELD_NAMES
from .limits import MAX_GRID_CELLS


def default_directions() -> list[Any]:
    """The engine's four arrow directions with their on-screen button geometry."""

    def vector(v: float, h: float) -> list[Any]:
        return [v, h, math.inf, 0.0, [1.0, True, True, True]]

    size, gap = 5 / 33, 3 / 33
    return [
        [vector(-1.0, 0.0), "\u2191", size, size, gap, 6 / 33, 14 / 33, ["ArrowUp", "KeyW"], 0.0],
        [vector(1.0, 0.0), "\u2193", size, size, gap, 22 / 33, 14 / 33,
         ["ArrowDown", "KeyS", "KeyX"], 0.0],
        [vector(0.0, -1.0), "\u2190", size, size, gap, 14 / 33, 6 / 33, ["ArrowLeft", "KeyA"], 0.0],
        [vector(0.0, 1.0), "\u2192", size, size, gap, 14 / 33, 22 / 33, ["ArrowRight", "KeyD"],
         0.0],
    ]  # fmt: skip


def _number_test(kind: Any, numbers: Any, n: str, joined: bool = True) -> list[Any]:
    """The condition items testing tile number ``n`` (one item for a list, five for a range)."""
    if kind == 0:
        comparisons: list[Any] = []
        for v in numbers:
            if comparisons and joined:
                comparisons.append("||")
            comparisons.append([n, "=", v])
        return [comparisons]
    low, high, remainder, modulus = numbers[:4]
    return [[n, ">=", low], "&&", [n, "<=", high], "&&", [n, "mod", modulus, "=", remainder]]


def _subset_guard(p: int, k_m: int, k_p: int) -> list[Any]:
    return [
        "&&",
        [0, "@edit_var", 5, 0.0, "@repeat", ["@Var 5", ">", float(k_m - k_p), "&&", "@Var 6"],
         "@edit_var", 5.0, ["@Var 5", "-", 1.0], "@edit_var", 6.0,
         [float(p), "mergeRuleApplies_nonRecursive", "@Var 5", "!"], "2nd", "@Var 6"],
    ]  # fmt: skip


def _fix_numbers(value: Any) -> Any:
    """Expression literals written above as ints become CalcArray numbers (floats)."""
    if isinstance(value, list):
        return [_fix_numbers(v) for v in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


def _merge_rule(m: int, merge: list[Any], guards: list[list[Any]]) -> list[Any]:
    kind, numbers, others, outputs, ordered = merge[:5]
    k = len(others)
    n = "@This 0" if ordered else "@Var 0"
    test = _number_test(kind, numbers, n)
    if ordered:
        condition: list[Any] = list(test)
        for i, (relative, x) in enumerate(others, start=1):
            if relative:
                condition += ["&&", ["@This 0", "+", x, "=", f"@Next {i} 0"]]
            else:
                condition += ["&&", [f"@Next {i} 0", "=", x]]
        for guard in guards:
            condition += guard
    else:
        targets = [["@Var 0", "+", x] if relative else x for relative, x in others]
        inner: list[Any] = [
            *test,
            "&&",
            [["@Var 2", "arr_map", ["@Var -1", "CalcArray"]], "arr_eqRearrange",
             [["@Literal", "@Var 0", *targets], "arr_map", ["@Var -1", "CalcArray"]]],
        ]  # fmt: skip
        for guard in guards:
            inner += guard
        tiles = ["@Literal", "@This 0", *(f"@Next {i} 0" for i in range(1, k + 1))]
        condition = [
            "@global_var_retain", 0, -1, tiles, False, m, 0, True, "@end_vars", 0,
            "@repeat", ["@Var 1", "<", k, "&&", ["@Var 3", "!"]],
            "@edit_var", 1, ["@Var 1", "+", 1],
            "@edit_var", 0, ["@Var 2", "arr_elem", "@Var 1", "CalcArray"],
            "@if", inner, "@edit_var", 3, True, "@end-if", "@end-repeat", "2nd", "@Var 3",
        ]  # fmt: skip
    total: list[Any] = ["@This 1"]
    for i in range(1, k + 1):
        total += ["+", f"@Next {i} 1"]
    if outputs:
        relative, x = outputs[0][:2]
        first = ["@var_retain", n, "+", x] if relative else x
        results: list[Any] = [[first, total]]
        score: Any = [*total, "abs"] if k else 0
    else:
        results, score = [], 0
    length = k + 1 if k else 0
    return _fix_numbers([length, condition, True, results, score])


def convert_merges(merges: list[Any]) -> tuple[list[Any], float, float]:
    """MergeRules plus knownMergeLookbackDistance and knownMergeMaxLength."""
    rules = []
    lookback = 0
    for m, merge in enumerate(merges):
        k_m = len(merge[2])
        guards = []
        for p in range(m):
            k_p = len(merges[p][2])
            if k_p > k_m and could_be_subset(merge, merges[p]):
                guards.append(_subset_guard(p, k_m, k_p))
                lookback = max(lookback, k_p - k_m)
        rules.append(_merge_rule(m, merge, guards))
    longest = max([1] + [len(merge[2]) + 1 for merge in merges])
    return rules, float(lookback), float(longest)


def _channel(colour: list[Any], k: int) -> Any:
    c, start = colour[k], colour[5]
    exponential, a, b = colour[6 + 3 * (k - 1): 9 + 3 * (k - 1)]
    if exponential:
        return [b, "^", ["@This 0", "-", start], "*", c - a, "+", a]
    return ["@This 0", "-", start, "*", a, "+", c]


def _colour_expression(colour: list[Any]) -> list[Any]:
    return [colour[0], *(_channel(colour, k) for k in range(1, 5))]


def convert_colours(colours: list[Any]) -> list[Any]:
    """TileTypes: one entry per colour rule, then the catch-all entry."""
    tile_types: list[Any] = []
    for kind, numbers, stops, positions, head, text_colour in (c[:6] for c in colours):
        if kind == 0 and not numbers:
            continue
        condition = _number_test(kind, numbers, "@This 0", joined=False)
        if len(stops) == 1:
            colour: Any = _colour_expression(stops[0])
        else:
            ordered = sorted(zip(positions, stops, strict=False), key=lambda pair: pair[0])
            colour = list(head)
            for position, stop in ordered:
                colour += [_colour_expression(stop), position]
        tile_types.append([condition, ["@This 1"], colour, _colour_expression(text_colour)])
    tile_types.append([True, "@This 1", "#000000", "#ffffff"])
    return tile_types


def _css_colour(colour: list[Any]) -> str:
    model, *channels = colour
    text = [number_to_string(c) if isinstance(c, float) else str(c) for c in channels]
    if model == "@RGBA":
        return f"rgba({text[0]}, {text[1]}, {text[2]}, {text[3]})"
    if model == "@HSVA":
        h, s, v, a = channels
        s, v = s / 100, v / 100
        lightness = v * (1 - s / 2)
        sl = 0.0 if lightness in (0, 1) else (v - lightness) / min(lightness, 1 - lightness)
        parts = [h, 100 * sl, 100 * lightness, a]
        text = [number_to_string(c) if isinstance(c, float) else str(c) for c in parts]
    return f"hsla({text[0]}, {text[1]}%, {text[2]}%, {text[3]})"


def _css_gradient(kind: str, angle: Any, stops: list[tuple[Any, list[Any]]]) -> str:
    conic = kind.endswith("conic-gradient")
    unit = "deg" if conic else "%"
    items = []
    if conic:
        items.append(f"from {number_to_string(angle)}deg")
    elif not kind.endswith("radial-gradient"):
        items.append(f"{number_to_string(angle)}deg")
    for position, colour in stops:
        css = _css_colour(colour)
        items.append(css if position is None else f"{css} {number_to_string(position)}{unit}")
    return f"{kind[1:]}({', '.join(items)})"


def _sorted_stops(entry: list[Any]) -> list[tuple[Any, list[Any]]]:
    return sorted(zip(entry[2], entry[3], strict=False), key=lambda pair: pair[0])


def first_colour_css(entry: list[Any]) -> str:
    """Empty-cell, grid and text colours use only an entry's first colour."""
    return _css_colour(_sorted_stops(entry)[0][1])


def background_css(entry: list[Any], repeat_single: bool = False) -> str:
    """A designer background as CSS text (what the colour evaluator makes of it)."""
    kind, angle = entry[:2]
    stops = _sorted_stops(entry)
    if len(stops) == 1 and not repeat_single:
        return _css_colour(stops[0][1])
    if len(stops) == 1:
        return _css_gradient(kind, angle, [(None, stops[0][1]), (None, stops[0][1])])
    return _css_gradient(kind, angle, stops)


def _spawn_line(spawns: list[Any], box: bool) -> str:
    word = "amount" if box else "chance"
    parts = [
        f"{number_to_string(value)} with {word} {number_to_string(weight)}"
        for value, weight in spawns
        if weight != 0
    ]
    head = 'Spawning tiles pull from a "box" that starts with: ' if box else "Spawning tiles: "
    return head + ", ".join(parts)


def _conditions(spec: list[Any]) -> tuple[list[Any], Any]:
    required, *numbers = spec
    if required == 0:
        return [], False
    return [[["@This 0", "=", n]] for n in numbers], required


def custom_mode_fields(design: CustomDesign) -> dict[str, Any]:
    """The 46 mode fields of the playable mode built from a design."""
    try:
        return _convert(design.values)
    except SaveCodeError:
        raise
    except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
        raise SaveCodeError(f"design has an unexpected shape ({exc})", "Custom design") from None


def custom_extras(design: CustomDesign) -> dict[str, Any]:
    """Pre-game data of the design: page background, icon, mode variables."""
    values = design.values
    backgrounds = values["customBackground"]
    icon = backgrounds[5]
    return {
        "pregame_background": background_css(backgrounds[1], repeat_single=True),
        "icon_text": values["customRulesText"][4] if icon[3] else None,
        "icon_background": background_css(icon) if icon[3] else None,
        "mode_vars": [any(_is_negative(v) for v, _ in values["customSpawningTiles"][1:])],
    }


def _is_negative(value: Any) -> bool:
    return isinstance(value, float) and value < 0


def _grid_size(grid_size: Any, merges: list[Any]) -> float:
    """The square grid's side, checked against the cell limit before
    a single row is built: a size of 1e308 or 100000 must not allocate anything."""
    size = grid_size or max([3] + [len(m[2]) + 3 for m in merges])
    try:
        size = float(size)
    except (TypeError, ValueError, OverflowError):
        raise SaveCodeError(f"grid size {size!r} is not a number",
                            "customRulesText[3] (grid size)") from None
    if not math.isfinite(size) or size * size > MAX_GRID_CELLS:
        raise SaveCodeError(f"grid size {size:g} is above the limit of {MAX_GRID_CELLS:,} cells",
                            "customRulesText[3] (grid size)")
    return size


def _convert(values: dict[str, Any]) -> dict[str, Any]:
    box, *spawns = values["customSpawningTiles"]
    spawns = [(s[0], s[1]) for s in spawns]
    if box:
        box_entry: list[Any] = ["Box", 1.0]
        for s, (value, weight) in enumerate(spawns, start=1):
            box_entry += [[float(s), value], weight]
        start_spawns: list[Any] = [box_entry]
    else:
        start_spawns = [[[float(s), value], weight] for s, (value, weight) in enumerate(spawns, 1)]
    merges = values["customMerges"]
    rules, lookback, longest = convert_merges(merges)
    subtitle, title, description, grid_size = values["customRulesText"][:4]
    size = _grid_size(grid_size, merges)
    backgrounds = values["customBackground"]
    win_conditions, win_requirement = _conditions(values["customWins"])
    lose_conditions, lose_requirement = _conditions(values["customLosses"])
    rules_text = [
        ["h2", subtitle],
        ["h1", title],
        ["p", description],
        ["p", _spawn_line(spawns, bool(box))],
    ]
    fields: dict[str, Any] = {
        "width": size,
        "height": size,
        "startingGrid": [["@Empty"] * int(size) for _ in range(int(size))],
        "directions": default_directions(),
        "auto_directions": [],
        "movementParameters": ["@VDir", "@HDir", "@SlideAmount"],
        "TileNumAmount": 2.0,
        "TileTypes": _fix_numbers(convert_colours(values["customColors"])),
        "MergeRules": rules,
        "startTileSpawns": start_spawns,
        "start_forcedSpawns": [],
        "winConditions": win_conditions,
        "winRequirement": win_requirement,
        "loseConditions": lose_conditions,
        "loseRequirement": lose_requirement,
        "winPriority": True,
        "postgameAllowed": True,
        "statBoxes": [["Score", "@Score"]],
        "gameplayBackground": background_css(backgrounds[0]),
        "gridBackground": first_colour_css(backgrounds[3]),
        "tileBackground": first_colour_css(backgrounds[2]),
        "textBackground": first_colour_css(backgrounds[4]),
        "gameplayRulesText": rules_text,
        "multiMerge": False,
        "spawnLocation": "All",
        "startTileAmount": 2.0,
        "randomTileAmount": 1.0,
        "spawnConditions": True,
        "nextTiles": 0.0,
        "start_game_vars": [],
        "start_modifier_vars": [],
        "scripts": [],
        "hexagonal": False,
        "hiddenTileText": False,
        "tileDisplayKnownLevel": 3.0,
        "mergeResultKnownLevel": 2.0,
        "knownMergeLookbackDistance": lookback,
        "knownMergeMaxLength": longest,
        "tileValueFunction": ["@This 1"],
        "discoveredTilesFilter": [],
        "displayGridIntervalTime": math.inf,
        "spawnTileBlocked": False,
        "directionBlocked": False,
        "gameplayComponentOpacities": [],
        "displayLagReductions": [],
        "start_mvar_indices": [],
    }
    return {name: fields[name] for name in MODE_FIELD_NAMES}
