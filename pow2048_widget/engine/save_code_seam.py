"""The seam between the engine and the save-code layer above it.

``Mode`` and ``Game`` offer ``to_save_code`` and friends because that is where a user looks
for them, but the codes are defined by ``pow2048_widget.savecode``, which builds on the
engine. So the engine only names what it needs (``SaveCodes``) and the layer above fills the
slot with ``register`` when it is imported; the package root imports it, so the methods work
whichever part of the package a user imports first. The engine itself never imports upward.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .game import Game
    from .mode import Mode


class SaveCodes(Protocol):
    """What the save-code layer provides to ``Mode`` and ``Game``."""

    def mode_from_code(self, code: str, *, lenient: bool = False) -> Mode: ...

    def encode_mode(self, mode: Mode) -> str: ...

    def encode_game(self, game: Game) -> str: ...

    def encode_replay(self, game: Game) -> str: ...

    def game_from_file(self, path: str) -> Game: ...


_provider: SaveCodes | None = None


def register(provider: SaveCodes) -> None:
    """Install the save-code functions (called by ``pow2048_widget.savecode`` on import)."""
    global _provider
    _provider = provider


def save_codes() -> SaveCodes:
    """The registered provider; a clear error when the save-code layer was never loaded."""
    if _provider is None:
        raise RuntimeError(
            "save codes need pow2048_widget.savecode: import pow2048_widget (or "
            "pow2048_widget.savecode) before calling to_save_code/from_save_code")
    return _provider
