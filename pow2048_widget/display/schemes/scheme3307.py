"""3307 and 2379.

The value is factored over 2, 3 and 7 and over the mode's table of special factors
``[n, a, b, c]`` (``n = a + b + c`` with ``a``, ``c`` squares, ``factorsFor3307``). The
exponents of 2, 3 and 7 give the colour; each occurrence of a special factor adds a pair of
half-width images, drawn with this scheme, of its entries ``b`` (left) and ``c`` (right),
stacked down the tile. What is left over becomes the usual +1 chain of subtiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from .common import (
    BLACK_GLOW,
    DARK_TEXT,
    SchemeContext,
    add_subtile,
    negative_ring,
    primeimage,
    scheme,
    scheme_defaults,
)
from .data import reference_data

RAINBOW = "linear-gradient(#f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)"
SUBTILE_SIZE = 0.6


@dataclass(frozen=True)
class Link:
    """One element of the chain: exponents of 2, 3, 7 and the special factors found."""

    exps: tuple[int, int, int]
    specials: tuple[tuple[int, int], ...]  # (b, c) per occurrence


@cache
def special_factors() -> tuple[tuple[int, int, int], ...]:
    """(n, b, c) of every table entry, in table order."""
    return tuple((int(n), int(b), int(c)) for n, _a, b, c in reference_data("factorsFor3307"))


def chain_3307(value: int) -> list[Link]:
    """The +1 chain of ``|value|`` over 2, 3, 7 and the special factors.

    Like the reference, each link divides by the table from its *last* entry to its first
    and only then by 7, 3 and 2, so a composite entry (93 = 3 * 31) is taken whole before
    its prime factors; the occurrences are then listed in table order.
    """
    n = abs(value)
    table = special_factors()
    links = []
    while True:
        counts = [0] * len(table)
        for index in range(len(table) - 1, -1, -1):
            factor = table[index][0]
            while n % factor == 0:
                n //= factor
                counts[index] += 1
        exps = []
        for p in (7, 3, 2):
            e = 0
            while n % p == 0:
                n //= p
                e += 1
            exps.append(e)
        found = tuple((table[i][1], table[i][2]) for i, c in enumerate(counts)
                      for _ in range(c))
        links.append(Link((exps[2], exps[1], exps[0]), found))
        if n <= 1:
            return links
        n -= 1


@scheme("3307", "2379")
def scheme_3307(ctx: SchemeContext) -> None:
    value = ctx.value
    if isinstance(value, list) and value and all(isinstance(v, Link) for v in value):
        links: list[Link] = value
        negative = False
    else:
        number = ctx.bigint()
        negative = number < 0
        ctx.text_colour(*(DARK_TEXT if negative else ("#fff", BLACK_GLOW)))
        if number == 0:
            ctx.style(background_image=RAINBOW, color="#888", text_shadow="0px 0px 5px #222")
            return
        links = chain_3307(number)
    link = links[0]
    base = str(three_factor_color(list(link.exps), ctx.name))
    ctx.style(background_image="none", background_color=base)
    total = len(link.specials)
    for k, (b, c) in enumerate(link.specials):
        height = num(200 / (3 * total + 1)) + "%"
        top = num(100 / (total * 3 + 1) * (k * 3 + 1)) + "%"
        for shown, left in ((b, "0%"), (c, "50%")):
            image = primeimage(ctx.node, width="50%", height=height, left=left, top=top)
            scheme_defaults(image)
            scheme_3307(ctx.child(image, shown))
    if negative:
        inverted = str(three_factor_color(list(link.exps), ctx.name, True))
        primeimage(ctx.node, background_image=negative_ring(inverted))
    add_subtile(ctx, links[1:], SUBTILE_SIZE)
