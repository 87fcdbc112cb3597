"""The fast path plays the same games as the general path, state for state."""

from __future__ import annotations

import random
from typing import Any

import pytest
from modes_for_fastpath import all_modes

from pow2048_widget.engine import Game
from pow2048_widget.engine.fast_press import FastPress
from pow2048_widget.engine.fastpath import fast_path_blocker

MODES = all_modes()
QUALIFY = {"classic", "classic_win_at_64", "pow2_classic", "triple_threes", "slide1",
           "multimerge", "fractional_score", "holes_5x3", "two_spawns_edge", "conveyor",
           "no_postgame_small_win", "lose_at_16", "unordered_pair", "long_cache_key",
           "community_c006", "community_c008", "community_c153", "community_c026",
           "community_c059", "community_c115", "box", "score_requirement",
           "computed_spawns",
           "forced_and_blocked", "seedlist_fixed2", "seedlist_fixed3"}


def state_of(game: Game) -> dict[str, Any]:
    """Everything a press may change, as plain values."""
    st = game.state
    out = {k: v for k, v in vars(st).items()
           if k not in ("random", "merge_rule_test", "announce", "output", "programs")}
    out.update(won=game.won, over=game.over, lost=game.lost, win_screen=game.win_screen,
               rng=game.rng.getstate(), available=list(game.available),
               moves_played=game.moves_played, manual_moves=game.manual_moves,
               boxes=game.spawn_boxes)
    return repr(out)  # repr: NaN-safe and strict about 1 vs 1.0 vs True


def test_the_analysis_decides_which_modes_qualify():
    got = {name for name, mode in MODES.items() if fast_path_blocker(mode) is None}
    assert got == QUALIFY
    assert "position" in fast_path_blocker(MODES["reads_position"]) or "line" in \
        fast_path_blocker(MODES["reads_position"])
    assert fast_path_blocker(MODES["aging_hole"]) is not None


@pytest.mark.parametrize("name", sorted(MODES))
def test_fast_and_general_paths_play_the_same_games(name):
    mode = MODES[name]
    presses = 0
    for seed in (1, 2, 3):
        history = seed == 3  # with undo snapshots too
        general = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=history)
        fast_game = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=history)
        fast = FastPress.for_game(fast_game)
        assert (fast is not None) == (name in QUALIFY)
        press = fast.move if fast else fast_game.move
        rnd = random.Random(seed)
        assert state_of(general) == state_of(fast_game)
        # Big modes: fewer presses (c059 and c115 have dozens of looping rules).
        for _ in range(50 if name in ("community_c059", "community_c115")
                       else 150 if name.startswith("community") else 400):
            if general.over:
                break
            d = rnd.randrange(len(mode.directions))
            a, b = general.move(d), press(d)
            presses += 1
            assert (a.accepted, a.moved, a.score_gained, a.over, a.win_screen,
                    a.random_calls) == (b.accepted, b.moved, b.score_gained, b.over,
                                        b.win_screen, b.random_calls)
            assert state_of(general) == state_of(fast_game), f"seed {seed}, press {presses}"
        assert fast_game.over == general.over
        if history:
            assert general.history == fast_game.history
            for _ in range(3):
                assert general.undo() == fast_game.undo()
                assert state_of(general) == state_of(fast_game)
        if fast is not None and name != "fractional_score":
            assert fast.general_presses <= presses // 10  # the fast path did the work
    assert presses > 20


def test_a_rule_that_fails_is_reported_and_rolled_back_as_on_the_general_path():
    from pow2048_widget.calcarray.context import Limits
    from pow2048_widget.engine import GameError, classic_mode

    mode = classic_mode()
    # The score k^k as a BigInt: over the 8-bit limit from k = 4 on (merging two 16s).
    mode.merge_rules = [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[["@This 0", "+", 1.0]]],
                         ["@This 0", "BigInt", "^B", ["@This 0", "BigInt"]], [False, True]]]
    games = [Game(mode, seed=1, clock=lambda: 0.0, limits=Limits(max_bigint_bits=8))
             for _ in range(2)]
    fast = FastPress.for_game(games[1])
    rnd = random.Random(0)
    errors = 0
    for _ in range(300):
        d = rnd.randrange(4)
        outcome = []
        for press in (games[0].move, fast.move if fast else games[1].move):
            try:
                press(d)
                outcome.append("ok")
            except GameError as exc:
                outcome.append(str(exc))
        assert outcome[0] == outcome[1]
        errors += outcome[0] != "ok"
        assert state_of(games[0]) == state_of(games[1])
        if games[0].over:
            break
    assert fast is not None and errors > 0
