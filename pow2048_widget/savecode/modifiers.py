"""Modifiers codes (``@2048PowCompModifiers``): the player's global modifiers.

Mode codes already have the modifiers baked in; a Modifiers code is the settings
screen itself. ``apply_modifiers`` applies the modifiers whose effect on a mode's fields is
a plain field change; the others (grid shapes other than Custom, negative/garbage tiles,
holes...) rewrite a built-in mode in ways the spec does not pin down and are reported in
``warnings`` instead of being guessed.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from ..calcarray.jsnum import to_string
from .codec import SplitCode, join_code, read_field, value_text
from .errors import SaveCodeError
from .fields import CURRENT_VERSION, MODIFIER_COUNT, MODIFIERS_HEADER
from .loaded import LoadedModifiers
from .validate import check_directions, check_grid, is_positive_integer

UNUSED_ENTRY = 16
SECRET_ENTRIES = (30, 31, 33)  # zeroed unless the player unlocked them; a fresh engine has not
CUSTOM_GRID_FIELDS = ("width", "height", "hexagonal", "startingGrid", "directions")
MODIFIER_NAMES = (
    "slide amount", "tiles spawned per move", "tiles spawned at start", "multi-merge",
    "spawn location", "grid shape", "shape size 1", "shape size 2", "shape size 3",
    "shape size 4", "directions", "staying still", "garbage tiles", "negative tiles",
    "visible next tiles", "spawning rule", "unused", "random holes", "random block tiles",
    "moves between spawns", "same-direction rule", "hidden tile numbers",
    "positive spawn ratio", "negative spawn ratio", "multicolor tiles",
    "temporary holes per spawn", "temporary hole interval", "temporary hole lifespan",
    "slippery tiles", "unused", "unmoving tiles per turn", "unmerging tiles per turn",
    "hidden tile colours", "tile-destroying clicks",
)  # fmt: skip


def default_modifiers() -> list[Any]:
    """The 34 modifier entries of a fresh engine."""
    return [
        math.inf, 1.0, 2.0, False, "All", "Square", 0.0, 0.0, 0.0, 0.0, "Orthogonal", False,
        -1.0, "None", 0.0, "Regular", 1.0, 0.0, 0.0, 1.0, 0.0, False, 1.0, 1.0, 1.0, 0.0, 1.0,
        1.0, 0.0, 100.0, 0.0, 0.0, False, 0.0,
    ]  # fmt: skip


def decode_modifiers(code: SplitCode) -> LoadedModifiers:
    """A Modifiers code, upgraded and checked as the reference's importer does."""
    stored = read_field(code, 2, "modifiers", "sc")
    auto_directions = read_field(code, 3, "auto_directions", "sc")
    if not isinstance(stored, list) or len(stored) > MODIFIER_COUNT - 1:
        raise SaveCodeError(f"expected a list of at most {MODIFIER_COUNT - 1} modifiers",
                            "modifiers")
    if not isinstance(auto_directions, list):
        raise SaveCodeError("expected a list", "auto_directions")
    check_directions(auto_directions, "auto_directions")
    defaults = default_modifiers()
    modifiers = [*stored, *defaults[len(stored) + 1 :]]
    modifiers.insert(UNUSED_ENTRY, 1.0)
    if modifiers[12] is False:
        modifiers[12] = -1.0
    elif modifiers[12] is True:
        modifiers[12] = 0.0
    warnings = []
    for i in SECRET_ENTRIES:
        if modifiers[i] != 0:
            warnings.append(f"modifier {i} ({MODIFIER_NAMES[i]}) is locked and was set to 0")
            modifiers[i] = 0.0
    custom_grid = None
    if modifiers[5] == "Custom":
        custom_grid = {
            name: read_field(code, 4 + i, name, "sc") for i, name in enumerate(CUSTOM_GRID_FIELDS)
        }
        for name in ("width", "height"):
            if not is_positive_integer(custom_grid[name]):
                raise SaveCodeError(f"Invalid {name}", name)
        check_grid(custom_grid["startingGrid"], custom_grid["width"], custom_grid["height"],
                   "startingGrid")
        if not isinstance(custom_grid["directions"], list):
            raise SaveCodeError("expected a list", "directions")
        check_directions(custom_grid["directions"], "directions")
    return LoadedModifiers(modifiers, auto_directions, custom_grid, code.version, tuple(warnings))


def encode_modifiers(settings: LoadedModifiers) -> str:
    """A v3.0 Modifiers code (5 parts, or 10 with a custom grid)."""
    stored = [m for i, m in enumerate(settings.modifiers) if i != UNUSED_ENTRY]
    texts = [value_text(stored, "sc", "modifiers"),
             value_text(settings.auto_directions, "sc", "auto_directions")]
    if settings.modifiers[5] == "Custom":
        if settings.custom_grid is None:
            raise SaveCodeError("grid shape is Custom but there is no custom grid", "modifiers")
        texts += [value_text(settings.custom_grid[name], "sc", name) for name in CUSTOM_GRID_FIELDS]
    return join_code(MODIFIERS_HEADER, CURRENT_VERSION, texts)


def _set_slide_amount(directions: list[Any], amount: Any) -> list[Any]:
    result = []
    for entry in directions:
        vector = list(entry[0])
        if len(vector) > 2:
            vector[2] = amount
        result.append([vector, *entry[1:]])
    return result


def _temporary_holes(mods: list[Any], fields: dict[str, Any]) -> list[Any] | None:
    """The forced spawn the reference adds for temporary holes (entries 25-27): every
    ``interval`` moves, ``count`` holes that last ``lifespan`` moves. Holes beyond one more
    than the board's cells could never change anything, so the count stops there."""
    count = mods[25]
    if not isinstance(count, float) or not count > 0:
        return None
    cells = int(fields.get("width", 4)) * int(fields.get("height", 4))
    n = int(min(math.ceil(count), cells + 1))
    hole = "@TemporaryHole " + to_string(mods[27])
    return [["@Moves", "%", mods[26], "=", 0.0], "AfterSpawns", False, *[hole] * n]


def apply_modifiers(settings: LoadedModifiers, mode: dict[str, Any]) -> dict[str, Any]:
    """A copy of 46 mode fields with the field-level modifiers applied.

    Only entries that differ from the defaults act, so the default settings leave a mode
    unchanged. Applied: slide amount (0), spawns per move (1), spawns at start (2),
    multi-merge (3), spawn location (4), the Custom grid (5), visible next tiles (14),
    spawning rule (15), hidden tile numbers (21), temporary holes (25-27, as one more
    forced spawn) and automatic directions. Any other
    changed entry is listed in the returned dict's ``"_warnings"`` key.
    """
    fields = copy.deepcopy(mode)
    mods, defaults = settings.modifiers, default_modifiers()
    changed = {i for i in range(MODIFIER_COUNT) if mods[i] != defaults[i]}
    if 0 in changed:
        fields["directions"] = _set_slide_amount(fields["directions"], mods[0])
    simple = {1: "randomTileAmount", 2: "startTileAmount", 3: "multiMerge",
              4: "spawnLocation", 14: "nextTiles", 21: "hiddenTileText"}
    for i, name in simple.items():
        if i in changed:
            fields[name] = mods[i]
    if 5 in changed and settings.custom_grid is not None:
        fields.update(copy.deepcopy(settings.custom_grid))
    if 15 in changed:
        spawns = fields["startTileSpawns"]
        if mods[15] == "Simple" and spawns and spawns[0] and spawns[0][0] != "Box":
            fields["startTileSpawns"] = spawns[:1]
        elif mods[15] == "Equal" and all(s and s[0] != "Box" for s in spawns):
            fields["startTileSpawns"] = [[s[0], 1.0, *s[2:]] for s in spawns]
    if settings.auto_directions:
        fields["auto_directions"] = copy.deepcopy(settings.auto_directions)
    holes = _temporary_holes(mods, fields)
    if holes is not None:
        fields["start_forcedSpawns"] = [*fields.get("start_forcedSpawns", []), holes]
    handled = {0, 1, 2, 3, 4, 5, 14, 15, 21, 25, 26, 27}
    skipped = sorted(changed - handled)
    if skipped:
        fields["_warnings"] = [
            f"modifier {i} ({MODIFIER_NAMES[i]}) is not applied to a mode's fields"
            for i in skipped
        ]
    return fields
