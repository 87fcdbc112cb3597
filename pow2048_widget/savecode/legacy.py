"""The 1.0 layout of Mode and Game codes, upgraded to 3.0 fields.

Version 1.0 predates the append-only layout: its own field order, plain JSON without SC
values, raw ``t``/``f`` letters for flags, names without ``@``, shorter direction entries and
stat boxes chosen by flags.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from ..calcarray.jsnum import string_to_number
from .codec import SplitCode, field_text, parse_plain_json
from .errors import SaveCodeError
from .modecode import OLD_REPLAY_WARNING, DecodedCode, complete_mode, mark_resumed
from .rules_text import compose_rules_text
from .upgrades import add_at_prefix, wrap_tile_types
from .validate import check_game, check_mode, check_mode_counts

# (index, name, form); forms: number, json, plain, flag (with its error message).
_V1_FIELDS: tuple[tuple[int, str, str], ...] = (
    (2, "width", "number"),
    (3, "height", "number"),
    (4, "TileNumAmount", "number"),
    (5, "TileTypes", "json"),
    (6, "MergeRules", "json"),
    (7, "startTileSpawns", "json"),
    (8, "startingGrid", "json"),
    (9, "winConditions", "json"),
    (10, "winRequirement", "number"),
    (11, "slideAmount", "number"),
    (12, "multiMerge", "flag:Invalid multiMerge"),
    (13, "gameplayBackground", "plain"),
    (14, "gridBackground", "plain"),
    (15, "tileBackground", "plain"),
    (16, "textBackground", "plain"),
    (17, "gameplayRulesText", "plain"),
    (18, "showDiscovered", "flag:Invalid discovered display"),
    (19, "showDiscoveredWinning", "flag:Invalid winning display"),
    (20, "spawnLocation", "plain"),
    (21, "startTileAmount", "number"),
    (22, "randomTileAmount", "number"),
    (23, "directions", "json"),
    (24, "nextTiles", "number"),
    (25, "showMoves", "flag:Invalid moves display"),
    (26, "showMerges", "flag:Invalid moves display"),
    (27, "start_game_vars", "json"),
    (28, "spawnConditions", "json"),
)
_V1_GAME_FIELDS: tuple[tuple[int, str, str], ...] = (
    (29, "Grid", "json"),
    (30, "score", "number"),
    (31, "won", "number"),
    (32, "discoveredTiles", "json"),
    (33, "discoveredWinning", "json"),
    (34, "SpawnBoxes", "json"),
    (35, "directionsAvailable", "json"),
    (36, "spawnConveyor", "json"),
    (37, "moves_so_far", "number"),
    (38, "merges_so_far", "number"),
    (39, "moves_where_merged", "number"),
    (40, "merges_before_now", "number"),
)

_V1_DEFAULTS: dict[str, Any] = {
    "auto_directions": [],
    "movementParameters": ["@VDir", "@HDir", "@SlideAmount"],
    "start_forcedSpawns": [],
    "loseConditions": [],
    "loseRequirement": False,
    "winPriority": True,
    "postgameAllowed": True,
    "start_modifier_vars": [],
    "scripts": [],
    "knownMergeLookbackDistance": math.inf,
    "knownMergeMaxLength": math.inf,
}


def _read(code: SplitCode, index: int, name: str, form: str) -> Any:
    label = code.label(index, name)
    if form.startswith("flag:"):
        raw = code.parts[index] if index < len(code.parts) else ""
        if raw not in ("t", "f"):
            raise SaveCodeError(form[5:], label)
        return raw == "t"
    text = field_text(code, index, name)
    if form == "number":
        return string_to_number(text)
    if form == "plain":
        return text
    return parse_plain_json(text, label)


def _upgrade_tile_types(tile_types: Any) -> Any:
    if not isinstance(tile_types, list):
        return tile_types
    result = []
    for entry in tile_types:
        if isinstance(entry, list) and len(entry) > 4:
            entry = [*entry[:4], "none", *entry[4:]]
            entry[7:] = [
                ["Innerscript", *layer] if isinstance(layer, list) else layer
                for layer in entry[7:]
            ]
        result.append(entry)
    return wrap_tile_types(result)


def _upgrade_directions(directions: Any, slide: float) -> Any:
    if not isinstance(directions, list):
        return directions
    result = []
    for entry in directions:
        if isinstance(entry, list) and entry and isinstance(entry[0], list):
            vector = [*entry[0], slide, 0.0, [1.0, True, True, True]]
            rest = list(entry[1:])
            if len(rest) > 1:
                rest.insert(2, rest[1])
            entry = [vector, *rest]
        result.append(entry)
    return result


def _stat_boxes(raw: dict[str, Any]) -> list[Any]:
    boxes: list[Any] = []
    if raw["showMoves"]:
        boxes.append(["Moves", "@Moves"])
    if raw["showDiscovered"]:
        boxes.append(["Discovered Tiles", ["@DiscTiles", "arr_length"]])
    boxes.append(["Score", "@Score"])
    if raw["showDiscoveredWinning"]:
        boxes.append(["Discovered Winning Tiles", ["@DiscWinning", "arr_length"]])
    if raw["showMerges"]:
        boxes.append(["Merges", "@Merges"])
    return boxes


def decode_v1(code: SplitCode) -> DecodedCode:
    """A 1.0 Mode or Game code as 3.0 fields."""
    raw = {name: _read(code, index, name, form) for index, name, form in _V1_FIELDS}
    game_raw = None
    if code.kind == "Game":
        game_raw = {name: _read(code, i, name, form) for i, name, form in _V1_GAME_FIELDS}
    check_mode_counts(raw)
    mode = {k: v for k, v in raw.items() if not k.startswith("show") and k != "slideAmount"}
    mode.update(copy.deepcopy(_V1_DEFAULTS))
    mode["TileTypes"] = add_at_prefix(_upgrade_tile_types(raw["TileTypes"]))
    mode["MergeRules"] = add_at_prefix(raw["MergeRules"])
    mode["startingGrid"] = add_at_prefix(raw["startingGrid"])
    mode["directions"] = _upgrade_directions(raw["directions"], raw["slideAmount"])
    mode["statBoxes"] = _stat_boxes(raw)
    try:
        mode["gameplayRulesText"] = compose_rules_text(raw["gameplayRulesText"])
    except SaveCodeError as exc:
        raise SaveCodeError(exc.message, "gameplayRulesText") from None
    mode = complete_mode(mode)
    check_mode(mode)
    result = DecodedCode(code.kind, code.version, mode)
    if game_raw is not None:
        result.game = _v1_game(mode, game_raw)
        result.warnings.append(OLD_REPLAY_WARNING)
        check_game(mode, result.game)
        mark_resumed(mode)
    return result


def _v1_game(mode: dict[str, Any], raw: dict[str, Any]) -> dict[str, Any]:
    from .fields import GAME_FIELD_NAMES

    game = dict(raw)
    game["Grid"] = add_at_prefix(raw["Grid"])
    game.update(
        TileSpawns=copy.deepcopy(mode["startTileSpawns"]),
        discoveredLosing=[],
        manual_moves_so_far=raw["moves_so_far"],
        game_vars=copy.deepcopy(mode["start_game_vars"]),
        modifier_vars=[],
        possibleOverChecked=False,
        movesPlayed=[],
        currentMovePlayed=[],
        otherRandomEvents=[0.0],
        rngIndex=0.0,
        replayOtherSpawns=[],
        forcedSpawns=copy.deepcopy(mode["start_forcedSpawns"]),
        elapsedSinceStart=False,
        firstMoveTime_rel=False,
        moveStartTime_rel=False,
        moveEndTime_rel=False,
        victoryTime_rel=False,
        gameOverTime_rel=False,
        recentScriptTimestamps_rel=False,
        replayTimestamps=[],
        mvar_indices=[],
    )
    return {name: game[name] for name in GAME_FIELD_NAMES}
