"""Infused codes (``@2048PowCompInfused|3.0``): a mode given as 43 editable values.

Every value but index 34 is SC JSON *text* (the creator's edit boxes); index 34 is the list
of respected modifiers. ``infused_mode`` evaluates the values into a playable mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .codec import SplitCode, join_code, read_field, value_text
from .errors import SaveCodeError
from .fields import CURRENT_VERSION, INFUSED_HEADER
from .limits import MAX_INFUSED_VALUES

MIN_VALUES = 34
RESPECTED_MODIFIERS_INDEX = 34
LATE_DEFAULTS = ("[]", '"@Infinity"', "[]", "[]", "false", "false", "[]", "[]")  # 35-42
VALUE_COUNT = 43


@dataclass(frozen=True)
class InfusedValues:
    """The 43 (or more) infused values after the importer's upgrades."""

    values: list[Any]

    def __getitem__(self, index: int) -> Any:
        return self.values[index]


def upgrade_values(values: Any) -> list[Any]:
    """Length check and padding of older value lists, on a copy."""
    if isinstance(values, str) and len(values) < MIN_VALUES:
        raise SaveCodeError("Infused mode values too short", "infusedModeValues")
    if not isinstance(values, list):
        raise SaveCodeError("expected a list of values", "infusedModeValues")
    if len(values) < MIN_VALUES:
        raise SaveCodeError("Infused mode values too short", "infusedModeValues")
    if len(values) > MAX_INFUSED_VALUES:
        raise SaveCodeError(f"more than {MAX_INFUSED_VALUES} values", "infusedModeValues")
    values = list(values)
    if len(values) == MIN_VALUES:
        values.append([True] * 5)
    respected = values[RESPECTED_MODIFIERS_INDEX]
    if not isinstance(respected, list):
        raise SaveCodeError("expected a list of booleans", "infusedModeValues[34]")
    values[RESPECTED_MODIFIERS_INDEX] = [*respected, *[True] * (5 - len(respected))]
    while len(values) < VALUE_COUNT:
        values.append(LATE_DEFAULTS[len(values) - 35])
    for i, value in enumerate(values[:VALUE_COUNT]):
        if i != RESPECTED_MODIFIERS_INDEX and not isinstance(value, str):
            raise SaveCodeError("expected SC JSON text", f"infusedModeValues[{i}]")
    return values


def decode_infused(code: SplitCode) -> InfusedValues:
    """An Infused code's value list, upgraded."""
    return InfusedValues(upgrade_values(read_field(code, 2, "infusedModeValues", "sc")))


def encode_infused(values: InfusedValues | list[Any]) -> str:
    """A v3.0 Infused code (4 parts)."""
    items = values.values if isinstance(values, InfusedValues) else values
    return join_code(INFUSED_HEADER, CURRENT_VERSION,
                     [value_text(items, "sc", "infusedModeValues")])
