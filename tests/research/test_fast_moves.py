"""``Game.move`` presses the fast way when the mode qualifies, with the very same result.

Each qualifying mode (bundled, conformance, community, constructed: ``modes_for_fastpath``)
is played by two games with the same seed, one with ``fast_moves`` off (the general steps):
every ``MoveResult`` (its events included, in order), the state, the history and undo must
be the same, and the fast one must really have pressed the fast way.
"""

from __future__ import annotations

import random

import pytest
from modes_for_fastpath import all_modes
from test_fastpath_equivalence import state_of

from pow2048_widget.calcarray.context import Limits
from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.events import Merge, Slide, Spawn
from pow2048_widget.engine.fastpath import fast_path_blocker
from pow2048_widget.engine.hooks import TurnHook
from pow2048_widget.engine.press_observer import PressObserver

MODES = all_modes()
QUALIFYING = sorted(name for name, mode in MODES.items() if fast_path_blocker(mode) is None)
BIG = ("community_c059", "community_c115")  # dozens of looping rules: fewer presses


def _pair(mode, seed, history=True):
    general = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=history)
    general.fast_moves = False
    fast = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=history)
    return general, fast


def test_the_modes_played_are_the_qualifying_ones():
    assert len(QUALIFYING) >= 20 and "classic" in QUALIFYING


@pytest.mark.parametrize("name", QUALIFYING)
def test_moves_give_the_general_results_events_included(name):
    mode = MODES[name]
    presses = events = 0
    for seed in (1, 2):
        general, fast = _pair(mode, seed, history=seed == 1)
        rnd = random.Random(seed)
        for k in range(60 if name in BIG else 250):
            if general.over:
                general.new_game(seed + k)
                fast.new_game(seed + k)
            d = rnd.randrange(len(mode.directions))
            a, b = general.move(d), fast.move(d)
            presses += 1
            events += len(a.events)
            assert a == b, f"seed {seed}, press {k}"
            assert state_of(general) == state_of(fast), f"seed {seed}, press {k}"
            assert general.last_result == fast.last_result
        assert general.history == fast.history
        assert general.can_undo == fast.can_undo
        for _ in range(2):  # undo, then play on from there
            assert general.undo(3) == fast.undo(3)
            assert state_of(general) == state_of(fast)
            for _ in range(10):
                d = rnd.randrange(len(mode.directions))
                assert general.move(d) == fast.move(d)
                assert state_of(general) == state_of(fast)
        strategy = fast._fast
        assert strategy is not None and strategy.events
        if name not in ("fractional_score",):  # non-integer scores: merges on 2 lines
            assert strategy.general_presses <= presses // 10  # the fast path did the work
        assert general._fast is None
    assert events > presses  # slides, merges and spawns were compared


def test_events_of_lines_that_slide_in_different_passes_interleave_as_in_general():
    """Several rows merge and slide at once: the events are ordered by pass and by the
    cell's place in the traversal, across rows, as the general slide makes them."""
    mode = classic_mode()
    e = "@Empty"
    rows = [[[1.0], [1.0], [2.0], e], [e, [1.0], e, [1.0]], [[3.0], e, [3.0], [3.0]],
            [e, e, e, [2.0]]]
    lines_merging = []
    for d in range(4):
        general, fast = _pair(mode, 7)
        for g in (general, fast):
            g.state.grid = [list(r) for r in rows]
        a, b = general.move(d), fast.move(d)
        assert fast._fast is not None and fast._fast.general_presses == 0
        assert len(a.slides) >= 3 and len(a.spawns) == 1
        assert [type(x) for x in a.events] == [type(x) for x in b.events]
        assert a == b
        lines_merging.append(len(a.merges))
    assert max(lines_merging) >= 2


def test_event_kinds_are_the_general_ones():
    general, fast = _pair(classic_mode(), 3)
    seen: set[type] = set()
    rnd = random.Random(3)
    for _ in range(100):
        d = rnd.randrange(4)
        a, b = general.move(d), fast.move(d)
        assert a == b
        seen.update(type(x) for x in b.events)
    assert seen == {Slide, Merge, Spawn}


def test_observed_forks_hooks_and_the_switch_take_the_general_steps():
    game = Game(classic_mode(), seed=4, clock=lambda: 5.0)
    game.move(0)
    assert game._fast is not None
    watched = game.fork(observer=PressObserver())
    watched.move(1)
    assert watched._fast is None  # an observer sees the general steps
    assert game.explain_move(2).attempts  # explain still reports cell by cell
    off = Game(classic_mode(), seed=4)
    off.fast_moves = False
    off.move(0)
    assert off._fast is None

    class Hook(TurnHook):
        slides = 0

        def slide(self, game, direction):
            self.slides += 1
            return None

    hooked = Game(classic_mode(), seed=4)
    hooked.turn_hook = hook = Hook()
    hooked.move(0)
    assert hooked._fast is None and hook.slides == 1  # a hook sees every step


def test_editing_the_mode_mid_game_gives_the_general_results():
    modes = [classic_mode(), classic_mode()]
    general = Game(modes[0], seed=5, clock=lambda: 5.0)
    general.fast_moves = False
    fast = Game(modes[1], seed=5, clock=lambda: 5.0)
    rnd = random.Random(5)
    first = fast_table = None
    for k in range(120):
        if k == 40:  # the play rules change: a new table
            for m in modes:
                m.multi_merge = True
        if k == 80:  # a field the table does not depend on
            for m in modes:
                m.gameplay_rules_text = "Edited."
            for m in modes:
                m.win_conditions = [[5]]  # (and one it does, pressed by both alike)
        if k == 81:
            for m in modes:
                m.gameplay_background = "#123456"
        d = rnd.randrange(4)
        assert general.move(d) == fast.move(d), k
        assert state_of(general) == state_of(fast)
        if k == 10:
            first = fast._fast.table
        if k == 80:
            fast_table = fast._fast.table
    assert fast_table is not first
    assert fast._fast.table is fast_table  # kept through an edit it does not depend on
    assert fast._fast.general_presses <= 20
    # The first table learnt the old rules from its own copy of the mode.
    assert first.mode.multi_merge is False


def test_observers_are_notified_alike():
    general, fast = _pair(classic_mode(), 6)
    seen: dict[str, list] = {"g": [], "f": []}
    general.observe(lambda g: seen["g"].append(g.last_result))
    fast.observe(lambda g: seen["f"].append(g.last_result))
    for d in (0, 1, 2, 3, 0, 0, 3):
        general.move(d)
        fast.move(d)
    assert seen["g"] == seen["f"] and len(seen["g"]) == 7


def test_other_limits_bring_a_table_evaluated_under_them():
    game = Game(classic_mode(), seed=8)
    game.move(0)
    first = game._fast.table
    game.limits = Limits(max_steps=500_000)
    game.move(1)
    assert game._fast.table is not first and game._fast.table.limits is game.limits


@pytest.mark.parametrize("history", [True, False])
def test_a_press_failing_after_the_slide_is_rolled_back_alike(history):
    from pow2048_widget.engine.errors import GameError

    general, fast = _pair(classic_mode(), 2, history=history)
    for g in (general, fast):
        for d in (0, 1, 2, 3):
            g.move(d)

        def broken() -> bool:
            raise ZeroDivisionError("a broken step at the end of the press")

        g.turn.any_pressable = broken  # runs after the slide and the spawn
    before = state_of(fast)
    grid = fast.grid
    messages = []
    for g in (general, fast):
        with pytest.raises(GameError) as err:
            g.move(3)
        messages.append(str(err.value))
    assert messages[0] == messages[1]
    assert state_of(general) == state_of(fast) == before and fast.grid == grid
    assert fast._fast is not None and fast._fast.general_presses == 0  # it was a fast press
