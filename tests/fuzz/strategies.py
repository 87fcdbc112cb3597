"""Hypothesis strategies for the three doors: CalcArray expressions, save codes, messages.

They draw from the same vocabularies and mutations as the long campaign
(``pow2048_widget._fuzz.generate``), so hypothesis explores and shrinks what the campaign
samples blindly.
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from pow2048_widget._fuzz.generate import (
    BIGINTS,
    CONTROL,
    NUMBERS,
    OPERATORS,
    SPECIALS,
    TEXTS,
    WORD_NAMES,
    CodeMutator,
    MessageGenerator,
    seed_codes,
)
from pow2048_widget.calcarray.values import UNDEFINED, BigRational, GaussianBigInt

SAVECODES = Path(__file__).parent.parent / "conformance" / "savecodes"

numbers = st.one_of(st.sampled_from(NUMBERS), st.floats(allow_nan=True, allow_infinity=True))
# (hypothesis prints strategies with repr(), which Python refuses for ints over 4,300 digits)
bigints = st.one_of(st.sampled_from([b for b in BIGINTS if b.bit_length() < 10_000]),
                    st.integers(-(2**200), 2**200),
                    st.builds(pow, st.just(2), st.sampled_from((20_000, 100_000))))
atoms = st.one_of(
    numbers, bigints, st.sampled_from(SPECIALS), st.sampled_from(TEXTS), st.text(max_size=8),
    st.sampled_from((True, False, None, UNDEFINED)),
    st.builds(GaussianBigInt, st.integers(-50, 50), st.integers(-50, 50)),
    st.builds(BigRational, st.integers(-50, 50), st.integers(1, 50)),
    st.sampled_from(CONTROL), st.sampled_from(WORD_NAMES), st.sampled_from(OPERATORS),
)


def _chain(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[list[Any]]:
    """value (operator argument*)*: the shape real expressions have."""
    step = st.tuples(st.sampled_from(OPERATORS + CONTROL + WORD_NAMES),
                     st.lists(inner, max_size=2))
    return st.builds(lambda first, steps: [first] + [x for op, args in steps
                                                     for x in (op, *args)],
                     inner, st.lists(step, max_size=4))


expressions = st.recursive(atoms, lambda inner: st.one_of(_chain(inner),
                                                          st.lists(inner, max_size=4)),
                           max_leaves=25)


@st.composite
def odd_expressions(draw: Any) -> Any:
    """Very deep, self-containing or endless: the shapes the limits are for."""
    kind = draw(st.sampled_from(("deep", "self", "loop")))
    if kind == "deep":
        e: Any = draw(atoms)
        for _ in range(draw(st.sampled_from((199, 201, 1_500, 12_000)))):
            e = [e]
        return e
    if kind == "self":
        e = [draw(atoms), draw(st.sampled_from(OPERATORS))]
        e.append(e)
        return e
    return [1.0, "@repeat", draw(st.sampled_from((True, [True], math.inf, 1e15))),
            draw(st.sampled_from(OPERATORS)), draw(atoms), "@end-repeat"]


_SEEDS = seed_codes(SAVECODES)
save_codes = st.builds(lambda seed, rnd: CodeMutator(rnd, _SEEDS)(),
                       st.integers(0, 2**32 - 1), st.randoms(use_true_random=False))


def _message(rnd: random.Random) -> tuple[str, str, Any]:
    return MessageGenerator(rnd)()


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
              st.floats(allow_nan=False), st.text(max_size=6)),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.sampled_from(("type", "direction", "row", "col",
                                                             "current", "x")), inner,
                                            max_size=4)),
    max_leaves=12)
board_messages = st.one_of(
    st.builds(lambda t, d, r, c: {"type": t, "direction": d, "row": r, "col": c},
              st.sampled_from(("move", "undo", "new_game", "keep_playing", "click", "?")),
              json_values, json_values, json_values),
    json_values)
messages = st.one_of(
    st.tuples(st.just("board"), st.just("custom"), board_messages),
    st.tuples(st.sampled_from(("board", "stepper")), st.just("update"),
              st.dictionaries(st.sampled_from(MessageGenerator.STEPPER_KEYS
                                              + MessageGenerator.BOARD_KEYS), json_values,
                              min_size=1, max_size=3)),
    st.builds(_message, st.randoms(use_true_random=False)),
)
