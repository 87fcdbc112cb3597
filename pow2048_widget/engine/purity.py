"""Which expressions depend on nothing but the tile they look at.

The engine re-evaluates some expressions very often with the same tile (the discovery
filter, win/lose conditions, end-of-turn rules on tiles that did not change). When an
expression reads only the tile itself and has no side effects, its result is a function of
the tile, so the engine may remember it: nothing observable changes, the work disappears.
The test is conservative: anything not known to be local and pure makes it ``False``.
"""

from __future__ import annotations

from typing import Any

from ..calcarray.effects import BOARD, EVAL, GAME_VARS, RANDOM, SCORE, SIGNALS, SPAWNS
from ..calcarray.operators import names_with

#: Operators and words that read anything but their arguments or change anything (the
#: effects table, ``calcarray.effects``): such an expression is not a function of the tile.
IMPURE_OPERATORS = names_with(lambda e: not e.pure)
# Words and references that stay inside the evaluation (local variables, control flow).
LOCAL_WORDS = frozenset({
    "@Literal", "@CalcArray", "@end_vars", "@var_retain", "@var_copy", "@global_var_retain",
    "@global_var_copy", "@global_var_none", "@global_var_retain_inner",
    "@global_var_copy_inner", "@global_var_none_inner", "@if", "@else", "@else-if",
    "@end-if", "@end-else-if", "@end-else", "@repeat", "@end-repeat", "@end-stack",
    "@edit_var", "@add_var", "@insert_var", "@remove_var",
})
LOCAL_PREFIXES = ("@Var", "@Parent")


def _string_ok(s: str, allow_this: bool) -> bool:
    if not s.startswith("@"):
        return s not in IMPURE_OPERATORS  # other text: a pure operator or plain data
    if s in LOCAL_WORDS:
        return True
    head = s.split(" ", 1)[0]
    if head in LOCAL_PREFIXES:
        return True
    if allow_this and head == "@This" and "@From" not in s:
        return True
    return s.startswith("@@")  # an escaped literal string


def _walk(expr: Any, allow_this: bool) -> bool:
    t = type(expr)
    if t is str:
        return _string_ok(expr, allow_this)
    if t is list:
        return all(_walk(e, allow_this) for e in expr)
    return True


def tile_local(expr: Any, allow_this: bool = True) -> bool:
    """True when ``expr`` reads only the This tile (if ``allow_this``) and its own locals,
    and has no side effects or randomness."""
    return _walk(expr, allow_this)



#: What an evaluation the engine skips could have changed: the game's state or the random
#: stream (reading the game, printing or growing the primes list is harmless here).
GAME_WRITES = frozenset({BOARD, SCORE, GAME_VARS, SPAWNS, RANDOM, SIGNALS, EVAL})
ACTING_OPERATORS = names_with(lambda e: bool(e.writes & GAME_WRITES))


def _acts(expr: Any) -> bool:
    t = type(expr)
    if t is str:
        return expr in ACTING_OPERATORS
    if t is list:
        return any(_acts(e) for e in expr)
    return False


def may_act(expr: Any) -> bool:
    """True when evaluating ``expr`` might draw a random number or change the game, so
    skipping an evaluation the reference makes would be observable."""
    return _acts(expr)
