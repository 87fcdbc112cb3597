"""``TurnHook``: a game's own code for the few steps Compendium rules cannot express.

The Compendium's rules are data, and every game this package ships is data where it can be.
A few games described elsewhere need something the data cannot say: the Excel LAMBDA 2048
draws one number of its own generator per key press (used or not) and places its new tile
from that number, and a custom game may be given Python functions for its merge, spawn,
win or lose rules. For those a game carries a hook object (``game.turn_hook``) whose
methods replace one step each. A method that returns ``None`` (or is missing) leaves that
step to the engine, so a hook implements only what it needs.

A game with a hook still records its history, undoes and notifies observers as usual; its
save codes describe only the mode's data, so they do not carry what the hook does.

Hook state that must follow undo belongs in ``game.state.game_vars`` (snapshotted with the
rest of the game), not on the hook object.
"""

from __future__ import annotations

from typing import Any

# The game a hook is given (``engine.Game``); not imported, since the game imports this module.
Game = Any

#: A tile put on the board by a hook: (row, column, tile).
Placement = tuple[int, int, list[Any]]


class SlideOutcome(tuple[list[list[Any]], float, bool]):
    """(grid after the slide, score gained, whether anything changed)."""

    __slots__ = ()

    def __new__(cls, grid: list[list[Any]], score: float, moved: bool) -> SlideOutcome:
        return super().__new__(cls, (grid, float(score), bool(moved)))


class TurnHook:
    """Replacements for steps of a press; each method's ``None`` means "engine default".

    Subclass it and override what the game needs (any object with some of these methods
    works too; a missing method counts as returning ``None``):

    * ``before_press(game, direction)``: called at the very start of every press of a game
      that is not over, whether or not the press turns out to move anything (and even when
      the direction is currently marked unavailable).
    * ``slide(game, direction) -> SlideOutcome | None``: the whole slide and merge of a
      manual press, in place of the mode's merge rules.
    * ``place_spawns(game, amount) -> list[Placement] | None``: the tiles of the random
      spawn phase (at game start ``amount`` is the mode's start tile amount), in place of
      the spawn table's draw. Cells must be empty.
    * ``judge(game, win, lose) -> tuple[bool, bool] | None``: (win, lose) detected at the
      end of a press, given what the mode's own conditions found.
    """

    def before_press(self, game: Game, direction: int) -> None:
        return None

    def slide(self, game: Game, direction: int) -> SlideOutcome | None:
        return None

    def place_spawns(self, game: Game, amount: int) -> list[Placement] | None:
        return None

    def judge(self, game: Game, win: bool, lose: bool) -> tuple[bool, bool] | None:
        return None


def hook_call(hook: Any, name: str, *args: Any) -> Any:
    """Call ``hook.name(*args)`` when the hook has that method, else ``None``."""
    if hook is None:
        return None
    method = getattr(hook, name, None)
    return None if method is None else method(*args)


class HookSite:
    """Where the parts of a game call its hook: ``game.turn_hook`` is read at each call (it
    may be set or replaced at any time) and each method passes the game, as the hook's
    methods expect. Every method returns ``None`` when the game has no hook for the step."""

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        self.game = game

    def before_press(self, direction: int) -> None:
        game = self.game
        if game.turn_hook is not None:
            hook_call(game.turn_hook, "before_press", game, direction)

    def slide(self, direction: int) -> SlideOutcome | None:
        game = self.game
        if game.turn_hook is None:
            return None
        out: SlideOutcome | None = hook_call(game.turn_hook, "slide", game, direction)
        return out

    def place_spawns(self, amount: int) -> list[Placement] | None:
        game = self.game
        if game.turn_hook is None:
            return None
        out: list[Placement] | None = hook_call(game.turn_hook, "place_spawns", game, amount)
        return out

    def judge(self, win: bool, lose: bool) -> tuple[bool, bool] | None:
        game = self.game
        if game.turn_hook is None:
            return None
        out: tuple[bool, bool] | None = hook_call(game.turn_hook, "judge", game, win, lose)
        return out
