"""Text expressions -> HTML.

A tile's text entry may be a plain value, a CalcArray, or a *text expression* with effect
markers (``["@TextE", "@Bold", "x", ["@Superscript", 2]]``). Computed numbers go through
``defaultAbbreviate``, so scientific results come back as text expressions too. The HTML is
escaped like the ``he`` library the reference uses, so that what a notebook shows matches
the Compendium character for character.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from typing import Any

from ..calcarray.abbrev import default_abbreviate
from ..calcarray.colorexpr import ColorEnv, evaluate_color, js_text, load_prefixes
from ..calcarray.jsnum import to_number, to_string

_SIMPLE_EFFECTS = {
    "@TextE": ("", ""),
    "@Bold": ("<b>", "</b>"),
    "@Italic": ("<i>", "</i>"),
    "@Superscript": ("<sup>", "</sup>"),
    "@Subscript": ("<sub>", "</sub>"),
    "@UnBold": ("<span style='font-weight: normal;'>", "</span>"),
    "@UnItalic": ("<span style='font-style: normal;'>", "</span>"),
    "@Underline": ("<span style='text-decoration: underline;'>", "</span>"),
    "@Overline": ("<span style='text-decoration: overline;'>", "</span>"),
    "@Strikethrough": ("<span style='text-decoration: line-through;'>", "</span>"),
    "@NoLine": ("<span style='text-decoration: none;'>", "</span>"),
}
EFFECT_MARKERS = frozenset(_SIMPLE_EFFECTS) | {"@TextColor", "@TextShadow"}

_ALWAYS_ESCAPED = frozenset('"&\'<>`')
_ESCAPED_CONTROLS = frozenset(
    [*range(0x01, 0x0A), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D]
)
_TAG = re.compile(r"<[^>]*>")


def he_escape(text: str) -> str:
    """Escape like ``he.encode`` with default options: ``&#x<HEX>;`` for unsafe characters."""
    out = []
    for ch in text:
        cp = ord(ch)
        if ch in _ALWAYS_ESCAPED or cp >= 0xA0 or cp in _ESCAPED_CONTROLS:
            out.append(f"&#x{cp:X};")
        else:
            out.append(ch)
    return "".join(out)


def plain_text(markup: str) -> str:
    """What the user reads: tags removed, entities decoded."""
    return html.unescape(_TAG.sub("", markup))


def utf16_length(text: str) -> int:
    """Length in UTF-16 code units (astral characters count 2), as JavaScript measures it."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def as_html(value: Any) -> str:
    """A text-expression result as markup: raw numbers/booleans print JavaScript-style."""
    return value if isinstance(value, str) else to_string(value)


def evaluate_text(expr: Any, env: ColorEnv, variables: list[Any] | None = None,
                  escape: bool = True) -> Any:
    """``evaluateTextExpression``: HTML text, or a non-array non-string value as is."""
    return _TextRenderer(env, escape).render(expr, [] if variables is None else variables, 0)


class _TextRenderer:
    """One text evaluation; holds the environment so recursion stays readable."""

    MAX_DEPTH = 200

    def __init__(self, env: ColorEnv, escape: bool) -> None:
        self.env = env
        self.escape = escape

    def _text(self, value: Any) -> str:
        return he_escape(value) if self.escape else value

    def _value_text(self, value: Any, variables: list[Any], depth: int) -> str:
        """Abbreviate a computed value and render it (a @TextE result recursively)."""
        shown = default_abbreviate(value)
        if isinstance(shown, list) and shown[:1] == ["@TextE"]:
            return as_html(self.render(shown, variables, depth + 1))
        text = to_string(shown)
        if isinstance(shown, str) and text.startswith("@@"):
            text = text[1:]
        return self._text(text)

    def render(self, expr: Any, variables: list[Any], depth: int) -> Any:
        if depth > self.MAX_DEPTH:
            from ..calcarray.errors import CalcArrayError

            raise CalcArrayError("text expression nested too deeply", kind="limit")
        if isinstance(expr, list):
            expr = load_prefixes(expr, self.env, variables)
        if isinstance(expr, str):
            return self._value_text(self.env.calc(expr, variables), variables, depth)
        if not isinstance(expr, list):
            return expr
        if expr[:1] == ["@CalcArray"]:
            result = self.env.calc(expr[1:], variables)
            if isinstance(result, str):
                return self._value_text(result, variables, depth)
            if not isinstance(result, list):
                return result
            expr = result
        if expr[:1] == ["@ComposeTE"]:
            legacy = to_string(self.env.calc(expr[1:], variables))
            return as_html(self.render(compose_text_expression(legacy), variables, depth + 1))
        if expr and isinstance(expr[0], str) and expr[0] in EFFECT_MARKERS:
            return self._effects(expr, variables, depth)
        return self._value_text(self.env.calc(expr, variables), variables, depth)

    def _effects(self, expr: list[Any], variables: list[Any], depth: int) -> str:
        opening: list[str] = []
        closing: list[str] = []
        i = 0
        while i < len(expr) and isinstance(expr[i], str) and expr[i] in EFFECT_MARKERS:
            marker = expr[i]
            if marker == "@TextColor":
                colour = evaluate_color(expr[i + 1] if i + 1 < len(expr) else None,
                                        self.env, variables)
                opening.append(f"<span style='color: {js_text(colour)};'>")
                closing.append("</span>")
                i += 2
            elif marker == "@TextShadow":
                dx, dy, blur = (to_number(self.env.calc(e, variables))
                                for e in _padded(expr, i + 1, 3))
                colour = evaluate_color(_padded(expr, i + 4, 1)[0], self.env, variables)
                opening.append(f"<span style='text-shadow: {js_text(dx)}px {js_text(dy)}px "
                               f"{js_text(blur)}px {js_text(colour)};'>")
                closing.append("</span>")
                i += 5
            else:
                before, after = _SIMPLE_EFFECTS[marker]
                opening.append(before)
                closing.append(after)
                i += 1
        body = "".join(as_html(self.render(child, variables, depth + 1)) for child in expr[i:])
        return "".join(opening) + body + "".join(reversed(closing))


def _padded(expr: list[Any], start: int, count: int) -> list[Any]:
    from ..calcarray.values import UNDEFINED

    part = expr[start:start + count]
    return part + [UNDEFINED] * (count - len(part))


# --- @ComposeTE: legacy HTML -> text expression --------------------------------------------

_LEGACY_TAGS = {"b": "@Bold", "i": "@Italic", "sup": "@Superscript", "sub": "@Subscript"}
_DECORATIONS = {"underline": "@Underline", "overline": "@Overline",
                "line-through": "@Strikethrough"}


class _LegacyParser(HTMLParser):
    """Builds nested text-expression arrays from the few tags the legacy format allows."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[list[Any]] = [["@TextE"]]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        marker = _LEGACY_TAGS.get(tag)
        if tag == "span":
            style = dict(attrs).get("style") or ""
            marker = next((m for word, m in _DECORATIONS.items() if word in style), "@TextE")
        self.stack.append([marker or "@TextE"])

    def handle_endtag(self, tag: str) -> None:
        if len(self.stack) > 1:
            node = self.stack.pop()
            self.stack[-1].append(node)

    def handle_data(self, data: str) -> None:
        # "@@" keeps text that starts with "@" from being read as a special string.
        self.stack[-1].append("@" + data if data.startswith("@") else data)


def compose_text_expression(legacy_html: str) -> list[Any]:
    """Convert legacy HTML (``<b>``, ``<i>``, ``<sup>``, ``<sub>``, decoration spans)."""
    parser = _LegacyParser()
    parser.feed(legacy_html)
    parser.close()
    while len(parser.stack) > 1:
        node = parser.stack.pop()
        parser.stack[-1].append(node)
    return parser.stack[0]
