"""What every special scheme shares: the context it paints into and small CSS helpers."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from ...calcarray.colorexpr import ColorEnv, convert_color, evaluate_color
from ...calcarray.errors import CalcArrayError
from ...calcarray.jsnum import js_bigint, to_bigint, to_boolean, to_number
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.primes import sieve
from ...calcarray.values import UNDEFINED, BigRational, GaussianBigInt
from ..factorcolor import STATIC_ENV
from ..rules import RenderOptions, TileText, font_css, font_factor
from ..tree import Node

SCHEMES: dict[str, Callable[[SchemeContext], None]] = {}

WHITE_GLOW = "0px 0px 5px #fff"
BLACK_GLOW = "0px 0px 5px #000"


def scheme(*names: str) -> Callable[[Callable[[SchemeContext], None]], Callable]:
    """Register a painter under one or more scheme names."""
    def deco(func: Callable[[SchemeContext], None]) -> Callable[[SchemeContext], None]:
        for name in names:
            SCHEMES[name] = func
        return func
    return deco


@dataclass
class SchemeContext:
    """One scheme application: the node to paint, the value, the (raw) params."""

    name: str
    node: Node
    paragraph: Node | None
    value: Any
    params: list[Any]
    env: ColorEnv
    variables: list[Any]
    options: RenderOptions
    limits: tuple[Any, Any]
    zero_len_min: bool = False
    """Entry 5 of the rule was 0 (one scheme then uses its own minimum text length)."""

    def param(self, index: int, default: Any = None) -> Any:
        """Param ``index`` (1-based as in the spec), or the default when absent."""
        return self.params[index - 1] if len(self.params) >= index else default

    def flag(self, index: int, default: bool) -> bool:
        return to_boolean(self.param(index)) if len(self.params) >= index else default

    def bigint(self) -> int:
        """The value as a BigInt, the way the schemes take it: ``BigInt(value)``, and 0 when
        that throws (a non-integer number draws the zero tile, it is not rounded)."""
        v = self.value
        if isinstance(v, GaussianBigInt):
            return v.re
        if isinstance(v, BigRational):
            return to_bigint(v)
        n = js_bigint(v)
        return 0 if n is None else n

    def text_colour(self, colour: str, shadow: str = "none") -> None:
        """Text colour and glow: only tiles given a number set them (not chain subtiles)."""
        self.node.set(color=colour, text_shadow=shadow)

    def style(self, **props: str) -> None:
        self.node.set(**props)

    def set_text(self, html: str) -> None:
        """Replace the main text and resize the font for it."""
        if self.paragraph is None:
            return
        text = TileText(html)
        self.paragraph.html, self.paragraph.text = text.html, text.text
        factor = font_factor(text.length, *self.limits, self.options)
        self.node.set(font_size=font_css(factor))

    def child(self, node: Node, value: Any, name: str | None = None,
              params: list[Any] | None = None) -> SchemeContext:
        """The context for painting ``node`` (a subtile or layer) with a scheme, no text."""
        return replace(self, name=name or self.name, node=node, paragraph=None, value=value,
                       params=self.params if params is None else params)

    def layer(self, **props: str) -> Node:
        """Add a full-size ``primeImage`` layer on top of what is there."""
        return self.node.add(Node(classes=["primeImage"]).set(**props))


def css(expr: Any) -> str:
    """Evaluate a colour expression made of plain values."""
    return str(evaluate_color(expr, STATIC_ENV))


def rotated(expr: Any, degrees: float = 180.0, invert: bool = True) -> str:
    """``@rotate`` of a colour expression (negative values flip the palette)."""
    return css(["@rotate", degrees, invert, expr])


def stripes(colours: list[str], angle: str = "90deg") -> str:
    """Hard-edged equal stripes: ``linear-gradient(90deg, c0 0% 50%, c1 50% 100%)``."""
    n = len(colours)
    parts = []
    for i, colour in enumerate(colours):
        start = "0" if i == 0 else num(i * 100 / n)
        end = "100" if i == n - 1 else num((i + 1) * 100 / n)
        parts.append(f"{colour} {start}% {end}%")
    return f"linear-gradient({angle}, {', '.join(parts)})"


# --- shared ingredients of the factor schemes ----------------------------

FULL_LAYER = "primeImage"
DARK_TEXT = ("black", WHITE_GLOW)
LIGHT_TEXT = ("#fff", BLACK_GLOW)


@cache
def first_primes(count: int) -> tuple[int, ...]:
    """The first ``count`` primes (the schemes factor over a fixed prefix of the primes)."""
    limit = 16
    while True:
        found = sieve(limit)
        if len(found) >= count:
            return tuple(found[:count])
        limit *= 2


def exponents(n: int, primes: tuple[int, ...] | list[int]) -> tuple[list[int], int]:
    """Exponents of ``primes`` in ``|n|`` (stopping once nothing is left) and the leftover."""
    n = abs(n)
    out: list[int] = []
    if n == 0:
        return out, 0
    for p in primes:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        out.append(e)
        if n == 1:
            break
    return out, n


def factor_chain(n: int, count: int) -> list[list[int]]:
    """The "+1 chain": exponents of ``|n|``, then of ``leftover - 1`` while a leftover remains.

    Zero gives ``[[]]``. Every link after the first describes ``leftover - 1`` of the one
    before, which is how the schemes draw numbers with large prime factors (as subtiles).
    """
    primes = first_primes(count)
    chain: list[list[int]] = []
    n = abs(n)
    if n == 0:
        return [[]]
    while True:
        exps, left = exponents(n, primes)
        chain.append(exps)
        if left <= 1:
            return chain
        n = left - 1


def trimmed(exps: list[Any], minimum: int = 3) -> list[int]:
    """An exponent vector without trailing zeros, padded with zeros to ``minimum`` entries."""
    out = [int(e) for e in exps]
    while out and out[-1] == 0:
        out.pop()
    return out + [0] * (minimum - len(out))


def as_chain(value: Any) -> list[list[int]] | None:
    """A pre-computed chain (list of exponent vectors, or one vector) given as the value."""
    if not isinstance(value, list):
        return None
    if value and all(isinstance(v, list) for v in value):
        return [[int(to_number(e)) for e in v] for v in value]
    return [[int(to_number(e)) for e in value]]


def prime_count(ctx: SchemeContext, default: int) -> int:
    """Param 1 of the factor schemes: how many primes to factor over."""
    value = ctx.param(1)
    if value is None or value is UNDEFINED:
        return default
    n = to_number(value)
    if not math.isfinite(n) or n < 1:
        return default
    return int(n)


def computed_rgb(colour: Any) -> tuple[float, float, float] | None:
    """What the browser reads back for a colour: sRGB channels rounded to integers."""
    try:
        rgba = convert_color(colour, "@RGBA", STATIC_ENV)
    except CalcArrayError:
        return None
    if not (isinstance(rgba, list) and len(rgba) >= 4):
        return None
    return tuple(float(math.floor(to_number(c) + 0.5)) for c in rgba[1:4])  # type: ignore


def computed_text(colour: Any) -> str:
    """``rgb(r, g, b)`` as the browser reports a colour."""
    rgb = computed_rgb(colour) or (0.0, 0.0, 0.0)
    return f"rgb({num(rgb[0])}, {num(rgb[1])}, {num(rgb[2])})"


def darker(colour: Any) -> str:
    """The ring/border colour: the computed colour halved, ``#444`` if it is black."""
    rgb = computed_rgb(colour) or (0.0, 0.0, 0.0)
    if rgb == (0.0, 0.0, 0.0):
        return "#444"
    return f"rgb({num(rgb[0] * 0.5)}, {num(rgb[1] * 0.5)}, {num(rgb[2] * 0.5)})"


def negative_ring(colour: str) -> str:
    """The outer ring a negative value gets, in the (inverted) colour given."""
    return f"radial-gradient(#0000 0% 70%, {colour})"


def scheme_defaults(node: Node) -> None:
    """What a scheme node starts with before the scheme paints it."""
    node.set(background_image="none", background_color="#000000", color="#ffffff",
             text_shadow="none")


def add_subtile(ctx: SchemeContext, chain: Any, size: float,
                border: str | None = None, name: str | None = None,
                compound: bool = False, border_image: str | None = None) -> Node | None:
    """Paint the rest of a +1 chain into a nested subtile of relative size ``size``.

    ``chain`` is what the subtile shows: the remaining links of a chain (nothing is drawn
    for an empty list) or a number. The border defaults to the computed background of the
    node painted so far, halved. The border is ``size`` times a fortieth of the tile's
    width; with ``compound`` (2295 and the 3069 schemes) a subtile inside a subtile takes
    ``size`` times its parent's border instead, so the widths compound. A
    ``border_image`` (3385) replaces the border colour by a gradient border image.
    """
    if isinstance(chain, list) and not chain:
        return None
    if border is None and border_image is None:
        border = darker(ctx.node.style.get("background-color", "#000000"))
    offset = 4 / 3 if ctx.options.hexagonal else 2
    corner = num(50 - size * 50 - offset) + "%"
    base = "calc(var(--tile-width-px) / 40)"
    if compound and "border-width" in ctx.node.style:
        base = ctx.node.style["border-width"]
    node = ctx.node.add(Node(classes=["subtile"]))
    if border_image is not None:
        node.set(border_image_source=border_image, border_image_slice="1")
    else:
        assert border is not None  # taken from the background above when not given
        node.set(border_color=border)
    node.set(width=num(size * 100) + "%", height=num(size * 100) + "%",
             left=corner, top=corner, border_width=f"calc({base} * {num(size)})")
    scheme_defaults(node)
    child = ctx.child(node, chain, name=name)
    SCHEMES[child.name](child)
    return node


def primeimage(parent: Node, **props: str) -> Node:
    """Add a ``primeImage`` layer to ``parent``."""
    return parent.add(Node(classes=[FULL_LAYER]).set(**props))
