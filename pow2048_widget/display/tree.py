"""The rendered-tile tree: what the reference puts in the page for a tile.

Rendering first builds this small mutable tree, mirroring the reference's DOM nodes, because
the special colour schemes add and restyle layers step by step. The frozen ``TileView`` the
widget receives is made from it at the end (``view.py``); the conformance runner compares it
with the recorded vectors directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Node:
    """One element: tag, CSS classes, inline style (in the order first set), content, layers."""

    tag: str = "div"
    classes: list[str] = field(default_factory=list)
    style: dict[str, str] = field(default_factory=dict)
    html: str | None = None
    text: str | None = None
    children: list[Node] = field(default_factory=list)

    def set(self, **props: str) -> Node:
        """Set CSS properties given with ``_`` for ``-`` (``background_color=...``)."""
        for key, value in props.items():
            self.style[key.replace("_", "-")] = value
        return self

    def add(self, child: Node) -> Node:
        self.children.append(child)
        return child

    def to_dict(self) -> dict[str, Any]:
        """The nested-list form the reference's display vectors record (empty parts left out)."""
        out: dict[str, Any] = {"tag": self.tag}
        if self.classes:
            out["classes"] = list(self.classes)
        if self.style:
            out["style"] = dict(self.style)
        if self.html is not None:
            out["html"] = self.html
        if self.text is not None:
            out["text"] = self.text
        if self.children:
            out["children"] = [c.to_dict() for c in self.children]
        return out


def layer(kind: str = "primeImage", **props: str) -> Node:
    """A ``div`` layer of the given class with some style already set."""
    return Node(classes=[kind]).set(**props)
