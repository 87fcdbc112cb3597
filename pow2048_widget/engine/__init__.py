"""The game engine: modes, moves, merges, spawns, scripts, replays.

What lives here: ``Mode`` (``mode``, ``mode_fields``, ``mode_lint``: the fields of a game,
validated), ``Game`` (``game``: a facade over the parts of a press, which share one
``press_state.PressState``: ``turn``, ``slide`` with ``rules``, ``spawning``, ``scripts``,
``judge``), the tiles and the board's geometry (``tiles``, ``board``, ``directions``), the
merge cache (``merge_cache``, ``derived``), what a press reports (``events``), explanations
of a move (``explain``), replays (``replay``), batch play and its fast path (``simulate``,
``fastpath``, ``line_table``, ``fast_press``, ``batch_play``), and the seams to the layers
above (``hooks``, ``save_code_seam``).

>>> game = Game(classic_mode(), seed=1)     # or Game(Mode.load("mode.json"), ...)
>>> result = game.move(3)                  # index into mode.directions (3 = right)
>>> result.moved, result.merges, game.score, game.grid
>>> game.undo(); simulate(classic_mode(), games=1000, policy="random")

Imports only ``pow2048_widget.calcarray``; never the display layer or the widgets.
"""

from __future__ import annotations

from .bundled import BUNDLED, bundled_mode
from .classic import classic_mode
from .directions import DirectionInfo
from .errors import GameError, ModeError
from .events import Change, Merge, MoveResult, Slide, Spawn
from .explain import CellAttempt, MoveExplanation, RuleTest
from .game import Game, HistoryEntry
from .mode import Mode
from .mode_lint import ModeDiagnostic
from .replay import play_replay, replay_record
from .rng import Mulberry32
from .rules import merge_rule_test_for
from .simulate import SimulationResult, simulate

__all__ = [
    "merge_rule_test_for",
    "Mode",
    "ModeError",
    "Game",
    "GameError",
    "MoveResult",
    "Slide",
    "Merge",
    "Change",
    "Spawn",
    "HistoryEntry",
    "DirectionInfo",
    "Mulberry32",
    "classic_mode",
    "bundled_mode",
    "BUNDLED",
    "simulate",
    "SimulationResult",
    "replay_record",
    "play_replay",
    "MoveExplanation",
    "CellAttempt",
    "RuleTest",
    "ModeDiagnostic",
]
