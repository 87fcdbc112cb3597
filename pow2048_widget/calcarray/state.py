"""The engine contract: the game state a CalcArray evaluation may read and change.

The language layer must not import the engine, yet CalcArray's special strings (``@Score``,
``@Grid``, ``@GVar``) and a few operators (``@add_score``, ``tileValue``,
``mergeRuleApplies``) consult the running game. So the *language* owns this plain state
object, and the engine keeps its live state in one (``Game.state``). Tests and the
step debugger build one by hand.

Value model used everywhere in the package:
number -> ``float`` (always a float, even 2.0); BigInt -> ``int`` (never ``bool``);
boolean -> ``bool``; null -> ``None``; undefined -> ``values.UNDEFINED``; string -> ``str``;
array -> ``list`` (treated as immutable: copy before changing); GaussianBigInt and
BigRational -> the classes in ``values``.
"""

from __future__ import annotations

import math
import random as _random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def _plain_2048_rule() -> list[Any]:
    return [
        [
            2.0,
            ["@Next 1 0", "=", "@This 0"],
            True,
            [[["@This 0", "+", 1.0]]],
            [2.0, "^", ["@This 0", "+", 1.0]],
            [False, True],
        ]
    ]


@dataclass
class GameState:
    """Everything of a game that an expression can observe or change.

    Field names follow the ``setup`` keys of the CalcArray conformance vectors. Counters are plain
    Python numbers; the evaluator converts them to CalcArray numbers (floats) when read.
    Timestamps are milliseconds or ``None`` for "has not happened".
    """

    grid: list[list[Any]] = field(default_factory=list)
    width: int = 4
    height: int = 4
    tile_num_amount: int = 1
    score: float = 0.0
    moves: int = 0
    merges: int = 0
    merge_moves: int = 0
    merges_before: int = 0
    game_vars: list[Any] = field(default_factory=list)
    modifier_vars: list[Any] = field(default_factory=list)
    mvar_indices: list[Any] = field(default_factory=list)
    disc_tiles: list[Any] = field(default_factory=list)
    disc_winning: list[Any] = field(default_factory=list)
    disc_losing: list[Any] = field(default_factory=list)
    next_spawns: list[Any] = field(default_factory=lambda: ["@Empty"])
    tile_order: list[Any] = field(default_factory=list)
    tile_spawns: list[Any] = field(default_factory=list)
    forced_spawns: list[Any] = field(default_factory=list)
    scripts: list[Any] = field(default_factory=list)
    tile_value_function: Any = field(default_factory=lambda: [0.0])
    discovered_tiles_filter: list[Any] = field(default_factory=list)
    merge_rules: list[Any] = field(default_factory=_plain_2048_rule)
    primes: list[int] = field(default_factory=lambda: [2, 3, 5])
    script_signals: list[Any] = field(default_factory=list)
    # Screen state, read by @InGameStatus.
    screen: str = "Menu"
    sub_screen: int | str = 1  # a number, or a name such as "Export" on the SaveCode screen
    move_in_progress: bool = False
    postgame_allowed: bool = True
    # Clock (ms) and the moments the @TimeSince*/@Timestamp* strings measure from.
    now: float = 1700000000000.0
    start_game_time: float | None = None
    first_move_time: float | None = None
    move_start_time: float | None = None
    move_end_time: float | None = None
    victory_time: float | None = None
    game_over_time: float | None = None
    # Hooks the engine installs. ``random`` must return a float in [0, 1); the engine puts
    # its seeded mulberry32 here so rand_* operators draw from the game's stream.
    random: Callable[[], float] = field(default=_random.random)
    # merge_rule_test(rule_index, ctx, offset, non_recursive) -> bool; None: always False.
    # ``ctx`` is a ``context.EvalContext``; it is typed ``Any`` because the context holds
    # this state, and the state must not import the context (no import cycle).
    merge_rule_test: Callable[[int, Any, float, bool], bool] | None = None
    # announce(value) / output(value): what `announce`, `output`, `console.log` show.
    announce: Callable[[Any], None] | None = None
    output: Callable[[Any], None] | None = None
    # The compiled expressions of the game's mode (``programs.ProgramTable``), replaced by
    # the engine when the mode is edited; None: the shared cache, which compares arrays.
    # Not part of the game: copies of the state share it, comparisons ignore it.
    programs: Any = field(default=None, repr=False, compare=False)

    def clock(self) -> float:
        """The current time in ms as expressions see it (a virtual clock in traces)."""
        return self.now

    @staticmethod
    def seconds_between(later: float, earlier: float | None) -> float:
        """``(later - earlier) / 1000`` or -1 when ``earlier`` never happened."""
        if earlier is None or (isinstance(earlier, float) and math.isnan(earlier)):
            return -1.0
        return (later - earlier) / 1000.0
