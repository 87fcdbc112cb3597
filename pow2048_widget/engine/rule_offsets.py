"""``mergeRuleApplies r o``: testing a merge rule at an offset.

The reference does not move the base cell ``o`` cells. It keeps the base and rewrites the
rule's tile references, each shifted by ``o``, before testing it:

* ``"@This i"`` becomes ``"@NextNE o i"`` for ``o < 0`` (the nearest *occupied* cell
  behind, empty cells skipped), ``"@Next o i"`` for ``o > 0``;
* ``"@Next k i"`` (``k >= 0``) and ``"@NextNE k i"`` (``k <= 0``) go to ``k + o``, written
  ``"@This i"``, ``"@NextNE (k+o) i"`` or ``"@Next (k+o) i"``;
* ``"@Relative a b i"`` gets ``vdir*o`` and ``hdir*o`` glued to ``a`` and ``b`` as *text*
  (a quirk of the reference, kept: ``"1"`` and ``-1`` give ``"1-1"``);
* the argument after a nested ``"mergeRuleApplies"`` is increased by ``o`` (a number) or
  becomes ``[arg, "+", o]``. The reference compares with the misspelt name
  ``"mergeRuleAppliesNonRecursive"``, so a nested ``mergeRuleApplies_nonRecursive`` keeps
  its offset.

Only the condition and the in-order flag are read from the rewritten rule: the length
expression and the variable prefix are evaluated at the base, and the presence of tiles is
checked only at group positions ``o .. o+L-1`` that are not behind the base. The output and
overflow cells stay those of the base (the reference computes them before any offset).

``mergeRuleApplies_nonRecursive`` first replaces, in every (sub)array of the rule, the
*last* ``mergeRuleApplies``/``mergeRuleApplies_nonRecursive`` and everything before it up
to its argument by ``false``: ``[0, "mergeRuleApplies", -1, "!"]`` becomes ``[false, "!"]``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..calcarray.jsnum import number_to_string, string_to_number
from ..calcarray.values import UNDEFINED
from .rule_families import compile_unordered, same

if TYPE_CHECKING:
    from ..calcarray.context import EvalContext
    from .rules import RuleBook, RuleInfo

MERGE_RULE_APPLIES = "mergeRuleApplies"
#: ``RuleBook.test``'s answer under ``compiled_only`` when the test needs the interpreter.
UNDECIDED = object()
# The reference's offset rewrite looks for this spelling, which no operator has.
_NESTED_NAMES = (MERGE_RULE_APPLIES, "mergeRuleAppliesNonRecursive")
_REMOVED_NAMES = (MERGE_RULE_APPLIES, "mergeRuleApplies_nonRecursive")


def _position_ref(position: float, entry: str) -> str:
    if position == 0:
        return "@This " + entry
    if position < 0:
        return "@NextNE " + number_to_string(position) + " " + entry
    if position > 0:
        return "@Next " + number_to_string(position) + " " + entry
    return ""  # NaN: the reference leaves the text as it was


def _shift_str(s: str, offset: float, vdir: float, hdir: float) -> str:
    parts = s.split(" ")
    head = parts[0]
    n = len(parts)
    if n == 2 and head == "@This":
        return _position_ref(offset, parts[1]) or s
    if n == 3 and head in ("@Next", "@NextNE"):
        k = string_to_number(parts[1])
        if (head == "@Next" and k >= 0) or (head == "@NextNE" and k <= 0):
            return _position_ref(k + offset, parts[2]) or s
        return s
    if n == 4 and head == "@Relative":
        return ("@Relative " + parts[1] + number_to_string(vdir * offset) + " "
                + parts[2] + number_to_string(hdir * offset) + " " + parts[3])
    return s


def shift_refs(expr: Any, offset: float, vdir: float, hdir: float) -> Any:
    """``expr`` with its tile references shifted by ``offset`` (a new value; see module)."""
    if type(expr) is str:
        return _shift_str(expr, offset, vdir, hdir) if expr[:1] == "@" else expr
    if type(expr) is not list:
        return expr
    out = list(expr)
    i = 0
    while i < len(out):
        e = out[i]
        if type(e) is list:
            out[i] = shift_refs(e, offset, vdir, hdir)
        elif type(e) is str:
            if e[:1] == "@":
                out[i] = _shift_str(e, offset, vdir, hdir)
            elif e in _NESTED_NAMES:
                # The argument is adjusted before the loop reaches it, so a wrapped
                # expression is then shifted like any other entry.
                if i + 1 == len(out):
                    out.append(UNDEFINED)
                arg = out[i + 1]
                if type(arg) is float:
                    out[i + 1] = arg + offset
                else:
                    out[i + 1] = [arg, "+", offset]
        i += 1
    return out


def without_merge_rule_applies(rule: Any) -> Any:
    """The rule used by ``mergeRuleApplies_nonRecursive`` (see module)."""
    if type(rule) is not list:
        return rule
    out = list(rule)
    for i in range(len(out) - 1, -1, -1):
        e = out[i]
        if type(e) is list:
            out[i] = without_merge_rule_applies(e)
        elif type(e) is str and e in _REMOVED_NAMES:
            return [False, *out[i + 2:]]
    return out


def present_at_offset(book: RuleBook, v: int, h: int, pv: int, ph: int, length: int,
                      offset: float, path: list[tuple[int, int]], info: list[Any],
                      vars: list[Any], where: str) -> bool:
    """Presence at group positions ``offset .. offset+L-1`` that are
    not behind the base: each must hold a tile. Positions behind are not checked."""
    grid = book.state.grid
    for p in range(max(length, 1)):
        pos = p + offset
        if not pos >= 0:  # behind the base, or NaN: not checked
            continue
        if pos == 0:
            cell = grid[v][h]
        elif pos.is_integer() and pos <= len(path):
            r, c = path[int(pos) - 1]
            cell = grid[r][c]
        elif pos.is_integer() or math.isinf(pos):
            return False  # off the grid
        else:
            cell = book.calc.eval("@Next " + number_to_string(pos), where, v, h, pv, ph,
                                  info, None, vars)
        if type(cell) is not list:
            return False
    return True


def derived_rule(rule: RuleInfo, non_recursive: bool) -> RuleInfo:
    """``rule`` itself, or (cached on it) its copy without nested ``mergeRuleApplies``."""
    if not non_recursive:
        return rule
    got = rule.derived.get("non_recursive")
    if got is None:
        from .rules import RuleInfo

        got = RuleInfo(rule.index, rule.include_gvars,
                       without_merge_rule_applies(rule.var_defs),
                       without_merge_rule_applies(rule.body), None)
        static = rule.static_length
        if static is not None and got.body and got.body[0] == rule.body[0]:
            got.static_length = static
        if same(got.body, rule.body) and same(got.var_defs, rule.var_defs):
            got.group_compiled = rule.group_compiled  # nothing removed: the same test
        elif rule.group_compiled is not None and static is not None and \
                same(got.var_defs, rule.var_defs):
            # Subset guards left without their question (rule_families' ``_NEVER``).
            got.group_compiled = compile_unordered(got.body[1], static)
        rule.derived["non_recursive"] = got
    return got


def merge_rule_test(book: RuleBook, rule_index: Any, ctx: EvalContext, offset: float,
                    non_recursive: bool) -> bool:
    """The test behind the ``mergeRuleApplies`` operators: does rule ``rule_index`` apply
    with the evaluation's cell as base, ``offset`` applied as described above?"""
    try:
        v, h = int(ctx.vcoord), int(ctx.hcoord)
        pv, ph = int(ctx.vdir), int(ctx.hdir)
    except (TypeError, ValueError, OverflowError):
        return False
    return merge_rule_test_at(book, rule_index, v, h, pv, ph, ctx.add_info, offset,
                              non_recursive) is True


def merge_rule_test_at(book: RuleBook, rule_index: Any, v: int, h: int, pv: int, ph: int,
                       add_info: list[Any] | None, offset: float, non_recursive: bool,
                       compiled_only: bool = False) -> bool | None:
    """``merge_rule_test`` at the cell (v, h) and direction (pv, ph). With ``compiled_only``
    the answer is None (nothing evaluated, nothing changed) unless the tested rule's
    condition is answered by its compiled test (``RuleBook.test``)."""
    if type(rule_index) not in (int, float) or rule_index != int(rule_index):
        return False
    idx = int(rule_index)
    rules = book.rules
    press = book.press
    if not 0 <= idx < len(rules):
        return False
    if not (0 <= v < press.height and 0 <= h < press.width):
        return False
    add = list(add_info or [])
    info = add + [1.0, math.inf, 0.0, 0.0][len(add):]
    offset = float(offset)
    from . import board

    path = board.path(book.state.grid, press.width, press.height, v, h, pv, ph)
    rule = derived_rule(rules[idx], non_recursive)
    if rule is not rules[idx]:
        saved = book.rules
        book.rules = rules = list(rules)
        rules[idx] = rule
    else:
        saved = None
    try:
        got = book.test(idx, v, h, pv, ph, (info[1], info[2], info[3]), path,
                        offset=None if offset == 0 else offset, compiled_only=compiled_only)
        return None if got is UNDECIDED else got is not None
    finally:
        if saved is not None:
            book.rules = saved
