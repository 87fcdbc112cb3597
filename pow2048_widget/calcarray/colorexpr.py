"""Colour expressions -> CSS text.

Modes describe colours as small arrays (``["@HSLA", h, s, l, a]``, gradients, ``@rotate``)
whose components are CalcArrays evaluated at the tile being drawn. This module turns them
into the exact CSS strings the reference produces (numbers pasted JavaScript-style, no
clamping, the reference's quirks kept), converts between colour systems and parses CSS text
back into expressions. It lives in the language layer because the ``evaluateColor`` family
of operators needs it; the evaluator is injected through ``ColorEnv`` so this module does
not import it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import CalcArrayError
from .jsnum import js_remainder, js_round, number_to_string, to_boolean, to_number, to_string
from .values import UNDEFINED

Calc = Callable[[Any, list[Any]], Any]
"""Evaluate an expression as a CalcArray at the tile, offering a variable list."""

SCOPE_MODIFIERS = frozenset({
    "@var_retain", "@var_copy", "@global_var_retain", "@global_var_copy", "@global_var_none",
    "@global_var_retain_inner", "@global_var_copy_inner", "@global_var_none_inner",
})

GRADIENT_KINDS = frozenset({
    "@linear-gradient", "@radial-gradient", "@conic-gradient",
    "@repeating-linear-gradient", "@repeating-radial-gradient", "@repeating-conic-gradient",
})
SINGLE_KINDS = frozenset({"@HSLA", "@RGBA", "@HSVA"})
SYSTEMS = frozenset({"@HSLA", "@RGBA", "@HSVA", "@Hex"})

_RADIAL_EDGES = {1.0: "farthest-side", 2.0: "closest-corner", 3.0: "closest-side"}
_SQRT3_2 = math.sqrt(3) / 2
MAX_NESTING = 200
"""Colour expressions that keep evaluating to new colour expressions stop here."""


@dataclass
class ColorEnv:
    """What colour evaluation needs from its caller.

    ``calc`` evaluates a CalcArray at the tile being drawn; ``game_vars`` feeds
    ``@include_gvars``; ``hexagonal`` switches the gradient geometry of hexagonal boards.
    """

    calc: Calc
    game_vars: list[Any] = field(default_factory=list)
    hexagonal: bool = False


def js_text(value: Any) -> str:
    """A value pasted into CSS the way JavaScript string concatenation does it."""
    return to_string(value)


def load_prefixes(expr: list[Any], env: ColorEnv, variables: list[Any]) -> list[Any]:
    """Drop scope modifiers and run ``@include_gvars`` / ``... @end_vars`` prefixes.

    Loaded variables are appended to ``variables`` (in place: the list is shared by the
    caller on purpose); the rest of the expression is returned.
    """
    i = 0
    while i < len(expr) and isinstance(expr[i], str) and expr[i] in SCOPE_MODIFIERS:
        i += 1
    rest = expr[i:]
    if rest and rest[0] == "@include_gvars":
        for gvar in env.game_vars:
            variables.append(env.calc(gvar, variables))
        rest = rest[1:]
    if "@end_vars" in rest:
        end = rest.index("@end_vars")
        for definition in rest[:end]:
            variables.append(env.calc(definition, variables))
        rest = rest[end + 1:]
    return rest


def evaluate_color(expr: Any, env: ColorEnv, variables: list[Any] | None = None,
                   _depth: int = 0) -> Any:
    """``evaluateColor``: a CSS string, or a non-array non-string value unchanged.

    Raises ``CalcArrayError`` where the reference throws (rotating a named colour, nested
    ``@rotate``) or when a component's CalcArray fails.
    """
    variables = [] if variables is None else variables
    if _depth > MAX_NESTING:
        raise CalcArrayError("colour expression nested too deeply", kind="limit")
    while True:
        if not isinstance(expr, list):
            return expr
        expr = load_prefixes(expr, env, variables)
        if not expr or expr[0] != "@CalcArray":
            break
        expr = env.calc(expr[1:], variables)
    head = expr[0] if expr else UNDEFINED
    if not isinstance(head, str):
        # A colour array headed by a nested array or a number names no colour kind.
        head = ""
    if head in SINGLE_KINDS:
        return _single_color(head, [env.calc(c, variables) for c in _components(expr)])
    if head in GRADIENT_KINDS:
        return _gradient(head, expr[1:], env, variables)
    if head == "@multi-gradient":
        return ", ".join(js_text(evaluate_color(e, env, variables, _depth + 1))
                         for e in expr[1:])
    if head == "@rotate":
        degrees = env.calc(_at(expr, 1), variables)
        invert = env.calc(_at(expr, 2), variables)
        rotated = rotate_color(_at(expr, 3), degrees, invert, env, variables)
        return evaluate_color(rotated, env, variables, _depth + 1)
    return evaluate_color(env.calc(expr, variables), env, variables, _depth + 1)


def _at(seq: list[Any], i: int) -> Any:
    return seq[i] if i < len(seq) else UNDEFINED


def _components(expr: list[Any]) -> list[Any]:
    return [_at(expr, i) for i in range(1, 5)]


def _single_color(kind: str, comps: list[Any]) -> str:
    h, s, lv, a = comps
    if kind == "@RGBA":
        return f"rgba({js_text(h)}, {js_text(s)}, {js_text(lv)}, {js_text(a)})"
    if kind == "@HSVA":
        sat, light = hsv_to_hsl_sl(to_number(s) / 100, to_number(lv) / 100)
        s, lv = 100 * sat, 100 * light
    return f"hsla({js_text(h)}, {js_text(s)}%, {js_text(lv)}%, {js_text(a)})"


def hsv_to_hsl_sl(s: float, v: float) -> tuple[float, float]:
    """HSV saturation/value (0-1) to HSL saturation/lightness (0-1), unclamped."""
    light = v * (1 - s / 2)
    if light == 0 or light == 1:
        return 0.0, light
    return (v - light) / min(light, 1 - light), light


def _gradient(kind: str, items: list[Any], env: ColorEnv, variables: list[Any]) -> str:
    name = kind[1:]
    conic = "conic" in kind
    radial = "radial" in kind
    unit = "deg" if conic else "%"
    out = ""
    for i, item in enumerate(items, start=1):
        number = _gradient_number(item, env, variables)
        if number is not None:
            if i == 1:
                out += f"from {js_text(number)}deg" if conic else f"{js_text(number)}deg"
                continue
            if env.hexagonal and not conic and isinstance(number, float):
                number = 0.75 * number if radial else 50 + (number - 50) * _SQRT3_2
            out += f" {js_text(number)}{unit}"
            continue
        if i == 1 and isinstance(item, list) and item[:1] == ["@GradientDetails"]:
            out += _gradient_details(item, radial, conic, env, variables)
            continue
        colour = js_text(evaluate_color(item, env, variables))
        out += colour if i == 1 else ", " + colour
    return f"{name}({out})"


def _gradient_number(item: Any, env: ColorEnv, variables: list[Any]) -> Any:
    """The number an item stands for (a plain number or ``@CalcArrayNumber``), else None."""
    if isinstance(item, float):
        return item
    if isinstance(item, list) and item[:1] == ["@CalcArrayNumber"]:
        return env.calc(item[1:], variables)
    return None


def _gradient_details(item: list[Any], radial: bool, conic: bool, env: ColorEnv,
                      variables: list[Any]) -> str:
    present = len(item)
    if radial:
        def part(i: int, default: Any) -> Any:
            return env.calc(item[i], variables) if i < present else default

        cx, cy = part(1, 50.0), part(2, 50.0)
        circle = part(3, False) is True
        edge = part(4, 0.0)
        edge_name = _RADIAL_EDGES.get(edge, "farthest-corner") if isinstance(edge, float) \
            else "farthest-corner"
        if env.hexagonal:
            cx, cy = 0.75 * to_number(cx), 0.75 * to_number(cy)
        shape = "circle" if circle else "ellipse"
        return f"{shape} {edge_name} at {js_text(cx)}% {js_text(cy)}%"
    if conic:
        # The reference reads the centre one slot later than it checks.
        start = env.calc(item[1], variables) if present > 1 else 0.0
        cx = env.calc(_at(item, 2), variables) if present > 1 else 50.0
        cy = env.calc(_at(item, 3), variables) if present > 2 else 50.0
        return f"from {js_text(start)}deg at {js_text(cx)}% {js_text(cy)}%"
    return ""


# --- conversion between systems ------------------------------------------------------


def _clamp01(x: float) -> float:
    if math.isnan(x):
        return x
    return min(max(x, 0.0), 1.0)


def _hue_mod(h: float) -> float:
    r = js_remainder(h, 360.0)
    return r + 360 if r < 0 else r


def _rgb_hue(r: float, g: float, b: float, mx: float, delta: float) -> float:
    if delta == 0:
        return 0.0
    if mx == r:
        return 60 * js_remainder((g - b) / delta + 6, 6)
    if mx == g:
        return 60 * ((b - r) / delta + 2)
    return 60 * ((r - g) / delta + 4)


def _sextant(h: float, c: float, x: float) -> tuple[float, float, float]:
    if h < 60:
        return c, x, 0.0
    if h < 120:
        return x, c, 0.0
    if h < 180:
        return 0.0, c, x
    if h < 240:
        return 0.0, x, c
    if h < 300:
        return x, 0.0, c
    return c, 0.0, x


def _to_rgba(kind: str, c: list[float]) -> list[float]:
    h, s, lv, a = c
    if kind == "@RGBA":
        return [h, s, lv, a]
    hue = _hue_mod(h)
    s, lv = _clamp01(s / 100), _clamp01(lv / 100)
    if kind == "@HSLA":
        chroma = (1 - abs(2 * lv - 1)) * s
        m = lv - chroma / 2
    else:
        chroma = lv * s
        m = lv - chroma
    x = chroma * (1 - abs(js_remainder(hue / 60, 2) - 1))
    r, g, b = _sextant(hue, chroma, x)
    return [(r + m) * 255, (g + m) * 255, (b + m) * 255, a]


def _rgba_to(kind: str, c: list[float]) -> list[float]:
    r, g, b = (_clamp01(v / 255) for v in c[:3])
    mx, mn = max(r, g, b), min(r, g, b)
    delta = mx - mn
    hue = _rgb_hue(r, g, b, mx, delta)
    if kind == "@HSLA":
        light = (mx + mn) / 2
        sat = 0.0 if delta == 0 else delta / (1 - abs(2 * light - 1))
        return [hue, sat * 100, light * 100, c[3]]
    sat = 0.0 if mx == 0 else delta / mx
    return [hue, sat * 100, mx * 100, c[3]]


def _convert_components(src: str, dst: str, c: list[float]) -> list[float]:
    if src == dst:
        return c
    if src == "@HSLA" and dst == "@HSVA":
        h, s, lv, a = c[0], c[1] / 100, c[2] / 100, c[3]
        v = lv + s * min(lv, 1 - lv)
        sv = 0.0 if v == 0 else 2 * (1 - lv / v)
        return [h, sv * 100, v * 100, a]
    if src == "@HSVA" and dst == "@HSLA":
        sl, light = hsv_to_hsl_sl(c[1] / 100, c[2] / 100)
        return [_hue_mod(c[0]), sl * 100, light * 100, c[3]]
    rgba = _to_rgba(src, c)
    return rgba if dst == "@RGBA" else _rgba_to(dst, rgba)


def hex_to_rgba(text: str) -> list[Any]:
    """``#rgb``, ``#rgba``, ``#rrggbb``, ``#rrggbbaa`` -> ``["@RGBA", r, g, b, alpha]``."""
    digits = text[1:]
    if len(digits) in (3, 4):
        digits = "".join(ch * 2 for ch in digits)
    if len(digits) not in (6, 8) or any(ch not in "0123456789abcdefABCDEF" for ch in digits):
        raise CalcArrayError(f"not a hex colour: {text!r}", kind="type")
    channels = [float(int(digits[i:i + 2], 16)) for i in range(0, len(digits), 2)]
    alpha = channels[3] / 255 if len(channels) == 4 else 1.0
    return ["@RGBA", *channels[:3], alpha]


def _byte_hex(x: float) -> str:
    n = js_round(x) if math.isfinite(x) else (0.0 if math.isnan(x) else x)
    n = min(max(n, 0.0), 255.0)
    return f"{int(n):02x}"


def _is_gradient(expr: Any) -> bool:
    return isinstance(expr, list) and bool(expr) and (
        expr[0] in GRADIENT_KINDS or expr[0] == "@multi-gradient")


def _is_hex(value: Any) -> bool:
    return isinstance(value, str) and value.startswith("#")


def _is_colour_entry(item: Any) -> bool:
    """Gradient entries that convert/rotate touch: colour arrays and ``#hex`` strings."""
    if isinstance(item, list):
        return item[:1] not in (["@GradientDetails"], ["@CalcArrayNumber"])
    return _is_hex(item)


def convert_color(color: Any, system: str, env: ColorEnv,
                  variables: list[Any] | None = None) -> Any:
    """``convertColor``: an expression in ``system`` (or a hex string for ``@Hex``)."""
    variables = [] if variables is None else variables
    if system not in SYSTEMS:
        raise CalcArrayError(f"unknown colour system {system!r}", kind="type")
    if isinstance(color, str) and "(" in color:
        color = deevaluate_color(color)
    start = _prefix_length(color)
    if isinstance(color, list) and start < len(color) and _is_gradient(color[start:]):
        # Scope modifiers in front stay where they are (the reference skips them too).
        return color[:start + 1] + [convert_color(item, system, env, variables)
                                    if _is_colour_entry(item) else item
                                    for item in color[start + 1:]]
    if _is_hex(color):
        if system == "@Hex":
            return color
        color = hex_to_rgba(color)
    if isinstance(color, list) and color:
        color = load_prefixes(color, env, variables)
    if not (isinstance(color, list) and color and isinstance(color[0], str)
            and color[0] in SINGLE_KINDS):
        raise CalcArrayError(f"cannot convert colour {to_string(color)!r}", kind="type")
    comps = [to_number(env.calc(c, variables)) for c in _components(color)]
    if system == "@Hex":
        r, g, b, a = _convert_components(color[0], "@RGBA", comps)
        alpha = _byte_hex(a * 255) if a < 1 else ""
        return "#" + _byte_hex(r) + _byte_hex(g) + _byte_hex(b) + alpha
    return [system, *_convert_components(color[0], system, comps)]


def rotate_color(color: Any, degrees: Any, invert: Any, env: ColorEnv,
                 variables: list[Any] | None = None) -> Any:
    """``rotateColor``: hue + degrees (unwrapped), lightness mirrored when ``invert``.

    A gradient *array* has each colour entry rotated. Anything else, a CSS string included,
    is converted to ``@HSLA`` and then gets ``[1] += degrees`` and ``[3] = 100 - [3]`` with
    JavaScript's operators: a CSS gradient string therefore comes back as the parsed gradient
    with its colours converted, its angle (or first colour, as text) shifted and its third
    entry mirrored -- the reference's own result (docs/display-notes.md).
    """
    variables = [] if variables is None else variables
    start = _prefix_length(color)
    if isinstance(color, list) and start < len(color) and _is_gradient(color[start:]):
        head = color[:start + 1]
        return head + [rotate_color(item, degrees, invert, env, variables)
                       if isinstance(item, list) or _is_hex(item) else item
                       for item in color[start + 1:]]
    copy = color
    if isinstance(color, str) and "(" in color:
        copy = deevaluate_color(color)
    converted = convert_color(copy, "@HSLA", env, variables)
    out = list(converted) if isinstance(converted, list) else [converted]
    _js_set(out, 1, js_plus(_js_get(out, 1), degrees))
    if to_boolean(invert):
        _js_set(out, 3, js_minus(100.0, _js_get(out, 3)))
    return out


def _prefix_length(color: Any) -> int:
    """How many scope modifiers / ``@include_gvars`` open a colour array."""
    if not isinstance(color, list):
        return 0
    n = 0
    while n < len(color) and isinstance(color[n], str) and (
            color[n] in SCOPE_MODIFIERS or color[n] == "@include_gvars"):
        n += 1
    return n


def _js_get(seq: list[Any], i: int) -> Any:
    return seq[i] if i < len(seq) else UNDEFINED


def _js_set(seq: list[Any], i: int, value: Any) -> None:
    """``seq[i] = value`` the JavaScript way: a short array grows, holes read as undefined."""
    while len(seq) <= i:
        seq.append(UNDEFINED)
    seq[i] = value


def _js_primitive(value: Any) -> Any:
    return to_string(value) if isinstance(value, list) else value


def js_plus(a: Any, b: Any) -> Any:
    """JavaScript ``a + b``: arrays become their text, then text concatenates, else adds."""
    a, b = _js_primitive(a), _js_primitive(b)
    if isinstance(a, str) or isinstance(b, str):
        return to_string(a) + to_string(b)
    if isinstance(a, int) and not isinstance(a, bool) and isinstance(b, int) \
            and not isinstance(b, bool):
        return a + b
    if (isinstance(a, int) and not isinstance(a, bool)) or (
            isinstance(b, int) and not isinstance(b, bool)):
        raise CalcArrayError("cannot mix BigInt and other types in a colour", kind="type")
    return to_number(a) + to_number(b)


def js_minus(a: Any, b: Any) -> Any:
    """JavaScript ``a - b`` for a number ``a`` (arrays and text become numbers, mostly NaN)."""
    b = _js_primitive(b)
    if isinstance(b, int) and not isinstance(b, bool):
        raise CalcArrayError("cannot mix BigInt and other types in a colour", kind="type")
    return to_number(a) - to_number(b)


# --- CSS text -> expression (deevaluateColor) ----------------------------------------------

_RADIAL_WORDS = ("at", "circle", "farthest-side", "closest-corner", "closest-side")
_RADIAL_EDGE_WORDS = (("farthest-side", 1.0), ("closest-corner", 2.0), ("closest-side", 3.0))


def _parse_int16(text: str) -> float:
    """``parseInt(text, 16)``: the leading hex digits, NaN when there are none."""
    digits = ""
    for ch in text:
        if ch not in "0123456789abcdefABCDEF":
            break
        digits += ch
    return float(int(digits, 16)) if digits else math.nan


def _hex_to_evaluated_rgba(text: str) -> list[Any]:
    """``convertColor(hex, "@RGBA")`` as ``deevaluateColor`` uses it (lenient, like parseInt).

    Lengths other than 4, 5, 7 and 9 give the empty list the reference returns.
    """
    n = len(text)
    if n in (7, 9):
        pairs = [text[i:i + 2] for i in (1, 3, 5)]
        alpha = _parse_int16(text[7:9]) / 255 if n == 9 else 1.0
    elif n in (4, 5):
        pairs = [text[i] * 2 for i in (1, 2, 3)]
        alpha = _parse_int16(text[4] * 2) / 255 if n == 5 else 1.0
    else:
        return []
    return ["@RGBA", *(_parse_int16(p) for p in pairs), alpha]


def _css_split(text: str, keep_closing: bool) -> list[str] | None:
    """Split at top-level spaces and commas; None when a ``)`` has no ``(``.

    With ``keep_closing`` (the outer pass) an entry also ends right after its closing
    parenthesis and the text left over afterwards must be empty.
    """
    parts: list[str] = []
    level, current = 0, ""
    for ch in text:
        if ch == "(":
            level += 1
        elif ch == ")":
            level -= 1
        if level < 0:
            return None
        if keep_closing and ch == ")" and level == 0:
            parts.append(current + ")")
            current = ""
        elif level == 0 and ch in " ,":
            if not keep_closing and current:
                parts.append(current)
                current = ""
        else:
            current += ch
    if current:
        if keep_closing:
            return None
        parts.append(current)
    return parts


def _word(tokens: list[str], i: int) -> str | None:
    return tokens[i] if 0 <= i < len(tokens) else None


def _unit_number(tokens: list[str], i: int, cut: int, what: str) -> float:
    """``Number(tokens[i].slice(0, -cut))``; a missing token throws in the reference."""
    token = _word(tokens, i)
    if token is None:
        raise CalcArrayError(f"deevaluateColor: {what} is missing", kind="type")
    return to_number(token[:-cut] if len(token) > cut else "")


def _function_colour(entry: str) -> Any:
    """``hsla(...)``, ``rgba(...)``, ``hsl(...)``, ``rgb(...)`` split at ``", "`` exactly."""
    head = entry[:4]
    body = entry[5:-1] if head in ("hsla", "rgba") else entry[4:-1]
    parts = body.split(", ")

    def part(i: int, strip: bool) -> float:
        if i >= len(parts):
            if strip:
                raise CalcArrayError(f"deevaluateColor: {entry!r} has too few parts",
                                     kind="type")
            return math.nan
        return to_number(parts[i][:-1] if strip else parts[i])

    if head == "hsla":
        return ["@HSLA", part(0, False), part(1, True), part(2, True), part(3, False)]
    if head == "rgba":
        return ["@RGBA", part(0, False), part(1, False), part(2, False), part(3, False)]
    if head == "hsl(":
        return ["@HSLA", part(0, False), part(1, True), part(2, True), 1.0]
    return ["@RGBA", part(0, False), part(1, False), part(2, False), 1.0]


def _gradient_from_text(entry: str) -> Any:
    open_at = entry.index("(")
    kind = entry[:open_at]
    tokens = _css_split(entry[open_at + 1:-1], keep_closing=False)
    if tokens is None:
        return False
    radial = kind in ("radial-gradient", "repeating-radial-gradient")
    conic = kind in ("conic-gradient", "repeating-conic-gradient")
    linear = kind in ("linear-gradient", "repeating-linear-gradient")
    front: Any = None
    if radial and any(word in tokens for word in _RADIAL_WORDS):
        cx, cy, circle, edge = 50.0, 50.0, False, 0.0
        i = 0
        if _word(tokens, i) == "circle":
            circle, i = True, i + 1
        for word, code in _RADIAL_EDGE_WORDS:
            if _word(tokens, i) == word:
                edge, i = code, i + 1
        if _word(tokens, i) == "at":
            cx = _unit_number(tokens, i + 1, 1, "the centre")
            cy = _unit_number(tokens, i + 2, 1, "the centre")
            i += 3
        front = ["@GradientDetails", cx, cy, circle, edge]
        tokens = tokens[i:]
    elif conic and "at" in tokens:
        start, cx, cy = 0.0, 50.0, 50.0
        i = 0
        if _word(tokens, 0) == "from":
            # The angle loses one character only ("45de"), so it reads as NaN, and the
            # index is not advanced: the centre after "from X at" is never read.
            i = 1
            start = _unit_number(tokens, 1, 1, "the angle")
        if _word(tokens, i) == "at":
            cx = _unit_number(tokens, i + 1, 1, "the centre")
            cy = _unit_number(tokens, i + 2, 1, "the centre")
        front = ["@GradientDetails", start, cx, cy]
        tokens = tokens[5:]
    elif linear:
        if not tokens:
            raise CalcArrayError("deevaluateColor: an empty linear gradient", kind="type")
        if tokens[0].endswith("deg"):
            front = to_number(tokens[0][:-3])
            tokens = tokens[1:]
    elif conic:
        if len(tokens) < 2:
            raise CalcArrayError("deevaluateColor: a conic gradient needs two parts",
                                 kind="type")
        if tokens[1].endswith("deg"):
            front = to_number(tokens[1][:-3])
            tokens = tokens[2:]
    items: list[Any] = []
    for token in tokens:
        if token.endswith("%"):
            items.append(to_number(token[:-1]))
        elif token.endswith("deg"):
            items.append(to_number(token[:-3]))
        else:
            items.append(deevaluate_color(token))
    if front is not None:
        items.insert(0, front)
    return ["@" + kind, *items]


def deevaluate_color(text: Any) -> Any:
    """Parse CSS colour text back into a colour expression.

    Follows the reference's scanner, quirks included (docs/display-notes.md): ``#hex``
    becomes an evaluated ``@RGBA`` list; text without ``(`` comes back unchanged; the text is
    cut into entries that end at a top-level ``)`` (top-level spaces and commas dropped;
    unbalanced parentheses give ``false``); ``hsla``/``rgba``/``hsl(``/``rgb(`` entries are
    split at ``", "``; gradients are tokenised at top-level spaces and commas, stops ending
    in ``%`` or ``deg`` become numbers and the rest is parsed again. Several entries make a
    ``@multi-gradient``.
    """
    if not isinstance(text, str):
        return text
    if text.startswith("#"):
        return _hex_to_evaluated_rgba(text)
    if "(" not in text:
        return text
    entries = _css_split(text, keep_closing=True)
    if entries is None:
        return False
    out: list[Any] = []
    for entry in entries:
        if entry.startswith("#"):
            # The reference converts the whole text here, which parses it again forever.
            raise CalcArrayError(f"deevaluateColor: cannot parse {text!r}", kind="type")
        if entry[:4] in ("hsla", "rgba", "hsl(", "rgb("):
            out.append(_function_colour(entry))
        elif "gradient" in entry:
            parsed = _gradient_from_text(entry)
            if parsed is False:
                return False
            out.append(parsed)
        else:
            out.append(entry)
    if len(out) == 1:
        return out[0]
    return ["@multi-gradient", *out]


def color_text(value: Any) -> str:
    """Text of an evaluated colour (numbers JavaScript-style)."""
    return number_to_string(value) if isinstance(value, float) else to_string(value)
