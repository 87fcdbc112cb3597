"""The fields of our own classic 2048 (``modes/classic.json``), before any ``Mode`` is made.

``mode_fields`` takes its default tile table from here, so this module must not import
``Mode`` (``classic.classic_mode`` builds the mode).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from ..calcarray.scjson import sc_loads
from .tiles import copy_value


@cache
def _classic_data() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("modes/classic.json").read_text("utf-8")
    return sc_loads(text)


def classic_fields() -> dict[str, Any]:
    """The bundled classic mode's fields (reference names), a fresh copy."""
    return {k: copy_value(v) for k, v in _classic_data().items()}
