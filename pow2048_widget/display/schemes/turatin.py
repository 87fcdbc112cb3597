"""The Turatin scheme (display.md 8.3 item 9).

Every element of the +1 chain becomes a pair of discs: the "twos" layer, coloured by the
exponent of 2 from a fixed 20-colour table, and the "higher" layer coloured by the exponents
of 3, 5 and 7 with small wedges for later prime triples. Later chain elements are drawn as
smaller discs on top, so the chain reads from the rim inwards.
"""

from __future__ import annotations

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import three_factor_color
from .common import (
    BLACK_GLOW,
    WHITE_GLOW,
    SchemeContext,
    factor_chain,
    prime_count,
    primeimage,
    rotated,
    scheme,
    trimmed,
)

DEFAULT_PRIMES = 40
TWOS = ["#ffffff", "#ffe4b8", "#ffc76c", "#ff9d00", "#ff6f00", "#ff3300", "#ff0051", "#fff8ae",
        "#fff26b", "#ffea00", "#d4c300", "#a39600", "#f6b9ff", "#eb75fd", "#e229ff", "#b200ce",
        "#770089", "#635ef5", "#2c26e1", "#120e93"]
WEDGE_ANGLES = [0, 180, 90, 270, 35, 55, 125, 145, 215, 235, 305, 325]


def twos_colour(e: int) -> str:
    if e < len(TWOS):
        return TWOS[e]
    return f"hsla({num(495.0 - 34 * e)}, 100%, {num(36 * js_pow(0.95, float(e - 19)))}%, 1)"


def _disc_mask(level: int, outer: bool) -> str:
    """Radial masks shrinking with the chain position (the first pair covers the tile)."""
    scale = js_pow(0.5, float(level))
    if outer:
        return f"radial-gradient(#000 0% {num(75 * scale)}%, #0000 {num(100 * scale)}%)"
    return f"radial-gradient(#000 0% {num(50 * scale)}%, #0000 {num(75 * scale)}%)"


def _wedge(colour: str, angle: float, width: float) -> str:
    a, b = angle - width / 2, angle + width / 2
    if a < 0:
        return (f"conic-gradient({colour} 0deg {num(b)}deg, #0000 {num(b)}deg "
                f"{num(360 + a)}deg, {colour} {num(360 + a)}deg)")
    return (f"conic-gradient(#0000 0deg {num(a)}deg, {colour} {num(a)}deg {num(b)}deg, "
            f"#0000 {num(b)}deg)")


SPOKES = ("conic-gradient(#0000 0deg 40deg, {c} 40deg 50deg, #0000 50deg 130deg, "
          "{c} 130deg 140deg, #0000 140deg 220deg, {c} 220deg 230deg, #0000 230deg 310deg, "
          "{c} 310deg 320deg, #0000 320deg")


@scheme("Turatin")
def turatin(ctx: SchemeContext) -> None:
    count = prime_count(ctx, DEFAULT_PRIMES)
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#444", background_image="none", color="#888",
                  text_shadow="0px 0px 5px #222")
        return
    negative = value < 0
    ctx.style(color="#000" if negative else "#fff",
              text_shadow=WHITE_GLOW if negative else BLACK_GLOW)
    for level, element in enumerate(factor_chain(value, count)):
        exps = trimmed(element, 4)
        twos = primeimage(ctx.node, background_color=twos_colour(exps[0]))
        if level:
            twos.set(mask_image=_disc_mask(level, True))
        if negative and level == 0:
            primeimage(twos, background_image=SPOKES.format(c=rotated(twos_colour(exps[0]))))
        higher = primeimage(ctx.node,
                            background_color=str(three_factor_color(exps[1:4], "Turatin")))
        higher.set(mask_image=_disc_mask(level, False))
        triples = [exps[i:i + 3] for i in range(4, len(exps), 3)]
        for t, triple in enumerate(triples[:len(WEDGE_ANGLES)]):
            if not any(triple):
                continue
            colour = str(three_factor_color(triple, "TuratinInner"))
            primeimage(higher, background_image=_wedge(colour, WEDGE_ANGLES[t],
                                                       35 if t < 4 else 15))
