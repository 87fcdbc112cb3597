"""One field of a code as text: splitting a code, decoding and encoding a single field.

Import pipeline per field: forgiving base64 -> Latin-1 text -> entity
decoding -> ``Number()`` / as is / SC JSON. Export (2.2, 12): text -> entity escaping ->
padded base64. Every failure becomes a ``SaveCodeError`` naming the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.jsnum import number_to_string, string_to_number
from ..calcarray.scjson import sc_dumps, sc_loads
from .base64text import decode_base64, encode_base64
from .entities import escape_entities, unescape_entities
from .errors import SaveCodeError
from .fields import KIND_BY_HEADER, VERSIONS_BY_KIND, Form
from .limits import MAX_CODE_CHARS, MAX_PARTS


@dataclass(frozen=True)
class SplitCode:
    """A code cut at every ``|``: its kind, version and the raw parts (header included)."""

    kind: str
    version: str
    parts: tuple[str, ...]

    def label(self, index: int, name: str) -> str:
        return f"field {index} ({name})"


def split_code(code: str) -> SplitCode:
    """Recognise header and version exactly as the reference does, within our size limits."""
    if not isinstance(code, str):
        raise SaveCodeError(f"a save code must be text, not {type(code).__name__}")
    if len(code) > MAX_CODE_CHARS:
        raise SaveCodeError(f"code longer than the limit of {MAX_CODE_CHARS} characters")
    parts = code.split("|", MAX_PARTS)
    if len(parts) > MAX_PARTS:
        raise SaveCodeError(f"code has more than the limit of {MAX_PARTS} parts")
    kind = KIND_BY_HEADER.get(parts[0])
    if kind is None:
        raise SaveCodeError("Invalid save code type", "header")
    version = parts[1] if len(parts) > 1 else ""
    if version not in VERSIONS_BY_KIND[kind]:
        raise SaveCodeError("Invalid update", "version")
    return SplitCode(kind, version, tuple(parts))


def field_text(code: SplitCode, index: int, name: str, entity_passes: int = 1) -> str:
    """Base64-decode part ``index`` and undo ``entity_passes`` levels of entity escaping."""
    label = code.label(index, name)
    if index >= len(code.parts):
        # The reference decodes the text "undefined" here, which is not valid base64.
        raise SaveCodeError(
            "InvalidCharacterError The string to be decoded is not correctly encoded."
            " (the code ends before this field)",
            label,
        )
    try:
        text = decode_base64(code.parts[index])
    except SaveCodeError as exc:
        raise SaveCodeError(exc.message, label) from None
    for _ in range(entity_passes):
        text = unescape_entities(text)
    return text


def parse_sc(text: str, label: str) -> Any:
    """SC JSON text -> value; JSON and BigInt-text errors carry the reference's error kind."""
    try:
        return sc_loads(text)
    except CalcArrayError as exc:
        kind = "TypeError" if exc.kind == "type" else "SyntaxError"
        raise SaveCodeError(f"{kind} {exc.message}", label) from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise SaveCodeError(f"SyntaxError {exc}", label) from None


def parse_plain_json(text: str, label: str) -> Any:
    """Standard JSON without the SC substitutions (the 1.0 layout); numbers become floats."""
    try:
        obj = json.loads(text, parse_int=float, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise SaveCodeError(f"SyntaxError {exc}", label) from None
    return obj


def _reject_constant(name: str) -> Any:
    raise ValueError(f'"{name}" is not valid JSON')


def interpret(text: str, form: Form, label: str) -> Any:
    """Turn a field's text into its value according to the field's form."""
    if form == "number":
        return string_to_number(text)
    if form == "plain":
        return text
    return parse_sc(text, label)


def read_field(code: SplitCode, index: int, name: str, form: Form, entity_passes: int = 1) -> Any:
    """Decode one field completely."""
    text = field_text(code, index, name, entity_passes)
    return interpret(text, form, code.label(index, name))


# --- writing -----------------------------------------------------------------------------


def value_text(value: Any, form: Form, name: str) -> str:
    """The text a v3.0 exporter writes for a value in a field of this form."""
    if form == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise SaveCodeError(f"expected a number, got {type(value).__name__}", name)
        return number_to_string(float(value)) if isinstance(value, float) else str(value)
    if form == "plain":
        if not isinstance(value, str):
            raise SaveCodeError(f"expected text, got {type(value).__name__}", name)
        return value
    try:
        return sc_dumps(value)
    except CalcArrayError as exc:
        raise SaveCodeError(exc.message, name) from None


def encode_field_text(text: str) -> str:
    """Entity-escape then base64 one field's text."""
    return encode_base64(escape_entities(text))


def join_code(header: str, version: str, texts: list[str]) -> str:
    """Header, version and every field, each followed by ``|`` as the reference writes them."""
    return "|".join([header, version, *(encode_field_text(t) for t in texts)]) + "|"
