"""Errors raised by the CalcArray layer.

The reference engine has no error handling: a bad expression throws a JavaScript error or
never finishes. We turn every such case into one exception type that names *where* in the
expression things went wrong, so a notebook user sees a readable message instead of a
Python traceback from deep inside the evaluator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Path = tuple[int, ...]

#: Writes ``CalcArrayError.explain``'s text. ``explain_text`` installs it when imported (the
#: package imports it), so this bottom module needs no import of the modules above it.
_explainer: Callable[[CalcArrayError, object], str] | None = None


def install_explainer(func: Callable[[CalcArrayError, object], str]) -> None:
    """Make ``func(error, expr)`` the writer of ``CalcArrayError.explain``."""
    global _explainer
    _explainer = func


def format_path(path: Sequence[int], root: str = "expr") -> str:
    """Render a path into an expression the way a user would index it: ``expr[3][1]``."""
    return root + "".join(f"[{i}]" for i in path)

#: What ``node_at`` gives when a path leads nowhere (``None`` is a node: JSON's null).
MISSING = object()


def node_at(expr: Any, path: Sequence[int]) -> Any:
    """The node of ``expr`` at ``path`` (an error's or a step's), or ``MISSING``."""
    node = expr
    for k in path:
        if type(node) is not list or not 0 <= k < len(node):
            return MISSING
        node = node[k]
    return node


class CalcArrayError(Exception):
    """A CalcArray expression could not be evaluated.

    ``path`` is the position of the offending node inside the top-level expression (a tuple
    of indexes, empty for the root); ``kind`` is a short machine-readable category such as
    ``"type"``, ``"range"``, ``"limit"``, ``"syntax"`` (mirroring the JavaScript error the
    reference would have thrown, where there is one).
    """

    def __init__(self, message: str, path: Sequence[int] = (), kind: str = "error") -> None:
        self.message = message
        self.path: Path = tuple(path)
        self.kind = kind
        #: The top-level expression it happened in (set by ``evaluate``), for ``explain``.
        self.expr: object = None
        super().__init__(f"{message} (at {format_path(self.path)})")

    def explain(self, expr: object = None) -> str:
        """The message for a learner: the expression with the failing part marked and,
        for messages that read like JavaScript, what they mean (``explain_text``)."""
        if _explainer is None:  # only while the package itself is being imported
            return str(self)
        return _explainer(self, expr)


class CalcArrayLimitError(CalcArrayError):
    """A documented safety limit (steps, depth, BigInt size, text/array length) was hit."""

    def __init__(self, message: str, path: Sequence[int] = ()) -> None:
        super().__init__(message, path, kind="limit")


def user_words(exc: BaseException) -> str:
    """An unexpected Python exception told in a user's words (no Python advice such as
    ``sys.set_int_max_str_digits``): what went wrong with the value, not in the code."""
    text = str(exc)
    if isinstance(exc, ValueError) and "integer string conversion" in text:
        return ("a BigInt of more than 4,300 digits cannot be turned into text or read from "
                "text (the largest Python converts)")
    if isinstance(exc, OverflowError):
        return "a number is too large for this operation"
    if isinstance(exc, MemoryError):
        return "the result would not fit in memory"
    if isinstance(exc, ZeroDivisionError):
        return "division by zero"
    if isinstance(exc, RecursionError):
        return "values nested too deeply"
    return f"unexpected {type(exc).__name__}" + (f" ({text})" if text else "")
