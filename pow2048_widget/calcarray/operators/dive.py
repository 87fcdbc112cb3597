"""DIVE seed unlocking: what is left of a tile after dividing out
seeds.

``DIVESeedUnlock`` (BigInts) has a unique answer in every mode, so modes 1/4 use a plain
exhaustive search. ``GaussianDIVESeedUnlock`` and ``customDIVESeedUnlock`` can reach
several values of the same size (associates), so they follow the reference's enumeration
(coprime grouping, then an odometer over the other seeds' exponents) step by step.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import gaussian_math as gm
from ..effects import EVAL
from ..equality import eq_prim
from ..errors import CalcArrayError, CalcArrayLimitError
from ..intmath import trunc_div
from ..jsnum import to_boolean, to_number
from ..values import UNDEFINED, is_bigint
from ..values import GaussianBigInt as GB
from .base import register

MAX_STATES = 1_000_000


def _mode(mode: float) -> int:
    if not math.isfinite(mode):
        return -1
    return int(mode - 5 * math.floor(mode / 5))


# --- BigInt -------------------------------------------------------------------------------


def _bigint_seeds(seeds: list[Any]) -> list[int]:
    for s in seeds:
        if not is_bigint(s):
            raise CalcArrayError("DIVESeedUnlock: seeds must be BigInts", kind="type")
        if s == 0:
            raise CalcArrayError("DIVESeedUnlock: division by zero (seed 0)", kind="range")
        if abs(s) == 1:
            raise CalcArrayLimitError("DIVESeedUnlock: a seed of 1 or -1 never stops dividing")
    return seeds


def _terminal_values(a: int, seeds: list[int]) -> set[int]:
    """Every value reachable by exact divisions that no seed divides any further."""
    seen = {a}
    stack = [a]
    terminal: set[int] = set()
    while stack:
        v = stack.pop()
        divisible = False
        for s in seeds:
            if v % s == 0:
                divisible = True
                w = trunc_div(v, s)
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
                    if len(seen) > MAX_STATES:
                        raise CalcArrayLimitError("DIVESeedUnlock: too many division orders")
        if not divisible:
            terminal.add(v)
    return terminal


@register("DIVESeedUnlock", "bigint", ("array", "number"))
def op_dive_seed_unlock(env: Any, a: int, seeds: list[Any], mode: float) -> int:
    if a == 0:
        return 1
    m = _mode(mode)
    a = abs(a)
    seeds = list(seeds)
    for i, s in enumerate(seeds):
        if is_bigint(s) and s == 1:
            del seeds[i]
            break
    if not seeds:
        return a
    seeds = _bigint_seeds(seeds)
    if m in (1, 2, 4):
        seeds.sort()
    elif m == 0:
        seeds.sort(reverse=True)
    if m in (0, 2, 3):
        for s in seeds:
            while a % s == 0:
                a = trunc_div(a, s)
        return a
    ends = _terminal_values(a, seeds)
    if m == 1:
        return min(ends)
    best = max(ends)
    return best if best > 1 else 1


# --- the reference's enumeration, shared by the Gaussian and custom versions ---------------


@dataclass
class _Arith:
    """The operations the enumeration needs (built-in for Gaussian, callbacks for custom)."""

    divides: Callable[[Any, Any], bool]  # modZero(x, seed)
    divide: Callable[[Any, Any], Any]
    multiply: Callable[[Any, Any], Any]
    coprime: Callable[[Any, Any], bool]
    compare: Callable[[Any, Any], float]  # sort order
    better: Callable[[Any, Any, bool], bool]  # better(value, best, maximise)


def _divide_out(value: Any, seeds: list[Any], ar: _Arith) -> Any:
    for s in seeds:
        while ar.divides(value, s):
            value = ar.divide(value, s)
    return value


def _sorted(items: list[Any], ar: _Arith, descending: bool = False) -> list[Any]:
    def cmp(x: Any, y: Any) -> int:
        c = ar.compare(y, x) if descending else ar.compare(x, y)
        return -1 if c < 0 else 1 if c > 0 else 0

    return sorted(items, key=functools.cmp_to_key(cmp))


def _coprime_groups(seeds: list[Any], ar: _Arith, use_groups: bool) -> tuple[list[Any], list[Any]]:
    if not use_groups:
        return [], list(seeds)
    best_group: list[Any] = []
    best_rest: list[Any] = []
    n = len(seeds)
    for i in range(n):
        group, rest = [seeds[i]], []
        product = seeds[i]
        for step in range(1, n):
            s = seeds[(i + step) % n]
            if ar.coprime(s, product):
                group.append(s)
                product = ar.multiply(product, s)
            else:
                rest.append(s)
        if len(group) > len(best_group):
            best_group, best_rest = group, rest
    return _sorted(best_group, ar), _sorted(best_rest, ar)


def _enumerate(a: Any, seeds: list[Any], ar: _Arith, maximise: bool, start_best: Any,
               use_groups: bool) -> Any:
    group, rest = _coprime_groups(seeds, ar, use_groups)
    best = start_best
    seeded = a
    value = a
    counters = [0] * len(rest)
    loops = 0
    while True:
        loops += 1
        if loops > MAX_STATES:
            raise CalcArrayLimitError("DIVE seed unlocking: too many division orders")
        value = _divide_out(value, group, ar)
        if ar.better(value, best, maximise):
            best = value
        if not rest:
            return best
        value = seeded
        idx = 0
        while idx < len(rest) and not ar.divides(value, rest[idx]):
            for _ in range(counters[idx]):
                value = ar.multiply(value, rest[idx])
            counters[idx] = 0
            idx += 1
        if idx == len(rest):
            return best
        value = ar.divide(value, rest[idx])
        seeded = value
        counters[idx] += 1


def _run_modes(a: Any, seeds: list[Any], m: int, ar: _Arith, start_max: Any,
               use_groups: bool) -> Any:
    if m in (1, 2, 4):
        seeds = _sorted(seeds, ar)
    elif m == 0:
        seeds = _sorted(seeds, ar, descending=True)
    if m in (0, 2, 3):
        return _divide_out(a, seeds, ar)
    if m == 4:
        return _enumerate(a, seeds, ar, True, start_max, use_groups)
    return _enumerate(a, seeds, ar, False, a, use_groups)


# --- Gaussian -----------------------------------------------------------------------------


@register("GaussianDIVESeedUnlock", "gaussian", ("array", "number", "boolean"))
def op_gaussian_dive(env: Any, a: GB, seeds: list[Any], mode: float, first_quadrant: bool
                     ) -> Any:
    if gm.is_zero(a):
        return 1
    for s in seeds:
        if not isinstance(s, GB):
            raise CalcArrayError("GaussianDIVESeedUnlock: seeds must be GaussianBigInts",
                                 kind="type")
    kept = [s for s in seeds if s.norm > 1]
    if not kept:
        return a

    def better(value: GB, best: GB, maximise: bool) -> bool:
        if maximise:
            return value.norm > best.norm and not any(gm.is_zero(gm.mod(value, s)) for s in kept)
        return value.norm < best.norm

    ar = _Arith(
        divides=lambda x, s: gm.is_zero(gm.mod(x, s)),
        divide=gm.div,
        multiply=gm.mul,
        coprime=lambda x, y: gm.gcd(x, y).norm == 1,
        compare=gm.compare,
        better=better,
    )
    result = _run_modes(a, kept, _mode(mode), ar, gm.ONE, True)
    return gm.to_first_quadrant(result) if first_quadrant else result


# --- custom -------------------------------------------------------------------------------

_FUNCTION_NAMES = ("multiplication", "division", "modZero", "sortFunc", "coprime", "one",
                   "valid", "isOne")


@register("customDIVESeedUnlock", "any", ("any", "number") + ("raw",) * 8,
          reads=(EVAL,))
def op_custom_dive(env: Any, a: Any, seeds: Any, mode: float, *entries: Any) -> Any:
    """The generic DIVE: arithmetic supplied as CalcArray functions."""
    present = [e for e in entries if e is not UNDEFINED]
    named = dict(zip(_FUNCTION_NAMES, present, strict=False))
    one = env.evaluate(named["one"]) if "one" in named else UNDEFINED

    def fn(name: str) -> Callable[..., Any]:
        expr = named.get(name)
        if expr is None:
            def missing(*inputs: Any) -> Any:
                raise CalcArrayError(f"customDIVESeedUnlock: no {name} function", kind="type")
            return missing
        return lambda *inputs: env.call(expr, list(inputs))

    valid = fn("valid") if "valid" in named else (lambda x: True)
    is_one = fn("isOne") if "isOne" in named else (lambda x: eq_prim(x, one))
    sort_func = fn("sortFunc")

    if not to_boolean(valid(a)):
        return one
    if not isinstance(seeds, list):
        raise CalcArrayError("customDIVESeedUnlock: the seeds must be an array", kind="type")
    kept = [s for s in seeds if not to_boolean(is_one(s))]
    if not kept:
        return a
    modzero, divide, multiply = fn("modZero"), fn("division"), fn("multiplication")

    def divides_any(value: Any) -> bool:
        return any(to_boolean(modzero(value, s)) for s in kept)

    def better(value: Any, best: Any, maximise: bool) -> bool:
        if not to_boolean(valid(value)):
            return False
        order = to_number(sort_func(value, best))
        if maximise:
            return order > 0 and not divides_any(value)
        return order < 0

    coprime = fn("coprime")
    ar = _Arith(
        divides=lambda x, s: to_boolean(modzero(x, s)),
        divide=divide,
        multiply=multiply,
        coprime=lambda x, y: to_boolean(coprime(x, y)),
        compare=lambda x, y: to_number(sort_func(x, y)),
        better=better,
    )
    m = _mode(mode)
    use_groups = m in (1, 4) and to_boolean(coprime(one, one))
    return _run_modes(a, kept, m, ar, one, use_groups)
