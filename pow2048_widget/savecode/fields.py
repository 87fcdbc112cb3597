"""The field tables of every save-code kind: names, text forms and the versions they exist in.

Everything the decoder and encoder know about layouts lives here as data, so the reading code
is a loop over these tables rather than a long
list of special cases.
"""

from __future__ import annotations

import math
from typing import Any, Literal

Form = Literal["number", "plain", "sc"]

MODE_HEADER = "@2048PowCompMode"
GAME_HEADER = "@2048PowCompGame"
REPLAY_HEADER = "@2048PowCompReplay"
CUSTOM_HEADER = "@2048PowCompCustom"
MODIFIERS_HEADER = "@2048PowCompModifiers"
INFUSED_HEADER = "@2048PowCompInfused"

KIND_BY_HEADER = {
    MODE_HEADER: "Mode",
    GAME_HEADER: "Game",
    REPLAY_HEADER: "Replay",
    CUSTOM_HEADER: "Custom",
    MODIFIERS_HEADER: "Modifiers",
    INFUSED_HEADER: "Infused",
}

# Order matters: the importer compares positions in this list.
MODE_VERSIONS = (
    "1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.5.1", "2.0", "2.1", "2.1.4", "2.1.13",
    "2.1.14", "2.2", "2.2.2", "2.2.3", "2.3", "3.0",
)  # fmt: skip
REPLAY_VERSIONS = ("2.2", "2.2.2", "2.3.1", "3.0")
CUSTOM_VERSIONS = ("2.0", "3.0")
MODIFIERS_VERSIONS = ("2.1", "2.3.4", "3.0")
INFUSED_VERSIONS = ("3.0",)
VERSIONS_BY_KIND = {
    "Mode": MODE_VERSIONS,
    "Game": MODE_VERSIONS,
    "Replay": REPLAY_VERSIONS,
    "Custom": CUSTOM_VERSIONS,
    "Modifiers": MODIFIERS_VERSIONS,
    "Infused": INFUSED_VERSIONS,
}
CURRENT_VERSION = "3.0"


def mode_version_index(version: str) -> int:
    """Position of a Mode/Game version in the importer's ordered list."""
    return MODE_VERSIONS.index(version)


# Mode fields 2-47 of a v3.0 code: (name, form, first version holding it).
MODE_FIELDS: tuple[tuple[str, Form, str], ...] = (
    ("width", "number", "1.1"),
    ("height", "number", "1.1"),
    ("startingGrid", "sc", "1.1"),
    ("directions", "sc", "1.1"),
    ("auto_directions", "sc", "1.1"),
    ("movementParameters", "sc", "1.1"),
    ("TileNumAmount", "number", "1.1"),
    ("TileTypes", "sc", "1.1"),
    ("MergeRules", "sc", "1.1"),
    ("startTileSpawns", "sc", "1.1"),
    ("start_forcedSpawns", "sc", "1.1"),
    ("winConditions", "sc", "1.1"),
    ("winRequirement", "sc", "1.1"),
    ("loseConditions", "sc", "1.1"),
    ("loseRequirement", "sc", "1.1"),
    ("winPriority", "sc", "1.1"),
    ("postgameAllowed", "sc", "1.1"),
    ("statBoxes", "sc", "1.1"),
    ("gameplayBackground", "sc", "1.1"),
    ("gridBackground", "sc", "1.1"),
    ("tileBackground", "sc", "1.1"),
    ("textBackground", "sc", "1.1"),
    ("gameplayRulesText", "sc", "1.1"),
    ("multiMerge", "sc", "1.1"),
    ("spawnLocation", "plain", "1.1"),
    ("startTileAmount", "number", "1.1"),
    ("randomTileAmount", "number", "1.1"),
    ("spawnConditions", "sc", "1.1"),
    ("nextTiles", "number", "1.1"),
    ("start_game_vars", "sc", "1.1"),
    ("start_modifier_vars", "sc", "1.1"),
    ("scripts", "sc", "1.1"),
    ("hexagonal", "sc", "1.4"),
    ("hiddenTileText", "sc", "1.4"),
    ("tileDisplayKnownLevel", "number", "2.1.13"),
    ("mergeResultKnownLevel", "number", "2.1.13"),
    ("knownMergeLookbackDistance", "number", "2.1.13"),
    ("knownMergeMaxLength", "number", "2.1.14"),
    ("tileValueFunction", "sc", "2.2"),
    ("discoveredTilesFilter", "sc", "2.3"),
    ("displayGridIntervalTime", "number", "3.0"),
    ("spawnTileBlocked", "sc", "3.0"),
    ("directionBlocked", "sc", "3.0"),
    ("gameplayComponentOpacities", "sc", "3.0"),
    ("displayLagReductions", "sc", "3.0"),
    ("start_mvar_indices", "sc", "3.0"),
)
MODE_FIELD_NAMES = tuple(name for name, _, _ in MODE_FIELDS)
MODE_FORMS: dict[str, Form] = {name: form for name, form, _ in MODE_FIELDS}
FIRST_MODE_FIELD = 2

# Pre-3.0 codes wrote these as plain text (a CSS colour, the rules as HTML).
OLD_PLAIN_FIELDS = ("gameplayBackground", "gridBackground", "tileBackground", "textBackground")
OLD_RULES_FIELD = "gameplayRulesText"


def mode_defaults() -> dict[str, Any]:
    """Values for mode fields a code of an older version does not hold.

    ``displayLagReductions`` follows the spec's recommendation (``[]``) instead of keeping a
    previously loaded mode's value; ``start_mvar_indices`` is filled in by the caller.
    """
    return {
        "hexagonal": False,
        "hiddenTileText": False,
        "tileDisplayKnownLevel": 2.0,
        "mergeResultKnownLevel": 0.0,
        "knownMergeLookbackDistance": math.inf,
        "knownMergeMaxLength": math.inf,
        "tileValueFunction": [0.0],
        "discoveredTilesFilter": [],
        "displayGridIntervalTime": math.inf,
        "spawnTileBlocked": False,
        "directionBlocked": False,
        "gameplayComponentOpacities": [],
        "displayLagReductions": [],
    }


# Game fields after the mode fields: (name, form, first version holding it).
GAME_FIELDS: tuple[tuple[str, Form, str], ...] = (
    ("Grid", "sc", "1.1"),
    ("score", "number", "1.1"),
    ("won", "number", "1.1"),
    ("directionsAvailable", "sc", "1.1"),
    ("TileSpawns", "sc", "1.1"),
    ("SpawnBoxes", "sc", "1.1"),
    ("spawnConveyor", "sc", "1.1"),
    ("discoveredTiles", "sc", "1.1"),
    ("discoveredWinning", "sc", "1.1"),
    ("discoveredLosing", "sc", "1.1"),
    ("moves_so_far", "number", "1.1"),
    ("manual_moves_so_far", "number", "1.1"),
    ("merges_so_far", "number", "1.1"),
    ("moves_where_merged", "number", "1.1"),
    ("merges_before_now", "number", "1.1"),
    ("game_vars", "sc", "1.1"),
    ("modifier_vars", "sc", "1.1"),
    ("possibleOverChecked", "sc", "1.1"),
    ("movesPlayed", "sc", "2.2"),
    ("currentMovePlayed", "sc", "2.2"),
    ("otherRandomEvents", "sc", "2.2"),
    ("rngIndex", "number", "2.2"),
    ("replayOtherSpawns", "sc", "2.2.2"),
    ("forcedSpawns", "sc", "2.3"),
    ("elapsedSinceStart", "sc", "3.0"),
    ("firstMoveTime_rel", "sc", "3.0"),
    ("moveStartTime_rel", "sc", "3.0"),
    ("moveEndTime_rel", "sc", "3.0"),
    ("victoryTime_rel", "sc", "3.0"),
    ("gameOverTime_rel", "sc", "3.0"),
    ("recentScriptTimestamps_rel", "sc", "3.0"),
    ("replayTimestamps", "sc", "3.0"),
    ("mvar_indices", "sc", "3.0"),
)
GAME_FIELD_NAMES = tuple(name for name, _, _ in GAME_FIELDS)
# Times relative to the game start that the exporter may write as "not set" defects.
RELATIVE_TIME_FIELDS = (
    "firstMoveTime_rel",
    "moveStartTime_rel",
    "moveEndTime_rel",
    "victoryTime_rel",
    "gameOverTime_rel",
)
# A relative time below this is the exporter's "not set" defect.
UNSET_TIME_BELOW = -1e11

# Replay codes: mode fields 2-40, then these (name, form, first replay version).
REPLAY_MODE_FIELD_COUNT = 39
REPLAY_EXTRA_FIELDS: tuple[tuple[str, Form, str], ...] = (
    ("forcedSpawns", "sc", "2.3.1"),
    ("discoveredTilesFilter", "sc", "2.3.1"),
    ("displayGridIntervalTime", "number", "3.0"),
    ("spawnTileBlocked", "sc", "3.0"),
    ("directionBlocked", "sc", "3.0"),
    ("gameplayComponentOpacities", "sc", "3.0"),
    ("displayLagReductions", "sc", "3.0"),
    ("start_mvar_indices", "sc", "3.0"),
)
REPLAY_FIELDS: tuple[tuple[str, Form, str], ...] = (
    ("movesPlayed", "sc", "2.2"),
    ("currentMovePlayed", "sc", "2.2"),
    ("otherRandomEvents", "sc", "2.2"),
    ("gameWon", "number", "2.2"),
    ("replayOtherSpawns", "sc", "2.2.2"),
    ("replayTimestamps", "sc", "3.0"),
)

CUSTOM_FIELD_NAMES = (
    "customSpawningTiles",
    "customMerges",
    "customColors",
    "customBackground",
    "customWins",
    "customLosses",
    "customRulesText",
)

MODIFIER_COUNT = 34
