"""SCAPRIM and 1845: one stripe per prime factor.

Read from the reference's source (docs/display-notes.md, "SCAPRIM and 1845"). SCAPRIM
colours the tile by the size of the value and lays one horizontal stripe per prime factor
(repeats repeated; a negative value first gets a plain black-to-white stripe for -1). A
stripe shows the factor's *smooth descent*: strip 2s, 3s and 5s and record their 180-colour,
subtract one, halve from the second step on, until nothing above 1 is left. The first step
is dropped when there are several (a single one is shown twice); the top and bottom edges
are white for a one-step descent and otherwise turn with the number of steps; neighbouring
equal colours get a ``#909090cc`` marker between them.

1845 frames the value's colour (its powers of two included) with a colour for the number of
twos, and repeats the SCAPRIM stripes of the odd factors in 25 %-high bands at the top and,
mirrored, at the bottom.
"""

from __future__ import annotations

import math
from typing import Any

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import js_bigint, to_number
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from ..tree import Node
from .common import (
    BLACK_GLOW,
    WHITE_GLOW,
    SchemeContext,
    add_subtile,
    first_primes,
    primeimage,
    scheme,
    scheme_defaults,
)

DEFAULT_1845_PRIMES = 1229
SUBTILE_SIZE = 0.6
TRIAL_LIMIT = 1 << 16
"""With no prime limit, trial division stops here and a larger cofactor counts as prime."""
STRIPE_MASK = ("linear-gradient(#0000 0%, #000 7.5%, #4444 15%, #000 50%, #4444 85%, "
               "#000 92.5%, #0000 100%)")
MINUS_ONE_STRIPE = "linear-gradient(90deg, #000 0%, #fff 100%)"
ONE_STRIPE = "linear-gradient(#fff 0%, #000 25% 75%, #fff 100%)"
EDGE_TURN = 222.49223595
MARKER = "#909090cc"


def prime_factors(n: int, count: float) -> tuple[list[int], int]:
    """Prime factors of ``|n|`` listed with repeats, and what is left over.

    ``count`` limits the primes tried to the first ``count`` (``math.inf``: all of them, so
    nothing is left over).
    """
    n = abs(n)
    out: list[int] = []
    if math.isinf(count):
        p = 2
        while p * p <= n and p < TRIAL_LIMIT:
            while n % p == 0:
                out.append(p)
                n //= p
            p += 1 if p == 2 else 2
        if n > 1:
            out.append(n)
        return out, 1
    for p in first_primes(int(count)):
        if n == 1:
            break
        while n % p == 0:
            out.append(p)
            n //= p
    return out, n


def descent_colours(p: int) -> list[str]:
    """The 180-colours of the steps of ``p``'s smooth descent."""
    colours: list[str] = []
    v = p
    while v > 1:
        smooth = [0, 0, 0]
        for i, q in enumerate((2, 3, 5)):
            while v % q == 0:
                v //= q
                smooth[i] += 1
        colours.append(str(three_factor_color(smooth, "180")))
        v -= 1
        if len(colours) > 1:
            v //= 2
    return colours


def stripe_image(p: int) -> str:
    """The background of one factor's stripe: edges, equal-neighbour markers, colours."""
    if p == -1:
        return MINUS_ONE_STRIPE
    if p == 1:
        return ONE_STRIPE
    colours = descent_colours(p)
    steps = len(colours)
    if steps > 1:
        colours = colours[1:]
    if len(colours) == 1:
        colours = colours * 2
    if steps == 1:
        edge = "#fff"
    else:
        edge = f"hsla({num(EDGE_TURN * steps)}, 100%, " \
               f"{num(90 - 90 * js_pow(0.8, float(steps - 2)))}%, 1)"
    markers = "linear-gradient(90deg, #0000 0%"
    for g in range(steps - 2):
        if colours[g] == colours[g + 1]:
            b = g + 1
            unit = 100 / (steps - 1)
            markers += (f", #0000 {num(unit * (b - 0.2))}%, {MARKER} {num(unit * b)}%, "
                        f"#0000 {num(unit * (b + 0.2))}%")
    markers += ", #0000 100%)"
    return (f"linear-gradient({edge} 0%, #0000 25% 75%, {edge} 100%), {markers}, "
            "linear-gradient(90deg, " + ", ".join(colours) + ")")


def add_stripes(node: Node, factors: list[int]) -> None:
    """One stripe per factor, ``100/(2n+1)%`` high, at the odd slots of ``2n+1``."""
    n = len(factors)
    for i, p in enumerate(factors):
        primeimage(node, width="100%", height=num(100 / (n * 2 + 1)) + "%",
                   top=num(100 / (n * 2 + 1) * (i * 2 + 1)) + "%", mask_image=STRIPE_MASK,
                   background_image=stripe_image(p))


def scaprim_colour(v: float, negative: bool) -> str:
    """``hsla(200 - log2(v) 53, 100%, 90 - 90 v^-0.15 %)``; negative: 20 and 10 + 90 v^-0.15."""
    lg = math.log2(v) if v > 0 else -math.inf
    shrink = js_pow(v, -0.15)
    if negative:
        return f"hsla({num(20 - lg * 53)}, 100%, {num(10 + 90 * shrink)}%, 1)"
    return f"hsla({num(200 - lg * 53)}, 100%, {num(90 - 90 * shrink)}%, 1)"


def paint_scaprim(ctx: SchemeContext, factors: list[int], negative: bool) -> None:
    """Text colour, background and stripes of SCAPRIM for a list of prime factors."""
    ctx.text_colour(*(("#000", WHITE_GLOW) if negative else ("#fff", BLACK_GLOW)))
    ctx.style(background_color=scaprim_colour(float(math.prod(factors)), negative))
    add_stripes(ctx.node, ([-1] if negative else []) + factors)


def _count(ctx: SchemeContext, default: float) -> float:
    """Param 1: how many primes to factor over (``Infinity`` and junk keep the default)."""
    value = ctx.param(1)
    if value is None:
        return default
    n = to_number(value)
    if math.isnan(n) or n < 1:
        return default
    return n if math.isinf(n) else float(int(n))


def _value(ctx: SchemeContext) -> int:
    value = js_bigint(ctx.value)
    return 0 if value is None else value


def _zero(ctx: SchemeContext) -> None:
    ctx.style(color="#444", background_color="#888", text_shadow="none",
              background_image="none")


@scheme("SCAPRIM")
def scaprim(ctx: SchemeContext) -> None:
    value = _value(ctx)
    if value == 0:
        _zero(ctx)
        return
    count = _count(ctx, math.inf)
    factors, left = prime_factors(value, count)
    paint_scaprim(ctx, factors, value < 0)
    if left > 1:
        add_subtile(ctx, left - 1, SUBTILE_SIZE)


def _hsla(h: float, s: float, lv: float) -> str:
    return f"hsla({num(h)}, {num(s)}%, {num(lv)}%, 1)"


@scheme("1845")
def scheme_1845(ctx: SchemeContext) -> None:
    """The value's colour framed by its twos; SCAPRIM stripes of the odd factors."""
    value = _value(ctx)
    if value == 0:
        _zero(ctx)
        return
    negative = value < 0
    count = _count(ctx, DEFAULT_1845_PRIMES)
    factors, left = prime_factors(value, count)
    ctx.text_colour(*(("#fff", BLACK_GLOW) if negative else ("#000", WHITE_GLOW)))
    lg = math.log2(float(math.prod(factors)))
    middle = [100 + lg * 43, 100.0, abs(6 - math.fmod(lg, 12)) * 10 + 15]
    evens = 0
    while evens < len(factors) and factors[evens] == 2:
        evens += 1
    odd: list[Any] = factors[evens:]
    frame = [evens * -37 + 100.0, 65.0, js_pow(0.9, float(evens)) * 100]
    if negative:
        middle = [middle[0] + 180, middle[1], 100 - middle[2]]
        frame = [frame[0] + 180, frame[1], 100 - frame[2]]
    f, m = _hsla(*frame), _hsla(*middle)
    ctx.style(background_image=f"linear-gradient({f}, {f}, {m}, {m}, {f}, {f})")
    for mirrored in (False, True):
        band = primeimage(ctx.node, height="25%")
        scheme_defaults(band)
        paint_scaprim(ctx.child(band, odd, "SCAPRIM"), odd, False)
        band.set(background_color="#0000")
        if mirrored:
            band.set(bottom="0%", scale="1 -1")
        else:
            band.set(top="0%")
    if left > 1:
        add_subtile(ctx, left - 1, SUBTILE_SIZE)
