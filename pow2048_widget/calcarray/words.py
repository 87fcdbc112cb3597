"""Words that change variables and game state.

Each word reads its argument entries itself (index: number family, value: any family) and
returns its removal count. While an observer is attached it also leaves what it did in
``ev.change`` (target, converted index, value, whether anything changed), which the
evaluator reports as the word's ``VariableChange`` event. Local variables store array
values with the literal marker; game, modifier, spawn and forced-spawn lists store them
plain. The game lists belong to the engine's ``GameState`` and are changed in place;
everything read from them is copied.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .convert import ANY, NUMBER, mark
from .errors import CalcArrayError
from .values import UNDEFINED

if TYPE_CHECKING:
    from .context import EvalContext
    from .protocol import EvaluationProtocol as Evaluation

Word = Callable[..., int]
WORDS: dict[str, Word] = {}


def _arg(ev: Evaluation, expr: list[Any], idx: int, n: int, fam: int, pos: EvalContext,
         parents: list[Any], vars_: list[Any], g: int, path: tuple[int, ...]) -> Any:
    entry = expr[idx] if idx < n else UNDEFINED
    return ev.convert(entry, fam, pos, parents, vars_, g, (*path, idx))


def splice_index(i: float, length: int) -> int:
    """JS ``splice`` start: truncate, negative from the end, clamp to ``0..length``."""
    if i != i:
        return 0
    if math.isinf(i):
        return length if i > 0 else 0
    j = math.trunc(i)
    if j < 0:
        return max(length + j, 0)
    return min(j, length)


def edit_index(i: float, length: int) -> int | None:
    if not (i == i and not math.isinf(i) and i.is_integer()):
        return None
    j = int(i)
    if 0 <= j < length:
        return j
    if -length <= j < 0:
        return length + j
    return None


def _list_words(suffix: str, get: Callable[[Evaluation, list[Any]], list[Any]],
                marked: bool, paired: bool = False) -> None:
    """Register ``@edit_X``/``@add_X``/``@insert_X``/``@remove_X`` for one list."""

    def store(value: Any) -> Any:
        return mark(value) if marked else value

    def edit(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
             pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
             path: tuple[int, ...]) -> int:
        i = _arg(ev, expr, k + 1, n, NUMBER, pos, parents, vars_, g, path)
        value = _arg(ev, expr, k + 2, n, ANY, pos, parents, vars_, g, path)
        seq = get(ev, vars_)
        j = edit_index(i, len(seq))
        if j is not None:
            seq[j] = store(value)
        if ev.observer is not None:
            ev.change = (suffix, i, value, j is not None)
        return 3

    def add(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
            pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
            path: tuple[int, ...]) -> int:
        value = _arg(ev, expr, k + 1, n, ANY, pos, parents, vars_, g, path)
        seq = get(ev, vars_)
        ev.check_length(len(seq) + 1)
        seq.append(store(value))
        if paired:
            ev.state.mvar_indices.append(False)
        if ev.observer is not None:
            ev.change = (suffix, float(len(seq) - 1), value, True)
        return 2

    def insert(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
               pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
               path: tuple[int, ...]) -> int:
        i = _arg(ev, expr, k + 1, n, NUMBER, pos, parents, vars_, g, path)
        value = _arg(ev, expr, k + 2, n, ANY, pos, parents, vars_, g, path)
        seq = get(ev, vars_)
        ev.check_length(len(seq) + 1)
        at = splice_index(i, len(seq))
        seq.insert(at, store(value))
        if ev.observer is not None:
            ev.change = (suffix, i, value, True)
        if paired:
            indices = ev.state.mvar_indices
            indices.insert(splice_index(i, len(indices)), False)
        return 3

    def remove(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
               pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
               path: tuple[int, ...]) -> int:
        i = _arg(ev, expr, k + 1, n, NUMBER, pos, parents, vars_, g, path)
        seq = get(ev, vars_)
        j = splice_index(i, len(seq))
        if ev.observer is not None:
            ev.change = (suffix, i, None, j < len(seq))
        if j < len(seq):
            del seq[j]
        if paired:
            indices = ev.state.mvar_indices
            j = splice_index(i, len(indices))
            if j < len(indices):
                del indices[j]
        return 2

    WORDS[f"@edit_{suffix}"] = edit
    WORDS[f"@add_{suffix}"] = add
    WORDS[f"@insert_{suffix}"] = insert
    WORDS[f"@remove_{suffix}"] = remove


_list_words("var", lambda ev, vars_: vars_, True)
_list_words("gvar", lambda ev, vars_: ev.state.game_vars, False)
_list_words("mvar", lambda ev, vars_: ev.state.modifier_vars, False, paired=True)
_list_words("spawn", lambda ev, vars_: ev.state.tile_spawns, False)
_list_words("forced_spawn", lambda ev, vars_: ev.state.forced_spawns, False)


def _replace_tile(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
                  pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
                  path: tuple[int, ...]) -> int:
    """``@replace_tile`` row col value: only on the gameplay screen (else not evaluated)."""
    state = ev.state
    if state.screen != "Gameplay":
        if ev.observer is not None:
            ev.change = ("tile", None, None, False)
        return 4
    r = _arg(ev, expr, k + 1, n, NUMBER, pos, parents, vars_, g, path)
    c = _arg(ev, expr, k + 2, n, NUMBER, pos, parents, vars_, g, path)
    value = _arg(ev, expr, k + 3, n, ANY, pos, parents, vars_, g, path)
    grid = state.grid
    if not (r.is_integer() and 0 <= r < len(grid)) or type(grid[int(r)]) is not list:
        raise CalcArrayError(f"@replace_tile: the grid has no row {r!r}", (*path, k + 1),
                             kind="type")
    if ev.observer is not None:
        ev.change = ("tile", (r, c), value, bool(c.is_integer() and c >= 0))
    if not (c.is_integer() and c >= 0):
        return 4  # sets a non-element property: no visible change
    row = list(grid[int(r)])
    col = int(c)
    if col >= len(row):
        ev.check_length(col + 1)
        row.extend([UNDEFINED] * (col + 1 - len(row)))
    row[col] = value
    grid[int(r)] = row  # a new row object: rows handed out earlier stay unchanged
    return 4


def _run_script(ev: Evaluation, op: str, expr: list[Any], k: int, n: int,
                pos: EvalContext, parents: list[Any], vars_: list[Any], g: int,
                path: tuple[int, ...]) -> int:
    """``@run_script`` i: run script i's expression with a copy of the variables."""
    i = _arg(ev, expr, k + 1, n, NUMBER, pos, parents, vars_, g, path)
    scripts = ev.state.scripts
    if not (i.is_integer() and 0 <= i < len(scripts)):
        raise CalcArrayError(f"@run_script: there is no script {i!r} "
                             f"(the mode has {len(scripts)})", (*path, k + 1), kind="type")
    script = scripts[int(i)]
    body = script[0] if type(script) is list and script else UNDEFINED
    ev.top(body, pos, [], list(vars_), 0, (*path, k + 1))
    if ev.observer is not None:  # after the script, whose own words report themselves
        ev.change = ("script", i, None, True)
    return 2


WORDS["@replace_tile"] = _replace_tile
WORDS["@run_script"] = _run_script
