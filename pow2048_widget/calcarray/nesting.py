"""How deeply a value nests, measured without recursion.

Everything that walks CalcArray data (copying a mode field, decoding SC JSON, comparing an
expression with its compiled plan) recurses once per level. Data from outside (a save code,
a mode file, a live edit, a widget message) is measured here first, with an explicit stack,
so a 7,000-deep rule or a list that contains itself is refused with our own error instead of
Python's ``RecursionError``.
"""

from __future__ import annotations

from typing import Any

MAX_DATA_DEPTH = 1_000
"""Deepest nesting of lists (and dicts) accepted in data: mode fields, SC JSON, save codes.

Real modes nest a few dozen levels; an evaluation stops at ``Limits.max_depth`` (200) anyway.
"""


def too_deep(value: Any, limit: int = MAX_DATA_DEPTH) -> bool:
    """True when ``value`` nests lists/dicts more than ``limit`` deep or contains itself.

    Iterative (an explicit stack of iterators); a list that contains itself is found as
    nesting without end, so the walk stops at ``limit`` either way.
    """
    if type(value) is not list and type(value) is not dict:
        return False
    stack = [iter(value.values() if type(value) is dict else value)]
    while stack:
        for item in stack[-1]:
            t = type(item)
            if t is list or t is dict:
                if len(stack) >= limit:
                    return True
                stack.append(iter(item.values() if t is dict else item))
                break
        else:
            stack.pop()
    return False
