"""Partial Absorb 180: a scheme for rational values.

Exponents may be negative, so colours come from the quadrant of an exponent pair: (e2, e3)
give the hue (lightness from e5), later pairs of exponents give fades along the edges.
"""

from __future__ import annotations

import math

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number
from ...calcarray.values import BigRational
from .common import BLACK_GLOW, WHITE_GLOW, SchemeContext, primeimage, rotated, scheme, trimmed
from .dive import rational_exponents, special_rational

DEFAULT_PRIMES = 27
EDGES = ("0deg", "180deg", "90deg", "270deg")
SPECIAL = {
    "zero": ("#fff", "0px 0px 5px #fff"),
    "+inf": ("#ff0", "0px 0px 5px #ff8"),
    "-inf": ("#0ff", "0px 0px 5px #8ff"),
    "nan": ("#f00", "0px 0px 5px #800"),
}


def quadrant_hue(x: int, y: int) -> float:
    """Hue of the exponent pair (x, y): a quarter turn per quadrant, counter-clockwise."""
    s = abs(x) + abs(y)
    if x > 0 and y >= 0:
        return 90 * abs(y) / s
    if y > 0 and x <= 0:
        return 90 + 90 * abs(x) / s
    if x < 0 and y <= 0:
        return 180 + 90 * abs(y) / s
    return 270 + 90 * abs(x) / s


def base_colour(e2: int, e3: int, e5: int) -> str:
    if e5 == 0:
        light = 50.0
    elif e5 > 0:
        light = 100 - 50 * js_pow(0.7, float(e5))
    else:
        light = 50 * js_pow(0.7, float(abs(e5)))
    if e2 == 0 and e3 == 0:
        return f"hsla(0, 0%, {num(light)}%, 1)"
    sat = 100 * js_pow(0.75, float(math.gcd(abs(e2), abs(e3)) - 1))
    return f"hsla({num(quadrant_hue(e2, e3))}, {num(sat)}%, {num(light)}%, 1)"


def pair_colour(x: int, y: int, k: int) -> str:
    if x == 0 and y == 0:
        return "#0006"
    hue = quadrant_hue(x, y) + 74.16407865 * (k - 3) + 55.6230589875
    light = 100 - 100 * js_pow(0.7, float(math.gcd(abs(x), abs(y))))
    return f"hsla({num(hue)}, 100%, {num(light)}%, 1)"


def _magnitude(value: object) -> float:
    if isinstance(value, BigRational):
        return abs(value.num / value.den)
    return abs(to_number(value))


@scheme("Partial Absorb 180")
def partial_absorb(ctx: SchemeContext) -> None:
    special = special_rational(ctx.value)
    if special is not None:
        colour, glow = SPECIAL[special]
        ctx.style(background_color="#000", background_image="none", color=colour,
                  text_shadow=glow)
        return
    count = int(to_number(ctx.param(1, float(DEFAULT_PRIMES))))
    found = rational_exponents(ctx.value, max(count, 3))
    exps = trimmed(found[0]) if found else [0, 0, 0]
    base = base_colour(exps[0], exps[1], exps[2])
    ctx.style(background_image="none", background_color=base)
    size = _magnitude(ctx.value)
    if size == 1:
        ctx.text_colour("#444", "0px 0px 5px #ccc")
    elif size < 1:
        ctx.text_colour("#fff", BLACK_GLOW)
    else:
        ctx.text_colour("#000", WHITE_GLOW)
    fades: list[list[str]] = [[], [], [], []]
    for n, k in enumerate(range(3, len(exps), 2)):
        y = exps[k + 1] if k + 1 < len(exps) else 0
        fades[n % 4].append(pair_colour(exps[k], y, k))
    for edge, colours in zip(EDGES, fades, strict=True):
        if colours:
            primeimage(ctx.node, background_image=f"linear-gradient({edge}, #0000 0% 65%, "
                                                  f"{', '.join(colours)})")
    if to_number(ctx.value) < 0:
        ring = rotated(base)
        head, _, _ = ring.rpartition(",")
        primeimage(ctx.node, background_image=f"radial-gradient(#0000 0% 45%, "
                                              f"{head}, 0.75), #0000 55% 100%)")
