"""Unordered rules remembered by their group's tiles, and compiled rules shared by games.

Both only skip work: the games below are played with them and with every rule evaluated
afresh (own compiled rules, no memo), press by press, and must be the same (grid, score,
merges, variables, random draws, game over).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pow2048_widget.engine import Game, Mode
from pow2048_widget.engine import rules as rules_module
from pow2048_widget.engine.rules import compile_rules, shared_compiled_rules

MODES = Path(__file__).resolve().parents[1] / "conformance" / "modes"
#: Conformance modes with unordered rules whose orderings read only their group.
UNORDERED = ("bigtrio", "ratiomix", "ratiomix_nocache", "ratiomix_nomra", "triple_threes",
             "seedlist_merge", "seedlist_scan", "seedlist_endturn", "fuzz_xm020",
             "fuzz_xm050")


def _state(game: Game) -> str:
    st = game.state
    return repr((st.grid, st.score, st.merges, st.game_vars, st.tile_spawns,
                 game.rng.getstate(), game.over))


def _evaluated(game: Game) -> Game:
    """Every rule of ``game`` evaluated: its own compiled rules, without memos."""
    game.rules.rules = compile_rules(game.state.merge_rules)
    for rule in game.rules.rules:
        rule.group_memo = None
        rule.group_compiled = None
        rule.order_memo = None
        rule.order_lane = False
        rule.order_guards = []
        rule.guards = []
        rule.this_terms = []
    return game


def _play_both(mode: Mode, seed: int, presses: int) -> Game:
    fast = Game(mode, seed=seed, clock=lambda: 0.0)
    plain = _evaluated(Game(mode, seed=seed, clock=lambda: 0.0))
    rnd = random.Random(seed)
    for _ in range(presses):
        if plain.over:
            break
        d = rnd.randrange(len(mode.directions))
        a, b = fast.move(d), plain.move(d)
        assert (a.moved, a.score_gained, a.random_calls, a.over) == (
            b.moved, b.score_gained, b.random_calls, b.over)
        assert _state(fast) == _state(plain)
    return fast


@pytest.mark.parametrize("name", UNORDERED)
def test_remembered_orderings_play_the_same_games(name: str) -> None:
    mode = Mode.load(MODES / f"{name}.json")
    assert any(r.order_memo is not None for r in compile_rules(mode.merge_rules)), name
    for seed in (1, 2):
        _play_both(mode, seed, 150)


def test_the_ordering_memo_is_used_and_keyed_on_the_group() -> None:
    mode = Mode.load(MODES / "triple_threes.json")
    game = _play_both(mode, 3, 200)
    assert sum(len(r.order_memo or ()) for r in game.rules.rules) > 0


def test_orderings_that_read_beyond_the_group_are_not_remembered() -> None:
    from pow2048_widget.engine.rule_memo import unordered_memo_ok

    body = [2.0, ["@This 0", "=", "@Next 1 0"], False, [[1.0]], 0.0, [False, True]]
    assert unordered_memo_ok(body, False, 2, 8)
    beyond = [2.0, ["@This 0", "=", "@Next 2 0"], False, [[1.0]], 0.0, [False, True]]
    behind = [2.0, ["@NextNE -1 0", "=", "@Next 1 0"], False, [[1.0]], 0.0, [False, True]]
    scored = [2.0, ["@Score", "=", "@Next 1 0"], False, [[1.0]], 0.0, [False, True]]
    ordered = [2.0, ["@This 0", "=", "@Next 1 0"], True, [[1.0]], 0.0, [False, True]]
    for b in (beyond, behind, scored, ordered):
        assert not unordered_memo_ok(b, False, 2, 8)
    assert not unordered_memo_ok(body, True, 2, 8)  # a variable prefix
    assert not unordered_memo_ok(body, False, 9, 8)  # too many orderings to try


def test_new_games_share_the_compiled_rules_and_play_the_same() -> None:
    mode = Mode.load(MODES / "bigtrio.json")
    shared = Game(mode, seed=5, clock=lambda: 0.0)
    first = shared.rules.rules
    rnd = random.Random(5)
    for game_no in range(3):
        seed = 100 + game_no
        shared.new_game(seed=seed)
        assert shared.rules.rules is first  # compiled once, memos kept
        plain = _evaluated(Game(mode, seed=seed, clock=lambda: 0.0))
        for _ in range(80):
            if plain.over:
                break
            d = rnd.randrange(len(mode.directions))
            a, b = shared.move(d), plain.move(d)
            assert (a.moved, a.score_gained, a.random_calls) == (
                b.moved, b.score_gained, b.random_calls)
            assert _state(shared) == _state(plain)


def test_rules_are_shared_only_when_their_content_is_the_same() -> None:
    a = [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[1.0]], 0.0, [False, True]]]
    b = [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[1.0]], 0.0, [False, True]]]
    assert shared_compiled_rules(a) is shared_compiled_rules(b)
    for other in ([[2.0, ["@This 0", "=", "@Next 1 0"], True, [[-0.0]], 0.0, [False, True]]],
                  [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[True]], 0.0, [False, True]]],
                  [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[1]], 0.0, [False, True]]],
                  [[2.0, ["@This 0", "=", "@Next 1 0"], False, [[1.0]], 0.0, [False, True]]]):
        assert shared_compiled_rules(other) is not shared_compiled_rules(a)
    # Not across entries per tile or evaluator limits (a remembered answer depends on them).
    assert shared_compiled_rules(a, (1, None)) is not shared_compiled_rules(a, (2, None))
    assert rules_module._data_key([0.0]) != rules_module._data_key([-0.0])
    assert rules_module._data_key([float("nan")]) == rules_module._data_key([float("nan")])
    # The shared rules are compiled from a private copy: editing the list given changes
    # nothing already compiled.
    c = [[2.0, ["@This 0", "=", "@Next 1 0"], True, [[7.0]], 0.0, [False, True]]]
    compiled = shared_compiled_rules(c)
    c[0][3][0][0] = 8.0
    assert compiled[0].body[3] == [[7.0]]


def test_games_of_other_entries_per_tile_do_not_share_rules() -> None:
    mode = Mode.load(MODES / "bigtrio.json")
    other = Mode.load(MODES / "bigtrio.json")
    other.tile_num_amount = mode.tile_num_amount + 1
    assert Game(mode, seed=1).rules.rules is Game(mode, seed=2).rules.rules
    assert Game(mode, seed=1).rules.rules is not Game(other, seed=1).rules.rules


def test_a_live_rule_edit_compiles_the_rules_afresh() -> None:
    mode = Mode.load(MODES / "bigtrio.json")
    game = Game(mode, seed=6, clock=lambda: 0.0)
    before = game.rules.rules
    mode.merge_rules = [list(r) for r in mode.merge_rules]  # same rules, edited
    game.move(0)
    assert game.rules.rules is not before


def _lookback_mode() -> Mode:
    """A mode whose pair rules look behind the group (so they are not remembered whole):
    their trailing ``&&`` terms on the group's tiles are the guards."""
    return Mode.from_dict({
        "width": 5, "height": 5, "TileNumAmount": 1,
        "knownMergeMaxLength": 3, "knownMergeLookbackDistance": 1,
        "startTileSpawns": [[[0.0], 70.0], [[1.0], 20.0], [[2.0], 10.0]],
        "MergeRules": [
            [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
             [[["@This 0", "+", 2.0]]], 3.0, [False, True, True]],
            [2.0, [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", "@This 0"],
                   "&&", ["@This 0", "<", 4.0]], True, [[["@This 0", "+", 1.0]]], 1.0,
             [False, True]],
            [2.0, [["@Next -2 0", "=", 1.0], "||", ["@Next 2 0", "!=", "@This 0"], "&&",
                   ["@Next 1 0", "=", "@This 0"], "&&", ["@This 0", ">=", 4.0]], True,
             [[["@This 0", "+", 1.0]]], 2.0, [False, True]],
        ],
    })


def test_guarded_rules_play_the_same_games() -> None:
    mode = _lookback_mode()
    guarded = [r for r in compile_rules(mode.merge_rules) if r.guards]
    assert [r.index for r in guarded] == [1, 2]
    for seed in (1, 2, 3):
        game = _play_both(mode, seed, 250)
        assert sum(len(r.guards_memo) for r in game.rules.rules if r.guards) > 0
        # Scans skipped rules by a term on This alone ("@This 0" < 4, >= 4).
        assert [r.this_terms for r in guarded] == [[["@This 0", "<", 4.0]],
                                                   [["@This 0", ">=", 4.0]]]
        assert any(len(rs) < 3 for rs in game.rules._by_this.values())


def test_guards_only_for_conditions_that_cannot_fail_or_act() -> None:
    from pow2048_widget.engine.rule_memo import trailing_guards

    cond = [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", "@This 0"], "&&",
            ["@This 0", "<", 4.0]]
    assert [t for t, _ in trailing_guards(cond, 2)] == [["@This 0", "<", 4.0],
                                                       ["@Next 1 0", "=", "@This 0"]]
    # "||" before the end: only the terms after it must hold.
    assert [t for t, _ in trailing_guards([cond[0], "||", cond[2], "&&", cond[4]], 2)] == [
        cond[4]]
    for unsafe in ([["@NextNE -1 0", "+B", 1.0], "&&", cond[4]],  # may throw
                   [["@GVar 0", "=", 1.0], "&&", cond[4]],  # reads the game (any value)
                   [["@This 0", "rand_int", 3.0], "&&", cond[4]],  # draws
                   [["@NextNE -1 0", "=", "@Var 0"], "&&", cond[4]]):
        assert trailing_guards(unsafe, 2) == []
    assert trailing_guards([cond[0], "||", cond[4]], 2) == []  # nothing must hold alone
    # Every operator "&&": the first term must hold too.
    assert [t for t, _ in trailing_guards([cond[4], "&&", cond[2]], 2)] == [cond[2], cond[4]]
    # Only two-sided comparisons and "&&"/"||" between the terms.
    assert trailing_guards([cond[4], "&&", cond[2], "=", "&&"], 2) == []
