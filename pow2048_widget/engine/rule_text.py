"""Rewriting merge rules as data: permutations, multi-length, fill, flags.

These are pure transformations of rule arrays; nothing here evaluates an expression except
through callbacks handed in, so they are cheap to cache per rule and length.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from ..calcarray.jsnum import string_to_number, to_number

OVERFLOW_MARKERS = {
    "@MergeOverflowEmpty": 0,
    "@MergeOverflowSlot": 1,
    "@MergeOverflowOverwrite": 2,
    "@MergeOverflowPush": 3,
}
REVERSE_START = "@MergeReverseStart"  # quirk: toggled twice, so it never has an effect


@cache
def permutations(n: int) -> tuple[tuple[int, ...], ...]:
    """The reference's order: insert n-1 at positions n-1..0 into each permutation of n-1."""
    if n <= 1:
        return (tuple(range(n)),)
    out = []
    smaller = permutations(n - 1)
    for pos in range(n - 1, -1, -1):
        for p in smaller:
            out.append(p[:pos] + (n - 1,) + p[pos:])
    return tuple(out)


def _fmt(n: int) -> str:
    return str(int(n))


def _rewrite_str(s: str, order: tuple[int, ...]) -> str:
    if not s.startswith("@"):
        return s
    parts = s.split(" ")
    head = parts[0]
    if head == "@This":
        p0 = order[0] if order else 0
        if p0 == 0:
            return s
        return " ".join(["@Next", _fmt(p0), *parts[1:]])
    if (head == "@Next" or head == "@NextNE") and len(parts) >= 2:
        k = string_to_number(parts[1])
        if k == k and k >= 0 and k == int(k) and int(k) < len(order):
            parts[1] = _fmt(order[int(k)])
            return " ".join(parts)
    return s


def rewrite(expr: Any, order: tuple[int, ...]) -> Any:
    """Map logical tile positions to board positions: logical ``e`` becomes ``order[e]``."""
    t = type(expr)
    if t is str:
        return _rewrite_str(expr, order)
    if t is list:
        return [rewrite(e, order) for e in expr]
    return expr


def expand_condition(base: Any, steps: list[float], b: int, s: float, length: int) -> Any:
    """Condition of a multi-length rule for ``length`` tiles."""
    if length <= b or not s > 0:
        return base
    parts: list[Any] = ["@var_retain", base]
    j = 1
    while b + (j - 1) * s < length:
        order = tuple(int(steps[e] * j + e) for e in range(len(steps)))
        parts += ["&&", rewrite(base, order)]
        j += 1
    return parts


def split_markers(outputs: list[Any]) -> tuple[list[Any], int]:
    """Strip leading overflow markers; returns (outputs, overflow type)."""
    kind = 0
    i = 0
    while i < len(outputs) and type(outputs[i]) is str and (
            outputs[i] in OVERFLOW_MARKERS or outputs[i] == REVERSE_START):
        if outputs[i] in OVERFLOW_MARKERS:
            kind = OVERFLOW_MARKERS[outputs[i]]
        i += 1
    return outputs[i:], kind


def expand_fill(outputs: list[Any], length: int) -> list[Any]:
    """``[o1, ..., "fill", f1, f2]``: repeat the part after "fill" to pad to ``length``."""
    if "fill" not in outputs:
        return outputs
    i = outputs.index("fill")
    head, tail = outputs[:i], outputs[i + 1:]
    out = list(head)
    k = 0
    while tail and len(out) < length:
        out.append(tail[k % len(tail)])
        k += 1
    return out


def default_flags(n_outputs: int, length: int) -> list[Any]:
    """False for each output, True for the remaining cells up to the length."""
    return [False] * n_outputs + [True] * max(0, length - n_outputs)


def as_length(value: Any) -> int:
    """A rule length from an evaluated entry 0 (not a number: 1)."""
    if type(value) is not float and type(value) is not int or type(value) is bool:
        return 1
    x = float(value)
    if x != x:
        return 1
    if math.isinf(x):
        return 1 if x < 0 else 10**6
    return max(0, math.ceil(x))


def expand_multilength(rules: list[Any], width: int, height: int) -> list[Any]:
    """Load-time expansion of 10-entry rules into one rule per length, longest first.

    Stops at the first rule whose entry 0 is the number 0 (quirk). Only rules
    whose step vector and length entries are plain numbers can be expanded here.
    """
    from .mode_fields import rule_body_start

    out: list[Any] = []
    expanding = True
    for rule in rules:
        if not isinstance(rule, list):
            out.append(rule)
            continue
        start = rule_body_start(rule)
        body = rule[start:]
        if expanding and body and type(body[0]) is float and body[0] == 0:
            expanding = False
        if not expanding or len(body) != 10:
            out.append(rule)
            continue
        b, steps, s, maxl = body[6], body[7], body[8], body[9]
        if not (_num(b) and _num(s) and isinstance(steps, list) and all(_num(x) for x in steps)):
            out.append(rule)
            continue
        if isinstance(maxl, list):
            allowed = [to_number(x) for x in maxl]
            top = max(allowed) if allowed else -math.inf
        elif _num(maxl) and maxl >= b:
            allowed = None
            top = float(maxl)
        else:
            out.append(rule)
            continue
        top = min(top, max(width, height))
        lengths = []
        length = float(b)
        while length <= top and s > 0:
            if allowed is None:
                keep = length >= to_number(body[0])
            else:
                keep = length in allowed
            if keep:
                lengths.append(length)
            length += s
        for length in sorted(lengths, reverse=True):
            out.append(rule[:start] + prepare_static(body, int(length), [float(x) for x in steps]))
    return out


def _num(x: Any) -> bool:
    return type(x) is float or (type(x) is int and type(x) is not bool)


def prepare_static(body: list[Any], length: int, steps: list[float]) -> list[Any]:
    """A 10-entry rule fixed to ``length``: condition expanded, default flags filled in."""
    new = list(body)
    new[0] = float(length)
    new[9] = float(length)
    new[1] = expand_condition(body[1], steps, int(body[6]), float(body[8]), length)
    new[6] = float(length)
    outputs = body[3]
    if isinstance(outputs, list) and not (outputs and outputs[0] == "@CalcArray"):
        stripped, _ = split_markers(outputs)
        filled = expand_fill(stripped, length)
        new[3] = outputs[:len(outputs) - len(stripped)] + filled
        stripped = filled
        if not (isinstance(new[5], list) and new[5]):
            new[5] = default_flags(len(stripped), length)
    return new
