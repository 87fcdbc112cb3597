"""Field-level base64: the browser's forgiving decoder and the exporter's padded encoder."""

from __future__ import annotations

import base64
import binascii
import re

from .errors import SaveCodeError

_WHITESPACE = re.compile(r"[ \t\n\f\r]")
_ALPHABET = re.compile(r"[A-Za-z0-9+/]*")


def decode_base64(field: str) -> str:
    """Decode like WHATWG ``atob``; bytes become U+0000-U+00FF one for one."""
    data = _WHITESPACE.sub("", field)
    if len(data) % 4 == 0:
        if data.endswith("=="):
            data = data[:-2]
        elif data.endswith("="):
            data = data[:-1]
    if len(data) % 4 == 1:
        raise SaveCodeError(
            "InvalidCharacterError The string to be decoded is not correctly encoded."
        )
    if not _ALPHABET.fullmatch(data):
        raise SaveCodeError("InvalidCharacterError Invalid character")
    # Leftover bits of a final partial group are discarded, so pad with 'A' bits and cut.
    full = len(data) // 4 * 3 + {0: 0, 2: 1, 3: 2}[len(data) % 4]
    padded = data + "A" * (-len(data) % 4)
    try:
        raw = base64.b64decode(padded, validate=True)
    except binascii.Error as exc:  # pragma: no cover - the checks above rule this out
        raise SaveCodeError(f"InvalidCharacterError {exc}") from exc
    return raw[:full].decode("latin-1")


def encode_base64(text: str) -> str:
    """Standard padded base64 of an already entity-escaped (hence ASCII) text."""
    return base64.b64encode(text.encode("latin-1")).decode("ascii")
