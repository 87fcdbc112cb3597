"""Custom-designer codes (``@2048PowCompCustom``): the seven design lists.

Decoding yields the designer's data after the importer's upgrades; ``custom_mode`` turns
it into a playable mode. Version 2.0 codes were written without whole-field escaping; the
reference decodes one entity level too many and rejects four published codes. The lenient
path re-reads such a code without that step, as the 2.x engine that wrote it did.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from .codec import SplitCode, field_text, join_code, parse_sc, value_text
from .errors import SaveCodeError
from .fields import CURRENT_VERSION, CUSTOM_FIELD_NAMES, CUSTOM_HEADER

NO_ICON_BACKGROUND = ["@linear-gradient", 180.0, [], []]


@dataclass(frozen=True)
class CustomDesign:
    """The Custom designer's settings, keyed by the reference's names (``customMerges``...).

    ``lenient`` is true when the code was only readable through the lenient 2.0 path, in
    which case the rules texts keep their ``&#x..;`` escapes (as in a 3.0 design).
    """

    values: dict[str, Any]
    version: str
    lenient: bool = False

    def __getitem__(self, name: str) -> Any:
        return self.values[name]


def read_design_fields(code: SplitCode, entity_passes: int = 1) -> dict[str, Any]:
    """The seven design fields as read, before upgrades (``entity_passes=0``: the 2.x way)."""
    values = {}
    for offset, name in enumerate(CUSTOM_FIELD_NAMES):
        index = 2 + offset
        text = field_text(code, index, name, entity_passes)
        values[name] = parse_sc(text, code.label(index, name))
    return values


def upgrade_design(values: dict[str, Any]) -> dict[str, Any]:
    """The importer's upgrades for older designs, on a copy."""
    values = copy.deepcopy(values)
    _require_list(values, "customSpawningTiles")
    spawns = values["customSpawningTiles"]
    if not spawns or not isinstance(spawns[0], bool):
        values["customSpawningTiles"] = [False, *spawns]
    merges = _require_list(values, "customMerges")
    values["customMerges"] = [
        [*m, False] if isinstance(m, list) and len(m) == 4 else m for m in merges
    ]
    rules = _require_list(values, "customRulesText")
    if len(rules) < 4:
        rules = [*rules, *[""] * (3 - len(rules)), 0.0]
    if len(rules) == 4:
        rules = [*rules, ""]
    values["customRulesText"] = rules
    backgrounds = _require_list(values, "customBackground")
    if len(backgrounds) == 5:
        values["customBackground"] = [*backgrounds, copy.deepcopy(NO_ICON_BACKGROUND)]
    for name in ("customColors", "customWins", "customLosses"):
        _require_list(values, name)
    return values


def _require_list(values: dict[str, Any], name: str) -> list[Any]:
    if not isinstance(values[name], list):
        raise SaveCodeError("expected a list", name)
    return values[name]


def decode_custom(code: SplitCode, lenient: bool = False) -> CustomDesign:
    """A Custom code; with ``lenient``, 2.0 codes the reference rejects are read as 2.x did."""
    try:
        values = read_design_fields(code, 1)
        used_lenient = False
    except SaveCodeError:
        if not (lenient and code.version == "2.0"):
            raise
        values = read_design_fields(code, 0)
        used_lenient = True
    return CustomDesign(upgrade_design(values), code.version, used_lenient)


def encode_custom(design: CustomDesign | dict[str, Any]) -> str:
    """A v3.0 Custom code; rules texts are written as held (already escaped, 7.6)."""
    values = design.values if isinstance(design, CustomDesign) else design
    texts = [value_text(values[name], "sc", name) for name in CUSTOM_FIELD_NAMES]
    return join_code(CUSTOM_HEADER, CURRENT_VERSION, texts)
