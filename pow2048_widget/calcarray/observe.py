"""Evaluation events for a step debugger (the optional ``EvalContext.observer``).

An observer is any callable taking one event. Every event carries the ``path`` of the node
in the top-level expression (a tuple of indexes, as in ``CalcArrayError.path``), the
running value of the array being evaluated at that moment, and snapshots of the local
variables and of the parents chain, so a debugger can show exactly what
``@Var``/``@Parent`` would read. Snapshots are shallow copies: values are never mutated.

Every event also carries ``step``, the evaluator's step counter (``Limits.max_steps``) right
after the event, and every unit of that counter ends in exactly one *counted* event: an
``ApplyOperator``, ``VariableChange``, ``EnterBlock``/``SkipBlock`` of an ``@if`` chain, a
``LoopIteration`` or a ``Tick`` (work that has no richer event: an ignored entry, the
``@repeat`` word, a failing loop check, a tile walk, a marker loop-back, a search probe).
A recorder can thus account for the whole budget without looking into the evaluator.

With no observer attached the evaluator builds none of these objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Path = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Event:
    """Common fields of every event."""

    path: Path
    running: Any
    variables: list[Any] = field(default_factory=list)
    parents: list[Any] = field(default_factory=list)
    step: int = 0


@dataclass(frozen=True, slots=True)
class EnterArray(Event):
    """An array starts being evaluated (after its preamble); ``expr`` is the array."""

    expr: Any = None


@dataclass(frozen=True, slots=True)
class ResolveString(Event):
    """A special string was resolved (``result`` is the string itself when unresolved)."""

    text: str = ""
    result: Any = None


@dataclass(frozen=True, slots=True)
class ApplyOperator(Event):
    """An operator ran on converted input: ``running`` is ``a``, ``args`` the arguments."""

    operator: str = ""
    args: tuple[Any, ...] = ()
    result: Any = None


@dataclass(frozen=True, slots=True)
class EnterBlock(Event):
    """A control-flow block (``@if``, ``@else-if``, ``@else``, ``@repeat``) is run.

    ``path`` (as for ``SkipBlock``, ``LeaveBlock`` and ``LoopIteration``) is the control
    word's, so a debugger highlights the word that decided.
    """

    word: str = ""
    condition: Any = None


@dataclass(frozen=True, slots=True)
class SkipBlock(Event):
    """A control-flow block is skipped (its condition was not exactly ``true``)."""

    word: str = ""
    condition: Any = None


@dataclass(frozen=True, slots=True)
class LeaveBlock(Event):
    """A block finished; ``running`` is the block's result."""

    word: str = ""


@dataclass(frozen=True, slots=True)
class LoopIteration(Event):
    """One more turn of a ``@repeat`` loop (``iteration`` counts from 0)."""

    iteration: int = 0
    condition: Any = None


@dataclass(frozen=True, slots=True)
class VariableChange(Event):
    """A word that changes variables or the game ran.

    ``target`` names what it changes: ``"var"``, ``"gvar"``, ``"mvar"``, ``"spawn"``,
    ``"forced_spawn"`` (``index`` the converted index, None for ``@add_X``), ``"tile"``
    (``index`` is ``(row, col)``) or ``"script"`` (``index`` the script number). ``value``
    is the value written (None for removals and scripts); ``changed`` is False when the
    word had no visible effect (an index out of range, ``@replace_tile`` off the gameplay
    screen), so a debugger need not diff snapshots to tell.
    """

    word: str = ""
    target: str = ""
    index: Any = None
    value: Any = None
    changed: bool = True


@dataclass(frozen=True, slots=True)
class Tick(Event):
    """A counted unit of work without a richer event of its own.

    ``reason``: ``"ignored"`` (an entry that is no operator, skipped with the entries it
    takes), ``"repeat"`` (the ``@repeat`` word, before its count/condition), ``"loop-end"``
    (a loop condition that is no longer true), ``"walk"`` (a step over tiles),
    ``"marker"`` (a literal marker that sends a value through conversion again),
    ``"probe"`` (a binary-search probe of a callback operator).
    """

    reason: str = ""


@dataclass(frozen=True, slots=True)
class Result(Event):
    """An array finished: ``running`` is its result (before any final clean-up)."""


@dataclass(frozen=True, slots=True)
class ErrorEvent(Event):
    """Evaluation failed here; the same error is then raised to the caller."""

    error: Exception | None = None


__all__ = [
    "Event",
    "EnterArray",
    "ResolveString",
    "ApplyOperator",
    "EnterBlock",
    "SkipBlock",
    "LeaveBlock",
    "LoopIteration",
    "VariableChange",
    "Tick",
    "Result",
    "ErrorEvent",
]
