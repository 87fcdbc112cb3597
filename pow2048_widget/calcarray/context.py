"""Per-evaluation context: where an expression is looked at from, and under what limits.

``EvalContext`` bundles the reference evaluator's positional arguments 1-6 (position,
direction, addInfo, container) with the game state it reads, the safety limits the
reference lacks, and an optional observer for the step debugger.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from .state import GameState


@dataclass(frozen=True)
class Limits:
    """Documented safety limits. Hitting one raises ``CalcArrayLimitError``.

    max_steps: operator steps (including loop iterations) in one top-level evaluation.
    max_depth: nesting depth of arrays / callbacks being evaluated at once.
    max_bigint_bits: size of a BigInt result of ``^B``, ``factorialB``, ``bit<<B`` and kin.
    max_length: length of a string or array an operator may build.
    max_seconds: last-resort guard against a hung kernel: CPU seconds of the evaluating
    thread (never wall time, so load on the machine cannot change a result). Every normal
    stop is a count (steps, including the work operators charge); this only fires if an
    operator's own work was charged far too little.
    """

    max_steps: int = 1_000_000
    max_depth: int = 200
    max_bigint_bits: int = 1_000_000
    max_length: int = 10_000_000
    max_seconds: float = 30.0


class Observer(Protocol):
    """Receives evaluation events (see ``calcarray.observe`` for the event kinds)."""

    def __call__(self, event: Any) -> None: ...


@dataclass
class EvalContext:
    """Context of one top-level evaluation (calcarray.md section 2.1, arguments 1-6).

    vcoord/hcoord may be the text ``"None"``. ``add_info`` shorter than 4 entries is padded
    from ``[1, Infinity, 0, 0]``. ``container`` None means the game grid.
    """

    vcoord: Any = 0.0
    hcoord: Any = 0.0
    vdir: float = 0.0
    hdir: float = 0.0
    add_info: list[Any] | None = None
    container: list[Any] | None = None
    state: GameState = field(default_factory=GameState)
    limits: Limits = field(default_factory=Limits)
    observer: Observer | None = None

    def with_changes(self, **changes: Any) -> EvalContext:
        """A copy with some fields changed (cheaper than ``dataclasses.replace``)."""
        new = object.__new__(EvalContext)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    def at(self, vcoord: Any, hcoord: Any, **changes: Any) -> EvalContext:
        """A copy looking at another cell (and optionally other direction/addInfo)."""
        return replace(self, vcoord=vcoord, hcoord=hcoord, **changes)


_DEFAULT_ADD_INFO = (1.0, math.inf, 0.0, 0.0)


def normalize_context(context: EvalContext | None) -> EvalContext:
    """Fill defaults the reference fills (addInfo padding) once per top-level call."""
    if context is None:
        context = EvalContext()
    changes: dict[str, Any] = {}
    info = context.add_info
    if info is None or len(info) < 4:
        given = list(info or ())
        changes["add_info"] = given + list(_DEFAULT_ADD_INFO[len(given):])
    for name in ("vcoord", "hcoord", "vdir", "hdir"):
        value = getattr(context, name)
        if type(value) is int:  # Python ints from callers mean numbers, not BigInts
            changes[name] = float(value)
    return context.with_changes(**changes) if changes else context
