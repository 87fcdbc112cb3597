"""Remembering a merge rule's condition by the tiles of its merge group.

Why: a mode of many rules (a Custom design has one per merge, a big one nearly two hundred)
tests every rule at every cell of every press, and most tests see a group of tiles they
have seen before. When a rule's condition is a pure function of its group's tiles (the
fast path's analysis, ``fastpath.rule_reach``, or a Custom-template unordered test,
``rule_families``), evaluating it again with the same tiles gives the same answer and
leaves the rule's variables the same: the answer and the variables are remembered, and the
next test with those tiles takes them instead of evaluating. Nothing observable changes
(no random draw, no side effect, the same variables for the outputs), so this works on the
general path of any mode, whatever else blocks the fast path.

What the memo relies on, checked per test (otherwise the condition is evaluated as usual):

* the group is the straight run of cells from This along the direction (the ``@Next``
  walk then meets exactly those tiles);
* no evaluation is running around the test (a rule tested from inside an expression shares
  that expression's step budget, which a remembered answer would not charge);
* the game's evaluator is the plain ``Calc`` (``explain_move`` records every evaluation);
* for a Custom-template test, every entry of the group's tiles is a number.

The memo lives on the compiled rule (``RuleInfo.group_memo``), so a live edit of the rules
(which compiles them again) starts a fresh one.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..calcarray.evaluator import evaluating
from ..calcarray.jsnum import to_boolean
from ..calcarray.programs import exact_text
from .calc import Calc, EvalCtx
from .rule_families import (
    COMPILED_MIN_DEPTH,
    COMPILED_MIN_STEPS,
    custom_unordered_condition,
    numeric_tile,
)
from .tiles import copy_value, tile_key

if TYPE_CHECKING:
    from .press_state import PressState
    from .rules import Prepared, RuleBook, RuleInfo

#: Entries one rule's memo holds before it is emptied (bounded memory, like every cache).
MAX_ENTRIES = 200_000
#: Values of the game variables whose reads one rule remembers checking (``prefix_key``).
PROGRAMS_KEPT = 64

PLAIN, NUMERIC = 1, 2


def memo_kind(body: list[Any], has_prefix: bool, static_length: int | None) -> int:
    """0 when the rule's condition cannot be remembered, else ``PLAIN`` or ``NUMERIC``
    (remembered only for groups of tiles made of numbers)."""
    from .fastpath import rule_reach

    if has_prefix or static_length is None or static_length < 0 or len(body) < 5:
        return 0
    if body[2] is not True or len(body) >= 9:  # orderings / multi-length: evaluate
        return 0
    n = static_length
    if n == 0:  # end-of-turn rules: only the Custom one-tile form (it reads This alone)
        return NUMERIC if custom_unordered_condition(body[1], 0, rule_reach) else 0
    reach = rule_reach(body[1], n)
    if reach is not None:
        return PLAIN if reach <= n - 1 else 0
    return NUMERIC if custom_unordered_condition(body[1], n, rule_reach) else 0


def unordered_memo_ok(body: list[Any], has_prefix: bool, static_length: int | None,
                      max_length: int) -> bool:
    """Whether the ordering an unordered rule (entry 2 ``false``) picks can be remembered:
    its condition reads only the tiles of its group (so does every reordering of it, which
    maps the group onto itself), and it has no prefix, a plain length and one length."""
    from .fastpath import rule_reach

    if has_prefix or static_length is None or not 1 <= static_length <= max_length:
        return False
    if len(body) < 5 or len(body) >= 9 or body[2] is not False:
        return False
    reach = rule_reach(body[1], static_length)
    return reach is not None and reach <= static_length - 1


#: Operators that give a value for any operands (never an error) and act on nothing.
_SAFE_OPERATORS = frozenset({"=", "!=", "<", ">", "<=", ">=", "&&", "||"})


#: Counters of the game that read as a number whatever happens (``float`` of the state's).
_NUMBER_READS = frozenset({"@Moves", "@Score", "@Merges", "@MergeMoves", "@MergesBefore"})
#: Operators that give a number or a boolean for numbers and booleans, never an error.
_NUMBER_OPERATORS = _SAFE_OPERATORS | {"+", "-", "*", "/", "%"}


def _number_term(x: Any) -> bool:
    """``[a, op, b, op, c, ...]`` over numbers and the game's counters (no tile: a tile's
    entry could be a BigInt, which ``%`` by zero rejects) with the operators above, such
    as ``["@Moves", "%", 2, "=", 1]``: it evaluates without effect or error."""
    if type(x) is not list or len(x) % 2 == 0:
        return False
    for k, e in enumerate(x):
        t = type(e)
        if k % 2:
            if t is not str or e not in _NUMBER_OPERATORS:
                return False
        elif not (t is float or t is bool or (t is str and e in _NUMBER_READS)
                  or (t is list and _number_term(e))):
            return False
    return True


def _safe(x: Any) -> bool:
    """An expression that evaluates without effect, random draw or error whatever the
    tiles: numbers, booleans, tile references and the operators above, or a term of
    ``_number_term``'s kind."""
    t = type(x)
    if t is list:
        return _number_term(x) or all(map(_safe, x))
    if t is not str:
        return t is float or t is bool
    if not x.startswith("@"):
        return x in _SAFE_OPERATORS  # (other text could be an operator word)
    parts = x.split(" ")
    if parts[0] not in ("@This", "@Next", "@NextNE") or len(parts) < 2:
        return False
    try:
        return all(math.isfinite(float(p)) for p in parts[1:])
    except ValueError:
        return False


def trailing_guards(cond: Any, length: int) -> list[tuple[Any, tuple[int, ...] | None]]:
    """Terms of an ordered rule's condition that must each be true for the rule to apply,
    and that read only the group's tiles: (term, entries it reads).

    A condition ``[t0, op1, t1, ..., "&&", tk, "&&", tn]`` is evaluated left to right, and
    ``x && y`` is true only if ``x`` and ``y`` are: every term after the last operator that
    is not ``&&`` must be true (``t0`` too when every operator is ``&&``). When the whole
    condition is ``_safe`` (nothing to skip but the evaluation itself), a false guard
    settles the test; a guard reading only the group is remembered by its tiles, so a rule
    that also looks behind the group (``@NextNE -1``) is often settled by one look-up."""
    from .fastpath import rule_reach

    if type(cond) is not list or len(cond) < 3 or len(cond) % 2 == 0 or not _safe(cond) \
            or not _small(cond):
        return []
    if any(cond[k] not in _SAFE_OPERATORS for k in range(1, len(cond), 2)):
        return []
    guards: list[tuple[Any, tuple[int, ...] | None]] = []
    k = len(cond) - 1
    while k >= 0 and (k == 0 or cond[k - 1] == "&&"):
        term = cond[k]
        reach = rule_reach(term, length)
        if type(term) is list and reach is not None and reach <= length - 1:
            guards.append((term, read_entries(term)))
        k -= 2
    return guards


def guards_fail(calc: Calc, rule: RuleInfo, where: str, ctx: EvalCtx, vars: list[Any],
                grid: list[list[Any]], v: int, h: int, path: list[tuple[int, int]],
                length: int, zero_phase: bool) -> bool:
    """True when a guard of ``trailing_guards`` is false for these tiles, so the rule does
    not apply: its condition would evaluate to something other than ``true``, with nothing
    else happening. Whether one is false is remembered by the tiles the guards read
    (``RuleInfo.guards_read``, ``guards_memo``): one key per test."""
    cells = _group(calc, vars, ctx, grid, v, h, path, length)
    if cells is None or calc.limits.max_steps < COMPILED_MIN_STEPS or \
            calc.limits.max_depth < COMPILED_MIN_DEPTH:
        return False  # (under limits this low the evaluation skipped could stop)
    memo = rule.guards_memo
    key = (length, zero_phase, _group_key(cells, rule.guards_read))
    fails = memo.get(key)
    if fails is None:
        fails = False
        for term in rule.guards:
            if not to_boolean(calc.eval(term, where + "[1]", *ctx, vars=[])):
                fails = True
                break
        if len(memo) >= MAX_ENTRIES:
            memo.clear()
        memo[key] = fails
    return fails


def unordered_setup(info: RuleInfo, body: list[Any], static: int | None,
                    max_length: int) -> None:
    """An unordered rule's shortcuts: its orderings remembered (``order_memo``, answered
    early by ``order_says_no`` when nothing is evaluated before them), or, when it looks
    beyond its group, the guards of every ordering (``ordering_guards``)."""
    if unordered_memo_ok(body, info.has_prefix, static, max_length):
        info.order_memo = {}
        info.order_lane = not info.include_gvars and info.prefix_memo is None
    elif static and not info.has_prefix and 5 <= len(body) < 9 and body[2] is False:
        info.order_guards = ordering_guards(body[1], static, max_length)
        info.order_guards_read = union_read(
            [read_entries(t) for terms in info.order_guards for t in terms])


def order_says_no(calc: Calc, rule: RuleInfo, grid: list[list[Any]], v: int, h: int,
                  pv: int, ph: int, path: list[tuple[int, int]]) -> bool:
    """The answer "no match" of an unordered rule's remembered orderings (``order_lane``),
    found before the rest of the test is set up: such a rule evaluates nothing before its
    orderings (no definitions, a plain length, no computed outputs), so a missing tile or
    a remembered "no ordering" for these tiles is the whole answer, as
    ``unordered_remembered`` would find it. False when the test must go on (then
    it runs as usual)."""
    n = rule.static_length or 0
    first = grid[v][h]
    if type(first) is not list or n - 1 > len(path):
        return True
    cells = [first]
    straight = True
    sv, sh = v, h
    for k in range(n - 1):
        cv, ch = path[k]
        cell = grid[cv][ch]
        if type(cell) is not list:
            return True
        sv += pv
        sh += ph
        if cv != sv or ch != sh:
            straight = False
        cells.append(cell)
    memo = rule.order_memo
    if memo is None or not straight or type(calc) is not Calc or evaluating():
        return False  # (no memo, or ``_group``'s conditions)
    hit = memo.get((n, False, _group_key(cells, rule.group_read)))
    return hit is not None and hit[0] is None


#: Largest condition (in values, and in arrays nested) that its guards (``trailing_guards``)
#: or the guards of its orderings may settle: its evaluation stays far below
#: ``COMPILED_MIN_STEPS`` steps and ``COMPILED_MIN_DEPTH`` levels, so under such limits
#: skipping it skips no limit stop (under lower limits the guards are not used).
GUARDED_MAX_SIZE = 200
GUARDED_MAX_NESTING = 16


def _size(x: Any) -> int:
    return 1 + sum(map(_size, x)) if type(x) is list else 1


def _nesting(x: Any) -> int:
    return 1 + max(map(_nesting, x), default=0) if type(x) is list else 0


def _small(cond: Any) -> bool:
    """Whether skipping ``cond``'s evaluation skips no limit stop (``GUARDED_MAX_SIZE``)."""
    return _size(cond) <= GUARDED_MAX_SIZE and _nesting(cond) <= GUARDED_MAX_NESTING


def ordering_guards(cond: Any, length: int, max_length: int) -> list[list[Any]]:
    """For an unordered rule (entry 2 ``false``) that looks beyond its group, so its
    ordering is not remembered: the ``trailing_guards`` terms of its condition rewritten
    for each ordering tried, in the order tried; empty unless every ordering has one.

    The rule applies only if the condition of some ordering evaluates to ``true``, and that
    condition is ``_safe`` (no effect, draw or error): when every ordering has a false
    guard, no ordering applies and skipping the evaluations changes nothing (a condition
    of at most ``GUARDED_MAX_SIZE`` values, tested under limits far above what it
    takes). The guards read only the group (an ordering maps the group onto itself), so
    whether they all fail is remembered by the group's tiles (``ordering_guards_fail``)."""
    from .rule_text import permutations, rewrite

    if not 2 <= length <= min(max_length, 4) or not _small(cond):
        return []
    out: list[list[Any]] = []
    for order in permutations(length):
        found = trailing_guards(rewrite(cond, order), length)
        if not found:
            return []
        out.append([t for t, _r in found])
    return out


def ordering_guards_fail(calc: Calc, rule: RuleInfo, where: str, ctx: EvalCtx,
                         vars: list[Any], grid: list[list[Any]], v: int, h: int,
                         path: list[tuple[int, int]], length: int) -> bool:
    """True when, for every ordering, a guard of ``ordering_guards`` is false for these
    tiles, so the unordered rule does not apply (its orderings would be tried with nothing
    happening). Remembered by the tiles the guards read."""
    cells = _group(calc, vars, ctx, grid, v, h, path, length)
    if cells is None or calc.limits.max_steps < COMPILED_MIN_STEPS or \
            calc.limits.max_depth < COMPILED_MIN_DEPTH:
        return False  # (under limits this low the evaluations skipped could stop)
    memo = rule.order_guards_memo
    key = (length, _group_key(cells, rule.order_guards_read))
    fails = memo.get(key)
    if fails is None:
        fails = True
        for terms in rule.order_guards:
            if all(to_boolean(calc.eval(t, where + "[1]", *ctx, vars=[])) for t in terms):
                fails = False  # (this ordering may apply: evaluate as usual)
                break
        if len(memo) >= MAX_ENTRIES:
            memo.clear()
        memo[key] = fails
    return fails


def union_read(reads: list[tuple[int, ...] | None]) -> tuple[int, ...] | None:
    """The tile entries read by terms reading ``reads`` (None: whole tiles)."""
    found: set[int] = set()
    for read in reads:
        if read is None:
            return None
        found.update(read)
    return tuple(sorted(found))


def read_entries(expr: Any) -> tuple[int, ...] | None:
    """The tile entries ``expr``'s tile references read (``"@This k"``, ``"@Next d k"``),
    or None when one reads a whole tile."""
    found: set[int] = set()

    def walk(x: Any) -> bool:
        if type(x) is list:
            return all(walk(e) for e in x)
        if type(x) is not str or not (x.startswith("@This") or x.startswith("@Next")):
            return True
        parts = x.split(" ")
        want = 2 if parts[0] == "@This" else 3
        if parts[0] not in ("@This", "@Next") or len(parts) != want:
            return False
        try:
            k = float(parts[-1])
        except ValueError:
            return False
        if not (k.is_integer() and 0 <= k < 64):
            return False
        found.add(int(k))
        return True

    return tuple(sorted(found)) if walk(expr) else None


_ABSENT = ("absent",)


def entry_key(e: Any) -> Any:
    """A key for one tile entry: equal keys only for entries no expression can tell apart
    (``0.0`` and ``-0.0`` differ, every NaN is the same, ``1.0`` is not ``True``)."""
    t = type(e)
    if t is float:
        if e == 0:
            return ("0", math.copysign(1.0, e))
        return e if e == e else ("NaN",)
    if t is list:
        return ("L", tile_key(e))
    return (t.__name__, e)


def _group_key(cells: list[Any], read: tuple[int, ...] | None) -> Any:
    """The key of a group's cells by the entries ``read`` (sorted; None: whole tiles). A
    number other than 0 and NaN is its own key (``entry_key``), written inline: the rule
    tests build one or two such keys per cell."""
    if read is None:
        return tuple(("T", tuple(map(entry_key, c))) for c in cells)
    out: list[tuple[Any, ...]] = []
    last = read[-1] if read else -1
    for c in cells:
        if len(c) <= last:
            out.append(tuple(entry_key(c[i]) if i < len(c) else _ABSENT for i in read))
            continue
        part = []
        for i in read:
            e = c[i]
            part.append(e if e.__class__ is float and e == e and e != 0 else entry_key(e))
        out.append(tuple(part))
    return tuple(out)


def tile_memo_key(tile: list[Any]) -> Any:
    """A key for one tile, equal only for tiles no expression can tell apart."""
    return _group_key([tile], None)


def _group(calc: Calc, vars: list[Any], ctx: EvalCtx, grid: list[list[Any]], v: int,
           h: int, path: list[tuple[int, int]], length: int) -> list[Any] | None:
    """The group's cells when a remembered or compiled answer may stand for the evaluation:
    the straight run along the direction, no surrounding evaluation, the plain evaluator,
    no variables yet. None otherwise."""
    if vars or type(calc) is not Calc or evaluating():
        return None
    dv, dh = ctx[2], ctx[3]
    cells = [grid[v][h]]
    for k in range(length - 1):
        pv, ph = path[k]
        if pv != v + (k + 1) * dv or ph != h + (k + 1) * dh:
            return None
        cells.append(grid[pv][ph])
    return cells


def remembered_order(calc: Calc, rule: RuleInfo, vars: list[Any], ctx: EvalCtx,
                     grid: list[list[Any]], v: int, h: int, path: list[tuple[int, int]],
                     length: int, zero_phase: bool) -> tuple[Any, Any]:
    """(memo key, remembered answer) of an unordered rule's test here: the answer is
    ``(order or None, variables after)``; the key is None when the memo may not stand in
    for the evaluation (see ``_group``), the answer None on a miss."""
    memo = rule.order_memo
    if memo is None:
        return None, None
    cells = _group(calc, vars, ctx, grid, v, h, path, length)
    if cells is None:
        return None, None
    key = (length, zero_phase, _group_key(cells, rule.group_read))
    return key, memo.get(key)


def remember_order(rule: RuleInfo, key: Any, order: Any, vars: list[Any]) -> None:
    memo = rule.order_memo
    if memo is None:
        return
    if len(memo) >= MAX_ENTRIES:
        memo.clear()
    memo[key] = (order, copy_value(vars))


def unordered_remembered(book: RuleBook, rule: RuleInfo, prep: Prepared, where: str,
                         ctx: EvalCtx, vars: list[Any], length: int, v: int, h: int,
                         path: list[tuple[int, int]], zero_phase: bool) -> Prepared | None:
    """``RuleBook._try_permutations`` for a rule whose orderings read only the group's
    tiles: the ordering found (or none) and the variables after are remembered by those
    tiles, so the same tiles later cost one look-up."""
    key, hit = remembered_order(book.calc, rule, vars, ctx, book.state.grid, v, h, path,
                                length, zero_phase)
    if hit is not None:
        vars.extend(copy_value(hit[1]))
        return None if hit[0] is None else prep.permute(hit[0])
    found = book.find_order(prep, False, where, ctx, vars, length)
    if key is not None:
        remember_order(rule, key, None if found is None else found[0], vars)
    return None if found is None else found[1]


def condition_holds(calc: Calc, rule: RuleInfo, cond: Any, where: str, ctx: EvalCtx,
                    vars: list[Any], grid: list[list[Any]], v: int, h: int,
                    path: list[tuple[int, int]], length: int, zero_phase: bool,
                    applies: Any = None) -> bool:
    """``calc.eval(cond, ...) is True``, remembered by the group's tiles, or computed by the
    rule's compiled test, when that is exact (``applies`` answers its subset guards)."""
    memo = rule.group_memo
    compiled = rule.group_compiled
    cells = _group(calc, vars, ctx, grid, v, h, path, length)
    if cells is None:
        return calc.eval(cond, where + "[1]", *ctx, vars=vars) is True
    # The caller drops the variables of a condition that fails, so only a condition that
    # holds hands them over (and only such an answer keeps a copy of them).
    if compiled is not None and calc.limits.max_steps >= COMPILED_MIN_STEPS and \
            calc.limits.max_depth >= COMPILED_MIN_DEPTH:
        # The recognised Custom test, compiled (rule_families): same answer and variables.
        # It reads entry 0 of each tile (the template's references): those must be numbers.
        numbers = []
        for c in cells:
            if type(c) is not list or not c or type(c[0]) is not float:
                break
            numbers.append(c[0])
        else:
            got = compiled(numbers, applies)
            if got is not None:
                if got[0]:
                    vars.extend(got[1])
                return got[0]
    key = None
    if memo is not None and (rule.group_kind != NUMERIC or all(map(numeric_tile, cells))):
        key = (length, zero_phase, _group_key(cells, rule.group_read))
        hit = memo.get(key)
        if hit is not None:
            if hit[0]:
                vars.extend(copy_value(hit[1]))
            return hit[0]
    result = calc.eval(cond, where + "[1]", *ctx, vars=vars) is True
    if key is not None and memo is not None:
        if len(memo) >= MAX_ENTRIES:
            memo.clear()
        memo[key] = (result, copy_value(vars) if result else None)
    return result


#: ``prefix_kind``: a rule whose prefix cannot be remembered, one whose definitions and
#: condition read only its group, and one that also runs a program held in a game variable.
PREFIX_PLAIN, PREFIX_GVARS = 1, 2


def _gvar_program(d: Any) -> bool:
    """``["@include_gvars", "@Var k", "CalcArray"]``: evaluate game variable ``k`` as a
    program where the rule is tested (its reads are checked on the game variables
    themselves, ``prefix_key``)."""
    if type(d) is not list or len(d) != 3 or d[0] != "@include_gvars" or d[2] != "CalcArray":
        return False
    ref = d[1]
    if type(ref) is not str or not ref.startswith("@Var "):
        return False
    k = ref[5:]
    return k.isdigit() and k == str(int(k))


def prefix_kind(include_gvars: bool, var_defs: list[Any], body: list[Any],
                static_length: int | None, calc_outputs: bool) -> int:
    """Whether a rule with a variable prefix may be remembered by its group's tiles
    (``RuleInfo.prefix_memo``), 0 when not: every variable definition and the condition
    read only the group's tiles and their own variables, act on nothing and draw nothing
    (``fastpath.rule_reach``), so the variables and the condition's answer are a function
    of those tiles (``PREFIX_PLAIN``); or a definition runs a game variable as a program
    (``_gvar_program``), and the answer is a function of the tiles and the game variables
    as long as those read no more (``PREFIX_GVARS``, checked per value of the game
    variables). One plain length, one ordering, no outputs computed by ``@CalcArray`` (so
    the prepared body is the same each time)."""
    from .fastpath import rule_reach

    n = static_length
    if include_gvars or not var_defs or n is None or n < 1 or calc_outputs:
        return 0
    if len(body) < 5 or body[2] is not True:
        return 0
    if len(body) >= 9 and not (type(body[6]) is float and body[6] >= n):
        return 0  # a multi-length condition, built per length
    kind = PREFIX_PLAIN
    for part in (*var_defs, body[1]):
        if part is not body[1] and _gvar_program(part):
            kind = PREFIX_GVARS
            continue
        reach = rule_reach(part, n)
        if reach is None or reach > n - 1:
            return 0
    return kind


def prefix_read(var_defs: list[Any], cond: Any) -> tuple[int, ...] | None:
    """The tile entries a prefixed rule's definitions and condition read (None: whole
    tiles, or unknown: a program in a game variable)."""
    return union_read([None if _gvar_program(part) else read_entries(part)
                       for part in (*var_defs, cond)])


def prefix_key(calc: Calc, rule: RuleInfo, grid: list[list[Any]], v: int, h: int,
               ctx: EvalCtx, path: list[tuple[int, int]], press: PressState,
               zero_phase: bool, gvars_seen: list[Any]) -> Any:
    """The key under which a prefixed rule's test at (v, h) is remembered, or None when it
    must be evaluated.

    The key is what the test depends on: whether the group is there (This and the
    ``length - 1`` cells of ``path`` are tiles: the test's presence check), and what its
    definitions and condition can read, the ``length`` cells of the straight run from This
    along the direction (their entries read, or the whole cell; a cell off the board).
    When the group is there its cells must be that straight run. No slippery cell (a walk
    would skip it and read further), a direction. In the end-of-turn phase (``zero_phase``:
    the definitions see a length of 0, and a group of two or more is never there) the
    test's only outcomes are an error or no match. The memo must be able to stand in for
    an evaluation (``_group``: no surrounding evaluation, the plain evaluator), and is kept
    for one set of limits (an evaluation that a smaller budget would stop is not
    remembered for it). A rule running a game variable as a program (``PREFIX_GVARS``) is
    remembered with the exact text of the game variables (``game_vars_text``, which keeps
    what it wrote in ``gvars_seen``), only while those read no more than the group."""
    memo = rule.prefix_memo
    length = rule.static_length
    if memo is None or length is None or type(calc) is not Calc or evaluating():
        return None
    dv, dh = ctx[2], ctx[3]
    if (zero_phase and length < 2) or (dv == 0 and dh == 0):
        return None
    present = length - 1 <= len(path) and type(grid[v][h]) is list
    read = rule.prefix_reads
    width, height = press.width, press.height
    cells: list[Any] = []
    for k in range(length):
        r, c = v + k * dv, h + k * dh
        if present and k and path[k - 1] != (r, c):
            return None  # not the straight run: evaluate
        if not (0 <= r < height and 0 <= c < width):
            cells.append(_OFF_BOARD)
            continue
        cell = grid[r][c]
        if type(cell) is list:
            cells.append(_group_key([cell], read))
            continue
        if cell == "@Slippery":
            return None
        if k:
            present = False  # a cell of the group that is not a tile
        cells.append(("cell", entry_key(cell)))
    limits = calc.limits
    if limits is not rule.prefix_limits and limits != rule.prefix_limits:
        memo.clear()
        rule.prefix_programs.clear()
        rule.prefix_limits = limits
    if rule.prefix_kind != PREFIX_GVARS:
        return present, tuple(cells), zero_phase
    text = game_vars_text(calc.state, press.result, gvars_seen)
    if text is None:
        return None
    ok = rule.prefix_programs.get(text)
    if ok is None:  # do the game variables, run or read, read only the group?
        from .fastpath import rule_reach

        reach = rule_reach(calc.state.game_vars, length)
        ok = reach is not None and reach <= length - 1
        if len(rule.prefix_programs) >= PROGRAMS_KEPT:
            rule.prefix_programs.clear()
        rule.prefix_programs[text] = ok
    return (present, tuple(cells), zero_phase, text) if ok else None


_OFF_BOARD = ("off the board",)


def remember_prefix(rule: RuleInfo, key: Any, vars: list[Any] | None) -> None:
    """Keep a prefixed rule's answer: the variables after its condition held, or False."""
    memo = rule.prefix_memo
    if memo is None:
        return
    if len(memo) >= MAX_ENTRIES:
        memo.clear()
    memo[key] = False if vars is None else copy_value(vars)


def game_vars_text(state: Any, press_result: Any, seen: list[Any]) -> str | None:
    """The exact text of ``state.game_vars`` (None when it has none), written once per press
    while the list and its values stay the same objects (``seen`` holds what it was
    written for: the press's result, the list, its values, the text). The engine treats
    arrays as values (never changed in place), so the same objects have the same text;
    a new press writes it again."""
    gvars = state.game_vars
    if seen and seen[0] is press_result and seen[1] is gvars and len(seen[2]) == len(
            gvars) and all(map(_same, seen[2], gvars)):
        return seen[3]
    text = exact_text(gvars)
    seen[:] = [press_result, gvars, tuple(gvars), text]
    return text


def _same(a: Any, b: Any) -> bool:
    return a is b
