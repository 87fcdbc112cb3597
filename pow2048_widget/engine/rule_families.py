"""Rules recognised by what they do, not how they are written (for the fast path).

The fast path (``fastpath``) needs every merge rule to be a pure function of the tiles of
its merge group. A rule written with plain references (``["@Next 1 0", "=", "@This 0"]``)
shows that on its face. A rule made by the Custom-mode template states an *unordered*
merge (the group's tile numbers, in any order, are one number ``n`` that passes a test plus
targets computed from ``n``) through a loop over variables and the ``CalcArray`` operator
applied to program fragments. ``CalcArray`` can run anything in general, so the plain
analysis refuses it; this module recognises the template exactly and proves the rule pure:

* the loop's programs are the literal references ``"@This 0"``, ``"@Next i 0"`` (``i`` inside
  the group), the local variable ``"@Var 0"`` and targets that are numbers or
  ``["@Var 0", "+", number]``;
* the rest of the test is checked with the plain analysis (its own reads must stay in the
  group, no side effects);
* the proof assumes every entry of the group's tiles is a number, so a ``CalcArray`` of a
  tile reference yields a number and never text that would itself be evaluated. The line
  table checks that on each line before it uses such a rule (``numeric_tile``); a line
  with anything else goes to the general path.

A rule with a subset guard (``mergeRuleApplies_nonRecursive``, which reads cells behind
the group) is not pure and keeps blocking.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

__all__ = ["custom_unordered_condition", "needs_numeric_tiles", "numeric_tile"]

_EQ_REARRANGE_HEAD = ["@Var 2", "arr_map", ["@Var -1", "CalcArray"]]
_MAP_TAIL = ["arr_map", ["@Var -1", "CalcArray"]]
_TEMPLATE_LENGTH = 27  # entries of the template condition (``_template``)


def same(a: Any, b: Any) -> bool:
    """Equality that tells ``True`` from ``1.0`` and ``0.0`` from ``False``."""
    if type(a) is not type(b):
        return False
    if type(a) is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _is_number(x: Any) -> bool:
    return type(x) is float


def _template(k: int, m: Any, inner: Any) -> list[Any]:
    """The Custom template's unordered condition for a group of ``k + 1`` tiles."""
    tiles = ["@Literal", "@This 0", *(f"@Next {i} 0" for i in range(1, k + 1))]
    return [
        "@global_var_retain", 0.0, -1.0, tiles, False, m, 0.0, True, "@end_vars", 0.0,
        "@repeat", ["@Var 1", "<", float(k), "&&", ["@Var 3", "!"]],
        "@edit_var", 1.0, ["@Var 1", "+", 1.0],
        "@edit_var", 0.0, ["@Var 2", "arr_elem", "@Var 1", "CalcArray"],
        "@if", inner, "@edit_var", 3.0, True, "@end-if", "@end-repeat", "2nd", "@Var 3",
    ]  # fmt: skip


def _target_ok(t: Any) -> bool:
    return _is_number(t) or (type(t) is list and len(t) == 3 and same(t[0], "@Var 0")
                             and same(t[1], "+") and _is_number(t[2]))


def _is_rearrange_test(item: Any, k: int) -> bool:
    """``[[tiles mapped by CalcArray], "arr_eqRearrange", [[n, targets] mapped]]``."""
    if not (type(item) is list and len(item) == 3 and same(item[0], _EQ_REARRANGE_HEAD)
            and same(item[1], "arr_eqRearrange")):
        return False
    right = item[2]
    if not (type(right) is list and len(right) == 3 and same(right[1:], _MAP_TAIL)):
        return False
    lit = right[0]
    return (type(lit) is list and len(lit) == k + 2 and same(lit[:2], ["@Literal", "@Var 0"])
            and all(_target_ok(t) for t in lit[2:]))


def _others(length: int) -> int:
    """Tiles besides the base one in a template rule of ``length`` (-1: no template has it).
    A merge of one tile is an end-of-turn rule: its length is 0."""
    return 0 if length == 0 else length - 1 if length >= 2 else -1


def custom_unordered_condition(cond: Any, length: int,
                               reach: Callable[[Any, int], float | None]) -> bool:
    """True when ``cond`` is the Custom template's unordered condition for a group of
    ``length`` tiles whose own test reads nothing beyond the group (``reach`` is the plain
    analysis, ``fastpath.rule_reach``). Length 0: the one-tile (end-of-turn) form."""
    k = _others(length)
    if k < 0 or type(cond) is not list or len(cond) != _TEMPLATE_LENGTH:
        return False
    m, inner = cond[5], cond[19]
    if not _is_number(m) or not same(cond, _template(k, m, inner)):
        return False
    if type(inner) is not list:
        return False
    found = [j for j, item in enumerate(inner) if _is_rearrange_test(item, k)]
    if len(found) != 1:
        return False
    rest = inner[:found[0]] + inner[found[0] + 1:]
    r = reach(rest, length)
    return r is not None and r <= k


def needs_numeric_tiles(rules: list[Any], reach: Callable[[Any, int], float | None]) -> bool:
    """Whether some (expanded) rule is recognised only under the numeric-tiles assumption."""
    from .mode_fields import rule_body_start

    for raw in rules:
        if type(raw) is not list or not raw:
            continue
        body = raw[rule_body_start(raw):]
        if len(body) > 1 and type(body[0]) is float and body[0].is_integer() and \
                reach(body[1], int(body[0])) is None and \
                custom_unordered_condition(body[1], int(body[0]), reach):
            return True
    return False


def numeric_tile(cell: Any) -> bool:
    """A cell the numeric-tiles assumption allows: no tile, or a tile of numbers only."""
    if type(cell) is not list:
        return True
    return all(type(e) is float for e in cell)


# --- the unordered test, compiled -------------------------------------------------------------

#: Smallest step and depth limits under which the compiled test may replace the evaluation:
#: the evaluation of a template test takes at most a few hundred steps and a few levels, so
#: under such limits the interpreter could not hit them either.
COMPILED_MIN_STEPS = 10_000
COMPILED_MIN_DEPTH = 64

#: ``applies(rule, offset)``: ``rule mergeRuleApplies_nonRecursive offset`` at the group's
#: base, or None when only the interpreter can tell (``RuleBook.guard_applies``).
Applies = Callable[[float, float], bool | None]
#: (holds, variables after), or None: "evaluate it" (the compiled test cannot answer).
Compiled = Callable[..., tuple[bool, list[Any]] | None]

#: Most turns of a subset guard's loop the compiled test runs (more: the interpreter does).
MAX_GUARD_TURNS = 16


_NEVER = [False, "!"]  # a guard's question as ``mergeRuleApplies_nonRecursive`` leaves it


def _guard_template(a: Any, s: Any, e: Any, d: Any, r: Any) -> list[Any]:
    """The Custom designer's subset guard: "no rule ``r`` applies at offsets ``s - d``,
    ``s - 2d``, ... down to above ``e``", with rule variable 5 the offset and 6 the answer.
    ``r`` None: the question removed (``rule_offsets.without_merge_rule_applies``)."""
    ask = _NEVER if r is None else [r, "mergeRuleApplies_nonRecursive", "@Var 5", "!"]
    return [a, "@edit_var", 5.0, s, "@repeat", ["@Var 5", ">", e, "&&", "@Var 6"],
            "@edit_var", 5.0, ["@Var 5", "-", d], "@edit_var", 6.0, ask, "2nd", "@Var 6"]


def _guard(g: Any) -> tuple[float, float, float, float, float | None] | None:
    """(a, s, e, d, r) of a recognised subset guard whose loop turns at most
    ``MAX_GUARD_TURNS`` times (``r`` None: it asks nothing, the answer is always "no"),
    or None."""
    if type(g) is not list or len(g) != 14 or type(g[5]) is not list or len(g[5]) != 5 \
            or type(g[8]) is not list or len(g[8]) != 3 or type(g[11]) is not list \
            or len(g[11]) not in (2, 4):
        return None
    a, s, e, d = g[0], g[3], g[5][2], g[8][2]
    r = None if len(g[11]) == 2 else g[11][0]
    if not (all(type(x) is float and math.isfinite(x) for x in (a, s, e, d))
            and (r is None or (type(r) is float and math.isfinite(r)))
            and same(g, _guard_template(a, s, e, d, r))):
        return None
    if not (d > 0 and (s - e) / d <= MAX_GUARD_TURNS):
        return None
    return a, s, e, d, r


def _number_test(items: list[Any]) -> Callable[[float], bool] | None:
    """The Custom designer's test of the base number (a list of values, or a range with a
    remainder), as a Python function; None for any other shape."""
    from ..calcarray.operators.number import floored_mod

    n = "@Var 0"
    if len(items) == 1 and type(items[0]) is list and items[0]:
        comps = items[0]
        values = []
        for j, c in enumerate(comps):
            if j % 2:
                if not same(c, "||"):
                    return None
            elif type(c) is list and len(c) == 3 and same(c[:2], [n, "="]) \
                    and _is_number(c[2]):
                values.append(c[2])
            else:
                return None
        if len(comps) % 2 == 0:
            return None
        return lambda x: type(x) is float and any(x == v for v in values)
    if len(items) == 5 and same(items[1], "&&") and same(items[3], "&&"):
        low, high, mod = items[0], items[2], items[4]
        if not (type(low) is list and len(low) == 3 and same(low[:2], [n, ">="])
                and _is_number(low[2]) and type(high) is list and len(high) == 3
                and same(high[:2], [n, "<="]) and _is_number(high[2])
                and type(mod) is list and len(mod) == 5 and same(mod[0], n)
                and same(mod[1], "mod") and _is_number(mod[2]) and same(mod[3], "=")
                and _is_number(mod[4])):
            return None
        lo, hi, m, r = low[2], high[2], mod[2], mod[4]
        # Not a number: only a reference left as text (``RuleBook._shifted_compiled``), a
        # NaN in every comparison.
        return lambda x: type(x) is float and x >= lo and x <= hi and floored_mod(x, m) == r
    return None


def compile_unordered(cond: Any, length: int) -> Compiled | None:
    """The recognised unordered test as a Python function of the group's tile numbers
    (entry 0 of each tile, This first): (whether it holds, the rule's variables after).

    Only for the designer's own number tests (values, or a range with a remainder); anything
    else returns None and is evaluated. Subset guards (which look behind the group through
    ``mergeRuleApplies_nonRecursive``) run only once the test and the tile numbers match
    (``&&`` stops before them otherwise). Recognised guards (``_guard``) are run here with
    the ``applies`` the caller hands over; without it, for other guards, or when
    ``applies`` cannot tell, the function returns None and the interpreter evaluates from
    the start (the function changed nothing: ``applies`` only runs compiled tests).
    Equality of tile numbers is the interpreter's own ``arr_eqRearrange``, the remainder its
    ``floored_mod``.
    """
    from ..calcarray.convert import LITERAL
    from ..calcarray.jsnum import to_boolean
    from ..calcarray.operators.array import op_arr_eq_rearrange as rearranged

    k = _others(length)
    if k < 0 or type(cond) is not list or len(cond) != _TEMPLATE_LENGTH:
        return None
    inner = cond[19]
    if type(inner) is not list or not same(cond, _template(k, cond[5], inner)):
        return None
    found_at = [j for j, item in enumerate(inner) if _is_rearrange_test(item, k)]
    if len(found_at) != 1 or found_at[0] < 2 or not same(inner[found_at[0] - 1], "&&"):
        return None
    j = found_at[0]
    guards = inner[j + 1:]  # the designer's subset guards: ["&&", [...], "&&", [...]]
    if len(guards) % 2 or not all(same(g, "&&") for g in guards[::2]) or \
            not all(type(g) is list for g in guards[1::2]):
        return None
    guarded = bool(guards)
    specs = [_guard(g) for g in guards[1::2]]
    known = None if None in specs else [x for x in specs if x is not None]
    asks = known is None or any(x[4] is not None for x in known)
    test = _number_test(inner[:j - 1])
    if test is None or not _is_number(cond[5]):
        return None
    m = cond[5]
    refs = cond[3][1:]
    targets = inner[j][2][0][2:]
    consts = [t if _is_number(t) else None for t in targets]
    offsets = [None if _is_number(t) else t[2] for t in targets]
    kf = float(k)

    def run(numbers: list[float], applies: Applies | None = None,
            ) -> tuple[bool, list[Any]] | None:
        v0, v1, found = 0.0, -1.0, False
        v5: float = 0.0
        v6 = True
        while v1 < kf and not found:
            v1 = v1 + 1.0
            v0 = numbers[int(v1)]
            if test(v0):
                want = [v0] + [c if c is not None else v0 + o  # type: ignore[operator]
                               for c, o in zip(consts, offsets, strict=True)]
                found = rearranged(None, numbers, want)
                if found and guarded:
                    if known is None or (applies is None and asks):
                        return None  # the interpreter decides
                    for a, s, e, d, r in known:  # "&&": the first false guard ends the test
                        v5, turned = s, False
                        while v5 > e and v6:
                            v5 = v5 - d
                            got = False if r is None else applies(r, v5)  # type: ignore[misc]
                            if got is None:
                                return None
                            v6, turned = not got, True
                        if not to_boolean(v6 if turned else a):
                            found = False
                            break
        return found, [v0, v1, [LITERAL, *refs], found, m, v5, v6]

    return run
