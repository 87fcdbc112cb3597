"""Decoding Mode, Game and Replay codes of versions 1.1 to 3.0 into plain field dicts.

The result uses the reference's own field names so the engine can build a
``Mode`` from it directly. Older versions are upgraded on the way:
missing fields get their defaults, old plain-text backgrounds and HTML rules are converted.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .codec import SplitCode, field_text, read_field
from .errors import SaveCodeError
from .fields import (
    GAME_FIELDS,
    MODE_FIELDS,
    MODE_VERSIONS,
    OLD_PLAIN_FIELDS,
    OLD_RULES_FIELD,
    RELATIVE_TIME_FIELDS,
    REPLAY_EXTRA_FIELDS,
    REPLAY_FIELDS,
    REPLAY_MODE_FIELD_COUNT,
    REPLAY_VERSIONS,
    UNSET_TIME_BELOW,
    Form,
    mode_defaults,
)
from .rules_text import compose_rules_text
from .upgrades import wrap_stat_boxes, wrap_tile_types
from .validate import check_game, check_mode, check_mode_counts

RESUMED_LINE = ["p", "This game was resumed from a save code."]
OLD_REPLAY_WARNING = (
    "This game was saved before version 2.2: a replay made from it will not play properly."
)
OLD_AUTO_REPLAY_WARNING = (
    "This game was saved before version 2.2.2 and has automatic moves: a replay made from it"
    " may not play properly."
)
OLD_AUTO_REPLAY_ERROR = (
    "Replays created before v2.2.2 with automatic moves that count as separate moves do not"
    " function properly."
)


@dataclass
class DecodedCode:
    """What a Mode, Game or Replay code holds, upgraded to the 3.0 meaning."""

    kind: str
    version: str
    mode: dict[str, Any]
    game: dict[str, Any] | None = None
    replay: dict[str, Any] | None = None
    warnings: list[str] = field(default_factory=list)


def _has(version: str, first: str, order: tuple[str, ...]) -> bool:
    return order.index(version) >= order.index(first)


def _read_mode_field(code: SplitCode, index: int, name: str, form: Form, old: bool,
                     double_decode_rules: bool) -> Any:
    """One mode field, honouring the pre-3.0 plain-text conventions."""
    if old and name in OLD_PLAIN_FIELDS:
        return field_text(code, index, name)
    if old and name == OLD_RULES_FIELD:
        return field_text(code, index, name, 2 if double_decode_rules else 1)
    return read_field(code, index, name, form)


def _upgrade_old_mode(mode: dict[str, Any]) -> None:
    """Pre-3.0 values to 3.0: rules HTML composed, tile and stat texts wrapped."""
    mode["TileTypes"] = wrap_tile_types(mode["TileTypes"])
    mode["statBoxes"] = wrap_stat_boxes(mode["statBoxes"])
    try:
        mode[OLD_RULES_FIELD] = compose_rules_text(mode[OLD_RULES_FIELD])
    except SaveCodeError as exc:
        raise SaveCodeError(exc.message, OLD_RULES_FIELD) from None


def complete_mode(mode: dict[str, Any]) -> dict[str, Any]:
    """Fill the fields an older code lacks and normalise field 46, in 3.0 field order."""
    defaults = mode_defaults()
    out: dict[str, Any] = {}
    for name, _, _ in MODE_FIELDS:
        if name in mode:
            out[name] = mode[name]
        elif name == "start_mvar_indices":
            start_mvars = out.get("start_modifier_vars")
            out[name] = [False] * len(start_mvars) if isinstance(start_mvars, list) else []
        else:
            out[name] = copy.deepcopy(defaults[name])
    # Field 46: the reference reads a number here (its defect); any number means "no list".
    if isinstance(out["displayLagReductions"], float):
        out["displayLagReductions"] = []
    return out


def _read_mode_fields(code: SplitCode, names: list[tuple[str, Form]], start: int, old: bool,
                      double_decode_rules: bool) -> dict[str, Any]:
    mode: dict[str, Any] = {}
    for offset, (name, form) in enumerate(names):
        mode[name] = _read_mode_field(code, start + offset, name, form, old, double_decode_rules)
    return mode


def decode_mode_or_game(code: SplitCode) -> DecodedCode:
    """Mode/Game codes of versions 1.1-3.0 (1.0 has its own layout, see ``legacy``)."""
    version = code.version
    old = version != "3.0"
    double_rules = _has(version, "2.1.4", MODE_VERSIONS) and old
    names = [(n, f) for n, f, first in MODE_FIELDS if _has(version, first, MODE_VERSIONS)]
    mode = _read_mode_fields(code, names, 2, old, double_rules)
    game = None
    if code.kind == "Game":
        start = 2 + len(names)
        game = {}
        present = [(n, f) for n, f, first in GAME_FIELDS if _has(version, first, MODE_VERSIONS)]
        for offset, (name, form) in enumerate(present):
            game[name] = read_field(code, start + offset, name, form)
    check_mode_counts(mode)
    if old:
        _upgrade_old_mode(mode)
    mode = complete_mode(mode)
    check_mode(mode)
    result = DecodedCode(code.kind, version, mode)
    if game is not None:
        result.game = complete_game(mode, game, version, result.warnings)
        check_game(mode, result.game)
        mark_resumed(mode)
    return result


def mark_resumed(mode: dict[str, Any]) -> None:
    """Append the reference's "resumed" line to the rules unless it is already there."""
    rules = mode["gameplayRulesText"]
    if isinstance(rules, list) and RESUMED_LINE not in rules:
        mode["gameplayRulesText"] = [*rules, list(RESUMED_LINE)]


def _unset_sentinel(value: Any) -> Any:
    if isinstance(value, float) and value < UNSET_TIME_BELOW:
        return False
    return value


def complete_game(mode: dict[str, Any], game: dict[str, Any], version: str,
                  warnings: list[str]) -> dict[str, Any]:
    """Defaults for game fields older versions lack and the time-field fix."""
    if not _has(version, "2.2", MODE_VERSIONS):
        game.update(movesPlayed=[], currentMovePlayed=[], otherRandomEvents=[0.0], rngIndex=0.0)
        warnings.append(OLD_REPLAY_WARNING)
    if "replayOtherSpawns" not in game:
        game["replayOtherSpawns"] = []
        if _has(version, "2.2", MODE_VERSIONS) and mode["auto_directions"]:
            warnings.append(OLD_AUTO_REPLAY_WARNING)
    if "forcedSpawns" not in game:
        game["forcedSpawns"] = copy.deepcopy(mode["start_forcedSpawns"])
    if "elapsedSinceStart" not in game:
        game["elapsedSinceStart"] = False
        for name in RELATIVE_TIME_FIELDS:
            game[name] = False
        game["recentScriptTimestamps_rel"] = False
        game["replayTimestamps"] = []
        mvars = game.get("modifier_vars")
        game["mvar_indices"] = [False] * len(mvars) if isinstance(mvars, list) else []
    for name in RELATIVE_TIME_FIELDS:
        game[name] = _unset_sentinel(game[name])
    scripts_times = game["recentScriptTimestamps_rel"]
    if isinstance(scripts_times, list):
        game["recentScriptTimestamps_rel"] = [_unset_sentinel(t) for t in scripts_times]
    return {name: game[name] for name, _, _ in GAME_FIELDS}


def decode_replay(code: SplitCode) -> DecodedCode:
    """Replay codes 2.2-3.0: mode fields 2-40, extra mode fields, then the recording."""
    version = code.version
    old = version != "3.0"
    names = [(n, f) for n, f, _ in MODE_FIELDS[:REPLAY_MODE_FIELD_COUNT]]
    mode = _read_mode_fields(code, names, 2, old, old)
    index = 2 + len(names)
    extras: dict[str, Any] = {}
    for name, form, first in REPLAY_EXTRA_FIELDS:
        if _has(version, first, REPLAY_VERSIONS):
            extras[name] = read_field(code, index, name, form)
            index += 1
    replay: dict[str, Any] = {}
    for name, form, first in REPLAY_FIELDS:
        if _has(version, first, REPLAY_VERSIONS):
            replay[name] = read_field(code, index, name, form)
            index += 1
    check_mode_counts(mode)
    if old:
        _upgrade_old_mode(mode)
    if version == "2.2" and isinstance(mode["auto_directions"], list):
        for direction in mode["auto_directions"]:
            flags = _strength_flags(direction)
            if flags and flags[0] == 0:
                raise SaveCodeError(OLD_AUTO_REPLAY_ERROR, "auto_directions")
    if "forcedSpawns" in extras:
        mode["start_forcedSpawns"] = extras.pop("forcedSpawns")
    mode.update(extras)
    mode = complete_mode(mode)
    check_mode(mode)
    replay.setdefault("replayOtherSpawns", [])
    replay.setdefault("replayTimestamps", [])
    replay["mvar_indices"] = copy.deepcopy(mode["start_mvar_indices"])
    for name in ("movesPlayed", "currentMovePlayed", "otherRandomEvents", "replayOtherSpawns",
                 "replayTimestamps"):
        if not isinstance(replay[name], list):
            raise SaveCodeError("expected a list", name)
    return DecodedCode(code.kind, version, mode, replay=replay)


def _strength_flags(direction: Any) -> list[Any] | None:
    if isinstance(direction, list) and direction and isinstance(direction[0], list):
        vector = direction[0]
        if len(vector) > 4 and isinstance(vector[4], list):
            return vector[4]
    return None
