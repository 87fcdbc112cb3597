"""DIVE, Anti-DIVE, SQUARTSingle and SQUART.

DIVE colours a tile by the exponents of 2, 3 and 5 and lays one translucent overlay per
further prime: fixed ornaments for 7, 11 and 13, and diagonal stripes for larger primes
whose fill describes ``(p + 1) / 2`` (its 2-3-5 colour, bands for its sevens, and nested
bars for its other prime factors, recursively). SQUART draws two SQUARTSingle tiles, one
for each half of the exponents.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ...calcarray.colorexpr import js_text
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number
from ...calcarray.values import BigRational
from ..factorcolor import three_factor_color
from ..tree import Node
from .common import (
    BLACK_GLOW,
    DARK_TEXT,
    LIGHT_TEXT,
    SchemeContext,
    add_subtile,
    as_chain,
    darker,
    exponents,
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
ZERO_EXPONENTS = [7, 4, 3] + [2] * 70
STAR_7 = ("conic-gradient(#0000 0deg 10deg, {w} 35deg 55deg, #0000 80deg 100deg, "
          "{b} 125deg 145deg, #0000 170deg 190deg, {w} 215deg 235deg, #0000 260deg 280deg, "
          "{b} 305deg 325deg, #0000 350deg")
RINGS_11 = ("radial-gradient({w} 0%, #0000 19.666% 30.333%, {b} 38.888% 44.444%, "
            "#0000 53% 63.666%, {w} 72.222% 77.777%, #0000 86.333%, {b} 100%)")
GRID_13 = "repeating-linear-gradient(#0000 0%, {w} 15%, #0000 30%, {b} 45%, #0000 60%)"
GRID_13_MASK = "repeating-linear-gradient(90deg, #000 0% 14%, #0000 14% 42%"
STRIPE_TURN = 291.246118
SUBTILE_SIZE = 0.5


def _colour(exps: list[int], name: str, invert: bool = False, alpha: float = 1.0) -> str:
    """ThreeFactorColor as pasted into CSS (``undefined`` for a palette it does not know)."""
    colour = three_factor_color(trimmed(exps)[:3], name, invert, alpha)
    return "undefined" if colour is None else js_text(colour)


@dataclass
class _Residue:
    """``m`` split into its 2-3-5-7 exponents and, for each other prime q, ``(q + 1) / 2``."""

    small: list[int]
    large: list[tuple[int, int, _Residue]] = field(default_factory=list)  # (exponent, q, sub)

    def depth(self) -> int:
        """Nesting depth of the reference's array form of this tree."""
        if not self.large:
            return 2
        return max(2, *(sub.depth() + 2 for _, _, sub in self.large))


def _residue(m: int, count: int) -> _Residue:
    small, rest = _split_small(m)
    node = _Residue(small)
    if rest == 1:
        return node
    for q in first_primes(count):
        e = 0
        while rest % q == 0:
            rest //= q
            e += 1
        if e:
            node.large.append((e, q, _residue((q + 1) // 2, count)))
        if rest == 1:
            break
    return node


def _split_small(m: int) -> tuple[list[int], int]:
    exps = []
    for p in (2, 3, 5, 7):
        e = 0
        while m % p == 0:
            m //= p
            e += 1
        exps.append(e)
    return exps, m


@dataclass(frozen=True)
class StripeStyle:
    """Colours of the DIVE overlays: fixed CSS colours and the palettes (names) used."""

    star: tuple[str, str]     # (light, dark) of the ornaments for 7, 11 and 13
    edge: str                 # edges of a plain stripe
    sevens: tuple[str, str]   # (edge, middle) of the bands counting the sevens of (p+1)/2
    alternate: str            # alternates with the outer colour when (p+1)/2 has sevens
    grey: str                 # palette of stripe colours (greys lightened)
    bar: str                  # palette of first-level bars
    nested: str               # palette of deeper bars
    plain: str                # palette of the black and white marks inside bars


def dive_style(name: str) -> StripeStyle:
    """The stripe style of DIVE, Anti-DIVE and SQUARTSingle (Anti swaps black and white)."""
    if "Anti" in name:
        return StripeStyle(("#000", "#fff"), "#fff", ("#fff", "#000"), "#000",
                           name + "_primeGrey", name + "_prime", name + "_prime", name)
    return StripeStyle(("#fff", "#000"), "#000", ("#000", "#fff"), "#fff",
                       name + "_primeGrey", name + "_prime", name + "_prime", name)


def rational_style(name: str, negative: bool) -> StripeStyle:
    """Rational DIVE / RACUTE: light overlays for positive exponents, dark for negative.

    Deeper bars use ``<name>_prime``, a palette threeFactorColor does not know: the
    reference prints ``undefined`` there and so do we.
    """
    if negative:
        return StripeStyle(("#888", "#000"), "#fff", ("#000", "#888"), "#fff",
                           "DIVE_dark_primeGrey", "DIVE_dark_prime", name + "_prime",
                           "DIVE_dark")
    return StripeStyle(("#fff", "#888"), "#000", ("#fff", "#888"), "#fff",
                       "DIVE_light_primeGrey", "DIVE_light_prime", name + "_prime", "DIVE_light")


class _Painter:
    """Builds the overlay of one prime for a DIVE-family tile in a given stripe style."""

    def __init__(self, style: StripeStyle, count: int) -> None:
        self.st = style
        self.count = count

    def overlay(self, index: int, prime: int) -> tuple[str, str | None, list[tuple[str, str]]]:
        """(background, mask, nested layers) of the overlay for the prime at ``index``."""
        w, b = self.st.star
        if index == 3:
            return STAR_7.format(w=w, b=b), None, []
        if index == 4:
            return RINGS_11.format(w=w, b=b), None, []
        if index == 5:
            return GRID_13.format(w=w, b=b), GRID_13_MASK, []
        return self.stripes(index, prime)

    def stripes(self, index: int, prime: int) -> tuple[str, str, list[tuple[str, str]]]:
        width = 110 / math.sqrt(prime)
        direction = 45 + STRIPE_TURN * (index - 3)
        mask = (f"repeating-linear-gradient({num(direction)}deg, #000 0% {num(width / 6)}%, "
                f"#0000 {num(width / 6)}% {num(width * 5 / 6)}%, #000 {num(width * 5 / 6)}% "
                f"{num(width)}%)")
        angle = num(direction + 90) + "deg"
        base, rest = _split_small((prime + 1) // 2)
        sevens = base[3]
        base_colour = _colour(base[:3], self.st.grey)
        if rest == 1:
            edge = self.st.edge
            if sevens == 0:
                return f"linear-gradient({angle}, {edge}, {base_colour}, {edge})", mask, []
            sw = 40 / sevens
            edge, middle = self.st.sevens
            image = (f"repeating-linear-gradient({angle}, {edge} 0% {num(sw / 12)}%, "
                     f"{base_colour} {num(sw / 4)}%, {middle} {num(5 * sw / 12)}% "
                     f"{num(7 * sw / 12)}%, {base_colour} {num(sw * 3 / 4)}%, "
                     f"{edge} {num(11 * sw / 12)}% {num(sw)}%)")
            return image, mask, []
        tree = _Residue([0, 0, 0, 0], _residue(rest, self.count).large)
        return self.barred(tree, base, angle, mask)

    def barred(self, tree: _Residue, base: list[int], angle: str, mask: str,
               ) -> tuple[str, str, list[tuple[str, str]]]:
        """Stripes whose fill repeats bars for the prime factors of the residue."""
        sevens = base[3]
        depth = tree.depth() / 2
        first = tree.large[0][2]
        long_bar = len(tree.large) > 1 or bool(first.large) or first.small[3] > 0
        outer = _colour(base[:3], self.st.grey, alpha=0.5)
        inner_max = max(q ** e for e, q, _ in tree.large)
        length = 100 / math.sqrt(inner_max) / len(tree.large)
        parts: list[str] = []
        bars: list[tuple[_Residue, float, float]] = []
        pos = 0.0
        period = 0.0
        n = len(tree.large)
        for k in range(2 * n):
            e, q, sub = tree.large[k % n]
            step = length / 2 if long_bar else length * 2 / 3
            if sevens == 0:
                parts.append(f"{outer} {num(pos)}% {num(pos + step)}%")
            else:
                marks = []
                for s in range(2 * sevens):
                    colour = outer if (k + s) % 2 == 0 else self.st.alternate
                    marks.append(f"{colour} {num(pos + step * s / (2 * sevens - 1))}%")
                parts.append(", ".join(marks))
            pos += step
            step = (length / 2 if long_bar else length / 3) * math.sqrt(q ** e / inner_max)
            parts.append(self.inner_bar(sub.small, pos, step, 1, depth))
            if k < n:
                bars.append((sub, pos, step))
            pos += step
            if k == n - 1:
                period = pos
        image = f"repeating-linear-gradient({angle}, " + ", ".join(parts) + ")"
        return image, mask, self.nested(bars, angle, mask, period, depth)

    def nested(self, bars: list[tuple[_Residue, float, float]], angle: str, mask: str,
               period: float, depth: float) -> list[tuple[str, str]]:
        """One extra layer per nesting level: bars for the factors inside each bar."""
        layers = []
        level = 1
        while bars:
            level += 1
            drawn: list[tuple[str, float, float]] = []
            deeper: list[tuple[_Residue, float, float]] = []
            for node, start, size in bars:
                if not node.large:
                    continue
                top = max(q ** e for e, q, _ in node.large)
                segments = []
                cursor = 0.0
                for e, q, sub in node.large:
                    cursor += 1
                    share = math.sqrt(q ** e / top)
                    segments.append((sub, cursor, cursor + share))
                    cursor += share
                total = cursor + 1
                for sub, a, b in segments:
                    s0 = start + size * a / total
                    s1 = start + size * b / total
                    bar_len = size * (b - a) / total
                    drawn.append((self.inner_bar(sub.small, s0, bar_len, level, depth), s0, s1))
                    deeper.append((sub, s0, bar_len))
            bars = deeper
            if drawn:
                text = f"repeating-linear-gradient({angle}"
                previous = 0.0
                for bar, s0, s1 in drawn:
                    text += f", #0000 {num(previous)}% {num(s0)}%, {bar}"
                    previous = s1
                text += f", #0000 {num(previous)}% {num(period)}%)"
                layers.append((text, mask))
        return layers

    def inner_bar(self, exps: list[int], start: float, length: float, level: int,
                  depth: float) -> str:
        """A bar coloured by a 2-3-5 colour; sevens become black-colour-white bands."""
        alpha = 0.5 + 0.5 * level / depth
        sevens = exps[3]
        palette = self.st.bar if level == 1 else self.st.nested
        if sevens == 0:
            colour = _colour(exps[:3], palette, alpha=alpha)
            return f"{colour} {num(start)}% {num(start + length)}%"
        grey = self.st.grey if level == 1 else self.st.nested + "Grey"
        mid = _colour(exps[:3], grey, alpha=alpha)
        black = _colour([0, 0, 0], self.st.plain, alpha=alpha)
        white = _colour([7, 4, 3], self.st.plain, alpha=alpha)
        marks = []
        for s in range(sevens * 4 + 1):
            colour = (black, mid, white, mid)[s % 4]
            marks.append(f"{colour} {num(start + length * s / (sevens * 4))}%")
        return ", ".join(marks)


def add_overlays(node: Node, exps: list[int], count: int,
                 style_for: Callable[[int], StripeStyle]) -> None:
    """One overlay per prime from 7 on with a non-zero exponent, opacity ``0.5 |e|``."""
    primes = first_primes(max(len(exps), 3))
    for index in range(3, len(exps)):
        if exps[index] == 0:
            continue
        image, mask, nested = _Painter(style_for(exps[index]), count).overlay(index,
                                                                              primes[index])
        layer = primeimage(node, background_image=image)
        if mask is not None:
            layer.set(mask_image=mask)
        for sub_image, sub_mask in nested:
            primeimage(layer, background_image=sub_image, mask_image=sub_mask)
        layer.set(opacity=num(0.5 * abs(exps[index])))


def paint_dive(ctx: SchemeContext, name: str | None = None) -> str:
    """Paint one DIVE-family tile; returns its base colour (SQUART needs it)."""
    name = name or ctx.name
    count = prime_count(ctx, DEFAULT_PRIMES)
    chain = as_chain(ctx.value)
    negative = False
    if chain is None:
        value = ctx.bigint()
        negative = value < 0
        dark = negative != ("Anti" in name)
        ctx.style(color=DARK_TEXT[0] if dark else LIGHT_TEXT[0],
                  text_shadow=DARK_TEXT[1] if dark else LIGHT_TEXT[1])
        if value == 0:
            ctx.style(color="#888", text_shadow=BLACK_GLOW)
            chain = [list(ZERO_EXPONENTS)]
        else:
            chain = factor_chain(value, count)
    exps = trimmed(chain[0])
    base = _colour(exps, name)
    ctx.style(background_image="none", background_color=base)
    style = dive_style(name)
    add_overlays(ctx.node, exps, count, lambda e: style)
    if negative:
        primeimage(ctx.node, background_image=negative_ring(_colour(exps, name, True)))
    add_subtile(ctx, chain[1:], SUBTILE_SIZE, name=name)
    return base


@scheme("DIVE", "Anti-DIVE", "SQUARTSingle")
def dive(ctx: SchemeContext) -> None:
    """Base colour of 2, 3, 5 plus an overlay per further prime."""
    paint_dive(ctx)


def halves(exps: list[int]) -> tuple[list[int], list[int]]:
    """Exponents split into an upper (rounded up) and a lower (rounded down) half."""
    return [(e + 1) // 2 for e in exps], [e // 2 for e in exps]


LOWER_MASK = "linear-gradient(#0000 0% 25%, #000 75%)"
SQUART_ZERO = [10, 6, 4] + [4] * 70


@scheme("SQUART")
def squart(ctx: SchemeContext) -> None:
    """Two SQUARTSingle tiles, the lower half of the exponents fading in at the bottom."""
    count = prime_count(ctx, DEFAULT_PRIMES)
    chain = as_chain(ctx.value)
    negative = zero = False
    if chain is None:
        value = ctx.bigint()
        negative, zero = value < 0, value == 0
        ctx.style(color=DARK_TEXT[0] if negative else LIGHT_TEXT[0],
                  text_shadow=DARK_TEXT[1] if negative else LIGHT_TEXT[1])
        chain = [list(SQUART_ZERO)] if zero else factor_chain(value, count)
    exps = trimmed(chain[0])
    upper, lower = halves(exps)
    top = primeimage(ctx.node)
    scheme_defaults(top)
    upper_colour = paint_dive(ctx.child(top, [upper], "SQUARTSingle"), "SQUARTSingle")
    if not zero:
        bottom = primeimage(ctx.node)
        scheme_defaults(bottom)
        paint_dive(ctx.child(bottom, [lower], "SQUARTSingle"), "SQUARTSingle")
        bottom.set(mask_image=LOWER_MASK)
    if negative:
        # The reference inverts the colour of the *lower* half here.
        ring = _colour(lower, "SQUARTSingle", True)
        primeimage(ctx.node, background_image=negative_ring(ring))
    if len(chain) > 1:
        # Border image from the two halves' read-back colours, halved (#444 for black).
        lower_colour = _colour(lower, "SQUARTSingle")
        add_subtile(ctx, chain[1:], SUBTILE_SIZE,
                    border_image=f"linear-gradient({darker(upper_colour)} 0% 25%, "
                                 f"{darker(lower_colour)} 75%)")


RATIONAL_ZERO = [-5, -4, -3] + [-2] * 70
RATIONAL_INFINITY = [5, 4, 3] + [2] * 70


def rational_exponents(value: Any, count: int) -> tuple[list[int], int, int] | None:
    """Exponents (numerator minus denominator) and the two leftovers; None if not finite."""
    if isinstance(value, BigRational):
        num_, den = value.num, value.den
    elif isinstance(value, bool):
        num_, den = int(value), 1
    elif isinstance(value, int):
        num_, den = value, 1
    else:
        x = to_number(value)
        if not math.isfinite(x):
            return None
        ratio = Fraction(x)
        num_, den = ratio.numerator, ratio.denominator
    primes = first_primes(count)
    top, top_left = exponents(num_, primes)
    bottom, bottom_left = exponents(den, primes)
    size = max(len(top), len(bottom))
    top += [0] * (size - len(top))
    bottom += [0] * (size - len(bottom))
    return [a - b for a, b in zip(top, bottom, strict=True)], top_left, bottom_left


def special_rational(value: Any) -> str | None:
    """``"zero"``, ``"+inf"``, ``"-inf"``, ``"nan"`` for the values drawn specially."""
    if isinstance(value, BigRational):
        if value.den == 0:
            return "nan" if value.num == 0 else ("+inf" if value.num > 0 else "-inf")
        return "zero" if value.num == 0 else None
    if isinstance(value, (bool, int)):
        return "zero" if value == 0 else None
    x = to_number(value)
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "+inf" if x > 0 else "-inf"
    return "zero" if x == 0 else None


@scheme("Rational DIVE", "RACUTE")
def rational_dive(ctx: SchemeContext) -> None:
    """DIVE for rationals: negative exponents get dark overlays, positive ones light."""
    name = ctx.name
    count = prime_count(ctx, DEFAULT_PRIMES)
    chain = as_chain(ctx.value)
    negative = False
    if chain is not None:
        exps = trimmed(chain[0])
    else:
        special = special_rational(ctx.value)
        ctx.text_colour(*LIGHT_TEXT)
        if special == "nan":
            ctx.style(background_image="radial-gradient(#c00, #000)", color="#f00",
                      text_shadow="0px 0px 5px #800")
            return
        negative = special == "-inf" or (special is None and to_number(ctx.value) < 0)
        if special == "zero":
            ctx.style(color="#888", text_shadow=BLACK_GLOW)
            exps = list(RATIONAL_ZERO)
        elif special is not None:
            exps = list(RATIONAL_INFINITY)
        else:
            found = rational_exponents(ctx.value, count)
            exps = trimmed(found[0]) if found else [0, 0, 0]
        if negative:
            ctx.text_colour(*DARK_TEXT)
    ctx.style(background_image="none", background_color=_colour(exps, name))
    add_overlays(ctx.node, exps, count, lambda e: rational_style(name, e < 0))
    if negative:
        ring = "#fff" if not any(exps[:3]) else _colour(exps, name, True)
        primeimage(ctx.node, background_image=negative_ring(ring))
