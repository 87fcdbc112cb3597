"""The ``calcarray`` kind of the conformance runner (vector format: calcarray.md section 13).

Each line of a ``.jsonl`` file is one vector: an expression, an optional ``setup`` of engine
state and context, and what the reference produced: ``expect`` (``approx``: true or a
relative tolerance for floats), ``error`` (the reference threw; any error here agrees, and
``error_name`` only says which JavaScript error it was), ``expect_type``, ``expect_after``
(state fields after the evaluation, e.g. ``primes``). Everything is SC-decoded before use,
as the engine's loader does. ``mergeRuleApplies`` is answered by the engine's own rule test
over the vector's state. One line is printed per failure, naming the vector id.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..calcarray import (
    UNDEFINED,
    BigRational,
    CalcArrayError,
    EvalContext,
    GameState,
    GaussianBigInt,
    evaluate,
    sc_decode,
    sc_encode,
)
from . import run_jsonl

# setup keys that map one-to-one onto GameState fields
_STATE_KEYS = (
    "tile_num_amount", "score", "moves", "merges", "merge_moves", "merges_before",
    "game_vars", "modifier_vars", "mvar_indices", "disc_tiles", "disc_winning", "disc_losing",
    "next_spawns", "tile_order", "tile_spawns", "forced_spawns", "scripts",
    "tile_value_function", "discovered_tiles_filter", "merge_rules", "screen", "sub_screen",
    "move_in_progress", "postgame_allowed", "now", "start_game_time", "first_move_time",
    "move_start_time", "move_end_time", "victory_time", "game_over_time",
)


def build_context(setup: dict[str, Any]) -> EvalContext:
    """A GameState and EvalContext from a vector's (decoded) ``setup``."""
    state = GameState()
    grid = setup.get("grid", [])
    state.grid = grid
    if grid:
        state.width = len(grid[0]) if isinstance(grid[0], list) else 0
        state.height = len(grid)
    if "width" in setup:
        state.width = int(setup["width"])
    if "height" in setup:
        state.height = int(setup["height"])
    for key in _STATE_KEYS:
        if key in setup:
            setattr(state, key, setup[key])
    state.tile_num_amount = int(state.tile_num_amount)
    state.merge_rule_test = _merge_rule_test_hook(state)
    ctx = EvalContext(state=state)
    if "coords" in setup:
        ctx.vcoord, ctx.hcoord = setup["coords"]
    if "dir" in setup:
        ctx.vdir, ctx.hdir = setup["dir"]
    if "addInfo" in setup:
        ctx.add_info = list(setup["addInfo"])
    if "container" in setup:
        ctx.container = setup["container"]
    return ctx


def _merge_rule_test_hook(state: GameState) -> Any:
    """The engine's merge-rule test over this state if the engine provides one, else a
    small stand-in (the language layer alone)."""
    try:
        from ..engine import merge_rule_test_for
    except ImportError:
        return simple_merge_rule_test
    return merge_rule_test_for(state)


def simple_merge_rule_test(index: int, ctx: EvalContext, offset: float,
                           non_recursive: bool) -> bool:
    """In-order merge rules without prefixes (engine.md 3.3, enough for the vectors)."""
    rule = ctx.state.merge_rules[index]
    length = evaluate(rule[0], ctx)
    length = length if isinstance(length, float) and not isinstance(length, bool) else 1.0
    info = list(ctx.add_info or [1.0, math.inf, 0.0, 0.0])
    info[0] = length
    at = ctx.at(ctx.vcoord, ctx.hcoord, add_info=info)
    for k in range(int(max(length, 1))):
        if not isinstance(evaluate(f"@Next {k}", at), list):
            return False
    return evaluate(rule[1], at) is True


def same(expected: Any, actual: Any, approx: bool | float = False) -> bool:
    """Value equality as the vectors mean it: kinds must match, NaN equals NaN. ``approx``
    (true, or a relative tolerance) lets finite numbers differ by that much (1e-12)."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if isinstance(expected, float):
        if not isinstance(actual, float):
            return False
        if math.isnan(expected):
            return math.isnan(actual)
        if approx and math.isfinite(expected):
            tol = 1e-12 if approx is True else float(approx)
            return math.isclose(expected, actual, rel_tol=tol, abs_tol=1e-300)
        return expected == actual
    if isinstance(expected, int):
        return isinstance(actual, int) and expected == actual
    if isinstance(expected, list):
        return (isinstance(actual, list) and len(expected) == len(actual)
                and all(same(e, a, approx) for e, a in zip(expected, actual, strict=True)))
    if expected is UNDEFINED or expected is None:
        return actual is expected
    if isinstance(expected, (str, GaussianBigInt, BigRational)):
        return type(actual) is type(expected) and expected == actual
    return bool(expected == actual)


def _check_type(spec: dict[str, Any], value: Any) -> bool:
    kind = spec.get("type")
    if kind == "number" and not (isinstance(value, float)):
        return False
    if kind == "bigint" and not (isinstance(value, int) and not isinstance(value, bool)):
        return False
    if kind == "string" and not isinstance(value, str):
        return False
    if spec.get("integer") and not (isinstance(value, int) or float(value).is_integer()):
        return False
    if "min" in spec and value < sc_decode(spec["min"]):
        return False
    if "max" in spec and value > sc_decode(spec["max"]):
        return False
    if "one_of" in spec and not any(same(sc_decode(o), value) for o in spec["one_of"]):
        return False
    return True


def _after_value(state: GameState, key: str) -> Any:
    """The state field an ``expect_after`` key names (``primes``, ``score``, ...)."""
    if not hasattr(state, key):
        raise KeyError(f"expect_after names no state field {key!r}")
    value = getattr(state, key)
    return float(value) if key == "score" else value


def check(vector: dict[str, Any]) -> str | None:
    """Run one vector; ``None`` if it passes, else the reason it failed."""
    expr = sc_decode(vector["expr"])
    ctx = build_context(sc_decode(vector.get("setup", {})))
    try:
        result = evaluate(expr, ctx)
    except Exception as exc:  # noqa: BLE001 - any error agrees with an ``error`` vector
        # The reference's error_name (TypeError, RangeError, ...) is informative only: the
        # package raises CalcArrayError for all of them (its ``kind`` mirrors the name).
        if vector.get("error"):
            return None
        if isinstance(exc, CalcArrayError):
            return f"raised {exc}"
        return f"crashed with {type(exc).__name__}: {exc}"
    if vector.get("error"):
        return f"expected an error, got {json.dumps(sc_encode(result))}"
    if "expect" in vector:
        expected = sc_decode(vector["expect"])
        if not same(expected, result, vector.get("approx", False)):
            return (f"expected {json.dumps(vector['expect'])}, "
                    f"got {_show(result)}")
    if "expect_type" in vector and not _check_type(vector["expect_type"], result):
        return f"result {_show(result)} does not satisfy {vector['expect_type']}"
    for key, raw in vector.get("expect_after", {}).items():
        actual = _after_value(ctx.state, key)
        if not same(sc_decode(raw), actual):
            return f"after: {key} expected {json.dumps(raw)}, got {_show(actual)}"
    return None


def _show(value: Any) -> str:
    try:
        return json.dumps(sc_encode(value), ensure_ascii=False)
    except Exception:
        return repr(value)


def run(paths: list[str], verbose: bool) -> tuple[int, int]:
    """Check every vector of the given files; print failures; return (passed, failed)."""
    return run_jsonl(paths, verbose, check)
