"""TRIGAT (display.md 8.3 item 15): a tree of polygonal factors drawn as cones.

A number ``v`` is "explained" by the indices ``n`` (``2 <= n < v``) whose polygonal number
``P(n)`` (order ``s``, default 3: triangular numbers) divides it. Taking those indices from
the smallest up, each one divides out of the still unexplained part whatever it shares with
``P(n)``, once per time it still shares something; every such step is a child of ``v``
(drawn as a cone) and is itself the tree of ``n``. What stays unexplained is the leftover,
which colours the node. The rule is inferred from the vectors (6 -> [2, 3 -> [2]] with
nothing left over; order 2, 12 -> [2, 2, 3]); the spec only names its ingredients.

Cones of one depth share one conic-gradient layer. The tile's children split the circle
evenly (the first centred at the top); a cone's children split its sector evenly. A cone is
``80 * 0.4^(depth-1)`` degrees wide (at most two thirds of its sector), with soft edges a
tenth of its width, and its colour is lightened 10 % of the way to 95 % per depth level.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number
from .common import DARK_TEXT, LIGHT_TEXT, SchemeContext, negative_ring, primeimage, scheme

DEFAULT_ORDER = 3
TRIAL_LIMIT = 1 << 16
"""Trial division bound for listing divisors; a larger cofactor is taken as prime."""
MAX_DIVISORS = 1 << 14
"""A value with more divisors than this is drawn without cones (kept bounded, not exact)."""
MAX_NODES = 4096
"""Cap on the cones drawn, so that a huge highly composite value cannot stall the page."""


@dataclass
class Cone:
    """A node of the factor tree: the unexplained leftover and the child trees."""

    leftover: int
    children: list[Cone] = field(default_factory=list)


def polygonal(order: int, n: int) -> int:
    """The n-th polygonal number of the given order (order 3: n(n+1)/2, order 2: n)."""
    return ((order - 2) * n * n - (order - 4) * n) // 2


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
    factors = _prime_factors(n)
    if math.prod(e + 1 for e in factors.values()) > MAX_DIVISORS:
        return []
    divs = [1]
    for p, e in factors.items():
        divs = [d * p ** k for d in divs for k in range(e + 1)]
    return sorted(divs)


@lru_cache(maxsize=4096)
def factor_tree(value: int, order: int) -> Cone:
    """The polygonal factor tree of ``value`` (> 0).

    ``P(n) | v`` forces ``n | 2v`` (``2 P(n) = n ((s-2) n - (s-4))``), so the candidate
    indices are the divisors of ``2v``: the odd factors of ``v`` and their doublings.
    """
    rest = value
    children: list[Cone] = []
    for n in _divisors(2 * value):
        if n < 2 or n >= value:
            continue
        pn = polygonal(order, n)
        if pn <= 1 or value % pn:
            continue
        while (shared := math.gcd(rest, pn)) > 1:
            rest //= shared
            children.append(factor_tree(n, order))
    return Cone(rest, children)


def leftover_colour(leftover: int, depth: int = 0) -> str:
    """``hsla((log2(l+2) - 2) 141, 100%, 80 (1 - l^-1/4) + 10 %)``; 1 is black.

    Each depth level moves the lightness 10 % of the way to 95 %, so nested cones stand out
    from the cone they sit on.
    """
    hue = (math.log2(leftover + 2) - 2) * 141
    if leftover == 1:
        sat, light = 0.0, 0.0
    else:
        sat, light = 100.0, 80 * (1 - math.exp(-0.25 * math.log(leftover))) + 10
    for _ in range(depth):
        light = light * 0.9 + 9.5
    return f"hsla({num(hue)}, {num(sat)}%, {num(light)}%, 1)"


def cone_layers(tree: Cone) -> list[str]:
    """One ``conic-gradient`` per depth level, cones sorted by angle."""
    levels: list[list[tuple[float, float, str]]] = []
    count = 0

    def place(node: Cone, start: float, size: float, depth: int) -> None:
        nonlocal count
        if not node.children:
            return
        share = size / len(node.children)
        for i, child in enumerate(node.children):
            if count >= MAX_NODES:
                return
            count += 1
            lo = start + i * share
            width = min(80 * js_pow(0.4, float(depth)), share * 2 / 3)
            while len(levels) <= depth:
                levels.append([])
            levels[depth].append((lo + share / 2, width, leftover_colour(child.leftover,
                                                                          depth + 1)))
            place(child, lo, share, depth + 1)

    place(tree, 0.0, 360.0, 0)
    origin = num(-180 / len(tree.children)) if tree.children else "0"
    layers = []
    for cones in levels:
        parts = []
        previous = 0.0
        for centre, width, colour in sorted(cones, key=lambda c: c[0]):
            a, b, fade = centre - width / 2, centre + width / 2, width / 10
            parts.append(f"#0000 {num(previous)}deg {num(a)}deg")
            parts.append(f"{colour} {num(a + fade)}deg {num(b - fade)}deg")
            previous = b
        parts.append(f"#0000 {num(previous)}deg")
        layers.append(f"conic-gradient(from {origin}deg, " + ", ".join(parts) + ")")
    return layers


def _order(ctx: SchemeContext) -> int:
    value = ctx.param(1)
    if value is None:
        return DEFAULT_ORDER
    n = to_number(value)
    return int(n) if math.isfinite(n) and n >= 2 else DEFAULT_ORDER


@scheme("TRIGAT")
def trigat(ctx: SchemeContext) -> None:
    """Leftover colour on the tile, one layer of cones per depth of the factor tree."""
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    negative = value < 0
    ctx.text_colour(*(DARK_TEXT if negative else LIGHT_TEXT))
    tree = factor_tree(abs(value), _order(ctx))
    colour = leftover_colour(tree.leftover)
    ctx.style(background_image="none", background_color=colour)
    for image in cone_layers(tree):
        primeimage(ctx.node, background_image=image)
    if negative:
        hue = (math.log2(tree.leftover + 2) - 2) * 141 + 180
        light = 0.0 if tree.leftover == 1 else (
            80 * (1 - math.exp(-0.25 * math.log(tree.leftover))) + 10)
        sat = 0.0 if tree.leftover == 1 else 100.0
        inverted = f"hsla({num(hue)}, {num(sat)}%, {num(100 - light)}%, 1)"
        primeimage(ctx.node, background_image=negative_ring(inverted))
