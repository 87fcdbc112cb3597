"""The pieces of ``CustomGame``'s options: new tiles, colours, and Python functions.

Kept apart from the builder (``custom``) and the Python runner (``custom_hook``), which both
use them.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import ModeError
from . import custom_algorithm as algo

VOID = "@Void"
#: Tiles are ``[value, mark]``: ``mark`` is the move number in which the tile was made by a
#: merge (-1 for new and initial tiles), so the rules can tell a merged tile this move.
NEW_MARK = -1.0
#: The palette, in the order colours are handed out (background, text); the last entry is
#: white with black text, used for every value once the others are taken.
PALETTE: tuple[tuple[str, str], ...] = (
    ("#eee4da", "#776e65"), ("#ede0c8", "#776e65"), ("#f2b179", "#f9f6f2"),
    ("#f59563", "#f9f6f2"), ("#f67c5f", "#f9f6f2"), ("#f65e3b", "#f9f6f2"),
    ("#edcf72", "#f9f6f2"), ("#edcc61", "#f9f6f2"), ("#edc850", "#f9f6f2"),
    ("#edc53f", "#f9f6f2"), ("#edc22e", "#f9f6f2"), ("#3c3a32", "#f9f6f2"),
    ("#ffffff", "#000000"),
)
#: Disabled cells: black with a white border (the document's look).
DISABLED_CSS = {"--void-cell-visibility": "visible", "--void-cell-background": "#000000",
                "--void-cell-border": "2px solid #ffffff"}
#: Largest board side a custom game accepts (rules and guards grow with it).
MAX_SIDE = 12
STRATEGIES = algo.STRATEGIES


@dataclass(frozen=True)
class NewTile:
    """New tiles: ``values`` maps a value to its weight; ``per_move`` tiles after each move;
    ``at_start`` random tiles at the start (None: 2, or 0 when initial tiles are given)."""

    values: Mapping[int, float] = field(default_factory=lambda: {2: 9.0, 4: 1.0})
    per_move: int = 1
    at_start: int | None = None


def is_python(option: Any) -> bool:
    return callable(option) and not isinstance(option, (list, tuple, str, NewTile))


def one_argument(fn: Callable[..., Any]) -> bool:
    """Whether ``fn`` takes a single positional argument (else: one argument per value)."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return True
    params = list(sig.parameters.values())
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
                  and p.default is p.empty]
    return len(positional) == 1


def tile_function(fn: Callable[..., Any], name: str, fallback: Any = None
                  ) -> Callable[[list[int]], Any]:
    """A merge function called with the list of values, whichever way ``fn`` takes them.

    ``f(tiles)`` gets the list (closest to the edge first); ``f(a, b, ...)`` or ``f(*tiles)``
    gets one argument per tile, as the document's functions do. A function that cannot take
    that many tiles gives ``fallback`` (a condition: no merge).
    """
    if one_argument(fn):
        return lambda tiles: fn(list(tiles))

    def spread(tiles: list[int]) -> Any:
        try:
            inspect.signature(fn).bind(*tiles)
        except TypeError:
            if fallback is None:
                raise ModeError(name, f"cannot take {len(tiles)} tiles") from None
            return fallback
        except ValueError:
            pass
        return fn(*tiles)

    return spread


