"""Errors of the engine layer.

``ModeError`` is raised for a mode field that cannot be played (wrong type, a merge rule with
the wrong number of entries, ...); it names the field and the index so a notebook user can
find the entry. ``GameError`` wraps a CalcArray failure that happened while a move ran; the
move is rolled back before it is raised, so the game stays usable.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..calcarray.errors import CalcArrayError, user_words


def _where(field: str, index: Sequence[int]) -> str:
    return field + "".join(f"[{i}]" for i in index)


class ModeError(ValueError):
    """A mode field has a value the engine cannot use. The old value (if any) is kept."""

    def __init__(self, field: str, message: str, index: Sequence[int] = ()) -> None:
        self.field = field
        self.index = tuple(index)
        self.message = message
        super().__init__(f"{_where(field, index)}: {message}")


class GameError(RuntimeError):
    """An expression of the mode failed during a move, a spawn or a script.

    ``where`` names the mode field (e.g. ``MergeRules[2]``); ``cause`` is the
    ``CalcArrayError``. The game state is rolled back to before the press.
    """

    def __init__(self, where: str, cause: CalcArrayError) -> None:
        self.where = where
        self.cause = cause
        super().__init__(f"{where}: {cause}")

    def explain(self) -> str:
        """Where in the mode, then the failing expression with the failing part marked."""
        return f"in {self.where}:\n{self.cause.explain()}"


def as_game_error(where: str, exc: Exception) -> GameError:
    """A ``GameError`` for an unexpected failure caused by unusual mode data."""
    if isinstance(exc, CalcArrayError):
        return GameError(where, exc)
    return GameError(where, CalcArrayError(
        f"the mode's data could not be used: {user_words(exc)}", kind="internal"))
