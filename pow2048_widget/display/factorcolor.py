"""``threeFactorColor``: a base colour from three prime exponents.

Most special colour schemes colour a tile by the exponents of its first three primes; each
scheme family has its own palette. The output strings match the reference's exactly
(channels unrounded, hues unwrapped) because they end up in CSS and in the vectors.
"""

from __future__ import annotations

import math
from typing import Any

from ..calcarray.colorexpr import ColorEnv, evaluate_color, rotate_color
from ..calcarray.jsmath import js_log, js_pow
from ..calcarray.jsnum import number_to_string as num

STATIC_ENV = ColorEnv(calc=lambda expr, variables: expr)
"""For colours built from plain numbers: nothing to evaluate."""

_DIVE_R = [0, 4, 8, 10, 12, 13, 14, 15]
_DIVE_G_EXACT = [0, 6, 10, 13, 15]
_DIVE_G = [0, 4, 8, 12, 15]
_DIVE_B = [0, 8, 12, 15]
_SQUART_R = [0, 5, 8, 11, 13, 15]
_SQUART_G = [0, 5, 10, 15]
_SQUART_B = [0, 9, 15]
_RDIVE_R = [127, 165, 190, 215, 235, 255]
_RDIVE_G = [127, 175, 200, 230, 255]
_RDIVE_B = [127, 190, 225, 255]
_GD1_R = [0, 3, 5, 7, 8, 9, 10, 12, 13, 14, 15]
_GD1_GB = [0, 5, 9, 11, 13, 15]
_GD2_R = [0, 6, 10, 13, 15]
_GD2_GB = [0, 4, 8, 12]  # the spec caps this exponent at 3


def _pick(table: list[int], exponent: Any) -> int:
    """Table entry for an exponent, capped at the last entry (negatives count as 0)."""
    e = int(min(max(float(exponent), 0.0), len(table) - 1))
    return table[e]


def rgb_text(r: float, g: float, b: float, alpha: Any = 1.0) -> str:
    """``rgb(r, g, b)`` or ``rgba(r, g, b, a)`` when alpha is not 1, JavaScript numbers."""
    channels = f"{num(float(r))}, {num(float(g))}, {num(float(b))}"
    if alpha == 1:
        return f"rgb({channels})"
    return f"rgba({channels}, {num(float(alpha))})"


def hsla_text(h: float, s: float, lv: float, alpha: Any = 1.0) -> str:
    return f"hsla({num(float(h))}, {num(float(s))}%, {num(float(lv))}%, {num(float(alpha))})"


def _towards_white(c: list[float], divisor: float) -> list[float]:
    """``v + (255 - v) / divisor`` per channel (the reference divides; ``* 0.2`` differs)."""
    return [v + (255 - v) / divisor for v in c]


def _brightened(c: list[float]) -> list[float]:
    """Scale so the brightest channel is 255: ``v * (255 / max)``, in the reference's order."""
    factor = 255 / max(c)
    return [v * factor for v in c]


def _dive(name: str, a: Any, b: Any, c: Any, invert: bool, alpha: Any) -> str:
    if "SQUARTSingle" in name:
        steps = [_pick(_SQUART_R, a), _pick(_SQUART_G, b), _pick(_SQUART_B, c)]
    else:
        g_table = _DIVE_G_EXACT if name in ("DIVE", "Anti-DIVE") else _DIVE_G
        steps = [_pick(_DIVE_R, a), _pick(g_table, b), _pick(_DIVE_B, c)]
    rgb = [float(v * 17) for v in steps]
    if "prime" in name:
        grey = rgb[0] == rgb[1] == rgb[2]
        if "primeGrey" in name and grey:
            rgb = _towards_white(rgb, 2)
        elif not grey:
            rgb = _brightened(rgb)
    if "light" in name:
        rgb = _towards_white(rgb, 2)
    if "dark" in name:
        rgb = [v / 2 for v in rgb]
    if invert != ("Anti" in name):
        rgb = [255 - v for v in rgb]
    return rgb_text(rgb[0], rgb[1], rgb[2], alpha)


def _hsv_to_hsl(h: float, s: float, v: float) -> tuple[float, float, float]:
    s, v = s / 100, v / 100
    light = v * (1 - s / 2)
    sl = 0.0 if light in (0, 1) else (v - light) / min(light, 1 - light)
    return h, 100 * sl, 100 * light


def _sector(a: float, b: float, c: float, starts: tuple[float, float, float],
            ) -> tuple[float, float, float, float]:
    """(hue, smallest exponent, the two differences) for the sector of the smallest exponent."""
    if c <= a and c <= b:
        return starts[0] + 120 * (b - c) / (a + b - 2 * c), c, a - c, b - c
    if a <= b and a <= c:
        return starts[1] + 120 * (c - a) / (b + c - 2 * a), a, c - a, b - a
    return starts[2] + 120 * (a - b) / (c + a - 2 * b), b, c - b, a - b


def _gcd(x: float, y: float) -> float:
    if float(x).is_integer() and float(y).is_integer():
        return float(math.gcd(int(x), int(y)))
    return 1.0


def _hsv_hue(a: float, b: float, c: float) -> tuple[float, float, float, float]:
    """The 180/3385 sector hue, ``diff / span * 120 + start`` (divided first, as the
    reference does; the other palettes multiply by 120 first)."""
    if a >= c and b >= c:
        return (b - c) / (a + b - c * 2) * 120, c, a - c, b - c
    if b >= a and c >= a:
        return (c - a) / (b + c - a * 2) * 120 + 120, a, c - a, b - a
    return (a - b) / (c + a - b * 2) * 120 + 240, b, c - b, a - b


def _hsv_family(name: str, a: float, b: float, c: float, invert: bool, alpha: Any) -> str:
    """180 and 3385: an HSV colour printed as ``hsla``; alpha is only used when inverted."""
    q = 0.85 if name == "180" else 0.75
    if a == b == c == 0:
        h, s, lv = _hsv_to_hsl(0, 0, 0)
    elif a == b == c:
        h, s, lv = _hsv_to_hsl(0, 0, js_pow(q, float(a - 1)) * 100)
    else:
        hue, low, d1, d2 = _hsv_hue(a, b, c)
        h, s, lv = _hsv_to_hsl(hue, js_pow(0.7, float(low)) * 100,
                                 js_pow(q, float(_gcd(d1, d2) - 1)) * 100)
    if invert:
        return hsla_text(h + 180, s, 100 - lv, alpha)
    return hsla_text(h, s, lv, 1.0)


def _rotated(rgba: list[Any], degrees: float, invert: bool) -> str:
    return evaluate_color(rotate_color(rgba, degrees, invert, STATIC_ENV), STATIC_ENV)


def _hsl_sectors(a: float, b: float, c: float, light: float, starts: tuple[float, float, float],
                 invert: bool, alpha: Any) -> str:
    if a == b == c:
        colour = ["@HSLA", 0.0, 0.0, light, alpha]
    else:
        hue, low, _, _ = _sector(a, b, c, starts)
        colour = ["@HSLA", hue, js_pow(0.7, float(low)) * 100, light, alpha]
    if invert:
        return _rotated(colour, 180.0, True)
    return evaluate_color(colour, STATIC_ENV)


def three_factor_color(factors: list[Any], scheme: str, invert: bool = False,
                       alpha: Any = 1.0) -> Any:
    """The base colour of ``scheme`` for exponents ``(a, b, c)``; None for unknown schemes."""
    a, b, c = (float(f) for f in (list(factors) + [0.0, 0.0, 0.0])[:3])
    alpha = float(alpha)
    name = scheme
    if ("DIVE" in name or "SQUARTSingle" in name) and not any(
            word in name for word in ("Three-Tile SQUARTSingle", "Gaussian", "Rational")):
        return _dive(name, a, b, c, invert, alpha)
    if name in ("180", "3385"):
        return _hsv_family(name, a, b, c, invert, alpha)
    if name == "Turatin":
        rgb = [255 * (3 ** e - 2 ** e) / 3 ** e for e in (a, b, c)]
        return _rotated(["@RGBA", *rgb, alpha], 240.0 if invert else 60.0, invert)
    if name == "TuratinInner":
        rgb = [255 * (2 ** e - 1) / 2 ** e for e in (a, b, c)]
        if invert:
            return _rotated(["@RGBA", *rgb, alpha], 180.0, True)
        return f"rgba({num(rgb[0])}, {num(rgb[1])}, {num(rgb[2])}, {num(alpha)})"
    if name in ("3307", "2379"):
        total = a + b + c
        light = 10 * total if total < 5 else 95 - 45 * js_pow(0.75, float(total - 5))
        return _hsl_sectors(a, b, c, light, (30, 150, 270), invert, alpha)
    if name in ("LOCEF", "Three-Tile SQUARTSingle"):
        ll = js_log(3 ** a * 5 ** b * 7 ** c) / js_log(3.0)
        if name == "Three-Tile SQUARTSingle":
            ll *= 1.5
        light = 100 - 10 * ll if ll < 4 else js_pow(0.8, ll - 4) * 40 + 10
        return _hsl_sectors(a, b, c, light, (60, 180, 300), invert, alpha)
    if name in ("Rational DIVE", "RACUTE"):
        rgb = []
        for table, e in ((_RDIVE_R, a), (_RDIVE_G, b), (_RDIVE_B, c)):
            v = float(_pick(table, abs(e)))
            rgb.append(255 - v if e < 0 else v)
        if invert:
            rgb = [255 - v for v in rgb]
        return rgb_text(rgb[0], rgb[1], rgb[2], alpha)
    if name.startswith("GaussianDIVE1") or name.startswith("GaussianDIVE2"):
        first = name.startswith("GaussianDIVE1")
        r_table, gb_table = (_GD1_R, _GD1_GB) if first else (_GD2_R, _GD2_GB)
        rgb = [float(_pick(r_table, a) * 17), float(_pick(gb_table, b) * 17),
               float(_pick(gb_table, c) * 17)]
        if "_prime" in name:
            grey = rgb[0] == rgb[1] == rgb[2]
            if grey and "_primeGrey" in name:
                rgb = _towards_white(rgb, 5)
            elif not grey:
                rgb = _brightened(rgb)
        if invert:
            rgb = [255 - v for v in rgb]
        base = 45.0 if first else 75.0
        return _rotated(["@RGBA", *rgb, alpha], base + 180 if invert else base, invert)
    return None
