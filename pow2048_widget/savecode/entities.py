"""HTML-entity escaping and unescaping exactly as the reference's entity library (he 0.3.6).

Every v3.0 field is escaped before base64, and every field of every version is unescaped
once on import. ``html.unescape`` differs in three ways (drops some
numeric references, falls back to legacy prefixes inside ``&name;``, ignores the leading-zero
quirk), so the scan is implemented here over ``html.entities.html5``.
"""

from __future__ import annotations

import re
from html.entities import html5

_ESCAPED_ASCII = {"&": "&#x26;", "<": "&#x3C;", ">": "&#x3E;", '"': "&#x22;", "'": "&#x27;"}

_LEGACY = sorted((k for k in html5 if not k.endswith(";")), key=len, reverse=True)
_ENTITY = re.compile(
    r"&#([0-9]+)(;?)|&#[xX]([a-fA-F0-9]+)(;?)|&([0-9a-zA-Z]+);|&("
    + "|".join(map(re.escape, _LEGACY))
    + ")"
)

# Numeric references 0x80-0x9F name Windows-1252 characters (those five without one stay).
_WINDOWS_1252 = dict(
    zip(
        range(0x80, 0xA0),
        "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d"
        "\u017d\x8f\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a"
        "\u0153\x9d\u017e\u0178",
        strict=True,
    )
)


def _code_points(text: str) -> list[int]:
    """Code points of ``text``, joining surrogate pairs the way a UTF-16 walk would."""
    points: list[int] = []
    i = 0
    while i < len(text):
        c = ord(text[i])
        if 0xD800 <= c <= 0xDBFF and i + 1 < len(text) and 0xDC00 <= ord(text[i + 1]) <= 0xDFFF:
            c = 0x10000 + ((c - 0xD800) << 10) + (ord(text[i + 1]) - 0xDC00)
            i += 1
        points.append(c)
        i += 1
    return points


def escape_entities(text: str) -> str:
    """Escape ``& < > " '`` and every code point above U+007F as ``&#xHEX;``."""
    out: list[str] = []
    for c in _code_points(text):
        ch = chr(c)
        if ch in _ESCAPED_ASCII:
            out.append(_ESCAPED_ASCII[ch])
        elif c > 0x7F:
            out.append(f"&#x{c:X};")
        else:
            out.append(ch)
    return "".join(out)


def _numeric(value: int, digits_as_written: str | None) -> str:
    if 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
        return "\ufffd"
    # The library looks decimal references up by their text, so "0128" misses the table.
    if digits_as_written is None or digits_as_written == str(value):
        if value == 0:
            return "\ufffd"
        if value in _WINDOWS_1252:
            return _WINDOWS_1252[value]
    return chr(value)


def _replace(match: re.Match[str]) -> str:
    decimal, _, hexa, _, name, legacy = match.groups()
    if decimal is not None:
        return _numeric(int(decimal), decimal)
    if hexa is not None:
        return _numeric(int(hexa, 16), None)
    if name is not None:
        return html5.get(name + ";", match.group(0))
    return html5[legacy]


def unescape_entities(text: str) -> str:
    """Decode every entity form once, left to right (``&amp;amp;`` gives ``&amp;``)."""
    if "&" not in text:
        return text
    return _ENTITY.sub(_replace, text)
