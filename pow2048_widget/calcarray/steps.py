"""The step debugger's data: one :class:`Step` per evaluation event, a :class:`Trace` of them.

``calcarray.trace`` records them; the widgets layer shows them (the Stepper's payload lives
in ``widgets/stepper_view.py``). Steps hold SC-JSON encoded values only, so a trace can be
shipped to a browser, stored, diffed or printed without the evaluator. ``str(trace)`` is
the plain text form for terminals and ``print``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .context import Limits
from .errors import CalcArrayError, format_path
from .formatting import encode, format_encoded, format_value

__all__ = ["Step", "Trace", "VarView", "ParentView", "Path"]

Path = tuple[int, ...]


@dataclass(frozen=True)
class VarView:
    """One variable as the step debugger lists it."""

    name: str
    value: Any
    changed: bool


@dataclass(frozen=True)
class ParentView:
    """One slot of the parents chain; ``expr`` when reading it would evaluate it again.

    The reference stores the raw first entry of a level until its first step; reading such
    a slot through ``@Parent`` re-evaluates it (an array as an expression, a special string
    resolved), so the debugger says so instead of pretending it is a plain value.
    """

    value: Any
    expr: bool


@dataclass(frozen=True)
class Step:
    """One event of an evaluation, self-contained and JSON-serializable.

    ``value`` is the running value of the array being evaluated (``frame``) after the
    event; ``op``/``input``/``args``/``result`` describe an operator application (running
    value and arguments as converted for the operator); ``vars`` are the current array's
    local variables plus the game variables, ``parents`` the parents chain outermost first
    (``parents[-1]`` is what
    ``@Parent -1`` reads). ``depth`` counts the arrays and blocks open at this step (step
    over/out navigate by it). Values are SC-JSON encoded (``"@BigInt 5"``, ``"@NaN"``).
    """

    index: int
    kind: str
    path: Path
    frame: Path | None
    depth: int
    value: Any
    text: str
    op: str | None = None
    input: Any = None
    args: tuple[Any, ...] | None = None
    result: Any = None
    has_result: bool = False
    vars: tuple[VarView, ...] = ()
    parents: tuple[ParentView, ...] = ()
    message: str | None = None
    error_kind: str | None = None
    counted: bool = False
    span: tuple[int, int] | None = None

    @property
    def where(self) -> str:
        """The node as a user indexes it: ``expr[2][1]``."""
        return format_path(self.path)


@dataclass
class Trace:
    """The recorded evaluation of one expression.

    ``result`` is the final (cleaned-up) value, or ``None`` with ``error`` set when the
    evaluation failed; the last step is then the error step.
    """

    expr: Any
    steps: list[Step] = field(default_factory=list)
    result: Any = None
    error: CalcArrayError | None = None
    limits: Limits | None = None  # the limits the evaluation ran under

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    @property
    def ok(self) -> bool:
        """True when the expression evaluated without error."""
        return self.error is None

    @property
    def counted_steps(self) -> int:
        """How many steps the evaluator charged against ``Limits.max_steps``."""
        return sum(1 for s in self.steps if s.counted)

    def expr_json(self) -> Any:
        """The expression tree, SC-JSON encoded (paths of the steps index into it)."""
        return encode(self.expr)

    def kinds(self) -> list[str]:
        """The kind of every step (handy in tests and for a quick overview)."""
        return [s.kind for s in self.steps]

    def __str__(self) -> str:
        lines = [f"trace of {format_value(self.expr, 70)}"]
        width = max((len(s.where) for s in self.steps), default=4)
        for s in self.steps:
            line = f"{s.index:>4}  {s.kind:<11} {s.where:<{width}}  {s.text}"
            lines.append(line.rstrip())
            shown = [v for v in s.vars if v.changed]
            if shown and s.kind in {"var", "apply", "enter"}:
                changed = ", ".join(f"{v.name} = {format_encoded(v.value)}" for v in shown)
                lines.append(f"{'':>6}{'':<11} changed: {changed}")
        if self.error is not None:
            lines.append(f"error: {self.error}")
        else:
            lines.append(f"result: {format_value(self.result, 200)}")
        return "\n".join(lines)

    def show(self) -> None:
        """Print the text form (for plain Python and terminals, where no widget renders)."""
        print(str(self))

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython pretty printer
        printer.text(str(self))
