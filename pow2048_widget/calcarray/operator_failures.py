"""What the evaluator raises when an operator function fails.

An operator raises ``CalcArrayError`` without a path (it does not know where it was
written); the evaluator gives it the operator's path. A ``RecursionError`` passes through
(the caller reports it as a nesting limit), and any other exception is a bug in an operator,
reported as a readable internal error naming the operator.
"""

from __future__ import annotations

from typing import Any

from .errors import CalcArrayError, format_path, user_words

__all__ = ["operator_failure"]


def _internal(comp: Any, exc: Exception, path: tuple[int, ...]) -> CalcArrayError:
    """An unexpected Python exception from an operator, as a readable CalcArrayError."""
    return CalcArrayError(f"operator {comp.name!r} failed: {user_words(exc)}", path,
                          kind="internal")


def operator_failure(comp: Any, exc: Exception, path: tuple[int, ...]) -> Exception:
    """What to raise when an operator raised ``exc``: its own ``CalcArrayError`` with the
    operator's path, a ``RecursionError`` as it is (the caller turns it into a limit
    error), anything else (a bug in an operator) as a readable internal error caused by it."""
    if isinstance(exc, CalcArrayError):
        _locate(exc, path)
        return exc
    if isinstance(exc, RecursionError):
        return exc
    wrapped = _internal(comp, exc, path)
    wrapped.__cause__ = exc
    return wrapped


def _locate(exc: CalcArrayError, path: tuple[int, ...]) -> None:
    """Give an operator's error (raised without a path) the operator's path."""
    if getattr(exc, "_located", False):
        return
    exc._located = True  # type: ignore[attr-defined]
    if not exc.path:
        exc.path = tuple(path)
        exc.args = (f"{exc.message} (at {format_path(exc.path)})",)
