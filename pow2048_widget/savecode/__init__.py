"""Save codes of the 2048 Power Compendium: reading every kind and version, writing 3.0.

>>> loaded = load_save_code(code)          # LoadedMode / LoadedGame / LoadedReplay / ...
>>> mode = loaded.to_mode()                # the engine Mode
>>> encode_mode(mode) == code              # a 3.0 Mode code round-trips field for field

Every problem with a code raises ``SaveCodeError`` naming the field; the guide "Save codes"
in the documentation describes the kinds of codes and what each one holds.
"""

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
