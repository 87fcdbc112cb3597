"""The 180 scheme.

A base colour from the exponents of 2, 3 and 5, and ornaments for the next primes drawn in a
darker "ring" colour: a ring for 7, edge bars for 11-19, corner squares for 23-37 (each
holding the colour of the exponent itself, factored the same way), and conic wedges for the
primes from 41 on, three primes per wedge.
"""

from __future__ import annotations

from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from ..tree import Node
from .common import (
    BLACK_GLOW,
    SchemeContext,
    add_subtile,
    as_chain,
    darker,
    factor_chain,
    prime_count,
    primeimage,
    scheme,
    trimmed,
)

DEFAULT_PRIMES = 48
SUBTILE_SIZE = 0.6
# (class, placement) of the boxes for the primes 11 ... 37 (indexes 4 ... 11).
BOXES = [
    ("VSideBox", {"left": "25%", "top": "0%"}),
    ("VSideBox", {"left": "25%", "bottom": "0%"}),
    ("HSideBox", {"left": "0%", "top": "25%"}),
    ("HSideBox", {"right": "0%", "top": "25%"}),
    ("cornerBox", {"left": "0%", "top": "0%"}),
    ("cornerBox", {"right": "0%", "top": "0%"}),
    ("cornerBox", {"left": "0%", "bottom": "0%"}),
    ("cornerBox", {"right": "0%", "bottom": "0%"}),
]
FIRST_WEDGE = 12


def colour_180(exps: list[int], invert: bool = False) -> str:
    return str(three_factor_color(trimmed(exps)[:3], "180", invert))


def _ring(ring: str, element: list[int]) -> str:
    """One ring of the 7-ornament: plain ring colour for 1, else a band of its colour."""
    if not any(element):
        return f"radial-gradient(#0000 0% 48%, {ring} 48% 56%, #0000 56%)"
    return (f"radial-gradient(#0000 0% 48%, {ring} 48% 50%, {colour_180(element)} 50% 54%, "
            f"{ring} 54% 56%, #0000 56%)")


def _sevens(ctx: SchemeContext, ring: str, exponent: int) -> None:
    """Rings for the exponent of 7, split into equal conic sectors for a longer chain."""
    chain = factor_chain(exponent, 3)
    if len(chain) == 1:
        primeimage(ctx.node, background_image=_ring(ring, chain[0]))
        return
    share = 360 / len(chain)
    for i, element in enumerate(chain):
        start, end = num(share * i), num(share * (i + 1))
        primeimage(ctx.node, background_image=_ring(ring, element),
                   mask_image=f"conic-gradient(#0000 0deg {start}deg, #000 {start}deg "
                              f"{end}deg, #0000 {end}deg)")


def _box(ctx: SchemeContext, index: int, ring: str, exponent: int) -> None:
    kind, place = BOXES[index - 4]
    box = ctx.node.add(Node(classes=[kind]))
    box.style.update(place)
    box.set(background_color=ring)
    parent = box
    for element in factor_chain(exponent, 3):
        parent = parent.add(Node(classes=["subBox"]).set(background_color=colour_180(element)))


def _wedges(ctx: SchemeContext, ring: str, exps: list[int]) -> None:
    """Primes from 41 on, three at a time: a wedge per group around the centre."""
    groups = [exps[i:i + 3] for i in range(FIRST_WEDGE, len(exps), 3)]
    if not groups:
        return
    slots = max(4, len(groups))
    width = 240 / slots
    for g, group in enumerate(groups):
        if not any(group):
            continue
        colour = colour_180(group)
        centre = 360 * g / slots
        a, b, c, d = (centre - width / 2, centre - width / 4, centre + width / 4,
                      centre + width / 2)
        if g == 0:
            image = (f"conic-gradient({colour} 0deg {num(c)}deg, {ring} {num(d)}deg, "
                     f"#0000 {num(d)}deg {num(360 + a)}deg, {ring} {num(360 + a)}deg, "
                     f"{colour} {num(360 + b)}deg 360deg)")
        else:
            image = (f"conic-gradient(#0000 0deg {num(a)}deg, {ring} {num(a)}deg, "
                     f"{colour} {num(b)}deg {num(c)}deg, {ring} {num(d)}deg, "
                     f"#0000 {num(d)}deg 360deg)")
        primeimage(ctx.node, background_image=image, mask_image="radial-gradient(#000, #0000)")


@scheme("180")
def scheme_180(ctx: SchemeContext) -> None:
    count = prime_count(ctx, DEFAULT_PRIMES)
    chain = as_chain(ctx.value)
    negative = False
    if chain is None:
        value = ctx.bigint()
        if value == 0:
            ctx.style(background_color="#444", background_image="none", color="#888",
                      text_shadow="0px 0px 5px #222")
            return
        negative = value < 0
        ctx.style(color="#fff", text_shadow=BLACK_GLOW)
        chain = factor_chain(value, count)
    exps = trimmed(chain[0])
    background = colour_180(exps, invert=negative)
    ctx.style(background_image="none", background_color=background)
    if negative:
        ctx.style(color=colour_180(exps))
    ring = darker(background)
    if len(exps) > 3 and exps[3] > 0:
        _sevens(ctx, ring, exps[3])
    for index in range(4, min(len(exps), FIRST_WEDGE)):
        if exps[index] > 0:
            _box(ctx, index, ring, exps[index])
    _wedges(ctx, ring, exps)
    add_subtile(ctx, chain[1:], SUBTILE_SIZE)
