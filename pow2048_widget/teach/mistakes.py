"""Typical CalcArray mistakes, recognised in an answer so feedback can say *why* it fails.

These are the slips learners coming from Python or JavaScript make (``==`` for equality,
``and`` for ``&&``, ``else if`` for ``@else-if``, a Python ``int`` that silently becomes a
BigInt ...). ``diagnose`` only reads the answer; it never changes what the answer does:
the exercise still runs it exactly as the engine would.
Where the kit's own list has nothing to say about a word (``plus``, ``"@Parrent -1"``), the
language's linter (``calcarray.lint``) is asked, so its suggestion reaches the feedback too.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from typing import Any

from ..calcarray.formatting import format_value
from ..calcarray.lint import lint
from ..calcarray.operators.base import REGISTRY
from .values import describe, type_name

__all__ = ["diagnose", "diagnose_located", "diagnose_values", "Located", "MAX_WALK"]

#: Entries visited when looking through an answer (a huge pasted array is not walked fully).
MAX_WALK = 5_000

#: The linter's findings that say why an answer's word does nothing (others, such as a tile
#: entry out of range, depend on the board an exercise uses and are not guessed at here).
_LINT_CODES = ("unknown-operator", "unresolved-string")

# Word written -> what CalcArray spells it, and why.
_WRONG_WORDS: dict[str, str] = {
    "==": "you used `==`; CalcArray's equality is `=`",
    "===": "you used `===`; CalcArray's equality is `=` (it never converts types)",
    "!==": "you used `!==`; CalcArray's inequality is `!=`",
    "<>": "you used `<>`; CalcArray's inequality is `!=`",
    "and": "you used `and`; CalcArray writes logical and as `&&`",
    "or": "you used `or`; CalcArray writes logical or as `||`",
    "not": "you used `not`; CalcArray writes not as `!` (after the value: `[true, \"!\"]`)",
    "else": "you wrote `else`; the block word is `@else` (closed by `@end-else`)",
    "if": "you wrote `if`; the block word is `@if` (closed by `@end-if`)",
    "@elseif": "you wrote `@elseif`; the word is `@else-if` (closed by `@end-else-if`)",
    "@else_if": "you wrote `@else_if`; the word is `@else-if` (closed by `@end-else-if`)",
    "else if": "you wrote `else if`; the word is `@else-if` (closed by `@end-else-if`)",
    "@endif": "you wrote `@endif`; the closing word is `@end-if`",
    "@end_if": "you wrote `@end_if`; the closing word is `@end-if`",
    "@end-vars": "you wrote `@end-vars`; variables end with `@end_vars` (underscore)",
    "@endvars": "you wrote `@endvars`; variables end with `@end_vars`",
    "@This": "`@This` alone is the whole tile (an array); `@This 0` is its first entry",
    "len": "there is no `len`; use `str_length` for text or `arr_length` for arrays",
    "length": "there is no `length`; use `str_length` for text or `arr_length` for arrays",
    "+=": "there is no `+=`; change a variable with `@edit_var` (or `@add_var`)",
    "=>": "there is no `=>`; a function is a CalcArray that reads its input from `@Var -1`",
    "concat": "the text operator is `str_concat` (and `arr_concat` for arrays)",
    "pow": "the power operator is `^` (or `**`)",
    "sqrt": "use `^` with 0.5, or `rootB` for BigInts",
}

# Special words by their lower-case spelling (to catch `@score`, `@this 0`, `@Gvar 1` ...).
_SPECIAL_WORDS = {w.lower(): w for w in (
    "@This", "@Next", "@NextNE", "@NextFull", "@Relative", "@Var", "@GVar", "@MVar",
    "@Parent", "@Literal", "@CalcArray", "@Score", "@Moves", "@Merges", "@MLength",
    "@GridWidth", "@GridHeight", "@VCoord", "@HCoord", "@VDir", "@HDir", "@Grid",
    "@end_vars", "@var_retain", "@edit_var", "@edit_gvar", "@add_var", "@add_gvar",
    "@if", "@else", "@else-if", "@repeat", "@end-if", "@end-else", "@end-else-if",
    "@end-repeat", "@Empty", "@BigInt", "@DirectionIndex", "@SlideAmount")}

_CONTROL = {"@if", "@else", "@else-if", "@repeat"}
_CLOSERS = {"@if": "@end-if", "@else": "@end-else", "@else-if": "@end-else-if",
            "@repeat": "@end-repeat"}


def _walk(expr: Any) -> Iterator[Any]:
    """Every entry of ``expr`` (depth first), at most ``MAX_WALK`` of them."""
    for _path, node in _walk_paths(expr):
        yield node


def _walk_paths(expr: Any) -> Iterator[tuple[tuple[int, ...], Any]]:
    """Every entry of ``expr`` with its path (depth first), at most ``MAX_WALK`` of them."""
    stack: list[tuple[tuple[int, ...], Any]] = [((), expr)]
    seen = 0
    while stack and seen < MAX_WALK:
        path, node = stack.pop()
        seen += 1
        yield path, node
        if isinstance(node, list):
            stack.extend(((*path, i), x) for i, x in reversed(list(enumerate(node))))


def _suggest(word: str) -> str | None:
    names = [n for n in REGISTRY if not n.startswith("@")]
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.75)
    return close[0] if close else None


#: A reason with the place in the answer it is about (``None`` when it is about the whole).
Located = tuple["tuple[int, ...] | None", str]


def diagnose(answer: Any, *, from_python: bool = False) -> list[str]:
    """Reasons, in words, why a CalcArray answer may not do what the learner meant."""
    return list(dict.fromkeys(reason for _path, reason in diagnose_located(
        answer, from_python=from_python)))


def diagnose_located(answer: Any, *, from_python: bool = False) -> list[Located]:
    """``diagnose`` with the path of the entry each reason is about (where one is known).

    ``answer`` is read as one expression: a word is guessed to be a misspelt operator only
    where an operator stands (inside an array, after its first entry); a lone string is a
    value (a tile's text such as ``"WIN"``), never an operator.
    """
    found: list[Located] = []
    explained: set[str] = set()  # words with a reason already (the linter is not asked)
    first_path: dict[str, tuple[int, ...]] = {}
    op_words: set[str] = set()
    for path, node in _walk_paths(answer):
        if isinstance(node, str):
            first_path.setdefault(node, path)
            if path and path[-1] > 0:
                op_words.add(node)
    for word, path in first_path.items():
        if word in ("@BigInt", "@BigRational"):
            example = '"@BigInt 2"' if word == "@BigInt" else '"@BigRational 1 3"'
            found.append((path, f'`"{word}"` alone is no value: the word and its numbers are '
                                f"one string, such as `{example}`"))
            explained.add(word)
        elif word in _WRONG_WORDS:
            found.append((path, _WRONG_WORDS[word]))
            explained.add(word)
        elif not word.startswith("@") and word.lower() in _WRONG_WORDS and word in op_words:
            found.append((path, _WRONG_WORDS[word.lower()]))
            explained.add(word)
        elif word.startswith("@"):
            head = word.split(" ")[0]
            right = _SPECIAL_WORDS.get(head.lower())
            if right is not None and right != head:
                found.append((path, f"special strings are case-sensitive: write `{right}`, "
                                    f"not `{head}` (a misspelt special string stays plain "
                                    "text)"))
                explained.add(word)
    for path, node in _walk_paths(answer):
        if isinstance(node, list):
            found.extend((path, r) for r in _block_problems(node))
            found.extend(_unseen_variables(node, path))
            found.extend(_reduce_problems(node, path))
            found.extend(_no_precedence(node, path))
    if from_python:
        ints = [(p, n) for p, n in _walk_paths(answer) if type_name(n) == "BigInt"]
        if ints:
            path, sample = ints[0]
            found.append((path,
                f"your answer is a Python list and contains the Python int {sample}: in "
                f"CalcArray that is the BigInt {sample}n, not the number {sample}; write "
                f"{sample}.0, or give the answer as JSON text (a string), where {sample} is "
                "a number"))
    for word, path in first_path.items():
        if (word in op_words and word not in REGISTRY and not word.startswith("@")
                and word.isascii() and 1 < len(word) <= 20 and " " not in word
                and word not in _WRONG_WORDS):
            close = _suggest(word)
            if close and close != word:
                found.append((path, f"`{word}` is not an operator (did you mean `{close}`?); "
                                    "an unknown operator is skipped without an error"))
                explained.add(word)
    found += _lint_reasons(answer, explained)
    seen: set[str] = set()
    out = []
    for path, reason in found:
        if reason not in seen:
            seen.add(reason)
            out.append((path, reason))
    return out


#: Linter findings that are about the answer whatever the board (see ``_LINT_CODES``).
_LINT_ALWAYS = ("var-retain", "python-int")


def _lint_reasons(answer: Any, explained: set[str]) -> list[Located]:
    """The linter's word for each unknown operator or misspelt special string it can suggest
    a fix for (``"plus"`` -> ``+``, ``"@Parrent -1"`` -> ``@Parent -1``), except the words
    ``explained`` already has a reason for, and its findings about variables a function
    cannot see and Python ints where a tile entry is meant."""
    if not isinstance(answer, list):
        return []
    try:
        found = lint(answer)
    except Exception:  # noqa: BLE001 - extra advice must never turn feedback into an error
        return []
    reasons: list[Located] = []
    for finding in found:
        if finding.code in _LINT_ALWAYS:
            reasons.append((finding.path, f"{finding.message} ({finding.suggestion})"
                            if finding.suggestion else finding.message))
            continue
        if finding.code not in _LINT_CODES or not finding.suggestion:
            continue
        word = _entry(answer, finding.path)
        if isinstance(word, str) and word not in explained:
            reasons.append((finding.path, f"{finding.message} ({finding.suggestion})"))
    return reasons


def _entry(expr: Any, path: tuple[int, ...]) -> Any:
    """The entry of ``expr`` at ``path`` (None where the path leads nowhere)."""
    for index in path:
        if not isinstance(expr, list) or not 0 <= index < len(expr):
            return None
        expr = expr[index]
    return expr


def _reads_var(node: list[Any]) -> str | None:
    """The first ``"@Var k"`` (k >= 0, a defined variable) among ``node``'s own entries."""
    for x in node:
        if isinstance(x, str) and x.startswith("@Var "):
            k = x[5:].strip()
            if k.isdigit():
                return x
    return None


def _unseen_variables(node: list[Any], path: tuple[int, ...]) -> list[Located]:
    """A nested array (an operand or an ``@if``/``@repeat`` condition) that reads the outer
    expression's variables without ``"@var_retain"``: it has its own, empty, variable list,
    so ``@Var 0`` there is nothing (0 in arithmetic). Functions of ``arr_*`` operators are
    the linter's (``var-retain``); a one-entry array is left alone."""
    if "@end_vars" not in node or (node and node[0] == "@global_var_retain"):
        return []
    out: list[Located] = []
    start = node.index("@end_vars") + 1
    for i in range(start, len(node)):
        child = node[i]
        before = node[i - 1] if i > 0 else None
        before2 = node[i - 2] if i > 1 else None
        if (not isinstance(child, list) or len(child) < 2 or child[0] == "@var_retain"
                or (isinstance(before, str) and before.startswith("arr_"))
                or before2 == "arr_reduce"):
            continue
        read = _reads_var(child)
        if read is not None:
            out.append(((*path, i), f'this nested array reads "{read}", but a nested array '
                        "has its own, empty, list of variables, so it reads nothing (0 in "
                        'arithmetic): start it with "@var_retain" to see the outer '
                        'variables (`["@var_retain", ...]`), or read the variable outside it'))
    return out


def _reduce_problems(node: list[Any], path: tuple[int, ...]) -> list[Located]:
    """``arr_reduce`` written with the function first, or with a function that does not
    continue from the accumulator."""
    out: list[Located] = []
    for i, x in enumerate(node):
        if x != "arr_reduce":
            continue
        first = node[i + 1] if i + 1 < len(node) else None
        second = node[i + 2] if i + 2 < len(node) else None
        function = second
        if (isinstance(first, list) and first[:1] != ["@Literal"]
                and not isinstance(second, list)):
            out.append(((*path, i + 1), "`arr_reduce` takes the start value first, then the "
                        'function: `"arr_reduce", 0, ["+", "@Var -1"]`'))
            function = first
        if (isinstance(function, list) and function and isinstance(function[0], str)
                and function[0].startswith("@Var")):
            out.append(((*path, i + (2 if function is second else 1)),
                        "the function of `arr_reduce` continues from the accumulator (its "
                        "running value), so it starts with an operator: `[\"+\", \"@Var "
                        "-1\"]` adds the element (`@Var -1`) to it"))
    return out


#: Operators a learner expects to bind looser than what follows (``a > 3 && a < 7``,
#: ``"Tile " str_concat 2 ^ k``), and the operators that then misread the running value.
_LOOSE = {"&&": ("<", ">", "<=", ">=", "=", "!="), "||": ("<", ">", "<=", ">=", "=", "!="),
          "str_concat": ("+", "-", "*", "/", "^", "%")}


def _no_precedence(node: list[Any], path: tuple[int, ...]) -> list[Located]:
    """``[a, ">", 3, "&&", a, "<", 7]``: there is no precedence, so ``&&`` takes only ``a``
    and ``<`` then compares the result of ``&&``."""
    out: list[Located] = []
    for i in range(1, len(node) - 2):
        op, after = node[i], node[i + 2]
        if isinstance(op, str) and op in _LOOSE and isinstance(after, str) and \
                after in _LOOSE[op] and not isinstance(node[i + 1], list):
            out.append(((*path, i + 2), f"there is no precedence: `{op}` takes only the next "
                        f"entry ({describe(node[i + 1])}), then `{after}` works on the result "
                        f"of `{op}`; put `{describe(node[i + 1])} {after} ...` in its own "
                        "nested array"))
    return out


def _block_problems(node: list[Any]) -> list[str]:
    out = []
    for word, closer in _CLOSERS.items():
        opened = sum(1 for x in node if x == word)
        closed = sum(1 for x in node if x == closer)
        if opened > closed and word in _CONTROL:
            out.append(f"`{word}` is opened {opened} time(s) but `{closer}` closes it "
                       f"{closed} time(s); every `{word}` block ends with `{closer}`")
    return out


def diagnose_values(expected: Any, got: Any) -> list[str]:
    """Reasons that follow from the two values alone (a BigInt where a number was meant ...)."""
    te, tg = type_name(expected), type_name(got)
    if te == tg:
        return []
    if te == "number" and tg == "BigInt":
        shown = format_value(got, limit=40)  # any size (Python's str stops at 4,300 digits)
        return [f"you got the BigInt {shown}n where the number {shown} was expected: a Python "
                "int (or \"@BigInt\") is a BigInt in CalcArray, and BigInt operators "
                "(ending in B) keep BigInts"]
    if te == "BigInt" and tg == "number":
        return ["you got a number where a BigInt was expected: BigInt arithmetic uses the "
                "B operators (`+B`, `*B`, ...) or converts with `BigInt`"]
    if te == "number" and tg == "string":
        return ["you got text where a number was expected: the `str_` operators give text; "
                "convert with `Number` (text that is not a number becomes 0)"]
    if te == "string" and tg == "number":
        return ["you got a number where text was expected: convert with `String`, or join "
                "text with `str_concat`"]
    if te == "boolean":
        return [f"the answer should be true or false, but it gave a {tg}: a condition ends "
                "with a comparison (`=`, `!=`, `<`, ...) or a logic operator"]
    if tg == "array" and te != "array":
        return ["you got an array: an inner array is evaluated, but an array that starts "
                "with `@Literal` stays data"]
    return [f"the answer has the wrong type: expected a {te}, got a {tg}"]


def python_type_reason(expected: Any, got: Any) -> list[str]:
    """For a Python answer: what it gave, in Python's words, when that is not the kind of
    value expected (a grid where a score was meant). Text is what cases say about an answer
    ("(not a function but int)", "a Game code"): it says it all. Numbers of any kind are
    alike."""
    if isinstance(got, str):
        return []  # a case's description of the answer ("a Game code", "(not a Mode ...)")
    kinds = {bool: "True or False", int: "a number", float: "a number", str: "text",
             list: "a list", tuple: "a tuple", dict: "a dict"}

    def kind(x: Any) -> str:
        return next((name for t, name in kinds.items() if isinstance(x, t)),
                    f"a {type(x).__name__}")
    want, have = kind(expected), kind(got)
    if want == have:
        return []
    return [f"your answer gave {have} where {want} is expected"]


#: How a prediction of each type is typed (for ``prediction_type_reason``).
_TYPED = {"number": "a number (such as 12)", "string": 'text, in double quotes (such as "ab")',
          "boolean": "true or false", "BigInt": "a BigInt, with an n (such as 12n)",
          "array": 'an array (such as ["@Literal", 1, 2])', "null": "null"}


def prediction_type_reason(expected: Any, got: Any) -> list[str]:
    """For a predicted value: the expression gives another type than the one typed. Nothing
    was computed, so the advice is how to *type* a value of the right type."""
    te, tg = type_name(expected), type_name(got)
    if te == tg:
        return []
    typed = {"string": "text", "array": "an array", "boolean": "a boolean",
             "BigInt": "a BigInt", "number": "a number"}.get(tg, f"a {tg}")
    return [f"you typed {typed}, but the answer is "
            f"{_TYPED.get(te, 'a ' + te)}"]
