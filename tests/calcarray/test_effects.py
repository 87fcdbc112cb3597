"""The effects table (``calcarray.effects``, declared at each operator's registration)
against the evaluator: whatever changes the game state or draws a random number while an
expression is evaluated must be declared by a name in that expression."""

from __future__ import annotations

import ast
import copy
import json
import pathlib
from typing import Any

import pytest

from pow2048_widget.calcarray import CalcArrayError, evaluate, sc_decode
from pow2048_widget.calcarray.effects import (
    BOARD,
    EVAL,
    GAME_VARS,
    PRIMES,
    RANDOM,
    SCORE,
    SIGNALS,
    SPAWNS,
    TIME,
    effects,
)
from pow2048_widget.calcarray.operators import REGISTRY, effects_of, names_with
from pow2048_widget.conformance.calcarray_vectors import build_context

ROOT = pathlib.Path(__file__).resolve().parents[2]
VECTORS = ROOT / "tests" / "conformance" / "calcarray.jsonl"
OPERATORS = ROOT / "pow2048_widget" / "calcarray" / "operators"
#: GameState field -> the effect that changes it.
WATCHED = {"grid": BOARD, "score": SCORE, "game_vars": GAME_VARS, "modifier_vars": GAME_VARS,
           "mvar_indices": GAME_VARS, "tile_spawns": SPAWNS, "forced_spawns": SPAWNS,
           "script_signals": SIGNALS, "primes": PRIMES}


def _names(expr: Any) -> set[str]:
    if isinstance(expr, list):
        return set().union(*(_names(e) for e in expr)) if expr else set()
    if isinstance(expr, str):
        return {expr, expr.split(" ")[0]}
    return set()


def _declared_writes(expr: Any) -> set[str]:
    out: set[str] = set()
    for name in _names(expr):
        eff = effects_of(name)
        if eff is not None:
            out |= eff.writes
    return out


class _Counting:
    """A random source that counts its draws."""

    def __init__(self, source: Any) -> None:
        self.source = source
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        return float(self.source())


def _vectors() -> list[dict[str, Any]]:
    return [json.loads(line) for line in VECTORS.read_text().splitlines() if line.strip()]


def test_every_state_change_of_the_vectors_is_declared() -> None:
    undeclared = []
    checked = 0
    for vec in _vectors():
        ctx = build_context(sc_decode(vec.get("setup", {})))
        state = ctx.state
        draws = _Counting(state.random)
        state.random = draws
        before = {f: copy.deepcopy(getattr(state, f)) for f in WATCHED}
        expr = sc_decode(vec["expr"])
        try:
            evaluate(expr, ctx)
        except (CalcArrayError, RecursionError):
            pass
        changed = {WATCHED[f] for f in WATCHED if getattr(state, f) != before[f]}
        if draws.calls:
            changed.add(RANDOM)
        declared = _declared_writes(expr)
        missing = changed - declared if EVAL not in declared else set()
        if missing:
            undeclared.append((vec["id"], sorted(missing)))
        checked += bool(changed)
    assert undeclared == [], undeclared
    assert checked > 20  # the vectors do exercise effects


def _registered_functions() -> list[tuple[str, ast.FunctionDef, list[str]]]:
    """(module, function, names it is registered under) of every operator function."""
    found = []
    for path in sorted(OPERATORS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef):
                continue
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and getattr(deco.func, "id", "") == "register":
                    first = deco.args[0]
                    names = ([first.value] if isinstance(first, ast.Constant) else
                             [e.value for e in first.elts] if isinstance(first, ast.List)
                             else [])
                    found.append((path.name, node, names))
    return found


def test_operators_that_use_the_random_stream_the_clock_or_the_state_declare_it() -> None:
    wrong = []
    for module, func, names in _registered_functions():
        text = ast.unparse(func)
        for name in names:
            eff = REGISTRY[name].effects
            if "env.random" in text and RANDOM not in eff.writes:
                wrong.append((module, name, RANDOM))
            if "check_time" in text and TIME not in eff.reads:
                wrong.append((module, name, TIME))
            if "env.state" in text and eff.pure:
                wrong.append((module, name, "state"))
    assert wrong == []


def test_the_consumers_ask_the_table() -> None:
    from pow2048_widget.calcarray import lint as _lint  # noqa: F401
    from pow2048_widget.engine import purity
    from pow2048_widget.engine.purity import may_act, tile_local

    assert purity.IMPURE_OPERATORS == names_with(lambda e: not e.pure)
    for name in names_with(lambda e: RANDOM in e.writes):
        assert may_act([1, name, 2]) and not tile_local([1, name, 2])
    assert not may_act([1, "+", 2]) and tile_local(["@This 0", "+", 1])


def test_effect_names_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown effect"):
        effects(writes=("the moon",))
    assert effects(reads=(EVAL,)).writes == {EVAL}
