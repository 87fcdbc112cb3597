"""``TurnHook``: each optional step replaces the engine's own, and only that step."""

from __future__ import annotations

from typing import Any

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.hooks import SlideOutcome

E = "@Empty"


def empty_board(game: Game) -> None:
    for row in game.state.grid:
        row[:] = [E] * len(row)


class Recorder:
    def __init__(self) -> None:
        self.presses: list[int] = []

    def before_press(self, game: Game, direction: int) -> None:
        self.presses.append(direction)


def test_before_press_runs_on_every_press_even_unavailable_ones() -> None:
    game = Game(classic_mode(), seed=1)
    hook = Recorder()
    game.turn_hook = hook
    empty_board(game)
    game.state.grid[0][0] = [1.0]
    game.move(0)            # up: nothing moves, up becomes unavailable
    result = game.move(0)   # pressed again while unavailable
    assert not result.accepted and hook.presses == [0, 0]


def test_place_spawns_replaces_the_random_spawn() -> None:
    class Corner:
        def place_spawns(self, game: Game, amount: int) -> list[Any]:
            return [(3, 3, [5.0])] if amount else []

    game = Game(classic_mode(), seed=1)
    game.turn_hook = Corner()
    empty_board(game)
    game.state.grid[0][1] = [1.0]
    calls = game.random_calls
    game.move(2)
    assert game.state.grid[3][3] == [5.0] and game.state.grid[0][0] == [1.0]
    assert game.random_calls == calls       # the spawn table drew nothing


def test_slide_replaces_the_slide_and_scores() -> None:
    class Clear:
        def slide(self, game: Game, direction: int) -> SlideOutcome:
            grid = [[E] * game.width for _ in range(game.height)]
            return SlideOutcome(grid, 7, True)

        def place_spawns(self, game: Game, amount: int) -> list[Any]:
            return []

    game = Game(classic_mode(), seed=1)
    game.turn_hook = Clear()
    result = game.move(1)
    assert result.moved and game.score == 7
    assert all(c == E for row in game.state.grid for c in row)
    game.undo()
    assert game.score == 0 and any(c != E for row in game.state.grid for c in row)


def test_judge_gets_the_modes_verdict_and_may_change_it() -> None:
    seen: list[tuple[bool, bool]] = []

    class Lose:
        def judge(self, game: Game, win: bool, lose: bool) -> tuple[bool, bool]:
            seen.append((win, lose))
            return False, True

    game = Game(classic_mode(), seed=1)
    game.turn_hook = Lose()
    for d in range(4):
        if game.move(d).moved:
            break
    assert seen and seen[0] == (False, False)
    assert game.over and game.lost


def test_a_hook_without_a_method_leaves_the_step_to_the_engine() -> None:
    a, b = Game(classic_mode(), seed=3), Game(classic_mode(), seed=3)
    b.turn_hook = object()  # type: ignore[assignment]
    for d in (0, 2, 1, 3, 0):
        a.move(d)
        b.move(d)
    assert a.grid == b.grid and a.score == b.score
