"""What a statement asks an answer to *use* ("with `@repeat`", "without nested arrays"),
checked in the answer's structure, not only by its result.

A constant (``1024``) gives the same value as ``[1, "@repeat", 10, "*", 2, "@end-repeat"]``;
only a look at the answer tells them apart. A ``Constraint`` is part of an exercise's
definition (``Exercise.constraints``), so tests can list every exercise's constraints and
submit each one's ``skips`` answer, which gives the right result without the construct.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

__all__ = ["Constraint", "uses", "uses_any", "nests", "flat", "words", "entries"]

#: Entries looked at when searching an answer (a huge pasted array is not walked fully).
MAX_LOOK = 5_000


@dataclass(frozen=True)
class Constraint:
    """``construct`` (as the statement names it) must be in the answer: ``test(answer)``.

    ``skips`` is an answer that gives the expected result without the construct (tests
    submit it and expect a failure naming ``construct``); ``why`` says what to do.
    """

    construct: str
    test: Callable[[Any], bool]
    skips: Any
    why: str = ""

    def holds(self, answer: Any) -> bool:
        try:
            return bool(self.test(answer))
        except Exception:  # noqa: BLE001 - an odd answer simply does not have the construct
            return False


def entries(answer: Any) -> Iterator[Any]:
    """Every entry of ``answer`` (depth first), at most ``MAX_LOOK``."""
    stack, seen = [answer], 0
    while stack and seen < MAX_LOOK:
        node = stack.pop()
        seen += 1
        yield node
        if isinstance(node, list):
            stack.extend(reversed(node))


def words(answer: Any) -> set[str]:
    """The strings in ``answer``, and the first word of each (``"@Var 0"`` -> ``"@Var"``)."""
    out: set[str] = set()
    for e in entries(answer):
        if isinstance(e, str):
            out.add(e)
            out.add(e.split(" ")[0])
    return out


def uses(word: str) -> Callable[[Any], bool]:
    """The answer contains ``word`` (an operator or special string) somewhere."""
    return lambda answer: word in words(answer)


def uses_any(*options: str) -> Callable[[Any], bool]:
    return lambda answer: bool(words(answer) & set(options))


def nests(answer: Any) -> bool:
    """The answer has an array inside it."""
    return isinstance(answer, list) and any(isinstance(x, list) for x in answer)


def flat(answer: Any) -> bool:
    """The answer is one array with no array inside it."""
    return isinstance(answer, list) and not any(isinstance(x, list) for x in answer)
