"""Random line-local modes: the fast path still plays the general path's games."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fastpath_equivalence import state_of

from pow2048_widget.calcarray.scjson import sc_decode
from pow2048_widget.engine import Game, Mode, classic_mode
from pow2048_widget.engine.fast_press import FastPress

CONDITIONS = [
    ["@This 0", "=", "@Next 1 0"],
    [["@This 0", "+", "@Next 1 0"], "=", 3],
    [["@This 0", "=", "@Next 1 0"], "&&", ["@This 0", "<", 4]],
    [["@This 0", "-", "@Next 1 0"], "abs", "=", 1],
]
OUTPUTS = [
    [[["@This 0", "+", 1]]],
    [[["@This 0", "max", "@Next 1 0", "+", 1]]],
    [[1], [["@This 0", "+", 1]]],
    [],
]
SCORES = [[2, "^", "@This 0"], 1, ["@This 0", "*", "@Next 1 0"], 0.5]


@st.composite
def modes(draw: st.DrawFn) -> Mode:
    rules = []
    for _ in range(draw(st.integers(1, 3))):
        rule = [2, draw(st.sampled_from(CONDITIONS)), draw(st.booleans()),
                draw(st.sampled_from(OUTPUTS)), draw(st.sampled_from(SCORES))]
        if draw(st.booleans()):
            rule.append([False, True])
        rules.append(rule)
    if draw(st.booleans()):
        rules.append([3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]],
                      True, [[["@This 0", "+", 2]]], 9])
    w, h = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    grid = [["@Empty"] * w for _ in range(h)]
    for _ in range(draw(st.integers(0, 2))):
        grid[draw(st.integers(0, h - 1))][draw(st.integers(0, w - 1))] = draw(
            st.sampled_from(["@Void", "@Slippery", [1], [2]]))
    slide = draw(st.sampled_from([1, 2, "@Infinity"]))
    fields = classic_mode().to_dict()
    fields.update(sc_decode({
        "width": w, "height": h, "startingGrid": grid, "MergeRules": rules,
        "multiMerge": draw(st.booleans()), "knownMergeMaxLength": 3,
        "mergeResultKnownLevel": draw(st.sampled_from([0, 1, 2])),
        "directions": [[[-1, 0, slide]], [[1, 0, slide]], [[0, -1, slide]], [[0, 1, slide]]],
        "winConditions": [[draw(st.integers(3, 6))]],
        "startTileSpawns": [[[1], 3], [[2], 1], [[0], draw(st.sampled_from([0, 1]))]],
    }))
    return Mode.from_dict(fields)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=modes(), seed=st.integers(0, 2**32 - 1))
def test_random_line_local_modes_play_the_same(mode: Mode, seed: int) -> None:
    general = Game(mode, seed=seed, clock=lambda: 0.0, keep_history=False)
    fast_game = Game(mode, seed=seed, clock=lambda: 0.0, keep_history=False)
    fast = FastPress.for_game(fast_game)
    assert fast is not None
    rnd = random.Random(seed)
    for _ in range(60):
        if general.over:
            break
        d = rnd.randrange(4)
        general.move(d)
        fast.move(d)
        assert state_of(general) == state_of(fast_game)
