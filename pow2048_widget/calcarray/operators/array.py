"""Array operators, running value in the array family.

Arrays are values: every operator returns a new list. Searches use ``eqPrim`` (deep
equality) except where the reference uses JavaScript's own comparisons (the default
binary-search comparator). Operators that can grow an array check the length limit first.
The function-taking array operators (``arr_map`` & co.) live with the evaluator.
"""

from __future__ import annotations

import math
from typing import Any

from ..effects import RANDOM
from ..equality import eq_prim
from ..errors import CalcArrayError, CalcArrayLimitError
from ..jsnum import js_less_than, loose_equals, strict_equals, to_number
from ..jsstring import integer_or_infinity, js_at, relative_index, slice_bounds
from ..values import UNDEFINED, is_bigint
from .base import register

L, N, A = "array", "number", "any"


def _at(a: list[Any], i: float) -> Any:
    """Element at an exact position; anything that is not an index reads as undefined."""
    if math.isfinite(i) and i == int(i) and 0 <= i < len(a):
        return a[int(i)]
    return UNDEFINED


@register("arr_elem", L, (N,))
def op_arr_elem(env: Any, a: list[Any], index: float) -> Any:
    return js_at(a, index)


@register("arr_edit_elem", L, (N, A))
def op_arr_edit_elem(env: Any, a: list[Any], index: float, value: Any) -> list[Any]:
    if not (math.isfinite(index) and index == int(index) and 0 <= index < 2**32 - 1):
        return list(a)
    i = int(index)
    out = list(a)
    if i >= len(out):
        env.check_length(i + 1)
        out.extend([UNDEFINED] * (i + 1 - len(out)))
    out[i] = value
    return out


@register("arr_length", L)
def op_arr_length(env: Any, a: list[Any]) -> float:
    return float(len(a))


@register("arr_push", L, (A,))
def op_arr_push(env: Any, a: list[Any], value: Any) -> list[Any]:
    env.check_length(len(a) + 1)
    return [*a, value]


@register("arr_unshift", L, (A,))
def op_arr_unshift(env: Any, a: list[Any], value: Any) -> list[Any]:
    env.check_length(len(a) + 1)
    return [value, *a]


@register("arr_pop", L)
def op_arr_pop(env: Any, a: list[Any]) -> list[Any]:
    return a[:-1]


@register("arr_shift", L)
def op_arr_shift(env: Any, a: list[Any]) -> list[Any]:
    return a[1:]


@register("arr_concat", L, (L,))
def op_arr_concat(env: Any, a: list[Any], b: list[Any]) -> list[Any]:
    env.check_length(len(a) + len(b))
    return a + b


@register("arr_concat_front", L, (L,))
def op_arr_concat_front(env: Any, a: list[Any], b: list[Any]) -> list[Any]:
    env.check_length(len(a) + len(b))
    return b + a


def _flatten(a: list[Any], depth: float, out: list[Any]) -> None:
    # JS ``flat`` drops holes but keeps explicit ``undefined``. In the reference an array
    # is deep-copied (holes becoming explicit ``undefined``) every time an operator reads
    # it, so a hole never reaches ``flat``: every ``undefined`` is kept.
    for v in a:
        if isinstance(v, list) and depth > 0:
            _flatten(v, depth - 1, out)
        else:
            out.append(v)


@register("arr_flat", L, (L,))
def op_arr_flat(env: Any, a: list[Any], depth: list[Any]) -> list[Any]:
    if len(depth) == 1 and type(depth[0]) is float:
        # ToNumber of a one-number array is that number (through its text, which gives
        # the number back; -0 gives "0", so 0).
        d = integer_or_infinity(depth[0] + 0.0)
    else:
        d = integer_or_infinity(to_number(depth))
    if d < 1:
        return list(a)
    out: list[Any] = []
    _flatten(a, d, out)
    return out


@register("arr_splice", L, (N, N, L))
def op_arr_splice(env: Any, a: list[Any], start: float, count: float,
                  items: list[Any]) -> list[Any]:
    s = relative_index(start, len(a))
    c = int(min(max(integer_or_infinity(count), 0), len(a) - s))
    env.check_length(len(a) - c + len(items))
    return a[:s] + items + a[s + c :]


@register("arr_slice", L, (N, N))
def op_arr_slice(env: Any, a: list[Any], start: float, end: float) -> list[Any]:
    s, e = slice_bounds(start, end, len(a))
    return a[s:e]


@register("arr_indexOf", L, (A,))
def op_arr_index_of(env: Any, a: list[Any], value: Any) -> float:
    return float(next((i for i, v in enumerate(a) if eq_prim(v, value)), -1))


@register("arr_lastIndexOf", L, (A,))
def op_arr_last_index_of(env: Any, a: list[Any], value: Any) -> float:
    for i in range(len(a) - 1, -1, -1):
        if eq_prim(a[i], value):
            return float(i)
    return -1.0


def _is_index(x: float) -> bool:
    return math.isfinite(x) and x == int(x)


@register("arr_indexOfFrom", L, (A,))
def op_arr_index_of_from(env: Any, a: list[Any], value: Any, start: float = 0.0) -> float:
    """Scans positions ``start, start+1, ...`` as given; non-index positions read undefined.

    ``start`` is the entry after ``value``, read but not removed (rc 2).
    """
    if start >= len(a):
        return -1.0
    if not _is_index(start) or start < 0:
        if eq_prim(UNDEFINED, value):
            return start
        if not _is_index(start):
            if start == -math.inf:
                raise CalcArrayLimitError("arr_indexOfFrom from -Infinity never terminates")
            return -1.0
        start = 0.0
    for i in range(int(start), len(a)):
        if eq_prim(a[i], value):
            return float(i)
    return -1.0


@register("arr_lastIndexOfFrom", L, (A,))
def op_arr_last_index_of_from(env: Any, a: list[Any], value: Any, start: float = 0.0) -> float:
    """Scans positions ``start, start-1, ...`` down to 0 (``start`` read but not removed).
    An empty array finds nothing, not even ``undefined``."""
    if start < 0 or not a:
        return -1.0
    if not _is_index(start) or start >= len(a):
        if eq_prim(UNDEFINED, value):
            return start
        if not _is_index(start):
            if start == math.inf:
                raise CalcArrayLimitError("arr_lastIndexOfFrom from Infinity never terminates")
            return -1.0
        start = float(len(a) - 1)
    for i in range(int(start), -1, -1):
        if eq_prim(a[i], value):
            return float(i)
    return -1.0


@register("arr_includes", L, (L,))
def op_arr_includes(env: Any, a: list[Any], value: list[Any]) -> bool:
    return any(eq_prim(v, value) for v in a)


@register("arr_reverse", L)
def op_arr_reverse(env: Any, a: list[Any]) -> list[Any]:
    return a[::-1]


@register("arr_copy", L)
def op_arr_copy(env: Any, a: list[Any]) -> list[Any]:
    return list(a)


def default_compare(x: Any, y: Any) -> float:
    """The engine's default comparator: -1 (``x < y``), 1 (``x > y``), 0 (loosely equal), NaN."""
    if js_less_than(x, y) is True:
        return -1.0
    if js_less_than(y, x) is True:
        return 1.0
    if loose_equals(x, y):
        return 0.0
    return math.nan


def _read(a: list[Any], i: int) -> Any:
    return a[i] if 0 <= i < len(a) else UNDEFINED


@register("arr_binarySearch", L, (A,))
def op_arr_binary_search(env: Any, a: list[Any], value: Any) -> float:
    lo, hi = 0, len(a) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        c = default_compare(_read(a, mid), value)
        if c == 0:
            return float(mid)
        if c < 0:
            lo = mid
        elif c > 0:
            hi = mid
        else:
            return -1.0
    if default_compare(_read(a, lo), value) == 0:
        return float(lo)
    if default_compare(_read(a, hi), value) == 0:
        return float(hi)
    return -1.0


@register("arr_binaryInsert", L, (A,))
def op_arr_binary_insert(env: Any, a: list[Any], value: Any) -> list[Any]:
    env.check_length(len(a) + 1)
    if not a:
        return [value]
    lo, hi = 0, len(a) - 1
    while hi != lo:
        mid = (lo + hi) // 2
        c = default_compare(a[mid], value)
        if c == 0:
            return a[:mid] + [value] + a[mid:]
        if c < 0:
            lo = mid + 1
        elif c > 0:
            hi = mid
        else:
            raise CalcArrayError("arr_binaryInsert: elements are not comparable", kind="type")
    at = lo if default_compare(a[lo], value) >= 0 else lo + 1
    return a[:at] + [value] + a[at:]


@register("arr_eqRearrange", L, (L,))
def op_arr_eq_rearrange(env: Any, a: list[Any], b: list[Any]) -> bool:
    remaining = list(a)
    for v in b:
        for i, w in enumerate(remaining):
            if eq_prim(w, v):
                del remaining[i]
                break
        else:
            return False
    return True


@register("weightedRandomArrayEntry", L, (L,), writes=(RANDOM,))
def op_weighted_random(env: Any, a: list[Any], weights: list[Any]) -> Any:
    if not a:
        return UNDEFINED
    w = [to_number(x) for x in weights[: len(a)]] + [0.0] * max(0, len(a) - len(weights))
    r = env.random() * sum(w)
    for item, weight in zip(a, w, strict=True):
        r -= weight
        if r <= 0:
            return item
    return a[-1]


def _remove_first(c: list[Any], value: float) -> bool:
    for i, v in enumerate(c):
        if strict_equals(v, value):
            del c[i]
            return True
    return False


@register("multicolor", L, (L,))
def op_multicolor(env: Any, a: list[Any], count: list[Any]) -> Any:
    """Helper of the multicolor-tiles modifier: the colour a tile set still needs."""
    k = to_number(count[0]) if count else math.nan
    v, c = (a[0], list(a[1:])) if a else (UNDEFINED, [])
    if not math.isnan(k) and k <= 0:
        raise CalcArrayLimitError("multicolor with a count of 0 or less never terminates")
    while not math.isnan(k) and len(c) >= k:
        # k <= len(c) here, so this range is small.
        for i in range(math.ceil(k)):
            if not _remove_first(c, float(i)):
                return -1.0
    if not c:
        return v
    if count and is_bigint(count[0]):
        # The search computes (i + j) % count with a number i: JavaScript refuses to mix.
        raise CalcArrayError("multicolor: cannot mix BigInt and other types (the count "
                             "is a BigInt)", kind="type")
    # Only an i that is itself in c can pass the j = 0 check, so try those in order.
    candidates = sorted({x for x in c if isinstance(x, float) and x.is_integer() and 0 <= x < k})
    for start in candidates:
        if all(any(strict_equals(x, math.fmod(start + j, k)) for x in c) for j in range(len(c))):
            return math.fmod(start + len(c), k)
    return -1.0
