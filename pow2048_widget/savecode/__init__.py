"""Save codes of the 2048 Power Compendium: reading every kind and version, writing 3.0.

>>> loaded = load_save_code(code)          # LoadedMode / LoadedGame / LoadedReplay / ...
>>> mode = loaded.to_mode()                # the engine Mode
>>> encode_mode(mode) == code              # a 3.0 Mode code round-trips field for field

Every problem with a code raises ``SaveCodeError`` naming the field; sizes are bounded by
``savecode.limits`` (listed on the documentation's Limits page).

Importing this package registers it with the engine (``engine.save_code_seam``), which is
how ``Mode.to_save_code`` and ``Game.to_save_code`` reach it without the engine importing
upward. What lives here: ``api`` (``load_save_code`` and the ``Loaded*`` results), ``codec``
and ``base64text`` (the text layers of a code), one module per kind (``modecode``,
``custom``/``custom_mode``, ``infused``/``infused_mode``, ``modifiers``, ``replay``,
``legacy``), ``encode`` (writing 3.0 codes), ``limits`` and ``errors``.
"""

from typing import Any

from ..engine.save_code_seam import register as _register_with_engine
from .api import (
    decode_mode_and_game,
    decode_mode_fields,
    encode_game,
    encode_mode,
    encode_replay,
    load_save_code,
    mode_from_code,
)
from .custom import CustomDesign, encode_custom
from .errors import SaveCodeError
from .infused import InfusedValues, encode_infused
from .loaded import LoadedGame, LoadedMode, LoadedModifiers, LoadedReplay
from .modifiers import default_modifiers, encode_modifiers

__all__ = [
    "CustomDesign",
    "InfusedValues",
    "LoadedGame",
    "LoadedMode",
    "LoadedModifiers",
    "LoadedReplay",
    "SaveCodeError",
    "decode_mode_and_game",
    "decode_mode_fields",
    "default_modifiers",
    "encode_custom",
    "encode_game",
    "encode_infused",
    "encode_mode",
    "encode_modifiers",
    "encode_replay",
    "load_save_code",
    "mode_from_code",
]


class _Provider:
    """The functions ``engine.save_code_seam`` asks for, backed by this layer."""

    mode_from_code = staticmethod(mode_from_code)
    encode_mode = staticmethod(encode_mode)
    encode_game = staticmethod(encode_game)
    encode_replay = staticmethod(encode_replay)

    @staticmethod
    def game_from_file(path: str) -> Any:
        """The game saved in a file (``Game.resume``)."""
        from pathlib import Path

        loaded = load_save_code(Path(path))
        if not isinstance(loaded, LoadedGame):
            raise SaveCodeError(f"{path!r} holds a {type(loaded).__name__[6:]} code, not a "
                                "game in progress", "header")
        return loaded.to_game()


_register_with_engine(_Provider())
