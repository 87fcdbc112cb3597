"""Writing Mode, Game and Replay codes of version 3.0.

The output is byte-identical to what the reference exporter writes for the same values,
except where the spec recommends a fix: field 46 is always the list (never ``"@NaN"``) and
unset game times are written as ``false``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .codec import join_code, value_text
from .errors import SaveCodeError
from .fields import (
    CURRENT_VERSION,
    GAME_FIELDS,
    GAME_HEADER,
    MODE_FIELDS,
    MODE_HEADER,
    REPLAY_EXTRA_FIELDS,
    REPLAY_FIELDS,
    REPLAY_HEADER,
    REPLAY_MODE_FIELD_COUNT,
)


def _get(values: Mapping[str, Any], name: str, what: str) -> Any:
    try:
        return values[name]
    except KeyError:
        raise SaveCodeError(f"the {what} has no value for this field", name) from None


def _mode_texts(mode: Mapping[str, Any], fields: tuple[tuple[str, Any, str], ...]) -> list[str]:
    return [value_text(_get(mode, name, "mode"), form, name) for name, form, _ in fields]


def encode_mode_fields(mode: Mapping[str, Any]) -> str:
    """A Mode code (49 parts) from the 46 mode fields keyed by their reference names."""
    return join_code(MODE_HEADER, CURRENT_VERSION, _mode_texts(mode, MODE_FIELDS))


def encode_game_fields(mode: Mapping[str, Any], game: Mapping[str, Any]) -> str:
    """A Game code (82 parts): the mode fields, then the 33 game fields."""
    texts = _mode_texts(mode, MODE_FIELDS)
    texts += [value_text(_get(game, name, "game"), form, name) for name, form, _ in GAME_FIELDS]
    return join_code(GAME_HEADER, CURRENT_VERSION, texts)


def encode_replay_fields(mode: Mapping[str, Any], replay: Mapping[str, Any]) -> str:
    """A Replay code (56 parts): mode fields 2-40, the 3.0 extras, then the recording.

    ``replay`` holds ``movesPlayed`` (completed moves, without the last one),
    ``currentMovePlayed``, ``otherRandomEvents``, ``gameWon`` (1 win, 0 loss),
    ``replayOtherSpawns`` and ``replayTimestamps``; field 41 is the mode's start forced spawns.
    """
    texts = _mode_texts(mode, MODE_FIELDS[:REPLAY_MODE_FIELD_COUNT])
    sources = {"forcedSpawns": "start_forcedSpawns"}
    for name, form, _ in REPLAY_EXTRA_FIELDS:
        texts.append(value_text(_get(mode, sources.get(name, name), "mode"), form, name))
    for name, form, _ in REPLAY_FIELDS:
        texts.append(value_text(_get(replay, name, "replay"), form, name))
    return join_code(REPLAY_HEADER, CURRENT_VERSION, texts)
