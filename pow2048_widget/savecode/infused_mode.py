"""Playing an Infused code: its values evaluated into a mode.

Values are SC JSON text; a value that parses to ``["@InfusedCalcArray", ...]`` is a
CalcArray evaluated with the variables [mode variables, modifiers, [settings, directions,
automatic directions]] under the evaluator's step limits, so a hostile code can only fail
(``SaveCodeError``), never run away. Mode variables take their default (start) values and
the modifiers their defaults, as when the reference opens the pre-game screen.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from ..calcarray.colorexpr import ColorEnv, evaluate_color
from ..calcarray.context import EvalContext, Limits, normalize_context
from ..calcarray.convert import cleanup
from ..calcarray.errors import CalcArrayError
from ..calcarray.evaluator import Evaluation
from ..calcarray.jsnum import string_to_number
from ..calcarray.state import GameState
from .codec import parse_sc
from .custom_mode import default_directions
from .errors import SaveCodeError
from .fields import MODE_FIELD_NAMES
from .infused import InfusedValues
from .loaded import LoadedMode
from .modecode import complete_mode
from .modifiers import default_modifiers
from .validate import check_mode

INFUSED_LIMITS = Limits(max_steps=2_000_000, max_depth=200)
"""Evaluating a code's values is bounded like any other expression."""

# Infused index -> mode field, in the order the reference applies them.
APPLY_ORDER: tuple[tuple[int, str], ...] = (
    (6, "start_game_vars"), (26, "tileValueFunction"), (27, "discoveredTilesFilter"),
    (0, "TileNumAmount"), (1, "TileTypes"), (2, "MergeRules"), (3, "startTileSpawns"),
    (4, "start_forcedSpawns"), (5, "statBoxes"), (7, "scripts"),
    (8, "tileDisplayKnownLevel"), (9, "mergeResultKnownLevel"), (10, "knownMergeMaxLength"),
    (11, "knownMergeLookbackDistance"), (12, "winConditions"), (13, "winRequirement"),
    (14, "loseConditions"), (15, "loseRequirement"), (16, "winPriority"),
    (17, "postgameAllowed"), (18, "gameplayBackground"), (19, "gridBackground"),
    (20, "tileBackground"), (21, "textBackground"), (22, "gameplayRulesText"),
    (24, "movementParameters"), (25, "spawnConditions"), (36, "displayGridIntervalTime"),
    (39, "spawnTileBlocked"), (40, "directionBlocked"), (41, "gameplayComponentOpacities"),
    (42, "displayLagReductions"),
)  # fmt: skip
GRID_SIZE, MODE_VARIABLES, PREGAME_BACKGROUND, PREGAME_RULES = 23, 28, 29, 30
ICON_TEXT, ICON_SIZE, ICON_BACKGROUND = 31, 32, 33
PREGAME_SCRIPT, MODIFIER_OVERRIDES, SETTING_OVERRIDES = 35, 37, 38
MERGE_CACHE_LEVEL_CAP = 2.0  # the player's default merge-cache setting caps the mode's level
PROTECTED_MODIFIERS = range(5, 12)  # grid shape, size and directions are never overridden
START_INDEX = {"CounterSimple": 3, "CounterAdvanced": 3, "Input": 3, "List": 3}


class _Evaluator:
    """Evaluates infused expressions with the pre-game variable context."""

    def __init__(self, mode_vars: list[Any], modifiers: list[Any]) -> None:
        self.mode_vars = mode_vars
        self.modifiers = modifiers
        self.directions = default_directions()
        self.auto_directions: list[Any] = []
        self.settings: list[Any] = []  # not part of the code; no default list is specified
        self.ctx = normalize_context(EvalContext(state=GameState(), limits=INFUSED_LIMITS))

    def variables(self) -> list[Any]:
        return [self.mode_vars, self.modifiers,
                [self.settings, self.directions, self.auto_directions]]

    def calc(self, expr: Any, variables: list[Any] | None = None, label: str = "") -> Any:
        offered = self.variables() if variables is None else variables
        try:
            run = Evaluation(self.ctx)
            return cleanup(run.top(copy.deepcopy(expr), self.ctx, [], offered, 0, ()))
        except CalcArrayError as exc:
            raise SaveCodeError(f"evaluation failed: {exc}", label) from None
        except RecursionError:
            raise SaveCodeError("evaluation nested too deeply", label) from None

    def computed(self, value: Any, label: str) -> Any:
        """A parsed value, evaluated when it is an ``@InfusedCalcArray``."""
        if isinstance(value, list) and value and value[0] == "@InfusedCalcArray":
            return self.calc(value[1:], label=label)
        return value

    def colour(self, expr: Any, label: str) -> Any:
        env = ColorEnv(calc=lambda e, v: self.calc(e, v or self.variables(), label))
        try:
            return evaluate_color(expr, env, self.variables())
        except CalcArrayError as exc:
            raise SaveCodeError(f"colour evaluation failed: {exc}", label) from None


def _parsed(values: list[Any], index: int) -> Any:
    return parse_sc(values[index], f"infusedModeValues[{index}]")


def mode_variable_defaults(entries: Any) -> list[Any]:
    """Start value of every pre-game option: ``Options`` start at 0."""
    if not isinstance(entries, list):
        raise SaveCodeError("expected a list", f"infusedModeValues[{MODE_VARIABLES}]")
    starts: list[Any] = []
    for entry in entries:
        if not isinstance(entry, list) or not entry:
            raise SaveCodeError("each mode variable is [type, ...]",
                                f"infusedModeValues[{MODE_VARIABLES}]")
        if entry[0] == "Options":
            starts.append(0.0)
        else:
            index = START_INDEX.get(entry[0], 1)
            starts.append(copy.deepcopy(entry[index]) if index < len(entry) else None)
    return starts


def _apply_overrides(entries: Any, target: list[Any], at_start: bool, ev: _Evaluator,
                     protected: range | tuple[int, ...] = ()) -> None:
    """Modifier/setting overrides of one timing onto ``target`` (in place)."""
    if not isinstance(entries, list):
        return
    for entry in entries:
        if not isinstance(entry, list) or len(entry) < 2:
            continue
        key, value = entry[0], entry[1]
        starts = len(entry) > 2 and entry[2] is True
        if starts != at_start:
            continue
        if at_start:
            value = ev.computed(value, "override")
        elif value is None:
            continue
        if key == "Directions":
            ev.directions = value
        elif key == "AutoDirections":
            ev.auto_directions = value
        elif isinstance(key, float) and key.is_integer() and 0 <= key < len(target):
            if int(key) not in protected:
                target[int(key)] = value


def _grid_size(value: Any) -> float:
    size = value if isinstance(value, float) else string_to_number(str(value))
    if not (math.isfinite(size) and size >= 1 and size.is_integer()):
        raise SaveCodeError(f"grid size must be a positive integer, got {value!r}",
                            f"infusedModeValues[{GRID_SIZE}]")
    return size


def infused_mode(infused: InfusedValues) -> LoadedMode:
    """The playable mode of an Infused code, with default mode variables and modifiers."""
    values = infused.values
    modifiers = default_modifiers()
    settings: list[Any] = []
    mode_vars = mode_variable_defaults(_parsed(values, MODE_VARIABLES))
    ev = _Evaluator(mode_vars, modifiers)
    ev.settings = settings
    _apply_overrides(_parsed(values, MODIFIER_OVERRIDES), modifiers, False, ev,
                     PROTECTED_MODIFIERS)
    _apply_overrides(_parsed(values, SETTING_OVERRIDES), settings, False, ev)
    script = _parsed(values, PREGAME_SCRIPT)
    if script != []:
        # The script edits the mode variables it is offered (@edit_var 0); keep its edits.
        variables = ev.variables()
        ev.calc(script, variables, "pre-game display script")
        if not isinstance(cleanup(variables[0]), list):
            raise SaveCodeError("the pre-game script must leave a list of mode variables",
                                f"infusedModeValues[{PREGAME_SCRIPT}]")
        ev.mode_vars = mode_vars = cleanup(variables[0])
    size = _grid_size(ev.calc(_parsed(values, GRID_SIZE), label="grid size"))
    pregame_rules = ev.computed(_parsed(values, PREGAME_RULES), "pre-game rules")
    extras = {
        "mode_vars": copy.deepcopy(mode_vars),
        "pregame_background": ev.colour(_parsed(values, PREGAME_BACKGROUND), "background"),
        "pregame_rules_text": pregame_rules,
        "icon_text": ev.calc(_parsed(values, ICON_TEXT), label="icon text"),
        "icon_font_size": ev.calc(_parsed(values, ICON_SIZE), label="icon size"),
        "icon_background": ev.colour(_parsed(values, ICON_BACKGROUND), "icon background"),
        "respected_modifiers": list(values[34]),
        "mode_variable_options": _parsed(values, MODE_VARIABLES),
    }
    _apply_overrides(_parsed(values, MODIFIER_OVERRIDES), modifiers, True, ev)
    _apply_overrides(_parsed(values, SETTING_OVERRIDES), settings, True, ev)
    fields: dict[str, Any] = {
        "width": size,
        "height": size,
        "startingGrid": [["@Empty"] * int(size) for _ in range(int(size))],
        "directions": ev.directions,
        "auto_directions": ev.auto_directions,
        "spawnLocation": "All",
        "startTileAmount": 2.0,
        "randomTileAmount": 1.0,
        "multiMerge": False,
        "nextTiles": 0.0,
        "start_modifier_vars": [],
        "hexagonal": False,
        "hiddenTileText": False,
    }
    for index, name in APPLY_ORDER:
        value = ev.computed(_parsed(values, index), f"infusedModeValues[{index}]")
        if name == "gameplayRulesText" and isinstance(value, bool):
            value = copy.deepcopy(pregame_rules)
        elif name == "mergeResultKnownLevel" and isinstance(value, float):
            value = min(value, MERGE_CACHE_LEVEL_CAP)
        elif name == "spawnTileBlocked":
            value = ["@var_retain", False, "||", value]
        fields[name] = value
    mode = complete_mode({name: fields[name] for name in MODE_FIELD_NAMES if name in fields})
    check_mode(mode)
    return LoadedMode(mode, "Infused", "3.0", (), extras, infused)
