"""TRIGAT: a tree of polygonal factors drawn as cones.

Read from the reference's source (docs/display-notes.md, "TRIGAT"). For a value ``v`` and
the polygon order ``s`` (param 1, default 3, so ``P(n) = n(n+1)/2``), the *polygonal
factors* are the indices ``f`` with ``P(f) | v``, looked for among the odd divisors of
``v`` (1 counting as 2) and their doublings while they still divide ``v``; order 2 instead
takes the prime base of every prime-power divisor (repeats kept, none for a prime ``v``).
What ``lcm(P(f))`` leaves unexplained colours the node.

The tile's factors become cones (at most 120 degrees each, two thirds of an equal share of
the circle, the first centred at the top); each cone holds its own factors as narrower
cones spread over the middle 80 % of it, breadth first. Every depth is one conic-gradient
layer whose origin sits in the middle of the widest gap, each cone with soft edges a tenth
of its width and its colour lightened towards 95 % by ``0.9^depth``.
"""

from __future__ import annotations

import bisect
import math
from typing import Any

from ...calcarray.errors import CalcArrayError
from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import js_bigint, js_remainder
from ...calcarray.jsnum import number_to_string as num
from .common import BLACK_GLOW, WHITE_GLOW, SchemeContext, primeimage, scheme

DEFAULT_ORDER = 3
TRIAL_LIMIT = 1 << 16
"""Trial division bound for listing divisors; a larger cofactor is taken as prime."""
MAX_DIVISORS = 1 << 14
"""A value with more divisors than this gets no cones (kept bounded, not exact)."""
MAX_CONES = 4096
"""Cap on the cones drawn, so that a huge highly composite value cannot stall the page."""


def polygonal(order: int, n: int) -> int:
    """``P(n) = (n (s-2) - (s-4)) n / 2`` in BigInt arithmetic (division truncates)."""
    twice = (n * (order - 2) - (order - 4)) * n
    return twice // 2 if twice >= 0 else -((-twice) // 2)


def _prime_factors(n: int) -> dict[int, int]:
    out: dict[int, int] = {}
    p = 2
    while p * p <= n and p < TRIAL_LIMIT:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def _divisors(n: int) -> list[int]:
    """The divisors of ``n`` in ascending order (``[]`` past ``MAX_DIVISORS``)."""
    factors = _prime_factors(n)
    if math.prod(e + 1 for e in factors.values()) > MAX_DIVISORS:
        return []
    divs = [1]
    for p, e in factors.items():
        divs = [d * p ** k for d in divs for k in range(e + 1)]
    return sorted(divs)


def _prime_base(f: int) -> int | None:
    """The prime ``p`` when ``f = p^k``, else None."""
    factors = _prime_factors(f)
    return next(iter(factors)) if len(factors) == 1 else None


def polygonal_factors(n: int, order: int) -> list[int]:
    """The sorted polygonal factors of ``n`` (> 0) for the polygon order."""
    result: list[int] = []
    if order == 2:
        factors = _prime_factors(n)
        if len(factors) == 1 and next(iter(factors.values())) == 1:
            return []  # a prime has none
        for f in _divisors(n):
            if f == 1:
                continue
            base = _prime_base(f)
            if base is not None:
                bisect.insort(result, base)
        return result
    for f in _divisors(n):
        if f % 2 == 0:
            continue
        fp = 2 if f == 1 else f
        while True:
            pf = polygonal(order, fp)
            if pf == 0:
                raise CalcArrayError(f"TRIGAT: polygon order {order} has P({fp}) = 0",
                                     kind="range")
            if n % pf == 0:
                at = bisect.bisect_left(result, fp)
                if at == len(result) or result[at] != fp:
                    result.insert(at, fp)
            if n % fp != 0:
                break
            fp *= 2
    return result


def leftover_of(n: int, factors: list[int], order: int) -> int:
    """What ``lcm(P(f))`` over the factors leaves of ``n``."""
    common = 1
    for f in factors:
        common = math.lcm(common, abs(polygonal(order, f)))
    return n // common


def leftover_hsla(leftover: int) -> list[float]:
    """``[hue, sat, light]``: ``((log2(l + 2) - 2) 141, 100, 80 (1 - l^-1/4) + 10)``, 1 black."""
    number = float(leftover)
    hue = (math.log2(number + 2) - 2) * 141
    if leftover == 1:
        return [hue, 0.0, 0.0]
    return [hue, 100.0, 80 * (1 - js_pow(number, -1 / 4)) + 10]


def _hsla(h: float, s: float, lv: float) -> str:
    return f"hsla({num(h)}, {num(s)}%, {num(lv)}%, 1)"


def _mod(a: float, m: float) -> float:
    r = js_remainder(a, m)
    return js_remainder(r + m, m)


def modular_distance(a: float, b: float, m: float) -> float:
    """How far ``b`` lies after ``a`` going round a circle of size ``m``.

    Both ends are reduced modulo ``m`` before subtracting (then the difference again), which
    is what the reference's last bits show; ``_mod(b - a, m)`` differs in the last digits.
    """
    return _mod(_mod(b, m) - _mod(a, m), m)


def cone_layers(value: int, order: int) -> tuple[int, list[str]]:
    """The tile's leftover and one ``conic-gradient`` per depth of cones."""
    top = polygonal_factors(value, order)
    leftover = leftover_of(value, top, order)
    if order == 2:
        leftover = 1 if top else value
    pending: list[tuple[int, int, float, float]] = []
    width = min(360 / len(top), 120.0) if top else 120.0
    for t, f in enumerate(top):
        angle = 360 / len(top) * t
        pending.append((1, f, angle - width * 1 / 3, angle + width * 1 / 3))
    finished: list[tuple[int, str, float, float]] = []
    while pending and len(finished) < MAX_CONES:
        depth, current, start, end = pending.pop(0)
        inner = polygonal_factors(current, order)
        rest = leftover_of(current, inner, order)
        hue, sat, light = leftover_hsla(rest)
        light = 95 - (95 - light) * js_pow(0.9, float(depth))
        finished.append((depth, _hsla(hue, sat, light), start, end))
        outer = modular_distance(start, end, 360) * 0.8
        width = outer / (len(inner) * 2 + 1) * 1.5
        for t, f in enumerate(inner):
            angle = start + outer * 0.125 + outer / (len(inner) * 2) * (t * 2 + 1)
            pending.append((depth + 1, f, angle - width * 1 / 2, angle + width * 1 / 2))
    layers = []
    tier = 0
    while finished:
        tier += 1
        cones = []
        while finished and finished[0][0] == tier:
            cones.append(finished.pop(0))
        if not cones:
            break
        if len(cones) == 1:
            origin = 0.0 if cones[0][3] > 270 else -90.0
        else:
            origin = (cones[-1][3] - 360) + modular_distance(cones[-1][3], cones[0][2], 360) / 2
        parts = ["#0000 0deg"]
        for _, colour, start, end in cones:
            a, b = start - origin, end - origin
            parts[-1] += f" {num(a)}deg"
            parts.append(f"{colour} {num(a + (b - a) * 0.1)}deg {num(a + (b - a) * 0.9)}deg")
            parts.append(f"#0000 {num(b)}deg")
        layers.append(f"conic-gradient(from {num(origin)}deg, " + ", ".join(parts) + ")")
    return leftover, layers


def _order(ctx: SchemeContext) -> int | None:
    """Param 1 as a BigInt; None when it is not one (the reference then draws a zero)."""
    if not ctx.params:
        return DEFAULT_ORDER
    return js_bigint(ctx.param(1))


def _value(ctx: SchemeContext) -> Any:
    value = js_bigint(ctx.value)
    return 0 if value is None else value


@scheme("TRIGAT")
def trigat(ctx: SchemeContext) -> None:
    """Leftover colour on the tile, one layer of cones per depth of the factor tree."""
    value = _value(ctx)
    order = _order(ctx)
    if order is None:
        value = 0
    if value == 0:
        ctx.style(color="#444", background_color="#888", text_shadow="none",
                  background_image="none")
        return
    negative = value < 0
    value = abs(value)
    ctx.text_colour(*(("#000", WHITE_GLOW) if negative else ("#fff", BLACK_GLOW)))
    leftover, layers = cone_layers(value, order if order is not None else DEFAULT_ORDER)
    hue, sat, light = leftover_hsla(leftover)
    ctx.style(background_color=_hsla(hue, sat, light))
    for image in layers:
        primeimage(ctx.node, background_image=image)
    if negative:
        ring = _hsla(hue + 180, sat, 100 - light)
        primeimage(ctx.node, background_image=f"radial-gradient(#0000 0% 70%, {ring})")
