"""Lesson 12, design your variant: a rule of your own, a board size, a save code."""

from __future__ import annotations

from typing import Any

from ...engine.mode import Mode
from ...savecode import load_save_code
from ..cases import Case, move_case, python_case
from ..constraints import words
from ..exercise import Exercise, Mistake
from .common import only_rule, row

_SETUP = "from pow2048_widget.engine import Game, Mode, classic_mode\n"


def _size(mode: Any) -> Any:
    if not isinstance(mode, Mode):
        return f"not a Mode but {type(mode).__name__}"
    return [mode.width, mode.height]


def _code_mode(code: Any) -> Any:
    if not isinstance(code, str):
        return f"not a string but {type(code).__name__}"
    loaded = load_save_code(code)
    if loaded.kind != "Mode":
        return f"a {loaded.kind} code"
    m = loaded.to_mode()
    return [m.width, m.height, len(m.merge_rules)]


def _one_way(case: Case) -> Case:
    """A neighbour pair that did not merge, from a condition with a sign (``Next - This =
    1``): the pair comes in either order, so the distance is what counts."""
    first = case.why

    def why(answer: Any, got: Any) -> list[str]:
        reasons = first(answer, got) if first else []
        if isinstance(got, list) and got and got[0][:2] == case.expected[0][:2] or \
                "abs" in words(answer):
            return reasons
        return reasons + [
            "moving left, `@This 0` is the tile farther from the wall and `@Next 1 0` the one "
            "ahead of it, so the two exponents come in either order (2 4: Next − This is −1; "
            "8 4: it is 1): one step apart is a distance, `abs` of the difference"]
    case.why = why
    return case


EXERCISES = [
    Exercise(
        id="12.1",
        title="Neighbours merge",
        statement=(
            "Write a merge rule for a variant where two tiles merge when they are one step "
            "apart (2 and 4, or 8 and 4) into a tile one step above the larger one (2 + 4 "
            "→ 8). Equal tiles do not merge. Score: 0."),
        cases=[_one_way(move_case([row(2, 4, None, None)], 2, [row(8, None, None, None)],
                                  only_rule)),
               _one_way(move_case([row(8, 4, None, None)], 2, [row(16, None, None, None)],
                                  only_rule)),
               move_case([row(2, 2, None, None)], 2, [row(2, 2, None, None)], only_rule),
               move_case([row(2, 8, None, None)], 2, [row(2, 8, None, None)], only_rule)],
        hints=["The exponents differ by 1: `[[\"@Next 1 0\", \"-\", \"@This 0\"], \"abs\", "
               "\"=\", 1]`.",
               'The output is one above the larger: `[[[["@This 0", "max", "@Next 1 0"], '
               '"+", 1]]]`.'],
        model_answer='[2, [["@Next 1 0", "-", "@This 0"], "abs", "=", 1], true, '
                 '[[[["@This 0", "max", "@Next 1 0"], "+", 1]]], 0, [false, true]]',
        shape="rule",
        concept="writing your own merge rule",
        section="Your variant, step 1: a rule",
        example='Tiles two steps apart (2 and 8) merge into one step above the larger: the '
                'condition is `[["@Next 1 0", "-", "@This 0"], "abs", "=", 2]`.',
        mistakes=[Mistake('[2, ["@Next 1 0", "-", "@This 0", "=", 1], true, '
                          '[[[["@This 0", "max", "@Next 1 0"], "+", 1]]], 0, [false, true]]',
                          "4 − 8 is −1, not 1: compare the distance, `abs` of the "
                          "difference")],
    ),
    Exercise(
        id="12.2",
        title="A 5 × 5 board",
        kind="python",
        answer_name="mode",
        setup=_SETUP,
        statement=("In Python, make `mode`: the classic mode on a 5 × 5 board "
                   "(`classic_mode`, `Mode` and `Game` are imported for you)."),
        cases=[python_case("the size of your mode [width, height]", [5, 5], _size,
                           lambda a, b: a == b, str)],
        hints=["A mode's fields are attributes: `mode.width`, `mode.height`."],
        model_answer="mode = classic_mode()\nmode.width = 5\nmode.height = 5",
        shape="mode",
        concept="a mode's fields are attributes",
        section="Step 2: the board and the rules together",
        example="A 3 × 6 classic board: `mode = classic_mode()`, then `mode.width = 3` and "
                "`mode.height = 6`.",
        mistakes=[Mistake("mode = classic_mode()\nmode.width = 5",
                          "the board has a width and a height: set both")],
    ),
    Exercise(
        id="12.3",
        title="Export a save code",
        kind="python",
        answer_name="code",
        setup=_SETUP + "mode = classic_mode()\nmode.width = mode.height = 5\n"
                       "game = Game(mode, seed=1)\n",
        statement=(
            "`mode` is a 5 × 5 classic mode and `game` a game of it (both defined for "
            "you). Set `code` to a **Mode** save code of `mode`: the text the Compendium's "
            "import box takes to start your variant."),
        cases=[python_case("what the code loads as [width, height, merge rules]", [5, 5, 1],
                           _code_mode, lambda a, b: a == b, str)],
        hints=["Modes have a `to_save_code()` method.",
               "A game's code (`game.to_save_code()`) is a *Game* code: a game in progress."],
        model_answer="code = mode.to_save_code()",
        shape="save_code",
        concept="Mode codes versus Game codes",
        section="Step 4: export it",
        example="`load_save_code(code).kind` tells the kind of a code: \"Mode\" for "
                "`mode.to_save_code()`, \"Game\" for `game.to_save_code()`.",
        mistakes=[Mistake("code = game.to_save_code()",
                          "`game.to_save_code()` makes a Game code (a game in progress); a "
                          "variant to share is a Mode code: `mode.to_save_code()`")],
    ),
]
