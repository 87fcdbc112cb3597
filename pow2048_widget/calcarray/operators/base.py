"""The operator table shared by the evaluator and the operator modules.

An operator is registered once, with the conversion family of its running value, the
family of each argument it consumes, and a plain Python function. The evaluator does the
conversions and calls ``func(env, a, *args)``; the function never
sees unconverted input and returns a new value (inputs are never mutated).

Families: "none", "any", "number", "string", "boolean", "array", "bigint", "gaussian",
"rational", plus "raw" for argument entries taken unconverted (function entries of
arr_map & co). The removal count (rc) is ``1 + len(args)``.

An operator that reads or changes anything besides its arguments (the board, the score,
game variables, random numbers, the primes list, the clock, ...) declares it with
``reads=`` / ``writes=`` (names from ``calcarray.effects``); ``effects_of(name)`` answers
for operators and words alike, and ``names_with(test)`` lists the names whose effects pass a
test. Purity, lint, the tile renderer and the fast path all ask this one table.

Operator functions raise ``CalcArrayError`` (without a path: the evaluator adds it) for
every case the reference throws on; any other exception escaping an operator is a bug that
the evaluator still wraps into a ``CalcArrayError`` naming the operator and path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..effects import NO_EFFECTS, Effects, effects, word_effects
from ..protocol import OpEnv

__all__ = ["FAMILIES", "OpEnv", "Operator", "REGISTRY", "effects_of", "names_with",
           "register"]

FAMILIES = frozenset(
    {"none", "any", "number", "string", "boolean", "array", "bigint", "gaussian", "rational"}
)


@dataclass(frozen=True, slots=True)
class Operator:
    name: str
    family: str
    args: tuple[str, ...]
    func: Callable[..., Any]
    effects: Effects = NO_EFFECTS

    @property
    def rc(self) -> int:
        return 1 + len(self.args)


REGISTRY: dict[str, Operator] = {}


def register(names: str | list[str], family: str, args: tuple[str, ...] | str = (), *,
             reads: tuple[str, ...] = (), writes: tuple[str, ...] = ()) -> Callable:
    """Decorator: register ``func`` under one or more names (aliases share one entry).

    ``args`` may be given as a tuple of family names or as one family repeated by count,
    e.g. ``args=("number",)``. Use ``"same"`` in the tuple for "the operator's own family".
    ``reads`` / ``writes``: what else the operator reads or changes (``calcarray.effects``).
    """
    declared = effects(reads, writes)
    arg_tuple = (args,) if isinstance(args, str) else tuple(args)
    arg_tuple = tuple(family if a == "same" else a for a in arg_tuple)
    for a in (family, *arg_tuple):
        if a not in FAMILIES and a != "raw":
            raise ValueError(f"unknown family {a!r}")

    def deco(func: Callable[..., Any]) -> Callable[..., Any]:
        for name in [names] if isinstance(names, str) else names:
            if name in REGISTRY:
                raise ValueError(f"operator {name!r} registered twice")
            REGISTRY[name] = Operator(name, family, arg_tuple, func, declared)
        return func

    return deco


def effects_of(name: str) -> Effects | None:
    """What operator or word ``name`` reads and writes besides its arguments; None when
    ``name`` is neither (plain data, a special string, a control word)."""
    op = REGISTRY.get(name)
    if op is not None:
        return op.effects
    return word_effects(name)


def names_with(test: Callable[[Effects], bool]) -> frozenset[str]:
    """The operators and words whose effects pass ``test`` (list words by their full
    names, e.g. ``@edit_gvar``)."""
    from ..effects import LIST_EFFECTS, LIST_WORD_PREFIXES, WORD_EFFECTS

    found = {name for name, op in REGISTRY.items() if test(op.effects)}
    found |= {name for name, eff in WORD_EFFECTS.items() if test(eff)}
    found |= {prefix + suffix for prefix in LIST_WORD_PREFIXES
              for suffix, eff in LIST_EFFECTS.items() if test(eff)}
    return frozenset(found)
