"""The Turatin scheme.

Every element of the +1 chain becomes a pair of discs: the "twos" layer, coloured by the
exponent of 2 from a fixed 20-colour table, and the "higher" layer coloured by the exponents
of 3, 5 and 7 with small wedges for later prime triples. Later chain elements are drawn as
smaller discs on top, so the chain reads from the rim inwards.
"""

from __future__ import annotations

from ...calcarray.colorexpr import convert_color
from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number
from ..factorcolor import STATIC_ENV, three_factor_color
from .common import (
    BLACK_GLOW,
    WHITE_GLOW,
    SchemeContext,
    factor_chain,
    primeimage,
    rotated,
    scheme,
)

PRIMES = 40
TWOS = ["#ffffff", "#ffe4b8", "#ffc76c", "#ff9d00", "#ff6f00", "#ff3300", "#ff0051", "#fff8ae",
        "#fff26b", "#ffea00", "#d4c300", "#a39600", "#f6b9ff", "#eb75fd", "#e229ff", "#b200ce",
        "#770089", "#635ef5", "#2c26e1", "#120e93"]
WEDGE_ANGLES = [0, 180, 90, 270, 35, 55, 125, 145, 215, 235, 305, 325]


def twos_colour(e: int) -> str:
    if e < len(TWOS):
        return TWOS[e]
    return f"hsla({num(495.0 - 34 * e)}, 100%, {num(36 * js_pow(0.95, float(e - 19)))}%, 1)"


def _disc_masks(pairs: int) -> list[str | None]:
    """The radial masks of the stacked layers (two per chain element, twos first).

    The first twos layer is unmasked and the first higher layer keeps the inner half; the
    later pairs shrink inside 40 % in steps of ``40 / (3 n - 6)`` (n = number of layers).
    """
    n = 2 * pairs
    masks: list[str | None] = [None, "radial-gradient(#000 0% 50%, #0000 75%)"]
    for i in range(2, n, 2):
        for lo, hi in ((5, 6), (3, 5)):
            start = 40 - (40 * (i * 3 - lo) / (n * 3 - 6))
            end = 40 - (40 * (i * 3 - hi) / (n * 3 - 6))
            masks.append(f"radial-gradient(#000 0% {num(start)}%, #0000 {num(end)}%)")
    return masks


def ring_colour(higher: str) -> str:
    """The wedges' edge colour: the higher layer's colour as unrounded RGB, halved.

    The reference reads the ``hsla(...)`` text back, converts it to RGBA without rounding
    and halves the channels (alpha kept as written); pure black gives ``#444``.
    """
    if not higher.startswith("hsla(") or not higher.endswith(")"):
        return "#444"
    parts = higher[5:-1].split(", ")
    if len(parts) != 4:
        return "#444"
    h, s, lv = to_number(parts[0]), to_number(parts[1][:-1]), to_number(parts[2][:-1])
    r, g, b, _ = convert_color(["@HSLA", h, s, lv, 1.0], "@RGBA", STATIC_ENV)[1:]
    if r == 0 and g == 0 and b == 0:
        return "#444"
    return f"rgb({num(r * 0.5)}, {num(g * 0.5)}, {num(b * 0.5)}, {parts[3]})"


def _wedge(colour: str, ring: str, centre: float, width: float, first: bool) -> str:
    if first:
        return (f"conic-gradient({colour} 0deg {num(width / 4)}deg, {ring} {num(width / 2)}deg, "
                f"#0000 {num(width / 2)}deg {num(360 - width / 2)}deg, "
                f"{ring} {num(360 - width / 2)}deg, {colour} {num(360 - width / 4)}deg 360deg)")
    a, b = centre - width / 2, centre + width / 2
    return (f"conic-gradient(#0000 0deg {num(a)}deg, {ring} {num(a)}deg, "
            f"{colour} {num(centre - width / 4)}deg {num(centre + width / 4)}deg, "
            f"{ring} {num(b)}deg, #0000 {num(b)}deg)")


SPOKES = ("conic-gradient(#0000 0deg 40deg, {c} 40deg 50deg, #0000 50deg 130deg, "
          "{c} 130deg 140deg, #0000 140deg 220deg, {c} 220deg 230deg, #0000 230deg 310deg, "
          "{c} 310deg 320deg, #0000 320deg")


@scheme("Turatin")
def turatin(ctx: SchemeContext) -> None:
    """Twos and higher layers per chain element, stacked with shrinking radial masks.

    The reference always factors over the first 40 primes (param 1 is not read).
    """
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#444", background_image="none", color="#888",
                  text_shadow="0px 0px 5px #222")
        return
    negative = value < 0
    ctx.style(color="#000" if negative else "#fff",
              text_shadow=WHITE_GLOW if negative else BLACK_GLOW)
    chain = factor_chain(value, PRIMES)
    masks = _disc_masks(len(chain))
    layer = 0
    for level, element in enumerate(chain):
        exps = (list(element) + [0] * PRIMES)[:PRIMES]
        twos = primeimage(ctx.node, background_color=twos_colour(exps[0]))
        mask = masks[layer]
        if mask:
            twos.set(mask_image=mask)
        if negative and level == 0:
            primeimage(twos, background_image=SPOKES.format(c=rotated(twos_colour(exps[0]))))
        base = str(three_factor_color(exps[1:4], "Turatin"))
        higher = primeimage(ctx.node, background_color=base)
        higher_mask = masks[layer + 1]
        assert higher_mask is not None  # only the first twos layer is unmasked
        higher.set(mask_image=higher_mask)
        layer += 2
        ring = ring_colour(base)
        for t, p in enumerate(range(4, PRIMES, 3)):
            triple = exps[p:p + 3]
            if not any(triple):
                continue
            colour = str(three_factor_color(triple, "TuratinInner"))
            primeimage(higher, background_image=_wedge(
                colour, ring, WEDGE_ANGLES[t], 35 if p < 16 else 15, p == 4))
