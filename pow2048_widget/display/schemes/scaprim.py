"""SCAPRIM and 1845 (display.md 8.3 item 12): one stripe per prime factor.

SCAPRIM colours the tile by the size of the value and lays one horizontal stripe per prime
factor (repeated factors repeated), evenly spaced with gaps of the same height. A stripe
shows the factor's "smooth descent": a prime 2, 3 or 5 is its own 180-colour; a larger
prime ``p`` is described by ``p - 1`` stripped of 2s, 3s and 5s, and whatever is left (if
not 1) again by its predecessor, and so on: the +1 chain over 2, 3, 5 without its first
(empty) link. Each link's 180-colour is shown twice, left to right; the top and bottom
edges tell how many links the descent took (white for none).

1845 shows the odd part in a band framed by a colour for the power of two, and the SCAPRIM
stripes of the odd part in 25 %-high bands at the top and (mirrored) at the bottom.

Inferred from the vectors (spec silent): stripe geometry, the descent colours, the edge
colour for a one-link descent (``hsla(444.9844719, 100%, 0%, 1)``). Guessed, no vector:
the edge lightness for longer descents, the separators layer (kept transparent) and the
stripe for -1.
"""

from __future__ import annotations

import math

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from ..tree import Node
from .bands import bands, hsla
from .common import (
    BLACK_GLOW,
    WHITE_GLOW,
    SchemeContext,
    add_subtile,
    exponents,
    first_primes,
    prime_count,
    primeimage,
    scheme,
    scheme_defaults,
)

DEFAULT_PRIMES = 1229
SUBTILE_SIZE = 0.6
STRIPE_MASK = ("linear-gradient(#0000 0%, #000 7.5%, #4444 15%, #000 50%, #4444 85%, "
               "#000 92.5%, #0000 100%)")
EDGE_TURN = 444.9844719
"""Hue step of the edge colour per descent link (360 (sqrt 5 - 1), a golden-ratio turn)."""
SMOOTH = (2, 3, 5)


def prime_factors(n: int, count: int) -> tuple[list[int], int]:
    """Prime factors of ``|n|`` over the first ``count`` primes (repeated), and the leftover."""
    primes = first_primes(count)
    exps, left = exponents(n, primes)
    return [p for p, e in zip(primes, exps, strict=False) for _ in range(e)], left


def descent(p: int) -> list[list[int]]:
    """The links of ``p``'s smooth descent: exponents of 2, 3, 5 of each step.

    A 5-smooth ``p`` is one link (its own exponents). Otherwise the unexplained part ``r``
    (first ``p`` itself) is replaced by ``r - 1`` and stripped again until nothing is left.
    """
    exps, rest = exponents(p, SMOOTH)
    if rest == 1:
        return [exps + [0] * (3 - len(exps))]
    links: list[list[int]] = []
    while rest > 1:
        exps, rest = exponents(rest - 1, SMOOTH)
        links.append(exps + [0] * (3 - len(exps)))
    return links


def edge_colour(p: int) -> str:
    """White for a 5-smooth factor, else a colour turning with the length of the descent."""
    links = len(descent(p)) if p not in SMOOTH else 0
    if links == 0:
        return "#fff"
    return f"hsla({num(EDGE_TURN * links)}, 100%, {num(50 - 50 / links)}%, 1)"


def stripe_image(p: int) -> str:
    """The three layers of a factor's stripe: edges, separators, descent colours."""
    if p == -1:
        colours = "linear-gradient(90deg, #000, #fff)"
        edge = "#fff"
    else:
        colours = "linear-gradient(90deg, " + ", ".join(
            str(three_factor_color(link, "180")) for link in descent(p) for _ in range(2)) + ")"
        edge = edge_colour(p)
    return (f"linear-gradient({edge} 0%, #0000 25% 75%, {edge} 100%), "
            f"linear-gradient(90deg, #0000 0%, #0000 100%), {colours}")


def add_stripes(node: Node, factors: list[int]) -> None:
    """One stripe per factor, height ``100/(2n+1)%``, at the odd slots of ``2n+1``."""
    n = len(factors)
    for i, p in enumerate(factors):
        primeimage(node, width="100%", height=num(100 / (2 * n + 1)) + "%",
                   top=num((2 * i + 1) * 100 / (2 * n + 1)) + "%", mask_image=STRIPE_MASK,
                   background_image=stripe_image(p))


def scaprim_colour(v: int, negative: bool) -> str:
    """``hsla(200 - 53 log2 v, 100%, 90 - 90 v^-0.15 %)``, flipped for negative values."""
    lg = math.log2(v)
    shrink = math.exp(-0.15 * math.log(v))
    if negative:
        return hsla(20 - 53 * lg, 100, 10 + 90 * shrink)
    return hsla(200 - 53 * lg, 100, 90 - 90 * shrink)


def paint_scaprim(ctx: SchemeContext, value: int, count: int) -> int:
    """Colour, text colour and stripes of SCAPRIM; returns the unfactored leftover."""
    negative = value < 0
    ctx.text_colour(*(("#000", WHITE_GLOW) if negative else ("#fff", BLACK_GLOW)))
    ctx.style(background_color=scaprim_colour(abs(value), negative))
    factors, left = prime_factors(value, count)
    add_stripes(ctx.node, ([-1] if negative else []) + factors)
    return left


def _count(ctx: SchemeContext) -> int:
    return prime_count(ctx, DEFAULT_PRIMES)


@scheme("SCAPRIM")
def scaprim(ctx: SchemeContext) -> None:
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    left = paint_scaprim(ctx, value, _count(ctx))
    if left > 1:
        add_subtile(ctx, left - 1, SUBTILE_SIZE)


@scheme("1845")
def scheme_1845(ctx: SchemeContext) -> None:
    """Odd part framed by the power of two; SCAPRIM stripes of the odd part, top and bottom."""
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    negative = value < 0
    n = abs(value)
    evens = (n & -n).bit_length() - 1
    odd = n >> evens
    lg = math.log2(odd)
    frame = (100 - 37 * evens, 65, js_pow(0.9, float(evens)) * 100)
    middle = (100 + 43 * lg, 100, abs(6 - lg % 12) * 10 + 15)
    if negative:
        frame = (frame[0] + 180, frame[1], 100 - frame[2])
        middle = (middle[0] + 180, middle[1], 100 - middle[2])
    ctx.style(background_image=bands([hsla(*frame), hsla(*middle), hsla(*frame)]))
    ctx.text_colour(*(("#fff", BLACK_GLOW) if negative else ("#000", WHITE_GLOW)))
    count = _count(ctx)
    left = prime_factors(odd, count)[1]
    for mirrored in (False, True):
        band = primeimage(ctx.node, height="25%")
        scheme_defaults(band)
        paint_scaprim(ctx.child(band, odd, "SCAPRIM"), odd, count)
        band.set(background_color="#0000")
        if mirrored:
            band.set(bottom="0%", scale="1 -1")
        else:
            band.set(top="0%")
    if left > 1:
        add_subtile(ctx, left - 1, SUBTILE_SIZE)
