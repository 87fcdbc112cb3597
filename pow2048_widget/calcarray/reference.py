"""The operator reference: every word the evaluator understands, with a checked example.

The reference engine's own operator tables were lost, and a learner meeting
``"arr_reduceRight"`` in a mode file has nowhere to look it up. ``operator_reference()``
lists one :class:`ReferenceEntry` per operator, control word, preamble word and special
string, grouped by family; ``describe(name)`` prints one; ``operator_reference_markdown()``
renders them all for the docs. The entries themselves are data (``reference_entries``); a
test keeps them equal to the evaluator's tables (``evaluator_names()``), so a new operator
cannot go undocumented, and evaluates every example.
"""

from __future__ import annotations

import difflib
import json
import math
from dataclasses import dataclass
from functools import cache
from typing import Any

from . import operators as _operators
from .blocks import BLOCK_WORDS as _BLOCK_WORDS
from .blocks import CONTROL_WORDS
from .context import EvalContext
from .convert import PREAMBLE_WORDS
from .formatting import format_value
from .scjson import sc_loads
from .special_strings import COORD_WORDS, FROM_FIELDS, HANDLERS
from .state import GameState
from .words import WORDS as _VAR_WORDS

__all__ = [
    "ReferenceEntry",
    "operator_reference",
    "describe",
    "operator_reference_markdown",
    "evaluator_names",
    "example_context",
]

_FAMILY_TEXT = {
    "none": "taken as it is (strings not resolved)",
    "any": "any value (special strings resolved, arrays evaluated)",
    "number": "a number (text parsed, NaN becomes 0)",
    "string": "text",
    "boolean": "true or false (JavaScript truthiness)",
    "array": "an array (a single value is wrapped)",
    "bigint": "a BigInt (numbers rounded, failures 0n)",
    "gaussian": "a Gaussian integer (failures 0)",
    "rational": "an exact fraction (failures NaN)",
    "raw": "an expression, not evaluated",
}


@dataclass(frozen=True)
class ReferenceEntry:
    """One documented word. ``example``/``result`` are CalcArray values (``result`` is what
    ``evaluate(example, example_context())`` gives when ``board`` is true, else with no
    context)."""

    name: str
    family: str
    family_title: str
    summary: str
    arguments: str
    example: Any
    result: Any
    board: bool = False
    own_example: bool = True

    @property
    def kind(self) -> str:
        """``operator``, ``word``, ``special string`` or ``modifier`` (how it is written)."""
        if self.name in _operators.REGISTRY:
            return "operator"
        if self.name in HANDLERS or self.name in COORD_WORDS or self.name in FROM_FIELDS:
            return "special string"
        return "word"

    @property
    def converts(self) -> str:
        """How the evaluator converts the running value and arguments (from its own table)."""
        op = _operators.REGISTRY.get(self.name)
        if op is None:
            return ""
        text = f"running value: {_FAMILY_TEXT[op.family]}"
        if op.args:
            text += "; arguments: " + ", ".join(_FAMILY_TEXT[a] for a in op.args)
        return text + f"; removes {op.rc} entr{'y' if op.rc == 1 else 'ies'}"

    def example_text(self) -> str:
        return json.dumps(_plain(self.example), ensure_ascii=False)

    def result_text(self) -> str:
        return format_value(self.result, limit=None)

    def __str__(self) -> str:
        lines = [f"{self.name}  ({self.family_title}, {self.kind})", f"  {self.summary}",
                 f"  arguments: {self.arguments}"]
        if self.converts:
            lines.append(f"  converts: {self.converts}")
        where = " on the example board" if self.board else ""
        label = "example" if self.own_example else "related example"
        lines.append(f"  {label}{where}: {self.example_text()}  ->  {self.result_text()}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "family": self.family, "family_title": self.family_title,
                "kind": self.kind, "summary": self.summary, "arguments": self.arguments,
                "converts": self.converts, "example": self.example_text(),
                "result": self.result_text(), "board": self.board}


def _plain(value: Any) -> Any:
    """A value as JSON-able data for showing an example (floats written without ``.0``)."""
    if type(value) is list:
        return [_plain(v) for v in value]
    if type(value) is float and value.is_integer() and math.isfinite(value):
        return int(value)
    if type(value) in (int,) and not isinstance(value, bool):
        return f"@BigInt {value}"
    if type(value) is float and not math.isfinite(value):
        return "@NaN" if value != value else ("@Infinity" if value > 0 else "@-Infinity")
    return value


@cache
def _entries() -> tuple[ReferenceEntry, ...]:
    from .reference_entries import FAMILIES, NO_OWN_EXAMPLE

    out = []
    for key, (title, rows) in FAMILIES.items():
        for row in rows:
            name, summary, arguments, example, result = row[:5]
            board = bool(row[5]) if len(row) > 5 else False
            out.append(ReferenceEntry(name, key, title, summary, arguments, sc_loads(example),
                                      sc_loads(result), board, name not in NO_OWN_EXAMPLE))
    return tuple(out)


def operator_reference() -> list[ReferenceEntry]:
    """Every operator, word and special string the evaluator accepts, grouped by family."""
    return list(_entries())


def evaluator_names() -> set[str]:
    """The names the evaluator itself knows, read from its own tables.

    Operators (``REGISTRY``), special-string heads, the words that change variables and
    state, control words and the words that close blocks, the preamble words, the context
    modifiers (``@FromVCoord`` ...) and the coordinate words read after ``@This``/``@Next``.
    """
    names = set(_operators.REGISTRY) | set(HANDLERS) | set(_VAR_WORDS) | set(CONTROL_WORDS)
    for close, reset in _BLOCK_WORDS.values():
        names |= {close, reset}
    names |= set(PREAMBLE_WORDS) | {"@end_vars"} | set(FROM_FIELDS) | set(COORD_WORDS)
    return names


def describe(name: str, *, show: bool = True) -> str:
    """Print (and return) the reference entry of ``name``; unknown names get suggestions."""
    by_name = {e.name: e for e in _entries()}
    entry = by_name.get(name)
    if entry is None:
        head = name.split(" ")[0]
        entry = by_name.get(head)
    if entry is None:
        close = difflib.get_close_matches(name, list(by_name), n=3, cutoff=0.6)
        text = f"{name!r} is not a CalcArray operator, word or special string."
        if close:
            text += " Did you mean " + ", ".join(f"`{c}`" for c in close) + "?"
    else:
        text = str(entry)
    if show:
        print(text)
        return _Printed(text)
    return text


class _Printed(str):
    """The text ``describe`` already printed: a notebook shows it once, not twice."""

    def _ipython_display_(self) -> None:
        return None


def operator_reference_markdown() -> str:
    """The whole reference as Markdown, one section per family, one table row per entry."""
    lines = ["# CalcArray operator reference", "",
             f"{len(_entries())} operators, words and special strings, grouped by family. "
             "Examples marked *board* read the example game (a 4x4 board looked at from "
             "row 0, column 1, moving left: row 0 is `[2] [2] @Empty [8]`, row 1 "
             "`@Empty [4] [4] @Empty`, score 120, game variables `[10, \"hello\"]`).", ""]
    current = None
    for e in _entries():
        if e.family != current:
            current = e.family
            lines += ["", f"## {e.family_title}", "",
                      "| name | what it does | arguments | example | result |",
                      "|---|---|---|---|---|"]
        example = e.example_text()
        note = " *(board)*" if e.board else ""
        if not e.own_example:
            note += " *(related)*"
        cells = [f"`{e.name}`", e.summary, e.arguments, f"`{example}`{note}",
                 f"`{e.result_text()}`"]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(lines) + "\n"


def example_state() -> GameState:
    """The game the board examples read: small, fixed and documented in the Markdown."""
    now = 1_700_000_000_000.0
    empty = "@Empty"
    return GameState(
        grid=[[[2.0], [2.0], empty, [8.0]],
              [empty, [4.0], [4.0], empty],
              [empty, empty, empty, empty],
              [[16.0], empty, empty, empty]],
        score=120.0, moves=7, merges=5, merge_moves=4, merges_before=4,
        game_vars=[10.0, "hello"], modifier_vars=[3.0], mvar_indices=[7.0],
        disc_tiles=[[2.0], [4.0], [8.0], [16.0]], disc_winning=[[2048.0]],
        next_spawns=[[2.0]], tile_order=[[0.0, 0.0]],
        tile_spawns=[[[2.0], 9.0], [[4.0], 1.0]],
        scripts=[[[0.0, "@add_score", 1.0]]], tile_value_function=["@This 0"],
        screen="Gameplay", now=now, start_game_time=now - 60_000,
        first_move_time=now - 30_000, move_start_time=now - 2_000, move_end_time=now - 1_000,
        random=lambda: 0.5,
    )


def example_context() -> EvalContext:
    """A fresh context on the example game: row 0, column 1, moving left, merge length 2."""
    return EvalContext(vcoord=0.0, hcoord=1.0, vdir=0.0, hdir=-1.0,
                       add_info=[2.0, math.inf, 0.0, 0.0], state=example_state())
