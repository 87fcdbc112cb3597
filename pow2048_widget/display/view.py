"""``TileView``: everything the board widget needs to draw one tile, already computed.

The widget renders a view with no CalcArray work: the root's CSS (``style``), its text as
HTML, and extra layers in paint order. Sizes that the reference writes as
``calc(1vw * var(--grid_vw) * F)`` are kept in that form (the widget defines ``--grid_vw`` as
its board side in ``vw``-like units), and ``font_scale`` gives F alone for renderers that
prefer a number: the font size is ``F x board side``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .tree import Node

NEUTRAL_BACKGROUND = "#808080"
"""Shown instead of a colour expression that failed to evaluate."""
NEUTRAL_TEXT = "#000000"

_FONT = re.compile(r"calc\(1vw \* var\(--grid_vw\) \* ([^)]*)\)")


def _frozen(style: Mapping[str, str]) -> Mapping[str, str]:
    return MappingProxyType(dict(style))


@dataclass(frozen=True)
class Layer:
    """An extra layer over the tile (scheme overlay, subtile, PrimeImage, Innerscript).

    ``classes`` as in the reference (``primeImage``, ``subtile``, ``tile_text`` ...),
    ``style`` its inline CSS, ``html``/``text`` for text layers, nested ``layers``.
    """

    tag: str
    classes: tuple[str, ...]
    style: Mapping[str, str]
    html: str | None = None
    text: str | None = None
    layers: tuple[Layer, ...] = ()

    @staticmethod
    def from_node(node: Node) -> Layer:
        return Layer(node.tag, tuple(node.classes), _frozen(node.style), node.html, node.text,
                     tuple(Layer.from_node(c) for c in node.children))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tag": self.tag, "classes": list(self.classes),
                               "style": dict(self.style)}
        if self.html is not None:
            out["html"], out["text"] = self.html, self.text
        if self.layers:
            out["layers"] = [layer.to_dict() for layer in self.layers]
        return out


@dataclass(frozen=True)
class TileView:
    """One tile as the user sees it.

    ``text`` plain text, ``html`` markup of the main label, ``background`` the CSS
    background (a colour, or gradient image(s)), ``color`` text colour, ``font_scale`` F
    (None when text is hidden), ``shadow`` CSS text-shadow, ``layers`` in paint order,
    ``style`` the root's full inline CSS, ``warning`` None or why a fallback was used.
    """

    text: str
    html: str
    background: str
    color: str
    font_scale: float | None
    shadow: str = "none"
    layers: tuple[Layer, ...] = ()
    style: Mapping[str, str] = field(default_factory=lambda: _frozen({}))
    warning: str | None = None

    @staticmethod
    def from_node(root: Node, warning: str | None = None) -> TileView:
        """Flatten a rendered tree: first text paragraph = label, other children = layers."""
        style = root.style
        label = next((c for c in root.children if c.tag == "p" and c.html is not None), None)
        layers = tuple(Layer.from_node(c) for c in root.children if c is not label)
        image = style.get("background-image", "none")
        background = image if image not in ("none", "") else style.get("background-color",
                                                                         "#ffffff")
        match = _FONT.fullmatch(style.get("font-size", ""))
        scale = None
        if match:
            try:
                scale = float(match.group(1))
            except ValueError:
                scale = None
        return TileView(
            text=label.text or "" if label else "",
            html=label.html or "" if label else "",
            background=background,
            color=style.get("color", NEUTRAL_TEXT),
            font_scale=scale,
            shadow=style.get("text-shadow", "none"),
            layers=layers,
            style=_frozen(style),
            warning=warning,
        )

    @staticmethod
    def fallback(message: str, text: str = "") -> TileView:
        """The neutral view shown when a rule fails: grey tile, the message as warning."""
        from .textexpr import he_escape

        style = {"background-color": NEUTRAL_BACKGROUND, "background-image": "none",
                 "color": NEUTRAL_TEXT, "text-shadow": "none"}
        return TileView(text=text, html=he_escape(text), background=NEUTRAL_BACKGROUND,
                        color=NEUTRAL_TEXT, font_scale=None, style=_frozen(style),
                        warning=message)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (what the widget sends to the front end)."""
        return {"text": self.text, "html": self.html, "background": self.background,
                "color": self.color, "font_scale": self.font_scale, "shadow": self.shadow,
                "layers": [layer.to_dict() for layer in self.layers],
                "style": dict(self.style), "warning": self.warning}
