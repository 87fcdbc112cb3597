"""The switch between the compiled tier and the interpreter.

Expressions an engine evaluates again and again are translated once into Python functions
(``fastplan``: generated source, specialised on what the expression reads) and run that
way; anything a compiled function does not cover falls back to the interpreter
(``evaluator``), which stays the definition of what an expression means. Both must agree
on everything observable, so it must be easy to run with the compiled tier off and compare:

* ``POW2048_INTERPRET=1`` in the environment (read at import) runs everything interpreted;
* ``with interpreted(): ...`` does the same for a block (process-wide, nestable);
* ``POW2048_COMPILE_EAGER=1`` / ``with eager(): ...`` compiles an expression on its first
  evaluation instead of its second (so a test set evaluating each expression once, such as
  the conformance vectors, exercises the compiled tier).

The flags are plain module-level lists so that the evaluator's check costs one index.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

__all__ = ["interpreted", "eager", "interpreting", "compiling_eagerly"]


def _flag(name: str) -> int:
    return 1 if os.environ.get(name, "").strip() not in ("", "0") else 0


#: [count] > 0: the compiled tier is off (``POW2048_INTERPRET`` counts as one).
OFF: list[int] = [_flag("POW2048_INTERPRET")]
#: [count] > 0: compile on the first evaluation (``POW2048_COMPILE_EAGER`` counts as one).
EAGER: list[int] = [_flag("POW2048_COMPILE_EAGER")]


def interpreting() -> bool:
    """True while everything runs on the interpreter."""
    return OFF[0] > 0


def compiling_eagerly() -> bool:
    """True while expressions are compiled on their first evaluation."""
    return EAGER[0] > 0


@contextmanager
def _raised(flag: list[int]) -> Iterator[None]:
    flag[0] += 1
    try:
        yield
    finally:
        flag[0] -= 1


def interpreted() -> AbstractContextManager[None]:
    """Run the block with the compiled tier off (to compare, or to rule it out)."""
    return _raised(OFF)


def eager() -> AbstractContextManager[None]:
    """Run the block compiling each expression on its first evaluation."""
    return _raised(EAGER)
