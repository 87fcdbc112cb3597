"""Operators that consult or change the running game (calcarray.md section 10).

They reach the game only through ``env.state`` (the engine's ``GameState``) and its hooks,
so the language layer never imports the engine.
"""

from __future__ import annotations

from typing import Any

from ..convert import cleanup
from ..errors import CalcArrayError
from ..jsnum import number_to_string, strict_equals, to_number
from ..primes import primes_update
from ..values import BigRational, GaussianBigInt
from .base import register


@register("@add_score", "none", ("number",))
def add_score(env: Any, a: Any, amount: float) -> Any:
    env.state.score = env.state.score + amount
    return a


@register("@primesUpdate", "none", ("bigint",))
def prime_update(env: Any, a: Any, bound: int) -> Any:
    primes_update(env.state, bound, env.check_length)
    return a


@register("@ScriptSignal", "any", ("any",))
def script_signal(env: Any, a: Any, signal: Any) -> Any:
    """Record a signal for the scripts unless an identical one is already there."""
    signals = env.state.script_signals
    # Objects (arrays, GaussianBigInt, BigRational) reach here as fresh copies in the
    # reference, so they never equal a recorded one.
    is_object = isinstance(signal, (list, GaussianBigInt, BigRational))
    if is_object or not any(strict_equals(s, signal) for s in signals):
        signals.append(signal)
    return a


@register("tileValue", "any", ("number",))
def tile_value(env: Any, row: Any, col: float) -> float:
    """The mode's tile-value expression at a cell of the game grid (0 for non-tiles)."""
    from ..special_strings import js_get

    state = env.state
    cell = js_get(js_get(state.grid, row), col)
    if type(cell) is str and cell[:1] == "@":
        return 0.0
    pos = env.ctx.with_changes(vcoord=row, hcoord=col)
    result = cleanup(env.top(state.tile_value_function, pos, [], None, 0, env.frame[4]))
    return to_number(result)


def _merge_rule_applies(env: Any, index: float, offset: float, non_recursive: bool) -> bool:
    state = env.state
    rules = state.merge_rules
    if not (index.is_integer() and 0 <= index < len(rules)):
        # The reference reads MergeRules[index] and fails on the missing rule.
        name = "mergeRuleApplies_nonRecursive" if non_recursive else "mergeRuleApplies"
        raise CalcArrayError(
            f"{name}: there is no merge rule {number_to_string(index)} "
            f"(the mode has {len(rules)}, numbered from 0)", kind="type")
    hook = state.merge_rule_test
    if hook is None:
        return False
    return hook(int(index), env.ctx, offset, non_recursive) is True


@register("mergeRuleApplies", "number", ("number",))
def merge_rule_applies(env: Any, index: float, offset: float) -> bool:
    return _merge_rule_applies(env, index, offset, False)


@register("mergeRuleApplies_nonRecursive", "number", ("number",))
def merge_rule_applies_non_recursive(env: Any, index: float, offset: float) -> bool:
    return _merge_rule_applies(env, index, offset, True)


@register("discoveredTilesFilter", "any")
def discovered_tiles_filter(env: Any, tile: Any) -> Any:
    """Evaluate ``[tile, *filter]``: the tile goes in unmarked, so an array is evaluated."""
    return env.evaluate([tile, *env.state.discovered_tiles_filter], fresh_parents=False)

