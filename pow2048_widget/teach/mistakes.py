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

from ..calcarray.lint import lint
from ..calcarray.operators.base import REGISTRY
from .values import type_name

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
        if word in _WRONG_WORDS:
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
        return [f"you got the BigInt {got}n where the number {got} was expected: a Python "
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
