"""Custom-template rules recognised as pure (rule_families) and played on the fast path."""

from __future__ import annotations

import copy
import random

from pow2048_widget.engine import Game
from pow2048_widget.engine.fast_press import FastPress
from pow2048_widget.engine.fastpath import fast_path_blocker, rule_reach
from pow2048_widget.engine.rule_families import (
    _TEMPLATE_LENGTH,
    _template,
    custom_unordered_condition,
    numeric_tile,
)
from pow2048_widget.engine.rules import compile_rules
from pow2048_widget.savecode.custom_mode import convert_merges


def _unordered(merges):
    rules, _, _ = convert_merges(merges)
    return rules


# [kind, numbers, others (relative, x), outputs, ordered]
PAIR = [0, [1.0, 2.0], [[False, 2.0]], [[True, 1.0]], False]
TRIPLE = [1, [1.0, 50.0, 0.0, 1.0], [[True, 0.0], [True, 1.0]], [[True, 2.0]], False]


def test_the_template_length_constant_matches_the_template():
    assert len(_template(2, 0.0, [])) == _TEMPLATE_LENGTH


def test_generated_unordered_conditions_are_recognised():
    for merge in (PAIR, TRIPLE):
        rule = _unordered([merge])[0]
        length = int(rule[0])
        assert rule_reach(rule[1], length) is None  # the plain analysis refuses it
        assert custom_unordered_condition(rule[1], length, rule_reach)


def test_a_condition_that_reads_beyond_the_group_or_acts_is_not_recognised():
    rule = _unordered([PAIR])[0]
    outside = copy.deepcopy(rule[1])
    outside[3] = ["@Literal", "@This 0", "@Next 2 0"]  # a tile beyond the pair
    assert not custom_unordered_condition(outside, 2, rule_reach)
    acting = copy.deepcopy(rule[1])
    acting[19] = [*acting[19], "&&", ["@Score", ">", 0.0]]  # reads the score
    assert not custom_unordered_condition(acting, 2, rule_reach)
    target = copy.deepcopy(rule[1])
    target[19][2][2][0][2] = "@Next 3 0"  # a target that is a program reading far ahead
    assert not custom_unordered_condition(target, 2, rule_reach)
    assert not custom_unordered_condition(rule[1], 3, rule_reach)  # wrong group length


def test_subset_guards_keep_blocking():
    rules = _unordered([TRIPLE, PAIR])  # the pair gets a guard reading behind its group
    assert custom_unordered_condition(rules[0][1], 3, rule_reach)
    assert not custom_unordered_condition(rules[1][1], 2, rule_reach)


def test_numeric_tile():
    assert numeric_tile("@Empty") and numeric_tile([1.0, 2.0])
    assert not numeric_tile([1.0, "@Score"]) and not numeric_tile([[1.0]])
    assert not numeric_tile([True])


def _custom_mode():
    from tests.research.modes_for_fastpath import community_modes

    return community_modes(("c026",))["community_c026"]


def test_a_line_holding_text_goes_to_the_general_path_and_plays_the_same():
    mode = _custom_mode()
    assert fast_path_blocker(mode) is None
    games = [Game(mode, seed=4, clock=lambda: 0.0) for _ in range(2)]
    for g in games:  # a tile whose number is text: the purity proof does not cover it
        g.state.grid[0][0] = ["@Score", 1.0]
    fast = FastPress.for_game(games[1])
    assert fast is not None
    rnd = random.Random(4)
    for _ in range(40):
        d = rnd.randrange(4)
        a, b = games[0].move(d), fast.move(d)
        assert (a.moved, a.score_gained) == (b.moved, b.score_gained)
        assert games[0].state.grid == games[1].state.grid
        assert games[0].state.score == games[1].state.score
    assert fast.general_presses > 0  # the text tile's lines took the general path


def _state(game):
    st = game.state
    return repr((st.grid, st.score, st.merges, st.game_vars, game.rng.getstate(), game.over))


def _without_memo(game):
    """The game with every rule evaluated: no memo, no compiled test (its own compiled
    rules: games of the same rules share theirs)."""
    game.rules.rules = compile_rules(game.state.merge_rules)
    for rule in game.rules.rules:
        rule.group_memo = None
        rule.group_compiled = None
        rule.order_memo = None
        rule.order_guards = []
    return game


def test_remembered_conditions_play_the_same_games_as_evaluated_ones():
    from pow2048_widget.engine import classic_mode
    from tests.research.modes_for_fastpath import community_modes

    modes = dict(community_modes(("c026", "c083", "c013")))  # c013: end-of-turn rules
    modes["classic"] = classic_mode()
    for name, mode in modes.items():
        memo_game = Game(mode, seed=7, clock=lambda: 0.0)
        plain = _without_memo(Game(mode, seed=7, clock=lambda: 0.0))
        rnd = random.Random(7)
        for _ in range(60 if name in ("community_c083", "community_c013") else 200):
            if plain.over:
                break
            d = rnd.randrange(len(mode.directions))
            a, b = memo_game.move(d), plain.move(d)
            assert (a.moved, a.score_gained, a.random_calls) == (b.moved, b.score_gained,
                                                                  b.random_calls)
            assert _state(memo_game) == _state(plain), name
        remembered = sum(len(r.group_memo or ()) for r in memo_game.rules.rules)
        # The memo was used, or the compiled test, which answers before it.
        assert remembered > 0 or any(r.group_compiled for r in memo_game.rules.rules), name
        if name == "community_c083":  # rules with subset guards run compiled up to them
            assert any(r.group_compiled and r.group_memo is None
                       for r in memo_game.rules.rules)


def test_the_memo_keys_on_what_the_condition_reads():
    from pow2048_widget.engine.rule_memo import _group_key, read_entries

    assert read_entries(["@This 0", "=", "@Next 1 0"]) == (0,)
    assert read_entries([["@This 1", "+", "@Next 2 0"], "&&", "@Var 3"]) == (0, 1)
    assert read_entries(["@This", "=", "@Next 1"]) is None  # whole tiles
    assert read_entries(["@Next 1 @Var 0"]) is None
    # -0 and 0 can be told apart (1 / x), so they key apart; True is not 1.
    assert _group_key([[0.0]], (0,)) != _group_key([[-0.0]], (0,))
    assert _group_key([[1.0]], (0,)) != _group_key([[True]], (0,))
    assert _group_key([[1.0, 5.0]], (0,)) == _group_key([[1.0, 6.0]], (0,))
    assert _group_key([[1.0]], (0, 1)) != _group_key([[1.0, 0.0]], (0, 1))


def test_a_rule_edited_live_starts_a_fresh_memo():
    from pow2048_widget.engine import classic_mode

    mode = classic_mode()
    game = Game(mode, seed=3, clock=lambda: 0.0)
    plain = _without_memo(Game(mode, seed=3, clock=lambda: 0.0))
    for d in (0, 2, 1, 3) * 5:
        game.move(d)
        plain.move(d)
    old = game.rules.rules[0].group_memo
    assert old
    # Same-tile pairs stop merging, different ones merge: every remembered answer is wrong.
    mode.merge_rules = [[2.0, ["@This 0", "!=", "@Next 1 0"], True, [[["@This 0", "+", 1.0]]],
                         1.0, [False, True]]]
    for d in (1, 2, 3, 0) * 3:
        a, b = game.move(d), _without_memo(plain).move(d)
        assert (a.moved, a.score_gained) == (b.moved, b.score_gained)
        assert _state(game) == _state(plain)
    assert game.rules.rules[0].group_memo is not old


def _template_rules():
    """Every recognised unordered rule of the published community codes."""
    from pow2048_widget.conformance.savecodes import community_codes
    from pow2048_widget.engine.rule_families import compile_unordered
    from pow2048_widget.savecode import load_save_code
    from tests.research.modes_for_fastpath import ROOT

    out = []
    for _cid, _kind, code in community_codes(ROOT / "conformance" / "savecodes"):
        mode = load_save_code(code, lenient=True).to_mode()
        for rule in mode.merge_rules:
            n = rule[0]
            if type(n) is float and (n >= 2 or n == 0) and rule[1][:1] == ["@global_var_retain"]:
                pure = custom_unordered_condition(rule[1], int(n), rule_reach)
                out.append((rule[1], int(n), compile_unordered(rule[1], int(n)), pure))
    return out


def test_the_compiled_unordered_test_agrees_with_the_interpreter():
    from pow2048_widget.calcarray import EvalContext, GameState, evaluate

    rules = _template_rules()
    compiled = [r for r in rules if r[2] is not None]
    assert len(compiled) > 0.9 * len(rules) > 500  # nearly every generated rule compiles
    assert sum(not r[3] for r in compiled) > 50  # rules with subset guards among them
    rnd = random.Random(26)
    pool = [0.0, -0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 7.0, 12.0, -1.0, 0.5, 2.5, float("nan"),
            float("inf"), -float("inf"), 1e16, 1e16 + 2]
    held = 0
    asked = 0
    for cond, n, run, pure in compiled:
        for _ in range(12):
            numbers = [rnd.choice(pool) if rnd.random() < 0.4 else float(rnd.randrange(-2, 40))
                       for _ in range(max(n, 1))]  # an end-of-turn rule (length 0): one tile
            if rnd.random() < 0.5:  # make matches likely: a permutation of a merging group
                numbers = numbers[:1] * max(n, 1)
            tiles = [[x, float(rnd.randrange(5))] for x in numbers]
            state = GameState(grid=[tiles], width=len(tiles), height=1, tile_num_amount=2)
            ctx = EvalContext(0.0, 0.0, 0.0, 1.0, [float(n), 1.0, 0.0, 1.0], None, state)
            answer = run(numbers)
            if answer is None:  # guarded and matching: the guards need the interpreter
                assert not pure
                asked += 1
                continue
            vars_: list = []
            expected = evaluate(cond, ctx, vars=vars_) is True
            got, after = answer
            assert (got, repr(after)) == (expected, repr(vars_)), (cond, numbers)
            held += got
    assert held > 100  # merges that apply were compared, not only refusals
    assert asked > 10
