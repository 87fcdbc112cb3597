"""Static diagnostics for CalcArray: the mistakes the lenient reference passes in silence.

The reference evaluator never complains: ``[3, "plus", 2]`` is 3, ``[1, "==", 1]`` is 1 (so
a merge rule using ``==`` never fires), ``"@Parrent -1"`` stays a text that counts as 0, a
missing ``@end-if`` just runs on. ``evaluate`` must stay that faithful, so the help comes
beside it: ``lint(expr)`` walks an expression the way the step loop would (the same removal
counts, block extents and preamble rules) without running it, and returns
:class:`Diagnostic` objects naming the path, what is wrong and, where one exists, a
suggestion. Only sub-expressions that are provably constant (no special strings, no random
or game operators) are evaluated, in a throw-away context under a small step limit.

Kinds: ``lint(expr)`` for an expression, ``kind="merge_rule"`` for a whole merge rule
(``[length, condition, inOrder, outputs, score, flags, ...]``), ``kind="tile_type"`` for a
TileTypes display rule and ``kind="color"`` for a colour expression.
"""

from __future__ import annotations

import copy
import difflib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import operators as _operators
from .blocks import CONTROL_WORDS, block_end
from .colorexpr import GRADIENT_KINDS, SINGLE_KINDS, SYSTEMS
from .context import EvalContext, Limits
from .convert import LITERAL, PREAMBLE_WORDS, STRIPPED_WORDS
from .errors import CalcArrayError, format_path
from .evaluator import LOOSE_RC, evaluate
from .jsnum import string_to_number
from .special_strings import _COORD_WORDS, _FROM, _HANDLERS, _parse
from .state import GameState
from .words import WORDS as _VAR_WORDS

__all__ = ["Diagnostic", "lint", "KINDS"]

KINDS = ("expression", "merge_rule", "tile_type", "color")
#: Nesting depth below which ``lint`` looks no further (the evaluator's own limit is 200).
MAX_DEPTH = 400

#: Words a learner brings from other languages, and what CalcArray calls them.
COMMON_MISTAKES: dict[str, str] = {
    "==": "=", "===": "=", "!==": "!=", "<>": "!=", "=<": "<=", "=>": ">=", "≠": "!=",
    "and": "&&", "or": "||", "not": "!", "&": "&&", "|": "||", "plus": "+", "add": "+",
    "minus": "-", "sub": "-", "times": "*", "mul": "*", "x": "*", "div": "/", "pow": "^",
    "power": "^", "xor": "bit^", "len": "arr_length", "length": "arr_length",
    "concat": "str_concat", "push": "arr_push", "map": "arr_map", "filter": "arr_filter",
    "sort": "arr_sort", "reduce": "arr_reduce", "elem": "arr_elem", "modulo": "mod",
    "if": "@if", "else": "@else", "repeat": "@repeat", "end-if": "@end-if",
    "end-repeat": "@end-repeat", "end-else": "@end-else",
}

# "@" strings that are not special strings but mean something elsewhere (cells, colours, text
# expressions, merge-rule markers): no "resolves to nothing" warning for them.
_CELL_WORDS = {"@Empty", "@Void", "@Slippery"}
DISPLAY_WORDS = set(GRADIENT_KINDS) | set(SINGLE_KINDS) | set(SYSTEMS) | {
    "@multi-gradient", "@rotate", "@GradientDetails", "@CalcArrayNumber", "@ColorScheme",
    "@DisplayTile", "@TextE", "@ComposeTE", "@Bold", "@UnBold", "@Italic", "@UnItalic",
    "@Underline", "@Overline", "@Strikethrough", "@NoLine", "@Superscript", "@Subscript",
    "@TextColor", "@TextShadow",
}
_RULE_WORDS = {"@MergeOverflowEmpty", "@MergeOverflowSlot", "@MergeOverflowOverwrite",
               "@MergeOverflowPush", "@MergeReverseStart", "@CheckStart", "@CheckEnd"}
_CLOSERS = {"@end-if": "@if", "@end-else-if": "@else-if", "@end-else": "@else",
            "@end-repeat": "@repeat", "@end-stack": "@repeat"}
_KNOWN_AT = (_CELL_WORDS | DISPLAY_WORDS | _RULE_WORDS | set(PREAMBLE_WORDS) | {"@end_vars"}
             | set(CONTROL_WORDS) | set(_CLOSERS) | set(_VAR_WORDS) | set(_FROM)
             | set(_COORD_WORDS))
# Operators whose result is never the same twice or that touch the game: never "constant".
_IMPURE = {"rand_int", "rand_float", "rand_bigint", "weightedRandomArrayEntry", "@add_score",
           "@primesUpdate", "@ScriptSignal", "output", "console.log", "announce", "tileValue",
           "mergeRuleApplies", "mergeRuleApplies_nonRecursive", "discoveredTilesFilter",
           "CalcArray", "CalcArrayParent", "customDIVESeedUnlock", "evaluateColor"}
_CONST_AT = {LITERAL, "@CalcArray", "@end_vars"} | set(STRIPPED_WORDS) | set(CONTROL_WORDS) \
    | set(_CLOSERS)
_ARITH = {"number", "bigint"}
_CONTINUATIONS = {"arr_reduce", "arr_reduceRight", "CalcArrayParent"}
# Special strings that give a whole tile (an array that keeps its literal marker when a
# number operator converts it, so it reads as 0) and how many parts they have then.
_WHOLE_TILE = {"@This": 1, "@Next": 2, "@NextNE": 2, "@NextFull": 2, "@Relative": 3}
_TILE_HEADS = {"@This", "@Next", "@NextNE", "@NextFull", "@Relative"}


@dataclass(frozen=True)
class Diagnostic:
    """One finding: where (``path`` into the linted value), how bad, what, and a fix.

    ``severity`` is ``"error"`` (the expression throws or can never work), ``"warning"``
    (it runs but almost surely not as meant) or ``"info"``. ``code`` is a short category
    (``unknown-operator``, ``unresolved-string``, ``unterminated-block``, ``stray-word``,
    ``coerced-value``, ``number-vs-bigint``, ``tile-entry``, ``unreachable``,
    ``constant-condition``, ``not-an-expression``, ``var-retain`` (an ``arr_*`` function
    reading an outer variable it cannot see), ``python-int`` (a Python ``int``, so a BigInt,
    where a tile entry or a number is meant)).
    """

    path: tuple[int, ...]
    severity: str
    message: str
    suggestion: str | None = None
    code: str = ""

    def where(self, root: str = "expr") -> str:
        return format_path(self.path, root)

    def __str__(self) -> str:
        text = f"{self.severity}: {self.where()}: {self.message}"
        return text + (f" ({self.suggestion})" if self.suggestion else "")

    def to_json(self) -> dict[str, Any]:
        return {"path": list(self.path), "where": self.where(), "severity": self.severity,
                "message": self.message, "suggestion": self.suggestion, "code": self.code}


def lint(expr: Any, kind: str = "expression", *, tile_length: int | None = None,
         merge_length: int | None = None) -> list[Diagnostic]:
    """Diagnostics for ``expr`` read as ``kind`` (one of ``KINDS``); never evaluates it.

    ``tile_length`` (the mode's TileNumAmount) enables the ``@This k`` / ``@Next i k`` range
    checks; ``merge_length`` is the number of tiles a merge rule covers (read from the rule
    itself when it is a plain number).
    """
    if kind == "colour":
        kind = "color"
    if kind not in KINDS:
        raise ValueError(f"lint kind must be one of {', '.join(KINDS)}, not {kind!r}")
    linter = _Linter(tile_length, merge_length)
    if kind == "expression":
        linter.value(expr, ())
    elif kind == "merge_rule":
        linter.merge_rule(expr)
    elif kind == "tile_type":
        linter.tile_type(expr)
    else:
        linter.color(expr, ())
    return linter.out


def suggest_operator(word: str) -> str | None:
    """The operator a learner most likely meant by an unknown word, if any."""
    if word in COMMON_MISTAKES:
        return COMMON_MISTAKES[word]
    names = list(_operators.REGISTRY)
    lower = {n.lower(): n for n in names}
    if word.lower() in lower:
        return lower[word.lower()]
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.75)
    return close[0] if close else None


def suggest_string(text: str) -> str | None:
    """A special string close to an unresolved one (``@Parrent -1`` -> ``@Parent -1``)."""
    parts = text.split(" ")
    head = parts[0]
    heads = list(_HANDLERS)
    if head not in _HANDLERS:
        lower = {h.lower(): h for h in heads}
        fixed = lower.get(head.lower())
        if fixed is None:
            close = difflib.get_close_matches(head, heads, n=1, cutoff=0.7)
            fixed = close[0] if close else None
        if fixed is None:
            return None
        candidate = " ".join([fixed, *parts[1:]])
        return candidate if _parse(candidate) is not None else fixed
    return None


def _kind_of(x: Any) -> str | None:
    """The type a literal entry has before conversion (None when only evaluation can tell)."""
    t = type(x)
    if t is float:
        return "number"
    if t is int:
        return "bigint"
    if t is bool:
        return "boolean"
    if t is str and not x.startswith("@"):
        return "string"
    if t is list and x and x[0] == LITERAL:
        return "array"
    return None


def _result_kind(x: Any) -> str | None:
    """Best static guess of what an entry evaluates to (literal type or last operator's)."""
    k = _kind_of(x)
    if k is not None or type(x) is not list:
        return k
    last = None
    for e in x:
        if type(e) is str and e in _operators.REGISTRY:
            last = e
    if last is None:
        return _kind_of(x[0]) if len(x) == 1 else None
    return _op_result_kind(last)


def _op_result_kind(name: str) -> str | None:
    op = _operators.REGISTRY[name]
    module = op.func.__module__.rsplit(".", 1)[-1]
    if name in {"=", "!=", ">", "<", ">=", "<=", "&&", "||", "&&nsc", "||nsc", "!",
                "str_includes", "arr_includes", "arr_eqRearrange"}:
        return "boolean"
    if module == "number" or name in {"str_length", "arr_length", "signBR"}:
        return "number"
    if module == "bigint" and name not in {"perfectPowerFormB", "rand_bigint"}:
        return "bigint"
    return None


def _is_constant(x: Any) -> bool:
    """True when ``x`` reads nothing of the game and draws nothing: its value is fixed."""
    t = type(x)
    if t is str:
        return not x.startswith("@") or x in _CONST_AT or x.startswith("@@")
    if t is list:
        return all(_is_constant(e) for e in x) and not any(
            type(e) is str and e in _IMPURE for e in x)
    return True


_NOT_CONSTANT = object()


def constant_value(x: Any) -> Any:
    """The value of a constant entry (evaluated as a condition would be), else a sentinel."""
    if not _is_constant(x):
        return _NOT_CONSTANT
    if type(x) is not list:
        return x
    try:
        ctx = EvalContext(state=GameState(random=lambda: 0.5), limits=Limits(max_steps=5_000))
        return evaluate(copy.deepcopy(x), ctx)
    except (CalcArrayError, RecursionError):
        return _NOT_CONSTANT


class _Linter:
    def __init__(self, tile_length: int | None, merge_length: int | None) -> None:
        self.tile_length = tile_length
        self.merge_length = merge_length
        self.out: list[Diagnostic] = []
        self.too_deep = False
        # For each array being linted: does it see variables defined by an enclosing array?
        self.scopes: list[bool] = []

    def add(self, path: Sequence[int], severity: str, code: str, message: str,
            suggestion: str | None = None) -> None:
        self.out.append(Diagnostic(tuple(path), severity, message, suggestion, code))

    # --- values and strings -------------------------------------------------------------

    def value(self, x: Any, path: tuple[int, ...]) -> None:
        """An entry converted by a resolving family: arrays are expressions."""
        if type(x) is list:
            if len(path) > MAX_DEPTH:
                if not self.too_deep:
                    self.too_deep = True
                    self.add(path, "info", "too-deep",
                             f"nested more than {MAX_DEPTH} deep: not linted further (the "
                             "evaluator stops at its own depth limit)")
                return
            self.array(x, path)
        elif type(x) is str:
            self.string(x, path)

    def string(self, s: str, path: tuple[int, ...]) -> None:
        if not s.startswith("@") or s.startswith("@@") or s in _KNOWN_AT:
            return
        if s.startswith("@TemporaryHole"):
            return
        parsed = _parse(s)
        head = s.split(" ")[0]
        if parsed is None:
            hint = suggest_string(s)
            if head in _HANDLERS:
                msg = (f'"{s}" has the wrong number of parts for {head}, so it resolves to '
                       "nothing and stays this text (0 in arithmetic)")
            else:
                msg = (f'"{s}" is no special string: it stays this text (0 in arithmetic, '
                       "never equal to a number)")
            self.add(path, "warning", "unresolved-string", msg,
                     f"did you mean `{hint}`?" if hint else
                     'write "@@..." if you meant the text itself')
            return
        self.tile_entry(s, path)

    def tile_entry(self, s: str, path: tuple[int, ...]) -> None:
        """``@This k``, ``@Next d k``, ``@Next d l k``, ``@Relative dv dh k``: check k."""
        parts = s.split(" ")
        while len(parts) >= 2 and parts[-2] in _FROM:
            del parts[-2:]
        head = parts[0]
        if head not in _TILE_HEADS:
            return
        k_text = None
        if head == "@This" and len(parts) == 2:
            k_text = parts[1]
        elif head == "@Relative" and len(parts) == 4:
            k_text = parts[3]
        elif head in {"@Next", "@NextNE", "@NextFull"} and len(parts) >= 3:
            k_text = parts[-1] if head == "@Next" else parts[2]
        if head == "@Next" and len(parts) >= 2 and self.merge_length is not None:
            d = string_to_number(parts[1])
            if d == d and not math.isinf(d) and d >= self.merge_length:
                # info: rules do look past their tiles on purpose (look-ahead conditions)
                self.add(path, "info", "tile-entry",
                         f'"{s}" looks {int(d)} tiles ahead, past this {self.merge_length}-tile '
                         "merge", f"the tiles of the merge are @This and @Next 1 .. @Next "
                                  f"{self.merge_length - 1}")
        if k_text is None or k_text in _COORD_WORDS:
            return
        k = string_to_number(k_text)
        if not (k == k and not math.isinf(k) and k.is_integer() and k >= 0):
            self.add(path, "warning", "tile-entry",
                     f'"{s}": entry {k_text!r} is not a tile entry index, so the string '
                     "resolves to nothing", "entries are numbered 0, 1, 2, ...")
        elif self.tile_length is not None and k >= self.tile_length:
            self.add(path, "warning", "tile-entry",
                     f'"{s}" reads entry {int(k)} but tiles have {self.tile_length} '
                     f"entr{'y' if self.tile_length == 1 else 'ies'} (TileNumAmount), so it "
                     "resolves to nothing and stays this text",
                     f"use an entry below {self.tile_length} or raise TileNumAmount")

    # --- arrays and the step loop ---------------------------------------------------------

    def array(self, arr: list[Any], path: tuple[int, ...], continuation: bool = False) -> None:
        """An expression array; a ``continuation`` (the function of arr_reduce and
        CalcArrayParent) gets a running value put in front, so it starts with an operator."""
        if not arr:
            return
        outer = bool(self.scopes and self.scopes[-1])
        sees = "@end_vars" in arr or (outer and arr[0] == "@var_retain")
        self.scopes.append(sees)
        try:
            self._array(arr, path, continuation)
        finally:
            self.scopes.pop()

    def _array(self, arr: list[Any], path: tuple[int, ...], continuation: bool) -> None:
        n = len(arr)
        k0 = 0
        first = arr[0]
        if type(first) is str and first in PREAMBLE_WORDS:
            while k0 < n and type(arr[k0]) is str and arr[k0] in STRIPPED_WORDS:
                k0 += 1
            if k0 < n and arr[k0] == LITERAL:
                self.literal(arr, path, k0 + 1)
                return
            if k0 < n and arr[k0] == "@include_gvars":
                k0 += 1
        if "@end_vars" in arr:
            end = arr.index("@end_vars")
            for i in range(k0, end):
                self.value(arr[i], (*path, i))
            k0 = end + 1
        if continuation:
            self.steps(arr, k0 - 1, n, path, block=True)
            return
        if k0 >= n:
            return
        self.value(arr[k0], (*path, k0))
        self.steps(arr, k0, n, path)

    def literal(self, arr: list[Any], path: tuple[int, ...], start: int) -> None:
        """Inside a literal only ``["@CalcArray", ...]`` parts are expressions."""
        for i in range(start, len(arr)):
            e = arr[i]
            if type(e) is list and e:
                if e[0] == "@CalcArray":
                    self.array(e[1:], (*path, i))  # paths inside are shifted by one
                else:
                    self.literal(e, (*path, i), 0)

    def steps(self, arr: list[Any], k0: int, n: int, path: tuple[int, ...],
              block: bool = False) -> None:
        """The step loop over ``arr[k0+1:n]``; in a block ``arr[k0]`` is not the running
        value (the block's input is whatever ran before)."""
        k = k0 + 1
        last_rc = 2
        seen_if = False
        running_kind = None if block else _result_kind(arr[k0])
        while k < n:
            op = arr[k]
            where = (*path, k)
            if type(op) is list:
                self.array(op, where)
                return  # the operator is only known when it runs
            if type(op) is not str:
                self.add(where, "warning", "unknown-operator",
                         f"{_show(op)} stands where an operator belongs: it does nothing and "
                         "swallows the next entry",
                         "put an operator between values, e.g. [1, \"+\", 5]")
                if k + 1 < n:
                    self.value(arr[k + 1], (*path, k + 1))
                k += 2
                last_rc = 2
                continue
            if op in _operators.REGISTRY:
                rc = self.operator(arr, k, n, path, -1 if block else k0, running_kind)
                running_kind = _op_result_kind(op)
                k += rc
                last_rc = rc
                continue
            if op in CONTROL_WORDS:
                rc = self.control(arr, k, n, path, seen_if)
                seen_if = seen_if or op in ("@if", "@else-if")
                running_kind = None
                k += rc
                last_rc = rc
                continue
            if op in _VAR_WORDS:
                known = {"@replace_tile": 4, "@run_script": 2}.get(op)
                if known is not None:
                    rc = known
                else:
                    rc = 3 if op.startswith(("@edit_", "@insert_")) else 2
                for j in range(k + 1, min(k + rc, n)):
                    self.value(arr[j], (*path, j))
                k += rc
                last_rc = rc
                continue
            if op.startswith("@"):
                if op in _CLOSERS:
                    self.add(where, "warning", "stray-word",
                             f'stray "{op}": no {_CLOSERS[op]} block is open here, so it is an '
                             f"unknown word that skips {last_rc} entr"
                             f"{'y' if last_rc == 1 else 'ies'}",
                             f"remove it, or open the block with {_CLOSERS[op]}")
                else:
                    hint = op[1:] if op[1:] in _operators.REGISTRY else None
                    if hint is None:
                        words = [*CONTROL_WORDS, *_VAR_WORDS,
                                 *(o for o in _operators.REGISTRY if o.startswith("@"))]
                        close = difflib.get_close_matches(op, words, n=1, cutoff=0.7)
                        hint = close[0] if close else None
                    self.add(where, "warning", "unknown-operator",
                             f'"{op}" is not a word the evaluator knows: it does nothing and '
                             f"skips {last_rc} entr{'y' if last_rc == 1 else 'ies'}",
                             f"did you mean `{hint}`?" if hint else None)
                k += last_rc
                continue
            rc = LOOSE_RC.get(op, 2)
            hint = suggest_operator(op)
            if op == "end-stack":
                self.add(where, "warning", "stray-word",
                         '"end-stack" closes @if/@else blocks, but none is open here')
            else:
                self.add(where, "warning", "unknown-operator",
                         f'"{op}" is not an operator: the running value is kept and the next '
                         "entry is ignored",
                         f"did you mean `{hint}`?" if hint else
                         'see calcarray.describe(...) for the operators')
            if k + 1 < n:
                self.value(arr[k + 1], (*path, k + 1))
            k += 2
            last_rc = 2

    def operator(self, arr: list[Any], k: int, n: int, path: tuple[int, ...], k0: int,
                 running_kind: str | None) -> int:
        name = arr[k]
        op = _operators.REGISTRY[name]
        families = op.args
        # str_indexOfFrom & co. read one entry more than they remove (it acts as the next op)
        for j, fam in enumerate(families):
            idx = k + 1 + j
            if idx >= n:
                break
            entry = arr[idx]
            apath = (*path, idx)
            if fam == "raw":
                if type(entry) is list:
                    if name.startswith("arr_") and self.scopes and self.scopes[-1]:
                        self.function_vars(name, entry, apath)
                    self.array(entry, apath, continuation=name in _CONTINUATIONS)
                else:
                    self.add(apath, "error", "not-an-expression",
                             f"{name} needs an expression array here, not {_show(entry)}: it "
                             "fails as soon as it calls it", f"write it as [{_show(entry)}]")
                continue
            if fam == "none":
                if type(entry) is list:
                    self.array(entry, apath)
                continue
            self.value(entry, apath)
            if fam in _ARITH:
                self.coerced(entry, apath, name, fam)
        if op.family in _ARITH and k == k0 + 1:
            self.coerced(arr[k0], (*path, k0), name, op.family)
        if name in ("=", "!=") and k + 1 < n:
            right = _result_kind(arr[k + 1])
            pair = {running_kind, right}
            sides = [k + 1] + ([k0] if k == k0 + 1 and k0 >= 0 else [])
            if any(_is_tile_entry(arr[i]) for i in sides):
                for i in sides:
                    if type(arr[i]) is int:
                        self.python_int(arr[i], (*path, i), "a tile entry")
                        pair = set()
            if pair == {"number", "bigint"}:
                never = "false" if name == "=" else "true"
                self.add((*path, k), "warning", "number-vs-bigint",
                         f'"{name}" compares a number with a BigInt: they are never strictly '
                         f"equal (1 and 1n differ), so this is always {never}",
                         "make both sides the same type: a Python int is a BigInt in "
                         "CalcArray, write 1.0 for the number 1, or convert with \"BigInt\"")
        rc = op.rc
        return rc

    def coerced(self, entry: Any, path: tuple[int, ...], name: str, fam: str) -> None:
        zero = "0n" if fam == "bigint" else "0"
        if type(entry) is str and entry.startswith("@"):
            parts = entry.split(" ")
            if _WHOLE_TILE.get(parts[0]) == len(parts):
                self.add(path, "warning", "coerced-value",
                         f'"{entry}" gives a whole tile (an array), which {name} reads as '
                         f"{zero}", f'wrap it to get the tile\'s value: ["{entry}"], or read '
                                    f'an entry: "{entry} 0"')
        elif type(entry) is str:
            if string_to_number(entry) != string_to_number(entry):
                self.add(path, "warning", "coerced-value",
                         f'"{entry}" is not a number: {name} silently reads it as {zero}',
                         "use a number, or a string operator such as str_concat for text")
        elif type(entry) is list and entry and entry[0] == LITERAL and len(entry) != 2:
            self.add(path, "warning", "coerced-value",
                     f"an array of {len(entry) - 1} elements is not a number: {name} silently "
                     f"reads it as {zero}", "pick one element with arr_elem first")
        elif type(entry) is bool:
            self.add(path, "info", "coerced-value",
                     f"{name} reads {str(entry).lower()} as {int(entry)}")

    def function_vars(self, name: str, func: list[Any], path: tuple[int, ...]) -> None:
        """``@Var k`` (k >= 0) read in an ``arr_*`` function that does not retain the
        variables of the expression around it."""
        if func and func[0] == "@var_retain":
            return
        for sub, word in _strings(func, path):
            parts = word.split(" ")
            if parts[0] != "@Var" or len(parts) != 2:
                continue
            k = string_to_number(parts[1])
            if not (k == k and k >= 0):
                continue
            self.add(sub, "warning", "var-retain",
                     f'"{word}" inside the {name} function does not read the outer variable '
                     f"{parts[1]}: a function array starts with no variables but the index and "
                     "the element (@Var -2 and @Var -1), so without @var_retain the outer "
                     f"variables are out of sight and @Var {parts[1]} is "
                     + ("the index" if k == 0 else "the element" if k == 1 else "nothing"),
                     'start the function with "@var_retain": ["@var_retain", ...]; the '
                     "element is then @Var -1 and the index @Var -2")

    def python_int(self, value: int, path: tuple[int, ...], what: str) -> None:
        self.add(path, "warning", "python-int",
                 f"{value} is a Python int, so a BigInt ({value}n) in CalcArray, where "
                 f"{what} (a number) is expected: {value}n never equals the number {value}",
                 f"write {value}.0, or give the value as JSON text where {value} is a number")

    def control(self, arr: list[Any], k: int, n: int, path: tuple[int, ...],
                seen_if: bool) -> int:
        word = arr[k]
        where = (*path, k)
        close = {"@if": "@end-if", "@else-if": "@end-else-if", "@else": "@end-else",
                 "@repeat": "@end-repeat"}[word]
        if word == "@else":
            bs = k + 1
        else:
            bs = k + 2
            if k + 1 < n:
                self.condition(word, arr[k + 1], (*path, k + 1))
            else:
                self.add(where, "warning", "unterminated-block",
                         f"{word} has no condition entry after it")
        be = block_end(arr, bs, n, word) if bs < n else n
        if be >= n:  # info: authors do leave the last block open on purpose
            self.add(where, "info", "unterminated-block",
                     f"{word} has no {close}: its block runs to the end of the array",
                     f'add "{close}" where the block should end')
        if word in ("@else", "@else-if") and not seen_if:
            self.add(where, "warning", "stray-word",
                     f"{word} has no @if before it in this array, so it never runs",
                     "put it right after an @if ... @end-if")
        if bs < min(be, n):
            self.steps(arr, bs - 1, min(be, n), path, block=True)
        if word == "@repeat" and k + 1 < n:
            cond = arr[k + 1]
            value = constant_value(cond) if type(cond) is list else _NOT_CONSTANT
            if value is True:
                rest = n - (be + 1)
                msg = ("@repeat's condition is always true, so the loop never ends (the "
                       "evaluator stops at its step limit)")
                if rest > 0:
                    msg += f" and the {rest} entr{'y' if rest == 1 else 'ies'} after it never run"
                self.add(where, "warning", "unreachable", msg,
                         "make the condition depend on a variable the block changes, or use a "
                         "count")
        return (be + 1 if be < n else n) - k

    def condition(self, word: str, cond: Any, path: tuple[int, ...]) -> None:
        self.value(cond, path)
        if word == "@repeat":
            if type(cond) is bool or (type(cond) is str and string_to_number(cond) !=
                                      string_to_number(cond) and not cond.startswith("@")):
                self.add(path, "warning", "constant-condition",
                         f"@repeat {_show(cond)} never runs: a count must be a number and a "
                         "condition an array", f"write [{_show(cond)}] for a condition")
            return
        if type(cond) is str and cond.split(" ")[0] == "@Var":
            self.add(path, "warning", "constant-condition",
                     f'a condition written as the plain string "{cond}" never sees the '
                     "variables", f'write ["@var_retain", "{cond}"]')
            return
        if type(cond) is bool:
            return  # written as true/false on purpose
        value = constant_value(cond)
        if value is _NOT_CONSTANT or value is True:
            return
        never = "the rule never fires" if word == "merge rule" else f"the {word} block never runs"
        self.add(path, "warning", "constant-condition",
                 f"this condition is always {_show(value)}, never exactly true, so {never}",
                 "conditions must give the boolean true (1 or \"true\" do not count)")

    # --- mode parts -------------------------------------------------------------------------

    def merge_rule(self, rule: Any) -> None:
        if type(rule) is not list:
            self.add((), "error", "not-an-expression", "a merge rule is a list")
            return
        start = 0
        if rule and rule[0] == "@include_gvars":
            start = 1
        if "@end_vars" in rule:
            end = rule.index("@end_vars")
            for i in range(start, end):
                self.value(rule[i], (i,))
            start = end + 1
        body = rule[start:]
        if len(body) < 5:
            self.add((), "error", "not-an-expression",
                     "a merge rule needs [length, condition, inOrder, outputs, score, flags]")
            return
        length = body[0]
        if self.merge_length is None and type(length) in (float, int) \
                and float(length).is_integer():
            self.merge_length = int(length)
        self.value(length, (start,))
        self.condition("merge rule", body[1], (start + 1,))
        outputs = body[3]
        if type(outputs) is list:
            for i, tile in enumerate(outputs):
                if type(tile) is list:
                    for j, entry in enumerate(tile):
                        if type(entry) is int:
                            self.python_int(entry, (start + 3, i, j), "an entry of an output tile")
                        self.value(entry, (start + 3, i, j))
                else:
                    self.value(tile, (start + 3, i))
        self.value(body[4], (start + 4,))
        # 5: flags (booleans); 6-9 of multi-length rules: base length, step vector (a list
        # of numbers or expressions), length step, maximum length (a number or a list).
        for i in range(6, len(body)):
            entry = body[i]
            if i in (7, 9) and type(entry) is list:
                for j, e in enumerate(entry):
                    self.value(e, (start + i, j))
            else:
                self.value(entry, (start + i,))

    def tile_type(self, rule: Any) -> None:
        if type(rule) is not list:
            self.add((), "error", "not-an-expression", "a display rule is a list")
            return
        start = 1 if rule and rule[0] == "@include_gvars" else 0
        if "@end_vars" in rule:
            end = rule.index("@end_vars")
            for i in range(start, end):
                self.value(rule[i], (i,))
            start = end + 1
        body = rule[start:]
        if body and type(body[0]) is list and any(
                type(e) is str and (e in _operators.REGISTRY or e in CONTROL_WORDS)
                for e in body[0]):
            self.array(body[0], (start,))
        elif body and type(body[0]) is list:
            for j, e in enumerate(body[0]):
                if type(e) is int:
                    self.python_int(e, (start, j), "an entry of the tile to match")
        if len(body) > 1:
            self.text(body[1], (start + 1,))
        for i in (2, 3):
            if len(body) > i and body[2] != "@ColorScheme":
                self.color(body[i], (start + i,))

    def color(self, expr: Any, path: tuple[int, ...]) -> None:
        if type(expr) is str:
            if expr.startswith("@") and expr not in _KNOWN_AT:
                self.string(expr, path)
            return
        if type(expr) is not list or not expr:
            return
        k0 = 0  # a colour may start with scope modifiers, @include_gvars and definitions
        while k0 < len(expr) and type(expr[k0]) is str and (
                expr[k0] in STRIPPED_WORDS or expr[k0] == "@include_gvars"):
            k0 += 1
        if "@end_vars" in expr[k0:]:
            end = expr.index("@end_vars", k0)
            for i in range(k0, end):
                self.value(expr[i], (*path, i))
            k0 = end + 1
        if k0 >= len(expr):
            return
        head = expr[k0]
        if type(head) is str and head in DISPLAY_WORDS:
            for i in range(k0 + 1, len(expr)):
                item = expr[i]
                if head in GRADIENT_KINDS and type(item) is int:
                    self.add((*path, i), "warning", "python-int",
                             f"{item} is a Python int, so a BigInt in CalcArray: a gradient "
                             "reads a BigInt as a colour, not as an angle or a position, and "
                             "the CSS comes out broken", f"write {item}.0")
                    continue
                if type(item) is list and item and type(item[0]) is str \
                        and item[0] in DISPLAY_WORDS:
                    self.color(item, (*path, i))
                else:
                    self.value(item, (*path, i))
            return
        self.array(expr, path)

    def text(self, expr: Any, path: tuple[int, ...]) -> None:
        if type(expr) is list and expr and type(expr[0]) is str and expr[0] in DISPLAY_WORDS:
            self.color(expr, path)  # the same shape: a word, then parts
        else:
            self.value(expr, path)


def _is_tile_entry(x: Any) -> bool:
    """``"@This 0"``, ``"@Next 1 0"`` ...: a special string that reads one tile entry."""
    if type(x) is not str:
        return False
    parts = x.split(" ")
    return parts[0] in _TILE_HEADS and len(parts) > _WHOLE_TILE.get(parts[0], 0)


def _strings(x: Any, path: tuple[int, ...]) -> list[tuple[tuple[int, ...], str]]:
    """Every string in ``x`` with its path, not entering inner arr_* functions or literals."""
    out: list[tuple[tuple[int, ...], str]] = []
    stack: list[tuple[Any, tuple[int, ...]]] = [(x, path)]
    while stack and len(out) < 5_000:
        node, where = stack.pop()
        if type(node) is str:
            out.append((where, node))
        elif type(node) is list and node and node[0] != LITERAL:
            for i in range(len(node) - 1, -1, -1):
                if i > 0 and type(node[i - 1]) is str and node[i - 1].startswith("arr_"):
                    continue
                stack.append((node[i], (*where, i)))
    return out


def _show(x: Any) -> str:
    if x is True:
        return "true"
    if x is False:
        return "false"
    if x is None:
        return "null"
    if type(x) is float:
        return str(int(x)) if x.is_integer() else repr(x)
    if type(x) is str:
        return f'"{x}"'
    return repr(x)
