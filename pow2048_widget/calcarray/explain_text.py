"""Text a learner can act on: errors marked in place and told in the kit's words.

``mark(expr, path)``
prints an expression with the node at ``path`` underlined, so nobody has to count out
``expr[10][2]``. ``explain_error(exc)`` adds the kit's words to messages that read like
JavaScript (a missing tile is "cannot read cell 0 of undefined" in the reference); it is
what ``CalcArrayError.explain()`` returns (this module installs itself into ``errors`` when
imported, which the package does, so the errors module needs no import of it). The filled-in
text form of a recorded trace is presentation and lives with the Stepper
(``widgets/stepper_view.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from . import errors
from .errors import CalcArrayError, format_path, node_at
from .formatting import format_value

__all__ = ["mark", "explain_error", "plain_words"]

Path = tuple[int, ...]


def mark(expr: Any, path: Sequence[int], note: str = "") -> str:
    """Two lines: the expression, and a ``^^^`` line under the node at ``path``."""
    target = tuple(path)
    span: list[int] = []
    text = _spans(expr, (), target, span, [0])
    if not span:
        return text + (f"\n{note}" if note else "")
    start, end = span
    if len(text) > 160:  # keep a window around the marked part
        lo = max(0, start - 60)
        hi = min(len(text), max(end, start + 1) + 60)
        prefix = "…" if lo > 0 else ""
        text = prefix + text[lo:hi] + ("…" if hi < len(text) else "")
        start, end = start - lo + len(prefix), end - lo + len(prefix)
    under = " " * start + "^" * max(1, end - start)
    if note:
        under += f" {note}"
    return f"{text}\n{under}"


def _spans(expr: Any, path: Path, target: Path, span: list[int], pos: list[int]) -> str:
    start = pos[0]
    if type(expr) is list:
        pos[0] += 1
        parts = []
        for i, e in enumerate(expr):
            if i:
                pos[0] += 2
            piece = _spans(e, (*path, i), target, span, pos)
            parts.append(piece)
        pos[0] += 1
        text = "[" + ", ".join(parts) + "]"
    else:
        text = format_value(expr, None)
        pos[0] += len(text)
    if path == target:
        span[:] = [start, start + len(text)]
    return text


# Messages that read like JavaScript, and what they mean for a learner of the kit.
_EXPLANATIONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"cannot read (cell|tile entry)"),
     "{head} needs a tile: it reads a cell of the board and there is none there (without a "
     "game the board is empty). Give a game or a context, e.g. evaluate(expr, "
     "EvalContext(vcoord=0.0, hcoord=1.0, state=game.state)), or step it with "
     "Stepper.for_merge(game, rule, (row, column), direction)"),
    (re.compile(r"exceeded \d+ steps"),
     "the expression kept running: usually a @repeat whose condition never stops being true "
     "(calcarray.lint points at such loops)"),
    (re.compile(r"nested more than \d+ deep|recursion too deep"),
     "arrays evaluate arrays without end: often an \"@Parent -2\" in an array that is the first "
     "entry of its caller, which re-evaluates that same array (use \"@Parent -3\")"),
    (re.compile(r"the running value is a (\w+), not a string"),
     "this text operator got a {kind} (a special string resolved to it); convert it first with "
     "\"String\", or use the operator's number/array counterpart"),
    (re.compile(r"is not a CalcArray value"),
     "only numbers (floats), BigInts (ints), booleans, None, text, lists and the kit's "
     "GaussianBigInt/BigRational can be in an expression"),
    (re.compile(r"there is no script"),
     "\"@run_script\" needs the index of one of the mode's scripts"),
    (re.compile(r"division by zero|divisor 0|divide by zero", re.I),
     "a BigInt, Gaussian or fraction operator was asked to divide by zero"),
]


_KIND_WORDS = {"float": "number", "int": "BigInt", "bool": "boolean", "list": "array",
               "NoneType": "null", "cell": "", "tile entry": ""}


def plain_words(exc: CalcArrayError, expr: Any = None) -> str | None:
    """The kit's words for an error whose message reads like JavaScript (None if none)."""
    if expr is None:
        expr = getattr(exc, "expr", None)
    for pattern, text in _EXPLANATIONS:
        m = pattern.search(exc.message)
        if m:
            node = node_at(expr, exc.path) if expr is not None else None
            head = node if type(node) is str else "@This/@Next"
            kind = _KIND_WORDS.get(m.group(1), m.group(1)) if m.groups() else ""
            return text.format(head=f'"{head}"', kind=kind)
    return None


def explain_error(exc: CalcArrayError, expr: Any = None) -> str:
    """A message for a learner: where (the expression with the failing part marked), what
    the evaluator said, and what it means in the kit's words when the message is cryptic."""
    if expr is None:
        expr = getattr(exc, "expr", None)
    lines = [f"{exc.message} (at {format_path(exc.path)})"]
    words = plain_words(exc, expr)
    if words:
        lines.append("In other words: " + words)
    if expr is not None:
        lines.append(mark(expr, exc.path, "here"))
    return "\n".join(lines)


errors.install_explainer(explain_error)
