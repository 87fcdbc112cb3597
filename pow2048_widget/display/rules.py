"""TileTypes: choosing a display rule for a tile and painting it.

``render_tile`` returns the rendered tree of one tile exactly as the reference builds it
(text paragraph, colours, font size, shadow, then layers from schemes and addons). The
evaluator is reached only through the ``ColorEnv`` given, so the same code serves board
tiles, previews and the conformance vectors.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from ..calcarray.colorexpr import ColorEnv, evaluate_color, js_text, load_prefixes
from ..calcarray.equality import eq_prim
from ..calcarray.jsnum import number_to_string as num
from ..calcarray.jsnum import to_number
from ..calcarray.values import UNDEFINED
from .geometry import SMALL_TILE_BASE
from .textexpr import as_html, evaluate_text, plain_text, utf16_length
from .tree import Node

HEX_FONT = math.sqrt(3) / 2


@dataclass(frozen=True)
class RenderOptions:
    """Where a tile is drawn: font base, board shape, text visibility."""

    font_base: float = 0.25
    hexagonal: bool = False
    hide_text: bool = False


def font_css(factor: float) -> str:
    """The reference's font-size (and shadow length unit) for a font factor F."""
    return f"calc(1vw * var(--grid_vw) * {num(factor)})"


def font_factor(length: int, len_min: Any, len_max: Any, options: RenderOptions) -> float:
    """``F = base / max(lenMin, lenMax)`` with the reference's defaults."""
    lo = 2.0 if len_min is None else _length_limit(len_min, length, 2.0)
    hi = 0.7 * length if len_max is None else _length_limit(len_max, length, 0.7 * length)
    factor = options.font_base / max(lo, hi)
    return factor * HEX_FONT if options.hexagonal else factor


def _length_limit(value: Any, length: int, default: float) -> float:
    """0 keeps the default, ``-k`` means ``length * k``, a positive value is taken as is."""
    x = to_number(value)
    if x == 0 or math.isnan(x):
        return default
    return length * -x if x < 0 else x


def _entry_limit(rule: list[Any], index: int, env: ColorEnv, variables: list[Any],
                 zero_means: float) -> Any:
    """Entries 5/6: arrays are CalcArray-evaluated; 0 means ``zero_means`` (2 or -0.7)."""
    if index >= len(rule):
        return None
    value = rule[index]
    if isinstance(value, list):
        value = env.calc(value, variables)
    if to_number(value) == 0:
        return zero_means
    return value


def _is_zero(value: Any) -> bool:
    return not isinstance(value, (list, str)) and to_number(value) == 0


def shadow_css(entry: Any, factor: float, env: ColorEnv, variables: list[Any]) -> str:
    """Entry 4: CSS text verbatim, ``[dx, dy, blur, colour]`` scaled by F, else ``none``."""
    if isinstance(entry, str):
        return entry
    if isinstance(entry, list) and len(entry) >= 4:
        unit = f"calc(1vw * var(--grid_vw) * {num(factor)} * "
        lengths = " ".join(unit + js_text(part) + ")" for part in entry[:3])
        return lengths + " " + js_text(evaluate_color(entry[3], env, variables))
    return "none"


def paint_background(node: Node, colour: Any) -> None:
    """A gradient goes to background-image (colour transparent), anything else to the colour."""
    text = js_text(colour)
    if "gradient" in text:
        node.set(background_image=text, background_color="transparent")
    else:
        node.set(background_color=text, background_image="none")


def rule_matches(match: Any, tile: Any, env: ColorEnv, variables: list[Any]) -> bool:
    """Entry 0 equals the tile (deep, strict) or evaluates to exactly ``true``."""
    if eq_prim(match, tile):
        return True
    return env.calc(match, variables) is True


def select_rule(tile_types: list[Any], tile: Any, env: ColorEnv,
                variables: list[Any]) -> list[Any] | None:
    """The first matching rule (prefixes consumed), else the last one."""
    last = None
    for rule in tile_types:
        if not isinstance(rule, list) or not rule:
            continue
        stripped = load_prefixes(rule, env, variables)
        if not stripped:
            continue
        last = stripped
        if rule_matches(stripped[0], tile, env, variables):
            return stripped
    return last


class TileText:
    """The text of a tile: its HTML, what the user reads, and the length driving the font."""

    def __init__(self, html: str) -> None:
        self.html = html
        self.text = plain_text(html)
        self.length = utf16_length(self.text)


def render_tile(tile: Any, tile_types: list[Any], env: ColorEnv,
                options: RenderOptions = RenderOptions()) -> Node:
    """The rendered tree of one tile under a mode's TileTypes."""
    variables: list[Any] = []
    rule = select_rule(tile_types, tile, env, variables)
    root = Node(classes=["tile"])
    root.set(background_image="none", display="flex", left="0%", top="0%")
    if rule is None:
        root.set(background_color="#ffffff")
        root.add(Node("p", ["tile_text"], html="", text=""))
        return root
    apply_rule(root, rule, env, variables, options)
    return root


def apply_rule(root: Node, rule: list[Any], env: ColorEnv, variables: list[Any],
               options: RenderOptions, text_classes: tuple[str, ...] = ("tile_text",)) -> None:
    """Paint ``root`` with a selected rule: text, font, colours or scheme, then addons."""
    text_entry = rule[1] if len(rule) > 1 else UNDEFINED
    text = TileText("" if options.hide_text else as_html(evaluate_text(text_entry, env, variables)))
    len_min = _entry_limit(rule, 5, env, variables, 2.0)
    len_max = _entry_limit(rule, 6, env, variables, -0.7)
    factor = font_factor(text.length, len_min, len_max, options)
    if not options.hide_text:
        root.set(font_size=font_css(factor))
    paragraph = Node("p", list(text_classes), html=text.html, text=text.text)
    if len(rule) > 2 and rule[2] == "@ColorScheme":
        from .schemes import paint_scheme

        root.set(background_color="#000000", background_image="none", color="#ffffff",
                 text_shadow="none")
        root.add(paragraph)
        value_list = rule[4] if len(rule) > 4 and isinstance(rule[4], list) else []
        if value_list:
            value = env.calc(value_list[0], variables)
        else:
            value = env.calc(text_entry, variables)
        paint_scheme(rule[3] if len(rule) > 3 else UNDEFINED, root, paragraph, value,
                     list(value_list[1:]), env, variables,
                     replace(options), (len_min, len_max),
                     zero_len_min=len(rule) > 5 and _is_zero(rule[5]))
    else:
        paint_background(root, evaluate_color(rule[2] if len(rule) > 2 else UNDEFINED,
                                              env, variables))
        if len(rule) > 3:
            root.set(color=js_text(evaluate_color(rule[3], env, variables)))
        root.set(text_shadow=shadow_css(rule[4], factor, env, variables)
                 if len(rule) > 4 else "none")
        root.add(paragraph)
    add_addons(root, rule[7:], env, variables, options)


def add_addons(root: Node, addons: list[Any], env: ColorEnv, variables: list[Any],
               options: RenderOptions, depth: int = 0) -> None:
    """Entries 7+: Innerscript text layers, PrimeImage layers, ExtraEntriesList splices."""
    for addon in addons:
        if not isinstance(addon, list) or not addon:
            continue
        kind = addon[0]
        if kind == "ExtraEntriesList" and depth < 20:
            extra = env.calc(addon[1:], variables)
            if isinstance(extra, list):
                add_addons(root, extra, env, variables, options, depth + 1)
        elif kind == "Innerscript":
            root.add(innerscript(addon, env, variables, options))
        elif kind == "PrimeImage":
            root.add(prime_image(addon, env, variables, options))


_VERTICAL = {"top": "flex-start", "bottom": "flex-end"}
_HORIZONTAL = {"left": "flex-start", "right": "flex-end"}


def innerscript(addon: list[Any], env: ColorEnv, variables: list[Any],
                options: RenderOptions) -> Node:
    """``["Innerscript", text, "vert-horiz", lenMin?, lenMax?, colour?, shadow?]``."""
    text = TileText(as_html(evaluate_text(addon[1] if len(addon) > 1 else "", env, variables)))
    position = js_text(addon[2]) if len(addon) > 2 else ""
    vert, _, horiz = position.partition("-")
    len_min = _raw_limit(addon, 3)
    len_max = _raw_limit(addon, 4)
    factor = font_css(font_factor(text.length, len_min, len_max, options))
    size = "80%" if options.hexagonal else "100%"
    node = Node("p", ["tile_text"]).set(
        position="absolute", display="flex", width=size, height=size,
        align_items=_VERTICAL.get(vert, "center"),
        justify_content=_HORIZONTAL.get(horiz, "center"), font_size=factor)
    f_value = font_factor(text.length, len_min, len_max, options)
    if len(addon) > 5:
        node.set(color=js_text(evaluate_color(addon[5], env, variables)))
    if len(addon) > 6:
        node.set(text_shadow=shadow_css(addon[6], f_value, env, variables))
    node.add(Node("span", html=text.html, text=text.text))
    return node


def _raw_limit(addon: list[Any], index: int) -> Any:
    """Innerscript limits are not evaluated; 0 (or a non-number) keeps the default."""
    if index >= len(addon):
        return None
    value = addon[index]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value == 0:
        return None
    return float(value)


def prime_image(addon: list[Any], env: ColorEnv, variables: list[Any],
                options: RenderOptions) -> Node:
    """``["PrimeImage", image, mask?, width?, height?, left?, top?]`` as an absolute layer."""
    image = addon[1] if len(addon) > 1 else UNDEFINED
    node = Node(classes=["primeImage"])
    if isinstance(image, list) and image[:1] == ["@ColorScheme"]:
        from .schemes import paint_scheme

        parts = [env.calc(part, variables) for part in image[1:]]
        parts += [UNDEFINED] * (2 - len(parts))
        node.set(background_color="#000000", background_image="none", color="#ffffff",
                 text_shadow="none")
        paint_scheme(parts[0], node, None, parts[1], parts[2:], env, variables, options,
                     (None, None), evaluated_params=True)
    elif isinstance(image, list) and image[:1] == ["@DisplayTile"]:
        node.classes.append("tile")
        mini = [True, *(env.calc(part, variables) for part in image[1:])]
        small = replace(options, font_base=SMALL_TILE_BASE)
        node.set(background_image="none", display="flex")
        apply_rule(node, mini, env, variables, small, text_classes=())
    else:
        colour = js_text(evaluate_color(image, env, variables))
        if "gradient" in colour:
            node.set(background_image=colour)
        else:
            node.set(background_color=colour, background_image="none")
    if len(addon) > 2:
        node.set(mask_image=js_text(evaluate_color(addon[2], env, variables)))
    for index, prop in ((3, "width"), (4, "height"), (5, "left"), (6, "top")):
        if len(addon) > index:
            node.style[prop] = js_text(env.calc(addon[index], variables)) + "%"
    return node
