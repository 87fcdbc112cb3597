"""The public entry points: load any code, write Mode/Game/Replay codes.

A code is data, never executed: decoding only parses text. Custom and Infused codes are
turned into playable modes here, which for Infused codes means evaluating the
``@InfusedCalcArray`` values with the (step-limited) CalcArray evaluator.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..calcarray.errors import user_words
from .codec import split_code
from .custom import decode_custom
from .custom_mode import custom_extras, custom_mode_fields
from .encode import encode_game_fields, encode_mode_fields, encode_replay_fields
from .errors import SaveCodeError
from .infused import decode_infused
from .legacy import decode_v1
from .loaded import LoadedGame, LoadedMode, LoadedModifiers, LoadedReplay
from .modecode import DecodedCode, decode_mode_or_game, decode_replay
from .modifiers import decode_modifiers

if TYPE_CHECKING:
    from ..engine.mode import Mode

Loaded = LoadedMode | LoadedGame | LoadedReplay | LoadedModifiers


def decode_mode_and_game(code: str) -> DecodedCode:
    """Mode, Game or Replay code -> upgraded 3.0 field dicts (no engine involved)."""
    parts = split_code(code)
    if parts.kind == "Replay":
        return decode_replay(parts)
    if parts.kind not in ("Mode", "Game"):
        raise SaveCodeError(f"a {parts.kind} code holds no mode fields", "header")
    if parts.version == "1.0":
        return decode_v1(parts)
    return decode_mode_or_game(parts)


def decode_mode_fields(code: str, lenient: bool = False) -> dict[str, Any]:
    """The 46 mode fields of any code that defines a mode (Mode, Game, Replay, Custom, Infused)."""
    loaded = load_save_code(code, lenient=lenient)
    if isinstance(loaded, LoadedModifiers):
        raise SaveCodeError("a Modifiers code holds no mode", "header")
    mode = loaded if isinstance(loaded, LoadedMode) else loaded.mode
    return dict(mode.fields)


def load_save_code(code: str | os.PathLike[str], lenient: bool = False) -> Loaded:
    """Read any save code of the reference engine (or a file holding one: a ``Path``).

    Returns a ``LoadedMode`` (Mode, Custom and Infused codes), ``LoadedGame``,
    ``LoadedReplay`` or ``LoadedModifiers``. Raises ``SaveCodeError`` for anything wrong;
    nothing half-loaded is ever returned.

    ``lenient=True`` also accepts what the reference rejects but the spec recommends
    reading (savecodes.md 11): white space around the code, and ``Custom|2.0`` codes
    whose texts hold an escaped double quote, read without the entity-decoding step that
    breaks them (7.4; four of the published community codes).
    """
    if isinstance(code, os.PathLike):
        code = read_code_file(code)
    try:
        return _load(code, lenient)
    except SaveCodeError:
        raise
    except (TypeError, ValueError, IndexError, KeyError, AttributeError, RecursionError,
            OverflowError) as exc:
        # A value of a shape no check anticipated: still the user's data, not our crash.
        raise SaveCodeError(f"unexpected data ({user_words(exc)})") from exc


def mode_from_code(code: str, lenient: bool = False) -> Mode:
    """The engine ``Mode`` defined by a Mode, Game, Replay, Custom or Infused code."""
    loaded = load_save_code(code, lenient=lenient)
    if isinstance(loaded, LoadedModifiers):
        raise SaveCodeError("a Modifiers code holds no mode", "header")
    return loaded.to_mode()


def _load(code: str, lenient: bool) -> Loaded:
    """``load_save_code`` without the last-resort error conversion."""
    if lenient and isinstance(code, str):
        code = code.strip()
    parts = split_code(code)
    if parts.kind == "Custom":
        design = decode_custom(parts, lenient=lenient)
        warnings: tuple[str, ...] = (
            ("read through the lenient 2.0 path (7.4)",) if design.lenient else ())
        return LoadedMode(custom_mode_fields(design), "Custom", parts.version, warnings,
                          custom_extras(design), design)
    if parts.kind == "Infused":
        from .infused_mode import infused_mode

        return infused_mode(decode_infused(parts))
    if parts.kind == "Modifiers":
        return decode_modifiers(parts)
    decoded = decode_mode_and_game(code)
    warnings = tuple(decoded.warnings)
    mode = LoadedMode(decoded.mode, parts.kind, parts.version, warnings)
    if decoded.game is not None:
        return LoadedGame(mode, decoded.game, parts.version, warnings)
    if decoded.replay is not None:
        record = decoded.replay
        return LoadedReplay(
            mode=mode,
            moves=[*record["movesPlayed"], record["currentMovePlayed"]],
            other_random_events=record["otherRandomEvents"],
            won=record["gameWon"] == 1,
            other_spawns=record["replayOtherSpawns"],
            timestamps=record["replayTimestamps"],
            mvar_indices=record["mvar_indices"],
            version=parts.version,
            warnings=warnings,
        )
    return mode


def _mode_fields_of(mode: Any) -> Mapping[str, Any]:
    if isinstance(mode, Mapping):
        return mode
    if isinstance(mode, LoadedMode):
        return mode.fields
    to_dict = getattr(mode, "to_dict", None)
    if to_dict is None:
        raise SaveCodeError(f"cannot write a {type(mode).__name__} as a mode", "mode")
    return to_dict()


def encode_mode(mode: Any) -> str:
    """A v3.0 Mode code of an engine ``Mode``, a ``LoadedMode`` or a dict of the 46 fields."""
    return encode_mode_fields(_mode_fields_of(mode))


def read_code_file(path: str | os.PathLike[str]) -> str:
    """The save code written in a file (``Board(autosave=...)`` writes such files)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveCodeError(f"cannot read the save file {os.fspath(path)!r}: "
                            f"{user_words(exc)}") from exc
    return text.strip()


def refuse_hooked_game(game: Any) -> None:
    """A Game code holds rules and state, not Python: a game part of whose turns a
    ``TurnHook`` plays (the Excel game, a CustomGame with Python functions) would load as a
    different game. Refuse it, naming the hook and how to keep the game instead."""
    hook = getattr(game, "turn_hook", None)
    if hook is None:
        return
    advice = getattr(hook, "save_advice", None) or (
        "keep the notebook cell that builds the game and replay its moves, or pickle the "
        "Game object (pickle.dump(game, open('game.pkl', 'wb')))")
    raise SaveCodeError(
        f"this game's turns are partly played by {type(hook).__name__} (a Python TurnHook) "
        f"that a Game code cannot hold; to save it: {advice}", "game")


def encode_game(game: Any) -> str:
    """A v3.0 Game code of a ``LoadedGame`` or an engine ``Game`` (never of a game with a
    ``TurnHook``: ``refuse_hooked_game``)."""
    if isinstance(game, LoadedGame):
        return game.to_save_code()
    refuse_hooked_game(game)
    from .restore import game_state_fields

    return encode_game_fields(_mode_fields_of(game.mode), game_state_fields(game))


def encode_replay(replay: Any, won: bool | None = None) -> str:
    """A v3.0 Replay code of a ``LoadedReplay`` or of an engine ``Game`` (its record)."""
    if isinstance(replay, LoadedReplay):
        return replay.to_save_code()
    from .restore import replay_record_fields

    return encode_replay_fields(_mode_fields_of(replay.mode), replay_record_fields(replay, won))
