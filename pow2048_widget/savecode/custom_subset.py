"""The Custom designer's "could this merge be a subset of that one" heuristic.

A shorter merge is refused where a longer earlier merge applies; this test decides which
pairs get that guard. It is a heuristic with known slips, reproduced as the reference has
them because its answer shapes the generated merge rules.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

Input = tuple[bool, float]  # (relative, number or offset)


@dataclass(frozen=True)
class NumberSet:
    """The tile numbers a merge's base tile may have: a list (kind 0) or a range (kind 1)."""

    kind: int
    values: tuple[float, ...] = ()
    low: float = -math.inf
    high: float = math.inf
    remainder: float = 0.0
    modulus: float = 1.0

    @classmethod
    def of(cls, kind: Any, numbers: Any) -> NumberSet:
        if kind == 0:
            return cls(0, tuple(numbers))
        low, high, remainder, modulus = (list(numbers) + [0.0, 0.0, 0.0, 1.0])[:4]
        return cls(1, (), low, high, remainder, modulus)

    @property
    def empty_list(self) -> bool:
        return self.kind == 0 and not self.values

    def contains(self, n: float) -> bool:
        if self.kind == 0:
            return n in self.values
        return self.low <= n <= self.high and floored_mod(n, self.modulus) == self.remainder


def floored_mod(a: float, b: float) -> float:
    """CalcArray's ``mod``: the sign of the divisor, 0 for a zero divisor."""
    if b == 0 or not math.isfinite(a):
        return 0.0 if b == 0 else math.nan
    return math.fmod(math.fmod(a, b) + b, b)


def _smallest_at_least(low: float, remainder: float, modulus: float) -> float:
    return low + floored_mod(remainder - low, modulus)


def _largest_at_most(high: float, remainder: float, modulus: float) -> float:
    return high - floored_mod(high - remainder, modulus)


def _pick(low: float, high: float, remainder: float, modulus: float,
          check_low: float, check_high: float) -> float | None:
    """A value of the progression within [low, high], range-checked against the check bounds."""
    if low == -math.inf and high == math.inf:
        return remainder
    if low == -math.inf:
        n = _largest_at_most(high, remainder, modulus)
        return None if n < check_low else n
    n = _smallest_at_least(low, remainder, modulus)
    return None if n > check_high else n


def representative(s: NumberSet) -> float | None:
    """Some number the set contains (the first list value, or a progression member)."""
    if s.kind == 0:
        return s.values[0] if s.values else None
    return _pick(s.low, s.high, s.remainder, s.modulus, s.low, s.high)


def _representative_of_longer(longer: NumberSet, shorter: NumberSet) -> float | None:
    """The reference's copy of ``representative`` for the longer merge, with its slips:
    the shorter merge's modulus below -infinity and its bounds in the range check."""
    if longer.kind == 0:
        return longer.values[0] if longer.values else None
    if longer.low == -math.inf and longer.high == math.inf:
        return longer.remainder
    if longer.low == -math.inf:
        n = _largest_at_most(longer.high, longer.remainder, shorter.modulus)
        return None if n < shorter.low else n
    n = _smallest_at_least(longer.low, longer.remainder, longer.modulus)
    return None if n > shorter.high else n


def _combine(r1: float, m1: float, r2: float, m2: float) -> tuple[float, float] | None:
    """Smallest common solution of two congruences and the lcm, or None."""
    if not all(float(x).is_integer() for x in (r1, m1, r2, m2)) or m1 == 0 or m2 == 0:
        return None
    a1, n1, a2, n2 = int(r1), abs(int(m1)), int(r2), abs(int(m2))
    g = math.gcd(n1, n2)
    if (a2 - a1) % g:
        return None
    lcm = n1 // g * n2
    k = ((a2 - a1) // g * pow(n1 // g, -1, n2 // g)) % (n2 // g) if n2 // g > 1 else 0
    return float((a1 + n1 * k) % lcm), float(lcm)


def _both_relative(s_set: NumberSet, o_s: float, l_set: NumberSet,
                   o_l: float) -> tuple[float, float] | None:
    if s_set.kind == 0:
        for v in s_set.values:
            if l_set.contains(v - o_l):
                return v - o_s, v - o_l
        return None
    if l_set.kind == 0:
        for v in l_set.values:
            if s_set.contains(v - o_s):
                return v - o_s, v - o_l
        return None
    low = max(s_set.low + o_s, l_set.low + o_l)
    high = min(s_set.high + o_s, l_set.high + o_l)
    combined = _combine(
        floored_mod(s_set.remainder + o_s, s_set.modulus), s_set.modulus,
        floored_mod(l_set.remainder + o_l, l_set.modulus), l_set.modulus,
    )
    if combined is None:
        return None
    value = _pick(low, high, combined[0], combined[1], low, high)
    if value is None:
        return None
    return value - o_s, value - o_l


def _choose_bases(s_in: Input, s_set: NumberSet, l_in: Input,
                  l_set: NumberSet) -> tuple[float, float] | None:
    (s_rel, s_x), (l_rel, l_x) = s_in, l_in
    if not s_rel and not l_rel:
        return None
    n_s: float | None
    n_l: float | None
    if not s_rel:
        n_l = s_x - l_x
        if not l_set.contains(n_l):
            return None
        n_s = representative(s_set)
        return None if n_s is None else (n_s, n_l)
    if not l_rel:
        n_s = l_x - s_x
        if not s_set.contains(n_s):
            return None
        n_l = _representative_of_longer(l_set, s_set)
        return None if n_l is None else (n_s, n_l)
    return _both_relative(s_set, s_x, l_set, l_x)


def _numbers(inputs: list[Input], base: float) -> list[float]:
    return [base + x if relative else x for relative, x in inputs]


def _matches_all(s_numbers: list[float], l_numbers: list[float]) -> bool:
    s_numbers, l_numbers = list(s_numbers), list(l_numbers)
    while s_numbers:
        last = s_numbers[-1]
        if last not in l_numbers:
            return False
        s_numbers.pop()
        l_numbers.remove(last)
    return True


def could_be_subset(short: list[Any], long: list[Any]) -> bool:
    """Whether designer merge ``short`` (fewer other tiles) may be part of merge ``long``."""
    s_set, l_set = NumberSet.of(short[0], short[1]), NumberSet.of(long[0], long[1])
    if s_set.empty_list or l_set.empty_list:
        return False
    s_inputs: list[Input] = [(True, 0.0)] + [(bool(r), x) for r, x in short[2]]
    l_inputs: list[Input] = [(True, 0.0)] + [(bool(r), x) for r, x in long[2]]
    i = 0
    while i < len(s_inputs):
        j = 0
        while j < len(l_inputs) and i < len(s_inputs):
            s_rel, s_x = s_inputs[i]
            l_rel, l_x = l_inputs[j]
            if not s_rel and not l_rel and s_x == l_x:
                del s_inputs[i]
                del l_inputs[j]
                if not s_inputs:
                    return True
                j = 0
            j += 1
        i += 1
    for s_in in s_inputs:
        for l_in in l_inputs:
            bases = _choose_bases(s_in, s_set, l_in, l_set)
            if bases is None:
                continue
            if _matches_all(_numbers(s_inputs, bases[0]), _numbers(l_inputs, bases[1])):
                return True
    return False
