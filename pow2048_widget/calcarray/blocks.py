"""Control flow: ``@if``/``@else-if``/``@else``/``@repeat`` blocks.

Where a block ends: the reference scans forward with a nesting counter, comparing entries
with the words by JavaScript loose equality, so an array whose comma-joined text is a word
counts as that word. Only single-element arrays can join to a word (any comma would spoil
it), which lets us unwrap instead of joining whole arrays.

Running a block: ``run_control`` is the part of the evaluator that does it (on any
``protocol.EvaluationProtocol``). A block runs on
an index range of the same array (no copy), without a new parents level, on the same
variable list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import observe as ob
from .convert import ANY, PREAMBLE_WORDS, mark
from .errors import CalcArrayLimitError
from .jsnum import js_gt, to_number
from .values import UNDEFINED

if TYPE_CHECKING:
    from .context import EvalContext
    from .protocol import EvaluationProtocol as Evaluation

IF, ELSE_IF, ELSE, REPEAT = range(4)
CONTROL_WORDS = {"@if": IF, "@else-if": ELSE_IF, "@else": ELSE, "@repeat": REPEAT}

# opening word -> (closing word, word that resets the counter to 0)
BLOCK_WORDS: dict[str, tuple[str, str]] = {
    "@if": ("@end-if", "end-stack"),
    "@else-if": ("@end-else-if", "end-stack"),
    "@else": ("@end-else", "end-stack"),
    "@repeat": ("@end-repeat", "@end-stack"),
}


def loose_text(entry: Any) -> str | None:
    """The text an entry would equal loosely, if it could equal a control word."""
    while type(entry) is list:
        if len(entry) != 1:
            return None
        entry = entry[0]
    return entry if type(entry) is str else None


def block_end(expr: list[Any], start: int, end: int, word: str) -> int:
    """Index of the entry that closes the block opened by ``word`` (``end`` if none)."""
    close, reset = BLOCK_WORDS[word]
    depth = 1
    for i in range(start, end):
        e = expr[i]
        if type(e) is not str:
            e = loose_text(e)
            if e is None:
                continue
        if e == word:
            depth += 1
        elif e == close:
            depth -= 1
            if depth == 0:
                return i
        elif e == reset:
            return i
    return end


def run_control(
    ev: Evaluation,
    kind: int,
    word: str,
    expr: list[Any],
    k: int,
    n: int,
    running: Any,
    if_skipped: bool,
    pos: EvalContext,
    parents: list[Any],
    vars_: list[Any],
    g: int,
    path: tuple[int, ...],
) -> tuple[Any, bool, int]:
    """Run ``@if``/``@else-if``/``@else``/``@repeat`` at ``k``; (running, flag, rc)."""
    observer = ev.observer
    if kind == ELSE:
        bs = k + 1
        be = block_end(expr, bs, n, word)
        rc = (be + 1 if be < n else n) - k
        if if_skipped:
            running = _run_block(ev, word, expr, k, bs, be, running, None, pos, parents,
                                      vars_, g, path)
        elif observer is not None:
            ev.emit(ob.SkipBlock, (*path, k), running, vars_, parents, word=word)
        return running, False, rc
    ci = k + 1
    cond_entry = expr[ci] if ci < n else UNDEFINED
    bs = k + 2
    be = block_end(expr, bs, n, word) if bs < n else n
    rc = (be + 1 if be < n else n) - k
    if kind == IF or (kind == ELSE_IF and if_skipped):
        cond = ev.nested(cond_entry, pos, parents, vars_, g, (*path, ci))
        if cond is True:
            running = _run_block(ev, word, expr, k, bs, be, running, cond, pos, parents,
                                      vars_, g, path)
            return running, False, rc
        if observer is not None:
            ev.emit(ob.SkipBlock, (*path, k), running, vars_, parents, word=word,
                       condition=cond)
        return running, True, rc
    if kind == ELSE_IF:  # the flag is false: skipped without evaluating the condition
        if observer is not None:
            ev.emit(ob.SkipBlock, (*path, k), running, vars_, parents, word=word)
        return running, False, rc
    # @repeat: the word's own step is reported before its count/condition is evaluated.
    wpath = (*path, k)
    if observer is not None:
        ev.emit(ob.Tick, wpath, running, vars_, parents, reason="repeat")
    first = ev.nested(cond_entry, pos, parents, vars_, g, (*path, ci))
    iteration = 0
    if type(first) is float:
        count: Any = ev.nested(cond_entry, pos, parents, vars_, g, (*path, ci))
        while js_gt(count, 0.0):
            _count_turn(ev, wpath)
            if observer is not None:
                ev.emit(ob.LoopIteration, wpath, running, vars_, parents,
                           iteration=iteration, condition=count)
            running = _run_block(ev, word, expr, k, bs, be, running, count, pos, parents,
                                      vars_, g, path)
            count = to_number(count) - 1.0
            iteration += 1
    elif type(cond_entry) is list or cond_entry is None:
        while True:
            _count_turn(ev, wpath)
            cond = ev.nested(cond_entry, pos, parents, vars_, g, (*path, ci))
            if cond is not True:
                if observer is not None:  # the failing check was a counted step too
                    ev.emit(ob.Tick, wpath, running, vars_, parents, reason="loop-end")
                break
            if observer is not None:
                ev.emit(ob.LoopIteration, wpath, running, vars_, parents,
                           iteration=iteration, condition=cond)
            running = _run_block(ev, word, expr, k, bs, be, running, cond, pos, parents,
                                      vars_, g, path)
            iteration += 1
    return running, if_skipped, rc

def _count_turn(ev: Evaluation, path: tuple[int, ...]) -> None:
    """Count a loop turn; its event (``LoopIteration`` or a loop-end ``Tick``) follows."""
    ev.steps += 1
    if ev.steps > ev.check_at:
        ev.checkpoint(path)

def _run_block(
    ev: Evaluation,
    word: str,
    expr: list[Any],
    k: int,
    bs: int,
    be: int,
    running: Any,
    cond: Any,
    pos: EvalContext,
    parents: list[Any],
    vars_: list[Any],
    g: int,
    path: tuple[int, ...],
) -> Any:
    """Run ``["@var_retain", running, *expr[bs:be]]`` without a new level.

    Returns the new (marked) running value. The block works on the index range of the
    same array, so paths stay those of the written expression.
    """
    if ev.observer is not None:
        ev.emit(ob.EnterBlock, (*path, k), running, vars_, parents, word=word,
                   condition=cond)
    if type(running) is str and (running in PREAMBLE_WORDS):
        # The inserted value would itself be read as a preamble word: do it literally.
        block = ["@var_retain", running, *expr[bs:be]]
        result = ev.eval_array(block, pos, parents, vars_, g, False, path)
    else:
        result = _block_body(ev, expr, bs, be, running, pos, parents, vars_, g, path)
    result = mark(result)
    if ev.observer is not None:
        ev.emit(ob.LeaveBlock, (*path, k), result, vars_, parents, word=word)
    return result

def block_end_vars(expr: list[Any], bs: int, be: int) -> int:
    """Index of the ``@end_vars`` inside the block ``expr[bs:be]``, or -1."""
    if bs < be and "@end_vars" in expr:
        try:
            return expr.index("@end_vars", bs, be)
        except ValueError:
            return -1
    return -1


def _block_body(
    ev: Evaluation,
    expr: list[Any],
    bs: int,
    be: int,
    running: Any,
    pos: EvalContext,
    parents: list[Any],
    vars_: list[Any],
    g: int,
    path: tuple[int, ...],
) -> Any:
    ev.depth += 1
    try:
        if ev.depth > ev.max_depth:
            raise CalcArrayLimitError(
                f"expressions nested more than {ev.max_depth} deep", (*path, bs)
            )
        end_vars = block_end_vars(expr, bs, be)
        if end_vars >= 0:
            # Everything before it, the inserted running value included, is a definition.
            vars_.append(mark(ev.convert(running, ANY, pos, parents, vars_, g, path)))
            for i in range(bs, end_vars):
                vars_.append(
                    mark(ev.convert(expr[i], ANY, pos, parents, vars_, g, (*path, i)))
                )
            start = end_vars + 1
            if start >= be:
                return UNDEFINED
            return ev.run(expr, start, be, expr[start], pos, parents, vars_, g, path)
        return ev.run(expr, bs - 1, be, running, pos, parents, vars_, g, path)
    finally:
        ev.depth -= 1
