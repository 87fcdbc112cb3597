"""What an operator or word may read or change besides its own arguments: the effects table.

Most of CalcArray is pure: an operator's result depends on its running value and arguments
and nothing else. A few read the game (the board, the mode's own rules and functions, the
shared list of primes), change it (the score, game variables, the board), draw random
numbers, print, or evaluate an expression built at run time, whose effects cannot be known in
advance. Every such operator says so where it is registered
(``@register(..., reads=..., writes=...)`` in ``operators``), and the words of the language
that act on the game are listed here (``WORD_EFFECTS``). ``operators.effects_of(name)``
answers for any name.

Everything that must know about effects asks this one table: the engine's purity test (may
a result be remembered per tile?) and ``may_act`` (may an evaluation be skipped?), the fast
path's check of merge rules, the tile renderer's cache, and ``lint``'s "constant" notes.
``tests/calcarray/test_effects.py`` checks the table against the evaluator: an expression
that changes the game state or draws a random number must contain a name that declares it.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The grid (reading cells other than the tile at hand, or writing any cell).
BOARD = "board"
#: The score.
SCORE = "score"
#: Game and modifier variables.
GAME_VARS = "game_vars"
#: The spawn table and the forced spawns.
SPAWNS = "spawns"
#: The random stream (a draw advances it: it is a write).
RANDOM = "random"
#: The shared list of primes (``@Primes`` shows it; prime look-ups extend it).
PRIMES = "primes"
#: The wall clock: the work may be cut off by a time guard.
TIME = "time"
#: The mode's own rules and functions (merge rules, tile value, discovery filter).
MODE = "mode"
#: Signals to the engine's scripts (``@ScriptSignal``, ``@run_script``).
SIGNALS = "signals"
#: Printed output (``output``, ``console.log``, ``announce``).
OUTPUT = "output"
#: Evaluates an expression made at run time: any effect at all.
EVAL = "eval"

EFFECT_NAMES = frozenset({BOARD, SCORE, GAME_VARS, SPAWNS, RANDOM, PRIMES, TIME, MODE,
                          SIGNALS, OUTPUT, EVAL})


@dataclass(frozen=True, slots=True)
class Effects:
    """What evaluating one operator or word reads and writes besides its arguments."""

    reads: frozenset[str] = frozenset()
    writes: frozenset[str] = frozenset()

    @property
    def pure(self) -> bool:
        """Reads and writes nothing: the result is a function of the arguments."""
        return not self.reads and not self.writes

    @property
    def all(self) -> frozenset[str]:
        return self.reads | self.writes


def effects(reads: tuple[str, ...] | frozenset[str] = (),
            writes: tuple[str, ...] | frozenset[str] = ()) -> Effects:
    """An ``Effects`` value, its names checked (``EVAL`` counts as both read and write)."""
    r, w = frozenset(reads), frozenset(writes)
    unknown = (r | w) - EFFECT_NAMES
    if unknown:
        raise ValueError(f"unknown effect {sorted(unknown)[0]!r}")
    if EVAL in r | w:
        r, w = r | {EVAL}, w | {EVAL}
    return Effects(r, w)


NO_EFFECTS = Effects()

#: Words of the language (not operators) that act on the game.
WORD_EFFECTS: dict[str, Effects] = {
    "@replace_tile": effects(writes=(BOARD,)),
    "@run_script": effects(reads=(EVAL,)),
}
#: List-editing words: ``@edit_X``, ``@add_X``, ``@insert_X``, ``@remove_X`` for each list.
LIST_WORD_PREFIXES = ("@edit_", "@add_", "@insert_", "@remove_")
LIST_EFFECTS: dict[str, Effects] = {
    "var": NO_EFFECTS,  # the expression's own variables
    "gvar": effects(writes=(GAME_VARS,)),
    "mvar": effects(writes=(GAME_VARS,)),
    "spawn": effects(writes=(SPAWNS,)),
    "forced_spawn": effects(writes=(SPAWNS,)),
}


def word_effects(name: str) -> Effects | None:
    """The effects of a word of the language, or None when ``name`` is no such word."""
    got = WORD_EFFECTS.get(name)
    if got is not None:
        return got
    if name.startswith(LIST_WORD_PREFIXES):
        return LIST_EFFECTS.get(name.split("_", 1)[1])
    return None
