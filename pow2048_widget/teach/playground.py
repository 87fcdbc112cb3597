"""``calc``: try a CalcArray expression in a lesson and see its value the way the guide writes it.

``calc('[3, "+", 2, "*", 4]')`` shows ``20``; a BigInt shows as ``5n``, text in quotes.
JSON text is read like a save code (``3`` is a number); a Python list is taken as it is
(so a Python ``int`` is a BigInt); ``5n`` in text is the BigInt 5. ``tile=[4]``
evaluates on a one-tile board, so ``"@This 0"`` is 4. An error is shown as a message,
never as a traceback, so a lesson can demonstrate one.
"""

from __future__ import annotations

from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.scjson import sc_loads
from ..calcarray.trace import format_value
from .answers import bigint_suffix_to_tag
from .cases import board_context, detached_state
from .exercise import Text

__all__ = ["calc"]


def calc(expr: Any, *, tile: Any = None, grid: Any = None, position: tuple[int, int] = (0, 0),
         direction: tuple[int, int] = (0, 0), game_vars: list[Any] | None = None,
         score: float = 0.0, game: Any = None) -> Text:
    """The value of ``expr`` (JSON text or a Python list) as text, or the error it raises.

    With ``game`` (an engine ``Game``) the expression reads that game's board, score and
    variables at ``position`` (row, column), looking along ``direction`` (dv, dh); it works
    on a copy, so the game never changes.
    """
    from ..calcarray.context import EvalContext
    from ..calcarray.evaluator import evaluate

    try:
        value = sc_loads(bigint_suffix_to_tag(expr)) if isinstance(expr, str) else expr
        if tile is not None:  # tile=[4] means the tile holding the number 4
            tile = [float(x) if type(x) is int else x for x in tile]
        if game is not None:
            v, h = position
            ctx = EvalContext(float(v), float(h), float(direction[0]), float(direction[1]),
                              None, None, detached_state(game.state))
        else:
            ctx = board_context(tile, grid, position, game_vars, score, 0, direction)
        return Text(format_value(evaluate(value, ctx), 400))
    except CalcArrayError as err:
        return Text(f"CalcArrayError: {err}")
