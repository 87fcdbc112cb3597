"""Conversion families, the literal marker and the final clean-up.

The evaluator keeps array *values* wrapped in a leading ``"@Literal"`` marker between steps,
exactly like the reference, because the marker is observable (``"@Var"`` shows it until the
final clean-up). This module holds the pure parts of that model: family codes, the family
rules that need no evaluation, marking, and the clean-up. Arrays are never mutated here.
"""

from __future__ import annotations

from typing import Any

from .constructors import to_gaussian, to_rational
from .jsnum import to_bigint, to_boolean, to_number_family, to_string

LITERAL = "@Literal"

# Words a preamble strips from the front of an array: the eight start modifiers that
# choose variable lists and ``@CalcArray``.
START_MODIFIERS = frozenset(
    {
        "@var_retain",
        "@var_copy",
        "@global_var_retain",
        "@global_var_copy",
        "@global_var_none",
        "@global_var_retain_inner",
        "@global_var_copy_inner",
        "@global_var_none_inner",
    }
)
STRIPPED_WORDS = START_MODIFIERS | {"@CalcArray"}
PREAMBLE_WORDS = STRIPPED_WORDS | {LITERAL, "@include_gvars"}
# The cascade mode a first word sets for its own array, and for the arrays inside it.
CASCADE_SELF = {"@global_var_retain": 1, "@global_var_copy": -1, "@global_var_none": 0}
CASCADE_INNER = {
    "@global_var_retain_inner": 1,
    "@global_var_copy_inner": -1,
    "@global_var_none_inner": 0,
}

# Family codes (small ints are faster to dispatch on than the registry's names).
NONE, ANY, NUMBER, STRING, BOOLEAN, ARRAY, BIGINT, GAUSSIAN, RATIONAL, RAW = range(10)

# What generated code (``fastplan``, ``compiler``) knows of a value's Python type.
FLOAT, BOOL, UNKNOWN = "float", "bool", "unknown"


def kind_after(family: int, kind: str) -> str:
    """The kind of an operand once converted to ``family``: a number is a float and a
    boolean a bool whatever it was; other families keep what was known of it."""
    if family == NUMBER:
        return FLOAT
    if family == BOOLEAN:
        return BOOL
    return kind

FAMILY_CODES: dict[str, int] = {
    "none": NONE,
    "any": ANY,
    "number": NUMBER,
    "string": STRING,
    "boolean": BOOLEAN,
    "array": ARRAY,
    "bigint": BIGINT,
    "gaussian": GAUSSIAN,
    "rational": RATIONAL,
    "raw": RAW,
}

# Rules applied after a string has been resolved. NONE, ANY, STRING
# and ARRAY are handled inline by the evaluator because they resolve or wrap.
SCALAR_RULES: dict[int, Any] = {
    NUMBER: to_number_family,
    BOOLEAN: to_boolean,
    BIGINT: to_bigint,
    GAUSSIAN: to_gaussian,
    RATIONAL: to_rational,
}


def mark(value: Any) -> Any:
    """Wrap an array value in the literal marker so a later conversion keeps it a value."""
    if type(value) is list:
        return [LITERAL, *value]
    return value


def is_marked(value: Any) -> bool:
    """True for an array whose first element is the literal marker."""
    return type(value) is list and len(value) > 0 and value[0] == LITERAL


def cleanup(value: Any) -> Any:
    """The final clean-up of an outermost result.

    ``@@`` strings lose one ``@``; arrays lose all leading markers and are cleaned
    element-wise (a copy is made only where something changes).
    """
    t = type(value)
    if t is str:
        return value[1:] if value[:2] == "@@" else value
    if t is list:
        start = 0
        n = len(value)
        while start < n and value[start] == LITERAL:
            start += 1
        out = None
        for i in range(start, n):
            el = value[i]
            te = type(el)
            if te is list or (te is str and el[:2] == "@@"):
                new = cleanup(el)
                if new is not el:
                    if out is None:
                        out = value[start:]
                    out[i - start] = new
        if out is not None:
            return out
        return value[start:] if start else value
    return value


def string_family_text(value: Any) -> str:
    """JS ToString as the string family applies it before resolving."""
    return value if type(value) is str else to_string(value)
