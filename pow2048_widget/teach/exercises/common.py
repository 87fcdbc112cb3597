"""Pieces several lessons' exercises share: rows of classic tiles and ways to install an answer."""

from __future__ import annotations

from typing import Any

from ...calcarray.scjson import sc_dumps, sc_loads
from ...engine.classic import classic_mode
from ...engine.mode import Mode
from ..cases import expr_case
from ..constraints import entries

E = "@Empty"

#: The classic pair rule, as the classic mode writes it.
PAIR_RULE: list[Any] = sc_loads(
    '[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], '
    '[2, "^", ["@This 0", "+", 1]], [false, true]]')

#: Three equal tiles make one tile two steps up (three 2s -> 8).
TRIPLE_RULE: list[Any] = sc_loads(
    '[3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], true, '
    '[[["@This 0", "+", 2]]], [2, "^", ["@This 0", "+", 2]], [false, true, true]]')

#: The pair rule with a look-back guard: it leaves a run of three for the triple rule.
GUARDED_PAIR_RULE: list[Any] = sc_loads(
    '[2, [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", "@This 0"]], true, '
    '[[["@This 0", "+", 1]]], [2, "^", ["@This 0", "+", 1]], [false, true]]')


def row(*numbers: int | None) -> list[Any]:
    """A classic row from shown numbers: ``row(2, 2, None, 4)`` is ``[[1], [1], _, [2]]``."""
    out: list[Any] = []
    for n in numbers:
        out.append(E if n is None else [float(n.bit_length() - 1)])
    return out


def only_rule(mode: Mode, answer: Any) -> None:
    """The answer is the mode's only merge rule."""
    mode.merge_rules = [answer]


def as_rules(mode: Mode, answer: Any) -> None:
    """The answer is the whole MergeRules list (three-tile rules need a longer cache key)."""
    mode.known_merge_max_length = 3
    mode.merge_rules = answer


def only_tile_type(mode: Mode, answer: Any) -> None:
    """The answer is the only display rule."""
    mode.tile_types = [answer]


def first_tile_type(mode: Mode, answer: Any) -> None:
    """The answer goes before the classic display rules."""
    mode.tile_types = [answer, *classic_mode().tile_types]


def replacing(old: list[Any], new: list[Any]) -> Any:
    """A ``wrap`` for ``expr_case``: the answer with every array equal to ``old`` replaced by
    ``new``, so an answer that hard-codes its result (rather than computing it from ``old``)
    fails the case."""
    key = sc_dumps(old)

    def swap(x: Any) -> Any:
        if isinstance(x, list):
            if sc_dumps(x) == key:
                return [*new]
            return [swap(e) for e in x]
        return x

    return swap


def swapped_case(expected: Any, label: str, old: list[Any], new: list[Any]) -> Any:
    """An ``expr_case`` on the answer with the statement's array ``old`` swapped for ``new``;
    an answer that starts from another array is told so (the swap cannot reach it)."""
    case = expr_case(expected, label, wrap=replacing(old, new))
    key = sc_dumps(old)

    def why(answer: Any, _got: Any) -> list[str]:
        if any(isinstance(e, list) and sc_dumps(e) == key for e in entries(answer)):
            return []
        shown = "[" + ", ".join(sc_dumps(e) for e in old) + "]"
        return [f"your answer does not start from the statement's array `{shown}`: this case "
                "puts another array in its place, to see that your answer computes its "
                "result from the array"]
    case.why = why
    return case
