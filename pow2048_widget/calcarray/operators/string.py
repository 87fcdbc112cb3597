"""String operators, running value in the string family.

The string family resolves the value's text, and a special text may resolve to a
non-string (``"@Score"`` is a number, ``"@TileContainer"`` an array). The reference then
calls the JavaScript method of that name on whatever it got, so arrays use the *array*
method, numbers and booleans have no such method (TypeError) and ``undefined``/``null``
throw too; each operator below dispatches on that.
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import CalcArrayError
from ..jsnum import strict_equals, to_primitive, to_string
from ..jsstring import (
    from_units,
    js_at,
    js_index_of,
    js_last_index_of,
    js_slice,
    js_split,
    js_substr,
    relative_index,
    units,
)
from ..values import UNDEFINED
from .base import register

S, N, A = "string", "number", "any"

# Operators that read one more entry than they remove (rc 2 but two arguments, 4.4/4.5):
# the evaluator passes that entry converted with this family and leaves it in place.
PEEK_EXTRA_ARG: dict[str, str] = {
    "str_indexOfFrom": N,
    "str_lastIndexOfFrom": N,
    "arr_indexOfFrom": N,
    "arr_lastIndexOfFrom": N,
    "announce": N,
}


def _no_method(name: str, a: Any) -> CalcArrayError:
    what = "undefined" if a is UNDEFINED else "null" if a is None else f"a {type(a).__name__}"
    return CalcArrayError(f"{name}: the running value is {what}, not a string", kind="type")


def _require_string(name: str, a: Any) -> str:
    if not isinstance(a, str):
        raise _no_method(name, a)
    return a


def js_plus(a: Any, b: Any) -> Any:
    """JavaScript ``a + b``: text if either side is text, else numeric (or BigInt) addition."""
    pa, pb = to_primitive(a), to_primitive(b)
    if isinstance(pa, str) or isinstance(pb, str):
        return to_string(pa) + to_string(pb)
    a_big = isinstance(pa, int) and not isinstance(pa, bool)
    b_big = isinstance(pb, int) and not isinstance(pb, bool)
    if a_big and b_big:
        return pa + pb
    if a_big or b_big:
        raise CalcArrayError("cannot mix BigInt and other types in +", kind="type")
    from ..jsnum import to_number

    return to_number(pa) + to_number(pb)


def _checked(env: Any, value: Any) -> Any:
    if isinstance(value, str):
        env.check_length(len(value))
    return value


@register("str_char", S, (N,))
def op_str_char(env: Any, a: Any, index: float) -> Any:
    if isinstance(a, list):
        return js_at(a, index)
    u = units(_require_string("str_char", a))
    ch = js_at(u, index)
    return ch if ch is UNDEFINED else from_units(ch)


@register("str_concat", S, (S,))
def op_str_concat(env: Any, a: Any, b: Any) -> Any:
    _precheck(env, a, b)
    return js_plus(a, b)


@register("str_concat_front", S, (S,))
def op_str_concat_front(env: Any, a: Any, b: Any) -> Any:
    _precheck(env, a, b)
    return js_plus(b, a)


def _precheck(env: Any, a: Any, b: Any) -> None:
    if isinstance(a, str) and isinstance(b, str):
        env.check_length(len(a) + len(b))


@register("str_length", S)
def op_str_length(env: Any, a: Any) -> Any:
    if isinstance(a, str):
        return float(len(units(a)))
    if isinstance(a, list):
        return float(len(a))
    if a is None or a is UNDEFINED:
        raise _no_method("str_length", a)
    return UNDEFINED


@register("str_slice", S, (N, N))
def op_str_slice(env: Any, a: Any, start: float, end: float) -> Any:
    if isinstance(a, list):
        return list(js_slice(a, start, end))
    return from_units(js_slice(units(_require_string("str_slice", a)), start, end))


@register("str_substr", S, (N, N))
def op_str_substr(env: Any, a: Any, start: float, length: float) -> Any:
    return from_units(js_substr(units(_require_string("str_substr", a)), start, length))


@register("str_replace", S, (S,))
def op_str_replace(env: Any, a: Any, pattern: Any) -> Any:
    text = _require_string("str_replace", a)
    pat = to_string(pattern)
    i = text.find(pat)
    if i < 0:
        return text
    return _checked(env, text[:i] + "undefined" + text[i + len(pat) :])


def _array_index_of(a: list[Any], search: Any, position: float = 0.0) -> int:
    n = len(a)
    if math.isnan(position):
        position = 0.0
    if position == math.inf:
        return -1
    k = 0 if position == -math.inf else int(math.trunc(position))
    if k < 0:
        k = max(n + k, 0)
    for i in range(k, n):
        if strict_equals(a[i], search):
            return i
    return -1


def _array_last_index_of(a: list[Any], search: Any, position: float = math.inf) -> int:
    n = len(a)
    if n == 0 or position == -math.inf:
        return -1
    if math.isnan(position):
        position = 0.0
    k = min(position, n - 1) if position >= 0 else n + math.trunc(position)
    for i in range(int(k), -1, -1):
        if strict_equals(a[i], search):
            return i
    return -1


@register("str_indexOf", S, (A,))
def op_str_index_of(env: Any, a: Any, search: Any) -> float:
    if isinstance(a, list):
        return float(_array_index_of(a, search))
    u = units(_require_string("str_indexOf", a))
    return float(js_index_of(u, units(to_string(search))))


@register("str_lastIndexOf", S, (A,))
def op_str_last_index_of(env: Any, a: Any, search: Any) -> float:
    if isinstance(a, list):
        return float(_array_last_index_of(a, search))
    u = units(_require_string("str_lastIndexOf", a))
    return float(js_last_index_of(u, units(to_string(search))))


@register("str_indexOfFrom", S, (A,))
def op_str_index_of_from(env: Any, a: Any, search: Any, position: float = 0.0) -> float:
    """Reads ``position`` from the entry after ``search`` without removing it (rc 2)."""
    if isinstance(a, list):
        return float(_array_index_of(a, search, position))
    u = units(_require_string("str_indexOfFrom", a))
    return float(js_index_of(u, units(to_string(search)), position))


@register("str_lastIndexOfFrom", S, (A,))
def op_str_last_index_of_from(env: Any, a: Any, search: Any, position: float = 0.0) -> float:
    """Reads ``position`` from the entry after ``search`` without removing it (rc 2)."""
    if isinstance(a, list):
        return float(_array_last_index_of(a, search, position))
    u = units(_require_string("str_lastIndexOfFrom", a))
    return float(js_last_index_of(u, units(to_string(search)), position))


def _same_value_zero(x: Any, y: Any) -> bool:
    if isinstance(x, float) and isinstance(y, float) and math.isnan(x) and math.isnan(y):
        return True
    return strict_equals(x, y)


@register("str_includes", S, (S,))
def op_str_includes(env: Any, a: Any, text: Any) -> bool:
    if isinstance(a, list):
        return any(_same_value_zero(v, text) for v in a)
    return to_string(text) in _require_string("str_includes", a)


@register("str_splice", S, (N, N, S))
def op_str_splice(env: Any, a: Any, start: float, length: float, insert: Any) -> str:
    u = units(to_string(a))
    head = u[: relative_index(start, len(u))]
    tail = u[relative_index(start + length, len(u)) :]
    ins = units(to_string(insert))
    env.check_length(len(head) + len(ins) + len(tail))
    return from_units(head + ins + tail)


@register("str_toUpperCase", S)
def op_str_upper(env: Any, a: Any) -> str:
    return _require_string("str_toUpperCase", a).upper()


@register("str_toLowerCase", S)
def op_str_lower(env: Any, a: Any) -> str:
    return _require_string("str_toLowerCase", a).lower()


@register("str_split", S, (S,))
def op_str_split(env: Any, a: Any, sep: Any) -> list[Any]:
    u = units(_require_string("str_split", a))
    if sep is UNDEFINED:
        return [from_units(u)]
    return [from_units(part) for part in js_split(u, units(to_string(sep)))]
