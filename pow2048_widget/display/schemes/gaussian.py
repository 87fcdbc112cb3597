"""Gaussian DIVE, base colours only.

The value is factored over the first Gaussian primes (1+i, 2+i, 1+2i, 3, 3+2i, 2+3i, ...:
by norm, ``a+bi`` before ``b+ai``). The top third shows the GaussianDIVE1 colour of the
first three exponents, the bottom third the GaussianDIVE2 colour of the next three; the
text colour tells the quadrant.

Primes from the eleventh on add DIVE-like diagonal stripes (opacity ``0.5 e``). Where DIVE
describes ``(p + 1) / 2``, Gaussian DIVE describes ``(pi + i) / (1 + i)`` (always a Gaussian
integer for a prime other than 1+i): its first six exponents give the stripe's outer
colours (GaussianDIVE1 then GaussianDIVE2, the "top" and "bottom" palettes, alternating),
its later prime factors q become bars coloured by ``(q + i) / (1 + i)`` in turn. Lengths
scale with ``80 / sqrt|q|`` where DIVE uses ``100 / sqrt(q)``; the stripe period is
``80 / sqrt|pi|`` with opaque eighths at each end; the direction turns by 291.246118 degrees
per unit of norm. All of this is inferred from one vector (7+2i); plain stripes (no later
factor) and bars nested deeper than one level are best guesses, and the arrow marks of
primes 7-10 (no vector) are not drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.primes import sieve
from ...calcarray.values import GaussianBigInt
from ..factorcolor import three_factor_color
from ..tree import Node
from .common import SchemeContext, prime_count, primeimage, scheme, trimmed

DEFAULT_PRIMES = 1232


@cache
def gaussian_primes(count: int) -> tuple[tuple[int, int], ...]:
    """The first ``count`` first-quadrant Gaussian primes in the reference's order."""
    limit = 64
    while True:
        found: list[tuple[int, tuple[int, int]]] = []
        for p in sieve(limit):
            if p == 2:
                found.append((2, (1, 1)))
            elif p % 4 == 1:
                a = next(x for x in range(1, p) if _is_square(p - x * x) and x * x * 2 > p)
                b = int(round((p - a * a) ** 0.5))
                found += [(p, (a, b)), (p, (b, a))]
            elif p * p <= limit:
                found.append((p * p, (p, 0)))
        found.sort(key=lambda item: item[0])
        complete = [g for norm, g in found if norm <= limit]
        if len(complete) >= count:
            return tuple(complete[:count])
        limit *= 2


def _is_square(n: int) -> bool:
    r = int(round(n ** 0.5))
    return n >= 0 and r * r == n


def gaussian_exponents(re: int, im: int, count: int) -> list[int]:
    """Exponents of the first ``count`` Gaussian primes in ``re + im i``."""
    exps = []
    for a, b in gaussian_primes(count):
        norm = a * a + b * b
        e = 0
        while re or im:
            x, y = re * a + im * b, im * a - re * b  # (re + im i) * conj(a + bi)
            if x % norm or y % norm:
                break
            re, im = x // norm, y // norm
            e += 1
        exps.append(e)
        if abs(re) + abs(im) == 1:
            break
    return exps


def _residue_exponents(re: int, im: int, count: int) -> tuple[list[int], int, int]:
    """Exponents over the first ``count`` Gaussian primes and the unit-free rest."""
    exps = gaussian_exponents(re, im, count)
    for (a, b), e in zip(gaussian_primes(count), exps, strict=False):
        norm = a * a + b * b
        for _ in range(e):
            re, im = (re * a + im * b) // norm, (im * a - re * b) // norm
    return exps, re, im


def descend(a: int, b: int) -> tuple[int, int]:
    """``(pi + i) / (1 + i)``: what a stripe for the prime ``pi = a + bi`` describes."""
    x, y = a, b + 1
    return (x + y) // 2, (y - x) // 2


@dataclass
class _Residue:
    """A Gaussian integer split into its first six exponents and later factors (q, e, sub)."""

    small: list[int]
    large: list[tuple[int, int, _Residue]] = field(default_factory=list)  # (norm, e, sub)

    def depth(self) -> int:
        """Nesting depth in the reference's array form (as DIVE's residue tree)."""
        if not self.large:
            return 2
        return max(2, *(sub.depth() + 2 for _, _, sub in self.large))


def _residue(re: int, im: int, count: int) -> _Residue:
    exps, _, _ = _residue_exponents(re, im, count)
    node = _Residue((exps + [0] * 6)[:6])
    primes = gaussian_primes(count)
    for index in range(6, len(exps)):
        if exps[index]:
            a, b = primes[index]
            node.large.append((a * a + b * b, exps[index], _residue(*descend(a, b), count)))
    return node


SMALL = 6
STRIPE_FROM = 10
STRIPE_TURN = 291.246118


def _pair(exps: list[int], palette: str, alpha: float) -> tuple[str, str]:
    """The GaussianDIVE1 colour of exponents 1-3 and the GaussianDIVE2 colour of 4-6."""
    return (str(three_factor_color(exps[0:3], "GaussianDIVE1" + palette, alpha=alpha)),
            str(three_factor_color(exps[3:6], "GaussianDIVE2" + palette, alpha=alpha)))


def stripe(a: int, b: int, count: int) -> tuple[str, str]:
    """(background, mask) of the stripes for the Gaussian prime ``a + bi``."""
    norm = a * a + b * b
    period = 80 / js_pow(float(norm), 0.25)
    direction = 45 + STRIPE_TURN * (norm - 3)
    mask = (f"repeating-linear-gradient({num(direction)}deg, #000 0% {num(period / 8)}%, "
            f"#0000 {num(period / 8)}% {num(period * 7 / 8)}%, #000 {num(period * 7 / 8)}% "
            f"{num(period)}%)")
    angle = num(direction + 90) + "deg"
    tree = _residue(*descend(a, b), count)
    if not tree.large:
        top, bottom = _pair(tree.small, "_primeGrey", 1.0)
        return f"linear-gradient({angle}, #000, {top}, {bottom}, #000)", mask
    depth = tree.depth() / 2
    alpha = 0.75 + 0.25 / depth
    outer = _pair(tree.small, "_primeGrey", 0.75)
    first = tree.large[0][2]
    long_bar = len(tree.large) > 1 or bool(first.large)
    biggest = max(q ** e for q, e, _ in tree.large)
    length = 80 / js_pow(float(biggest), 0.25) / len(tree.large)
    parts = []
    pos = 0.0
    for k in range(2 * len(tree.large)):
        q, e, sub = tree.large[k % len(tree.large)]
        step = length / 2 if long_bar else length * 2 / 3
        c1, c2 = outer if k % 2 == 0 else outer[::-1]
        parts.append(f"{c1} {num(pos)}% {num(pos + step / 4)}%, "
                     f"{c2} {num(pos + step * 3 / 4)}% {num(pos + step)}%")
        pos += step
        size = (length / 2 if long_bar else length / 3) * js_pow(q ** e / biggest, 0.25)
        top, bottom = _pair(sub.small, "_prime", alpha)
        parts.append(f"{top} {num(pos)}%, {bottom} {num(pos + size)}%")
        pos += size
    return f"repeating-linear-gradient({angle}, " + ", ".join(parts) + ")", mask


def add_stripes(node: Node, exps: list[int], count: int) -> None:
    """Stripes for every prime from the eleventh on, opacity ``0.5 e``."""
    primes = gaussian_primes(max(len(exps), 1))
    for index in range(STRIPE_FROM, len(exps)):
        if exps[index]:
            image, mask = stripe(*primes[index], count)
            primeimage(node, background_image=image, mask_image=mask,
                       opacity=num(0.5 * exps[index]))


def quadrant(re: int, im: int) -> int:
    """0, 1, 2, 3 for the quadrant of a non-zero Gaussian integer (axes counted with it)."""
    if re > 0 and im >= 0:
        return 0
    if im > 0 and re <= 0:
        return 1
    if re < 0 and im <= 0:
        return 2
    return 3


@scheme("Gaussian DIVE")
def gaussian_dive(ctx: SchemeContext) -> None:
    value = ctx.value
    if isinstance(value, GaussianBigInt):
        re, im = value.re, value.im
    else:
        re, im = ctx.bigint(), 0
    ctx.style(**{"--shadow-color": "black"})
    if re == 0 and im == 0:
        ctx.style(background_color="#444", background_image="none", color="#888")
        return
    ctx.style(color=f"hsla({90 * quadrant(re, im)}, 100%, 75%, 1)")
    count = prime_count(ctx, DEFAULT_PRIMES)
    exps = trimmed(gaussian_exponents(re, im, count), SMALL)
    top = three_factor_color(exps[0:3], "GaussianDIVE1")
    bottom = three_factor_color(exps[3:6], "GaussianDIVE2")
    ctx.style(background_image=f"linear-gradient({top}0% 33.333%, {bottom} 66.666% 100%)")
    add_stripes(ctx.node, exps, count)
