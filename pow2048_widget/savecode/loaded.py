"""What ``load_save_code`` returns: one small dataclass per kind of code.

Field values follow the package value model (numbers ``float``, BigInt ``int``, undefined
``UNDEFINED``) and use the reference's field names, so they can be compared with, or fed
to, the engine directly. Each result is complete and validated; building the engine objects
(``to_mode``, ``new_game``, ``to_game``) is lazy so this layer works without the engine.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import SaveCodeError

if TYPE_CHECKING:
    from ..engine.mode import Mode


def build_mode(fields: dict[str, Any]) -> Mode:
    """An engine ``Mode`` from 46 fields; the engine's own checks become ``SaveCodeError``."""
    from ..engine.errors import ModeError
    from ..engine.mode import Mode

    try:
        return Mode.from_dict(copy.deepcopy(fields))
    except ModeError as exc:
        raise SaveCodeError(str(exc), getattr(exc, "field", None)) from None


@dataclass(frozen=True)
class LoadedMode:
    """A mode ready for a new game: from a Mode code, or built from a Custom/Infused code.

    ``kind`` is the code's kind ("Mode", "Game", "Replay", "Custom", "Infused").
    ``extras`` holds what belongs to the pre-game screen rather than the mode (for Custom
    and Infused codes: ``mode_vars``, ``pregame_background``, ``icon_text``...).
    ``source`` is the decoded design (Custom) or value list (Infused), else ``None``.
    """

    fields: dict[str, Any]
    kind: str = "Mode"
    version: str = "3.0"
    warnings: tuple[str, ...] = ()
    extras: dict[str, Any] = field(default_factory=dict)
    source: Any = None

    def to_mode(self) -> Mode:
        """The engine ``Mode`` of these fields (a fresh object on every call)."""
        return build_mode(self.fields)

    def new_game(self, seed: int | None = None) -> Any:
        """A new engine ``Game`` of this mode."""
        from ..engine import Game

        return Game(self.to_mode(), seed=seed)

    def to_save_code(self) -> str:
        """This mode as a v3.0 Mode code."""
        from .encode import encode_mode_fields

        return encode_mode_fields(self.fields)


@dataclass(frozen=True)
class LoadedGame:
    """A game in progress: its mode (with the "resumed" rules line) and its live state.

    ``state`` holds the 33 game fields under the reference's names (``Grid``, ``score``,
    ``won``, ``movesPlayed``..., times relative to the game start, ``False`` when unset).
    """

    mode: LoadedMode
    state: dict[str, Any]
    version: str = "3.0"
    warnings: tuple[str, ...] = ()


    @property
    def kind(self) -> str:
        """The code's kind, as for every loaded code: "Game"."""
        return "Game"
    def to_mode(self) -> Mode:
        return self.mode.to_mode()

    def to_game(self, seed: int | None = None) -> Any:
        """An engine ``Game`` of the mode with this state restored."""
        from .restore import restore_game

        return restore_game(self, seed)

    def to_save_code(self) -> str:
        """This game as a v3.0 Game code."""
        from .encode import encode_game_fields

        return encode_game_fields(self.mode.fields, self.state)


@dataclass(frozen=True)
class LoadedReplay:
    """A finished game's recording: the mode and every move with its spawns.

    ``moves`` is the full record (the code's ``movesPlayed`` with ``currentMovePlayed``
    appended, as the reference plays it): first ``[-1, spawns...]`` for the start spawns,
    then ``[direction index, spawns...]`` per move, a spawn being ``[tile, row, column]``.
    ``other_spawns`` are spawns caused by automatic moves, in recorded order.
    """

    mode: LoadedMode
    moves: list[Any]
    other_random_events: list[Any]
    won: bool
    other_spawns: list[Any]
    timestamps: list[Any]
    mvar_indices: list[Any]
    version: str = "3.0"
    warnings: tuple[str, ...] = ()


    @property
    def kind(self) -> str:
        """The code's kind, as for every loaded code: "Replay"."""
        return "Replay"
    def to_mode(self) -> Mode:
        return self.mode.to_mode()

    def player(self, seed: int | None = None) -> Any:
        """A ``ReplayPlayer`` that replays the moves one by one on an engine game."""
        from .replay import ReplayPlayer

        return ReplayPlayer(self, seed)

    def to_save_code(self) -> str:
        """This replay as a v3.0 Replay code."""
        from .encode import encode_replay_fields

        record = {
            "movesPlayed": self.moves[:-1],
            "currentMovePlayed": self.moves[-1] if self.moves else [],
            "otherRandomEvents": self.other_random_events,
            "gameWon": 1.0 if self.won else 0.0,
            "replayOtherSpawns": self.other_spawns,
            "replayTimestamps": self.timestamps,
        }
        return encode_replay_fields(self.mode.fields, record)


@dataclass(frozen=True)
class LoadedModifiers:
    """Global modifier settings (34 entries, savecodes.md 9.2) and an optional custom grid.

    ``custom_grid`` holds ``width``, ``height``, ``hexagonal``, ``startingGrid`` and
    ``directions`` when entry 5 is ``"Custom"``, else ``None``.
    """

    modifiers: list[Any]
    auto_directions: list[Any]
    custom_grid: dict[str, Any] | None = None
    version: str = "3.0"
    warnings: tuple[str, ...] = ()


    @property
    def kind(self) -> str:
        """The code's kind, as for every loaded code: "Modifiers"."""
        return "Modifiers"
    def apply_to(self, mode_fields: dict[str, Any]) -> dict[str, Any]:
        """The fields of ``mode_fields`` with these modifiers applied (see ``modifiers``)."""
        from .modifiers import apply_modifiers

        return apply_modifiers(self, mode_fields)

    def to_save_code(self) -> str:
        from .modifiers import encode_modifiers

        return encode_modifiers(self)
