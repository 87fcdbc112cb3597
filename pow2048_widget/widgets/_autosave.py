"""``Board(game, autosave="mygame.txt")``: the game's code on disk after every change, so
an hour of play survives a kernel restart (``Game.resume("mygame.txt")``).

Written atomically: the code goes to a temporary file in the same folder, which then
replaces the save file in one step (``os.replace``), so a crash mid-write leaves the last
good save, never half a code.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any


class Autosave:
    """Keeps ``path`` holding the current Game code of a game."""

    def __init__(self, path: str | os.PathLike[str], game: Any) -> None:
        self.path = Path(path)
        self._written = ""
        # A game whose code would lose its TurnHook is refused now, before any play:
        # never a save that silently loads as another game.
        self.save(game)

    def save(self, game: Any) -> bool:
        """Write the game's code if it changed since the last write; True if written."""
        code = game.to_save_code()
        if code == self._written:
            return False
        folder = self.path.parent
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp",
                                   dir=folder if str(folder) else ".")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(code)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        self._written = code
        return True
