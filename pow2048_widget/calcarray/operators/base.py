"""The operator table shared by the evaluator and the operator modules.

An operator is registered once, with the conversion family of its running value, the
family of each argument it consumes, and a plain Python function. The evaluator does the
conversions (calcarray.md section 3) and calls ``func(env, a, *args)``; the function never
sees unconverted input and returns a new value (inputs are never mutated).

Families: "none", "any", "number", "string", "boolean", "array", "bigint", "gaussian",
"rational", plus "raw" for argument entries taken unconverted (function entries of
arr_map & co). The removal count (rc) is ``1 + len(args)``.

Operator functions raise ``CalcArrayError`` (without a path: the evaluator adds it) for
every case the reference throws on; any other exception escaping an operator is a bug that
the evaluator still wraps into a ``CalcArrayError`` naming the operator and path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..protocol import OpEnv

__all__ = ["FAMILIES", "OpEnv", "Operator", "REGISTRY", "register"]

FAMILIES = frozenset(
    {"none", "any", "number", "string", "boolean", "array", "bigint", "gaussian", "rational"}
)


@dataclass(frozen=True, slots=True)
class Operator:
    name: str
    family: str
    args: tuple[str, ...]
    func: Callable[..., Any]

    @property
    def rc(self) -> int:
        return 1 + len(self.args)


REGISTRY: dict[str, Operator] = {}


def register(names: str | list[str], family: str, args: tuple[str, ...] | str = ()) -> Callable:
    """Decorator: register ``func`` under one or more names (aliases share one entry).

    ``args`` may be given as a tuple of family names or as one family repeated by count,
    e.g. ``args=("number",)``. Use ``"same"`` in the tuple for "the operator's own family".
    """
    arg_tuple = (args,) if isinstance(args, str) else tuple(args)
    arg_tuple = tuple(family if a == "same" else a for a in arg_tuple)
    for a in (family, *arg_tuple):
        if a not in FAMILIES and a != "raw":
            raise ValueError(f"unknown family {a!r}")

    def deco(func: Callable[..., Any]) -> Callable[..., Any]:
        for name in [names] if isinstance(names, str) else names:
            if name in REGISTRY:
                raise ValueError(f"operator {name!r} registered twice")
            REGISTRY[name] = Operator(name, family, arg_tuple, func)
        return func

    return deco
