"""LOCEF, Three-Tile SQUARTSingle and Three-Tile SQUART.

LOCEF colours by the exponents of 3, 5 and 7; every larger prime p adds one striped layer
per unit of its exponent, coloured by the binary digits of ``p + 1`` (one colour per 1-bit,
darker the more zeros follow it), and a power of two adds a coloured outer ring.
"""

from __future__ import annotations

import math
from typing import Any

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from .common import (
    BLACK_GLOW,
    WHITE_GLOW,
    SchemeContext,
    add_subtile,
    as_chain,
    factor_chain,
    first_primes,
    prime_count,
    primeimage,
    rotated,
    scheme,
    scheme_defaults,
    trimmed,
)

DEFAULT_PRIMES = 168
SUBTILE_SIZE = 0.55
HUE_STEP = 36.4057647469
ANGLE_STEP = 131.769145362


def _hsla(h: float, s: float, lv: float, a: float = 1) -> str:
    return f"hsla({num(float(h))}, {num(float(s))}%, {num(float(lv))}%, {num(float(a))})"


def bit_runs(n: int) -> list[tuple[int, int]]:
    """(position, length) of each 1-bit of ``n`` with the zeros after it, highest first."""
    runs = []
    positions = [j for j in range(n.bit_length() - 1, -1, -1) if n >> j & 1]
    for k, j in enumerate(positions):
        below = positions[k + 1] if k + 1 < len(positions) else -1
        runs.append((j, j - below if below >= 0 else j + 1))
    return runs


def prime_layer(p: int, angle: float, negative: bool) -> tuple[str, str]:
    """(background, mask) of one striped layer for the prime ``p`` at ``angle`` degrees.

    As in the reference, a single run of bits is listed twice and the mask's stops are
    ``period * 3 / 4`` (multiplied, then divided).
    """
    m = p + 1
    start = HUE_STEP * m
    colours = []
    for j, length in bit_runs(m):
        hue, light = start + 43 * j, js_pow(0.8, float(length)) * 80 + 10
        if negative:
            hue, light = hue + 180, 100 - light
        colours.append(_hsla(hue, 100, light))
    if len(colours) == 1:
        colours *= 2
    period = 150 / js_pow(math.log2(m), 1.25)
    image = (f"linear-gradient({num(angle)}deg, #0000, {_hsla(start, 100, 50, 0.75)}), "
             f"linear-gradient({num(angle)}deg, {', '.join(colours)})")
    mask = (f"repeating-linear-gradient({num(angle + 90)}deg, #0000 0% {num(period * 3 / 4)}%, "
            f"#000b {num(period * 3 / 4)}% {num(period)}%)")
    return image, mask


def twos_ring(k: int, negative: bool) -> str:
    hue, light = 37.0 * k, 50 * js_pow(0.95, float(k))
    if negative:
        hue, light = hue + 180, 100 - light
    return f"radial-gradient(#0000 0% 65%, {_hsla(hue, 75, light)} 90% 100%)"


def paint_locef(ctx: SchemeContext) -> str:
    """Paint a LOCEF-style tile; returns the base colour."""
    count = prime_count(ctx, DEFAULT_PRIMES)
    chain = as_chain(ctx.value)
    negative = False
    if chain is None:
        value = ctx.bigint()
        if value == 0:
            ctx.style(background_color="#888", background_image="none", color="#444")
            return "#888"
        negative = value < 0
        ctx.text_colour("#fff" if negative else "#000", BLACK_GLOW if negative else WHITE_GLOW)
        chain = factor_chain(value, count)
    exps = trimmed(chain[0], 4)
    base = str(three_factor_color(exps[1:4], ctx.name, negative))
    ctx.style(background_image="none", background_color=base)
    primes = first_primes(len(exps))
    for index in range(4, len(exps)):
        power = exps[index]
        angle = (primes[index] + 1) * ANGLE_STEP
        for _ in range(power):
            image, mask = prime_layer(primes[index], angle, negative)
            primeimage(ctx.node, background_image=image, mask_image=mask)
            angle += 180 / power  # added up copy by copy, as the reference does
    if exps[0]:
        primeimage(ctx.node, background_image=twos_ring(exps[0], negative))
    add_subtile(ctx, chain[1:], SUBTILE_SIZE)
    return base


@scheme("LOCEF", "Three-Tile SQUARTSingle")
def locef(ctx: SchemeContext) -> None:
    paint_locef(ctx)


def _represented(exps: list[int], primes: tuple[int, ...]) -> int:
    value = 1
    for p, e in zip(primes, exps, strict=False):
        value *= p ** e
    return value


@scheme("Three-Tile SQUART")
def three_tile_squart(ctx: SchemeContext) -> None:
    """Two Three-Tile SQUARTSingle layers for the numbers the exponent halves represent."""
    count = prime_count(ctx, DEFAULT_PRIMES)
    value = ctx.bigint()
    negative = value < 0
    ctx.text_colour("white" if negative else "#000", BLACK_GLOW if negative else WHITE_GLOW)
    chain = factor_chain(value, count)
    exps = trimmed(chain[0])
    primes = first_primes(max(len(exps), 1))
    upper = _represented([(e + 1) // 2 for e in exps], primes)
    lower = _represented([e // 2 for e in exps], primes)
    single = "Three-Tile SQUARTSingle"
    colours: list[Any] = []
    for half, mask in ((upper, None), (lower, "linear-gradient(#0000 0% 25%, #000 75%)")):
        layer = primeimage(ctx.node)
        scheme_defaults(layer)
        colours.append(paint_locef(ctx.child(layer, half if value else 0, single)))
        if mask:
            layer.set(mask_image=mask)
    if negative:
        star = _alpha(rotated(colours[1]), 0.75)
        primeimage(ctx.node, background_image=f"repeating-conic-gradient(#0000 0% 35deg, "
                                               f"{star} 45deg, #0000 55deg 90deg)")
    if len(chain) > 1:
        add_subtile(ctx, chain[1:], 0.5)


def _alpha(colour: str, alpha: float) -> str:
    """An ``hsla(...)`` string with its alpha replaced."""
    head, _, _ = colour.rpartition(",")
    return f"{head}, {num(alpha)})" if colour.startswith("hsla(") else colour
