"""Testing a merge rule at a cell and evaluating its outputs.

``RuleBook`` is the part of a ``Game`` that holds the compiled rules. A rule is split once
into its variable prefix and body; per (rule, length) the body is prepared once (fill,
markers, default flags, multi-length condition) and per permutation rewritten once, so a
test is mostly expression evaluation.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.evaluator import evaluating
from ..calcarray.jsnum import to_boolean
from ..calcarray.values import UNDEFINED
from . import board
from .calc import Calc, EvalCtx
from .errors import GameError
from .fastpath import rule_reach
from .mode_fields import rule_body_start
from .purity import may_act, tile_local
from .rule_families import COMPILED_MIN_DEPTH, COMPILED_MIN_STEPS, compile_unordered
from .rule_memo import (
    MAX_ENTRIES,
    NUMERIC,
    condition_holds,
    entry_key,
    guards_fail,
    memo_kind,
    order_says_no,
    ordering_guards_fail,
    prefix_key,
    prefix_kind,
    prefix_read,
    read_entries,
    remember_prefix,
    tile_memo_key,
    trailing_guards,
    union_read,
    unordered_remembered,
    unordered_setup,
)
from .rule_offsets import (
    UNDECIDED,
    merge_rule_test,
    merge_rule_test_at,
    present_at_offset,
    shift_refs,
)
from .rule_text import (
    as_length,
    default_flags,
    expand_condition,
    expand_fill,
    permutations,
    rewrite,
    split_markers,
)
from .tiles import EMPTY, copy_value, is_hole

if TYPE_CHECKING:
    from ..calcarray.context import EvalContext
    from .press_state import PressState

Pos = tuple[int, int]
CHECKS = ("@CheckStart", "@CheckEnd")
MAX_UNORDERED = 8  # 8! = 40320 orderings; the reference would try more and hang


@dataclass
class RuleInfo:
    """A merge rule split into prefix and body, with what can be known before testing."""

    index: int
    include_gvars: bool
    var_defs: list[Any]
    body: list[Any]
    static_length: int | None  # entry 0 when it is a plain number
    prepared: dict[int, Prepared] = field(default_factory=dict)
    # A length-0 rule reading only its tile: tile key -> None or (match, outputs, score).
    zero_memo: dict[Any, Any] | None = None
    # Presence may be tested before preparing the rule: preparing it
    # evaluates nothing that draws random numbers or changes the game.
    early_presence: bool = False
    # Variants made from this rule for ``mergeRuleApplies_nonRecursive`` (rule_offsets).
    derived: dict[str, RuleInfo] = field(default_factory=dict)
    # A condition that is a function of the group's tiles: tiles -> (holds, variables);
    # ``group_kind`` says under which assumption (rule_memo).
    group_memo: dict[Any, Any] | None = None
    group_kind: int = 0
    group_read: tuple[int, ...] | None = None  # the tile entries the condition reads
    group_compiled: Any = None  # the recognised Custom test as Python (rule_families)
    guarded: bool = False  # ... with subset guards (it takes ``RuleBook.guard_applies``)
    # A compiled rule whose test has nothing to evaluate before its condition, so a "no"
    # of the compiled test is the whole answer (``RuleBook._compiled_says_no``).
    quick_no: bool = False
    # An unordered rule reading only its group: tiles -> (ordering or None, variables).
    order_memo: dict[Any, Any] | None = None
    # ... with nothing evaluated before its orderings are tried (``rule_memo.order_says_no``).
    order_lane: bool = False
    # An ordered rule's terms that must be true (``rule_memo.trailing_guards``); the
    # entries they read, together; tiles -> one of them is false.
    guards: list[Any] = field(default_factory=list)
    guards_read: tuple[int, ...] | None = None
    guards_memo: dict[Any, bool] = field(default_factory=dict)
    # An unordered rule reading beyond its group: per ordering tried, terms that must be
    # true (``rule_memo.ordering_guards``); the entries they read; tiles -> all fail.
    order_guards: list[list[Any]] = field(default_factory=list)
    order_guards_read: tuple[int, ...] | None = None
    order_guards_memo: dict[Any, bool] = field(default_factory=dict)
    # Terms of ``guards``' kind reading only This: a rule scan skips the rule for a tile
    # that makes one of them false (``RuleBook.rules_for``).
    this_terms: list[Any] = field(default_factory=list)
    # A rule whose variable definitions and condition read only its group: tiles -> the
    # variables after the condition held, or False (``rule_memo.prefix_kind``); the
    # tile entries they read, and the limits the memo is for.
    prefix_memo: dict[Any, Any] | None = None
    prefix_kind: int = 0
    prefix_reads: tuple[int, ...] | None = None
    prefix_limits: Any = None
    prefix_programs: dict[str, bool] = field(default_factory=dict)  # game variables -> ok

    @property
    def has_prefix(self) -> bool:
        return self.include_gvars or bool(self.var_defs)


@dataclass
class Prepared:
    """A rule body fixed to one length."""

    length: int
    cond: Any
    flag: Any
    outputs: list[Any]
    overflow: int
    score: Any
    flags: list[Any]
    cacheable: bool
    permuted: dict[tuple[int, ...], Prepared] = field(default_factory=dict)
    shifts: dict[tuple[float, int, int], Prepared] = field(default_factory=dict)

    def permute(self, order: tuple[int, ...]) -> Prepared:
        """The whole rule with its tile references rewritten for one permutation."""
        got = self.permuted.get(order)
        if got is None:
            got = Prepared(self.length, rewrite(self.cond, order), self.flag,
                           rewrite(self.outputs, order), self.overflow,
                           rewrite(self.score, order), self.flags, False)
            if self.cacheable:
                self.permuted[order] = got
        return got

    def shifted(self, offset: float, vdir: int, hdir: int) -> Prepared:
        """The rule with its references shifted for a test at an offset (rule_offsets)."""
        key = (offset, vdir, hdir)
        got = self.shifts.get(key)
        if got is None:
            got = Prepared(self.length, shift_refs(self.cond, offset, vdir, hdir),
                           shift_refs(self.flag, offset, vdir, hdir),
                           shift_refs(self.outputs, offset, vdir, hdir), self.overflow,
                           shift_refs(self.score, offset, vdir, hdir), self.flags, False)
            if self.cacheable and offset == offset:
                self.shifts[key] = got
        return got


@dataclass
class Match:
    """A rule that applies at a cell: what to evaluate and where to put it."""

    rule: int
    length: int
    prep: Prepared
    vars: list[Any]
    info: list[Any]
    positions: list[Pos]
    pushed: list[Any]


def merge_rule_test_for(state: Any) -> Any:
    """The ``mergeRuleApplies`` test over a bare ``GameState`` (no game around it): what the
    conformance runner hands to vectors so that they exercise the engine's own test.
    ``state.merge_rules`` are compiled once, as they are when the function is called."""
    from .calc import Calc
    from .press_state import PressState
    from .rng import Mulberry32

    press = PressState(state, Mulberry32(0), int(state.width), int(state.height), 0)
    book = RuleBook(press, Calc(state))
    book.rules = compile_rules(state.merge_rules)
    return book.applies


def compile_rules(rules: list[Any]) -> list[RuleInfo]:
    out = []
    for i, raw in enumerate(rules):
        start = rule_body_start(raw)
        include = bool(raw) and raw[0] == "@include_gvars"
        defs_start = 1 if include else 0
        var_defs = raw[defs_start:start - 1] if start > defs_start else []
        body = raw[start:]
        length = body[0] if body else 1.0
        static = as_length(length) if type(length) is float else None
        info = RuleInfo(i, include, list(var_defs), body, static)
        outs = body[3] if len(body) > 3 else []
        calc_outputs = isinstance(outs, list) and bool(outs) and outs[0] == "@CalcArray"
        steps = body[7] if len(body) >= 9 and isinstance(body[7], list) else []
        info.early_presence = (static is not None and not info.has_prefix
                               and not (calc_outputs and may_act(outs)) and not may_act(steps))
        if (static == 0 and not info.has_prefix and len(body) >= 5
                and not (isinstance(body[3], list) and body[3] and body[3][0] == "@CalcArray")
                and all(tile_local(e) for e in body[1:5])):
            info.zero_memo = {}
        info.prefix_kind = prefix_kind(include, info.var_defs, body, static, calc_outputs)
        if info.prefix_kind:
            info.prefix_memo = {}
            info.prefix_reads = prefix_read(info.var_defs, body[1])
        if not calc_outputs:
            info.group_kind = memo_kind(body, info.has_prefix, static)
            info.group_memo = {} if info.group_kind else None
            info.group_read = read_entries(body[1])
            if static is not None and info.group_kind in (0, NUMERIC) and len(body) >= 5 \
                    and body[2] is True and len(body) < 9 and not info.has_prefix:
                info.group_compiled = compile_unordered(body[1], static)
                info.guarded = info.group_kind == 0 and info.group_compiled is not None
                # (A guarded rule's compiled test without ``applies`` still says "no" alone.)
                info.quick_no = (info.group_compiled is not None and not include
                                 and not var_defs and static >= 2)
            unordered_setup(info, body, static, MAX_UNORDERED)
            if static and not info.has_prefix and len(body) >= 5 and len(body) < 9 and \
                    body[2] is True:
                found = trailing_guards(body[1], static)
                info.this_terms = [t for t, _r in found if rule_reach(t, 1) == 0]
                if info.group_kind == 0 and info.group_compiled is None:
                    info.guards = [t for t, _r in found]
                    info.guards_read = union_read([r for _t, r in found])
        out.append(info)
    return out


#: Compiled rule lists kept for reuse, by their rules' exact content (``_data_key``).
_COMPILED: OrderedDict[Any, list[RuleInfo]] = OrderedDict()
COMPILED_KEEP = 8
"""How many different rule lists stay compiled (a new game of the same rules reuses them)."""


def _data_key(x: Any) -> Any:
    """A hashable key equal only for data no expression can tell apart (types kept apart,
    ``-0`` from ``0``, every NaN the same); None for data it does not know."""
    t = type(x)
    if t is list:
        out = []
        for e in x:
            k = _data_key(e)
            if k is None:
                return None
            out.append(k)
        return ("L", tuple(out))
    if t is str:
        return x
    if t is float:
        if x != x:
            return ("nan",)
        return ("f", x, math.copysign(1.0, x)) if x == 0 else ("f", x)
    if t is bool or t is int:
        return (t.__name__, x)
    if x is None or x is UNDEFINED:
        return (repr(x),)
    return None


def shared_compiled_rules(rules: list[Any], setting: Any = None) -> list[RuleInfo]:
    """``compile_rules(rules)``, shared by every game whose rules have the same content
    and the same ``setting`` (what else a remembered answer depends on: the entries per
    tile an expression may read and the evaluator's limits).

    Why: a new game copies the mode's rules, so compiling them again made new rewritten
    conditions (the evaluator plans expressions by identity: every game planned them again)
    and dropped the per-rule memos. A compiled rule depends on nothing but its text (the
    memos on its text and the tiles they are keyed by), so equal rules may share it. The
    shared copy is compiled from a private copy of the rules, which nothing else holds.
    """
    key = _data_key(rules)
    if key is None:
        return compile_rules(rules)
    key = (key, setting)
    got = _COMPILED.get(key)
    if got is None:
        got = compile_rules(copy_value(rules))
        _COMPILED[key] = got
        while len(_COMPILED) > COMPILED_KEEP:
            _COMPILED.popitem(last=False)
    else:
        _COMPILED.move_to_end(key)
    return got


class RuleBook:
    """The mode's merge rules, compiled, and the test of one rule at one cell.

    Reads the board of ``press.state`` (and its game variables for ``@include_gvars``);
    changes nothing itself: applying a match is the slide's job. ``rules`` is replaced as a
    whole when the mode's rules change (``set_rules``).
    """

    def __init__(self, press: PressState, calc: Calc) -> None:
        self.press = press
        self.state = press.state
        self.calc = calc
        self.rules: list[RuleInfo] = []
        # rules_for: the rules it was built for, and This tile key -> rules to test.
        self._for_rules: list[RuleInfo] | None = None
        self._by_this: dict[Any, list[RuleInfo]] = {}
        # ... or, when every rule is ``quick_no``: the longest group, and group key -> rules.
        self._group_len = 0
        self._by_group: dict[Any, list[RuleInfo]] = {}
        self._gvars_seen: list[Any] = []  # (``rule_memo.game_vars_text``)

    def rules_for(self, v: int, h: int, pv: int, ph: int,
                  tail: tuple[Any, Any, Any]) -> list[RuleInfo]:
        """The rules a scan at (v, h) tests, in order: all of them, less those that a term
        on This alone rules out for the tile there (``RuleInfo.this_terms``). Skipping
        such a rule is its test answering "no": its condition evaluates to something other
        than ``true`` with nothing else happening. The choice is remembered by the tile."""
        rules = self.rules
        if self._for_rules is not rules:
            self._for_rules = rules
            self._by_this = {}
            self._by_group = {}
            quick = [r.static_length or 0 for r in rules if r.quick_no]
            self._group_len = max(quick) if quick and all(
                r.quick_no or r.zero_memo is not None for r in rules) and not any(
                r.this_terms for r in rules) else 0
        if self._group_len:
            return self._rules_by_group(rules, v, h, pv, ph)
        if not any(r.this_terms for r in rules):
            return rules
        tile = self.state.grid[v][h]
        calc = self.calc
        if type(tile) is not list or type(calc) is not Calc or evaluating() or \
                calc.limits.max_steps < COMPILED_MIN_STEPS or \
                calc.limits.max_depth < COMPILED_MIN_DEPTH:
            return rules  # (under limits this low a skipped test could have stopped)
        key = tile_memo_key(tile)
        got = self._by_this.get(key)
        if got is None:
            got = []
            for rule in rules:
                info = [float(rule.static_length or 0), *tail]
                if all(to_boolean(calc.eval(t, f"MergeRules[{rule.index}][1]", v, h, pv, ph,
                                            info, None, vars=[])) for t in rule.this_terms):
                    got.append(rule)
            if len(self._by_this) >= MAX_ENTRIES:
                self._by_this.clear()
            self._by_this[key] = got
        return got

    def _rules_by_group(self, rules: list[RuleInfo], v: int, h: int, pv: int,
                        ph: int) -> list[RuleInfo]:
        """``rules_for`` when every rule is ``quick_no`` (or a length-0 rule the scan skips):
        the rules less those whose ``_compiled_says_no`` answers "no" here, remembered by
        what that answer depends on (the numbers of the straight run of number tiles ahead,
        where the tiles and that run end, and how far the path goes). Exact because testing
        such rules changes nothing, so the board is the same when the scan tests each."""
        calc = self.calc
        if type(calc) is not Calc or evaluating() or \
                calc.limits.max_steps < COMPILED_MIN_STEPS or \
                calc.limits.max_depth < COMPILED_MIN_DEPTH:
            return rules
        grid = self.state.grid
        press = self.press
        path = board.path(grid, press.width, press.height, v, h, pv, ph)
        n = min(self._group_len, len(path) + 1)
        nums: list[float] = []
        tiles = bad = n
        for i in range(n):
            r, c = (v, h) if i == 0 else path[i - 1]
            cell = grid[r][c]
            if type(cell) is not list:
                tiles = i
                break
            if bad == n:
                if r != v + i * pv or c != h + i * ph or not cell or type(cell[0]) is not float:
                    bad = i
                else:
                    nums.append(cell[0])
        key = (tuple(map(entry_key, nums)), bad, tiles, n)
        got = self._by_group.get(key)
        if got is None:
            got = []
            for rule in rules:
                length = rule.static_length
                compiled = rule.group_compiled
                if rule.quick_no and compiled is not None and length is not None:
                    if length > n or tiles < length:
                        continue  # a tile of the group missing: "no"
                    if bad >= length:
                        answer = compiled(nums[:length])
                        if answer is not None and not answer[0]:
                            continue
                got.append(rule)
            if len(self._by_group) >= MAX_ENTRIES:
                self._by_group.clear()
            self._by_group[key] = got
        return got

    def set_rules(self, rules: list[Any], fresh: bool = False) -> None:
        """Take ``rules`` (a mode's ``merge_rules``, already expanded) as the rules in force:
        compiled for this game alone when ``fresh`` (a live edit starts fresh memos), else
        shared with the games of the same rules (``shared_compiled_rules``)."""
        self.state.merge_rules = rules
        self.rules = compile_rules(rules) if fresh else shared_compiled_rules(
            rules, (self.state.tile_num_amount, self.calc.limits))

    def recompile(self) -> None:
        """Compile the rules in force again (fresh per-rule memos after a live edit)."""
        self.rules = compile_rules(self.state.merge_rules)

    def applies(self, rule_index: Any, ctx: EvalContext, offset: float,
                non_recursive: bool) -> bool:
        """The test behind the ``mergeRuleApplies`` operators (see ``rule_offsets``); the
        game state hands it to expressions as ``merge_rule_test``."""
        return merge_rule_test(self, rule_index, ctx, offset, non_recursive)

    def guard_applies(self, v: int, h: int, pv: int, ph: int,
                      info: list[Any]) -> Callable[[float, float], bool | None]:
        """``applies`` for a compiled subset guard at (v, h): ``r
        mergeRuleApplies_nonRecursive offset`` as the interpreter would answer it, or None
        when rule ``r``'s test at that offset needs the interpreter (nothing evaluated)."""
        state = self.state

        def applies(r: float, offset: float) -> bool | None:
            if not (r.is_integer() and 0 <= r < len(state.merge_rules)) or \
                    state.merge_rule_test is None:
                return None  # an error or a bare state: the interpreter says what happens
            return merge_rule_test_at(self, r, v, h, pv, ph, info, offset, True,
                                      compiled_only=True)

        return applies

    def _compiled_says_no(self, rule: RuleInfo, grid: list[list[Any]], v: int, h: int,
                          pv: int, ph: int, path: list[Pos]) -> bool:
        """Whether ``test`` would answer None for a ``quick_no`` rule here, told without its
        preparation: a tile missing from the group, or the compiled test failing on the
        group's numbers where ``condition_holds`` would run it. False: test in full."""
        length = rule.static_length
        if length - 1 > len(path) or type(grid[v][h]) is not list:  # type: ignore[operator]
            return True
        for k in range(length - 1):  # type: ignore[operator]
            r, c = path[k]
            if type(grid[r][c]) is not list:
                return True
        calc = self.calc
        if type(calc) is not Calc or evaluating() or \
                calc.limits.max_steps < COMPILED_MIN_STEPS or \
                calc.limits.max_depth < COMPILED_MIN_DEPTH:
            return False
        cell = grid[v][h]
        if not cell or type(cell[0]) is not float:
            return False
        numbers = [cell[0]]
        for k in range(length - 1):  # type: ignore[operator]
            r, c = path[k]
            cell = grid[r][c]
            if r != v + (k + 1) * pv or c != h + (k + 1) * ph or not cell or \
                    type(cell[0]) is not float:
                return False  # not the straight run, or not a number: test in full
            numbers.append(cell[0])
        got = rule.group_compiled(numbers)
        return got is not None and not got[0]

    def _shifted_compiled(self, rule: RuleInfo, cond: Any, where: str, ctx: EvalCtx,
                          vars: list[Any]) -> bool | None:
        """The condition of a compiled template rule tested at an offset (``cond`` is its
        shifted form), from the numbers its shifted tile references read; None (nothing
        changed) when the compiled test cannot stand in for the evaluation: not the plain
        evaluator, inside an evaluation, variables, small limits, or a reference that
        reads neither a number nor nothing (``"@NextNE -1 0"`` with no tile behind stays
        the text itself, which fails the number test and equals no number)."""
        calc = self.calc
        if vars or type(calc) is not Calc or evaluating() or \
                calc.limits.max_steps < COMPILED_MIN_STEPS or \
                calc.limits.max_depth < COMPILED_MIN_DEPTH:
            return None
        refs = cond[3][1:]
        numbers = []
        for ref in refs:
            try:
                x = calc.eval(ref, where + "[1]", *ctx)
            except GameError:
                return None
            if type(x) is not float and not (type(x) is str and x == ref and x[:1] == "@"):
                return None  # a reference that resolves (a cell behind: no tile) stays
            numbers.append(x)  # text, which every comparison of the test takes for NaN
        got = rule.group_compiled(numbers)
        if got is None:
            return None
        holds, after = got
        after[2] = [after[2][0], *refs]  # the references as shifted
        vars.extend(after)
        return holds

    # --- preparation -------------------------------------------------------------------------

    def _prepare(self, rule: RuleInfo, length: int, where: str, ctx: EvalCtx,
                 vars: list[Any], zero_phase: bool) -> Prepared:
        key = -1 - length if zero_phase else length
        got = rule.prepared.get(key)
        if got is not None:
            return got
        body = rule.body
        cacheable = True
        outputs = body[3] if len(body) > 3 else []
        if isinstance(outputs, list) and outputs and outputs[0] == "@CalcArray":
            if zero_phase:
                outputs = []  # quirk: evaluates an empty list, removing the tile
            else:
                outputs = self.calc.eval(outputs, where + "[3]", *ctx, vars=vars)
                cacheable = False
        if not isinstance(outputs, list):
            outputs = []
        outputs, overflow = split_markers(outputs)
        if zero_phase and overflow == 3:
            overflow = 0  # "@MergeOverflowPush" is not recognised by length-0 rules
        outputs = expand_fill(outputs, length)
        flags = body[5] if len(body) > 5 and isinstance(body[5], list) and body[5] else None
        if flags is None:
            flags = default_flags(len(outputs), length)
        cond = body[1] if len(body) > 1 else False
        if len(body) >= 9 and type(body[6]) is float and body[6] < length:
            steps = body[7] if isinstance(body[7], list) else []
            values = []
            for k, s in enumerate(steps):
                if type(s) is not float:
                    s = self.calc.eval(s, f"{where}[7][{k}]", *ctx, vars=vars)
                    cacheable = False
                values.append(float(s) if type(s) in (float, int) else 0.0)
            step_len = body[8] if type(body[8]) is float else 1.0
            cond = expand_condition(cond, values, int(body[6]), step_len, length)
        prep = Prepared(length, cond, body[2] if len(body) > 2 else True, outputs, overflow,
                        body[4] if len(body) > 4 else 0.0, flags, cacheable)
        if cacheable:
            rule.prepared[key] = prep
        return prep

    # --- the applicability test --------------------------------------------------------------

    def test(self, idx: int, v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
                   path: list[Pos], zero_phase: bool = False,
                   offset: float | None = None, compiled_only: bool = False) -> Any:
        """Does rule ``idx`` apply with This at (v, h)? ``tail`` is
        (slideAmount, moveType, directionIndex) of the addInfo. ``offset`` (not 0) tests
        the rule with its references shifted, as ``mergeRuleApplies`` does (rule_offsets).
        The answer is a ``Match`` or None; with ``compiled_only`` (for a compiled subset
        guard, ``guard_applies``) it is ``UNDECIDED`` instead of any evaluation that the
        rule's compiled test cannot stand in for, before anything is evaluated."""
        rule = self.rules[idx]
        if compiled_only and not (offset is not None and rule.group_compiled is not None
                                  and not rule.var_defs and rule.static_length is not None
                                  and len(rule.body) >= 5 and len(rule.body) < 9
                                  and rule.body[2] is True and not zero_phase):
            return UNDECIDED
        grid = self.state.grid
        calc = self.calc
        if rule.quick_no and rule.group_compiled is not None and offset is None and \
                not zero_phase and \
                self._compiled_says_no(rule, grid, v, h, pv, ph, path):
            return None
        if rule.order_lane and offset is None and not zero_phase and \
                order_says_no(calc, rule, grid, v, h, pv, ph, path):
            return None
        memo_key = None
        if rule.prefix_memo is not None and offset is None:
            memo_key = prefix_key(calc, rule, grid, v, h, (v, h, pv, ph, None, None), path,
                                  self.press, zero_phase, self._gvars_seen)
            hit = None if memo_key is None else rule.prefix_memo.get(memo_key)
            if hit is not None:  # the variables and answer these tiles gave before
                if hit is False:
                    return None
                n = rule.static_length or 0  # (a plain length: ``prefix_kind``)
                return self._matched(idx, n, rule.prepared[n], copy_value(hit),
                                     [float(n), *tail], v, h, pv, ph, path)
        where = f"MergeRules[{idx}]"
        length = rule.static_length
        if rule.early_presence and length is not None and offset is None:
            # Presence first: cheap, and nothing before it has side effects for such rules.
            if length - 1 > len(path):
                return None
            for k in range(length - 1):
                pv_, ph_ = path[k]
                if type(grid[pv_][ph_]) is not list:
                    return None
        # The length-0 phase hands its rules the info [0, ...].
        info1 = [0.0 if zero_phase else 1.0, *tail]
        if not zero_phase and rule.body:
            # The reference evaluates a rule's variables (and a length expression) with the
            # length entry *as written* in the addInfo: a number is the group's length, so
            # "@Next" without count sees the whole group; an expression is handed over raw.
            info1 = [float(length) if length is not None else rule.body[0], *tail]
        base = (v, h, pv, ph, info1, None)
        vars: list[Any] = []
        if rule.include_gvars:
            vars = list(self.state.game_vars)
        rereads = calc.rereads
        for k, d in enumerate(rule.var_defs):
            vars.append(calc.converted(d, f"{where}[{k}]", *base, vars))
        if calc.rereads != rereads:
            memo_key = None  # a value read again as a special string: it may read anything
        if memo_key is not None and not memo_key[0]:
            remember_prefix(rule, memo_key, None)  # the group is not there: no match
            return None
        if length is None:
            raw = calc.eval(rule.body[0] if rule.body else 1.0, where + "[0]", *base, vars=vars)
            length = as_length(raw)
            if zero_phase and length == 0 and not (type(raw) is float and raw == 0):
                return None  # end-of-turn rules need a length of exactly 0
        elif zero_phase and length == 0 and rule.body[0] != 0:
            return None
        info = [float(length), *tail]
        ctx = (v, h, pv, ph, info, None)
        prep = self._prepare(rule, length, where, ctx, vars, zero_phase)
        shift = None
        if offset is None:
            # Presence: This and Next 1 .. Next L-1 must be tiles.
            if type(grid[v][h]) is not list or length - 1 > len(path):
                return None
            for k in range(length - 1):
                pv_, ph_ = path[k]
                if type(grid[pv_][ph_]) is not list:
                    return None
            flag = prep.flag
        else:
            if not present_at_offset(self, v, h, pv, ph, length, offset, path, info,
                                     vars, where):
                return None
            shift = (offset, pv, ph)
            flag = prep.shifted(*shift).flag
        if (type(flag) is list and not (flag and flag[0] in CHECKS)) or (
                type(flag) is str and flag.startswith("@")):
            flag = calc.eval(flag, where + "[2]", *ctx, vars=vars)
        chosen: Prepared | None
        if flag is True:
            chosen = prep if shift is None else prep.shifted(*shift)
            if shift is None and (rule.group_memo is not None
                                  or rule.group_compiled is not None):
                applies = self.guard_applies(v, h, pv, ph, info) if rule.guarded else None
                if not condition_holds(calc, rule, chosen.cond, where, ctx, vars, grid, v, h,
                                       path, length, zero_phase, applies):
                    return None
            elif shift is not None and rule.group_compiled is not None:
                holds = self._shifted_compiled(rule, chosen.cond, where, ctx, vars)
                if holds is None:
                    if compiled_only:
                        return UNDECIDED
                    holds = calc.eval(chosen.cond, where + "[1]", *ctx, vars=vars) is True
                if not holds:
                    return None
            elif rule.guards and shift is None and guards_fail(
                    calc, rule, where, ctx, vars, grid, v, h, path, length, zero_phase):
                return None
            elif calc.eval(chosen.cond, where + "[1]", *ctx, vars=vars) is not True:
                if memo_key is not None:
                    remember_prefix(rule, memo_key, None)
                return None
        elif flag is False and shift is None and rule.order_memo is not None:
            chosen = unordered_remembered(self, rule, prep, where, ctx, vars, length, v, h,
                                          path, zero_phase)
            if chosen is None:
                return None
        else:
            if flag is False and shift is None and rule.order_guards and \
                    ordering_guards_fail(calc, rule, where, ctx, vars, grid, v, h, path,
                                         length):
                return None
            chosen = self._try_permutations(prep, flag, where, ctx, vars, length, shift)
            if chosen is None:
                return None
        if memo_key is not None:
            remember_prefix(rule, memo_key, vars)
        return self._matched(idx, length, chosen, vars, info, v, h, pv, ph, path)

    def _matched(self, idx: int, length: int, chosen: Prepared, vars: list[Any],
                 info: list[Any], v: int, h: int, pv: int, ph: int,
                 path: list[Pos]) -> Match | None:
        """The match of a rule whose condition held: its cells (and those its overflow
        outputs take behind This, which may be missing: no match)."""
        # At an offset the group may run past the path; only the base matters then.
        positions = [path[k] for k in range(min(length - 1, len(path)) - 1, -1, -1)] + [(v, h)]
        pushed: list[Any] = []
        extra = len(chosen.outputs) - max(length, 1)
        if extra > 0:
            placed = self.overflow_cells(v, h, pv, ph, extra, chosen.overflow)
            if placed is None:
                return None
            positions += placed[0]
            pushed = placed[1]
        return Match(idx, length, chosen, vars, info, positions, pushed)

    def _try_permutations(self, prep: Prepared, flag: Any, where: str, ctx: EvalCtx,
                          vars: list[Any], length: int,
                          shift: tuple[float, int, int] | None = None) -> Prepared | None:
        """The rule rewritten for the first ordering of the group whose condition holds."""
        found = self.find_order(prep, flag, where, ctx, vars, length, shift)
        return None if found is None else found[1]

    def find_order(self, prep: Prepared, flag: Any, where: str, ctx: EvalCtx,
                    vars: list[Any], length: int, shift: tuple[float, int, int] | None = None,
                    ) -> tuple[tuple[int, ...], Prepared] | None:
        """(ordering, rewritten rule) of ``_try_permutations``. With ``shift`` (a test at
        an offset) each ordering is applied first and the offset second, as the reference
        does."""
        calc = self.calc
        check_end = None
        if type(flag) is list and flag and flag[0] in CHECKS:
            rest = flag[1:]
            if flag[0] == "@CheckStart":
                if not to_boolean(calc.eval(rest, where + "[2]", *ctx, vars=vars)):
                    return None
            else:
                check_end = rest
                if shift is not None and type(prep.flag) is list and prep.flag[:1] == [
                        "@CheckEnd"]:
                    check_end = prep.flag[1:]
        if length > MAX_UNORDERED:
            raise GameError(where, CalcArrayError(
                f"unordered rule of length {length}: {length}! orderings is too many to try "
                f"(limit {MAX_UNORDERED})", kind="limit"))
        for order in permutations(length):
            cand = prep.permute(order)
            if shift is not None:
                cand = cand.shifted(*shift)
            if calc.eval(cand.cond, where + "[1]", *ctx, vars=vars) is True:
                if check_end is not None:
                    end = rewrite(check_end, order)
                    if shift is not None:
                        end = shift_refs(end, *shift)
                    if not to_boolean(calc.eval(end, where + "[2]", *ctx, vars=vars)):
                        return None
                return order, cand
        return None

    def overflow_cells(self, v: int, h: int, pv: int, ph: int, extra: int,
                        kind: int) -> tuple[list[Pos], list[Any]] | None:
        """Cells behind This for ``extra`` overflow outputs, or None."""
        grid = self.state.grid
        w, hh = self.press.width, self.press.height
        cells: list[Pos] = []
        pushed: list[Any] = []
        cur = (v, h)
        while extra > 0:
            if kind == 1:
                nxt = board.counted_walk(grid, w, hh, cur[0], cur[1], pv, ph, -1, full=True)
            else:
                nxt = board.step(grid, w, hh, cur[0], cur[1], -pv, -ph)
            if nxt is None:
                return None
            cell = grid[nxt[0]][nxt[1]]
            if is_hole(cell) or (kind == 0 and cell != EMPTY):
                return None
            if kind == 3 and type(cell) is list:
                pushed.append(cell)
                extra += 1
            cells.append(nxt)
            cur = nxt
            extra -= 1
        return cells, pushed

    # --- outputs -------------------------------------------------------------------------------

    def eval_outputs(self, m: Match, v: int, h: int, pv: int, ph: int) -> list[Any]:
        """The output tiles of a match (front-most first), pushed tiles appended."""
        calc = self.calc
        where = f"MergeRules[{m.rule}][3]"
        ctx = (v, h, pv, ph, m.info, None)
        tiles: list[Any] = []
        for j, o in enumerate(m.prep.outputs):
            if type(o) is list and not (o and o[0] == "@CalcArray"):
                tiles.append([calc.eval(e, f"{where}[{j}]", *ctx, vars=m.vars) for e in o])
                continue
            val = calc.eval(o, f"{where}[{j}]", *ctx, vars=m.vars)
            tiles.append(_as_cell(val))
        return tiles + list(m.pushed)


def _as_cell(val: Any) -> Any:
    if type(val) is bool:
        return EMPTY
    if type(val) is list or type(val) is str:
        return val
    return [val]
