"""Lesson 10, tiles and colours: display rules, first match wins, @HSLA."""

from __future__ import annotations

from ..cases import tile_case
from ..exercise import Exercise, Mistake
from .common import first_tile_type, only_tile_type

EXERCISES = [
    Exercise(
        id="10.1",
        title="One rule for every tile",
        statement=(
            "Write one display rule (`[match, text, background, text colour]`) that matches "
            "every tile, shows 2^k on the tile [k], and paints it `\"#336699\"` with white "
            "(`\"#ffffff\"`) text."),
        cases=[tile_case([3.0], "8", only_tile_type),
               tile_case([11.0], "2048", only_tile_type),
               tile_case([3.0], "#336699", only_tile_type, part="background"),
               tile_case([3.0], "#ffffff", only_tile_type, part="color")],
        hints=["A match entry of `true` matches every tile.",
               'The text is the expression `[2, "^", "@This 0"]`.'],
        model_answer='[true, [2, "^", "@This 0"], "#336699", "#ffffff"]',
        shape="tile_type",
        concept="a display rule: `[match, text, background, text colour]`",
        section="Display rules",
        example='Every tile showing its exponent on grey with black text: `[true, "@This 0", '
                '"#cccccc", "#000000"]`.',
        mistakes=[Mistake('[true, ["@This 0", "^", 2], "#336699", "#ffffff"]',
                          '`["@This 0", "^", 2]` is k squared (left to right: k, then ^ 2); '
                          'the tile [k] shows 2^k: `[2, "^", "@This 0"]`')],
    ),
    Exercise(
        id="10.2",
        title="A hue per tile",
        statement=(
            "Write a display rule for every tile that shows 2^k and whose background is "
            "`@HSLA` with hue 30 × k, saturation 80, lightness 50, alpha 1 (text colour "
            "`\"#ffffff\"`). The tile [2] gets `hsla(60, 80%, 50%, 1)`."),
        cases=[tile_case([2.0], "hsla(60, 80%, 50%, 1)", only_tile_type, part="background"),
               tile_case([5.0], "hsla(150, 80%, 50%, 1)", only_tile_type, part="background"),
               tile_case([5.0], "32", only_tile_type)],
        hints=['A colour is `["@HSLA", hue, saturation, lightness, alpha]`, one entry each.',
               'The hue is an expression in its own nested array: `["@This 0", "*", 30]`.'],
        model_answer='[true, [2, "^", "@This 0"], ["@HSLA", ["@This 0", "*", 30], 80, 50, 1], '
                 '"#ffffff"]',
        shape="tile_type",
        concept="computed colours: `@HSLA` with one expression per component",
        section="Computed colours",
        example='A lightness that grows with the tile: `["@HSLA", 200, 60, ["@This 0", "*", '
                "5], 1]`: the expression sits in its own array as one component.",
        mistakes=[Mistake('[true, [2, "^", "@This 0"], ["@HSLA", "@This 0", "*", 30, 80, 50, '
                          '1], "#ffffff"]',
                          "each entry of a colour is one component: the hue here is just "
                          '"@This 0", and "*", 30 are read as saturation and lightness; put '
                          'the hue expression in a nested array')],
    ),
    Exercise(
        id="10.3",
        title="First match wins",
        statement=(
            "Write a display rule that goes **before** the classic rules and makes the "
            "2048 tile (`[11]`) show `\"WIN\"` on `\"#edc22e\"` with white text. Other "
            "tiles must keep their classic look."),
        cases=[tile_case([11.0], "WIN", first_tile_type),
               tile_case([3.0], "8", first_tile_type),
               tile_case([11.0], "#edc22e", first_tile_type, part="background")],
        hints=["The match entry can be the tile itself: `[11]`.",
               "Rules are tried in order; the first that matches draws the tile."],
        model_answer='[[11], "WIN", "#edc22e", "#ffffff"]',
        shape="tile_type",
        concept="first match wins: display rules are tried in order",
        section="First match wins",
        example='Make the 1024 tile (`[10]`) gold before the classic rules: `[[10], '
                '[2, "^", "@This 0"], "#ffd700", "#000000"]` put first in `tile_types`.',
        mistakes=[Mistake('[11, "WIN", "#edc22e", "#ffffff"]',
                          "the match entry must be a tile array such as `[11]` (or a "
                          "condition giving `true`); the number 11 is neither, so the rule "
                          "never matches"),
                  Mistake('[true, "WIN", "#edc22e", "#ffffff"]',
                          "`true` matches every tile, so the 8 shows WIN too: match only "
                          "`[11]`")],
    ),
]
