"""3385Single and 3385.

3385Single colours by the exponents of 2, 3 and 5; every other prime factor is a soft
vertical band filled with the factor written as a sum of pieces (-1, 1, 2, 4 and squares,
the squares drawn with the mod 27 scheme of their root). 3385 splits the exponents into
``e mod k`` and ``floor(e / k)`` and shows each part with 3385Single on one half of the tile.
"""

from __future__ import annotations

import math

from ...calcarray.colorexpr import evaluate_color, rotate_color
from ...calcarray.jsnum import js_bigint
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import STATIC_ENV, three_factor_color
from ..tree import Node
from .common import (
    BLACK_GLOW,
    SCHEMES,
    WHITE_GLOW,
    SchemeContext,
    add_subtile,
    computed_rgb,
    computed_text,
    factor_chain,
    first_primes,
    negative_ring,
    prime_count,
    primeimage,
    scheme,
    scheme_defaults,
    trimmed,
)

DEFAULT_PRIMES = 168
SUBTILE_SIZE = 0.5
PIECE_COLOURS = {-1: "#fff", 1: "#000", 2: "#800", 4: "#f00"}
BAND_MASK = "linear-gradient(90deg, #0000 0%, #000 45% 55%, #0000 100%)"


def pieces(v: int) -> list[int]:
    """``v`` split greedily: -1 below 0, then 1, 2 or 4 below 2, 4 and 8, else the largest
    square not above ``v + 1`` (so 7 is 4 + 2 + 1 and 8 is 9 - 1)."""
    out: list[int] = []
    while v != 0 and len(out) < 64:
        if v < 0:
            piece = -1
        elif v < 2:
            piece = 1
        elif v < 4:
            piece = 2
        elif v < 8:
            piece = 4
        else:
            piece = math.isqrt(v + 1) ** 2
        out.append(piece)
        v -= piece
    return out


def _band(ctx: SchemeContext, factor: int, index: int, total: int) -> None:
    slot = 100 / (total * 2 + 1)
    band = primeimage(ctx.node, height="100%", width=num(150 / (total * 2 + 1)) + "%",
                      left=num(slot * (index * 2 + 0.75)) + "%", mask_image=BAND_MASK)
    parts = pieces(factor)
    step = 100 / (len(parts) * 2 - 1)
    for j, piece in enumerate(parts):
        mask = "none" if j == 0 else (
            f"linear-gradient(#0000 0% {num(step * (j * 2 - 1))}%, #000 {num(step * (j * 2))}%)")
        node = band.add(Node(classes=["primeImage"]).set(mask_image=mask))
        if piece in PIECE_COLOURS:
            node.set(background_color=PIECE_COLOURS[piece])
        else:
            scheme_defaults(node)
            SCHEMES["mod 27"](ctx.child(node, math.isqrt(piece), "mod 27",
                                        [90.0, *ctx.params[1:]]))


def paint_single(ctx: SchemeContext) -> str:
    """Paint a 3385Single tile; returns its base colour."""
    count = prime_count(ctx, DEFAULT_PRIMES)
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return "#888"
    negative = value < 0
    ctx.text_colour(*(("#000", WHITE_GLOW) if negative else ("#fff", BLACK_GLOW)))
    chain = factor_chain(value, count)
    exps = trimmed(chain[0])
    base = str(three_factor_color(exps[:3], "3385"))
    ctx.style(background_image="none", background_color=base)
    primes = first_primes(len(exps))
    factors = [primes[i] for i in range(3, len(exps)) for _ in range(exps[i])]
    for index, factor in enumerate(factors):
        _band(ctx, factor, index, len(factors))
    if negative:
        primeimage(ctx.node, background_image=negative_ring(
            str(three_factor_color(exps[:3], "3385", True))))
    add_subtile(ctx, chain[1:], SUBTILE_SIZE)
    return base


@scheme("3385Single")
def single(ctx: SchemeContext) -> None:
    paint_single(ctx)


@scheme("3385")
def scheme_3385(ctx: SchemeContext) -> None:
    """Exponents mod k on the left half, exponents div k on the right half."""
    count = prime_count(ctx, DEFAULT_PRIMES)
    k = js_bigint(ctx.param(2)) if len(ctx.params) >= 2 else 2
    k = k if k is not None and k >= 1 else 2
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    negative = value < 0
    ctx.text_colour(*(("#000", WHITE_GLOW) if negative else ("#fff", BLACK_GLOW)))
    chain = factor_chain(value, count)
    exps = trimmed(chain[0])
    primes = first_primes(len(exps))
    left_value = right_value = 1
    for p, e in zip(primes, exps, strict=False):
        left_value *= p ** (e % k)
        right_value *= p ** (e // k)
    colours: list[str] = []
    read_back: list[tuple[float, float, float]] = []
    for shown, side, width in ((left_value, "left", "50%"),
                               (right_value, "right", "100%" if k == 1 else "50%")):
        half = primeimage(ctx.node, width=width)
        half.style[side] = "0%"
        scheme_defaults(half)
        base = paint_single(ctx.child(half, shown, "3385Single"))
        colours.append(computed_text(base))
        read_back.append(computed_rgb(base) or (0.0, 0.0, 0.0))
        half.set(background_color="transparent")
    if k == 1:
        ctx.style(background_image=f"linear-gradient(90deg, {colours[1]}, {colours[1]})")
    else:
        ctx.style(background_image=f"linear-gradient(90deg, {colours[0]} 0% 30%, "
                                   f"{colours[1]} 70%)")
    if negative:
        # The ring is the read-back colour of the upper half, rotated and inverted.
        r, g, b = read_back[1] if k == 1 else read_back[0]
        inverted = str(evaluate_color(rotate_color(["@RGBA", r, g, b, 1.0], 180.0, True,
                                                   STATIC_ENV), STATIC_ENV))
        primeimage(ctx.node, background_image=f"radial-gradient(#0000 0% 70%, {inverted} 100%)")
    if len(chain) > 1:
        upper = _halved(read_back[1] if k == 1 else read_back[0])
        lower = _halved(read_back[1])
        add_subtile(ctx, chain[1:], SUBTILE_SIZE,
                    border_image=f"linear-gradient(90deg, {upper} 0% 25%, {lower} 75%)")


def _halved(rgb: tuple[float, float, float]) -> str:
    """A read-back colour with its channels halved (``#444`` for black)."""
    if rgb == (0.0, 0.0, 0.0):
        return "#444"
    return f"rgb({num(rgb[0] * 0.5)}, {num(rgb[1] * 0.5)}, {num(rgb[2] * 0.5)})"
