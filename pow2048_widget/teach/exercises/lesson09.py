"""Lesson 9, merge rules: write the pair rule, predict the order rules are tried in,
three of a kind with a look-back guard, and the merge-result cache's known length."""

from __future__ import annotations

from typing import Any

from ...engine.game import Game
from ..cases import Case, move_case, python_case, show_row, value_case
from ..constraints import words
from ..exercise import Exercise, Mistake
from .common import E, as_rules, only_rule, row

_LEFT = 2

_SETUP = '''from pow2048_widget.engine import classic_mode
TRIPLE = [3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
          [[["@This 0", "+", 2]]], [2, "^", ["@This 0", "+", 2]], [False, True, True]]
GUARDED_PAIR = [2, [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", "@This 0"]],
                True, [[["@This 0", "+", 1]]], [2, "^", ["@This 0", "+", 1]], [False, True]]
'''


def _play(mode: Any, cells: list[Any]) -> str:
    """Play one move left on a 4x4 board whose top row is ``cells``; the top row shown."""
    m = mode.copy()
    m.random_tile_amount = 0
    m.start_tile_amount = 0
    m.width = m.height = 4
    m.starting_grid = [cells] + [[E] * 4 for _ in range(3)]
    game = Game(m, seed=1)
    game.move(_LEFT)
    return show_row(game.grid[0])


def _mode_case(cells: list[Any], expected: str) -> Any:
    return python_case(f"{show_row(cells)} moving left (your mode)", expected,
                       lambda mode: _play(mode, cells), lambda a, b: a == b, str)


def _pair_first(case: Case) -> Case:
    """2 2 2 gave 4 2: the pair at the wall merged before the triple could, whatever the
    order of the rules, unless the pair rule looks back."""
    def why(answer: Any, got: Any) -> list[str]:
        if got != [row(4, 2, None, None)] or "@NextNE -1 0" in words(answer):
            return []
        return ["the pair at the wall is tested first (This = column 1, whatever the order "
                "of the rules), so it merges before the triple can: guard the pair rule with "
                '`["@NextNE -1 0", "!=", "@This 0"]`']
    case.why = why
    return case


EXERCISES = [
    Exercise(
        id="9.1",
        title="The pair rule",
        statement=(
            "Write classic 2048's merge rule: two equal tiles `[k]` make one `[k + 1]` "
            "worth 2^(k+1) points, and the new tile cannot merge again this move. A rule is "
            "`[length, condition, in-order, outputs, score, can-merge-again flags]`; the "
            "outputs are a list of tiles, each a list of entry expressions."),
        cases=[move_case([row(2, 2, None, None)], _LEFT, [row(4, None, None, None)], only_rule,
                         expected_score=4),
               move_case([row(2, 4, None, None)], _LEFT, [row(2, 4, None, None)], only_rule,
                         expected_score=0),
               move_case([row(2, 2, 2, 2)], _LEFT, [row(4, 4, None, None)], only_rule,
                         expected_score=8),
               move_case([row(4, 4, 8, None)], _LEFT, [row(8, 8, None, None)], only_rule,
                         expected_score=8)],
        hints=["Length 2 (two tiles); the condition compares the tile ahead, `@Next 1 0`, "
               "with `@This 0`; in-order `true`.",
               "Outputs: one tile, one above `@This 0`, written in three brackets (a list "
               "of tiles, each a list of entries); score: 2 to the power of the new "
               "exponent; flags: one per tile, the first saying whether the new tile may "
               "merge again this move."],
        model_answer='[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], '
                 '[2, "^", ["@This 0", "+", 1]], [false, true]]',
        shape="rule",
        concept="a merge rule, entry by entry: `[length, condition, in-order, outputs, score, "
                "flags]`",
        section="A merge rule, entry by entry",
        example='A rule where two equal tiles make one tile **two** steps up with no score: '
                '`[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 2]]], 0, '
                "[false, true]]` (2 2 → 8). The outputs entry is a list of tiles, each tile a "
                "list of entry expressions: three brackets.",
        mistakes=[Mistake('[2, ["@Next 1 0", "=", "@This 0"], true, [[["@This 0", "+", 1]]], '
                          '[2, "^", ["@This 0", "+", 1]], [true, true]]',
                          "the first flag says whether the new tile may merge again this "
                          "move: with `true`, 2 2 2 2 makes 4 4 and then the new 4s merge into 8"),
                  Mistake('[2, ["@Next 1 0", "==", "@This 0"], true, [[["@This 0", "+", 1]]], '
                          '[2, "^", ["@This 0", "+", 1]], [false, true]]',
                          "you used `==`; CalcArray's equality is `=`")],
    ),
    Exercise(
        id="9.2",
        title="Who is tested first?",
        kind="value",
        statement=(
            "The merge rules are `[TRIPLE, PAIR]`: three equal tiles make one two steps up "
            "(2 2 2 → 8), and the classic pair rule. The row `2 2 2 _` moves left. "
            "Which number ends up at the left wall? Type the number as shown on the board."),
        cases=[value_case(4.0, "the tile at the wall")],
        hints=["Cells are visited from the wall backwards, and a rule looks *forward* from "
               "its This cell, towards the wall.",
               "The first cell that can start a merge is column 1 (its Next 1 is column 0); "
               "the triple does not fit there, but the pair does."],
        model_answer="4",
        concept="the order cells and rules are tried in",
        section="The order cells and rules are tried",
        example="Moving left on 4 4 4 _ with only the pair rule: column 1 is tested first "
                "(its Next 1 is column 0), so the left pair merges: 8 4 _ _.",
        mistakes=[Mistake("8", "the triple is listed first, but the pair at the wall is "
                               "tested before the triple exists: This = column 1 comes "
                               "before This = column 2, so the pair merges")],
    ),
    Exercise(
        id="9.3",
        title="Three of a kind, for real",
        statement=(
            "Write the whole `MergeRules` list (a JSON list of rules) so that three equal "
            "tiles moving left become one tile two steps up (2 2 2 → 8) **and** pairs still "
            "merge (2 2 → 4). The checker sets the cache's known merge length to 3. The "
            "triple rule is `[3, [[\"@Next 1 0\", \"=\", \"@This 0\"], \"&&\", [\"@Next 2 0\", "
            "\"=\", \"@This 0\"]], true, [[[\"@This 0\", \"+\", 2]]], [2, \"^\", [\"@This 0\", "
            "\"+\", 2]], [false, true, true]]`."),
        cases=[_pair_first(move_case([row(2, 2, 2, None)], _LEFT, [row(8, None, None, None)],
                                     as_rules)),
               move_case([row(2, 2, None, None)], _LEFT, [row(4, None, None, None)], as_rules),
               move_case([row(4, 2, 2, 2)], _LEFT, [row(4, 8, None, None)], as_rules)],
        hints=["The pair at the wall is tested before the triple: the pair rule must refuse "
               "when the tile **behind** This is equal too.",
               '`"@NextNE -1 0"` is the nearest tile behind This. Add '
               '`["@NextNE -1 0", "!=", "@This 0"]` to the pair rule\'s condition with `&&`.'],
        model_answer='[[3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], '
                 'true, [[["@This 0", "+", 2]]], [2, "^", ["@This 0", "+", 2]], '
                 '[false, true, true]],\n'
                 ' [2, [["@NextNE -1 0", "!=", "@This 0"], "&&", ["@Next 1 0", "=", '
                 '"@This 0"]], true, [[["@This 0", "+", 1]]], [2, "^", ["@This 0", "+", 1]], '
                 '[false, true]]]',
        shape="rules",
        concept="a look-back guard so a longer rule gets its chance",
        section="A look-back guard",
        example='To keep a pair from merging when the tile **two** ahead is equal too, add '
                '`["@Next 2 0", "!=", "@This 0"]` to its condition with `&&`; looking back '
                'instead is `"@NextNE -1 0"`.',
        mistakes=[Mistake('[[3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", '
                          '"@This 0"]], true, [[["@This 0", "+", 2]]], [2, "^", ["@This 0", '
                          '"+", 2]], [false, true, true]], [2, ["@Next 1 0", "=", "@This 0"], '
                          'true, [[["@This 0", "+", 1]]], [2, "^", ["@This 0", "+", 1]], '
                          '[false, true]]]',
                          "listing the triple first is not enough: the pair at the wall is "
                          "tested first (This = column 1), so guard the pair rule with "
                          '`["@NextNE -1 0", "!=", "@This 0"]`')],
        explanation="This is how the Compendium's 1296 leaves a run of three for its "
                    "three-tile rule.",
    ),
    Exercise(
        id="9.4",
        title="The rule that never fires",
        kind="python",
        answer_name="mode",
        setup=_SETUP,
        statement=(
            "In Python, build `mode`: a classic mode whose merge rules are "
            "`[TRIPLE, GUARDED_PAIR]` (both are defined for you, as in 9.3) so that "
            "2 2 2 moving left makes an 8. Careful: the engine remembers merge results by "
            "the tiles it looked at, and by default it looks at only 2 of them."),
        cases=[_mode_case(row(2, 2, 2, None), "8 _ _ _"),
               _mode_case(row(2, 2, None, None), "4 _ _ _"),
               _mode_case(row(8, 8, 8, 8), "32 8 _ _")],
        hints=["With the rules alone, 2 2 2 does not move at all: the test at column 1 is "
               "remembered as 'no merge' under the key (2, 2), and column 2's key is also "
               "(2, 2).",
               "Set `mode.known_merge_max_length = 3` so the key holds three tiles."],
        model_answer="mode = classic_mode()\nmode.known_merge_max_length = 3\n"
                 "mode.merge_rules = [TRIPLE, GUARDED_PAIR]",
        shape="mode",
        concept="the merge-result cache and `known_merge_max_length`",
        section="Why a rule never fires: the merge-result cache",
        example="A 4-tile rule needs `mode.known_merge_max_length = 4`: the cache key must "
                "hold every tile the rule reads.",
        mistakes=[Mistake("mode = classic_mode()\nmode.merge_rules = [TRIPLE, GUARDED_PAIR]",
                          "the merge-result cache looks at `known_merge_max_length` tiles "
                          "(2 by default), so the triple's failure at column 1 is reused at "
                          "column 2: set `mode.known_merge_max_length = 3`")],
    ),
]
