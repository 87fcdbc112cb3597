"""Test cases an exercise runs the learner's answer against.

A case has a label a learner understands ("on the tile [4]", "row 2 2 2 _ moving left"),
an expected result, and a ``run`` that turns the answer into what it actually gives, using
the real evaluator and, for rules, a real ``Game`` on a board set up for the case. The
factories below build the usual kinds; ``Case`` itself takes any ``run``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..calcarray.context import EvalContext, Limits
from ..calcarray.evaluator import evaluate
from ..calcarray.state import GameState
from ..engine.classic import classic_mode
from ..engine.game import Game
from ..engine.mode import Mode
from .values import describe, same_value

__all__ = ["Case", "board_context", "detached_state", "value_case", "expr_case", "move_case",
           "tile_case", "python_case", "show_row", "DIRECTION_NAMES", "EXERCISE_LIMITS"]

#: Limits for evaluating an answer: an endless loop is reported in well under a second
#: (exercises never need more than a few hundred steps).
EXERCISE_LIMITS = Limits(max_steps=100_000, max_depth=200)

#: The classic mode's directions, by index.
DIRECTION_NAMES = {0: "up", 1: "down", 2: "left", 3: "right"}


@dataclass
class Case:
    """One check: ``run(answer)`` must give ``expected`` (compared with ``compare``)."""

    label: str
    expected: Any
    run: Callable[[Any], Any]
    compare: Callable[[Any, Any], bool] = same_value
    show: Callable[[Any], str] = field(default=describe)
    #: Why a wrong result is wrong (``why(answer, got)`` -> reasons), read from the
    #: answer and what it gave: a case that knows the typical wrong results ("that is the
    #: median") names them for an answer however it is written.
    why: Callable[[Any, Any], list[str]] | None = None


def detached_state(state: GameState) -> GameState:
    """A deep copy of a live game's state that reading expressions cannot disturb.

    The engine's hooks are bound to the game (and through its observers to any ``Board``,
    which cannot be copied): the copy keeps the merge-rule test, gets its own random stream
    and no output hooks.
    """
    import copy
    import random

    hooks = {id(v): v for v in vars(state).values() if callable(v)}
    copied = copy.deepcopy(state, hooks)
    copied.random = random.Random(0).random
    copied.announce = copied.output = None
    return copied


def value_case(expected: Any, label: str = "your value") -> Case:
    """The answer *is* the value (a prediction such as "what does this give?")."""
    return Case(label, expected, lambda answer: answer)


def board_context(tile: Any = None, grid: Sequence[Sequence[Any]] | None = None,
             position: tuple[int, int] = (0, 0), game_vars: list[Any] | None = None,
             score: float = 0.0, moves: int = 0, direction: tuple[int, int] = (0, 0),
             merge_length: float = 1.0) -> EvalContext:
    """A context on a small board made for one case (``tile`` alone is a 1x1 board)."""
    if tile is not None and grid is None:
        grid = [[tile]]
    cells = [list(row) for row in grid] if grid is not None else []
    state = GameState(grid=cells, width=len(cells[0]) if cells else 0, height=len(cells))
    if cells:
        state.tile_num_amount = max(
            (len(c) for row in cells for c in row if isinstance(c, list)), default=1)
    state.game_vars = list(game_vars or [])
    state.score = float(score)
    state.moves = moves
    v, h = position
    return EvalContext(float(v), float(h), float(direction[0]), float(direction[1]),
                       [float(merge_length)], None, state, EXERCISE_LIMITS)


def expr_case(expected: Any, label: str = "", *, tile: Any = None,
              grid: Sequence[Sequence[Any]] | None = None, position: tuple[int, int] = (0, 0),
              game_vars: list[Any] | None = None, score: float = 0.0, moves: int = 0,
              direction: tuple[int, int] = (0, 0), merge_length: float = 1.0,
              wrap: Callable[[Any], Any] | None = None) -> Case:
    """The answer is an expression; evaluate it (optionally on a tile or a grid).

    ``tile`` puts one tile on a 1x1 grid, so ``"@This 0"`` reads its first entry; ``grid``
    and ``position`` give a bigger board; ``direction`` (dv, dh) is what ``@Next`` follows;
    ``wrap`` builds the evaluated expression from the answer (e.g. an answer that is only
    the condition of a larger expression).
    """
    if not label:
        label = "on the tile " + describe(tile) if tile is not None else "evaluating it"

    def run(answer: Any) -> Any:
        expr = wrap(answer) if wrap else answer
        ctx = board_context(tile, grid, position, game_vars, score, moves, direction, merge_length)
        return evaluate(expr, ctx)

    return Case(label, expected, run)


def show_row(row: Sequence[Any]) -> str:
    """A classic row as numbers (``2 2 _ 4``): tile ``[k]`` is shown as 2^k."""
    out = []
    for cell in row:
        if isinstance(cell, list) and len(cell) == 1 and isinstance(cell[0], float):
            out.append(str(int(2 ** cell[0])) if cell[0] >= 0 else str(cell[0]))
        elif isinstance(cell, list):
            out.append(describe(cell))
        else:
            out.append("_")
    return " ".join(out)


def _show_outcome(value: Any) -> str:
    if isinstance(value, tuple) and len(value) == 2:
        grid, score = value
        rows = " / ".join(show_row(r) for r in grid)
        return f"{rows} (score {describe(score)})"
    if isinstance(value, list):
        return " / ".join(show_row(r) for r in value)
    return describe(value)


def _same_outcome(a: Any, b: Any) -> bool:
    return same_value(_as_lists(a), _as_lists(b))


def _as_lists(x: Any) -> Any:
    if isinstance(x, tuple):
        return [_as_lists(e) for e in x]
    if isinstance(x, list):
        return [_as_lists(e) for e in x]
    return x


def move_case(grid: Sequence[Sequence[Any]], direction: int, expected_grid: Sequence[Any],
              install: Callable[[Mode, Any], None], *, expected_score: float | None = None,
              label: str = "", mode: Callable[[], Mode] = classic_mode,
              moves: int = 1) -> Case:
    """Play ``moves`` moves in ``direction`` on ``grid`` with the learner's rule installed.

    ``install(mode, answer)`` puts the answer into a fresh mode (for example as the only
    merge rule); the game starts on ``grid`` with no spawns, so what moves is exactly the
    rules. The result is the grid (and the score when ``expected_score`` is given).
    """
    rows = [list(r) for r in grid]
    if not label:
        where = " / ".join(show_row(r) for r in rows)
        label = f"{where} moving {DIRECTION_NAMES.get(direction, direction)}"
    expected: Any = [list(r) for r in expected_grid]
    if expected_score is not None:
        expected = (expected, float(expected_score))

    def run(answer: Any) -> Any:
        m = mode()
        m.random_tile_amount = 0
        m.start_tile_amount = 0
        m.height, m.width = len(rows), len(rows[0])
        m.starting_grid = [list(r) for r in rows]
        install(m, answer)
        game = Game(m, seed=1)
        for _ in range(moves):
            game.move(direction)
        grid_now = [list(r) for r in game.grid]
        return (grid_now, game.score) if expected_score is not None else grid_now

    def why(_answer: Any, got: Any) -> list[str]:
        """The tiles moved right but the points did not: say so, or a learner looks for
        the mistake in the wrong entry."""
        if expected_score is None or not (isinstance(got, tuple) and len(got) == 2):
            return []
        if _same_outcome(expected[0], got[0]) and not same_value(expected[1], got[1]):
            return [f"the tiles are right but the score is not ({describe(got[1])} points "
                    f"where {describe(expected[1])} are expected): look at the score entry, "
                    "a rule's fifth entry, which is worked out on the tiles before they "
                    "merge"]
        return []

    return Case(label, expected, run, _same_outcome, _show_outcome, why)


def tile_case(tile: list[Any], expected: Any, install: Callable[[Mode, Any], None], *,
              part: str = "text", label: str = "", mode: Callable[[], Mode] = classic_mode
              ) -> Case:
    """How the display draws ``tile`` once the answer is installed (``part``: text, background,
    color)."""
    from ..display import TileRenderer

    if not label:
        label = f"the {part} of the tile {describe(tile)}"

    def run(answer: Any) -> Any:
        m = mode()
        m.random_tile_amount = 0
        m.start_tile_amount = 0
        m.starting_grid = [[list(tile)] + ["@Empty"] * (m.width - 1)] + [
            ["@Empty"] * m.width for _ in range(m.height - 1)]
        install(m, answer)
        game = Game(m, seed=1)
        view = TileRenderer(game.mode).view(game.grid[0][0], (0, 0), game.state)
        if view.warning:
            return f"(the display rule failed: {view.warning})"
        return getattr(view, part)

    if part in ("background", "color"):
        return Case(label, expected, run, same_colour)
    return Case(label, expected, run)


#: CSS's basic colour names, for comparing a colour written as a name with one in hex.
CSS_NAMES = {"black": "#000000", "white": "#ffffff", "red": "#ff0000", "lime": "#00ff00",
             "blue": "#0000ff", "yellow": "#ffff00", "cyan": "#00ffff", "aqua": "#00ffff",
             "magenta": "#ff00ff", "fuchsia": "#ff00ff", "silver": "#c0c0c0",
             "gray": "#808080", "grey": "#808080", "maroon": "#800000", "olive": "#808000",
             "green": "#008000", "purple": "#800080", "teal": "#008080", "navy": "#000080",
             "orange": "#ffa500"}


def _colour_key(colour: Any) -> Any:
    if not isinstance(colour, str):
        return colour
    c = "".join(colour.lower().split())
    c = CSS_NAMES.get(c, c)
    if len(c) == 4 and c.startswith("#"):  # #fff is #ffffff
        c = "#" + "".join(ch * 2 for ch in c[1:])
    return c


def same_colour(expected: Any, got: Any) -> bool:
    """Colours are equal when they draw the same: ``"white"``, ``"#FFF"`` and ``"#ffffff"``
    (names, case, short hex and spaces do not matter); anything else compares as values."""
    return same_value(expected, got) or _colour_key(expected) == _colour_key(got)


def python_case(label: str, expected: Any, run: Callable[[Any], Any],
                compare: Callable[[Any, Any], bool] = same_value,
                show: Callable[[Any], str] = describe) -> Case:
    """Any check written in Python (the answer may be any Python object)."""
    return Case(label, expected, run, compare, show)
