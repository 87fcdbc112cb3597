"""Feedback right by construction (#22): answers diagnosed by their shape, entry by entry;
every constraint a statement states checked in the answer's structure; the hint ladder; the
linter's additions; and the exercises in the order the lesson notebooks show them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pow2048_widget.calcarray import lint
from pow2048_widget.calcarray.scjson import sc_dumps
from pow2048_widget.calcarray.values import BigRational
from pow2048_widget.teach import all_exercises, lesson
from pow2048_widget.teach.shapes import SHAPES

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ALL = [ex for exercises in all_exercises().values() for ex in exercises]
CONSTRAINED = [(ex, c) for ex in ALL for c in ex.constraints]


def test_every_exercise_declares_a_shape() -> None:
    assert all(ex.shape in SHAPES for ex in ALL)
    shapes = {ex.shape for ex in ALL}
    assert {"expression", "condition", "rule", "rules", "tile_type", "spawns", "script",
            "stat_boxes", "win_conditions", "mode", "save_code", "value"} <= shapes


def test_the_constructs_statements_ask_for_are_constraints() -> None:
    """Statements that say "with X" / "use X" list X as a constraint (the table in the note)."""
    table = {ex.id: [c.construct for c in ex.constraints] for ex in ALL if ex.constraints}
    for eid, construct in (("2.2", "no nested arrays"), ("3.2", "nested array"),
                           ("3.3", "`@Parent`"), ("4.4", "`+BR`"), ("5.1", "`@end_vars`"),
                           ("5.3", "`@edit_var`"), ("6.1", "`@else`"), ("6.2", "`@else-if`"),
                           ("6.3", "`@repeat`"), ("6.4", "`@repeat`"), ("7.2", "`arr_map`"),
                           ("7.3", "`arr_filter`"), ("7.4", "`arr_reduce`")):
        assert any(construct in c for c in table[eid]), (eid, table[eid])
    for ex in ALL:  # a statement naming `@repeat`, `arr_map` ... has a constraint naming it
        for word in re.findall(r"`(@[\w-]+|arr_\w+)`", ex.statement):
            if ex.shape in ("expression", "condition") and f"with `{word}`" in ex.statement:
                assert any(word in c.construct for c in ex.constraints), (ex.id, word)


@pytest.mark.parametrize(("ex", "constraint"), CONSTRAINED,
                         ids=[f"{ex.id}-{c.construct}" for ex, c in CONSTRAINED])
def test_an_answer_skipping_the_construct_fails_naming_it(ex, constraint) -> None:
    mine = ex.fresh()
    skips = constraint.skips if isinstance(constraint.skips, str) else sc_dumps(constraint.skips)
    result = mine.check(skips)
    assert not result.passed and not mine.solved
    assert constraint.construct in result.feedback, result.feedback
    assert result.constraint and constraint.construct in result.constraint
    assert mine.fresh().check(mine.solution_text).passed  # the solution has every construct


def test_every_simulation_exercise_asks_for_a_function_so_a_number_cannot_pass() -> None:
    """Lesson 14: a number typed in (the statement's example worked out once, or a function
    returning it) fails; the checker calls the function with games and seeds the statement
    does not show, in small runs (a counted bound: a check stays a second or two)."""
    from pow2048_widget.teach.exercises import lesson14
    from pow2048_widget.teach.widget import ExerciseWidget

    for ex in lesson(14).exercises:
        assert [c.construct.split("(")[0] for c in ex.constraints] == [
            f"a function `{ex.answer_name}"]
        # the answer box invites a function, not `name = ...`
        assert ExerciseWidget(ex.fresh()).placeholder.startswith(f"def {ex.answer_name}(")
        typed = ex.fresh().check(f"{ex.answer_name} = 1053.3")
        assert not typed.passed and "a function" in typed.feedback
    for games, seed, *_ in lesson14.MEAN_CASES + lesson14.GAIN_CASES + lesson14.SHARE_CASES:
        assert games <= 16 and (games, seed) not in ((40, 1), (40, 2), (40, 3))
    constant = lesson(14)[1].check("def mean_score(games, seed):\n    return 1128.7")
    assert not constant.passed and "mean_score(8, 21)" in constant.feedback


def test_simulation_answers_written_otherwise_pass_and_typical_slips_are_named() -> None:
    """Right answers written differently from the stored solution pass; wrong ones, however
    written, get the reason their result shows (the median, seed 0, `>` for `>=`...)."""
    mean, gain, share = lesson(14).exercises
    assert mean.check("mean_score = lambda games, seed: simulate(classic_mode(), games, "
                      "'random', seed).table['score'].mean()").passed
    assert gain.check("def gain(games, seed):\n"
                      "    m = [simulate(classic_mode(), games=games, policy=p, seed=seed)"
                      ".summary()['mean_score'] for p in ([2, 0, 3, 1], 'random')]\n"
                      "    return m[0] - m[1]").passed
    assert share.check("def share(games, seed, tile):\n"
                       "    t = simulate(classic_mode(), games=games, seed=seed).table\n"
                       "    return sum(2 ** t['highest_tile'] >= tile) / games").passed
    median = mean.fresh().check("def mean_score(g, s):\n    import statistics\n"
                                "    r = simulate(classic_mode(), games=g, seed=s)\n"
                                "    return statistics.median(r.table['score'])")
    assert "that is the median" in median.feedback
    no_seed = mean.fresh().check("mean_score = lambda games, seed: simulate(classic_mode(), "
                                 "games=games).summary()['mean_score']")
    assert "the games of seed 0" in no_seed.feedback
    above = share.fresh().check("def share(games, seed, tile):\n"
                                "    t = simulate(classic_mode(), games=games, seed=seed).table\n"
                                "    return (t['highest_tile'] > math.log2(tile)).mean()")
    assert "`>=`, not `>`" in above.feedback
    count = share.fresh().check("def share(games, seed, tile):\n"
                                "    t = simulate(classic_mode(), games=games, seed=seed).table\n"
                                "    return (t['highest_tile'] >= math.log2(tile)).sum()")
    assert "that is the number of games" in count.feedback
    corner_only = gain.fresh().check(
        "def gain(games, seed):\n    return simulate(classic_mode(), games=games, "
        "policy=[2, 0, 3, 1], seed=seed).summary()['mean_score']")
    assert "the corner's mean score alone" in corner_only.feedback
    wrong_arity = mean.fresh().check("def mean_score(seed):\n    return 0")
    assert "a function `mean_score(games, seed)`" in wrong_arity.feedback


def test_python_answers_get_python_words_and_the_reason_their_result_shows() -> None:
    """A Python answer is never told about `@Literal` or BigInts; lesson 13's typical slips,
    written any way, get their reason."""
    replay, eve, corners = lesson(13).exercises
    grid = replay.check("def final_score(seed, moves):\n"
                        "    return excel_2048_replay(seed, moves)[-1][0]")
    assert "your answer gave a list where a number is expected" in grid.feedback
    assert "@Literal" not in grid.feedback and "BigInt" not in grid.feedback
    typed = replay.fresh().check("final_score = 8")
    assert "a function `final_score(seed, moves)`" in typed.feedback
    flat = eve.check("mode = eve_2048()\nmode.win_conditions = [4096.0]")
    assert "a tile is itself a list: `[[4096.0]]`" in flat.feedback
    exponents = corners.check("custom = CustomGame(win_tile=64, initial_tiles=[\n"
                              "    (r, c, 1) for r in (0, 3) for c in (0, 3)])")
    assert "the number on the tile (2), not its exponent" in exponents.feedback
    no_win = corners.fresh().check("custom = CustomGame(initial_tiles=[\n"
                                   "    (r, c, 2) for r in (0, 3) for c in (0, 3)])")
    assert "`win_tile=64` sets the winning tile" in no_win.feedback


def test_typical_calcarray_slips_written_any_way_get_a_located_reason() -> None:
    """Outer variables read in a nested array without `@var_retain`, `arr_reduce` with its
    start value after the function or a function that does not continue from the
    accumulator, and `"@BigInt"` split from its number: each named at its place."""
    nested = lesson(5)[1].check('[4, 10, "@end_vars", ["@Var 0", "*", "@Var 1", "+", "@Var 0"]]')
    assert 'Why: `your expression[3]`: this nested array reads "@Var 0"' in nested.feedback
    assert '"@var_retain"' in nested.feedback
    retained = lesson(5)[1].check('[4, 10, "@end_vars", ["@var_retain", "@Var 0", "*", '
                                  '"@Var 1", "+", "@Var 0"]]')
    assert retained.passed
    swapped = lesson(7)[4].check('[["@Literal", 1, 2, 3, 4], "arr_reduce", ["+", "@Var -1"], 0]')
    assert "`your expression[2]`: `arr_reduce` takes the start value first" in swapped.feedback
    running = lesson(7)[4].check('[["@Literal", 1, 2, 3, 4], "arr_reduce", 0, '
                                 '["@Var -1", "+", "@Var -2"]]')
    assert "`your expression[3]`: the function of `arr_reduce` continues from the " \
        "accumulator" in running.feedback
    assert lesson(7)[4].check('[["@Literal", 1, 2, 3, 4], "arr_reduce", [0, "+", 0], '
                              '["+", "@Var -1"]]').passed  # a computed start value is fine
    split = lesson(2)[3].check('["@BigInt", 2, "^B", 64]')
    assert '`"@BigInt"` alone is no value' in split.feedback and '"@BigInt 2"' in split.feedback


def _covered(solution: str, text: str) -> float:
    """The share of ``solution`` (spaces ignored) found in ``text`` in runs of 4 or more."""
    import difflib

    sol, txt = "".join(solution.split()), "".join(text.split())
    blocks = difflib.SequenceMatcher(None, sol, txt, autojunk=False).get_matching_blocks()
    return sum(b.size for b in blocks if b.size >= 4) / max(1, len(sol))


@pytest.mark.parametrize("ex", ALL, ids=lambda ex: ex.id)
def test_the_second_hint_before_any_answer_does_not_give_the_solution_away(ex) -> None:
    """Rung 2 before a check falls back to a written hint; it points, it does not hand over
    most of the solution (the solution has its own button). Short solutions (`false`,
    `code = mode.to_save_code()`) are left out: any pointer names part of them."""
    if len("".join(ex.solution_text.split())) >= 30:
        assert _covered(ex.solution_text, ex.fresh().hint_text(2)) < 0.6, ex.hint_text(2)


def test_rule_script_and_box_answers_that_are_half_right_hear_which_half() -> None:
    score = lesson(9)[1].check('[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], '
                               '[2, "^", "@This 0"], [false, true]]')
    assert "the tiles are right but the score is not (2 points where 4 are expected)" in \
        score.feedback
    script = lesson(11)[2].check('[["@GVar 0", "+", 1], "EndTurn"]')
    assert "a script's value is thrown away: only `@edit_gvar`" in script.feedback
    boxes = lesson(11)[3].check('[["Moves", "@Moves"]]')
    assert "keep `[\"Score\", \"@Score\"]` first" in boxes.feedback
    assert lesson(11)[3].check('[["Score", "@Score"], ["Moves", ["@Moves"]]]').passed


def test_no_precedence_bounds_arrays_colours_and_a_signed_distance() -> None:
    """Answers a learner typically writes, each with the reason for its own shape."""
    flat = lesson(4)[2].check('["@This 0", ">", 3, "&&", "@This 0", "<", 7]')
    assert "`your condition[5]`: there is no precedence: `&&` takes only the next entry" in \
        flat.feedback
    label = lesson(4)[3].check('["Tile ", "str_concat", 2, "^", "@This 0"]')
    assert "`str_concat` takes only the next entry (2), then `^` works on the result" in \
        label.feedback
    lower = lesson(4)[2].check('[["@This 0", ">", 3], "&&", ["@This 0", "<=", 7]]')
    assert "3 is included" in lower.feedback and "`>=`, not `>`" in lower.feedback
    upper = lesson(4)[2].check('[["@This 0", ">=", 3], "&&", ["@This 0", "<", 7]]')
    assert "the upper bound is `<=`, not `<`" in upper.feedback
    own_array = lesson(7)[3].check('[["@Literal", 5, 7], "arr_filter", ["@Var -1", ">=", 3]]')
    assert "does not start from the statement's array `[\"@Literal\", 1, 5, 2, 7]`" in \
        own_array.feedback
    # a colour is the colour it draws: "white", "#FFF" and "#ffffff" are one colour
    assert lesson(10)[1].check('[true, [2, "^", "@This 0"], "#336699", "white"]').passed
    assert lesson(10)[1].check('[true, [2, "^", "@This 0"], "#369", "#FFF"]').passed
    assert not lesson(10)[1].check('[true, [2, "^", "@This 0"], "#336699", "black"]').passed
    signed = lesson(12)[1].check('[2, [["@Next 1 0", "-", "@This 0"], "=", 1], true, '
                                 '[[[["@This 0", "max", "@Next 1 0"], "+", 1]]], 0, '
                                 '[false, true]]')
    assert "one step apart is a distance, `abs` of the difference" in signed.feedback


def test_a_predicted_value_of_the_wrong_type_hears_how_to_type_the_value() -> None:
    """A prediction computed nothing: no advice about `str_` operators or `@Literal`."""
    quoted = lesson(2)[1].check('"3"')
    assert "Why: you typed text, but the answer is a number (such as 12)" in quoted.feedback
    assert "str_" not in quoted.feedback
    array = lesson(3)[1].check("[5, 7]")
    assert "you typed an array, but the answer is a number" in array.feedback
    assert "@Literal" not in array.feedback
    boolean = lesson(2)[5].check('"false"')
    assert "you typed text, but the answer is true or false" in boolean.feedback
    spaced = lesson(7)[5].check('"4, 5!"')
    assert "a comma and no space" in spaced.feedback
    bare = lesson(7)[5].check("hello")  # a word typed without its quotes
    assert 'text is written in double quotes: "hello"' in bare.feedback


def test_rules_in_either_order_and_python_answers_described_by_their_case() -> None:
    pair_then_triple = lesson(9)[3].check(
        '[[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], [2, "^", '
        '["@This 0", "+", 1]], [false, true]], [3, [["@Next 1 0", "=", "@This 0"], "&&", '
        '["@Next 2 0", "=", "@This 0"]], true, [[["@This 0", "+", 2]]], [2, "^", '
        '["@This 0", "+", 2]], [false, true, true]]]')
    assert "the pair at the wall is tested first (This = column 1, whatever the order" in \
        pair_then_triple.feedback
    method = lesson(12)[3].check("code = mode.to_save_code")
    assert "a save code is text (a Python str), not method" in method.feedback
    assert "where a list is expected" not in method.feedback  # "got" described the answer
    camel = lesson(9)[4].check("mode = classic_mode()\nmode.merge_rules = [TRIPLE, "
                               "GUARDED_PAIR]\nmode.knownMergeMaxLength = 3")
    assert "in Python it is `known_merge_max_length`" in camel.feedback


def _constant(value) -> str | None:
    """``value`` written as a CalcArray constant (None where none can be written)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, BigRational):
        return f'"@BigRational {value.num} {value.den}"'
    if isinstance(value, int):
        return f"{value}n"
    if isinstance(value, float):
        return sc_dumps(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return sc_dumps(["@Literal", *value])
    return None


# 7.1 asks for the array itself written as data: its answer is the constant.
@pytest.mark.parametrize("ex", [ex for ex in ALL if ex.kind == "calcarray" and ex.id != "7.1"
                                and ex.shape in ("expression", "condition")],
                         ids=lambda ex: ex.id)
def test_a_constant_or_hard_coded_result_cannot_pass(ex) -> None:
    constant = _constant(ex.cases[0].expected)
    assert constant is not None
    result = ex.fresh().check(constant)
    assert not result.passed, f"{ex.id}: the constant {constant} passes"


def test_a_hard_coded_array_fails_a_case_that_changes_the_input() -> None:
    ex = lesson(7)[2]  # squares with arr_map
    result = ex.check('[["@Literal", 1, 4, 9, 16], "arr_map", ["@Var -1"]]')
    assert not result.passed and "with [3, 5] in place of [1, 2, 3, 4]" in result.feedback


def test_a_rule_is_diagnosed_entry_by_entry() -> None:
    ex = lesson(9)[1]
    result = ex.check('[2, ["@Next 1 0", "==", "@This 0"], true, [["@This 0", "+", 1]], '
                      '[2, "^", ["@This 0", "+", 1]], [false, true]]')
    assert not result.passed
    assert ("Why: the condition entry (`MergeRules[0][1][1]`): you used `==`; CalcArray's "
            "equality is `=`") in result.feedback
    assert "the outputs entry, tile 0 (`MergeRules[0][3][0]`)" in result.feedback
    assert "is not an operator" not in result.feedback
    in_order = ex.check('[2, ["@Next 1 0", "=", "@This 0"], "yes", [[["@This 0", "+", 1]]], '
                        '0, [false, true, true]]')
    assert "the in-order entry (`MergeRules[0][2]`): in-order is `true` or `false`" in \
        in_order.feedback
    assert "the flags entry (`MergeRules[0][5]`): there are 3 flags for a rule of length 2" \
        in in_order.feedback


def test_scripts_and_display_rules_are_not_read_as_one_expression() -> None:
    script = lesson(11)[2].check('[[0, "@edit_gvar", 0, ["@GVar 0", "plus", 1]], "EndTurn"]')
    assert "the expression entry (`scripts[0][0][3][1]`)" in script.feedback
    assert '"EndTurn" is not' not in script.feedback
    when = lesson(11)[2].check('[[0, "@edit_gvar", 0, ["@GVar 0", "+", 1]], "EndMove"]')
    assert 'the when entry (`scripts[0][1]`): "EndMove" is not a time a script runs' in \
        when.feedback
    tile = lesson(10)[3].check('[11, "WIN", "#edc22e", "#ffffff"]')
    assert "the match entry (`TileTypes[0][0]`): the match entry is the number 11" in \
        tile.feedback
    assert '"WIN" is not' not in tile.feedback
    hsla = lesson(10)[2].check('[true, [2, "^", "@This 0"], ["@HSLA", "@This 0", "*", 30, 80, '
                               '50, 1], "#ffffff"]')
    assert "the background entry (`TileTypes[0][2]`): `@HSLA` takes 4 components" in \
        hsla.feedback
    spawns = lesson(11)[1].check("[[[4], 1]]")
    assert "the tile of spawn 0 (`startTileSpawns[0][0]`)" in spawns.feedback
    assert "the 4 tile is [2]" in spawns.feedback
    boxes = lesson(11)[3].check([["Score", "@Score"], ["Moves", "@moves"]])
    assert "the value entry of box 1 (`statBoxes[1][1]`)" in boxes.feedback


def test_a_python_int_win_condition_is_diagnosed() -> None:
    result = lesson(11)[4].check([[6]])
    assert not result.passed
    assert "tile 0 (`winConditions[0]`): 6 is a Python int, so the BigInt 6n" in \
        result.feedback


def test_the_hint_ladder() -> None:
    ex = lesson(9)[1]
    first = ex.hint()
    assert first.startswith("Hint 1 of 3: This is about a merge rule, entry by entry")
    assert "(lesson 09, section “A merge rule, entry by entry”)" in first
    ex.check('[2, ["@Next 1 0", "=", "@This 0"], true, [["@This 0", "+", 1]], '
             '[2, "^", ["@This 0", "+", 1]], [false, true]]')
    second = ex.hint()
    assert second.startswith("Hint 2 of 3: In your answer, look at the outputs entry, tile 0 "
                             "(`MergeRules[0][3][0]`): this tile's entries are")
    third = ex.hint()
    assert third.startswith("Hint 3 of 3: A worked example, similar but not this one:")
    assert ex.solution_text not in first + second + third
    assert "No more hints" in ex.hint() and not ex.solution_shown
    ex.check('[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], 0, '
             '[false, true]]')  # hint 2 follows the newest answer
    assert "score" in ex.hint_text(2) and "4 _ _ _ (score 4)" in ex.hint_text(2)


def test_hint_two_names_a_skipped_construct() -> None:
    ex = lesson(6)[3]
    ex.check('[1, "*", 1024]')
    assert "does not use `@repeat` yet" in ex.hint_text(2)


@pytest.mark.parametrize("ex", ALL, ids=lambda ex: ex.id)
def test_hint_one_names_a_section_of_the_lesson_and_hint_three_an_example(ex) -> None:
    assert ex.concept and ex.section and ex.example, ex.id
    notebook = next(NOTEBOOKS.glob(f"{ex.lesson_number:02d}-*.ipynb"))
    headings = [line for cell in json.loads(notebook.read_text("utf-8"))["cells"]
                if cell["cell_type"] == "markdown"
                for line in "".join(cell["source"]).splitlines() if line.startswith("## ")]
    assert f"## {ex.section}" in headings, (ex.id, ex.section)
    if len(ex.solution_text) > 8:  # a short answer such as `4` may appear anywhere
        assert ex.solution_text not in ex.example


@pytest.mark.parametrize("number", sorted(all_exercises()))
def test_exercises_appear_in_lesson_order(number) -> None:
    notebook = next(NOTEBOOKS.glob(f"{number:02d}-*.ipynb"))
    cells = json.loads(notebook.read_text("utf-8"))["cells"]
    shown = [int(k) for c in cells if c["cell_type"] == "code"
             for k in re.findall(r"course\.exercise\((\d+)\)", "".join(c["source"]))]
    headings = [h for c in cells if c["cell_type"] == "markdown"
                for h in re.findall(r"### Exercise (\d+\.\d+)", "".join(c["source"]))]
    assert shown == sorted(shown) == list(range(1, len(shown) + 1))
    assert headings == [ex.id for ex in all_exercises()[number]][:len(headings)]


# --- lint -----------------------------------------------------------------------------------


def test_lint_explains_an_outer_var_read_in_a_function() -> None:
    expr = [5.0, "@end_vars", ["@Literal", 1.0, 2.0], "arr_map", ["@Var 0", "+", "@Var -1"]]
    found = [d for d in lint(expr) if d.code == "var-retain"]
    assert len(found) == 1 and found[0].path == (4, 0)
    assert "without @var_retain the outer variables are out of sight" in found[0].message
    assert "@Var 0 is the index" in found[0].message
    retained = [5.0, "@end_vars", ["@Literal", 1.0], "arr_map",
                ["@var_retain", "@Var 0", "+", "@Var -1"]]
    assert not [d for d in lint(retained) if d.code == "var-retain"]
    no_outer = [["@Literal", 1.0], "arr_map", ["@Var -1", "+", "@Var -2"]]
    assert not [d for d in lint(no_outer) if d.code == "var-retain"]


def test_lint_flags_python_ints_where_a_tile_is_expected() -> None:
    assert [d.path for d in lint(["@This 0", "=", 4]) if d.code == "python-int"] == [(2,)]
    assert not [d for d in lint(["@This 0", "=", 4.0]) if d.code == "python-int"]
    rule = [2.0, ["@Next 1 0", "=", "@This 0"], True, [[5]], 0.0, [False, True]]
    assert [d.path for d in lint(rule, "merge_rule") if d.code == "python-int"] == [(3, 0, 0)]
    tile_type = [[11], "WIN", ["@linear-gradient", 135, "#f00", 0.0, "#00f", 100.0], "#fff"]
    assert [d.path for d in lint(tile_type, "tile_type") if d.code == "python-int"] == [
        (0, 0), (2, 1)]


def test_mode_lint_reports_python_ints_in_conditions_and_spawns() -> None:
    from pow2048_widget.engine import Game, classic_mode

    mode = classic_mode()
    mode.win_conditions = [[4]]
    mode.lose_conditions = [[20]]
    mode.start_tile_spawns = [[[1.0], 9.0], [[2], 1.0]]
    mode.tile_types = [[[11], "WIN", "#edc22e", "#ffffff"], *mode.tile_types]
    found = {d.where(): d for d in mode.lint() if d.code == "python-int"}
    assert set(found) == {"winConditions[0][0]", "loseConditions[0][0]",
                          "startTileSpawns[1][0][0]", "TileTypes[0][0][0]"}
    assert "never matches" in found["winConditions[0][0]"].message
    # and indeed it never wins: the 4 tile is [2.0], never [2n]
    mode.win_conditions = [[2]]
    mode.start_tile_spawns = [[[1.0], 1.0]]
    mode.starting_grid = [[[1.0], [1.0], "@Empty", "@Empty"]] + [["@Empty"] * 4] * 3
    mode.start_tile_amount = mode.random_tile_amount = 0
    game = Game(mode, seed=1)
    game.move("left")
    assert game.grid[0][0] == [2.0] and not game.win_screen
    assert classic_mode().lint() == []


def test_mode_and_save_code_answers_are_diagnosed_as_such() -> None:
    mode_answer = lesson(9)[4].check("mode = classic_mode()\n"
                                     "mode.merge_rules = [TRIPLE, GUARDED_PAIR]")
    assert "your mode's MergeRules (`MergeRules[0][0]`): this rule merges 3 tiles but " \
        "knownMergeMaxLength is 2" in mode_answer.feedback
    code = lesson(12)[3].check("code = game.to_save_code()")
    assert 'the code (`code`): it is a Game code (`load_save_code(code).kind` is "Game")' in \
        code.feedback
    broken = lesson(12)[3].check("code = 'not a code'")
    assert "the code (`code`): it does not load" in broken.feedback


def test_mode_lint_reports_a_spawn_list_written_with_python_ints() -> None:
    from pow2048_widget.engine import classic_mode

    mode = classic_mode()
    mode.start_tile_spawns = [[[1], 9.0], [[2], 1.0]]  # Python ints; the win tile is [11.0]
    found = [d.where() for d in mode.lint() if d.code == "python-int"]
    assert found == ["startTileSpawns[0][0][0]", "startTileSpawns[1][0][0]"]
