"""The rules-text composer: pre-3.0 HTML rules text -> the 3.0 rules list.

It is the reference's tiny tag scanner, not an HTML parser: only ``p``, ``h1``-``h6`` and a
handful of inline tags are known, an end tag closes the innermost element whatever its name,
and loose top-level text keeps the reference's character-splitting quirk.
"""

from __future__ import annotations

from typing import Any

from .errors import SaveCodeError

_INLINE_TAGS = {
    "b": "@Bold",
    "i": "@Italic",
    "sup": "@Superscript",
    "sub": "@Subscript",
    "span style='text-decoration:underline'": "@Underline",
    "span style='text-decoration:overline'": "@Overline",
    "span style='text-decoration:line-through'": "@Strikethrough",
}
_BLOCK_TAGS = {"p", "h1", "h2", "h3", "h4", "h5", "h6"}


def _element_name(tag: str) -> str:
    if tag in _INLINE_TAGS:
        return _INLINE_TAGS[tag]
    if tag in _BLOCK_TAGS:
        return tag
    raise SaveCodeError("Unsupported HTML element in text composing")


def _finish_item(item: Any) -> Any:
    """Top-level items with more than a name and one text get their content wrapped."""
    if len(item) > 2 or not (len(item) > 1 and isinstance(item[1], str)):
        rest = [item[1:]] if isinstance(item, str) else list(item[1:])
        return [item[0], ["@TextE", *rest]]
    return item


def compose_rules_text(html_text: str) -> list[Any]:
    """Convert old HTML rules text; raises ``SaveCodeError`` with the reference's messages."""
    layers: list[list[Any]] = [["@TextE", ""]]
    in_start_tag = False
    in_end_tag = False
    for ch in html_text:
        if ch == "<":
            if in_start_tag or in_end_tag:
                raise SaveCodeError("Invalid HTML tag opening")
            layers.append([""])
            in_start_tag = True
        elif ch == "/" and in_start_tag and layers[-1] == [""]:
            layers.pop()
            in_start_tag, in_end_tag = False, True
        elif ch == ">" and in_end_tag:
            if len(layers) < 2:
                raise SaveCodeError("Invalid HTML tag closing")
            top = layers.pop()
            layers[-1].extend([top, ""])
            in_end_tag = False
        elif ch == ">" and in_start_tag:
            layers[-1] = [_element_name(layers[-1][-1]), ""]
            in_start_tag = False
        elif not in_end_tag:
            layers[-1][-1] += ch
    if in_start_tag or in_end_tag or len(layers) > 1:
        raise SaveCodeError("Invalid HTML tag ending")
    items = [item for item in layers[0][1:] if item != ""]
    return [_finish_item(item) for item in items]
