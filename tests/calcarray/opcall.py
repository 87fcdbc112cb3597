"""Call a registered operator the way the evaluator would, without the evaluator.

Arguments are converted with the operator's families (the scalar rules of calcarray.md 3.1;
no special strings), so these tests check registration, families and results together.
"""

from __future__ import annotations

import random
from typing import Any

from pow2048_widget.calcarray.constructors import to_gaussian, to_rational
from pow2048_widget.calcarray.errors import CalcArrayLimitError
from pow2048_widget.calcarray.jsnum import to_bigint, to_boolean, to_number_family, to_string
from pow2048_widget.calcarray.operators import REGISTRY
from pow2048_widget.calcarray.state import GameState
from pow2048_widget.calcarray.values import UNDEFINED

RULES = {
    "number": to_number_family,
    "string": to_string,
    "boolean": to_boolean,
    "array": lambda v: v if isinstance(v, list) else [v],
    "bigint": to_bigint,
    "gaussian": to_gaussian,
    "rational": to_rational,
}


class FakeEnv:
    """The parts of ``OpEnv`` plain operators use, with small limits to test them."""

    def __init__(self, state: GameState | None = None, seed: int = 1) -> None:
        self.state = state or GameState(random=random.Random(seed).random)
        self.max_length = 100_000
        self.max_bits = 100_000

    def random(self) -> float:
        return self.state.random()

    def check_length(self, n: int) -> None:
        if n > self.max_length:
            raise CalcArrayLimitError(f"length {n} over the limit")

    def check_bigint_bits(self, bits: int) -> None:
        if bits > self.max_bits:
            raise CalcArrayLimitError(f"{bits} bits over the limit")

    def check_time(self) -> None:
        pass

    def charge(self, units: int) -> None:
        """Operator work is counted by the evaluator; plain operator tests ignore it."""


def convert(value: Any, family: str) -> Any:
    rule = RULES.get(family)
    return rule(value) if rule else value


def call(name: str, a: Any, *args: Any, env: FakeEnv | None = None, extra: Any = None) -> Any:
    """``[a, name, *args]`` with converted operands; missing arguments are undefined."""
    op = REGISTRY[name]
    conv_args = [convert(args[i] if i < len(args) else UNDEFINED, fam)
                 for i, fam in enumerate(op.args)]
    if extra is not None:
        conv_args.append(to_number_family(extra))
    return op.func(env or FakeEnv(), convert(a, op.family), *conv_args)
